/**
 * Card animation by FLIP: when the position changes, remember where the changed cards are on screen
 * (the render that moves them comes later); after the new position is rendered, start each changed
 * card at its old place and let it glide to the new one (Web Animations, transform only). Which cards changed comes from the
 * engine's `GameAction.changes`; a card that was not drawn before (in the stock, deep in a
 * foundation) starts from its old pile. Turned-up cards flip on the way; automatic moves follow the
 * move that caused them one after another. The engine's state changes at once and the animation
 * is only a picture of it, so input during an animation is never lost or played twice. Nothing
 * moves under prefers-reduced-motion or the element's `reduced-motion`.
 */
import type { CardChange } from '../engine/index.js';

const DURATION = 200;
/** Each automatic move starts this much after the one before it (ms). */
const AUTO_STEP_MS = 140;
const EASING = 'cubic-bezier(0.2, 0.7, 0.2, 1)';
let reducedQuery: MediaQueryList | undefined;

export class CardMotion {
  #cards = new Map<string, DOMRect>();
  #piles = new Map<string, DOMRect>();
  #changes: { change: CardChange; step: number }[] = [];
  /** The running glides, by card element. */
  #running = new Map<Element, Animation>();
  /** The frame the noted changes fly in (0: none asked). */
  #frame = 0;
  /** Changes were noted that no render has drawn yet: no flight before that render. */
  #unrendered = false;

  /**
   * Adds the changes of one engine action to those to animate after the next render (`step` > 0: the
   * step-th automatic move), and measures where their cards are on screen now: the render that moves
   * them comes later, in a task of its own. Only the cards that change are measured (a deal: the
   * stock alone), not the whole board. A card changed twice before its flight starts where it was
   * first; `root` null (nothing drawn yet): nothing is measured, and nothing will fly.
   */
  note(root: ParentNode | null, changes: readonly CardChange[], step = 0): void {
    this.#unrendered = true;
    const seen: Element[] = [];
    for (const change of changes) {
      this.#changes.push({ change, step });
      const { card, from } = change;
      const el = root?.querySelector(`[data-card="${card}"]`);
      if (el) seen.push(el);
      // A card dealt from the stock starts on the stock (its element, if any, is a card of the last deal).
      if (el && from.pile !== 'stock') {
        if (!this.#cards.has(card)) this.#cards.set(card, el.getBoundingClientRect());
      } else if (!this.#piles.has(from.pile)) {
        const box = root?.querySelector(`[data-pile-box="${from.pile}"]`);
        if (box) this.#piles.set(from.pile, box.getBoundingClientRect());
      }
    }
    // Measured where they are seen, mid-flight included: their next glide starts there, so a running
    // one stops. (Cards that did not change fly on.)
    for (const el of seen) this.#running.get(el)?.cancel();
  }

  /**
   * True when the system's prefers-reduced-motion asks for no movement. One MediaQueryList for the
   * page, read live: a fresh `matchMedia()` at every render parsed and registered a query each time.
   */
  static get systemReduced(): boolean {
    reducedQuery ??= matchMedia('(prefers-reduced-motion: reduce)');
    return reducedQuery.matches;
  }

  /**
   * Animates the noted changes from their measured places (nothing when `off`). Called after each
   * render, in the render's task. The new places must be read from a layout of the new board, and
   * that layout (the style and layout of every card the render moved) is the largest part of a
   * move's cost on a phone. Where it runs is the choice: `now` (the render's task was short so far)
   * reads them at once, so the layout runs in this task and the frame after it only paints; else the
   * next frame's callback reads them, from the layout the frame needs anyway. Either way the cost is
   * split between two tasks instead of three parts in one (a 4x slower CPU, a deal in Bernauer: the
   * render ~20 ms, the layout ~15 ms, the paint ~25 ms). Until the frame, a later change adds to this
   * flight (a card it moves again keeps the place first measured: it has not left it on screen);
   * and as the element renders in a task of its own, a frame that comes between that change and its
   * render waits for the render.
   */
  play(root: ParentNode, off = false, now = false): void {
    this.#unrendered = false;
    if (this.#changes.length === 0) return;
    if (off || now) this.#fly(root, off);
    else
      this.#frame ||= requestAnimationFrame(() => {
        this.#frame = 0;
        if (!this.#unrendered) this.#fly(root);
      });
  }

  #fly(root: ParentNode, off = false): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    const changes = this.#latestPerCard();
    const cards = this.#cards;
    const piles = this.#piles;
    this.#changes = [];
    this.#cards = new Map();
    this.#piles = new Map();
    if (changes.length === 0 || off) return;
    const dealing = changes.filter(({ change }) => change.from.pile === 'stock').length;
    // Each card is raised above those that stay, in landing order, before any place is read: these
    // writes move nothing, and the one layout the reads then force includes them, so that after it
    // only the glides change the board. (Every read before the glides: a write between two reads
    // made each read lay the board out again, a deal of seven cards seven layouts.)
    const flights: { el: HTMLElement; change: CardChange; step: number; from: DOMRect }[] = [];
    for (const { change, step } of changes) {
      // A card with no measured start does not fly (the first deal: nothing was drawn), and is not looked for.
      const from = (change.from.pile === 'stock' ? piles.get('stock') : cards.get(change.card)) ?? piles.get(change.from.pile);
      const el = from && root.querySelector<HTMLElement>(`[data-card="${change.card}"]`);
      if (!el || !from) continue;
      el.classList.add('moving');
      el.style.zIndex = String(500 + change.to.index);
      flights.push({ el, change, step, from });
    }
    const places = flights.map(({ el }) => el.getBoundingClientRect());
    let order = 0;
    flights.forEach(({ el, change, step, from }, i) => {
      const to = places[i]!;
      const dx = from.left - to.left;
      const dy = from.top - to.top;
      const turned = !change.from.faceUp && change.to.faceUp;
      if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5 && !turned) {
        el.classList.remove('moving');
        el.style.zIndex = '';
        return;
      }
      const delay = dealing > 1 && change.from.pile === 'stock' ? Math.min(order++ * 28, 900) : step * AUTO_STEP_MS;
      const start = `translate(${dx}px, ${dy}px)`;
      const keyframes: Keyframe[] = turned
        ? [
            { transform: `${start} scaleX(1)` },
            { transform: `translate(${dx / 2}px, ${dy / 2}px) scaleX(0.04)`, offset: 0.5 },
            { transform: 'translate(0, 0) scaleX(1)' },
          ]
        : [{ transform: start }, { transform: 'translate(0, 0)' }];
      const animation = el.animate(keyframes, { duration: DURATION + Math.min(50, Math.hypot(dx, dy) / 12), delay, easing: EASING, fill: 'backwards' });
      this.#running.set(el, animation);
      const done = (): void => {
        // A glide cancelled for a newer one of the same card (its event comes a frame later) leaves it be.
        if (this.#running.get(el) !== animation) return;
        this.#running.delete(el);
        el.classList.remove('moving');
        el.style.zIndex = '';
      };
      animation.addEventListener('finish', done);
      animation.addEventListener('cancel', done);
    });
  }

