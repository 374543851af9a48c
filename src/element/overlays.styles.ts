/**
 * Styles of what shows over the board (agnes-solitaire.styles.ts puts them after the board's): the
 * banner, the replay controls and the finish offer (the statistics panel, the replay controls and
 * the celebration have the rest of theirs in result-views.ts, loaded with them).
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

  /* The replay controls and the finish offer: non-modal, over the board (the statistics panel's,
     the replay's and the celebration's own styles come with their views, in result-views.ts). */
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
  .compact .replay,
  .compact .finish,
  .compact .stats-panel {
    font-size: 13px;
  }
`;
