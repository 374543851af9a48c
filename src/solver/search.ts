/**
 * The one search behind every solver function: a depth-first search over `Board` positions with an
 * explicit stack, so that it can stop after any amount of work and resume later (`step`). The
 * synchronous and the sliced forms both drive these classes, so they give the same answers.
 *
 * Goal: a position with at least `goalHome` cards on the foundations (52 for `solve`, one more than
 * now for `findProgress`). Soundness of the exhaustive search (`shuffleLimit` infinite): it is a
 * plain graph search for a reachable goal position. A position is expanded once: every later
 * arrival at it is cut off, which is safe because a goal reachable from it is found from its first
 * expansion (or from an ancestor that is still on the stack). What is left out:
 * - all but the safe foundation move in a position that has one (`Board.safeFoundationMove`
 *   explains why that keeps every goal reachable);
 * - moves that lead to the same position up to renumbering interchangeable columns, when the
 *   columns are interchangeable (`Board.generate`); positions are then stored under a key that
 *   ignores the column numbers, which is sound because renumbering the columns maps every line of
 *   play to a line of play and keeps the number of cards home;
 * - the subtrees of positions whose upper bound (bound.ts) is below the goal.
 * So "exhausted" proves that no goal is reachable.
 *
 * With a finite `shuffleLimit` the search is a quick, incomplete hunt for a win: at most that
 * many tableau-to-tableau (or foundation-to-tableau) moves in a row. Its wins are real lines; its
 * exhaustion proves nothing. `PhasedSearch` runs such hunts first, then the exhaustive search.
 *
 * Work is counted in expanded positions, never in time, so the same input and `maxStates` give the
 * same answer; time only ever stops a search.
 */
import type { GameState } from '../engine/index.js';
import { Board, FOUNDATION0, isDeal, moveFrom, moveTo, RESERVE0 } from './board.js';
import { HomeBound } from './bound.js';
import { hashKey, VisitedTable } from './visited.js';

/** Where a search stands. */
export type SearchState = 'running' | 'found' | 'exhausted' | 'budget';

/** Most positions a table stores, whatever the budget (about 0.9 GB; see README "Memory"). */
export const MAX_TABLE_STATES = 10_000_000;

const now = (): number => Date.now();

/** A move that only rearranges the tableau (tableau → tableau, foundation → tableau). */
const isShuffle = (m: number): boolean => !isDeal(m) && moveTo(m) < RESERVE0 && (moveFrom(m) < RESERVE0 || moveFrom(m) >= FOUNDATION0);

/** What the solver functions read from a search, single or phased. */
export interface SearchRun {
  readonly state: SearchState;
  readonly states: number;
  readonly mostHome: number;
  readonly bestFirstMove: number;
  readonly firstMove: number;
  line(): number[];
  step(work: number): boolean;
}

export class Search implements SearchRun {
  readonly board: Board;
  readonly goalHome: number;
  readonly maxStates: number;
  readonly deadline: number;
  readonly shuffleLimit: number;
  state: SearchState = 'running';
  /** Positions expanded. */
  states = 0;
  /** Most cards home in any position reached. */
  mostHome: number;
  /** The first move of the line that reached `mostHome` first (-1 while that is the start). */
  bestFirstMove = -1;
  /** The first move the search would try from the start position (-1 when it has none). */
  readonly firstMove: number;
  /** Whether the shuffle limit has left out a move (then `exhausted` proves nothing). */
  incomplete = false;

  private readonly table: VisitedTable;
  private readonly bound: HomeBound;
  private readonly keyBuf = new Uint8Array(256);
  private moves: Int32Array = new Int32Array(4096);
  private next: Int32Array = new Int32Array(256);
  private end: Int32Array = new Int32Array(256);
  private taken: Int32Array = new Int32Array(256);
  private flags: Int32Array = new Int32Array(256);
  /** Shuffle moves in a row that led to each node (with a finite `shuffleLimit`). */
  private shuffles: Int32Array = new Int32Array(256);
  private depth = 0;

