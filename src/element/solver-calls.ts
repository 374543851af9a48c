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
  carefulHintOptions,
  carefulMoveSliced,
  findDifficultSeedSliced,
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
  type Difficulty,
  type DifficultSeedOptions,
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
  /** `show-solvable`: can the current position still be won? */
  solvable: { maxStates: 600_000, timeMs: 6000 },
  /** `winnable`: seeds tried, and the budget of each. */
  winnable: { attempts: SEED_ATTEMPTS, maxStates: SEED_STATES },
} as const;

/**
 * What makes a deal qualify to be dealt by the `winnable` search: `winnable`, the solver proves it
 * winnable; a difficulty (`easy`, `medium`, `hard`), the solver's `findDifficultSeed` grades it so
 * (the careful player's games and the solver: docs/element.md, "Deals by difficulty").
 */
export type DealQualifier = 'winnable' | Difficulty;

/**
 * What the `winnable` search is asked: the rules, the first seed to try, and what qualifies. It
 * deals `winnable` games (from `seed`), the deal of the day (from the day's seed, daily.ts) and
 * deals of a difficulty (`difficulty`, with `pick`).
 */
export interface WinnableRequest {
  variant: VariantName;
  rules: Partial<Rules>;
  /** The first seed to try (then the following ones, in the solver's `seedSequence` order). */
  from: string;
  /** What the deal must be; absent or null: `winnable`. */
  qualifies?: DealQualifier | null;
  /**
   * A difficulty only (`winnable` ignores it): any whole number (a random one, or the day's
   * number) that picks a deal of that difficulty from the solver's table at once, where the rules
   * have one; `from` is used where they have none. Absent: the first deal of the difficulty from `from`.
   */
  pick?: number;
}

/**
 * The solver's options for a `winnable` request, with the element's budgets: the first seed of the
 * sequence from `from` that the solver proves winnable (the command line's `daily` asks exactly
 * this, so it finds the element's deal of the day). A difficulty's request: `difficultOptions`.
 */
export function winnableOptions({ variant, rules, from, qualifies }: WinnableRequest): WinnableSeedOptions {
  if (qualifies && qualifies !== 'winnable') throw new Error(`qualifies ${JSON.stringify(qualifies)} is a difficulty: its options are difficultOptions`);
  return { variant, rules, from, ...SOLVER_BUDGETS.winnable };
}

/**
 * The solver's options for a difficulty's request (`qualifies` easy, medium or hard): with `pick`
 * and rules that have a table, a table's deal of that difficulty at once; else the first seed of the
 * sequence from `from` graded so, with the solver's own number of attempts.
 */
export function difficultOptions({ variant, rules, from, qualifies, pick }: WinnableRequest): DifficultSeedOptions {
  if (!qualifies || qualifies === 'winnable') throw new Error('a difficulty request needs qualifies easy, medium or hard: its options are winnableOptions');
  return { variant, rules, from, difficulty: qualifies, ...(pick === undefined ? {} : { pick }) };
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
    const { move, line } = await carefulMoveSliced(state, { ...carefulHintOptions(state.rules), avoid, ...options });
    return { move, line };
  },
  /** Can the position still be won (`win`), is that disproven (`loss`), or did the budget run out? (`solve`'s answer) */
  solvable: (state: GameState, options: Options<SearchBudget>) => solveSliced(state, { ...SOLVER_BUDGETS.solvable, ...options }),
  /**
   * The first seed from `request.from` whose deal qualifies: proven winnable (with its line), or of
   * the difficulty asked for (with `pick`, the table's at once); null when none.
   */
  winnable: (request: WinnableRequest, options: Options<{ attempts?: number; maxStates?: number }>): Promise<{ seed: string } | null> =>
    request.qualifies && request.qualifies !== 'winnable'
      ? findDifficultSeedSliced({ ...difficultOptions(request), ...options })
      : findWinnableSeedSliced({ ...winnableOptions(request), ...options }),
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
