/**
 * The element's only door to the solver (src/solver): hints, dead-end checks, winnable deals and
 * safe auto-moves. Every search takes an AbortSignal: the controller cancels a search as soon as
 * its answer would be about an old position, and all of them when the element is removed. Nothing
 * here guesses: where the solver cannot decide within its budget, the answer is `unknown` and the
 * game goes on.
 *
 * Where the searches run: in a Web Worker where the page allows one, else on the page in slices of
 * about 8 ms (the page stays responsive either way). The elements of one copy of the library share
 * one worker, started at the first search and ended when the last of them leaves the page. Its
 * script is `solver-worker.js` beside this module (worker-script.ts), or the self-contained file
 * itself (self-worker.ts). Where the page cannot have it (no `Worker`, a script from another
 * origin, a Content-Security-Policy that refuses it, a script that fails to load), the searches in
 * flight and all later ones run on the page: the same functions with the same arguments
 * (solver-calls.ts), so the same answers.
 */
import type { GameState, Move, Rules, VariantName } from '../engine/index.js';
import { HINT_STATES, PROGRESS_STATES, safeFoundationMove, SearchCancelledError, SEED_ATTEMPTS, SEED_STATES } from '../solver/index.js';
import type { CarefulResult } from '../solver/index.js';
import { runSearch } from './solver-calls.js';
import type { SearchArgs, SearchName, SearchReply, SearchValue } from './solver-calls.js';
import { startWorker } from './worker-script.js';

/** Search budgets: modest enough to keep a phone responsive, large enough for most positions. */
export const SOLVER_BUDGETS = {
  /** After every move, when `dead-ends` is on: is there still progress to make? */
  progress: { maxStates: PROGRESS_STATES, timeMs: 2500 },
  /** The Hint button with `hint="solver"` (it knows every card). */
  hint: { maxStates: HINT_STATES, timeMs: 4000 },
  /**
   * The Hint button's careful play (`hint="careful"`, the default): chosen by measurement
   * (bench/careful-hint.bench.ts, README "Careful play"). No `timeMs`: the answer must not
   * depend on the machine.
   */
  careful: { samples: 4, maxStates: 1000, phaseNodes: 40, exactStates: 200_000 },
  /** `show-solvable`: can the current position still be won? */
  solvable: { maxStates: 600_000, timeMs: 6000 },
  /** `winnable`: seeds tried, and the budget of each. */
  winnable: { attempts: SEED_ATTEMPTS, maxStates: SEED_STATES },
} as const;

export interface WinnableRequest {
  variant: VariantName;
  rules: Partial<Rules>;
  /** The first seed to try (then the following ones, in the solver's `seedSequence` order). */
  from: string;
}

/** A search posted to the worker and not yet answered. */
interface Call {
  fn: SearchName;
  args: unknown[];
  signal: AbortSignal;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** This copy's worker, while some element in the page uses it. */
let worker: Worker | undefined;
/** The page cannot have the worker (or it failed): every search runs on the page from now on. */
let refused = false;
/** The links of the elements in the page. */
const users = new Set<SolverLink>();
const calls = new Map<number, Call>();
let lastId = 0;

/** The worker, started if need be; undefined where the page cannot have one. */
function solverWorker(): Worker | undefined {
  if (worker || refused) return worker;
  try {
    worker = startWorker();
  } catch {
    // No Worker, or a script from another origin (refused before any request, so without a CSP report).
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
    for (const call of calls.values()) runSearch(call.fn, call.args, call.signal).then(call.resolve, call.reject);
    calls.clear();
  };
  return worker;
}

function stop(): void {
  worker?.terminate();
  worker = undefined;
}

export class SolverLink {
  readonly available = true;

  /** A good next move (the first of a winning line when one is found), or null when there is no move. It knows every card. */
  hint(state: GameState, signal: AbortSignal): Promise<Move | null> {
    return this.#search('hint', [state, SOLVER_BUDGETS.hint], signal);
  }

  /**
   * The careful player's answer (`carefulMove`: from what a player sees only; its `move` and `line`),
   * with `avoid` the `positionKey`s of the game's positions so far.
   */
  careful(state: GameState, avoid: string[], signal: AbortSignal): Promise<Pick<CarefulResult, 'move' | 'line'>> {
    return this.#search('careful', [state, { ...SOLVER_BUDGETS.careful, avoid }], signal);
  }

  /** RULES §7: `dead-end` when proven that no line brings another card home. */
  async progress(state: GameState, signal: AbortSignal): Promise<'progress' | 'dead-end' | 'unknown'> {
    return (await this.#search('progress', [state, SOLVER_BUDGETS.progress], signal)).result;
  }

  /** The first seed from `request.from` on whose deal the solver proves winnable, with its line; null when none. */
  winnableSeed(request: WinnableRequest, signal: AbortSignal): Promise<{ seed: string; line: Move[] } | null> {
    return this.#search('winnable', [{ ...request, ...SOLVER_BUDGETS.winnable }], signal);
  }

  /** Can `state` still be won (`win`), is that disproven (`loss`), or did the budget run out (`unknown`)? */
  async solvable(state: GameState, signal: AbortSignal): Promise<'win' | 'loss' | 'unknown'> {
    return (await this.#search('solvable', [state, SOLVER_BUDGETS.solvable], signal)).result;
  }

  /** A foundation move that cannot spoil a win (for `auto-foundation="safe"`), or null. Quick: on the page. */
  safeFoundationMove(state: GameState): Move | null {
    return safeFoundationMove(state);
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
    const thread = users.has(this) && solverWorker();
    if (!thread) return runSearch(fn, args, signal) as Promise<SearchValue<N>>;
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
