/**
 * Pile ids (RULES §5) and how they map onto a state's arrays.
 */
import { SUITS } from './cards.js';
import type { CardSlot, FoundationId, GameState, PileId, ReserveId, Suit, TableauId } from './types.js';

export const TABLEAU_IDS: readonly TableauId[] = ['t0', 't1', 't2', 't3', 't4', 't5', 't6'];
export const RESERVE_IDS: readonly ReserveId[] = ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6'];
export const FOUNDATION_IDS: readonly FoundationId[] = ['fc', 'fd', 'fh', 'fs'];
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
