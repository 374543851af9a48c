/**
 * The events `<agnes-solitaire>` fires: one typed detail interface each, all named `agnes-…`, all
 * bubbling and composed (they cross the shadow root), none cancelable. `GlobalEventHandlersEventMap`
 * is augmented so that `el.addEventListener('agnes-move', (e) => e.detail.score)` is typed.
 */
import type { Card, IllegalMoveCode, Move, Rules, VariantName } from '../engine/index.js';
import type { Difficulty } from '../solver/index.js';

/** `agnes-new-game`: a new deal is on the table (first render, New game, a changed attribute, a game restored by `persist` or `load()`). */
export interface AgnesNewGameDetail {
  /** The seed actually dealt (with `winnable`, the first winnable seed at or after the requested one; with `difficulty`, the deal of that difficulty found). */
  seed: string;
  variant: VariantName;
  /** The complete rules of the game (variant preset plus the attribute overrides). */
  rules: Rules;
  /** A deal of the day (`daily`) only: the day's number (2026-01-01 is day 1). */
  day?: number;
  /** A deal of the day only: its date, `YYYY-MM-DD`. */
  date?: string;
  /** A deal found for its difficulty (`difficulty`) only: `easy`, `medium` or `hard`. */
  difficulty?: Difficulty;
}

/** `agnes-move`: any move was played (by the player, `play()`, a hint, or auto-foundation); deals included. */
export interface AgnesMoveDetail {
  move: Move;
  /** The cards that moved, deepest first (for a deal: the cards dealt, pile 0 first). */
  cards: Card[];
  /** The score after the move (RULES §3 `scoring`). */
  score: number;
  /** Cards on the foundations after the move. */
  foundationCards: number;
  /** Moves played since the deal. */
  moveCount: number;
  /** True when the element played it by itself (`auto-foundation`). */
  auto: boolean;
}

/** `agnes-deal`: the stock was dealt (or the reserve gathered and dealt again: `move.kind === 'redeal'`). */
export interface AgnesDealDetail {
  move: Move;
  /** The cards dealt, pile 0 first. */
  cards: Card[];
  /** Cards left in the stock. */
  stockCount: number;
  /** Redeals still allowed. */
  redealsLeft: number;
  moveCount: number;
}

/** `agnes-undo` / `agnes-redo`: a move was taken back or played again. */
export interface AgnesHistoryDetail {
  /** The move taken back (undo) or replayed (redo). */
  move: Move;
  score: number;
  foundationCards: number;
  moveCount: number;
}

/** `agnes-hint`: the answer to `hint()` / the Hint button. */
export interface AgnesHintDetail {
  /** The suggested move, or null when the solver found none within its budget. */
  move: Move | null;
}

/**
 * Why a move was refused, stable across languages (docs/element.md, "Events", lists them): the engine's
 * `IllegalMoveCode`, or `searching` (a winnable deal is being looked for) or `game-over` (a dead end).
 */
export type AgnesRefusalCode = IllegalMoveCode | 'searching' | 'game-over';

/** `agnes-invalid-move`: a move was refused; nothing changed. */
export interface AgnesInvalidMoveDetail {
  move: Move;
  /** Why, in the element's language: in English the engine's reason ("the 7 of hearts cannot go on the 9 of spades: only an 8 goes on a 9"). */
  reason: string;
  /** Why, as a stable code (`no-build`, `empty-pile`, …) for programs. */
  code: AgnesRefusalCode;
}

/** `agnes-win`: all 52 cards are home. */
export interface AgnesWinDetail {
  seed: string;
  moveCount: number;
  score: number;
  /** Playing time of the win in ms: from the first move (after the deal or the last restart), not counting time the page was hidden. */
  ms: number;
}

/** `agnes-lose`: the game is lost (it can still be taken back with undo). */
export interface AgnesLoseDetail {
  /** `no-moves`: no legal move at all; `dead-end`: the solver proved no card can go home any more (RULES §7). */
  reason: 'no-moves' | 'dead-end';
}

/**
 * `agnes-share`: "Copy link to this deal" (`copyDealLink()`) made a link, or Share (`shareResult()`)
 * shared the game's result; the result's share also has `text` and `shared` (and `day`, `date` for a
 * deal of the day).
 */
export interface AgnesShareDetail {
  /** The link: the page URL with the fragment `#agnes=<dealCode>`; for a deal of the day's result, the page URL. */
  url: string;
  /** The deal code (`<seed>,<variant>[,<field>=<value>…]`). */
  dealCode: string;
  /** Whether the clipboard took it (false: the status line shows it, and `agnes-error` says why, unless `shared`). */
  copied: boolean;
  /** `shareResult()` only: the result as text, free of card names (the game, the day or the deal code, the outcome, moves, time, the URL). */
  text?: string;
  /** `shareResult()` only: whether the browser's share sheet (`navigator.share`) took it. */
  shared?: boolean;
  /** A deal of the day's result only: the day's number. */
  day?: number;
  /** A deal of the day's result only: its date, `YYYY-MM-DD`. */
  date?: string;
}

/** `agnes-error`: something the page asked for could not be done; the element carried on with a fallback. */
export interface AgnesErrorDetail {
  message: string;
  /** What went wrong: the attribute name (`variant`, `face-down`, `share-url`, `daily`, `difficulty`, …), `rules`, `play`, `winnable`, `solver`, `lang`, `results`, `load`, `persist`, `stats`, `clipboard`. */
  source: string;
}

/** Event name → detail type. */
export interface AgnesEventDetails {
  'agnes-new-game': AgnesNewGameDetail;
  'agnes-move': AgnesMoveDetail;
  'agnes-deal': AgnesDealDetail;
  'agnes-undo': AgnesHistoryDetail;
  'agnes-redo': AgnesHistoryDetail;
  'agnes-hint': AgnesHintDetail;
  'agnes-invalid-move': AgnesInvalidMoveDetail;
  'agnes-win': AgnesWinDetail;
  'agnes-lose': AgnesLoseDetail;
  'agnes-share': AgnesShareDetail;
  'agnes-error': AgnesErrorDetail;
}

export type AgnesEventName = keyof AgnesEventDetails;

/** A bubbling, composed `CustomEvent` with the detail of its name. */
export function agnesEvent<K extends AgnesEventName>(name: K, detail: AgnesEventDetails[K]): CustomEvent<AgnesEventDetails[K]> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true });
}

declare global {
  interface GlobalEventHandlersEventMap {
    'agnes-new-game': CustomEvent<AgnesNewGameDetail>;
    'agnes-move': CustomEvent<AgnesMoveDetail>;
    'agnes-deal': CustomEvent<AgnesDealDetail>;
    'agnes-undo': CustomEvent<AgnesHistoryDetail>;
    'agnes-redo': CustomEvent<AgnesHistoryDetail>;
    'agnes-hint': CustomEvent<AgnesHintDetail>;
    'agnes-invalid-move': CustomEvent<AgnesInvalidMoveDetail>;
    'agnes-win': CustomEvent<AgnesWinDetail>;
    'agnes-lose': CustomEvent<AgnesLoseDetail>;
    'agnes-share': CustomEvent<AgnesShareDetail>;
    'agnes-error': CustomEvent<AgnesErrorDetail>;
  }
}
