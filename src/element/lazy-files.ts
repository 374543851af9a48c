/**
 * The files the element loads only when they are needed, in the npm build (and the tests): the
 * solver (solver-entry.js beside this module, as a module worker or imported on the page), the
 * strings of languages other than English, and what a finished game needs (results.js: sharing a
 * result, the statistics panel, the replay's controls, the celebration). Bundlers (Vite, webpack 5, Parcel) recognise these
 * forms and put each in chunks of its own. The self-contained builds use lazy-files.standalone.ts
 * in its place.
 */
import type { AgnesStrings, Language } from './strings.js';
import { WORKER_NAME } from './solver-protocol.js';

/** The solver's module: what `importSolver` resolves with. */
export type SolverModule = typeof import('./solver-entry.js');

/** Starts the solver's worker (it may still fail to load: its `error` event says so). */
export const startSolverWorker = (): Worker => new Worker(new URL('./solver-entry.js', import.meta.url), { type: 'module', name: WORKER_NAME });

/** The solver on the page, for where no worker can be had. */
export const importSolver = (): Promise<SolverModule> => import('./solver-entry.js');

/** Where the solver is looked for, for error messages. */
export const solverLocation = (): string => new URL('./solver-entry.js', import.meta.url).href;

/** What a finished game, or a player who asks, needs (results.ts): sharing a result, the statistics panel, the replay's controls, the celebration. */
export type ResultsModule = typeof import('./results.js');

/** Loads what a finished game needs. */
export const importResults = (): Promise<ResultsModule> => import('./results.js');

/** The strings table of a language other than English. */
export async function importLanguage(language: Exclude<Language, 'en'>): Promise<AgnesStrings> {
  switch (language) {
    case 'id':
      return (await import('./strings-id.js')).default;
  }
}
