/**
 * What shows over or below the board: the banner when a game ends (or a winnable deal is looked
 * for), the replay controls, the finish offer and the statistics panel. All non-modal: they take
 * no focus and block nothing around them. Functions of the element as a `ViewHost`.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { GameState } from '../engine/index.js';
import { variantTitle } from './game-controller.js';
import { formatDuration, icon } from './view-host.js';
import type { ViewHost } from './view-host.js';
import type { Replay } from './replay.js';

/**
 * The message over the board when the game has ended (or a winnable deal is being looked for).
 * Non-modal: it takes no focus and blocks nothing around it; its buttons act at once. The live
 * region has already said the same.
 */
export function renderBanner(host: ViewHost, state: GameState): TemplateResult | typeof nothing {
  const words = host.words;
  if (host.game.searching) {
    return html`<div class="banner waiting" part="banner" aria-hidden="true"><span class="banner-text">${words.text('searchingWinnable')}</span></div>`;
  }
  const status = host.game.status;
  if (status === 'playing') return nothing;
  const newGame = bannerButton('new', words.text('newGame'), () => host.newGame());
  const replay = bannerButton('replay', words.text('replay'), () => host.replay());
  if (status === 'won') {
    const title = words.text('wonTitle');
    return html`<div class="banner won" part="banner" role="group" aria-label=${title}>
      <strong class="banner-title">${title}</strong>
      <span class="banner-figures">
        <span>${words.text('seed', { seed: state.seed })}</span>
        <span>${words.count('wonMoves', state.moveCount)}</span>
        <span>${words.text('score')} <b>${state.score}</b></span>
        <span>${formatDuration(host.game.elapsedMs)}</span>
      </span>
      ${host.game.proven ? html`<span class="banner-text proven">${words.text('wonProven')}</span>` : nothing}
      <div class="banner-actions">${replay} ${newGame}</div>
    </div>`;
  }
  const deadEnd = host.game.lostReason === 'dead-end';
  const title = words.text(deadEnd ? 'deadEndTitle' : 'noMovesTitle');
  return html`<div class=${`banner lost ${deadEnd ? 'dead-end' : 'no-moves'}`} part="banner" role="group" aria-label=${title}>
    <strong class="banner-title">${title}</strong>
    <span class="banner-text">${words.text(deadEnd ? 'deadEndText' : 'noMovesText')}</span>
    <div class="banner-actions">${host.canUndo ? bannerButton('undo', words.text('undo'), () => host.undo()) : nothing} ${replay} ${newGame}</div>
  </div>`;
}

/** The replay controls: where it is, step back, play or pause, step forward, close. */
export function renderReplay(host: ViewHost, replay: Replay): TemplateResult {
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

/** The auto-finish offer, when every remaining card can go home in order. */
export function renderFinishOffer(host: ViewHost): TemplateResult | typeof nothing {
  if (!host.canFinish || host.game.status !== 'playing') return nothing;
  const words = host.words;
  return html`<div class="finish" part="finish" role="group" aria-label=${words.text('finish')}>
    <span>${words.text('finishOffer')}</span>
    ${bannerButton('finish', words.text('finish'), () => host.finish())}
  </div>`;
}

/** The statistics panel (non-modal): the record of the rule set being played; Reset asks first. */
export function renderStats(host: ViewHost): TemplateResult {
  const words = host.words;
  const stats = host.stats();
  const game = `${variantTitle(stats.variant)}${stats.ruleSet.includes(',') ? ` (${stats.ruleSet.split(',').slice(1).join(', ')})` : ''}`;
  const none = words.text('statsNone');
  const rows: [string, string | number][] = [
    [words.text('statsPlayed'), stats.played],
    [words.text('statsWon'), stats.won],
    [words.text('statsLost'), stats.lost],
    [words.text('statsWinRate'), stats.played === 0 ? none : `${Math.round(stats.winRate * 100)}%`],
    [words.text('statsCurrentStreak'), stats.currentStreak],
    [words.text('statsBestStreak'), stats.bestStreak],
    [words.text('statsBestTime'), stats.bestMs === null ? none : formatDuration(stats.bestMs)],
    [words.text('statsFewestMoves'), stats.fewestMoves ?? none],
  ];
  const confirming = host._panel === 'confirm';
  return html`<div class="stats-panel" part="stats" role="region" aria-label=${words.text('statistics')}>
    <strong class="banner-title">${words.text('statistics')}</strong>
    <span class="stats-game">${game}</span>
    <dl class="stats-figures">
      ${rows.map(([label, value]) => html`<div><dt>${label}</dt><dd>${value}</dd></div>`)}
    </dl>
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

/** A button of the banner, the finish offer or the statistics panel. */
const bannerButton = (action: string, label: string, run: () => void): TemplateResult =>
  html`<button type="button" part="button banner-button" data-action=${action} @click=${run}>${label}</button>`;

/** Replay icons: simple strokes, drawn in currentColor. */
const REPLAY_ICONS = {
  play: icon('M7 4v16l13-8z'),
  pause: icon('M8 4v16M16 4v16'),
  back: icon('M6 5v14M19 5 9 12l10 7z'),
  forward: icon('M18 5v14M5 5l10 7-10 7z'),
};
