/**
 * Soundness: on a few hundred small late-game positions from real deals, under every value of
 * every rule field, the solver must give exactly the answers of a plain exhaustive search with no
 * pruning (reference-search.ts): win/loss for `solve`, progress/dead-end for `findProgress`; its
 * lines must replay through the engine; and neither `safeFoundationMove` nor the search's forced
 * moves (`Board.forcedMove`: safe moves home, forced joins, twins uncrossed) may ever turn a
 * winnable position into a lost one, or one with progress into a dead end. Twin-heavy positions
 * (cards of both suits of a colour out, built by colour) exercise the twin rules.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatMoves, mulberry32, newGame, play, RANKS, resolveRules, VARIANT_NAMES, type GameState, type Move, type Rank, type Rules, type VariantName } from '../../src/engine/index.js';
import { findProgress, safeFoundationMove, solve } from '../../src/solver/index.js';
import { home, homeCounts, lateGame, replay, scatteredLateGame, singleFieldRuleSets } from './helpers.js';
import { positionKey, referenceProgress, referenceWinnable } from './reference-search.js';
import { PhasedSearch } from '../../src/solver/search.js';
import { Board, toMove } from '../../src/solver/board.js';
import { HomeBound } from '../../src/solver/bound.js';
import { position } from '../engine/positions.js';
import { checkWholeGraph, describeState, graph, roughlyInOrder, splitDeck, type Instance } from './whole-graph.js';

/**
 * With `foundationReturn` and a way to fill empty columns, nearly every home card can come back and
 * the unpruned search drowns; these rule sets keep the return but not the fill, so it stays small.
 */
const RETURN_RULE_SETS: { variant: VariantName; rules: Partial<Rules> }[] = [
  { variant: 'aces', rules: { emptyFill: 'none' } },
  { variant: 'aces', rules: { emptyFill: 'none', wrap: 'king-on-ace', splitRuns: false } },
  { variant: 'aces', rules: { emptyFill: 'none', build: 'same-color', reserveFaceDown: true, redeals: 1 } },
  { variant: 'bernauer', rules: { foundationReturn: true, emptyFill: 'none', build: 'any-suit', runs: 'single' } },
  { variant: 'bernauer', rules: { foundationReturn: true, emptyFill: 'none', wrap: 'base' } },
  { variant: 'sorel', rules: { foundationReturn: true, emptyFill: 'none' } },
];

/**
 * Rule sets under which the forced joins and the twin rules apply (runs by colour, `same-color`),
 * with each way of filling empty columns and the other fields they depend on, and a few where they
 * must stay off (runs by suit, no split runs, foundation return).
 */
const TWIN_RULE_SETS: { variant: VariantName; rules: Partial<Rules> }[] = [
  { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'none' } },
  { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'reserve' } },
  { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'any', emptyRuns: false } },
  { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'high', emptyRuns: true, faceDown: true } },
  { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'none', reserveFaceDown: true, redeals: 1 } },
  { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'none', splitRuns: false } },
  { variant: 'sorel', rules: { runs: 'build', emptyFill: 'none' } },
  { variant: 'sorel', rules: { runs: 'build', emptyFill: 'any', emptyRuns: true, wrap: 'base' } },
  { variant: 'sorel', rules: { runs: 'build', emptyFill: 'high', emptyRuns: false, wrap: 'none' } },
  { variant: 'sorel', rules: { emptyFill: 'none' } },
  { variant: 'bernauer', rules: { emptyFill: 'none', wrap: 'none' } },
  { variant: 'aces', rules: { build: 'same-color', emptyFill: 'none' } },
  // The twin kinds hold with foundationReturn too where runs cannot wrap (the first kind is off there).
  { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'none', foundationReturn: true, faceDown: true, wrap: 'base' } },
  { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'reserve', foundationReturn: true, wrap: 'none' } },
  { variant: 'sorel', rules: { runs: 'build', emptyFill: 'none', foundationReturn: true, wrap: 'base' } },
  // With king-on-ace, joins only once the base-rank cards of the colour are home (and no return).
  { variant: 'aces', rules: { build: 'same-color', emptyFill: 'none', wrap: 'king-on-ace', foundationReturn: false } },
  { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'none', foundationReturn: true, faceDown: true } },
];

