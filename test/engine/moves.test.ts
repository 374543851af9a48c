import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatMove,
  IllegalMoveError,
  legalMoves,
  parseMove,
  play,
  status,
  toSnapshot,
  whyIllegal,
  type GameState,
} from '../../src/engine/index.js';
import { position, type PositionSpec } from './positions.js';
import { checkRefusal, ILLEGAL_MOVE_CODES, seenCodes } from './refusal-codes.js';

const moves = (state: GameState): string[] => legalMoves(state).map(formatMove).sort();
const movesFrom = (state: GameState, from: string): string[] => moves(state).filter((m) => m.startsWith(from + '-'));
const after = (state: GameState, ...notation: string[]): GameState => notation.reduce((s, n) => play(s, parseMove(n)), state);

function illegal(state: GameState, notation: string, reason: string | RegExp): void {
  const move = parseMove(notation);
  const before = JSON.stringify(toSnapshot(state));
  assert.throws(() => play(state, move), (e: Error) => {
    assert.ok(e instanceof IllegalMoveError, `${notation}: expected IllegalMoveError, got ${e}`);
    if (typeof reason === 'string') assert.equal(e.message, reason);
    else assert.match(e.message, reason);
    return true;
  });
  assert.equal(whyIllegal(state, move), typeof reason === 'string' ? reason : whyIllegal(state, move));
  assert.notEqual(checkRefusal(state, move), null, `${notation} has a refusal code`);
  assert.ok(!moves(state).includes(formatMove(move)), `${notation} must not be listed`);
  assert.equal(JSON.stringify(toSnapshot(state)), before, 'state unchanged');
}

// A position where only the named piles hold cards that matter; everything else is in the stock.
const pos = (spec: PositionSpec): GameState => position(spec);

describe('build: which card goes on which (RULES §3 build, §5 accepts)', () => {
  const spec = (build: PositionSpec['rules'] extends infer R ? R : never): PositionSpec => ({
    rules: { ...(build as object), runs: 'single' },
    tableau: ['9s', '8h', '8c', '8s', '8d', '7d', ''],
  });
  it('alternate-color: red on black, black on red', () => {
    const s = pos(spec({ build: 'alternate-color' }));
    assert.deepEqual(movesFrom(s, 't1'), ['t1-t0']);
    assert.deepEqual(movesFrom(s, 't4'), ['t4-t0']);
    assert.deepEqual(movesFrom(s, 't2'), []);
    illegal(s, 't2-t0', 'the 8 of clubs cannot go on the 9 of spades: builds alternate red and black');
    illegal(s, 't5-t0', 'the 7 of diamonds cannot go on the 9 of spades: only an 8 goes on a 9');
    assert.deepEqual(movesFrom(s, 't5'), ['t5-t2', 't5-t3']);
  });
  it('same-color: red on red, black on black', () => {
    const s = pos(spec({ build: 'same-color' }));
    assert.deepEqual(movesFrom(s, 't2'), ['t2-t0']);
    assert.deepEqual(movesFrom(s, 't3'), ['t3-t0']);
    illegal(s, 't1-t0', 'the 8 of hearts cannot go on the 9 of spades: builds keep the same colour');
    assert.deepEqual(movesFrom(s, 't5'), ['t5-t1', 't5-t4']);
  });
  it('same-suit: only the same suit', () => {
    const s = pos(spec({ build: 'same-suit' }));
    assert.deepEqual(movesFrom(s, 't3'), ['t3-t0']);
    illegal(s, 't2-t0', 'the 8 of clubs cannot go on the 9 of spades: builds follow suit');
    assert.deepEqual(movesFrom(s, 't5'), ['t5-t4']);
  });
  it('any-suit: any card one rank lower', () => {
    const s = pos(spec({ build: 'any-suit' }));
    for (const t of ['t1', 't2', 't3', 't4']) assert.deepEqual(movesFrom(s, t), [`${t}-t0`]);
    assert.deepEqual(movesFrom(s, 't5'), ['t5-t1', 't5-t2', 't5-t3', 't5-t4']);
  });
});

