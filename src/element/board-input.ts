/**
 * Input on the board: picking cards up and putting them down (shared by click, tap, keyboard and
 * drag), clicks and taps (a double one sends a card home), the keyboard (roving focus across the
 * piles and the toolbar, and the shortcut keys), and the calls of the drag controller. The state it
 * changes (selection, focus stop, keyboard mode, toolbar stop, panel) lives on the element, which
 * re-renders when it changes; this class reaches it through `InputHost`.
 */
import { movableRunLength, RANKS } from '../engine/index.js';
import type { GameState, Move, PileId, PlaceId } from '../engine/index.js';
import type { Selection } from './board-view.js';
import type { DragController, DragInput } from './card-drag.js';
import { pileCards } from './describe.js';
import type { GameController } from './game-controller.js';
import { keyCommand, navigate, parseStopKey, repairStop, stopGrid, stopKey } from './keyboard.js';
import type { Stop } from './keyboard.js';
import type { Replay } from './replay.js';
import { capitalize } from './strings.js';
import type { Phrasebook } from './strings.js';

/** Two clicks or taps on one card within this time send it to its foundation. */
const DOUBLE_TAP_MS = 400;

/** What input handling reads and changes on the element (the element itself: its public API and a few internal members). */
export interface InputHost {
  readonly game: GameController;
  readonly currentReplay: Replay | null;
  readonly drag: DragController;
  readonly words: Phrasebook;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly shadowRoot: ShadowRoot | null;
  /** The card area. */
  readonly _board: HTMLElement | null;
  _selection: Selection | null;
  /** The stop that has the board's Tab stop. */
  _focusKey: string;
  /** True after keyboard use: the focus ring shows and focus follows the roving stop. */
  _keyboard: boolean;
  /** The toolbar button that has the toolbar's Tab stop. */
  _tool: string;
  _panel: 'stats' | 'confirm' | null;
  announce(text: string): void;
  showNotice(text: string, kind: 'info' | 'error'): void;
  undo(): boolean;
  redo(): boolean;
  hint(): Promise<Move | null>;
  deal(): boolean;
  newGame(): void;
  closeReplay(): void;
}

export class BoardInput implements DragInput {
  #host: InputHost;
  #lastTap: { key: string; time: number } | null | undefined;
  /** The focus was in the board before this render. */
  #hadFocus = false;

  constructor(host: InputHost) {
    this.#host = host;
  }

  // -----------------------------------------------------------------------------------------------
  // Selection and moves (shared by click, tap, keyboard and drag)

  /** The legal targets of the cards picked up. */
  targets(selection: Selection | null): Set<PileId> {
    const h = this.#host;
    const targets = new Set<PileId>();
    if (!selection || h.game.searching || h.game.lostReason === 'dead-end') return targets;
    for (const move of h.game.game.legalMoves()) {
      if (move.kind === 'move' && move.from === selection.pile && move.count === selection.count) targets.add(move.to);
    }
    return targets;
  }