/** Home counts leaving `left` cards out of the foundations, all from the two suits of one colour. */
function twinCounts(draw: () => number, left: number): number[] {
  const out = [13, 13, 13, 13];
  const s = Math.floor(draw() * 4);
  for (let i = 0; i < left; i++) out[draw() < 0.5 ? s : 3 - s]!--;
  return out;
}

/**
 * About 300 small positions: scattered late games under every value of every rule field (rule sets
 * with foundationReturn replaced by RETURN_RULE_SETS), and late games of real deals.
 */
function instances(): Instance[] {
  const out: Instance[] = [];
  const draw = mulberry32(77);
  const add = (variant: VariantName, rules: Partial<Rules>, count: number, low: number, span: number): void => {
    for (let k = 0; k < count; k++) {
      const left = low + Math.floor(draw() * span);
      const state = scatteredLateGame(variant, rules, homeCounts(draw, left), draw);
      out.push({ name: `${variant} ${JSON.stringify(rules)} #${k} (${left} cards out)`, state });
    }
  };
  for (const { variant, rules } of singleFieldRuleSets()) {
    if (!resolveRules(variant, rules).foundationReturn) add(variant, rules, 3, 6, 8);
  }
  for (const { variant, rules } of RETURN_RULE_SETS) add(variant, rules, 8, 5, 6);
  for (const { variant, rules } of TWIN_RULE_SETS) {
    for (let k = 0; k < 10; k++) {
      const left = 7 + Math.floor(draw() * 8);
      const state = scatteredLateGame(variant, rules, twinCounts(draw, left), draw);
      out.push({ name: `${variant} ${JSON.stringify(rules)} twins #${k} (${left} cards out)`, state });
    }
  }
  for (const variant of VARIANT_NAMES) {
    for (let seed = 1; seed <= 8; seed++) {
      const rules = { foundationReturn: false };
      const state = lateGame(newGame({ variant, rules, seed }), homeCounts(draw, 6 + (seed % 4)));
      out.push({ name: `${variant} deal ${seed}, late`, state });
    }
  }
  return out;
}

/** The reference answer to "can this be won?", each position searched once. */
const answers = new Map<string, 'yes' | 'no' | 'limit'>();
function winnable(state: GameState): 'yes' | 'no' | 'limit' {
  const key = positionKey(state);
  let answer = answers.get(key);
  if (answer === undefined) answers.set(key, (answer = referenceWinnable(state, 100_000)));
  return answer;
}

