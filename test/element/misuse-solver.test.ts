/**
 * Misuse, figure 6 (docs/misuse.md): the solver under pressure. Searches overtaken by rapid
 * moves never apply a stale result (the searches run in the solver's worker); with Web Workers
 * forbidden the element still answers (it runs the solver on the page in 8 ms slices and
 * constructs no worker).
 */
import '../stress/live-resources.js';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/element/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { liveResources } from '../stress/live-resources.js';
import { reportFigure } from '../stress/report.js';
import { fuzzTimeout, scaled, stressScale } from '../stress/random.js';
import { solverPressure } from '../stress/solver-pressure.js';

describe('<agnes-solitaire> solver under pressure', () => {
  it('never applies a hint or a dead end to a position other than the one it was computed for', async function () {
    const scale = stressScale(0.05);
    this.timeout(fuzzTimeout());
    // Sorel with single-card moves and no fills reaches dead ends within a few deals.
    const el = await fixture<AgnesSolitaire>(html`<agnes-solitaire variant="sorel" seed="2" runs="single" empty-fill="none"></agnes-solitaire>`);
    const figure = await solverPressure(el, scaled(2000, scale, 60));
    await reportFigure({
      id: 6,
      title: 'Solver under pressure (Chromium)',
      lines: [
        `${figure.cycles} cycles, ${figure.positionChanges} position changes; ${figure.hintsAsked} hints asked: ${figure.hintsAnswered} answered, ${figure.hintsCancelled} overtaken and dropped`,
        `${figure.deadEnds} dead ends reported, each re-proved by the solver on the position shown; stale results applied: ${figure.stale.length}; exceptions escaped: ${figure.escaped.length}`,
        `the searches ran in the solver's worker; with Worker forbidden, hints and dead-end checks still answer on the page in 8 ms slices`,
      ],
    });
    expect(figure.stale).to.deep.equal([]);
    expect(figure.escaped).to.deep.equal([]);
    expect(figure.hintsCancelled, 'some hints were overtaken').to.be.greaterThan(0);
    expect(figure.hintsAnswered, 'some hints were answered').to.be.greaterThan(0);
    expect(figure.deadEnds, 'some dead ends were found').to.be.greaterThan(0);
  });

  it('with Web Workers forbidden, hints and dead-end checks still answer on the page', async () => {
    const original = window.Worker;
    window.Worker = class {
      constructor() {
        throw new DOMException('workers are forbidden on this page', 'SecurityError');
      }
    } as unknown as typeof Worker;
    try {
      const before = liveResources().workersCreated;
      const el = await fixture<AgnesSolitaire>(html`<agnes-solitaire seed="1"></agnes-solitaire>`);
      const move = await el.hint();
      expect(move).to.not.equal(null);
      expect(el.play(move!)).to.equal(true);
      // A dead end, found on the page (the events test's position: sorel seed 2, all dealt).
      el.setAttribute('variant', 'sorel');
      el.setAttribute('seed', '2');
      el.setAttribute('runs', 'single');
      el.setAttribute('empty-fill', 'none');
      await el.updateComplete;
      const lost = oneEvent(el, 'agnes-lose');
      while (el.state.stock.length > 0) el.deal();
      expect((await lost).detail.reason).to.equal('dead-end');
      expect(liveResources().workersCreated - before, 'workers constructed').to.equal(0);
    } finally {
      window.Worker = original;
    }
  });

  it('AgnesSolitaire.basePath takes a URL (absolute or relative) or undefined, and refuses anything else with a TypeError that says what it takes', () => {
    const Element = customElements.get('agnes-solitaire') as unknown as { basePath: unknown };
    expect(Element.basePath).to.equal(undefined);
    try {
      Element.basePath = 'https://cdn.example.com/agnes/';
      expect(Element.basePath).to.equal('https://cdn.example.com/agnes/');
      Element.basePath = '../static/agnes';
      expect(Element.basePath).to.equal('../static/agnes');
      for (const bad of [42, {}, ['/dist/'], 'http://[bad'] as unknown[]) {
        expect(() => (Element.basePath = bad), String(bad)).to.throw(TypeError, /AgnesSolitaire\.basePath must be the URL of the folder that holds the solver file/);
        expect(Element.basePath, 'unchanged by a refused value').to.equal('../static/agnes');
      }
      Element.basePath = '';
      expect(Element.basePath).to.equal(undefined);
      Element.basePath = '/x/';
      Element.basePath = null;
      expect(Element.basePath).to.equal(undefined);
    } finally {
      Element.basePath = undefined;
    }
  });
});
