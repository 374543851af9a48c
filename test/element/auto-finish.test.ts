/**
 * Auto-finish: the pure check (stock empty, every card face-up, and taking top cards home in order
 * brings all 52 home), the Finish offer with its animated, one-undo finish, and
 * `auto-foundation="all"` finishing at once.
 */
import { expect } from '@open-wc/testing';
import { DECK, fromSnapshot, Game, resolveRules, SUITS, RANKS } from '../../src/engine/index.js';
import type { GameState, Move, Snapshot } from '../../src/engine/index.js';
import { findWinnableSeed } from '../../src/solver/index.js';
import { finishLine } from '../../src/element/auto-finish.js';
import { collect, makeGame, rendered, root } from './helpers.js';
import '../../src/element/index.js';

/**
 * A bernauer position with base A, every foundation up to its 9, and the tens to kings laid out as
 * `tableau` says (bottom first); cards not named go to the reserve. `stock` cards are taken from there.
 */
/** Waits until a Finish has sent every card home (one every ~110 ms), or fails after 10 s. */
async function wonSoon(el: HTMLElement & { status: string; updateComplete: Promise<boolean> }): Promise<void> {
  const end = performance.now() + 10_000;
  while (el.status !== 'won') {
    if (performance.now() > end) throw new Error(`the Finish did not end: ${el.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  await el.updateComplete;
}

function endgame(tableau: string[][], options: { stock?: string[]; faceDown?: string[] } = {}): GameState {
  const foundations = Object.fromEntries(SUITS.map((s) => [s, RANKS.slice(0, 9).map((r) => r + s)])) as Snapshot['foundations'];
  const high = DECK.filter((c) => 'TJQK'.includes(c[0]!));
  const placed = new Set([...tableau.flat(), ...(options.stock ?? [])]);
  const reserve: string[][] = [[], [], [], [], [], [], []];
  high.filter((c) => !placed.has(c)).forEach((card, i) => reserve[i % 7]!.push(card));
  const down = new Set(options.faceDown ?? []);
  const snapshot: Snapshot = {
    format: 1,
    variant: 'bernauer',
    rules: resolveRules('bernauer', { base: 'A', faceDown: down.size > 0 }),
    seed: '1',
    baseRank: 'A',
    stock: options.stock ?? [],
    reserve,
    tableau: [...tableau.map((col) => col.map((c) => (down.has(c) ? `-${c}` : c))), ...Array.from({ length: 7 - tableau.length }, () => [])],
    foundations,
    redealsLeft: 0,
    score: 36,
    moveCount: 40,
  };
  return fromSnapshot(snapshot);
}

/** A sorel deal the solver wins, and its winning line (found once for the file). */
let winning: { seed: string; line: Move[] };

describe('auto-finish (pure)', () => {
  it('offers the finish when every card can go home in order, and gives the moves', () => {
    const state = endgame([['Kc', 'Qc', 'Jc', 'Tc'], ['Kd', 'Qd', 'Jd', 'Td'], ['Qh', 'Th'], ['Js']]);
    const line = finishLine(state)!;
    expect(line).to.have.length(16);
    let game = Game.fromState(state);
    for (const move of line) {
      expect(move.kind === 'move' && move.to[0]).to.equal('f');
      game.play(move);
    }
    expect(game.status).to.equal('won');
  });

  it('no finish when a card lies above a lower card of its own suit', () => {
    expect(finishLine(endgame([['Tc', 'Jc']]))).to.equal(null);
  });

  it('no finish when cards block each other across suits (no same-suit inversion, still a deadlock)', () => {
    expect(finishLine(endgame([['Tc', 'Jd'], ['Td', 'Jc']]))).to.equal(null);
  });

  it('no finish while the stock has cards, a card is face-down, or the game is won', () => {
    expect(finishLine(endgame([['Tc']], { stock: ['Kh'] }))).to.equal(null);
    expect(finishLine(endgame([[], ['Jc', 'Tc']], { faceDown: ['Jc'] }))).to.equal(null);
    const game = Game.fromState(endgame([]));
    for (const move of finishLine(game.state)!) game.play(move);
    expect(finishLine(game.state)).to.equal(null);
  });
});

describe('<agnes-solitaire> auto-finish', function () {
  this.timeout(60_000);
  before(() => {
    const found = findWinnableSeed({ variant: 'sorel', from: 1 })!;
    winning = { seed: found.seed, line: found.line };
  });

  /** Plays the winning line until the rest needs no choice; returns how many moves were played. */
  function playToFinish(el: HTMLElement & { play(m: Move): boolean; canFinish: boolean }): number {
    let i = 0;
    while (!el.canFinish) el.play(winning.line[i++]!);
    return i;
  }

  it('Finish is offered when the rest needs no choice; it plays every card home, animated, and one undo takes it back', async () => {
    const el = await makeGame({ variant: 'sorel', seed: winning.seed });
    const offer = (): HTMLElement | null => root(el).querySelector<HTMLElement>('[part="finish"]');
    expect(el.canFinish).to.equal(false);
    const played = playToFinish(el);
    expect(played).to.be.lessThan(winning.line.length);
    await el.updateComplete;
    expect(offer()!.textContent).to.contain('Every card can go home now.');
    await expect(el).to.be.accessible();
    const before = el.state;
    const moves = collect(el, 'agnes-move');
    const said: string[] = [];
    const live = root(el).querySelector('[role="status"]')!;
    const listening = new MutationObserver(() => said.push(live.textContent!.trim()));
    listening.observe(live, { childList: true, characterData: true, subtree: true });
    offer()!.querySelector<HTMLButtonElement>('button[data-action="finish"]')!.click();
    // The cards go home one after another, each in a task and a flight of its own.
    expect(el.status).to.equal('playing');
    expect(moves.length).to.equal(1);
    await rendered(el);
    expect(offer()).to.equal(null, 'no offer while the cards go home');
    const animated = root(el)
      .getAnimations()
      .filter((a) => !(a instanceof CSSAnimation));
    expect(animated.length).to.be.greaterThan(0, 'the first card glides home');
    await wonSoon(el);
    listening.disconnect();
    // The live region says the first card and then the win, not two dozen cards one by one.
    expect(said.filter((text) => text.includes('Automatically'))).to.deep.equal([]);
    expect(said.at(-1)).to.contain('You won in');
    expect(moves.length).to.equal(52 - before.foundations.c.length - before.foundations.d.length - before.foundations.h.length - before.foundations.s.length);
    expect(moves.map((m) => m.auto)).to.deep.equal([false, ...moves.slice(1).map(() => true)]);
    expect(moves.every((m) => m.move.kind === 'move' && m.move.to[0] === 'f')).to.equal(true);
    expect(offer()).to.equal(null);
    expect(el.undo()).to.equal(true);
    expect(el.state).to.deep.equal(before, 'one undo takes the whole finish back');
  });

  for (const width of [360, 1200]) {
    it(`at ${width} px the Finish offer covers no card (it sits below the board, not over the columns)`, async () => {
      const el = await makeGame({ variant: 'sorel', seed: winning.seed }, width);
      playToFinish(el);
      await el.updateComplete;
      const offer = root(el).querySelector<HTMLElement>('[part="finish"]')!.getBoundingClientRect();
      expect(offer.height).to.be.greaterThan(0);
      const covered = [...root(el).querySelectorAll<HTMLElement>('[data-card]')].filter((card) => {
        const r = card.getBoundingClientRect();
        return r.left < offer.right && r.right > offer.left && r.top < offer.bottom && r.bottom > offer.top;
      });
      expect(covered.map((card) => card.dataset.card)).to.deep.equal([]);
      // Still inside the table, and a tap on its button finishes.
      const table = root(el).querySelector('.table')!.getBoundingClientRect();
      expect(offer.bottom).to.be.at.most(table.bottom + 0.5);
      root(el).querySelector<HTMLButtonElement>('[data-action="finish"]')!.click();
      await wonSoon(el);
    });
  }

  it('with reduced motion the finish is not animated', async () => {
    const el = await makeGame({ variant: 'sorel', seed: winning.seed, 'reduced-motion': '' });
    playToFinish(el);
    expect(el.finish()).to.equal(true);
    await el.updateComplete;
    expect(root(el).getAnimations().filter((a) => !(a instanceof CSSAnimation))).to.deep.equal([]);
    expect(el.status).to.equal('won');
  });

  it('anything else during a Finish first sends the rest of its cards home: Undo then takes the whole Finish back', async () => {
    const el = await makeGame({ variant: 'sorel', seed: winning.seed });
    playToFinish(el);
    await el.updateComplete;
    const before = el.state;
    const wins = collect(el, 'agnes-win');
    expect(el.finish()).to.equal(true);
    expect(el.status).to.equal('playing');
    expect(el.undo()).to.equal(true);
    expect(wins.length).to.equal(1, 'the Finish was completed (and won) first');
    expect(el.state).to.deep.equal(before);
    await new Promise((r) => setTimeout(r, 300));
    expect(el.state).to.deep.equal(before, 'no card of the Finish goes home after the Undo');
    // A save in the middle of a Finish saves the won game.
    expect(el.finish()).to.equal(true);
    expect(el.save().snapshot.foundations.s.length).to.equal(13);
    expect(el.status).to.equal('won');
  });

  it('finish() refuses while a choice is still needed', async () => {
    const el = await makeGame({ variant: 'sorel', seed: winning.seed });
    expect(el.finish()).to.equal(false);
    expect(el.state.moveCount).to.equal(0);
  });

  it('auto-foundation="all" finishes at once after the move that leaves no choice', async () => {
    const probe = await makeGame({ variant: 'sorel', seed: winning.seed });
    const played = playToFinish(probe);
    const el = await makeGame({ variant: 'sorel', seed: winning.seed, 'auto-foundation': 'all' });
    // The line up to the move before, without automatic moves (load replays it as it is).
    expect(el.load(winning.line.slice(0, played - 1).map((m) => (m.kind === 'move' ? `${m.from}-${m.to}x${m.count}` : m.kind)).join(' '))).to.equal(true);
    expect(el.canFinish).to.equal(false);
    el.play(winning.line[played - 1]!);
    expect(el.status).to.equal('won');
  });
});
