/**
 * The solver's public data shapes (RULES §9). Plain data in and out, like the engine.
 * This file is the contract between the solver and its users (the element, the CLI, tests).
 */
import type { GameState, Move, Rules, VariantName } from '../engine/index.js';

/** How much work a search may do. Both limits apply when both are given; whichever is hit first ends it. */
export interface SearchBudget {
  /**
   * Most positions the search may expand. Deterministic: same input and `maxStates`, same answer.
   * Defaults: `solve` 2,000,000, `findProgress` 200,000, `hint` 200,000; with only `timeMs` given, none.
   */
  maxStates?: number;
  /** Most wall-clock milliseconds the search may run (not deterministic across machines); default none. */
  timeMs?: number;
}

/** `solve`'s answer. */
export interface SolveResult {
  /** `win`: `line` wins; `loss`: proven that no line wins; `unknown`: the budget ran out first. */
  result: 'win' | 'loss' | 'unknown';
  /** With `win`: moves, each legal by RULES §5, that take the position to a won one. */
  line?: Move[];
  /** Positions expanded. */
  states: number;
  /** Most cards on the foundations in any position the search reached. */
  mostHome: number;
}

/** `findProgress`'s answer (RULES §7 dead ends). */
export interface ProgressResult {
  /** `progress`: `line` puts one more card on the foundations than now; `dead-end`: proven no line does. */
  result: 'progress' | 'dead-end' | 'unknown';
  /** With `progress`: the moves that reach more foundation cards than now, the last one raising the count. */
  line?: Move[];
  states: number;
}

/** Options of `findWinnableSeed`. */
export interface WinnableSeedOptions {
  variant?: VariantName;
  rules?: Partial<Rules>;
  /** First seed to try. */
  from: string | number;
  /** How many seeds to try at most. */
  attempts?: number;
  /** Budget of each attempt. */
  maxStates?: number;
}

/** A proven winnable deal: its seed and a line that wins it from the first position. */
export interface WinnableSeed {
  seed: string;
  line: Move[];
}

/**
 * Cancellation for the sliced (asynchronous) forms: an `AbortSignal` fits, so does any object with
 * an `aborted` flag. A cancelled run rejects with a `SearchCancelledError`.
 */
export interface CancelSignal {
  readonly aborted: boolean;
}

/** Options of the sliced forms (`solveSliced`, `findProgressSliced`, `hintSliced`, `findWinnableSeedSliced`). */
export interface SliceOptions {
  signal?: CancelSignal;
  /** Longest stretch of work between yields to the event loop, in ms; default 8. */
  sliceMs?: number;
}

export type { GameState, Move };
