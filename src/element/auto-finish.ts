/**
 * Auto-finish: whether the rest of the game needs no choice, and the moves that finish it.
 *
 * The rest needs no choice when the stock is empty, every card on the table is face-up, and taking
 * the top cards home one by one, whenever one is the next card of its foundation, brings all 52
 * home. Foundation moves never block one another (a card going home only uncovers the card under
 * it), so the order among the suits does not matter and this greedy test is exact: it fails
 * precisely when some card lies above a card that must go home before it (a lower card of its own
 * suit, or a chain of such blocks across suits). Pure: no DOM.
 */
import { foundationCount, nextFoundationCard, play, SUITS } from '../engine/index.js';
import type { GameState, Move, PileId, Suit } from '../engine/index.js';

/**
 * The foundation moves that finish the game from `state`, in order, or null when the rest of the
 * game still needs a choice (or nothing is left to do: a won game gives null too).
 */
export function finishLine(state: GameState): Move[] | null {
  if (foundationCount(state) === 52 || state.stock.length > 0) return null;
  const piles: [string, readonly string[]][] = [
    ...state.tableau.map((cards, i) => [`t${i}`, cards] as [string, readonly string[]]),
    ...state.reserve.map((cards, i) => [`r${i}`, cards] as [string, readonly string[]]),
  ];
  if (piles.some(([, cards]) => cards.some((slot) => slot.startsWith('-')))) return null;
  const line: Move[] = [];
  let current = state;
  for (let guard = 0; guard < 52; guard++) {
    if (foundationCount(current) === 52) return line;
    const move = nextHomeMove(current);
    if (!move) return null;
    line.push(move);
    current = play(current, move);
  }
  return foundationCount(current) === 52 ? line : null;
}

/** A top card (tableau column or reserve pile) that is the next card of its foundation, as a move. */
function nextHomeMove(state: GameState): Move | null {
  const wanted = new Set(SUITS.map((_, i) => nextFoundationCard(state, i)).filter((c): c is string => c !== null));
  const tops: [PileId, string | undefined][] = [
    ...state.tableau.map((cards, i) => [`t${i}` as PileId, cards[cards.length - 1]] as [PileId, string | undefined]),
    ...state.reserve.map((cards, i) => [`r${i}` as PileId, cards[cards.length - 1]] as [PileId, string | undefined]),
  ];
  for (const [pile, top] of tops) {
    if (top !== undefined && wanted.has(top)) return { kind: 'move', from: pile, to: `f${top[1] as Suit}` as PileId, count: 1 };
  }
  return null;
}