describe('wrap: the tableau rank order', () => {
  const tableau = ['Ac', 'Kd', 'Ah', 'Ks', '8c', '7h', 'Qh'];
  it('none: nothing goes on an ace', () => {
    const s = pos({ rules: { wrap: 'none', emptyFill: 'none' }, tableau });
    assert.deepEqual(movesFrom(s, 't1'), []);
    illegal(s, 't1-t0', 'the king of diamonds cannot go on the ace of clubs: nothing goes on an ace (wrap: none)');
    assert.deepEqual(movesFrom(s, 't6'), ['t6-t3']);
  });
  it('king-on-ace: ranks are circular', () => {
    const s = pos({ rules: { wrap: 'king-on-ace', emptyFill: 'none' }, tableau });
    assert.deepEqual(movesFrom(s, 't1'), ['t1-t0']);
    assert.deepEqual(movesFrom(s, 't3'), ['t3-t2']);
  });
  it('base: ranks run from the base up; nothing goes on the base rank, but a king goes on an ace', () => {
    const s = pos({ rules: { wrap: 'base', base: '8', emptyFill: 'none' }, tableau });
    assert.deepEqual(movesFrom(s, 't1'), ['t1-t0']);
    assert.deepEqual(movesFrom(s, 't5'), []);
    illegal(s, 't5-t4', 'the 7 of hearts cannot go on the 8 of clubs: nothing goes on the base rank 8 (wrap: base)');
  });
  it('base with an ace base is the same as none', () => {
    const s = pos({ rules: { wrap: 'base', base: 'A', emptyFill: 'none' }, tableau });
    assert.deepEqual(movesFrom(s, 't1'), []);
    illegal(s, 't1-t0', 'the king of diamonds cannot go on the ace of clubs: nothing goes on the base rank ace (wrap: base)');
    assert.deepEqual(movesFrom(s, 't5'), ['t5-t4']);
  });
  it('base with a dealt base uses the dealt rank', () => {
    const s = pos({ rules: { wrap: 'base', emptyFill: 'none' }, baseRank: '7', tableau: ['8c', '7h', '6s', '', '', '', ''], foundations: { d: '7d' } });
    // The base card (7) may go on an 8, but nothing goes on the 7.
    assert.deepEqual(movesFrom(s, 't1'), ['t1-fh', 't1-t0']);
    assert.deepEqual(movesFrom(s, 't2'), []);
  });
});

describe('runs and splitRuns: what moves together', () => {
  // t0 ends in the alternate-colour run 9c 8h 7s 6d; Th takes the 9c, 8d the 7s, 7c the 6d, 9s the 8h.
  const tableau = ['Kd 9c 8h 7s 6d', 'Th', '8d', '7c', '9s', '', ''];
  it('runs: build — any run that follows the build rule', () => {
    const s = pos({ rules: { runs: 'build', emptyFill: 'none' }, tableau });
    assert.deepEqual(movesFrom(s, 't0'), ['t0-t1x4', 't0-t2x2', 't0-t3', 't0-t4x3'].sort());
    illegal(s, 't0-t1x5', 'the movable run of t0 has only 4 cards');
    illegal(s, 't0-t1x6', 'column t0 holds only 5 cards');
  });
  it('splitRuns off: a run moves between columns only whole', () => {
    const s = pos({ rules: { runs: 'build', splitRuns: false, emptyFill: 'none' }, tableau });
    assert.deepEqual(movesFrom(s, 't0'), ['t0-t1x4']);
    illegal(s, 't0-t3', "runs move between columns only whole (splitRuns is off): move all 4 cards of t0's run");
  });
  it('splitRuns off still lets the top card of a run go to a foundation', () => {
    const s = pos({ rules: { runs: 'build', splitRuns: false, emptyFill: 'none' }, baseRank: '6', tableau, foundations: {} });
    assert.ok(moves(s).includes('t0-fd'));
  });
  it('runs: same-suit — only runs of one suit', () => {
    const s = pos({ rules: { runs: 'same-suit', build: 'any-suit', emptyFill: 'none' }, tableau: ['Kd 9c 8c 7c 6d', 'Tc', '8d', '', '', '', ''] });
    assert.deepEqual(movesFrom(s, 't0'), []);
    const t = pos({ rules: { runs: 'same-suit', build: 'any-suit', emptyFill: 'none' }, tableau: ['Kd 9c 8c 7c', 'Tc', '8d', '9h', '', '', ''] });
    assert.deepEqual(movesFrom(t, 't0'), ['t0-t1x3', 't0-t2', 't0-t3x2'].sort());
  });
  it('runs: single — one card at a time', () => {
    const s = pos({ rules: { runs: 'single', emptyFill: 'none' }, tableau });
    assert.deepEqual(movesFrom(s, 't0'), ['t0-t3']);
    illegal(s, 't0-t2x2', 'the movable run of t0 has only 1 card');
    illegal(s, 't0-fdx2', 'cards go to a foundation one at a time');
  });
  it('a run stops at a face-down card', () => {
    const s = pos({ rules: { faceDown: true, emptyFill: 'none' }, tableau: ['Th', '9s', '-Kd -9c 8h 7s 6d', '', '', '', ''] });
    assert.deepEqual(movesFrom(s, 't2'), ['t2-t1x3']);
  });
  it('runs wrap with king-on-ace', () => {
    const s = pos({ rules: { emptyFill: 'none' }, tableau: ['2c Ah Ks Qd', '3d', '', '', '', '', ''] });
    assert.deepEqual(movesFrom(s, 't0'), ['t0-t1x4']);
  });
});

