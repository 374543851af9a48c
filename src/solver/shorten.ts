/**
 * Shortening the lines the search finds. A depth-first line wanders: it shuffles runs back and
 * forth before the moves that matter. Along the line, whenever a later position can be reached
 * from an earlier one by a single legal move, the moves in between are replaced by that move. The
 * result is still a line of legal moves (each from the board's own generator, which the tests
 * hold to the engine's) through a subset of the original positions, ending in the same position.
 */
import type { GameState } from '../engine/index.js';
import { Board } from './board.js';

/** Key of the board's exact position (column numbers included) as a string. */
function exactKey(board: Board, buf: Uint8Array): string {
  const len = board.key(buf, false);
  let s = '';
  for (let i = 0; i < len; i++) s += String.fromCharCode(buf[i]!);
  return s;
}

/** A line from `start` to the same end position as `line`, never longer, usually much shorter. */
export function shortenLine(start: GameState, line: readonly number[]): number[] {
  const board = new Board(start);
  const buf = new Uint8Array(256);
  // The position after each prefix of the line, and the last index at which each position occurs.
  const flags: number[] = [];
  const last = new Map<string, number>();
  last.set(exactKey(board, buf), 0);
  for (let i = 0; i < line.length; i++) {
    flags.push(board.apply(line[i]!));
    last.set(exactKey(board, buf), i + 1);
  }
  for (let i = line.length - 1; i >= 0; i--) board.undo(line[i]!, flags[i]!);

  const out: number[] = [];
  const moves = new Int32Array(2048);
  let at = 0;
  // Invariant: the board is at position `at` of the original line.
  while (at < line.length) {
    let best = at + 1;
    let bestMove = line[at]!;
    const n = board.generate(moves, 0, true);
    for (let k = 0; k < n; k++) {
      const m = moves[k]!;
      const f = board.apply(m);
      const j = last.get(exactKey(board, buf));
      board.undo(m, f);
      if (j !== undefined && j > best) {
        best = j;
        bestMove = m;
      }
    }
    board.apply(bestMove);
    out.push(bestMove);
    // Positions between are skipped: the board is now at position `best`.
    at = best;
  }
  return out;
}
