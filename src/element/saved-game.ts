/**
 * Saved games: a game with its whole undo and redo history as versioned plain JSON
 * (`save()`, `load(data)`, `persist="key"`), and the complete check of one read back. Reading never
 * trusts the file: the deal must be the deal of its seed and rules, every move is replayed through
 * the engine from that deal, and the position reached must be the saved one, so a corrupt, foreign
 * or edited save is refused with a message that names the problem. No DOM here.
 */
import { formatMove, fromSnapshot, Game, newGame, parseMove, parseMoves, toSnapshot } from '../engine/index.js';
import type { GameState, Move, Snapshot } from '../engine/index.js';
import type { Difficulty } from '../solver/index.js';
import { DIFFICULTY_NAMES } from './attributes.js';
import { dealCodeInFragment, parseDealCode } from './deal-code.js';
import { count, readStored } from './statistics.js';

export const SAVE_KIND = 'agnes-solitaire-save';
export const SAVE_FORMAT = 1;

/** What `save()` returns and `load()` / `persist` read back. */
export interface SavedGame {
  format: 1;
  kind: 'agnes-solitaire-save';
  /** The position on the table (RULES §8), checked against the replayed history. */
  snapshot: Snapshot;
  /** The deal the history starts from. */
  initial: Snapshot;
  /** Every move from the deal in move notation, including those undone (the redo list). */
  history: string[];
  /** How many moves of `history` are played; the rest can be redone. */
  position: number;
  /** `auto[i]`: move i was played by auto-foundation (undo takes it back with the move before). */
  auto: boolean[];
  /** The deal was proven winnable before it was dealt (`winnable`). */
  proven: boolean;
  /** Playing time so far, in ms. */
  elapsedMs: number;
  /** The game's id, by which the statistics count it once (optional; a save without one gets a new id). */
  gameId?: string;
  /** A deal found for its difficulty (`difficulty`) only: that difficulty (its statistics count it; `proven` is then true). */
  difficulty?: Difficulty;
  /** A deal of the day (`daily`) only: the day's number (2026-01-01 is day 1); restored on that day, it is the day's game. */
  day?: number;
}

/** A save that cannot be used; the message names the first problem. */
export class SaveError extends Error {
  override name = 'SaveError';
}

/** A game and what the element keeps beside it, as restored from a save. */
export interface RestoredGame {
  game: Game;
  auto: boolean[];
  proven: boolean;
  elapsedMs: number;
  gameId?: string;
  difficulty?: Difficulty;
  day?: number;
}

/** The save of `game`, with the difficulty it was found for and the number of the day whose deal it is, when it has them. */
export function encodeSave(game: Game, auto: readonly boolean[], proven: boolean, elapsedMs: number, gameId?: string, difficulty?: Difficulty | null, day?: number): SavedGame {
  const history: Move[] = [...game.moves, ...game.redoMoves];
  return {
    format: SAVE_FORMAT,
    kind: SAVE_KIND,
    snapshot: toSnapshot(game.state),
    initial: toSnapshot(game.initialState),
    history: history.map(formatMove),
    position: game.moves.length,
    auto: history.map((_, i) => auto[i] === true),
    proven,
    elapsedMs: Math.max(0, Math.round(elapsedMs)),
    ...(gameId === undefined ? {} : { gameId }),
    ...(difficulty && { difficulty }),
    ...(day && { day }),
  };
}

const same = (a: Snapshot, b: Snapshot): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Reads a save (an object, or its JSON text); throws `SaveError` for anything that is not a sound one. */
export function decodeSave(input: unknown): RestoredGame {
  const save = readStored(input, 'save', SAVE_KIND, SaveError);

  const initial = read('initial', () => fromSnapshot(save.initial));
  const dealt = read('initial', () => newGame({ variant: initial.variant, seed: initial.seed, rules: initial.rules }));
  if (!same(toSnapshot(dealt), toSnapshot(initial))) throw new SaveError(`initial: it is not the deal of seed ${JSON.stringify(initial.seed)} with its rules`);

  if (!Array.isArray(save.history)) throw new SaveError('history must be a list of moves in notation');
  // parseMove names a move that is not text, too.
  const moves = save.history.map((text, i) => read(`history: move ${i + 1}`, () => parseMove(text as string)));
  const position = save.position;
  if (!count(position) || position > moves.length) {
    throw new SaveError(`position must be a whole number from 0 to ${moves.length} (the length of history)`);
  }
  const auto = save.auto;
  if (!Array.isArray(auto) || auto.length !== moves.length || !auto.every((a) => typeof a === 'boolean')) {
    throw new SaveError(`auto must be a list of ${moves.length} true/false values, one per move of history`);
  }
  if (typeof save.proven !== 'boolean') throw new SaveError('proven must be true or false');
  const elapsedMs = save.elapsedMs;
  if (!Number.isFinite(elapsedMs) || (elapsedMs as number) < 0) throw new SaveError('elapsedMs must be a number ≥ 0');

  const gameId = save.gameId;
  if (gameId !== undefined && (typeof gameId !== 'string' || gameId === '' || gameId.length > 100)) throw new SaveError('gameId must be absent or text of 1 to 100 characters');

  const { difficulty, day } = save;
  if (!(difficulty === undefined || DIFFICULTY_NAMES.includes(difficulty as Difficulty)) || !(day === undefined || count(day))) {
    throw new SaveError(`difficulty must be absent or one of ${DIFFICULTY_NAMES.join(', ')}, and day absent or a whole number ≥ 0`);
  }

  const game = read('history', () => Game.replay(initial, moves));
  for (let i = moves.length; i > position; i--) game.undo();
  const snapshot = read('snapshot', () => fromSnapshot(save.snapshot));
  if (!same(toSnapshot(snapshot), game.toSnapshot())) throw new SaveError('snapshot: it is not the position that history leads to');
  return { game, auto: auto as boolean[], proven: save.proven, elapsedMs: elapsedMs as number, ...(gameId === undefined ? {} : { gameId }), difficulty: difficulty as Difficulty | undefined, day: day as number | undefined };
}

/**
 * Reads a game text: the moves from a deal in move notation (`t1-t6 r3-fd deal`, as the `moves`
 * property gives them), optionally preceded by the deal as `agnes=<deal code>` (also `#agnes=…`,
 * the form of a shared link's fragment). Without a deal code the moves start from `dealt`, the
 * first position of the game on the table. Throws `SaveError` naming the bad deal code or move.
 */
export function decodeGameText(text: string, dealt: GameState): RestoredGame {
  let rest = text.trim();
  let initial: GameState = dealt;
  if (/^#?agnes=/i.test(rest)) {
    const space = rest.search(/\s/);
    const word = space < 0 ? rest : rest.slice(0, space);
    rest = space < 0 ? '' : rest.slice(space + 1);
    const code = dealCodeInFragment(word.replace(/^#?agnes=/i, 'agnes=')) ?? '';
    const deal = read('deal code', () => parseDealCode(code));
    initial = newGame({ variant: deal.variant, seed: deal.seed, rules: deal.overrides });
  }
  const moves = read('moves', () => parseMoves(rest));
  const game = read('moves', () => Game.replay(initial, moves));
  return { game, auto: moves.map(() => false), proven: false, elapsedMs: 0 };
}

/** Runs a check that throws the engine's errors, naming the field of the save in the message. */
function read<T>(field: string, body: () => T): T {
  try {
    return body();
  } catch (error) {
    throw new SaveError(`${field}: ${(error as Error).message}`);
  }
}
