/**
 * Styles of the board (agnes-solitaire.styles.ts puts them after the table's, status line's and
 * toolbar's): its grid, the piles and their empty places, the cards, the stock, and the states of
 * focus, selection, drop targets and hints. Card sizes arrive from the element (see
 * agnes-solitaire.styles.ts).
 */
import { css } from 'lit';

export const BOARD = css`
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
`;
