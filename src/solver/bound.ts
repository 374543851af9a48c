/**
 * An upper bound on the number of cards that can ever be on the foundations at once, from a
 * position: the search drops a position whose bound is below its goal (52 for `solve`, one more
 * than at the start for `findProgress`), which can prove a loss without visiting its subtree.
 *
 * The bound is the least fixpoint of a relaxation in which cards are never used up: a card that
 * can be a top once stays available as a target for ever, and may also go home. In the position
 * P the bound is taken in, every card lies at its "place" (its pile and height in P). Three facts
 * are derived, for each card c, only ever from false to true:
 *
 * - top(c): c is the top of its pile at some time, or has left its place. It holds when every card
 *   above c's place has left it (cards above a card leave before it: nothing is ever inserted
 *   under a card, only put on top).
 * - left(c): c leaves its place. Either c is a top and goes home (home(c)); or c is a top and
 *   moves as the deepest card of a move onto a card p (`accepts(p, c)`) that is a top at some time
 *   and does not lie under c in c's own pile, or into an empty column (allowed for c by
 *   `emptyFill`, when a column is empty now or all of some column's cards can leave); or c rides
 *   along on the card below it (face-up, linked by the run relation), which leaves as the deepest
 *   card of a run (`base(b)`: a target for b as above, or b rides along in turn).
 * - home(c): c's foundation predecessor is home and c is a top once (or c is home already).
 *
 * Every real line of play makes these facts true in the order its moves happen (induction on the
 * moves: the target of a move is a top then, the cards above a top have left their places, …), so
 * a card that is never home(…) in the fixpoint can never go home, and the number of home(…) cards
 * bounds the foundation count of every reachable position. Cards in the stock count as tops that
 * have left (they arrive on top of a pile); with a redeal left, so do reserve cards (a redeal
 * rebuilds the piles); with `foundationReturn`, home cards count as tops (they may come back).
 * Face-down cards are treated as face-up except that nothing rides along on them.
 */
import { FACE_DOWN, type Board } from './board.js';

/** The card's place: its pile (0–6 columns, 7–13 reserve), or FREE (stock, free reserve), or HOME. */
const FREE = -2;
const HOME = -1;

export class HomeBound {
  private readonly pileOf = new Int8Array(52);
  private readonly top = new Uint8Array(52);
  private readonly left = new Uint8Array(52);
  private readonly home = new Uint8Array(52);
  private readonly base = new Uint8Array(52);
  /** Cards p with accepts(p, c), 4 per card, -1 padded. */
  private readonly targets = new Int8Array(52 * 4).fill(-1);

  constructor(board: Board) {
    const accepts = board.t.accepts;
    for (let c = 0; c < 52; c++) {
      let n = 0;
      for (let p = 0; p < 52 && n < 4; p++) if (accepts[p * 52 + c]) this.targets[c * 4 + n++] = p;
    }
  }

  /** The bound for the board's position (at least its current foundation count). */
  compute(board: Board): number {
    const t = board.t;
    const { pileOf, top, left, home, base, targets } = this;
    const tab = board.tab;
    const res = board.res;
    const tlen = board.tlen;
    const rlen = board.rlen;
    const freeReserve = board.redealsLeft > 0;
    pileOf.fill(HOME);
    top.fill(0);
    left.fill(0);
    home.fill(0);
    base.fill(0);
    for (let i = 0; i < 7; i++) {
      for (let k = 0; k < tlen[i]!; k++) pileOf[tab[i * 64 + k]! & 63] = i;
      for (let k = 0; k < rlen[i]!; k++) pileOf[res[i * 64 + k]! & 63] = freeReserve ? FREE : 7 + i;
    }
    for (let k = board.stockPos; k < board.stockLen; k++) pileOf[board.stock[k]!] = FREE;
    let anyEmpty = false;
    for (let i = 0; i < 7; i++) if (tlen[i] === 0) anyEmpty = true;
    for (let c = 0; c < 52; c++) {
      const p = pileOf[c]!;
      if (p === FREE) top[c] = left[c] = 1;
      else if (p === HOME) {
        home[c] = 1;
        if (t.foundationReturn) top[c] = 1;
      }
    }
    for (let changed = true; changed; ) {
      changed = false;
      let emptyCan = anyEmpty;
      for (let i = 0; i < 7 && !emptyCan; i++) {
        let all = true;
        for (let k = 0; k < tlen[i]! && all; k++) all = left[tab[i * 64 + k]! & 63] === 1;
        emptyCan = all;
      }
      for (let p = 0; p < 14; p++) {
        const isTableau = p < 7;
        const n = isTableau ? tlen[p]! : rlen[p - 7]!;
        if (n === 0 || (!isTableau && freeReserve)) continue;
        const data = isTableau ? tab : res;
        const row = (isTableau ? p : p - 7) * 64;
        const empties = isTableau ? t.emptyFromTableau : t.emptyFromReserve;
        let aboveLeft = true;
        for (let k = n - 1; k >= 0; k--) {
          const c = data[row + k]! & 63;
          if (aboveLeft && !top[c]) {
            top[c] = 1;
            changed = true;
          }
          if (!left[c]) {
            const under = isTableau && k > 0 ? data[row + k - 1]! : FACE_DOWN;
            const ridesOn = !(under & FACE_DOWN) && t.links[(under & 63) * 52 + c] === 1 && base[under & 63] === 1;
            if (!base[c]) {
              let b = ridesOn || (emptyCan && empties[c] === 1);
              for (let j = 0; j < 4 && !b; j++) {
                const q = targets[c * 4 + j]!;
                if (q < 0) break;
                // A target under c in its own pile is never a top while c is there.
                if (top[q] && !(pileOf[q] === p && this.below(board, p, q, k))) b = true;
              }
              if (b) {
                base[c] = 1;
                changed = true;
              }
            }
            if ((top[c] && (home[c] || base[c])) || ridesOn) {
              left[c] = 1;
              changed = true;
            }
          }
          if (!left[c]) aboveLeft = false;
        }
      }
      for (let s = 0; s < 4; s++) {
        for (let k = 0; k < 13; k++) {
          const c = s * 13 + ((t.base + k) % 13);
          if (home[c]) continue;
          if (!top[c]) break;
          home[c] = 1;
          changed = true;
        }
      }
    }
    let count = 0;
    for (let c = 0; c < 52; c++) count += home[c]!;
    return count;
  }

  /** Whether card q lies below height k in pile p. */
  private below(board: Board, p: number, q: number, k: number): boolean {
    const data = p < 7 ? board.tab : board.res;
    const row = (p < 7 ? p : p - 7) * 64;
    for (let j = 0; j < k; j++) if ((data[row + j]! & 63) === q) return true;
    return false;
  }
}
