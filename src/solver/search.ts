/**
 * The one search behind every solver function: a depth-first search over `Board` positions with an
 * explicit stack, so that it can stop after any amount of work and resume later (`step`). The
 * synchronous and the sliced forms both drive these classes, so they give the same answers.
 *
 * Goal: a position with at least `goalHome` cards on the foundations (52 for `solve`, one more than
 * now for `findProgress`). Soundness: it is a plain graph search for a reachable goal position. A
 * position is expanded once: every later arrival at it is cut off, which is safe because a goal
 * reachable from it is found from its first expansion (or from an ancestor that is still on the
 * stack). The order in which moves are tried changes nothing of that. What is left out:
 * - all but the forced move in a position that has one: a safe foundation move, or a forced join
 *   (`Board.safeFoundationMove` and `Board.forcedMove` explain why that keeps every goal reachable);
 * - moves that lead to the same position up to renumbering interchangeable columns, when the
 *   columns are interchangeable (`Board.generate`); positions are then stored under a key that
 *   ignores the column numbers, which is sound because renumbering the columns maps every line of
 *   play to a line of play and keeps the number of cards home;
 * - the subtrees of positions whose upper bound (bound.ts) is below the goal;
 * - with `foundationReturn`, after a move back from a foundation, every move that does not cover
 *   the card (`coverOnly` says why that keeps the goal reachable).
 * So "exhausted" proves that no goal is reachable.
 *
 * Each search also numbers its nodes in depth-first order and keeps Tarjan's lowlinks, so that
 * when it finishes a strongly connected component of the positions it has expanded, every
 * position of that component is marked DEAD in the table: all its moves have been tried, and each
 * leads into the component or to a position already DEAD, so none leads to a goal. A DEAD mark is
 * a fact about the position, true for any later search for the same goal from the same start:
 * `PhasedSearch` runs several searches in different move orders (restarts) over one table, and a
 * later one cuts off whatever an earlier one proved DEAD. Positions an earlier search reached but
 * did not finish are explored again.
 *
 * Work is counted in expanded positions, never in time, so the same input and `maxStates` give the
 * same answer; time only ever stops a search.
 */
import { mulberry32, type GameState } from '../engine/index.js';
import { Board, FACE_DOWN, FOUNDATION0, isDeal, moveFrom, moveTo, RESERVE0 } from './board.js';
import { HomeBound } from './bound.js';
import { DEAD, grown, hashKey, VisitedTable } from './visited.js';

/** Where a search stands. */
export type SearchState = 'running' | 'found' | 'exhausted' | 'budget';

/** Most positions a table stores, whatever the budget (about 0.9 GB; see docs/solver.md, "Memory"). */
export const MAX_TABLE_STATES = 10_000_000;

const now = (): number => Date.now();

/** The number of a forced (unstored) node: above every real number, so it never lowers a lowlink. */
const NO_NUMBER = 0x7fffffff;

/**
 * What searches of one position for one goal share: the table of positions (with DEAD marks that
 * stay true for every later search) and the running count that numbers nodes in depth-first order.
 */
