/**
 * The self-contained files (dist/agnes-solitaire.min.js and .iife.js) are their own solver worker.
 * This module runs first in them (standalone.ts imports it before anything else), and stands in
 * for worker-script.ts there (rollup.config.mjs):
 *
 * - in the worker the element starts (a worker scope named `WORKER_NAME`), it serves searches and
 *   then stops the file with a throw that its own `onerror` swallows (returning true cancels the
 *   error): the rest of the file is Lit and the element, which need a document. The engine and the
 *   solver, which the worker needs, have run by then (they are this module's imports);
 * - on a page, `startWorker` starts that worker from this very file: a module worker from the ES
 *   module, a classic one from the classic script (which alone has a `document.currentScript`
 *   while it runs).
 */
import { serve, WORKER_NAME } from './solver-calls.js';

const page = globalThis.document;

if (!page && self.name === WORKER_NAME) {
  serve(self as unknown as Parameters<typeof serve>[0]);
  onerror = () => true;
  throw WORKER_NAME;
}

const type: WorkerType = page?.currentScript ? 'classic' : 'module';

export const startWorker = (): Worker => new Worker(import.meta.url, { type, name: WORKER_NAME });
