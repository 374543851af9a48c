/**
 * `el.focus()` as a native control takes it: the board's current stop gets the focus (the stock
 * at first, afterwards the stop last focused), so that a page's own "Play" button can hand the
 * game to the keyboard.
 */
import { expect } from '@open-wc/testing';
import { arrowTo, focusedStop, makeGame, press, root, tabIntoBoard } from './helpers.js';

describe('<agnes-solitaire> focus()', () => {
  it("a page's Play button calls el.focus(): the board's stop has the focus, and the keys play", async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const play = document.createElement('button');
    play.textContent = 'Play';
    play.addEventListener('click', () => el.focus());
    document.body.prepend(play);
    try {
      play.click();
      await el.updateComplete;
      expect(document.activeElement).to.equal(el, 'the page sees the element focused');
      expect(focusedStop(el)).to.equal('stock', 'the first stop of the board, not the body or the toolbar');
      // The keys now play: the deal's first legal move r3→fd (RULES §2), picked up and put down by Enter.
      await arrowTo(el, 'r3');
      await press('Enter');
      await el.updateComplete;
      await arrowTo(el, 'fd');
      await press('Enter');
      await el.updateComplete;
      expect(el.state.foundations.d.length).to.equal(1, 'r3→fd played by keys after el.focus()');
    } finally {
      play.remove();
    }
  });

  it('after the focus leaves, el.focus() comes back to the stop last focused', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    await tabIntoBoard(el);
    await arrowTo(el, 't3', 3);
    expect(focusedStop(el)).to.equal('t3:3');
    (root(el).activeElement as HTMLElement).blur();
    expect(root(el).activeElement).to.equal(null);
    el.focus();
    await el.updateComplete;
    expect(focusedStop(el)).to.equal('t3:3');
  });
});
