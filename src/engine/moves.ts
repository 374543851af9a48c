/**
 * Legal moves (RULES §5), their effects (RULES §6) and the end states that need no search (§7).
 * `legalMoves` and `whyIllegal` are written from the same small predicates, so a move is listed
 * exactly when `play` accepts it.
 */
import { cardName, faceDown, faceUp, isFaceDown, rankIndex, rankName, RANKS, rankOf, SUITS, suitName, suitOf } from './cards.js';
import { describeValue, errorMessage } from './describe-value.js';
import { IllegalMoveError } from './errors.js';
import { FOUNDATION_IDS, pileCards, pileRef, RESERVE_IDS, TABLEAU_IDS, type PileRef } from './piles.js';
import type { Card, CardSlot, GameState, GameStatus, Move, PileId, Rank, Rules, Suit } from './types.js';

// ---------------------------------------------------------------------------------------------
// Rank order and building

/**
 * True when rank `l` is one below rank `u` in the tableau rank order set by `wrap` (rank indices
 * 0 = ace … 12 = king, `base` the base rank's index). The solver builds its tables from this too.
 */
export function rankFollowsDown(u: number, l: number, wrap: Rules['wrap'], base: number): boolean {
  switch (wrap) {
    case 'none':
      return l === u - 1;
    case 'king-on-ace':
      return l === (u + 12) % 13;
    case 'base':
      return (l - base + 13) % 13 === (u - base + 13) % 13 - 1;
  }
}

/** True when `lower` is one rank below `upper` in the tableau rank order set by `wrap`. */
export function followsDown(upper: Card, lower: Card, wrap: Rules['wrap'], base: number): boolean {
  return rankFollowsDown(rankOf(upper), rankOf(lower), wrap, base);
}

/**
 * Whether suits `su` (the card below) and `sl` (the card placed on it) relate as `build` says
 * (suit indices 0 = clubs … 3 = spades; diamonds and hearts are red). The solver uses it too.
 */
export function suitsMatch(su: number, sl: number, build: Rules['build']): boolean {
  switch (build) {
    case 'alternate-color':
      return (su === 1 || su === 2) !== (sl === 1 || sl === 2);
    case 'same-color':
      return (su === 1 || su === 2) === (sl === 1 || sl === 2);
    case 'same-suit':
      return su === sl;
    case 'any-suit':
      return true;
  }
}

/** RULES §5 `accepts(X, Y)`: card `y` may be placed on card `x`. */
export function accepts(x: Card, y: Card, rules: Readonly<Rules>, base: number): boolean {
  return followsDown(x, y, rules.wrap, base) && suitsMatch(suitOf(x), suitOf(y), rules.build);
}

/** Whether `upper` sits on `lower` as part of a movable run, by the `runs` relation. */
function linksInRun(lower: Card, upper: Card, rules: Readonly<Rules>, base: number): boolean {
  switch (rules.runs) {
    case 'build':
      return accepts(lower, upper, rules, base);
    case 'same-suit':
      return suitOf(lower) === suitOf(upper) && followsDown(lower, upper, rules.wrap, base);
    case 'single':
      return false;
  }
}

/** The length of a column's movable run (RULES §5): 0 for an empty column. */
export function movableRunLength(column: readonly CardSlot[], rules: Readonly<Rules>, base: number): number {
  const n = column.length;
  if (n === 0 || isFaceDown(column[n - 1]!)) return 0;
  let len = 1;
  while (len < n) {
    const lower = column[n - len - 1]!;
    if (isFaceDown(lower) || !linksInRun(lower, column[n - len]!, rules, base)) break;
    len++;
  }
  return len;
}

/** The card that goes next on a suit's foundation, or null when it is complete. */
export function nextFoundationCard(state: GameState, suit: number): Card | null {
  const pile = state.foundations[SUITS[suit]! as Suit];
  if (pile.length >= 13) return null;
  const base = rankIndex(state.baseRank);
  const rank = pile.length === 0 ? base : (rankOf(pile[pile.length - 1]!) + 1) % 13;
  return RANKS[rank]! + SUITS[suit]!;
}

