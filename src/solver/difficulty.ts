/**
 * Deals by difficulty: how hard a deal is for a player who cannot see the hidden cards, graded by
 * the careful player (the Hint's own: `carefulMove` with `CAREFUL_HINT_OPTIONS`) playing it whole
 * (`playCarefulGame`) under a few sampling seeds, and by the solver.
 *
 * - **easy**: the careful player wins it with sampling seed 1 (the Hint's own play);
 * - **medium**: it loses with seed 1 but wins with seed 2 or seed 3 (the deal can be won without
 *   seeing the hidden cards, by a player who guesses a little differently);
 * - **hard**: the solver proves it winnable (within `SEED_STATES` positions, as `findWinnableSeed`)
 *   and the careful player loses it with seeds 1, 2 and 3: only a player who knew the hidden cards,
 *   or guessed luckier, wins it;
 * - a deal that is not proven winnable has no difficulty (`unwinnable`, or `unproven` when the
 *   budget ran out first).
 *
 * A grade belongs to the careful player that made it: another version of the player may grade a
 * deal differently. Seeds 1–N of the variants with their own rules are graded beforehand
 * (difficulty-table.ts, made by the command line's `difficulty`), so that a deal of a difficulty is
 * found at once; anything else is graded as it is looked for, which takes seconds a deal.
 */
import { newGame, resolveRules, type GameState, type Rules, type VariantName } from '../engine/index.js';
import { drive, runThrough } from './careful.js';
import { carefulGameSteps } from './careful-game.js';
import { DIFFICULTY_TABLE } from './difficulty-table.js';
import { SolverOptionError } from './errors.js';
import { SEED_STATES, searchSteps, seedSequence, wholeNumber } from './solve.js';
import type { SliceOptions } from './types.js';

export type Difficulty = 'easy' | 'medium' | 'hard';
export const DIFFICULTIES: readonly Difficulty[] = Object.freeze(['easy', 'medium', 'hard']);

/** A deal's grade: its difficulty, or why it has none. */
export type Grade = Difficulty | 'unwinnable' | 'unproven';

/** The careful player's sampling seeds that grade a deal, in the order they are tried: the Hint's own first. */
export const DIFFICULTY_SAMPLE_SEEDS: readonly number[] = Object.freeze([1, 2, 3]);

/** Default `attempts` of `findDifficultSeed` (deals graded when no table answers). */
export const DIFFICULTY_ATTEMPTS = 20;

/** What a grade was made of: each careful game's result by sampling seed, and the solver's answer. */
export interface GradeEvidence {
  grade: Grade;
  /** The result of the careful game of each sampling seed played (`DIFFICULTY_SAMPLE_SEEDS` order; fewer when decided early). */
  careful: ('win' | 'loss')[];
  /** The solver's answer on the first position (absent when the careful player won with seed 1). */
  solved?: 'win' | 'loss' | 'unknown';
}

/** Answers already known (the command line reuses a careful run's results): undefined plays the game. */
export interface KnownResults {
  careful?(sampleSeed: number): 'win' | 'loss' | undefined;
}

/** The grading as a generator that yields every 128 positions of a solve. */
function* gradeSteps(state: GameState, known?: KnownResults): Generator<void, GradeEvidence, void> {
  const careful: ('win' | 'loss')[] = [];
  let solved: GradeEvidence['solved'];
  for (const seed of DIFFICULTY_SAMPLE_SEEDS) {
    const result = known?.careful?.(seed) ?? (yield* carefulGameSteps(state, { seed })).result;
    careful.push(result);
    if (result === 'win') return { grade: seed === 1 ? 'easy' : 'medium', careful, ...(solved && { solved }) };
    if (seed === 1) {
      solved = (yield* searchSteps(state, SEED_STATES)).result;
      if (solved !== 'win') return { grade: solved === 'loss' ? 'unwinnable' : 'unproven', careful, solved };
    }
  }
  return { grade: 'hard', careful, solved };
}

/** Grades a deal (see the module comment): seconds of careful play. Deterministic. */
export function gradeDeal(state: GameState, known?: KnownResults): GradeEvidence {
  return runThrough(gradeSteps(state, known));
}

/** `gradeDeal` in slices (see `carefulMoveSliced`). */
export function gradeDealSliced(state: GameState, options?: SliceOptions): Promise<GradeEvidence> {
  return drive(gradeSteps(state), options);
}

/** The letters of difficulty-table.ts: a seed's grade. */
const LETTERS: Record<string, Grade | undefined> = { e: 'easy', m: 'medium', h: 'hard' };
export const GRADE_LETTER: Record<Grade, string> = { easy: 'e', medium: 'm', hard: 'h', unwinnable: '-', unproven: '-' };

