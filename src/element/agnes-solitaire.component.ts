// `<agnes-solitaire>`, the element class: its documentation (from which custom-elements.json and the
// API tables of docs/element.md are made), public API and lifecycle, and the hosts of its parts. Its reactive
// properties are declared in agnes-solitaire.properties.ts; the parts are modules of their own
// (CONTRIBUTING.md, "The element inside").
import { adoptStyles } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { formatMoves, toSnapshot } from '../engine/index.js';
import type { CardChange, GameStatus, Move, Rules, Snapshot } from '../engine/index.js';
import { readSeed } from './attributes.js';
import type { AttributeProblem } from './attributes.js';
import { AttributeSync } from './attribute-sync.js';
import { AgnesSolitaireProperties } from './agnes-solitaire.properties.js';
import { styles } from './agnes-solitaire.styles.js';
import { BoardInput } from './board-input.js';
import { CardMemo } from './board-view.js';
import { DragController } from './card-drag.js';
import { CardMotion } from './card-motion.js';
import { agnesEvent } from './events.js';
import type { AgnesEventDetails, AgnesEventName } from './events.js';
import { GameController } from './game-controller.js';
import { nextTask } from './next-task.js';
import type { Solvability } from './game-controller.js';
import { decodeGameText, decodeSave } from './saved-game.js';
import type { RestoredGame, SavedGame } from './saved-game.js';
import { dealLink, formatDealCode } from './deal-code.js';
import { Replay } from './replay.js';
import { importResults } from './lazy-files.js';
import { VIEW_KIT } from './overlays.js';
import type { ResultsModule } from './lazy-files.js';
import type { ResultViews } from './result-views.js';
import type { AgnesStats } from './statistics.js';
import { ElementStorage } from './storage.js';
import { PageWatch } from './page-watch.js';
import { Feedback } from './feedback.js';
import { renderTable } from './table-view.js';
import { formatDuration } from './game-clock.js';
import { languageOf, loadLanguage, mergeStrings, Phrasebook, stringsForLanguage } from './strings.js';
import type { AgnesStrings, Language } from './strings.js';
import { getBasePath, setBasePath } from './solver-base.js';
import type { StringsProblem } from './strings.js';

/**
 * A render that took less than this (ms, by the clock) lays the new board out in its own task for the
 * glide (see `CardMotion.play`); a longer one leaves the layout to the frame. On a phone (4x slower
 * CPU, Chromium 156) a render took 5–20 ms and the layout of a move 10–40 ms, so a big move still
 * made one task of 50–65 ms either way (docs/performance.md, "The element on a phone").
 */
const LAYOUT_NOW_MS = 20;