describe('empty columns: emptyFill and emptyRuns', () => {
  // Base 8, so the card below the base is a 7. t0 holds a run 7c 6h; t1 a lone 7d; t2 is empty; r0 has a 7s and r1 a 9s.
  const spec = (rules: PositionSpec['rules']): PositionSpec => ({
    rules: { ...rules },
    baseRank: '8',
    tableau: ['Kc 7c 6h', '7d', '', 'Qd', 'Jh 5s', 'Ts', 'Td'],
    reserve: ['7s', '9s', '', '', '', '', ''],
    foundations: { h: '8h' },
  });
  it('none: no move fills an empty column', () => {
    const s = pos(spec({ emptyFill: 'none' }));
    assert.ok(!moves(s).some((m) => m.endsWith('-t2') || m.includes('-t2x')));
    illegal(s, 't1-t2', 'an empty column cannot be filled by a move (emptyFill: none), not the 7 of diamonds');
    illegal(s, 'r0-t2', 'an empty column cannot be filled by a move (emptyFill: none), not the 7 of spades');
  });
  it('high: only the rank below the base, from the tableau or the reserve, runs when emptyRuns', () => {
    const s = pos(spec({ emptyFill: 'high', emptyRuns: true }));
    const toEmpty = moves(s).filter((m) => /-t2(x\d+)?$/.test(m));
    assert.deepEqual(toEmpty, ['r0-t2', 't0-t2x2', 't1-t2']);
    illegal(s, 't4-t2', 'an empty column takes only a 7 (one below the base rank 8), not the 5 of spades');
    illegal(s, 'r1-t2', 'an empty column takes only a 7 (one below the base rank 8), not the 9 of spades');
  });
  it('high with emptyRuns off: single cards only', () => {
    const s = pos(spec({ emptyFill: 'high', emptyRuns: false }));
    assert.deepEqual(moves(s).filter((m) => /-t2(x\d+)?$/.test(m)), ['r0-t2', 't1-t2']);
    illegal(s, 't0-t2x2', 'only a single card may move into an empty column (emptyRuns is off)');
  });
  it('high with base A takes kings', () => {
    const s = pos({ rules: { base: 'A', emptyFill: 'high' }, tableau: ['Kc', '', 'Qh', '', '', '', ''] });
    assert.deepEqual(movesFrom(s, 't0'), ['t0-t1', 't0-t3', 't0-t4', 't0-t5', 't0-t6']);
    assert.deepEqual(movesFrom(s, 't2'), ['t2-t0']);
  });
  it('any: any card or (with emptyRuns) run', () => {
    const s = pos(spec({ emptyFill: 'any', emptyRuns: true }));
    const toEmpty = moves(s).filter((m) => /-t2(x\d+)?$/.test(m));
    for (const m of ['t0-t2', 't0-t2x2', 't1-t2', 't3-t2', 't4-t2', 't5-t2', 't6-t2', 'r0-t2', 'r1-t2']) assert.ok(toEmpty.includes(m), m);
    assert.equal(toEmpty.length, 9);
  });
  it('any with emptyRuns off: single cards only', () => {
    const s = pos(spec({ emptyFill: 'any', emptyRuns: false }));
    assert.ok(!moves(s).includes('t0-t2x2'));
    assert.ok(moves(s).includes('t0-t2'));
  });
  it('reserve: only a single card from the reserve', () => {
    const s = pos(spec({ emptyFill: 'reserve' }));
    assert.deepEqual(moves(s).filter((m) => /-t2(x\d+)?$/.test(m)), ['r0-t2', 'r1-t2']);
    illegal(s, 't1-t2', 'an empty column takes only a card from the reserve (emptyFill: reserve), not the 7 of diamonds');
  });
  it('a whole column may move to an empty column, pointless as it is', () => {
    const s = pos({ rules: { emptyFill: 'any' }, tableau: ['5c', '', '', '', '', '', ''] });
    assert.deepEqual(movesFrom(s, 't0'), ['t0-t1', 't0-t2', 't0-t3', 't0-t4', 't0-t5', 't0-t6']);
  });
});

