/**
 * The engine's public data shapes. Everything here is plain JSON-compatible data: a game state is
 * the RULES §8 snapshot without its `format` field, so it can be logged, compared and stored as is.
 */

/** Suits in deck order: clubs, diamonds, hearts, spades. */
export type Suit = 'c' | 'd' | 'h' | 's';

/** Ranks in deck order; `T` is the ten. */
export type Rank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K';

/** A card written rank then suit, e.g. `Th` (ten of hearts) or `Ac` (ace of clubs). */
export type Card = string;

/** A card as it lies on a pile: a {@link Card}, or with a leading `-` when face-down (`-Kc`). */
export type CardSlot = string;

/** The three presets of RULES §4. */
export type VariantName = 'bernauer' | 'sorel' | 'aces';

/** The fourteen rule fields of RULES §3. */
export interface Rules {
  stockTo: 'reserve' | 'tableau';
  base: 'dealt' | Rank;
  faceDown: boolean;
  reserveFaceDown: boolean;
  build: 'alternate-color' | 'same-color' | 'same-suit' | 'any-suit';
  runs: 'build' | 'same-suit' | 'single';
  splitRuns: boolean;
  wrap: 'none' | 'king-on-ace' | 'base';
  emptyFill: 'none' | 'high' | 'any' | 'reserve';
  emptyRuns: boolean;
  foundationReturn: boolean;
  redeals: 0 | 1 | 2 | 3;
  scoring: 'cards' | 'points';
  deadEnds: boolean;
}

/** Tableau columns `t0`…`t6`. */
export type TableauId = 't0' | 't1' | 't2' | 't3' | 't4' | 't5' | 't6';
/** Reserve piles `r0`…`r6` (only when `stockTo` is `reserve`). */
export type ReserveId = 'r0' | 'r1' | 'r2' | 'r3' | 'r4' | 'r5' | 'r6';
/** Foundations by suit. */
export type FoundationId = 'fc' | 'fd' | 'fh' | 'fs';
/** Every pile a move can name (RULES §5). */
export type PileId = TableauId | ReserveId | FoundationId;
/** Every place a card can lie: the piles plus the stock. */
export type PlaceId = PileId | 'stock';

/** A move in the RULES §5 form. */
export type Move =
  | { kind: 'move'; from: PileId; to: PileId; count: number }
  | { kind: 'deal' }
  | { kind: 'redeal' };

/**
 * A game position. Exactly the RULES §8 snapshot without `format`; piles list cards bottom first,
 * `stock[0]` is the next card a deal gives out. Treat it as immutable: the engine never changes a
 * state it has returned, and `play` returns a new one.
 */
export interface GameState {
  readonly variant: VariantName;
  readonly rules: Readonly<Rules>;
  readonly seed: string;
  readonly baseRank: Rank;
  readonly stock: readonly Card[];
  /** Seven reserve piles, or none (an empty list) when `rules.stockTo` is `tableau`. */
  readonly reserve: readonly (readonly CardSlot[])[];
  readonly tableau: readonly (readonly CardSlot[])[];
  readonly foundations: { readonly c: readonly Card[]; readonly d: readonly Card[]; readonly h: readonly Card[]; readonly s: readonly Card[] };
  readonly redealsLeft: number;
  readonly score: number;
  readonly moveCount: number;
}

/** The RULES §8 snapshot: plain JSON. */
export interface Snapshot {
  format: 1;
  variant: VariantName;
  rules: Rules;
  seed: string;
  baseRank: Rank;
  stock: Card[];
  reserve: CardSlot[][];
  tableau: CardSlot[][];
  foundations: { c: Card[]; d: Card[]; h: Card[]; s: Card[] };
  redealsLeft: number;
  score: number;
  moveCount: number;
}

/** What `status` reports. Dead ends (RULES §7) need search and are the solver's to find. */
export type GameStatus = 'playing' | 'won' | 'lost';

/** Options for `newGame`. */
export interface NewGameOptions {
  /** Preset to start from; default `bernauer`. */
  variant?: VariantName;
  /** A string, or a non-negative integer written as its decimal string. Missing: a random seed. */
  seed?: string | number;
  /** Overrides of the variant's rule fields. */
  rules?: Partial<Rules>;
}
