/**
 * The status line (base rank, cards home, score, moves, clock, seed or day, `show-solvable`) and the
 * toolbar with its roving Tab stop, as functions of a `ViewHost` (the element). The statistics and
 * "Copy link" buttons sit at the end of the toolbar, or of the status line on a phone.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import type { GameState } from '../engine/index.js';
import { rankLabel } from './card-face.js';
import type { BoardMetrics } from './layout.js';
import { renderDeal } from './overlays.js';
import type { StringKey } from './strings.js';
import { icon } from './view-host.js';
import type { ViewHost } from './view-host.js';

function foundationTotal(state: GameState): number {
  return state.foundations.c.length + state.foundations.d.length + state.foundations.h.length + state.foundations.s.length;
}

/** The status line, toolbar, notice and statistics panel. The clock's time is left empty: the element writes it (it ticks without a render). */
export function renderHeader(host: ViewHost, state: GameState, m: BoardMetrics): TemplateResult {
  const notice = host._notice;
  const searching = host.game.searching;
  const words = host.words;
  return html`<div class="header" part="header">
    <div class="status" part="status">
      <span><span class="label">${words.text('base')}</span> <b>${rankLabel(state.baseRank)}</b></span>
      <span><b>${foundationTotal(state)}</b><span class="label">${words.text('home')}</span></span>
      <span><span class="label">${words.text('score')}</span> <b>${state.score}</b></span>
      <span><span class="label">${words.text('moves')}</span> <b>${state.moveCount}</b></span>
      ${host.attrs.clockShown
        ? html`<span class="clock" part="clock"><span class="label">${words.text('clock')}</span> <b></b></span>`
        : nothing}
      ${renderDeal(host, m.compact)} ${renderSolvable(host)}
      ${m.compact && host.controls ? html`<span class="status-tools">${renderExtraTools(host, true)}</span>` : nothing}
    </div>
    ${host.controls ? renderToolbar(host, state, m) : nothing}
    <div class="notice" aria-hidden="true">${searching ? host.game.lookingFor : (notice?.text ?? '')}</div>
    ${host._panel ? (host.results?.renderStats(host) ?? nothing) : nothing}
  </div>`;
}

/** `show-solvable`: a dot and a word (yes, no, thinking…, unknown, unavailable). */
export function renderSolvable(host: ViewHost): TemplateResult | typeof nothing {
  const solvable = host.game.searches.solvable;
  if (solvable === null) return nothing;
  const words = host.words;
  const word = { yes: 'solvableYes', no: 'solvableNo', thinking: 'solvableThinking', unknown: 'solvableUnknown', unavailable: 'solvableUnavailable' } as const;
  return html`<span class="solvable" part="solvable" data-solvable=${solvable} title=${words.text('solvableTitle')}
    ><span class="dot" aria-hidden="true"></span><span class="label">${words.text('solvableLabel')}:</span> <b>${words.text(word[solvable])}</b></span
  >`;
}

