/**
 * No lost games by accident: New game and Restart in the middle of a game can be undone — one Undo
 * brings the game back with its history and clock — until a move is played in the new one.
 */
import { expect } from '@open-wc/testing';
import { collect, liveText, makeGame, press, root } from './helpers.js';
import '../../src/element/index.js';

describe('<agnes-solitaire> undoing New game and Restart', () => {
  it('New game (button) in the middle of a game: one Undo brings the game back with its undo history', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.play('t1-t6');
    el.play('r3-fd');
    const before = el.state;
    const moves = el.moves;
    const games = collect(el, 'agnes-new-game');
    root(el).querySelector<HTMLButtonElement>('button[data-tool="new"]')!.click();
    await el.updateComplete;
    expect(games).to.have.length(1);
    expect(el.state.moveCount).to.equal(0);
    expect(el.canUndo).to.equal(true, 'Undo can bring the game back');
    expect(root(el).querySelector<HTMLButtonElement>('button[data-tool="undo"]')!.disabled).to.equal(false);
    root(el).querySelector<HTMLButtonElement>('button[data-tool="undo"]')!.click();
    await el.updateComplete;
    expect(el.state).to.deep.equal(before);
    expect(el.moves).to.equal(moves);
    expect(liveText(el)).to.contain('Previous game brought back').and.contain('seed 1, 2 moves played');
    expect(el.undo()).to.equal(true);
    expect(el.state.moveCount).to.equal(1, 'its own history is back too');
  });

  it('the keyboard N, then U, does the same', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.play('t1-t6');
    const before = el.state;
    root(el).querySelector<HTMLButtonElement>('button[data-tool="new"]')!.focus();
    await press('n');
    await el.updateComplete;
    expect(el.state.seed).to.not.equal('1');
    await press('u');
    await el.updateComplete;
    expect(el.state).to.deep.equal(before);
  });

  it('Restart: one Undo returns to where play was', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.play('t1-t6');
    el.play('r3-fd');
    el.play('deal');
    const before = el.state;
    el.restart();
    expect(el.state.moveCount).to.equal(0);
    expect(el.undo()).to.equal(true);
    expect(el.state).to.deep.equal(before);
  });

  it('the game put aside is gone once a move is played in the new one; a won game or an untouched deal is not kept', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.play('t1-t6');
    el.newGame('2');
    el.play('deal');
    expect(el.undo()).to.equal(true);
    expect(el.state.seed).to.equal('2', 'undo takes back the move of the new game');
    expect(el.undo()).to.equal(false, 'the first game is no longer kept');
    expect(el.canUndo).to.equal(false);
    el.newGame('3');
    expect(el.canUndo).to.equal(false, 'an untouched deal is not kept');
  });

  it('the statistics count the brought-back game as the same game', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1', 'stats-key': 'agnes-test-undo-stats' });
    try {
      el.play('t1-t6');
      el.newGame('2');
      el.undo();
      el.play('r3-fd');
      expect(el.stats().played).to.equal(1);
    } finally {
      localStorage.removeItem('agnes-test-undo-stats');
    }
  });
});
