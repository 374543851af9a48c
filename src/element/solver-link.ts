/**
 * The element's only door to the solver (src/solver): hints, dead-end checks, winnable deals and
 * safe auto-moves. Every search runs in slices (the page stays responsive) and takes an
 * AbortSignal: the controller cancels a search as soon as its answer would be about an old
 * position, and all of them when the element is removed. Nothing here guesses: where the solver
 * cannot decide within its budget, the answer is `unknown` and the game goes on.
 */
import type { GameState, Move, Rules, VariantName } from '../engine/index.js';
import {
  findProgressSliced,
  findWinnableSeedSliced,
  HINT_STATES,
  hintSliced,
  PROGRESS_STATES,
  safeFoundationMove,
  SEED_ATTEMPTS,
  SEED_STATES,
  solveSliced,
} from '../solver/index.js';

/** Search budgets: modest enough to keep a phone responsive, large enough for most positions. */
export const SOLVER_BUDGETS = {
  /** After every move, when `dead-ends` is on: is there still progress to make? */
  progress: { maxStates: PROGRESS_STATES, timeMs: 2500 },
  /** The Hint button. */
  hint: { maxStates: HINT_STATES, timeMs: 4000 },
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

export class SolverLink {
  readonly available = true;

  /** A good next move (the first of a winning line when one is found), or null when there is no move. */
  hint(state: GameState, signal: AbortSignal): Promise<Move | null> {
    return hintSliced(state, { ...SOLVER_BUDGETS.hint, signal });
  }

  /** RULES §7: `dead-end` when proven that no line brings another card home. */
  async progress(state: GameState, signal: AbortSignal): Promise<'progress' | 'dead-end' | 'unknown'> {
    return (await findProgressSliced(state, { ...SOLVER_BUDGETS.progress, signal })).result;
  }

  /** The first seed from `request.from` on whose deal the solver proves winnable, with its line; null when none. */
  winnableSeed(request: WinnableRequest, signal: AbortSignal): Promise<{ seed: string; line: Move[] } | null> {
    return findWinnableSeedSliced({ ...request, ...SOLVER_BUDGETS.winnable, signal });
  }

  /** Can `state` still be won (`win`), is that disproven (`loss`), or did the budget run out (`unknown`)? */
  async solvable(state: GameState, signal: AbortSignal): Promise<'win' | 'loss' | 'unknown'> {
    return (await solveSliced(state, { ...SOLVER_BUDGETS.solvable, signal })).result;
  }

  /** A foundation move that cannot spoil a win (for `auto-foundation="safe"`), or null. */
  safeFoundationMove(state: GameState): Move | null {
    return safeFoundationMove(state);
  }
}