describe('foundations', () => {
  it('build up by suit from the base rank, wrapping from king to ace, and stop at 13 cards', () => {
    const s = pos({ baseRank: 'J', tableau: ['Ah', 'Jc', 'Kh', '', '', '', ''], foundations: { h: 'Kh'.replace('K', 'Q'), s: 'Ts' } });
    // hearts: J Q → next K; spades: J … T complete.
    assert.deepEqual(toSnapshot(s).foundations.s.length, 13);
    assert.ok(moves(s).includes('t2-fh'));
    assert.ok(moves(s).includes('t1-fc'));
    illegal(s, 't0-fh', 'the ace of hearts cannot go on the hearts foundation: it needs the king of hearts next');
    const t = after(s, 't2-fh');
    assert.ok(moves(t).includes('t0-fh'), 'ace follows king');
    illegal(s, 't0-fs', 'the ace of hearts belongs on the hearts foundation (fh), not fs');
  });
  it('an empty foundation takes only its base-rank card', () => {
    const s = pos({ baseRank: '5', tableau: ['5d', '6c', '', '', '', '', ''] });
    assert.ok(moves(s).includes('t0-fd'));
    illegal(s, 't1-fc', 'the clubs foundation starts with the 5 of clubs (base rank 5), not the 6 of clubs');
  });
  it('a complete foundation takes nothing', () => {
    const s = pos({ baseRank: 'A', tableau: ['As', '', '', '', '', '', ''], foundations: { d: 'Kd' }, rules: { emptyFill: 'none' } });
    illegal(s, 'fd-t0', 'foundation cards cannot return to the tableau (foundationReturn is off)');
  });
  it('cards go home one at a time, never between foundations', () => {
    const s = pos({ rules: { foundationReturn: true }, baseRank: '5', tableau: ['6c 5d', '', '', '', '', '', ''], foundations: { c: '5c' } });
    illegal(s, 't0-fdx2', 'cards go to a foundation one at a time');
    illegal(s, 'fc-fd', 'a foundation card cannot move to another foundation');
  });
  it('foundationReturn: the top of a foundation may go back onto the tableau by accepts or an empty column rule', () => {
    const on = pos({ rules: { foundationReturn: true, scoring: 'points' }, baseRank: '5', tableau: ['9s', '7c', '', '', '', '', ''], foundations: { h: '8h' }, moveCount: 4 });
    assert.equal(on.score, 30, '+10 for each of the 6h 7h 8h moved home on the dealt 5h');
    assert.deepEqual(movesFrom(on, 'fh'), ['fh-t0']);
    illegal(on, 'fh-t1', 'the 8 of hearts cannot go on the 7 of clubs: only a 6 goes on a 7');
    const back = after(on, 'fh-t0');
    assert.equal(back.score, 30 - 15);
    assert.deepEqual(toSnapshot(back).foundations.h, ['5h', '6h', '7h']);
    assert.deepEqual(toSnapshot(back).tableau[0], ['9s', '8h']);
    const any = pos({ rules: { foundationReturn: true, emptyFill: 'any' }, baseRank: '5', tableau: ['9s', '7c', '', '', '', '', ''], foundations: { h: '8h' } });
    assert.deepEqual(movesFrom(any, 'fh'), ['fh-t0', 'fh-t2', 'fh-t3', 'fh-t4', 'fh-t5', 'fh-t6']);
    const reserveOnly = pos({ rules: { foundationReturn: true, emptyFill: 'reserve' }, baseRank: '5', tableau: ['9s', '7c', '', '', '', '', ''], foundations: { h: '8h' } });
    assert.deepEqual(movesFrom(reserveOnly, 'fh'), ['fh-t0']);
    const high = pos({ rules: { foundationReturn: true, emptyFill: 'high' }, baseRank: '5', tableau: ['9s', '7c', '', '', '', '', ''], foundations: { h: '4h' } });
    assert.deepEqual(movesFrom(high, 'fh'), ['fh-t2', 'fh-t3', 'fh-t4', 'fh-t5', 'fh-t6']);
    const off = pos({ baseRank: '5', tableau: ['9s', '7c', '', '', '', '', ''], foundations: { h: '8h' } });
    assert.deepEqual(movesFrom(off, 'fh'), []);
  });
});

