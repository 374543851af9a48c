/**
 * The Hint: by default (`hint="careful"`) it is the careful player's move, which sees
 * only what a player sees: exactly `carefulMove(state, { ...carefulHintOptions(state.rules), avoid })` with
 * `avoid` the positions of the game so far, so the same for every re-deal of the hidden cards (and
 * along the answer's plan, its next moves, asked for no more);
 * `hint="solver"` brings back the solver's hint, which knows every card; a bad value is an
 * `agnes-error` naming the attribute and its values, and the game goes on with the careful hint.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/element/index.js';
import type { AgnesSolitaire } from '../../src/element/index.js';
import { SOLVER_BUDGETS } from '../../src/element/solver-calls.js';
import { formatMove, legalMoves, type GameState, type Move } from '../../src/engine/index.js';
import { carefulHintOptions, carefulMove, hint, playerView, positionKey } from '../../src/solver/index.js';
import { redeal } from '../solver/helpers.js';
import { collect, makeGame } from './helpers.js';

/** The careful move the element should give on its position, with the positions `seen` so far. */
const careful = (state: GameState, seen: string[]): Move | null => carefulMove(state, { ...carefulHintOptions(state.rules), avoid: seen }).move;

/** Plays `count` moves on `el` (the i-th legal move, turning through them), keeping the positions seen. */
function playSome(el: AgnesSolitaire, count: number, seen: string[]): void {
  for (let i = 0; i < count && el.status === 'playing'; i++) {
    const moves = legalMoves(el.state);
    expect(el.play(moves[(i * 7) % moves.length]!)).to.equal(true);
    seen.push(positionKey(el.state));
  }
}

