import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { changesBetween, fromSnapshot, Game, IllegalMoveError, legalMoves, newGame, parseMove, parseMoves, SnapshotError, toSnapshot } from '../../src/engine/index.js';
import { position } from './positions.js';

describe('Game', () => {
  it('deals like newGame and plays, undoes and redoes exactly', () => {
    const game = new Game({ variant: 'bernauer', seed: '1' });
    assert.deepEqual(game.toSnapshot(), toSnapshot(newGame({ seed: '1' })));
    assert.equal(game.canUndo, false);
    assert.equal(game.canRedo, false);
    assert.equal(game.undo(), null);
    assert.equal(game.redo(), null);
    const start = game.toSnapshot();
    const action = game.play(parseMove('r3-fd'));
    assert.equal(action.type, 'play');
    assert.deepEqual(action.move, { kind: 'move', from: 'r3', to: 'fd', count: 1 });
    assert.deepEqual(action.changes, [{ card: 'Kd', from: { pile: 'r3', index: 0, faceUp: true }, to: { pile: 'fd', index: 0, faceUp: true } }]);
    const afterOne = game.toSnapshot();
    game.play({ kind: 'deal' });
    assert.deepEqual(game.moves, parseMoves('r3-fd deal'));
    const undo = game.undo()!;
    assert.equal(undo.type, 'undo');
    assert.deepEqual(undo.move, { kind: 'deal' });
    assert.equal(undo.changes.length, 7);
    assert.ok(undo.changes.every((c) => c.to.pile === 'stock' && c.from.pile.startsWith('r')));
    assert.deepEqual(game.toSnapshot(), afterOne);
    assert.equal(game.canRedo, true);
    const redo = game.redo()!;
    assert.deepEqual(redo.move, { kind: 'deal' });
    assert.deepEqual(redo.changes.map((c) => c.to.pile), ['r0', 'r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    assert.deepEqual(redo.changes.map((c) => c.card), ['As', 'Tc', '3d', '6c', '8d', '7d', '4s']);
    game.undo();
    game.undo();
    assert.deepEqual(game.toSnapshot(), start);
    // A new move clears what redo would replay.
    game.play(parseMove('t1-t6'));
    assert.equal(game.canRedo, false);
    assert.deepEqual(game.moves, parseMoves('t1-t6'));
  });

  it('rejects an illegal move without changing anything', () => {
    const game = new Game({ seed: '1' });
    game.play(parseMove('t1-t6'));
    game.undo();
    const before = game.toSnapshot();
    assert.throws(() => game.play(parseMove('t0-t1')), IllegalMoveError);
    assert.deepEqual(game.toSnapshot(), before);
    assert.equal(game.canRedo, true, 'redo survives a rejected move');
    assert.equal(game.whyIllegal(parseMove('t0-t1')), 'the queen of diamonds cannot go on the 3 of spades: only a 2 goes on a 3');
    assert.equal(game.whyIllegal(parseMove('t1-t6')), null);
  });

  it('restarts to the deal and can replay the game with redo', () => {
    const game = new Game({ seed: '1' });
    const start = game.toSnapshot();
    const line = parseMoves('r3-fd t1-t6 deal');
    line.forEach((m) => game.play(m));
    const end = game.toSnapshot();
    const restart = game.restart();
    assert.equal(restart.type, 'restart');
    assert.deepEqual(game.toSnapshot(), start);
    assert.ok(restart.changes.some((c) => c.card === 'Kd' && c.from.pile === 'fd' && c.to.pile === 'r3'));
    assert.deepEqual(game.redoMoves, line);
    while (game.canRedo) game.redo();
    assert.deepEqual(game.toSnapshot(), end);
  });

  it('continues from a state and replays a line', () => {
    const initial = newGame({ variant: 'sorel', seed: 7 });
    const line = legalMoves(initial).slice(0, 1);
    const game = Game.replay(initial, line);
    assert.equal(game.moves.length, 1);
    assert.deepEqual(game.initialState, initial);
    const copy = Game.fromState(fromSnapshot(game.toSnapshot()));
    assert.deepEqual(copy.toSnapshot(), game.toSnapshot());
    assert.equal(copy.canUndo, false);
    assert.throws(() => Game.replay(initial, parseMoves('t0-t0')), IllegalMoveError);
  });

  it('reports cards turned face-up as changes of the same place', () => {
    const state = position({ rules: { faceDown: true, emptyFill: 'none' }, baseRank: 'A', tableau: ['9s', '', '-Kd -9c 8h', '', '', '', ''] });
    const game = Game.fromState(state);
    const action = game.play(parseMove('t2-t0'));
    assert.deepEqual(action.changes, [
      { card: '8h', from: { pile: 't2', index: 2, faceUp: true }, to: { pile: 't0', index: 1, faceUp: true } },
      { card: '9c', from: { pile: 't2', index: 1, faceUp: false }, to: { pile: 't2', index: 1, faceUp: true } },
    ]);
    assert.deepEqual(game.undo()!.changes, [
      { card: '9c', from: { pile: 't2', index: 1, faceUp: true }, to: { pile: 't2', index: 1, faceUp: false } },
      { card: '8h', from: { pile: 't0', index: 1, faceUp: true }, to: { pile: 't2', index: 2, faceUp: true } },
    ]);
  });

  it('rejects bad arguments with typed errors, naming the position of a bad move', () => {
    assert.throws(() => new Game(null as never), (e: Error) => e.name === 'RulesError' && /newGame takes an object/.test(e.message));
    const initial = newGame({ seed: '1' });
    assert.throws(() => Game.replay(initial, null as never), (e: Error) => e instanceof IllegalMoveError && e.message === 'moves must be a list of moves, not null');
    assert.throws(() => Game.replay(initial, 'deal' as never), /moves must be a list of moves, not "deal"/);
    assert.throws(
      () => Game.replay(initial, parseMoves('r3-fd t1-t6 t1-t6')),
      (e: Error) => e instanceof IllegalMoveError && e.message === 'move 3: the 6 of spades cannot go on the 3 of spades: only a 2 goes on a 3',
    );
    assert.throws(() => Game.fromState(JSON.stringify(toSnapshot(initial)) as never), (e: Error) => e.name === 'SnapshotError' && /Game.fromState takes a state object \(read JSON text with fromSnapshot first\)/.test(e.message));
    assert.throws(() => Game.fromState({ ...initial, score: 9 }), (e: Error) => e.name === 'SnapshotError' && e.message.startsWith('score: must be 1'));
    // Getters and proxies that throw are bad states too, not a raw Error (found by the snapshot fuzzer).
    const throwing = Object.defineProperty({ ...initial }, 'score', { enumerable: true, get: () => { throw new Error('no score'); } });
    assert.throws(() => Game.fromState(throwing), (e: Error) => e instanceof SnapshotError && e.message === 'state: is not plain data (no score)');
    const proxy = new Proxy({}, { ownKeys: () => { throw new Error('no keys'); } });
    assert.throws(() => Game.fromState(proxy as never), (e: Error) => e instanceof SnapshotError && e.message === 'state: is not plain data (no keys)');
  });

  it('keeps its history safe from callers', () => {
    const game = new Game({ seed: '1' });
    const move = parseMove('t1-t6');
    game.play(move);
    move.kind === 'move' && (move.to = 't0');
    assert.deepEqual(game.moves, [{ kind: 'move', from: 't1', to: 't6', count: 1 }]);
    assert.throws(() => ((game.moves[0] as { count: number }).count = 2), TypeError);
    game.undo();
    game.redo();
    assert.deepEqual(toSnapshot(game.state).tableau[6]!.slice(-1), ['3s']);
  });

  it('reports no changes between equal positions', () => {
    const state = newGame({ seed: 3 });
    assert.deepEqual(changesBetween(state, fromSnapshot(toSnapshot(state))), []);
  });

  it('reports the status of the current position', () => {
    assert.equal(new Game({ seed: '1' }).status, 'playing');
  });
});
