/**
 * Accessibility (axe through `expect(el).to.be.accessible()` in every state these tests reach;
 * accessible names of cards and piles; the live region), the layout from 320 px to 1400 px, two
 * elements on one page, and removal (timers, searches and listeners stop).
 */
import { expect } from '@open-wc/testing';
import { findWinnableSeed } from '../../src/solver/index.js';
import { emulateMedia } from '@web/test-runner-commands';
import { LANGUAGES } from '../../src/element/strings.js';
import { cardEl, centre, collect, liveText, makeGame, pileEl, pileTop, pointer, press, rendered, root } from './helpers.js';

describe('<agnes-solitaire> accessibility', () => {
  it('passes axe at the start of each variant, with and without the toolbar', async () => {
    const cases: Record<string, string>[] = [
      { variant: 'bernauer', seed: '1' },
      { variant: 'sorel', seed: '42' },
      { variant: 'aces', seed: '7' },
      { variant: 'bernauer', seed: '9', 'reserve-face-down': '', 'face-down': '' },
      { variant: 'sorel', seed: '3', controls: 'false' },
    ];
    for (const attrs of cases) {
      const el = await makeGame(attrs);
      await expect(el).to.be.accessible();
    }
  });

  it('passes axe at phone width, with cards picked up, after moves, with a hint, and when won or lost', async () => {
    const phone = await makeGame({ variant: 'bernauer', seed: '1' }, 320);
    await expect(phone).to.be.accessible();

    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    cardEl(el, '3s').click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    pileTop(el, 't6').click();
    el.deal();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    await el.hint();
    await el.updateComplete;
    await expect(el).to.be.accessible();

    const found = findWinnableSeed({ variant: 'sorel', from: 1 })!;
    const won = await makeGame({ variant: 'sorel', seed: found.seed });
    for (const move of found.line) won.play(move);
    await won.updateComplete;
    expect(won.status).to.equal('won');
    await expect(won).to.be.accessible();

    const lost = await makeGame({ variant: 'sorel', seed: '5', runs: 'single', 'empty-fill': 'none', 'dead-ends': 'false' });
    while (lost.state.stock.length > 0) lost.deal();
    await lost.updateComplete;
    expect(lost.status).to.equal('lost');
    await expect(lost).to.be.accessible();
  });

  it('passes axe at phone width in every language, label-content-name-mismatch included', async () => {
    for (const lang of LANGUAGES) {
      for (const width of [280, 320, 360]) {
        const phone = await makeGame({ variant: 'bernauer', seed: '1', lang }, width);
        await expect(phone).to.be.accessible();
        // An experimental rule axe leaves out by default: a button's visible words must be in its name.
        const axe = (window as unknown as { axe: { run(el: Element, options: object): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
        const { violations } = await axe.run(phone, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } });
        expect(violations.flatMap((v) => v.nodes.map((n) => `${lang} ${width}px: ${v.id} ${n.html}`))).to.deep.equal([]);
      }
      // With a redeal to come, the deal button's name is "Redeal": its visible word must follow.
      const redeal = await makeGame({ variant: 'bernauer', seed: '1', redeals: '1', lang }, 320);
      while (redeal.state.stock.length > 0) redeal.deal();
      await redeal.updateComplete;
      const button = root(redeal).querySelector<HTMLButtonElement>('[data-tool="deal"]')!;
      const visible = button.textContent!.trim().toLowerCase();
      expect(button.getAttribute('aria-label')!.toLowerCase().split(' '), `${lang}: "${visible}"`).to.include.members(visible.split(' '));
      const axe = (window as unknown as { axe: { run(el: Element, options: object): Promise<{ violations: unknown[] }> } }).axe;
      expect((await axe.run(redeal, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } })).violations, lang).to.deep.equal([]);
    }
  });

  it('names every card and pile', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    expect(cardEl(el, '3s').getAttribute('aria-label')).to.equal('3 of spades');
    expect(cardEl(el, 'Kc').getAttribute('aria-label')).to.equal('king of clubs');
    expect(pileEl(el, 't1').getAttribute('aria-label')).to.equal('Tableau column 2, 2 cards, 3 of spades on top');
    expect(pileEl(el, 'r0').getAttribute('aria-label')).to.equal('Reserve pile 1, 1 card, 2 of clubs on top');
    expect(pileEl(el, 'fc').getAttribute('aria-label')).to.equal('Clubs foundation, 1 card, king of clubs on top');
    expect(pileEl(el, 'fh').getAttribute('aria-label')).to.equal('Hearts foundation, empty, starts with the king of hearts');
    expect(pileEl(el, 'stock').getAttribute('aria-label')).to.equal('Stock, 16 cards, 3 deals left');
    const aces = await makeGame({ variant: 'aces', seed: '1' });
    const down = root(aces).querySelector('[data-face-down]')!;
    expect(down.getAttribute('aria-label')).to.equal('face-down card');
    for (const card of root(el).querySelectorAll('[data-card]')) expect(card.getAttribute('aria-label')).to.match(/\w/);
    for (const pile of root(el).querySelectorAll('[data-pile-box]')) expect(pile.getAttribute('aria-label')).to.match(/\w/);
  });

  it('announces moves, deals and refusals in a polite live region', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const region = root(el).querySelector('[role="status"]')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    el.play('r3-fd');
    await el.updateComplete;
    expect(liveText(el)).to.equal('Moved king of diamonds from reserve pile 4 to the diamonds foundation. 2 cards home.');
    el.deal();
    await el.updateComplete;
    expect(liveText(el)).to.equal('Deal 7 cards to the reserve. 9 cards left in the stock.');
    el.play('t0-t1');
    await el.updateComplete;
    expect(liveText(el)).to.contain('Not allowed: the queen of diamonds cannot go on');
  });
});