/** The rank index one below the base (what `emptyFill: high` admits). */
function highRank(base: number): number {
  return (base + 12) % 13;
}

/** Where a card comes from, which `emptyFill: reserve` cares about. */
type Source = PileRef['kind'];

/** Whether an empty column may take `card` (the deepest moved card) from `source`, ignoring run length. The solver's tables use it too. */
export function emptyTakes(card: Card, source: Source, rules: Readonly<Rules>, base: number): boolean {
  switch (rules.emptyFill) {
    case 'none':
      return false;
    case 'any':
      return true;
    case 'high':
      return rankOf(card) === highRank(base);
    case 'reserve':
      return source === 'reserve';
  }
}

// ---------------------------------------------------------------------------------------------
// Listing legal moves

/** Every legal move of the position (RULES §5), in a fixed order: by source pile, then target. */
export function legalMoves(state: GameState): Move[] {
  const rules = state.rules;
  const base = rankIndex(state.baseRank);
  const moves: Move[] = [];
  const tableau = state.tableau;
  const tops: (Card | undefined)[] = tableau.map((col) => col[col.length - 1]);
  const nexts: (Card | null)[] = [0, 1, 2, 3].map((s) => nextFoundationCard(state, s));

  // Tableau → foundation and tableau → tableau.
  for (let i = 0; i < 7; i++) {
    const col = tableau[i]!;
    const run = movableRunLength(col, rules, base);
    if (run === 0) continue;
    const top = col[col.length - 1]!;
    const from = TABLEAU_IDS[i]!;
    if (nexts[suitOf(top)] === top) moves.push({ kind: 'move', from, to: FOUNDATION_IDS[suitOf(top)]!, count: 1 });
    for (let count = rules.splitRuns ? 1 : run; count <= run; count++) {
      pushToTableau(moves, from, col[col.length - count]!, 'tableau', count, i, tops, rules, base);
    }
  }

  // Reserve → foundation and reserve → tableau.
  for (let i = 0; i < state.reserve.length; i++) {
    const pile = state.reserve[i]!;
    if (pile.length === 0) continue;
    const top = pile[pile.length - 1]!;
    if (isFaceDown(top)) continue;
    const from = RESERVE_IDS[i]!;
    if (nexts[suitOf(top)] === top) moves.push({ kind: 'move', from, to: FOUNDATION_IDS[suitOf(top)]!, count: 1 });
    pushToTableau(moves, from, top, 'reserve', 1, -1, tops, rules, base);
  }

  // Foundation → tableau.
  if (rules.foundationReturn) {
    for (let s = 0; s < 4; s++) {
      const pile = state.foundations[SUITS[s]! as Suit];
      if (pile.length === 0) continue;
      pushToTableau(moves, FOUNDATION_IDS[s]!, pile[pile.length - 1]!, 'foundation', 1, -1, tops, rules, base);
    }
  }

  if (state.stock.length > 0) moves.push({ kind: 'deal' });
  else if (canRedeal(state)) moves.push({ kind: 'redeal' });
  return moves;
}

/**
 * Lists the moves of `count` cards from `from` onto each tableau column but `skip`: `card` is the
 * deepest moved card, the one that will rest on the column.
 */
function pushToTableau(
  moves: Move[],
  from: PileId,
  card: Card,
  source: Source,
  count: number,
  skip: number,
  tops: readonly (Card | undefined)[],
  rules: Readonly<Rules>,
  base: number,
): void {
  const fillsEmpty = (count === 1 || rules.emptyRuns) && emptyTakes(card, source, rules, base);
  for (let j = 0; j < 7; j++) {
    if (j === skip) continue;
    const target = tops[j];
    if (target === undefined ? fillsEmpty : accepts(target, card, rules, base)) moves.push({ kind: 'move', from, to: TABLEAU_IDS[j]!, count });
  }
}

