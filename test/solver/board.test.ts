/**
 * The solver's own move generator and make/unmake (`Board`) against the engine: on positions from
 * seeded playouts under every value of every rule field, the board lists exactly the engine's
 * legal moves, each move changes the board exactly as `play` changes the state, and `undo`
 * restores it exactly.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatMove, legalMoves, newGame, play, type GameState } from '../../src/engine/index.js';
import { Board, describeBoard, fromMove, pictureOf, toMove } from '../../src/solver/board.js';
import { solve } from '../../src/solver/index.js';
import { playout, randomRules, singleFieldRuleSets } from './helpers.js';
import { position } from '../engine/positions.js';
import { mulberry32 } from '../../src/engine/index.js';

function checkPosition(state: GameState): number {
  const board = new Board(state);
  const before = describeBoard(board);
  assert.deepEqual(before, pictureOf(state));
  const out = new Int32Array(2048);
  const n = board.generate(out, 0, true);
  const mine = Array.from(out.subarray(0, n)).map((m) => formatMove(toMove(m)));
  const engine = legalMoves(state);
  assert.deepEqual([...mine].sort(), engine.map(formatMove).sort(), 'same legal moves');
  assert.equal(new Set(mine).size, mine.length, 'no move listed twice');
  for (const move of engine) {
    const m = fromMove(move);
    const flags = board.apply(m);
    assert.deepEqual(describeBoard(board), pictureOf(play(state, move)), `apply ${formatMove(move)}`);
    board.undo(m, flags);
    assert.deepEqual(describeBoard(board), before, `undo ${formatMove(move)}`);
  }
  // The pruned list is a subset of the full one.
  const k = board.generate(out, 0, false);
  const pruned = Array.from(out.subarray(0, k)).map((m) => formatMove(toMove(m)));
  for (const p of pruned) assert.ok(mine.includes(p), p);
  return engine.length;
}

describe('Board: the solver move generator against the engine', () => {
  it('lists the same moves and plays and takes them back exactly, under every rule field value', (t) => {
    let positions = 0;
    const sets = singleFieldRuleSets();
    for (let s = 0; s < sets.length; s++) {
      const { variant, rules } = sets[s]!;
      for (let seed = 1; seed <= 3; seed++) {
        for (const state of playout(newGame({ variant, rules, seed: seed * 97 + s }), seed + s * 7, 150, 0.8)) {
          checkPosition(state);
          positions++;
        }
      }
    }
    t.diagnostic(`${positions} positions`);
    assert.ok(positions > 10_000, `${positions} positions`);
  });

  it('agrees on random full rule sets too', () => {
    const draw = mulberry32(2024);
    for (let g = 0; g < 60; g++) {
      const rules = randomRules(draw);
      for (const state of playout(newGame({ rules, seed: g }), g, 200, 0.8)) checkPosition(state);
    }
  });

  it('redeals and takes a redeal back exactly, several deep', () => {
    for (const reserveFaceDown of [false, true]) {
      let state = newGame({ variant: 'bernauer', seed: 5, rules: { redeals: 3, reserveFaceDown } });
      const board = new Board(state);
      const start = describeBoard(board);
      const played: [number, number][] = [];
      for (let i = 0; i < 12; i++) {
        const move = legalMoves(state).find((m) => m.kind !== 'move') ?? legalMoves(state)[0]!;
        const m = fromMove(move);
        played.push([m, board.apply(m)]);
        state = play(state, move);
        assert.deepEqual(describeBoard(board), pictureOf(state));
      }
      assert.equal(state.redealsLeft, 0);
      for (const [m, f] of played.reverse()) board.undo(m, f);
      assert.deepEqual(describeBoard(board), start);
    }
  });
});

describe('Board: columns that no deal reaches any more', () => {
  const keyOf = (state: GameState): string => {
    const buf = new Uint8Array(256);
    return Array.from(buf.subarray(0, new Board(state).key(buf, true))).join(',');
  };
  const withColumns = (state: GameState, order: number[]): GameState => ({ ...state, tableau: order.map((i) => state.tableau[i]!) });

  it("merges positions that differ only in the order of the columns Sorel's last deal of 2 cannot reach, and no others", () => {
    let state = newGame({ variant: 'sorel', seed: 3 });
    for (let d = 0; d < 3; d++) state = play(state, { kind: 'deal' });
    assert.equal(state.stock.length, 2);
    assert.equal(new Board(state).symmetricFrom(), 2);
    const key = keyOf(state);
    assert.equal(keyOf(withColumns(state, [0, 1, 6, 4, 5, 2, 3])), key, 'columns 2–6 permuted');
    assert.notEqual(keyOf(withColumns(state, [2, 1, 0, 3, 4, 5, 6])), key, 'column 0 (dealt onto) swapped');
    assert.notEqual(keyOf(withColumns(state, [0, 5, 2, 3, 4, 1, 6])), key, 'column 1 (dealt onto) swapped');
    // With 7 cards or more left, every column is dealt onto: none are merged.
    const early = newGame({ variant: 'sorel', seed: 3 });
    assert.equal(new Board(early).symmetricFrom(), 7);
    assert.notEqual(keyOf(withColumns(early, [0, 1, 6, 4, 5, 2, 3])), keyOf(early));
  });

  it('of several empty columns that no deal reaches, tries only the first as a target', () => {
    const s = position({
      variant: 'sorel', rules: { emptyFill: 'any', emptyRuns: true }, baseRank: 'A',
      foundations: { c: 'Qc', d: 'Jd', h: 'Qh', s: 'Ts' }, tableau: ['Kc', '', 'Kd Qd', '', '', 'Js Qs', ''], stock: 'Kh Ks',
    });
    const board = new Board(s);
    const out = new Int32Array(512);
    const moves = Array.from(out.subarray(0, board.generate(out, 0, false))).map((m) => formatMove(toMove(m)));
    // Column 1 is dealt onto (a target of its own); of 3, 4 and 6 only 3. A whole column from 2–6
    // into 3 only renumbers columns: not listed; from column 0 (dealt onto) it is.
    const has = (from: number, to: number, count: number): boolean => moves.includes(formatMove({ kind: 'move', from: `t${from}`, to: `t${to}`, count } as never));
    assert.ok(has(0, 1, 1) && has(0, 3, 1) && !has(0, 4, 1) && !has(0, 6, 1), moves.join(' '));
    assert.ok(has(2, 1, 2) && !has(2, 3, 2) && has(2, 3, 1) && !has(2, 4, 1), moves.join(' '));
  });
});

describe('Board: twin cards (same-colour builds)', () => {
  const APP_SOREL = { build: 'same-color', emptyFill: 'none', foundationReturn: true, faceDown: true } as const;
  const RETURN_NO_WRAP = { ...APP_SOREL, wrap: 'base' } as const;
  const forced = (rules: object, tableau: string[], foundations: object): string => {
    const m = new Board(position({ rules, tableau, foundations, baseRank: 'A' })).forcedMove();
    return m < 0 ? 'none' : formatMove(toMove(m));
  };
  const home = { c: '5c', d: '3d', h: '3h', s: '5s' };

  it('uncrosses twins and joins onto the next card of the suit while its twin is a top or carries the twin, with foundationReturn too', () => {
    for (const rules of [RETURN_NO_WRAP, { build: 'same-color', emptyFill: 'none' }]) {
      const join = (from: number, to: number): string => formatMove({ kind: 'move', from: `t${from}`, to: `t${to}`, count: 1 });
      assert.equal(forced(rules, ['6h', '6d 5h'], home), join(1, 0), '5h crossed on 6d goes back onto 6h');
      assert.equal(forced(rules, ['6h', '6d', '9c 5h'], home), join(2, 0), '6d a top');
      assert.equal(forced(rules, ['6h', '6d 5d', '9c 5h'], home), join(2, 0), '6d carries 5d');
      assert.equal(forced(rules, ['6h', '6d 9s', '9c 5h'], home), 'none', '6d under another card');
    }
  });

  it('with foundationReturn, does not join because the twin is home (it may come back)', () => {
    const alone = { c: '5c', d: '6d', h: '3h', s: '5s' };
    assert.equal(forced({ build: 'same-color', emptyFill: 'none' }, ['6h', '9c 5h'], alone), formatMove({ kind: 'move', from: 't1', to: 't0', count: 1 }));
    assert.equal(forced(RETURN_NO_WRAP, ['6h', '9c 5h'], alone), 'none');
  });

  it('with ranks wrapping (king-on-ace), joins only while the base-rank cards of the colour are home and cannot come back', () => {
    const rules = { build: 'same-color', emptyFill: 'none' } as const;
    const join = formatMove({ kind: 'move', from: 't2', to: 't0', count: 1 });
    assert.equal(forced(rules, ['6h', '6d', '9c 5h'], home), join);
    assert.equal(forced(rules, ['6h', '6d', '9c 5h'], { ...home, d: '' }), 'none', 'Ad not home');
    assert.equal(forced(APP_SOREL, ['6h', '6d', '9c 5h'], home), 'none', 'foundationReturn');
    // encyclopedia-sorel seed 149 (base 8): 9h onto Th, the top of a 24-card run that holds 9d on
    // Td, would lose the win, which moves 8h…Th onto the bare 9h.
    const lost = position({
      rules, baseRank: '8', foundations: { c: 'Jc', d: '8d' }, stock: '',
      tableau: ['', 'Qc 6d 5d 4d 3d 2d Ad Kd Qd Jd Td 9d 8h 7d 6h 5h 4h 3h 2h Ah Kh Qh Jh Th', '', '7h 7s 6s 5s 4s 3s 2s As Ks Qs Js Ts 9s 8s 7c 6c', '', '9h', '5c 4c 3c 2c Ac Kc'],
    });
    assert.equal(new Board(lost).forcedMove(), -1);
    assert.equal(solve(lost, { maxStates: 100_000 }).result, 'win');
  });

  it('does not list a crossing that the uncrossing would at once take back, but lists it among all moves', () => {
    const out = new Int32Array(512);
    const list = (rules: object, all: boolean): string[] => {
      const board = new Board(position({ rules, tableau: ['6h 5h', '6d'], foundations: home, baseRank: 'A' }));
      return Array.from(out.subarray(0, board.generate(out, 0, all))).map((m) => formatMove(toMove(m)));
    };
    const crossing = formatMove({ kind: 'move', from: 't0', to: 't1', count: 1 });
    assert.ok(list(RETURN_NO_WRAP, true).includes(crossing));
    assert.ok(!list(RETURN_NO_WRAP, false).includes(crossing), list(RETURN_NO_WRAP, false).join(' '));
    assert.ok(list(APP_SOREL, false).includes(crossing), 'no uncrossing forced with king-on-ace and foundationReturn');
  });
});
