/**
 * Snapshots (RULES §8): writing a state as plain JSON and reading one back with full validation.
 */
import { isCard, isFaceDown, rankIndex, RANKS, rankOf, SUITS, suitOf } from './cards.js';
import { RulesError, SnapshotError } from './errors.js';
import { checkRules, checkVariant } from './rules.js';
import type { Card, CardSlot, GameState, Rank, Rules, Snapshot, Suit, VariantName } from './types.js';

/** The snapshot format this engine writes and reads. */
export const SNAPSHOT_FORMAT = 1;

const KEYS = ['format', 'variant', 'rules', 'seed', 'baseRank', 'stock', 'reserve', 'tableau', 'foundations', 'redealsLeft', 'score', 'moveCount'] as const;

/** The RULES §8 snapshot of a state: a fresh, plain JSON object that shares nothing with it. */
export function toSnapshot(state: GameState): Snapshot {
  return {
    format: SNAPSHOT_FORMAT,
    variant: state.variant,
    rules: { ...state.rules },
    seed: state.seed,
    baseRank: state.baseRank,
    stock: state.stock.slice(),
    reserve: state.reserve.map((pile) => pile.slice()),
    tableau: state.tableau.map((pile) => pile.slice()),
    foundations: {
      c: state.foundations.c.slice(),
      d: state.foundations.d.slice(),
      h: state.foundations.h.slice(),
      s: state.foundations.s.slice(),
    },
    redealsLeft: state.redealsLeft,
    score: state.score,
    moveCount: state.moveCount,
  };
}

const show = (value: unknown): string => {
  if (typeof value === 'string') return JSON.stringify(value.length > 24 ? value.slice(0, 24) + '…' : value);
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  return String(value);
};

function fail(path: string, message: string): never {
  throw new SnapshotError(path, message);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkInteger(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(path, `must be a whole number from ${min} to ${max}, not ${show(value)}`);
  }
  return value;
}

/**
 * Reads a snapshot (an object, or its JSON text) back into a state. Validates everything: the
 * format, the variant and every rule, the seed, each of the 52 cards exactly once, foundations in
 * suit and in order from the base rank, face-down cards only where the rules put them, and sane
 * counters. Throws `SnapshotError` naming the first problem; never returns a partial state.
 */
