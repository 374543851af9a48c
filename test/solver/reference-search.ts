/**
 * The plain exhaustive search the solver is checked against (tests only, never shipped): a
 * depth-first search over the engine's own `legalMoves` and `play`, with no pruning, no automatic
 * moves and no move ordering; a visited set keyed on the whole position except score and move
 * count. It answers whether some reachable position satisfies `goal`.
 */
import { foundationCount, legalMoves, play, type GameState } from '../../src/engine/index.js';

const piles = (ps: GameState['tableau']): string => ps.map((p) => p.join('')).join(',');

/**
 * The position's key: its piles card by card (a card's name is two letters, or three face down, so
 * the joins are unambiguous) and each foundation's length (a foundation holds its suit in order
 * from the base rank, so its length says which cards).
 */
export const positionKey = (s: GameState): string => {
  const f = s.foundations;
  return `${s.stock.join('')}/${piles(s.reserve)}/${piles(s.tableau)}/${f.c.length},${f.d.length},${f.h.length},${f.s.length}/${s.redealsLeft}`;
};

/** 'yes' when a position satisfying `goal` is reachable, 'no' when none is, 'limit' past `maxStates`. */
export function reachable(start: GameState, goal: (s: GameState) => boolean, maxStates = 2_000_000): 'yes' | 'no' | 'limit' {
  const seen = new Set<string>([positionKey(start)]);
  const stack: GameState[] = [start];
  while (stack.length > 0) {
    const s = stack.pop()!;
    if (goal(s)) return 'yes';
    for (const m of legalMoves(s)) {
      const next = play(s, m);
      const key = positionKey(next);
      if (seen.has(key)) continue;
      if (seen.size >= maxStates) return 'limit';
      seen.add(key);
      stack.push(next);
    }
  }
  return 'no';
}

/** Whether the position can be won. */
export const referenceWinnable = (s: GameState, maxStates?: number): 'yes' | 'no' | 'limit' =>
  reachable(s, (x) => foundationCount(x) === 52, maxStates);

/** Whether more cards than now can reach the foundations. */
export function referenceProgress(s: GameState, maxStates?: number): 'yes' | 'no' | 'limit' {
  const now = foundationCount(s);
  return reachable(s, (x) => foundationCount(x) > now, maxStates);
}
