/**
 * The win's celebration: suit symbols that fall across the table for about two seconds, drawn
 * once per win as a layer that takes no pointer events and is hidden from assistive technology
 * (the live region and the banner say "You won"). Positions come from a fixed pattern, not
 * Math.random, so that every win looks alike and screenshots are stable.
 */
import { html, svg } from 'lit';
import type { TemplateResult } from 'lit';
import { styleProperties } from './style-properties.js';

const SHAPES = [
  svg`<path d="M50 91C46 86 6 60 6 33C6 17 18 7 31 7C40 7 47 12 50 20C53 12 60 7 69 7C82 7 94 17 94 33C94 60 54 86 50 91Z"/>`,
  svg`<path d="M50 4C60 21 73 37 88 50C73 63 60 79 50 96C40 79 27 63 12 50C27 37 40 21 50 4Z"/>`,
  svg`<path d="M50 5C56 19 92 38 92 62C92 75 82 83 71 83C63 83 57 79 54 74C55 83 59 90 67 95H33C41 90 45 83 46 74C43 79 37 83 29 83C18 83 8 75 8 62C8 38 44 19 50 5Z"/>`,
  svg`<circle cx="50" cy="28" r="19"/><circle cx="27" cy="58" r="19"/><circle cx="73" cy="58" r="19"/><path d="M44 40H56L57 62C58 80 61 89 68 95H32C39 89 42 80 43 62Z"/>`,
];
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
    return html`<svg viewBox="0 0 100 100" style=${styleProperties(style)}>${SHAPES[i % SHAPES.length]}</svg>`;
  });
  return html`<div class="celebration" aria-hidden="true">${pieces}</div>`;
}
