/**
 * The solver's worker script in the npm build (dist/element/solver-worker.js): solver-link.ts
 * starts it as `new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module' })`, a
 * form bundlers (Vite, webpack, Parcel, esbuild with a plugin) follow and bundle. It imports the
 * engine and the solver only: no Lit, no DOM.
 */
import { serve } from './solver-calls.js';

serve(self as unknown as Parameters<typeof serve>[0]);