function canRedeal(state: GameState): boolean {
  return (
    state.stock.length === 0 &&
    state.redealsLeft > 0 &&
    state.rules.stockTo === 'reserve' &&
    state.reserve.some((pile) => pile.length > 0)
  );
}

/** Cards on the foundations (of a state, or of anything with its `foundations`). */
export function foundationCount(state: Pick<GameState, 'foundations'>): number {
  const f = state.foundations;
  return f.c.length + f.d.length + f.h.length + f.s.length;
}

/** `'won'` with all 52 cards home, `'lost'` when no legal move exists, else `'playing'` (RULES §7). */
export function status(state: GameState): GameStatus {
  if (foundationCount(state) === 52) return 'won';
  return legalMoves(state).length === 0 ? 'lost' : 'playing';
}

// ---------------------------------------------------------------------------------------------
// Explaining why a move is not legal

const PILE_LIST = 't0–t6, r0–r6, fc, fd, fh, fs';
const MOVE_FORMS = "{ kind: 'move', from: 't3', to: 't5', count: 1 }, { kind: 'deal' } or { kind: 'redeal' }";

/**
 * Checks that `move` has the RULES §5 form and returns it normalised (a missing `count` is 1).
 * Throws `IllegalMoveError` for anything malformed.
 */
export function checkMoveShape(move: unknown): Move {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) {
    throw new IllegalMoveError(`a move must be an object: ${MOVE_FORMS}; got ${describeValue(move)}`, move);
  }
  // Each field is read once, so a getter cannot answer one thing to the check and another to the move.
  let m: { kind?: unknown; from?: unknown; to?: unknown; count?: unknown };
  try {
    const { kind, from, to, count } = move as Record<string, unknown>;
    m = { kind, from, to, count };
  } catch (e) {
    throw new IllegalMoveError(`the move could not be read: ${errorMessage(e)}`, move);
  }
  if (m.kind === 'deal' || m.kind === 'redeal') return { kind: m.kind };
  if (m.kind !== 'move') {
    throw new IllegalMoveError(`move kind ${describeValue(m.kind)} is unknown; allowed: move, deal, redeal`, move);
  }
  if (!pileRef(m.from)) throw new IllegalMoveError(`move.from ${describeValue(m.from)} is not a pile; allowed: ${PILE_LIST}`, move);
  if (!pileRef(m.to)) throw new IllegalMoveError(`move.to ${describeValue(m.to)} is not a pile; allowed: ${PILE_LIST}`, move);
  const count = m.count === undefined ? 1 : m.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 52) {
    throw new IllegalMoveError(`move.count must be a whole number from 1 to 52, not ${describeValue(m.count)}`, move);
  }
  return { kind: 'move', from: m.from as PileId, to: m.to as PileId, count };
}

const an = (word: string): string => (/^(ace|8)$/.test(word) ? `an ${word}` : `a ${word}`);
const rankWord = (rank: number): string => rankName(RANKS[rank]! as Rank);

const BUILD_WORDS: Record<Rules['build'], string> = {
  'alternate-color': 'builds alternate red and black',
  'same-color': 'builds keep the same colour',
  'same-suit': 'builds follow suit',
  'any-suit': '',
};

/** Why `y` may not go on `x` in the tableau. */
function whyNotAccepted(x: Card, y: Card, rules: Readonly<Rules>, base: number): string {
  const head = `the ${cardName(y)} cannot go on the ${cardName(x)}`;
  if (!followsDown(x, y, rules.wrap, base)) {
    const u = rankOf(x);
    if (rules.wrap === 'none' && u === 0) return `${head}: nothing goes on an ace (wrap: none)`;
    if (rules.wrap === 'base' && u === base) return `${head}: nothing goes on the base rank ${rankWord(base)} (wrap: base)`;
    return `${head}: only ${an(rankWord((u + 12) % 13))} goes on ${an(rankWord(u))}`;
  }
  return `${head}: ${BUILD_WORDS[rules.build]}`;
}