export class SearchMemory {
  readonly visited: VisitedTable;
  nextNumber = 0;
  constructor(maxStates: number) {
    this.visited = new VisitedTable(Math.min(maxStates, MAX_TABLE_STATES));
  }
}

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
  state: SearchState = 'running';
  /** Positions expanded. */
  states = 0;
  /** Most cards home in any position reached. */
  mostHome: number;
  /** The first move of the line that reached `mostHome` first (-1 while that is the start). */
  bestFirstMove = -1;
  /** The first move the search would try from the start position (-1 when it has none). */
  readonly firstMove: number;

  private readonly memory: SearchMemory;
  private readonly visited: VisitedTable;
  /** Numbers below this belong to earlier searches sharing the memory (their work on those is void). */
  private readonly firstNumber: number;
  private readonly bound: HomeBound;
  /** The current position's key: bytes, and the same memory as words (for hashing and comparing). */
  private readonly keyWords = new Int32Array(64);
  private readonly keyBuf = new Uint8Array(this.keyWords.buffer);
  private moveList: Int32Array = new Int32Array(4096);
  private nextAt: Int32Array = new Int32Array(256);
  private endAt: Int32Array = new Int32Array(256);
  private taken: Int32Array = new Int32Array(256);
  private flags: Int32Array = new Int32Array(256);
  /** Per node on the stack: its table entry (-1: not stored), its number, the least number it reaches (Tarjan's lowlink). */
  private entry: Int32Array = new Int32Array(256);
  private numbers: Int32Array = new Int32Array(256);
  private low: Int32Array = new Int32Array(256);
  /** Tarjan's stack: entries of the stored nodes whose strongly connected component is not complete yet. */
  private pending: Int32Array = new Int32Array(1024);
  private pendingSize = 0;
  private depth = 0;
  private readonly draw: (() => number) | null;

  /**
   * `deadline`: a `Date.now()` value at which to stop, or Infinity. `order` 0 tries moves in the
   * board's order (foundation moves first, the deal last); any other number shuffles each
   * position's moves onto the tableau, and (with deals to the reserve) puts its deal anywhere after
   * its moves to the foundations, with a generator seeded by it (the same every time).
   */
  constructor(start: GameState, goalHome: number, maxStates: number, deadline: number, order = 0, memory?: SearchMemory) {
    this.board = new Board(start);
    this.memory = memory ?? new SearchMemory(maxStates);
    this.visited = this.memory.visited;
    this.firstNumber = this.memory.nextNumber;
    this.draw = order === 0 ? null : mulberry32(Math.imul(order, 7919) + 1);
    this.bound = new HomeBound(this.board);
    this.goalHome = goalHome;
    this.maxStates = maxStates;
    this.deadline = deadline;
    this.mostHome = this.board.homeNow;
    if (this.board.homeNow >= goalHome) this.state = 'found';
    // Proven unable to reach the goal by an earlier search sharing the memory.
    else if (!this.expand(0)) this.state = 'exhausted';
    // (Frame 0 is still empty, so -1, unless the start was expanded.)
    this.firstMove = this.endAt[0]! > this.nextAt[0]! ? this.moveList[this.nextAt[0]!]! : -1;
  }

  /** The moves from the start to the current position (after `found`: to the goal). */
  line(): number[] {
    return Array.from(this.taken.subarray(0, this.depth));
  }

  /**
   * Expands the current position as the node at `depth`: lists its moves into frame `depth`.
   * Returns false when it was expanded before (nothing listed).
   */
  private expand(depth: number): boolean {
    const board = this.board;
    if (depth + 1 >= this.nextAt.length) this.growFrames();
    const start = depth === 0 ? 0 : this.endAt[depth - 1]!;
    if (start + 512 > this.moveList.length) this.moveList = grown(this.moveList);
    // After a move back from a foundation: only the moves that cover the card (`coverOnly`).
    const back = this.returned(depth);
    const safe = back < 0 ? board.forcedMove() : -1;
    if (safe >= 0) {
      // Not stored, never a component's root: a forced node (every cycle passes through a stored
      // position).
      this.nextAt[depth] = start;
      this.moveList[start] = safe;
      this.endAt[depth] = start + 1;
      this.entry[depth] = -1;
      this.numbers[depth] = this.low[depth] = NO_NUMBER;
      this.states++;
      return true;
    }
    const keyBuf = this.keyBuf;
    let len = board.key(keyBuf, true);
    // A node with the duty to cover card c is stored as the position and c (a key byte below 0xff
    // after the position's, which ends in a separator 0xff, so no position's key). Its moves
    // depend on nothing else (`coverOnly`; c lies on its column's top, so that is the column). It
    // has one way in, from the position before the move back, but that position may itself be a
    // node with a duty (a partner taken back), reached along many lines: unstored, such chains
    // were searched once per line (a position with diamonds and hearts home up to 5 and 4, the
    // black suits complete, 9 cards out: 210,853 such nodes, 26,087 distinct positions; the
    // sound search took 288,216 positions to prove the loss, 63,272 with them stored, where the
    // plain search of every position needs over 100,000).
    if (back >= 0) keyBuf[len++] = back >> 6;
    for (let k = len; k & 3; k++) keyBuf[k] = 0;
    const table = this.visited;
    const number = this.memory.nextNumber;
    const e = table.find(this.keyWords, len, hashKey(this.keyWords, len), number);
    if (e >= 0 && !table.inserted) {
      const v = table.vals[e]!;
      if (v === DEAD) return false;
      if (v >= this.firstNumber) {
        // On Tarjan's stack: part of a component still being explored.
        if (depth > 0 && v < this.low[depth - 1]!) this.low[depth - 1] = v;
        return false;
      }
      // Reached by an earlier search that was stopped before finishing it: explore it again.
      table.vals[e] = number;
    }
    this.memory.nextNumber++;
    this.entry[depth] = e;
    this.numbers[depth] = this.low[depth] = number;
    if (e >= 0) {
      if (this.pendingSize >= this.pending.length) this.pending = grown(this.pending);
      this.pending[this.pendingSize++] = e;
    }
    this.nextAt[depth] = start;
    this.states++;
    if (back >= 0) {
      this.endAt[depth] = this.coverableOnly(start, this.coverOnly(back, start, board.generate(this.moveList, start, false)));
      return true;
    }
    // A position that cannot reach the goal even in the relaxation of bound.ts gets no moves. The
    // bound depends on how the cards lie, so any move can lower it; it is taken at the start, after
    // every move that is not between two columns, and after moves between columns as long as it
    // prunes often enough to pay for itself (in at least 1 of 32 positions where it is taken, or
    // in every 32nd such position, so that a search where it starts paying notices). It only
    // depends on this search's own history, so answers stay deterministic.
    if (this.wantsBound(depth) && this.bound.compute(board, this.goalHome) < this.goalHome) {
      this.prunes++;
      this.endAt[depth] = start;
      return true;
    }
    let end = board.generate(this.moveList, start, false);
    const crossed = this.crossedColumn();
    if (crossed >= 0) end = this.crossedOnly(crossed, start, end);
    if (this.draw) {
      // Shuffle the moves onto the tableau from the reserve and the tableau (moves to the
      // foundations stay first, moves back from them last). With deals to the reserve, then put
      // the deal (or redeal) at a random place after the moves to the foundations. In the board's
      // order the deal comes last, so a search explores the columns' whole space before the first
      // deal, while most won lines deal early: a restart that may deal at any point finds those
      // wins in far fewer positions (seeds 1–300 of Bernauer at 200,000 positions: 13 deals
      // unknown, against 28 with the deal always last). A deal onto the columns covers every one
      // of them, and dealing early there only slows the search (Sorel's seeds 1–300: median
      // 13,098 positions per deal against 7,257), so there it stays last.
      const moves = this.moveList;
      let lo = start;
      while (lo < end && moveTo(moves[lo]!) >= FOUNDATION0) lo++;
      let hi = end;
      while (hi > lo && (isDeal(moves[hi - 1]!) || moveFrom(moves[hi - 1]!) >= FOUNDATION0)) hi--;
      for (let i = hi - 1; i > lo; i--) {
        const j = lo + Math.floor(this.draw() * (i - lo + 1));
        const x = moves[i]!;
        moves[i] = moves[j]!;
        moves[j] = x;
      }
      if (board.t.stockToReserve && end > lo && isDeal(moves[end - 1]!)) {
        const deal = moves[end - 1]!;
        const at = lo + Math.floor(this.draw() * (end - lo));
        moves.copyWithin(at + 1, at, end - 1);
        moves[at] = deal;
      }
    }
    // (After the shuffle, which so draws the same numbers as without it.)
    end = this.coverableOnly(start, end);
    this.endAt[depth] = end;
    return true;
  }

  /**
   * With `foundationReturn`: when the move into node `depth` took a card c back from a foundation,
   * c's column number + 64 * c's code; else -1.
   */
  private returned(depth: number): number {
    return depth === 0 ? -1 : Search.dutyAfter(this.board, this.taken[depth - 1]!);
  }

  /**
   * Keeps, of the moves listed in [start, end) after card c was taken back from a foundation onto
   * column j (`back`: c * 64 + j), only those that cover c (any move onto column j; a deal onto
   * the columns) and those that take back the card under c on its foundation, and the moves back
   * of a "partner" c2 (another foundation's top) after which one move covers both (c2 accepts e,
   * the card under c, or c accepts the card under c2; with deals onto the columns to come, every
   * move back: a deal covers them all); returns the new end.
   *
   * Why no win is lost (nor a card more home, for `findProgress`). The search runs over nodes
   * "position, and maybe the duty to cover a card". A node with that duty has one way in (the move
   * back, from the position with the card home, which is stored and expanded once), so it is not
   * stored: like a forced node it is a step between two stored ones, on no cycle of its own. Call a line
   * canonical when each move back of a card c is followed at once by a move allowed here (a use of
   * c, or the move back of a partner followed at once by a use of both). From a
   * position without a duty, if a line L reaches the goal, a canonical one does. Take in L a move
   * back of c at step i that is not, and let j be the first later step that puts something on c
   * (onto it, or a deal onto its column), takes back the card under it (pred(c)), or sends c home.
   * L' is L without step i and with c left at home up to j: every move of c alone in between is
   * dropped, a stack moved with c on top moves without it (same deepest card, same target; c is
   * always the top, nothing is on it); and just before j, c is taken back onto the card it lies on
   * then in L (a top in L', as c is on it in L; it accepts c, as c was put there or carried along
   * with it), or into the empty column where it lies (it entered that column as the deepest card,
   * by the same rule); if j sends c home, steps i and j are both dropped instead. Each move between
   * is legal in L': none puts anything on c or takes back pred(c) (j is the first); none sends c's
   * successor home (c is not home in L); what c covers in L is a top in L', which only ever adds
   * moves (a column empty earlier only turns reserve cards up earlier). c stays the top of its
   * foundation in L' (nothing after it goes home while L has it out). From j on, both lines are in
   * the same position. If no such j comes before L reaches its goal, both moves of c are dropped
   * and L' ends with c home as well. If the move just before j is the move back of a card c2 that
   * j uses too, c goes before that one: one move has one source and one target, so it uses at most
   * two moves back, c's and c2's, and then either it takes the card under c onto c2 or the one
   * under c2 onto c (c2 is c's partner), or it is a deal onto the columns. (Stop 33: without the
   * partners the argument had a gap there, as the rewrite put c back just before j, between c2's
   * move back and its use; no position was found where that changes an answer, in 1,800 random
   * ones with two twin tops at home checked on the search's whole graph.) Rewrite the moves back
   * from the last one to the first: a rewrite only moves c's move back later, to just before its
   * use or its partner's move back, so every later move back stays canonical, and each is
   * rewritten once; a rewrite never adds a move back. The search lists, at a node with a duty,
   * every move a canonical line may take there (no forced move either: its argument
   * maps lines onto lines that need not keep the duty), and at a node without one all the moves or
   * the forced move, whose own argument keeps the goal reachable from there, hence by a canonical
   * line. So the goal is reachable in this graph of nodes exactly when it is in the game.
   */
  private coverOnly(back: number, start: number, end: number): number {
    const moves = this.moveList;
    const board = this.board;
    const j = back & 63;
    const c = back >> 6;
    const home = FOUNDATION0 + ((c / 13) | 0);
    const deals = !board.t.stockToReserve;
    // The cards now on top of c's foundation and of another one's, and under that top (-1: none).
    const top = (s: number, under: number): number => Search.homeCard(board, s, under);
    const e = top(home - FOUNDATION0, 0);
    const accepts = board.t.accepts;
    let k = start;
    for (let i = start; i < end; i++) {
      const m = moves[i]!;
      if (isDeal(m) ? deals : moveTo(m) === j || moveFrom(m) === home) moves[k++] = m;
      else if (moveFrom(m) >= FOUNDATION0) {
        // Another move back, of c2, where one move could then cover both (see above).
        const s2 = moveFrom(m) - FOUNDATION0;
        const c2 = top(s2, 0);
        const e2 = top(s2, 1);
        if ((deals && board.stockPos < board.stockLen) || (e >= 0 && accepts[c2 * 52 + e]) || (e2 >= 0 && accepts[c * 52 + e2])) moves[k++] = m;
      }
    }
    return k;
  }

  /** Bound computations and the prunes they gave, and positions after moves between columns without one. */
  private boundCalls = 0;
  private prunes = 0;
  private skipped = 0;

  private wantsBound(depth: number): boolean {
    if (depth > 0) {
      const m = this.taken[depth - 1]!;
      if (!isDeal(m) && moveFrom(m) < RESERVE0 && moveTo(m) < RESERVE0 && this.prunes * 32 < this.boundCalls && ++this.skipped % 32 !== 0) return false;
    }
    this.boundCalls++;
    return true;
  }

  /**
   * In the twin games without `foundationReturn` (runs by `same-color` that may split:
   * `RuleTables.twins`; no deal onto the columns to come): a column j whose top S (face-up) is
   * "crossed", that is the card a before S on its foundation lies, linked, on T (S's twin: the
   * same rank and colour, the other suit) in the movable run of another column i, as j + 8 × i;
   * or -1 when there is none.
   * The search then lists only the moves onto j (the uncrossing, a and its stack A onto S; and
   * those that put b, T's own predecessor and the only other card S accepts, there, from a column,
   * the reserve or its foundation), and the moves from j onto i (a stack carrying S put on A's
   * top: possible where runs wrap round). Where `Board.forcedMove` may play the uncrossing alone
   * (no run of the colour can wrap round: `Board.acyclic`) the position is a forced node and never
   * comes here; elsewhere that forced uncrossing is unsound, and this keeps what is needed of P's
   * moves.
   *
   * Not with `foundationReturn`: there the argument below breaks on the duty after a
   * move back (`coverOnly`). A line L from the crossed position may take cards back onto A's top
   * one after another and cover the last with the stack carrying S (the move from j onto i, where
   * a run wraps round); the search's E, uncrossed there, takes them back onto A's top on S, and
   * before that cover it would have to recross, which the duty after the last move back forbids.
   * The search then called a won position lost: base 9, clubs and spades home up to 3, 4c and 5s
   * in the reserve, columns 6s 5c 8c 7c 7s and 8s 4s 6c (its only wins take 3s back to 9s round
   * onto 4s, then 8c 7c onto 9s; found by a hunt on random positions against the plain search).
   * Listing every move back at a crossed node mends that position, but no argument covers E
   * recrossing more than one pair, so the rule is left out with returns.
   *
   * Why no win is lost (nor a card more home, for `findProgress`). Let P' be P uncrossed: A on S,
   * T bare. P and P' are one move apart both ways (the uncrossing, and back: A from S onto the
   * bare T, which accepts a), so a line wins from one exactly when one wins from the other, with
   * the same cards home at each step. Call E "P with some crossed pairs uncrossed" (E ≈ P);
   * uncrossing never makes a new crossed top (T turns bare, but b does not lie on S, which A
   * covers). Every move μ of P but those listed has a move μ' of P' with P·μ ≈ P'·μ', or equal:
   * a move of A or of a top part of A is the same move from S (A moved whole: equal); a move of
   * S, or of a stack carrying S, onto any target but A's top is the same move carrying A along in
   * P' (the same deepest card, the same target: S then lies bare in P, crossed again); a move of
   * T or of a stack carrying T (and A) in P is the same move without A in P' (T accepts and is
   * accepted by the same cards as S: same rank, same colour; an empty column takes S alone and
   * with A alike, as `emptyFromTableau` is false or runs may follow); a move onto A's top from
   * elsewhere is the same; a card home is the same card (S waits for a and T for b: S is not home
   * before a, T is covered in P); any other move is the same move, as is a deal to the reserve.
   * The listed moves have none: in P' S is covered (b put on T instead is another position), and
   * a stack carrying S would carry A onto A's own top.
   * So follow a winning line L in the search graph with a position E ≈ L's current one, reached
   * by listed moves: for L's next move μ, while E is crossed at a pair where μ is not listed,
   * take the uncrossing listed there (finitely many: each removes a crossing); then μ is listed
   * at E's crossed top, or E is crossed nowhere (all its moves listed) and either μ's counterpart
   * is played, or μ is listed for a pair that E has uncrossed: recross that pair first (A from S
   * onto the bare T, a listed move from E; the result is crossed only there, where μ is listed).
   * The positions stay ≈ L's, with the same cards home, so the goal is reached. (The search's
   * forced moves keep their own argument: a forced node is not stored and has no list to
   * restrict.)
   *
   * Measured in the twin games without returns, where it serves only while a base-rank
   * card of the colour is out (before, those positions listed every move), seeds 1–500 at 100,000
   * positions: `encyclopedia-sorel` 116 undecided instead of 129
   * (12 more lost, 1 more won, no other answer changed), `web-same-color` 18 instead of 21 (4
   * more won; seed 341, won at 12,469 positions before, is left undecided: a restart that found
   * it takes another path), with 42% fewer positions for its 160 losses (59,244 against 101,792).
   */
  private crossedColumn(): number {
    const board = this.board;
    const t = board.t;
    if (!t.twins || t.mayReturn || (!t.stockToReserve && board.stockPos < board.stockLen)) return -1;
    const { tab, tlen } = board;
    for (let j = 0; j < 7; j++) {
      const m = tlen[j]!;
      if (m === 0) continue;
      const p = tab[j * 64 + m - 1]!;
      if (p & FACE_DOWN || (t.emptyFromTableau[p] && !t.emptyRunsOk)) continue;
      const a = t.sameChild[p]!;
      if (a < 0 || board.isHome(a)) continue;
      const twin = (3 - ((p / 13) | 0)) * 13 + (p % 13);
      for (let i = 0; i < 7; i++) {
        if (i === j) continue;
        // a face-up at index k ≥ 1 of column i, on T, within the column's movable run (its run
        // length is only taken there).
        const n = tlen[i]!;
        for (let k = n - 1; k >= 1; k--) if (tab[i * 64 + k] === a) {
          if (tab[i * 64 + k - 1] === twin && board.runLength(i) >= n - k) return j + 8 * i;
          break;
        }
      }
    }
    return -1;
  }

  /**
   * Keeps, of the moves listed in [start, end), those that a crossed column (`crossed`, from
   * `crossedColumn`: j + 8 × a's column i) allows: the moves onto j, and those from j onto i;
   * returns the new end.
   */
  private crossedOnly(crossed: number, start: number, end: number): number {
    const j = crossed & 7;
    const i = crossed >> 3;
    const moves = this.moveList;
    let k = start;
    for (let x = start; x < end; x++) {
      const m = moves[x]!;
      if (!isDeal(m) && (moveTo(m) === j || (moveFrom(m) === j && moveTo(m) === i))) moves[k++] = m;
    }
    return k;
  }

  /**
   * With `foundationReturn`: leaves out of [start, end) each move back of a card c that no move
   * could then cover, that is, after which the node with the duty to cover c (`coverOnly`) would
   * list nothing: a dead end, where the search would count a position and generate its moves for
   * nothing. Returns the new end. Kept (a cover may follow, so this only over-approximates) unless
   * all of these fail: a deal onto the columns is to come; another card of c's suit is home (the
   * card under c then comes back next, a move from c's foundation that `coverOnly` keeps); some
   * other foundation's card under its top is accepted by c (a partner, which `coverOnly` keeps);
   * some card x that c accepts could move onto c: x on top of its foundation (a move back onto
   * c), or on top of a reserve pile, or in the movable run of a column other than c's. Nothing
   * else is a move onto c's column, a move from c's foundation, or a partner. In `app-sorel` these
   * are mostly base cards taken back while nothing can go on them: on the 16 hard losses, 7.7% of
   * the positions (2,186,341 to 2,018,396; seed 479: 19,364 of 94,293).
   */
  private coverableOnly(start: number, end: number): number {
    const board = this.board;
    const t = board.t;
    if (!t.mayReturn || (!t.stockToReserve && board.stockPos < board.stockLen)) return end;
    const moves = this.moveList;
    // Per card, where it could move from: its column + 1, or 8 for a reserve top (0: nowhere).
    const mobile = (this.mobile ??= new Uint8Array(52));
    let marked = false;
    let k = start;
    for (let i = start; i < end; i++) {
      const m = moves[i]!;
      const s = moveFrom(m) - FOUNDATION0;
      const n = isDeal(m) || s < 0 ? 2 : board.found[s]!;
      let keep = n >= 2;
      if (!keep && !marked) {
        marked = true;
        mobile.fill(0);
        for (let col = 0; col < 7; col++) {
          const len = board.tlen[col]!;
          for (let r = board.runLength(col); r > 0; r--) mobile[board.tab[col * 64 + len - r]! & 63] = col + 1;
          if (board.rlen[col]! > 0) mobile[board.res[col * 64 + board.rlen[col]! - 1]! & 63] = 8;
        }
      }
      // c is its suit's only card home (n is 1).
      const c = s * 13 + t.baseIndex;
      for (let s2 = 0; s2 < 4 && !keep; s2++) {
        const e2 = s2 === s ? -1 : Search.homeCard(board, s2, 1);
        keep = e2 >= 0 && t.accepts[c * 52 + e2] === 1;
      }
      for (let q = c * 4; q < c * 4 + 4 && !keep; q++) {
        const x = t.childCards[q]!;
        if (x < 0) break;
        keep = board.isHome(x) ? Search.homeCard(board, (x / 13) | 0, 0) === x : mobile[x] !== 0 && mobile[x] !== moveTo(m) + 1;
      }
      if (keep) moves[k++] = m;
    }
    return k;
  }
  private mobile?: Uint8Array;

  /** The card `under` places below the top of suit s's foundation (0: the top), or -1 when there is none. */
  private static homeCard(board: Board, s: number, under: number): number {
    const n = board.found[s]!;
    return n > under ? s * 13 + ((board.t.baseIndex + n - 1 - under) % 13) : -1;
  }

  /**
   * With `foundationReturn`: when move m, just played on `board`, took a card c back from a
   * foundation, the duty it leaves (`coverOnly`'s `back`: c's code × 64 + c's column); else -1.
   */
  private static dutyAfter(board: Board, m: number): number {
    if (!board.t.mayReturn || isDeal(m) || moveFrom(m) < FOUNDATION0) return -1;
    const j = moveTo(m);
    return board.tab[j * 64 + board.tlen[j]! - 1]! * 64 + j;
  }

  private growFrames(): void {
    this.nextAt = grown(this.nextAt);
    this.endAt = grown(this.endAt);
    this.taken = grown(this.taken);
    this.flags = grown(this.flags);
    this.entry = grown(this.entry);
    this.numbers = grown(this.numbers);
    this.low = grown(this.low);
  }

  /**
   * Works until the search ends or about `work` more positions have been expanded; returns true
   * when the search has ended (`state` is then not `running`).
   */
  step(work: number): boolean {
    if (this.state !== 'running') return true;
    const board = this.board;
    let moves = this.moveList;
    const limit = Math.min(this.maxStates, this.states + work);
    let checkTime = this.deadline !== Infinity ? 0 : -1;
    for (;;) {
      const d = this.depth;
      const i = this.nextAt[d]!;
      if (i < this.endAt[d]!) {
        this.nextAt[d] = i + 1;
        const m = moves[i]!;
        const f = board.apply(m);
        this.taken[d] = m;
        this.flags[d] = f;
        this.depth = d + 1;
        if (board.homeNow > this.mostHome) {
          this.mostHome = board.homeNow;
          this.bestFirstMove = this.taken[0]!;
          if (board.homeNow >= this.goalHome) {
            this.state = 'found';
            return true;
          }
        }
        if (this.states >= limit) {
          // Out of work for now: take the move back so that resuming plays it again.
          board.undo(m, f);
          this.depth = d;
          this.nextAt[d] = i;
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
        moves = this.moveList;
        if (checkTime >= 0 && ++checkTime >= 256) {
          checkTime = 0;
          if (now() >= this.deadline) {
            this.state = 'budget';
            return true;
          }
        }
      } else {
        // Every move of node d is done. The root of a strongly connected component takes its
        // whole component off Tarjan's stack: no goal is reachable from any of them (DEAD), for
        // this search and every later one sharing the memory.
        const low = this.low[d]!;
        if (this.entry[d]! >= 0 && low === this.numbers[d]) {
          const root = this.entry[d]!;
          for (;;) {
            const e = this.pending[--this.pendingSize]!;
            this.visited.vals[e] = DEAD;
            if (e === root) break;
          }
        }
        if (d === 0) {
          this.state = 'exhausted';
          return true;
        }
        if (low < this.low[d - 1]!) this.low[d - 1] = low;
        this.depth = d - 1;
        board.undo(this.taken[d - 1]!, this.flags[d - 1]!);
      }
    }
  }
}

