/**
 * Replay and game texts: `moves` in the engine's notation, `load()` reading it back (on this deal,
 * or any deal with `agnes=<deal code>`), bad texts refused by name with the game kept, and Replay of
 * a finished game from the deal with step, play, pause and close.
 */
import { expect } from '@open-wc/testing';
import type { Move } from '../../src/engine/index.js';
import { findWinnableSeed } from '../../src/solver/index.js';
import { collect, liveText, makeGame, press, root } from './helpers.js';
import '../../src/element/index.js';

let winning: { seed: string; line: Move[] };

describe('<agnes-solitaire> game texts and replay', function () {
  this.timeout(60_000);
  before(() => {
    const found = findWinnableSeed({ variant: 'sorel', from: 1 })!;
    winning = { seed: found.seed, line: found.line };
  });

  it('moves is the game in move notation; load() reads it back on this deal, and with its deal code on any other', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    expect(el.moves).to.equal('');
    el.play('t1-t6');
    el.play('r3-fd');
    el.play('deal');
    expect(el.moves).to.equal('t1-t6 r3-fd deal');
    const fresh = await makeGame({ variant: 'bernauer', seed: '1' });
    expect(fresh.load(el.moves)).to.equal(true);
    expect(fresh.state).to.deep.equal(el.state);
    expect(fresh.undo() && fresh.undo() && fresh.undo()).to.equal(true, 'the moves are the undo history');
    const other = await makeGame({ variant: 'aces', seed: '9' });
    expect(other.load(`agnes=${el.dealCode} ${el.moves}`)).to.equal(true);
    expect(other.state).to.deep.equal(el.state);
    expect(other.load(`#agnes=${el.dealCode}`)).to.equal(true, 'the fragment form, no moves: the deal');
    expect(other.state.moveCount).to.equal(0);
  });

  it('a bad game text: agnes-error (source load) naming the move or the deal code part; the game stays', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.play('t1-t6');
    const before = el.state;
    const errors = collect(el, 'agnes-error');
    const bad: [string, string][] = [
      ['t1-t6 zz', 'move 2'],
      ['t1-t6 t0-t1', 'move 2'],
      ['agnes=1,klondike t1-t6', 'allowed: bernauer, sorel, aces'],
      ['agnes=1,bernauer,colour=red', 'not a rule field'],
      ['agnes=,bernauer', 'no seed'],
    ];
    for (const [text, message] of bad) {
      expect(el.load(text), text).to.equal(false);
      expect(errors.at(-1)!.source).to.equal('load');
      expect(errors.at(-1)!.message, text).to.contain(message);
      expect(el.state).to.deep.equal(before);
    }
    expect(el.moves).to.equal('t1-t6');
  });

  it('Replay after a win: from the deal, step forward and back, play and pause, Escape closes; the game is untouched', async () => {
    const el = await makeGame({ variant: 'sorel', seed: winning.seed, 'reduced-motion': '' });
    expect(el.replay()).to.equal(false, 'not while the game is being played');
    for (const move of winning.line) el.play(move);
    await el.updateComplete;
    const won = el.state;
    const bar = (): HTMLElement | null => root(el).querySelector<HTMLElement>('[part="replay"]');
    const button = (action: string): HTMLButtonElement => bar()!.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`)!;
    const homeShown = (): number => root(el).querySelectorAll('[data-pile^="f"][data-card]').length;
    root(el).querySelector<HTMLButtonElement>('.banner button[data-action="replay"]')!.click();
    await el.updateComplete;
    expect(el.replaying).to.equal(true);
    expect(bar()!.textContent).to.contain(`Move 0 of ${winning.line.length}`);
    expect(root(el).querySelector('.banner')).to.equal(null, 'the replay controls take the banner’s place');
    expect(button('pause')).to.not.equal(null, 'it starts playing');
    button('pause').click();
    await el.updateComplete;
    expect(button('back').disabled).to.equal(true);
    const atDeal = root(el).querySelectorAll('[data-card]').length;
    button('forward').click();
    await el.updateComplete;
    expect(bar()!.textContent).to.contain(`Move 1 of ${winning.line.length}`);
    expect(liveText(el)).to.match(/^Move 1 of \d+: /);
    button('forward').click();
    button('back').click();
    await el.updateComplete;
    expect(bar()!.textContent).to.contain(`Move 1 of ${winning.line.length}`);
    expect(root(el).querySelectorAll('[data-card]').length).to.be.at.most(atDeal + 7);
    await expect(el).to.be.accessible();
    // Play moves on by itself; pause stops it; the forward button reaches the end (the win).
    button('play').click();
    await el.updateComplete;
    expect(button('pause')).to.not.equal(null);
    const position = (): number => Number(/Move (\d+) of/.exec(bar()!.textContent!)![1]);
    const end = performance.now() + 10_000;
    while (position() < 2 && performance.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(position()).to.be.at.least(2, 'moves are played by themselves');
    button('pause').click();
    await el.updateComplete;
    while (!button('forward').disabled) {
      button('forward').click();
      await el.updateComplete;
    }
    expect(bar()!.textContent).to.contain(`Move ${winning.line.length} of ${winning.line.length}`);
    expect(homeShown()).to.be.greaterThan(0);
    // Escape closes it; the won game is on the table as it was.
    button('play').focus();
    await press('Escape');
    await el.updateComplete;
    expect(el.replaying).to.equal(false);
    expect(el.state).to.deep.equal(won);
    expect(el.status).to.equal('won');
    expect(root(el).querySelector('.banner.won')).to.not.equal(null);
  });

  it('replay(false) shows the deal paused; any game action (undo) closes it', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '7', 'dead-ends': 'false' });
    for (let i = 0; i < 4; i++) el.deal();
    expect(el.status).to.equal('lost');
    expect(el.replay(false)).to.equal(true);
    await el.updateComplete;
    const bar = root(el).querySelector<HTMLElement>('[part="replay"]')!;
    expect(bar.textContent).to.contain('Move 0 of 4');
    expect(bar.querySelector('[data-action="play"]')).to.not.equal(null);
    expect(root(el).querySelectorAll('[data-pile="stock"].card').length).to.equal(1, 'the deal: the stock is full again');
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    expect(el.replaying).to.equal(false);
    expect(root(el).querySelector('[part="replay"]')).to.equal(null);
    expect(el.state.moveCount).to.equal(3);
  });
});