/**
 * Agnes Bernauer, Agnes Sorel and Agnes Aces solitaire as one element: a complete, accessible game
 * that fits the column it is put in, played with a mouse, a finger, a pen or the keyboard alone.
 *
 * @summary A complete Agnes solitaire game in one tag: `<agnes-solitaire variant="sorel" seed="42">`.
 *
 * @attr {'bernauer'|'sorel'|'aces'} variant - The rule preset (RULES §4). Default `bernauer`.
 * @attr {string} seed - The deal: the same seed is the same game everywhere. Absent or empty: a random seed.
 * @attr {'reserve'|'tableau'} stock-to - Where deals go. Absent: the variant's value (so for every rule attribute).
 * @attr {'dealt'|'A'|'2'|'3'|'4'|'5'|'6'|'7'|'8'|'9'|'10'|'J'|'Q'|'K'} base - The foundations' base rank, or `dealt`.
 * @attr {boolean} face-down - Tableau dealt Klondike-style (`true`, `false`; bare attribute = true).
 * @attr {boolean} reserve-face-down - Reserve dealt face-down.
 * @attr {'alternate-color'|'same-color'|'same-suit'|'any-suit'} build - What may be built on a tableau card.
 * @attr {'build'|'same-suit'|'single'} runs - Which cards move together.
 * @attr {boolean} split-runs - Any top part of a run may move.
 * @attr {'none'|'king-on-ace'|'base'} wrap - Rank order in the tableau.
 * @attr {'none'|'high'|'any'|'reserve'} empty-fill - What may fill an empty column.
 * @attr {boolean} empty-runs - Runs (not just single cards) may fill an empty column.
 * @attr {boolean} foundation-return - Foundation cards may come back to the tableau.
 * @attr {0|1|2|3} redeals - Times the reserve may be gathered and dealt again.
 * @attr {'cards'|'points'} scoring - Score cards home, or points.
 * @attr {boolean} dead-ends - End the game as lost when the solver proves no card can go home any more.
 * @attr {boolean} winnable - Deal only games the solver proves winnable (starting from `seed`); `agnes-new-game` reports the seed used.
 * @attr {boolean|'utc'|string} daily - The deal of the day: every reader on the same date gets the same deal (the first the solver proves winnable from the date and the rules). Bare or `true`: the reader's local date; `utc`: the UTC date; `YYYY-MM-DD`: that date (from 2026-01-01, day 1); absent or `false`: off. `seed` is not used.
 * @attr {'easy'|'medium'|'hard'} difficulty - Deal only deals of this difficulty for the careful player (the Hint's): `easy`, it wins from the deal; `medium`, it loses but wins when it guesses otherwise; `hard`, the solver proves the deal winnable and the careful player loses it. From `seed` on; with `daily`, the day's deal of that difficulty; absent: any deal. `agnes-new-game` reports it.
 * @attr {'careful'|'solver'} hint - Who gives the Hint button's move: `careful` (default), a player who sees only what a player sees (never a face-down card or the stock's order), or `solver`, which knows every card. Property `hintMode`.
 * @attr {'off'|'safe'|'all'} auto-foundation - Move cards home by themselves: never, when provably harmless, or whenever possible. Default `off`.
 * @attr {boolean} controls - Show the status line's toolbar. Default on; `controls="false"` hides it.
 * @attr {'classic'|'light'|'dark'|'auto'} theme - Colours: `classic` green felt (default), `light` (for an article), `dark`, or `auto` (light or dark as the system prefers).
 * @attr {boolean} four-color - Four-colour suits: hearts red, diamonds blue, clubs green, spades black.
 * @attr {boolean} reduced-motion - No animation at all (as `prefers-reduced-motion: reduce` does).
 * @attr {boolean} show-solvable - Show whether the position can still be won (yes / no / thinking / unknown / unavailable), from the solver in the background.
 * @attr {string} persist - A localStorage key: the game (with its undo history) is saved there after every action and restored on the next load.
 * @attr {string} lang - The language of every text: `en` or `id` (Indonesian); absent: the closest ancestor's `lang`, else English. HTML's global attribute, observed.
 * @attr {boolean} clock - Show the playing time (from the first move, paused while the page is hidden) in the status line. Default on; `clock="false"` hides it.
 * @attr {string} stats-key - The localStorage key of the statistics. Absent: `<persist>-stats` when `persist` is set, else kept in memory only.
 * @attr {boolean} share-url - Open the deal that the page URL's fragment names (`#agnes=<deal code>`), also when the fragment changes.
 *
 * @fires {CustomEvent<AgnesNewGameDetail>} agnes-new-game - A new deal: `{seed, variant, rules}`, and `{day, date}` for a deal of the day, `{difficulty}` for a deal of a difficulty.
 * @fires {CustomEvent<AgnesMoveDetail>} agnes-move - A move was played (deals too): `{move, cards, score, foundationCards, moveCount, auto}`.
 * @fires {CustomEvent<AgnesDealDetail>} agnes-deal - The stock was dealt (or redealt): `{move, cards, stockCount, redealsLeft, moveCount}`.
 * @fires {CustomEvent<AgnesHistoryDetail>} agnes-undo - A move was taken back: `{move, score, foundationCards, moveCount}`.
 * @fires {CustomEvent<AgnesHistoryDetail>} agnes-redo - A move was replayed: `{move, score, foundationCards, moveCount}`.
 * @fires {CustomEvent<AgnesHintDetail>} agnes-hint - The Hint's suggestion (see `hint`): `{move}` (null when none).
 * @fires {CustomEvent<AgnesInvalidMoveDetail>} agnes-invalid-move - A move was refused: `{move, reason, code}` (`reason` in the element's language, `code` stable).
 * @fires {CustomEvent<AgnesWinDetail>} agnes-win - All cards are home: `{seed, moveCount, score, ms}`.
 * @fires {CustomEvent<AgnesLoseDetail>} agnes-lose - The game is lost: `{reason: 'no-moves' | 'dead-end'}`.
 * @fires {CustomEvent<AgnesShareDetail>} agnes-share - "Copy link to this deal" / `copyDealLink()`: `{url, dealCode, copied}`; Share / `shareResult()`: also `{text, shared}` (and `{day, date}` for a deal of the day).
 * @fires {CustomEvent<AgnesErrorDetail>} agnes-error - A bad attribute, save, `strings` entry or storage, or a failed search; a fallback was used: `{message, source}`.
 *
 * @csspart base - The table (felt) around everything.
 * @csspart header - The status line and toolbar.
 * @csspart status - The status line: base rank, cards home, score, moves, the seed or the day.
 * @csspart toolbar - The toolbar.
 * @csspart button - Each toolbar button.
 * @csspart board - The card area.
 * @csspart pile - Each pile (stock, reserve pile, foundation, tableau column).
 * @csspart card - Each card, face-up or face-down.
 * @csspart card-back - Each face-down card (also has `card`).
 * @csspart slot - The outline of an empty pile.
 * @csspart banner - The win, dead-end and no-moves message over the board (non-modal).
 * @csspart banner-button - The buttons of the banner (Undo, Replay, Share result, New game), the statistics panel and the finish offer; they also have `button`.
 * @csspart solvable - The `show-solvable` indicator in the status line.
 * @csspart clock - The playing time in the status line.
 * @csspart stats - The statistics panel (non-modal, over the board).
 * @csspart replay - The replay controls (over the bottom of the board).
 * @csspart finish - The auto-finish offer ("Every card can go home now", Finish).
 * @csspart replay-button - The replay's step, play, pause and close buttons (they also have `button`).
 *
 * @cssprop [--agnes-felt=#1d6b45] - Table colour.
 * @cssprop [--agnes-text=#ffffff] - Text on the table.
 * @cssprop [--agnes-card-face=#fffdf8] - Card face.
 * @cssprop [--agnes-card-back=#23395d] - Card back.
 * @cssprop [--agnes-red=#c8102e] - Hearts and diamonds.
 * @cssprop [--agnes-black=#1a1f24] - Clubs and spades.
 * @cssprop [--agnes-focus=#ffffff] - Keyboard focus ring.
 * @cssprop [--agnes-selected=#5cb8ff] - Picked-up cards.
 * @cssprop [--agnes-target=#ffe37a] - Legal drop targets.
 * @cssprop [--agnes-hint=#7cf3c0] - Hint highlight.
 * @cssprop [--agnes-slot=rgba(255,255,255,.55)] - Empty pile outline.
 * @cssprop [--agnes-slot-text=#dcefe4] - Text and symbol inside an empty pile.
 * @cssprop [--agnes-notice=#fff3c4] - The status line's notices (why a move was refused).
 * @cssprop [--agnes-badge-bg=#fff3c4] - The stock's card-count badge.
 * @cssprop [--agnes-badge-text=#14261c] - Text of the card-count badge.
 * @cssprop [--agnes-button-bg=#f3efe2] - Toolbar buttons.
 * @cssprop [--agnes-button-hover=#ffffff] - Toolbar buttons under the pointer.
 * @cssprop [--agnes-button-text=#14261c] - Toolbar button text.
 * @cssprop [--agnes-font=system-ui] - Font family (system fonts only; nothing is fetched).
 * @cssprop [--agnes-table-radius=12px] - Corner radius of the table.
 * @cssprop [--agnes-card-width=118px] - Largest card width; cards still shrink to fit narrower containers.
 * @cssprop [--agnes-card-radius] - Card corner radius (default: 8% of the card width).
 * @cssprop [--agnes-blue=#1457c0] - Diamonds with `four-color`.
 * @cssprop [--agnes-green=#0f7a3a] - Clubs with `four-color`.
 * @cssprop [--agnes-button-disabled-bg=#c9cfc6] - Disabled toolbar button.
 * @cssprop [--agnes-button-disabled-text=#4b5a52] - Disabled toolbar button text.
 * @cssprop [--agnes-button-radius=8px] - Button corner radius.
 * @cssprop [--agnes-banner-bg=rgba(10,32,20,.92)] - The win / loss banner.
 * @cssprop [--agnes-banner-text=#ffffff] - The banner's text.
 */
