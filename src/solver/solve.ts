/**
 * The public searches: `solve`, `findProgress`, `hint`, `findWinnableSeed`, each synchronous and
 * sliced (a Promise that yields to the event loop between slices), and `safeFoundationMove`. Both
 * forms drive the same resumable search (`Search`, or `PhasedSearch` with its restarts) through
 * `step`, so they give the same answer for the same `maxStates`.
 */
import { fromSnapshot, newGame, safeFoundationMove as safeMoveOf, SNAPSHOT_FORMAT, SnapshotError, type GameState, type Move } from '../engine/index.js';
import { KEYS } from '../engine/snapshot.js';
import { Board, toMove } from './board.js';
import { SearchCancelledError, SolverOptionError } from './errors.js';
import { PhasedSearch, Search, type SearchRun } from './search.js';
import { shortenLine } from './shorten.js';
import type { ProgressResult, SearchBudget, SliceOptions, SolveResult, WinnableSeed, WinnableSeedOptions } from './types.js';

/** Default `maxStates` of `solve`. */
export const SOLVE_STATES = 2_000_000;
/** Default `maxStates` of `findProgress` (what the element's dead-end check runs after every move). */
export const PROGRESS_STATES = 200_000;
/** Default `maxStates` of `hint`. */
export const HINT_STATES = 200_000;
/** Default `maxStates` of each attempt of `findWinnableSeed`. */
export const SEED_STATES = 200_000;
/** Default `attempts` of `findWinnableSeed`. */
export const SEED_ATTEMPTS = 100;
/** Default `sliceMs` of the sliced forms. */
export const SLICE_MS = 8;

/** Positions expanded between two looks at the clock in a sliced search. */
const CHUNK = 128;

/** Throws `SolverOptionError` unless option `name` is a number (with `whole`, a whole number) of at least `min`. */
function atLeast(name: string, value: unknown, min: number, whole?: boolean): void {
  if (typeof value !== 'number' || !(value >= min) || (whole && !Number.isInteger(value))) {
    throw new SolverOptionError(name, `${name} must be a ${whole ? 'whole ' : ''}number of at least ${min}, not ${String(value)}`);
  }
}

/** An option that must be a whole number of at least `min`, `fallback` when it is not given. */
export function wholeNumber(name: string, value: unknown, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  atLeast(name, value, min, true);
  return value as number;
}

/** The budget's `maxStates` (`defaultStates` when not given) and deadline; throws for bad values. */
export function limits(budget: SearchBudget | undefined, defaultStates: number): { maxStates: number; deadline: number } {
  const maxStates = budget?.maxStates ?? (budget?.timeMs !== undefined ? Infinity : defaultStates);
  const timeMs = budget?.timeMs ?? Infinity;
  atLeast('maxStates', maxStates, 1);
  atLeast('timeMs', timeMs, 0);
  return { maxStates: Math.floor(maxStates), deadline: Number.isFinite(timeMs) ? Date.now() + timeMs : Infinity };
}

/**
 * Checks the position a search starts from as `fromSnapshot` checks a snapshot (known rules, every
 * card exactly once, foundations in order from the base rank, sane counters), so that a malformed
 * one (a hand-edited or corrupted save, a snapshot of another format) is an error naming its first
 * problem instead of a crash deep in the search or an answer about a position that cannot exist.
 */
function checkState(state: GameState): void {
  if (typeof state !== 'object' || state === null) {
    throw new SolverOptionError('state', `state must be a game state (from newGame, play or fromSnapshot), not ${state === null ? 'null' : typeof state}`);
  }
  try {
    // Its snapshot fields, each read once (anything else it carries is not looked at).
    fromSnapshot(Object.fromEntries(KEYS.map((key) => [key, key === 'format' ? SNAPSHOT_FORMAT : (state as unknown as Record<string, unknown>)[key]])));
  } catch (e) {
    if (e instanceof SnapshotError) throw new SolverOptionError('state', `state is not a valid game position: ${e.message}`);
    throw e;
  }
}

/** The search's line, shortened (shorten.ts), as engine moves. */
const lineOf = (state: GameState, search: SearchRun): Move[] => shortenLine(state, search.line()).map(toMove);

// ---------------------------------------------------------------------------------------------
// Drivers: the same search run to the end at once, or in slices.

/** What a driver runs: `step(work)` does about `work` positions of work, true once it is done. */
type Steps = Pick<SearchRun, 'step'>;
type Driver = (search: Steps) => void | Promise<void>;

const runSync = (search: Steps): void => {
  search.step(Infinity);
};

const host = globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown };

/** A promise that settles on a later turn of the event loop (a macrotask, so pages can paint). */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => host.setTimeout(resolve, 0));

