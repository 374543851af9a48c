/**
 * An upper bound on the number of cards that can ever be on the foundations at once, from a
 * position: the search drops a position whose bound is below its goal (52 for `solve`, one more
 * than at the start for `findProgress`), which can prove a loss without visiting its subtree.
 *
 * The bound is the least fixpoint of a relaxation in which time is forgotten: a card that is a top
 * once is a target for ever. In the position P the bound is taken in, every card lies at its
 * "place": on the card below it in its pile (or on the pile's floor), under the card above it.
 * Five facts are derived, for each card c, only ever from false to true:
 *
 * - clear(c): c is a top at some time (wherever it is then), face-up. It holds when nothing lies
 *   on c, or when the card directly on c separates from it (sep below): until then that card is on
 *   c, and whatever moves c carries it along. A face-down reserve card turns up only while its
 *   column is empty (RULES §6.3), so it also needs that column to be empty at some time.
 * - tabTop(c): c is the top of a tableau column at some time, the only place anything is ever put
 *   on. A column card: clear(c). Any other card (reserve, stock dealt to the reserve, a free
 *   reserve, a home card that may come back) must first move into a column alone: clear(c) and a
 *   card q with accepts(q, c) and tabTop(q), or a column that can be empty and admits c.
 * - movable(c): c is at some time the deepest card of a stack that may move, that is, nothing or a
 *   movable run lies on c. It holds when clear(c), or when the card on c is linked to c by the
 *   `runs` relation (both face-up) and movable in turn (a stack that carries c's upper card along).
 * - sep(c): c leaves the card below it (its first move as the deepest card of a move, or home).
 *   Either home(c); or movable(c) and some card q with accepts(q, c) and tabTop(q) that is not the
 *   card c lies on (c leaves it by this very move); or movable(c) and a column can be empty (one is
 *   empty now, or some column's bottom card separates from the floor) and `emptyFill` admits c
 *   (with a run on c only if `emptyRuns`; from the reserve by the reserve's rule). Reserve cards
 *   carry nothing: for them movable(c) is clear(c).
 * - home(c): c's foundation predecessor is home (or c is its foundation's first card) and clear(c);
 *   or c is home already.
 *
 * Every real line of play makes these facts true no later than the moves that need them (induction
 * on the moves: the target of a move is a column's top then; a card becomes a top only after the
 * card that lay on it left it; a card that has not left the card below it is carried along by
 * every move of that card), so a card that is never home(…) in the fixpoint can never go home, and
 * the number of home(…) cards bounds the foundation count of every reachable position.
 *
 * What is relaxed: cards dealt from the stock later are ignored where they land (they only cover
 * tops) and count as clear and separated (they arrive on top; dealt onto the columns, they are
 * tableau tops, dealt to a face-down reserve they wait for their column); with a redeal left, so do
 * reserve cards (a redeal rebuilds the piles); with `foundationReturn`, home cards count as clear
 * (they may come back): the top of a foundation at once, a card under others there once the card
 * after it is a tableau top (it came back, as every card above had to before it). Face-down column cards are treated as face-up, except that nothing rides
 * along on them. Targets are never used up, and nothing says when a fact becomes true.
 *
 * One restriction: a base-rank card that `Board.shutBases` names (same-colour games,
 * spaces never filled from the tableau: nothing of its suit home, the other base card of its
 * colour home, and the last card of that other suit home, or at the bottom of a column while no
 * card can ever fill a column) is never a target. That is not true of every line, but of some line that reaches the goal whenever one
 * does: the condition holds until the card is first a top (in a column, or in the reserve with no
 * redeal left; until then nothing can be put on it), and there `Board.baseHome` shows that sending
 * it home loses no win and is itself the card more `findProgress` looks for; after that it is home
 * for good. (Done for each such card in turn, the others' conditions unchanged.) So the bound is
 * still at least 52 where a win is reachable and above the count now where progress is, which is
 * all the search asks of it, though it can be below the most cards some losing line gets home.
 * With only the first two conditions (nothing of its suit home, the other base card of its colour
 * home), the base card B is never a target for H, the last card of its own suit: put on B, H could
 * never leave it (its only other place is that base card, home for good; a tableau card never
 * enters an empty column there; H goes home only after B), so B would never go home and the line does not
 * win; and a line that gets a card more home with H put on B had B as a top just before, the
 * next card of its foundation: sending it home there instead is already the card more. (This
 * holds while the stock is still dealt onto the columns too: a card dealt on H leaves H on B.)
 *
 * For the goal 52 alone, `winOrder` adds what the relaxation cannot see: the order in time in which
 * the cards must go home in a win, and where each must lie then (the bound is 51 where it fails).
 *
 * (The first relaxation let a card that rides along on the card below it count as gone from its
 * place, which made the card it lies on a top: a long run on a queen "freed" the queen as soon as
 * the run could move as a whole; and it took any top, even in the reserve, as a target. It was 52
 * in nearly every position.)
 */