describe('the reserve', () => {
  it('plays its face-up tops to foundations and tableau; nothing is placed on it', () => {
    const s = pos({ baseRank: '2', tableau: ['9s', '', '', '', '', '', ''], reserve: ['Kd 2c', '8h', '', '', '', '', ''], rules: { emptyFill: 'none' } });
    assert.deepEqual(movesFrom(s, 'r0'), ['r0-fc']);
    assert.deepEqual(movesFrom(s, 'r1'), ['r1-t0']);
    illegal(s, 't0-r2', 'nothing can be placed on the reserve: only a deal puts cards there');
    illegal(s, 'r2-t0', 'reserve pile r2 is empty');
    illegal(s, 'r0-fcx2', 'cards go to a foundation one at a time');
    illegal(s, 'r1-t0x2', 'reserve cards move one at a time');
    const t = after(s, 'r0-fc');
    assert.deepEqual(toSnapshot(t).reserve[0], ['Kd']);
  });
  it('does not exist when the stock goes to the tableau', () => {
    const s = pos({ variant: 'sorel', tableau: ['9s', '8s', '', '', '', '', ''] });
    assert.deepEqual(toSnapshot(s).reserve, []);
    illegal(s, 'r0-t0', 'there is no reserve pile r0 in this game (stockTo: tableau)');
    illegal(s, 't1-r0', 'there is no reserve pile r0 in this game (stockTo: tableau)');
  });
  it('reserveFaceDown: face-down tops cannot move, and turn up while their column is empty (RULES §6.3)', () => {
    const s = pos({ rules: { reserveFaceDown: true, emptyFill: 'none' }, baseRank: '5', tableau: ['9s', '5c', '', 'Kd', 'Kh', 'Ks', 'Qs'], reserve: ['-8h', '-2c', '3d', '', '', '', ''] });
    illegal(s, 'r0-t0', 'the top card of reserve pile r0 is face-down');
    assert.deepEqual(movesFrom(s, 'r0'), []);
    const t = after(s, 't1-fc');
    assert.deepEqual(toSnapshot(t).reserve.slice(0, 3), [['-8h'], ['2c'], ['3d']]);
    // A deal puts face-down cards on every pile; those over the empty columns t1 and t2 turn up at once.
    const d = after(t, 'deal');
    const reserve = toSnapshot(d).reserve;
    const stock = toSnapshot(t).stock;
    assert.deepEqual(reserve.slice(0, 4), [['-8h', '-' + stock[0]], ['2c', stock[1]], ['3d', stock[2]], ['-' + stock[3]]]);
    assert.equal(d.score, t.score, 'no points for reserve cards turning up');
  });
});

