/**
 * Seeded randomness and hostile values for the misuse fuzzers (docs/misuse.md): the same
 * seed gives the same run, in Node and in Chromium, so a failure names the step that replays it.
 */
import { mulberry32 } from '../../src/engine/index.js';

/** A seeded random source with the few draws the fuzzers need. */
export class Random {
  readonly #draw: () => number;
  constructor(seed: number) {
    this.#draw = mulberry32(seed >>> 0);
  }
  /** A number in [0, 1). */
  next(): number {
    return this.#draw();
  }
  /** A whole number in [0, n). */
  int(n: number): number {
    return Math.floor(this.#draw() * n);
  }
  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.#draw() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  /** One of `weighted`'s keys, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    let r = this.#draw() * entries.reduce((sum, [, w]) => sum + w, 0);
    for (const [key, w] of entries) if ((r -= w) < 0) return key;
    return entries[entries.length - 1]![0];
  }
}

/**
 * The fuzzers' scale: 1 in `npm run stress` (the full counts of docs/misuse.md's figures), smaller in
 * `npm test`. Node reads `STRESS_SCALE`; the browser reads `window.__AGNES_STRESS__.scale`, which
 * the stress config writes into the test page.
 */
export function stressScale(fallback: number): number {
  const fromPage = (globalThis as { __AGNES_STRESS__?: { scale?: number } }).__AGNES_STRESS__?.scale;
  const fromEnv = typeof process !== 'undefined' ? Number(process.env?.STRESS_SCALE) : NaN;
  const scale = fromPage ?? (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : fallback);
  return scale;
}

/** True in a browser test page that `npm run stress` runs (its figures are printed, its runs are long). */
export const isStressPage = (): boolean => !!(globalThis as { __AGNES_STRESS__?: unknown }).__AGNES_STRESS__;

/** A Mocha timeout for a fuzz test: none under `npm run stress` (the full counts take minutes), else 60 s. */
export const fuzzTimeout = (): number => (isStressPage() ? 0 : 60_000);

/** `full` scaled, at least `min`. */
export const scaled = (full: number, scale: number, min = 1): number => Math.max(min, Math.round(full * scale));

/**
 * Markup and script a value might try to smuggle into the page. Each one, if it ever became markup,
 * would leave a trace the fuzzers look for: an `<agnes-pwned>` or `[data-pwned]` element, an `on…`
 * attribute, or `window.__agnesPwned` set by a handler that ran.
 */
export const MARKUP_PAYLOADS: readonly string[] = [
  '<img src=x onerror="window.__agnesPwned=1">',
  '"><img src=x onerror="window.__agnesPwned=1">',
  "'><svg onload=\"window.__agnesPwned=1\"><agnes-pwned></agnes-pwned>",
  '<script>window.__agnesPwned=1</script>',
  '</style><b data-pwned>bold</b>',
  '<!--<agnes-pwned>-->',
  '<iframe srcdoc="<script>parent.__agnesPwned=1</script>"></iframe>',
  'javascript:window.__agnesPwned=1',
  '${window.__agnesPwned=1}',
  '{{constructor.constructor("window.__agnesPwned=1")()}}',
  '<agnes-pwned onclick="window.__agnesPwned=1">x</agnes-pwned>',
  '&lt;agnes-pwned&gt;',
  '<math><mi xlink:href="javascript:window.__agnesPwned=1">x</mi></math>',
  '\u003cimg src=x onerror=window.__agnesPwned=1\u003e',
];

const UNICODE: readonly string[] = [
  'ñandú', 'Ägnes', 'аgnes' /* Cyrillic а */, '😀🂡🂮', '\u202Ebernauer', 'so\u200Brel', 'ａｃｅｓ', 'ＢＥＲＮＡＵＥＲ',
  '\uD800', '\uDFFF\uD800', 'e\u0301\u0301\u0301', '\u0000', '\u0007\u001b[31m', '\uFEFFsorel', 'İ', 'ß', 'ﬁ',
  '٣', '१२३', '\u00A0true\u00A0', '\u2028', 'true\u0000',
];

const NUMBERS: readonly string[] = [
  '0', '-0', '1', '-1', '3', '4', '00', '007', '0x1F', '1e3', '1e309', '-1e309', 'NaN', 'Infinity', '-Infinity', '2.5', '.5',
  '4294967295', '4294967296', '9007199254740993', '99999999999999999999999', ' 2 ', '+2', '2 3', '1_000', '0b11', '۳',
];