import { FACE_DOWN, type Board } from './board.js';

/** No card: nothing above, or the pile's floor below. */
const NONE = -1;

export class HomeBound {
  /** Per card: its place (the card below it, the card on it), and whether it lies in a column. */
  private readonly below = new Int8Array(52);
  private readonly above = new Int8Array(52);
  private readonly inColumn = new Uint8Array(52);
  /** Per card: 1 when it is face-down, or the stack on it can never ride along with it. */
  private readonly noRide = new Uint8Array(52);
  private readonly placed = new Uint8Array(52);
  /** Per card: home in the position the bound is taken in. */
  private readonly wasHome = new Uint8Array(52);
  private readonly clear = new Uint8Array(52);
  private readonly movable = new Uint8Array(52);
  private readonly sep = new Uint8Array(52);
  private readonly home = new Uint8Array(52);
  /** A top of a tableau column at some time: the only cards anything is ever placed on. */
  private readonly tabTop = new Uint8Array(52);
  /** Cards p with accepts(p, c), 4 per card, -1 padded. */
  private readonly targetsOf = new Int8Array(52 * 4).fill(-1);
  /** Per card: the column that must be empty for it to turn face-up (RULES §6.3), or -1. */
  private readonly waitCol = new Int8Array(52);
  /** Per column: whether it is ever empty (empty now, or its bottom card separates). */
  private readonly colCan = new Uint8Array(7);
  /** Placed cards, pile by pile, each pile from its top down (so that one sweep clears a pile); then the other cards. */
  private readonly seq = new Int8Array(52);
  /** Per card: the card before it on its foundation, and the one after it (-1: none). */
  private readonly prevHome = new Int8Array(52);
  private readonly nextHome = new Int8Array(52);
  private homeCount = 0;
  /** For `winOrder`: per card, the cards known to go home before it (two words of bits), and its place. */
  private readonly pre = new Int32Array(104);
  private readonly at = new Int32Array(52);
  /** For `winOrder`, made on first use: a probe's copy of the order and the cards, a stack, per card the cases ruled out, and per card its slot in the tableau. */
  private probe?: Int32Array;
  /**
   * Cards that their next card on the foundation does not accept: only they can ever be left
   * without a case in `winOrder` (any other may end on that card, which goes home after it). It runs
   * only where there are few of them (same-colour, same-suit or any-suit builds: the last card of
   * each suit), and not where an empty column takes them from the tableau (Sorel: then they are free);
   * with alternate colours every card is one, and there it cost about 40% of the speed for nothing.
   */
  private readonly bare = new Uint8Array(52);
  private bares = false;
  /** Suits (a bit each) whose base-rank card is never a target, and (bits 4–7) never one for its own suit's card (`Board.shutBases`). */
  private shut = 0;
  /** Whether card c may not be put on q by the restriction (bit s + 4 of `shut` holds wherever bit s does). */
  private isShut(q: number, c: number): boolean {
    const s = (q / 13) | 0;
    return q % 13 === this.t.baseIndex && ((this.shut >> (((c / 13) | 0) === s ? s + 4 : s)) & 1) === 1;
  }

  private readonly t: Board['t'];

  constructor(board: Board) {
    const t = (this.t = board.t);
    for (let c = 0; c < 52; c++) {
      let n = 0;
      for (let p = 0; p < 52 && n < 4; p++) if (t.accepts[p * 52 + c]) this.targetsOf[c * 4 + n++] = p;
    }
    for (let s = 0; s < 4; s++) {
      for (let k = 0; k < 13; k++) {
        const c = s * 13 + ((t.baseIndex + k) % 13);
        this.prevHome[c] = k === 0 ? -1 : s * 13 + ((t.baseIndex + k - 1) % 13);
        this.nextHome[c] = k === 12 ? -1 : s * 13 + ((t.baseIndex + k + 1) % 13);
      }
    }
    let n = 0;
    for (let c = 0; c < 52; c++) n += this.bare[c] = (this.nextHome[c]! < 0 || !t.accepts[this.nextHome[c]! * 52 + c]) && !t.emptyFromTableau[c] ? 1 : 0;
    this.bares = n > 0 && n < 9;
  }