describe('faceDown: Klondike-style columns', () => {
  it('turns a column\'s face-down top face-up after a move, +5 with points', () => {
    const s = pos({ rules: { faceDown: true, scoring: 'points', emptyFill: 'none' }, baseRank: 'A', tableau: ['9s', '', '-Kd -9c 8h', '', '', '', ''], foundations: { c: 'Ac' } });
    const t = after(s, 't2-t0');
    assert.deepEqual(toSnapshot(t).tableau[2], ['-Kd', '9c']);
    assert.equal(t.score, s.score + 5);
    assert.equal(t.moveCount, 1);
    const cards = pos({ rules: { faceDown: true, emptyFill: 'none' }, baseRank: 'A', tableau: ['9s', '', '-Kd -9c 8h', '', '', '', ''] });
    assert.equal(after(cards, 't2-t0').score, 0, 'cards scoring counts only foundation cards');
  });
});

describe('scoring', () => {
  it('cards: the number of cards on the foundations', () => {
    const s = pos({ baseRank: '5', tableau: ['5d', '', '', '', '', '', ''], foundations: { c: '7c' } });
    assert.equal(s.score, 3);
    assert.equal(after(s, 't0-fd').score, 4);
  });
  it('points: +10 to a foundation, +5 per card turned up, −15 back from a foundation; moves count', () => {
    const s = pos({ rules: { scoring: 'points', faceDown: true, foundationReturn: true }, baseRank: '5', tableau: ['6c', '-Kd 5d', '', '', '', '', ''], foundations: { c: '5c' } });
    assert.equal(s.score, 100, 'the position has 20 of the 21 face-down cards turned up');
    const home = after(s, 't1-fd');
    assert.equal(home.score, 115);
    const back = after(home, 'fd-t0');
    assert.equal(back.score, 100);
    assert.equal(back.moveCount, 2);
    assert.equal(after(back, 'deal').score, 100);
  });
});

