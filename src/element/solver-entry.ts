/**
 * The solver's entry in every build: the element loads it when the first search is asked for, in
 * its solver worker (where this module serves the page's requests) or on the page by `import()`
 * where no worker can be had (where it only exports `runSearch`). The npm build has it as
 * dist/element/solver-entry.js, which bundlers put in chunks of their own; the self-contained
 * builds as dist/agnes-solitaire-solver-<hash>.js beside them (rollup.config.mjs). It holds the
 * engine and the whole solver, and nothing of Lit or the DOM.
 */
import { serve } from './solver-calls.js';
import { WORKER_NAME } from './solver-protocol.js';

export { runSearch } from './solver-calls.js';

/** A worker's global scope: no document, and the name the element gave it. */
const scope = globalThis as unknown as Parameters<typeof serve>[0] & { name?: string; document?: unknown };
if (scope.document === undefined && scope.name === WORKER_NAME) serve(scope);
