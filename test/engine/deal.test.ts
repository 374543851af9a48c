import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fnv1a, mulberry32, utf8 } from '../../src/engine/deal.js';
import { formatMove, legalMoves, newGame, SeedError, seedNumber, shuffledDeck, toSnapshot, type Snapshot } from '../../src/engine/index.js';

const VECTORS: [string, number, string][] = [
  ['0', 0, '5s Qs Kh 2c Ks 5h 6h Jd 7c 3s'],
  ['1', 1, 'Qd 6s Jd Jc 5s 6h Qs 3s 7c 4h'],
  ['12345', 12345, '5h Td Kd 6h 2d 8s 4h 5c 3s Jh'],
  ['4294967295', 4294967295, '8h 2c 7s 2d 4d Js 8d Qc Ts Td'],
  ['4294967296', 2782066575, 'Qc Ac 5d 2s Kh 9s 6d Td 4h 5s'],
  ['007', 3804968462, 'Js 9d 5c 4d 4s 8s Ac Th 8d Kd'],
  ['hello', 1335831723, 'Js Jh 8s Qd 5s Tc 6c 8c Ts 7d'],
];

const split = (text: string): string[][] => text.split('|').map((c) => c.trim().split(/\s+/));

describe('seeded deals (RULES §2)', () => {
  for (const [seed, number, first10] of VECTORS) {
    it(`seed ${JSON.stringify(seed)} → number ${number} → ${first10}`, () => {
      assert.equal(seedNumber(seed), number);
      const deck = shuffledDeck(number);
      assert.equal(deck.slice(0, 10).join(' '), first10);
      assert.equal(new Set(deck).size, 52);
    });
  }

  it('hashes by FNV-1a over UTF-8 bytes, lone surrogates as U+FFFD', () => {
    assert.equal(fnv1a([]), 2166136261);
    assert.equal(fnv1a(utf8('a')), 0xe40c292c);
    const bytes: [string, number[]][] = [
      ['', []],
      ['a', [0x61]],
      ['Agnès', [0x41, 0x67, 0x6e, 0xc3, 0xa8, 0x73]],
      ['✓', [0xe2, 0x9c, 0x93]],
      ['🂡', [0xf0, 0x9f, 0x82, 0xa1]],
      ['x\ud800y', [0x78, 0xef, 0xbf, 0xbd, 0x79]],
      ['\udc00', [0xef, 0xbf, 0xbd]],
      ['\ud800\ud800\udc00', [0xef, 0xbf, 0xbd, 0xf0, 0x90, 0x80, 0x80]],
    ];
    for (const [text, expected] of bytes) assert.deepEqual([...utf8(text)], expected, JSON.stringify(text));
    // The empty string and strings that merely look numeric are hashed.
    assert.equal(seedNumber(''), 2166136261);
    for (const s of ['-1', '+1', '1.0', ' 1', '1e3', '00', '99999999999']) assert.notEqual(seedNumber(s), Number(s), s);
    assert.equal(seedNumber('99999999999'), fnv1a(utf8('99999999999')));
  });

  it('mulberry32 draws lie in [0, 1) and repeat for a seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      assert.equal(x, b());
      assert.ok(x >= 0 && x < 1);
    }
  });

  it('deals the whole first position of bernauer seed "1" and lists exactly its legal moves', () => {
    const state = newGame({ variant: 'bernauer', seed: '1' });
    const snap = toSnapshot(state);
    assert.deepEqual(snap.foundations, { c: ['Kc'], d: [], h: [], s: [] });
    assert.equal(snap.baseRank, 'K');
    assert.deepEqual(snap.tableau, split('Qd | 6s 3s | Jd 7c 9h | Jc 4h Qc 9c | 5s Th 4c 2d 7s | 6h Td Js 5c Kh 8c | Qs 2s 8h 2h 5h 9d 4d'));
    assert.deepEqual(snap.reserve, '2c Jh Qh Kd 9s 3c 5d'.split(' ').map((c) => [c]));
    assert.deepEqual(snap.stock, 'As Tc 3d 6c 8d 7d 4s 6d Ks 3h Ad 8s Ts Ah Ac 7h'.split(' '));
    assert.equal(snap.score, 1);
    assert.equal(snap.moveCount, 0);
    assert.equal(snap.redealsLeft, 0);
    assert.deepEqual(legalMoves(state).map(formatMove).sort(), ['deal', 'r3-fd', 'r5-t6', 't1-t6', 't5-t2']);
    assert.deepEqual(
      legalMoves(state).filter((m) => m.kind === 'move'),
      [
        { kind: 'move', from: 't1', to: 't6', count: 1 },
        { kind: 'move', from: 't5', to: 't2', count: 1 },
        { kind: 'move', from: 'r3', to: 'fd', count: 1 },
        { kind: 'move', from: 'r5', to: 't6', count: 1 },
      ],
    );
  });

  it('deals in Klondike order from the deck top, for every variant', () => {
    for (const variant of ['bernauer', 'sorel', 'aces'] as const) {
      for (const seed of ['0', '1', '12345', 'hello']) {
        const deck = shuffledDeck(seedNumber(seed));
        const snap: Snapshot = toSnapshot(newGame({ variant, seed }));
        let next = 0;
        for (let r = 0; r < 7; r++) {
          for (let c = r; c < 7; c++) {
            const slot = snap.tableau[c]![r]!;
            const faceUp = variant !== 'aces' || r === c;
            assert.equal(slot, (faceUp ? '' : '-') + deck[next++], `${variant} ${seed} t${c}[${r}]`);
          }
        }
        if (variant === 'aces') {
          assert.equal(snap.baseRank, 'A');
          assert.deepEqual(snap.foundations, { c: [], d: [], h: [], s: [] });
          assert.equal(snap.score, 0);
        } else {
          const card = deck[next++]!;
          assert.equal(snap.baseRank, card[0]);
          assert.deepEqual(snap.foundations[card[1] as 'c'], [card]);
          assert.equal(snap.score, 1);
        }
        if (variant === 'sorel') {
          assert.deepEqual(snap.reserve, []);
          assert.equal(snap.stock.length, 23);
        } else {
          assert.deepEqual(snap.reserve, deck.slice(next, next + 7).map((c) => [c]));
          next += 7;
          assert.equal(snap.stock.length, variant === 'aces' ? 17 : 16);
        }
        assert.deepEqual(snap.stock, deck.slice(next));
      }
    }
  });

  it('deals the reserve face-down with reserveFaceDown, and the base rank chosen with base', () => {
    const snap = toSnapshot(newGame({ seed: '1', rules: { reserveFaceDown: true, base: '5' } }));
    assert.deepEqual(snap.reserve, '-Kc -2c -Jh -Qh -Kd -9s -3c'.split(' ').map((c) => [c]));
    assert.equal(snap.baseRank, '5');
    assert.deepEqual(snap.foundations, { c: [], d: [], h: [], s: [] });
    assert.deepEqual(snap.stock, '5d As Tc 3d 6c 8d 7d 4s 6d Ks 3h Ad 8s Ts Ah Ac 7h'.split(' '));
  });

  it('starts the score at 0 with points scoring, even with a dealt base card', () => {
    const snap = toSnapshot(newGame({ seed: '1', rules: { scoring: 'points' } }));
    assert.equal(snap.score, 0);
    assert.deepEqual(snap.foundations.c, ['Kc']);
  });

  it('takes integer seeds as their decimal string and draws a random decimal seed when none is given', () => {
    assert.equal(newGame({ seed: 12345 }).seed, '12345');
    assert.deepEqual(toSnapshot(newGame({ seed: 12345 })).tableau, toSnapshot(newGame({ seed: '12345' })).tableau);
    assert.equal(newGame({ seed: 2 ** 40 }).seed, String(2 ** 40));
    const seeds = new Set(Array.from({ length: 20 }, () => newGame().seed));
    assert.ok(seeds.size >= 19, 'random seeds differ');
    for (const seed of seeds) {
      assert.match(seed, /^(0|[1-9][0-9]*)$/);
      assert.ok(Number(seed) <= 4294967295);
      // A random game can be dealt again from its recorded seed.
      assert.equal(seedNumber(seed), Number(seed));
    }
  });

  it('rejects seeds that are neither strings nor non-negative integers', () => {
    for (const seed of [-1, 1.5, NaN, Infinity, 2 ** 53, null, true, {}, [], () => 1, 10n]) {
      assert.throws(() => newGame({ seed: seed as never }), (e: Error) => {
        assert.ok(e instanceof SeedError, String(seed));
        assert.match(e.message, /^seed must be a string or a whole number from 0 to 9007199254740991, not (the number -?[\d.e+]+|the number NaN|the number Infinity|null|true|an object|an array|a function|a bigint)$/);
        return true;
      });
    }
  });
});
