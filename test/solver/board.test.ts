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
