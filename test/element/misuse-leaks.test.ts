/**
 * Misuse, figure 5 (docs/misuse.md): elements created and removed with solver work in flight
 * leave nothing behind (500 in `npm run stress`; fewer here). The counting of timers, frames,
 * listeners, observers and workers must wrap those APIs before the element loads: keep the
 * live-resources import first.
 */
import '../stress/live-resources.js';
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/element/index.js';
import { leakRun } from '../stress/leak-run.js';
import { reportFigure } from '../stress/report.js';
import { fuzzTimeout, scaled, stressScale } from '../stress/random.js';

describe('<agnes-solitaire> created and removed many times', () => {
  it('leaves no element, timer, frame, listener, observer or worker behind, and the heap returns near its baseline', async function () {
    const scale = stressScale(0.06);
    this.timeout(fuzzTimeout());
    const container = await fixture<HTMLDivElement>(html`<div style="width: 800px"></div>`);
    const warn = console.warn;
    console.warn = () => {};
    const figure = await leakRun(container, scaled(500, scale, 20)).finally(() => (console.warn = warn));
    const mb = (n: number): string => n.toFixed(1);
    const f = figure.inFlight;
    await reportFigure({
      id: 5,
      title: 'Leaks (Chromium)',
      lines: [
        `${figure.elements} elements created and removed; in flight at removal: ${f.deadEndCheck} dead-end checks, ${f.winnableSearch} winnable searches, ${f.hint} hints, ${f.gliding} glides, ${f.dragging} drags`,
        `garbage-collected: ${figure.collected} of ${figure.elements}${figure.alive.length ? ` (alive: ${figure.alive.join(', ')})` : ''}`,
        `JS heap: ${mb(figure.heapBeforeMB)} MB before, ${mb(figure.heapAfterMB)} MB after (${figure.heapAfterMB - figure.heapBeforeMB >= 0 ? '+' : ''}${mb(figure.heapAfterMB - figure.heapBeforeMB)} MB; ${mb(figure.heapPeakMB)} MB at the highest reading during the run)`,
        `one element in the page holds ${figure.whileConnected.pageListeners} page listeners, ${figure.whileConnected.resizeObservers} resize observer, ${figure.whileConnected.timeouts} timeouts, ${figure.whileConnected.workers} solver worker`,
        `left behind: ${Object.entries(figure.left).filter(([k]) => k !== 'workersCreated').map(([k, v]) => `${v} ${k}`).join(', ')}; workers ever created: ${figure.left.workersCreated}`,
      ],
    });
    // The counting sees what an element holds while it is in the page (its window listeners, its
    // resize observer, a drag's listeners), so zero afterwards means released, not unseen.
    expect(figure.whileConnected.pageListeners, 'listeners of one connected element').to.be.greaterThan(0);
    expect(figure.whileConnected.resizeObservers, 'observers of one connected element').to.equal(1);
    // Each element, alone in the page, started the solver's worker for its searches and ended it on removal.
    expect(figure.whileConnected.workers, 'the solver worker of one connected element').to.equal(1);
    expect(figure.left.workersCreated, 'workers started').to.be.greaterThan(0);
    expect(figure.collected, 'elements garbage-collected').to.equal(figure.elements);
    expect({ ...figure.left, workersCreated: 0, workersTried: 0 }).to.deep.equal({ timeouts: 0, intervals: 0, frames: 0, pageListeners: 0, resizeObservers: 0, mutationObservers: 0, workers: 0, workersCreated: 0, workersTried: 0 });
    expect(figure.heapAfterMB - figure.heapBeforeMB, 'MB of heap kept').to.be.below(4);
  });
});
