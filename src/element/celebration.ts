/**
 * The win's celebration: suit symbols that fall across the table for about two seconds, drawn
 * once per win as a layer that takes no pointer events and is hidden from assistive technology
 * (the live region and the banner say "You won"). Positions come from a fixed pattern, not
 * Math.random, so that every win looks alike and screenshots are stable.
 */
import { html } from 'lit';
import type { TemplateResult } from 'lit';
import { suitShapes } from './card-face.js';
import { styleProperties } from './style-properties.js';

/** The four suit symbols of the cards: hearts, diamonds, spades, clubs. */
const SUITS = ['h', 'd', 's', 'c'] as const;
/** Hearts and diamonds in the red, clubs and spades in a light ink and the hint colour. */
const COLOURS = ['var(--agnes-red, var(--_red))', 'var(--agnes-target, var(--_target))', 'var(--agnes-card-face, var(--_card-face))', 'var(--agnes-hint, var(--_hint))'];
const PIECES = 28;

export function celebration(): TemplateResult {
  const pieces = Array.from({ length: PIECES }, (_, i) => {
    const spread = (i * 37) % 100;
    const style = {
      '--x': `${spread}%`,
      '--size': `${18 + ((i * 11) % 22)}px`,
      '--delay': `${(i % 9) * 90}ms`,
      '--time': `${1300 + ((i * 53) % 700)}ms`,
      '--drift': `${((i * 29) % 120) - 60}px`,
      '--spin': `${((i * 97) % 540) - 270}deg`,
      '--colour': COLOURS[i % COLOURS.length]!,
    };
    return html`<svg viewBox="0 0 100 100" style=${styleProperties(style)}>${suitShapes(SUITS[i % SUITS.length]!)}</svg>`;
  });
  return html`<div class="celebration" aria-hidden="true">${pieces}</div>`;
}
