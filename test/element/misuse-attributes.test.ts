/**
 * Misuse, figure 1 (docs/misuse.md): thousands of random attribute values and property
 * assignments (`npm run stress`; fewer here). The fuzzer is test/stress/attribute-fuzz.ts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/element/index.js';
import { fuzzAttributes } from '../stress/attribute-fuzz.js';
import { reportFigure } from '../stress/report.js';
import { fuzzTimeout, scaled, stressScale } from '../stress/random.js';

describe('<agnes-solitaire> under attribute misuse', () => {
  it('survives random values of every attribute and property: no escape, no markup, one agnes-error per invalid value, always a playable game', async function () {
    const scale = stressScale(0.03);
    this.timeout(fuzzTimeout());
    const container = await fixture<HTMLDivElement>(html`<div style="width: 700px"></div>`);
    const figure = await fuzzAttributes(container, scaled(1000, scale, 20), scaled(3000, scale, 60));
    await reportFigure({
      id: 1,
      title: 'Attribute fuzzing (Chromium)',
      lines: [
        `${figure.values} attribute values over ${figure.attributes.length} attributes (${figure.invalid} invalid), ${figure.properties} property assignments of any type`,
        `agnes-error fired: ${figure.errorsFired}; wrong error counts: ${figure.wrongErrorCount.length}; wrong outcomes: ${figure.wrongOutcome.length}`,
        `uncaught exceptions: ${figure.escaped.length}; markup or script from a value: ${figure.markup.length}; games not valid and playable: ${figure.notPlayable.length}`,
        `attributes without an oracle row (crash and markup checks only): ${figure.withoutOracle.join(', ') || 'none'}`,
      ],
    });
    expect(figure.escaped, 'exceptions that escaped').to.deep.equal([]);
    expect(figure.markup, 'markup or script from a value').to.deep.equal([]);
    expect(figure.wrongErrorCount, 'agnes-error counts').to.deep.equal([]);
    expect(figure.wrongOutcome, 'what the values did').to.deep.equal([]);
    expect(figure.notPlayable, 'valid, drawn and playable after each value').to.deep.equal([]);
    expect(figure.invalid).to.be.greaterThan(figure.values / 3);
  });
});