describe('dealing', () => {
  it('deals 7, 7, 2 from a stock of 16 onto the reserve, from pile 0 up, then nothing', () => {
    let s = pos({ variant: 'bernauer', baseRank: 'A', tableau: ['Kd', 'Kh', 'Ks', 'Kc Qc', 'Qd', 'Qh', 'Qs'], reserve: 'Jc Jd Jh Js Tc Td Th'.split(' '), foundations: { c: '6c', d: '5d', h: '5h', s: '5s' } });
    const stock = toSnapshot(s).stock;
    assert.equal(stock.length, 16);
    const sizes: number[] = [];
    while (moves(s).includes('deal')) {
      const before = toSnapshot(s).stock.length;
      s = after(s, 'deal');
      sizes.push(before - toSnapshot(s).stock.length);
    }
    assert.deepEqual(sizes, [7, 7, 2]);
    const reserve = toSnapshot(s).reserve;
    assert.deepEqual(reserve[0], ['Jc', stock[0], stock[7], stock[14]]);
    assert.deepEqual(reserve[1], ['Jd', stock[1], stock[8], stock[15]]);
    assert.deepEqual(reserve[2], ['Jh', stock[2], stock[9]]);
    illegal(s, 'deal', 'the stock is empty');
    assert.equal(s.moveCount, 3);
  });
  it('deals 7, 7, 7, 2 onto the tableau with stockTo: tableau, empty columns included', () => {
    let s = pos({ variant: 'sorel', baseRank: 'A', tableau: ['Kd', '', 'Ks', 'Kc Qc', 'Qd', 'Qh', 'Qs'], foundations: { c: '6c', d: '6d', h: '6h', s: '4s' } });
    const stock = toSnapshot(s).stock;
    assert.equal(stock.length, 23);
    s = after(s, 'deal');
    assert.deepEqual(toSnapshot(s).tableau[1], [stock[1]]);
    s = after(s, 'deal', 'deal', 'deal');
    assert.deepEqual(toSnapshot(s).tableau[0], ['Kd', stock[0], stock[7], stock[14], stock[21]]);
    assert.deepEqual(toSnapshot(s).tableau[2], ['Ks', stock[2], stock[9], stock[16]]);
    assert.ok(!moves(s).includes('deal') && !moves(s).includes('redeal'));
  });
  it('redeal: gathers the reserve pile 0 first, bottom to top, without shuffling, and deals at once', () => {
    const s = pos({
      rules: { redeals: 2, scoring: 'points' },
      baseRank: 'A',
      tableau: ['Kd', 'Kh', 'Ks', 'Kc Qc', 'Qd', 'Qh', 'Qs'],
      reserve: ['Jc Jd', '', 'Jh Js Tc', 'Td', '', 'Th', ''],
      foundations: { c: '9c', d: '9d', h: '9h', s: 'Ts' },
      stock: '',
      moveCount: 30,
    });
    assert.deepEqual(moves(s).filter((m) => m === 'deal' || m === 'redeal'), ['redeal']);
    const t = after(s, 'redeal');
    const snap = toSnapshot(t);
    // Gathered: Jc Jd Jh Js Tc Td Th → seven cards, one each to r0..r6.
    assert.deepEqual(snap.reserve, [['Jc'], ['Jd'], ['Jh'], ['Js'], ['Tc'], ['Td'], ['Th']]);
    assert.deepEqual(snap.stock, []);
    assert.equal(snap.redealsLeft, 1);
    assert.equal(snap.moveCount, 31);
    assert.equal(snap.score, s.score);
    const u = after(t, 'redeal');
    assert.equal(u.redealsLeft, 0);
    illegal(u, 'redeal', 'no redeals are left (the rules allow 2)');
    illegal(u, 'deal', 'the stock is empty');
  });
  it('redeal deals 7 and keeps the rest in the stock when the reserve holds more than 7', () => {
    const s = pos({
      rules: { redeals: 1, reserveFaceDown: true },
      baseRank: 'A',
      tableau: ['Kd', 'Kh', 'Ks', 'Kc Qc', 'Qd', 'Qh', 'Qs'],
      reserve: ['Jc -Jd -Jh', 'Js', 'Tc Td', '', '-Th', '', '9c'],
      foundations: { c: '8c', d: '9d', h: '9h', s: 'Ts' },
      stock: '',
    });
    const t = after(s, 'redeal');
    assert.deepEqual(toSnapshot(t).reserve, [['-Jc'], ['-Jd'], ['-Jh'], ['-Js'], ['-Tc'], ['-Td'], ['-Th']]);
    assert.deepEqual(toSnapshot(t).stock, ['9c']);
    assert.ok(moves(t).includes('deal'));
  });
  it('explains why a redeal is not possible', () => {
    illegal(pos({ variant: 'sorel', tableau: ['Kd'] }), 'redeal', 'there is no redeal in this game (stockTo: tableau)');
    illegal(pos({ tableau: ['Kd'] }), 'redeal', 'this game allows no redeals (redeals: 0)');
    illegal(pos({ rules: { redeals: 1 }, tableau: ['Kd'] }), 'redeal', /^a redeal needs an empty stock; \d+ cards are left to deal$/);
    const empty = pos({ rules: { redeals: 1 }, baseRank: 'A', tableau: ['Kd', 'Kh', 'Ks', 'Kc Qc', 'Qd', 'Qh', 'Qs'], foundations: { c: 'Jc', d: 'Jd', h: 'Jh', s: 'Js' }, stock: '' });
    illegal(empty, 'redeal', 'the reserve is empty: there is nothing to redeal');
    const redealable = pos({ rules: { redeals: 1 }, baseRank: 'A', tableau: ['Kd', 'Kh', 'Ks', 'Kc Qc', 'Qd', 'Qh', 'Qs'], reserve: ['Jc'], foundations: { c: 'Tc', d: 'Jd', h: 'Jh', s: 'Js' }, stock: '' });
    illegal(redealable, 'deal', 'the stock is empty; a redeal is available');
  });
});

