/**
 * The solver's compact, mutable position: integer cards in typed arrays, its own move generator,
 * and make/unmake (`apply`/`undo`) so that a search walks one board up and down instead of
 * allocating a state per node. Everything here follows RULES §5–6 exactly; the tests cross-check
 * the move list and every move's effect against the engine's `legalMoves` and `play`.
 *
 * Cards are codes `suit * 13 + rank` (0…51, suits c d h s, ranks A…K); a face-down card has
 * `FACE_DOWN` (64) added. Piles are slices of fixed-size rows (`CAP` cards each).
 *
 * A move is one integer:
 *   bits 0–4 target pile, bits 5–9 source pile, bits 10–15 count, bits 16–17 kind (0 move, 1 deal, 2 redeal).
 * Pile numbers: tableau 0…6, reserve 7…13, foundations 14…17 (by suit).
 */
import { emptyTakes, foundationCount, rankFollowsDown, suitsMatch } from '../engine/moves.js';
import { FOUNDATION_IDS, RESERVE_IDS, TABLEAU_IDS } from '../engine/piles.js';
import { DECK, faceUp, isFaceDown, rankIndex, rankOf, SUITS, suitOf } from '../engine/cards.js';
import type { GameState, Move, PileId, Rules } from '../engine/index.js';

export const FACE_DOWN = 64;
const CARD = 63;
/** Room for every card of the deck in one pile. */
const CAP = 64;
const SEPARATOR = 0xff;

export const RESERVE0 = 7;
export const FOUNDATION0 = 14;
export const DEAL = 1 << 16;
export const REDEAL = 2 << 16;
const KIND_MASK = 3 << 16;

/** True for a deal or a redeal. */
export const isDeal = (m: number): boolean => (m & KIND_MASK) !== 0;
export const moveCode = (from: number, to: number, count: number): number => (count << 10) | (from << 5) | to;
export const moveFrom = (m: number): number => (m >> 5) & 31;
export const moveTo = (m: number): number => m & 31;
export const moveCount = (m: number): number => (m >> 10) & 63;

const PILE_IDS_BY_NUMBER: readonly PileId[] = [...TABLEAU_IDS, ...RESERVE_IDS, ...FOUNDATION_IDS];
const PILE_NUMBERS: Record<string, number> = /* @__PURE__ */ Object.fromEntries(PILE_IDS_BY_NUMBER.map((id, i) => [id, i]));

/** An engine move for a move code. */
export function toMove(m: number): Move {
  const kind = m & KIND_MASK;
  if (kind === DEAL) return { kind: 'deal' };
  if (kind === REDEAL) return { kind: 'redeal' };
  return { kind: 'move', from: PILE_IDS_BY_NUMBER[moveFrom(m)]!, to: PILE_IDS_BY_NUMBER[moveTo(m)]!, count: moveCount(m) };
}

/** The move code of an engine move (assumed well formed). */
export function fromMove(move: Move): number {
  if (move.kind === 'deal') return DEAL;
  if (move.kind === 'redeal') return REDEAL;
  return moveCode(PILE_NUMBERS[move.from]!, PILE_NUMBERS[move.to]!, move.count ?? 1);
}

/** Suit of a card code, -1 for a face-down one. */
const SUIT_OF = new Int8Array(128).fill(-1);
for (let c = 0; c < 52; c++) SUIT_OF[c] = (c / 13) | 0;

const cardCode = (card: string): number => suitOf(card) * 13 + rankOf(card);
const slotCode = (slot: string): number => cardCode(faceUp(slot)) + (isFaceDown(slot) ? FACE_DOWN : 0);
const suitOfCode = (c: number): number => ((c & CARD) / 13) | 0;
const rankOfCode = (c: number): number => (c & CARD) % 13;

/**
 * Lookup tables that depend only on the rules and the base rank; built once per search.
 */
export class RuleTables {
  readonly rules: Readonly<Rules>;
  readonly baseIndex: number;
  /** `accepts[x * 52 + y]`: card y may be placed on card x (RULES §5). */
  readonly accepts = new Uint8Array(52 * 52);
  /** `links[x * 52 + y]`: y sits on x inside a movable run (the `runs` relation). */
  readonly links = new Uint8Array(52 * 52);
  /** Cards that could ever rest on x (by `accepts` or by a run link): up to 4 per card, -1 padded. */
  readonly restsOn = new Int8Array(52 * 4).fill(-1);
  /** Cards y with accepts(x, y): `children[x * 4 + n]`, -1 padded. */
  readonly childCards = new Int8Array(52 * 4).fill(-1);
  /** Position of a card in its foundation's order (the base rank is 0). */
  readonly order = new Uint8Array(52);
  /** An empty column may take this card as the deepest moved card from the tableau or a foundation. */
  readonly emptyFromTableau = new Uint8Array(52);
  /** An empty column may take this card from the reserve. */
  readonly emptyFromReserve = new Uint8Array(52);
  /** Nothing can ever follow this card down in the tableau rank order (an ace with wrap none, the base with wrap base). */
  readonly bottomRank = new Uint8Array(52);
  readonly stockToReserve: boolean;
  readonly downReserve: boolean;
  readonly splitOk: boolean;
  readonly emptyRunsOk: boolean;
  readonly mayReturn: boolean;
  /** Whether forced joins are sound under these rules, and the twin kinds too (`Board.forcedMove`). */
  readonly joins: boolean;
  readonly twins: boolean;
  /** Whether base-rank cards may be sent home by `Board.baseHome`'s rule. */
  readonly baseLock: boolean;
  /** The card before x on its foundation, when it may rest on x; else -1. */
  readonly sameChild = new Int8Array(52).fill(-1);
  /**
   * With `wrap: king-on-ace` (a run may hold 13 cards or more): per suit, the suits whose cards can
   * share a run with its cards; else 0. And [4]: 1 with `foundationReturn` (no join of the first kind,
   * `Board.forcedMove`). A loose search (`PhasedSearch`) clears them all.
   */
  readonly kin = new Uint8Array(5);

