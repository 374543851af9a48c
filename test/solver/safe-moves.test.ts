/**
 * The engine's `safeFoundationMove` (what `auto-foundation="safe"` plays on the page) and the
 * solver board's (what the search plays as a forced move, where the proof that it is safe lives)
 * are one rule written twice, over a `GameState` and over the board's integer encoding: on the
 * same positions of every rule set they give the same move.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mulberry32, newGame, safeFoundationMove, type GameState } from '../../src/engine/index.js';
import { Board, toMove } from '../../src/solver/board.js';
import { position } from '../engine/positions.js';
import { homeCounts, lateGame, playout, randomRules, scatteredLateGame, singleFieldRuleSets, type RuleSet } from './helpers.js';

/** The board's safe foundation move for auto-play (`kept` off), as a `Move`, or null. */
function boardSafeMove(state: GameState) {
  const m = new Board(state).safeFoundationMove();
  return m >= 0 ? toMove(m) : null;
}

/** Positions of a rule set: random playouts of three deals, late games of them, scattered late games. */
function positionsOf({ variant, rules }: RuleSet, seed: number): GameState[] {
  const draw = mulberry32(seed);
  const out: GameState[] = [];
  for (let deal = 1; deal <= 3; deal++) {
    const first = newGame({ variant, rules, seed: seed * 10 + deal });
    out.push(...playout(first, seed * 10 + deal, 60));
    // (at least the dealt base card home: lateGame takes home cards from the piles only)
    const dealt = (['c', 'd', 'h', 's'] as const).map((suit) => first.foundations[suit].length);
    for (let i = 0; i < 4; i++) out.push(lateGame(first, homeCounts(draw, 4 + Math.floor(draw() * 24)).map((n, s) => Math.max(n, dealt[s]!))));
  }
  for (let i = 0; i < 20; i++) out.push(scatteredLateGame(variant, rules, homeCounts(draw, 3 + Math.floor(draw() * 20)), draw));
  // Foundations anywhere from empty to full, suit by suit (a base-rank card as the next card, too).
  for (let i = 0; i < 20; i++) out.push(scatteredLateGame(variant, rules, [0, 1, 2, 3].map(() => Math.floor(draw() * 14)), draw));
  return out;
}

describe('safeFoundationMove: the engine and the solver board agree', () => {
  it('on every single-field rule set and random rule sets, at each position of playouts and late games', () => {
    const draw = mulberry32(2024);
    const sets: RuleSet[] = [...singleFieldRuleSets(), ...Array.from({ length: 20 }, () => ({ variant: 'bernauer' as const, rules: randomRules(draw) }))];
    let positions = 0;
    let safe = 0;
    sets.forEach((set, i) => {
      for (const state of positionsOf(set, i + 1)) {
        const expected = boardSafeMove(state);
        assert.deepEqual(safeFoundationMove(state), expected, `${set.variant} ${JSON.stringify(set.rules)} at ${JSON.stringify(state)}`);
        positions++;
        if (expected) safe++;
      }
    });
    // Enough positions, and enough of them with a safe move, for the comparison to mean something.
    assert.ok(positions > 5000, `${positions} positions`);
    assert.ok(safe > 500, `${safe} positions with a safe move`);
  });

  it('counts a card that only a run could link on it (runs: same-suit under alternate colours)', () => {
    // Base 7, both black suits complete: 7h may go first on hearts, but 6h (the last heart) could
    // lie on it, linked by suit though the build would not place it there.
    const rules = { runs: 'same-suit' } as const;
    const blocked = position({ rules, baseRank: '7', tableau: ['9d 7h', '6h'], foundations: { c: '6c', s: '6s' } });
    assert.equal(boardSafeMove(blocked), null);
    assert.equal(safeFoundationMove(blocked), null);
    // With runs by the build, nothing but the black sixes could lie on it: it goes home.
    const free = position({ baseRank: '7', tableau: ['9d 7h', '6h'], foundations: { c: '6c', s: '6s' } });
    assert.deepEqual(boardSafeMove(free), { kind: 'move', from: 't0', to: 'fh', count: 1 });
    assert.deepEqual(safeFoundationMove(free), boardSafeMove(free));
  });
});
