/**
 * The solver searches the element runs, by name, and both ends of running one in a Worker.
 *
 * A search is one of `SEARCHES` called with plain-JSON arguments, the last of them an options
 * object (its budget) to which the caller adds the cancel signal. The page runs it itself (in
 * slices) or posts it to the solver's worker; either way the same function gets the same
 * arguments, so the answer is the same. Adding a search is one line in `SEARCHES`.
 *
 * The protocol (structured-clone messages):
 * - page → worker `{ id, fn, args }`: run `SEARCHES[fn](...args)` as request `id`;
 * - page → worker `{ id }`: cancel request `id` (it stops at its next slice; the page, which has
 *   forgotten the request, drops its reply, the cancellation error);
 * - worker → page `{ id, value }` (the answer) or `{ id, error }` (the message of what it threw).
 */
import { carefulPlanSliced } from '../solver/careful.js';
import { findProgressSliced, findWinnableSeedSliced, hintSliced, solveSliced } from '../solver/index.js';
import type { CancelSignal } from '../solver/index.js';

/** The searches by the name a request gives (the element's names for them). */
export const SEARCHES = {
  progress: findProgressSliced,
  hint: hintSliced,
  careful: carefulPlanSliced,
  solvable: solveSliced,
  winnable: findWinnableSeedSliced,
};

export type SearchName = keyof typeof SEARCHES;
export type SearchArgs<N extends SearchName> = Parameters<(typeof SEARCHES)[N]>;
export type SearchValue<N extends SearchName> = Awaited<ReturnType<(typeof SEARCHES)[N]>>;

/** `{ id, fn, args }` runs a search; `{ id }` alone cancels it. */
export interface SearchRequest {
  id: number;
  fn?: SearchName;
  args?: unknown[];
}

/** The answer to request `id`, or the error it threw. */
export interface SearchReply {
  id: number;
  value?: unknown;
  error?: string;
}

/**
 * The name the element gives its worker. The self-contained files check it when they load: under
 * this name they serve searches instead of defining the element (see self-worker.ts).
 */
export const WORKER_NAME = 'agnes-solitaire-solver';

/**
 * Slices in the worker: no frame to keep, so longer than the page's 8 ms (less time lost to the
 * yields between them); a cancelled search still stops within about this long.
 */
const WORKER_SLICE_MS = 20;

/** Runs search `fn` with `args`, its last argument (the options) given `signal` and `sliceMs`. */
export function runSearch(fn: SearchName, args: unknown[], signal: CancelSignal, sliceMs?: number): Promise<unknown> {
  const search = SEARCHES[fn] as (...args: unknown[]) => Promise<unknown>;
  return search(...args.slice(0, -1), { ...(args[args.length - 1] as object), signal, sliceMs });
}

/** What `serve` needs of a worker's global scope. */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<SearchRequest>) => void): void;
  postMessage(message: SearchReply): void;
}

/** The worker's side: answers the page's requests, several at a time (their slices interleave). */
export function serve(scope: WorkerScope): void {
  const running = new Map<number, AbortController>();
  scope.addEventListener('message', async ({ data: { id, fn, args } }) => {
    if (!fn) return running.get(id)?.abort();
    const controller = new AbortController();
    running.set(id, controller);
    try {
      scope.postMessage({ id, value: await runSearch(fn, args!, controller.signal, WORKER_SLICE_MS) });
    } catch (error) {
      // (A cancelled search's error too: the page has forgotten the request and drops it.)
      scope.postMessage({ id, error: (error as Error).message });
    }
    running.delete(id);
  });
}