  /**
   * How long until the cards noted and those in flight have landed (ms; 0 when nothing moves): what
   * comes after the cards, the win's celebration, waits that long instead of costing the frame
   * that starts their flights.
   */
  landing(): number {
    let end = 0;
    // (A deal's own stagger is left out: a deal that wins is followed by moves home, which land later.)
    for (const { step } of this.#changes) end = Math.max(end, step * AUTO_STEP_MS + DURATION + 50);
    for (const animation of this.#running.values()) {
      const timing = animation.effect?.getComputedTiming();
      end = Math.max(end, Number(timing?.endTime ?? 0) - Number(animation.currentTime ?? 0));
    }
    return end;
  }

  /** Glides elements from their current drag offset back to their places (an illegal drop). */
  static glideBack(elements: readonly HTMLElement[], off = CardMotion.systemReduced): void {
    for (const el of elements) {
      const offset = el.style.transform;
      el.style.transform = '';
      el.classList.remove('dragging');
      if (!offset || off) continue;
      el.classList.add('moving');
      el.style.zIndex = String(1000 + Number(el.dataset.index ?? 0));
      const animation = el.animate([{ transform: offset }, { transform: 'translate(0, 0)' }], { duration: 260, easing: EASING });
      const done = (): void => {
        el.classList.remove('moving');
        el.style.zIndex = '';
      };
      animation.addEventListener('finish', done);
      animation.addEventListener('cancel', done);
    }
  }

  /** Stops everything (the element was removed). */
  cancel(): void {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    for (const animation of this.#running.values()) animation.cancel();
    this.#running.clear();
    this.#changes = [];
    this.#cards.clear();
    this.#piles.clear();
  }

  /** A card changed by several actions in one update starts where it first was and ends where it last went. */
  #latestPerCard(): { change: CardChange; step: number }[] {
    const byCard = new Map<string, { change: CardChange; step: number }>();
    for (const { change, step } of this.#changes) {
      const first = byCard.get(change.card);
      byCard.set(change.card, first ? { change: { card: change.card, from: first.change.from, to: change.to }, step } : { change, step });
    }
    return [...byCard.values()];
  }
}
