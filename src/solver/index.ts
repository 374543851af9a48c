/**
 * `agnes-solitaire/solver`: exact search over engine positions (RULES §7 dead ends, §9 solving).
 * Like the engine it has no DOM and no Node dependency: it runs unchanged in Node, a page or a
 * worker. Plain data in and out; every function leaves its input state unchanged.
 *
 * Module map:
 * - `types.ts`    the public data shapes (budgets, results, slice options)
 * - `solve.ts`    `solve`, `findProgress`, `hint`, `findWinnableSeed`, their sliced forms, `safeFoundationMove`
 * - `search.ts`   the resumable depth-first search every function runs, its restarts (and why it is sound)
 * - `board.ts`    the compact mutable position: integer cards, move generation, make/unmake, keys, safe moves
 * - `bound.ts`    an upper bound on the cards that can ever be home, to prove losses early
 * - `careful.ts`, `careful-known.ts`, `player-view.ts`  careful play: a move from what a player sees
 * - `careful-game.ts`  a whole game of careful play
 * - `difficulty.ts`, `difficulty-table.ts`  deals by difficulty, and the table of the variants' seeds
 * - `shorten.ts`  shortening the lines the search finds
 * - `visited.ts`  the transposition table (exact keys, bounded)
 * - `errors.ts`   `SearchCancelledError`, `SolverOptionError`
 */
export type {
  CancelSignal,
  ProgressResult,
  SearchBudget,
  SliceOptions,
  SolveResult,
  WinnableSeed,
  WinnableSeedOptions,
} from './types.js';
export { SearchCancelledError, SolverOptionError } from './errors.js';
export {
  HINT_STATES,
  PROGRESS_STATES,
  SEED_ATTEMPTS,
  SEED_STATES,
  SLICE_MS,
  SOLVE_STATES,
  findProgress,
  findProgressSliced,
  findWinnableSeed,
  findWinnableSeedSliced,
  hint,
  hintSliced,
  safeFoundationMove,
  seedSequence,
  solve,
  solveSliced,
} from './solve.js';
export {
  COMPLETION_SEED,
  HIDDEN,
  HIDDEN_FACE_DOWN,
  completeView,
  hiddenCount,
  playerView,
  positionKey,
  seededDraw,
  viewKey,
  type PlayerView,
} from './player-view.js';
export {
  CAREFUL_EXACT_STATES,
  CAREFUL_HINT_OPTIONS,
  CAREFUL_HINT_TABLEAU_OPTIONS,
  CAREFUL_PHASE_NODES,
  CAREFUL_SAMPLES,
  CAREFUL_STATES,
  carefulHintOptions,
  carefulMove,
  carefulMoveSliced,
  type CandidateScore,
  type CarefulHintOptions,
  type CarefulOptions,
  type CarefulResult,
  type CarefulSliceOptions,
} from './careful.js';
export {
  DIFFICULTIES,
  DIFFICULTY_ATTEMPTS,
  DIFFICULTY_SAMPLE_SEEDS,
  findDifficultSeed,
  findDifficultSeedSliced,
  gradeDeal,
  gradeDealSliced,
  hasDifficultyTable,
  type Difficulty,
  type DifficultSeed,
  type DifficultSeedOptions,
  type Grade,
  type GradeEvidence,
  type KnownResults,
} from './difficulty.js';
export { CAREFUL_MOVE_CAP, CAREFUL_STALL_CAP, playCarefulGame, playCarefulGameSliced, type CarefulGame } from './careful-game.js';
