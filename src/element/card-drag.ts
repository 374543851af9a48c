/**
 * Drag and drop with pointer events (mouse, touch and pen alike). Pressing a face-up card and
 * moving more than a few pixels lifts it together with the cards on top of it; the host highlights
 * the legal targets; on release the pile under the pointer (or the one the cards overlap most) is
 * the target. The host plays the move through the engine; an illegal drop glides back.
 * Listeners on `window` exist only during a press and are removed on release and on disconnect.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PileId } from '../engine/index.js';
import { CardMotion } from './card-motion.js';

/** What decides what a drag does: the element's input handling (board-input.ts). */
export interface DragInput {
  /** The player lifted the card at `index` of `pile` (with those on it); false when it may not move. */
  dragStarted(pile: PileId, index: number): boolean;
  /** The cards were released over `target` (null: over no pile); true when a move was played. */
  dragDropped(target: PileId | null): boolean;
  /** The drag ended without a move (cancelled or refused). */
  dragEnded(): void;
}

export interface DragHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly input: DragInput;
  /** True when nothing may animate (`reduced-motion`, or the system's setting). */
  readonly motionOff: boolean;
}

/** Movement in px before a press becomes a drag (below it, it is a click or tap). */
const DRAG_THRESHOLD = 6;

interface Press {
  pointerId: number;
  x: number;
  y: number;
  pile: PileId;
  index: number;
  source: HTMLElement;
  elements: HTMLElement[] | null;
}

export class DragController implements ReactiveController {
  #host: DragHost;
  #press: Press | null = null;
  /**
   * The pointer whose press ended a drag (or a drag that was refused): the click that closes that
   * same press is not a click. The next press clears it, so a quick tap after a drop still counts.
   */
  #ignoreClickOf: number | null = null;

  constructor(host: DragHost) {
    this.#host = host;
    host.addController(this);
  }

  hostDisconnected(): void {
    // Out of the page the cards go back at once: a glide there runs unseen and keeps them alive.
    this.cancel(false);
  }

  get dragging(): boolean {
    return this.#press?.elements != null;
  }

  /** Ignore the click that ends the press of `pointerId` (a drag that did not start). */
  ignoreClickOf(pointerId: number): void {
    this.#ignoreClickOf = pointerId;
  }

  /**
   * True (once) for the click that ends a drag's own press: a click from another pointer (a
   * `pointerId` that differs) or one after a new press is a click.
   */
  isDragClick(event: MouseEvent): boolean {
    const id = this.#ignoreClickOf;
    if (id === null) return false;
    const pointerId = (event as Partial<PointerEvent>).pointerId;
    if (typeof pointerId === 'number' && pointerId >= 0 && pointerId !== id) return false;
    this.#ignoreClickOf = null;
    return true;
  }

  /** The pointer of the press under way (for the host to refuse a drag's click). */
  get pointerId(): number | null {
    return this.#press?.pointerId ?? null;
  }

  /** The board's pointerdown handler. */
  readonly onPointerDown = (event: PointerEvent): void => {
    // A finger's tap does not focus what it lands on (a mouse's or pen's still does; the tap's click
    // comes all the same, and the focus stop follows it). On a phone the card a finger focused stayed
    // focused while the roving stop and the piles changed around it, and the browser brings style up
    // to date whenever the focused element's tabindex changes: in the middle of a render, under
    // running glides, 2–100 ms at 4x each time.
    if (event.pointerType === 'touch') event.preventDefault();
    // A new press: the click of an earlier drag is no longer coming.
    if (event.isPrimary) this.#ignoreClickOf = null;
    if (!event.isPrimary || event.button !== 0 || this.#press) return;
    const card = event.composedPath().find((n): n is HTMLElement => n instanceof HTMLElement && n.dataset.card !== undefined);
    if (!card || card.dataset.faceDown !== undefined || card.dataset.index === undefined) return;
    const pile = card.dataset.pile as PileId | undefined;
    if (!pile || pile === ('stock' as string)) return;
    this.#press = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, pile, index: Number(card.dataset.index), source: card, elements: null };
    window.addEventListener('pointermove', this.#onMove);
    window.addEventListener('pointerup', this.#onUp);
    window.addEventListener('pointercancel', this.#onCancel);
  };

  #onMove = (event: PointerEvent): void => {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.elements) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      if (!this.#host.input.dragStarted(press.pile, press.index)) {
        this.#release();
        return;
      }
      press.elements = this.#liftedCards(press);
      try {
        press.source.setPointerCapture(press.pointerId);
      } catch {
        // Synthesized events have no live pointer to capture; window listeners still follow it.
      }
      for (const el of press.elements) el.classList.add('dragging');
    }
    event.preventDefault();
    for (const el of press.elements) el.style.transform = `translate(${dx}px, ${dy}px)`;
  };

  #onUp = (event: PointerEvent): void => {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.elements) {
      this.#release();
      return;
    }
    this.#ignoreClickOf = press.pointerId;
    const elements = press.elements;
    const target = this.#pileAt(event.clientX, event.clientY, elements[0]!);
    this.#release();
    const played = this.#host.input.dragDropped(target);
    if (played) {
      for (const el of elements) {
        el.style.transform = '';
        el.classList.remove('dragging');
      }
    } else {
      CardMotion.glideBack(elements, this.#host.motionOff);
      this.#host.input.dragEnded();
    }
  };

  #onCancel = (event: PointerEvent): void => {
    if (this.#press && event.pointerId === this.#press.pointerId) this.cancel();
  };

  /** Ends a press or drag without a move (Escape, pointercancel, disconnect); the cards glide back unless `glide` is false. */
  cancel(glide = true): void {
    const press = this.#press;
    if (!press) return;
    this.#release();
    if (press.elements) {
      if (glide) CardMotion.glideBack(press.elements, this.#host.motionOff);
      else
        for (const el of press.elements) {
          el.style.transform = '';
          el.classList.remove('dragging');
        }
      this.#host.input.dragEnded();
    }
  }

  #release(): void {
    this.#press = null;
    window.removeEventListener('pointermove', this.#onMove);
    window.removeEventListener('pointerup', this.#onUp);
    window.removeEventListener('pointercancel', this.#onCancel);
  }

  /** The pressed card and every card lying on it. */
  #liftedCards(press: Press): HTMLElement[] {
    return [...this.#host.renderRoot.querySelectorAll<HTMLElement>(`[data-card][data-pile="${press.pile}"]`)].filter(
      (el) => Number(el.dataset.index) >= press.index,
    );
  }

  /** The pile under the point, else the pile the lifted card overlaps most, else null. */
  #pileAt(x: number, y: number, lifted: HTMLElement): PileId | null {
    const boxes = [...this.#host.renderRoot.querySelectorAll<HTMLElement>('[data-pile-box]')].filter((b) => b.dataset.pileBox !== 'stock');
    for (const box of boxes) {
      const r = box.getBoundingClientRect();
      if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return box.dataset.pileBox as PileId;
    }
    const card = lifted.getBoundingClientRect();
    let best: PileId | null = null;
    let bestArea = 0;
    for (const box of boxes) {
      const r = box.getBoundingClientRect();
      const area = Math.max(0, Math.min(r.right, card.right) - Math.max(r.left, card.left)) * Math.max(0, Math.min(r.bottom, card.bottom) - Math.max(r.top, card.top));
      if (area > bestArea) [best, bestArea] = [box.dataset.pileBox as PileId, area];
    }
    return best;
  }
}
