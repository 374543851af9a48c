/**
 * The files the self-contained files (dist/agnes-solitaire.min.js, dist/agnes-solitaire.iife.js)
 * load only when they are needed: the solver (dist/agnes-solitaire-solver-<hash>.js), the
 * strings of languages other than English (dist/agnes-solitaire-id-<hash>.js) and what a finished
 * game needs (dist/agnes-solitaire-results-<hash>.js: sharing a result, the statistics panel, the
 * replay's controls, the celebration). Each is named by
 * its content, so that a cached main file never talks to another version's solver. They are looked
 * for in the first of
 * - the folder `AgnesSolitaire.basePath` names;
 * - the folder the `data-agnes-solitaire-base` attribute of an element of the page names (put it on
 *   the script tag, for CMSs that inline or concatenate scripts);
 * - the folder of the script that loaded the element.
 * The build puts this module in place of lazy-files.ts (rollup.config.mjs), and provides
 * `agnes:lazy-files`.
 *
 * A worker from another origin (a CDN) cannot be started from its URL: it starts from a one-line
 * module of the page's own (a blob: URL) that imports the solver file, which needs the CDN to allow
 * CORS. Where the page's Content-Security-Policy refuses that worker, the solver runs on the page.
 */
import { LANGUAGE_FILES, RESULTS_FILE, SOLVER_FILE } from 'agnes:lazy-files';
import { getBasePath } from './solver-base.js';
import { WORKER_NAME } from './solver-protocol.js';
import type { ResultsModule, SolverModule } from './lazy-files.js';
import type { AgnesStrings, Language } from './strings.js';

export type { ResultsModule, SolverModule };

/** The URL of the script that loaded the element, taken while it loads (a classic script's `document.currentScript` is gone later). */
const scriptUrl = import.meta.url;

/** The URL of a file beside the main file (or where the page says). */
function locate(file: string): string {
  const folder = getBasePath() ?? document.querySelector('[data-agnes-solitaire-base]')?.getAttribute('data-agnes-solitaire-base') ?? scriptUrl;
  // A folder without its closing slash is still the folder ("…/dist" means "…/dist/").
  const base = new URL(folder, document.baseURI);
  if (folder !== scriptUrl && !base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(file, base).href;
}

/** The URL of the solver file. */
export const solverLocation = (): string => locate(SOLVER_FILE);

/** Starts the solver's worker (it may still fail to load: its `error` event says so). */
export function startSolverWorker(): Worker {
  const url = solverLocation();
  const options: WorkerOptions = { type: 'module', name: WORKER_NAME };
  if (new URL(url).origin === location.origin) return new Worker(url, options);
  return new Worker(URL.createObjectURL(new Blob([`import ${JSON.stringify(url)};`], { type: 'text/javascript' })), options);
}

/** The solver on the page, for where no worker can be had. */
export const importSolver = (): Promise<SolverModule> => import(solverLocation());

/** Loads what a finished game needs. */
export const importResults = (): Promise<ResultsModule> => import(locate(RESULTS_FILE));

/** The strings table of a language other than English. */
export async function importLanguage(language: Exclude<Language, 'en'>): Promise<AgnesStrings> {
  return (await import(locate(LANGUAGE_FILES[language]))).default;
}
