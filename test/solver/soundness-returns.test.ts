/**
 * Soundness of the rules for `foundationReturn` on whole graphs: late positions of the
 * games with returns, each checked against the whole graph of positions it can reach (split from
 * soundness.test.ts, which it shares whole-graph.ts with, so that the two run side by side).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves, mulberry32, newGame, parseMove, play, RANKS, resolveRules, type GameState, type Rank, type Rules, type VariantName } from '../../src/engine/index.js';
import { findProgress, safeFoundationMove, solve } from '../../src/solver/index.js';
import { home, replay } from './helpers.js';
import { positionKey, referenceProgress, referenceWinnable } from './reference-search.js';
import { PhasedSearch, Search } from '../../src/solver/search.js';
import { Board } from '../../src/solver/board.js';
import { position } from '../engine/positions.js';
import { checkWholeGraph, crossedColumn, describeState, graph, mostHome, roughlyInOrder, searchMostHome, splitDeck } from './whole-graph.js';

/**
 * The rules for `foundationReturn`: a card taken back from a foundation must be covered
 * at once (`Search`'s `coverOnly`); a top that could be taken back to where it lies goes home as a
 * forced move (`Board.keepsPlace`); the bound lets a home card come back only after the cards above
 * it on its foundation. Late positions of the games with returns,
 * same-colour ones with the cards out mostly of one colour (where the win order applies), each
 * checked on its whole graph.
 */
describe('soundness of the foundation-return rules on whole graphs', () => {
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
    // carrying S, onto a's stack). The crossed columns listed only the moves onto t0 and
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
    // end (found by the whole-graph test below). The same without returns: nothing of
    // diamonds is home, so a red run may wrap round and the search does not uncross alone.
    for (const foundationReturn of [true, false]) {
      const rules: Partial<Rules> = { build: 'same-color', emptyFill: 'none', faceDown: true, foundationReturn };
      const state = position({
        rules, baseRank: '3', stock: '', reserve: ['', '', 'Jh'],
        tableau: ['9h 8d 7d 6d 5d 4d 3d 2d Ad Kh Qd Jd Td', 'Qh 2h Ah Kd Th 9d'],
        foundations: { c: '2c', h: '8h', s: '2s' },
      });
      // (With returns the search lists every move here: no crossed columns.)
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