export class AgnesSolitaire extends AgnesSolitaireProperties {
  static override styles = styles;

  /**
   * The folder that holds the solver file of the self-contained files
   * (`agnes-solitaire-solver-<hash>.js`), as a URL, absolute or relative to the page; undefined (the
   * default) looks in the folder named by a `data-agnes-solitaire-base` attribute on the page, else
   * in the folder of the script that loaded the element. Set it before the first search (Hint,
   * `dead-ends`, `show-solvable`, `winnable`). A bundled app (the npm package) gets the solver as a
   * chunk of its own bundle and does not use it. Anything but a URL or undefined throws a `TypeError`.
   */
  static get basePath(): string | undefined {
    return getBasePath();
  }

  static set basePath(value: string | undefined) {
    setBasePath(value);
  }

  // The parts the element is made of (internal, for the modules it renders and handles input with;
  // those that are reactive controllers connect and disconnect with the element).
  /** @internal The engine game, its moves and history, events (game-controller.ts), and its searches. */
  readonly game = new GameController(this);
  /** @internal Drag and drop (card-drag.ts). */
  readonly drag: DragController = new DragController(this);
  #motion = new CardMotion();
  /** When this update's task began (`scheduleUpdate`). */
  #taskStart = 0;
  /** @internal The attributes applied (attribute-sync.ts). */
  readonly attrs = new AttributeSync(this);
  /** @internal localStorage: the game under `persist`, the statistics (storage.ts). */
  readonly storage = new ElementStorage(this);
  /** @internal The element's width, `lang` on its ancestors, the page's visibility and fragment (page-watch.ts). */
  readonly watch = new PageWatch(this);
  /** @internal The live region, the notices, the celebration (feedback.ts). */
  readonly feedback = new Feedback(this);
  /** @internal What each card was last rendered from (board-view.ts skips the unchanged ones). */
  readonly cardMemo = new CardMemo();
  /** @internal Input handling (board-input.ts): it reads and changes the element's state through it. */
  readonly input: BoardInput = new BoardInput(this);

