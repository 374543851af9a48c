/**
 * Cross-checks the real engine against the independent reference implementation in
 * `reference/reference-rules.ts` (written from RULES.md alone): deals, legal-move sets and the
 * position after every move, over random and biased playouts and hand-built positions.
 *
 * Run: node --import tsx --test test/engine/reference.test.ts
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';

import * as engine from '../../src/engine/index.js';
import type { Card, CardSlot, Move, Rank, Rules, Snapshot, Suit, VariantName } from '../../src/engine/types.js';
import { moveKey, refDeal, refLegalMoves, refPlay, refSeedNumber, refShuffledDeck } from './reference/reference-rules.js';

type EngineState = ReturnType<typeof engine.newGame>;

const SUITS: readonly Suit[] = ['c', 'd', 'h', 's'];
const RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const VARIANT_NAMES: readonly VariantName[] = ['bernauer', 'sorel', 'aces'];

/** RULES §4, copied by hand so that the engine's presets are checked too. */
const PRESETS: Record<VariantName, Rules> = {
  bernauer: {
    stockTo: 'reserve', base: 'dealt', faceDown: false, reserveFaceDown: false, build: 'alternate-color',
    runs: 'build', splitRuns: true, wrap: 'king-on-ace', emptyFill: 'high', emptyRuns: true,
    foundationReturn: false, redeals: 0, scoring: 'cards', deadEnds: true,
  },
  sorel: {
    stockTo: 'tableau', base: 'dealt', faceDown: false, reserveFaceDown: false, build: 'same-color',
    runs: 'same-suit', splitRuns: true, wrap: 'king-on-ace', emptyFill: 'any', emptyRuns: false,
    foundationReturn: false, redeals: 0, scoring: 'cards', deadEnds: true,
  },
  aces: {
    stockTo: 'reserve', base: 'A', faceDown: true, reserveFaceDown: false, build: 'alternate-color',
    runs: 'build', splitRuns: true, wrap: 'none', emptyFill: 'high', emptyRuns: true,
    foundationReturn: true, redeals: 0, scoring: 'cards', deadEnds: true,
  },
};

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** A deterministic generator for move choices and hand-built positions (mulberry32). */
function rngFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}
function intBetween(rng: () => number, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

function withoutFormat(s: Snapshot): Omit<Snapshot, 'format'> {
  const { format: _format, ...rest } = s;
  return rest;
}

function snap(state: EngineState): Snapshot {
  return engine.toSnapshot(state) as Snapshot;
}

/** Load a snapshot into the engine (accepting either an object or JSON text, whichever it takes). */
function load(s: Snapshot): EngineState {
  try {
    return engine.fromSnapshot(s as never);
  } catch (first) {
    try {
      return engine.fromSnapshot(JSON.stringify(s) as never);
    } catch {
      throw new Error(`engine.fromSnapshot rejected ${JSON.stringify(s)}: ${(first as Error).message}`);
    }
  }
}

/** Which top-level fields of two snapshots differ, for short failure messages. */
function differingFields(a: object, b: object): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter(
    (k) => JSON.stringify((a as Record<string, unknown>)[k]) !== JSON.stringify((b as Record<string, unknown>)[k]),
  );
}

// ---------------------------------------------------------------------------------------------
// Comparison of one position: the legal-move sets, then one or all moves played
// ---------------------------------------------------------------------------------------------

interface Stats {
  positions: number;
  movesPlayed: number;
  byKind: Record<string, number>;
}
const stats: Stats = { positions: 0, movesPlayed: 0, byKind: {} };
function count(what: string): void {
  stats.byKind[what] = (stats.byKind[what] ?? 0) + 1;
}

function kindOf(s: Snapshot, m: Move): string {
  if (m.kind !== 'move') return m.kind;
  const to = m.to[0] === 't' && s.tableau[Number(m.to.slice(1))]!.length === 0 ? 'empty' : m.to[0]!;
  return `${m.from[0]}->${to}${m.count > 1 ? ' run' : ''}`;
}

