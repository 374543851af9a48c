/**
 * keyed-repeat.ts: the board's keyed list. Each sequence of lists is rendered with it and with
 * Lit's own `repeat`; both must give the same DOM after every render, and an item whose key stays
 * keeps its element (Lit's guarantee, which the card animation and the focus rely on). For a pile's
 * changes (cards leave and arrive at the ends, a face-down card turns up under the same key), no
 * element that stays is moved in the DOM at all.
 */
import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { repeat as litRepeat } from 'lit/directives/repeat.js';
import { repeat } from '../../src/element/keyed-repeat.js';

type Item = { key: string; text: string };
const items = (spec: string): Item[] => (spec === '' ? [] : spec.split(' ').map((word) => ({ key: word.replace('-', ''), text: word })));

type Repeat = (items: Item[], key: (item: Item) => unknown, template: (item: Item) => unknown) => unknown;

/** Renders `spec` (space-separated words, `-x` keyed as `x`) into `box` with `fn`; null renders a plain text instead of the list. */
function draw(box: HTMLElement, fn: Repeat, spec: string | null): void {
  render(html`<div>${spec === null ? 'empty' : fn(items(spec), (item) => item.key, (item) => html`<p data-key=${item.key}>${item.text}</p>`)}</div>`, box);
}

const paragraphs = (box: HTMLElement): HTMLElement[] => [...box.querySelectorAll('p')];
const texts = (box: HTMLElement): string => paragraphs(box).map((p) => p.textContent).join(' ');

/** Counts the paragraphs moved (removed and inserted again) in `box` while `fn` runs. */
function moves(box: HTMLElement, fn: () => void): number {
  const before = new Set(paragraphs(box));
  let moved = 0;
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.removedNodes) if (before.has(node as HTMLElement) && node.isConnected) moved++;
  });
  observer.observe(box, { childList: true, subtree: true });
  fn();
  for (const record of observer.takeRecords()) for (const node of record.removedNodes) if (before.has(node as HTMLElement) && node.isConnected) moved++;
  observer.disconnect();
  return moved;
}

function check(sequence: (string | null)[], noMoves: boolean, sameElements = true): void {
  const mine = document.createElement('div');
  const lit = document.createElement('div');
  document.body.append(mine, lit);
  try {
    let previous = new Map<string, HTMLElement>();
    for (const spec of sequence) {
      const moved = moves(mine, () => draw(mine, repeat, spec));
      draw(lit, litRepeat, spec);
      expect(mine.innerHTML.replace(/<!--[^>]*-->/g, ''), `render ${JSON.stringify(spec)}`).to.equal(lit.innerHTML.replace(/<!--[^>]*-->/g, ''));
      expect(texts(mine)).to.equal(spec ?? '');
      const now = new Map(paragraphs(mine).map((p) => [p.dataset.key!, p]));
      if (sameElements) for (const [key, p] of now) if (previous.has(key)) expect(p, `${key} keeps its element (${JSON.stringify(spec)})`).to.equal(previous.get(key));
      if (noMoves) expect(moved, `elements moved for ${JSON.stringify(spec)}`).to.equal(0);
      previous = spec === null ? new Map() : now;
    }
  } finally {
    mine.remove();
    lit.remove();
  }
}

describe('keyed repeat', () => {
  it('keeps every element that stays, and moves none, as a pile gains and loses cards at its ends', () => {
    check(['a', 'a b', 'a b c d', 'a b', '', 'x', '-x y', 'x y', 'y z', 'z q r', 'q r', 'r s t'], true);
  });

  it('keeps the elements of a foundation showing its top two cards', () => {
    check(['a', 'a b', 'b c', 'c d', 'b c', 'a b', 'a'], true);
  });

  it('starts over after another value filled the part, and after an empty list', () => {
    check([null, 'a b', null, 'a b c', '', 'c d'], true);
  });

  it('gives the same DOM as Lit and keeps elements when items are reordered, inserted and removed in the middle', () => {
    check(['a b c d e', 'e d c b a', 'b e a', 'a x b y e', 'y a', 'c a y b', 'b c', 'a b c d e f', 'f a e b d c', 'c'], false);
  });

  it('renders a key given twice as two items, as Lit does', () => {
    check(['a b', 'a a b', 'b a a', 'a'], false, false);
  });
});