  /** The words of the current language and `strings`, rebuilt when either changes. */
  #words = new Phrasebook(stringsForLanguage('en'));
  #wordsFrom: { table: AgnesStrings; strings: unknown } = { table: stringsForLanguage('en'), strings: undefined };
  /** The languages whose table could not be loaded, each reported once. */
  #missingLanguages = new Set<Language>();
  /** The file loaded when needed (results.ts) and its views, once it is loaded; its loading, once asked for. */
  #resultsModule: ResultsModule | null = null;
  #results: ResultViews | null = null;
  #resultsLoading: Promise<void> | undefined;
  /** The replay on the table, or null. */
  #replay: Replay | null = null;
  /** Re-renders the clock once a second while it runs. */
  #clockTimer: ReturnType<typeof setInterval> | undefined;

  /** @internal The card area (what `@query('.board')` would give). */
  get _board(): HTMLElement | null {
    return this.renderRoot?.querySelector('.board') ?? null;
  }

  // Internal members for the modules the element renders and handles input with (not public API).

  /** @internal The replay on the table, or null. */
  get currentReplay(): Replay | null {
    return this.#replay;
  }

  /**
   * @internal The statistics panel, the replay's controls and the celebration (result-views.ts), once
   * their file is loaded; null before (an update that shows one of them waits for it: `scheduleUpdate`),
   * and where it could not be loaded.
   */
  get results(): ResultViews | null {
    return this.#results;
  }

  /** @internal Fires `agnes-error` for each problem (a console warning once per distinct problem). */
  report(problems: readonly AttributeProblem[]): void {
    this.attrs.report(problems);
  }

  // -----------------------------------------------------------------------------------------------
  // Public API

  /** The current position as a RULES §8 snapshot (a fresh object each time). */
  get state(): Snapshot {
    this.attrs.ensureGame();
    return toSnapshot(this.game.state);
  }

  /** `playing`, `won` or `lost` (no legal move, or a dead end found by the solver). */
  get status(): GameStatus {
    this.attrs.ensureGame();
    return this.game.status;
  }

  /** The complete rules of the current game. */
  get rules(): Rules {
    this.attrs.ensureGame();
    return { ...this.game.state.rules };
  }

  /** Why the game was lost (`no-moves`, `dead-end`), or null. */
  get lostReason(): 'no-moves' | 'dead-end' | null {
    this.attrs.ensureGame();
    return this.game.lostReason;
  }

  /**
   * The game as text: the moves from the deal to the current position in the engine's move notation,
   * separated by spaces (`t1-t6 r3-fd deal`; empty before the first move). `load()` reads it back
   * (on this deal, or on any deal as `agnes=<dealCode> <moves>`), so a game can be shared as text.
   */
  get moves(): string {
    this.attrs.ensureGame();
    return formatMoves(this.game.game.moves);
  }

  /**
   * The deal as a deal code, `<seed>,<variant>[,<attribute>=<value>…]` (the rules that differ from
   * the variant's, in RULES §3 order; the seed percent-encoded): what "Copy link to this deal" puts in
   * the link's fragment `#agnes=<code>`, and what `share-url` opens.
   */
  get dealCode(): string {
    this.attrs.ensureGame();
    const state = this.game.state;
    return formatDealCode(state.seed, state.variant, state.rules);
  }

