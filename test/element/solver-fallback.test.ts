/**
 * The solver where the page allows no worker (docs/embedding.md, "How the solver runs"): a
 * Content-Security-Policy refuses it (here a `<meta>` policy with `worker-src 'none'`, which the
 * browser enforces as a header's). The search that met the refusal, and every one after, runs on
 * the page in slices, silently (no `agnes-error`) and with the answers the worker gives; the worker
 * is not tried again. (A `Worker` that throws, as one from another origin does, is in
 * misuse-solver.test.ts.) A page of its own: the refusal is remembered for the page's life.
 */
import '../stress/live-resources.js';
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/element/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { newGame, parseMoves, play } from '../../src/engine/index.js';
import { carefulHintOptions, carefulMove, findProgress, positionKey } from '../../src/solver/index.js';
import { liveResources } from '../stress/live-resources.js';

describe('the solver under a CSP that refuses workers', () => {
  it('answers on the page, silently and with the same answers, and tries no worker again', async function () {
    this.timeout(60_000);
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.content = "worker-src 'none'";
    document.head.append(policy);
    const violations: string[] = [];
    document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
    const before = liveResources();
    const container = await fixture<HTMLDivElement>(html`<div style="width: 800px"></div>`);
    const el = document.createElement('agnes-solitaire');
    el.setAttribute('seed', '5');
    const errors: string[] = [];
    el.addEventListener('agnes-error', (event) => errors.push(event.detail.message));
    // All in one task: the deal, its dead-end check starting the worker, and this hint (asked as the
    // deal is announced) are posted before the browser's refusal can arrive; both are then answered
    // on the page.
    let asked: Promise<unknown> | undefined;
    let violationsWhenAsked: string[] = [];
    el.addEventListener('agnes-new-game', () => {
      asked ??= el.hint();
      violationsWhenAsked = [...violations];
    });
    container.append(el);
    await el.updateComplete;
    expect(asked, 'asked as the deal was announced').to.not.equal(undefined);
    expect(violationsWhenAsked, 'not refused yet').to.deep.equal([]);
    // (Chromium and Firefox refuse it once it is started, WebKit as it is constructed.)
    expect(liveResources().workersTried - before.workersTried, 'the worker was tried').to.equal(1);
    const move = await asked;
    expect(move).to.deep.equal(carefulMove(el.state, { ...carefulHintOptions(el.state.rules), avoid: [positionKey(el.state)] }).move);
    expect(violations, 'the browser refused the worker').to.deep.equal(['worker-src']);
    expect(liveResources().workers - before.workers, 'workers running').to.equal(0);
    // A dead end, found on the page (sorel seed 2 with single-card moves and no fills, all dealt).
    el.setAttribute('variant', 'sorel');
    el.setAttribute('seed', '2');
    el.setAttribute('runs', 'single');
    el.setAttribute('empty-fill', 'none');
    await el.updateComplete;
    const lost = oneEvent(el, 'agnes-lose');
    while (el.state.stock.length > 0) el.deal();
    expect((await lost).detail.reason).to.equal('dead-end');
    expect(findProgress(el.state).result).to.equal('dead-end');
    // One attempt, one refusal: later searches did not try again.
    expect(liveResources().workersTried - before.workersTried, 'workers tried').to.equal(1);
    expect(violations).to.have.length(1);
    expect(errors, 'no agnes-error').to.deep.equal([]);
    el.remove();
    policy.remove();
  });

  it('a careful hint on the page runs in slices: the event loop turns while it thinks, also through its one large solve', async function () {
    this.timeout(60_000);
    // (The worker was refused above: this page runs every search itself.) All dealt: nothing is
    // hidden, so the careful player makes its one solve of up to 200,000 positions.
    const el = await fixture<AgnesSolitaire>(html`<agnes-solitaire seed="28"></agnes-solitaire>`);
    while (el.state.stock.length > 0) el.deal();
    const seen: string[] = [];
    let state = newGame({ seed: '28' });
    seen.push(positionKey(state));
    for (const move of parseMoves(el.moves)) seen.push(positionKey((state = play(state, move))));
    const expected = carefulMove(el.state, { ...carefulHintOptions(el.state.rules), avoid: seen });
    expect(expected.reason, 'the solve made when nothing is hidden').to.be.oneOf(['solved', 'progress']);
    expect(expected.states).to.be.greaterThan(5_000);
    let turns = 0;
    let turning = true;
    const turn = (): void => {
      turns++;
      if (turning) setTimeout(turn, 0);
    };
    setTimeout(turn, 0);
    const move = await el.hint();
    turning = false;
    expect(move).to.deep.equal(expected.move);
    // One turn per slice of about 8 ms: a hint in one piece would let the loop turn once or twice.
    expect(turns, 'turns of the event loop during the hint').to.be.greaterThan(5);
  });
});