const PROTOTYPE_WORDS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'undefined', 'null', 'true', 'false', '[object Object]'];

/** A string of `length` characters drawn from a mix of ASCII, markup characters and astral symbols. */
function noise(rng: Random, length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_<>"\'&=/;:{}[]()$`\\\t\n';
  let text = '';
  while (text.length < length) text += rng.chance(0.05) ? rng.pick(['🂡', '\u0301', '\uD83D', 'é', '\u200D']) : alphabet[rng.int(alphabet.length)];
  return text;
}

/** Changes the case, padding or a letter of a valid value: near misses are where parsers slip. */
function nearMiss(rng: Random, valid: string): string {
  switch (rng.int(7)) {
    case 0:
      return valid.toUpperCase();
    case 1:
      return `  ${valid}\t`;
    case 2:
      return valid.slice(0, -1);
    case 3:
      return valid + rng.pick(['s', ' x', '\u0000', '-', '.']);
    case 4:
      return valid.replace(/-/g, '_');
    case 5:
      return `${valid},${valid}`;
    default:
      return valid.split('').reverse().join('');
  }
}

/**
 * A hostile attribute value: empty, blank, huge, unicode, numbers, markup, prototype words, near
 * misses of `valid`, or (sometimes) one of `valid` itself so that good values are exercised too.
 */
export function hostileString(rng: Random, valid: readonly string[] = []): string {
  const kind = rng.weighted({ valid: valid.length ? 12 : 0, near: valid.length ? 14 : 0, empty: 4, blank: 3, huge: 3, unicode: 12, number: 12, markup: 16, proto: 5, noise: 12, json: 4 });
  switch (kind) {
    case 'valid':
      return rng.pick(valid);
    case 'near':
      return nearMiss(rng, rng.pick(valid));
    case 'empty':
      return '';
    case 'blank':
      return rng.pick([' ', '\t\n', '   ', '\u00A0', '\u3000']);
    case 'huge':
      return rng.chance(0.5) ? rng.pick(MARKUP_PAYLOADS).repeat(200 + rng.int(2000)) : noise(rng, 10_000 + rng.int(90_000));
    case 'unicode':
      return rng.pick(UNICODE);
    case 'number':
      return rng.pick(NUMBERS);
    case 'markup':
      return rng.chance(0.3) && valid.length ? `${rng.pick(valid)}${rng.pick(MARKUP_PAYLOADS)}` : rng.pick(MARKUP_PAYLOADS);
    case 'proto':
      return rng.pick(PROTOTYPE_WORDS);
    case 'json':
      return rng.pick(['{}', '[]', '{"a":1}', '["bernauer"]', 'null', '"sorel"', '{"__proto__":{"x":1}}']);
    default:
      return noise(rng, 1 + rng.int(40));
  }
}

/** A cyclic object (JSON.stringify throws on it). */
function cyclic(): object {
  const o: Record<string, unknown> = {};
  o.self = o;
  return o;
}

/** A value of any JavaScript type a page might assign to a property or pass to a method. */
export function hostileValue(rng: Random, valid: readonly unknown[] = []): unknown {
  const kind = rng.weighted({ valid: valid.length ? 8 : 0, string: 30, number: 10, odd: 24 });
  if (kind === 'valid') return rng.pick(valid);
  if (kind === 'string') return hostileString(rng, valid.filter((v): v is string => typeof v === 'string'));
  if (kind === 'number') return rng.pick([0, -0, 1, -1, 2, 3, 4, 2.5, NaN, Infinity, -Infinity, 2 ** 32, 2 ** 53, Number.MAX_VALUE, Number.MIN_VALUE]);
  return rng.pick<() => unknown>([
    () => null,
    () => undefined,
    () => true,
    () => false,
    () => ({}),
    () => [],
    () => ['bernauer'],
    () => 10n,
    () => Symbol('agnes'),
    () => () => 'sorel',
    () => cyclic(),
    () => ({ toString: () => 'sorel' }),
    () => ({ toJSON: () => { throw new Error('toJSON throws'); } }),
    () => ({ toString: () => { throw new Error('toString throws'); }, valueOf: () => { throw new Error('valueOf throws'); } }),
    () => Object.create(null),
    () => new Proxy({}, { get: () => { throw new Error('proxy get throws'); }, ownKeys: () => { throw new Error('proxy ownKeys throws'); } }),
    () => new Date(NaN),
    () => new String('sorel'),
    () => new Number(2),
  ])();
}
