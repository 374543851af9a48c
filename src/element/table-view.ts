/**
 * The whole table, as the element renders it: the status line and toolbar (header-view.ts), the
 * board (board-view.ts), the overlays (overlays.ts; the replay's controls and the celebration from
 * result-views.ts, loaded when needed) and the live region. The
 * board's geometry comes from layout.ts for the element's measured width, the page's
 * `--agnes-card-width` and the screen's height; it reaches the styles as private custom properties.
 */
import { html, nothing } from 'lit';
import type { TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import type { Theme } from './attributes.js';
import { renderBoard } from './board-view.js';
import type { CardMemo, Selection } from './board-view.js';
import type { DragController } from './card-drag.js';
import { variantTitle } from './game-controller.js';
import { renderHeader } from './header-view.js';
import { measureBoard } from './layout.js';
import { renderBanner, renderFinishOffer } from './overlays.js';
import type { Replay } from './replay.js';
import { styleProperties } from './style-properties.js';
import type { ViewHost } from './view-host.js';

/** What the table reads from the element, besides what the header and the overlays read. */
export interface TableHost extends ViewHost, HTMLElement {
  readonly drag: DragController;
  readonly currentReplay: Replay | null;
  readonly language: string;
  readonly motionOff: boolean;
  /** The applied `theme` and `four-color` (and `clock`, which the header reads). */
  readonly attrs: { readonly clockShown: boolean; theme: Theme; fourColor: boolean };
  readonly cardMemo: CardMemo;
  /** The window's height as last measured (page-watch.ts). */
  readonly watch: { readonly screenHeight: number };
  /** False during the first render (the columns show their top cards alone then, see `BoardContext.firstPass`). */
  readonly hasUpdated: boolean;
  readonly _width: number;
  readonly _selection: Selection | null;
  readonly _focusKey: string;
  readonly _keyboard: boolean;
  readonly _celebrating: boolean;
  readonly _live: string;
}

export function renderTable(host: TableHost): TemplateResult {
  const replay = host.currentReplay;
  const game = host.game;
  const input = host.input;
  const state = replay?.state ?? game.state;
  const m = measureBoard(host._width || 720, host.watch.screenHeight || 800, state, cardWidthLimit(host));
  const vars = {
    '--_cw': `${m.cardW}px`,
    '--_ch': `${m.cardH}px`,
    '--_gap': `${m.gap}px`,
    '--_pad': `${m.pad}px`,
    '--_radius-auto': `${Math.max(4, Math.round(m.cardW * 0.08))}px`,
    '--_board-w': `${7 * m.cardW + 6 * m.gap}px`,
  };
  const words = host.words;
  const motionOff = host.motionOff;
  const table = { table: true, compact: m.compact, [`theme-${host.attrs.theme}`]: true, 'four-color': host.attrs.fourColor, reduced: motionOff };
  return html`<div class=${classMap(table)} part="base" style=${styleProperties(vars)} lang=${host.language} @keydown=${input.onKeyDown}>
    ${renderHeader(host, state, m)}
    <div
      class=${classMap({ board: true, keyboard: host._keyboard })}
      part="board"
      role="application"
      aria-label=${words.text('boardLabel', { variant: variantTitle(state.variant), seed: state.seed })}
      aria-describedby="agnes-help"
      aria-busy=${game.searching ? 'true' : 'false'}
      @click=${input.onBoardClick}
      @pointerdown=${host.drag.onPointerDown}
      @focusin=${input.onBoardFocusIn}
    >
      ${renderBoard({
        state,
        m,
        targets: input.targets(host._selection),
        selection: host._selection,
        focusKey: host._focusKey,
        hint: game.hintMove,
        words,
        memo: host.cardMemo.begin(),
        firstPass: !host.hasUpdated,
      })}
    </div>
    ${replay ? (host.results?.renderReplay(host, replay) ?? nothing) : renderBanner(host, state)} ${replay ? nothing : renderFinishOffer(host)}
    ${host._celebrating && !motionOff ? (host.results?.celebration() ?? nothing) : nothing}
    <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${host._live}</div>
    <p id="agnes-help" class="visually-hidden">${words.text('help')}</p>
  </div>`;
}

/** `--agnes-card-width` in px (a length the page set on the element or an ancestor), or undefined. */
function cardWidthLimit(host: HTMLElement): number | undefined {
  if (!host.isConnected) return undefined;
  const text = getComputedStyle(host).getPropertyValue('--agnes-card-width').trim();
  const px = /^(\d+(?:\.\d+)?)(px)?$/.exec(text);
  if (px) return Math.max(40, Number(px[1]));
  const rem = /^(\d+(?:\.\d+)?)rem$/.exec(text);
  if (rem) return Math.max(40, Number(rem[1]) * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16));
  return undefined;
}
