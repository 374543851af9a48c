/**
 * Misuse, figure 2 (docs/misuse.md): random input of every kind, many steps during card
 * animations (10,000 steps in `npm run stress`; fewer here). The fuzzer is test/stress/input-fuzz.ts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/element/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { fuzzInput } from '../stress/input-fuzz.js';
import { reportFigure } from '../stress/report.js';
import { fuzzTimeout, scaled, stressScale } from '../stress/random.js';
import { rendered } from './helpers.js';

describe('<agnes-solitaire> under input misuse', () => {
  it('after every random input the board shows the engine position, which is valid, and nothing escapes', async function () {
    const scale = stressScale(0.04);
    this.timeout(fuzzTimeout());
    const container = await fixture<HTMLDivElement>(html`<div style="width: 900px"><agnes-solitaire seed="7"></agnes-solitaire></div>`);
    const el = container.querySelector<AgnesSolitaire>('agnes-solitaire')!;
    await el.updateComplete;
    const warn = console.warn;
    console.warn = () => {};
    const figure = await fuzzInput(el, container, scaled(10_000, scale, 100)).finally(() => (console.warn = warn));
    const kinds = Object.entries(figure.kinds).map(([k, n]) => `${k} ${n}`).join(', ');
    await reportFigure({
      id: 2,
      title: 'Input fuzzing (Chromium)',
      lines: [
        `${figure.steps} steps: ${kinds}`,
        `${figure.duringAnimation} steps began while cards were animating; ${figure.whileDisconnected} with the element out of the page; ${figure.movesPlayed} moves played (longest game ${figure.mostMoves} moves)`,
        `board ≠ engine: ${figure.mismatches.length}; invalid positions: ${figure.invalid.length}; exceptions escaped: ${figure.escaped.length}; markup: ${figure.markup.length}`,
      ],
    });
    expect(figure.escaped, 'exceptions that escaped').to.deep.equal([]);
    expect(figure.invalid, 'invalid positions').to.deep.equal([]);
    expect(figure.mismatches, 'board vs engine').to.deep.equal([]);
    expect(figure.markup).to.deep.equal([]);
    expect(figure.movesPlayed).to.be.greaterThan(figure.steps / 10);
    expect(figure.duringAnimation).to.be.greaterThan(0);
  });

  it('rapid changes never pile up card animations: at most one glide per card', async () => {
    // Found by the attribute fuzzer: each change started new glides while the old ones ran on, so
    // a burst of changes slowed the page down more with every step.
    const container = await fixture<HTMLDivElement>(html`<div style="width: 900px"><agnes-solitaire seed="1"></agnes-solitaire></div>`);
    const el = container.querySelector<AgnesSolitaire>('agnes-solitaire')!;
    await el.updateComplete;
    for (let i = 0; i < 20; i++) {
      el.play(i % 2 === 0 ? 'deal' : 'r3-fd');
      el.undo();
      el.setAttribute('dead-ends', String(i % 2 === 0)); // a new deal of the same cards: the same card elements
      await el.updateComplete;
    }
    await rendered(el);
    const animations = el.shadowRoot!.getAnimations();
    const animated = new Set(animations.map((a) => (a.effect as KeyframeEffect).target));
    expect(animations.length).to.be.greaterThan(0);
    expect(animations.length).to.equal(animated.size, 'one animation per card');
  });
});
