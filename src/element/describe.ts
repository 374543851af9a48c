/**
 * Words for the board: accessible names of piles and cards, and the sentences the live region
 * announces. Columns and reserve piles are numbered from 1 for people (`t2` is "column 3").
 */
import { cardName, SUITS, suitName } from '../engine/index.js';
import type { Card, GameState, Move, PileId, PlaceId, Suit } from '../engine/index.js';

/** Suit of a foundation id (`fh` → `h`). */
export const foundationSuit = (pile: string): Suit => pile[1] as Suit;

/** The cards lying on a pile (bottom first, face-down ones written `-Xy`). */
export function pileCards(state: GameState, pile: PlaceId): readonly string[] {
  if (pile === 'stock') return state.stock;
  const i = Number(pile[1]);
  if (pile[0] === 't') return state.tableau[i] ?? [];
  if (pile[0] === 'r') return state.reserve[i] ?? [];
  return state.foundations[foundationSuit(pile)];
}

/** How many deals the stock still gives (7 cards each), not counting redeals. */
export const dealsLeft = (state: GameState): number => Math.ceil(state.stock.length / 7);

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The name of a card as it lies: face-down cards are not named. */
export function slotName(slot: string): string {
  return slot.startsWith('-') ? 'face-down card' : cardName(slot);
}

/** "column 3", "reserve pile 2", "the hearts foundation", "the stock". */
export function placeName(pile: PlaceId): string {
  if (pile === 'stock') return 'the stock';
  if (pile[0] === 't') return `column ${Number(pile[1]) + 1}`;
  if (pile[0] === 'r') return `reserve pile ${Number(pile[1]) + 1}`;
  return `the ${suitName(foundationSuit(pile))} foundation`;
}

/** The card a foundation starts with (its base-rank card). */
export function foundationBaseCard(state: GameState, pile: PileId): Card {
  return state.baseRank + foundationSuit(pile);
}

/** A pile's accessible name: "Tableau column 3, 4 cards, 7 of hearts on top". */
export function pileLabel(state: GameState, pile: PlaceId): string {
  const cards = pileCards(state, pile);
  const top = cards[cards.length - 1];
  const count = cards.length === 0 ? 'empty' : `${plural(cards.length, 'card')}, ${slotName(top!)} on top`;
  if (pile === 'stock') {
    const redeals = state.redealsLeft > 0 ? `, ${plural(state.redealsLeft, 'redeal')} left` : '';
    return `Stock, ${plural(state.stock.length, 'card')}, ${plural(dealsLeft(state), 'deal')} left${redeals}`;
  }
  if (pile[0] === 't') return `Tableau column ${Number(pile[1]) + 1}, ${count}`;
  if (pile[0] === 'r') return `Reserve pile ${Number(pile[1]) + 1}, ${count}`;
  const suit = foundationSuit(pile);
  const base = cards.length === 0 ? `, starts with the ${cardName(foundationBaseCard(state, pile as PileId))}` : '';
  return `${capital(suitName(suit))} foundation, ${count}${base}`;
}

/** The cards a move would carry, deepest first. */
export function movingCards(state: GameState, move: Move): Card[] {
  if (move.kind !== 'move') return [];
  const cards = pileCards(state, move.from);
  return cards.slice(cards.length - move.count).map((c) => (c.startsWith('-') ? c.slice(1) : c));
}

/** A move in words, in the position before it: "7 of hearts from column 3 to the 8 of spades in column 5". */
export function describeMove(state: GameState, move: Move): string {
  if (move.kind === 'deal') {
    const n = Math.min(7, state.stock.length);
    return `deal ${plural(n, 'card')} to the ${state.rules.stockTo === 'reserve' ? 'reserve' : 'tableau'}`;
  }
  if (move.kind === 'redeal') return 'gather the reserve and deal again';
  const cards = movingCards(state, move);
  const what =
    cards.length <= 1
      ? cardName(cards[0] ?? '?')
      : `${cards.length} cards, ${cardName(cards[0]!)} to ${cardName(cards[cards.length - 1]!)},`;
  let where: string;
  if (move.to[0] === 'f') where = placeName(move.to);
  else {
    const target = pileCards(state, move.to);
    const top = target[target.length - 1];
    where = top === undefined ? `empty ${placeName(move.to)}` : `the ${slotName(top)} in ${placeName(move.to)}`;
  }
  return `${what} from ${placeName(move.from)} to ${where}`;
}

/** The announcement after a move: "Moved 7 of hearts from column 3 to …. 12 cards home." */
export function describePlayed(before: GameState, after: GameState, move: Move, auto = false): string {
  const home = SUITS.reduce((n, s) => n + after.foundations[s].length, 0);
  if (move.kind === 'deal' || move.kind === 'redeal') {
    const left = after.stock.length === 0 ? 'The stock is empty.' : `${plural(after.stock.length, 'card')} left in the stock.`;
    return `${capital(describeMove(before, move))}. ${left}`;
  }
  const turned = after.tableau.some((col, i) => col.length > 0 && before.tableau[i]!.length > col.length && before.tableau[i]![col.length - 1]!.startsWith('-'));
  const turnedText = turned ? ' A card was turned face-up.' : '';
  return `${auto ? 'Automatically moved' : 'Moved'} ${describeMove(before, move)}.${turnedText} ${plural(home, 'card')} home.`;
}