/** The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 …, its term `i` (from 1). */
export function luby(i: number): number {
  for (;;) {
    let k = 1;
    while ((1 << k) - 1 < i) k++;
    if ((1 << k) - 1 === i) return 1 << (k - 1);
    i -= (1 << (k - 1)) - 1;
  }
}

/** Positions per unit of the restart schedule. */
const RESTART_UNIT = 2000;

/** The share of the budget that `PhasedSearch` gives the game without `foundationReturn` first. */
const PLAIN_SHARE = 1 / 5;

/**
 * In the same-colour games with `foundationReturn`: the shares of the budget that `PhasedSearch`
 * gives its loose searches first (`loose`), the game without returns and then the game itself, and
 * where its own restarts end (of the whole budget).
 */
const LOOSE_PLAIN = 1 / 5;
const LOOSE_SHARE = 3 / 10;
const LOOSE_RESTARTS = 4 / 5;

/**
 * Restarts, then one long search, within one budget. Depth-first search is heavy-tailed here: a
 * winnable deal often hides its wins behind a huge unwinnable subtree that the first moves tried
 * lead into, while another order of moves finds a win in a few thousand positions. So the budget's
 * first half goes to short complete searches in different move orders (the first in the board's
 * order, the others shuffled and, with deals to the reserve, dealing at random points), with
 * budgets of 2,000 positions times the Luby sequence (the universal restart schedule); the rest,
 * to one search in the board's order. Every one of these is a complete search: whichever finds a
 * win, or exhausts its tree (a proof of loss), ends it all. They share one table: what a stopped
 * search proved dead (whole strongly connected components it finished, see `Search`) stays dead
 * for the next, so no restart's work on a loss is wasted.
 */
