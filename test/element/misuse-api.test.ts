/**
 * Misuse, figure 3 in Chromium (docs/misuse.md): hostile input to the methods that take
 * input from a page's script. The fuzzer is test/stress/api-fuzz.ts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/element/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { fuzzElementInputs } from '../stress/api-fuzz.js';
import { reportFigure } from '../stress/report.js';
import { fuzzTimeout, scaled, stressScale } from '../stress/random.js';

describe('<agnes-solitaire> methods under hostile input', () => {
  it('play() and newGame() never throw, accept only what is valid and leave the game untouched otherwise', async function () {
    const scale = stressScale(0.05);
    this.timeout(fuzzTimeout());
    const el = await fixture<AgnesSolitaire>(html`<agnes-solitaire seed="1" dead-ends="false"></agnes-solitaire>`);
    const warn = console.warn;
    console.warn = () => {};
    const figures = await fuzzElementInputs(el, scaled(2000, scale, 100)).finally(() => (console.warn = warn));
    await reportFigure({
      id: 3,
      title: 'Snapshot, save and input fuzzing: the element (Chromium)',
      lines: figures.map((f) => `${f.target}: ${f.calls} hostile calls, ${f.accepted} accepted; broken promises: ${f.problems.length}; exceptions escaped: ${f.escaped.length}`),
    });
    for (const f of figures) {
      expect(f.escaped, f.target).to.deep.equal([]);
      expect(f.problems, f.target).to.deep.equal([]);
    }
  });

  it('plays a move object as it was checked, even when its getters answer differently each time', async () => {
    // Found by the input fuzzer: checked as one move, played as another, the engine's error escaped.
    const el = await fixture<AgnesSolitaire>(html`<agnes-solitaire seed="1" dead-ends="false"></agnes-solitaire>`);
    let reads = 0;
    const fickle = {
      get kind() {
        return reads++ === 0 ? 'move' : 'redeal';
      },
      from: 'r3',
      to: 'fd',
      count: 1,
    };
    expect(el.play(fickle as never)).to.equal(true);
    // `moves` is the game as text: the one move, as checked.
    expect(el.moves).to.equal('r3-fd');
  });
});
