/**
 * The solver's own move generator and make/unmake (`Board`) against the engine: on positions from
 * seeded playouts under every value of every rule field, the board lists exactly the engine's
 * legal moves, each move changes the board exactly as `play` changes the state, and `undo`
 * restores it exactly.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatMove, legalMoves, newGame, play, type GameState } from '../../src/engine/index.js';
import { Board, fromMove, pictureOf, toMove } from '../../src/solver/board.js';
import { playout, randomRules, singleFieldRuleSets } from './helpers.js';
import { mulberry32 } from '../../src/engine/index.js';

function checkPosition(state: GameState): number {
  const board = new Board(state);
  const before = board.describe();
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
    assert.deepEqual(board.describe(), pictureOf(play(state, move)), `apply ${formatMove(move)}`);
    board.undo(m, flags);
    assert.deepEqual(board.describe(), before, `undo ${formatMove(move)}`);
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
      const start = board.describe();
      const played: [number, number][] = [];
      for (let i = 0; i < 12; i++) {
        const move = legalMoves(state).find((m) => m.kind !== 'move') ?? legalMoves(state)[0]!;
        const m = fromMove(move);
        played.push([m, board.apply(m)]);
        state = play(state, move);
        assert.deepEqual(board.describe(), pictureOf(state));
      }
      assert.equal(state.redealsLeft, 0);
      for (const [m, f] of played.reverse()) board.undo(m, f);
      assert.deepEqual(board.describe(), start);
    }
  });
});
