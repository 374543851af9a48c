/**
 * The solver's side of the element: the searches it runs, by name, with their budgets, and the
 * worker's message loop. This module and what it imports (the engine, the solver, careful play) are
 * loaded only when the first search is asked for: in the solver's worker, or on the page by
 * `import()` where no worker can be had. Either way the same function gets the same arguments, so
 * the answer is the same (the protocol: solver-protocol.ts). Adding a search is one entry in
 * `SEARCHES`.
 */
import { play, type GameState, type Move, type Rules, type VariantName } from '../engine/index.js';
import {
  CAREFUL_HINT_OPTIONS,
  carefulMoveSliced,
  findProgressSliced,
  findWinnableSeedSliced,
  hintSliced,
  HINT_STATES,
  positionKey,
  PROGRESS_STATES,
  SEED_ATTEMPTS,
  SEED_STATES,
  solveSliced,
  type CancelSignal,
  type CarefulOptions,
  type SearchBudget,
  type SliceOptions,
  type WinnableSeedOptions,
} from '../solver/index.js';
import type { SearchReply, SearchRequest } from './solver-protocol.js';

/** Search budgets: modest enough to keep a phone responsive, large enough for most positions. */
export const SOLVER_BUDGETS = {
  /** After every move, when `dead-ends` is on: is there still progress to make? */
  progress: { maxStates: PROGRESS_STATES, timeMs: 2500 },
  /** The Hint button with `hint="solver"` (it knows every card). */
  hint: { maxStates: HINT_STATES, timeMs: 4000 },
  /**
   * The Hint button's careful play (`hint="careful"`, the default): the solver's exported
   * `CAREFUL_HINT_OPTIONS`, so that anyone can reproduce the Hint's player.
   */
  careful: CAREFUL_HINT_OPTIONS,
  /** `show-solvable`: can the current position still be won? */
  solvable: { maxStates: 600_000, timeMs: 6000 },
  /** `winnable`: seeds tried, and the budget of each. */
  winnable: { attempts: SEED_ATTEMPTS, maxStates: SEED_STATES },
} as const;

/**
 * What makes a deal qualify to be dealt by the `winnable` search: `winnable`, the solver proves it
 * winnable (the only test so far; a deal's difficulty would be another).
 */
export type DealQualifier = 'winnable';

/**
 * What the `winnable` search is asked: the rules, the first seed to try, and what qualifies. It
 * deals `winnable` games (from `seed`) and the deal of the day (from the day's seed, daily.ts).
 */
export interface WinnableRequest {
  variant: VariantName;
  rules: Partial<Rules>;
  /** The first seed to try (then the following ones, in the solver's `seedSequence` order). */
  from: string;
  /** What the deal must be; absent: `winnable`. */
  qualifies?: DealQualifier;
}

/**
 * The solver's options for a `winnable` request, with the element's budgets: the first seed of the
 * sequence from `from` that qualifies (the command line's `daily` asks exactly this, so it finds
 * the element's deal of the day).
 */
export function winnableOptions({ variant, rules, from, qualifies = 'winnable' }: WinnableRequest): WinnableSeedOptions {
  if (qualifies !== 'winnable') throw new Error(`qualifies ${JSON.stringify(qualifies)} is not known (known: winnable)`);
  return { variant, rules, from, ...SOLVER_BUDGETS.winnable };
}

/** How a search runs: cancelled by `signal`, in slices of `sliceMs`; a budget in place of the element's (for tests and tools). */
type Options<Budget> = SliceOptions & Budget;

/** The searches by the name a request gives; the last argument of each is its `Options`. */
export const SEARCHES = {
  /** RULES §7: `dead-end` when proven that no line brings another card home (`findProgress`'s answer). */
  progress: (state: GameState, options: Options<SearchBudget>) => findProgressSliced(state, { ...SOLVER_BUDGETS.progress, ...options }),
  /** A good next move (the first of a winning line when one is found), or null. It knows every card. */
  hint: (state: GameState, options: Options<SearchBudget>) => hintSliced(state, { ...SOLVER_BUDGETS.hint, ...options }),
  /**
   * The careful player's move and plan (`carefulMoveSliced`: from what a player sees only) for the
   * position after `moves` from `initial`, avoiding the game's positions so far.
   */
  careful: async (initial: GameState, moves: readonly Move[], options: Options<CarefulOptions>) => {
    let state = initial;
    const avoid = [positionKey(state)];
    for (const move of moves) avoid.push(positionKey((state = play(state, move))));
    const { move, line } = await carefulMoveSliced(state, { ...SOLVER_BUDGETS.careful, avoid, ...options });
    return { move, line };
  },
  /** Can the position still be won (`win`), is that disproven (`loss`), or did the budget run out? (`solve`'s answer) */
  solvable: (state: GameState, options: Options<SearchBudget>) => solveSliced(state, { ...SOLVER_BUDGETS.solvable, ...options }),
  /** The first seed from `request.from` whose deal the solver proves winnable, with its line; null when none. */
  winnable: (request: WinnableRequest, options: Options<{ attempts?: number; maxStates?: number }>) =>
    findWinnableSeedSliced({ ...winnableOptions(request), ...options }),
};

export type SearchName = keyof typeof SEARCHES;
/** A search's arguments, without its options. */
export type SearchArgs<N extends SearchName> = Parameters<(typeof SEARCHES)[N]> extends [...infer A, unknown] ? A : never;
export type SearchValue<N extends SearchName> = Awaited<ReturnType<(typeof SEARCHES)[N]>>;

/**
 * Runs search `fn` with `args`, cancelled by `signal`, in slices of `sliceMs` (default: the
 * solver's, for a page), with `budget` (when given) in place of the element's.
 */
export function runSearch(fn: SearchName, args: readonly unknown[], signal: CancelSignal, sliceMs?: number, budget?: object): Promise<unknown> {
  const search = SEARCHES[fn] as (...args: unknown[]) => Promise<unknown>;
  return search(...args, { ...budget, signal, sliceMs });
}

/**
 * Slices in the worker: no frame to keep, so longer than the page's 8 ms (less time lost to the
 * yields between them); a cancelled search still stops within about this long.
 */
const WORKER_SLICE_MS = 20;

/** What `serve` needs of a worker's global scope. */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchRequest>) => void): void;
  postMessage(message: SearchReply): void;
}

/** The worker's side: answers the page's requests, several at a time (their slices interleave). */
export function serve(scope: WorkerScope): void {
  const running = new Map<number, AbortController>();
  scope.addEventListener('message', async ({ data: { id, fn, args, budget } }) => {
    if (!fn) return running.get(id)?.abort();
    const controller = new AbortController();
    running.set(id, controller);
    try {
      scope.postMessage({ id, value: await runSearch(fn, args!, controller.signal, WORKER_SLICE_MS, budget) });
    } catch (error) {
      // (A cancelled search's error too: the page has forgotten the request and drops it.)
      scope.postMessage({ id, error: (error as Error).message });
    }
    running.delete(id);
  });
}
