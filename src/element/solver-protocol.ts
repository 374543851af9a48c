/**
 * What the page and the solver say to each other: the worker's name and the messages. The page's
 * side (solver-link.ts) imports only this and types, so that the solver itself (solver-calls.ts,
 * with the engine and the whole solver) stays out of the page's module until a search is asked for.
 *
 * The protocol (structured-clone messages between the page and the solver's worker):
 * - page → worker `{ id, fn, args }`: run search `fn` (a `SearchName`) with `args` as request `id`
 *   (`budget`, an object of options, replaces the element's budget of that search: for tests and tools);
 * - page → worker `{ id }`: cancel request `id` (it stops at its next slice; the page, which has
 *   forgotten the request, drops its reply, the cancellation error);
 * - worker → page `{ id, value }` (the answer) or `{ id, error }` (the message of what it threw).
 * Where no worker can be had, the page imports the same solver module and calls the same function
 * with the same arguments, so the answers are the same.
 */
import type { SearchName } from './solver-calls.js';

/** The name the element gives its worker; the solver file serves searches when it runs under it. */
export const WORKER_NAME = 'agnes-solitaire-solver';

/** `{ id, fn, args }` runs a search; `{ id }` alone cancels it. */
export interface SearchRequest {
  id: number;
  fn?: SearchName;
  args?: unknown[];
  budget?: object;
}

/** The answer to request `id`, or the error it threw. */
export interface SearchReply {
  id: number;
  value?: unknown;
  error?: string;
}