export class PhasedSearch implements SearchRun {
  private current: Search;
  private readonly memory: SearchMemory;
  private restart = 1;
  private done = 0;
  private final = false;
  /**
   * With `foundationReturn`: the same search in the game without it, run first on a fifth of the
   * budget (`PLAIN_SHARE`; of the positions, and of the time left when there is a deadline), for
   * wins only. Every line of that game is a line of this one (the same
   * moves, none back from a foundation), so a win it finds is a win here; it proves no loss (a line
   * may need a card back), and its table is its own, as its DEAD marks are not facts of this game.
   * There the safe moves, the bound and the win order know home cards stay home, and the moves
   * back do not multiply the positions: wins that the full game hides behind them come at once
   * (`app-sorel` seeds 14, 35 and 67: won without returns in 37,480, 16,619 and 201 positions,
   * undecided with them at 100,000). In the same-colour games it runs loose, followed by a loose
   * search of the game itself (`loose`, below).
   */
  private plain: PhasedSearch | null = null;
  /**
   * Whether this is a loose search: in the same-colour games with `foundationReturn`
   * (`app-sorel`), the forced joins of `Board.forcedMove` (and the crossings left out with them)
   * hold only while no run can wrap all the way round, which there nothing ever rules out (every
   * card may come back from its foundation), so the sound search plays none of them. Two loose
   * searches run first there instead of the one without returns: the game without returns, then
   * the game itself (`LOOSE_PLAIN`, `LOOSE_SHARE`: half the budget), both playing the joins all
   * the same (`RuleTables.kin` cleared, so that `Board.acyclic` always holds, and the joins of the
   * first kind allowed), for wins only: every move they play is a legal move, so a line they find
   * is a win; they prove nothing else, and each has its own table. Then the sound search, its
   * restarts up to four fifths of the budget (`LOOSE_RESTARTS`: a restart won seed 949 at 57,940
   * positions). Seeds 1–1,000 of `app-sorel` at 100,000 positions leave 395 deals undecided
   * instead of 451 (59 more won; two losses and a win that the stop-29 solver decided after 82,857
   * to 95,226 positions are left undecided: the sound search has half the budget now). (The
   * unchecked joins can lose wins: two twin runs that each reach round to the other's host can
   * need the crossing they skip; see `Board.acyclic`.)
   */
  private loose?: boolean;
  /** The loose searches still to run after `plain`, and where the restarts end when not at half the budget. */
  private later?: PhasedSearch[];
  private restartsEnd?: number;
  /** Set while a `PhasedSearch` makes its loose searches (they make none of their own). */
  private static nesting?: boolean;
  mostHome: number;
  bestFirstMove: number;
  readonly firstMove: number;