export function fromSnapshot(json: unknown): GameState {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch (e) {
      fail('snapshot', `is not valid JSON (${(e as Error).message})`);
    }
  }
  if (!isPlainObject(data)) fail('snapshot', `must be an object, not ${show(data)}`);
  for (const key of Object.keys(data)) {
    if (!(KEYS as readonly string[]).includes(key)) fail(key, `is not a snapshot field; allowed fields: ${KEYS.join(', ')}`);
  }
  for (const key of KEYS) if (!(key in data)) fail(key, 'is missing');
  if (data.format !== SNAPSHOT_FORMAT) fail('format', `must be ${SNAPSHOT_FORMAT}, not ${show(data.format)}`);

  let variant: VariantName;
  let rules: Rules;
  try {
    variant = checkVariant(data.variant);
  } catch (e) {
    fail('variant', (e as Error).message);
  }
  try {
    rules = checkRules(data.rules);
  } catch (e) {
    const field = e instanceof RulesError && e.field !== 'rules' ? `rules.${e.field}` : 'rules';
    fail(field, (e as Error).message);
  }
  if (typeof data.seed !== 'string') fail('seed', `must be a string, not ${show(data.seed)}`);
  const seed = data.seed;

  const baseRank = data.baseRank;
  if (typeof baseRank !== 'string' || rankIndex(baseRank) < 0) fail('baseRank', `must be one of ${RANKS.join(' ')}, not ${show(baseRank)}`);
  if (rules.base !== 'dealt' && rules.base !== baseRank) fail('baseRank', `must be ${rules.base}, as rules.base says, not ${show(baseRank)}`);
  const base = rankIndex(baseRank);

  const seen = new Map<Card, string>();
  const place = (slot: unknown, path: string, mayBeDown: boolean): CardSlot => {
    if (typeof slot !== 'string') fail(path, `must be a card like "Th" (or "-Th" face-down), not ${show(slot)}`);
    const down = isFaceDown(slot);
    const card = down ? slot.slice(1) : slot;
    if (!isCard(card)) fail(path, `${show(slot)} is not a card; write rank (A 2 … 9 T J Q K) then suit (c d h s), e.g. "Th"${mayBeDown ? ', with a leading "-" when face-down' : ''}`);
    if (down && !mayBeDown) fail(path, `${show(slot)} cannot be face-down here`);
    const earlier = seen.get(card);
    if (earlier !== undefined) fail(path, `the card ${card} appears twice (also at ${earlier})`);
    seen.set(card, path);
    return slot;
  };
  const pileList = (value: unknown, path: string): unknown[] => {
    if (!Array.isArray(value)) fail(path, `must be a list of cards, not ${show(value)}`);
    return value;
  };

  const stock = pileList(data.stock, 'stock').map((slot, i) => place(slot, `stock[${i}]`, false));

  if (!Array.isArray(data.tableau) || data.tableau.length !== 7) fail('tableau', 'must be a list of 7 columns');
  const tableau = (data.tableau as unknown[]).map((col, c) => {
    const cards = pileList(col, `tableau[${c}]`).map((slot, i) => place(slot, `tableau[${c}][${i}]`, rules.faceDown));
    let seenUp = false;
    cards.forEach((slot, i) => {
      if (!isFaceDown(slot)) seenUp = true;
      else if (seenUp) fail(`tableau[${c}][${i}]`, `a face-down card (${slot}) cannot lie on a face-up one`);
    });
    if (cards.length > 0 && isFaceDown(cards[cards.length - 1]!)) fail(`tableau[${c}]`, 'the top card must be face-up (it is turned up after every move)');
    return cards;
  });

  let reserve: CardSlot[][];
  if (rules.stockTo === 'tableau') {
    if (!Array.isArray(data.reserve) || data.reserve.length !== 0) fail('reserve', 'must be an empty list: there is no reserve with rules.stockTo tableau');
    reserve = [];
  } else {
    if (!Array.isArray(data.reserve) || data.reserve.length !== 7) fail('reserve', 'must be a list of 7 piles');
    reserve = (data.reserve as unknown[]).map((pile, p) =>
      pileList(pile, `reserve[${p}]`).map((slot, i) => place(slot, `reserve[${p}][${i}]`, rules.reserveFaceDown)),
    );
    reserve.forEach((pile, p) => {
      const top = pile[pile.length - 1];
      if (top !== undefined && isFaceDown(top) && tableau[p]!.length === 0) {
        fail(`reserve[${p}]`, 'the top card must be face-up while tableau column ' + p + ' is empty');
      }
    });
  }

  if (!isPlainObject(data.foundations)) fail('foundations', 'must be an object with the piles c, d, h, s');
  const fdata = data.foundations;
  for (const key of Object.keys(fdata)) if (!(SUITS as readonly string[]).includes(key)) fail(`foundations.${key}`, 'is not a suit; allowed: c, d, h, s');
  const foundations = {} as Record<Suit, Card[]>;
  for (const [s, suit] of SUITS.entries()) {
    const path = `foundations.${suit}`;
    if (!(suit in fdata)) fail(path, 'is missing');
    const cards = pileList(fdata[suit], path).map((slot, i) => place(slot, `${path}[${i}]`, false));
    cards.forEach((card, i) => {
      if (suitOf(card) !== s) fail(`${path}[${i}]`, `${card} is not a ${suit} card`);
      const want = (base + i) % 13;
      if (rankOf(card) !== want) fail(`${path}[${i}]`, `must be ${RANKS[want]}${suit} (foundations build up from the base rank ${baseRank}), not ${card}`);
    });
    foundations[suit] = cards;
  }

  if (seen.size !== 52) {
    const missing = SUITS.flatMap((s) => RANKS.map((r) => r + s)).filter((c) => !seen.has(c));
    fail('snapshot', `must hold all 52 cards exactly once; missing: ${missing.slice(0, 8).join(' ')}${missing.length > 8 ? ' …' : ''}`);
  }

  const redealsLeft = checkInteger(data.redealsLeft, 'redealsLeft', 0, rules.redeals);
  const moveCount = checkInteger(data.moveCount, 'moveCount', 0, Number.MAX_SAFE_INTEGER);
  const home = foundations.c.length + foundations.d.length + foundations.h.length + foundations.s.length;
  let score: number;
  if (rules.scoring === 'cards') {
    if (data.score !== home) fail('score', `must be ${home}, the number of cards on the foundations (scoring: cards), not ${show(data.score)}`);
    score = home;
  } else {
    // Points: +5 per card turned up (at most 21), +10 per card home, −15 per card taken back; each move changes it by at most 15.
    const max = Math.min(21 * 5 + 52 * 10, 15 * moveCount);
    score = checkInteger(data.score, 'score', -15 * moveCount, max);
    if (score % 5 !== 0) fail('score', `must be a multiple of 5 (scoring: points), not ${score}`);
  }

  return {
    variant,
    rules,
    seed,
    baseRank: baseRank as Rank,
    stock,
    reserve,
    tableau,
    foundations,
    redealsLeft,
    score,
    moveCount,
  };
}
