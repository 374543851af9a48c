/**
 * Counts what a page keeps alive on an element's behalf: timeouts, intervals, animation frames,
 * listeners on the page's long-lived targets (window, document, <html>, <body>), resize and
 * mutation observers that observe something, and workers not yet terminated. Importing this module
 * wraps those APIs, so import it before anything that uses them (before the element).
 *
 * Listeners on the element's own nodes are not counted: they go when the nodes go, which the leak
 * test proves by garbage collection. Nothing here holds a callback longer than the browser would.
 */

export interface LiveResources {
  timeouts: number;
  intervals: number;
  frames: number;
  pageListeners: number;
  resizeObservers: number;
  mutationObservers: number;
  workers: number;
  /** Workers ever constructed (the element starts the solver's worker for its searches). */
  workersCreated: number;
  /** Workers the page tried to construct, those whose constructor threw included (WebKit refuses one that a CSP forbids there). */
  workersTried: number;
}

const w = window as Window & typeof globalThis & { __agnesLiveResources?: () => LiveResources };

const timeouts = new Set<number>();
const intervals = new Set<number>();
const frames = new Set<number>();
const listeners = new Map<EventTarget, Map<string, Set<unknown>>>();
const resizeObservers = new Set<ResizeObserver>();
const mutationObservers = new Set<MutationObserver>();
const workers = new Set<Worker>();
let workersCreated = 0;
let workersTried = 0;

if (!w.__agnesLiveResources) {
  // Typed as the DOM's timers (the tests' types include Node's too, whose timers return objects).
  type Handler = (...args: unknown[]) => void;
  const nativeSetTimeout = w.setTimeout.bind(w) as unknown as (handler: Handler, ms?: number, ...args: unknown[]) => number;
  const nativeClearTimeout = w.clearTimeout.bind(w) as unknown as (id?: number) => void;
  const nativeSetInterval = w.setInterval.bind(w) as unknown as (handler: TimerHandler, ms?: number, ...args: unknown[]) => number;
  const nativeClearInterval = w.clearInterval.bind(w) as unknown as (id?: number) => void;
  const nativeRaf = w.requestAnimationFrame.bind(w);
  const nativeCaf = w.cancelAnimationFrame.bind(w);

  w.setTimeout = function (handler: TimerHandler, ms?: number, ...args: unknown[]): number {
    const id = nativeSetTimeout(
      (...a: unknown[]) => {
        timeouts.delete(id);
        if (typeof handler === 'function') (handler as Handler)(...a);
      },
      ms,
      ...args,
    );
    timeouts.add(id);
    return id;
  } as unknown as typeof w.setTimeout;
  w.clearTimeout = ((id?: number): void => {
    if (id !== undefined) timeouts.delete(id);
    nativeClearTimeout(id);
  }) as unknown as typeof w.clearTimeout;
  w.setInterval = function (handler: TimerHandler, ms?: number, ...args: unknown[]): number {
    const id = nativeSetInterval(handler, ms, ...args);
    intervals.add(id);
    return id;
  } as unknown as typeof w.setInterval;
  w.clearInterval = ((id?: number): void => {
    if (id !== undefined) intervals.delete(id);
    nativeClearInterval(id);
  }) as unknown as typeof w.clearInterval;
  w.requestAnimationFrame = (callback: FrameRequestCallback): number => {
    const id = nativeRaf((t) => {
      frames.delete(id);
      callback(t);
    });
    frames.add(id);
    return id;
  };
  w.cancelAnimationFrame = (id: number): void => {
    frames.delete(id);
    nativeCaf(id);
  };

  const longLived = (target: EventTarget): boolean => target === w || target === document || target === document.documentElement || target === document.body;
  const key = (type: string, options?: boolean | AddEventListenerOptions | EventListenerOptions): string =>
    `${type}:${typeof options === 'boolean' ? options : !!options?.capture}`;
  const nativeAdd = EventTarget.prototype.addEventListener;
  const nativeRemove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: boolean | AddEventListenerOptions) {
    if (listener && longLived(this)) {
      let byType = listeners.get(this);
      if (!byType) listeners.set(this, (byType = new Map()));
      const k = key(type, options);
      if (!byType.has(k)) byType.set(k, new Set());
      byType.get(k)!.add(listener);
    }
    return nativeAdd.call(this, type, listener as EventListener, options);
  };
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: boolean | EventListenerOptions) {
    listeners.get(this)?.get(key(type, options))?.delete(listener);
    return nativeRemove.call(this, type, listener as EventListener, options);
  };

  const NativeResizeObserver = w.ResizeObserver;
  w.ResizeObserver = class extends NativeResizeObserver {
    override observe(target: Element, options?: ResizeObserverOptions): void {
      resizeObservers.add(this);
      super.observe(target, options);
    }
    override disconnect(): void {
      resizeObservers.delete(this);
      super.disconnect();
    }
  };
  const NativeMutationObserver = w.MutationObserver;
  w.MutationObserver = class extends NativeMutationObserver {
    override observe(target: Node, options?: MutationObserverInit): void {
      mutationObservers.add(this);
      super.observe(target, options);
    }
    override disconnect(): void {
      mutationObservers.delete(this);
      super.disconnect();
    }
  };
  const NativeWorker = w.Worker;
  w.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      workersTried++;
      super(url, options);
      workersCreated++;
      workers.add(this);
    }
    override terminate(): void {
      workers.delete(this);
      super.terminate();
    }
  };

  w.__agnesLiveResources = (): LiveResources => {
    let pageListeners = 0;
    for (const byType of listeners.values()) for (const set of byType.values()) pageListeners += set.size;
    return {
      timeouts: timeouts.size,
      intervals: intervals.size,
      frames: frames.size,
      pageListeners,
      resizeObservers: resizeObservers.size,
      mutationObservers: mutationObservers.size,
      workers: workers.size,
      workersCreated,
      workersTried,
    };
  };
}

/** What is alive now. */
export const liveResources = (): LiveResources => w.__agnesLiveResources!();

/** `after` less `before`, field by field (what is still alive that was not before). */
export function resourcesLeft(before: LiveResources, after: LiveResources): LiveResources {
  return Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k as keyof LiveResources]])) as unknown as LiveResources;
}