describe('soundness: the solver agrees with a plain exhaustive search', () => {
  const all = instances();

  it(`solve: same win/loss on ${all.length} late-game positions, and every winning line replays to a won game`, (t) => {
    const tally = { win: 0, loss: 0, skipped: 0 };
    for (const { name, state } of all) {
      const ref = winnable(state);
      if (ref === 'limit') {
        tally.skipped++;
        continue;
      }
      const r = solve(state, { maxStates: 5_000_000 });
      assert.equal(r.result, ref === 'yes' ? 'win' : 'loss', `${name}\n${describeState(state)}`);
      // Restarting every few positions exercises what restarts share (DEAD marks, stale entries).
      const restarting = new PhasedSearch(state, 52, 5_000_000, Infinity, 3);
      restarting.step(Infinity);
      assert.equal(restarting.state, ref === 'yes' ? 'found' : 'exhausted', `${name} (restarting)`);
      if (restarting.state === 'found') assert.equal(home(replay(state, restarting.line().map(toMove))), 52);
      if (r.result === 'win') {
        assert.equal(home(replay(state, r.line!)), 52, `${name}: ${formatMoves(r.line!)}`);
        tally.win++;
      } else tally.loss++;
    }
    t.diagnostic(JSON.stringify(tally));
    assert.ok(tally.win >= 100 && tally.loss >= 50, JSON.stringify(tally));
    assert.ok(tally.skipped <= all.length / 10, JSON.stringify(tally));
  });

  it('findProgress: same progress/dead-end, and the line ends with the raise of the foundation count', (t) => {
    const tally = { progress: 0, deadEnd: 0, skipped: 0 };
    for (const { name, state } of all) {
      const ref = referenceProgress(state, 100_000);
      if (ref === 'limit') {
        tally.skipped++;
        continue;
      }
      const r = findProgress(state, { maxStates: 5_000_000 });
      assert.equal(r.result, ref === 'yes' ? 'progress' : 'dead-end', `${name}\n${describeState(state)}`);
      if (r.result === 'progress') {
        const line = r.line!;
        const before = replay(state, line.slice(0, -1));
        assert.ok(home(before) <= home(state), 'only the last move raises the count above the start');
        assert.ok(home(play(before, line[line.length - 1]!)) > home(state));
        tally.progress++;
      } else tally.deadEnd++;
    }
    t.diagnostic(JSON.stringify(tally));
    assert.ok(tally.progress >= 50 && tally.deadEnd >= 15, JSON.stringify(tally));
    assert.ok(tally.skipped <= all.length / 10, JSON.stringify(tally));
  });

  it('safeFoundationMove never turns a winnable position into a lost one', (t) => {
    let checked = 0;
    for (const { name, state } of all) {
      let s = state;
      // Follow safe moves while there are any; each must keep a winnable position winnable.
      for (let m = safeFoundationMove(s); m !== null; m = safeFoundationMove(s)) {
        const before = winnable(s);
        const next = play(s, m);
        if (before === 'yes') {
          assert.equal(winnable(next), 'yes', `${name}: ${JSON.stringify(m)} in\n${describeState(s)}`);
          checked++;
        }
        s = next;
      }
    }
    t.diagnostic(`${checked} safe moves checked`);
    assert.ok(checked >= 50, `${checked} safe moves checked`);
  });

  it('the forced moves of the search keep every winnable position winnable and every progress reachable, in every reachable position', (t) => {
    const tally = { positions: 0, forced: 0, joins: 0, uncrossed: 0, returnJoins: 0, win: 0, progress: 0, tooBig: 0 };
    for (const { name, state } of all) {
      // The whole graph of positions reachable from the instance (small ones only), and which of
      // them can still be won, or can still get more cards home than the instance has.
      const start = home(state);
      const whole = graph(state, 5000);
      if (!whole) {
        tally.tooBig++;
        continue;
      }
      const { states, edges, index } = whole;
      const reaches = (goal: (s: GameState) => boolean): Uint8Array => {
        const can = new Uint8Array(states.length);
        states.forEach((s, i) => (can[i] = goal(s) ? 1 : 0));
        for (let changed = true; changed; ) {
          changed = false;
          for (let i = 0; i < states.length; i++) if (!can[i] && edges[i]!.some((j) => can[j])) {
            can[i] = 1;
            changed = true;
          }
        }
        return can;
      };
      const wins = reaches((s) => home(s) === 52);
      const more = reaches((s) => home(s) > start);
      states.forEach((s, i) => {
        tally.positions++;
        const m = new Board(s).forcedMove();
        if (m < 0) return;
        const move = toMove(m);
        const j = index.get(positionKey(play(s, move)))!;
        tally.forced++;
        if (move.kind === 'move' && !move.to.startsWith('f')) {
          tally.joins++;
          if (s.rules.foundationReturn) tally.returnJoins++;
          // A card moved off a card that accepts it: only the uncrossing of twins does that.
          const from = s.tableau[Number(move.from.slice(1))];
          const under = move.from.startsWith('t') ? from![from!.length - (move.count ?? 1) - 1] : undefined;
          if (under && !under.startsWith('-') && under[0] === s.tableau[Number(move.to.slice(1))]!.at(-1)![0]) tally.uncrossed++;
        }
        if (wins[i]) {
          assert.equal(wins[j], 1, `${name}: ${JSON.stringify(move)} loses a won game in\n${describeState(s)}`);
          tally.win++;
        }
        if (more[i] && home(s) <= start) {
          assert.equal(more[j], 1, `${name}: ${JSON.stringify(move)} loses the progress in\n${describeState(s)}`);
          tally.progress++;
        }
      });
    }
    t.diagnostic(JSON.stringify(tally));
    assert.ok(tally.win >= 1000 && tally.joins >= 500 && tally.uncrossed >= 50 && tally.returnJoins >= 50 && tally.progress >= 200, JSON.stringify(tally));
  });
});

