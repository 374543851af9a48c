/**
 * Cards, suits and ranks: parsing, names and the small lookups every other module uses.
 * Cards stay strings (`Th`, face-down `-Th`) in every state; these tables make reading them cheap.
 */
import type { Card, Rank, Suit } from './types.js';

/** Suits in deck order (RULES §1). */
export const SUITS = [...'cdhs'] as readonly Suit[];
/** Ranks in deck order (RULES §1). */
export const RANKS = [...'A23456789TJQK'] as readonly Rank[];

const SUIT_WORDS: Record<Suit, string> = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };
const RANK_WORDS: readonly string[] = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];

/** Rank index (A = 0 … K = 12) by character code, -1 for anything else. */
const RANK_BY_CODE = new Int8Array(128).fill(-1);
/** Suit index (c = 0 … s = 3) by character code, -1 for anything else. */
const SUIT_BY_CODE = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => (RANK_BY_CODE[r.charCodeAt(0)] = i));
SUITS.forEach((s, i) => (SUIT_BY_CODE[s.charCodeAt(0)] = i));

const FACE_DOWN_CODE = 45; // '-'

/** Every card of the deck in deck order: `Ac` … `Kc`, `Ad` … `Ks` (RULES §2.3). */
export const DECK: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r) => r + s));

/** True for a slot written `-Xy` (a face-down card). */
export function isFaceDown(slot: string): boolean {
  return slot.charCodeAt(0) === FACE_DOWN_CODE;
}

/** The card of a slot, without its face-down mark. */
export function faceUp(slot: string): Card {
  return slot.charCodeAt(0) === FACE_DOWN_CODE ? slot.slice(1) : slot;
}

/** The slot for a card lying face-down. */
export function faceDown(card: Card): string {
  return '-' + card;
}

/** Rank index 0 (ace) … 12 (king) of a face-up card. */
export function rankOf(card: Card): number {
  return RANK_BY_CODE[card.charCodeAt(0)]!;
}

/** Suit index 0 (clubs) … 3 (spades) of a face-up card. */
export function suitOf(card: Card): number {
  return SUIT_BY_CODE[card.charCodeAt(1)]!;
}

/** Rank index of a rank letter, or -1. */
export function rankIndex(rank: string): number {
  return rank.length === 1 ? RANK_BY_CODE[rank.charCodeAt(0)] ?? -1 : -1;
}

/** True when `text` is a card written rank then suit, e.g. `Th`. */
export function isCard(text: unknown): text is Card {
  return (
    typeof text === 'string' &&
    text.length === 2 &&
    // (Past the tables, undefined: not >= 0 either.)
    RANK_BY_CODE[text.charCodeAt(0)]! >= 0 &&
    SUIT_BY_CODE[text.charCodeAt(1)]! >= 0
  );
}

/** The card of a suit and rank index. */
export function cardOf(suit: number, rank: number): Card {
  return RANKS[rank]! + SUITS[suit]!;
}

/** The English name of a card: `cardName('Th')` is `"10 of hearts"`, `cardName('Ac')` is `"ace of clubs"`. */
export function cardName(card: Card): string {
  const c = faceUp(card);
  if (!isCard(c)) return JSON.stringify(card);
  return `${RANK_WORDS[rankOf(c)]} of ${SUIT_WORDS[SUITS[suitOf(c)]!]}`;
}

/** The English name of a suit: `suitName('h')` is `"hearts"`. */
export function suitName(suit: Suit): string {
  return SUIT_WORDS[suit];
}

/** The English name of a rank: `rankName('T')` is `"10"`, `rankName('Q')` is `"queen"`. */
export function rankName(rank: Rank): string {
  return RANK_WORDS[rankIndex(rank)] ?? rank;
}