describe('<agnes-solitaire> layout', () => {
  // 280 px is the narrowest column the whole board fits (docs/element.md).
  for (const width of [280, 300, 320, 360, 768, 1200, 1400]) {
    it(`fits a ${width} px container`, async () => {
      const el = await makeGame({ variant: 'bernauer', seed: '1' }, width);
      const host = el.getBoundingClientRect();
      expect(Math.round(host.width)).to.equal(width);
      for (const node of root(el).querySelectorAll('[data-card], [data-pile-box], button, .status > *')) {
        const r = node.getBoundingClientRect();
        expect(r.left, `${node.getAttribute('aria-label')} left`).to.be.at.least(host.left - 0.5);
        expect(r.right, `${node.getAttribute('aria-label')} right`).to.be.at.most(host.right + 0.5);
      }
      // Nothing is cut off by the table's rounded edge (it hides what overflows).
      const table = root(el).querySelector<HTMLElement>('.table')!;
      expect(table.scrollWidth, 'the table does not overflow').to.be.at.most(table.clientWidth);
      const index = root(el).querySelector('.index .rank')!;
      expect(parseFloat(getComputedStyle(index).fontSize)).to.be.at.least(12, 'corner indices stay readable');
    });
  }

  it('compresses a long column so that it stays on screen', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '1', build: 'any-suit', runs: 'build' }, 900);
    while (el.state.stock.length > 0) el.deal();
    await el.updateComplete;
    const tall = [...root(el).querySelectorAll<HTMLElement>('[data-pile-box^="t"]')].map((p) => p.getBoundingClientRect().height);
    expect(Math.max(...tall)).to.be.at.most(Math.max(window.innerHeight, 3.5 * cardEl(el, el.state.tableau[0]![0]!.replace('-', '')).offsetHeight));
  });

  it('follows its container, not the window (ResizeObserver)', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' }, 1000);
    const wide = cardEl(el, '3s').offsetWidth;
    el.parentElement!.style.width = '340px';
    await new Promise((r) => setTimeout(r, 100));
    await el.updateComplete;
    expect(cardEl(el, '3s').offsetWidth).to.be.lessThan(wide);
  });
});