/**
 * Positions for the base-card rule (`Board.baseHome`, and the bound's base cards that
 * are never targets, `Board.shutBases`): same-colour Bernauer games with spaces never filled, in
 * which nothing of one suit s is home; two in three with its twin suit t started and the last
 * card of t (H') at the bottom of a column (where the rule holds), the others with nothing of t
 * home either and the last card of s right on a base card of the colour (where it must not). The
 * other cards of the colour lie mostly in reserve piles, the other colour nearly all home. Only
 * those whose whole graph of positions is small are kept.
 */
function lockGames(count: number): Instance[] {
  const draw = mulberry32(19);
  const out: Instance[] = [];
  const suits = 'cdhs';
  for (let n = 0; out.length < count && n < count * 8; n++) {
    const rules: Partial<Rules> = { build: 'same-color', emptyFill: 'none' };
    const l3 = n % 3 !== 0;
    const base = Math.floor(draw() * 13);
    const rank = (k: number): string => RANKS[(base + k) % 13]!;
    const s = Math.floor(draw() * 4);
    const t = 3 - s;
    const { foundations, cards } = splitDeck(base, (u) => (u === s ? 0 : u === t ? (l3 ? 1 + Math.floor(draw() * 12) : 0) : 13 - Math.floor(draw() * 3)));
    for (let i = cards.length - 1; i > 0; i--) {
      const j = Math.floor(draw() * (i + 1));
      [cards[i], cards[j]] = [cards[j]!, cards[i]!];
    }
    const [b, b2, h, h2] = [rank(0) + suits[s], rank(0) + suits[t], rank(12) + suits[s], rank(12) + suits[t]];
    const tableau: string[][] = Array.from({ length: 7 }, () => []);
    const reserve: string[][] = Array.from({ length: 7 }, () => []);
    const column = (): string[] => tableau[Math.floor(draw() * 4)]!;
    const somewhere = (): string[] => (draw() < 0.5 ? column() : reserve[Math.floor(draw() * 3)]!);
    if (l3) {
      // H' at the bottom of a column (the rule holds), or anywhere (it must not, unless H' gets there).
      (draw() < 0.5 ? tableau[4 + Math.floor(draw() * 3)]! : somewhere()).push(h2);
      somewhere().push(b);
      somewhere().push(h);
    } else {
      const own = draw() < 0.5;
      column().push(own ? b : b2, h);
      somewhere().push(own ? b2 : b);
      somewhere().push(h2);
    }
    for (const c of cards) {
      if (![b, b2, h, h2].includes(c)) (draw() < 0.35 ? column() : reserve[Math.floor(draw() * 7)]!).push(c);
    }
    const state = position({ variant: 'bernauer', rules, baseRank: rank(0) as Rank, tableau: tableau.map((c) => c.join(' ')), reserve: reserve.map((c) => c.join(' ')), foundations, stock: '' });
    if (graph(state, 3000)) out.push({ name: `base-card position #${n}${l3 ? '' : ' (both suits out)'}`, state });
  }
  // Built by hand: H' on the next card of its suit, so that the only win parks H' on B first (the
  // rule must not send B home: H' is not at the bottom of its column); and the same with H' at the
  // bottom of a column, where it does.
  const rules: Partial<Rules> = { build: 'same-color', emptyFill: 'none' };
  const hearts = '6h 5h 4h 3h 2h Ah Kh Qh Jh Th 9h 8h';
  out.push({ name: 'base card: H\' must park on B', state: position({ rules, baseRank: '7', tableau: ['9d 6d', '7h'], reserve: [hearts, '5d 4d 3d 2d Ad Kd Qd Jd Td'], foundations: { c: '6c', d: '8d', s: '6s' }, stock: '' }) });
  out.push({ name: 'base card: H\' at the bottom', state: position({ rules, baseRank: '7', tableau: ['6d', '7h', '9d'], reserve: [hearts, '5d 4d 3d 2d Ad Kd Qd Jd Td'], foundations: { c: '6c', d: '8d', s: '6s' }, stock: '' }) });
  out.push({ name: 'base card: H\' alone in a reserve pile (black, base A)', state: position({ rules, baseRank: 'A', tableau: ['Qc', '3s Ks', 'As'], reserve: ['Qs Js Ts 9s 8s 7s 6s 5s 4s', 'Kc', '2s'], foundations: { c: 'Jc', d: 'Kd', h: 'Kh' }, stock: '' }) });
  return out;
}