  constructor(rules: Readonly<Rules>, base: number) {
    this.rules = rules;
    this.baseIndex = base;
    this.stockToReserve = rules.stockTo === 'reserve';
    this.downReserve = rules.reserveFaceDown;
    this.splitOk = rules.splitRuns;
    this.emptyRunsOk = rules.emptyRuns;
    this.mayReturn = rules.foundationReturn;
    // The twin kinds hold with foundationReturn too (see forcedMove); the first kind does not.
    this.twins = rules.runs === 'build' && rules.build === 'same-color' && rules.splitRuns;
    this.baseLock = this.twins && !rules.foundationReturn && (rules.emptyFill === 'none' || rules.emptyFill === 'reserve') && !rules.reserveFaceDown;
    this.joins = this.twins || (rules.runs === 'build' && rules.build !== 'alternate-color' && rules.splitRuns && !rules.foundationReturn);
    this.kin[4] = +rules.foundationReturn;
    for (let s = 0; s < 4; s++) {
      // (bit 4, never cleared by `acyclic`: with foundationReturn no card is home for good)
      this.kin[s] = rules.wrap !== 'king-on-ace' ? 0 : (rules.foundationReturn ? 16 : 0) | (rules.build === 'same-suit' ? 1 << s : rules.build === 'same-color' ? (1 << s) | (8 >> s) : 15);
    }
    for (let x = 0; x < 52; x++) {
      const rx = rankOfCode(x);
      // (The engine's own rule, on the card of the code: DECK is in code order.)
      const cx = DECK[x]!;
      this.order[x] = (rx - base + 13) % 13;
      this.emptyFromTableau[x] = +emptyTakes(cx, 'tableau', rules, base);
      this.emptyFromReserve[x] = +emptyTakes(cx, 'reserve', rules, base);
      let any = false;
      let n = 0;
      let kids = 0;
      for (let y = 0; y < 52; y++) {
        const down = rankFollowsDown(rx, rankOfCode(y), rules.wrap, base);
        if (down) any = true;
        const a = down && suitsMatch(suitOfCode(x), suitOfCode(y), rules.build);
        const link =
          rules.runs === 'build' ? a : rules.runs === 'same-suit' ? down && suitOfCode(x) === suitOfCode(y) : false;
        this.accepts[x * 52 + y] = a ? 1 : 0;
        this.links[x * 52 + y] = link ? 1 : 0;
        if (a || link) this.restsOn[x * 4 + n++] = y;
        if (a) this.childCards[x * 4 + kids++] = y;
        if (a && suitOfCode(x) === suitOfCode(y) && this.order[x]! > 0) this.sameChild[x] = y;
      }
      this.bottomRank[x] = any ? 0 : 1;
    }
  }
}

/** What `describe` returns: the board as plain data, for tests. */
export interface BoardPicture {
  tableau: number[][];
  reserve: number[][];
  stock: number[];
  foundations: number[];
  redealsLeft: number;
}

/**
 * A position the search can change in place. `apply(m)` plays a legal move and returns the flags
 * `undo(m, flags)` needs to take it back exactly.
 */
export class Board {
  readonly t: RuleTables;
  readonly tab = new Uint8Array(7 * CAP);
  readonly tlen = new Int32Array(7);
  readonly res = new Uint8Array(7 * CAP);
  readonly rlen = new Int32Array(7);
  stockCards: Uint8Array = new Uint8Array(CAP);
  stockLen = 0;
  stockPos = 0;
  readonly found = new Int32Array(4);
  redealsNow = 0;
  /** Cards on the foundations. */
  homeNow = 0;
  /** `redealsLeft` of the position the board was loaded from: the stock is the loaded one while it is unchanged. */
  readonly rootRedealsLeft: number;
  /** Saved reserve and stock of each redeal on the current line (at most `rules.redeals` deep). */
  private readonly saves: { res: Uint8Array; rlen: Int32Array; stockCards: Uint8Array; gatheredCards: Uint8Array; stockLen: number; stockPos: number }[] = [];
  private saveDepth = 0;
  private readonly order = new Int32Array(7);
  /** Scratch of `generate`: each movable-run card's count from its column's top (0: not in a run), its column, the run lengths. */
  private readonly runAt = new Uint8Array(64);
  private readonly runCol = new Int8Array(64);
  private readonly runs = new Int32Array(7);
  /** Movable run length of each column, valid for the columns whose bit in `dirty` is clear. */
  private readonly runCache = new Int32Array(7);
  private dirty = 0x7f;
  /** Scratch of `forcedMove`: each movable card's place. */
  private readonly loc = new Int16Array(64);

  constructor(state: GameState, tables?: RuleTables) {
    this.t = tables ?? new RuleTables(state.rules, rankIndex(state.baseRank));
    for (let i = 0; i < 7; i++) {
      const col = state.tableau[i]!;
      this.tab.set(col.map(slotCode), i * CAP);
      this.tlen[i] = col.length;
      const pile = state.reserve[i];
      if (pile) {
        this.res.set(pile.map(slotCode), i * CAP);
        this.rlen[i] = pile.length;
      }
    }
    this.stockCards.set(state.stock.map(cardCode));
    this.stockLen = state.stock.length;
    this.found.set(SUITS.map((suit) => state.foundations[suit].length));
    this.homeNow = foundationCount(state);
    this.redealsNow = state.redealsLeft;
    this.rootRedealsLeft = state.redealsLeft;
    for (let d = 0; d < 4; d++) {
      this.saves.push({ res: new Uint8Array(7 * CAP), rlen: new Int32Array(7), stockCards: this.stockCards, gatheredCards: new Uint8Array(CAP), stockLen: 0, stockPos: 0 });
    }
  }

  /** The card a foundation takes next, or -1 when it is complete. */
  nextCard(suit: number): number {
    const n = this.found[suit]!;
    return n >= 13 ? -1 : suit * 13 + ((this.t.baseIndex + n) % 13);
  }

  /** True when card `c` (a code without the face-down flag) is on its foundation. */
  isHome(c: number): boolean {
    return this.t.order[c]! < this.found[suitOfCode(c)]!;
  }

  // -------------------------------------------------------------------------------------------
  // Move generation

  /** The length of column i's movable run (RULES §5). */
  runLength(i: number): number {
    const n = this.tlen[i]!;
    if (n === 0) return 0;
    const tab = this.tab;
    const links = this.t.links;
    const row = i * CAP;
    let upper = tab[row + n - 1]!;
    if (upper & FACE_DOWN) return 0;
    let len = 1;
    while (len < n) {
      const lower = tab[row + n - len - 1]!;
      if (lower & FACE_DOWN || !links[lower * 52 + upper]) break;
      upper = lower;
      len++;
    }
    return len;
  }