/** Compare the legal moves; returns a failure message or null. */
function compareMoves(s: Snapshot, engineMoves: readonly Move[], context: string): string | null {
  stats.positions++;
  const engineKeys = engineMoves.map(moveKey);
  const refKeys = new Set(refLegalMoves(s).map(moveKey));
  const engineSet = new Set(engineKeys);
  const onlyEngine = [...engineSet].filter((k) => !refKeys.has(k));
  const onlyRef = [...refKeys].filter((k) => !engineSet.has(k));
  const duplicates = engineKeys.filter((k, i) => engineKeys.indexOf(k) !== i);
  if (onlyEngine.length === 0 && onlyRef.length === 0 && duplicates.length === 0) return null;
  return (
    `legal moves differ (${context})\n` +
    `  only in engine:    ${JSON.stringify(onlyEngine)}\n` +
    `  only in reference: ${JSON.stringify(onlyRef)}\n` +
    (duplicates.length ? `  listed twice by engine: ${JSON.stringify(duplicates)}\n` : '') +
    `  snapshot: ${JSON.stringify(s)}`
  );
}

/** Play one move on both sides; returns [engine state after, failure message or null]. */
function compareMove(state: EngineState, s: Snapshot, m: Move, context: string): [EngineState | null, string | null] {
  stats.movesPlayed++;
  count(kindOf(s, m));
  if (m.kind === 'move' && m.from[0] === 't' && m.to[0] === 't' && !s.rules.splitRuns && m.count > 1) count('whole run, splitRuns off');
  if (s.rules.wrap === 'base') count('wrap base');
  let after: EngineState;
  try {
    after = engine.play(state, m);
  } catch (e) {
    return [null, `engine.play threw on ${moveKey(m)} (${context}): ${(e as Error).message}\n  snapshot: ${JSON.stringify(s)}`];
  }
  const engineAfter = withoutFormat(snap(after));
  const refAfter = withoutFormat(refPlay(s, m));
  const faceDown = (piles: CardSlot[][]) => piles.flat().filter((c) => c.startsWith('-')).length;
  if (faceDown(refAfter.tableau) < faceDown(s.tableau)) count('§6.1 tableau card turned up');
  if (m.kind === 'move' && faceDown(refAfter.reserve) < faceDown(s.reserve)) count('§6.3 reserve card turned up');
  if (m.kind !== 'move' && s.rules.reserveFaceDown && refAfter.reserve.some((p, i) => p.length && !p[p.length - 1]!.startsWith('-') && refAfter.tableau[i]!.length === 0)) {
    count('§6.3 reserve card turned up by a deal');
  }
  const unchanged = withoutFormat(snap(state));
  if (JSON.stringify(unchanged) !== JSON.stringify(withoutFormat(s))) {
    return [null, `engine.play changed its input state on ${moveKey(m)} (${context})\n  snapshot: ${JSON.stringify(s)}`];
  }
  try {
    assert.deepStrictEqual(engineAfter, refAfter);
  } catch {
    return [
      null,
      `position after ${moveKey(m)} differs (${context}) in ${JSON.stringify(differingFields(engineAfter, refAfter))}\n` +
        `  snapshot before: ${JSON.stringify(s)}\n` +
        `  move: ${JSON.stringify(m)}\n` +
        `  engine after:    ${JSON.stringify(engineAfter)}\n` +
        `  reference after: ${JSON.stringify(refAfter)}`,
    ];
  }
  return [after, null];
}

type Policy = 'uniform' | 'biased' | 'greedy';