function emptyRule(rules: Readonly<Rules>, base: number): string {
  switch (rules.emptyFill) {
    case 'none':
      return 'an empty column cannot be filled by a move (emptyFill: none)';
    case 'any':
      return 'an empty column takes any card';
    case 'high':
      return `an empty column takes only ${an(rankWord(highRank(base)))} (one below the base rank ${rankWord(base)})`;
    case 'reserve':
      return 'an empty column takes only a card from the reserve (emptyFill: reserve)';
  }
}

/** Why a single card (or the deepest card of a run) may not land on tableau column `to`, or null if it may. */
function whyNotToColumn(state: GameState, card: Card, source: Source, to: number, count: number, base: number): IllegalMoveReason | null {
  const rules = state.rules;
  const col = state.tableau[to]!;
  if (col.length === 0) {
    if (!emptyTakes(card, source, rules, base)) return refuse('empty-column', `${emptyRule(rules, base)}, not the ${cardName(card)}`);
    if (count > 1 && !rules.emptyRuns) return refuse('empty-column', 'only a single card may move into an empty column (emptyRuns is off)');
    return null;
  }
  const top = faceUp(col[col.length - 1]!);
  return accepts(top, card, rules, base) ? null : refuse('no-build', whyNotAccepted(top, card, rules, base));
}

function whyNotToFoundation(state: GameState, card: Card, to: PileRef): IllegalMoveReason | null {
  const suit = suitOf(card);
  if (suit !== to.index) {
    return refuse('foundation', `the ${cardName(card)} belongs on the ${suitName(SUITS[suit]!)} foundation (${FOUNDATION_IDS[suit]}), not ${FOUNDATION_IDS[to.index]}`);
  }
  const next = nextFoundationCard(state, suit);
  if (next === null) return refuse('foundation', `the ${suitName(SUITS[suit]!)} foundation is complete`);
  if (next === card) return null;
  if (state.foundations[SUITS[suit]! as Suit].length === 0) {
    return refuse('foundation', `the ${suitName(SUITS[suit]!)} foundation starts with the ${cardName(next)} (base rank ${rankName(state.baseRank)}), not the ${cardName(card)}`);
  }
  return refuse('foundation', `the ${cardName(card)} cannot go on the ${suitName(SUITS[suit]!)} foundation: it needs the ${cardName(next)} next`);
}

/** Why `move` is not legal in `state`, or null when it is; a malformed move gets the message of its error. */
export function whyIllegal(state: GameState, move: Move): string | null {
  return illegalMoveReason(state, move)?.message ?? null;
}

/**
 * Why a move is refused, as a stable code for programs and translations (docs/rules.md "Errors" says what
 * each means); the English words are `IllegalMoveReason.message`.
 */
export type IllegalMoveCode =
  | 'malformed'
  | 'no-stock'
  | 'no-redeal'
  | 'same-pile'
  | 'no-reserve'
  | 'empty-pile'
  | 'too-many'
  | 'whole-run'
  | 'face-down'
  | 'no-return'
  | 'foundation'
  | 'no-build'
  | 'empty-column';

/** A refusal: its code, and the English reason `whyIllegal` and `IllegalMoveError` give. */
export interface IllegalMoveReason {
  code: IllegalMoveCode;
  message: string;
}

const refuse = (code: IllegalMoveCode, message: string): IllegalMoveReason => ({ code, message });

/**
 * Why `move` is not legal in `state` as `{ code, message }`, or null when it is legal. `message`
 * is exactly what `whyIllegal` returns; a malformed move gets `malformed` and its error's message.
 */
export function illegalMoveReason(state: GameState, move: Move): IllegalMoveReason | null {
  let checked: Move;
  try {
    checked = checkMoveShape(move);
  } catch (e) {
    return refuse('malformed', (e as Error).message);
  }
  return illegalReason(state, checked);
}

