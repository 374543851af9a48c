/**
 * The relaxation bound (bound.ts) must never be below what can really be reached: on small random
 * positions under every value of every rule field, every position the plain exhaustive search
 * (engine moves, no pruning) visits gets a bound at least as high as the most cards home in any
 * position reachable from it within the visited graph. A bound that is too low would make the
 * solver call a winnable deal lost, so this checks each rule the relaxation relies on
 * (covering, runs, targets in the tableau, empty columns, face-down reserve cards, redeals,
 * foundation return) on positions where they matter.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { foundationCount, legalMoves, mulberry32, play, resolveRules, toSnapshot, type GameState, type Rules, type VariantName } from '../../src/engine/index.js';
import { Board } from '../../src/solver/board.js';
import { HomeBound } from '../../src/solver/bound.js';
import { homeCounts, scatteredLateGame, singleFieldRuleSets } from './helpers.js';
import { positionKey } from './reference-search.js';

/** Up to `cap` positions reachable from `start`, with their moves' targets (indices), by breadth-first search. */
function explore(start: GameState, cap: number): { states: GameState[]; edges: number[][]; complete: boolean[] } {
  const ids = new Map<string, number>([[positionKey(start), 0]]);
  const states = [start];
  const edges: number[][] = [];
  const complete: boolean[] = [];
  for (let i = 0; i < states.length && i < cap; i++) {
    const out: number[] = [];
    for (const move of legalMoves(states[i]!)) {
      const next = play(states[i]!, move);
      const key = positionKey(next);
      let id = ids.get(key);
      if (id === undefined) {
        id = states.length;
        ids.set(key, id);
        states.push(next);
      }
      out.push(id);
    }
    edges[i] = out;
    complete[i] = true;
  }
  return { states, edges, complete };
}

/** Per position, the most cards home in any position reachable from it in the explored graph. */
function bestReachable(states: GameState[], edges: number[][]): number[] {
  const best = states.map((s) => foundationCount(s));
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < edges.length; i++) {
      for (const j of edges[i] ?? []) {
        if (best[j]! > best[i]!) {
          best[i] = best[j]!;
          changed = true;
        }
      }
    }
  }
  return best;
}

describe('the relaxation bound', () => {
  it('is never below the most cards home reachable, on every position of small searches under every rule value', (t) => {
    const draw = mulberry32(2026);
    const sets: { variant: VariantName; rules: Partial<Rules> }[] = [
      ...singleFieldRuleSets(),
      { variant: 'bernauer', rules: { reserveFaceDown: true, emptyFill: 'any' } },
      { variant: 'bernauer', rules: { reserveFaceDown: true, redeals: 1 } },
      { variant: 'bernauer', rules: { faceDown: true, foundationReturn: true } },
      { variant: 'aces', rules: { emptyFill: 'reserve', reserveFaceDown: true } },
      { variant: 'sorel', rules: { runs: 'build', emptyFill: 'none' } },
    ];
    let positions = 0;
    let below = 0;
    for (const { variant, rules } of sets) {
      for (let k = 0; k < 4; k++) {
        const left = 6 + Math.floor(draw() * 10);
        const start = scatteredLateGame(variant, rules, homeCounts(draw, left), draw);
        const { states, edges } = explore(start, 250);
        const best = bestReachable(states, edges);
        for (let i = 0; i < edges.length; i++) {
          const board = new Board(states[i]!);
          const bound = new HomeBound(board).compute(board);
          assert.ok(
            bound >= best[i]!,
            `${variant} ${JSON.stringify(resolveRules(variant, rules))}: bound ${bound} below ${best[i]} reachable in\n${JSON.stringify(toSnapshot(states[i]!))}`,
          );
          if (bound < 52) below++;
          positions++;
        }
      }
    }
    t.diagnostic(`${positions} positions checked, ${below} with a bound below 52`);
    // The check has teeth only if the bound often says something.
    assert.ok(below >= positions / 20, `${below} of ${positions} below 52`);
  });
});
