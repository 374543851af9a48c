/**
 * What the whole-graph soundness tests share (soundness.test.ts, soundness-returns.test.ts): the
 * whole graph of positions reachable from a small position, the most cards home reachable from
 * each, the same in the search's own graph (its forced moves, duties after moves back, crossed
 * columns), the checks every base-card and return test runs on a graph, and the decks they deal.
 */
import assert from 'node:assert/strict';
import { legalMoves, play, RANKS, toSnapshot, type GameState, type Move, type Rank } from '../../src/engine/index.js';
import { findProgress, solve } from '../../src/solver/index.js';
import { home } from './helpers.js';
import { positionKey } from './reference-search.js';
import { Search } from '../../src/solver/search.js';
import { Board, toMove } from '../../src/solver/board.js';
import { HomeBound } from '../../src/solver/bound.js';

export interface Instance {
  name: string;
  state: GameState;
}

export const describeState = (s: GameState): string => JSON.stringify(toSnapshot(s));

/** `Search.crossedColumn` at a position (private: the search lists only the moves it allows there). */
export const crossedColumn = (s: GameState): number => (new Search(s, 52, 1, Infinity) as unknown as { crossedColumn(): number }).crossedColumn();

/** The whole graph of positions reachable from `state` (null past `cap` positions), with each position's successors. */
export function graph(state: GameState, cap: number): { states: GameState[]; edges: number[][]; index: Map<string, number> } | null {
  const index = new Map<string, number>([[positionKey(state), 0]]);
  const states: GameState[] = [state];
  const edges: number[][] = [];
  for (let i = 0; i < states.length; i++) {
    const out: number[] = [];
    for (const m of legalMoves(states[i]!)) {
      const next = play(states[i]!, m);
      const key = positionKey(next);
      let j = index.get(key);
      if (j === undefined) {
        if (states.length >= cap) return null;
        index.set(key, (j = states.length));
        states.push(next);
      }
      out.push(j);
    }
    edges.push(out);
  }
  return { states, edges, index };
}

/** A search on position `s`, with the parts of it the whole-graph tests call. */
export const searchOf = (s: GameState) => new Search(s, 52, 1, Infinity) as unknown as {
  board: Board;
  moveList: Int32Array;
  coverOnly(back: number, start: number, end: number): number;
  coverableOnly(start: number, end: number): number;
  crossedColumn(): number;
  crossedOnly(crossed: number, start: number, end: number): number;
};

/**
 * Per position of a graph: the most cards home reachable from it in the search's own graph, whose
 * nodes are positions and, after a move back from a foundation, the duty it leaves (`Search`: such
 * a node lists only `coverOnly`'s moves; any other lists the forced move if there is one, else the
 * board's moves, only those a crossed column keeps where there is one; and neither lists a move
 * back that `coverableOnly` leaves out, which is checked to leave a node that lists nothing, and
 * counted in `dropped`). The search is complete when this equals `mostHome` everywhere: every goal
 * of `solve` and `findProgress` stays reachable.
 */
export function searchMostHome(g: { states: GameState[]; index: Map<string, number> }, dropped = { count: 0 }): number[] {
  const dutyAfter = (Search as unknown as { dutyAfter(board: Board, m: number): number }).dutyAfter;
  const nodes: { at: number; duty: number }[] = [];
  const ids = new Map<string, number>();
  const node = (at: number, duty: number): number => {
    const key = `${at}/${duty}`;
    let n = ids.get(key);
    if (n === undefined) {
      ids.set(key, (n = nodes.length));
      nodes.push({ at, duty });
    }
    return n;
  };
  g.states.forEach((_, at) => node(at, -1));
  const next: number[][] = [];
  for (let n = 0; n < nodes.length; n++) {
    const { at, duty } = nodes[n]!;
    const s = g.states[at]!;
    const search = searchOf(s);
    const board = search.board;
    const forced = duty < 0 ? board.forcedMove() : -1;
    let codes: number[];
    if (forced >= 0) codes = [forced];
    else {
      const end = board.generate(search.moveList, 0, false);
      let kept: number;
      if (duty >= 0) kept = search.coverOnly(duty, 0, end);
      else {
        const crossed = search.crossedColumn();
        kept = crossed >= 0 ? search.crossedOnly(crossed, 0, end) : end;
      }
      const listed = Array.from(search.moveList.subarray(0, kept));
      codes = Array.from(search.moveList.subarray(0, search.coverableOnly(0, kept)));
      // Each move `coverableOnly` leaves out is a move back after which `coverOnly` lists nothing.
      for (const m of listed) {
        if (codes.includes(m)) continue;
        const after = searchOf(play(s, toMove(m)));
        const covers = after.coverOnly(dutyAfter(after.board, m), 0, after.board.generate(after.moveList, 0, false));
        assert.equal(covers, 0, `coverableOnly left out ${JSON.stringify(toMove(m))}, after which ${covers} moves cover the card, in\n${describeState(s)}`);
        dropped.count++;
      }
    }
    next.push(codes.map((m) => {
      const after = play(s, toMove(m));
      return node(g.index.get(positionKey(after))!, dutyAfter(new Board(after), m));
    }));
  }
  const best = nodes.map(({ at }) => home(g.states[at]!));
  for (let changed = true; changed; ) {
    changed = false;
    for (let n = 0; n < nodes.length; n++) for (const m of next[n]!) if (best[m]! > best[n]!) {
      best[n] = best[m]!;
      changed = true;
    }
  }
  return g.states.map((_, at) => best[at]!);
}

