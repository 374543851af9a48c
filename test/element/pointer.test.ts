/**
 * Playing with a pointer: click a card then a destination, double-click (or double-tap) to send a
 * card home, click the stock to deal, and drag and drop with synthesized pointer events (mouse and
 * touch), including a refused drop that glides back and says why.
 * Bernauer seed "1" (RULES §2): legal moves t1→t6 (3s onto 4d), t5→t2 (8c onto 9h), r3→fd (Kd), r5→t6 (3c).
 */
import { expect } from '@open-wc/testing';
import { cardEl, collect, drag, liveText, makeGame, pileEl, pileTop, pointer, centre, root } from './helpers.js';

describe('<agnes-solitaire> pointer play', () => {
  it('click a card, then a destination: the move is played', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const moves = collect(el, 'agnes-move');
    cardEl(el, '3s').click();
    await el.updateComplete;
    expect(cardEl(el, '3s').classList.contains('selected')).to.equal(true);
    expect(pileTop(el, 't6').classList.contains('target'), 'the legal target is highlighted').to.equal(true);
    expect(pileTop(el, 't0').classList.contains('target')).to.equal(false);
    pileTop(el, 't6').click();
    await el.updateComplete;
    expect(moves.map((m) => m.move)).to.deep.equal([{ kind: 'move', from: 't1', to: 't6', count: 1 }]);
    expect(el.state.tableau[6]!.at(-1)).to.equal('3s');
    expect(root(el).querySelector('.selected')).to.equal(null);
  });

  it('the empty part of a column below its cards is the column too', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    cardEl(el, '3s').click();
    const box = pileEl(el, 't6');
    box.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.state.tableau[6]!.at(-1)).to.equal('3s');
  });

  it('clicking an illegal destination refuses the move, says why, and drops the selection', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const invalid = collect(el, 'agnes-invalid-move');
    cardEl(el, 'Qd').click();
    pileTop(el, 't1').click();
    await el.updateComplete;
    expect(invalid).to.have.length(1);
    expect(invalid[0]!.reason).to.contain('only a 2 goes on a 3');
    expect(liveText(el)).to.contain('only a 2 goes on a 3');
    expect(root(el).querySelector('.notice')!.textContent).to.contain('only a 2 goes on a 3');
    expect(el.state.moveCount).to.equal(0);
    expect(root(el).querySelector('.selected')).to.equal(null);
  });

  it('clicking the selected card again puts it back', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    cardEl(el, '3s').click();
    await new Promise((r) => setTimeout(r, 450)); // not a double click
    cardEl(el, '3s').click();
    await el.updateComplete;
    expect(root(el).querySelector('.selected')).to.equal(null);
    expect(el.state.moveCount).to.equal(0);
  });

  it('a double click sends a card to its foundation', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    cardEl(el, 'Kd').click();
    cardEl(el, 'Kd').click();
    await el.updateComplete;
    expect(el.state.foundations.d).to.deep.equal(['Kd']);
  });

  it('a click on the stock deals', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const deals = collect(el, 'agnes-deal');
    (pileEl(el, 'stock').querySelector('[data-pile="stock"]') as HTMLElement).click();
    await el.updateComplete;
    expect(deals).to.have.length(1);
    expect(el.state.stock).to.have.length(9);
    expect(root(el).querySelector('.count')!.textContent).to.equal('9');
  });

  it('drag and drop with the mouse moves a card; targets light up while dragging', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const source = cardEl(el, '3s');
    const start = centre(source);
    pointer(source, 'pointerdown', start.x, start.y);
    pointer(source, 'pointermove', start.x + 20, start.y + 20);
    await el.updateComplete;
    expect(source.classList.contains('dragging')).to.equal(true);
    expect(source.style.transform).to.equal('translate(20px, 20px)');
    expect(pileTop(el, 't6').classList.contains('target')).to.equal(true);
    pointer(source, 'pointerup', start.x + 20, start.y + 20);
    await el.updateComplete;
    await drag(el, '3s', 't6');
    expect(el.state.tableau[6]!.at(-1)).to.equal('3s');
    expect(el.state.moveCount).to.equal(1);
  });

  it('drag and drop with a finger (touch pointer) moves a run as one', async () => {
    // Bernauer seed "1": after t5→t2 (8c onto 9h) and deal, … simpler: build a two-card run first.
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.play('t1-t6'); // 3s onto 4d: t6 ends 4d 3s
    await el.updateComplete;
    const moves = collect(el, 'agnes-move');
    // The run 4d-3s cannot go anywhere yet; drag the 4d (with the 3s on it) and check it moves together.
    const four = cardEl(el, '4d');
    const three = cardEl(el, '3s');
    const a = centre(four);
    pointer(four, 'pointerdown', a.x, a.y - 10, 'touch');
    pointer(four, 'pointermove', a.x + 30, a.y + 5, 'touch');
    await el.updateComplete;
    expect(four.style.transform).to.equal(three.style.transform, 'the run moves as one');
    expect(three.classList.contains('dragging')).to.equal(true);
    pointer(four, 'pointerup', a.x + 30, a.y + 5, 'touch');
    await el.updateComplete;
    expect(moves).to.have.length(0);
    await drag(el, '8c', 't2', 'touch');
    expect(el.state.tableau[2]!.at(-1)).to.equal('8c');
  });

  it('a finger does not focus what it taps (the click still plays), a mouse does', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const card = cardEl(el, '3s');
    const p = centre(card);
    const press = (pointerType: string): boolean => {
      const down = new PointerEvent('pointerdown', { bubbles: true, composed: true, cancelable: true, pointerId: 3, isPrimary: true, button: 0, buttons: 1, clientX: p.x, clientY: p.y, pointerType });
      card.dispatchEvent(down);
      card.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true, cancelable: true, pointerId: 3, isPrimary: true, button: 0, buttons: 0, clientX: p.x, clientY: p.y, pointerType }));
      return down.defaultPrevented;
    };
    // The browser's default action of a press is to focus: a cancelled finger press takes none.
    expect(press('touch')).to.equal(true, 'a finger press is cancelled');
    expect(press('mouse')).to.equal(false, 'a mouse press keeps its default (focus)');
    expect(press('pen')).to.equal(false);
    card.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: p.x, clientY: p.y }));
    await el.updateComplete;
    expect(root(el).querySelector('.selected'), 'the tap picked the card up').to.not.equal(null);
  });

  it('after a drop, only the click of that same press is ignored: a quick tap on the stock at once deals', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const deals = collect(el, 'agnes-deal');
    await drag(el, '3s', 't6'); // ends with the click of its own press, which must not count
    expect(el.state.moveCount).to.equal(1);
    expect(root(el).querySelector('.selected')).to.equal(null, 'the drag’s own click picked nothing up');
    const stock = pileEl(el, 'stock').querySelector<HTMLElement>('[data-pile="stock"]')!;
    const p = centre(stock);
    pointer(stock, 'pointerdown', p.x, p.y, 'touch');
    pointer(stock, 'pointerup', p.x, p.y, 'touch');
    stock.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: p.x, clientY: p.y }));
    await el.updateComplete;
    expect(deals, 'the tap right after the drop dealt').to.have.length(1);
  });

  it('after a drop, a click from another pointer than the drag’s counts', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const deals = collect(el, 'agnes-deal');
    const source = cardEl(el, '8c');
    const a = centre(source);
    const box = pileEl(el, 't2').getBoundingClientRect();
    pointer(source, 'pointerdown', a.x, a.y); // pointer 7
    pointer(source, 'pointermove', box.left + 10, box.top + 20);
    pointer(source, 'pointerup', box.left + 10, box.top + 20);
    await el.updateComplete;
    expect(el.state.tableau[2]!.at(-1)).to.equal('8c');
    root(el).querySelector<HTMLElement>('[data-pile="stock"]')!.dispatchEvent(new PointerEvent('click', { bubbles: true, composed: true, pointerId: 99 }));
    await el.updateComplete;
    expect(deals).to.have.length(1);
  });

  it('an illegal drop glides back, fires agnes-invalid-move and tells why', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const invalid = collect(el, 'agnes-invalid-move');
    await drag(el, 'Qd', 't1');
    expect(invalid).to.have.length(1);
    expect(invalid[0]!.move).to.deep.equal({ kind: 'move', from: 't0', to: 't1', count: 1 });
    expect(invalid[0]!.reason).to.equal('the queen of diamonds cannot go on the 3 of spades: only a 2 goes on a 3');
    expect(cardEl(el, 'Qd').style.transform).to.equal('', 'the card is back in its place');
    expect(cardEl(el, 'Qd').classList.contains('dragging')).to.equal(false);
    expect(liveText(el)).to.contain('only a 2 goes on a 3');
    expect(el.state.tableau[0]).to.deep.equal(['Qd']);
  });

  it('a drag of a card that may not move does not start', async () => {
    const el = await makeGame({ variant: 'aces', seed: '1' });
    const down = root(el).querySelector<HTMLElement>('[data-face-down][data-pile="t3"]')!;
    const p = centre(down);
    pointer(down, 'pointerdown', p.x, p.y);
    pointer(down, 'pointermove', p.x + 40, p.y + 40);
    await el.updateComplete;
    expect(root(el).querySelector('.dragging')).to.equal(null);
    pointer(down, 'pointerup', p.x + 40, p.y + 40);
  });
});
