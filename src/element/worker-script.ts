/**
 * How the solver's worker is started in the npm build (and the tests): from solver-worker.js beside
 * this module, as a module worker. Bundlers (Vite, webpack 5, Parcel) recognise this exact form and
 * bundle the worker script. The self-contained files replace this module by self-worker.ts, which
 * starts the worker from the file itself (rollup.config.mjs).
 */
import { WORKER_NAME } from './solver-calls.js';

export const startWorker = (): Worker => new Worker(new URL('./solver-worker.js', import.meta.url), { type: 'module', name: WORKER_NAME });
