import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fromSnapshot, legalMoves, newGame, play, SnapshotError, toSnapshot, type Snapshot } from '../../src/engine/index.js';
import { snapshotOf } from './positions.js';

const base = (): Snapshot => toSnapshot(newGame({ variant: 'bernauer', seed: '1' }));

function rejects(mutate: (s: Snapshot & Record<string, unknown>) => unknown, path: string, message: string | RegExp, start: () => Snapshot = base): void {
  const snap = start() as Snapshot & Record<string, unknown>;
  const result = mutate(snap);
  const input = result === undefined ? snap : result;
  assert.throws(() => fromSnapshot(input), (e: Error) => {
    assert.ok(e instanceof SnapshotError, `expected SnapshotError, got ${e}`);
    assert.equal(e.path, path, e.message);
    if (typeof message === 'string') assert.equal(e.message, `${path}: ${message}`);
    else assert.match(e.message, message);
    return true;
  });
}

describe('snapshots (RULES §8)', () => {
  it('writes exactly the RULES §8 fields, in order', () => {
    const snap = base();
    assert.deepEqual(Object.keys(snap), ['format', 'variant', 'rules', 'seed', 'baseRank', 'stock', 'reserve', 'tableau', 'foundations', 'redealsLeft', 'score', 'moveCount']);
    assert.equal(snap.format, 1);
    assert.deepEqual(Object.keys(snap.rules), ['stockTo', 'base', 'faceDown', 'reserveFaceDown', 'build', 'runs', 'splitRuns', 'wrap', 'emptyFill', 'emptyRuns', 'foundationReturn', 'redeals', 'scoring', 'deadEnds']);
    assert.deepEqual(JSON.parse(JSON.stringify(snap)), snap, 'plain JSON');
  });

  it('round-trips through JSON text and objects, sharing nothing with the state', () => {
    for (const variant of ['bernauer', 'sorel', 'aces'] as const) {
      let state = newGame({ variant, seed: 'round trip' });
      for (let i = 0; i < 40; i++) {
        const moves = legalMoves(state);
        if (moves.length === 0) break;
        state = play(state, moves[(i * 31) % moves.length]!);
        const snap = toSnapshot(state);
        assert.deepEqual(toSnapshot(fromSnapshot(snap)), snap);
        assert.deepEqual(toSnapshot(fromSnapshot(JSON.stringify(snap))), snap);
        snap.tableau[0]!.push('XX');
        assert.notDeepEqual(toSnapshot(state).tableau[0], snap.tableau[0]);
      }
    }
  });

  it('reads the example of RULES §8 once its piles hold all 52 cards', () => {
    const snap = snapshotOf({ baseRank: '8', stock: '4d Jc', reserve: ['2s'], tableau: ['Ts', '3s 6c'], foundations: { s: '8s' } });
    // Put every other card somewhere legal: on the tableau columns 2–6.
    const rest = base().stock.concat(...base().tableau, ...base().reserve, base().foundations.c).filter((c) => !['4d', 'Jc', '2s', 'Ts', '3s', '6c', '8s'].includes(c));
    rest.forEach((c, i) => snap.tableau[2 + (i % 5)]!.push(c));
    const state = fromSnapshot(snap);
    assert.equal(state.baseRank, '8');
    assert.deepEqual(state.stock, ['4d', 'Jc']);
  });

  it('names the first problem of a malformed snapshot', () => {
    rejects(() => 'not json', 'snapshot', /^snapshot: is not valid JSON/);
    rejects(() => null, 'snapshot', 'must be an object, not null');
    rejects(() => [1, 2], 'snapshot', 'must be an object, not an array');
    rejects((s) => void (s.extra = 1), 'extra', /^extra: is not a snapshot field; allowed fields: format, variant, rules, seed/);
    rejects((s) => void delete (s as Partial<Snapshot>).stock, 'stock', 'is missing');
    rejects((s) => void ((s as Record<string, unknown>).format = 2), 'format', 'must be 1, not 2');
    rejects((s) => void ((s as Record<string, unknown>).variant = 'klondike'), 'variant', /unknown variant "klondike"; allowed: bernauer, sorel, aces/);
    rejects((s) => void ((s.rules as unknown as Record<string, unknown>).build = 'zigzag'), 'rules.build', /allowed values: alternate-color, same-color, same-suit, any-suit/);
    rejects((s) => void delete (s.rules as Partial<Snapshot['rules']>).wrap, 'rules.wrap', /rule wrap is missing; allowed values: none, king-on-ace, base/);
    rejects((s) => void ((s.rules as unknown as Record<string, unknown>).colour = 'red'), 'rules.colour', /unknown rule field "colour"/);
    rejects((s) => void ((s.rules as unknown as Record<string, unknown>).stockTo = 'tableau'), 'reserve', 'must be an empty list: there is no reserve with rules.stockTo tableau');
    rejects((s) => void ((s as Record<string, unknown>).seed = 1), 'seed', 'must be a string, not 1');
    rejects((s) => void ((s as Record<string, unknown>).baseRank = '10'), 'baseRank', 'must be one of A 2 3 4 5 6 7 8 9 T J Q K, not "10"');
  });

  it('finds every card exactly once', () => {
    rejects((s) => void (s.stock[0] = 'Xx'), 'stock[0]', '"Xx" is not a card; write rank (A 2 … 9 T J Q K) then suit (c d h s), e.g. "Th"');
    rejects((s) => void (s.stock[0] = 'th'), 'stock[0]', /"th" is not a card/);
    rejects((s) => void (s.stock[0] = 7 as never), 'stock[0]', 'must be a card like "Th", not 7');
    rejects((s) => void (s.tableau[1]![0] = 7 as never), 'tableau[1][0]', 'must be a card like "Th" (or "-Th" face-down), not 7', () => toSnapshot(newGame({ variant: 'aces', seed: '3' })));
    rejects((s) => void (s.stock[1] = 'Qd'), 'tableau[0][0]', 'the card Qd appears twice (also at stock[1])');
    rejects((s) => void s.stock.pop(), 'snapshot', 'must hold all 52 cards exactly once; missing: 7h');
    rejects((s) => void (s.tableau = s.tableau.slice(0, 6)), 'tableau', 'must be a list of 7 columns');
    rejects((s) => void (s.tableau[3] = 'Jc' as never), 'tableau[3]', 'must be a list of cards, not "Jc"');
    rejects((s) => void (s.reserve = s.reserve.slice(1)), 'reserve', 'must be a list of 7 piles');
    rejects((s) => void (s.foundations = { c: ['Kc'], d: [], h: [] } as never), 'foundations.s', 'is missing');
    rejects((s) => void ((s.foundations as Record<string, unknown>).x = []), 'foundations.x', 'is not a suit; allowed: c, d, h, s');
  });

  it('checks face-down cards against the rules and the position', () => {
    rejects((s) => void (s.tableau[1]![0] = '-6s'), 'tableau[1][0]', '"-6s" cannot be face-down here (rules.faceDown is off)');
    rejects((s) => void (s.stock[0] = '-As'), 'stock[0]', '"-As" cannot be face-down here (stock cards are written face-up)');
    rejects((s) => void (s.reserve[2]![0] = '-Qh'), 'reserve[2][0]', '"-Qh" cannot be face-down here (rules.reserveFaceDown is off)');
    rejects((s) => void (s.foundations.c[0] = '-Kc'), 'foundations.c[0]', '"-Kc" cannot be face-down here (foundation cards lie face-up)');
    const aces = () => toSnapshot(newGame({ variant: 'aces', seed: '3' }));
    rejects((s) => void (s.tableau[2]![2] = '-' + s.tableau[2]![2]), 'tableau[2]', 'the top card must be face-up (it is turned up after every move)', aces);
    rejects((s) => void (s.tableau[3]![1] = s.tableau[3]![1]!.slice(1)), 'tableau[3][2]', /a face-down card \(-\w\w\) cannot lie on a face-up one/, aces);
    rejects((s) => void (s.reserve[0]![0] = '-' + s.reserve[0]![0]), 'reserve[0][0]', /cannot be face-down here/, aces);
    // Face-down cards never move: column c keeps at most the c the deal left there.
    rejects((s) => void s.tableau[1]!.unshift('-' + s.stock.pop()!), 'tableau[1]', 'holds 2 face-down cards; the deal leaves at most 1 in column 1', aces);
    const hidden = () => toSnapshot(newGame({ variant: 'bernauer', seed: '1', rules: { reserveFaceDown: true } }));
    assert.doesNotThrow(() => fromSnapshot(hidden()));
    rejects((s) => void (s.reserve[0]!.push(...s.tableau[0]!.map((c) => '-' + c)), (s.tableau[0] = [])), 'reserve[0]', 'the top card must be face-up while tableau column 0 is empty', hidden);
  });

  it('checks foundations: their suit, and order from the base rank', () => {
    rejects((s) => void ((s.foundations.c = ['Kd']), (s.reserve[3] = []), s.stock.push('Kc')), 'foundations.c[0]', 'Kd is not a c card');
    rejects((s) => void s.foundations.c.push(s.stock.splice(1, 1)[0]!), 'foundations.c[1]', 'must be Ac (foundations build up from the base rank K), not Tc');
    rejects((s) => void ((s.foundations.c = []), s.stock.push('Kc'), (s.foundations.d = ['Qd']), (s.tableau[0] = [])), 'foundations.d[0]', 'must be Kd (foundations build up from the base rank K), not Qd');
    rejects((s) => void (s.baseRank = 'Q'), 'foundations.c[0]', 'must be Qc (foundations build up from the base rank Q), not Kc');
    const aces = () => toSnapshot(newGame({ variant: 'aces', seed: '3' }));
    rejects((s) => void (s.baseRank = '2'), 'baseRank', 'must be A, as rules.base says, not "2"', aces);
  });

  it('checks the counters', () => {
    rejects((s) => void (s.score = 2), 'score', 'must be 1, the number of cards on the foundations (scoring: cards), not 2');
    rejects((s) => void (s.moveCount = -1), 'moveCount', /^moveCount: must be a whole number from 0 to \d+, not -1$/);
    rejects((s) => void (s.moveCount = 1.5), 'moveCount', /not 1.5$/);
    rejects((s) => void (s.redealsLeft = 1), 'redealsLeft', 'must be a whole number from 0 to 0, not 1');
    const points = () => toSnapshot(newGame({ seed: '1', rules: { scoring: 'points', redeals: 2 } }));
    assert.equal(fromSnapshot(points()).redealsLeft, 2);
    rejects((s) => void (s.score = 10), 'score', 'must be 0 (scoring: points: +5 for each of the 0 cards turned up, +10 for each of the 0 cards moved home), not 10', points);
    rejects((s) => void (s.score = 2.5), 'score', /^score: must be a whole number from -\d+ to \d+, not 2.5$/, points);
    // With foundationReturn a card taken back and moved home again nets −5: at most one a move.
    const back = () => toSnapshot(newGame({ seed: '1', rules: { scoring: 'points', foundationReturn: true } }));
    assert.equal(fromSnapshot({ ...back(), moveCount: 3, score: -15 }).score, -15);
    const why = 'must be 0 less 5 for each card ever taken back from a foundation, at most one a move (scoring: points: +5 for each of the 0 cards turned up, +10 for each of the 0 cards moved home, −15 for each card taken back)';
    rejects((s) => void ((s.moveCount = 3), (s.score = -20)), 'score', `${why}, not -20`, back);
    rejects((s) => void ((s.moveCount = 3), (s.score = -7)), 'score', `${why}, not -7`, back);
    rejects((s) => void ((s.moveCount = 3), (s.score = 5)), 'score', `${why}, not 5`, back);
    // The dealt base card taken back: the score must show it.
    const baseBack = (): Snapshot => {
      const s = back();
      s.tableau[6]!.push(s.foundations.c.pop()!);
      return { ...s, moveCount: 1, score: -15 };
    };
    assert.equal(fromSnapshot(baseBack()).score, -15);
    rejects((s) => void (s.score = -10), 'score', /^score: must be -10 less 5 for each card ever taken back/, baseBack);
  });

  it('reads objects as plain JSON: holes, getters and later changes cannot get past it', () => {
    rejects((s) => void (s.tableau = new Array(7) as never), 'tableau[0]', 'must be a list of cards, not null');
    rejects((s) => void (s.stock = [, ...s.stock] as never), 'stock[0]', 'must be a card like "Th", not null');
    rejects((s) => void s.tableau[0]!.length++, 'tableau[0][1]', 'must be a card like "Th" (or "-Th" face-down), not null', () => toSnapshot(newGame({ variant: 'bernauer', seed: '1', rules: { faceDown: true } })));
    rejects((s) => {
      Object.defineProperty(s, 'score', { enumerable: true, get: () => { throw new Error('no score for you'); } });
    }, 'snapshot', 'is not plain JSON data (no score for you)');
    rejects((s) => void ((s as Record<string, unknown>).cycle = s), 'snapshot', /^snapshot: is not plain JSON data \(.*circular/i);
    rejects((s) => void (s.moveCount = 10n as never), 'snapshot', /^snapshot: is not plain JSON data/);
    rejects((s) => void ((s as Record<string, unknown>)['x'.repeat(1000)] = 1), 'x'.repeat(24) + '…', /is not a snapshot field/);
    // An empty field name is named as "" (a blank path said nothing; found by snapshot fuzzing).
    rejects((s) => void ((s as Record<string, unknown>)[''] = 1), '""', /^"": is not a snapshot field/);
    rejects((s) => void ((s.foundations as Record<string, unknown>)[''] = []), 'foundations.""', 'is not a suit; allowed: c, d, h, s');
    // A getter answers once: what was validated is what is kept.
    let calls = 0;
    const snap = base();
    Object.defineProperty(snap, 'seed', { enumerable: true, get: () => (calls++ === 0 ? 'first' : 'second') });
    assert.equal(fromSnapshot(snap).seed, 'first');
  });

  it('never returns a state for a snapshot it rejects, and leaves its input alone', () => {
    const snap = base();
    const text = JSON.stringify(snap);
    snap.score = 40;
    assert.throws(() => fromSnapshot(snap), SnapshotError);
    snap.score = 1;
    assert.equal(JSON.stringify(snap), text);
  });
});
