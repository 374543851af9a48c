/**
 * `safeFoundationMove`: a move home that can never turn a winnable position into a lost one, read
 * from the position alone (no search). `auto-foundation="safe"` plays these, and the solver's
 * search plays them as forced moves; the solver's board (src/solver/board.ts,
 * `Board.safeFoundationMove`) holds the same rule over its integer encoding, with the proof that it
 * is safe, and test/solver/safe-moves.test.ts checks that both give the same move everywhere.
 *
 * The rule. A card X that is the next card of its foundation, on top of a tableau column or face-up
 * on top of a reserve pile, may go home safely when every card that could ever rest on X (placed on
 * it by `build`, or linked on it by `runs`) is home, or is itself such a card X' of another suit
 * (`same-color`, `same-suit` and `any-suit` builds only: the set of such next cards is the largest
 * one that is closed this way). Besides:
 * - with `stockTo: tableau` and `splitRuns` off, none while the stock still has cards;
 * - no reserve card while a redeal is left (a redeal gathers the reserve in order);
 * - with `foundationReturn`, only a card that goes first on its foundation and on which no card can
 *   ever rest (an ace with `wrap: none`, the base rank with `wrap: base`).
 */
import { DECK, rankIndex, SUITS, suitOf } from './cards.js';
import { accepts, followsDown, nextFoundationCard } from './moves.js';
import { RESERVE_IDS, TABLEAU_IDS } from './piles.js';
import type { Card, GameState, Move, PileId, Rules } from './types.js';

/** Whether `y` could ever lie on `x`: placed there (`accepts`) or linked to it in a run (`runs`). */
function couldRestOn(x: Card, y: Card, rules: Readonly<Rules>, base: number): boolean {
  if (accepts(x, y, rules, base)) return true;
  return rules.runs === 'same-suit' && suitOf(x) === suitOf(y) && followsDown(x, y, rules.wrap, base);
}

/** Whether `card` is on its foundation. */
function isHome(state: GameState, card: Card): boolean {
  return state.foundations[SUITS[suitOf(card)]!].includes(card);
}

/**
 * The suits whose next cards may go home safely (a set of suit indices): the largest set in which
 * every card that could rest on a member's next card is home or (builds other than
 * `alternate-color`) the next card of another member.
 */
function safeSuits(state: GameState, base: number): Set<number> {
  const rules = state.rules;
  const deep = rules.build !== 'alternate-color';
  const next = SUITS.map((_, s) => nextFoundationCard(state, s));
  const safe = new Set(SUITS.map((_, s) => s).filter((s) => next[s] !== null));
  for (let changed = true; changed; ) {
    changed = false;
    for (const s of safe) {
      const x = next[s]!;
      const blocked = DECK.some(
        (y) => couldRestOn(x, y, rules, base) && !isHome(state, y) && !(deep && safe.has(suitOf(y)) && next[suitOf(y)] === y),
      );
      if (blocked) {
        safe.delete(s);
        changed = true;
      }
    }
  }
  return safe;
}

/**
 * A move to a foundation that can never turn a winnable position into a lost one, or null when
 * there is none (the rule is in this module's header). Of several, the first by source pile
 * (t0…t6, then r0…r6). Playing these repeatedly is a safe auto-play. Leaves `state` unchanged.
 */
export function safeFoundationMove(state: GameState): Move | null {
  const rules = state.rules;
  if (rules.stockTo === 'tableau' && !rules.splitRuns && state.stock.length > 0) return null;
  const base = rankIndex(state.baseRank);
  const safe = rules.foundationReturn ? null : safeSuits(state, base);
  type Top = [PileId, string | undefined];
  const tops: Top[] = [
    ...state.tableau.map((column, i): Top => [TABLEAU_IDS[i]!, column[column.length - 1]]),
    ...(state.redealsLeft > 0 ? [] : state.reserve.map((pile, i): Top => [RESERVE_IDS[i]!, pile[pile.length - 1]])),
  ];
  for (const [from, top] of tops) {
    if (top === undefined || top.startsWith('-')) continue;
    const suit = suitOf(top);
    if (nextFoundationCard(state, suit) !== top) continue;
    if (safe ? !safe.has(suit) : !(state.foundations[SUITS[suit]!].length === 0 && !DECK.some((y) => followsDown(top, y, rules.wrap, base)))) continue;
    return { kind: 'move', from, to: `f${SUITS[suit]!}`, count: 1 };
  }
  return null;
}
