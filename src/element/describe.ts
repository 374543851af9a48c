/**
 * Words for the board: accessible names of piles and cards, and the sentences the live region
 * announces, all from the strings table (strings.ts) of the element's language. Columns and
 * reserve piles are numbered from 1 for people (`t2` is "column 3").
 */
import { SUITS } from '../engine/index.js';
import type { Card, GameState, Move, PileId, PlaceId, Suit } from '../engine/index.js';
import { capitalize } from './strings.js';
import type { Phrasebook } from './strings.js';

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

/** The card a foundation starts with (its base-rank card). */
export function foundationBaseCard(state: GameState, pile: PileId): Card {
  return state.baseRank + foundationSuit(pile);
}

/** A pile's accessible name: "Tableau column 3, 4 cards, 7 of hearts on top". */
export function pileLabel(words: Phrasebook, state: GameState, pile: PlaceId): string {
  const cards = pileCards(state, pile);
  const top = cards[cards.length - 1];
  const contents = cards.length === 0 ? words.text('pileEmpty') : words.text('pileContents', { cards: words.count('cards', cards.length), top: words.card(top!) });
  if (pile === 'stock') {
    const values = {
      cards: words.count('cards', state.stock.length),
      deals: words.count('deals', dealsLeft(state)),
      redeals: words.count('redeals', state.redealsLeft),
    };
    return words.text(state.redealsLeft > 0 ? 'stockLabelRedeals' : 'stockLabel', values);
  }
  const n = Number(pile[1]) + 1;
  if (pile[0] === 't') return words.text('columnLabel', { n, contents });
  if (pile[0] === 'r') return words.text('reserveLabel', { n, contents });
  const label = capitalize(words.text('foundationLabel', { suit: words.suit(foundationSuit(pile)), contents }));
  return cards.length === 0 ? words.text('foundationStarts', { label, card: words.card(foundationBaseCard(state, pile as PileId)) }) : label;
}

/** The cards a move would carry, deepest first. */
export function movingCards(state: GameState, move: Move): Card[] {
  if (move.kind !== 'move') return [];
  const cards = pileCards(state, move.from);
  return cards.slice(cards.length - move.count).map((c) => (c.startsWith('-') ? c.slice(1) : c));
}

/** A move in words, in the position before it: "7 of hearts from column 3 to the 8 of spades in column 5". */
export function describeMove(words: Phrasebook, state: GameState, move: Move): string {
  if (move.kind === 'deal') {
    const n = Math.min(7, state.stock.length);
    return words.text('moveDeal', { cards: words.count('cards', n), where: words.text(state.rules.stockTo === 'reserve' ? 'dealToReserve' : 'dealToTableau') });
  }
  if (move.kind === 'redeal') return words.text('moveRedeal');
  const cards = movingCards(state, move);
  const what =
    cards.length <= 1
      ? cards[0] === undefined ? '?' : words.card(cards[0])
      : words.text('moveRun', { count: cards.length, first: words.card(cards[0]!), last: words.card(cards[cards.length - 1]!) });
  let where: string;
  if (move.to[0] === 'f') where = words.place(move.to);
  else {
    const target = pileCards(state, move.to);
    const top = target[target.length - 1];
    where = top === undefined ? words.text('moveWhereEmpty', { place: words.place(move.to) }) : words.text('moveWhereCard', { card: words.card(top), place: words.place(move.to) });
  }
  return words.text('move', { what, from: words.place(move.from), where });
}

/** The announcement after a move: "Moved 7 of hearts from column 3 to …. 12 cards home." */
export function describePlayed(words: Phrasebook, before: GameState, after: GameState, move: Move, auto = false): string {
  const home = SUITS.reduce((n, s) => n + after.foundations[s].length, 0);
  if (move.kind === 'deal' || move.kind === 'redeal') {
    const left = after.stock.length === 0 ? words.text('stockNowEmpty') : words.text('stockLeft', { cards: words.count('cards', after.stock.length) });
    return words.text('playedDeal', { move: capitalize(describeMove(words, before, move)), left });
  }
  const turned = after.tableau.some((col, i) => col.length > 0 && before.tableau[i]!.length > col.length && before.tableau[i]![col.length - 1]!.startsWith('-'));
  return words.text(auto ? 'playedAuto' : 'played', {
    move: describeMove(words, before, move),
    turned: turned ? words.text('turnedUp') : '',
    home: words.count('cards', home),
  });
}
