/**
 * Styles of `<agnes-solitaire>`. Everything stays inside the shadow root; the page can theme it
 * through the `--agnes-*` custom properties (each has a fallback) and the `::part()` names.
 * Card sizes arrive from the element as `--_cw` / `--_ch` (px, from the measured container width).
 * Colours meet WCAG AA: white on the felt 6.5:1, red on card 5.9:1, ink on card 16:1.
 */
import { css } from 'lit';

// `display: block !important` on the host: a page's normal rules cannot override it (a theme's
// `* { all: unset }` would turn the host inline, which leaves the board without a size), and its
// important ones lose to the shadow root's. Hide the element with the hidden attribute.
export const styles = css`
  :host {
    display: block !important;
    contain: layout style;
    box-sizing: border-box;
    min-width: 0;
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* Every inherited text property is set here, so nothing of the page's text styling leaks in. */
  .table {
    color: var(--agnes-text, #ffffff);
    font-family: var(--agnes-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
    font-size: 16px;
    font-style: normal;
    font-weight: 400;
    font-variant: normal;
    line-height: 1.3;
    letter-spacing: normal;
    word-spacing: normal;
    text-align: left;
    text-indent: 0;
    text-transform: none;
    text-shadow: none;
    white-space: normal;
    direction: ltr;
    cursor: default;
    position: relative;
    background:
      radial-gradient(ellipse at 50% 0%, rgba(255, 255, 255, 0.08), transparent 70%),
      var(--agnes-felt, #1d6b45);
    border-radius: var(--agnes-table-radius, 12px);
    padding: var(--_pad) var(--_pad) calc(var(--_pad) * 1.5);
    user-select: none;
    -webkit-user-select: none;
    overflow: hidden;
  }

  /* Header: status line and toolbar ------------------------------------------------------------ */
  .header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
    max-width: var(--_board-w);
    margin: 0 auto var(--_gap);
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 2px 14px;
    font-size: 14px;
    font-variant-numeric: tabular-nums;
    min-height: 1.3em;
  }
  .status b {
    font-weight: 700;
  }
  .status .label {
    opacity: 0.92;
  }
  .notice {
    flex-basis: 100%;
    order: 3;
    font-size: 14px;
    min-height: 1.3em;
    color: var(--agnes-notice, #fff3c4);
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .toolbar button {
    font: inherit;
    font-size: 14px;
    font-weight: 600;
    line-height: 1;
    color: var(--agnes-button-text, #14261c);
    background: var(--agnes-button-bg, #f3efe2);
    border: 1px solid rgba(0, 0, 0, 0.25);
    border-radius: 8px;
    padding: 8px 12px;
    min-height: 36px;
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    box-shadow: 0 1px 0 rgba(0, 0, 0, 0.25);
  }
  .toolbar button:hover:not(:disabled) {
    background: var(--agnes-button-hover, #ffffff);
  }
  .toolbar button:active:not(:disabled) {
    transform: translateY(1px);
    box-shadow: none;
  }
  .toolbar button:disabled {
    cursor: default;
    color: #4b5a52;
    background: #c9cfc6;
  }
  .toolbar svg {
    width: 15px;
    height: 15px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .compact .toolbar {
    width: 100%;
    display: grid;
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: 4px;
  }
  .compact .toolbar button {
    justify-content: center;
    flex-direction: column;
    gap: 3px;
    padding: 6px 1px;
    font-size: 11px;
    letter-spacing: -0.01em;
  }
  .compact .status {
    font-size: 13px;
    gap: 2px 10px;
  }

  /* The board --------------------------------------------------------------------------------- */
  .board {
    position: relative;
    display: grid;
    grid-template-columns: repeat(7, var(--_cw));
    justify-content: center;
    column-gap: var(--_gap);
    row-gap: var(--_gap);
    outline: none;
    touch-action: manipulation;
  }
  .board[aria-busy='true'] .pile {
    opacity: 0.55;
  }
  .pile {
    position: relative;
    width: var(--_cw);
    height: var(--_ch);
  }
  .pile.column {
    height: var(--_tableau-h);
    margin-top: calc(var(--_gap) * 0.6);
  }
  /* A faint track under each column shows where cards can be dropped. */
  .pile.column::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--_radius);
    background: linear-gradient(rgba(0, 0, 0, 0.1), rgba(0, 0, 0, 0.02));
    pointer-events: none;
  }
  .pile.reserve {
    height: var(--_reserve-h);
  }
  .info {
    grid-column: 2 / span 2;
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    text-align: center;
    gap: 2px;
    font-size: calc(var(--_cw) * 0.17);
    line-height: 1.15;
  }
  .info .base {
    font-size: calc(var(--_cw) * 0.42);
    font-weight: 800;
    line-height: 1;
  }
  .compact .info {
    font-size: 11px;
  }

  /* Empty places ------------------------------------------------------------------------------ */
  .slot {
    position: absolute;
    left: 0;
    top: 0;
    width: var(--_cw);
    height: var(--_ch);
    border-radius: var(--_radius);
    border: 2px dashed var(--agnes-slot, rgba(255, 255, 255, 0.55));
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    color: var(--agnes-slot-text, #dcefe4);
    font-weight: 700;
    font-size: calc(var(--_cw) * 0.3);
    cursor: pointer;
  }
  .slot .slot-pip {
    width: 42%;
    height: auto;
    fill: currentColor;
  }
  .slot .slot-text {
    font-size: max(10px, calc(var(--_cw) * 0.16));
    font-weight: 600;
    margin-top: 2px;
  }

  /* Cards -------------------------------------------------------------------------------------- */
  .card {
    position: absolute;
    left: 0;
    width: var(--_cw);
    height: var(--_ch);
    border-radius: var(--_radius);
    background: var(--agnes-card-face, #fffdf8);
    color: var(--agnes-black, #1a1f24);
    box-shadow:
      0 0 0 1px rgba(0, 0, 0, 0.28),
      0 1px 2px rgba(0, 0, 0, 0.3);
    overflow: hidden;
    touch-action: none;
    cursor: grab;
    transition: box-shadow 120ms ease;
  }
  .card.red {
    color: var(--agnes-red, #c8102e);
  }
  .card.down {
    cursor: default;
    background: var(--agnes-card-back, #23395d);
    border: calc(var(--_cw) * 0.05) solid var(--agnes-card-face, #fffdf8);
  }
  .back-pattern {
    position: absolute;
    inset: 0;
    border-radius: calc(var(--_radius) * 0.6);
    background:
      repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.13) 0 2px, transparent 2px 7px),
      repeating-linear-gradient(-45deg, rgba(255, 255, 255, 0.13) 0 2px, transparent 2px 7px),
      var(--agnes-card-back, #23395d);
  }
  .index {
    position: absolute;
    top: calc(var(--_cw) * 0.04);
    left: calc(var(--_cw) * 0.06);
    right: calc(var(--_cw) * 0.06);
    display: flex;
    align-items: center;
    justify-content: space-between;
    font-weight: 700;
    line-height: 1;
    letter-spacing: -0.04em;
  }
  .index .rank {
    font-size: calc(var(--_cw) * 0.34);
  }
  .rank::before,
  .court-rank::before {
    content: attr(data-rank);
  }
  .index-pip {
    width: calc(var(--_cw) * 0.27);
    height: calc(var(--_cw) * 0.27);
    fill: currentColor;
  }
  .index.bottom {
    top: auto;
    bottom: calc(var(--_cw) * 0.04);
    transform: rotate(180deg);
  }
  .compact .index.bottom {
    display: none;
  }
  .big-pip {
    position: absolute;
    left: 22%;
    top: 38%;
    width: 56%;
    height: 40%;
    fill: currentColor;
  }
  .big-pip.ace {
    left: 18%;
    width: 64%;
    height: 46%;
    top: 35%;
  }
  .court {
    position: absolute;
    left: 16%;
    right: 16%;
    top: 36%;
    bottom: 17%;
    border: 1px solid currentColor;
    border-radius: calc(var(--_radius) * 0.6);
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 2%;
    background: rgba(0, 0, 0, 0.03);
  }
  .court-rank {
    font-family: Georgia, 'Times New Roman', serif;
    font-size: calc(var(--_cw) * 0.36);
    font-weight: 700;
  }
  .court-pip {
    width: 34%;
    height: auto;
    fill: currentColor;
  }
  .compact .court {
    bottom: 8%;
  }

  /* Stock ------------------------------------------------------------------------------------- */
  .stock .card {
    cursor: pointer;
    box-shadow:
      0 0 0 1px rgba(0, 0, 0, 0.3),
      2px 2px 0 -1px var(--agnes-card-back, #23395d),
      2px 2px 0 0 rgba(255, 255, 255, 0.7),
      4px 4px 0 -1px var(--agnes-card-back, #23395d),
      4px 4px 0 0 rgba(255, 255, 255, 0.5);
  }
  .count {
    position: absolute;
    right: -4px;
    bottom: -4px;
    min-width: calc(var(--_cw) * 0.42);
    padding: 2px 5px;
    border-radius: 999px;
    background: var(--agnes-badge-bg, #fff3c4);
    color: var(--agnes-badge-text, #14261c);
    font-size: max(11px, calc(var(--_cw) * 0.2));
    font-weight: 800;
    text-align: center;
    line-height: 1.2;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.4);
    pointer-events: none;
  }

  /* States: focus, selection, drop targets, hints ---------------------------------------------- */
  [role='button']:focus {
    outline: none;
  }
  /* Focus: a white ring with a dark edge, distinct from the gold of drop targets. */
  [role='button']:focus-visible,
  .board.keyboard [role='button']:focus,
  .toolbar button:focus-visible {
    outline: 3px solid var(--agnes-focus, #ffffff);
    outline-offset: 2px;
    box-shadow:
      0 0 0 2px #0b2a1a,
      0 0 0 7px rgba(11, 42, 26, 0.55);
    z-index: 60;
  }
  .toolbar button:focus-visible {
    outline-offset: 1px;
  }
  /* Focused and picked up (or a drop target): both signs at once. */
  .board.keyboard .card.selected:focus,
  .card.selected:focus-visible {
    box-shadow:
      0 0 0 2px #0b2a1a,
      0 0 0 6px var(--agnes-selected, #5cb8ff),
      0 6px 14px rgba(0, 0, 0, 0.45);
  }
  .board.keyboard .target:focus,
  .target:focus-visible {
    box-shadow:
      0 0 0 2px #0b2a1a,
      0 0 0 6px var(--agnes-target, #ffe37a);
  }
  .card.selected {
    box-shadow:
      0 0 0 3px var(--agnes-selected, #5cb8ff),
      0 6px 14px rgba(0, 0, 0, 0.45);
    transform: translateY(-3px);
  }
  .card.target,
  .slot.target {
    box-shadow:
      0 0 0 3px var(--agnes-target, #ffe37a),
      0 0 14px 2px rgba(255, 227, 122, 0.7);
  }
  .slot.target {
    border-color: var(--agnes-target, #ffe37a);
    background: rgba(255, 227, 122, 0.14);
  }
  .card.hint,
  .slot.hint {
    animation: agnes-hint 0.9s ease-in-out 3;
    box-shadow: 0 0 0 3px var(--agnes-hint, #7cf3c0);
  }
  @keyframes agnes-hint {
    50% {
      box-shadow: 0 0 0 5px var(--agnes-hint, #7cf3c0), 0 0 18px 4px rgba(124, 243, 192, 0.8);
    }
  }
  .card.dragging {
    z-index: 1000;
    pointer-events: none;
    cursor: grabbing;
    box-shadow:
      0 0 0 1px rgba(0, 0, 0, 0.3),
      0 12px 24px rgba(0, 0, 0, 0.45);
    transition: none;
  }

  /* Messages over the board -------------------------------------------------------------------- */
  .banner {
    position: absolute;
    left: 50%;
    top: 42%;
    transform: translate(-50%, -50%);
    z-index: 1100;
    background: rgba(10, 32, 20, 0.9);
    color: #ffffff;
    padding: 14px 22px;
    border-radius: 12px;
    font-size: 18px;
    font-weight: 700;
    text-align: center;
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.4);
    pointer-events: none;
    max-width: 90%;
  }
  .banner {
    animation: agnes-pop 280ms cubic-bezier(0.2, 0.9, 0.3, 1.25) both;
  }
  @keyframes agnes-pop {
    from {
      opacity: 0;
      transform: translate(-50%, -50%) scale(0.85);
    }
  }
  .banner small {
    display: block;
    font-size: 14px;
    font-weight: 500;
    margin-top: 4px;
  }
  .compact .banner {
    top: calc(var(--_ch) * 0.5 + var(--_gap));
    font-size: 15px;
    padding: 10px 14px;
    width: max-content;
    max-width: 88%;
  }
  .compact .banner small {
    font-size: 12px;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }

  @media (prefers-reduced-motion: reduce) {
    .card,
    .card.hint,
    .slot.hint,
    .banner {
      transition: none;
      animation: none;
    }
  }
  @media (forced-colors: active) {
    .card {
      border: 1px solid CanvasText;
    }
    .card.selected,
    .card.target,
    .slot.target {
      outline: 3px solid Highlight;
    }
  }
`;
