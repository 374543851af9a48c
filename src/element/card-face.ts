/**
 * Drawing cards: suit symbols as inline SVG paths (no image files, no fonts fetched), a face with a
 * large rank-and-suit index in the top strip (the part that stays visible in an overlapped column)
 * and a large symbol below, and a patterned back. Sizes come from CSS (`--agnes-card-w`), so the
 * cards are crisp at any size. Styling lives in agnes-solitaire.styles.ts.
 */
import { html, svg } from 'lit';
import type { SVGTemplateResult, TemplateResult } from 'lit';
import type { Card, Suit } from '../engine/index.js';

/** Suit shapes in a 100 × 100 box. */
export const SUIT_SHAPES: Readonly<Record<Suit, SVGTemplateResult>> = {
  h: svg`<path d="M50 91C46 86 6 60 6 33C6 17 18 7 31 7C40 7 47 12 50 20C53 12 60 7 69 7C82 7 94 17 94 33C94 60 54 86 50 91Z"/>`,
  d: svg`<path d="M50 4C60 21 73 37 88 50C73 63 60 79 50 96C40 79 27 63 12 50C27 37 40 21 50 4Z"/>`,
  s: svg`<path d="M50 5C56 19 92 38 92 62C92 75 82 83 71 83C63 83 57 79 54 74C55 83 59 90 67 95H33C41 90 45 83 46 74C43 79 37 83 29 83C18 83 8 75 8 62C8 38 44 19 50 5Z"/>`,
  c: svg`<circle cx="50" cy="28" r="19"/><circle cx="27" cy="58" r="19"/><circle cx="73" cy="58" r="19"/><path d="M44 40H56L57 62C58 80 61 89 68 95H32C39 89 42 80 43 62Z"/>`,
};

/** A suit symbol (decorative: the card or pile that shows it carries the name). */
export function suitIcon(suit: Suit, className = 'pip'): TemplateResult {
  return html`<svg class=${className} viewBox="0 0 100 100" aria-hidden="true">${SUIT_SHAPES[suit]}</svg>`;
}

/** The rank as printed on a card: `T` is written 10. */
export const rankLabel = (rank: string): string => (rank === 'T' ? '10' : rank);

export const isRedSuit = (suit: string): boolean => suit === 'h' || suit === 'd';

/**
 * The inside of a face-up card. Rank letters are CSS generated content (`data-rank`), so the
 * card's text is exactly its accessible name ("king of clubs"), not "K".
 */
export function cardFace(card: Card): TemplateResult {
  const rank = card[0]!;
  const suit = card[1] as Suit;
  const court = rank === 'J' || rank === 'Q' || rank === 'K';
  const label = rankLabel(rank);
  return html`<span class="index" aria-hidden="true"
      ><span class="rank" data-rank=${label}></span>${suitIcon(suit, 'index-pip')}</span
    >${court
      ? html`<span class="court" aria-hidden="true"><span class="court-rank" data-rank=${rank}></span>${suitIcon(suit, 'court-pip')}</span>`
      : suitIcon(suit, rank === 'A' ? 'big-pip ace' : 'big-pip')}<span class="index bottom" aria-hidden="true"
      ><span class="rank" data-rank=${label}></span>${suitIcon(suit, 'index-pip')}</span
    >`;
}

/** The inside of a face-down card (the pattern is CSS). */
export function cardBack(): TemplateResult {
  return html`<span class="back-pattern" aria-hidden="true"></span>`;
}