/** Whether `move` sends a base-rank card home from a column or the reserve. */
function sendsBaseHome(s: GameState, move: Move | null): boolean {
  if (!move || move.kind !== 'move' || !move.to.startsWith('f')) return false;
  const pile = move.from.startsWith('t') ? s.tableau[Number(move.from.slice(1))]! : s.reserve[Number(move.from.slice(1))]!;
  return pile.at(-1)![0] === s.baseRank;
}

describe('soundness of the base-card rule on positions built for it', () => {
  const all = lockGames(60);

  it('forced base moves keep wins and progress, the bound keeps every goal, and solve and findProgress agree with the exhaustive graph', (t) => {
    const tally = { instances: all.length, positions: 0, baseHome: 0, shut: 0, shutPruned: 0, solved: 0 };
    for (const { name, state } of all) {
      tally.solved += checkWholeGraph(name, state, (s, board, bound, _win, move) => {
        tally.positions++;
        if (board.shutBases() > 0) {
          tally.shut++;
          if (bound < 52) tally.shutPruned++;
        }
        if (sendsBaseHome(s, move)) tally.baseHome++;
      }).solved;
    }
    t.diagnostic(JSON.stringify(tally));
    assert.ok(all.length >= 40 && tally.baseHome >= 100 && tally.shutPruned >= 100, JSON.stringify(tally));
  });
});

/**
 * The base-card rule with `emptyFill: reserve`: positions as `lockGames` builds them,
 * but spaces take reserve cards. Four kinds, by n mod 4: the twin suit t complete (H' home: B goes
 * home as a top, the reserve notwithstanding); t started and H' at the bottom of a column while
 * reserve cards can still fill it (B must not be sent home; the bound keeps only H, the last card
 * of B's own suit, off B); the same with every card in the tableau (no card can ever fill a
 * column: B goes home); nothing of t home (nothing applies). H lies on a card of its own suit in a
 * column in three in ten, where only parking it on a base card frees that card. Cards lie roughly in the order they go home, the last deepest. Stock: empty, or
 * a few cards dealt to the reserve.
 */