describe('<agnes-solitaire> on a page', () => {
  it('two elements are independent', async () => {
    const a = await makeGame({ variant: 'bernauer', seed: '1' });
    const b = await makeGame({ variant: 'bernauer', seed: '1' });
    const aMoves = collect(a, 'agnes-move');
    const bMoves = collect(b, 'agnes-move');
    a.play('t1-t6');
    cardEl(b, 'Kd').click();
    await b.updateComplete;
    expect(aMoves).to.have.length(1);
    expect(bMoves).to.have.length(0);
    expect(b.state.moveCount).to.equal(0);
    expect(root(a).querySelector('.selected')).to.equal(null);
    expect(root(b).querySelector('.selected')).to.not.equal(null);
  });

  it('a second copy of the library on the page does not throw', async () => {
    const first = customElements.get('agnes-solitaire');
    // The define file under another URL runs again as a second module instance (without the guard,
    // customElements.define would throw "the name has already been used").
    await import(/* @vite-ignore */ `../../src/element/agnes-solitaire.ts?copy=${Date.now()}`);
    expect(customElements.get('agnes-solitaire')).to.equal(first);
  });

  it('page text styles do not leak in', async () => {
    const style = document.createElement('style');
    style.textContent = 'body, agnes-solitaire { font-style: italic; letter-spacing: 6px; text-transform: uppercase; line-height: 4; text-align: right; font-weight: 900 }';
    document.head.append(style);
    try {
      const el = await makeGame({ variant: 'bernauer', seed: '1' });
      const status = getComputedStyle(root(el).querySelector('.status')!);
      expect(status.fontStyle).to.equal('normal');
      expect(status.letterSpacing).to.equal('normal');
      expect(status.textTransform).to.equal('none');
      expect(status.fontWeight).to.equal('400');
      expect(status.textAlign).to.equal('left');
    } finally {
      style.remove();
    }
  });

  it('the toolbar is one Tab stop; arrows move along it', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.play('t1-t6');
    await el.updateComplete;
    const buttons = [...root(el).querySelectorAll<HTMLButtonElement>('[role="toolbar"] button')];
    expect(buttons.filter((b) => b.tabIndex === 0)).to.have.length(1);
    buttons[0]!.focus();
    await press('ArrowRight');
    expect((root(el).activeElement as HTMLElement).getAttribute('aria-label')).to.equal('Restart');
    await press('ArrowLeft');
    await press('ArrowLeft');
    expect((root(el).activeElement as HTMLElement).getAttribute('aria-label')).to.equal('Copy link to this deal', 'wraps around to the last button');
    await el.updateComplete;
    expect(buttons.filter((b) => b.tabIndex === 0).map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Copy link to this deal']);
    await press('ArrowLeft');
    expect((root(el).activeElement as HTMLElement).getAttribute('aria-label')).to.equal('Statistics');
  });

  it('cards glide to their new places (FLIP), unless reduced motion is asked for', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    // Each animation the cards start, as it starts (a glide of 150–260 ms may be over before a
    // loaded machine's next frame, so the test does not look for it afterwards).
    const started: { card: string | undefined; from: string }[] = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const first = Array.isArray(keyframes) ? keyframes[0] : undefined;
      started.push({ card: (this as HTMLElement).dataset.card, from: String(first?.transform ?? '') });
      return animate.call(this, keyframes, options);
    };
    try {
      el.play('t1-t6');
      await rendered(el);
      await rendered(el);
      const moving = started.filter((a) => a.card === '3s');
      expect(moving.length).to.equal(1);
      expect(moving[0]!.from).to.match(/^translate\(-?\d/);
      await emulateMedia({ reducedMotion: 'reduce' });
      started.length = 0;
      el.play('t5-t2');
      await rendered(el);
      await rendered(el);
      expect(started.filter((a) => a.card === '8c')).to.have.length(0);
    } finally {
      Element.prototype.animate = animate;
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('nothing leaks out of the shadow root: no global styles, no ids in the page', async () => {
    const sheets = document.styleSheets.length;
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    expect(document.styleSheets.length).to.equal(sheets);
    expect(el.children).to.have.length(0);
    expect(getComputedStyle(document.body).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
  });

  it('moving the element in the page keeps its game and resumes a winnable search', async function () {
    this.timeout(60_000);
    const el = document.createElement('agnes-solitaire');
    el.setAttribute('seed', '1');
    el.setAttribute('winnable', '');
    const games = collect(el, 'agnes-new-game');
    document.body.append(el);
    try {
      await el.updateComplete;
      const elsewhere = document.createElement('div');
      document.body.append(elsewhere);
      elsewhere.append(el); // disconnect + connect
      for (let i = 0; i < 2500 && games.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(games).to.have.length(1);
      expect(el.state.seed).to.equal(games[0]!.seed);
      elsewhere.remove();
    } finally {
      el.remove();
    }
  });

  it('removing the element stops its searches, timers and listeners', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1', winnable: '' });
    const removed: string[] = [];
    const original = window.removeEventListener;
    window.removeEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      removed.push(type);
      return (original as (...args: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.removeEventListener;
    const events: string[] = [];
    for (const name of ['agnes-new-game', 'agnes-hint', 'agnes-lose', 'agnes-error'] as const) el.addEventListener(name, () => events.push(name));
    try {
      // A drag in progress (window listeners), a winnable search running (solver slices).
      const card = cardEl(el, el.state.tableau[0]![0]!);
      const p = centre(card);
      pointer(card, 'pointerdown', p.x, p.y);
      el.remove();
      expect(removed).to.include.members(['pointermove', 'pointerup', 'pointercancel', 'resize']);
      await new Promise((r) => setTimeout(r, 600));
      expect(events).to.deep.equal([], 'no search answered after removal');
    } finally {
      window.removeEventListener = original;
    }
  });
});
