/**
 * Board geometry from the container's width (measured with a ResizeObserver) and the screen's
 * height: the card size, the gaps, and each column's overlap, compressed so that long columns stay
 * on screen. Pure arithmetic; the element turns it into CSS custom properties and `top` offsets.
 */
import type { GameState } from '../engine/index.js';

export interface BoardMetrics {
  /** Card width and height in px. */
  cardW: number;
  cardH: number;
  /** Space between piles and around the board. */
  gap: number;
  pad: number;
  /** Per tableau column: the `top` of each card in px. */
  columnTops: number[][];
  /** Height of the tableau area (the tallest column, at least room for a few cards). */
  tableauHeight: number;
  /** Per reserve pile: the `top` of each card in px, and the reserve row's height. */
  reserveTops: number[][];
  reserveHeight: number;
  /** True when the board is narrow (phone): smaller labels, the status line wraps. */
  compact: boolean;
}

const clamp = (min: number, value: number, max: number): number => Math.min(max, Math.max(min, value));

/** Widest card, in px: beyond this the board is centred in its container instead of growing. */
export const MAX_CARD_WIDTH = 118;
/** Card height ÷ width (a poker card is 88 × 63 mm). */
export const CARD_RATIO = 1.4;
/** Room for the status line and toolbar above the board, in px. */
const CHROME_HEIGHT = 64;

/**
 * The board's geometry for a container `width` px wide on a screen `screenHeight` px tall.
 * Cards shrink to fit the width; on a wide but short screen they also shrink so that the board,
 * with a typical column, fits the height (never below 56 px, or the width's size if smaller).
 * `maxCardWidth` (the page's `--agnes-card-width`) caps the card width.
 */
export function measureBoard(width: number, screenHeight: number, state: GameState, maxCardWidth = MAX_CARD_WIDTH): BoardMetrics {
  const w = Math.max(280, width);
  const pad = Math.round(clamp(4, w * 0.014, 16));
  const gap = Math.round(clamp(3, w * 0.011, 14));
  const byWidth = (w - 2 * pad - 6 * gap) / 7;
  const hasReserve = state.reserve.length > 0;
  // Rows in card heights: top row, reserve row (with a little fan), tableau with ~6 overlapped cards.
  const rowsInCards = 1 + (hasReserve ? 1.45 : 0) + 2.6;
  const byHeight = (screenHeight - CHROME_HEIGHT - 2 * pad - 3 * gap) / rowsInCards / CARD_RATIO;
  const cardW = Math.floor(Math.min(byWidth, maxCardWidth, Math.max(56, byHeight)));
  const cardH = Math.round(cardW * CARD_RATIO);

  // The reserve: a short fan, so the cards under each top card can be read.
  const reserveStep = Math.round(cardH * 0.2);
  const reserveTops = state.reserve.map((pile) => pile.map((_, i) => i * reserveStep));
  const reserveLongest = Math.max(1, ...state.reserve.map((pile) => pile.length));
  const reserveHeight = hasReserve ? cardH + (reserveLongest - 1) * reserveStep : 0;

  // The tableau: the room left on screen, but never less than three cards' height.
  const above = cardH + gap + (hasReserve ? reserveHeight + gap : 0);
  const room = Math.max(cardH * 3, screenHeight - CHROME_HEIGHT - above - 2 * pad);
  const upStep = cardH * 0.27;
  const downStep = cardH * 0.1;
  const columnTops = state.tableau.map((column) => {
    const downs = column.slice(0, -1).filter((slot) => slot.startsWith('-')).length;
    const ups = Math.max(0, column.length - 1 - downs);
    let down = downStep;
    let up = upStep;
    const need = (): number => cardH + downs * down + ups * up;
    if (need() > room) down = cardH * 0.05;
    if (need() > room && ups > 0) up = Math.max(cardH * 0.11, (room - cardH - downs * down) / ups);
    const tops: number[] = [];
    let y = 0;
    column.forEach((slot, i) => {
      tops.push(Math.round(y));
      if (i < column.length - 1) y += slot.startsWith('-') ? down : up;
    });
    return tops;
  });
  const tallest = Math.max(0, ...columnTops.map((tops) => (tops.length ? tops[tops.length - 1]! + cardH : 0)));
  const tableauHeight = Math.ceil(Math.max(tallest, Math.min(room, cardH + upStep * 5)));

  return { cardW, cardH, gap, pad, columnTops, tableauHeight, reserveTops, reserveHeight, compact: w < 520 };
}
