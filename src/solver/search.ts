/**
 * The one search behind every solver function: a depth-first search over `Board` positions with an
 * explicit stack, so that it can stop after any amount of work and resume later (`step`). The
 * synchronous and the sliced forms both drive this class, so they give the same answers.
 *
 * Goal: a position with at least `goalHome` cards on the foundations (52 for `solve`, one more than
 * now for `findProgress`). Soundness: the search is a plain graph search for a reachable goal
 * position. A position is expanded once: every later arrival at it is cut off, which is safe
 * because a goal reachable from it is found from its first expansion (or from an ancestor that is
 * still on the stack). The only moves left out are
 * - all but the safe foundation move in a position that has one (`Board.safeFoundationMove`
 *   explains why that keeps every goal reachable), and
 * - moves that lead to the same position up to renumbering interchangeable columns, when the
 *   columns are interchangeable (`Board.generate`); positions are then stored under a key that
 *   ignores the column numbers, which is sound because renumbering the columns maps every line of
 *   play to a line of play and keeps the number of cards home.
 * So "exhausted" proves that no goal is reachable. Work is counted in expanded positions, never
 * in time, so the same input and `maxStates` give the same answer; time only ever stops a search.
 */
import type { GameState } from '../engine/index.js';
import { Board } from './board.js';
import { hashKey, VisitedTable } from './visited.js';

/** Where a search stands. */
export type SearchState = 'running' | 'found' | 'exhausted' | 'budget';

/** Most positions the table stores when a budget gives no `maxStates` (about 0.9 GB). */
export const MAX_TABLE_STATES = 10_000_000;

const now = (): number => Date.now();

export class Search {
  readonly board: Board;
  readonly goalHome: number;
  readonly maxStates: number;
  readonly deadline: number;
  state: SearchState = 'running';
  /** Positions expanded. */
  states = 0;
  /** Most cards home in any position reached. */
  mostHome: number;
  /** The first move of the line that reached `mostHome` first (-1 while that is the start). */
  bestFirstMove = -1;
  /** The first move the search would try from the start position (-1 when it has none). */
  readonly firstMove: number;

  private readonly table: VisitedTable;
  private readonly keyBuf = new Uint8Array(256);
  private moves: Int32Array = new Int32Array(4096);
  private next: Int32Array = new Int32Array(256);
  private end: Int32Array = new Int32Array(256);
  private taken: Int32Array = new Int32Array(256);
  private flags: Int32Array = new Int32Array(256);
  private depth = 0;

  constructor(start: GameState, goalHome: number, maxStates: number, timeMs: number) {
    this.board = new Board(start);
    this.goalHome = goalHome;
    this.maxStates = maxStates;
    this.deadline = Number.isFinite(timeMs) ? now() + timeMs : Infinity;
    this.table = new VisitedTable(Math.min(maxStates, MAX_TABLE_STATES));
    this.mostHome = this.board.home;
    if (this.board.home >= goalHome) {
      this.state = 'found';
      this.firstMove = -1;
      return;
    }
    this.expand(0);
    this.firstMove = this.end[0]! > this.next[0]! ? this.moves[this.next[0]!]! : -1;
  }

  /** The moves from the start to the current position (after `found`: to the goal). */
  line(): number[] {
    return Array.from(this.taken.subarray(0, this.depth));
  }

  /** Bytes the table holds. */
  get tableBytes(): number {
    return this.table.bytes;
  }

  /**
   * Expands the current position as the node at `depth`: lists its moves into frame `depth`.
   * Returns false when it was expanded before (nothing listed).
   */
  private expand(depth: number): boolean {
    const board = this.board;
    if (depth + 1 >= this.next.length) this.growFrames();
    const start = depth === 0 ? 0 : this.end[depth - 1]!;
    if (start + 512 > this.moves.length) {
      const bigger = new Int32Array(this.moves.length * 2);
      bigger.set(this.moves);
      this.moves = bigger;
    }
    const safe = board.safeFoundationMove();
    if (safe >= 0) {
      // Forced: not stored (every cycle passes through a stored position).
      this.moves[start] = safe;
      this.next[depth] = start;
      this.end[depth] = start + 1;
      this.states++;
      return true;
    }
    const len = board.key(this.keyBuf, true);
    if (this.table.add(this.keyBuf, len, hashKey(this.keyBuf, len)) === 0) return false;
    this.next[depth] = start;
    this.end[depth] = board.generate(this.moves, start, false);
    this.states++;
    return true;
  }

  private growFrames(): void {
    const grow = (a: Int32Array): Int32Array => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.next = grow(this.next);
    this.end = grow(this.end);
    this.taken = grow(this.taken);
    this.flags = grow(this.flags);
  }

  /**
   * Works until the search ends or about `work` more positions have been expanded; returns true
   * when the search has ended (`state` is then not `running`).
   */
  step(work: number): boolean {
    if (this.state !== 'running') return true;
    const board = this.board;
    let moves = this.moves;
    const limit = Math.min(this.maxStates, this.states + work);
    let checkTime = this.deadline !== Infinity ? 0 : -1;
    for (;;) {
      const d = this.depth;
      const i = this.next[d]!;
      if (i < this.end[d]!) {
        this.next[d] = i + 1;
        const m = moves[i]!;
        const f = board.apply(m);
        this.taken[d] = m;
        this.flags[d] = f;
        this.depth = d + 1;
        if (board.home > this.mostHome) {
          this.mostHome = board.home;
          this.bestFirstMove = this.taken[0]!;
          if (board.home >= this.goalHome) {
            this.state = 'found';
            return true;
          }
        }
        if (this.states >= limit) {
          // Out of work for now: take the move back so that resuming plays it again.
          board.undo(m, f);
          this.depth = d;
          this.next[d] = i;
          if (this.states >= this.maxStates) {
            this.state = 'budget';
            return true;
          }
          return false;
        }
        if (!this.expand(d + 1)) {
          board.undo(m, f);
          this.depth = d;
        }
        moves = this.moves;
        if (checkTime >= 0 && ++checkTime >= 256) {
          checkTime = 0;
          if (now() >= this.deadline) {
            this.state = 'budget';
            return true;
          }
        }
      } else {
        if (d === 0) {
          this.state = 'exhausted';
          return true;
        }
        this.depth = d - 1;
        board.undo(this.taken[d - 1]!, this.flags[d - 1]!);
      }
    }
  }
}