  /**
   * The first column from which on all columns are interchangeable with each other (nothing
   * refers to their numbers any more), 7 when none are. With deals to the reserve: all, or with a
   * face-down reserve none while a reserve card can still turn up by its column's number. With
   * deals onto the columns, the columns that no deal to come reaches: from the number of cards
   * left in the stock on, once fewer than 7 are left (Sorel's last deal of 2: columns 2–6).
   */
  symmetricFrom(): number {
    const t = this.t;
    const left = this.stockLen - this.stockPos;
    if (t.stockToReserve) {
      if (!t.downReserve) return 0;
      // Face-down reserve cards turn up by column number (RULES §6.3): only when none can appear any more.
      if (left > 0 || this.redealsNow > 0) return 7;
      for (let i = 0; i < 7; i++) for (let k = 0; k < this.rlen[i]!; k++) if (this.res[i * CAP + k]! & FACE_DOWN) return 7;
      return 0;
    }
    return Math.min(left, 7);
  }

  /**
   * Writes every legal move into `out` from index `at`, and returns the end index. With `all`
   * false, moves that lead to a position equal to another listed one up to a renumbering of the
   * interchangeable columns (`symmetricFrom`) are left out: of several empty target columns among
   * them only the first, and no whole column of them moved into an empty one of them.
   * Order: to the foundations, reserve → tableau, tableau → tableau (by source column, then target
   * column), foundation → tableau, deal / redeal.
   */
  generate(out: Int32Array, at: number, all: boolean): number {
    const t = this.t;
    const tab = this.tab;
    const tlen = this.tlen;
    const res = this.res;
    const rlen = this.rlen;
    const accepts = t.accepts;
    let k = at;
    // Empty targets j allowed: below `sym`, each; from it on, only the first (`firstSym`).
    const sym = all ? 7 : this.symmetricFrom();
    let firstEmpty = -1;
    let firstSym = -1;
    for (let j = 6; j >= 0; j--) if (tlen[j] === 0) {
      firstEmpty = j;
      if (j >= sym) firstSym = j;
    }
    // To the foundations (a face-down card never equals a next card: its code has FACE_DOWN added).
    for (let i = 0; i < 7; i++) {
      const n = tlen[i]!;
      if (n === 0) continue;
      const top = tab[i * CAP + n - 1]!;
      const suit = SUIT_OF[top]!;
      if (suit >= 0 && this.nextCard(suit) === top) out[k++] = moveCode(i, FOUNDATION0 + suit, 1);
    }
    for (let i = 0; i < 7; i++) {
      const n = rlen[i]!;
      if (n === 0) continue;
      const top = res[i * CAP + n - 1]!;
      const suit = SUIT_OF[top]!;
      if (suit >= 0 && this.nextCard(suit) === top) out[k++] = moveCode(RESERVE0 + i, FOUNDATION0 + suit, 1);
    }

    // Reserve → tableau.
    for (let i = 0; i < 7; i++) {
      const n = rlen[i]!;
      if (n === 0) continue;
      const top = res[i * CAP + n - 1]!;
      if (top & FACE_DOWN) continue;
      for (let j = 0; j < 7; j++) {
        const m = tlen[j]!;
        if (m === 0) {
          if (t.emptyFromReserve[top] && (j < sym || j === firstSym)) out[k++] = moveCode(RESERVE0 + i, j, 1);
        } else if (accepts[tab[j * CAP + m - 1]! * 52 + top]) out[k++] = moveCode(RESERVE0 + i, j, 1);
      }
    }

    // Tableau → tableau: for each source column, each target column's top card looks up the cards
    // it accepts among the source's movable run.
    const runAt = this.runAt;
    const runCol = this.runCol;
    const runs = this.runs;
    const children = t.childCards;
    for (let i = 0; i < 7; i++) {
      if (this.dirty & (1 << i)) this.runCache[i] = this.runLength(i);
      const run = (runs[i] = this.runCache[i]!);
      const row = i * CAP + tlen[i]!;
      for (let c = 1; c <= run; c++) {
        const card = tab[row - c]!;
        runAt[card] = c;
        runCol[card] = i;
      }
    }
    // A card y split off the next card of its suit u onto u's twin (a "crossing") is left out when
    // the search would at once play the uncrossing back (`forcedMove`'s second kind): that returns
    // to this very position, on the search's stack, and so can lead nowhere new. Nothing else
    // would be forced first: this position has no forced move, and the crossing only covers the
    // twin and bares u, which gives no other join (proof in `forcedMove`'s terms: the only new top
    // is u, whose join is the uncrossing).
    const cross = !all && t.twins && (t.stockToReserve || this.stockPos >= this.stockLen);
    const sameChild = t.sameChild;
    for (let i = 0; i < 7; i++) {
      const run = runs[i]!;
      if (run === 0) continue;
      const n = tlen[i]!;
      for (let j = 0; j < 7; j++) {
        const m = tlen[j]!;
        if (j === i || m === 0) continue;
        const top = tab[j * CAP + m - 1]!;
        for (let q = top * 4; q < top * 4 + 4; q++) {
          const y = children[q]!;
          if (y < 0) break;
          const c = runAt[y]!;
          if (c > 0 && runCol[y] === i && (t.splitOk || c === run)) {
            const u = c < n ? tab[i * CAP + n - c - 1]! : FACE_DOWN;
            if (cross && sameChild[u] === y && !(t.emptyFromTableau[u] && !t.emptyRunsOk) && this.acyclic(u)) continue;
            out[k++] = moveCode(i, j, c);
          }
        }
      }
      if (firstEmpty >= 0) {
        const n = tlen[i]!;
        const low = t.splitOk ? 1 : run;
        for (let count = run; count >= low; count--) {
          const card = tab[i * CAP + n - count]!;
          if (!((count === 1 || t.emptyRunsOk) && t.emptyFromTableau[card] === 1)) continue;
          for (let j = firstEmpty; j < 7; j++) {
            if (tlen[j] !== 0) continue;
            if (j >= sym && (j !== firstSym || (count === n && i >= sym))) continue;
            out[k++] = moveCode(i, j, count);
          }
        }
      }
    }
    for (let i = 0; i < 7; i++) {
      const row = i * CAP + tlen[i]!;
      for (let c = 1; c <= runs[i]!; c++) runAt[tab[row - c]!] = 0;
    }
    this.dirty = 0;

    // Foundation → tableau.
    if (t.mayReturn) {
      for (let s = 0; s < 4; s++) {
        const f = this.found[s]!;
        if (f === 0) continue;
        const card = s * 13 + ((t.baseIndex + f - 1) % 13);
        for (let j = 0; j < 7; j++) {
          const m = tlen[j]!;
          if (m === 0) {
            if (t.emptyFromTableau[card] && (j < sym || j === firstSym)) out[k++] = moveCode(FOUNDATION0 + s, j, 1);
          } else if (accepts[tab[j * CAP + m - 1]! * 52 + card]) out[k++] = moveCode(FOUNDATION0 + s, j, 1);
        }
      }
    }

    if (this.stockPos < this.stockLen) out[k++] = DEAL;
    else if (this.redealsNow > 0 && t.stockToReserve && this.reserveCards() > 0) out[k++] = REDEAL;
    return k;
  }

