/**
 * Test helpers for the solver: rule sets that cover every value of every rule field, seeded random
 * playouts, and replaying a line through the engine.
 */
import {
  foundationCount,
  legalMoves,
  mulberry32,
  play,
  RANKS,
  resolveRules,
  RULE_FIELDS,
  RULE_VALUES,
  VARIANT_NAMES,
  type GameState,
  type Move,
  type Rules,
  type VariantName,
} from '../../src/engine/index.js';
import { position } from '../engine/positions.js';

export interface RuleSet {
  variant: VariantName;
  rules: Partial<Rules>;
}

/** Repairs the three forbidden combinations of RULES §3 in favour of `stockTo`. */
function repair(rules: Rules): Rules {
  if (rules.stockTo !== 'tableau') return rules;
  return { ...rules, redeals: 0, reserveFaceDown: false, emptyFill: rules.emptyFill === 'reserve' ? 'any' : rules.emptyFill };
}

/**
 * Each variant with each single field set to each of its values (forbidden combinations repaired,
 * duplicates dropped): every value of every field appears in some set.
 */
export function singleFieldRuleSets(): RuleSet[] {
  const seen = new Set<string>();
  const out: RuleSet[] = [];
  for (const variant of VARIANT_NAMES) {
    for (const field of RULE_FIELDS) {
      for (const value of RULE_VALUES[field] as unknown[]) {
        let rules = repair({ ...resolveRules(variant), [field]: value } as Rules);
        if (field === 'redeals' || field === 'reserveFaceDown' || (field === 'emptyFill' && value === 'reserve')) {
          if (rules.stockTo === 'tableau') rules = { ...rules, stockTo: 'reserve', [field]: value } as Rules;
        }
        const key = variant + JSON.stringify(rules);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ variant, rules });
      }
    }
  }
  return out;
}

/** A random valid full rule set from a generator. */
export function randomRules(draw: () => number): Rules {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(draw() * xs.length)]!;
  const rules = Object.fromEntries(RULE_FIELDS.map((f) => [f, pick(RULE_VALUES[f] as unknown[])])) as unknown as Rules;
  return repair(rules);
}

/**
 * A seeded random playout of at most `steps` moves; `foundationBias` is the chance of playing a
 * foundation move when there is one (to reach late-game positions). Returns every position passed.
 */
export function playout(state: GameState, seed: number, steps: number, foundationBias = 0.7): GameState[] {
  const draw = mulberry32(seed);
  const out = [state];
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(state);
    if (moves.length === 0) break;
    const home = moves.filter((m) => m.kind === 'move' && m.to.startsWith('f'));
    const pool = home.length > 0 && draw() < foundationBias ? home : moves;
    state = play(state, pool[Math.floor(draw() * pool.length)]!);
    out.push(state);
  }
  return out;
}

/** Plays `line` from `state` through the engine's checked `play` (throws on an illegal move). */
export function replay(state: GameState, line: readonly Move[]): GameState {
  let s = state;
  for (const m of line) s = play(s, m);
  return s;
}

export const home = (state: GameState): number => foundationCount(state);

/**
 * A late-game position from a real deal: for each suit, the first `homeCounts[suit]` cards of its
 * foundation order are taken from wherever the deal put them and put home; every other card stays
 * where the deal put it (in order), tops left face-down turn up. A valid 52-card position.
 */
export function lateGame(state: GameState, homeCounts: readonly number[], redealsLeft = state.redealsLeft): GameState {
  const base = RANKS.indexOf(state.baseRank);
  const isHome = (slot: string): boolean => {
    const card = slot.replace('-', '');
    const suit = 'cdhs'.indexOf(card[1]!);
    return (RANKS.indexOf(card[0] as never) - base + 13) % 13 < homeCounts[suit]!;
  };
  const keep = (pile: readonly string[]): string => {
    const rest = pile.filter((c) => !isHome(c));
    if (rest.length > 0) rest[rest.length - 1] = rest[rest.length - 1]!.replace('-', '');
    return rest.join(' ');
  };
  const tableau = state.tableau.map(keep);
  const reserve = state.reserve.map((pile, i) => {
    const rest = pile.filter((c) => !isHome(c));
    // RULES §6.3: no face-down reserve top over an empty column.
    if (rest.length > 0 && tableau[i] === '') rest[rest.length - 1] = rest[rest.length - 1]!.replace('-', '');
    return rest.join(' ');
  });
  const tops: Partial<Record<'c' | 'd' | 'h' | 's', string>> = {};
  (['c', 'd', 'h', 's'] as const).forEach((suit, i) => {
    if (homeCounts[i]! > 0) tops[suit] = RANKS[(base + homeCounts[i]! - 1) % 13]! + suit;
  });
  return position({
    variant: state.variant,
    rules: state.rules,
    baseRank: state.baseRank,
    tableau,
    reserve,
    foundations: tops,
    stock: state.stock.filter((c) => !isHome(c)).join(' '),
    redealsLeft,
    seed: state.seed,
  });
}