  constructor(
    private readonly start: GameState,
    private readonly goalHome: number,
    private readonly maxStates: number,
    private readonly deadline: number,
    /** Positions per unit of the restart schedule (tests make it tiny to restart often). */
    private readonly unit = RESTART_UNIT,
  ) {
    const rules = start.rules;
    this.loose = PhasedSearch.nesting;
    if (rules.foundationReturn && Number.isFinite(maxStates) && !this.loose) {
      // A share of the positions, and of the time when there is a deadline.
      const until = (part: number): number => (deadline === Infinity ? deadline : Date.now() + (deadline - Date.now()) * part);
      const without = { ...start, rules: { ...rules, foundationReturn: false } };
      if (rules.build === 'same-color' && rules.runs === 'build' && rules.splitRuns) {
        // The loose searches (same-colour runs that may split: `RuleTables.twins`).
        PhasedSearch.nesting = true;
        this.plain = new PhasedSearch(without, goalHome, Math.floor(maxStates * LOOSE_PLAIN), until(LOOSE_PLAIN), unit);
        this.later = [new PhasedSearch(start, goalHome, Math.floor(maxStates * LOOSE_SHARE), until(LOOSE_PLAIN + LOOSE_SHARE), unit)];
        PhasedSearch.nesting = false;
        this.restartsEnd = maxStates * LOOSE_RESTARTS;
      } else this.plain = new PhasedSearch(without, goalHome, Math.floor(maxStates * PLAIN_SHARE), until(PLAIN_SHARE), unit);
      this.done = this.plain.states;
    }
    this.memory = new SearchMemory(maxStates);
    this.current = this.open();
    this.mostHome = this.current.mostHome;
    this.firstMove = this.current.firstMove;
    this.bestFirstMove = this.current.bestFirstMove;
  }

