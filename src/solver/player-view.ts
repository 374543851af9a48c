/**
 * What a player sees of a position (issue 18): `playerView` hides every card a player cannot see,
 * `viewKey` names a view for "have I been here before?", and `completeView` deals the hidden cards
 * again at random, consistently with the view. Careful play (careful.ts) reads nothing but these.
 */
import { DECK, mulberry32, SUITS, toSnapshot, type Card, type CardSlot, type GameState, type Rank, type Rules, type VariantName } from '../engine/index.js';
import { shuffle } from '../engine/deal.js';
import { SolverOptionError } from './errors.js';

/** The placeholder of a hidden stock card in a view. */
export const HIDDEN = '?';
/** The placeholder of a face-down card on a pile (tableau with `faceDown`, reserve with `reserveFaceDown`). */
export const HIDDEN_FACE_DOWN = '-?';

/**
 * A position as a player sees it: plain JSON, shaped like a `GameState`, with
 * - `stock`: one `'?'` per card still in the stock, in place of the stock's order — except after a
 *   redeal without `reserveFaceDown`, when the stock is the reserve just gathered, which the player
 *   saw face-up, in its known order;
 * - `reserve`, `tableau`: face-down cards written `'-?'` (face-up ones as they are, including reserve
 *   cards a later deal covered: they were dealt face-up);
 * - no `seed` (the seed would give the whole deal away);
 * - `unseen`: the cards behind the placeholders, as a set (in deck order `Ac`…`Ks`): what the player
 *   knows by elimination.
 * Two positions that differ only in where their hidden cards lie (and in their seed) have identical views.
 */
export interface PlayerView {
  readonly variant: VariantName;
  readonly rules: Readonly<Rules>;
  readonly baseRank: Rank;
  readonly stock: readonly string[];
  readonly reserve: readonly (readonly CardSlot[])[];
  readonly tableau: readonly (readonly CardSlot[])[];
  readonly foundations: { readonly c: readonly Card[]; readonly d: readonly Card[]; readonly h: readonly Card[]; readonly s: readonly Card[] };
  readonly redealsLeft: number;
  readonly score: number;
  readonly moveCount: number;
  readonly unseen: readonly Card[];
}

const DECK_INDEX = new Map<string, number>(DECK.map((card, i) => [card, i]));

/** Whether the player knows the stock's order: it is the reserve a redeal gathered, all of it seen face-up. */
function stockKnown(state: GameState): boolean {
  return state.stock.length > 0 && state.rules.stockTo === 'reserve' && !state.rules.reserveFaceDown && state.redealsLeft < state.rules.redeals;
}

/**
 * A position's fields but its seed, as plain JSON of its own (its snapshot without `format` and
 * `seed`): `stock` mapped by `stock`, every reserve and tableau card by `slot` (in that order:
 * stock, reserve, tableau).
 */
const shaped = (p: GameState | PlayerView, stock: (card: string) => string, slot: (slot: CardSlot) => string) => {
  const { format: _format, seed: _seed, ...copy } = toSnapshot(p as GameState);
  return { ...copy, stock: copy.stock.map(stock), reserve: copy.reserve.map((pile) => pile.map(slot)), tableau: copy.tableau.map((pile) => pile.map(slot)) };
};

/** The position as the player sees it (see `PlayerView`). Leaves `state` unchanged. */
export function playerView(state: GameState): PlayerView {
  // A malformed state fails on the way (no such field, a pile that is not a list, a card that is
  // not text: a TypeError), which is reported as the error of `state`.
  try {
    const unseen: Card[] = [];
    const known = stockKnown(state);
    const view = shaped(
      state,
      (card) => {
        if (known) return card;
        unseen.push(card);
        return HIDDEN;
      },
      (slot) => {
        if (slot.charCodeAt(0) !== 45) return slot;
        unseen.push(slot.slice(1));
        return HIDDEN_FACE_DOWN;
      },
    );
    return { ...view, unseen: unseen.sort((a, b) => DECK_INDEX.get(a)! - DECK_INDEX.get(b)!) };
  } catch {
    throw new SolverOptionError('state', 'state must be a game state (from newGame, play or fromSnapshot)');
  }
}

/** How many cards the view hides. */
export const hiddenCount = (view: PlayerView): number => view.unseen.length;

/**
 * A short text that names a view's position for repetition checks: everything a player sees except
 * the move count and score (which grow along a loop). Equal keys, same position to the player.
 */
export function viewKey(view: PlayerView): string {
  const piles = (list: readonly (readonly string[])[]): string => list.map((pile) => pile.join(' ')).join('|');
  const f = view.foundations;
  return [view.stock.join(' '), piles(view.reserve), piles(view.tableau), SUITS.map((suit) => f[suit].length).join(''), view.redealsLeft].join('/');
}

/** `viewKey(playerView(state))`: what the careful player's `avoid` option takes. */
export const positionKey = (state: GameState): string => viewKey(playerView(state));

/** The seed recorded in completed positions (a completion has no seed of its own). */
export const COMPLETION_SEED = 'careful-sample';

/**
 * A position consistent with `view`: its unseen cards shuffled by `draw` (uniform draws in [0, 1),
 * e.g. `mulberry32`) and put behind the placeholders — stock first, then reserve, then tableau.
 */
export function completeView(view: PlayerView, draw: () => number): GameState {
  const cards = shuffle(view.unseen.slice(), draw);
  let next = 0;
  const fill = (slot: string): string => (slot === HIDDEN ? cards[next++]! : slot === HIDDEN_FACE_DOWN ? `-${cards[next++]!}` : slot);
  return { ...shaped(view, fill, fill), seed: COMPLETION_SEED };
}

/** `mulberry32` seeded by a seed number mixed with a text (FNV-1a), so each view gets its own samples. */
export function seededDraw(seed: number, text: string): () => number {
  let h = 2166136261 ^ (seed >>> 0);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return mulberry32(Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0);
}
