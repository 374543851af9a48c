/**
 * Styles of `<agnes-solitaire>`, one sheet in this order: the host, the themes, the table, status
 * line and toolbar (here), the board (board.styles.ts), what shows over it (overlays.styles.ts),
 * and last the rules that cut across them (here). Everything stays inside the shadow root; the page
 * can theme it through the `--agnes-*` custom properties (each has a fallback) and the `::part()` names.
 * Card sizes arrive from the element as `--_cw` / `--_ch` (px, from the measured container width).
 * Colours meet WCAG AA: white on the felt 6.5:1, red on card 5.9:1, ink on card 16:1.
 */
import { css } from 'lit';
import { BOARD } from './board.styles.js';
import { OVERLAYS } from './overlays.styles.js';

/** The light theme's colours (`theme="light"`, and `auto` on a light system). */
const LIGHT = css`
    --_felt: #f3f0e8;
    --_text: #1f2a24;
    --_card-face: #ffffff;
    --_card-back: #2f5d8a;
    --_red: #c0102a;
    --_focus: #1a56db;
    --_focus-edge: #ffffff;
    --_focus-halo: rgba(26, 86, 219, 0.25);
    --_selected: #1f78d1;
    --_target: #c98a00;
    --_target-glow: rgba(201, 138, 0, 0.45);
    --_target-fill: rgba(201, 138, 0, 0.12);
    --_hint: #0c8f61;
    --_hint-glow: rgba(12, 143, 97, 0.45);
    --_slot: rgba(31, 42, 36, 0.35);
    --_slot-text: #4f5a54;
    --_track: rgba(31, 42, 36, 0.07);
    --_button-bg: #ffffff;
    --_button-hover: #eef2ee;
    --_button-text: #1f2a24;
    --_button-border: rgba(31, 42, 36, 0.3);
    --_button-disabled-bg: #ebe8e0;
    --_button-disabled-text: #6b716d;
    --_badge-bg: #1f2a24;
    --_badge-text: #ffffff;
    --_notice: #8a4500;
    --_banner-bg: rgba(255, 255, 255, 0.97);
`;

/** The dark theme's colours (`theme="dark"`, and `auto` on a dark system). */
const DARK = css`
    --_felt: #17191d;
    --_text: #e8eaed;
    --_card-face: #ebe8e1;
    --_card-back: #4a3a78;
    --_red: #b3001e;
    --_black: #15181c;
    --_blue: #0f4fb0;
    --_green: #0b6a31;
    --_focus: #8ab4f8;
    --_focus-edge: #000000;
    --_focus-halo: rgba(138, 180, 248, 0.35);
    --_selected: #8ab4f8;
    --_target: #fdd663;
    --_target-glow: rgba(253, 214, 99, 0.5);
    --_target-fill: rgba(253, 214, 99, 0.1);
    --_hint: #81c995;
    --_hint-glow: rgba(129, 201, 149, 0.6);
    --_slot: rgba(232, 234, 237, 0.35);
    --_slot-text: #bdc1c6;
    --_track: rgba(255, 255, 255, 0.04);
    --_button-bg: #2b2f35;
    --_button-hover: #383d44;
    --_button-text: #e8eaed;
    --_button-border: rgba(255, 255, 255, 0.18);
    --_button-disabled-bg: #202327;
    --_button-disabled-text: #80868b;
    --_badge-bg: #8ab4f8;
    --_badge-text: #111317;
    --_notice: #fdd663;
    --_banner-bg: rgba(32, 35, 40, 0.96);
`;