/**
 * A small random late-game position: each suit's foundation holds its first `homeCounts[suit]`
 * cards; the other cards are shuffled and scattered over the columns, the reserve piles and the
 * stock by the generator (face-down only where the rules allow it). Many of these are lost, which
 * real late-game deals rarely are.
 */
export function scatteredLateGame(variant: VariantName, rules: Partial<Rules>, homeCounts: readonly number[], draw: () => number): GameState {
  const full = resolveRules(variant, rules);
  const baseRank = full.base === 'dealt' ? RANKS[Math.floor(draw() * 13)]! : full.base;
  const base = RANKS.indexOf(baseRank);
  const rest: string[] = [];
  const tops: Partial<Record<'c' | 'd' | 'h' | 's', string>> = {};
  (['c', 'd', 'h', 's'] as const).forEach((suit, i) => {
    for (let k = 0; k < 13; k++) {
      const card = RANKS[(base + k) % 13]! + suit;
      if (k < homeCounts[i]!) tops[suit] = card;
      else rest.push(card);
    }
  });
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(draw() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  // Half the time, low cards first: piles then hold higher cards above lower ones of their suit.
  const order = (card: string): number => (RANKS.indexOf(card[0] as never) - base + 13) % 13;
  if (draw() < 0.5) rest.sort((a, b) => order(a) - order(b));
  const hasReserve = full.stockTo === 'reserve';
  const tableau: string[][] = Array.from({ length: 7 }, () => []);
  const reserve: string[][] = Array.from({ length: 7 }, () => []);
  const stock: string[] = [];
  // Cards stacked on few piles block each other more often.
  const columns = 1 + Math.floor(draw() * 4);
  const piles = 1 + Math.floor(draw() * 3);
  for (const card of rest) {
    const x = draw();
    if (x < 0.45 || (!hasReserve && x < 0.8)) tableau[Math.floor(draw() * columns)]!.push(card);
    else if (x < 0.8) reserve[Math.floor(draw() * piles)]!.push(card);
    else stock.push(card);
  }
  if (full.faceDown) {
    tableau.forEach((col, c) => {
      const down = Math.min(c, col.length - 1, Math.floor(draw() * col.length));
      for (let k = 0; k < down; k++) col[k] = '-' + col[k];
    });
  }
  if (full.reserveFaceDown) {
    reserve.forEach((pile, i) => {
      for (let k = 0; k < pile.length; k++) {
        if (k === pile.length - 1 && tableau[i]!.length === 0) break;
        if (draw() < 0.5) pile[k] = '-' + pile[k];
      }
    });
  }
  return position({
    variant,
    rules,
    baseRank,
    tableau: tableau.map((c) => c.join(' ')),
    reserve: hasReserve ? reserve.map((p) => p.join(' ')) : [],
    foundations: tops,
    stock: stock.join(' '),
    redealsLeft: full.redeals > 0 ? Math.floor(draw() * (full.redeals + 1)) : 0,
  });
}

/** Home counts per suit that leave `left` cards out of the foundations, most of them from one or two suits. */
export function homeCounts(draw: () => number, left: number): number[] {
  const out = [13, 13, 13, 13];
  const a = Math.floor(draw() * 4);
  const b = Math.floor(draw() * 4);
  for (let i = 0; i < left; ) {
    const x = draw();
    const s = x < 0.45 ? a : x < 0.9 ? b : Math.floor(draw() * 4);
    if (out[s]! > 0) {
      out[s]!--;
      i++;
    }
  }
  return out;
}

/**
 * The same position with its hidden cards dealt again at random: the stock's cards (unless the
 * player knows their order, after a redeal of a face-up reserve) and every face-down card trade places.
 */
export function redeal(state: GameState, seed: number): GameState {
  const known = state.rules.stockTo === 'reserve' && !state.rules.reserveFaceDown && state.redealsLeft < state.rules.redeals;
  const cards: string[] = [];
  if (!known) cards.push(...state.stock);
  const collect = (pile: readonly string[]): void => pile.forEach((slot) => { if (slot.startsWith('-')) cards.push(slot.slice(1)); });
  state.reserve.forEach(collect);
  state.tableau.forEach(collect);
  const draw = mulberry32(seed);
  for (let i = cards.length - 1; i >= 1; i--) {
    const j = Math.floor(draw() * (i + 1));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  let next = 0;
  const refill = (pile: readonly string[]): string[] => pile.map((slot) => (slot.startsWith('-') ? `-${cards[next++]!}` : slot));
  const stock = known ? state.stock.slice() : state.stock.map(() => cards[next++]!);
  return { ...state, seed: `${state.seed}-redealt`, stock, reserve: state.reserve.map(refill), tableau: state.tableau.map(refill) };
}
