/**
 * Snapshot and save fuzzing (docs/misuse.md, figure 3): real positions from random games,
 * mutated in many ways, fed to a target that reads positions (`fromSnapshot`, `Game.fromState`,
 * and later the element's `load`). Each input must be accepted only if it is valid (checked here
 * independently of the engine, and against the reference rules' legal moves) and otherwise rejected
 * with a clear error; nothing else may be thrown, and the game in progress must stay untouched.
 *
 * A target is one row of a table (`ENGINE_FEED_TARGETS` here; the element's rows live beside its
 * tests), so that a new reader of positions joins the fuzzing with a few lines.
 */
import { DECK, fromSnapshot, Game, legalMoves, newGame, play, RANKS, RULE_FIELDS, RULE_VALUES, SnapshotError, SUITS, toSnapshot, VARIANT_NAMES } from '../../src/engine/index.js';
import type { GameState, Rules, Snapshot, VariantName } from '../../src/engine/index.js';
import { moveKey, refLegalMoves } from '../engine/reference/reference-rules.js';
import { hostileValue, Random } from './random.js';

/** What a mutation is expected to do: `reject` always, `accept` always, `either` (the independent checks decide). */
export type Expectation = 'accept' | 'reject' | 'either';

export interface Mutant {
  kind: string;
  input: unknown;
  expect: Expectation;
  /** The plain JSON the input stands for (when it has one): an accepted input must read back as exactly this. */
  plain?: unknown;
}

/** One reader of positions under test. `feed` returns the position read, or throws to reject. */
export interface FeedTarget {
  name: string;
  /** Whether JSON text is a valid form of a snapshot for this target (else text is rejected). */
  acceptsText: boolean;
  feed(input: unknown): GameState | Snapshot | Promise<GameState | Snapshot>;
  /** The game in progress beside the fuzzing, which no input may change. */
  current(): Snapshot;
  /** Plays a little between feeds, so that the game in progress is not just a first position. */
  advance?(rng: Random): void | Promise<void>;
  /** Whether a thrown value is a clear rejection (default: `isClearSnapshotError`). */
  isClearRejection?(error: unknown, input: unknown): boolean;
}

/** A `SnapshotError` whose message names where the problem is, is short, and quotes nothing raw. */
export function isClearSnapshotError(error: unknown, input?: unknown): boolean {
  if (!(error instanceof SnapshotError) || error.name !== 'SnapshotError') return false;
  const { path, message } = error;
  // "[object Object]" in a message is an object turned into text, unless the input was that text.
  const objectText = message.includes('[object ') && !(typeof input === 'string' && input.includes('[object '));
  return typeof path === 'string' && path.length > 0 && message.startsWith(`${path}: `) && message.length <= 400 && message.length > path.length + 4 && !objectText;
}

// -------------------------------------------------------------------------------------------------
// Positions to mutate: random games under random valid rules

const VALID_RULES = (rng: Random): Partial<Rules> => {
  if (rng.chance(0.4)) return {};
  const rules = Object.fromEntries(RULE_FIELDS.map((f) => [f, rng.pick(RULE_VALUES[f] as readonly unknown[])])) as unknown as Rules;
  if (rules.stockTo === 'tableau') {
    rules.redeals = 0;
    rules.reserveFaceDown = false;
    if (rules.emptyFill === 'reserve') rules.emptyFill = 'any';
  }
  return rules;
};

/** A position some random moves into a random game. */
export function randomPosition(rng: Random): GameState {
  let state = newGame({ variant: rng.pick(VARIANT_NAMES) as VariantName, seed: String(rng.int(1_000_000)), rules: VALID_RULES(rng) });
  const moves = rng.int(rng.chance(0.3) ? 200 : 40);
  for (let i = 0; i < moves; i++) {
    const legal = legalMoves(state);
    if (legal.length === 0) break;
    state = play(state, rng.pick(legal));
  }
  return state;
}

// -------------------------------------------------------------------------------------------------
// Mutations

