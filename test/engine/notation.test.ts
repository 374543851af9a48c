import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatMove, formatMoves, IllegalMoveError, MoveSyntaxError, parseMove, parseMoves, PILE_IDS, type Move } from '../../src/engine/index.js';

describe('move notation', () => {
  it('writes moves short: from-to, a count after x, deal, redeal', () => {
    assert.equal(formatMove({ kind: 'move', from: 't3', to: 't5', count: 1 }), 't3-t5');
    assert.equal(formatMove({ kind: 'move', from: 't3', to: 't5', count: 2 }), 't3-t5x2');
    assert.equal(formatMove({ kind: 'move', from: 'r3', to: 'fd', count: 1 }), 'r3-fd');
    assert.equal(formatMove({ kind: 'deal' }), 'deal');
    assert.equal(formatMove({ kind: 'redeal' }), 'redeal');
    assert.throws(() => formatMove({ kind: 'move', from: 'x', to: 't1', count: 1 } as never), IllegalMoveError);
  });

  it('round-trips every pile pair and count', () => {
    for (const from of PILE_IDS) {
      for (const to of PILE_IDS) {
        for (const count of [1, 2, 13, 52]) {
          const move: Move = { kind: 'move', from, to, count };
          assert.deepEqual(parseMove(formatMove(move)), move);
        }
      }
    }
    for (const kind of ['deal', 'redeal'] as const) assert.deepEqual(parseMove(formatMove({ kind })), { kind });
  });

  it('reads arrows, capitals and spaces', () => {
    const move = { kind: 'move', from: 't1', to: 't6', count: 1 };
    for (const text of ['t1-t6', 't1→t6', 't1->t6', ' T1 - T6 ', 't1 → t6', 't1-t6x1']) assert.deepEqual(parseMove(text), move, text);
    assert.deepEqual(parseMove('t3→t5 × 3'), { kind: 'move', from: 't3', to: 't5', count: 3 });
    assert.deepEqual(parseMove('DEAL'), { kind: 'deal' });
  });

  it('rejects what it cannot read, saying what is wrong', () => {
    const cases: [unknown, RegExp][] = [
      ['', /^cannot read the move "": write "from-to"/],
      ['t1', /^cannot read the move "t1"/],
      ['t1-t6x', /^cannot read the move "t1-t6x"/],
      ['t1-t6x0', /^the count in the move "t1-t6x0" must be from 1 to 52$/],
      ['t1-t6x99', /^the count in the move "t1-t6x99" must be from 1 to 52$/],
      ['t9-t6', /^"t9" in the move "t9-t6" is not a pile; allowed: t0–t6, r0–r6, fc, fd, fh, fs$/],
      ['fx-t6', /^"fx" in the move "fx-t6" is not a pile/],
      ['stock-t1', /^cannot read the move/],
      [42, /^a move must be text like "t3-t5"/],
    ];
    for (const [text, message] of cases) {
      assert.throws(() => parseMove(text as string), (e: Error) => e instanceof MoveSyntaxError && message.test(e.message), String(text));
    }
  });

  it('writes and reads whole lines of moves', () => {
    const line: Move[] = [
      { kind: 'move', from: 't1', to: 't6', count: 1 },
      { kind: 'deal' },
      { kind: 'move', from: 't0', to: 't2', count: 3 },
      { kind: 'redeal' },
    ];
    assert.equal(formatMoves(line), 't1-t6 deal t0-t2x3 redeal');
    assert.deepEqual(parseMoves(formatMoves(line)), line);
    assert.deepEqual(parseMoves('t1 → t6,\n deal; t0-t2 x3  redeal'), line);
    assert.deepEqual(parseMoves('   '), []);
    assert.throws(() => parseMoves('t1-t6 deal t8-t1'), /^MoveSyntaxError: move 3: "t8" in the move "t8-t1" is not a pile/);
  });
});