/** The sliced driver (also careful play's, over its generator); throws at once for a bad `sliceMs`. */
export function sliced(options: SliceOptions | undefined): Driver {
  const sliceMs = options?.sliceMs ?? SLICE_MS;
  const signal = options?.signal;
  if (typeof sliceMs !== 'number' || !(sliceMs > 0)) {
    throw new SolverOptionError('sliceMs', `sliceMs must be a number above 0, not ${String(sliceMs)}`);
  }
  return async (search: Steps): Promise<void> => {
    for (;;) {
      if (signal?.aborted) throw new SearchCancelledError();
      const start = Date.now();
      do {
        if (search.step(CHUNK)) return;
      } while (Date.now() - start < sliceMs);
      await yieldToEventLoop();
    }
  };
}

/** Runs `body` with a driver: synchronously when the driver is synchronous, else as a Promise. */
function chain<S extends SearchRun, T>(search: S, drive: Driver, finish: (search: S) => T): T | Promise<T> {
  const done = drive(search);
  return done instanceof Promise ? done.then(() => finish(search)) : finish(search);
}

// ---------------------------------------------------------------------------------------------
// solve

function solveWith(state: GameState, budget: SearchBudget | undefined, drive: Driver): SolveResult | Promise<SolveResult> {
  checkState(state);
  const { maxStates, deadline } = limits(budget, SOLVE_STATES);
  return chain(new PhasedSearch(state, 52, maxStates, deadline), drive, (search) => solveResult(state, search));
}

function solveResult(state: GameState, search: SearchRun, wantLine = true): SolveResult {
  const base = { states: search.states, mostHome: search.mostHome };
  if (search.state === 'found') return { result: 'win', line: wantLine ? lineOf(state, search) : [], ...base };
  return { result: search.state === 'exhausted' ? 'loss' : 'unknown', ...base };
}

/**
 * Solves a position with full knowledge of every card (RULES §9): `win` with a line of legal moves
 * that ends in a won position, `loss` when proven that no line wins, `unknown` when the budget ran
 * out first. Default budget: `maxStates` 2,000,000 (no time limit); with only `timeMs` given, no
 * state limit.
 */
export function solve(state: GameState, budget?: SearchBudget): SolveResult {
  return solveWith(state, budget, runSync) as SolveResult;
}

/** `solve` in slices of at most `sliceMs` (default 8 ms) of work, yielding to the event loop between them. */
export async function solveSliced(state: GameState, budget?: SearchBudget & SliceOptions): Promise<SolveResult> {
  return solveWith(state, budget, sliced(budget));
}

/**
 * `solve` (with `goal` 52) or `findProgress` (a goal of one card more home) as a generator that
 * yields after every `CHUNK` positions, for careful.ts to slice its own work through: the same
 * search classes, so the same answers as `solve` and `findProgress` with `maxStates`.
 */
export function* searchSteps(state: GameState, maxStates: number, progress?: boolean): Generator<void, SolveResult, void> {
  checkState(state);
  if (!progress) return yield* solveSteps(state, maxStates, true);
  const search = new Search(state, new Board(state).homeNow + 1, maxStates, Infinity);
  while (!search.step(CHUNK)) yield;
  return solveResult(state, search);
}

/**
 * `searchSteps`' solve of a position that is sound by construction (careful play's completions,
 * made by `completeView`), so not checked again; the winning line only with `wantLine`, since most
 * solves of careful play are counted, not followed (a win's `line` is then empty).
 */
export function* solveSteps(state: GameState, maxStates: number, wantLine = false): Generator<void, SolveResult, void> {
  const search = new PhasedSearch(state, 52, maxStates, Infinity);
  while (!search.step(CHUNK)) yield;
  return solveResult(state, search, wantLine);
}


// ---------------------------------------------------------------------------------------------
// findProgress

function progressWith(state: GameState, budget: SearchBudget | undefined, drive: Driver): ProgressResult | Promise<ProgressResult> {
  checkState(state);
  const { maxStates, deadline } = limits(budget, PROGRESS_STATES);
  const home = new Board(state).homeNow;
  if (home >= 52) return { result: 'dead-end', states: 0 };
  return chain(new Search(state, home + 1, maxStates, deadline), drive, (search) => progressResult(state, search));
}

function progressResult(state: GameState, search: SearchRun): ProgressResult {
  if (search.state === 'found') return { result: 'progress', line: lineOf(state, search), states: search.states };
  return { result: search.state === 'exhausted' ? 'dead-end' : 'unknown', states: search.states };
}

/**
 * Whether some line of moves puts more cards on the foundations than there are now (RULES §7):
 * `progress` with such a line (its last move raises the count; with `foundationReturn` the count
 * may dip on the way), `dead-end` when proven that none does, `unknown` when the budget ran out.
 * A won position is a `dead-end` (nothing more can go home). Default `maxStates` 200,000.
 */
export function findProgress(state: GameState, budget?: SearchBudget): ProgressResult {
  return progressWith(state, budget, runSync) as ProgressResult;
}

/** `findProgress` in slices (see `solveSliced`). */
export async function findProgressSliced(state: GameState, budget?: SearchBudget & SliceOptions): Promise<ProgressResult> {
  return progressWith(state, budget, sliced(budget));
}

// ---------------------------------------------------------------------------------------------
// hint