/** Choose a move: uniform; half the time a foundation move, deal or redeal; or greedy-ish. */
function chooseMove(s: Snapshot, moves: readonly Move[], policy: Policy, rng: () => number): Move {
  if (policy === 'uniform') return pick(rng, moves);
  const toFoundation = moves.filter((m) => m.kind === 'move' && m.to[0] === 'f');
  const dealing = moves.filter((m) => m.kind !== 'move');
  const toEmpty = moves.filter(
    (m) => m.kind === 'move' && m.to[0] === 't' && s.tableau[Number(m.to.slice(1))]!.length === 0,
  );
  const clearing = moves.filter(
    (m) => m.kind === 'move' && m.from[0] === 't' && s.tableau[Number(m.from.slice(1))]!.length === m.count,
  );
  if (policy === 'biased') {
    if (rng() < 0.5) {
      const preferred = [...toFoundation, ...dealing];
      if (preferred.length) return pick(rng, preferred);
    }
    return pick(rng, moves);
  }
  // greedy: foundation first, then emptying/filling columns, then other moves; deal last-ish.
  if (toFoundation.length && rng() < 0.9) return pick(rng, toFoundation);
  if (toEmpty.length && rng() < 0.5) return pick(rng, toEmpty);
  if (clearing.length && rng() < 0.5) return pick(rng, clearing);
  const others = moves.filter((m) => m.kind === 'move');
  if (others.length && (dealing.length === 0 || rng() < 0.7)) return pick(rng, others);
  return pick(rng, moves);
}

/** Play up to `steps` moves from `state`, comparing at every step. Returns failure messages. */
function playout(state: EngineState, steps: number, policy: Policy, rng: () => number, context: string): string[] {
  for (let step = 0; step < steps; step++) {
    const s = snap(state);
    const moves = engine.legalMoves(state);
    const moveFailure = compareMoves(s, moves, `${context}, step ${step}`);
    if (moveFailure) return [moveFailure];
    if (moves.length === 0) return [];
    const m = chooseMove(s, moves, policy, rng);
    const [after, failure] = compareMove(state, s, m, `${context}, step ${step}`);
    if (failure) return [failure];
    state = after!;
  }
  return [];
}

/** Collects failures over a test and fails it with the first few, in full. */
function reportFailures(failures: string[]): void {
  if (failures.length === 0) return;
  const shown = failures.slice(0, 3).join('\n\n');
  assert.fail(`${failures.length} disagreement(s) between engine and reference; the first ${Math.min(3, failures.length)}:\n\n${shown}`);
}

// ---------------------------------------------------------------------------------------------
// Rule sets
// ---------------------------------------------------------------------------------------------

/** Every valid rule combination (RULES §3, including the invalid combinations). */
const rulesArbitrary: fc.Arbitrary<Rules> = fc
  .record({
    stockTo: fc.constantFrom('reserve' as const, 'tableau' as const),
    base: fc.constantFrom<Rules['base']>('dealt', 'dealt', 'dealt', ...RANKS),
    faceDown: fc.boolean(),
    reserveFaceDown: fc.boolean(),
    build: fc.constantFrom<Rules['build']>('alternate-color', 'same-color', 'same-suit', 'any-suit'),
    runs: fc.constantFrom<Rules['runs']>('build', 'same-suit', 'single'),
    splitRuns: fc.boolean(),
    wrap: fc.constantFrom<Rules['wrap']>('none', 'king-on-ace', 'base'),
    emptyFill: fc.constantFrom<Rules['emptyFill']>('none', 'high', 'any', 'reserve'),
    emptyRuns: fc.boolean(),
    foundationReturn: fc.boolean(),
    redeals: fc.constantFrom<Rules['redeals']>(0, 1, 2, 3),
    scoring: fc.constantFrom<Rules['scoring']>('cards', 'points'),
    deadEnds: fc.boolean(),
  })
  .filter(
    (r) => r.stockTo === 'reserve' || (r.redeals === 0 && !r.reserveFaceDown && r.emptyFill !== 'reserve'),
  );

const variantArbitrary = fc.constantFrom<VariantName>(...VARIANT_NAMES);

