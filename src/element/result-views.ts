/**
 * The views that only a finished game, or a player who asks, needs: the statistics panel (with the
 * daily record and the records by difficulty), the replay's controls and the win's celebration.
 * They are part of the file the element loads when they are first needed (results.ts), as it loads
 * the solver; the element waits for that file before the update that shows one of them, so that
 * `updateComplete` includes it.
 *
 * The templates are made with the element's own Lit, handed in as a `ViewKit` (`resultViews(kit)`):
 * this file imports no Lit, so that the file loaded when needed carries no second copy of it.
 */
import type { css, CSSResult, html, nothing, TemplateResult } from 'lit';
import type { suitShape } from './card-face.js';
import { formatDuration } from './game-clock.js';
import type { Replay } from './replay.js';
import { gameName } from './share-result.js';
import type { AgnesRecordFigures } from './statistics.js';
import type { styleProperties } from './style-properties.js';
import type { icon, ViewHost } from './view-host.js';

/** What the views are made with: Lit's `html` and `nothing`, and the element's own helpers. */
export interface ViewKit {
  html: typeof html;
  css: typeof css;
  nothing: typeof nothing;
  styleProperties: typeof styleProperties;
  suitShape: typeof suitShape;
  icon: typeof icon;
  /** A button of the banner, the finish offer or the statistics panel. */
  bannerButton: (action: string, label: string, run: () => void) => TemplateResult;
}

/** The four suit symbols of the celebration: hearts, diamonds, spades, clubs. */
const SUITS = ['h', 'd', 's', 'c'] as const;
/** Hearts and diamonds in the red, clubs and spades in a light ink and the hint colour. */
const COLOURS = ['var(--agnes-red, var(--_red))', 'var(--agnes-target, var(--_target))', 'var(--agnes-card-face, var(--_card-face))', 'var(--agnes-hint, var(--_hint))'];
/** How many symbols fall: each is an SVG styled on its own, and their first style is one frame's work. */
const PIECES = 20;

/** The views, made with `kit`. */
export function resultViews(kit: ViewKit) {
  const { html, css, nothing, bannerButton } = kit;

  /**
   * The styles of these views, which the element adds to its own when this file has loaded (after
   * them: they build on the rules the banner, the replay controls and the finish offer share).
   */
  const styles: CSSResult = css`
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

  /**
   * The statistics panel (non-modal): the record of the rule set being played, its daily record, and
   * a line for each difficulty played (or dealt now): won of played and the win rate; Reset asks first.
   */
  function renderStats(host: ViewHost): TemplateResult {
    const words = host.words;
    const stats = host.stats();
    const game = gameName(stats.ruleSet);
    const none = words.text('statsNone');
    const rate = (of: AgnesRecordFigures) => (of.played === 0 ? none : `${Math.round(of.winRate * 100)}%`);
    const levels = Object.entries(stats.difficulty).filter(([level, of]) => of.played > 0 || level === host.game.difficulty);
    // The same rows for the record and for its daily record (which counts days).
    const figures = (of: AgnesRecordFigures) => html`<dl class="stats-figures">
      ${(
        [
          [words.text('statsPlayed'), of.played],
          [words.text('statsWon'), of.won],
          [words.text('statsLost'), of.lost],
          [words.text('statsWinRate'), rate(of)],
          [words.text('statsCurrentStreak'), of.currentStreak],
          [words.text('statsBestStreak'), of.bestStreak],
          [words.text('statsBestTime'), of.bestMs === null ? none : formatDuration(of.bestMs)],
          [words.text('statsFewestMoves'), of.fewestMoves ?? none],
        ] as const
      ).map(([label, value]) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}
    </dl>`;
    const confirming = host._panel === 'confirm';
    return html`<div class="stats-panel" part="stats" role="region" aria-label=${words.text('statistics')}>
      <strong class="banner-title">${words.text('statistics')}</strong>
      <span class="stats-game">${game}</span>
      ${figures(stats)}
      ${host.game.dailySetting || stats.daily.played ? html`<span class="stats-game">${words.text('dailyTitle')}</span>${figures(stats.daily)}` : nothing}
      ${levels.length
        ? html`<dl class="stats-figures stats-difficulty">
            ${levels.map(([level, of]) => html`<div><dt>${words.strings.difficultyTitles[level]}</dt><dd>${words.text('statsWon')} ${of.won}/${of.played} · ${rate(of)}</dd></div>`)}
          </dl>`
        : nothing}
      ${confirming ? html`<p class="stats-confirm" role="alert">${words.text('statsResetConfirm', { game })}</p>` : nothing}
      <div class="banner-actions">
        ${confirming
          ? html`${bannerButton('reset-yes', words.text('statsResetYes'), () => {
              host.resetStats();
              (host._panel = 'stats');
              host.announce(words.text('statsWereReset'));
            })}
            ${bannerButton('reset-no', words.text('cancel'), () => (host._panel = 'stats'))}`
          : html`${bannerButton('reset', words.text('statsReset'), () => (host._panel = 'confirm'))} ${bannerButton('close', words.text('close'), () => host.showStats(false))}`}
      </div>
    </div>`;
  }

  /** Replay icons: simple strokes, drawn in currentColor. */
  const REPLAY_ICONS = {
    play: kit.icon('M7 4v16l13-8z'),
    pause: kit.icon('M8 4v16M16 4v16'),
    back: kit.icon('M6 5v14M19 5 9 12l10 7z'),
    forward: kit.icon('M18 5v14M5 5l10 7-10 7z'),
  };

  /** The replay controls: where it is, step back, play or pause, step forward, close. */
  function renderReplay(host: ViewHost, replay: Replay): TemplateResult {
    const words = host.words;
    const control = (action: string, label: string, icon: TemplateResult, run: () => void, disabled = false) =>
      html`<button type="button" part="button replay-button" data-action=${action} aria-label=${label} title=${label} ?disabled=${disabled} @click=${run}>${icon}</button>`;
    const at = replay.index;
    return html`<div class="replay" part="replay" role="group" aria-label=${words.text('replay')}>
      <span class="replay-title">${words.text('replay')}</span>
      <span class="replay-position">${words.text('replayPosition', { n: at, total: replay.length })}</span>
      <div class="replay-actions">
        ${control('back', words.text('replayBack'), REPLAY_ICONS.back, () => replay.step(-1), at === 0)}
        ${replay.playing
          ? control('pause', words.text('replayPause'), REPLAY_ICONS.pause, () => replay.pause())
          : control('play', words.text('replayPlay'), REPLAY_ICONS.play, () => replay.play())}
        ${control('forward', words.text('replayForward'), REPLAY_ICONS.forward, () => replay.step(1), at >= replay.length)}
        <button type="button" part="button replay-button" data-action="close" class="replay-close" @click=${() => host.closeReplay()}>${words.text('close')}</button>
      </div>
    </div>`;
  }

  /**
   * The win's celebration: suit symbols that fall across the table for about two seconds, as a
   * layer that takes no pointer events and is hidden from assistive technology (the live region and
   * the banner say "You won"). Positions come from a fixed pattern, not Math.random, so that every
   * win looks alike and screenshots are stable.
   */
  function celebration(): TemplateResult {
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
      return html`<svg viewBox="0 0 100 100" style=${kit.styleProperties(style)}>${kit.suitShape(SUITS[i % SUITS.length]!)}</svg>`;
    });
    return html`<div class="celebration" aria-hidden="true">${pieces}</div>`;
  }

  return { styles, renderStats, renderReplay, celebration };
}

/** The views of the file loaded when needed. */
export type ResultViews = ReturnType<typeof resultViews>;
