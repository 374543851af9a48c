/**
 * `Game`: a small stateful wrapper over the pure functions, for user interfaces. It keeps every
 * position of the game, so undo and redo are exact, and reports what each action changed card by
 * card so that a UI can animate it.
 */
import { faceUp, isFaceDown, SUITS } from './cards.js';
import { describeValue, errorMessage } from './describe-value.js';
import { IllegalMoveError, SnapshotError } from './errors.js';
import { checkMoveShape, legalMoves, playWellFormed, status, whyIllegal } from './moves.js';
import { FOUNDATION_IDS, RESERVE_IDS, TABLEAU_IDS } from './piles.js';
import { newGame } from './new-game.js';
import { fromSnapshot, SNAPSHOT_FORMAT, toSnapshot } from './snapshot.js';
import type { Card, CardSlot, GameState, GameStatus, Move, NewGameOptions, PlaceId, Snapshot, Suit } from './types.js';

/** Where a card lies: a pile (or the stock), its index from the bottom, and whether it is face-up. */
export interface CardPlace {
  readonly pile: PlaceId;
  readonly index: number;
  readonly faceUp: boolean;
}

/** One card that moved or turned over. Within the stock, cards that only shifted are not listed. */
export interface CardChange {
  readonly card: Card;
  readonly from: CardPlace;
  readonly to: CardPlace;
}

/** What a `Game` action did. */
export interface GameAction {
  /** Which action this was. */
  readonly type: 'play' | 'undo' | 'redo' | 'restart';
  /** For `play` and `redo` the move made, for `undo` the move taken back, for `restart` null. */
  readonly move: Move | null;
  /** Every card that changed place or face, in the order of where they landed. */
  readonly changes: readonly CardChange[];
  /** The position after the action. */
  readonly state: GameState;
}

/** Passes a starting state to the constructor without making it part of the public options. */
const START = Symbol('start');

const PLACE_ORDER: readonly PlaceId[] = ['stock', ...RESERVE_IDS, ...TABLEAU_IDS, ...FOUNDATION_IDS];
const placeRank = new Map(PLACE_ORDER.map((id, i) => [id, i]));

function placesOf(state: GameState): Map<Card, CardPlace> {
  const places = new Map<Card, CardPlace>();
  const add = (pile: PlaceId, cards: readonly CardSlot[], upByDefault: boolean): void => {
    cards.forEach((slot, index) => places.set(faceUp(slot), { pile, index, faceUp: upByDefault && !isFaceDown(slot) }));
  };
  add('stock', state.stock, false);
  state.reserve.forEach((pile, i) => add(RESERVE_IDS[i]!, pile, true));
  state.tableau.forEach((pile, i) => add(TABLEAU_IDS[i]!, pile, true));
  SUITS.forEach((suit, i) => add(FOUNDATION_IDS[i]!, state.foundations[suit as Suit], true));
  return places;
}

/**
 * Every card that lies elsewhere, or with another face, in `after` than in `before`: what a UI
 * animates between two positions (a move, a deal, an undo, a restart, a loaded game).
 */
export function changesBetween(before: GameState, after: GameState): CardChange[] {
  const a = placesOf(before);
  const b = placesOf(after);
  const changes: CardChange[] = [];
  for (const [card, to] of b) {
    const from = a.get(card)!;
    const samePile = from.pile === to.pile;
    if (samePile && from.faceUp === to.faceUp && (from.index === to.index || to.pile === 'stock')) continue;
    changes.push({ card, from, to });
  }
  return changes.sort((x, y) => placeRank.get(x.to.pile)! - placeRank.get(y.to.pile)! || x.to.index - y.to.index);
}

/**
 * A game with history. `new Game({ variant: 'sorel', seed: 42 })` deals; `Game.fromState(state)`
 * continues from any position. Methods that act return a `GameAction`; `undo`/`redo` return null
 * when there is nothing to take back or replay.
 */
export class Game {
  #states: GameState[];
  #moves: Move[] = [];
  #cursor = 0;

  constructor(options: NewGameOptions = {}) {
    const start = typeof options === 'object' && options !== null ? (options as { [START]?: GameState })[START] : undefined;
    this.#states = [start ?? newGame(options)];
  }

