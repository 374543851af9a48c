/**
 * Helpers for the element's browser tests: make an element in a container of a given width, reach
 * into its shadow root by pile and card, collect its events, and drive it with real keys.
 */
import { fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/element/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import type { AgnesEventDetails, AgnesEventName } from '../../src/element/events.js';
import type { Move } from '../../src/engine/index.js';

export type { AgnesSolitaire };

/** A new `<agnes-solitaire>` with `attributes`, in a container `width` px wide, rendered. */
export async function makeGame(attributes: Record<string, string> = {}, width = 900): Promise<AgnesSolitaire> {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => `${name}="${value.replace(/"/g, '&quot;')}"`)
    .join(' ');
  const container = await fixture<HTMLDivElement>(`<div style="width:${width}px"><agnes-solitaire ${attrs}></agnes-solitaire></div>`);
  const el = container.querySelector('agnes-solitaire')!;
  await el.updateComplete;
  return el;
}

export const root = (el: AgnesSolitaire): ShadowRoot => el.shadowRoot!;

/** The element of a face-up or face-down card (`7h`). */
export function cardEl(el: AgnesSolitaire, card: string): HTMLElement {
  const found = root(el).querySelector<HTMLElement>(`[data-card="${card}"]`);
  if (!found) throw new Error(`card ${card} is not drawn`);
  return found;
}

/** The box of a pile (`t3`, `r0`, `fh`, `stock`). */
export function pileEl(el: AgnesSolitaire, pile: string): HTMLElement {
  const found = root(el).querySelector<HTMLElement>(`[data-pile-box="${pile}"]`);
  if (!found) throw new Error(`pile ${pile} is not drawn`);
  return found;
}

/** What a click on a pile should hit: its top card, or its empty slot. */
export function pileTop(el: AgnesSolitaire, pile: string): HTMLElement {
  const box = pileEl(el, pile);
  const cards = box.querySelectorAll<HTMLElement>('[data-card]');
  return cards[cards.length - 1] ?? box.querySelector<HTMLElement>('.slot')!;
}

/** The live region's text. */
export const liveText = (el: AgnesSolitaire): string => root(el).querySelector('[role="status"]')!.textContent!.trim();

/** Every event `name` the element fires from now on, as a growing list of details. */
export function collect<K extends AgnesEventName>(el: EventTarget, name: K): AgnesEventDetails[K][] {
  const details: AgnesEventDetails[K][] = [];
  el.addEventListener(name, (event) => details.push((event as CustomEvent<AgnesEventDetails[K]>).detail));
  return details;
}

/** The tableau column of a state as cards (face-down ones keep their `-`). */
export const column = (el: AgnesSolitaire, i: number): string[] => el.state.tableau[i]!;

/** Resolves after the next two frames (animations started, layout settled). */
/**
 * The update, then the frame after it: card glides start in that frame's animation callbacks, just
 * before it is laid out and painted (card-motion.ts), so a tap's own task never lays the board out.
 */
export async function rendered(el: AgnesSolitaire): Promise<void> {
  await el.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

export const frames = (): Promise<void> => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/** Presses one key (a real key press through the browser, not a synthesized event). */
export async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
}

/** Presses `key` while holding `modifiers` (e.g. `chord(['Control', 'Shift'], 'KeyZ')`). */
export async function chord(modifiers: string[], key: string): Promise<void> {
  for (const modifier of modifiers) await sendKeys({ down: modifier });
  await sendKeys({ press: key });
  for (const modifier of [...modifiers].reverse()) await sendKeys({ up: modifier });
}

/** The focus stop that has keyboard focus inside the element, or null. */
export function focusedStop(el: AgnesSolitaire): string | null {
  const active = root(el).activeElement as HTMLElement | null;
  return active?.dataset.stop ?? null;
}

/** Tabs from the page into the board (through the toolbar buttons). */
export async function tabIntoBoard(el: AgnesSolitaire): Promise<void> {
  (document.activeElement as HTMLElement | null)?.blur();
  for (let i = 0; i < 12; i++) {
    await press('Tab');
    if (focusedStop(el)) return;
  }
  throw new Error('Tab never reached the board');
}

const rowOf = (el: AgnesSolitaire, pile: string): number => {
  if (pile === 'stock' || pile[0] === 'f') return 0;
  if (pile[0] === 'r') return 1;
  return el.state.reserve.length > 0 ? 2 : 1;
};
const colOf = (pile: string): number => (pile === 'stock' ? 0 : pile[0] === 'f' ? 3 + 'cdhs'.indexOf(pile[1]!) : Number(pile[1]));

/**
 * Moves the keyboard focus to `pile` (and, in a tableau column, to the card at `index`) with the
 * arrow keys only: rows with Up/Down, piles with Left/Right, cards with Up/Down.
 */