  private open(): Search {
    const order = this.restart - 1;
    const budget = this.unit * luby(this.restart);
    const restarts = this.restartsEnd ?? (Number.isFinite(this.maxStates) ? this.maxStates : 2_000_000) / 2;
    this.final ||= this.done + budget > restarts;
    let left = this.maxStates - this.done;
    // Less what the searches still to run first may take: only the first restart is opened before
    // them, and when the budget is too small for restarts it is the last search (`solve` with
    // `maxStates` 1,000 took 1,299 positions in `app-sorel` seed 7).
    for (const first of [this.plain, ...(this.later ?? [])]) if (first) left -= first.maxStates - first.states;
    const search = new Search(this.start, this.goalHome, this.final ? Math.max(1, left) : budget, this.deadline, this.final ? 0 : order, this.memory);
    if (this.loose) search.board.t.kin.fill(0);
    return search;
  }

  get state(): SearchState {
    return this.plain?.state === 'found' ? 'found' : this.current.state;
  }

  get states(): number {
    return this.done + this.current.states;
  }

  line(): number[] {
    return this.plain?.state === 'found' ? this.plain.line() : this.current.line();
  }

  step(work: number): boolean {
    for (let plain; (plain = this.plain); ) {
      const before = plain.states;
      const ended = plain.step(work);
      work -= plain.states - before;
      this.done += plain.states - before;
      if (plain.mostHome > this.mostHome) {
        this.mostHome = plain.mostHome;
        this.bestFirstMove = plain.bestFirstMove;
      }
      if (plain.state === 'found') return true;
      if (!ended) return false;
      // Over, without a win: on with the next loose search, or this game's own searches, on the rest of the budget.
      this.plain = this.later?.shift() ?? null;
      if (work <= 0) return false;
    }
    for (;;) {
      const before = this.current.states;
      const ended = this.current.step(work);
      work -= this.current.states - before;
      if (this.current.mostHome > this.mostHome) {
        this.mostHome = this.current.mostHome;
        this.bestFirstMove = this.current.bestFirstMove;
      }
      if (!ended) return false;
      if (this.final || this.current.state !== 'budget' || Date.now() >= this.deadline) return true;
      // A restart that ran out of its budget: the next one, in another order.
      this.done += this.current.states;
      this.restart++;
      this.current = this.open();
      if (work <= 0) return false;
    }
  }
}