describe('<agnes-solitaire> hint', () => {
  it('is the careful move by default, on positions with hidden cards, and the same for every re-deal of them', async function () {
    this.timeout(120_000);
    const cases: [Record<string, string>, number][] = [
      [{ variant: 'bernauer', seed: '3' }, 0],
      [{ variant: 'bernauer', seed: '3' }, 6],
      [{ variant: 'sorel', seed: '1' }, 4],
      [{ variant: 'aces', seed: '4' }, 5],
      [{ variant: 'bernauer', seed: '2', 'face-down': 'true' }, 3],
      [{ variant: 'bernauer', seed: '7', 'reserve-face-down': 'true', redeals: '1' }, 8],
    ];
    let moves = 0;
    let differ = 0;
    for (const [attributes, steps] of cases) {
      const el = await makeGame(attributes);
      const seen = [positionKey(el.state)];
      playSome(el, steps, seen);
      const what = `${JSON.stringify(attributes)} after ${steps} moves`;
      expect(el.status, what).to.equal('playing');
      expect(playerView(el.state).unseen.length, `${what}: cards are hidden`).to.be.greaterThan(0);
      const given = await el.hint();
      expect(given, what).to.deep.equal(careful(el.state, seen));
      for (let k = 1; k <= 3; k++) expect(careful(redeal(el.state, k), seen), `${what}, re-dealt ${k}`).to.deep.equal(given);
      if (given) moves++;
      // (The solver, which knows the hidden cards, often picks another move: the test can tell them apart.)
      if (JSON.stringify(hint(el.state, { maxStates: SOLVER_BUDGETS.hint.maxStates })) !== JSON.stringify(given)) differ++;
      el.parentElement!.remove();
    }
    expect(moves, 'hints with a move').to.equal(cases.length);
    expect(differ, 'positions where the solver would hint another move').to.be.greaterThan(0);
  });

  it('follows its own plan: the next moves of its line come at once, without asking again, until the player leaves the plan', async function () {
    this.timeout(60_000);
    // The careful answer on Sorel seed 1's deal plans moves that show nothing, then the deal.
    const el = await makeGame({ variant: 'sorel', seed: '1' });
    const seen = [positionKey(el.state)];
    const first = carefulMove(el.state, { ...carefulHintOptions(el.state.rules), avoid: seen });
    expect(first.line!.length, 'a plan of several moves').to.be.greaterThan(2);
    expect(first.line!.at(-1)).to.deep.equal({ kind: 'deal' });
    const asked: string[] = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      const fn = (message as { fn?: string }).fn;
      if (fn === 'careful' || fn === 'hint') asked.push(fn);
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    };
    try {
      for (const move of first.line!) {
        expect(await el.hint()).to.deep.equal(move);
        expect(el.play(move)).to.equal(true);
        seen.push(positionKey(el.state));
      }
      expect(asked, 'one careful search for the whole plan').to.deep.equal(['careful']);
      // After the deal (a card came into view) it asks again, with every position seen so far.
      expect(await el.hint()).to.deep.equal(careful(el.state, seen));
      expect(asked).to.deep.equal(['careful', 'careful']);
    } finally {
      Worker.prototype.postMessage = post;
    }
    // Off the plan: on Bernauer seed 7's deal the player plays another move than the plan's first two.
    const other = await makeGame({ variant: 'bernauer', seed: '7' });
    const keys = [positionKey(other.state)];
    const plan = carefulMove(other.state, { ...carefulHintOptions(other.state.rules), avoid: keys }).line!.slice(0, 2).map(formatMove);
    expect(plan).to.have.length(2);
    expect(formatMove((await other.hint())!)).to.equal(plan[0]);
    const elsewhere = legalMoves(other.state).find((m) => !plan.includes(formatMove(m)))!;
    expect(other.play(elsewhere)).to.equal(true);
    keys.push(positionKey(other.state));
    expect(await other.hint()).to.deep.equal(careful(other.state, keys));
  });

  it('hint="solver" gives the solver\'s hint, which knows every card; the attribute applies live', async function () {
    this.timeout(60_000);
    const el = await makeGame({ variant: 'bernauer', seed: '3', hint: 'solver' });
    expect(el.hintMode).to.equal('solver');
    expect(await el.hint()).to.deep.equal(hint(el.state, { maxStates: SOLVER_BUDGETS.hint.maxStates }));
    el.removeAttribute('hint');
    await el.updateComplete;
    expect(await el.hint()).to.deep.equal(careful(el.state, [positionKey(el.state)]));
    el.hintMode = 'Solver ';
    await el.updateComplete;
    expect(await el.hint(), 'case and spaces ignored').to.deep.equal(hint(el.state, { maxStates: SOLVER_BUDGETS.hint.maxStates }));
  });

  it('a bad value is an agnes-error naming hint and its values; the game is intact and the hint careful', async function () {
    this.timeout(60_000);
    const container = await fixture<HTMLDivElement>(html`<div style="width: 800px"></div>`);
    const el = document.createElement('agnes-solitaire');
    el.setAttribute('seed', '3');
    el.setAttribute('hint', 'peek');
    const errors = collect(el, 'agnes-error');
    container.append(el);
    await el.updateComplete;
    expect(errors).to.deep.equal([{ source: 'hint', message: 'hint "peek" is not allowed (allowed: careful, solver); using careful' }]);
    const reference = await makeGame({ seed: '3' });
    expect(el.state).to.deep.equal(reference.state);
    expect(el.status).to.equal('playing');
    expect(await el.hint()).to.deep.equal(careful(el.state, [positionKey(el.state)]));
    for (const bad of [42, {}, 'all-knowing']) {
      el.hintMode = bad as string;
      await el.updateComplete;
    }
    expect(errors.map((e) => e.source)).to.deep.equal(['hint', 'hint', 'hint', 'hint']);
    expect(errors[1]!.message).to.equal('hint 42 is not allowed (allowed: careful, solver); using careful');
    expect(await el.hint()).to.deep.equal(careful(el.state, [positionKey(el.state)]));
    expect(el.play(legalMoves(el.state)[0]!)).to.equal(true);
  });
});
