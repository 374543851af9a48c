/**
 * Every event with its detail, and the methods and read-only properties that drive them.
 * Events bubble and cross the shadow root (composed); positions come from RULES §2's deals.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { fromSnapshot, legalMoves } from '../../src/engine/index.js';
import { findWinnableSeed } from '../../src/solver/index.js';
import { collect, makeGame } from './helpers.js';
import '../../src/element/index.js';

describe('<agnes-solitaire> events and methods', () => {
  it('agnes-new-game on the first deal, with seed, variant and rules', async () => {
    const el = document.createElement('agnes-solitaire');
    el.setAttribute('variant', 'aces');
    el.setAttribute('seed', '12');
    const heard = oneEvent(el, 'agnes-new-game');
    document.body.append(el);
    try {
      const { detail } = await heard;
      expect(detail.seed).to.equal('12');
      expect(detail.variant).to.equal('aces');
      expect(detail.rules.base).to.equal('A');
    } finally {
      el.remove();
    }
  });

  it('newGame(seed), newGame() and restart()', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const games = collect(el, 'agnes-new-game');
    el.newGame('77');
    expect(games.at(-1)!.seed).to.equal('77');
    el.newGame();
    expect(games.at(-1)!.seed).to.match(/^\d+$/);
    expect(games).to.have.length(2);
    el.newGame(1);
    el.play('t1-t6');
    el.play('deal');
    el.restart();
    expect(el.state.moveCount).to.equal(0);
    expect(el.canRedo).to.equal(true);
  });

  it('agnes-move and agnes-deal, bubbling and composed, with their details', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const moves = collect(document, 'agnes-move');
    const deals = collect(el, 'agnes-deal');
    let composed = false;
    el.addEventListener('agnes-move', (e) => (composed = e.composed && e.bubbles), { once: true });
    expect(el.play({ kind: 'move', from: 'r3', to: 'fd', count: 1 })).to.equal(true);
    expect(composed).to.equal(true);
    expect(moves.at(-1)).to.deep.equal({
      move: { kind: 'move', from: 'r3', to: 'fd', count: 1 },
      cards: ['Kd'],
      score: 2,
      foundationCards: 2,
      moveCount: 1,
      auto: false,
    });
    expect(el.play('t1-t6')).to.equal(true);
    expect(moves.at(-1)!.cards).to.deep.equal(['3s']);
    expect(el.deal()).to.equal(true);
    expect(deals).to.have.length(1);
    expect(deals[0]).to.deep.equal({
      move: { kind: 'deal' },
      cards: ['As', 'Tc', '3d', '6c', '8d', '7d', '4s'],
      stockCount: 9,
      redealsLeft: 0,
      moveCount: 3,
    });
    expect(moves.at(-1)!.move).to.deep.equal({ kind: 'deal' });
  });

  it('agnes-invalid-move with the engine reason and its code; nothing changes', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const invalid = collect(el, 'agnes-invalid-move');
    const before = el.state;
    expect(el.play('t0-t1')).to.equal(false);
    expect(invalid).to.have.length(1);
    expect(invalid[0]!.move).to.deep.equal({ kind: 'move', from: 't0', to: 't1', count: 1 });
    expect(invalid[0]!.reason).to.equal('the queen of diamonds cannot go on the 3 of spades: only a 2 goes on a 3');
    expect(invalid[0]!.code).to.equal('no-build');
    expect(el.state).to.deep.equal(before);
    expect(el.play('t9-t1')).to.equal(false);
    expect(invalid[1]!.reason).to.contain('not a pile');
    expect(invalid[1]!.code).to.equal('malformed');
    expect(el.play({ kind: 'move', from: 't0', to: 'fh', count: 1 })).to.equal(false);
    expect(invalid[2]).to.deep.include({ code: 'foundation', reason: 'the queen of diamonds belongs on the diamonds foundation (fd), not fh' });
  });

  it('agnes-undo and agnes-redo with the move and the counts after it', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const undos = collect(el, 'agnes-undo');
    const redos = collect(el, 'agnes-redo');
    el.play('r3-fd');
    el.play('t1-t6');
    expect(el.undo()).to.equal(true);
    expect(undos).to.deep.equal([{ move: { kind: 'move', from: 't1', to: 't6', count: 1 }, score: 2, foundationCards: 2, moveCount: 1 }]);
    expect(el.undo()).to.equal(true);
    expect(el.undo()).to.equal(false);
    expect(el.state.moveCount).to.equal(0);
    expect(el.redo()).to.equal(true);
    expect(redos[0]).to.deep.equal({ move: { kind: 'move', from: 'r3', to: 'fd', count: 1 }, score: 2, foundationCards: 2, moveCount: 1 });
    expect(el.redo()).to.equal(true);
    expect(el.redo()).to.equal(false);
    expect(el.state.tableau[6]!.at(-1)).to.equal('3s');
  });

  it('agnes-win with seed, moves, score and time, when the solver line is played', async () => {
    const found = findWinnableSeed({ variant: 'sorel', from: 1 })!;
    const el = await makeGame({ variant: 'sorel', seed: found.seed });
    const wins = collect(el, 'agnes-win');
    for (const move of found.line) expect(el.play(move), JSON.stringify(move)).to.equal(true);
    expect(el.status).to.equal('won');
    expect(wins).to.have.length(1);
    expect(wins[0]!.seed).to.equal(found.seed);
    expect(wins[0]!.moveCount).to.equal(found.line.length);
    expect(wins[0]!.score).to.equal(52);
    expect(wins[0]!.ms).to.be.a('number').and.at.least(0);
  });

  it('agnes-lose with reason no-moves when no legal move is left', async () => {
    // Sorel, single-card moves, no fills: seed 5 has no move at all once the stock is dealt.
    const el = await makeGame({ variant: 'sorel', seed: '5', runs: 'single', 'empty-fill': 'none', 'dead-ends': 'false' });
    const losses = collect(el, 'agnes-lose');
    while (el.state.stock.length > 0) el.deal();
    expect(el.status).to.equal('lost');
    expect(losses).to.deep.equal([{ reason: 'no-moves' }]);
    expect(el.lostReason).to.equal('no-moves');
    el.undo();
    expect(el.status).to.equal('playing');
  });

  it('agnes-lose with reason dead-end when the solver proves no card can go home', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '2', runs: 'single', 'empty-fill': 'none' });
    while (el.state.stock.length > 0) el.deal();
    const { detail } = await oneEvent(el, 'agnes-lose');
    expect(detail).to.deep.equal({ reason: 'dead-end' });
    expect(el.status).to.equal('lost');
    expect(el.lostReason).to.equal('dead-end');
    const invalid = collect(el, 'agnes-invalid-move');
    const legal = legalMoves(fromSnapshot(el.state));
    expect(legal.length).to.be.greaterThan(0, 'moves exist, but none brings a card home');
    expect(el.play(legal[0]!)).to.equal(false);
    expect(invalid).to.have.length(1, 'a lost game takes no more moves');
    expect(invalid[0]).to.deep.include({ code: 'game-over', reason: 'the game is over (a dead end): undo or start a new game' });
    el.undo();
    expect(el.status).to.equal('playing');
  });

  it('agnes-hint with a legal move, highlighted', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const heard = oneEvent(el, 'agnes-hint');
    const move = await el.hint();
    const { detail } = await heard;
    expect(detail.move).to.deep.equal(move);
    expect(move).to.not.equal(null);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('.hint').length).to.be.greaterThan(0);
    expect(el.play(move!)).to.equal(true);
  });

  it('agnes-error for a bad attribute, bubbling out of the element', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const warn = console.warn;
    console.warn = () => {};
    try {
      const heard = oneEvent(document, 'agnes-error');
      el.setAttribute('wrap', 'sideways');
      const { detail } = await heard;
      expect(detail.source).to.equal('wrap');
      expect(detail.message).to.contain('none, king-on-ace, base');
    } finally {
      console.warn = warn;
    }
  });

  it('state, status and rules are read-only copies', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const state = el.state;
    expect(state.format).to.equal(1);
    state.tableau[0]!.push('Xx');
    expect(el.state.tableau[0]).to.deep.equal(['Qd']);
    const rules = el.rules;
    rules.build = 'any-suit';
    expect(el.rules.build).to.equal('alternate-color');
    expect(() => ((el as unknown as { status: string }).status = 'won')).to.throw();
  });
});
