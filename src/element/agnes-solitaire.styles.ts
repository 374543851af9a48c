/**
 * Styles of `<agnes-solitaire>`. Everything stays inside the shadow root; the page can theme it
 * through the `--agnes-*` custom properties (each has a fallback) and the `::part()` names.
 * Card sizes arrive from the element as `--_cw` / `--_ch` (px, from the measured container width).
 * Colours meet WCAG AA: white on the felt 6.5:1, red on card 5.9:1, ink on card 16:1.
 */
import { unsafeCSS } from 'lit';

/**
 * The style text of a template (its `${…}` are whole declaration blocks of this file's own text).
 * Not Lit's `css`: one `unsafeCSS` for the finished sheet leaves Lit's `css` (and its check of
 * interpolated values) out of the self-contained builds; the build minifies these templates as it
 * does Lit's, by the tag's name.
 */
const css = (strings: TemplateStringsArray, ...parts: string[]): string => strings.reduce((text, piece, i) => text + parts[i - 1] + piece);

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

// `display: block !important` on the host: a page's normal rules cannot override it (a theme's
// `* { all: unset }` would turn the host inline, which leaves the board without a size), and its
// important ones lose to the shadow root's. Hide the element with the hidden attribute.
export const styles = unsafeCSS(css`
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
  /* Hover: every button but the status line's icons (in a span; the others are in a div). */
  div > button:hover:not(:disabled) {
    background: var(--agnes-button-hover, var(--_button-hover));
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

  /* The board --------------------------------------------------------------------------------- */
  .board {
    position: relative;
    display: grid;
    grid-template-columns: repeat(7, var(--_cw));
    justify-content: center;
    gap: var(--_gap);
    touch-action: manipulation;
  }
  .board[aria-busy='true'] .pile {
    opacity: 0.55;
  }
  /* No containment on piles: it would make each a stacking context, and a flying or dragged card
     must pass over the other piles. Cards are contained (their size is fixed). */
  .pile {
    position: relative;
    width: var(--_cw);
    height: var(--_ch);
  }
  .pile.column {
    margin-top: calc(var(--_gap) * 0.6);
  }
  /* A faint track under each column shows where cards can be dropped. */
  .pile.column::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--_radius);
    background: linear-gradient(var(--_track), rgba(0, 0, 0, 0.02));
    pointer-events: none;
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
    width: var(--_cw);
    height: var(--_ch);
    border-radius: var(--_radius);
    border: 2px dashed var(--agnes-slot, var(--_slot));
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    color: var(--agnes-slot-text, var(--_slot-text));
    font-weight: 700;
    font-size: calc(var(--_cw) * 0.3);
    cursor: pointer;
  }
  .slot .slot-pip {
    width: 42%;
    fill: currentColor;
  }
  .slot .slot-text {
    font-size: max(10px, calc(var(--_cw) * 0.16));
    font-weight: 600;
    margin-top: 2px;
  }

  /* Cards -------------------------------------------------------------------------------------- */
  /* No transition of the rings (selected, drop target): box-shadow does not animate on the
     compositor, so one repainted the board at every frame after each tap (4x CPU, a Bernauer game:
     paint 13.9 s -> 6.0 s). */
  .card {
    position: absolute;
    width: var(--_cw);
    height: var(--_ch);
    border-radius: var(--_radius);
    background: var(--agnes-card-face, var(--_card-face));
    color: var(--agnes-black, var(--_black));
    box-shadow:
      0 0 0 1px rgba(0, 0, 0, 0.28),
      0 1px 2px rgba(0, 0, 0, 0.3);
    overflow: hidden;
    contain: strict;
    touch-action: none;
    cursor: grab;
  }
  .card.red {
    color: var(--agnes-red, var(--_red));
  }
  .card.down {
    cursor: default;
    background: var(--agnes-card-back, var(--_card-back));
    border: calc(var(--_cw) * 0.05) solid var(--agnes-card-face, var(--_card-face));
  }
  .back-pattern {
    position: absolute;
    inset: 0;
    border-radius: calc(var(--_radius) * 0.6);
    background:
      repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.13) 0 2px, transparent 2px 7px),
      repeating-linear-gradient(-45deg, rgba(255, 255, 255, 0.13) 0 2px, transparent 2px 7px),
      var(--agnes-card-back, var(--_card-back));
  }
  /* A face's parts are placed on the card itself (the face node only holds them together). The
     card (or slot) is what a tap hits: hit-testing stops there instead of testing every symbol's
     path, a cost on every tap on a phone. */
  .face {
    display: contents;
  }
  .face,
  .back-pattern,
  .slot-pip {
    pointer-events: none;
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
      2px 2px 0 -1px var(--agnes-card-back, var(--_card-back)),
      2px 2px 0 0 rgba(255, 255, 255, 0.7),
      4px 4px 0 -1px var(--agnes-card-back, var(--_card-back)),
      4px 4px 0 0 rgba(255, 255, 255, 0.5);
  }
  .count {
    position: absolute;
    right: -4px;
    bottom: -4px;
    min-width: calc(var(--_cw) * 0.42);
    padding: 2px 5px;
    border-radius: 999px;
    background: var(--agnes-badge-bg, var(--_badge-bg));
    color: var(--agnes-badge-text, var(--_badge-text));
    font-size: max(11px, calc(var(--_cw) * 0.2));
    font-weight: 800;
    text-align: center;
    line-height: 1.2;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.4);
    pointer-events: none;
  }

  /* States: focus, selection, drop targets, hints ---------------------------------------------- */
  /* Focus: a white ring with a dark edge, distinct from the gold of drop targets. (A mouse focus has
     no outline to take off: every supported browser draws its own only at :focus-visible.) */
  [role='button']:focus-visible,
  .board.keyboard [role='button']:focus,
  .toolbar button:focus-visible {
    outline: 3px solid var(--agnes-focus, var(--_focus));
    outline-offset: 2px;
    box-shadow:
      0 0 0 2px var(--_focus-edge),
      0 0 0 7px var(--_focus-halo);
    z-index: 60;
  }
  .toolbar button:focus-visible {
    outline-offset: 1px;
  }
  /* Focused and picked up (or a drop target): both signs at once. */
  .board.keyboard .card.selected:focus,
  .card.selected:focus-visible {
    box-shadow:
      0 0 0 2px var(--_focus-edge),
      0 0 0 6px var(--agnes-selected, var(--_selected)),
      0 6px 14px rgba(0, 0, 0, 0.45);
  }
  .board.keyboard .target:focus,
  .target:focus-visible {
    box-shadow:
      0 0 0 2px var(--_focus-edge),
      0 0 0 6px var(--agnes-target, var(--_target));
  }
  .card.selected {
    box-shadow:
      0 0 0 3px var(--agnes-selected, var(--_selected)),
      0 6px 14px rgba(0, 0, 0, 0.45);
    transform: translateY(-3px);
  }
  .card.target,
  .slot.target {
    box-shadow:
      0 0 0 3px var(--agnes-target, var(--_target)),
      0 0 14px 2px var(--_target-glow);
  }
  .slot.target {
    border-color: var(--agnes-target, var(--_target));
    background: var(--_target-fill);
  }
  .card.hint,
  .slot.hint {
    animation: agnes-hint 0.9s ease-in-out 3;
    box-shadow: 0 0 0 3px var(--agnes-hint, var(--_hint));
  }
  @keyframes agnes-hint {
    50% {
      box-shadow: 0 0 0 5px var(--agnes-hint, var(--_hint)), 0 0 18px 4px var(--_hint-glow);
    }
  }
  .card.dragging {
    z-index: 1000;
    pointer-events: none;
    cursor: grabbing;
    box-shadow:
      0 0 0 1px rgba(0, 0, 0, 0.3),
      0 12px 24px rgba(0, 0, 0, 0.45);
  }

  /* Messages over the board: non-modal (the board stays usable around them) -------------------- */
  /* What the banner, the statistics panel, the replay controls and the finish offer share. */
  .banner,
  .stats-panel,
  .replay,
  .finish {
    position: absolute;
    z-index: 1100;
    display: flex;
    gap: 6px;
    background: var(--agnes-banner-bg, var(--_banner-bg));
    color: var(--agnes-banner-text, var(--_text));
    border-radius: 12px;
    font-size: 14px;
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.4);
    width: max-content;
  }
  .banner {
    left: 50%;
    top: 46%;
    transform: translate(-50%, -50%);
    flex-direction: column;
    align-items: center;
    padding: 14px 22px 16px;
    font-size: 15px;
    text-align: center;
    max-width: min(92%, 440px);
    animation: agnes-pop 280ms cubic-bezier(0.2, 0.9, 0.3, 1.25) both;
  }
  .banner.waiting {
    pointer-events: none;
  }
  @keyframes agnes-pop {
    from {
      opacity: 0;
      transform: translate(-50%, -50%) scale(0.85);
    }
  }
  @keyframes agnes-rise {
    from {
      opacity: 0;
      transform: translate(-50%, 12px);
    }
  }
  .banner-title {
    font-size: 20px;
    font-weight: 800;
  }
  .banner-text {
    font-weight: 500;
  }
  .banner-figures {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 2px 14px;
    margin: 2px 0;
    font-variant-numeric: tabular-nums;
  }
  .banner-figures b {
    font-weight: 800;
  }
  .banner-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
    margin-top: 4px;
  }
  .banner button {
    padding: 8px 16px;
  }
  /* On a phone the banner sits at the bottom of the table, clear of the toolbar and the top row. */
  .compact .banner {
    top: auto;
    bottom: calc(var(--_pad) * 1.5);
    transform: translateX(-50%);
    animation-name: agnes-rise;
    font-size: 13px;
    padding: 10px 14px 12px;
    max-width: 94%;
  }
  .compact .banner-title {
    font-size: 17px;
  }

  /* Statistics panel, replay controls and the finish offer: non-modal, over the board ----------- */
  .stats-panel {
    right: 0;
    top: calc(100% + 4px);
    z-index: 1200;
    flex-direction: column;
    padding: 14px 18px 16px;
    width: min(92%, 320px);
  }
  .stats-game {
    font-weight: 500;
    opacity: 0.92;
  }
  .stats-figures {
    margin: 4px 0;
    display: grid;
    gap: 2px;
    font-variant-numeric: tabular-nums;
  }
  .stats-figures div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  .stats-figures dt {
    font-weight: 500;
  }
  .stats-figures dd {
    margin: 0;
    font-weight: 800;
  }
  .stats-confirm {
    margin: 4px 0 0;
    font-weight: 600;
  }
  .replay {
    left: 50%;
    bottom: calc(var(--_pad) * 1.5);
    transform: translateX(-50%);
  }
  .replay,
  .finish {
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 6px 12px;
    padding: 10px 16px;
    max-width: 94%;
  }
  /* The finish offer comes while cards may still be moved by hand: below the board, not over it. */
  .finish {
    position: relative;
    margin: var(--_gap) auto 0;
  }
  .replay-title {
    font-weight: 800;
  }
  .replay-position {
    font-variant-numeric: tabular-nums;
  }
  .replay-actions {
    display: flex;
    gap: 6px;
  }
  .replay button svg {
    width: 16px;
    height: 16px;
    fill: currentColor;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linejoin: round;
    vertical-align: middle;
  }
  .compact .replay,
  .compact .finish,
  .compact .stats-panel {
    font-size: 13px;
  }
  /* On a phone the panel covers the header (its own Close is there) and lists the figures in two columns. */
  .compact .stats-panel {
    top: 0;
    width: 100%;
    gap: 4px;
    padding: 12px 14px 14px;
  }
  .compact .stats-figures {
    grid-template-columns: 1fr 1fr;
    column-gap: 18px;
  }

  /* The win: suit symbols burst over the table for a moment (never under reduced motion). */
  .celebration {
    position: absolute;
    inset: 0;
    overflow: hidden;
    pointer-events: none;
    z-index: 1050;
  }
  .celebration svg {
    position: absolute;
    top: -8%;
    left: var(--x);
    width: var(--size);
    height: var(--size);
    fill: var(--colour);
    opacity: 0;
    animation: agnes-fall var(--time) cubic-bezier(0.3, 0.1, 0.6, 1) var(--delay) both;
  }
  @keyframes agnes-fall {
    10% {
      opacity: 1;
    }
    80% {
      opacity: 1;
    }
    to {
      opacity: 0;
      transform: translate(var(--drift), 110vh) rotate(var(--spin));
    }
  }

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
`);
