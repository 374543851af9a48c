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
import { formatMoves, legalMoves, mulberry32, newGame, parseMove, play, RANKS, resolveRules, toSnapshot, VARIANT_NAMES, type GameState, type Move, type Rank, type Rules, type VariantName } from '../../src/engine/index.js';
import { findProgress, safeFoundationMove, solve } from '../../src/solver/index.js';
import { home, homeCounts, lateGame, replay, scatteredLateGame, singleFieldRuleSets } from './helpers.js';
import { positionKey, referenceProgress, referenceWinnable } from './reference-search.js';
import { PhasedSearch, Search } from '../../src/solver/search.js';
import { Board, toMove } from '../../src/solver/board.js';
import { HomeBound } from '../../src/solver/bound.js';
import { position } from '../engine/positions.js';

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

interface Instance {
  name: string;
  state: GameState;
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

const describeState = (s: GameState): string => JSON.stringify(toSnapshot(s));

/** `Search.crossedColumn` at a position (private: the search lists only the moves it allows there). */
const crossedColumn = (s: GameState): number => (new Search(s, 52, 1, Infinity) as unknown as { crossedColumn(): number }).crossedColumn();

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
 * Positions for the base-card rule of issue 19 (`Board.baseHome`, and the bound's base cards that
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

/** The whole graph of positions reachable from `state` (null past `cap` positions), with each position's successors. */
function graph(state: GameState, cap: number): { states: GameState[]; edges: number[][]; index: Map<string, number> } | null {
  const index = new Map<string, number>([[positionKey(state), 0]]);
  const states: GameState[] = [state];
  const edges: number[][] = [];
  for (let i = 0; i < states.length; i++) {
    const out: number[] = [];
    for (const m of legalMoves(states[i]!)) {
      const next = play(states[i]!, m);
      const key = positionKey(next);
      let j = index.get(key);
      if (j === undefined) {
        if (states.length >= cap) return null;
        index.set(key, (j = states.length));
        states.push(next);
      }
      out.push(j);
    }
    edges.push(out);
  }
  return { states, edges, index };
}

/** A search on position `s`, with the parts of it the whole-graph tests call. */
const searchOf = (s: GameState) => new Search(s, 52, 1, Infinity) as unknown as {
  board: Board;
  moveList: Int32Array;
  coverOnly(back: number, start: number, end: number): number;
  coverableOnly(start: number, end: number): number;
  crossedColumn(): number;
  crossedOnly(crossed: number, start: number, end: number): number;
};

/**
 * Per position of a graph: the most cards home reachable from it in the search's own graph, whose
 * nodes are positions and, after a move back from a foundation, the duty it leaves (`Search`: such
 * a node lists only `coverOnly`'s moves; any other lists the forced move if there is one, else the
 * board's moves, only those a crossed column keeps where there is one; and neither lists a move
 * back that `coverableOnly` leaves out, which is checked to leave a node that lists nothing, and
 * counted in `dropped`). The search is complete when this equals `mostHome` everywhere: every goal
 * of `solve` and `findProgress` stays reachable.
 */
function searchMostHome(g: { states: GameState[]; index: Map<string, number> }, dropped = { count: 0 }): number[] {
  const dutyAfter = (Search as unknown as { dutyAfter(board: Board, m: number): number }).dutyAfter;
  const nodes: { at: number; duty: number }[] = [];
  const ids = new Map<string, number>();
  const node = (at: number, duty: number): number => {
    const key = `${at}/${duty}`;
    let n = ids.get(key);
    if (n === undefined) {
      ids.set(key, (n = nodes.length));
      nodes.push({ at, duty });
    }
    return n;
  };
  g.states.forEach((_, at) => node(at, -1));
  const next: number[][] = [];
  for (let n = 0; n < nodes.length; n++) {
    const { at, duty } = nodes[n]!;
    const s = g.states[at]!;
    const search = searchOf(s);
    const board = search.board;
    const forced = duty < 0 ? board.forcedMove() : -1;
    let codes: number[];
    if (forced >= 0) codes = [forced];
    else {
      const end = board.generate(search.moveList, 0, false);
      let kept: number;
      if (duty >= 0) kept = search.coverOnly(duty, 0, end);
      else {
        const crossed = search.crossedColumn();
        kept = crossed >= 0 ? search.crossedOnly(crossed, 0, end) : end;
      }
      const listed = Array.from(search.moveList.subarray(0, kept));
      codes = Array.from(search.moveList.subarray(0, search.coverableOnly(0, kept)));
      // Each move `coverableOnly` leaves out is a move back after which `coverOnly` lists nothing.
      for (const m of listed) {
        if (codes.includes(m)) continue;
        const after = searchOf(play(s, toMove(m)));
        const covers = after.coverOnly(dutyAfter(after.board, m), 0, after.board.generate(after.moveList, 0, false));
        assert.equal(covers, 0, `coverableOnly left out ${JSON.stringify(toMove(m))}, after which ${covers} moves cover the card, in\n${describeState(s)}`);
        dropped.count++;
      }
    }
    next.push(codes.map((m) => {
      const after = play(s, toMove(m));
      return node(g.index.get(positionKey(after))!, dutyAfter(new Board(after), m));
    }));
  }
  const best = nodes.map(({ at }) => home(g.states[at]!));
  for (let changed = true; changed; ) {
    changed = false;
    for (let n = 0; n < nodes.length; n++) for (const m of next[n]!) if (best[m]! > best[n]!) {
      best[n] = best[m]!;
      changed = true;
    }
  }
  return g.states.map((_, at) => best[at]!);
}

/** Per position of a graph: the most cards home on any position reachable from it. */
function mostHome(states: GameState[], edges: number[][]): number[] {
  const best = states.map((x) => home(x));
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < states.length; i++) for (const j of edges[i]!) if (best[j]! > best[i]!) {
      best[i] = best[j]!;
      changed = true;
    }
  }
  return best;
}

