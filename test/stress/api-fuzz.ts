/**
 * What the element accepts from a page's script today (docs/misuse.md, figure 3 in
 * Chromium): `play(move)` and `newGame(seed)` with hostile input. `play` must never throw, must
 * return true only for a legal move (the position then is that move played) and otherwise leave the
 * game exactly as it was with one `agnes-invalid-move`; `newGame` must never throw, deal the seed
 * it is given when that is a seed, and otherwise fire one `agnes-error` and deal a random one.
 *
 * Each method is one row of `ELEMENT_INPUT_TARGETS`: when the element gains a method such as `load(data)`,
 * its row feeds it the snapshot fuzzer's mutants (see `loadTarget` in docs/misuse.md).
 */
import { legalMoves, play, toSnapshot } from '../../src/engine/index.js';
import type { GameState, Move } from '../../src/engine/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { escapedErrors } from './board-check.js';
import { hostileString, hostileValue, Random } from './random.js';

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

export interface InputTarget {
  name: string;
  /** A hostile input for this method. */
  input(rng: Random, el: AgnesSolitaire): unknown;
  /** Calls the method; returns the problems with what it did (empty: as promised). */
  feed(el: AgnesSolitaire, input: unknown, events: { invalid: number; errors: number }): string[];
}

/** Moves a page might pass: near misses of legal ones, bad shapes, hostile objects, fickle getters. */
function hostileMove(rng: Random, el: AgnesSolitaire): unknown {
  const legal = legalMoves(el.state as unknown as GameState);
  const kind = rng.weighted({ legal: 15, tweaked: 25, text: 25, value: 20, fickle: 5, proxy: 5 });
  const base = (legal.length ? rng.pick(legal) : { kind: 'deal' }) as Record<string, unknown>;
  switch (kind) {
    case 'legal':
      return base;
    case 'tweaked': {
      const m: Record<string, unknown> = { ...base };
      const field = rng.pick(['kind', 'from', 'to', 'count', 'extra']);
      m[field] = rng.pick<unknown>(['t7', 'r9', 'fx', 'stock', '', 'T0', ' t0', 0, -1, 1.5, NaN, 1e9, null, undefined, [], {}, 'move', 'deal', 'redeal', 'MOVE', '__proto__', '<img src=x onerror="window.__agnesPwned=1">']);
      return m;
    }
    case 'text':
      return hostileString(rng, ['t1-t6', 't3-t5x2', 'r0-fh', 'deal', 'redeal', 'fh-t0', 't0->t1', 'T3→T5×2']);
    case 'value':
      return hostileValue(rng, ['deal']);
    case 'fickle': {
      // A getter that answers differently each time it is read: checked once, played as checked.
      let reads = 0;
      const first = base.kind === 'move' ? base : { kind: 'move', from: 't0', to: 't1', count: 1 };
      return {
        get kind() {
          return reads++ < 1 ? first.kind : 'redeal';
        },
        get from() {
          return reads++ < 2 ? first.from : 't9';
        },
        to: first.to,
        count: first.count,
      };
    }
    default:
      return new Proxy({ ...base }, { get: (t, k) => (rng.chance(0.5) ? Reflect.get(t, k) : (() => { throw new Error('proxy get'); })()) });
  }
}

export const ELEMENT_INPUT_TARGETS: InputTarget[] = [
  {
    name: 'play(move)',
    input: hostileMove,
    feed(el, input, events) {
      const before = el.state as unknown as GameState;
      const played = el.play(input as Move);
      const after = el.state;
      if (typeof played !== 'boolean') return [`returned ${String(played)}`];
      if (!played) {
        const problems: string[] = [];
        if (JSON.stringify(after) !== JSON.stringify(before)) problems.push('refused, yet the game changed');
        if (events.invalid !== 1) problems.push(`refused with ${events.invalid} agnes-invalid-move events`);
        return problems;
      }
      const reached = legalMoves(before).some((m) => JSON.stringify(toSnapshot(play(before, m))) === JSON.stringify(after));
      return reached ? [] : ['accepted, and the position is not one legal move on'];
    },
  },
  {
    name: 'newGame(seed)',
    input: (rng) => (rng.chance(0.5) ? hostileString(rng, ['1', '42', 'hello']) : hostileValue(rng, [0, 7, 4294967295, 4294967296])),
    feed(el, input, events) {
      el.newGame(input as string);
      const seed = el.state.seed;
      const isSeed = (typeof input === 'string' && input.trim() !== '') || (typeof input === 'number' && Number.isSafeInteger(input) && input >= 0);
      const blank = input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
      if (isSeed) return seed === String(input).trim() && events.errors === 0 ? [] : [`dealt ${seed.slice(0, 30)} with ${events.errors} errors`];
      if (blank) return /^\d+$/.test(seed) && events.errors === 0 ? [] : [`a blank seed dealt ${seed.slice(0, 30)} with ${events.errors} errors`];
      return /^\d+$/.test(seed) && events.errors === 1 ? [] : [`a bad seed dealt ${seed.slice(0, 30)} with ${events.errors} agnes-error`];
    },
  },
];

export interface ApiFigure {
  target: string;
  calls: number;
  accepted: number;
  problems: string[];
  escaped: string[];
}

/** Feeds `count` hostile inputs to each target's method on `el`. */
export async function fuzzElementInputs(el: AgnesSolitaire, count: number, seed = 5): Promise<ApiFigure[]> {
  const figures: ApiFigure[] = [];
  const events = { invalid: 0, errors: 0 };
  el.addEventListener('agnes-invalid-move', () => void events.invalid++);
  el.addEventListener('agnes-error', () => void events.errors++);
  for (const target of ELEMENT_INPUT_TARGETS) {
    const rng = new Random(seed);
    const escaped = escapedErrors();
    const figure: ApiFigure = { target: target.name, calls: 0, accepted: 0, problems: [], escaped: escaped.list };
    el.newGame(1);
    for (let i = 0; i < count; i++) {
      const input = target.input(rng, el);
      events.invalid = 0;
      events.errors = 0;
      const moves = el.state.moveCount;
      try {
        const problems = target.feed(el, input, events);
        for (const p of problems) if (figure.problems.length < 20) figure.problems.push(`#${i}: ${p}`);
      } catch (error) {
        if (figure.escaped.length < 20) figure.escaped.push(`#${i}: threw ${(error as Error)?.message ?? String(error)}`);
      }
      if (el.state.moveCount !== moves || target.name !== 'play(move)') figure.accepted++;
      figure.calls++;
      await el.updateComplete;
      // A page calls from separate tasks, and frames come between them (animations end in frames).
      await (i % 25 === 24 ? nextFrame() : nextTask());
      if (el.status !== 'playing' || i % 40 === 39) el.newGame(i);
    }
    escaped.stop();
    figures.push(figure);
  }
  return figures;
}