  /** Picks up the card at `index` of `pile` and those on it; false (and says why) when they may not move. */
  #pickUp(pile: PileId, index: number | null, speak: boolean): boolean {
    const h = this.#host;
    const state = h.game.state;
    const cards = pileCards(state, pile);
    if (cards.length === 0) {
      if (speak) h.announce(capitalize(h.words.text('pileIsEmpty', { place: h.words.place(pile) })));
      return false;
    }
    const top = cards.length - 1;
    const at = index ?? top;
    const why = this.#whyNotMovable(state, pile, at);
    if (why) {
      if (speak) h.announce(why);
      h.showNotice(why, 'info');
      return false;
    }
    const selection = { pile, index: at, count: cards.length - at };
    h._selection = selection;
    if (speak) {
      const words = h.words;
      const targets = [...this.targets(selection)].map((p) => words.place(p));
      const card = words.card(cards[at]!);
      const what = selection.count === 1 ? words.text('pickedUpOne', { card }) : words.count('pickedUpRun', selection.count - 1, { card });
      h.announce(
        words.text('pickedUp', { what, targets: targets.length ? words.text('canGoTo', { places: targets.join(', ') }) : words.text('noLegalMove') }),
      );
    }
    return true;
  }

  /** Why the card at `index` of `pile` cannot be picked up, or null. */
  #whyNotMovable(state: GameState, pile: PileId, index: number): string | null {
    const h = this.#host;
    const cards = pileCards(state, pile);
    const slot = cards[index]!;
    const words = h.words;
    if (slot.startsWith('-')) return words.text('faceDownCannotMove');
    if (h.game.searching) return words.text('pleaseWait');
    if (h.game.status !== 'playing') return words.text(h.game.status === 'won' ? 'gameIsWon' : 'gameOver');
    if (pile[0] === 'f' && !state.rules.foundationReturn) return words.text('foundationsStay');
    if (pile[0] !== 't' && index !== cards.length - 1) return words.text('onlyTopMoves', { place: words.place(pile) });
    if (pile[0] === 't') {
      const run = movableRunLength(cards, state.rules, RANKS.indexOf(state.baseRank));
      if (cards.length - index > run) return words.count('runTooLong', run, { card: words.card(slot), place: words.place(pile) });
    }
    return null;
  }

  /** Puts the picked-up cards on `target`; true when the move was played. */
  #putDown(target: PileId, speakRefusal = true): boolean {
    const h = this.#host;
    const selection = h._selection;
    if (!selection) return false;
    const played = h.game.play({ kind: 'move', from: selection.pile, to: target, count: selection.count }, { quiet: !speakRefusal });
    if (played) {
      h._selection = null;
      h._focusKey = this.#topStopOf(target);
    }
    return played;
  }

  /** The stop key of a pile's top (a tableau column's top card, or the pile). */
  #topStopOf(pile: PileId): string {
    const h = this.#host;
    if (pile[0] !== 't') return pile;
    const column = h.game.state.tableau[Number(pile[1])]!;
    return column.length > 0 ? stopKey(pile, column.length - 1) : pile;
  }

  /** Sends the top card of `pile` to its foundation (double-click, double-tap, F). */
  #toFoundation(pile: PlaceId): boolean {
    const h = this.#host;
    if (pile === 'stock' || pile[0] === 'f') return false;
    const cards = pileCards(h.game.state, pile);
    const top = cards[cards.length - 1];
    if (!top || top.startsWith('-')) return false;
    h._selection = null;
    return h.game.play({ kind: 'move', from: pile as PileId, to: `f${top[1]}` as PileId, count: 1 });
  }

  // -----------------------------------------------------------------------------------------------
  // Pointer: clicks and taps (drag and drop lives in card-drag.ts)

  readonly onBoardClick = (event: MouseEvent): void => {
    const h = this.#host;
    if (h.drag.isDragClick(event)) return;
    if (h.game.searching || h.currentReplay) return;
    // A card or slot names its pile; the empty part of a column below its cards counts as the column.
    const el = event
      .composedPath()
      .find((n): n is HTMLElement => n instanceof HTMLElement && (n.dataset.pile !== undefined || n.dataset.pileBox !== undefined));
    if (!el) {
      h._selection = null;
      return;
    }
    h._keyboard = false;
    const pile = (el.dataset.pile ?? el.dataset.pileBox) as PlaceId;
    const index = el.dataset.index === undefined ? null : Number(el.dataset.index);
    h._focusKey = el.dataset.stop ?? this.#stopFor(pile, index);
    if (pile === 'stock') {
      h._selection = null;
      h.game.deal();
      return;
    }
    const key = `${pile}:${index ?? 'pile'}`;
    const now = performance.now();
    const double = this.#lastTap?.key === key && now - this.#lastTap.time < DOUBLE_TAP_MS;
    this.#lastTap = double ? null : { key, time: now };
    const selection = h._selection;
    if (double && el.dataset.card !== undefined && pile[0] !== 'f') {
      const cards = pileCards(h.game.state, pile);
      if (index === cards.length - 1 && this.#toFoundation(pile)) return;
    }
    if (selection) {
      if (selection.pile === pile) {
        if (index === null || index === selection.index || pile[0] !== 't') h._selection = null;
        else this.#pickUp(pile as PileId, index, false);
        return;
      }
      if (!this.#putDown(pile as PileId)) h._selection = null;
      return;
    }
    if (el.dataset.card !== undefined) this.#pickUp(pile as PileId, pile[0] === 't' ? index : null, false);
  };

  /** The stop key for a card or pile element that carries none (a face-down card, a covered reserve card). */
  #stopFor(pile: PlaceId, index: number | null): string {
    const h = this.#host;
    if (pile[0] === 't' && index !== null) return repairStop(stopGrid(h.game.state), stopKey(pile, index));
    return pile;
  }

  // -----------------------------------------------------------------------------------------------
  // Drag (card-drag.ts): the drag controller calls these (DragInput)

  dragStarted(pile: PileId, index: number): boolean {
    const h = this.#host;
    if (h.game.searching || h.currentReplay) return false;
    const ok = this.#pickUp(pile, index, false);
    const pointer = h.drag.pointerId;
    if (!ok && pointer !== null) h.drag.ignoreClickOf(pointer);
    return ok;
  }

  dragDropped(target: PileId | null): boolean {
    const h = this.#host;
    const selection = h._selection;
    if (!selection) return false;
    if (target === null || target === selection.pile) {
      h._selection = null;
      return false;
    }
    const played = this.#putDown(target);
    if (!played) h._selection = null;
    return played;
  }

  dragEnded(): void {
    const h = this.#host;
    h._selection = null;
  }

  // -----------------------------------------------------------------------------------------------
  // Roving focus across renders

  /**
   * Before each render: the board's Tab stop is one that exists in the position (repaired), and
   * whether the focus is in the board (a focused card may leave the DOM in this render).
   */
  willRender(): void {
    const h = this.#host;
    this.#hadFocus = this.#focusInBoard();
    h._focusKey = repairStop(stopGrid(h.game.state), h._focusKey);
  }

  /** After each render, in keyboard use: the focus follows the roving stop (back into the board if it left with its card). */
  rendered(): void {
    const h = this.#host;
    if (h._keyboard && (this.#hadFocus || this.#focusInBoard())) {
      const el = h.renderRoot.querySelector<HTMLElement>(`[data-stop="${h._focusKey}"]`);
      if (el && h.shadowRoot!.activeElement !== el) el.focus({ preventScroll: false });
    }
  }

  #focusInBoard(): boolean {
    const active = this.#host.shadowRoot?.activeElement;
    const board = this.#host._board;
    return !!active && !!board && (board.contains(active) || active === board);
  }

  // -----------------------------------------------------------------------------------------------
  // Keyboard

  readonly onKeyDown = (event: KeyboardEvent): void => {
    const h = this.#host;
    const command = keyCommand(event);
    if (!command) return;
    if (h.currentReplay) {
      // While replaying, the keys steer the replay: ← → step, Escape closes it; game keys wait.
      if (command.type === 'cancel') {
        event.preventDefault();
        h.closeReplay();
      } else if (command.type === 'focus' && (command.direction === 'left' || command.direction === 'right') && !this.#inToolbar(event)) {
        event.preventDefault();
        h.currentReplay.step(command.direction === 'left' ? -1 : 1);
      }
      return;
    }
    const path = event.composedPath();
    const inBoard = !!h._board && path.includes(h._board);
    const toolbar = h.renderRoot.querySelector<HTMLElement>('.toolbar');
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
        h._keyboard = true;
        h._focusKey = navigate(stopGrid(h.game.state), h._focusKey, command.direction);
        return;
      case 'activate':
        if (!inBoard) return;
        event.preventDefault();
        h._keyboard = true;
        this.#activate(parseStopKey(repairStop(stopGrid(h.game.state), h._focusKey)));
        return;
      case 'cancel':
        if (h._panel && !h._selection) {
          event.preventDefault();
          h._panel = null;
          return;
        }
        if (h.drag.dragging) h.drag.cancel();
        if (h._selection) {
          event.preventDefault();
          h._selection = null;
          h.announce(h.words.text('putBack'));
        }
        return;
      case 'undo':
        event.preventDefault();
        h.undo();
        return;
      case 'redo':
        event.preventDefault();
        h.redo();
        return;
      case 'hint':
        event.preventDefault();
        void h.hint();
        return;
      case 'deal':
        event.preventDefault();
        h.deal();
        return;
      case 'new-game':
        event.preventDefault();
        h.newGame();
        return;

      case 'to-foundation': {
        if (!inBoard) return;
        event.preventDefault();
        const stop = parseStopKey(repairStop(stopGrid(h.game.state), h._focusKey));
        if (!this.#toFoundation(stop.pile)) h.announce(h.words.text('cannotGoHome'));
        return;
      }
    }
  };

  /** Enter or Space on a stop: deal from the stock, pick cards up, or put them down. */
  #activate(stop: Stop): void {
    const h = this.#host;
    if (h.game.searching) {
      h.announce(h.words.text('pleaseWait'));
      return;
    }
    if (stop.pile === 'stock') {
      h._selection = null;
      h.game.deal();
      return;
    }
    const pile = stop.pile as PileId;
    const selection = h._selection;
    if (selection) {
      if (selection.pile === pile) {
        if (stop.index === null || stop.index === selection.index || pile[0] !== 't') {
          h._selection = null;
          h.announce(h.words.text('putBack'));
        } else this.#pickUp(pile, stop.index, true);
        return;
      }
      this.#putDown(pile);
      return;
    }
    this.#pickUp(pile, stop.index, true);
  }

  #inToolbar(event: Event): boolean {
    const h = this.#host;
    const toolbar = h.renderRoot.querySelector<HTMLElement>('.toolbar');
    return !!toolbar && event.composedPath().includes(toolbar);
  }

  #moveToolbarFocus(toolbar: HTMLElement, direction: string): void {
    const h = this.#host;
    const buttons = [...toolbar.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const current = buttons.indexOf(h.shadowRoot!.activeElement as HTMLButtonElement);
    const next =
      direction === 'home' ? 0 : direction === 'end' ? buttons.length - 1 : (current + (direction === 'left' ? -1 : 1) + buttons.length) % buttons.length;
    const target = buttons[next];
    if (!target) return;
    h._tool = target.dataset.tool!;
    target.tabIndex = 0;
    target.focus();
  }

  readonly onToolbarFocusIn = (event: FocusEvent): void => {
    const h = this.#host;
    const button = event.composedPath()[0];
    if (button instanceof HTMLButtonElement && button.dataset.tool) h._tool = button.dataset.tool;
  };

  readonly onBoardFocusIn = (event: FocusEvent): void => {
    const h = this.#host;
    const el = event.composedPath()[0];
    if (!(el instanceof HTMLElement) || !el.dataset.stop) return;
    const stop = el.dataset.stop;
    if (el.matches(':focus-visible')) h._focusKey = stop;
    else {
      // Focus by a pointer: the click that follows in the same task sets the stop itself. Set here
      // as well, it rendered the board twice per tap; a press without a click (a drag) sets it a
      // task later, unless something else moved the stop since.
      const before = h._focusKey;
      setTimeout(() => {
        if (h._focusKey === before) h._focusKey = stop;
      });
    }
  };
}