type Snap = Record<string, unknown> & { tableau: string[][]; reserve: string[][]; stock: string[]; foundations: Record<string, string[]>; rules: Record<string, unknown> };

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every pile of a snapshot with its place, for picking cards. */
function piles(s: Snap): string[][] {
  return [s.stock, ...s.reserve, ...s.tableau, s.foundations.c!, s.foundations.d!, s.foundations.h!, s.foundations.s!].filter(Array.isArray);
}

function randomSlot(rng: Random, s: Snap): { pile: string[]; index: number } | null {
  const nonEmpty = piles(s).filter((p) => p.length > 0);
  if (nonEmpty.length === 0) return null;
  const pile = rng.pick(nonEmpty);
  return { pile, index: rng.int(pile.length) };
}

const NOT_CARDS = ['', '-', '--Th', 'Th ', ' Th', 'th', 'TH', '10h', '1h', 'Ax', 'Zz', 'Kc\u0000', '<img src=x onerror="window.__agnesPwned=1">', 'A', 'Ac,Ad', '🂡', '\uD800'];
const FIELDS = ['format', 'variant', 'rules', 'seed', 'baseRank', 'stock', 'reserve', 'tableau', 'foundations', 'redealsLeft', 'score', 'moveCount'];

/** Mutations that always make a snapshot invalid. */
const REJECTED: Record<string, (rng: Random, s: Snap) => unknown> = {
  'duplicate card': (rng, s) => {
    const a = randomSlot(rng, s);
    const b = randomSlot(rng, s);
    if (!a || !b || (a.pile === b.pile && a.index === b.index)) return null;
    const down = a.pile[a.index]!.startsWith('-');
    a.pile[a.index] = (down ? '-' : '') + b.pile[b.index]!.replace('-', '');
    return s;
  },
  'card removed': (rng, s) => {
    const a = randomSlot(rng, s);
    if (!a) return null;
    a.pile.splice(a.index, 1);
    return s;
  },
  'card added': (rng, s) => {
    const pile = rng.pick(piles(s));
    pile.splice(rng.int(pile.length + 1), 0, rng.pick(DECK));
    return s;
  },
  'not a card': (rng, s) => {
    const a = randomSlot(rng, s);
    if (!a) return null;
    a.pile[a.index] = rng.pick(NOT_CARDS);
    return s;
  },
  'not a card type': (rng, s) => {
    const a = randomSlot(rng, s);
    if (!a) return null;
    (a.pile as unknown[])[a.index] = rng.pick([null, 7, true, {}, [], ['Ac']]);
    return s;
  },
  'field missing': (rng, s) => {
    // (not `format`: Game.fromState supplies it; the `format` mutation covers it)
    delete s[rng.pick(FIELDS.slice(1))];
    return s;
  },
  'unknown field': (rng, s) => {
    s[rng.pick(['formats', 'Score', 'extra', 'constructor', 'hasOwnProperty', 'toString', ''])] = 1;
    return s;
  },
  'field of the wrong type': (rng, s) => {
    const field = rng.pick(FIELDS);
    const bad = rng.pick<unknown>([null, 0, -1, 1.5, true, {}, [], 'x', [[]], { c: [] }]);
    // The few values that are still right: a seed is any string.
    if ((field === 'seed' && typeof bad === 'string') || JSON.stringify(bad) === JSON.stringify(s[field])) return null;
    // A counter of 0 may still be right (no redeals left, a score of 0 with points).
    if (bad === 0 && ['redealsLeft', 'moveCount', 'score'].includes(field)) return null;
    s[field] = bad;
    return s;
  },
  'format': (rng, s) => {
    s.format = rng.pick([0, 2, '1', 1.0000001, null, -1]);
    return s;
  },
  'variant': (rng, s) => {
    s.variant = rng.pick(['klondike', 'Bernauer', 'SOREL', ' aces', '', 'aces ', 'agnes']);
    return s;
  },
  'rule value': (rng, s) => {
    const field = rng.pick(RULE_FIELDS);
    s.rules[field] = rng.pick<unknown>(['', 'yes', 1, 0, 4, -1, null, 'T ', 'ten', 'Dealt', 'BUILD', 'none ', [], {}]);
    // 0 and 1 are allowed for redeals; 'T ' etc. never are.
    if (field === 'redeals' && (s.rules[field] === 0 || s.rules[field] === 1)) s.rules[field] = 9;
    return s;
  },
  'rule missing': (rng, s) => {
    delete s.rules[rng.pick(RULE_FIELDS)];
    return s;
  },
  'rule unknown': (rng, s) => {
    s.rules[rng.pick(['bulid', 'jokers', 'Build', 'faceup'])] = true;
    return s;
  },
  'stock card face-down': (_rng, s) => {
    if (s.stock.length === 0) return null;
    s.stock[0] = `-${s.stock[0]}`;
    return s;
  },
  'foundation card face-down': (rng, s) => {
    const suit = rng.pick(['c', 'd', 'h', 's']);
    const pile = s.foundations[suit]!;
    if (pile.length === 0) return null;
    pile[pile.length - 1] = `-${pile[pile.length - 1]}`;
    return s;
  },
  'columns': (rng, s) => {
    if (rng.chance(0.5)) s.tableau.push([]);
    else s.tableau.pop()!.forEach((c) => s.stock.push(c.replace('-', '')));
    return s;
  },
  'foundation suit': (rng, s) => {
    if (rng.chance(0.5)) delete s.foundations[rng.pick(['c', 'd', 'h', 's'])];
    else s.foundations[rng.pick(['x', 'C', 'hearts', ''])] = [];
    return s;
  },
  'counters': (rng, s) => {
    const field = rng.pick(['moveCount', 'redealsLeft', 'score']);
    s[field] = rng.pick<unknown>([-1, 0.5, null, '3', 1e300, -1e300, 2 ** 53, true]);
    if (field === 'score' && s.score === -1e300 && (s.rules as unknown as Rules).scoring === 'points') s.score = 0.5;
    return s;
  },
  'too many redeals left': (_rng, s) => {
    s.redealsLeft = (s.rules.redeals as number) + 1;
    return s;
  },
  'score off by one': (rng, s) => {
    if ((s.rules as unknown as Rules).scoring !== 'cards') return null;
    s.score = (s.score as number) + rng.pick([1, -1]);
    return s;
  },
  'broken JSON text': (rng, s) => {
    const text = JSON.stringify(s);
    return rng.chance(0.5) ? text.slice(0, 1 + rng.int(text.length - 1)) : text.replace(/"/, "'");
  },
  'not an object': (rng) => rng.pick<unknown>([null, 0, 'bernauer', [], [{}], true, '', '[]', 'null', '42']),
  'hostile value': (rng) => {
    const value = hostileValue(rng);
    // A few hostile values are still plain objects with no fields: those are rejected too (fields missing).
    return value;
  },
  'throwing getter': (rng, s) => {
    Object.defineProperty(s, rng.pick(FIELDS), {
      enumerable: true,
      get() {
        throw new Error('a getter that throws');
      },
    });
    return s;
  },
  'proxy that throws': () =>
    new Proxy({}, {
      get() {
        throw new Error('proxy get');
      },
      ownKeys() {
        throw new Error('proxy ownKeys');
      },
      getOwnPropertyDescriptor() {
        throw new Error('proxy descriptor');
      },
    }),
  'cyclic': (_rng, s) => {
    (s.rules as Record<string, unknown>).self = s;
    return s;
  },
  'huge pile': (rng, s) => {
    const pile = rng.pick(piles(s));
    for (let i = 0; i < 50_000; i++) pile.push(DECK[i % 52]!);
    return s;
  },
  'prototype pollution text': (_rng, s) => JSON.stringify(s).replace('{', '{"__proto__":{"polluted":true},'),
};

/** Mutations that leave a snapshot valid: the same position in another form. */
const ACCEPTED: Record<string, (rng: Random, s: Snap) => unknown> = {
  'unchanged': (_rng, s) => s,
  'as JSON text': (_rng, s) => JSON.stringify(s, null, 2),
  'keys reordered': (_rng, s) => Object.fromEntries(Object.entries(s).reverse()),
  'fields as getters': (_rng, s) => {
    const o = {};
    for (const [key, value] of Object.entries(s)) Object.defineProperty(o, key, { enumerable: true, get: () => value });
    return o;
  },
  'another seed': (rng, s) => {
    s.seed = rng.pick(['', 'x', '<img src=x onerror="window.__agnesPwned=1">', '😀', '\u0000', '4294967296', 'a'.repeat(1000)]);
    return s;
  },
  'another move count': (rng, s) => {
    // Only safe where the score does not bound it (points with foundationReturn).
    if ((s.rules as unknown as Rules).scoring === 'points' && (s.rules as unknown as Rules).foundationReturn) return null;
    s.moveCount = rng.pick([0, 1, 999_999, Number.MAX_SAFE_INTEGER]);
    return s;
  },
};

/** Mutations whose result may or may not be valid: the independent checks decide. */
const EITHER: Record<string, (rng: Random, s: Snap) => unknown> = {
  'two cards swapped': (rng, s) => {
    const a = randomSlot(rng, s);
    const b = randomSlot(rng, s);
    if (!a || !b) return null;
    const x = a.pile[a.index]!;
    a.pile[a.index] = b.pile[b.index]!;
    b.pile[b.index] = x;
    return s;
  },
  'face-down flipped': (rng, s) => {
    const a = randomSlot(rng, s);
    if (!a) return null;
    const slot = a.pile[a.index]!;
    a.pile[a.index] = slot.startsWith('-') ? slot.slice(1) : `-${slot}`;
    return s;
  },
  'top card moved': (rng, s) => {
    const from = rng.pick(piles(s).filter((p) => p.length > 0));
    const to = rng.pick(piles(s));
    if (!from) return null;
    to.push(from.pop()!);
    return s;
  },
  'another allowed rule': (rng, s) => {
    const field = rng.pick(RULE_FIELDS);
    s.rules[field] = rng.pick(RULE_VALUES[field] as readonly unknown[]);
    return s;
  },
  'another variant': (rng, s) => {
    s.variant = rng.pick(VARIANT_NAMES);
    return s;
  },
  'another base rank': (rng, s) => {
    s.baseRank = rng.pick(RANKS);
    return s;
  },
  'score moved': (rng, s) => {
    s.score = (s.score as number) + rng.pick([5, -5, 10, -10, 15, -15]);
    return s;
  },
};

/** A mutant of `state`'s snapshot: valid forms, sure rejections and uncertain changes, mixed. */
export function mutate(rng: Random, state: GameState): Mutant {
  for (;;) {
    const group = rng.weighted({ reject: 60, accept: 12, either: 28 });
    const table = group === 'reject' ? REJECTED : group === 'accept' ? ACCEPTED : EITHER;
    const kind = rng.pick(Object.keys(table));
    const s = clone(toSnapshot(state)) as unknown as Snap;
    const input = table[kind]!(rng, s);
    if (input === null) continue;
    let plain: unknown;
    if (typeof input === 'string') {
      try {
        plain = JSON.parse(input);
      } catch {
        plain = undefined;
      }
    } else if (group !== 'reject') {
      plain = clone(s);
    }
    return { kind: `${group}: ${kind}`, input, expect: group, plain };
  }
}

// -------------------------------------------------------------------------------------------------
// Independent checks of an accepted position

/**
 * Problems with a position that was accepted, found without the engine's reader: the 52 cards once
 * each, pile shapes, foundations in suit and order from the base rank, face-down cards only where
 * the rules put them, counters in range, the engine's legal moves equal to the reference rules'
 * (a legal position plays as the rules say), and the state read back equal to the input.
 */
export function acceptedProblems(state: Snapshot | GameState, plain: unknown): string[] {
  const problems: string[] = [];
  const s = toSnapshot(state as GameState);
  const rules = s.rules;
  const seen = new Set<string>();
  const all = [...s.stock, ...s.reserve.flat(), ...s.tableau.flat(), ...SUITS.flatMap((suit) => s.foundations[suit])];
  for (const slot of all) {
    const card = slot.startsWith('-') ? slot.slice(1) : slot;
    if (!DECK.includes(card)) problems.push(`not a card: ${JSON.stringify(slot)}`);
    if (seen.has(card)) problems.push(`card twice: ${card}`);
    seen.add(card);
  }
  if (seen.size !== 52 || all.length !== 52) problems.push(`${all.length} cards, ${seen.size} distinct`);
  if (s.tableau.length !== 7) problems.push('tableau is not 7 columns');
  if (s.reserve.length !== (rules.stockTo === 'reserve' ? 7 : 0)) problems.push('reserve has the wrong number of piles');
  if (s.stock.some((c) => c.startsWith('-'))) problems.push('a face-down stock card');
  s.tableau.forEach((col, c) => {
    const down = col.filter((x) => x.startsWith('-')).length;
    if (down > 0 && !rules.faceDown) problems.push(`face-down cards in column ${c} without faceDown`);
    if (down > c) problems.push(`column ${c} has ${down} face-down cards`);
    if (col.length > 0 && col[col.length - 1]!.startsWith('-')) problems.push(`column ${c} has a face-down top`);
    if (col.slice(0, down).some((x) => !x.startsWith('-'))) problems.push(`column ${c}: a face-down card on a face-up one`);
  });
  if (!rules.reserveFaceDown && s.reserve.flat().some((x) => x.startsWith('-'))) problems.push('a face-down reserve card without reserveFaceDown');
  const base = RANKS.indexOf(s.baseRank);
  if (base < 0) problems.push(`base rank ${s.baseRank}`);
  if (rules.base !== 'dealt' && rules.base !== s.baseRank) problems.push('base rank differs from rules.base');
  for (const suit of SUITS) {
    s.foundations[suit].forEach((card, i) => {
      if (card !== RANKS[(base + i) % 13]! + suit) problems.push(`foundation ${suit}[${i}] is ${card}`);
    });
  }
  if (!Number.isInteger(s.moveCount) || s.moveCount < 0) problems.push('moveCount');
  if (!Number.isInteger(s.redealsLeft) || s.redealsLeft < 0 || s.redealsLeft > rules.redeals) problems.push('redealsLeft');
  const home = SUITS.reduce((n, suit) => n + s.foundations[suit].length, 0);
  if (rules.scoring === 'cards' && s.score !== home) problems.push(`score ${s.score} with ${home} cards home`);
  if (rules.scoring === 'points' && (!Number.isInteger(s.score) || s.score % 5 !== 0)) problems.push(`points score ${s.score}`);
  if (problems.length > 0) return problems;
  const engine = legalMoves(s as GameState).map(moveKey).sort();
  const reference = refLegalMoves(s).map(moveKey).sort();
  if (engine.join() !== reference.join()) problems.push(`legal moves differ from the reference rules: engine ${engine.length}, reference ${reference.length}`);
  if (plain !== undefined && JSON.stringify(sortKeys(s)) !== JSON.stringify(sortKeys(plain))) problems.push('the state read back differs from the input');
  return problems;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]));
  return value;
}