/** Why a well-formed move (one that passed `checkMoveShape`) is not legal, or null when it is. */
function illegalReason(state: GameState, move: Move): IllegalMoveReason | null {
  const rules = state.rules;
  if (move.kind === 'deal') {
    if (state.stock.length > 0) return null;
    return refuse('no-stock', canRedeal(state) ? 'the stock is empty; a redeal is available' : 'the stock is empty');
  }
  if (move.kind === 'redeal') {
    if (rules.stockTo !== 'reserve') return refuse('no-redeal', 'there is no redeal in this game (stockTo: tableau)');
    if (rules.redeals === 0) return refuse('no-redeal', 'this game allows no redeals (redeals: 0)');
    if (state.stock.length > 0) return refuse('no-redeal', `a redeal needs an empty stock; ${state.stock.length} cards are left to deal`);
    if (state.redealsLeft <= 0) return refuse('no-redeal', `no redeals are left (the rules allow ${rules.redeals})`);
    if (!state.reserve.some((pile) => pile.length > 0)) return refuse('no-redeal', 'the reserve is empty: there is nothing to redeal');
    return null;
  }
  const from = pileRef(move.from)!;
  const to = pileRef(move.to)!;
  if (move.from === move.to) return refuse('same-pile', `a card cannot move from ${move.from} to itself`);
  for (const [ref, id] of [[from, move.from], [to, move.to]] as const) {
    if (ref.kind === 'reserve' && rules.stockTo !== 'reserve') return refuse('no-reserve', `there is no reserve pile ${id} in this game (stockTo: tableau)`);
  }
  if (to.kind === 'reserve') return refuse('no-reserve', 'nothing can be placed on the reserve: only a deal puts cards there');
  const base = rankIndex(state.baseRank);
  const source = pileCards(state, from);
  const empty = from.kind === 'tableau' ? `column ${move.from} is empty` : from.kind === 'reserve' ? `reserve pile ${move.from} is empty` : `the ${suitName(SUITS[from.index]!)} foundation is empty`;
  if (source.length === 0) return refuse('empty-pile', empty);

  if (to.kind === 'foundation' && move.count !== 1) return refuse('too-many', 'cards go to a foundation one at a time');
  if (from.kind === 'tableau') {
    if (to.kind === 'foundation') return whyNotToFoundation(state, source[source.length - 1]!, to);
    const run = movableRunLength(source, rules, base);
    if (move.count > run) {
      if (move.count > source.length) return refuse('too-many', `column ${move.from} holds only ${source.length} card${source.length === 1 ? '' : 's'}`);
      return refuse('too-many', `the movable run of ${move.from} has only ${run} card${run === 1 ? '' : 's'}`);
    }
    if (!rules.splitRuns && move.count !== run) {
      return refuse('whole-run', `runs move between columns only whole (splitRuns is off): move all ${run} cards of ${move.from}'s run`);
    }
    return whyNotToColumn(state, source[source.length - move.count]!, 'tableau', to.index, move.count, base);
  }

  const top = source[source.length - 1]!;
  if (move.count !== 1) return refuse('too-many', `${from.kind === 'reserve' ? 'reserve' : 'foundation'} cards move one at a time`);
  if (from.kind === 'reserve') {
    if (isFaceDown(top)) return refuse('face-down', `the top card of reserve pile ${move.from} is face-down`);
    return to.kind === 'foundation' ? whyNotToFoundation(state, top, to) : whyNotToColumn(state, top, 'reserve', to.index, 1, base);
  }
  // From a foundation.
  if (to.kind === 'foundation') return refuse('foundation', 'a foundation card cannot move to another foundation');
  if (!rules.foundationReturn) return refuse('no-return', 'foundation cards cannot return to the tableau (foundationReturn is off)');
  return whyNotToColumn(state, top, 'foundation', to.index, 1, base);
}

// ---------------------------------------------------------------------------------------------
// Playing a move

/**
 * The position after `move` (RULES §5 and §6). Never changes `state`. Throws `IllegalMoveError`,
 * with a message saying why, for a malformed or illegal move.
 */
export function play(state: GameState, move: Move): GameState {
  return playWellFormed(state, checkMoveShape(move), move);
}

