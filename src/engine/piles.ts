/**
 * Pile ids (RULES §5) and how they map onto a state's arrays.
 */
import { SUITS } from './cards.js';
import type { CardSlot, FoundationId, GameState, PileId, ReserveId, Suit, TableauId } from './types.js';

const COLUMNS = [...'0123456'];
/** t0…t6, r0…r6, fc fd fh fs (by suit). */
export const TABLEAU_IDS = COLUMNS.map((i) => `t${i}`) as readonly TableauId[];
export const RESERVE_IDS = COLUMNS.map((i) => `r${i}`) as readonly ReserveId[];
export const FOUNDATION_IDS = SUITS.map((suit) => `f${suit}`) as readonly FoundationId[];
/** Every pile id, in the order moves are listed. */
export const PILE_IDS: readonly PileId[] = [...TABLEAU_IDS, ...RESERVE_IDS, ...FOUNDATION_IDS];

/** Which kind of pile an id names, and its index within that kind (foundations by suit index). */
export interface PileRef {
  readonly kind: 'tableau' | 'reserve' | 'foundation';
  readonly index: number;
}

const REFS: Record<string, PileRef> = Object.create(null);
TABLEAU_IDS.forEach((id, index) => (REFS[id] = { kind: 'tableau', index }));
RESERVE_IDS.forEach((id, index) => (REFS[id] = { kind: 'reserve', index }));
FOUNDATION_IDS.forEach((id, index) => (REFS[id] = { kind: 'foundation', index }));

/** The reference of a pile id, or undefined for anything that is not one. */
export function pileRef(id: unknown): PileRef | undefined {
  return typeof id === 'string' ? REFS[id] : undefined;
}

/** The cards of a pile, bottom first (an empty list for a reserve pile the game does not have). */
export function pileCards(state: GameState, ref: PileRef): readonly CardSlot[] {
  switch (ref.kind) {
    case 'tableau':
      return state.tableau[ref.index]!;
    case 'reserve':
      return state.reserve[ref.index] ?? [];
    case 'foundation':
      return state.foundations[SUITS[ref.index]! as Suit];
  }
}

/** The foundation id of a suit index. */
export function foundationId(suit: number): FoundationId {
  return FOUNDATION_IDS[suit]!;
}
