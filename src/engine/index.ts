/**
 * `agnes-solitaire/engine`: the rules of Agnes Bernauer, Agnes Sorel and Agnes Aces as pure
 * functions over plain data. No DOM, no Lit, no Node: it runs unchanged in Node, a page or a worker.
 *
 * Module map:
 * - `types.ts`     the public data shapes (cards, rules, moves, states, snapshots)
 * - `cards.ts`     suits, ranks, card names and fast lookups
 * - `rules.ts`     rule fields, the three variants, validation (RULES §3–4)
 * - `recipes.ts`   the source documents' games as variant + overrides (RULES §4)
 * - `deal.ts`      seeds, mulberry32, the shuffle and the deal (RULES §2)
 * - `new-game.ts`  options → first position
 * - `piles.ts`     pile ids (RULES §5)
 * - `moves.ts`     legal moves, why a move is illegal, playing a move, status (RULES §5–7)
 * - `safe-moves.ts` moves home that can never spoil a win (`auto-foundation="safe"`)
 * - `snapshot.ts`  snapshots in and out with full validation (RULES §8)
 * - `notation.ts`  the text notation for moves
 * - `game.ts`      `Game`: history, undo/redo, and per-card changes for animation
 * - `errors.ts`    the typed errors
 */
export type {
  Card,
  CardSlot,
  FoundationId,
  GameState,
  GameStatus,
  Move,
  NewGameOptions,
  PileId,
  PlaceId,
  Rank,
  ReserveId,
  Rules,
  Snapshot,
  Suit,
  TableauId,
  VariantName,
} from './types.js';
export { AgnesError, IllegalMoveError, MoveSyntaxError, RulesError, SeedError, SnapshotError } from './errors.js';
export { RULE_FIELDS, RULE_VALUES, VARIANT_NAMES, VARIANTS, resolveRules, ruleOverrides } from './rules.js';
export { RECIPES, type Recipe } from './recipes.js';
export { DECK, RANKS, SUITS, cardName, rankName, suitName } from './cards.js';
export { mulberry32, seedNumber, shuffledDeck } from './deal.js';
export { newGame } from './new-game.js';
export { FOUNDATION_IDS, PILE_IDS, RESERVE_IDS, TABLEAU_IDS } from './piles.js';
export { accepts, foundationCount, illegalMoveReason, legalMoves, movableRunLength, nextFoundationCard, play, status, whyIllegal } from './moves.js';
export type { IllegalMoveCode, IllegalMoveReason } from './moves.js';
export { safeFoundationMove } from './safe-moves.js';
export { SNAPSHOT_FORMAT, fromSnapshot, toSnapshot } from './snapshot.js';
export { formatMove, formatMoves, parseMove, parseMoves } from './notation.js';
export { Game, changesBetween, type CardChange, type CardPlace, type GameAction } from './game.js';
