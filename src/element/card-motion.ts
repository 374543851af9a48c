/**
 * Card animation by FLIP: just before the position changes, remember where every card (and pile)
 * is on screen; after the new position is rendered, start each changed card at its old place and
 * let it glide to the new one (Web Animations, transform only). Which cards changed comes from the
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
  #captured = false;
  #running = new Set<Animation>();
  /** The frame the noted changes fly in (0: none asked). */
  #frame = 0;
  /** Changes were captured or noted that no render has drawn yet: no flight before that render. */
  #unrendered = false;

  /** Measures the cards and piles as they are now (once per flight: until the noted changes fly, later calls are ignored). */
  capture(root: ParentNode): void {
    this.#unrendered = true;
    if (this.#captured) return;
    this.#captured = true;
    this.#cards.clear();
    this.#piles.clear();
    for (const el of root.querySelectorAll<HTMLElement>('[data-card]')) this.#cards.set(el.dataset.card!, el.getBoundingClientRect());
    for (const el of root.querySelectorAll<HTMLElement>('[data-pile-box]')) this.#piles.set(el.dataset.pileBox!, el.getBoundingClientRect());
    // The cards were measured where they are seen, mid-flight included: the next glide starts there, so
    // the running ones can stop. (Left running, they piled up without bound under rapid changes.)
    for (const animation of this.#running) animation.cancel();
    this.#running.clear();
  }

  /** Adds the changes of one engine action to those to animate after the next render; `step` > 0: the step-th automatic move. */
  note(changes: readonly CardChange[], step = 0): void {
    this.#unrendered = true;
    for (const change of changes) this.#changes.push({ change, step });
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
   * Animates the noted changes from their measured places (nothing when `off`), in the next frame:
   * its callbacks run just before the browser lays out and paints that frame, so the new places are
   * read from the layout the frame needs anyway, instead of forcing one in the task of the tap or key
   * that moved the cards. Until then a later change adds to this flight (its capture is ignored: the
   * cards are still where the first capture saw them on screen); and as the element renders in a
   * task of its own, a frame that comes between that change and its render waits for the render.
   * Called after each render.
   */
  play(root: ParentNode, off = false): void {
    this.#unrendered = false;
    if (!this.#captured && this.#changes.length === 0) return;
    if (off) this.#fly(root, off);
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
    this.#captured = false;
    this.#cards = new Map();
    this.#piles = new Map();
    if (changes.length === 0 || off) return;
    const dealing = changes.filter(({ change }) => change.from.pile === 'stock').length;
    // Every read first, then every write: a class or style set between two reads made each read
    // lay the board out again (a deal of seven cards: seven layouts in one frame).
    const flights: { el: HTMLElement; change: CardChange; step: number; from: DOMRect; to: DOMRect }[] = [];
    for (const { change, step } of changes) {
      const el = root.querySelector<HTMLElement>(`[data-card="${change.card}"]`);
      const from = (change.from.pile === 'stock' ? piles.get('stock') : cards.get(change.card)) ?? piles.get(change.from.pile);
      if (el && from) flights.push({ el, change, step, from, to: el.getBoundingClientRect() });
    }
    let order = 0;
    for (const { el, change, step, from, to } of flights) {
      const dx = from.left - to.left;
      const dy = from.top - to.top;
      const turned = !change.from.faceUp && change.to.faceUp;
      if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5 && !turned) continue;
      const delay = dealing > 1 && change.from.pile === 'stock' ? Math.min(order++ * 28, 900) : step * AUTO_STEP_MS;
      const start = `translate(${dx}px, ${dy}px)`;
      const keyframes: Keyframe[] = turned
        ? [
            { transform: `${start} scaleX(1)` },
            { transform: `translate(${dx / 2}px, ${dy / 2}px) scaleX(0.04)`, offset: 0.5 },
            { transform: 'translate(0, 0) scaleX(1)' },
          ]
        : [{ transform: start }, { transform: 'translate(0, 0)' }];
      // Above the cards that stay, and in their landing order among those that fly.
      el.classList.add('moving');
      el.style.zIndex = String(500 + change.to.index);
      const animation = el.animate(keyframes, { duration: DURATION + Math.min(50, Math.hypot(dx, dy) / 12), delay, easing: EASING, fill: 'backwards' });
      this.#running.add(animation);
      const done = (): void => {
        this.#running.delete(animation);
        el.classList.remove('moving');
        el.style.zIndex = '';
      };
      animation.addEventListener('finish', done);
      animation.addEventListener('cancel', done);
    }
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
    for (const animation of this.#running) animation.cancel();
    this.#running.clear();
    this.#changes = [];
    this.#captured = false;
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
