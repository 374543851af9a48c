/**
 * Snapshots (RULES §8): writing a state as plain JSON and reading one back with full validation.
 */
import { DECK, isCard, isFaceDown, rankIndex, RANKS, rankOf, SUITS, suitOf } from './cards.js';
import { describeValue, errorMessage, truncate } from './describe-value.js';
import { RulesError, SnapshotError } from './errors.js';
import { foundationCount } from './moves.js';
import { checkRules, checkVariant } from './rules.js';
import type { Card, CardSlot, GameState, Rank, Rules, Snapshot, Suit, VariantName } from './types.js';

/** The snapshot format this engine writes and reads. */
export const SNAPSHOT_FORMAT = 1;

/** The fields of a snapshot, in the order `toSnapshot` writes them. */
export const KEYS = ['format', 'variant', 'rules', 'seed', 'baseRank', 'stock', 'reserve', 'tableau', 'foundations', 'redealsLeft', 'score', 'moveCount'] as const;

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

function fail(path: string, message: string): never {
  throw new SnapshotError(path, message);
}

/** A field name as an error path shows it: cut to a readable length; the empty name as `""` (else the path would be blank). */
const keyName = (key: string): string => (key === '' ? '""' : truncate(key));

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkInteger(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(path, `must be a whole number from ${min} to ${max}, not ${describeValue(value)}`);
  }
  return value;
}

/**
 * Plain JSON data from the input: JSON text is parsed; an object is copied through JSON, so that
 * getters run once, holes in arrays become `null`, and nothing the caller does later can change
 * what was validated.
 */
function plainData(json: unknown): unknown {
  if (typeof json === 'string') {
    try {
      return JSON.parse(json);
    } catch (e) {
      fail('snapshot', `is not valid JSON (${(e as Error).message})`);
    }
  }
  if (typeof json !== 'object' || json === null) return json;
  try {
    return JSON.parse(JSON.stringify(json));
  } catch (e) {
    fail('snapshot', `is not plain JSON data (${errorMessage(e)})`);
  }
}

/** Where a card may lie face-down, and why not where it may not. */
const FACE_DOWN_RULE = {
  stock: 'stock cards are written face-up',
  tableau: 'rules.faceDown is off',
  reserve: 'rules.reserveFaceDown is off',
  foundation: 'foundation cards lie face-up',
} as const;

/**
 * Reads a snapshot (an object, or its JSON text) back into a state. Validates everything: the
 * fields, the format, the variant and every rule, the seed, each of the 52 cards exactly once,
 * foundations in suit and in order from the base rank, face-down cards only where the rules and
 * the deal put them, and counters consistent with the position. Throws `SnapshotError` naming the
 * first problem; never returns a partial state, and never keeps a reference to its input.
 */
