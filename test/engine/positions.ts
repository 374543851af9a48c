/**
 * Test helper: builds positions from a compact description and validates them with `fromSnapshot`,
 * so every constructed position is a legal snapshot.
 *
 *   position({ rules: { build: 'same-color' }, baseRank: '8',
 *              tableau: ['9s 8s', '', '-4c Th'], reserve: ['2s'], foundations: { s: '9s' } })
 *
 * Columns and piles are written bottom first, cards separated by spaces, `-` marking face-down.
 * A foundation is given by its top card (it then holds every card from the base rank up to it).
 * Every card not placed goes to the stock in deck order, unless `stock` is given, in which case
 * the rest must be placed somewhere. The score defaults to what the position implies.
 */
import { DECK, fromSnapshot, RANKS, resolveRules, type GameState, type Rank, type Rules, type Snapshot, type VariantName } from '../../src/engine/index.js';

export interface PositionSpec {
  variant?: VariantName;
  rules?: Partial<Rules>;
  baseRank?: Rank;
  tableau?: string[];
  reserve?: string[];
  foundations?: Partial<Record<'c' | 'd' | 'h' | 's', string>>;
  stock?: string;
  redealsLeft?: number;
  score?: number;
  moveCount?: number;
  seed?: string;
}

const cards = (text: string | undefined): string[] => (text ?? '').split(/\s+/).filter(Boolean);

export function snapshotOf(spec: PositionSpec): Snapshot {
  const variant = spec.variant ?? 'bernauer';
  const rules = resolveRules(variant, spec.rules);
  const baseRank = spec.baseRank ?? (rules.base === 'dealt' ? 'A' : rules.base);
  const base = RANKS.indexOf(baseRank);
  const used = new Set<string>();
  const use = (slots: string[]): string[] => {
    for (const s of slots) used.add(s.replace(/^-/, ''));
    return slots;
  };
  const tableau = Array.from({ length: 7 }, (_, i) => use(cards(spec.tableau?.[i])));
  const reserve = rules.stockTo === 'reserve' ? Array.from({ length: 7 }, (_, i) => use(cards(spec.reserve?.[i]))) : [];
  const foundations = { c: [] as string[], d: [] as string[], h: [] as string[], s: [] as string[] };
  for (const suit of ['c', 'd', 'h', 's'] as const) {
    const top = spec.foundations?.[suit];
    if (!top) continue;
    const end = RANKS.indexOf(top[0] as Rank);
    for (let r = base; ; r = (r + 1) % 13) {
      foundations[suit].push(RANKS[r] + suit);
      if (r === end) break;
    }
    use(foundations[suit]);
  }
  const stock = spec.stock !== undefined ? use(cards(spec.stock)) : DECK.filter((c) => !used.has(c));
  const home = foundations.c.length + foundations.d.length + foundations.h.length + foundations.s.length;
  // With points, the score the position implies when no card was ever taken back (RULES §3).
  const turnedUp = rules.faceDown ? 21 - tableau.flat().filter((c) => c.startsWith('-')).length : 0;
  const points = 5 * turnedUp + 10 * (home - (rules.base === 'dealt' ? 1 : 0));
  return {
    format: 1,
    variant,
    rules,
    seed: spec.seed ?? 'test',
    baseRank,
    stock,
    reserve,
    tableau,
    foundations,
    redealsLeft: spec.redealsLeft ?? rules.redeals,
    score: spec.score ?? (rules.scoring === 'cards' ? home : points),
    moveCount: spec.moveCount ?? 0,
  };
}

export function position(spec: PositionSpec): GameState {
  return fromSnapshot(snapshotOf(spec));
}