  /** `deadline`: a `Date.now()` value at which to stop, or Infinity. */
  constructor(start: GameState, goalHome: number, maxStates: number, deadline: number, shuffleLimit = Infinity) {
    this.board = new Board(start);
    this.bound = new HomeBound(this.board);
    this.goalHome = goalHome;
    this.maxStates = maxStates;
    this.deadline = deadline;
    this.shuffleLimit = shuffleLimit;
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
    const limited = this.shuffleLimit !== Infinity;
    let len = board.key(this.keyBuf, true);
    if (limited) this.keyBuf[len++] = this.shuffles[depth]!;
    if (this.table.add(this.keyBuf, len, hashKey(this.keyBuf, len)) === 0) return false;
    this.next[depth] = start;
    this.states++;
    // A position that cannot reach the goal even in the relaxation of bound.ts gets no moves. The
    // bound costs about as much as the rest of an expansion and rarely changes with tableau moves,
    // so it is taken where the piles change most: at the start and after each deal.
    if ((depth === 0 || isDeal(this.taken[depth - 1]!)) && this.bound.compute(board) < this.goalHome) {
      this.end[depth] = start;
      return true;
    }
    let end = board.generate(this.moves, start, false);
    if (limited && this.shuffles[depth]! >= this.shuffleLimit) {
      let k = start;
      for (let i = start; i < end; i++) if (!isShuffle(this.moves[i]!)) this.moves[k++] = this.moves[i]!;
      if (k < end) this.incomplete = true;
      end = k;
    }
    this.end[depth] = end;
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
    this.shuffles = grow(this.shuffles);
  }

  /**
   * Works until the search ends or about `work` more positions have been expanded; returns true
   * when the search has ended (`state` is then not `running`).
   */
  step(work: number): boolean {
    if (this.state !== 'running') return true;
    const board = this.board;
    const limited = this.shuffleLimit !== Infinity;
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
        if (limited) this.shuffles[d + 1] = isShuffle(m) ? this.shuffles[d]! + 1 : 0;
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

/**
 * Quick hunts for a win first, then the exhaustive search, within one budget: a search with at
 * most 1 shuffle move in a row (1/40 of `maxStates`), one with at most 3 (1/20), then the
 * exhaustive one with what is left. Winnable deals often hide their wins behind huge unwinnable
 * subtrees that a plain depth-first search explores first; the hunts skip those. Only the last
 * search can end in `exhausted` (a proof); the others pass on when theirs runs out.
 */
export class PhasedSearch implements SearchRun {
  private readonly phases: { shuffleLimit: number; share: number }[] = [
    { shuffleLimit: 1, share: 1 / 40 },
    { shuffleLimit: 3, share: 1 / 20 },
  ];
  private current: Search;
  private phase = 0;
  private done = 0;
  mostHome: number;
  bestFirstMove = -1;
  readonly firstMove: number;

  constructor(
    private readonly start: GameState,
    private readonly goalHome: number,
    private readonly maxStates: number,
    private readonly deadline: number,
  ) {
    this.current = this.open();
    this.mostHome = this.current.mostHome;
    this.firstMove = this.current.firstMove;
    this.bestFirstMove = this.current.bestFirstMove;
  }

  private open(): Search {
    const hunt = this.phases[this.phase];
    if (hunt) {
      const budget = Math.floor((Number.isFinite(this.maxStates) ? this.maxStates : 2_000_000) * hunt.share);
      if (budget >= 1000) return new Search(this.start, this.goalHome, budget, this.deadline, hunt.shuffleLimit);
      this.phase = this.phases.length;
    }
    return new Search(this.start, this.goalHome, this.maxStates - this.done, this.deadline);
  }

  get state(): SearchState {
    return this.current.state;
  }

  get states(): number {
    return this.done + this.current.states;
  }

  line(): number[] {
    return this.current.line();
  }

  step(work: number): boolean {
    for (;;) {
      const before = this.current.states;
      const ended = this.current.step(work);
      work -= this.current.states - before;
      if (this.current.mostHome > this.mostHome) {
        this.mostHome = this.current.mostHome;
        this.bestFirstMove = this.current.bestFirstMove;
      }
      if (!ended) return false;
      const s = this.current.state;
      const last = this.phase >= this.phases.length;
      if (last || s === 'found' || (s === 'exhausted' && !this.current.incomplete) || now() >= this.current.deadline) return true;
      // A hunt that ran out, or was exhausted after leaving moves out: on to the next search.
      this.done += this.current.states;
      this.phase++;
      this.current = this.open();
      if (work <= 0) return false;
    }
  }
}
