/**
 * Leaks (docs/misuse.md, figure 5): create and remove many elements, each with solver work in
 * flight (the dead-end check after the deal, a winnable search, a hint), some mid-glide or mid-drag;
 * then collect garbage and compare the JS heap and the page's live timers, frames, listeners,
 * observers and workers with what they were before. Needs Chromium with `--js-flags=--expose-gc`
 * (and `--enable-precise-memory-info` for exact heap figures); `live-resources.ts` must be imported
 * before the element.
 */
import type { AgnesSolitaire } from '../../src/element/index.js';
import { liveResources, resourcesLeft } from './live-resources.js';
import type { LiveResources } from './live-resources.js';

export interface LeakFigure {
  elements: number;
  /** How many had each kind of work in flight when removed. */
  inFlight: { deadEndCheck: number; winnableSearch: number; hint: number; gliding: number; dragging: number };
  collected: number;
  /** The indices of elements still alive after collection (empty: none). */
  alive: number[];
  heapBeforeMB: number;
  heapAfterMB: number;
  /** The heap while all the work was going on (the high-water mark seen between removals). */
  heapPeakMB: number;
  left: LiveResources;
  /** What one element keeps alive while it is in the page (proves the counting sees the element's own). */
  whileConnected: LiveResources;
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const heapMB = (): number => (performance as Performance & { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize / 2 ** 20;

/** Collects garbage until the heap stops shrinking (a few rounds, with tasks in between for finalizers). */
async function collect(): Promise<void> {
  const gc = (window as { gc?: (options?: { type: string; execution: string }) => Promise<void> | void }).gc;
  if (!gc) throw new Error('window.gc is missing: launch Chromium with --js-flags=--expose-gc');
  // Asynchronous major collections run from a task of their own, with no script on the stack, so
  // nothing is kept alive by a stale pointer on it (a synchronous gc() scans the stack conservatively).
  for (let i = 0; i < 4; i++) {
    await gc({ type: 'major', execution: 'async' });
    await nextTask();
  }
}

async function settle(): Promise<void> {
  // Cancelled searches end at their next slice; removed elements' last frames and tasks run out.
  for (let i = 0; i < 10; i++) await nextTask();
  await frame();
  await frame();
  for (let i = 0; i < 5; i++) await nextTask();
}

function pointer(target: Element, type: string, x: number, y: number): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, cancelable: true, pointerId: 3, isPrimary: true, button: 0, buttons: 1, clientX: x, clientY: y }));
}

async function oneElement(container: HTMLElement, i: number, inFlight: LeakFigure['inFlight'], refs: WeakRef<AgnesSolitaire>[], seen?: (r: LiveResources) => void): Promise<void> {
  const el = document.createElement('agnes-solitaire') as AgnesSolitaire;
  el.setAttribute('seed', String(i));
  el.setAttribute('variant', ['bernauer', 'sorel', 'aces'][i % 3]!);
  if (i % 3 === 1) el.setAttribute('winnable', '');
  if (i % 5 === 2) el.setAttribute('auto-foundation', 'safe');
  container.append(el);
  await el.updateComplete;
  refs.push(new WeakRef(el));
  if (el.rules.deadEnds && i % 3 !== 1) inFlight.deadEndCheck++;
  if (i % 3 === 1) inFlight.winnableSearch++;
  if (i % 4 === 0 && i % 3 !== 1) {
    void el.hint();
    inFlight.hint++;
  }
  if (i % 6 === 5 && el.status === 'playing') {
    el.deal();
    await el.updateComplete;
    inFlight.gliding++;
  }
  if (i % 7 === 3) {
    const card = el.shadowRoot!.querySelector<HTMLElement>('[data-pile^="t"][data-card]:not([data-face-down])');
    if (card) {
      const r = card.getBoundingClientRect();
      pointer(card, 'pointerdown', r.left + 5, r.top + 5);
      window.dispatchEvent(new PointerEvent('pointermove', { pointerId: 3, isPrimary: true, clientX: r.left + 60, clientY: r.top + 80 }));
      inFlight.dragging++;
    }
  }
  if (i % 2 === 0) await nextTask(); // let some searches get going
  seen?.(liveResources());
  el.remove();
}

/** Creates and removes `count` elements in `container`; returns the figure. */
export async function leakRun(container: HTMLElement, count: number): Promise<LeakFigure> {
  const inFlight = { deadEndCheck: 0, winnableSearch: 0, hint: 0, gliding: 0, dragging: 0 };
  // Warm up: the first elements fill caches (templates, styles, compiled code) that stay by design.
  const warm: WeakRef<AgnesSolitaire>[] = [];
  for (let i = 0; i < 6; i++) await oneElement(container, 1000 + i, { ...inFlight }, warm);
  await settle();
  await collect();
  const before = liveResources();
  const heapBeforeMB = heapMB();
  let heapPeakMB = heapBeforeMB;
  const refs: WeakRef<AgnesSolitaire>[] = [];
  let whileConnected: LiveResources | undefined;
  for (let i = 0; i < count; i++) {
    await oneElement(container, i, inFlight, refs, i === 7 ? (r) => (whileConnected = resourcesLeft(before, r)) : undefined);
    if (i % 25 === 0) heapPeakMB = Math.max(heapPeakMB, heapMB());
  }
  await settle();
  await collect();
  const heapAfterMB = heapMB();
  const left = resourcesLeft(before, liveResources());
  return {
    elements: count,
    inFlight,
    collected: refs.filter((r) => r.deref() === undefined).length,
    alive: refs.flatMap((r, i) => (r.deref() === undefined ? [] : [i])),
    heapBeforeMB,
    heapAfterMB,
    heapPeakMB,
    left,
    whileConnected: whileConnected!,
  };
}
