/**
 * The file the element loads when it is first needed, as it loads the solver (lazy-files.ts): what
 * only a finished game, or a player who asks, needs. Sharing a result (share-result.ts), and the
 * statistics panel, the replay's controls and the win's celebration (result-views.ts). It imports no
 * Lit: the views are made with the element's own (`resultViews(kit)`). The npm build has it as
 * dist/element/results.js, which bundlers put in chunks of their own; the self-contained builds as
 * dist/agnes-solitaire-results-<hash>.js beside them (rollup.config.mjs).
 */
export { shareResult } from './share-result.js';
export { resultViews } from './result-views.js';