/**
 * What both base-card tests check on the whole graph of one position (no `foundationReturn`, so
 * counts never fall): the most cards home reachable from each position; the bound, 52 where a win
 * is reachable and above the count now where progress is; the forced move, which keeps both; and
 * `solve` and `findProgress` on the start and every 25th position. `look` sees each position with
 * its board, bound and forced move (for the tests' tallies). Returns the start's best count and
 * how many positions the searches ran on.
 */
function checkWholeGraph(name: string, state: GameState, look: (s: GameState, board: Board, bound: number, win: boolean, move: Move | null) => void, cap = 3000): { best: number; solved: number } {
  const { states, edges, index } = graph(state, cap)!;
  const best = mostHome(states, edges);
  states.forEach((s, i) => {
    const board = new Board(s);
    const now = home(s);
    const win = best[i] === 52;
    const more = best[i]! > now;
    const bound = new HomeBound(board).compute(board);
    if (win) assert.equal(bound, 52, `${name}: bound ${bound} where a win is reachable in\n${describeState(s)}`);
    if (more) assert.ok(bound > now, `${name}: bound ${bound} where progress is reachable in\n${describeState(s)}`);
    const m = board.forcedMove();
    const move = m < 0 ? null : toMove(m);
    look(s, board, bound, win, move);
    if (!move) return;
    const j = index.get(positionKey(play(s, move)))!;
    if (win) assert.equal(best[j], 52, `${name}: ${JSON.stringify(move)} loses a won game in\n${describeState(s)}`);
    if (more) assert.ok(best[j]! > now, `${name}: ${JSON.stringify(move)} loses the progress in\n${describeState(s)}`);
  });
  let solved = 0;
  for (let i = 0; i < states.length; i += 25) {
    const s = states[i]!;
    assert.equal(solve(s, { maxStates: 1_000_000 }).result, best[i] === 52 ? 'win' : 'loss', `${name}: solve in\n${describeState(s)}`);
    assert.equal(findProgress(s, { maxStates: 1_000_000 }).result, best[i]! > home(s) ? 'progress' : 'dead-end', `${name}: findProgress in\n${describeState(s)}`);
    solved++;
  }
  return { best: best[0]!, solved };
}