// First: the host, the themes, the table, the status line and the toolbar.
// `display: block !important` on the host: a page's normal rules cannot override it (a theme's
// `* { all: unset }` would turn the host inline, which leaves the board without a size), and its
// important ones lose to the shadow root's. Hide the element with the hidden attribute.
const TABLE = css`
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
    color: var(--agnes-text, var(--_text));
    font-family: var(--agnes-font, system-ui, sans-serif);
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
      var(--agnes-felt, var(--_felt));
    border-radius: var(--agnes-table-radius, 12px);
    padding: var(--_pad) var(--_pad) calc(var(--_pad) * 1.5);
    user-select: none;
    -webkit-user-select: none;
    overflow: hidden;
  }


  /* Themes: each sets the fallbacks (--_*) that the public --agnes-* properties override (the
     banner's text is the table's in every theme). ---------------------------------------------- */
  .table {
    --_felt: #1d6b45;
    --_text: #ffffff;
    --_card-face: #fffdf8;
    --_card-back: #23395d;
    --_red: #c8102e;
    --_black: #1a1f24;
    --_blue: #1457c0;
    --_green: #0f7a3a;
    --_focus: #ffffff;
    --_focus-edge: #0b2a1a;
    --_focus-halo: rgba(11, 42, 26, 0.55);
    --_selected: #5cb8ff;
    --_target: #ffe37a;
    --_target-glow: rgba(255, 227, 122, 0.7);
    --_target-fill: rgba(255, 227, 122, 0.14);
    --_hint: #7cf3c0;
    --_hint-glow: rgba(124, 243, 192, 0.8);
    --_slot: rgba(255, 255, 255, 0.55);
    --_slot-text: #dcefe4;
    --_track: rgba(0, 0, 0, 0.1);
    --_button-bg: #f3efe2;
    --_button-hover: #ffffff;
    --_button-text: #14261c;
    --_button-border: rgba(0, 0, 0, 0.25);
    --_button-disabled-bg: #c9cfc6;
    --_button-disabled-text: #4b5a52;
    --_badge-bg: #fff3c4;
    --_badge-text: #14261c;
    --_notice: #fff3c4;
    --_banner-bg: rgba(10, 32, 20, 0.92);
    --_radius: var(--agnes-card-radius, var(--_radius-auto));
  }
  /* auto: light unless the system prefers dark (every supported browser reports light or dark). */
  .table.theme-light,
  .table.theme-auto {
${LIGHT}
  }
  .table.theme-dark {
${DARK}
  }
  @media (prefers-color-scheme: dark) {
    .table.theme-auto {
      ${DARK}
    }
  }
  /* Light tables: the card edge and the gloss need more contrast. */
  .table.theme-light .card {
    border-color: rgba(31, 42, 36, 0.3);
  }
  .four-color .card.s-d {
    color: var(--agnes-blue, var(--_blue));
  }
  .four-color .card.s-c {
    color: var(--agnes-green, var(--_green));
  }

  /* Header: status line and toolbar ------------------------------------------------------------ */
  .header {
    position: relative;
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
    color: var(--agnes-notice, var(--_notice));
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  /* Every button: the toolbar's, the status line's icons, the banner's, the panels'. */
  button {
    font: inherit;
    color: var(--agnes-button-text, var(--_button-text));
    background: var(--agnes-button-bg, var(--_button-bg));
    border: 1px solid var(--_button-border);
    border-radius: var(--agnes-button-radius, 8px);
    cursor: pointer;
    min-height: 36px;
    font-size: 14px;
    font-weight: 700;
    padding: 8px 14px;
  }
  /* Hover: every button but the status line's icons (in a span; the others are in a div), where a
     pointer can hover (a touch screen would keep a tapped button's hover colour). */
  @media (hover: hover) {
    div > button:hover:not(:disabled) {
      background: var(--agnes-button-hover, var(--_button-hover));
    }
  }
  button:disabled {
    cursor: default;
    color: var(--agnes-button-disabled-text, var(--_button-disabled-text));
    background: var(--agnes-button-disabled-bg, var(--_button-disabled-bg));
  }
  button:focus-visible {
    outline: 3px solid var(--agnes-focus, var(--_focus));
    outline-offset: 2px;
  }
  .toolbar button {
    font-weight: 600;
    line-height: 1;
    padding: 8px 12px;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    box-shadow: 0 1px 0 rgba(0, 0, 0, 0.25);
  }
  .toolbar button:active:not(:disabled) {
    transform: translateY(1px);
    box-shadow: none;
  }
  .toolbar svg,
  .status-tools svg {
    width: 16px;
    height: 16px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2.2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .toolbar svg {
    width: 15px;
    height: 15px;
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
    letter-spacing: -0.02em;
    min-width: 0;
  }
  .compact .toolbar button span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .compact .status {
    font-size: 13px;
    gap: 2px 10px;
  }
  /* On a phone: Statistics and Copy link as icon buttons at the end of the status line. */
  .status-tools {
    display: inline-flex;
    gap: 4px;
    margin-left: auto;
    align-self: center;
  }
  .status-tools button {
    width: 34px;
    height: 30px;
    min-height: 0;
    padding: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
`;

/** Last: the show-solvable indicator, visually hidden text, and reduced motion and forced colours over every part. */
const LAST = css`
  /* show-solvable */
  .solvable {
    display: inline-flex;
    align-items: center;
    gap: 5px;
  }
  .solvable .dot {
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: currentColor;
    opacity: 0.6;
  }
  .solvable[data-solvable='yes'] .dot {
    background: #3ddc84;
    opacity: 1;
  }
  .solvable[data-solvable='no'] .dot {
    background: #ff6b6b;
    opacity: 1;
  }
  .solvable[data-solvable='thinking'] .dot {
    animation: agnes-think 1s ease-in-out infinite alternate;
  }
  @keyframes agnes-think {
    to {
      opacity: 0.15;
    }
  }

  /* (Only a div and a p have it: no padding or border to take off, no other rule to outrank.) */
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  /* No movement under prefers-reduced-motion or the reduced-motion attribute (the element adds .reduced). */
  .reduced .card.hint,
  .reduced .slot.hint,
  .reduced .banner,
  .reduced .solvable .dot {
    animation: none;
  }
  .reduced .card.selected {
    transform: none;
  }
  @media (prefers-reduced-motion: reduce) {
    .card.hint,
    .slot.hint,
    .banner,
    .solvable .dot {
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

export const styles = [TABLE, BOARD, OVERLAYS, LAST];