  /**
   * The bound for the board's position (at least its current foundation count). It stops as soon
   * as it reaches `enough`, which is all a search needs to know, and returns that count.
   */
  compute(board: Board, enough = 52): number {
    const t = board.t;
    if (enough > 51 && this.bares && !this.winOrder(board)) return 51;
    const { below, above, inColumn, noRide, placed, clear, movable, sep, home, tabTop, targetsOf: targets, waitCol, colCan } = this;
    const tab = board.tab;
    const res = board.res;
    const tlen = board.tlen;
    const rlen = board.rlen;
    const links = t.links;
    const freeReserve = board.redealsNow > 0;
    placed.fill(0);
    clear.fill(0);
    movable.fill(0);
    sep.fill(0);
    tabTop.fill(0);
    home.fill(1);
    waitCol.fill(-1);
    const seq = this.seq;
    let placedCount = 0;
    const place = (data: Uint8Array, row: number, n: number, column: boolean, pile: number): void => {
      for (let k = n - 1; k >= 0; k--) seq[placedCount++] = data[row + k]! & 63;
      let prev = NONE;
      for (let k = 0; k < n; k++) {
        const slot = data[row + k]!;
        const c = slot & 63;
        placed[c] = 1;
        home[c] = 0;
        below[c] = prev;
        above[c] = NONE;
        inColumn[c] = column ? 1 : 0;
        noRide[c] = !column || slot & FACE_DOWN ? 1 : 0;
        if (!column && slot & FACE_DOWN) waitCol[c] = pile;
        if (prev !== NONE) {
          above[prev] = c;
          if (!noRide[prev] && (slot & FACE_DOWN || !links[prev * 52 + c])) noRide[prev] = 1;
        }
        prev = c;
      }
      if (prev !== NONE && waitCol[prev]! < 0) clear[prev] = 1;
    };
    for (let i = 0; i < 7; i++) {
      if (tlen[i]! > 0) place(tab, i * 64, tlen[i]!, true, i);
      if (!freeReserve && rlen[i]! > 0) place(res, i * 64, rlen[i]!, false, i);
    }
    const dealtDown = t.stockToReserve && t.downReserve && !freeReserve;
    for (let k = board.stockPos; k < board.stockLen; k++) {
      home[board.stockCards[k]!] = 0;
      // Dealt face-down onto reserve pile (k - stockPos) mod 7 unless its column is empty then.
      if (dealtDown) waitCol[board.stockCards[k]!] = (k - board.stockPos) % 7;
    }
    if (freeReserve) for (let i = 0; i < 7; i++) for (let k = 0; k < rlen[i]!; k++) home[res[i * 64 + k]! & 63] = 0;
    // Base-rank cards that a winning line never needs to put anything on (`Board.shutBases`).
    this.shut = Math.max(0, board.shutBases());
    let loose = placedCount;
    this.homeCount = 0;
    for (let c = 0; c < 52; c++) {
      if (placed[c]) continue;
      seq[loose++] = c;
      this.homeCount += home[c]!;
      // In the stock or a free reserve (home[c] is 0): on top when it arrives, resting on nothing.
      // At home: a top only if it may come back.
      this.wasHome[c] = home[c]!;
      // A home card comes back only from the top of its foundation (the cards after it there first).
      const up = this.nextHome[c]!;
      if ((!home[c] || (t.mayReturn && (up < 0 || !board.isHome(up)))) && waitCol[c]! < 0) clear[c] = movable[c] = 1;
      if (!home[c]) sep[c] = 1;
      // Dealt onto a column: a tableau top on arrival.
      if (!home[c] && !t.stockToReserve) tabTop[c] = 1;
    }

    // Tops go home now where they can; from here on a card goes home the moment it becomes a top
    // (`goHome`), and its successors that are tops already follow it.
    for (let c = 0; c < 52; c++) if (clear[c] && !home[c] && this.goHome(c) >= enough) return this.homeCount;

    for (let changed = true; changed; ) {
      changed = false;
      let emptyCan = false;
      for (let i = 0; i < 7; i++) {
        colCan[i] = tlen[i] === 0 || sep[tab[i * 64]! & 63] ? 1 : 0;
        if (colCan[i]) emptyCan = true;
      }
      for (let x = 0; x < 52; x++) {
        const c = seq[x]!;
        const w = waitCol[c]!;
        if (x >= placedCount) {
          // A home card under others there: once the card after it has come back to a column.
          if (!clear[c] && this.wasHome[c] && t.mayReturn && tabTop[this.nextHome[c]!]) {
            clear[c] = movable[c] = 1;
            changed = true;
          }
          if (!clear[c] && w >= 0 && colCan[w]) {
            clear[c] = movable[c] = 1;
            changed = true;
            if (this.goHome(c) >= enough) return this.homeCount;
          }
          // A card in the stock, a free reserve or (with foundationReturn) at home: it reaches a
          // column only by a move onto a tableau top or into an empty column.
          if (!tabTop[c] && clear[c] && this.canLand(c, emptyCan, !this.wasHome[c])) {
            tabTop[c] = 1;
            changed = true;
          }
          continue;
        }
        const a = above[c];
        if (!clear[c] && (a === NONE || sep[a]) && (w < 0 || colCan[w])) {
          clear[c] = 1;
          changed = true;
          if (this.goHome(c) >= enough) return this.homeCount;
        }
        if (!tabTop[c] && clear[c] && (inColumn[c] || this.canLand(c, emptyCan, true))) {
          tabTop[c] = 1;
          changed = true;
        }
        if (sep[c]) continue;
        if (!movable[c] && (clear[c] || (!noRide[c] && movable[a]))) {
          movable[c] = 1;
          changed = true;
        }
        if (!movable[c]) continue;
        let s = home[c] === 1;
        if (!s) {
          const empties = inColumn[c] ? t.emptyFromTableau : t.emptyFromReserve;
          s = emptyCan && empties[c] === 1 && (clear[c] === 1 || t.emptyRunsOk);
        }
        for (let j = 0; j < 4 && !s; j++) {
          const q = targets[c * 4 + j]!;
          if (q < 0) break;
          if (tabTop[q] && q !== below[c] && !this.isShut(q, c)) s = true;
        }
        if (s) {
          sep[c] = 1;
          changed = true;
        }
      }
    }
    return this.homeCount;
  }