export async function arrowTo(el: AgnesSolitaire, pile: string, index: number | null = null): Promise<void> {
  for (let guard = 0; guard < 80; guard++) {
    await el.updateComplete;
    const at = focusedStop(el);
    if (!at) throw new Error('the board does not have the focus');
    const [atPile, atIndexText] = at.split(':') as [string, string | undefined];
    const atIndex = atIndexText === undefined ? null : Number(atIndexText);
    const rowDiff = rowOf(el, pile) - rowOf(el, atPile);
    if (rowDiff < 0) await press('ArrowUp');
    else if (rowDiff > 0) await press('ArrowDown');
    else if (colOf(pile) !== colOf(atPile)) await press(colOf(pile) < colOf(atPile) ? 'ArrowLeft' : 'ArrowRight');
    else if (index !== null && atIndex !== null && index !== atIndex) await press(index < atIndex ? 'ArrowUp' : 'ArrowDown');
    else return;
  }
  throw new Error(`could not reach ${pile}${index === null ? '' : `:${index}`} with the arrow keys`);
}

/** Plays `move` with the keyboard alone: D for a deal; else arrows + Enter on the source, arrows + Enter on the target. */
export async function playByKeys(el: AgnesSolitaire, move: Move): Promise<void> {
  if (move.kind !== 'move') {
    await press('d');
    await el.updateComplete;
    return;
  }
  const from = move.from;
  const fromIndex = from[0] === 't' ? el.state.tableau[Number(from[1])]!.length - move.count : null;
  await arrowTo(el, from, fromIndex);
  await press('Enter');
  await el.updateComplete;
  await arrowTo(el, move.to);
  await press('Enter');
  await el.updateComplete;
}

/** Dispatches a pointer event the way a mouse, finger or pen would, at a point of the page. */
export function pointer(target: EventTarget, type: string, x: number, y: number, pointerType = 'mouse'): void {
  target.dispatchEvent(
    new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerId: 7, isPrimary: true, button: 0, buttons: type === 'pointerup' ? 0 : 1, clientX: x, clientY: y, pointerType }),
  );
}

/** The centre of an element on screen. */
export function centre(target: Element): { x: number; y: number } {
  const r = target.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Drags `card` onto `pile` with synthesized pointer events, in a few steps, and waits for the update. */
export async function drag(el: AgnesSolitaire, card: string, pile: string, pointerType = 'mouse'): Promise<void> {
  const source = cardEl(el, card);
  const start = centre(source);
  const box = pileEl(el, pile).getBoundingClientRect();
  const end = { x: box.left + box.width / 2, y: box.top + Math.min(box.height / 2, 40) };
  pointer(source, 'pointerdown', start.x, start.y, pointerType);
  for (let i = 1; i <= 5; i++) pointer(source, 'pointermove', start.x + ((end.x - start.x) * i) / 5, start.y + ((end.y - start.y) * i) / 5, pointerType);
  pointer(source, 'pointerup', end.x, end.y, pointerType);
  source.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: end.x, clientY: end.y }));
  await el.updateComplete;
}

/**
 * An element with `attributes`, `listen` called on it before it joins the page (so that it hears
 * the first events, such as a restore's), in a 900 px container.
 */
export async function mountListened(attributes: Record<string, string>, listen: (el: AgnesSolitaire) => void = () => {}): Promise<AgnesSolitaire> {
  const el = document.createElement('agnes-solitaire') as AgnesSolitaire;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  listen(el);
  const container = await fixture<HTMLDivElement>('<div style="width:900px"></div>');
  container.append(el);
  await el.updateComplete;
  return el;
}

/** A clock fixed by `fixDate`: move it on with `set`, put the real one back with `restore`. */
export interface FixedDate {
  /** The instant `new Date()` gives from now on (an ISO text or ms since 1970). */
  set(instant: string | number): void;
  restore(): void;
}

/**
 * Fixes the wall clock the element reads its date from: `new Date()` and `Date.now()` give
 * `instant` until `set` moves it or `restore` puts the real `Date` back; a `Date` made from a given
 * time is an ordinary one. `zoneOffset` (minutes, as `getTimezoneOffset` gives them: -600 for
 * UTC+10) is what every date's `getTimezoneOffset` answers, whatever the browser's own zone is (the
 * element reads the reader's date through it: daily.ts `dateOf`); left out, the browser's zone
 * stays. (Like sinon's fake timers with only `Date` faked: timers still run.)
 */
export function fixDate(instant: string | number, zoneOffset?: number): FixedDate {
  const RealDate = Date;
  let now = new RealDate(instant).getTime();
  class FakeDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now);
      else super(...(args as [number]));
    }
    static override now(): number {
      return now;
    }
    override getTimezoneOffset(): number {
      return zoneOffset ?? super.getTimezoneOffset();
    }
  }
  globalThis.Date = FakeDate as DateConstructor;
  return {
    set: (to) => void (now = new RealDate(to).getTime()),
    restore: () => void (globalThis.Date = RealDate),
  };
}

/**
 * The hooks of a suite that fixes the clock (`fixDate`) and keeps a game or statistics under
 * localStorage `key`: each test starts with nothing stored there, and the real clock comes back
 * after it. Returns the suite's `fixDate`, which puts back a clock fixed before it first.
 */
export function clockSuite(key: string): typeof fixDate {
  let clock: FixedDate | null = null;
  beforeEach(() => localStorage.removeItem(key));
  afterEach(() => {
    clock?.restore();
    clock = null;
    localStorage.removeItem(key);
  });
  return (instant, zoneOffset) => {
    clock?.restore();
    return (clock = fixDate(instant, zoneOffset));
  };
}