  /** True when Undo can do something: take back a move, or bring back the game New game or Restart put aside. */
  get canUndo(): boolean {
    this.attrs.ensureGame();
    return this.game.game.canUndo || this.game.canBringBack;
  }

  /** True when there is a move taken back to play again (`redo()` would do something). */
  get canRedo(): boolean {
    this.attrs.ensureGame();
    return this.game.game.canRedo;
  }

  /** The language of the element's text: `en` or `id`, from `lang` on the element or its closest ancestor. */
  get language(): string {
    return languageOf(this);
  }

  /** Playing time in ms: from the first move, paused while the page is hidden, frozen when the game ends. */
  get elapsedMs(): number {
    this.attrs.ensureGame();
    return this.game.elapsedMs;
  }

  /** True while Replay is showing the finished game. */
  get replaying(): boolean {
    return this.#replay !== null;
  }

  /** True when the rest of the game needs no choice (every remaining card can go home in order): Finish is offered. */
  get canFinish(): boolean {
    this.attrs.ensureGame();
    return !!this.game.finishLine?.length && !this.#replay;
  }

  /** With `show-solvable`: `yes`, `no`, `thinking`, `unknown` (the solver's budget ran out) or `unavailable` (the solver could not be loaded); else null. */
  get solvable(): Solvability | null {
    this.attrs.ensureGame();
    return this.game.searches.solvable;
  }

  /**
   * The game with its whole undo and redo history, as versioned plain JSON:
   * `{ format: 1, kind: 'agnes-solitaire-save', snapshot, initial, history, position, auto, proven, elapsedMs }`,
   * with `gameId`, and `difficulty` and `day` for a deal of a difficulty and a deal of the day.
   */
  save(): SavedGame {
    this.attrs.ensureGame();
    return this.game.save();
  }

  /**
   * Restores a game from `save()`'s data (the object or its JSON text), its undo history included,
   * or from a game text: `moves` (replayed on this deal) or `agnes=<dealCode> <moves>` (any deal).
   * Everything is checked (the deal is its seed's, every move replays, the position matches); a bad
   * one fires `agnes-error` (source `load`), changes nothing and returns false.
   * @param data - What `save()` returned, its JSON text, or a game text.
   */
  load(data: SavedGame | string): boolean {
    this.attrs.ensureGame();
    let restored: RestoredGame;
    try {
      const text = typeof data === 'string' ? data.trim() : null;
      restored = text !== null && !text.startsWith('{') ? decodeGameText(text, this.game.game.initialState) : decodeSave(data);
    } catch (error) {
      this.report([{ source: 'load', message: `the save was not loaded: ${(error as Error).message}` }]);
      return false;
    }
    this.endReplay();
    this._selection = null;
    this.game.restore(restored, this.attrs.config!);
    return true;
  }

  /**
   * Deals a new game with the current rules: seed `seed`, or a random one. A game in the middle of
   * play is put aside: one `undo()` (before the first move of the new game) brings it back.
   * @param seed - The deal's seed (text, or a whole number); omitted: a random seed.
   */
  newGame(seed?: string | number): void {
    this.attrs.ensureGame();
    this.endReplay();
    this._selection = null;
    const problems: AttributeProblem[] = [];
    const checked = readSeed(seed, problems);
    this.report(problems);
    this.game.newSeed(checked);
  }

  /** Back to the first position of this deal (the moves can be redone; one `undo()` goes back to where play was). */
  restart(): void {
    this.attrs.ensureGame();
    this.endReplay();
    this._selection = null;
    this.game.restart();
  }

  /**
   * Takes back the last move (with the automatic moves it caused); right after New game or Restart,
   * brings back the game as it was. Fires `agnes-undo`. Returns false when there is nothing to undo.
   */
  undo(): boolean {
    this.attrs.ensureGame();
    this.endReplay();
    this._selection = null;
    return this.game.undo();
  }

  /**
   * Replays the last move taken back. Fires `agnes-redo`. Returns false when there is none.
   */
  redo(): boolean {
    this.attrs.ensureGame();
    this.endReplay();
    this._selection = null;
    return this.game.redo();
  }

