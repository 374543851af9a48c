/**
 * What shows over or below the board: the banner when a game ends (or a winnable deal is looked
 * for) and the finish offer, both non-modal (they take no focus and block nothing around them); and
 * which deal is on the table (the seed, or the day), for the banner and the status line. Functions
 * of the element as a `ViewHost`. The statistics panel, the replay's controls and the celebration
 * are in the file loaded when needed (result-views.ts), made with `VIEW_KIT`.
 */
import { css, html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { GameState } from '../engine/index.js';
import { suitShape } from './card-face.js';
import { formatDuration } from './game-clock.js';
import { icon } from './view-host.js';
import type { ViewHost } from './view-host.js';
import type { ViewKit } from './result-views.js';
import { styleProperties } from './style-properties.js';

/**
 * The message over the board when the game has ended (or a deal to deal is being looked for: a
 * winnable one, or one of a difficulty).
 * Non-modal: it takes no focus and blocks nothing around it; its buttons act at once. The live
 * region has already said the same.
 */
export function renderBanner(host: ViewHost, state: GameState): TemplateResult | typeof nothing {
  const words = host.words;
  if (host.game.searching) {
    return html`<div class="banner waiting" part="banner" aria-hidden="true"><span class="banner-text">${host.game.lookingFor}</span></div>`;
  }
  const status = host.game.status;
  if (status === 'playing') return nothing;
  const newGame = bannerButton('new', words.text('newGame'), () => host.newGame());
  const replay = html`${bannerButton('replay', words.text('replay'), () => host.replay())} ${bannerButton('share', words.text('shareResult'), () => void host.shareResult())}`;
  if (status === 'won') {
    const title = words.text('wonTitle');
    return html`<div class="banner won" part="banner" role="group" aria-label=${title}>
      <strong class="banner-title">${title}</strong>
      <span class="banner-figures">
        ${renderDeal(host, false)}
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

/** Which deal this is: the day's number and date for a deal of the day (also on a phone), else the seed (not on a phone). */
export function renderDeal(host: ViewHost, compact: boolean): TemplateResult | typeof nothing {
  const daily = host.game.daily;
  if (daily) return html`<span class="label daily">${host.words.text('dailyLabel', { ...daily })}</span>`;
  return compact ? nothing : html`<span class="label">${host.words.text('seed', { seed: host.game.state.seed })}</span>`;
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

/** A button of the banner, the finish offer or the statistics panel. */
export const bannerButton = (action: string, label: string, run: () => void): TemplateResult =>
  html`<button type="button" part="button banner-button" data-action=${action} @click=${run}>${label}</button>`;

/**
 * What the views of the file loaded when needed (result-views.ts: the statistics panel, the
 * replay's controls, the celebration) are made with: the element's Lit and helpers.
 */
export const VIEW_KIT: ViewKit = { html, css, nothing, styleProperties, suitShape, icon, bannerButton };