const RANDOM_RULES: { variant: VariantName; rules: Rules }[] = fc.sample(
  fc.record({ variant: variantArbitrary, rules: rulesArbitrary }),
  { seed: 20240601, numRuns: 30 },
);

/** Hand-picked overrides so that every value of every field is played. */
const TARGETED: { variant: VariantName; overrides: Partial<Rules> }[] = [
  ...VARIANT_NAMES.map((variant) => ({ variant, overrides: {} })),
  // RULES §4 recipes
  { variant: 'bernauer', overrides: { faceDown: true, foundationReturn: true, scoring: 'points' } },
  {
    variant: 'bernauer',
    overrides: { faceDown: true, foundationReturn: true, scoring: 'points', build: 'same-color', emptyFill: 'none' },
  },
  { variant: 'bernauer', overrides: { build: 'same-color', emptyFill: 'none' } },
  { variant: 'bernauer', overrides: { build: 'same-color', emptyFill: 'reserve' } },
  { variant: 'sorel', overrides: { runs: 'build', emptyFill: 'none' } },
  // single fields
  { variant: 'bernauer', overrides: { redeals: 1 } },
  { variant: 'bernauer', overrides: { redeals: 2, emptyFill: 'any' } },
  { variant: 'bernauer', overrides: { redeals: 3, reserveFaceDown: true } },
  { variant: 'bernauer', overrides: { reserveFaceDown: true, emptyFill: 'reserve' } },
  { variant: 'bernauer', overrides: { reserveFaceDown: true, redeals: 3, scoring: 'points', faceDown: true } },
  { variant: 'bernauer', overrides: { build: 'same-suit' } },
  { variant: 'bernauer', overrides: { build: 'any-suit', runs: 'same-suit' } },
  { variant: 'bernauer', overrides: { runs: 'single' } },
  { variant: 'bernauer', overrides: { runs: 'same-suit', splitRuns: false } },
  { variant: 'bernauer', overrides: { splitRuns: false } },
  { variant: 'bernauer', overrides: { splitRuns: false, emptyFill: 'any', emptyRuns: true } },
  { variant: 'bernauer', overrides: { emptyRuns: false, emptyFill: 'any' } },
  { variant: 'bernauer', overrides: { emptyFill: 'none', foundationReturn: true } },
  { variant: 'bernauer', overrides: { wrap: 'none' } },
  { variant: 'bernauer', overrides: { wrap: 'base' } },
  { variant: 'bernauer', overrides: { deadEnds: false, scoring: 'points' } },
  { variant: 'bernauer', overrides: { foundationReturn: true, emptyFill: 'any', scoring: 'points' } },
  ...RANKS.map((base) => ({
    variant: 'bernauer' as VariantName,
    overrides: { base, wrap: 'base', foundationReturn: true } as Partial<Rules>,
  })),
  ...RANKS.filter((_, i) => i % 4 === 1).map((base) => ({
    variant: 'sorel' as VariantName,
    overrides: { base, wrap: 'base', emptyFill: 'high', emptyRuns: true } as Partial<Rules>,
  })),
  { variant: 'sorel', overrides: { emptyFill: 'high' } },
  { variant: 'sorel', overrides: { emptyFill: 'none', faceDown: true, scoring: 'points' } },
  { variant: 'sorel', overrides: { emptyRuns: true, splitRuns: false } },
  { variant: 'sorel', overrides: { runs: 'single', foundationReturn: true, wrap: 'none' } },
  { variant: 'sorel', overrides: { build: 'any-suit', runs: 'build', emptyRuns: true } },
  { variant: 'aces', overrides: { scoring: 'points', redeals: 2 } },
  { variant: 'aces', overrides: { wrap: 'king-on-ace', emptyFill: 'any' } },
  { variant: 'aces', overrides: { stockTo: 'tableau' } },
  { variant: 'aces', overrides: { base: 'K', wrap: 'base', reserveFaceDown: true } },
];

