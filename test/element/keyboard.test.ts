/**
 * The keyboard alone: Tab into the board, arrows between piles and along a column's face-up cards,
 * Enter/Space to pick up and put down, Escape to cancel, the shortcuts — and a complete win of a
 * deal the solver proves winnable, played from its line by real key presses only.
 */
import { expect } from '@open-wc/testing';
import { findWinnableSeed } from '../../src/solver/index.js';
import { arrowTo, chord, collect, focusedStop, liveText, makeGame, playByKeys, press, root, tabIntoBoard } from './helpers.js';

describe('<agnes-solitaire> keyboard', () => {
  it('Tab enters the board at one stop; arrows move between piles and rows', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const stops = [...root(el).querySelectorAll<HTMLElement>('[data-stop]')];
    expect(stops.filter((s) => s.tabIndex === 0)).to.have.length(1, 'roving tabindex: one Tab stop for the board');
    await tabIntoBoard(el);
    expect(focusedStop(el)).to.equal('stock');
    await press('ArrowRight');
    expect(focusedStop(el)).to.equal('fc', 'from the stock straight to the first foundation');
    await press('ArrowDown');
    expect(focusedStop(el)).to.equal('r3');
    await press('ArrowDown');
    expect(focusedStop(el)).to.equal('t3:3', 'the top card of column 4');
    await press('ArrowUp');
    expect(focusedStop(el)).to.equal('t3:2', 'along the column');
    await press('End');
    expect(focusedStop(el)).to.equal('t6:6');
    await press('Home');
    expect(focusedStop(el)).to.equal('t0:0');
    const active = root(el).activeElement as HTMLElement;
    expect(getComputedStyle(active).outlineStyle).to.not.equal('none', 'focus is visible');
  });

  it('Enter picks up and puts down; Escape cancels; a wrong target is refused and the cards stay picked up', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const invalid = collect(el, 'agnes-invalid-move');
    await tabIntoBoard(el);
    await arrowTo(el, 't1', 1);
    await press('Enter');
    await el.updateComplete;
    expect(liveText(el)).to.contain('Picked up 3 of spades').and.contain('column 7');
    await press('Escape');
    await el.updateComplete;
    expect(root(el).querySelector('.selected')).to.equal(null);
    await press(' ');
    await arrowTo(el, 't0');
    await press('Enter');
    await el.updateComplete;
    expect(invalid).to.have.length(1);
    expect(root(el).querySelector('.selected'), 'still holding the card').to.not.equal(null);
    await arrowTo(el, 't6');
    await press('Enter');
    await el.updateComplete;
    expect(el.state.tableau[6]!.at(-1)).to.equal('3s');
    expect(focusedStop(el)).to.equal('t6:7', 'the focus follows the cards');
    expect(liveText(el)).to.contain('Moved 3 of spades from column 2');
  });

  it('shortcuts: D deals, U and Ctrl+Z undo, R and Ctrl+Shift+Z redo, F sends home, N deals anew', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    await tabIntoBoard(el);
    await press('d');
    expect(el.state.moveCount).to.equal(1);
    await press('u');
    expect(el.state.moveCount).to.equal(0);
    await press('r');
    expect(el.state.moveCount).to.equal(1);
    await chord(['Control'], 'KeyZ');
    expect(el.state.moveCount).to.equal(0);
    await chord(['Control', 'Shift'], 'KeyZ');
    expect(el.state.moveCount).to.equal(1);
    await press('u');
    await arrowTo(el, 'r3');
    await press('f');
    expect(el.state.foundations.d).to.deep.equal(['Kd']);
    const games = collect(el, 'agnes-new-game');
    await press('n');
    expect(games).to.have.length(1);
  });

  it('H asks for a hint and announces it', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const hints = collect(el, 'agnes-hint');
    await tabIntoBoard(el);
    await press('h');
    // (The careful hint searches in the worker: up to 20 s on a loaded machine.)
    for (let i = 0; i < 1000 && hints.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(hints).to.have.length(1);
    expect(hints[0]!.move).to.not.equal(null);
    await el.updateComplete;
    expect(liveText(el)).to.match(/^Hint: /);
  });

  it('wins a winnable deal with the keyboard alone', async function () {
    this.timeout(180_000);
    const found = findWinnableSeed({ variant: 'sorel', from: 1 });
    expect(found, 'the solver finds a winnable Sorel deal').to.not.equal(null);
    const el = await makeGame({ variant: 'sorel', seed: found!.seed });
    const wins = collect(el, 'agnes-win');
    await tabIntoBoard(el);
    for (const move of found!.line) {
      const before = el.state.moveCount;
      await playByKeys(el, move);
      expect(el.state.moveCount, `the move ${JSON.stringify(move)} was played`).to.equal(before + 1);
    }
    expect(el.status).to.equal('won');
    expect(wins).to.have.length(1);
    expect(liveText(el)).to.contain('You won');
  });
});