/** Whether `move` sends a base-rank card home from a column or the reserve. */
function sendsBaseHome(s: GameState, move: Move | null): boolean {
  if (!move || move.kind !== 'move' || !move.to.startsWith('f')) return false;
  const pile = move.from.startsWith('t') ? s.tableau[Number(move.from.slice(1))]! : s.reserve[Number(move.from.slice(1))]!;
  return pile.at(-1)![0] === s.baseRank;
}

describe('soundness of the base-card rule (issue 19) on positions built for it', () => {
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
 * The base-card rule with `emptyFill: reserve` (issue 19): positions as `lockGames` builds them,
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
 * The deck split at base rank `base` (an index into RANKS): `home(u)` cards of suit u (c, d, h, s;
 * asked in that order) on their foundation, given by its top card, and the others, suit by suit
 * in foundation order.
 */
function splitDeck(base: number, home: (u: number) => number): { foundations: Partial<Record<'c' | 'd' | 'h' | 's', string>>; cards: string[] } {
  const foundations: Partial<Record<'c' | 'd' | 'h' | 's', string>> = {};
  const cards: string[] = [];
  for (let u = 0; u < 4; u++) {
    const suit = 'cdhs'[u] as 'c';
    const k = home(u);
    if (k > 0) foundations[suit] = RANKS[(base + k - 1) % 13]! + suit;
    for (let j = k; j < 13; j++) cards.push(RANKS[(base + j) % 13]! + suit);
  }
  return { foundations, cards };
}

/** Sorts `cards` so that those needed last come first (to lie deepest), then makes a few random swaps. */
function roughlyInOrder(cards: string[], base: number, draw: () => number): void {
  const order = (c: string): number => (RANKS.indexOf(c[0] as Rank) - base + 13) % 13;
  cards.sort((x, y) => order(y) - order(x));
  for (let k = 0; k < cards.length; k++) {
    const i = Math.floor(draw() * cards.length);
    const j = Math.min(cards.length - 1, i + 1 + Math.floor(draw() * 4));
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
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

describe('soundness of the base-card rule with reserve fills (issue 19)', () => {
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

describe('soundness of the win-order rule (issue 19) on whole graphs of late positions', () => {
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

/**
 * The rules for `foundationReturn` (issue 19): a card taken back from a foundation must be covered
 * at once (`Search`'s `coverOnly`); a top that could be taken back to where it lies goes home as a
 * forced move (`Board.keepsPlace`); the bound lets a home card come back only after the cards above
 * it on its foundation. Late positions of the games with returns,
 * same-colour ones with the cards out mostly of one colour (where the win order applies), each
 * checked on its whole graph.
 */
describe('soundness of the foundation-return rules (issue 19) on whole graphs', () => {
  const sets: { variant: VariantName; rules: Partial<Rules> }[] = [
    { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'none', faceDown: true, foundationReturn: true } },
    { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'reserve', foundationReturn: true } },
    { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'high', foundationReturn: true, wrap: 'none' } },
    { variant: 'bernauer', rules: { emptyFill: 'none', foundationReturn: true } },
    { variant: 'aces', rules: { emptyFill: 'none' } },
    { variant: 'sorel', rules: { runs: 'build', emptyFill: 'none', foundationReturn: true } },
  ];

  /**
   * A late position of `rules`: the two suits of one colour half out (four to nine cards home
   * each), the other colour all or nearly all home; the cards out lie roughly
   * in the order they go home (the last deepest, then a few swaps), so that many can be won, on
   * two to four columns and (with a reserve) three piles; the last cards of s and t on other cards.
   */
  function returnGame(variant: VariantName, rules: Partial<Rules>, draw: () => number, baseOut = false): GameState {
    const full = resolveRules(variant, rules);
    const base = full.base === 'dealt' ? Math.floor(draw() * 13) : RANKS.indexOf(full.base);
    const rank = (k: number): string => RANKS[(base + k) % 13]!;
    const suits = 'cdhs';
    const s = Math.floor(draw() * 4);
    // (`baseOut`: nothing of s home, 8 to 11 cards of its twin suit; the other colour all home.)
    const counts = [0, 1, 2, 3].map((u) =>
      baseOut ? (u === s ? 0 : u === 3 - s ? 8 + Math.floor(draw() * 4) : 13) : u === s || u === 3 - s ? 4 + Math.floor(draw() * 6) : 13 - Math.floor(draw() * 2),
    );
    const { foundations, cards } = splitDeck(base, (u) => counts[u]!);
    roughlyInOrder(cards, base, draw);
    const tableau: string[][] = Array.from({ length: 7 }, () => []);
    const reserve: string[][] = Array.from({ length: 7 }, () => []);
    const columns = 2 + Math.floor(draw() * 3);
    const hasReserve = full.stockTo === 'reserve';
    for (const c of cards) {
      if (!hasReserve || draw() < 0.5) tableau[Math.floor(draw() * columns)]!.push(c);
      else reserve[Math.floor(draw() * 3)]!.push(c);
    }
    const last = [rank(12) + suits[s], rank(12) + suits[3 - s]];
    for (const col of tableau) {
      if (col.length > 0 && last.includes(col[0]!) && col.length > 1) [col[0], col[1]] = [col[1]!, col[0]!];
    }
    if (full.faceDown) {
      tableau.forEach((col, i) => {
        for (let k = Math.min(i, col.length - 2, Math.floor(draw() * col.length)); k-- > 0; ) col[k] = '-' + col[k];
      });
    }
    return position({ variant, rules, baseRank: rank(0) as Rank, tableau: tableau.map((c) => c.join(' ')), reserve: hasReserve ? reserve.map((c) => c.join(' ')) : [], foundations, stock: '' });
  }

  /**
   * Whole graphs (up to 5,000 positions) of `returnGame` positions, at most `perSet` of `tries` per
   * rule set, all drawn from `draw`: at each crossed position (`Search.crossedColumn`; where the
   * search plays a forced move instead, the argument holds all the same), some listed move keeps
   * the position's goal (the most cards home it can reach); `solve` and `findProgress` run on every
   * third one (at most 12 a graph) against the graph.
   */
  function checkCrossed(ruleSets: { variant: VariantName; rules: Partial<Rules> }[], draw: () => number, options: { tries: number; perSet: number; baseOut: boolean }) {
    const tally = { graphs: 0, positions: 0, crossed: 0, crossedWinnable: 0, withB: 0, solved: 0, won: 0, lost: 0 };
    for (const { variant, rules } of ruleSets) {
      for (let k = 0, kept = 0; k < options.tries && kept < options.perSet; k++) {
        const g = graph(returnGame(variant, rules, draw, options.baseOut), 5000);
        if (!g) continue;
        kept++;
        tally.graphs++;
        const { states, edges, index } = g;
        const best = mostHome(states, edges);
        let solvedHere = 0;
        states.forEach((s, i) => {
          tally.positions++;
          const crossed = crossedColumn(s);
          if (crossed < 0) return;
          const column = crossed & 7;
          tally.crossed++;
          if (best[i] === 52) tally.crossedWinnable++;
          const onto = legalMoves(s).filter((m) => m.kind === 'move' && (m.to === `t${column}` || (m.from === `t${column}` && m.to === `t${crossed >> 3}`)));
          if (onto.length > 1) tally.withB++;
          const name = `${variant} ${JSON.stringify(rules)} #${k}, crossed at t${column}`;
          assert.ok(onto.some((m) => best[index.get(positionKey(play(s, m)))!] === best[i]), `${name}: no move onto it keeps the goal in\n${describeState(s)}`);
          if (solvedHere >= 12 || i % 3 !== 0) return;
          solvedHere++;
          tally.solved++;
          const r = solve(s, { maxStates: 1_000_000 });
          assert.equal(r.result, best[i] === 52 ? 'win' : 'loss', `${name}: solve in\n${describeState(s)}`);
          if (r.result === 'win') tally.won++;
          else tally.lost++;
          assert.equal(findProgress(s, { maxStates: 1_000_000 }).result, best[i]! > home(s) ? 'progress' : 'dead-end', `${name}: findProgress in\n${describeState(s)}`);
        });
      }
    }
    return tally;
  }

  it('a win that takes back a card and at once the card under it (not onto the first): solve finds it', () => {
    // Base 5, alternate colours. The win takes 3s back onto 4h, then 2s (under it on its
    // foundation) onto 3h, not onto 3s, so that Ah can leave the reserve onto it; a search that
    // allowed only covers after a move back said "loss" here (found by a hunt on random positions).
    const rules: Partial<Rules> = { emptyFill: 'none', foundationReturn: true, wrap: 'none' };
    const state = position({
      rules, baseRank: '5', stock: 'Qh', reserve: ['Jh Ah Th'], tableau: ['4s 4h', '3h', '2h Kh'],
      foundations: { c: '4c', d: '4d', h: '9h', s: '3s' },
    });
    assert.equal(referenceWinnable(state), 'yes');
    const r = solve(state);
    assert.equal(r.result, 'win');
    assert.equal(home(replay(state, r.line!)), 52);
  });

  it('the search of the game without returns that runs first: its win replays in the game with them (app-bernauer seed 7)', () => {
    const state = newGame({ variant: 'bernauer', seed: 7, rules: { faceDown: true, foundationReturn: true, scoring: 'points' } });
    const r = solve(state, { maxStates: 100_000 });
    assert.equal(r.result, 'win');
    assert.equal(home(replay(state, r.line!)), 52);
    // Found there: no move back from a foundation. The full game's own search does not find it
    // within 100,000 positions.
    assert.ok(r.line!.every((m) => m.kind !== 'move' || !m.from.startsWith('f')));
    const alone = new Search(state, 52, 100_000, Infinity);
    alone.step(Infinity);
    assert.equal(alone.state, 'budget');
  });

  it('the loose searches that run first in the same-colour games with returns: their wins replay, and only the sound search proves losses (app-sorel)', () => {
    const rules: Partial<Rules> = { faceDown: true, foundationReturn: true, scoring: 'points', build: 'same-color', emptyFill: 'none' };
    // Seed 148: the loose search of the game itself (twin joins played without the wrap check)
    // wins in 126 positions, after the loose search without returns has spent its fifth of the
    // budget; the line has moves back from the foundations. The sound search alone is still
    // searching after 100,000.
    const state = newGame({ variant: 'bernauer', seed: 148, rules });
    const r = solve(state, { maxStates: 100_000 });
    assert.equal(r.result, 'win');
    assert.ok(r.states > 20_000 && r.states < 21_000, `${r.states} positions`);
    assert.equal(home(replay(state, r.line!)), 52);
    assert.ok(r.line!.some((m) => m.kind === 'move' && m.from.startsWith('f')));
    const alone = new Search(state, 52, 100_000, Infinity);
    alone.step(Infinity);
    assert.equal(alone.state, 'budget');
    // Seed 2 is lost: the loose search ends without a win (its end proves nothing), and the
    // sound search after it proves the loss, within its share of the budget.
    const lost = newGame({ variant: 'bernauer', seed: 2, rules });
    const l = new PhasedSearch(lost, 52, 100_000, Infinity);
    l.step(Infinity);
    assert.equal(l.state, 'exhausted');
  });

  it('a top on a card that does not accept it is not sent home by force: the win needs it there as a target', () => {
    // Base 5: 4s must leave Kd (the next diamond, on 3s, the next spade) onto a red 5; 5d is home
    // for good, so only 5h, lying on 4d. Sent home, 5h could come back only onto a black 6 (both
    // home under others) or onto 4d it lay on, which does not accept it: no win.
    const rules: Partial<Rules> = { build: 'alternate-color', emptyFill: 'none', foundationReturn: true, wrap: 'none' };
    const state = position({
      rules, baseRank: '5', stock: '', tableau: ['3s Kd 4s', '4d 5h'], reserve: ['4h 3h 2h Ah Kh Qh Jh Th 9h 8h 7h 6h', '3d 2d Ad'],
      foundations: { c: '4c', d: 'Qd', s: '2s' },
    });
    assert.equal(referenceWinnable(state), 'yes');
    assert.equal(referenceWinnable(play(state, { kind: 'move', from: 't1', to: 'fh', count: 1 })), 'no');
    assert.equal(new Board(state).forcedMove(), -1);
    assert.equal(solve(state).result, 'win');
  });

  it('the search\'s own graph (forced moves, duties after moves back, crossed columns) reaches every goal the game\'s does, on whole graphs with and without returns', (t) => {
    // Stop 33: the local checks (some listed move keeps the goal) held where the search as a whole
    // lost a win (the crossed columns with returns, below); this follows the search's own graph.
    const noReturn: { variant: VariantName; rules: Partial<Rules> }[] = [
      { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'none' } },
      { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'reserve', faceDown: true } },
      { variant: 'sorel', rules: { runs: 'build', emptyFill: 'none' } },
    ];
    const draw = mulberry32(3333);
    const tally = { graphs: 0, positions: 0, won: 0, short: 0 };
    const dropped = { count: 0 };
    for (const [ruleSets, baseOut] of [[sets, false], [noReturn, true]] as const) {
      for (const { variant, rules } of ruleSets) {
        for (let k = 0, kept = 0; k < 200 && kept < 4; k++) {
          const g = graph(returnGame(variant, rules, draw, baseOut), 5000);
          if (!g) continue;
          kept++;
          tally.graphs++;
          const best = mostHome(g.states, g.edges);
          const searched = searchMostHome(g, dropped);
          g.states.forEach((s, i) => {
            tally.positions++;
            if (best[i] === 52) tally.won++;
            if (searched[i] !== best[i]) tally.short++;
            assert.equal(searched[i], best[i], `${variant} ${JSON.stringify(rules)} #${k}: the search's graph reaches ${searched[i]} home, the game's ${best[i]}, from\n${describeState(s)}`);
          });
        }
      }
    }
    t.diagnostic(JSON.stringify({ ...tally, dropped: dropped.count }));
    assert.ok(tally.graphs >= 30 && tally.positions >= 20000 && tally.won >= 2000 && dropped.count >= 100, JSON.stringify({ ...tally, dropped: dropped.count }));
  });

  it('a chain of moves back is searched once per position and card to cover, not once per line that reaches it', () => {
    // Found by scripts/solver-hunt.mts (seed 34): 9 cards out, diamonds and hearts home up to 5
    // and 4, so both can come back card by card, each taken back with a partner. With the nodes
    // that must cover a card not stored, the sound search took 288,216 positions to prove the loss
    // (210,853 of them such nodes, 26,087 distinct), more than the plain search's whole graph.
    const rules: Partial<Rules> = { foundationReturn: true, build: 'same-color', wrap: 'king-on-ace', emptyFill: 'none' };
    const state = position({
      variant: 'bernauer', rules, baseRank: 'T', stock: '', reserve: ['7h 5h', '9h 8d'],
      tableau: ['6d 8h', '6h', '7d 9d'], foundations: { c: '9', d: '5', h: '4', s: '9' },
    });
    assert.equal(referenceWinnable(state, 200_000), 'no');
    const search = new Search(state, 52, 100_000, Infinity);
    search.step(Infinity);
    assert.equal(search.state, 'exhausted');
  });

  it('no crossed columns with returns: a win that takes cards back round onto a crossed stack and covers them with the stack carrying S', () => {
    // Base 9, same colour, ranks wrapping. 7c tops t0, and 6c (the club before it) lies on 7s in
    // t1: crossed at t0 once 4c has gone home. The only wins lay 6c 5s 4s on 7s, take 3s back round
    // to 9s onto 4s, each at once on the one before, and cover 9s with 8c 7c from t0 (the stack
    // carrying S, onto a's stack). The crossed columns (stop 31) listed only the moves onto t0 and
    // from t0 onto t1 there; the search, uncrossed, took the spades back onto 4s on 7c and could
    // not recross before covering 9s (the duty after a move back), and called this lost (found by
    // a hunt on random positions against the plain search). With returns the rule is left out.
    const rules: Partial<Rules> = { foundationReturn: true, build: 'same-color', wrap: 'king-on-ace', emptyFill: 'none' };
    const state = position({
      rules, baseRank: '9', stock: '', reserve: ['5s', '4c'],
      tableau: ['6s 5c 8c 7c 7s', '8s 4s 6c'],
      foundations: { c: '3c', d: '8d', h: '8h', s: '3s' },
    });
    assert.equal(referenceWinnable(state), 'yes');
    const crossed = play(play(play(play(play(state, parseMove('t1-t0')), parseMove('r0-t0')), parseMove('t1-t0')), parseMove('t0-t1x4')), parseMove('r1-fc'));
    assert.equal(crossedColumn(crossed), -1);
    assert.equal(crossedColumn({ ...crossed, rules: { ...crossed.rules, foundationReturn: false } }), 0 + 8 * 1);
    for (const s of [state, crossed]) {
      const r = solve(s, { maxStates: 1_000_000 });
      assert.equal(r.result, 'win');
      assert.equal(home(replay(s, r.line!)), 52);
    }
  });

  it('crossed columns (twins without returns, a base-rank card of the colour out): the moves onto them keep every goal, and solve and findProgress agree with the exhaustive graph', (t) => {
    // Without returns the search plays the uncrossing alone where no run of the colour can wrap
    // round (`Board.acyclic`: both its base-rank cards home); before that, `Search.crossedColumn`
    // lists its moves as with returns. Positions with nothing of one suit home, against the whole graph.
    const noReturn: { variant: VariantName; rules: Partial<Rules> }[] = [
      { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'none' } },
      { variant: 'bernauer', rules: { build: 'same-color', emptyFill: 'reserve', faceDown: true } },
      { variant: 'sorel', rules: { runs: 'build', emptyFill: 'none' } },
      { variant: 'sorel', rules: { runs: 'build', emptyFill: 'any', emptyRuns: true } },
      { variant: 'aces', rules: { build: 'same-color', emptyFill: 'none', wrap: 'king-on-ace', foundationReturn: false } },
    ];
    const tally = checkCrossed(noReturn, mulberry32(2032), { tries: 400, perSet: 8, baseOut: true });
    t.diagnostic(JSON.stringify(tally));
    assert.ok(tally.graphs >= 25 && tally.crossed >= 3000 && tally.crossedWinnable >= 1000 && tally.withB >= 800 && tally.won >= 5 && tally.lost >= 50, JSON.stringify(tally));
  });

  it('a crossed column also lists the stacks that carry S onto a\'s stack: the only progress puts twelve cards on 9d, Td on top', () => {
    // Base 3. Td tops t0, a 13-card run from 9h round to Td; 9d, the diamond before Td, lies on Th
    // (Td's twin) at the top of t1: crossed at t0. The only way to get a card more home moves the
    // twelve cards from 8d up (Td on top) onto 9d, baring 9h. Uncrossed (9d on Td), that stack
    // would carry 9d onto itself; a search that listed only the moves onto t0 here calls it a dead
    // end (found by the whole-graph test below). The same without returns (stop 32): nothing of
    // diamonds is home, so a red run may wrap round and the search does not uncross alone.
    for (const foundationReturn of [true, false]) {
      const rules: Partial<Rules> = { build: 'same-color', emptyFill: 'none', faceDown: true, foundationReturn };
      const state = position({
        rules, baseRank: '3', stock: '', reserve: ['', '', 'Jh'],
        tableau: ['9h 8d 7d 6d 5d 4d 3d 2d Ad Kh Qd Jd Td', 'Qh 2h Ah Kd Th 9d'],
        foundations: { c: '2c', h: '8h', s: '2s' },
      });
      // (With returns the search lists every move here: no crossed columns, stop 33.)
      assert.equal(crossedColumn(state), foundationReturn ? -1 : 0 + 8 * 1);
      assert.equal(new Board(state).forcedMove(), -1);
      const r = findProgress(state, { maxStates: 100_000 });
      assert.equal(r.result, 'progress', `foundationReturn ${foundationReturn}`);
      assert.ok(home(replay(state, r.line!)) > home(state));
      assert.equal(referenceProgress(state, 100_000), 'yes');
    }
  });

  it('a crossed top that lies in the very run that holds the card before it is not crossed: app-sorel seed 692\'s endgame is won', () => {
    // Base 7. Ks tops a 20-card run of one colour in which Qs lies on Kc: Ks's foundation
    // predecessor on its twin, but Ks itself rides on that stack (the run wraps all the way
    // round). A search that took that for a crossing would "uncross" the stack onto itself, play
    // nothing else there, and call this lost (as seed 692 was, won at 96,843 positions); the win
    // sends 6h home and puts the top twelve cards on Qc.
    const rules: Partial<Rules> = { faceDown: true, foundationReturn: true, scoring: 'points', build: 'same-color', emptyFill: 'none' };
    const state = position({
      rules, baseRank: '7', stock: '', reserve: [],
      tableau: ['', '', '', '6s 5c 4s 3c 2s As Kc Qs Jc Tc 9c 8c 7c 6c 5s 4c 3s 2c Ac Ks', '', '-Qc 6h'],
      foundations: { d: '6d', h: '5h', s: 'Js' },
    });
    assert.equal(crossedColumn(state), -1);
    const r = solve(state, { maxStates: 1_000_000 });
    assert.equal(r.result, 'win');
    assert.equal(home(replay(state, r.line!)), 52);
  });

  it('forced moves home keep wins and progress, the bound keeps every goal, and solve and findProgress agree with the exhaustive graph', (t) => {
    const draw = mulberry32(2026);
    const tally = { graphs: 0, positions: 0, winnable: 0, returnsLegal: 0, keptPlace: 0, solved: 0, won: 0 };
    for (const { variant, rules } of sets) {
      for (let k = 0, kept = 0; k < 200 && kept < 12; k++) {
        const state = returnGame(variant, rules, draw);
        if (!graph(state, 5000)) continue;
        kept++;
        tally.graphs++;
        const name = `${variant} ${JSON.stringify(rules)} #${k}`;
        const { best, solved } = checkWholeGraph(name, state, (s, _board, _bound, win, move) => {
          tally.positions++;
          if (win) tally.winnable++;
          if (legalMoves(s).some((m) => m.kind === 'move' && m.from.startsWith('f'))) tally.returnsLegal++;
          // Sent home by `keepsPlace` (the public safe move, for auto-play, leaves these to the player).
          if (move?.kind === 'move' && move.to.startsWith('f') && !safeFoundationMove(s)) tally.keptPlace++;
        }, 5000);
        tally.solved += solved;
        if (best === 52) tally.won++;
      }
    }
    t.diagnostic(JSON.stringify(tally));
    assert.ok(tally.graphs >= 40 && tally.winnable >= 500 && tally.returnsLegal >= 10000 && tally.keptPlace >= 5000 && tally.solved >= 500 && tally.won >= 3, JSON.stringify(tally));
  });
});
