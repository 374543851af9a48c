/**
 * Seeded deals, bit for bit as RULES §2: seed string → seed number (decimal or FNV-1a of UTF-8),
 * mulberry32, Fisher–Yates from the top, and the Klondike-style deal.
 */
import { DECK, faceDown, SUITS, suitOf } from './cards.js';
import { describeValue } from './describe-value.js';
import { SeedError } from './errors.js';
import { foundationCount } from './moves.js';
import type { Card, CardSlot, GameState, Rank, Rules, VariantName } from './types.js';

const MAX_SEED_NUMBER = 4294967295;
const DECIMAL = /^(0|[1-9][0-9]*)$/;

/**
 * The seed number of a seed string (RULES §2.1): the integer itself when the string is a decimal
 * without leading zeros and at most 4294967295, else the 32-bit FNV-1a hash of its UTF-8 bytes.
 */
export function seedNumber(seed: string): number {
  if (DECIMAL.test(seed) && seed.length <= 10) {
    const n = Number(seed);
    if (n <= MAX_SEED_NUMBER) return n;
  }
  return fnv1a(utf8(seed));
}

/** 32-bit FNV-1a over bytes. */
export function fnv1a(bytes: Iterable<number>): number {
  let h = 2166136261;
  for (const b of bytes) h = Math.imul(h ^ b, 16777619) >>> 0;
  return h >>> 0;
}

/**
 * The WHATWG `TextEncoder`, a global of every runtime the engine runs in (Node, pages, Web Workers)
 * that the ES2022 library does not declare (tsconfig.engine.json leaves DOM and Node types out).
 */
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

/** UTF-8 bytes of a string; lone surrogates become U+FFFD (TextEncoder's USVString conversion). */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** mulberry32 (RULES §2.2): a function returning draws in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The shuffled deck for a seed number (RULES §2.3–4); position 0 is dealt first. */
export function shuffledDeck(seedNum: number): Card[] {
  return shuffle(DECK.slice(), mulberry32(seedNum));
}

/** Shuffles `cards` in place by `draw` (Fisher–Yates from the top, RULES §2.4) and returns it. */
export function shuffle<T>(cards: T[], draw: () => number): T[] {
  for (let i = cards.length - 1; i >= 1; i--) {
    const j = Math.floor(draw() * (i + 1));
    const t = cards[i]!;
    cards[i] = cards[j]!;
    cards[j] = t;
  }
  return cards;
}

/**
 * A seed as the engine records it: strings as given, non-negative integers as their decimal
 * string, a missing seed as a random one. Throws `SeedError` for anything else.
 */
export function normalizeSeed(seed: unknown): string {
  if (seed === undefined) return String(randomSeedNumber());
  if (typeof seed === 'string') return seed;
  if (typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0) return String(seed);
  const what = typeof seed === 'number' ? `the number ${describeValue(seed)}` : describeValue(seed);
  throw new SeedError(`seed must be a string or a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, not ${what}`);
}

/** The WHATWG `crypto` global of every runtime the engine runs in (Node 20, pages, Web Workers). */
declare const crypto: { getRandomValues(array: Uint32Array): Uint32Array };

/** A random 32-bit seed number, from `crypto.getRandomValues`. */
export function randomSeedNumber(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Deals the first position of a game (RULES §2.5). `rules` must already be valid. */
export function dealGame(variant: VariantName, rules: Readonly<Rules>, seed: string): GameState {
  const deck = shuffledDeck(seedNumber(seed));
  let next = 0;
  const tableau: CardSlot[][] = [[], [], [], [], [], [], []];
  for (let r = 0; r < 7; r++) {
    for (let c = r; c < 7; c++) {
      const card = deck[next++]!;
      tableau[c]!.push(rules.faceDown && r !== c ? faceDown(card) : card);
    }
  }
  const foundations: { c: Card[]; d: Card[]; h: Card[]; s: Card[] } = { c: [], d: [], h: [], s: [] };
  let baseRank: Rank;
  if (rules.base === 'dealt') {
    const card = deck[next++]!;
    baseRank = card[0] as Rank;
    foundations[SUITS[suitOf(card)]!].push(card);
  } else {
    baseRank = rules.base;
  }
  const reserve: CardSlot[][] = [];
  if (rules.stockTo === 'reserve') {
    for (let i = 0; i < 7; i++) {
      const card = deck[next++]!;
      reserve.push([rules.reserveFaceDown ? faceDown(card) : card]);
    }
  }
  const stock = deck.slice(next);
  return {
    variant,
    rules,
    seed,
    baseRank,
    stock,
    reserve,
    tableau,
    foundations,
    redealsLeft: rules.redeals,
    score: rules.scoring === 'cards' ? foundationCount({ foundations }) : 0,
    moveCount: 0,
  };
}