function fullRules(variant: VariantName, overrides: Partial<Rules>): Rules {
  return { ...PRESETS[variant], ...overrides };
}

// ---------------------------------------------------------------------------------------------
// 1. The reference alone against the RULES §2 test vectors
// ---------------------------------------------------------------------------------------------

test('reference: §2 seed numbers and shuffled decks match the test vectors', () => {
  const vectors: [string, number, string][] = [
    ['0', 0, '5s Qs Kh 2c Ks 5h 6h Jd 7c 3s'],
    ['1', 1, 'Qd 6s Jd Jc 5s 6h Qs 3s 7c 4h'],
    ['12345', 12345, '5h Td Kd 6h 2d 8s 4h 5c 3s Jh'],
    ['4294967295', 4294967295, '8h 2c 7s 2d 4d Js 8d Qc Ts Td'],
    ['4294967296', 2782066575, 'Qc Ac 5d 2s Kh 9s 6d Td 4h 5s'],
    ['007', 3804968462, 'Js 9d 5c 4d 4s 8s Ac Th 8d Kd'],
    ['hello', 1335831723, 'Js Jh 8s Qd 5s Tc 6c 8c Ts 7d'],
  ];
  for (const [seed, number, first10] of vectors) {
    assert.equal(refSeedNumber(seed), number, `seed number of "${seed}"`);
    const deck = refShuffledDeck(number);
    assert.equal(deck.slice(0, 10).join(' '), first10, `deck of "${seed}"`);
    assert.equal(new Set(deck).size, 52);
  }
});

test('reference: the whole first position of bernauer seed "1" and its legal moves (§2)', () => {
  const s = refDeal('bernauer', PRESETS.bernauer, '1');
  const split = (text: string) => text.split(' | ').map((col) => col.split(' '));
  assert.deepEqual(s, {
    format: 1,
    variant: 'bernauer',
    rules: PRESETS.bernauer,
    seed: '1',
    baseRank: 'K',
    stock: 'As Tc 3d 6c 8d 7d 4s 6d Ks 3h Ad 8s Ts Ah Ac 7h'.split(' '),
    reserve: '2c Jh Qh Kd 9s 3c 5d'.split(' ').map((c) => [c]),
    tableau: split('Qd | 6s 3s | Jd 7c 9h | Jc 4h Qc 9c | 5s Th 4c 2d 7s | 6h Td Js 5c Kh 8c | Qs 2s 8h 2h 5h 9d 4d'),
    foundations: { c: ['Kc'], d: [], h: [], s: [] },
    redealsLeft: 0,
    score: 1,
    moveCount: 0,
  });
  const keys = refLegalMoves(s).map(moveKey).sort();
  assert.deepEqual(keys, ['deal', 'r3-fdx1', 'r5-t6x1', 't1-t6x1', 't5-t2x1']);
});

test('reference: refPlay leaves its input alone and counts moves', () => {
  const s = refDeal('aces', { ...PRESETS.aces, scoring: 'points', reserveFaceDown: true }, '7');
  const before = JSON.stringify(s);
  for (const m of refLegalMoves(s)) {
    const after = refPlay(s, m);
    assert.equal(JSON.stringify(s), before);
    assert.equal(after.moveCount, 1);
  }
});

// ---------------------------------------------------------------------------------------------
// 2. Deals agree
// ---------------------------------------------------------------------------------------------

const STRING_SEEDS = ['hello', '007', '4294967295', '4294967296', '', 'Agnes', 'ünïcødé ♠', '-1', '1.5', ' 42'];

test('engine: variant presets equal RULES §4', () => {
  for (const variant of VARIANT_NAMES) {
    assert.deepEqual(engine.resolveRules(variant), PRESETS[variant], `preset ${variant}`);
    const overrides = { redeals: 2 as const, scoring: 'points' as const };
    const expected = variant === 'sorel' ? null : { ...PRESETS[variant], ...overrides };
    if (expected) assert.deepEqual(engine.resolveRules(variant, overrides), expected, `preset ${variant} + overrides`);
  }
});