  private reserveCards(): number {
    const r = this.rlen;
    return r[0]! + r[1]! + r[2]! + r[3]! + r[4]! + r[5]! + r[6]!;
  }

  /**
   * A move to a foundation that can never turn a winnable position into a lost one, or -1.
   *
   * The rule. H is the set of cards home in P. A set C of cards in play is *closed* when each of
   * them is the next card of its foundation (so its foundation predecessor is in H) and every card
   * that could rest on one of them (`accepts` or a run link: `restsOn`) is in H or in C. X, the top
   * card of a column or the face-up top of a reserve pile, is safe when it is the next card of its
   * foundation and lies in a closed set: `safeSuits` finds the largest one (at most one card per
   * suit: start from all four next cards, drop any with a card resting on it that is neither home
   * nor kept, until none drops). For `same-color` builds this is "the twin's rank−2 card is home"
   * (X = 7h: 6h is home, 6d must be home or next, and on 6d rest only 5d and 5h, both home then);
   * for alternate colours it would be the Klondike rule, but there only C = {X} is used ("every
   * card that could rest on X is home"; see `safeSuits`).
   *
   * Why it is safe. Let P' be P with X home, and L any line that wins from P. Follow L from P' with
   * "ghosts": cards in play in L that are home in P'. X is the first; a card of C becomes one when L
   * puts it onto a ghost (and then P' sends it home at once: its predecessor is in H). Invariant:
   * the position of P' is L's with the ghosts taken out and put home; a ghost has only ghosts on it,
   * except a card dealt onto it that does not link with it. Each move of L:
   * - a stack moved onto a non-ghost top, or into an empty column: P' moves its non-ghost part (the
   *   same deepest card onto the same target; a top part of a run, the whole run when L's was, as
   *   the card under it is the same) and drops a move of ghosts only;
   * - a stack (or a reserve card) moved onto a ghost: its deepest card rests on a ghost, so it is in
   *   C (it is in play, so not in H), and so is each card linked on it: P' sends them home, top
   *   first, each the next card of its foundation;
   * - a card to a foundation: a ghost's move is dropped; any other card is a top in P' too, and its
   *   predecessor is home there as in L;
   * - a deal lands on top regardless, in P' on what lies under the ghosts (a card dealt onto a ghost
   *   that could rest on it is in C and goes home at once; one that cannot rest on it never moves
   *   with it). Columns empty earlier in P' only turn face-down reserve cards up earlier (RULES §6.3),
   *   and cards turn face-up earlier, which never removes a move.
   * So P' wins too. The other exclusions:
   * - with `stockTo: tableau` and `splitRuns` off, a card dealt onto X might in P' join a run with
   *   the card under X, and then a whole-run move of L would no longer be whole: not safe while
   *   the stock still has cards;
   * - a redeal gathers the reserve in order, so X missing from the reserve would shift every later
   *   card: a reserve card is not safe while a redeal is left (a ghost never enters the reserve);
   * - with `foundationReturn`, L might take the cards under X back from its foundation, which in P'
   *   needs X off it first; and the cards that rest on X could come back. So only X that is the
   *   first card of its foundation (nothing under it) and on which nothing can ever rest (an ace
   *   with `wrap: none`, the base rank with `wrap: base`) is safe then; and with `kept` (the
   *   search's forced moves, `forcedMove`) a top that could be taken back to where it lies
   *   (`keepsPlace`). Not for auto-play: that one costs a player a move back, and points.
   * The same argument, with "more cards home than now" as the goal, makes these moves safe for
   * `findProgress` too (P' has at least as many cards home as L at every step).
   */
  safeFoundationMove(kept = false): number {
    const t = this.t;
    if (!t.stockToReserve && !t.splitOk && this.stockPos < this.stockLen) return -1;
    const safe = t.mayReturn ? 15 : this.safeSuits();
    for (let i = 0; i < 14; i++) {
      let top: number;
      if (i < 7) {
        const n = this.tlen[i]!;
        if (n === 0) continue;
        top = this.tab[i * CAP + n - 1]!;
      } else {
        const n = this.rlen[i - 7]!;
        if (n === 0 || this.redealsNow > 0) continue;
        top = this.res[(i - 7) * CAP + n - 1]!;
      }
      const suit = SUIT_OF[top]!;
      if (suit < 0 || !(safe & (1 << suit)) || top !== this.nextCard(suit)) continue;
      if (t.mayReturn && !(this.found[suit] === 0 && t.bottomRank[top] === 1) && !(kept && this.keepsPlace(i, top))) continue;
      return moveCode(i, FOUNDATION0 + suit, 1);
    }
    return -1;
  }