function reserveLockGames(count: number, onColumns = false): Instance[] {
  const draw = mulberry32(onColumns ? 1920 : 1919);
  const out: Instance[] = [];
  const suits = 'cdhs';
  // (onColumns: classic Sorel, the stock dealt onto the columns, spaces never filled; every
  // position has a stock, where only the bound's keeping H off B applies.)
  const variant: VariantName = onColumns ? 'sorel' : 'bernauer';
  const rules: Partial<Rules> = onColumns ? { runs: 'build', emptyFill: 'none' } : { build: 'same-color', emptyFill: 'reserve' };
  for (let n = 0; out.length < count && n < count * 12; n++) {
    const kind = n % 4;
    const base = Math.floor(draw() * 13);
    const rank = (k: number): string => RANKS[(base + k) % 13]!;
    const s = Math.floor(draw() * 4);
    const t = 3 - s;
    const { foundations, cards } = splitDeck(base, (u) => (u === s ? 0 : u === t ? [13, 1 + Math.floor(draw() * 12), 1 + Math.floor(draw() * 12), 0][kind]! : 13 - Math.floor(draw() * 3)));
    // The cards needed last first (so they lie deepest), then a few random swaps.
    roughlyInOrder(cards, base, draw);
    const [b, h, h2] = [rank(0) + suits[s], rank(12) + suits[s], rank(12) + suits[t]];
    const tableau: string[][] = Array.from({ length: 7 }, () => []);
    const reserve: string[][] = Array.from({ length: 7 }, () => []);
    const everyCard = kind === 2;
    const column = (): string[] => tableau[Math.floor(draw() * 4)]!;
    const pile = (): string[] => (everyCard || onColumns ? column() : reserve[Math.floor(draw() * 4)]!);
    if (kind === 1 || kind === 2) tableau[4 + Math.floor(draw() * 3)]!.push(h2);
    // H on a card of its own suit, or anywhere.
    const under = cards.find((c) => c[1] === suits[s] && c !== b && c !== h);
    if (draw() < 0.3 && under) column().push(under, h);
    else (draw() < 0.5 ? column() : pile()).push(h);
    (draw() < 0.5 ? column() : pile()).push(b);
    const stock: string[] = [];
    for (const c of cards) {
      if (c === b || c === h || (c === h2 && (kind === 1 || kind === 2)) || (c === under && tableau.some((col) => col.includes(c)))) continue;
      if (!everyCard && stock.length < 3 && (draw() < 0.1 || (onColumns && stock.length < 2))) stock.push(c);
      else (draw() < 0.4 ? column() : pile()).push(c);
    }
    const state = position({ variant, rules, baseRank: rank(0) as Rank, tableau: tableau.map((c) => c.join(' ')), reserve: reserve.map((c) => c.join(' ')), foundations, stock: stock.join(' ') });
    if (graph(state, 3000)) out.push({ name: `${onColumns ? 'dealt' : 'reserve'} base-card position #${n} (kind ${kind})`, state });
  }
  return out;
}

/**
 * Built by hand: H' (6d) alone in a column, B (7h) on 6c. The only win parks 6d on 7h, so that a
 * reserve card (3d, which locks 9d and the rest of the diamonds) can fill the column 6d leaves;
 * with 7h home, 6d stays and nothing else can ever empty a column. The rule must not fire. (Its
 * whole graph is too large for the exhaustive check above: over 200,000 positions.)
 */
const PARK_FOR_RESERVE = position({
  rules: { build: 'same-color', emptyFill: 'reserve' },
  baseRank: '7',
  tableau: ['6d', '6c 7h', 'Td', '2d', '6s', 'Qd', 'Qh'],
  reserve: ['6h 5h 2h Ah Th 9h 8h', '5s 5c 4h 3h Kh Jh 5d 4d Ad Kd Jd 9d 3d'],
  foundations: { c: '4c', d: '8d', s: '4s' },
  stock: '',
});

describe('soundness of the base-card rule with reserve fills', () => {
  const all = reserveLockGames(60);
  const dealt = reserveLockGames(30, true);

  it('with emptyFill reserve, and classic Sorel while the stock is dealt onto the columns: forced base moves keep wins and progress, the bound keeps every goal, the searches agree with the exhaustive graph', (t) => {
    const tally = { instances: all.length, dealt: dealt.length, dealtOwnShut: 0, positions: 0, baseHome: 0, shut: 0, ownShut: 0, shutPruned: 0, shutWinnable: 0, solved: 0, won: 0 };
    for (const { name, state } of [...all, ...dealt]) {
      const { best, solved } = checkWholeGraph(name, state, (s, board, bound, win, move) => {
        tally.positions++;
        const shut = board.shutBases();
        if (shut & 240 && s.stock.length > 0 && s.rules.stockTo === 'tableau') tally.dealtOwnShut++;
        if (shut > 0) {
          if (shut & 15) tally.shut++;
          if (shut & 240) tally.ownShut++;
          if (bound < 52) tally.shutPruned++;
          if (win) tally.shutWinnable++;
        }
        if (sendsBaseHome(s, move) && !safeFoundationMove(s)) tally.baseHome++;
      });
      tally.solved += solved;
      if (best === 52) tally.won++;
    }
    t.diagnostic(JSON.stringify(tally));
    assert.ok(all.length >= 40 && tally.baseHome >= 50 && tally.ownShut >= 1000 && tally.dealt >= 20 && tally.dealtOwnShut >= 100 && tally.shutPruned >= 100 && tally.shutWinnable >= 500 && tally.won >= 10, JSON.stringify(tally));
  });

  it('a position where H\' must be parked on B to free its column for a reserve card: won, lost with B home, and the rule leaves B alone', () => {
    const state = PARK_FOR_RESERVE;
    assert.equal(referenceWinnable(state), 'yes');
    assert.equal(referenceWinnable(play(state, { kind: 'move', from: 't1', to: 'fh', count: 1 })), 'no');
    assert.equal(solve(state).result, 'win');
    const board = new Board(state);
    assert.equal(new HomeBound(board).compute(board), 52);
    assert.equal(board.forcedMove(), -1);
    assert.equal(board.shutBases() & 15, 0);
  });
});