test('engine: deals agree with the reference (presets and random rules, seeds 0..199 and strings)', () => {
  const failures: string[] = [];
  const cases: { variant: VariantName; rules: Rules; overrides?: Partial<Rules> }[] = [
    ...VARIANT_NAMES.map((variant) => ({ variant, rules: PRESETS[variant] })),
    ...RANDOM_RULES.map(({ variant, rules }) => ({ variant, rules, overrides: rules })),
  ];
  let compared = 0;
  for (const { variant, rules, overrides } of cases) {
    const seeds: (string | number)[] = [...Array.from({ length: 200 }, (_, i) => String(i)), ...STRING_SEEDS, 7, 4294967295];
    for (const seed of seeds) {
      const state = engine.newGame(overrides ? { variant, seed, rules: overrides } : { variant, seed });
      const engineSnap = snap(state);
      const refSnap = refDeal(variant, rules, String(seed));
      compared++;
      try {
        assert.equal(engineSnap.format, 1);
        assert.deepStrictEqual(withoutFormat(engineSnap), withoutFormat(refSnap));
      } catch {
        failures.push(
          `deal differs for variant ${variant}, seed ${JSON.stringify(seed)}, rules ${JSON.stringify(rules)}\n` +
            `  engine:    ${JSON.stringify(engineSnap)}\n  reference: ${JSON.stringify(refSnap)}`,
        );
      }
    }
  }
  reportFailures(failures);
  assert.ok(compared > 6000);
});

// ---------------------------------------------------------------------------------------------
// 3. Playouts agree
// ---------------------------------------------------------------------------------------------

test('engine: random and biased playouts agree with the reference (targeted rule sets)', () => {
  const failures: string[] = [];
  const policies: Policy[] = ['uniform', 'biased', 'greedy'];
  TARGETED.forEach(({ variant, overrides }, index) => {
    for (let game = 0; game < 4; game++) {
      const seed = String(1000 * index + game);
      const policy = policies[game % 3]!;
      const context = `variant ${variant}, overrides ${JSON.stringify(overrides)}, seed "${seed}", ${policy}`;
      const state = engine.newGame({ variant, seed, rules: overrides });
      failures.push(...playout(state, 300, policy, rngFrom(index * 7919 + game), context));
    }
  });
  reportFailures(failures);
});

test('engine: random and biased playouts agree with the reference (random rule sets)', () => {
  const failures: string[] = [];
  const policies: Policy[] = ['uniform', 'biased', 'greedy'];
  const games = fc.sample(
    fc.record({ variant: variantArbitrary, rules: rulesArbitrary, seed: fc.nat({ max: 4294967295 }) }),
    { seed: 777, numRuns: 150 },
  );
  games.forEach(({ variant, rules, seed }, index) => {
    const policy = policies[index % 3]!;
    const context = `variant ${variant}, rules ${JSON.stringify(rules)}, seed "${seed}", ${policy}`;
    const state = engine.newGame({ variant, seed: String(seed), rules });
    failures.push(...playout(state, 300, policy, rngFrom(seed), context));
  });
  reportFailures(failures);
});

// ---------------------------------------------------------------------------------------------
// 4. Hand-built positions: cleared tableaux, empty columns, runs, foundations well advanced
// ---------------------------------------------------------------------------------------------

function rankAt(index: number): Rank {
  return RANKS[((index % 13) + 13) % 13]!;
}
function isRed(card: Card): boolean {
  return card[1] === 'd' || card[1] === 'h';
}

/**
 * Cards that would sit on `card` in a run, by some relation (mostly the rules' build, sometimes
 * same-suit or one of the other builds), so that columns carry runs of several kinds.
 */