  /**
   * A game that starts from `state` (for instance one read with `fromSnapshot`). The state is
   * validated as a snapshot would be; a bad one throws `SnapshotError`.
   */
  static fromState(state: GameState): Game {
    if (typeof state !== 'object' || state === null || Array.isArray(state)) {
      throw new SnapshotError('state', `Game.fromState takes a state object (read JSON text with fromSnapshot first), not ${describeValue(state)}`);
    }
    // Spreading runs the object's getters (and a proxy's traps): what they throw is a bad state too.
    let data: object;
    try {
      data = { format: SNAPSHOT_FORMAT, ...state };
    } catch (e) {
      throw new SnapshotError('state', `is not plain data (${errorMessage(e)})`);
    }
    const checked = fromSnapshot(data);
    return new Game({ [START]: checked } as NewGameOptions);
  }

  /**
   * A game that starts from `initial` and plays `moves`. Throws `IllegalMoveError` for the first
   * bad move, its message starting with its position (`move 3: …`).
   */
  static replay(initial: GameState, moves: readonly Move[]): Game {
    if (!Array.isArray(moves)) throw new IllegalMoveError(`moves must be a list of moves, not ${describeValue(moves)}`, moves);
    const game = Game.fromState(initial);
    for (let i = 0; i < moves.length; i++) {
      try {
        game.play(moves[i]!);
      } catch (e) {
        throw new IllegalMoveError(`move ${i + 1}: ${(e as Error).message}`, moves[i]);
      }
    }
    return game;
  }

  /** The current position. */
  get state(): GameState {
    return this.#states[this.#cursor]!;
  }

  /** The position the game started from. */
  get initialState(): GameState {
    return this.#states[0]!;
  }

  /** The moves from the start to the current position. */
  get moves(): readonly Move[] {
    return this.#moves.slice(0, this.#cursor);
  }

  /** The moves that `redo` would replay, next first. */
  get redoMoves(): readonly Move[] {
    return this.#moves.slice(this.#cursor);
  }

  get canUndo(): boolean {
    return this.#cursor > 0;
  }

  get canRedo(): boolean {
    return this.#cursor < this.#moves.length;
  }

  /** The current status (`playing`, `won`, `lost`). */
  get status(): GameStatus {
    return status(this.state);
  }

  /** The legal moves of the current position. */
  legalMoves(): Move[] {
    return legalMoves(this.state);
  }

  /** Why `move` is not legal now, or null when it is (a malformed move gets its error message). */
  whyIllegal(move: Move): string | null {
    return whyIllegal(this.state, move);
  }

  /** Plays a move; throws `IllegalMoveError` (and changes nothing) when it is not legal. Clears redo. */
  play(move: Move): GameAction {
    const before = this.state;
    const played = Object.freeze(checkMoveShape(move));
    const after = playWellFormed(before, played, move);
    this.#states.length = this.#cursor + 1;
    this.#moves.length = this.#cursor;
    this.#states.push(after);
    this.#moves.push(played);
    this.#cursor++;
    return { type: 'play', move: played, changes: changesBetween(before, after), state: after };
  }

  /** Takes back the last move. */
  undo(): GameAction | null {
    if (!this.canUndo) return null;
    const before = this.state;
    this.#cursor--;
    return { type: 'undo', move: this.#moves[this.#cursor]!, changes: changesBetween(before, this.state), state: this.state };
  }

  /** Replays the move last taken back. */
  redo(): GameAction | null {
    if (!this.canRedo) return null;
    const before = this.state;
    this.#cursor++;
    return { type: 'redo', move: this.#moves[this.#cursor - 1]!, changes: changesBetween(before, this.state), state: this.state };
  }

  /** Goes back to the first position. The moves stay available to `redo`, so a restart can be undone move by move. */
  restart(): GameAction {
    const before = this.state;
    this.#cursor = 0;
    return { type: 'restart', move: null, changes: changesBetween(before, this.state), state: this.state };
  }

  /** The RULES §8 snapshot of the current position. */
  toSnapshot(): Snapshot {
    return toSnapshot(this.state);
  }
}