describe('soundness of the win-order rule on whole graphs of late positions', () => {
  it('never says "no win" where the exhaustive graph reaches one, under every rule value and the same-colour games', (t) => {
    const draw = mulberry32(1919);
    const sets: { variant: VariantName; rules: Partial<Rules> }[] = [
      ...singleFieldRuleSets(),
      { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'none' } },
      { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'reserve' } },
      { variant: 'bernauer', rules: { faceDown: true, build: 'same-color', emptyFill: 'none', foundationReturn: true } },
      // Runs by suit that `accepts` does not link: a card carried along on the card under it.
      { variant: 'bernauer', rules: { runs: 'same-suit', emptyFill: 'none' } },
      { variant: 'bernauer', rules: { runs: 'same-suit', build: 'any-suit', emptyFill: 'none' } },
      { variant: 'sorel', rules: { runs: 'build', emptyFill: 'none' } },
    ];
    const tally = { sets: sets.length, graphs: 0, positions: 0, wins: 0, noWin: 0, orderOnly: 0, hostOnly: 0, probeOnly: 0 };
    const starts: { variant: VariantName; rules: Partial<Rules>; start: GameState; byHand?: boolean }[] = [];
    for (const { variant, rules } of sets) {
      // Many more of the same-colour games (the rule's own), with more cards out; and of Sorel
      // without fills, where a card dealt onto a column may end a chain of hosts (`hosted`).
      const own = (rules.build === 'same-color' && variant === 'bernauer') || (variant === 'sorel' && rules.emptyFill === 'none');
      for (let k = 0; k < (own ? 40 : 4); k++) {
        starts.push({ variant, rules, start: scatteredLateGame(variant, rules, homeCounts(draw, 5 + Math.floor(draw() * (own ? 12 : 8))), draw) });
      }
    }
    // By hand, with foundationReturn: 6d lies on 5d, and its places (7d, 7h) are both home; the
    // only win takes 7h back onto 8h and parks 6d on it (a home card can still be a last place).
    const app: Partial<Rules> = { build: 'same-color', emptyFill: 'none', foundationReturn: true };
    starts.push({ variant: 'bernauer', rules: app, start: position({ rules: app, baseRank: '7', tableau: ['5d 6d', '8h'], reserve: ['6h 5h 4h 3h 2h Ah Kh Qh Jh Th 9h'], foundations: { c: '6c', d: '4d', h: '7h', s: '6s' }, stock: '' }), byHand: true });
    // The same with 8h on 6c: 7h's chain of hosts ends at 8h, which never moves, above a card
    // that goes home after 6d (a chain that had to reach a column's floor would find none: the
    // hearts above 8h are in the reserve).
    starts.push({ variant: 'bernauer', rules: app, start: position({ rules: app, baseRank: '7', tableau: ['5d 6d', '6c 8h'], reserve: ['6h 5h 4h 3h 2h Ah Kh Qh Jh Th 9h'], foundations: { c: '5c', d: '4d', h: '7h', s: '6s' }, stock: '' }), byHand: true });
    // Sorel without fills: 6d lies on 5d and must end on 7h, which is in the stock, with every
    // heart: the first deal puts 8h on 6d, 9h and 7h on empty columns; 8h onto 9h, 6d onto 7h, and
    // all go home. A card dealt onto a column may lie on anything, so a chain of hosts may end at a
    // stock card (one that had to reach a column card would find none).
    const sorel: Partial<Rules> = { runs: 'build', emptyFill: 'none' };
    starts.push({ variant: 'sorel', rules: sorel, start: position({ variant: 'sorel', rules: sorel, baseRank: '7', tableau: ['5d 6d'], foundations: { c: '6c', d: '4d', s: '6s' }, stock: '8h 9h 7h Th Jh Qh Kh Ah 2h 3h 4h 5h 6h' }), byHand: true });
    // App-style games (returns, same colour, spaces never filled), one colour half out and
    // scattered at random on three columns and two reserve piles, the other colour home: the last
    // cards of the colour often have two or three last places, which probing decides.
    for (let k = 0; k < 150; k++) {
      const rules: Partial<Rules> = { build: 'same-color', emptyFill: 'none', foundationReturn: true, faceDown: draw() < 0.5 };
      const base = Math.floor(draw() * 13);
      const rank = (j: number): string => RANKS[(base + j) % 13]!;
      const s = Math.floor(draw() * 4);
      const { foundations, cards } = splitDeck(base, (u) => (u === s || u === 3 - s ? 4 + Math.floor(draw() * 6) : 13));
      for (let i = cards.length - 1; i > 0; i--) {
        const j = Math.floor(draw() * (i + 1));
        [cards[i], cards[j]] = [cards[j]!, cards[i]!];
      }
      const tableau: string[][] = Array.from({ length: 7 }, () => []);
      const reserve: string[][] = Array.from({ length: 7 }, () => []);
      for (const c of cards) (draw() < 0.6 ? tableau[Math.floor(draw() * 3)]! : reserve[Math.floor(draw() * 2)]!).push(c);
      const start = position({ variant: 'bernauer', rules, baseRank: rank(0) as Rank, tableau: tableau.map((c) => c.join(' ')), reserve: reserve.map((c) => c.join(' ')), foundations, stock: '' });
      starts.push({ variant: 'bernauer', rules, start });
    }
    for (const { variant, rules, start, byHand } of starts) {
      // (The positions built by hand are walked whole: the Sorel one has 28,381.)
      const g = graph(start, byHand ? 30_000 : 4000);
      assert.ok(g || !byHand);
      if (!g) continue;
      tally.graphs++;
      const win = g.states.map((s) => home(s) === 52);
      for (let changed = true; changed; ) {
        changed = false;
        for (let i = 0; i < g.states.length; i++) if (!win[i] && g.edges[i]!.some((j) => win[j])) {
          win[i] = true;
          changed = true;
        }
      }
      if (byHand) assert.ok(win[0], 'the position built by hand is won');
      g.states.forEach((s, i) => {
        tally.positions++;
        const board = new Board(s);
        const bound = new HomeBound(board);
        const ok = bound.winOrder(board);
        if (win[i]) {
          tally.wins++;
          assert.ok(ok, `${variant} ${JSON.stringify(rules)}: win order says no win where one is reachable in\n${describeState(s)}`);
          assert.equal(bound.compute(board), 52);
        } else if (!ok) {
          tally.noWin++;
          // Where the relaxation alone would still allow 51 or more.
          if (bound.compute(board, 51) >= 51) tally.orderOnly++;
          // Where unit propagation alone finds no contradiction, the chains of hosts do; where
          // those do not either, probing does.
          if (bound.winOrder(board, 0) && !bound.winOrder(board, 1)) tally.hostOnly++;
          if (bound.winOrder(board, 1)) tally.probeOnly++;
        }
      });
    }
    t.diagnostic(JSON.stringify(tally));
    assert.ok(tally.wins >= 1000 && tally.noWin >= 1000 && tally.orderOnly >= 100 && tally.hostOnly >= 2000 && tally.probeOnly >= 150, JSON.stringify(tally));
  });
});
