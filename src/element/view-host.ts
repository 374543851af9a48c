/**
 * What the views (the status line and toolbar, the overlays) read from the element and call on it,
 * in one place that every view imports, so that the views import one another one way only.
 */
import { html, svg } from 'lit';
import type { TemplateResult } from 'lit';
import type { Move } from '../engine/index.js';
import type { BoardInput } from './board-input.js';
import type { GameController } from './game-controller.js';
import type { AgnesStats } from './statistics.js';
import type { ResultViews } from './result-views.js';
import type { Phrasebook } from './strings.js';

/**
 * What the status line, the toolbar and the overlays read from the element (its public API and a
 * few internal members), and the actions they call: the element itself.
 */
export interface ViewHost {
  readonly words: Phrasebook;
  readonly game: GameController;
  readonly input: BoardInput;
  /** The `controls` attribute (the toolbar is shown). */
  readonly controls: boolean;
  /** The attributes applied: `clockShown`, the `clock` attribute (the playing time is shown). */
  readonly attrs: { readonly clockShown: boolean };
  readonly _notice: { text: string; kind: 'info' | 'error' } | null;
  /** `stats`: the statistics panel is open; `confirm`: it asks before a reset. */
  _panel: 'stats' | 'confirm' | null;
  /** The toolbar button that has the toolbar's Tab stop. */
  readonly _tool: string;
  readonly replaying: boolean;
  readonly canUndo: boolean;
  readonly canFinish: boolean;
  announce(text: string): void;
  newGame(): void;
  restart(): void;
  undo(): boolean;
  redo(): boolean;
  hint(): Promise<Move | null>;
  deal(): boolean;
  finish(): boolean;
  replay(): boolean;
  closeReplay(): void;
  stats(): AgnesStats;
  resetStats(): void;
  showStats(open?: boolean): void;
  copyDealLink(): Promise<boolean>;
  shareResult(): Promise<boolean>;
  /** The statistics panel, the replay's controls and the celebration, once their file is loaded (else null). */
  readonly results: ResultViews | null;
}



/** A 24 × 24 stroke icon of the toolbar or the replay controls: one `<path>` for each of `paths`. */
export const icon = (...paths: string[]): TemplateResult =>
  html`<svg viewBox="0 0 24 24" aria-hidden="true">${paths.map((d) => svg`<path d=${d} />`)}</svg>`;