/** The table of graded seeds for these rules (the variant's own rules exactly), or undefined. */
function tableOf(variant: VariantName, rules: Partial<Rules> | undefined): string | undefined {
  const table = DIFFICULTY_TABLE[variant];
  if (!table || !rules) return table;
  const own = resolveRules(variant, {});
  const given = resolveRules(variant, rules);
  return (Object.keys(own) as (keyof Rules)[]).every((field) => own[field] === given[field]) ? table : undefined;
}

/** Whether seeds of `variant` with `rules` are graded beforehand (difficulty-table.ts), so that `pick` finds a deal at once. */
export function hasDifficultyTable(variant: VariantName, rules?: Partial<Rules>): boolean {
  return tableOf(variant, rules) !== undefined;
}

/** Options of `findDifficultSeed`. */
export interface DifficultSeedOptions {
  variant?: VariantName;
  rules?: Partial<Rules>;
  difficulty: Difficulty;
  /** The first seed of the sequence to look through (`seedSequence` order, as `findWinnableSeed`'s `from`). */
  from?: string | number;
  /**
   * Any whole number (a day's number, a random draw): with rules that have a table, picks one of
   * its seeds of that difficulty at once (numbers in a row give different seeds until every seed has
   * come once). Ignored without a table.
   */
  pick?: number;
  /** Most deals graded by play (table lookups do not count); default `DIFFICULTY_ATTEMPTS`. */
  attempts?: number;
}

/** A deal of the difficulty asked for. */
export interface DifficultSeed {
  seed: string;
  difficulty: Difficulty;
  /** Graded beforehand (difficulty-table.ts), not by play now. */
  fromTable: boolean;
}

/** A prime larger than any table: step through a table's seeds of one difficulty by it, so that picks in a row spread. */
const STRIDE = 7919;

function* findSteps(options: DifficultSeedOptions): Generator<void, DifficultSeed | null, void> {
  if (typeof options !== 'object' || options === null) {
    throw new SolverOptionError('options', 'findDifficultSeed takes an object { difficulty, from?, pick?, variant?, rules?, attempts? }');
  }
  const { difficulty, pick, from } = options;
  if (!DIFFICULTIES.includes(difficulty)) {
    throw new SolverOptionError('difficulty', `difficulty must be one of ${DIFFICULTIES.join(', ')}, not ${JSON.stringify(difficulty)}`);
  }
  const variant = options.variant ?? 'bernauer';
  // (newGame checks the variant and the rules, with the engine's errors.)
  newGame({ variant, rules: options.rules, seed: 1 });
  const attempts = wholeNumber('attempts', options.attempts, DIFFICULTY_ATTEMPTS, 1);
  const letter = GRADE_LETTER[difficulty];
  const table = tableOf(variant, options.rules);
  if (pick !== undefined) {
    if (typeof pick !== 'number' || !Number.isSafeInteger(pick)) throw new SolverOptionError('pick', `pick must be a whole number, not ${String(pick)}`);
    if (table) {
      const seeds: number[] = [];
      for (let i = 0; i < table.length; i++) if (table[i] === letter) seeds.push(i + 1);
      const n = seeds.length;
      if (n > 0) return { seed: String(seeds[(((pick % n) + n) % n) * STRIDE % n]!), difficulty, fromTable: true };
    }
  }
  if (from === undefined) {
    throw new SolverOptionError('from', `findDifficultSeed needs from (a first seed)${table ? ' or pick' : `: ${variant} with these rules has no table of graded seeds to pick from`}`);
  }
  let played = 0;
  // (At most the table's length of lookups, then `attempts` games: the sequence is long enough.)
  for (const seed of seedSequence(from, attempts + (table?.length ?? 0))) {
    const n = Number(seed);
    const graded = table && String(n) === seed && n >= 1 && n <= table.length ? LETTERS[table[n - 1]!] ?? null : undefined;
    if (graded !== undefined) {
      if (graded === difficulty) return { seed, difficulty, fromTable: true };
      continue;
    }
    if (played++ >= attempts) break;
    const { grade } = yield* gradeSteps(newGame({ variant, rules: options.rules, seed }));
    if (grade === difficulty) return { seed, difficulty, fromTable: false };
  }
  return null;
}

/**
 * A deal of `difficulty`: with `pick` and rules that have a table (difficulty-table.ts), one of the
 * table's seeds of that difficulty, at once; otherwise the first seed of `seedSequence(from)` that
 * has it (the table's grades for its seeds, the others graded by play: seconds each), or null when
 * none of `attempts` graded deals has it. Deterministic.
 */
export function findDifficultSeed(options: DifficultSeedOptions): DifficultSeed | null {
  return runThrough(findSteps(options));
}

/** `findDifficultSeed` in slices (see `carefulMoveSliced`): the same answer. */
export function findDifficultSeedSliced(options: DifficultSeedOptions & SliceOptions): Promise<DifficultSeed | null> {
  return drive(findSteps(options), options);
}