function hintWith(state: GameState, budget: SearchBudget | undefined, drive: Driver): Move | null | Promise<Move | null> {
  checkState(state);
  const { maxStates, deadline } = limits(budget, HINT_STATES);
  if (new Board(state).homeNow >= 52) return null;
  return chain(new PhasedSearch(state, 52, maxStates, deadline), drive, (search) => hintResult(state, search));
}

function hintResult(state: GameState, search: SearchRun): Move | null {
  if (search.state === 'found') return lineOf(state, search)[0]!;
  if (search.bestFirstMove >= 0) return toMove(search.bestFirstMove);
  if (search.firstMove >= 0) return toMove(search.firstMove);
  // The search had nothing to try (the start was proven lost at once): the first legal move.
  const moves = new Int32Array(1024);
  return new Board(state).generate(moves, 0, true) > 0 ? toMove(moves[0]!) : null;
}

/**
 * A good next move, or null when no legal move exists (or the game is won). The first move of a
 * winning line when the search finds one; otherwise the first move of the line that put the most
 * cards home; otherwise the move the search would try first (foundation moves, then reserve and
 * tableau moves, then the deal). Default `maxStates` 200,000.
 */
export function hint(state: GameState, budget?: SearchBudget): Move | null {
  return hintWith(state, budget, runSync) as Move | null;
}

/** `hint` in slices (see `solveSliced`). */
export async function hintSliced(state: GameState, budget?: SearchBudget & SliceOptions): Promise<Move | null> {
  return hintWith(state, budget, sliced(budget));
}

// ---------------------------------------------------------------------------------------------
// findWinnableSeed

const DECIMAL = /^(0|[1-9][0-9]*)$/;

/**
 * The seeds `findWinnableSeed` tries, in order: from a number (or a decimal string without leading
 * zeros) `from`, `from + 1`, …; from any other string `from`, `${from}-1`, `${from}-2`, ….
 */
export function seedSequence(from: string | number, attempts: number): string[] {
  const seeds: string[] = [];
  const text = String(from);
  if (typeof from === 'number' ? Number.isSafeInteger(from) && from >= 0 : DECIMAL.test(text) && Number.isSafeInteger(Number(text))) {
    const n = Number(text);
    for (let i = 0; i < attempts && Number.isSafeInteger(n + i); i++) seeds.push(String(n + i));
  } else {
    if (typeof from !== 'string') throw new SolverOptionError('from', `from must be a string or a whole number from 0, not ${text}`);
    for (let i = 0; i < attempts; i++) seeds.push(i === 0 ? from : `${from}-${i}`);
  }
  return seeds;
}

function seedWith(options: WinnableSeedOptions, drive: Driver): WinnableSeed | null | Promise<WinnableSeed | null> {
  if (typeof options !== 'object' || options === null) throw new SolverOptionError('options', 'findWinnableSeed takes an object { from, variant?, rules?, attempts?, maxStates? }');
  const attempts = wholeNumber('attempts', options.attempts ?? SEED_ATTEMPTS, 0, 1);
  const { maxStates } = limits({ maxStates: options.maxStates ?? SEED_STATES }, SEED_STATES);
  const seeds = seedSequence(options.from, attempts);
  let i = 0;
  const attempt = (): WinnableSeed | null | Promise<WinnableSeed | null> => {
    for (; i < seeds.length; i++) {
      const seed = seeds[i]!;
      const state = newGame({ variant: options.variant, rules: options.rules, seed });
      const search = new PhasedSearch(state, 52, maxStates, Infinity);
      const done = drive(search);
      if (done instanceof Promise) {
        return done.then(() => {
          if (search.state === 'found') return { seed, line: lineOf(state, search) };
          i++;
          return attempt();
        });
      }
      if (search.state === 'found') return { seed, line: lineOf(state, search) };
    }
    return null;
  };
  return attempt();
}

/**
 * The first seed, in the order of `seedSequence`, whose deal `solve` proves winnable within
 * `maxStates` (default 200,000) per attempt, with the winning line; null when none of `attempts`
 * (default 100) seeds is. Deterministic.
 */
export function findWinnableSeed(options: WinnableSeedOptions): WinnableSeed | null {
  return seedWith(options, runSync) as WinnableSeed | null;
}

/** `findWinnableSeed` in slices (see `solveSliced`). */
export async function findWinnableSeedSliced(options: WinnableSeedOptions & SliceOptions): Promise<WinnableSeed | null> {
  return seedWith(options, sliced(options));
}

// ---------------------------------------------------------------------------------------------
// safeFoundationMove

/**
 * A move to a foundation that can never turn a winnable position into a lost one, or null when
 * there is none: the engine's `safeFoundationMove` (the rule, read from the position; the search
 * plays the same moves through `Board.safeFoundationMove`, which says why they are safe), after
 * the solver's check of `state`. Of several, the first by source pile (t0…t6, then r0…r6).
 * Playing these repeatedly is a safe auto-play.
 */
export function safeFoundationMove(state: GameState): Move | null {
  checkState(state);
  return safeMoveOf(state);
}