  /**
   * Card c just became a top: if its foundation predecessor is home, c goes home, and so do the
   * cards after it that are tops already. Returns the count of home cards.
   */
  private goHome(c: number): number {
    const { home, clear, nextHome } = this;
    const p = this.prevHome[c]!;
    if (home[c] || (p >= 0 && !home[p])) return this.homeCount;
    for (let x = c; x >= 0 && clear[x] && !home[x]; x = nextHome[x]!) {
      home[x] = 1;
      this.homeCount++;
    }
    return this.homeCount;
  }

  /**
   * False when no line from the board's position can win, by the order in which the cards go home
   * (`compute` asks it only for the goal 52, and then says 51). In a win every card goes
   * home, each for the last time at some moment H(c), and:
   * - H(p) < H(c) for the card p before c on its foundation (p cannot leave while c lies on it, and
   *   c went home after it);
   * - just before H(c), c is a top and lies on a pile's floor or on a card q that is not home then,
   *   so H(q) > H(c), where q is a card c was put on (accepts(q, c): moves onto a card need it, and
   *   with the builds it runs under a run link is an `accepts` too, so a card carried along lies on
   *   such a card), or, if c never moved at all, the card it lies on now, and then every card under
   *   that one as well (none of them moved either).
   * Free (they may end on a floor): a card on a column's floor now, one an empty column may take
   * (from the tableau or a foundation, or from the reserve while it is there), stock cards, and with
   * a redeal left the reserve's. Home cards come first, unless they may come back
   * (`foundationReturn`: then H is their last time home, which the two facts still bind). Each
   * other card is one of a few cases; where all but one contradict the order known so far, that one
   * is added to it (the order is kept transitively closed); when none is left, or the order has a
   * cycle, no line wins. A case "on q" also needs a chain of hosts (`hosted`): just before H(c), q
   * lies on the card it was last put on (a card q accepts), or, if it never moved, on the card under
   * it now, above all the cards under that, or on a floor; whichever it is, it is not home then,
   * so it goes home after c; and so on down the column. So some chain of cards, each accepting the
   * one before and none known to go home before c, leads from q to a column card all of whose cards
   * below are not known to go home before c either (it may never move), or to a card an empty
   * column takes or a deal onto the columns may put anywhere (it may lie on anything). Where none
   * does, the case is ruled out: a base card at home (with returns) that must hold the last card of
   * the other suit of its colour needs the cards of its own suit above it in a column, down to one
   * that has no card of that other suit under it (app-sorel seeds 28 and 59, undecided at 100,000
   * positions, are lost at once by that). Then each case still open is tried in turn (probing): one
   * that leads to a contradiction that way is ruled out. (`level` below 2 skips probing, below 1
   * the chains too, for the tests.) (The relaxation above forgets time: it lets the last card of a suit park
   * on a base card, its only targets, and that base card go home; here that needs the base card's
   * suit unstarted when the parked card goes home, which the foundations often rule out.)
   */
  winOrder(board: Board, level = 2): boolean {
    const t = board.t;
    const { pre, at, seq: pile } = this;
    if (!this.bares) return true;
    let n = 0;
    for (let i = 0; i < 14 && (i < 7 || !board.redealsNow); i++) {
      const col = i < 7;
      const data = col ? board.tab : board.res;
      const row = (i % 7) * 64;
      for (let k = 1; k < (col ? board.tlen : board.rlen)[i % 7]!; k++) {
        const c = data[row + k]! & 63;
        if (this.bare[c] && (col || !t.emptyFromReserve[c])) {
          pile[n++] = c;
          at[c] = row + k + (col ? 0 : 4096);
        }
      }
    }
    if (!n) return true;
    // Per card: its slot in the tableau (column × 64 + index); -2 where it may end a chain of
    // hosts anyway (`hosted`), else -1.
    const tabAt = (this.probe ??= new Int32Array(324)).subarray(272);
    for (let c = 0; c < 52; c++) tabAt[c] = t.emptyFromTableau[c] || t.emptyFromReserve[c] ? -2 : -1;
    for (let i = 0; i < 7; i++) {
      for (let k = 0; k < board.tlen[i]!; k++) {
        const c = board.tab[i * 64 + k]! & 63;
        if (tabAt[c] === -1) tabAt[c] = i * 64 + k;
      }
    }
    // Dealt onto a column, a card lands on whatever lies there: it may end a chain.
    if (!t.stockToReserve) for (let k = board.stockPos; k < board.stockLen; k++) tabAt[board.stockCards[k]!] = -2;
    // pre[2c], pre[2c + 1]: bits of the cards known to go home (for the last time) before c.
    // (`1 << c` shifts by c mod 32.)
    const before = (a: number, b: number): number => (pre[2 * a + (b >> 5)]! >>> b) & 1;
    for (let x = 0; x < 52; x++) {
      const c = ((x / 13) | 0) * 13 + ((t.baseIndex + x) % 13);
      const p = this.prevHome[c]!;
      pre[2 * c] = pre[2 * c + 1] = 0;
      if (p >= 0) {
        pre[2 * c] = pre[2 * p]!;
        pre[2 * c + 1] = pre[2 * p + 1]!;
        pre[2 * c + (p >> 5)] |= 1 << p;
      }
    }
    // The cases of card c, a bit each: bit j for its j-th target card (H(c) < H(that card)), bit 4
    // for staying where it lies (H(c) < H(v) for each card v under it); less those ruled out.
    const probe = this.probe;
    const ruled = probe.subarray(216, 268);
    const stack = probe.subarray(160, 212);
    ruled.fill(0);
    const cases = (c: number): number => {
      let o = 0;
      for (let j = 0; j < 4; j++) {
        const q = this.targetsOf[c * 4 + j]!;
        if (q >= 0 && !(board.isHome(q) && !t.mayReturn) && !before(c, q)) o |= 1 << j;
      }
      const row = at[c]! & 4032;
      const data = at[c]! & 4096 ? board.res : board.tab;
      let k = at[c]! & 63;
      while (k-- > 0 && !before(c, data[row + k]! & 63));
      o = (k < 0 ? o | 16 : o) & ~ruled[c]!;
      for (let j = 0; j < 4 && level > 0; j++) if (o & (1 << j) && !hosted(c, this.targetsOf[c * 4 + j]!)) o &= ~(1 << j);
      return o;
    };
    // Whether some chain of hosts leads from q (see above): a search over the cards that accept
    // the one before, none known to go home before c (nor home for good), each card once.
    const hosted = (c: number, q: number): boolean => {
      let seen0 = 0;
      let seen1 = 0;
      let top = 0;
      stack[top++] = q;
      if (q < 32) seen0 |= 1 << q;
      else seen1 |= 1 << q;
      while (top > 0) {
        const x = stack[--top]!;
        const w = tabAt[x]!;
        if (w === -2) return true;
        if (w >= 0) {
          let k = w & 63;
          while (k-- > 0 && !before(c, board.tab[(w & 4032) + k]! & 63));
          if (k < 0) return true;
        }
        for (let j = 0; j < 4; j++) {
          const y = this.targetsOf[x * 4 + j]!;
          if (y < 0) break;
          if (y === c || before(c, y) || (board.isHome(y) && !t.mayReturn)) continue;
          if (y < 32 ? (seen0 >>> y) & 1 : (seen1 >>> y) & 1) continue;
          if (y < 32) seen0 |= 1 << y;
          else seen1 |= 1 << y;
          stack[top++] = y;
        }
      }
      return false;
    };
    // Adds the case `j` of card c to the order; false when that closes a cycle. H(c) < H(v): c and
    // what precedes it precede v and everything v precedes.
    const impose = (c: number, j: number): boolean => {
      const l = pre[2 * c]! | (c < 32 ? 1 << c : 0);
      const h = pre[2 * c + 1]! | (c < 32 ? 0 : 1 << c);
      const data = at[c]! & 4096 ? board.res : board.tab;
      const row = at[c]! & 4032;
      for (let k = j < 4 ? 1 : at[c]! & 63; k-- > 0; ) {
        const v = j < 4 ? this.targetsOf[c * 4 + j]! : data[row + k]! & 63;
        for (let w = 0; w < 52; w++) {
          if (w === v || before(w, v)) {
            pre[2 * w] |= l;
            pre[2 * w + 1] |= h;
          }
        }
      }
      return !before(c, c);
    };
    // Unit propagation: a card left with one case takes it; false when one is left with none.
    const settle = (): boolean => {
      for (let changed = true; changed; ) {
        changed = false;
        for (let x = 0; x < n; x++) {
          const c = pile[x]!;
          if (c < 0) continue;
          const o = cases(c);
          if (!o) return false;
          if (o & (o - 1)) continue;
          pile[x] = -1;
          changed = true;
          if (!impose(c, 31 - Math.clz32(o))) return false;
        }
      }
      return true;
    };
    if (!settle()) return false;
    if (level < 2) return true;
    // Probing: a case that leads to a contradiction by unit propagation is ruled out (every win
    // takes one case of each card, so one of the others must hold); where none is left, no line
    // wins, and where one is, it is taken.
    for (let changed = true; changed; ) {
      changed = false;
      for (let x = 0; x < n; x++) {
        const c = pile[x]!;
        if (c < 0) continue;
        const o = cases(c);
        let alive = 0;
        for (let j = 0; j < 5; j++) {
          if (!(o & (1 << j))) continue;
          probe.set(pre);
          for (let y = 0; y < n; y++) probe[104 + y] = pile[y]!;
          pile[x] = -1;
          if (impose(c, j) && settle()) alive |= 1 << j;
          pre.set(probe.subarray(0, 104));
          for (let y = 0; y < n; y++) pile[y] = probe[104 + y]!;
        }
        if (alive === o) continue;
        if (!alive) return false;
        ruled[c] |= o & ~alive;
        changed = true;
        if (!settle()) return false;
      }
    }
    return true;
  }

  /** Whether card c, alone, can move into a column: onto a card that is a tableau top at some time, or into an empty column. */
  private canLand(c: number, emptyCan: boolean, fromReserve: boolean): boolean {
    const t = this.t;
    if (emptyCan && (fromReserve ? t.emptyFromReserve : t.emptyFromTableau)[c] === 1) return true;
    for (let j = 0; j < 4; j++) {
      const q = this.targetsOf[c * 4 + j]!;
      if (q < 0) return false;
      if (this.tabTop[q] && !this.isShut(q, c)) return true;
    }
    return false;
  }
}