// -------------------------------------------------------------------------------------------------
// The fuzzing loop

export interface FeedFigure {
  target: string;
  fed: number;
  accepted: number;
  rejected: number;
  /** Valid forms accepted / offered, and sure rejections rejected / offered. */
  validAccepted: number;
  validOffered: number;
  invalidRejected: number;
  invalidOffered: number;
  /** Things that must never happen, each with an example. */
  acceptedInvalid: string[];
  rejectedValid: string[];
  unclearErrors: string[];
  gameTouched: number;
  inputAliased: number;
  /** Error messages seen, by the path they name (`tableau[3][2]` counted as `tableau`). */
  paths: Map<string, number>;
}

const describeThrown = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : `a thrown ${typeof error}`).slice(0, 200);

/** Feeds `count` mutants to `target`; every broken promise is listed in the figure (empty lists: none). */
export async function fuzzFeeds(target: FeedTarget, count: number, seed = 7): Promise<FeedFigure> {
  const rng = new Random(seed);
  const figure: FeedFigure = {
    target: target.name, fed: 0, accepted: 0, rejected: 0, validAccepted: 0, validOffered: 0, invalidRejected: 0, invalidOffered: 0,
    acceptedInvalid: [], rejectedValid: [], unclearErrors: [], gameTouched: 0, inputAliased: 0, paths: new Map(),
  };
  const isClear = target.isClearRejection ?? isClearSnapshotError;
  let base = randomPosition(rng);
  for (let i = 0; i < count; i++) {
    if (i % 50 === 0) {
      base = randomPosition(rng);
      await target.advance?.(rng);
    }
    const mutant = mutate(rng, base);
    let expect = mutant.expect;
    if (typeof mutant.input === 'string' && !target.acceptsText && expect === 'accept') expect = 'reject';
    const before = JSON.stringify(target.current());
    figure.fed++;
    if (expect === 'accept') figure.validOffered++;
    if (expect === 'reject') figure.invalidOffered++;
    const label = `#${i} ${mutant.kind}`;
    try {
      const state = await target.feed(mutant.input);
      figure.accepted++;
      const problems = acceptedProblems(state, mutant.plain);
      if (expect === 'reject') problems.unshift('a sure rejection was accepted');
      if (problems.length > 0) figure.acceptedInvalid.push(`${label}: ${problems.slice(0, 3).join('; ')}`);
      else if (expect === 'accept') figure.validAccepted++;
      // What was read must not share anything with the input.
      const kept = JSON.stringify(toSnapshot(state as GameState));
      if (mutant.input && typeof mutant.input === 'object' && Array.isArray((mutant.input as Snap).tableau)) {
        try {
          (mutant.input as Snap).tableau[0]?.push('Xx');
        } catch {
          // a getter-only field: nothing to change
        }
        if (JSON.stringify(toSnapshot(state as GameState)) !== kept) figure.inputAliased++;
      }
    } catch (error) {
      figure.rejected++;
      if (!isClear(error, mutant.input)) figure.unclearErrors.push(`${label}: ${describeThrown(error)}`);
      else {
        const path = (error as SnapshotError).path.replace(/[[.].*$/, '');
        figure.paths.set(path, (figure.paths.get(path) ?? 0) + 1);
      }
      if (expect === 'reject') figure.invalidRejected++;
      if (expect === 'accept') figure.rejectedValid.push(`${label}: ${describeThrown(error)}`);
    }
    if (JSON.stringify(target.current()) !== before) figure.gameTouched++;
  }
  return figure;
}

/** A game played beside the fuzzing (random legal moves), for targets that have no game of their own. */
export function sideGame(): { current(): Snapshot; advance(rng: Random): void } {
  const game = new Game({ variant: 'bernauer', seed: '2026' });
  return {
    current: () => game.toSnapshot(),
    advance(rng: Random) {
      const moves = game.legalMoves();
      if (moves.length === 0) game.restart();
      else game.play(rng.pick(moves));
    },
  };
}

/** The engine's readers of positions. */
export function engineFeedTargets(): FeedTarget[] {
  const side = sideGame();
  return [
    { name: 'fromSnapshot', acceptsText: true, feed: (input) => fromSnapshot(input), ...side },
    { name: 'Game.fromState', acceptsText: false, feed: (input) => Game.fromState(input as GameState).state, ...side },
  ];
}
