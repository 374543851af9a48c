/**
 * An independent, deliberately naive reference implementation of the Agnes rules (RULES.md §2, §5,
 * §6), written straight from the text and used only by tests to cross-check the real engine. It
 * works on plain snapshot objects and favours clarity over speed. It shares no code with
 * `src/engine/` except the type declarations.
 */
import type { Card, CardSlot, Move, PileId, Rank, Rules, Snapshot, Suit, VariantName } from '../../../src/engine/types.js';

const SUITS: readonly Suit[] = ['c', 'd', 'h', 's'];
const RANKS: readonly Rank[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];

// ---------------------------------------------------------------------------------------------
// §2 Seeded deals
// ---------------------------------------------------------------------------------------------

/** §2 step 1: a seed string to its 32-bit seed number. */
export function refSeedNumber(seed: string): number {
  if (/^(0|[1-9][0-9]*)$/.test(seed) && BigInt(seed) <= 4294967295n) {
    return Number(seed);
  }
  let hash = 2166136261;
  for (const byte of new TextEncoder().encode(seed)) {
    hash = hash ^ byte;
    hash = Number((BigInt(hash >>> 0) * 16777619n) % 4294967296n);
  }
  return hash >>> 0;
}

/** §2 step 2: mulberry32, returning a function that gives the next draw in [0, 1). */
function mulberry32(seedNumber: number): () => number {
  let a = seedNumber >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t = t ^ (t + Math.imul(t ^ (t >>> 7), t | 61));
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** §2 steps 3–4: the shuffled deck for a seed number, position 0 first. */
export function refShuffledDeck(seedNumber: number): string[] {
  const deck: string[] = [];
  for (const suit of SUITS) for (const rank of RANKS) deck.push(rank + suit);
  const draw = mulberry32(seedNumber);
  for (let i = 51; i >= 1; i--) {
    const j = Math.floor(draw() * (i + 1));
    const tmp = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = tmp;
  }
  return deck;
}

/** §2 step 5: the first position of a game. */
export function refDeal(variant: VariantName, rules: Rules, seed: string): Snapshot {
  const deck = refShuffledDeck(refSeedNumber(seed));
  let next = 0;
  const tableau: CardSlot[][] = [[], [], [], [], [], [], []];
  for (let r = 0; r <= 6; r++) {
    for (let c = r; c <= 6; c++) {
      const card = deck[next++]!;
      const faceUp = !rules.faceDown || r === c;
      tableau[c]!.push(faceUp ? card : '-' + card);
    }
  }
  const foundations: Snapshot['foundations'] = { c: [], d: [], h: [], s: [] };
  let baseRank: Rank;
  if (rules.base === 'dealt') {
    const card = deck[next++]!;
    foundations[suitOf(card)].push(card);
    baseRank = rankOf(card);
  } else {
    baseRank = rules.base;
  }
  const reserve: CardSlot[][] = [];
  if (rules.stockTo === 'reserve') {
    for (let p = 0; p < 7; p++) {
      const card = deck[next++]!;
      reserve.push([rules.reserveFaceDown ? '-' + card : card]);
    }
  }
  const stock = deck.slice(next);
  const foundationCount = countFoundationCards(foundations);
  return {
    format: 1,
    variant,
    rules: { ...rules },
    seed,
    baseRank,
    stock,
    reserve,
    tableau,
    foundations,
    redealsLeft: rules.redeals,
    score: rules.scoring === 'cards' ? foundationCount : 0,
    moveCount: 0,
  };
}

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

function isFaceDown(slot: CardSlot): boolean {
  return slot.startsWith('-');
}
function cardOf(slot: CardSlot): Card {
  return isFaceDown(slot) ? slot.slice(1) : slot;
}
function rankOf(card: Card): Rank {
  return cardOf(card)[0] as Rank;
}
function suitOf(card: Card): Suit {
  return cardOf(card)[1] as Suit;
}
function rankIndex(rank: Rank): number {
  return RANKS.indexOf(rank);
}
function isRed(card: Card): boolean {
  const s = suitOf(card);
  return s === 'd' || s === 'h';
}
function countFoundationCards(f: Snapshot['foundations']): number {
  return f.c.length + f.d.length + f.h.length + f.s.length;
}

/** The rank one below the base rank, with ranks circular (base A: king). */
function rankBelowBase(s: Snapshot): Rank {
  return RANKS[(rankIndex(s.baseRank) + 12) % 13]!;
}

/**
 * §3 `wrap`: is `lower` exactly one rank below `upper` in the tableau rank order?
 * - none: A 2 … K, nothing below an ace;
 * - king-on-ace: circular;
 * - base: from the base rank (lowest) up to the rank below it (highest).
 */
function isOneRankBelow(s: Snapshot, upper: Rank, lower: Rank): boolean {
  const wrap = s.rules.wrap;
  if (wrap === 'none') {
    return rankIndex(lower) === rankIndex(upper) - 1;
  }
  if (wrap === 'king-on-ace') {
    return rankIndex(lower) === (rankIndex(upper) + 12) % 13;
  }
  // wrap === 'base': position in the order that starts at the base rank.
  const base = rankIndex(s.baseRank);
  const position = (rank: Rank) => (rankIndex(rank) - base + 13) % 13;
  return position(upper) >= 1 && position(lower) === position(upper) - 1;
}

/** §5 accepts(X, Y): card Y may be placed on card X. */
function accepts(s: Snapshot, x: Card, y: Card): boolean {
  if (!isOneRankBelow(s, rankOf(x), rankOf(y))) return false;
  switch (s.rules.build) {
    case 'alternate-color':
      return isRed(x) !== isRed(y);
    case 'same-color':
      return isRed(x) === isRed(y);
    case 'same-suit':
      return suitOf(x) === suitOf(y);
    case 'any-suit':
      return true;
  }
}

/** §5 `runs` relation: card `upper` sits on card `lower` within a movable run. */
function sitsInRun(s: Snapshot, lower: Card, upper: Card): boolean {
  switch (s.rules.runs) {
    case 'build':
      return accepts(s, lower, upper);
    case 'same-suit':
      return suitOf(lower) === suitOf(upper) && isOneRankBelow(s, rankOf(lower), rankOf(upper));
    case 'single':
      return false;
  }
}

/** §5: the length of a column's movable run (0 for an empty column or a face-down top). */
function movableRunLength(s: Snapshot, column: CardSlot[]): number {
  if (column.length === 0 || isFaceDown(column[column.length - 1]!)) return 0;
  let length = 1;
  while (length < column.length) {
    const upper = column[column.length - length]!;
    const lower = column[column.length - length - 1]!;
    if (isFaceDown(lower)) break;
    if (!sitsInRun(s, lower, upper)) break;
    length++;
  }
  return length;
}

/** §5: the next card of a foundation, or null when it takes nothing. */
function nextFoundationCard(s: Snapshot, suit: Suit): Card | null {
  const pile = s.foundations[suit];
  if (pile.length >= 13) return null;
  if (pile.length === 0) return s.baseRank + suit;
  const top = pile[pile.length - 1]!;
  return RANKS[(rankIndex(rankOf(top)) + 1) % 13]! + suit;
}

/** May this single card go onto an empty column, moved from `source` (§5 rules 2–4)? */
function singleMayFillEmpty(s: Snapshot, card: Card, source: 'tableau' | 'reserve' | 'foundation'): boolean {
  switch (s.rules.emptyFill) {
    case 'none':
      return false;
    case 'any':
      return true;
    case 'high':
      return rankOf(card) === rankBelowBase(s);
    case 'reserve':
      return source === 'reserve';
  }
}

function topOf(pile: readonly CardSlot[]): CardSlot | undefined {
  return pile[pile.length - 1];
}

// ---------------------------------------------------------------------------------------------
// §5 Legal moves
// ---------------------------------------------------------------------------------------------

/** Every legal move of RULES §5, and nothing else. */
export function refLegalMoves(s: Snapshot): Move[] {
  const moves: Move[] = [];
  const tableauId = (i: number) => ('t' + i) as PileId;
  const reserveId = (i: number) => ('r' + i) as PileId;
  const foundationId = (suit: Suit) => ('f' + suit) as PileId;

  // 1. To a foundation: tableau top or face-up reserve top.
  for (let i = 0; i < s.tableau.length; i++) {
    const top = topOf(s.tableau[i]!);
    if (top === undefined || isFaceDown(top)) continue;
    if (nextFoundationCard(s, suitOf(top)) === top) {
      moves.push({ kind: 'move', from: tableauId(i), to: foundationId(suitOf(top)), count: 1 });
    }
  }
  for (let i = 0; i < s.reserve.length; i++) {
    const top = topOf(s.reserve[i]!);
    if (top === undefined || isFaceDown(top)) continue;
    if (nextFoundationCard(s, suitOf(top)) === top) {
      moves.push({ kind: 'move', from: reserveId(i), to: foundationId(suitOf(top)), count: 1 });
    }
  }

  // 2. Tableau to tableau.
  for (let i = 0; i < s.tableau.length; i++) {
    const from = s.tableau[i]!;
    const runLength = movableRunLength(s, from);
    for (let count = 1; count <= runLength; count++) {
      if (!s.rules.splitRuns && runLength !== 1 && count !== runLength) continue;
      const deepest = cardOf(from[from.length - count]!);
      for (let j = 0; j < s.tableau.length; j++) {
        if (j === i) continue;
        const to = s.tableau[j]!;
        const target = topOf(to);
        let ok: boolean;
        if (target === undefined) {
          const fillOk =
            s.rules.emptyFill === 'any' || (s.rules.emptyFill === 'high' && rankOf(deepest) === rankBelowBase(s));
          ok = fillOk && (count === 1 || s.rules.emptyRuns);
        } else {
          ok = !isFaceDown(target) && accepts(s, target, deepest);
        }
        if (ok) moves.push({ kind: 'move', from: tableauId(i), to: tableauId(j), count });
      }
    }
  }

  // 3. Reserve to tableau.
  for (let i = 0; i < s.reserve.length; i++) {
    const top = topOf(s.reserve[i]!);
    if (top === undefined || isFaceDown(top)) continue;
    for (let j = 0; j < s.tableau.length; j++) {
      const target = topOf(s.tableau[j]!);
      const ok =
        target === undefined ? singleMayFillEmpty(s, top, 'reserve') : !isFaceDown(target) && accepts(s, target, top);
      if (ok) moves.push({ kind: 'move', from: reserveId(i), to: tableauId(j), count: 1 });
    }
  }

  // 4. Foundation to tableau.
  if (s.rules.foundationReturn) {
    for (const suit of SUITS) {
      const top = topOf(s.foundations[suit]);
      if (top === undefined) continue;
      for (let j = 0; j < s.tableau.length; j++) {
        const target = topOf(s.tableau[j]!);
        const ok =
          target === undefined
            ? singleMayFillEmpty(s, top, 'foundation')
            : !isFaceDown(target) && accepts(s, target, top);
        if (ok) moves.push({ kind: 'move', from: foundationId(suit), to: tableauId(j), count: 1 });
      }
    }
  }

  // 5. Deal.
  if (s.stock.length > 0) moves.push({ kind: 'deal' });

  // 6. Redeal.
  const reserveCards = s.reserve.reduce((n, pile) => n + pile.length, 0);
  if (s.stock.length === 0 && s.redealsLeft > 0 && s.rules.stockTo === 'reserve' && reserveCards > 0) {
    moves.push({ kind: 'redeal' });
  }
  return moves;
}

// ---------------------------------------------------------------------------------------------
// §5 + §6 Playing a move
// ---------------------------------------------------------------------------------------------

function clone(s: Snapshot): Snapshot {
  return JSON.parse(JSON.stringify(s)) as Snapshot;
}

/** §5 rule 5: deal min(7, stock size) cards, one to each pile from pile 0 upwards. */
function dealFromStock(s: Snapshot): void {
  const n = Math.min(7, s.stock.length);
  for (let p = 0; p < n; p++) {
    const card = s.stock.shift()!;
    if (s.rules.stockTo === 'reserve') {
      s.reserve[p]!.push(s.rules.reserveFaceDown ? '-' + card : card);
    } else {
      s.tableau[p]!.push(card);
    }
  }
}

/** A new snapshot after the (legal) move and the §6 automatic effects. Does not modify `before`. */
export function refPlay(before: Snapshot, m: Move): Snapshot {
  const s = clone(before);
  let points = 0;
  if (m.kind === 'deal') {
    dealFromStock(s);
  } else if (m.kind === 'redeal') {
    const gathered: Card[] = [];
    for (const pile of s.reserve) {
      for (const slot of pile) gathered.push(cardOf(slot));
      pile.length = 0;
    }
    s.stock = gathered;
    s.redealsLeft -= 1;
    dealFromStock(s);
  } else {
    const take = (id: string, count: number): CardSlot[] => {
      const pile = pileById(s, id);
      return pile.splice(pile.length - count, count);
    };
    const cards = take(m.from, m.count);
    const destination = pileById(s, m.to);
    destination.push(...cards);
    if (m.to.startsWith('f')) points += 10 * m.count;
    if (m.from.startsWith('f')) points -= 15 * m.count;
  }

  // §6.1: a face-down tableau top is turned face-up (+5 points).
  for (const column of s.tableau) {
    const top = topOf(column);
    if (top !== undefined && isFaceDown(top)) {
      column[column.length - 1] = cardOf(top);
      points += 5;
    }
  }
  // §6.3: with reserveFaceDown, an empty tableau column i turns up reserve pile i's top card.
  if (s.rules.reserveFaceDown) {
    for (let i = 0; i < s.tableau.length; i++) {
      if (s.tableau[i]!.length !== 0) continue;
      const pile = s.reserve[i];
      if (pile === undefined) continue;
      const top = topOf(pile);
      if (top !== undefined && isFaceDown(top)) pile[pile.length - 1] = cardOf(top);
    }
  }
  // §6.2: score and move count.
  s.score = s.rules.scoring === 'cards' ? countFoundationCards(s.foundations) : s.score + points;
  s.moveCount += 1;
  return s;
}

function pileById(s: Snapshot, id: string): CardSlot[] {
  const index = Number(id.slice(1));
  switch (id[0]) {
    case 't':
      return s.tableau[index]!;
    case 'r':
      return s.reserve[index]!;
    case 'f':
      return s.foundations[id[1] as Suit];
  }
  throw new Error(`unknown pile id ${id}`);
}

/** A canonical string for a move, for comparing move sets: `t3-t5x2`, `deal`, `redeal`. */
export function moveKey(m: Move): string {
  if (m.kind === 'move') return `${m.from}-${m.to}x${m.count}`;
  return m.kind;
}