/** `play` for a move that has passed `checkMoveShape`; `given` is the move as the caller wrote it, for the error. */
export function playWellFormed(state: GameState, move: Move, given: unknown = move): GameState {
  const reason = illegalReason(state, move);
  if (reason !== null) throw new IllegalMoveError(reason.message, given);
  return applyMove(state, move);
}

type MutableFoundations = { c: Card[]; d: Card[]; h: Card[]; s: Card[] };

/** Deals the first seven of `cards` (RULES §5), one a pile, onto the reserve or the columns; returns the rest. */
function dealOnto(rules: Rules, reserve: CardSlot[][], tableau: CardSlot[][], cards: readonly Card[]): readonly Card[] {
  const n = Math.min(7, cards.length);
  if (rules.stockTo === 'reserve') {
    for (let i = 0; i < n; i++) reserve[i] = [...reserve[i]!, rules.reserveFaceDown ? faceDown(cards[i]!) : cards[i]!];
  } else {
    for (let i = 0; i < n; i++) tableau[i] = [...tableau[i]!, cards[i]!];
  }
  return cards.slice(n);
}

/** Applies a legal move, copying only the piles it touches. */
export function applyMove(state: GameState, move: Move): GameState {
  const rules = state.rules;
  let stock = state.stock;
  // Fresh containers; the piles that do not change are shared with `state`.
  const reserve = state.reserve.slice() as CardSlot[][];
  const tableau = state.tableau.slice() as CardSlot[][];
  const foundations = { ...state.foundations } as MutableFoundations;
  let redealsLeft = state.redealsLeft;
  let points = 0;

  if (move.kind === 'deal') {
    stock = dealOnto(rules, reserve, tableau, stock);
  } else if (move.kind === 'redeal') {
    const gathered: Card[] = [];
    for (let i = 0; i < reserve.length; i++) {
      for (const slot of reserve[i]!) gathered.push(faceUp(slot));
      reserve[i] = [];
    }
    redealsLeft--;
    stock = dealOnto(rules, reserve, tableau, gathered);
  } else {
    const from = pileRef(move.from)!;
    const to = pileRef(move.to)!;
    let moved: CardSlot[];
    // Take the cards off their pile.
    if (from.kind === 'tableau') {
      const col = tableau[from.index]!;
      const rest = col.slice(0, col.length - move.count);
      moved = col.slice(col.length - move.count);
      const last = rest.length - 1;
      if (last >= 0 && isFaceDown(rest[last]!)) {
        rest[last] = faceUp(rest[last]!);
        points += 5;
      }
      tableau[from.index] = rest;
    } else if (from.kind === 'reserve') {
      const pile = reserve[from.index]!;
      moved = [pile[pile.length - 1]!];
      reserve[from.index] = pile.slice(0, -1);
    } else {
      const suit = SUITS[from.index]! as Suit;
      const pile = foundations[suit];
      moved = [pile[pile.length - 1]!];
      foundations[suit] = pile.slice(0, -1);
      points -= 15;
    }
    // Put them on the target.
    if (to.kind === 'tableau') {
      tableau[to.index] = tableau[to.index]!.concat(moved);
    } else {
      const suit = SUITS[to.index]! as Suit;
      foundations[suit] = foundations[suit].concat(moved);
      points += 10;
    }
  }

  // RULES §6.3: a face-down reserve top over an empty column turns face-up.
  if (rules.reserveFaceDown) {
    for (let i = 0; i < reserve.length; i++) {
      const pile = reserve[i]!;
      const top = pile[pile.length - 1];
      if (top !== undefined && isFaceDown(top) && tableau[i]!.length === 0) {
        reserve[i] = [...pile.slice(0, -1), faceUp(top)];
      }
    }
  }

  return {
    variant: state.variant,
    rules,
    seed: state.seed,
    baseRank: state.baseRank,
    stock,
    reserve,
    tableau,
    foundations,
    redealsLeft,
    score: rules.scoring === 'cards' ? foundationCount({ foundations }) : state.score + points,
    moveCount: state.moveCount + 1,
  };
}