  /**
   * With `foundationReturn`: whether the top card X of pile i could be taken back from its
   * foundation to where it lies now: it lies on a face-up card that accepts it, or alone in the
   * column and an empty column takes it from a foundation. Then X going home is safe
   * (`safeFoundationMove`). Let P' be P with X home and L any line from P; follow L from P' with X
   * a ghost until the first move E of L that puts something on X (a card, a stack, a deal) or takes
   * back the card under X on its foundation, or sends X home. Until then nothing lies on X in L, so
   * X is a top there, lying on a card v that accepts it (u, or a card it was moved onto; when the
   * card under it moves it carries X along, and v is still under it) or alone in a column (it
   * entered it as the deepest card, by the empty-column rule a return follows too). P' plays L's
   * moves with X left out: moves of X alone are dropped, a stack with X on top moves without it
   * (the same deepest card onto the same target); no move of L goes onto v while X is on it, and
   * X's successor cannot go home in L while X is out, so X stays the top of its foundation in P'.
   * Just before E, P' takes X back onto v (a top in P': only the ghost lies on it), or into its
   * column (empty in P'), and from there on both positions are the same; if E sends X home, P'
   * drops it and they are the same too. Columns emptied or cards turned up earlier in P' only add
   * moves (as in `safeFoundationMove`). P' has at least as many cards home at every step.
   * The same for a reserve top X that is its foundation's first card (no redeal left, which
   * `safeFoundationMove` asks of every reserve card): nothing is ever put on it there and no card
   * lies under it on its foundation, so E is L's first move of X, onto a column top (P' takes X
   * back onto it) or into an empty column (P' too, as long as the empty-column rule takes X from a
   * foundation wherever it takes it from the reserve); a deal onto its pile lands on the card under
   * it in P', which L's X covers until it moves.
   */
  private keepsPlace(i: number, top: number): boolean {
    const t = this.t;
    if (i >= 7) return this.found[SUIT_OF[top]!] === 0 && (!t.emptyFromReserve[top] || t.emptyFromTableau[top] === 1);
    const n = this.tlen[i]!;
    if (n === 1) return t.emptyFromTableau[top] === 1;
    const under = this.tab[i * CAP + n - 2]!;
    return !(under & FACE_DOWN) && t.accepts[under * 52 + top] === 1;
  }

  /**
   * The move a search may play as the only one from this position, or -1: a safe foundation move,
   * else a forced join. A join puts a card a (with the stack on it) onto a column top P that
   * accepts it and comes next after a on a's foundation (so P never goes home before a), where a
   * lies in a column's movable run or is the face-up top of a reserve pile (no redeal left). Three
   * kinds:
   * - (one) every other card that could rest on P is home; a lies on a card that does not accept
   *   it (or on the floor, or in the reserve). For `same-color` builds: a's twin is home.
   * - (twins, `same-color` only; b is a's twin, S and T the cards a can rest on: S of a's suit, T
   *   of b's) P is S, and a lies on T: a is moved back onto its own suit ("uncrossed").
   * - (twins) P is S, a lies on a card that does not accept it (or in the reserve), and T is a
   *   column top now, or b lies right on T (then the same: in R0 below T carries b in both).
   * Each needs runs by `build` (so every stack put on a card by moves is a run linked to it),
   * `splitRuns`, no deal onto the columns to come (the first kind also no `foundationReturn`), and P (or S and T) moving
   * into an empty column alone only if runs may follow it there (`emptyRuns`). Forced moves never
   * cycle: a safe move puts one more card home; a join of the first or third kind one more card
   * on a card that accepts it; an uncrossing, with that count kept, one more card on its own
   * suit's next card.
   *
   * Why it is safe. Let P' be the position after the join and L any line from P (the position
   * before it). Follow L from P' with the stacks on S and T "relocated": in each state below, the
   * two positions differ only in what lies on S and T and where a's stack is, every other card
   * lying as in L; a move of L is played as the same move in P' (the same deepest card from the
   * same stack onto the same target) except as listed. Moving S or T (or a run with one on top)
   * carries the other position's stack along (a run linked onto it; into an empty column only with
   * `emptyRuns`); moving a or b from one of them is a top part of a run (`splitRuns`) of the other
   * position. S cannot go home while a is not, T not while b is not, nor either while covered.
   * - R0 (first and third kind; P = S in the third): in L a lies on u, S bare; in P' on S, u a top
   *   that L cannot use (it is covered there). L puts a on S: equal. a on T: R1. a home or into an
   *   empty column: P' plays it from S, equal. b onto S: with the first kind b is home, never; with
   *   the third, T (nothing but a and b can rest on it, and a is on u) is still a column top or
   *   carries b, so P' puts b on T (or leaves it there): X. T moved with b on it: the same move in
   *   P' (T carries the same stack in both). (With the first kind and other builds,
   *   "b" is any other card that could rest on P: all home.)
   * - X: L has a on u and b on S, T bare; P' has a on S, b on T. a onto T: R2. a home or away: P'
   *   from S, R1'. b onto T: R0 (b on T in both). b home or away: P' from T, R0.
   * - R1: L has a on T, S bare; P' has a on S, T bare. a onto S: equal; a home or away: equal. b
   *   onto S: P' puts it on T, R2.
   * - R1' (R1 with the suits swapped): L has b on S, T bare; P' b on T, S bare. a onto T: P' onto
   *   S, R2. b onto T, home or away: equal.
   * - R2: L has b on S and a on T; P' a on S, b on T. a home or away: P' from S, R1'. b home or
   *   away: P' from T, R1.
   * Reserve piles and empty columns are the same in both positions but for u: a column emptied
   * earlier in P' only turns face-down reserve cards up earlier (RULES §6.3). So whatever L
   * reaches, P' reaches, with as many cards home at every step: safe for `solve` and for
   * `findProgress` alike.
   * With `foundationReturn`: both positions always have the same cards home, so a card L takes back
   * from a foundation is there in P' too, and a move of it is read like any other move of that card
   * (b returned onto S: P' returns it onto T). What could differ: a card only ever goes home from a
   * top and leaves a foundation from its top, and S, T carry only a, b, so "S cannot go home while
   * a is not, T not while b is not" still holds; in the third kind, when L puts b on S, T is not home
   * (b would lie under it), so it is still a column top or carries b, as without returns. Only the
   * first kind's "b is home, never" fails (b may come back): it is not used then.
   */
  forcedMove(): number {
    const safe = this.safeFoundationMove(true);
    if (safe >= 0) return safe;
    const t = this.t;
    const base = this.baseHome();
    if (base >= 0) return base;
    if (!t.joins || (!t.stockToReserve && this.stockPos < this.stockLen)) return -1;
    const { tab, tlen, loc } = this;
    const restsOn = t.restsOn;
    // loc[c]: for a movable card, its place: source pile * 64 + the count to move (1 for a
    // reserve top); + 32 * 64 when it lies on a card that does not accept it (or none, or in the
    // reserve).
    loc.fill(-1);
    for (let i = 0; i < 7; i++) {
      const n = tlen[i]!;
      const run = this.runLength(i);
      for (let k = 1; k <= run; k++) {
        const c = tab[i * CAP + n - k]!;
        const under = k < n ? tab[i * CAP + n - k - 1]! : FACE_DOWN;
        loc[c] = i * 64 + k + (under & FACE_DOWN || !t.accepts[under * 52 + c] ? 2048 : 0);
      }
      if (this.redealsNow === 0 && this.rlen[i]! > 0) {
        const c = this.res[i * CAP + this.rlen[i]! - 1]!;
        if (!(c & FACE_DOWN)) loc[c] = 2048 + (RESERVE0 + i) * 64 + 1;
      }
    }
    for (let j = 0; j < 7; j++) {
      const m = tlen[j]!;
      if (m === 0) continue;
      const p = tab[j * CAP + m - 1]!;
      if (p & FACE_DOWN || (t.emptyFromTableau[p] && !t.emptyRunsOk) || !this.acyclic(p)) continue;
      // a: the card of P's suit before it on the foundation, if it can rest on P.
      const a = t.sameChild[p]!;
      const at = a >= 0 && !this.isHome(a) ? loc[a]! : -1;
      let ok = at >= 2048 && !t.kin[4];
      for (let n = p * 4; n < p * 4 + 4 && ok; n++) {
        const y = restsOn[n]!;
        if (y >= 0 && y !== a && !this.isHome(y)) ok = false;
      }
      // The twin kinds (twin suits: clubs–spades, diamonds–hearts). On a card that accepts it,
      // a lies on T (P is a top); else T must be a column top, or carry b (b, in a movable run,
      // lies on a card that accepts it: that is T, as S is a top), and neither a's stack may
      // hold T nor b's hold S (with ranks wrapping, a run of 13 or more can).
      // (Only then: every other rule set skips the twin and b lookups, and the read of loc at -1
      // when b cannot rest on T.)
      if (at >= 0 && t.twins && !ok) {
        const twin = (3 - suitOfCode(p)) * 13 + rankOfCode(p);
        const b = t.sameChild[twin]!;
        const onT = b >= 0 ? loc[b]! : -1;
        const ai = (at >> 6) & 31;
        ok = at < 2048 || (onT >= 0 && onT < 2048 && onT >> 6 !== j && onT >> 6 !== ai);
        for (let i = 0; i < 7 && !ok; i++) ok = i !== ai && tlen[i]! > 0 && tab[i * CAP + tlen[i]! - 1] === twin;
      }
      if (!ok) continue;
      if (at >> 6 !== j + 32 && at >> 6 !== j) return moveCode((at >> 6) & 31, j, at & 63);
    }
    return -1;
  }

