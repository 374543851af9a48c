/**
 * The element's only door to the solver: hints, dead-end checks, winnable deals (and deals of a
 * difficulty) and whether a position can still be won. Every search takes an AbortSignal: the
 * controller cancels a search as soon as its answer would be about an old position, and all of
 * them when the element is removed.
 * Nothing here guesses: where the solver cannot decide within its budget, the answer is `unknown`
 * and the game goes on.
 *
 * The solver is not part of the page's module: it is loaded when the first search is asked for
 * (lazy-files.ts: where from), into a Web Worker where the page allows one, else onto the page
 * by `import()`, where it runs in slices of about 8 ms (the page stays responsive either way). The
 * elements of one copy of the library share one worker, started at the first search and ended when
 * the last of them leaves the page. Where the page cannot have the worker (no `Worker`, a
 * Content-Security-Policy that refuses it, a file that fails to load), the searches in flight and
 * all later ones run on the page: the same function with the same arguments (solver-calls.ts), so
 * the same answers. Where the solver cannot be loaded at all (missing, refused, offline), every
 * search rejects with `SolverUnavailableError`, and each element hears it once.
 */
import { AgnesError, type GameState, type Move } from '../engine/index.js';
import { SearchCancelledError } from '../solver/errors.js';
import type { SearchArgs, SearchName, SearchValue, WinnableRequest } from './solver-calls.js';
import { importSolver, solverLocation, startSolverWorker, type SolverModule } from './lazy-files.js';
import type { SearchReply } from './solver-protocol.js';

export type { WinnableRequest };

/** The solver could not be loaded: Hint, dead ends, `show-solvable` and `winnable` are unavailable. */
export class SolverUnavailableError extends AgnesError {}

/** A search posted to the worker and not yet answered. */
interface Call {
  fn: SearchName;
  args: readonly unknown[];
  signal: AbortSignal;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** This copy's worker, while some element in the page uses it. */
let worker: Worker | undefined;
/** The page cannot have the worker (or it failed): every search runs on the page from now on. */
let refused = false;
/** The solver on the page, once asked for (a rejected promise when it could not be loaded). */
let pageSolver: Promise<SolverModule> | undefined;
/** Why the solver could not be loaded at all, once that is known. */
let unavailable: SolverUnavailableError | undefined;
/** The links of the elements in the page (told once when the solver turns out to be unavailable). */
const users = new Set<SolverLink>();
const calls = new Map<number, Call>();
let lastId = 0;

/** The solver on the page: imported once; when that fails, the solver is unavailable. */
function onPage(): Promise<SolverModule> {
  pageSolver ??= importSolver().catch((error: unknown) => {
    unavailable = new SolverUnavailableError(`the solver could not be loaded from ${solverLocation()} (${(error as Error)?.message ?? String(error)}): hints, dead-end checks, show-solvable and winnable deals are unavailable`);
    for (const link of users) link.onUnavailable?.(unavailable!);
    throw unavailable;
  });
  return pageSolver;
}

/** Runs search `fn` on the page. */
async function runOnPage(fn: SearchName, args: readonly unknown[], signal: AbortSignal): Promise<unknown> {
  const solver = await onPage();
  if (signal.aborted) throw new SearchCancelledError();
  return solver.runSearch(fn, args, signal);
}

/** The worker, started if need be; undefined where the page cannot have one. */
function solverWorker(): Worker | undefined {
  if (worker || refused) return worker;
  try {
    worker = startSolverWorker();
  } catch {
    // No Worker, or one the page may not start (refused before any request, so without a CSP report).
    refused = true;
    return;
  }
  worker.onmessage = ({ data: { id, value, error } }: MessageEvent<SearchReply>) => {
    const call = calls.get(id);
    calls.delete(id);
    if (error) call?.reject(new Error(error));
    else call?.resolve(value);
  };
  // Refused by the page's CSP, not loaded, or broken: what it was asked runs on the page instead.
  worker.onerror = (event) => {
    event.preventDefault();
    refused = true;
    stop();
    for (const call of calls.values()) runOnPage(call.fn, call.args, call.signal).then(call.resolve, call.reject);
    calls.clear();
  };
  return worker;
}

function stop(): void {
  worker?.terminate();
  worker = undefined;
}

export class SolverLink {
  /** Called once when the solver turns out to be unavailable (the element reports it and redraws). */
  onUnavailable?: (error: SolverUnavailableError) => void;

  /** False once the solver could not be loaded: its features say so instead of searching. */
  get available(): boolean {
    return !unavailable;
  }

  /** A good next move (the first of a winning line when one is found), or null when there is none. It knows every card. */
  hint(state: GameState, signal: AbortSignal): Promise<Move | null> {
    return this.#search('hint', [state], signal);
  }

  /** The careful player's move and plan for the position after `moves` from `initial` (it sees what a player sees). */
  careful(initial: GameState, moves: readonly Move[], signal: AbortSignal): Promise<SearchValue<'careful'>> {
    return this.#search('careful', [initial, moves], signal);
  }

  /** RULES §7: `dead-end` when proven that no line brings another card home. */
  async progress(state: GameState, signal: AbortSignal): Promise<'progress' | 'dead-end' | 'unknown'> {
    return (await this.#search('progress', [state], signal)).result;
  }

  /** The first seed from `request.from` whose deal qualifies (proven winnable, or of a difficulty: `request.qualifies`); null when none. */
  winnableSeed(request: WinnableRequest, signal: AbortSignal): Promise<{ seed: string } | null> {
    return this.#search('winnable', [request], signal);
  }

  /** Can `state` still be won (`win`), is that disproven (`loss`), or did the budget run out (`unknown`)? */
  async solvable(state: GameState, signal: AbortSignal): Promise<'win' | 'loss' | 'unknown'> {
    return (await this.#search('solvable', [state], signal)).result;
  }

  /** The element is in the page: its searches may use the worker. */
  open(): void {
    users.add(this);
  }

  /**
   * The element left the page (its searches are cancelled): the last to leave ends the worker. A
   * removed element's searches (its methods still work) run on the page, and end by themselves.
   */
  close(): void {
    users.delete(this);
    if (!users.size) stop();
  }

  /** Runs search `fn` in the worker, or on the page where there is none; rejects with `SearchCancelledError` on abort. */
  #search<N extends SearchName>(fn: N, args: SearchArgs<N>, signal: AbortSignal): Promise<SearchValue<N>> {
    if (unavailable) return Promise.reject(unavailable);
    const thread = users.has(this) && solverWorker();
    if (!thread) return runOnPage(fn, args, signal) as Promise<SearchValue<N>>;
    return new Promise((resolve, reject) => {
      const id = ++lastId;
      const cancel = (): void => {
        if (calls.delete(id)) worker?.postMessage({ id });
        reject(new SearchCancelledError());
      };
      if (signal.aborted) return cancel();
      thread.postMessage({ id, fn, args });
      calls.set(id, { fn, args, signal, resolve: resolve as Call['resolve'], reject });
      signal.addEventListener('abort', cancel);
    });
  }
}
