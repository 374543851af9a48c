/**
 * Misuse, figure 3, saved games (docs/misuse.md): mutants of a real save fed to `load()`
 * (10,000 in `npm run stress`, 150 here). The fuzzer and its oracle are in test/stress/save-fuzz.ts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/element/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { reportFigure } from '../stress/report.js';
import { fuzzTimeout, scaled, stressScale } from '../stress/random.js';
import { fuzzSaves } from '../stress/save-fuzz.js';

describe('<agnes-solitaire> load() under hostile saves', function () {
  this.timeout(fuzzTimeout());

  it('accepts a save only when it loads to a valid game, rejects the rest with one agnes-error, and never throws or touches the game', async () => {
    const el = await fixture<AgnesSolitaire>(html`<agnes-solitaire seed="1" dead-ends="false" reduced-motion></agnes-solitaire>`);
    // A game with history: moves of bernauer seed "1", an undo (so there is a redo), a deal.
    for (const move of ['t1-t6', 'r3-fd', 'deal']) expect(el.play(move)).to.equal(true);
    expect(el.undo()).to.equal(true);
    const warn = console.warn;
    console.warn = () => {};
    const count = scaled(10_000, stressScale(0.015), 100);
    const figure = await fuzzSaves(el, count).finally(() => (console.warn = warn));
    await reportFigure({
      id: 3,
      title: 'Saved games to load() (Chromium)',
      lines: [
        `${figure.fed} mutated saves to load(): ${figure.accepted} accepted (${figure.unchanged} unchanged copies), ${figure.rejected} rejected`,
        `thrown ${figure.thrown.length}; accepted but not a valid game that loads back ${figure.acceptedInvalid.length}; rejected without exactly one clear agnes-error ${figure.rejectedBadly.length}; game changed by a rejected save ${figure.gameTouched.length}`,
      ],
    });
    expect(figure.fed).to.equal(count);
    expect(figure.thrown).to.deep.equal([]);
    expect(figure.acceptedInvalid).to.deep.equal([]);
    expect(figure.rejectedBadly).to.deep.equal([]);
    expect(figure.gameTouched).to.deep.equal([]);
    expect(figure.unchanged, 'unchanged copies are accepted').to.be.greaterThan(0);
    expect(figure.rejected, 'most mutants are refused').to.be.greaterThan(count / 3);
  });
});