function candidatesOnto(card: Card, pool: readonly Card[], rng: () => number): Card[] {
  const below = RANKS.indexOf(card[0] as Rank) - 1;
  const rank = rankAt(below);
  const relation = pick(rng, ['alternate-color', 'same-color', 'same-suit', 'any-suit', 'same-suit'] as const);
  return pool.filter((c) => {
    if (c[0] !== rank) return false;
    switch (relation) {
      case 'alternate-color':
        return isRed(c) !== isRed(card);
      case 'same-color':
        return isRed(c) === isRed(card);
      case 'same-suit':
        return c[1] === card[1];
      case 'any-suit':
        return true;
    }
  });
}

/** A valid, plausible position under `rules`, built by hand from a random generator. */
function buildPosition(variant: VariantName, rules: Rules, rng: () => number, label: string): Snapshot {
  const baseRank: Rank = rules.base === 'dealt' ? pick(rng, RANKS) : rules.base;
  const baseIndex = RANKS.indexOf(baseRank);
  const foundations: Snapshot['foundations'] = { c: [], d: [], h: [], s: [] };
  const used = new Set<Card>();
  const advanced = rng() < 0.6;
  for (const suit of SUITS) {
    const count = advanced ? pick(rng, [6, 9, 10, 11, 12, 12, 13, 13]) : pick(rng, [0, 0, 1, 2, 3, 5, 8, 13]);
    for (let k = 0; k < count; k++) {
      const card = rankAt(baseIndex + k) + suit;
      foundations[suit].push(card);
      used.add(card);
    }
  }
  if (rules.base === 'dealt' && SUITS.every((suit) => foundations[suit].length === 0)) {
    foundations.c.push(baseRank + 'c');
    used.add(baseRank + 'c');
  }
  // The rest of the deck, shuffled.
  const pool: Card[] = [];
  for (const suit of SUITS) for (const rank of RANKS) if (!used.has(rank + suit)) pool.push(rank + suit);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const take = (card?: Card): Card => {
    const index = card === undefined ? pool.length - 1 : pool.indexOf(card);
    return pool.splice(index, 1)[0]!;
  };

  const stockSize = rng() < 0.5 ? 0 : intBetween(rng, 1, Math.floor(pool.length / 3));
  const hasReserve = rules.stockTo === 'reserve';
  const reserveSize = hasReserve ? intBetween(rng, 0, Math.min(12, pool.length - stockSize)) : 0;
  // (If every column stays empty, the cards meant for the tableau go to the stock.)
  let tableauSize = pool.length - stockSize - reserveSize;

  // Tableau: some columns empty; the others a few loose cards under a run.
  const tableau: CardSlot[][] = [[], [], [], [], [], [], []];
  const emptyChance = pick(rng, [0, 0.2, 0.4, 0.7]);
  const open = [0, 1, 2, 3, 4, 5, 6].filter(() => rng() >= emptyChance);
  for (let n = 0; tableauSize > 0 && open.length > 0; n++) {
    const col = open[n % open.length]!;
    const column = tableau[col]!;
    if (column.length === 0 || rng() < 0.3) {
      // A loose card, or the start of a run — sometimes the rank below the base, to fill empties.
      const high = rankAt(baseIndex - 1);
      const highCard = pool.find((c) => c[0] === high);
      column.push(take(highCard && rng() < 0.3 ? highCard : undefined));
      tableauSize--;
      continue;
    }
    const top = column[column.length - 1]!;
    const candidates = candidatesOnto(top, pool, rng);
    column.push(take(candidates.length && rng() < 0.85 ? pick(rng, candidates) : undefined));
    tableauSize--;
  }
  // Face-down cards at the bottom of columns (at most as many as the deal gave: column index).
  if (rules.faceDown) {
    tableau.forEach((column, col) => {
      const down = Math.min(col, column.length - 1, intBetween(rng, 0, col));
      for (let k = 0; k < down; k++) column[k] = '-' + column[k];
    });
  }
  const reserve: CardSlot[][] = hasReserve ? [[], [], [], [], [], [], []] : [];
  for (let k = 0; k < reserveSize && pool.length > 0; k++) {
    const card = take();
    const faceDown = rules.reserveFaceDown && rng() < 0.6;
    reserve[intBetween(rng, 0, 6)]!.push(faceDown ? '-' + card : card);
  }
  if (rules.reserveFaceDown) {
    // RULES §6.3 holds in every reachable position: an empty column's reserve pile shows its top.
    reserve.forEach((pile, i) => {
      const top = pile[pile.length - 1];
      if (tableau[i]!.length === 0 && top !== undefined && top.startsWith('-')) pile[pile.length - 1] = top.slice(1);
    });
  }
  const stock = pool.splice(0, pool.length);
  const foundationCount = SUITS.reduce((n, suit) => n + foundations[suit].length, 0);
  const moveCount = foundationCount + intBetween(rng, 20, 400);
  // Points follow from the position (RULES §3): +5 per tableau card turned up since the deal, +10 per
  // card moved home, and a card taken back and moved home again nets −5.
  const stillDown = tableau.flat().filter((c) => c.startsWith('-')).length;
  const turnedUp = rules.faceDown ? 21 - stillDown : 0;
  const movedHome = foundationCount - (rules.base === 'dealt' ? 1 : 0);
  const takenBack = rules.foundationReturn ? intBetween(rng, 0, 10) : 0;
  const points = 5 * turnedUp + 10 * movedHome - 5 * takenBack;
  return {
    format: 1,
    variant,
    rules: { ...rules },
    seed: label,
    baseRank,
    stock,
    reserve,
    tableau,
    foundations,
    redealsLeft: intBetween(rng, 0, rules.redeals),
    score: rules.scoring === 'cards' ? foundationCount : points,
    moveCount,
  };
}

