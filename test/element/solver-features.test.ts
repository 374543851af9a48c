/**
 * The solver features of the element: `winnable` deals (and the seed it reports), `auto-foundation`
 * (`safe` proven with the solver never to turn a winnable position into a lost one; `all`; undo
 * takes automatic moves back with the move that caused them), and the Hint button.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { Game, play } from '../../src/engine/index.js';
import type { GameState, Move, VariantName } from '../../src/engine/index.js';
import { findWinnableSeed, safeFoundationMove, solve } from '../../src/solver/index.js';
import { collect, makeGame, root } from './helpers.js';
import '../../src/element/index.js';

describe('<agnes-solitaire> solver features', () => {
  it('winnable deals the first seed the solver proves winnable and reports it', async function () {
    this.timeout(60_000);
    const expected = findWinnableSeed({ variant: 'bernauer', from: 1 })!;
    expect(expected.seed).to.not.equal('1', 'seed 1 of bernauer is not provably winnable in the budget');
    const el = document.createElement('agnes-solitaire');
    el.setAttribute('variant', 'bernauer');
    el.setAttribute('seed', '1');
    el.setAttribute('winnable', '');
    const heard = oneEvent(el, 'agnes-new-game');
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(root(el).querySelector('.board')!.getAttribute('aria-busy')).to.equal('true');
      const { detail } = await heard;
      expect(detail.seed).to.equal(expected.seed);
      expect(el.state.seed).to.equal(expected.seed);
      await el.updateComplete;
      expect(root(el).querySelector('.board')!.getAttribute('aria-busy')).to.equal('false');
      for (const move of expected.line) expect(el.play(move)).to.equal(true);
      expect(el.status).to.equal('won');
    } finally {
      el.remove();
    }
  });

  it('auto-foundation="safe" never turns a winnable position into a lost one (proved with the solver)', async function () {
    this.timeout(120_000);
    let checked = 0;
    let moved = 0;
    for (const variant of ['sorel', 'bernauer', 'aces'] as VariantName[]) {
      const found = findWinnableSeed({ variant, from: 1 });
      if (!found) continue;
      // Every position on a winning line is winnable; after the safe moves it must still be.
      let state: GameState = new Game({ variant, seed: found.seed }).state;
      for (const move of found.line) {
        let after = state;
        let safe: Move | null;
        let n = 0;
        while ((safe = safeFoundationMove(after)) !== null && n++ < 52) after = play(after, safe);
        if (after !== state) {
          moved++;
          const verdict = solve(after, { maxStates: 400_000 });
          expect(verdict.result, `${variant} ${found.seed} at move ${state.moveCount}`).to.equal('win');
        }
        checked++;
        state = play(state, move);
      }
    }
    expect(moved, 'safe moves were actually tried').to.be.greaterThan(5);
    expect(checked).to.be.greaterThan(50);
  });

  it('auto-foundation="safe" plays the safe moves after each move, marked auto; undo takes them back together', async () => {
    const found = findWinnableSeed({ variant: 'sorel', from: 1 })!;
    const el = await makeGame({ variant: 'sorel', seed: found.seed, 'auto-foundation': 'safe' });
    const moves = collect(el, 'agnes-move');
    let grouped = false;
    for (const move of found.line) {
      const before = el.state;
      if (!el.play(move)) continue; // an automatic move may already have taken this card home
      const autos = moves.filter((m) => m.auto && m.moveCount > before.moveCount + 1);
      if (autos.length === 0) continue;
      for (const m of autos) expect(m.move.kind === 'move' && m.move.to[0]).to.equal('f', 'automatic moves go to a foundation');
      el.undo();
      expect(el.state, 'one undo takes back the move and its automatic moves').to.deep.equal(before);
      el.redo();
      expect(el.state.moveCount).to.equal(before.moveCount + 1 + autos.length);
      grouped = true;
      break;
    }
    expect(grouped, 'some move was followed by safe automatic moves').to.equal(true);
  });

  it('auto-foundation="all" plays every foundation move at once', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1', 'auto-foundation': 'all' });
    const moves = collect(el, 'agnes-move');
    el.play('t1-t6');
    // Kd (r3) goes to its foundation by itself after the player's move.
    expect(moves.map((m) => [m.move.kind === 'move' ? `${m.move.from}-${m.move.to}` : m.move.kind, m.auto])).to.deep.include(['r3-fd', true]);
    expect(el.state.foundations.d).to.deep.equal(['Kd']);
  });

  it('the Hint button asks the solver and highlights its move', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '1' });
    const heard = oneEvent(el, 'agnes-hint');
    const button = root(el).querySelector<HTMLButtonElement>('button[aria-label="Hint"]')!;
    expect(button.disabled).to.equal(false);
    button.click();
    const { detail } = await heard;
    expect(detail.move).to.not.equal(null);
    await el.updateComplete;
    expect(root(el).querySelectorAll('.hint').length).to.be.greaterThan(0);
  });
});
