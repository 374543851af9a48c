import { html, LitElement, nothing } from 'lit';
import type { PropertyValues, TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import { repeat } from 'lit/directives/repeat.js';
import { styleMap } from 'lit/directives/style-map.js';
import { cardName, FOUNDATION_IDS, movableRunLength, RANKS, RESERVE_IDS, TABLEAU_IDS, toSnapshot } from '../engine/index.js';
import type { CardChange, GameState, GameStatus, Move, PileId, PlaceId, Rules, Snapshot, Suit, VariantName } from '../engine/index.js';
import {
  booleanAttribute,
  controlsAttribute,
  integerAttribute,
  readAutoFoundation,
  readRuleOverrides,
  readSeed,
  readSwitch,
  readVariant,
  resolveAttributeRules,
} from './attributes.js';
import type { AttributeProblem, AutoFoundation } from './attributes.js';
import { styles } from './agnes-solitaire.styles.js';
import { DragController } from './card-drag.js';
import { cardBack, cardFace, isRedSuit, rankLabel, suitIcon } from './card-face.js';
import { CardMotion } from './card-motion.js';
import { dealsLeft, foundationSuit, pileCards, pileLabel, placeName, slotName } from './describe.js';
import { agnesEvent } from './events.js';
import type { AgnesEventDetails, AgnesEventName } from './events.js';
import { GameController, variantTitle } from './game-controller.js';
import type { GameConfig } from './game-controller.js';
import { keyCommand, navigate, parseStopKey, repairStop, stopGrid, stopKey } from './keyboard.js';
import type { Stop } from './keyboard.js';
import { measureBoard } from './layout.js';
import type { BoardMetrics } from './layout.js';

/** Cards picked up (by click, tap, key or drag): `count` cards from the top of `pile`, the deepest at `index`. */
interface Selection {
  pile: PileId;
  index: number;
  count: number;
}

/** How long a hint stays highlighted, and a notice stays in the status line (ms). */
const HINT_MS = 4000;
const NOTICE_MS = 4000;
/** Two clicks or taps on one card within this time send it to its foundation. */
const DOUBLE_TAP_MS = 400;

const RULE_PROPERTIES = [
  'stockTo', 'base', 'faceDown', 'reserveFaceDown', 'build', 'runs', 'splitRuns', 'wrap', 'emptyFill',
  'emptyRuns', 'foundationReturn', 'redeals', 'scoring', 'deadEnds',
] as const satisfies readonly (keyof Rules)[];

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
 * @attr {'off'|'safe'|'all'} auto-foundation - Move cards home by themselves: never, when provably harmless, or whenever possible. Default `off`.
 * @attr {boolean} controls - Show the status line's toolbar. Default on; `controls="false"` hides it.
 *
 * @fires {CustomEvent<AgnesNewGameDetail>} agnes-new-game - A new deal: `{seed, variant, rules}`.
 * @fires {CustomEvent<AgnesMoveDetail>} agnes-move - A move was played (deals too): `{move, cards, score, foundationCards, moveCount, auto}`.
 * @fires {CustomEvent<AgnesDealDetail>} agnes-deal - The stock was dealt (or redealt): `{move, cards, stockCount, redealsLeft, moveCount}`.
 * @fires {CustomEvent<AgnesHistoryDetail>} agnes-undo - A move was taken back: `{move, score, foundationCards, moveCount}`.
 * @fires {CustomEvent<AgnesHistoryDetail>} agnes-redo - A move was replayed: `{move, score, foundationCards, moveCount}`.
 * @fires {CustomEvent<AgnesHintDetail>} agnes-hint - The solver's suggestion: `{move}` (null when none).
 * @fires {CustomEvent<AgnesInvalidMoveDetail>} agnes-invalid-move - A move was refused: `{move, reason}`.
 * @fires {CustomEvent<AgnesWinDetail>} agnes-win - All cards are home: `{seed, moveCount, score, ms}`.
 * @fires {CustomEvent<AgnesLoseDetail>} agnes-lose - The game is lost: `{reason: 'no-moves' | 'dead-end'}`.
 * @fires {CustomEvent<AgnesErrorDetail>} agnes-error - A bad attribute or a failed search; a fallback was used: `{message, source}`.
 *
 * @csspart base - The table (felt) around everything.
 * @csspart header - The status line and toolbar.
 * @csspart status - The status line: base rank, cards home, score, moves.
 * @csspart toolbar - The toolbar.
 * @csspart button - Each toolbar button.
 * @csspart board - The card area.
 * @csspart pile - Each pile (stock, reserve pile, foundation, tableau column).
 * @csspart card - Each card, face-up or face-down.
 * @csspart card-back - Each face-down card (also has `card`).
 * @csspart slot - The outline of an empty pile.
 * @csspart banner - The win / loss message over the board.
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
 * @cssprop [--agnes-button-bg=#f3efe2] - Toolbar buttons.
 * @cssprop [--agnes-button-text=#14261c] - Toolbar button text.
 * @cssprop [--agnes-font=system-ui] - Font family (system fonts only; nothing is fetched).
 * @cssprop [--agnes-table-radius=12px] - Corner radius of the table.
 */
export class AgnesSolitaire extends LitElement {
  static override styles = styles;

  /** The rule preset: `bernauer` (default), `sorel` or `aces`. A change deals a new game. */
  @property() variant: VariantName | string = 'bernauer';
  /** The deal's seed (a string; whole numbers are their decimal text). Absent: random. A change deals a new game. */
  @property() seed: string | undefined = undefined;

  /** Rule override `stock-to`; undefined: the variant's value. */
  @property({ attribute: 'stock-to' }) stockTo: Rules['stockTo'] | undefined = undefined;
  /** Rule override `base`. */
  @property() base: Rules['base'] | undefined = undefined;
  /** Rule override `face-down`. */
  @property({ attribute: 'face-down', converter: booleanAttribute }) faceDown: boolean | undefined = undefined;
  /** Rule override `reserve-face-down`. */
  @property({ attribute: 'reserve-face-down', converter: booleanAttribute }) reserveFaceDown: boolean | undefined = undefined;
  /** Rule override `build`. */
  @property() build: Rules['build'] | undefined = undefined;
  /** Rule override `runs`. */
  @property() runs: Rules['runs'] | undefined = undefined;
  /** Rule override `split-runs`. */
  @property({ attribute: 'split-runs', converter: booleanAttribute }) splitRuns: boolean | undefined = undefined;
  /** Rule override `wrap`. */
  @property() wrap: Rules['wrap'] | undefined = undefined;
  /** Rule override `empty-fill`. */
  @property({ attribute: 'empty-fill' }) emptyFill: Rules['emptyFill'] | undefined = undefined;
  /** Rule override `empty-runs`. */
  @property({ attribute: 'empty-runs', converter: booleanAttribute }) emptyRuns: boolean | undefined = undefined;
  /** Rule override `foundation-return`. */
  @property({ attribute: 'foundation-return', converter: booleanAttribute }) foundationReturn: boolean | undefined = undefined;
  /** Rule override `redeals` (0–3). */
  @property({ converter: integerAttribute }) redeals: Rules['redeals'] | undefined = undefined;
  /** Rule override `scoring`. */
  @property() scoring: Rules['scoring'] | undefined = undefined;
  /** Rule override `dead-ends`. */
  @property({ attribute: 'dead-ends', converter: booleanAttribute }) deadEnds: boolean | undefined = undefined;

  /** Deal only deals the solver proves winnable, from `seed` on. A change deals a new game. */
  @property({ converter: booleanAttribute }) winnable: boolean | undefined = false;
  /** `off` (default), `safe` (only moves that cannot spoil a win) or `all` (every foundation move). Applies live. */
  @property({ attribute: 'auto-foundation' }) autoFoundation: AutoFoundation | string = 'off';
  /** Show the toolbar (default true). Applies live. */
  @property({ converter: controlsAttribute }) controls = true;

  #game = new GameController(this);
  #drag = new DragController(this);
  #motion = new CardMotion();

  /** The values the current game was dealt from (variant, seed, winnable, rules): any other value deals again. */
  #dealtFrom: readonly unknown[] | null = null;
  /** Problems already warned about on the console (each once). */
  #warned = new Set<string>();

  @state() private _width = 0;
  @state() private _selection: Selection | null = null;
  @state() private _focusKey = 'stock';
  @state() private _notice: { text: string; kind: 'info' | 'error' } | null = null;
  @state() private _live = '';
  /** The toolbar button that has the toolbar's Tab stop. */
  @state() private _tool = 'new';
  /** True after keyboard use: the focus ring shows and focus follows the roving stop. */
  @state() private _keyboard = false;

  #pendingAnnouncements: string[] = [];
  #hadFocus = false;
  #lastTap: { key: string; time: number } | null = null;
  #noticeTimer: ReturnType<typeof setTimeout> | undefined;
  #hintTimer: ReturnType<typeof setTimeout> | undefined;
  #resizeObserver: ResizeObserver | null = null;
  #resizeFrame = 0;

  @query('.board') private _board!: HTMLElement;

  // -----------------------------------------------------------------------------------------------
  // Public API

  /** The current position as a RULES §8 snapshot (a fresh object each time). */
  get state(): Snapshot {
    this.#ensureGame();
    return toSnapshot(this.#game.state);
  }

  /** `playing`, `won` or `lost` (no legal move, or a dead end found by the solver). */
  get status(): GameStatus {
    this.#ensureGame();
    return this.#game.status;
  }

  /** The complete rules of the current game. */
  get rules(): Rules {
    this.#ensureGame();
    return { ...this.#game.state.rules };
  }

  /** Why the game was lost (`no-moves`, `dead-end`), or null. */
  get lostReason(): 'no-moves' | 'dead-end' | null {
    this.#ensureGame();
    return this.#game.lostReason;
  }

  /** The moves played since the deal (or restart), in order. */
  get moves(): readonly Move[] {
    this.#ensureGame();
    return this.#game.game.moves;
  }

  get canUndo(): boolean {
    this.#ensureGame();
    return this.#game.game.canUndo;
  }

  get canRedo(): boolean {
    this.#ensureGame();
    return this.#game.game.canRedo;
  }

  /** Deals a new game with the current rules: seed `seed`, or a random one. */
  newGame(seed?: string | number): void {
    this.#ensureGame();
    this._selection = null;
    const problems: AttributeProblem[] = [];
    const checked = readSeed(seed, problems);
    this.#report(problems);
    this.#game.newSeed(checked);
  }

  /** Back to the first position of this deal (the moves can be redone). */
  restart(): void {
    this.#ensureGame();
    this._selection = null;
    this.#game.restart();
  }

  /** Takes back the last move (with the automatic moves it caused). Returns false when there is none. */
  undo(): boolean {
    this.#ensureGame();
    this._selection = null;
    return this.#game.undo();
  }

  /** Replays the last move taken back. Returns false when there is none. */
  redo(): boolean {
    this.#ensureGame();
    this._selection = null;
    return this.#game.redo();
  }

  /** Asks the solver for a good move; highlights and announces it, fires `agnes-hint`, resolves with it. */
  async hint(): Promise<Move | null> {
    this.#ensureGame();
    const move = await this.#game.hint();
    clearTimeout(this.#hintTimer);
    if (move) this.#hintTimer = setTimeout(() => this.#game.clearHint(), HINT_MS);
    return move;
  }

  /** Deals from the stock (or redeals). Returns false when that is not allowed now. */
  deal(): boolean {
    this.#ensureGame();
    this._selection = null;
    return this.#game.deal();
  }

  /**
   * Plays a move: a RULES §5 move object or its notation (`t3-t5`, `r0-fh`, `deal`). An illegal move
   * changes nothing, fires `agnes-invalid-move` and returns false.
   */
  play(move: Move | string): boolean {
    this.#ensureGame();
    this._selection = null;
    return this.#game.play(move);
  }

  // -----------------------------------------------------------------------------------------------
  // Controller host: events, announcements, animation

  /** @internal */
  emit<K extends AgnesEventName>(name: K, detail: AgnesEventDetails[K]): void {
    this.dispatchEvent(agnesEvent(name, detail));
    if (name === 'agnes-invalid-move') this.#showNotice((detail as AgnesEventDetails['agnes-invalid-move']).reason, 'error');
    else if (name === 'agnes-win' || name === 'agnes-lose') this._notice = null; // the banner says it
    else if (name === 'agnes-new-game' || name === 'agnes-undo' || name === 'agnes-redo') this._notice = null;
  }

  /** @internal */
  announce(text: string): void {
    this.#pendingAnnouncements.push(text);
    this.requestUpdate();
  }

  /** @internal */
  positionWillChange(): void {
    if (this.hasUpdated) this.#motion.capture(this.renderRoot);
  }

  /** @internal */
  positionChanged(changes: readonly CardChange[]): void {
    this.#motion.note(changes);
  }

  // -----------------------------------------------------------------------------------------------
  // Lifecycle

  override connectedCallback(): void {
    super.connectedCallback();
    this._width = this.clientWidth || this._width;
    this.#resizeObserver = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1]!.contentRect.width;
      // Re-render in the next frame, not inside the observer's callback (no resize loop).
      if (Math.abs(width - this._width) >= 1) {
        cancelAnimationFrame(this.#resizeFrame);
        this.#resizeFrame = requestAnimationFrame(() => (this._width = width));
      }
    });
    this.#resizeObserver.observe(this);
    window.addEventListener('resize', this.#onWindowResize);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resizeObserver?.disconnect();
    this.#resizeObserver = null;
    cancelAnimationFrame(this.#resizeFrame);
    window.removeEventListener('resize', this.#onWindowResize);
    clearTimeout(this.#noticeTimer);
    clearTimeout(this.#hintTimer);
    this.#motion.cancel();
  }

  #onWindowResize = (): void => this.requestUpdate();

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#ensureGame();
    // A focused card may leave the DOM in this update (the stock emptied, a card moved): remember to refocus.
    this.#hadFocus = this.#focusInBoard();
    if (changed.has('autoFoundation') || !this.hasUpdated) {
      const problems: AttributeProblem[] = [];
      this.#game.autoFoundation = readAutoFoundation(this.autoFoundation, problems);
      this.#report(problems);
    }
    this._focusKey = repairStop(stopGrid(this.#game.state), this._focusKey);
    if (this.#pendingAnnouncements.length > 0) {
      const text = this.#pendingAnnouncements.join(' ');
      this.#pendingAnnouncements = [];
      // The same words twice in a row would not be read again: vary them invisibly.
      this._live = text === this._live.replace(/\u00a0$/, '') && !this._live.endsWith('\u00a0') ? `${text}\u00a0` : text;
    }
  }

  protected override updated(): void {
    this.#motion.play(this.renderRoot);
    if (this._keyboard && (this.#hadFocus || this.#focusInBoard())) {
      const el = this.renderRoot.querySelector<HTMLElement>(`[data-stop="${this._focusKey}"]`);
      if (el && this.shadowRoot!.activeElement !== el) el.focus({ preventScroll: false });
    }
  }

  #focusInBoard(): boolean {
    const active = this.shadowRoot?.activeElement;
    return !!active && !!this._board && (this._board.contains(active) || active === this._board);
  }

  // -----------------------------------------------------------------------------------------------
  // Attributes → game

  /** Deals a game when none is dealt yet, or when variant, seed, a rule or `winnable` changed. */
  #ensureGame(): void {
    const ruleValues = Object.fromEntries(RULE_PROPERTIES.map((p) => [p, this[p]]));
    // Compared value by value, not through JSON: a page may assign anything (a BigInt, a cyclic object).
    const from = [this.variant, this.seed, this.winnable, ...RULE_PROPERTIES.map((p) => this[p])];
    if (this.#game.started && this.#dealtFrom?.every((value, i) => Object.is(value, from[i]))) return;
    this.#dealtFrom = from;
    const problems: AttributeProblem[] = [];
    const variant = readVariant(this.variant, problems);
    const seed = readSeed(this.seed, problems);
    const overrides = resolveAttributeRules(variant, readRuleOverrides(ruleValues, problems), problems).overrides;
    const winnable = readSwitch('winnable', this.winnable, problems);
    this.#report(problems);
    const config: GameConfig = { variant, seed, overrides, winnable };
    this._selection = null;
    this._notice = null;
    this.#game.newGame(config);
  }

  /** Fires `agnes-error` for each problem and warns on the console, once per distinct problem. */
  #report(problems: readonly AttributeProblem[]): void {
    for (const problem of problems) {
      this.emit('agnes-error', { message: problem.message, source: problem.source });
      if (!this.#warned.has(problem.message)) {
        this.#warned.add(problem.message);
        console.warn(`<agnes-solitaire>: ${problem.message}`);
      }
    }
  }

  // -----------------------------------------------------------------------------------------------
  // Selection and moves (shared by click, tap, keyboard and drag)

  /** The legal targets of the cards picked up. */
  #targets(selection: Selection | null): Set<PileId> {
    const targets = new Set<PileId>();
    if (!selection || this.#game.searching || this.#game.lostReason === 'dead-end') return targets;
    for (const move of this.#game.game.legalMoves()) {
      if (move.kind === 'move' && move.from === selection.pile && move.count === selection.count) targets.add(move.to);
    }
    return targets;
  }

  /** Picks up the card at `index` of `pile` and those on it; false (and says why) when they may not move. */
  #pickUp(pile: PileId, index: number | null, speak: boolean): boolean {
    const state = this.#game.state;
    const cards = pileCards(state, pile);
    if (cards.length === 0) {
      if (speak) this.announce(`${placeName(pile)} is empty.`);
      return false;
    }
    const top = cards.length - 1;
    const at = index ?? top;
    const why = this.#whyNotMovable(state, pile, at);
    if (why) {
      if (speak) this.announce(why);
      this.#showNotice(why, 'info');
      return false;
    }
    const selection = { pile, index: at, count: cards.length - at };
    this._selection = selection;
    if (speak) {
      const targets = [...this.#targets(selection)].map(placeName);
      const what = selection.count === 1 ? cardName(cards[at]!) : `${cardName(cards[at]!)} and ${selection.count - 1} card${selection.count > 2 ? 's' : ''} on it`;
      this.announce(
        `Picked up ${what}. ${targets.length ? `It can go to ${targets.join(', ')}.` : 'It has no legal move now.'} Move to a pile and press Enter to put it down, or Escape to cancel.`,
      );
    }
    return true;
  }

  /** Why the card at `index` of `pile` cannot be picked up, or null. */
  #whyNotMovable(state: GameState, pile: PileId, index: number): string | null {
    const cards = pileCards(state, pile);
    const slot = cards[index]!;
    if (slot.startsWith('-')) return 'That card is face-down.';
    if (this.#game.searching) return 'Please wait: a winnable deal is being looked for.';
    if (this.#game.status !== 'playing') return this.#game.status === 'won' ? 'The game is won.' : 'The game is over: undo or start a new game.';
    if (pile[0] === 'f' && !state.rules.foundationReturn) return 'Cards on the foundations stay there in this game.';
    if (pile[0] !== 't' && index !== cards.length - 1) return `Only the top card of ${placeName(pile)} can move.`;
    if (pile[0] === 't') {
      const run = movableRunLength(cards, state.rules, RANKS.indexOf(state.baseRank));
      if (cards.length - index > run) {
        return `The ${cardName(slot)} cannot move: only the top ${run === 1 ? 'card' : `${run} cards`} of ${placeName(pile)} move together.`;
      }
    }
    return null;
  }

  /** Puts the picked-up cards on `target`; true when the move was played. */
  #putDown(target: PileId, speakRefusal = true): boolean {
    const selection = this._selection;
    if (!selection) return false;
    const played = this.#game.play({ kind: 'move', from: selection.pile, to: target, count: selection.count }, { quiet: !speakRefusal });
    if (played) {
      this._selection = null;
      this._focusKey = this.#topStopOf(target);
    }
    return played;
  }

  /** The stop key of a pile's top (a tableau column's top card, or the pile). */
  #topStopOf(pile: PileId): string {
    if (pile[0] !== 't') return pile;
    const column = this.#game.state.tableau[Number(pile[1])]!;
    return column.length > 0 ? stopKey(pile, column.length - 1) : pile;
  }

  /** Sends the top card of `pile` to its foundation (double-click, double-tap, F). */
  #toFoundation(pile: PlaceId): boolean {
    if (pile === 'stock' || pile[0] === 'f') return false;
    const cards = pileCards(this.#game.state, pile);
    const top = cards[cards.length - 1];
    if (!top || top.startsWith('-')) return false;
    this._selection = null;
    return this.#game.play({ kind: 'move', from: pile as PileId, to: `f${top[1]}` as PileId, count: 1 });
  }

  // -----------------------------------------------------------------------------------------------
  // Pointer: clicks and taps (drag and drop lives in card-drag.ts)

  #onBoardClick = (event: MouseEvent): void => {
    if (performance.now() < this.#drag.suppressClickUntil) return;
    if (this.#game.searching) return;
    // A card or slot names its pile; the empty part of a column below its cards counts as the column.
    const el = event
      .composedPath()
      .find((n): n is HTMLElement => n instanceof HTMLElement && (n.dataset.pile !== undefined || n.dataset.pileBox !== undefined));
    if (!el) {
      this._selection = null;
      return;
    }
    this._keyboard = false;
    const pile = (el.dataset.pile ?? el.dataset.pileBox) as PlaceId;
    const index = el.dataset.index === undefined ? null : Number(el.dataset.index);
    this._focusKey = el.dataset.stop ?? this.#stopFor(pile, index);
    if (pile === 'stock') {
      this._selection = null;
      this.#game.deal();
      return;
    }
    const key = `${pile}:${index ?? 'pile'}`;
    const now = performance.now();
    const double = this.#lastTap?.key === key && now - this.#lastTap.time < DOUBLE_TAP_MS;
    this.#lastTap = double ? null : { key, time: now };
    const selection = this._selection;
    if (double && el.dataset.card !== undefined && pile[0] !== 'f') {
      const cards = pileCards(this.#game.state, pile);
      if (index === cards.length - 1 && this.#toFoundation(pile)) return;
    }
    if (selection) {
      if (selection.pile === pile) {
        if (index === null || index === selection.index || pile[0] !== 't') this._selection = null;
        else this.#pickUp(pile as PileId, index, false);
        return;
      }
      if (!this.#putDown(pile as PileId)) this._selection = null;
      return;
    }
    if (el.dataset.card !== undefined) this.#pickUp(pile as PileId, pile[0] === 't' ? index : null, false);
  };

  /** The stop key for a card or pile element that carries none (a face-down card, a covered reserve card). */
  #stopFor(pile: PlaceId, index: number | null): string {
    if (pile[0] === 't' && index !== null) return repairStop(stopGrid(this.#game.state), stopKey(pile, index));
    return pile;
  }

  // -----------------------------------------------------------------------------------------------
  // Drag host (card-drag.ts)

  /** @internal */
  dragStarted(pile: PileId, index: number): boolean {
    if (this.#game.searching) return false;
    const ok = this.#pickUp(pile, index, false);
    if (!ok) this.#drag.suppressClickUntil = performance.now() + 400;
    return ok;
  }

  /** @internal */
  dragDropped(target: PileId | null): boolean {
    const selection = this._selection;
    if (!selection) return false;
    if (target === null || target === selection.pile) {
      this._selection = null;
      return false;
    }
    const played = this.#putDown(target);
    if (!played) this._selection = null;
    return played;
  }

  /** @internal */
  dragEnded(): void {
    this._selection = null;
  }

  // -----------------------------------------------------------------------------------------------
  // Keyboard

  #onKeyDown = (event: KeyboardEvent): void => {
    const command = keyCommand(event);
    if (!command) return;
    const path = event.composedPath();
    const inBoard = !!this._board && path.includes(this._board);
    const toolbar = this.renderRoot.querySelector<HTMLElement>('.toolbar');
    const inToolbar = !!toolbar && path.includes(toolbar);
    switch (command.type) {
      case 'focus':
        if (inToolbar) {
          if (command.direction === 'up' || command.direction === 'down') return;
          event.preventDefault();
          this.#moveToolbarFocus(toolbar!, command.direction);
          return;
        }
        if (!inBoard) return;
        event.preventDefault();
        this._keyboard = true;
        this._focusKey = navigate(stopGrid(this.#game.state), this._focusKey, command.direction);
        return;
      case 'activate':
        if (!inBoard) return;
        event.preventDefault();
        this._keyboard = true;
        this.#activate(parseStopKey(repairStop(stopGrid(this.#game.state), this._focusKey)));
        return;
      case 'cancel':
        if (this.#drag.dragging) this.#drag.cancel();
        if (this._selection) {
          event.preventDefault();
          this._selection = null;
          this.announce('Put back.');
        }
        return;
      case 'undo':
        event.preventDefault();
        this.undo();
        return;
      case 'redo':
        event.preventDefault();
        this.redo();
        return;
      case 'hint':
        event.preventDefault();
        void this.hint();
        return;
      case 'deal':
        event.preventDefault();
        this.deal();
        return;
      case 'new-game':
        event.preventDefault();
        this.newGame();
        return;
      case 'to-foundation': {
        if (!inBoard) return;
        event.preventDefault();
        const stop = parseStopKey(repairStop(stopGrid(this.#game.state), this._focusKey));
        if (!this.#toFoundation(stop.pile)) this.announce('That card cannot go to a foundation now.');
        return;
      }
    }
  };

  /** Enter or Space on a stop: deal from the stock, pick cards up, or put them down. */
  #activate(stop: Stop): void {
    if (this.#game.searching) {
      this.announce('Please wait: a winnable deal is being looked for.');
      return;
    }
    if (stop.pile === 'stock') {
      this._selection = null;
      this.#game.deal();
      return;
    }
    const pile = stop.pile as PileId;
    const selection = this._selection;
    if (selection) {
      if (selection.pile === pile) {
        if (stop.index === null || stop.index === selection.index || pile[0] !== 't') {
          this._selection = null;
          this.announce('Put back.');
        } else this.#pickUp(pile, stop.index, true);
        return;
      }
      this.#putDown(pile);
      return;
    }
    this.#pickUp(pile, stop.index, true);
  }

  #moveToolbarFocus(toolbar: HTMLElement, direction: string): void {
    const buttons = [...toolbar.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const current = buttons.indexOf(this.shadowRoot!.activeElement as HTMLButtonElement);
    const next =
      direction === 'home' ? 0 : direction === 'end' ? buttons.length - 1 : (current + (direction === 'left' ? -1 : 1) + buttons.length) % buttons.length;
    const target = buttons[next];
    if (!target) return;
    this._tool = target.dataset.tool!;
    target.tabIndex = 0;
    target.focus();
  }

  #onToolbarFocusIn = (event: FocusEvent): void => {
    const button = event.composedPath()[0];
    if (button instanceof HTMLButtonElement && button.dataset.tool) this._tool = button.dataset.tool;
  };

  #onBoardFocusIn = (event: FocusEvent): void => {
    const el = event.composedPath()[0];
    if (el instanceof HTMLElement && el.dataset.stop) this._focusKey = el.dataset.stop;
  };

  // -----------------------------------------------------------------------------------------------
  // Notices

  #showNotice(text: string, kind: 'info' | 'error'): void {
    clearTimeout(this.#noticeTimer);
    this._notice = { text, kind };
    this.#noticeTimer = setTimeout(() => (this._notice = null), NOTICE_MS);
  }

  // -----------------------------------------------------------------------------------------------
  // Rendering

  #metrics(state: GameState): BoardMetrics {
    const width = this._width || 720;
    const screen = typeof window !== 'undefined' ? window.innerHeight : 800;
    return measureBoard(width, screen || 800, state);
  }

  protected override render(): TemplateResult {
    const state = this.#game.state;
    const m = this.#metrics(state);
    const boardWidth = 7 * m.cardW + 6 * m.gap;
    const vars = {
      '--_cw': `${m.cardW}px`,
      '--_ch': `${m.cardH}px`,
      '--_gap': `${m.gap}px`,
      '--_pad': `${m.pad}px`,
      '--_radius': `${Math.max(4, Math.round(m.cardW * 0.08))}px`,
      '--_tableau-h': `${m.tableauHeight}px`,
      '--_reserve-h': `${m.reserveHeight}px`,
      '--_board-w': `${boardWidth}px`,
    };
    const targets = this.#targets(this._selection);
    const ctx: RenderContext = { state, m, targets, focusKey: this._focusKey, hint: this.#game.hintMove };
    return html`<div class=${classMap({ table: true, compact: m.compact })} part="base" style=${styleMap(vars)} @keydown=${this.#onKeyDown}>
      ${this.renderHeader(state, m)}
      <div
        class=${classMap({ board: true, keyboard: this._keyboard })}
        part="board"
        role="application"
        aria-label=${`${variantTitle(state.variant)} solitaire, seed ${state.seed}`}
        aria-describedby="agnes-help"
        aria-busy=${this.#game.searching ? 'true' : 'false'}
        @click=${this.#onBoardClick}
        @pointerdown=${this.#drag.onPointerDown}
        @focusin=${this.#onBoardFocusIn}
      >
        ${this.renderStock(ctx)}
        <div class="info" aria-hidden="true">
          <span>Base</span><span class="base">${rankLabel(state.baseRank)}</span>
          <span>${this.#dealsText(state)}</span>
        </div>
        ${this.renderFoundations(ctx)} ${this.renderReserve(ctx)} ${this.renderTableau(ctx)} ${this.renderBanner(state)}
      </div>
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${this._live}</div>
      <p id="agnes-help" class="visually-hidden">
        Arrow keys move between piles and along a column's face-up cards. Enter or Space picks cards up and puts them down; Escape
        cancels. F sends the focused card to its foundation. D deals, U or Control+Z undoes, R or Control+Shift+Z redoes, H gives a
        hint, N deals a new game.
      </p>
    </div>`;
  }

  #dealsText(state: GameState): string {
    const deals = dealsLeft(state);
    const redeals = state.redealsLeft > 0 ? ` + ${state.redealsLeft} redeal${state.redealsLeft === 1 ? '' : 's'}` : '';
    return `${deals === 0 ? 'no' : deals} deal${deals === 1 ? '' : 's'} left${redeals}`;
  }

  #foundationTotal(state: GameState): number {
    return state.foundations.c.length + state.foundations.d.length + state.foundations.h.length + state.foundations.s.length;
  }

  protected renderHeader(state: GameState, m: BoardMetrics): TemplateResult {
    const notice = this._notice;
    const searching = this.#game.searching;
    return html`<div class="header" part="header">
      <div class="status" part="status">
        <span><span class="label">Base</span> <b>${rankLabel(state.baseRank)}</b></span>
        <span><b>${this.#foundationTotal(state)}</b><span class="label">/52 home</span></span>
        <span><span class="label">Score</span> <b>${state.score}</b></span>
        <span><span class="label">Moves</span> <b>${state.moveCount}</b></span>
        ${m.compact ? nothing : html`<span class="label">Seed ${state.seed}</span>`}
      </div>
      ${this.controls ? this.renderToolbar(state, m) : nothing}
      <div class="notice" aria-hidden="true">
        ${searching ? 'Looking for a winnable deal…' : (notice?.text ?? '')}
      </div>
    </div>`;
  }

  protected renderToolbar(state: GameState, m: BoardMetrics): TemplateResult {
    const game = this.#game.game;
    const busy = this.#game.searching;
    const canDeal = !busy && this.#game.status === 'playing' && (state.stock.length > 0 || state.redealsLeft > 0) && this.#game.lostReason !== 'dead-end';
    const disabled: Record<string, boolean> = {
      new: false,
      restart: busy || !game.canUndo,
      undo: busy || !game.canUndo,
      redo: busy || !game.canRedo,
      hint: busy || !this.#game.solverAvailable || this.#game.status !== 'playing',
      deal: !canDeal,
    };
    // One Tab stop for the whole toolbar (roving tabindex); ← → move between its buttons.
    const current = disabled[this._tool] === false ? this._tool : 'new';
    const button = (tool: string, label: string, short: string, icon: TemplateResult, action: () => void, keys: string) =>
      html`<button
        type="button"
        part="button"
        data-tool=${tool}
        tabindex=${tool === current ? '0' : '-1'}
        aria-label=${label}
        title=${keys ? `${label} (${keys.split(' ')[0]})` : label}
        aria-keyshortcuts=${keys || nothing}
        ?disabled=${disabled[tool]}
        @click=${action}
      >
        ${icon}<span>${m.compact ? short : label}</span>
      </button>`;
    return html`<div class="toolbar" part="toolbar" role="toolbar" aria-label="Game" @focusin=${this.#onToolbarFocusIn}>
      ${button('new', 'New game', 'New', ICONS.newGame, () => this.newGame(), 'N')}
      ${button('restart', 'Restart', 'Restart', ICONS.restart, () => this.restart(), '')}
      ${button('undo', 'Undo', 'Undo', ICONS.undo, () => this.undo(), 'U Control+Z')}
      ${button('redo', 'Redo', 'Redo', ICONS.redo, () => this.redo(), 'R Control+Shift+Z')}
      ${button('hint', 'Hint', 'Hint', ICONS.hint, () => void this.hint(), 'H')}
      ${button('deal', state.stock.length === 0 && state.redealsLeft > 0 ? 'Redeal' : 'Deal', 'Deal', ICONS.deal, () => this.deal(), 'D')}
    </div>`;
  }

  protected renderStock(ctx: RenderContext): TemplateResult {
    const { state } = ctx;
    const count = state.stock.length;
    const redeal = count === 0 && state.redealsLeft > 0;
    const action = count > 0 ? `Deal ${Math.min(7, count)} cards` : redeal ? 'Redeal' : 'Stock empty';
    const stop = 'stock';
    const focusable = { tabindex: ctx.focusKey === stop ? '0' : '-1' };
    return html`<div class="pile stock" part="pile" role="group" aria-label=${pileLabel(state, 'stock')} data-pile-box="stock">
      ${count > 0
        ? html`<div
            class="card down"
            part="card card-back"
            role="button"
            data-pile="stock"
            data-stop=${stop}
            tabindex=${focusable.tabindex}
            aria-label=${action}
          >
            ${cardBack()}
          </div>`
        : html`<div class="slot" part="slot" role="button" data-pile="stock" data-stop=${stop} tabindex=${focusable.tabindex} aria-label=${action}>
            ${redeal ? html`<span aria-hidden="true">↻</span><span class="slot-text" aria-hidden="true">Redeal</span>` : html`<span class="slot-text" aria-hidden="true">Empty</span>`}
          </div>`}
      <span class="count" aria-hidden="true">${count}</span>
    </div>`;
  }

  protected renderFoundations(ctx: RenderContext): TemplateResult[] {
    const { state } = ctx;
    return FOUNDATION_IDS.map((pile) => {
      const suit = foundationSuit(pile) as Suit;
      const cards = state.foundations[suit];
      const shown = cards.slice(-2);
      return html`<div class="pile foundation" part="pile" role="group" aria-label=${pileLabel(state, pile)} data-pile-box=${pile}>
        ${cards.length === 0
          ? this.renderSlot(ctx, pile, html`${suitIcon(suit, 'slot-pip')}<span class="slot-text" aria-hidden="true">${rankLabel(state.baseRank)}</span>`, `Empty ${placeName(pile).replace('the ', '')}, starts with the ${cardName(state.baseRank + suit)}`)
          : repeat(
              shown,
              (card) => card,
              (card, i) => this.renderCard(ctx, card, pile, cards.length - shown.length + i, 0, i === shown.length - 1),
            )}
      </div>`;
    });
  }

  protected renderReserve(ctx: RenderContext): TemplateResult | typeof nothing {
    const { state, m } = ctx;
    if (state.reserve.length === 0) return nothing;
    return html`${RESERVE_IDS.map((pile, i) => {
      const cards = state.reserve[i]!;
      return html`<div class="pile reserve" part="pile" role="group" aria-label=${pileLabel(state, pile)} data-pile-box=${pile}>
        ${cards.length === 0
          ? this.renderSlot(ctx, pile, nothing, `Empty reserve pile ${i + 1}`)
          : repeat(
              cards,
              (card) => card,
              (card, index) => this.renderCard(ctx, card, pile, index, m.reserveTops[i]![index]!, index === cards.length - 1),
            )}
      </div>`;
    })}`;
  }

  protected renderTableau(ctx: RenderContext): TemplateResult {
    const { state, m } = ctx;
    return html`${TABLEAU_IDS.map((pile, c) => {
      const cards = state.tableau[c]!;
      return html`<div class="pile column" part="pile" role="group" aria-label=${pileLabel(state, pile)} data-pile-box=${pile}>
        ${cards.length === 0
          ? this.renderSlot(ctx, pile, nothing, `Empty column ${c + 1}`)
          : repeat(
              cards,
              (card) => card.replace('-', ''),
              (card, index) => this.renderCard(ctx, card, pile, index, m.columnTops[c]![index]!, !card.startsWith('-')),
            )}
      </div>`;
    })}`;
  }

  /** The outline of an empty pile; it is the pile's focus stop and a drop target. */
  protected renderSlot(ctx: RenderContext, pile: PileId, content: unknown, label: string): TemplateResult {
    const stop = stopKey(pile);
    const hint = ctx.hint?.kind === 'move' && ctx.hint.to === pile;
    const targetWord = ctx.targets.has(pile) ? ', drop target' : '';
    return html`<div
      class=${classMap({ slot: true, target: ctx.targets.has(pile), hint })}
      part="slot"
      role="button"
      data-pile=${pile}
      data-stop=${stop}
      tabindex=${ctx.focusKey === stop ? '0' : '-1'}
      aria-label=${label + targetWord}
    >
      ${content}
    </div>`;
  }

  /**
   * One card. `stop`: this card is a keyboard stop (a tableau face-up card, a reserve or foundation
   * top). Face-down cards are named "face-down card"; covered foundation cards are decoration.
   */
  protected renderCard(ctx: RenderContext, slot: string, pile: PileId, index: number, top: number, stop: boolean): TemplateResult {
    const down = slot.startsWith('-');
    const card = down ? slot.slice(1) : slot;
    const cards = pileCards(ctx.state, pile);
    const isTop = index === cards.length - 1;
    const sel = this._selection;
    const selected = !!sel && sel.pile === pile && index >= sel.index;
    const target = isTop && ctx.targets.has(pile);
    const hint = this.#hinted(ctx.hint, pile, index, cards.length);
    const key = pile[0] === 't' ? stopKey(pile, index) : pile;
    const covered = pile[0] === 'f' && !isTop;
    const name = down ? 'face-down card' : slotName(card);
    const label = `${name}${selected ? ', picked up' : ''}${target ? ', drop target' : ''}`;
    const classes = { card: true, down, red: !down && isRedSuit(card[1]!), selected, target, hint };
    return html`<div
      class=${classMap(classes)}
      part=${down ? 'card card-back' : 'card'}
      style=${styleMap({ top: `${top}px` })}
      data-card=${card}
      data-pile=${pile}
      data-index=${index}
      data-face-down=${down ? '' : nothing}
      data-stop=${stop ? key : nothing}
      role=${stop ? 'button' : 'img'}
      tabindex=${stop ? (ctx.focusKey === key ? '0' : '-1') : nothing}
      aria-label=${label}
      aria-hidden=${covered ? 'true' : nothing}
    >
      ${down ? cardBack() : cardFace(card)}
    </div>`;
  }

  #hinted(hint: Move | null, pile: PileId, index: number, length: number): boolean {
    if (!hint || hint.kind !== 'move') return false;
    if (hint.from === pile && index >= length - hint.count) return true;
    return hint.to === pile && index === length - 1;
  }

  protected renderBanner(state: GameState): TemplateResult | typeof nothing {
    if (this.#game.searching) return html`<div class="banner" part="banner" aria-hidden="true">Looking for a winnable deal…</div>`;
    const status = this.#game.status;
    if (status === 'won') {
      return html`<div class="banner" part="banner" aria-hidden="true">You won!<small>${state.moveCount} moves · seed ${state.seed}</small></div>`;
    }
    if (status === 'lost') {
      const why = this.#game.lostReason === 'dead-end' ? 'Dead end: no card can go home any more' : 'No moves left';
      return html`<div class="banner" part="banner" aria-hidden="true">${why}<small>Undo to try another way, or start a new game</small></div>`;
    }
    return nothing;
  }
}

interface RenderContext {
  state: GameState;
  m: BoardMetrics;
  targets: Set<PileId>;
  focusKey: string;
  hint: Move | null;
}

/** Toolbar icons: simple strokes, drawn in currentColor. */
const ICONS = {
  newGame: html`<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="5" y="3" width="14" height="18" rx="2" /><path d="M12 9v6M9 12h6" /></svg>`,
  restart: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4v6h6" /><path d="M4.5 15a8 8 0 1 0 1.9-8.3L4 10" /></svg>`,
  undo: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 14 4 9l5-5" /><path d="M4 9h10a6 6 0 0 1 0 12h-3" /></svg>`,
  redo: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="m15 14 5-5-5-5" /><path d="M20 9H10a6 6 0 0 0 0 12h3" /></svg>`,
  hint: html`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 18h6M10 21h4" /><path d="M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" /></svg>`,
  deal: html`<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="6" width="11" height="15" rx="2" /><path d="M8 3h11a2 2 0 0 1 2 2v13" /></svg>`,
};

export type { AgnesEventDetails };