export function fromSnapshot(json: unknown): GameState {
  const data = plainData(json);
  if (!isPlainObject(data)) fail('snapshot', `must be an object, not ${describeValue(data)}`);
  for (const key of Object.keys(data)) {
    if (!(KEYS as readonly string[]).includes(key)) fail(keyName(key), `is not a snapshot field; allowed fields: ${KEYS.join(', ')}`);
  }
  for (const key of KEYS) if (!(key in data)) fail(key, 'is missing');
  if (data.format !== SNAPSHOT_FORMAT) fail('format', `must be ${SNAPSHOT_FORMAT}, not ${describeValue(data.format)}`);

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
    const field = e instanceof RulesError && e.field !== 'rules' ? e.field : '';
    fail(field ? `rules.${field}` : 'rules', (e as Error).message.replace(`rule ${field}: `, ''));
  }
  if (typeof data.seed !== 'string') fail('seed', `must be a string, not ${describeValue(data.seed)}`);
  const seed = data.seed;

  const baseRank = data.baseRank;
  if (typeof baseRank !== 'string' || rankIndex(baseRank) < 0) fail('baseRank', `must be one of ${RANKS.join(' ')}, not ${describeValue(baseRank)}`);
  if (rules.base !== 'dealt' && rules.base !== baseRank) fail('baseRank', `must be ${rules.base}, as rules.base says, not ${describeValue(baseRank)}`);
  const base = rankIndex(baseRank);

  const seen = new Map<Card, string>();
  /** Checks a list of card slots: every entry a card, face-down only where the rules allow it, none seen before. */
  const pile = (value: unknown, path: string, where: keyof typeof FACE_DOWN_RULE): CardSlot[] => {
    const mayBeDown = where === 'tableau' ? rules.faceDown : where === 'reserve' ? rules.reserveFaceDown : false;
    if (!Array.isArray(value)) fail(path, `must be a list of cards, not ${describeValue(value)}`);
    return value.map((slot: unknown, i) => {
      const at = `${path}[${i}]`;
      if (typeof slot !== 'string') fail(at, `must be a card like "Th"${mayBeDown ? ' (or "-Th" face-down)' : ''}, not ${describeValue(slot)}`);
      const down = isFaceDown(slot);
      const card = down ? slot.slice(1) : slot;
      if (!isCard(card)) fail(at, `${describeValue(slot)} is not a card; write rank (A 2 … 9 T J Q K) then suit (c d h s), e.g. "Th"${mayBeDown ? ', with a leading "-" when face-down' : ''}`);
      if (down && !mayBeDown) fail(at, `${describeValue(slot)} cannot be face-down here (${FACE_DOWN_RULE[where]})`);
      const earlier = seen.get(card);
      if (earlier !== undefined) fail(at, `the card ${card} appears twice (also at ${earlier})`);
      seen.set(card, at);
      return slot;
    });
  };
  const piles = (value: unknown, path: string, count: number, what: string): unknown[] => {
    if (!Array.isArray(value) || value.length !== count) fail(path, `must be a list of ${count} ${what}`);
    return value;
  };

  const stock = pile(data.stock, 'stock', 'stock');

  const tableau = piles(data.tableau, 'tableau', 7, 'columns').map((value, c) => {
    const cards = pile(value, `tableau[${c}]`, 'tableau');
    const down = cards.findIndex((slot) => !isFaceDown(slot));
    const downCount = down < 0 ? cards.length : down;
    cards.forEach((slot, i) => {
      if (i > downCount && isFaceDown(slot)) fail(`tableau[${c}][${i}]`, `a face-down card (${slot}) cannot lie on a face-up one`);
    });
    if (cards.length > 0 && isFaceDown(cards[cards.length - 1]!)) fail(`tableau[${c}]`, 'the top card must be face-up (it is turned up after every move)');
    // Face-down cards never move, so column c keeps at most the c the deal put there.
    if (downCount > c) fail(`tableau[${c}]`, `holds ${downCount} face-down cards; the deal leaves at most ${c} in column ${c}`);
    return cards;
  });

  let reserve: CardSlot[][];
  if (rules.stockTo === 'tableau') {
    if (!Array.isArray(data.reserve) || data.reserve.length !== 0) fail('reserve', 'must be an empty list: there is no reserve with rules.stockTo tableau');
    reserve = [];
  } else {
    reserve = piles(data.reserve, 'reserve', 7, 'piles').map((value, p) => pile(value, `reserve[${p}]`, 'reserve'));
    reserve.forEach((cards, p) => {
      const top = cards[cards.length - 1];
      if (top !== undefined && isFaceDown(top) && tableau[p]!.length === 0) {
        fail(`reserve[${p}]`, `the top card must be face-up while tableau column ${p} is empty`);
      }
    });
  }

  const fdata = data.foundations;
  if (!isPlainObject(fdata)) fail('foundations', 'must be an object with the piles c, d, h, s');
  for (const key of Object.keys(fdata)) if (!(SUITS as readonly string[]).includes(key)) fail(`foundations.${keyName(key)}`, 'is not a suit; allowed: c, d, h, s');
  const foundations = {} as Record<Suit, Card[]>;
  for (const [s, suit] of SUITS.entries()) {
    const path = `foundations.${suit}`;
    if (!(suit in fdata)) fail(path, 'is missing');
    const cards = pile(fdata[suit], path, 'foundation');
    cards.forEach((card, i) => {
      if (suitOf(card) !== s) fail(`${path}[${i}]`, `${card} is not a ${suit} card`);
      const want = (base + i) % 13;
      if (rankOf(card) !== want) fail(`${path}[${i}]`, `must be ${RANKS[want]}${suit} (foundations build up from the base rank ${baseRank}), not ${card}`);
    });
    foundations[suit] = cards;
  }

  if (seen.size !== 52) {
    const missing = DECK.filter((c) => !seen.has(c));
    fail('snapshot', `must hold all 52 cards exactly once; missing: ${missing.slice(0, 8).join(' ')}${missing.length > 8 ? ' …' : ''}`);
  }

  const redealsLeft = checkInteger(data.redealsLeft, 'redealsLeft', 0, rules.redeals);
  const moveCount = checkInteger(data.moveCount, 'moveCount', 0, Number.MAX_SAFE_INTEGER);
  const home = foundationCount({ foundations });
  const score = checkInteger(data.score, 'score', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  if (rules.scoring === 'cards') {
    if (score !== home) fail('score', `must be ${home}, the number of cards on the foundations (scoring: cards), not ${score}`);
  } else {
    checkPoints(score, rules, tableau, home, moveCount);
  }

  return { variant, rules, seed, baseRank: baseRank as Rank, stock, reserve, tableau, foundations, redealsLeft, score, moveCount };
}

/**
 * Points (RULES §3) follow from the position: +5 for each tableau card turned up since the deal,
 * +10 for each card moved home, −15 for each taken back. A card taken back and moved home again
 * nets −5, so the score is the figure for the cards turned up and home now, less 5 for each card
 * ever taken back (none without `foundationReturn`, at most one a move).
 */
function checkPoints(score: number, rules: Readonly<Rules>, tableau: readonly CardSlot[][], home: number, moveCount: number): void {
  const down = tableau.reduce((n, col) => n + col.filter(isFaceDown).length, 0);
  const turned = rules.faceDown ? 21 - down : 0;
  const movedHome = home - (rules.base === 'dealt' ? 1 : 0);
  const full = 5 * turned + 10 * movedHome;
  const why = `+5 for each of the ${turned} cards turned up, +10 for each of the ${movedHome} cards moved home`;
  if (!rules.foundationReturn) {
    if (score !== full) fail('score', `must be ${full} (scoring: points: ${why}), not ${score}`);
    return;
  }
  // Cards taken back: at most one a move, and at least the base card if it is no longer home.
  const takenBack = (full - score) / 5;
  if (!Number.isInteger(takenBack) || takenBack < Math.max(0, -movedHome) || takenBack > moveCount) {
    fail('score', `must be ${full} less 5 for each card ever taken back from a foundation, at most one a move (scoring: points: ${why}, −15 for each card taken back), not ${score}`);
  }
}