  /**
   * A base-rank card B (suit s, nothing of s home) sent home as the only move when it is a column
   * top or a reserve top (no redeal left), B', the base-rank card of s's twin suit t, is home, and
   * H', the last card of t (the rank below the base), is home, or at the bottom of a column while
   * no card can ever enter an empty column again (`emptyFill: none`; with `emptyFill: reserve`,
   * once the stock and the reserve are empty: nothing enters the reserve but a deal, and a redeal
   * needs reserve cards). Needs `same-color` builds, runs by `build`, `splitRuns`, `emptyFill`
   * `none` or `reserve` (no tableau card ever enters an empty column), no `reserveFaceDown`, no
   * `foundationReturn`, and no deal onto the columns to come (`shutBases`). -1 when there is none.
   *
   * Why. Only the two cards of the colour of the rank below the base, H (the last card of s) and
   * H', can rest on B or B'. B' being home, such a card that is put on B stays on it until it goes
   * home (it moves only as the deepest card of a stack onto a card that accepts it, or home, or
   * rides on the card under it, which is B; never into an empty column, being a tableau card).
   * Let P' be P with B home, and L a line from P that wins (for `findProgress`, P' already has the
   * card more it looks for). Three kinds of L:
   * - nothing is ever put on B while it is in play: follow L from P' with B a ghost, as in
   *   `safeFoundationMove` (B's own moves dropped; the card B rides on moves without it in P'; B
   *   moved from the reserve into an empty column leaves that column empty in P', where L has
   *   only B, which takes nothing, until B leaves it).
   * - L puts H on B: H then stays there, and B, which goes home before H, never does: L does not
   *   win.
   * - L puts H' on B (so H' is not home in P: it lies at the bottom of a column, and no card can
   *   ever fill a column), with the whole column as the stack, H' its deepest card: H' stays on B
   *   until H' goes home, and B goes home after that. P' plays L with B a ghost and H''s stack
   *   left at the bottom of its column: a move of a part of that stack, or onto its top, is the
   *   same move of the same cards; a move of B (carrying the stack) is dropped, and the card under
   *   B moves without it; the column L has emptied takes nothing and turns no reserve card up.
   *   Every top of L is a top of P'. (With `emptyFill: reserve` and a reserve card to come, L
   *   could fill that column, which P' cannot follow: then H' must be home.)
   * So P' reaches every count of cards home that L reaches, at every step: it wins when P does.
   */
  private baseHome(): number {
    const shut = this.shutBases();
    if (shut <= 0) return -1;
    const { tab, tlen, res, rlen } = this;
    for (let s = 0; s < 4; s++) {
      if (!(shut & (1 << s))) continue;
      const b = s * 13 + this.t.baseIndex;
      for (let i = 0; i < 7; i++) {
        if (tlen[i] && tab[i * CAP + tlen[i]! - 1] === b) return moveCode(i, FOUNDATION0 + s, 1);
        if (rlen[i] && !this.redealsNow && res[i * CAP + rlen[i]! - 1] === b) return moveCode(RESERVE0 + i, FOUNDATION0 + s, 1);
      }
    }
    return -1;
  }