describe('malformed and illegal moves', () => {
  const s = pos({ baseRank: '5', tableau: ['9s', '8h', '', '', '', '', ''] });
  it('names what is wrong with a malformed move and leaves the state alone', () => {
    const cases: [unknown, string][] = [
      [null, "a move must be an object: { kind: 'move', from: 't3', to: 't5', count: 1 }, { kind: 'deal' } or { kind: 'redeal' }; got null"],
      ['t1-t0', `a move must be an object: { kind: 'move', from: 't3', to: 't5', count: 1 }, { kind: 'deal' } or { kind: 'redeal' }; got "t1-t0"`],
      [{ kind: 'jump' }, 'move kind "jump" is unknown; allowed: move, deal, redeal'],
      [{ kind: 'move', from: 't7', to: 't0', count: 1 }, 'move.from "t7" is not a pile; allowed: t0–t6, r0–r6, fc, fd, fh, fs'],
      [{ kind: 'move', from: 't1', to: 'stock', count: 1 }, 'move.to "stock" is not a pile; allowed: t0–t6, r0–r6, fc, fd, fh, fs'],
      [{ kind: 'move', from: 't1', to: 't0', count: 0 }, 'move.count must be a whole number from 1 to 52, not 0'],
      [{ kind: 'move', from: 't1', to: 't0', count: 1.5 }, 'move.count must be a whole number from 1 to 52, not 1.5'],
      [{ kind: 'move', from: 't1', to: 't0', count: '1' }, 'move.count must be a whole number from 1 to 52, not "1"'],
    ];
    for (const [move, message] of cases) {
      assert.throws(() => play(s, move as never), (e: Error) => e instanceof IllegalMoveError && e.message === message && e.move === move, message);
      assert.equal(whyIllegal(s, move as never), message);
      assert.equal(checkRefusal(s, move as never), 'malformed');
    }
  });
  it('reads each field of a move once, and turns a failing read into an IllegalMoveError', () => {
    const trap = Object.defineProperty({ kind: 'move', from: 't1', to: 't0' }, 'count', { enumerable: true, get: () => { throw new Error('trap'); } });
    assert.throws(() => play(s, trap as never), (e: Error) => e instanceof IllegalMoveError && e.message === 'the move could not be read: trap');
    let reads = 0;
    const shifty = Object.defineProperty({ kind: 'move', to: 't0', count: 1 }, 'from', { enumerable: true, get: () => (reads++ === 0 ? 't1' : 't0') });
    assert.deepEqual(toSnapshot(play(s, shifty as never)).tableau[0], ['9s', '8h']);
  });
  it('takes a missing count as 1', () => {
    assert.deepEqual(toSnapshot(play(s, { kind: 'move', from: 't1', to: 't0' } as never)).tableau[0], ['9s', '8h']);
  });
  it('explains illegal moves in words', () => {
    illegal(s, 't0-t0', 'a card cannot move from t0 to itself');
    illegal(s, 't2-t0', 'column t2 is empty');
    illegal(s, 'fc-t0', 'the clubs foundation is empty');
    illegal(s, 't0-t1', 'the 9 of spades cannot go on the 8 of hearts: only a 7 goes on an 8');
  });
});

describe('status (RULES §7)', () => {
  it('is won with all 52 cards home', () => {
    const s = pos({ baseRank: '5', tableau: ['4d'], foundations: { c: '4c', h: '4h', s: '4s', d: '3d' }, stock: '' });
    assert.equal(status(s), 'playing');
    const won = after(s, 't0-fd');
    assert.equal(status(won), 'won');
    assert.deepEqual(legalMoves(won), []);
  });
  it('is lost when no legal move exists, and playing while any does', () => {
    const stuck = pos({ rules: { emptyFill: 'none' }, baseRank: 'A', tableau: ['Jc Qc Kc', 'Jd Qd Kd', 'Jh Qh Kh', 'Js Qs Ks', '', '', ''], foundations: { c: 'Tc', d: 'Td', h: 'Th', s: 'Ts' }, stock: '' });
    assert.deepEqual(legalMoves(stuck), []);
    assert.equal(status(stuck), 'lost');
    assert.equal(status(pos({ tableau: ['Kd'] })), 'playing');
  });
});

describe('play never changes its input', () => {
  it('leaves every array of the old state as it was', () => {
    const s = pos({ rules: { faceDown: true, reserveFaceDown: true, redeals: 1, foundationReturn: true }, baseRank: '5', tableau: ['6c', '-Kd 5d', '-9s 8h', '', '', '', ''], reserve: ['-2c', '3d', '', '', '', '', ''], foundations: { h: '6h' } });
    const before = JSON.stringify(s);
    for (const m of legalMoves(s)) {
      play(s, m);
      assert.equal(JSON.stringify(s), before, formatMove(m));
    }
  });
});

describe('refusal codes', () => {
  it('every refusal above carried the code its wording belongs to, and every code was met', () => {
    assert.deepEqual(ILLEGAL_MOVE_CODES.filter((code) => !seenCodes.has(code)), []);
  });
});
