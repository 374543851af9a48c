/**
 * Drawing cards: suit symbols as inline SVG paths (no image files, no fonts fetched), a face with a
 * large rank-and-suit index in the top strip (the part that stays visible in an overlapped column)
 * and a large symbol below, and a patterned back. Sizes come from CSS (`--_cw`, the card width the
 * element computes), so the cards are crisp at any size. Styling lives in board.styles.ts.
 */
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import type { Card, Suit } from '../engine/index.js';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Suit shapes in a 100 × 100 box, one path each (a club's three leaves are circles drawn as arcs, in
 * the same turning direction as its stem, so that they fill as one shape): one element per symbol,
 * and a deal shows about eighty symbols.
 */
const SUIT_PATHS: Readonly<Record<Suit, string>> = {
  h: 'M50 91C46 86 6 60 6 33C6 17 18 7 31 7C40 7 47 12 50 20C53 12 60 7 69 7C82 7 94 17 94 33C94 60 54 86 50 91Z',
  d: 'M50 4C60 21 73 37 88 50C73 63 60 79 50 96C40 79 27 63 12 50C27 37 40 21 50 4Z',
  s: 'M50 5C56 19 92 38 92 62C92 75 82 83 71 83C63 83 57 79 54 74C55 83 59 90 67 95H33C41 90 45 83 46 74C43 79 37 83 29 83C18 83 8 75 8 62C8 38 44 19 50 5Z',
  c: 'M31 28a19 19 0 1 1 38 0a19 19 0 1 1-38 0ZM8 58a19 19 0 1 1 38 0a19 19 0 1 1-38 0ZM54 58a19 19 0 1 1 38 0a19 19 0 1 1-38 0ZM44 40H56L57 62C58 80 61 89 68 95H32C39 89 42 80 43 62Z',
};

const attrs = <E extends Element>(el: E, values: Readonly<Record<string, string | number>>): E => {
  for (const name in values) el.setAttribute(name, String(values[name]));
  return el;
};

/** A decorative span: the card or pile that shows it carries the name. */
function span(className: string, ...children: Node[]): HTMLSpanElement {
  const el = attrs(document.createElement('span'), { class: className, 'aria-hidden': 'true' });
  el.append(...children);
  return el;
}

/** The shape of a suit symbol (one path), to put in an `<svg viewBox="0 0 100 100">`. */
export function suitShape(suit: Suit): SVGPathElement {
  return attrs(document.createElementNS(SVG, 'path'), { d: SUIT_PATHS[suit] });
}

/**
 * A suit symbol (decorative: the card or pile that shows it carries the name). Made with the DOM,
 * not a template: a card is drawn far more often than it changes (see `cardFace`).
 */
export function suitIcon(suit: Suit, className = 'pip'): SVGSVGElement {
  const icon = attrs(document.createElementNS(SVG, 'svg'), { class: className, viewBox: '0 0 100 100', 'aria-hidden': 'true' });
  icon.append(suitShape(suit));
  return icon;
}

/** The rank as printed on a card: `T` is written 10. */
export const rankLabel = (rank: string): string => (rank === 'T' ? '10' : rank);

export const isRedSuit = (suit: string): boolean => suit === 'h' || suit === 'd';

/**
 * The inside of a face-up card, made once per card and element (the board keeps it, see
 * `CardMemo.node`): the large index (rank and suit) in the top strip, the big symbol or the court
 * frame, the index again upside down at the bottom. Rank letters are CSS generated content
 * (`data-rank`), so the card's text is exactly its accessible name ("king of clubs"), not "K". Built
 * with the DOM rather than a Lit template: a card is drawn far more often than it changes.
 *
 * A card that something lies on shows its top strip at most, so it gets the index alone
 * (`whole: false`): on a fresh deal two thirds of the cards are covered, and the rest of their
 * faces would only cost the first render time. `completeFace` adds the rest once the card is on top.
 */
export function cardFace(card: Card, whole: boolean): HTMLSpanElement {
  const face = span('face', index(card, 'index'));
  if (whole) completeFace(face, card);
  return face;
}

/** The index (rank and suit) of `card`, in the top strip or, upside down, at the bottom. */
function index(card: Card, className: string): HTMLSpanElement {
  return span(className, attrs(span('rank'), { 'data-rank': rankLabel(card[0]!) }), suitIcon(card[1] as Suit, 'index-pip'));
}

/** Adds the big symbol (or the court frame) and the bottom index to a face made without them; once. */
export function completeFace(face: Element, card: Card): void {
  if (face.childElementCount > 1) return;
  const rank = card[0]!;
  const suit = card[1] as Suit;
  const middle = 'JQK'.includes(rank)
    ? span('court', attrs(span('court-rank'), { 'data-rank': rank }), suitIcon(suit, 'court-pip'))
    : suitIcon(suit, rank === 'A' ? 'big-pip ace' : 'big-pip');
  face.append(middle, index(card, 'index bottom'));
}

/** The inside of a face-down card (the pattern is CSS). */
export function cardBack(): TemplateResult {
  return html`<span class="back-pattern" aria-hidden="true"></span>`;
}
