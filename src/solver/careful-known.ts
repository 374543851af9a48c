/**
 * The known-phase plans of careful play (`rollout` in careful.ts): from a position, every position
 * reachable by moves that show no hidden card (no deal, no redeal, no move that turns a card
 * face-up: those end a plan), depth first, at most `maxNodes` expanded, and the best plan found. It
 * reads the position's hidden cards only to know where they are, never what they are, so its
 * answer is the same for every completion of the position's view.
 */
import type { GameState } from '../engine/index.js';
import { Board, isDeal } from './board.js';
import { hashKey, VisitedTable } from './visited.js';

/** The known-phase search's plan: the moves (board codes) to its best position, then the move there that shows a card (-1: none). */
export interface KnownPlan {
  path: number[];
  reveal: number;
  home: number;
  nodes: number;
}

/**
 * A greedy careful plan from what is known: of the positions reachable without showing a card
 * (at most `maxNodes`), the one with the most cards home (counting a reveal that goes home), where
 * a move that turns a card up beats a deal, and a deal that covers fewer cards that could move.
 */
export function knownPlan(state: GameState, maxNodes: number): KnownPlan {
  return knownPlans(state, maxNodes, 1)[0] ?? { path: [], reveal: -1, home: new Board(state).homeNow, nodes: 0 };
}

/** The `count` best plans of `knownPlan`'s search (distinct positions before their reveal), best first. */
function knownPlans(state: GameState, maxNodes: number, count: number): KnownPlan[] {
  const board = new Board(state);
  const t = board.t;
  const table = new VisitedTable(maxNodes + 1);
  const words = new Int32Array(64);
  const buf = new Uint8Array(words.buffer);
  const moves = new Int32Array(4096 * 4);
  const next: number[] = [];
  const end: number[] = [];
  const start: number[] = [];
  const taken: number[] = [];
  const flags: number[] = [];
  const best: { score: number; plan: KnownPlan }[] = [];
  let nodes = 0;
  /** The node (by its number) each kept plan starts its reveal from: one plan per node. */
  let nodeNumber = 0;
  const nodeOf: number[] = [];
  const enter = (at: number): boolean => {
    let len = board.key(buf, true);
    for (let k = len; k & 3; k++) buf[k] = 0;
    table.find(words, len, hashKey(words, len), 0);
    if (!table.inserted) return false;
    nodes++;
    start.push(at);
    nodeOf.push(nodeNumber++);
    next.push(at);
    end.push(board.generate(moves, at, false));
    return true;
  };
  const consider = (score: number, reveal: number, home: number): void => {
    const node = nodeOf[nodeOf.length - 1]!;
    const same = best.findIndex((b) => b.plan.nodes === node);
    if (same >= 0) {
      if (best[same]!.score >= score) return;
      best.splice(same, 1);
    } else if (best.length >= count && best[best.length - 1]!.score >= score) return;
    let at = best.length;
    while (at > 0 && best[at - 1]!.score < score) at--;
    best.splice(at, 0, { score, plan: { path: taken.slice(), reveal, home, nodes: node } });
    if (best.length > count) best.pop();
  };
  enter(0);
  while (next.length > 0) {
    const d = next.length - 1;
    const i = next[d]!;
    if (i >= end[d]! || nodes >= maxNodes) {
      next.pop();
      end.pop();
      start.pop();
      nodeOf.pop();
      if (d > 0) board.undo(taken.pop()!, flags.pop()!);
      continue;
    }
    next[d] = i + 1;
    const m = moves[i]!;
    if (isDeal(m)) {
      // Cards the deal covers that could move now (its piles' tops with a move of their own).
      let covered = 0;
      const n = Math.min(7, board.stockLen - board.stockPos);
      for (let j = start[d]!; j < end[d]!; j++) {
        const o = moves[j]!;
        if (isDeal(o)) continue;
        const from = (o >> 5) & 31;
        const pile = t.stockToReserve ? from - 7 : from;
        if (pile >= 0 && pile < n) covered++;
      }
      consider(board.homeNow * 100 - covered * 4, m, board.homeNow);
      continue;
    }
    const f = board.apply(m);
    if (f !== 0) {
      consider(board.homeNow * 100 + 50, m, board.homeNow);
      board.undo(m, f);
      continue;
    }
    if (end[d]! + 512 > moves.length || !enter(end[d]!)) {
      board.undo(m, f);
      continue;
    }
    taken.push(m);
    flags.push(f);
  }
  return best.map((b) => ({ ...b.plan, nodes }));
}