  /**
   * The suits s (a bit each) whose base-rank card `baseHome` sends home as soon as it is a top, and
   * (bit s + 4) those with nothing home whose twin suit has started (the bound's base cards that
   * the last card of their own suit never goes on, bound.ts; only these while the stock is still
   * dealt onto the columns), or -1 when the rules allow none. The condition stays true until that card is first a top (H'
   * can move only onto B or B', or home; home cards stay home; an empty stock and reserve stay
   * empty), so a line that wins (or gets a card more home) can always be taken to put nothing on
   * it: the bound (bound.ts) relies on that.
   */
  shutBases(): number {
    const t = this.t;
    if (!t.baseLock) return -1;
    // Deals onto the columns to come: only the bits for H (a card dealt on H leaves it on B).
    const dealing = !t.stockToReserve && this.stockPos < this.stockLen;
    // H' at the bottom of a column counts only while no card can ever enter an empty column again:
    // with `emptyFill: reserve`, once the stock and the reserve are empty (see `baseHome`).
    const low = t.rules.emptyFill === 'none' || (this.stockPos >= this.stockLen && !this.reserveCards());
    let shut = 0;
    for (let s = 0; s < 4; s++) {
      if (this.found[s] || !this.found[3 - s]) continue;
      shut |= 16 << s;
      if (dealing) continue;
      const h2 = (3 - s) * 13 + ((t.baseIndex + 12) % 13);
      let ok = this.isHome(h2);
      for (let i = 0; i < 7 && low; i++) if (this.tlen[i] && (this.tab[i * CAP]! & CARD) === h2) ok = true;
      if (ok) shut |= 1 << s;
    }
    return shut;
  }

  /**
   * Whether no run can ever hold 13 cards or more of those that may share one with card p (a
   * code): true without `wrap: king-on-ace`; with it, only while the base-rank cards of all the
   * suits that can share a run with p are home and cannot come back (no `foundationReturn`), as a
   * run has one card of each rank at most 13 in a row. The joins' argument needs that: with ranks
   * wrapping, a long run can hold S and the stack that a card under it must reach (Bernauer-like
   * seed 149 of `encyclopedia-sorel`: 9h onto Th at the top of a 24-card run that holds 9d on Td
   * loses the win, which needs 8h…Th moved onto the bare 9h). None of the moves of the argument
   * then puts one of the stacks on S, T, a or b inside another.
   */
  private acyclic(p: number): boolean {
    let kin = this.t.kin[suitOfCode(p)]!;
    for (let s = 0; s < 4; s++) if (this.found[s]) kin &= ~(1 << s);
    return !kin;
  }

  /** The suits whose next cards form the largest closed set of `safeFoundationMove` (a bit per suit). */
  private safeSuits(): number {
    const restsOn = this.t.restsOn;
    // Alternate colours keep the one-level rule (C = {X}): the deeper one sent Bernauer seed 218's
    // restarts into a heavy tail (a win in 2,142 positions before, 488,141 after).
    const deep = this.t.rules.build !== 'alternate-color';
    let c = 0;
    for (let s = 0; s < 4; s++) if (this.found[s]! < 13) c |= 1 << s;
    for (let changed = true; changed; ) {
      changed = false;
      for (let s = 0; s < 4; s++) {
        if (!(c & (1 << s))) continue;
        const x = this.nextCard(s);
        for (let n = x * 4; n < x * 4 + 4; n++) {
          const y = restsOn[n]!;
          if (y < 0) break;
          const u = suitOfCode(y);
          if (this.isHome(y) || (deep && c & (1 << u) && this.nextCard(u) === y)) continue;
          c &= ~(1 << s);
          changed = true;
          break;
        }
      }
    }
    return c;
  }

  // -------------------------------------------------------------------------------------------
  // Make and unmake

  /** Plays a legal move (RULES §5 and §6); returns the flags `undo` needs. */
  apply(m: number): number {
    const kind = m & KIND_MASK;
    if (kind === DEAL) return this.deal();
    if (kind === REDEAL) return this.redeal();
    const from = moveFrom(m);
    const to = moveTo(m);
    this.dirty |= (from < RESERVE0 ? 1 << from : 0) | (to < RESERVE0 ? 1 << to : 0);
    const count = moveCount(m);
    const tab = this.tab;
    let flags = 0;
    if (from < RESERVE0) {
      const n = this.tlen[from]! - count;
      const src = from * CAP + n;
      if (to < RESERVE0) {
        const dst = to * CAP + this.tlen[to]!;
        for (let k = 0; k < count; k++) tab[dst + k] = tab[src + k]!;
        this.tlen[to] += count;
      } else {
        this.found[to - FOUNDATION0]!++;
        this.homeNow++;
      }
      this.tlen[from] = n;
      if (n > 0) {
        const below = from * CAP + n - 1;
        if (tab[below]! & FACE_DOWN) {
          tab[below] = tab[below]! & CARD;
          flags = 1;
        }
      } else if (this.t.downReserve) flags |= this.turnReserveUp(from);
    } else if (from < FOUNDATION0) {
      const r = from - RESERVE0;
      const card = this.res[r * CAP + --this.rlen[r]!]!;
      if (to < RESERVE0) tab[to * CAP + this.tlen[to]!++] = card;
      else {
        this.found[to - FOUNDATION0]!++;
        this.homeNow++;
      }
      if (this.t.downReserve && this.tlen[r] === 0) flags |= this.turnReserveUp(r);
    } else {
      const s = from - FOUNDATION0;
      const f = --this.found[s]!;
      this.homeNow--;
      tab[to * CAP + this.tlen[to]!++] = s * 13 + ((this.t.baseIndex + f) % 13);
    }
    return flags;
  }

  /** RULES §6.3 for pile i, whose column is empty: its face-down top turns up. */
  private turnReserveUp(i: number): number {
    const n = this.rlen[i]!;
    if (n === 0) return 0;
    const at = i * CAP + n - 1;
    const top = this.res[at]!;
    if (!(top & FACE_DOWN)) return 0;
    this.res[at] = top & CARD;
    return 2 << i;
  }

  private deal(): number {
    const t = this.t;
    const n = Math.min(7, this.stockLen - this.stockPos);
    const stock = this.stockCards;
    if (t.stockToReserve) {
      for (let i = 0; i < n; i++) {
        const card = stock[this.stockPos + i]!;
        // Face-down with reserveFaceDown, unless column i is empty (RULES §6.3 turns it up at once).
        this.res[i * CAP + this.rlen[i]!++] = t.downReserve && this.tlen[i] !== 0 ? card | FACE_DOWN : card;
      }
    } else {
      for (let i = 0; i < n; i++) this.tab[i * CAP + this.tlen[i]!++] = stock[this.stockPos + i]!;
      this.dirty = 0x7f;
    }
    this.stockPos += n;
    return 0;
  }