/** Per position of a graph: the most cards home on any position reachable from it. */
export function mostHome(states: GameState[], edges: number[][]): number[] {
  const best = states.map((x) => home(x));
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < states.length; i++) for (const j of edges[i]!) if (best[j]! > best[i]!) {
      best[i] = best[j]!;
      changed = true;
    }
  }
  return best;
}

/**
 * What both base-card tests check on the whole graph of one position (no `foundationReturn`, so
 * counts never fall): the most cards home reachable from each position; the bound, 52 where a win
 * is reachable and above the count now where progress is; the forced move, which keeps both; and
 * `solve` and `findProgress` on the start and every 25th position. `look` sees each position with
 * its board, bound and forced move (for the tests' tallies). Returns the start's best count and
 * how many positions the searches ran on.
 */
export function checkWholeGraph(name: string, state: GameState, look: (s: GameState, board: Board, bound: number, win: boolean, move: Move | null) => void, cap = 3000): { best: number; solved: number } {
  const { states, edges, index } = graph(state, cap)!;
  const best = mostHome(states, edges);
  states.forEach((s, i) => {
    const board = new Board(s);
    const now = home(s);
    const win = best[i] === 52;
    const more = best[i]! > now;
    const bound = new HomeBound(board).compute(board);
    if (win) assert.equal(bound, 52, `${name}: bound ${bound} where a win is reachable in\n${describeState(s)}`);
    if (more) assert.ok(bound > now, `${name}: bound ${bound} where progress is reachable in\n${describeState(s)}`);
    const m = board.forcedMove();
    const move = m < 0 ? null : toMove(m);
    look(s, board, bound, win, move);
    if (!move) return;
    const j = index.get(positionKey(play(s, move)))!;
    if (win) assert.equal(best[j], 52, `${name}: ${JSON.stringify(move)} loses a won game in\n${describeState(s)}`);
    if (more) assert.ok(best[j]! > now, `${name}: ${JSON.stringify(move)} loses the progress in\n${describeState(s)}`);
  });
  let solved = 0;
  for (let i = 0; i < states.length; i += 25) {
    const s = states[i]!;
    assert.equal(solve(s, { maxStates: 1_000_000 }).result, best[i] === 52 ? 'win' : 'loss', `${name}: solve in\n${describeState(s)}`);
    assert.equal(findProgress(s, { maxStates: 1_000_000 }).result, best[i]! > home(s) ? 'progress' : 'dead-end', `${name}: findProgress in\n${describeState(s)}`);
    solved++;
  }
  return { best: best[0]!, solved };
}

/**
 * The deck split at base rank `base` (an index into RANKS): `home(u)` cards of suit u (c, d, h, s;
 * asked in that order) on their foundation, given by its top card, and the others, suit by suit
 * in foundation order.
 */
export function splitDeck(base: number, home: (u: number) => number): { foundations: Partial<Record<'c' | 'd' | 'h' | 's', string>>; cards: string[] } {
  const foundations: Partial<Record<'c' | 'd' | 'h' | 's', string>> = {};
  const cards: string[] = [];
  for (let u = 0; u < 4; u++) {
    const suit = 'cdhs'[u] as 'c';
    const k = home(u);
    if (k > 0) foundations[suit] = RANKS[(base + k - 1) % 13]! + suit;
    for (let j = k; j < 13; j++) cards.push(RANKS[(base + j) % 13]! + suit);
  }
  return { foundations, cards };
}

/** Sorts `cards` so that those needed last come first (to lie deepest), then makes a few random swaps. */
export function roughlyInOrder(cards: string[], base: number, draw: () => number): void {
  const order = (c: string): number => (RANKS.indexOf(c[0] as Rank) - base + 13) % 13;
  cards.sort((x, y) => order(y) - order(x));
  for (let k = 0; k < cards.length; k++) {
    const i = Math.floor(draw() * cards.length);
    const j = Math.min(cards.length - 1, i + 1 + Math.floor(draw() * 4));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
}