  /**
   * Asks for a good move: the careful player's (from what a player sees only), or with
   * `hint="solver"` the solver's (the first of a winning line when it finds one); highlights it,
   * announces it and fires `agnes-hint`. Resolves with the move, or null when none was found.
   */
  async hint(): Promise<Move | null> {
    this.attrs.ensureGame();
    // The highlight stays until the next action (the controller drops it when the position changes).
    return this.game.searches.hint();
  }

  /**
   * Deals from the stock, or redeals when the stock is empty and a redeal is left. Fires `agnes-move` and `agnes-deal`.
   * Returns false when that is not allowed now.
   */
  deal(): boolean {
    this.attrs.ensureGame();
    this._selection = null;
    return this.game.deal();
  }

  /**
   * Plays a move: a RULES §5 move object or its notation (`t3-t5`, `r0-fh`, `deal`). An illegal move
   * changes nothing, fires `agnes-invalid-move` and returns false; a legal one fires `agnes-move`
   * and returns true.
   * @param move - A move object (`{ kind: 'move', from: 't3', to: 't5', count: 1 }`) or its notation.
   */
  play(move: Move | string): boolean {
    this.attrs.ensureGame();
    this._selection = null;
    return this.game.play(move);
  }

  /**
   * Auto-finish: when the rest of the game needs no choice (`canFinish`), sends every remaining card
   * home one after another, about 110 ms apart (all at once under reduced motion), as `agnes-move`
   * events (the first with `auto: false`, the rest `auto: true`); the game is won with the last card.
   * Any other action meanwhile first sends the rest home at once; one undo takes the whole Finish back.
   * Returns false when a choice is still needed.
   */
  finish(): boolean {
    this.attrs.ensureGame();
    if (this.#replay) return false;
    this._selection = null;
    return this.game.finish();
  }

  /**
   * After a game ends (won or lost): shows it again from the deal with play, pause and step controls;
   * the game itself stays as it is (any game action closes the replay). Starts playing unless `play`
   * is false. Returns false while the game is still being played.
   * @param play - Start playing at once (default); false: start paused at the deal.
   */
  replay(play = true): boolean {
    this.attrs.ensureGame();
    if (this.game.status === 'playing' || this.game.searching) return false;
    this.endReplay();
    const game = this.game.game;
    this._selection = null;
    this._panel = null;
    this.#replay = new Replay(game.initialState, game.moves, this);
    this.#replay.seek(0);
    this.announce(this.words.text('replayStarted', { total: game.moves.length }));
    if (play) this.#replay.play();
    this.requestUpdate();
    return true;
  }

  /** Closes the replay (the finished game is on the table again). */
  closeReplay(): void {
    if (!this.#replay) return;
    this.endReplay();
    this.announce(this.words.text('replayClosed'));
  }

  /**
   * The statistics of the rule set being played (a variant with other overrides is another rule set):
   * played, won, lost, win rate, current and best streak, best time, fewest moves; `daily`, the
   * record of its deals of the day with the same figures counted by days (a missed day ends its
   * streak); and `difficulty`, the records of its deals of each difficulty (`easy`, `medium`,
   * `hard`) with the same figures. See the element's documentation for when a game, and a day, counts.
   */
  stats(): AgnesStats {
    this.attrs.ensureGame();
    return this.storage.stats();
  }

  /** Clears the statistics of the rule set being played (its daily record and its records by difficulty too), at once (the panel's Reset asks first). */
  resetStats(): void {
    this.attrs.ensureGame();
    this.storage.resetStats();
    this.requestUpdate();
  }

  /**
   * Opens or closes the statistics panel.
   * @param open - True opens, false closes; omitted: toggles.
   */
  showStats(open?: boolean): void {
    this._panel = (open ?? this._panel === null) ? 'stats' : null;
  }

  /**
   * "Copy link to this deal": the page URL with the fragment `#agnes=<dealCode>`, written to the
   * clipboard. Fires `agnes-share` with `{url, dealCode, copied}`; when the clipboard refuses, also
   * `agnes-error` (source `clipboard`) and the status line shows the link to copy by hand.
   * Resolves with whether it was copied.
   */
  async copyDealLink(): Promise<boolean> {
    this.attrs.ensureGame();
    const code = this.dealCode;
    const url = dealLink(window.location.href, code);
    let copied = false;
    try {
      if (!navigator.clipboard) throw new Error('the clipboard is not available here');
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch (error) {
      this.report([{ source: 'clipboard', message: `the link could not be copied (${(error as Error).message}); it is shown in the status line: ${url}` }]);
    }
    this.emit('agnes-share', { url, dealCode: code, copied });
    const text = copied ? this.words.text('linkCopied') : this.words.text('linkNotCopied', { url });
    this.announce(text);
    this.showNotice(text, copied ? 'info' : 'error');
    return copied;
  }

  /**
   * Share: the game's result as a text free of spoilers (no card named): the game's name, the day's
   * number and date for a deal of the day (else the deal code), won or the cards brought home, moves
   * and time, and the page's URL (for a deal other than the day's, the link to it). It goes to the
   * browser's share sheet where there is one (`navigator.share`), else to the clipboard, and fires
   * `agnes-share` with `{text, url, dealCode, shared, copied}` (and `day`, `date`); when neither
   * takes it, also `agnes-error` (source `clipboard`) and the status line shows the text to copy by
   * hand. Works for any game, finished or not; a share the player cancels fires nothing. Resolves
   * with whether it was shared or copied.
   */
  async shareResult(): Promise<boolean> {
    this.attrs.ensureGame();
    await this.#resultsLoaded();
    return this.#resultsModule?.shareResult(this) ?? false;
  }

  // -----------------------------------------------------------------------------------------------
  // Controller host: events, announcements, animation

  /** @internal */
  emit<K extends AgnesEventName>(name: K, detail: AgnesEventDetails[K]): void {
    this.dispatchEvent(agnesEvent(name, detail));
    if (name === 'agnes-invalid-move') this.showNotice(this.words.text('refused', { reason: (detail as AgnesEventDetails['agnes-invalid-move']).reason }), 'error');
    // A win or a loss: the banner says it; a new deal, undo or redo: the notice is out of date.
    else if (['agnes-win', 'agnes-lose', 'agnes-new-game', 'agnes-undo', 'agnes-redo'].includes(name)) this._notice = null;
    if (name === 'agnes-win') this.feedback.celebrate(this.#motion.landing());
    else if (name === 'agnes-undo' || name === 'agnes-new-game') this.feedback.endCelebration();
    // A game's end: what a finished game needs is loaded now (Share then answers at once).
    if (name === 'agnes-win' || name === 'agnes-lose') this.#resultsLoaded();
    this.storage.countEvent(name, detail);
  }

  /** @internal The words of the element's language, with the `strings` overrides. */
  get words(): Phrasebook {
    // (English until the table of the element's language is loaded: see `scheduleUpdate`.)
    const table = stringsForLanguage(languageOf(this));
    if (table !== this.#wordsFrom.table || this.strings !== this.#wordsFrom.strings) {
      this.#wordsFrom = { table, strings: this.strings };
      const problems: StringsProblem[] = [];
      this.#words = new Phrasebook(mergeStrings(table, this.strings, problems));
      this.report(problems.map((p) => ({ source: 'strings', message: p.message })));
    }
    return this.#words;
  }

  /** @internal After every action: the game is saved when `persist` names a key. */
  gameChanged(): void {
    this.storage.saveGame();
  }

  /** @internal Says `text` in the live region. */
  announce(text: string): void {
    this.feedback.announce(text);
  }

  /** @internal Shows `text` in the status line for a few seconds. */
  showNotice(text: string, kind: 'info' | 'error'): void {
    this.feedback.showNotice(text, kind);
  }

  /** @internal */
  positionWillChange(): void {
    this.endReplay();
  }

  /** @internal Ends the replay, silently. */
  endReplay(): void {
    if (!this.#replay) return;
    this.#replay.pause();
    this.#replay = null;
    this.requestUpdate();
  }

  /** The first render's second pass, until it has drawn every card (see `firstUpdated`). */
  #secondPass: Promise<boolean> | null = null;

  /** @internal */
  positionChanged(changes: readonly CardChange[], step = 0): void {
    this.#motion.note(this.hasUpdated ? this.renderRoot : null, changes, step);
  }

  // -----------------------------------------------------------------------------------------------
  // Lifecycle

  /**
   * Focuses the board at its current stop (the last one focused, else the stock), as a native
   * control takes the focus: a page's own "Play" button can call `el.focus()` and the keys play.
   * @param options - as for `HTMLElement.focus()` (`preventScroll`).
   */
  override focus(options?: FocusOptions): void {
    const stop = this.renderRoot.querySelector<HTMLElement>(`[data-stop="${this._focusKey}"]`);
    if (stop) stop.focus(options);
    else super.focus(options);
  }

  // connectedCallback is Lit's: it connects the parts that are reactive controllers (the game and its
  // searches, drag and drop, the page watch, the feedback); disconnectedCallback below too.

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#motion.cancel();
    clearInterval(this.#clockTimer);
    this.#clockTimer = undefined;
    this.#replay?.pause();
  }

  /**
   * Renders in a task of its own (the first deal too, before the first render), not in the task that
   * asked: a tap, the script's load, the deal and the render each stay short on a slow phone.
   */
  protected override async scheduleUpdate(): Promise<void> {
    await this.#languageLoaded();
    // The statistics panel, the replay's controls and the celebration come with the file loaded when needed.
    if (this._panel || this._celebrating || this.#replay) await this.#resultsLoaded();
    await nextTask();
    if (!this.hasUpdated) {
      this.attrs.ensureGame();
      await nextTask();
    }
    this.#taskStart = performance.now();
    this.performUpdate();
  }

  /**
   * Loads the file of what a finished game needs (results.ts), once; one that cannot be loaded is
   * reported once (`agnes-error`, source `results`), and its features stay away.
   */
  #resultsLoaded(): Promise<void> {
    return (this.#resultsLoading ??= importResults().then(
      (module) => {
        this.#resultsModule = module;
        this.#results = module.resultViews(VIEW_KIT);
        adoptStyles(this.renderRoot as ShadowRoot, [...AgnesSolitaire.elementStyles, this.#results.styles]);
        this.requestUpdate();
      },
      (error: unknown) => this.report([{ source: 'results', message: `the statistics panel, Replay's controls, the win's celebration and Share are unavailable: their file could not be loaded (${(error as Error)?.message ?? String(error)})` }]),
    ));
  }

  /**
   * Waits for the table of the element's language when it is still loading (a language other than
   * English, the first time one is used), so that the element never shows or says a word of
   * another language first; one that cannot be loaded stays English, with an `agnes-error`.
   */
  async #languageLoaded(): Promise<void> {
    const language = languageOf(this);
    try {
      await loadLanguage(language);
    } catch (error) {
      if (this.#missingLanguages.has(language)) return;
      this.#missingLanguages.add(language);
      this.report([{ source: 'lang', message: `the strings of lang "${language}" could not be loaded (${(error as Error)?.message ?? String(error)}); English is used` }]);
    }
  }

  /** The first render drew each column's top card alone (`BoardContext.firstPass`): the rest come now, in a task of their own. */
  protected override firstUpdated(): void {
    // Asked once this update is over (asked during it, it would be a change in the update).
    this.#secondPass = Promise.resolve()
      .then(() => {
        this.requestUpdate();
        return super.getUpdateComplete();
      })
      .then((done) => {
        this.#secondPass = null;
        return done;
      });
  }

  /** The first update is complete once the first render's second pass has drawn every card. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    return this.#secondPass ?? done;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.attrs.ensureGame();
    this.attrs.applyLive(changed, !this.hasUpdated);
    // The roving focus stop repaired; a focused card may leave the DOM in this update: refocus after it.
    this.input.willRender();
    this.feedback.flushAnnouncements();
  }

  protected override updated(): void {
    // The shown clock ticks once a second while it runs: its text alone changes, the element does not
    // render (a render a second cost a phone ~15 ms of each second); when it stops, one render ends the
    // ticks. Written before the glide reads the board, so that the layout it may force includes it.
    this.#showTime();
    // The glide reads the new places at once when this task has time left for a layout (see `play`).
    this.#motion.play(this.renderRoot, this.motionOff, performance.now() - this.#taskStart < LAYOUT_NOW_MS);
    const tick = this.attrs.clockShown && this.game.clockRunning && this.isConnected;
    if (tick && this.#clockTimer === undefined) this.#clockTimer = setInterval(() => (this.game.clockRunning ? this.#showTime() : this.requestUpdate()), 1000);
    else if (!tick && this.#clockTimer !== undefined) {
      clearInterval(this.#clockTimer);
      this.#clockTimer = undefined;
    }
    this.input.rendered();
  }

  /** Writes the playing time into the status line's clock (its text is not part of the template). */
  #showTime(): void {
    const time = this.renderRoot.querySelector('.clock b');
    const text = formatDuration(this.game.elapsedMs);
    if (time && time.textContent !== text) time.textContent = text;
  }

  /** @internal True when nothing may move: the `reduced-motion` attribute, or the system's reduced-motion setting. */
  get motionOff(): boolean {
    return this.attrs.reduced || CardMotion.systemReduced;
  }

  // -----------------------------------------------------------------------------------------------
  // Rendering (table-view.ts)

  protected override render(): TemplateResult {
    return renderTable(this);
  }
}

export type { AgnesEventDetails };
