/**
 * Styles of what shows over the board (agnes-solitaire.styles.ts puts them after the board's): the
 * banner, the statistics panel, the replay controls, the finish offer, and the win's celebration.
 */
import { css } from 'lit';

export const OVERLAYS = css`
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
  /* The day on a line of its own: the figures of the game keep together below it. */
  .banner-figures .daily {
    flex-basis: 100%;
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
`;
