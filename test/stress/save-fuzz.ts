/**
 * Misuse, figure 3, second half (docs/misuse.md): mutated saved games fed to the element's
 * `load()`. A save is `save()`'s JSON; each mutation changes one part of a real save
 * (a field dropped, retyped or replaced by a hostile value, a move of the history changed, dropped or
 * added, a card of a snapshot swapped, the whole thing as broken text). The oracle needs no opinion
 * on which mutants are valid: `load` must return true or false and throw nothing; true must leave a
 * valid position whose own save loads again to the same position; false must fire exactly one
 * `agnes-error` (source `load`) with a clear message and leave the game in progress as it was.
 */
import type { AgnesSolitaire } from '../../src/element/index.js';
import type { Snapshot } from '../../src/engine/index.js';
import { invalidPosition } from './board-check.js';
import { hostileValue, Random } from './random.js';

export interface SaveFigure {
  fed: number;
  accepted: number;
  rejected: number;
  /** Mutants that left the save as it was (accepted, as they should be). */
  unchanged: number;
  /** Problems, each a line (empty when every promise held). */
  thrown: string[];
  acceptedInvalid: string[];
  rejectedBadly: string[];
  gameTouched: string[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every path to a value inside `value` (objects and arrays), for picking a place to mutate. */
function paths(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const path = [...at, Array.isArray(value) ? Number(k) : k];
      out.push(path);
      paths(v as Json, path, out);
    }
  }
  return out;
}

function parentOf(root: Json, path: (string | number)[]): { parent: Record<string | number, Json> | Json[]; key: string | number } {
  let node = root as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, Json>;
  return { parent: node, key: path[path.length - 1]! };
}

/** One mutant of `save` (a deep copy), or its JSON text broken. */
export function mutateSave(rng: Random, save: Json): unknown {
  const kind = rng.weighted({ drop: 2, retype: 3, hostile: 2, history: 4, swapCards: 3, text: 1, same: 1 });
  const copy = clone(save);
  if (kind === 'same') return copy;
  if (kind === 'text') {
    const text = JSON.stringify(copy);
    const cut = rng.int(text.length);
    return rng.chance(0.5) ? text.slice(0, cut) : text.slice(0, cut) + '}' + text.slice(cut);
  }
  const obj = copy as { history?: Json; snapshot?: Snapshot; initial?: Snapshot };
  if (kind === 'history' && Array.isArray(obj.history)) {
    const h = obj.history;
    const op = rng.pick(['drop', 'add', 'change', 'swap']);
    const moves = ['t0-t1', 't1-t6', 'r3-fd', 'deal', 'redeal', 't3-t5x2', 'fd-t0', 'r0-fh', 'zz', '', 't9-t1'];
    if (op === 'drop' && h.length) h.splice(rng.int(h.length), 1);
    else if (op === 'add') h.splice(rng.int(h.length + 1), 0, rng.pick(moves));
    else if (op === 'change' && h.length) h[rng.int(h.length)] = rng.chance(0.8) ? rng.pick(moves) : (hostileValue(rng) as Json);
    else if (h.length > 1) {
      const i = rng.int(h.length - 1);
      [h[i], h[i + 1]] = [h[i + 1]!, h[i]!];
    }
    return copy;
  }
  if (kind === 'swapCards') {
    const snap = rng.chance(0.5) ? obj.snapshot : obj.initial;
    if (snap && Array.isArray(snap.tableau)) {
      const piles = [...snap.tableau, ...(snap.reserve ?? []), snap.stock].filter((p) => p.length > 0) as string[][];
      if (piles.length >= 2) {
        const a = rng.pick(piles);
        const b = rng.pick(piles);
        const i = rng.int(a.length);
        const j = rng.int(b.length);
        [a[i], b[j]] = [b[j]!, a[i]!];
      }
    }
    return copy;
  }
  const all = paths(copy);
  if (all.length === 0) return copy;
  const { parent, key } = parentOf(copy, rng.pick(all));
  const holder = parent as Record<string | number, Json>;
  if (kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete holder[key];
  } else if (kind === 'retype') {
    const v = holder[key];
    holder[key] = typeof v === 'number' ? String(v) : typeof v === 'string' ? (rng.chance(0.5) ? Number(v) : null) : typeof v === 'boolean' ? Number(v) : Array.isArray(v) ? {} : v === null ? 0 : [];
  } else holder[key] = hostileValue(rng) as Json;
  return copy;
}

const same = (a: Snapshot, b: Snapshot): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Feeds `count` mutants of the element's own save to its `load()` and judges each. */
export async function fuzzSaves(el: AgnesSolitaire, count: number, seed = 11): Promise<SaveFigure> {
  const rng = new Random(seed);
  const figure: SaveFigure = { fed: 0, accepted: 0, rejected: 0, unchanged: 0, thrown: [], acceptedInvalid: [], rejectedBadly: [], gameTouched: [] };
  const base = clone(el.save()) as unknown as Json;
  const errors: { source: string; message: string }[] = [];
  const listen = (e: Event): void => void errors.push((e as CustomEvent<{ source: string; message: string }>).detail);
  el.addEventListener('agnes-error', listen);
  const note = (list: string[], line: string): void => void (list.length < 20 && list.push(line));
  try {
    for (let i = 0; i < count; i++) {
      const mutant = mutateSave(rng, base);
      const before = el.state;
      errors.length = 0;
      let ok: boolean;
      try {
        ok = el.load(mutant as never);
      } catch (error) {
        note(figure.thrown, `mutant ${i}: ${(error as Error)?.message ?? String(error)}`);
        continue;
      } finally {
        figure.fed++;
      }
      if (ok) {
        figure.accepted++;
        if (JSON.stringify(mutant) === JSON.stringify(base)) figure.unchanged++;
        const problem = invalidPosition(el.state);
        if (problem) note(figure.acceptedInvalid, `mutant ${i}: ${problem}`);
        const again = el.state;
        if (!el.load(el.save()) || !same(el.state, again)) note(figure.acceptedInvalid, `mutant ${i}: its own save does not load back`);
        if (errors.length) note(figure.acceptedInvalid, `mutant ${i}: accepted with agnes-error ${errors[0]!.message}`);
        // Back to the base game for the next mutant.
        el.load(base as never);
      } else {
        figure.rejected++;
        if (errors.length !== 1 || errors[0]!.source !== 'load' || errors[0]!.message.length < 20 || errors[0]!.message.length > 600) {
          note(figure.rejectedBadly, `mutant ${i}: ${errors.length} agnes-error ${JSON.stringify(errors.map((e) => [e.source, e.message.slice(0, 80)]))}`);
        }
        if (!same(el.state, before)) note(figure.gameTouched, `mutant ${i}: the game changed`);
      }
      if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 0));
    }
  } finally {
    el.removeEventListener('agnes-error', listen);
  }
  return figure;
}