export function renderToolbar(host: ViewHost, state: GameState, m: BoardMetrics): TemplateResult {
  const game = host.game.game;
  const busy = host.game.searching;
  const canDeal = !busy && host.game.status === 'playing' && (state.stock.length > 0 || state.redealsLeft > 0) && host.game.lostReason !== 'dead-end';
  const replaying = host.replaying;
  const disabled: Record<string, boolean> = {
    new: false,
    restart: busy || !game.canUndo,
    undo: busy || !(game.canUndo || host.game.canBringBack),
    redo: busy || !game.canRedo,
    hint: busy || replaying || !host.game.searches.solverLink.available || host.game.status !== 'playing',
    deal: !canDeal || replaying,
    stats: false,
    share: busy,
  };
  // One Tab stop for the whole toolbar (roving tabindex); ← → move between its buttons.
  const current = disabled[host._tool] === false ? host._tool : 'new';
  const words = host.words;
  const button = (tool: string, label: string, short: string, icon: TemplateResult, action: () => void, keys: string) =>
    html`<button
      type="button"
      part="button"
      data-tool=${tool}
      tabindex=${tool === current ? '0' : '-1'}
      aria-label=${label}
      title=${tool === 'hint' && !host.game.searches.solverLink.available ? words.text('solverUnavailable') : keys ? `${label} (${keys.split(' ')[0]})` : label}
      aria-keyshortcuts=${keys || nothing}
      ?disabled=${disabled[tool]}
      @click=${action}
    >
      ${icon}<span>${m.compact ? short : label}</span>
    </button>`;
  const t = (key: StringKey): string => words.text(key);
  // A redeal shows its own word on a phone too: the visible word must be in the accessible name.
  const redeal = state.stock.length === 0 && state.redealsLeft > 0;
  return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label=${words.text('toolbar')} @focusin=${host.input.onToolbarFocusIn}>
    ${button('new', t('newGame'), t('newGameShort'), ICONS.newGame, () => host.newGame(), 'N')}
    ${button('restart', t('restart'), t('restartShort'), ICONS.restart, () => host.restart(), '')}
    ${button('undo', t('undo'), t('undoShort'), ICONS.undo, () => host.undo(), 'U Control+Z')}
    ${button('redo', t('redo'), t('redoShort'), ICONS.redo, () => host.redo(), 'R Control+Shift+Z')}
    ${button('hint', t('hint'), t('hintShort'), ICONS.hint, () => void host.hint(), 'H')}
    ${button('deal', t(redeal ? 'redeal' : 'deal'), t(redeal ? 'redeal' : 'dealShort'), ICONS.deal, () => host.deal(), 'D')}
    ${m.compact ? nothing : renderExtraTools(host, false, current, 7 * m.cardW + 6 * m.gap < 860)}
  </div>`;
}

/**
 * Statistics and "Copy link to this deal": at the end of the toolbar (icons only where the words
 * would wrap it onto a second row), or on a phone (`compact`) as two icon buttons at the end of
 * the status line, so that the toolbar's six words still fit.
 */
export function renderExtraTools(host: ViewHost, compact: boolean, current = '', iconOnly = compact): TemplateResult {
  const words = host.words;
  const tool = (name: string, label: string, visible: string, icon: TemplateResult, action: () => void) =>
    html`<button
      type="button"
      part="button"
      data-tool=${name}
      tabindex=${compact || current === name ? '0' : '-1'}
      aria-label=${label}
      title=${label}
      ?disabled=${name === 'share' && host.game.searching}
      aria-expanded=${name === 'stats' ? (host._panel ? 'true' : 'false') : nothing}
      @click=${action}
    >
      ${icon}${iconOnly ? nothing : html`<span>${visible}</span>`}
    </button>`;
  return html`${tool('stats', words.text('statistics'), words.text('statistics'), ICONS.stats, () => host.showStats())}
  ${tool('share', words.text('share'), words.text('shareShort'), ICONS.share, () => void host.copyDealLink())}`;
}

/** Toolbar icons: simple strokes, drawn in currentColor. */
const ICONS = {
  newGame: icon('M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z', 'M12 9v6M9 12h6'),
  restart: icon('M4 4v6h6', 'M4.5 15a8 8 0 1 0 1.9-8.3L4 10'),
  undo: icon('M9 14 4 9l5-5', 'M4 9h10a6 6 0 0 1 0 12h-3'),
  redo: icon('m15 14 5-5-5-5', 'M20 9H10a6 6 0 0 0 0 12h3'),
  hint: icon('M9 18h6M10 21h4', 'M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z'),
  deal: icon('M5 6h7a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z', 'M8 3h11a2 2 0 0 1 2 2v13'),
  stats: icon('M4 20h16', 'M7 16v-5M12 16V6M17 16v-8'),
  share: icon('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1', 'M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'),
};