test('engine: hand-built positions agree with the reference (every legal move played, then playouts)', () => {
  const failures: string[] = [];
  const cases = [
    ...TARGETED.map(({ variant, overrides }) => ({ variant, rules: fullRules(variant, overrides) })),
    ...fc.sample(fc.record({ variant: variantArbitrary, rules: rulesArbitrary }), { seed: 4242, numRuns: 120 }),
  ];
  const policies: Policy[] = ['uniform', 'biased', 'greedy'];
  let built = 0;
  cases.forEach(({ variant, rules }, index) => {
    for (let k = 0; k < 8; k++) {
      const rng = rngFrom(index * 1000 + k);
      const label = `built-${index}-${k}`;
      const s = buildPosition(variant, rules, rng, label);
      const context = `hand-built position ${label}`;
      let state: EngineState;
      try {
        state = load(s);
      } catch (e) {
        failures.push(`${context}: ${(e as Error).message}`);
        continue;
      }
      built++;
      const loaded = snap(state);
      try {
        assert.deepStrictEqual(withoutFormat(loaded), withoutFormat(s));
      } catch {
        failures.push(`${context}: toSnapshot(fromSnapshot(s)) differs from s\n  s:      ${JSON.stringify(s)}\n  engine: ${JSON.stringify(loaded)}`);
        continue;
      }
      const moves = engine.legalMoves(state);
      const moveFailure = compareMoves(s, moves, context);
      if (moveFailure) {
        failures.push(moveFailure);
        continue;
      }
      for (const m of moves) {
        const [, failure] = compareMove(state, s, m, context);
        if (failure) failures.push(failure);
      }
      failures.push(...playout(state, 60, policies[k % 3]!, rng, `${context} playout`));
    }
  });
  reportFailures(failures);
  assert.ok(built > 1000);
});

test('coverage of the comparisons', (t) => {
  t.diagnostic(`positions compared: ${stats.positions}, moves played on both sides: ${stats.movesPlayed}`);
  t.diagnostic(`moves by kind: ${JSON.stringify(stats.byKind)}`);
});