  private redeal(): number {
    const save = this.saves[this.saveDepth++]!;
    save.res.set(this.res);
    save.rlen.set(this.rlen);
    save.stockCards = this.stockCards;
    save.stockLen = this.stockLen;
    save.stockPos = this.stockPos;
    const gathered = save.gatheredCards;
    let g = 0;
    for (let i = 0; i < 7; i++) {
      for (let k = 0; k < this.rlen[i]!; k++) gathered[g++] = this.res[i * CAP + k]! & CARD;
      this.rlen[i] = 0;
    }
    this.stockCards = gathered;
    this.stockLen = g;
    this.stockPos = 0;
    this.redealsNow--;
    return this.deal();
  }

  /** Takes back `m`, played with `apply`, which returned `flags`. */
  undo(m: number, flags: number): void {
    const kind = m & KIND_MASK;
    if (kind === DEAL) return this.undeal();
    if (kind === REDEAL) {
      const save = this.saves[--this.saveDepth]!;
      this.res.set(save.res);
      this.rlen.set(save.rlen);
      this.stockCards = save.stockCards;
      this.stockLen = save.stockLen;
      this.stockPos = save.stockPos;
      this.redealsNow++;
      return;
    }
    const from = moveFrom(m);
    const to = moveTo(m);
    const count = moveCount(m);
    const tab = this.tab;
    this.dirty |= (from < RESERVE0 ? 1 << from : 0) | (to < RESERVE0 ? 1 << to : 0);
    // Reserve cards turned up (RULES §6.3) go back down first.
    if (flags & 0xfe) {
      for (let i = 0; i < 7; i++) if (flags & (2 << i)) this.res[i * CAP + this.rlen[i]! - 1] |= FACE_DOWN;
    }
    if (from < RESERVE0) {
      const n = this.tlen[from]!;
      if (flags & 1) tab[from * CAP + n - 1] |= FACE_DOWN;
      const dst = from * CAP + n;
      if (to < RESERVE0) {
        const src = to * CAP + this.tlen[to]! - count;
        for (let k = 0; k < count; k++) tab[dst + k] = tab[src + k]!;
        this.tlen[to] -= count;
      } else {
        const s = to - FOUNDATION0;
        const f = --this.found[s]!;
        this.homeNow--;
        tab[dst] = s * 13 + ((this.t.baseIndex + f) % 13);
      }
      this.tlen[from] = n + count;
    } else if (from < FOUNDATION0) {
      const r = from - RESERVE0;
      let card: number;
      if (to < RESERVE0) card = tab[to * CAP + --this.tlen[to]!]!;
      else {
        const s = to - FOUNDATION0;
        const f = --this.found[s]!;
        this.homeNow--;
        card = s * 13 + ((this.t.baseIndex + f) % 13);
      }
      this.res[r * CAP + this.rlen[r]!++] = card;
    } else {
      this.tlen[to]!--;
      this.found[from - FOUNDATION0]!++;
      this.homeNow++;
    }
  }

  private undeal(): void {
    const pos = this.stockPos;
    const n = pos - (pos - 1 - ((pos - 1) % 7));
    this.stockPos = pos - n;
    if (this.t.stockToReserve) for (let i = 0; i < n; i++) this.rlen[i]!--;
    else {
      for (let i = 0; i < n; i++) this.tlen[i]!--;
      this.dirty = 0x7f;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Keys

  /**
   * Writes the position's key into `buf` and returns its length. Two positions reached from the
   * same loaded position have equal keys exactly when they are the same position (or the same up
   * to renumbering interchangeable columns, when `canonical`). The foundations are not written:
   * they hold exactly the cards found nowhere else. The stock is written as its position in the
   * loaded stock, or in full after a redeal; score and move count are not part of a position.
   */
  key(buf: Uint8Array, canonical: boolean): number {
    let k = 0;
    buf[k++] = this.stockPos;
    buf[k++] = this.redealsNow;
    if (this.redealsNow !== this.rootRedealsLeft) {
      buf[k++] = this.stockLen;
      for (let i = this.stockPos; i < this.stockLen; i++) buf[k++] = this.stockCards[i]!;
    }
    const tab = this.tab;
    const tlen = this.tlen;
    const order = this.order;
    const from = canonical ? this.symmetricFrom() : 7;
    for (let i = 0; i < from; i++) order[i] = i;
    if (from < 7) {
      // Sort the interchangeable columns by their bottom card (unique), empty ones last.
      for (let i = from; i < 7; i++) {
        const v = tlen[i] === 0 ? 255 : tab[i * CAP]! & CARD;
        let j = i;
        while (j > from) {
          const o = order[j - 1]!;
          const w = tlen[o] === 0 ? 255 : tab[o * CAP]! & CARD;
          if (w <= v) break;
          order[j] = o;
          j--;
        }
        order[j] = i;
      }
    }
    for (let c = 0; c < 7; c++) {
      const i = order[c]!;
      const row = i * CAP;
      const end = row + tlen[i]!;
      for (let j = row; j < end; j++) buf[k++] = tab[j]!;
      buf[k++] = SEPARATOR;
    }
    if (this.t.stockToReserve) {
      const res = this.res;
      for (let i = 0; i < 7; i++) {
        const row = i * CAP;
        const end = row + this.rlen[i]!;
        for (let j = row; j < end; j++) buf[k++] = res[j]!;
        buf[k++] = SEPARATOR;
      }
    }
    return k;
  }
}

/**
 * The board as plain data (cards as codes, face-down with +64), for tests (a function, not a
 * method, so that bundles which never call it leave it out).
 */
export function describeBoard(b: Board): BoardPicture {
  const rows = (data: Uint8Array, lens: Int32Array): number[][] =>
    Array.from({ length: 7 }, (_, i) => Array.from(data.subarray(i * CAP, i * CAP + lens[i]!)));
  return {
    tableau: rows(b.tab, b.tlen),
    reserve: b.t.stockToReserve ? rows(b.res, b.rlen) : [],
    stock: Array.from(b.stockCards.subarray(b.stockPos, b.stockLen)),
    foundations: Array.from(b.found),
    redealsLeft: b.redealsNow,
  };
}

/** `describeBoard` of a board loaded from an engine state: how tests compare a board with the engine. */
export function pictureOf(state: GameState): BoardPicture {
  return describeBoard(new Board(state));
}
