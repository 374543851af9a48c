/**
 * Motion: moves, deals, face-up turns and automatic moves glide (transform only, about 200 ms,
 * from where the card was); nothing moves under prefers-reduced-motion or `reduced-motion`; input
 * during an animation is applied exactly once.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { fromSnapshot, legalMoves } from '../../src/engine/index.js';
import type { Move } from '../../src/engine/index.js';
import { cardEl, collect, makeGame, pileTop, press, rendered, root, tabIntoBoard } from './helpers.js';
import type { AgnesSolitaire } from './helpers.js';
import '../../src/element/index.js';

/** The card animations running in the element (CSS ones, such as the hint's pulse, left out). */
const cardAnimations = (el: AgnesSolitaire): Animation[] =>
  root(el)
    .getAnimations()
    .filter((a) => !(a instanceof CSSAnimation) && (a.effect as KeyframeEffect | null)?.target instanceof HTMLElement);

const targetOf = (a: Animation): HTMLElement => (a.effect as KeyframeEffect).target as HTMLElement;

describe('<agnes-solitaire> motion', () => {
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('a move glides the card from where it was, by transform, in about 200 ms', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    await new Promise((r) => setTimeout(r, 1200)); // the deal's own animation ends
    const before = cardEl(el, '3s').getBoundingClientRect();
    el.play('t1-t6');
    await rendered(el);
    const running = cardAnimations(el);
    expect(running.map((a) => targetOf(a).dataset.card)).to.deep.equal(['3s']);
    const effect = running[0]!.effect as KeyframeEffect;
    const timing = effect.getComputedTiming();
    expect(timing.duration).to.be.within(150, 260);
    const frames = effect.getKeyframes();
    expect(frames.every((f) => Object.keys(f).every((k) => ['transform', 'offset', 'computedOffset', 'easing', 'composite'].includes(k)))).to.equal(true, 'transform only');
    // At its start the card is drawn where it was; it lands where the new position puts it.
    const start = cardEl(el, '3s').getBoundingClientRect();
    expect(start.left).to.be.closeTo(before.left, 1);
    expect(start.top).to.be.closeTo(before.top, 1);
    await running[0]!.finished;
    const after = cardEl(el, '3s').getBoundingClientRect();
    const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(String(frames[0]!.transform))!;
    expect(Math.abs(after.left - before.left)).to.be.greaterThan(100, 'it moved four columns');
    expect(Number(m[1])).to.be.closeTo(before.left - after.left, 1);
    expect(Number(m[2])).to.be.closeTo(before.top - after.top, 1);
  });

  it('a quick render starts the glide in its own task; a slow one leaves the layout to the next frame, and the card still glides from where it was', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    await new Promise((r) => setTimeout(r, 1200));
    // A quick render (the clock stopped, so however busy this machine is, it took no time).
    const now = performance.now;
    performance.now = () => 1000;
    try {
      el.play('t1-t6');
      await el.updateComplete;
    } finally {
      performance.now = now;
    }
    expect(cardAnimations(el).map((a) => targetOf(a).dataset.card)).to.deep.equal(['3s'], 'started with the render');
    cardAnimations(el).forEach((a) => a.finish());
    // A render that takes longer than the task's share for a layout (a slow phone): no layout forced.
    const render = el['render'].bind(el);
    (el as unknown as { render: () => unknown }).render = () => {
      const until = performance.now() + 30;
      while (performance.now() < until);
      return render();
    };
    const before = cardEl(el, '3s').getBoundingClientRect();
    el.undo();
    await el.updateComplete;
    expect(cardAnimations(el)).to.have.length(0, 'not yet: the frame lays the board out');
    await new Promise(requestAnimationFrame);
    const running = cardAnimations(el);
    expect(running.map((a) => targetOf(a).dataset.card)).to.deep.equal(['3s']);
    const start = cardEl(el, '3s').getBoundingClientRect();
    expect(start.left).to.be.closeTo(before.left, 1);
    expect(start.top).to.be.closeTo(before.top, 1);
  });

  it('a card whose glide is cut short by a new one keeps flying above the others: the old glide’s cancel does not lower it', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    await new Promise((r) => setTimeout(r, 1200));
    el.newGame('1');
    await rendered(el);
    await new Promise((r) => setTimeout(r, 60));
    // The same deal again mid-flight: the same card elements, each with a new glide.
    el.newGame('1');
    await rendered(el);
    await new Promise(requestAnimationFrame); // the first glides' cancel events
    const running = cardAnimations(el);
    expect(running.length).to.be.greaterThan(20);
    const lowered = running.filter((a) => targetOf(a).style.zIndex === '').map((a) => targetOf(a).dataset.card);
    expect(lowered).to.deep.equal([], 'still raised for their second glide');
    for (const a of running) a.finish();
    await new Promise(requestAnimationFrame);
    expect(root(el).querySelectorAll<HTMLElement>('[data-card][style*="z-index"]')).to.have.length(0, 'lowered when they land');
  });

  it('a deal flies the cards out of the stock one after another; a face-up turn flips', async () => {
    const el = await makeGame({ variant: 'aces', seed: '3' });
    await new Promise((r) => setTimeout(r, 1500));
    el.play('deal');
    await rendered(el);
    const dealt = cardAnimations(el);
    expect(dealt).to.have.length(7);
    const delays = dealt.map((a) => (a.effect as KeyframeEffect).getTiming().delay as number);
    expect(delays).to.deep.equal([...delays].sort((a, b) => a - b));
    expect(delays.at(-1)).to.be.greaterThan(delays[0]!);
    for (const a of dealt) a.finish();
    // A move that uncovers a face-down card turns it over (scaleX in the middle of the flight).
    const turning = findTurningMove(el);
    expect(turning, 'aces seed 3 has a move that turns a card up').to.not.equal(null);
    el.play(turning!);
    await rendered(el);
    const flips = cardAnimations(el).filter((a) => (a.effect as KeyframeEffect).getKeyframes().some((f) => String(f.transform).includes('scaleX')));
    expect(flips.length).to.be.greaterThan(0);
  });

  it('automatic moves follow the move that caused them, one after another', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1', 'auto-foundation': 'all' });
    await new Promise((r) => setTimeout(r, 1200));
    el.play('t1-t6');
    el.play('deal');
    await rendered(el);
    const autos = el.save().auto.filter(Boolean).length;
    expect(autos, 'the deal lets cards go home by themselves').to.be.greaterThan(0);
    const delays = cardAnimations(el)
      .filter((a) => targetOf(a).dataset.pile?.[0] === 'f')
      .map((a) => (a.effect as KeyframeEffect).getTiming().delay as number);
    expect(delays.length).to.be.greaterThan(0);
    expect(Math.max(...delays)).to.be.at.least(140);
  });

  it('reduced-motion: nothing animates (moves, deals, the hint pulse, the win)', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1', 'reduced-motion': '' });
    expect(root(el).getAnimations()).to.deep.equal([], 'not even the first deal');
    el.play('t1-t6');
    el.play('deal');
    await rendered(el);
    expect(root(el).getAnimations()).to.deep.equal([]);
    await el.hint();
    await rendered(el);
    expect(root(el).querySelectorAll('.hint').length).to.be.greaterThan(0);
    expect(root(el).getAnimations()).to.deep.equal([], 'the hint is highlighted without a pulse');
    // Switched off live, the same element animates again.
    el.removeAttribute('reduced-motion');
    await rendered(el);
    el.undo();
    el.undo();
    await rendered(el);
    expect(cardAnimations(el).length).to.be.greaterThan(0);
  });

  it('prefers-reduced-motion: reduce turns every animation off', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.play('t1-t6');
    el.play('deal');
    await rendered(el);
    expect(root(el).getAnimations()).to.deep.equal([]);
  });

  it('input during an animation is applied once, never lost or doubled (pointer and keys)', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '9' });
    el.newGame('1');
    await rendered(el);
    const moves = collect(el, 'agnes-move');
    // Click the 3 of spades, then column 7, while the new deal is still flying in.
    expect(cardAnimations(el).length).to.be.greaterThan(30);
    pileTop(el, 't1').click();
    await rendered(el);
    pileTop(el, 't6').click();
    await rendered(el);
    expect(cardAnimations(el).length).to.be.greaterThan(0, 'still animating');
    // Two quick deals by key while the 3 of spades is in flight.
    await tabIntoBoard(el);
    await press('d');
    await press('d');
    await rendered(el);
    expect(moves.map((m) => m.move.kind)).to.deep.equal(['move', 'deal', 'deal']);
    expect(el.state.tableau[6]!.at(-1)).to.not.equal(undefined);
    expect(el.state.stock).to.have.length(2);
    expect(el.state.moveCount).to.equal(3);
    // Every card is drawn once, where the state says.
    const drawn = [...root(el).querySelectorAll<HTMLElement>('[data-card]')].map((n) => n.dataset.card);
    expect(new Set(drawn).size).to.equal(drawn.length);
  });
});

/** A legal move of `el`'s position that uncovers a face-down card in the tableau, or null. */
function findTurningMove(el: AgnesSolitaire): Move | null {
  const state = el.state;
  return (
    legalMoves(fromSnapshot(state)).find((move) => {
      if (move.kind !== 'move' || move.from[0] !== 't') return false;
      const col = state.tableau[Number(move.from[1])]!;
      return col.length > move.count && col[col.length - move.count - 1]!.startsWith('-');
    }) ?? null
  );
}
