/**
 * class-map.ts: the element's `classMap`. Each sequence of class objects is rendered with it and
 * with Lit's own `classMap`; the `class` attribute must be the same after every render, and a class
 * that other code added to the element (as the drag adds `dragging`) must stay, as with Lit's.
 */
import { expect } from '@open-wc/testing';
import { html, render } from 'lit';
import { classMap as litClassMap } from 'lit/directives/class-map.js';
import type { ClassInfo } from 'lit/directives/class-map.js';
import { classMap } from '../../src/element/class-map.js';

type Classes = Record<string, unknown>;

function check(sequence: Classes[], external?: { at: number; add: string }): void {
  const boxes = [document.createElement('div'), document.createElement('div')];
  document.body.append(...boxes);
  try {
    sequence.forEach((classes, i) => {
      render(html`<p class=${classMap(classes)}></p>`, boxes[0]!);
      render(html`<p class=${litClassMap(classes as ClassInfo)}></p>`, boxes[1]!);
      const [mine, lit] = boxes.map((box) => box.querySelector('p')!);
      if (external?.at === i) for (const p of [mine!, lit!]) p.classList.add(external.add);
      expect(mine!.getAttribute('class'), `render ${i}: ${JSON.stringify(classes)}`).to.equal(lit!.getAttribute('class'));
    });
  } finally {
    for (const box of boxes) box.remove();
  }
}

describe('classMap', () => {
  it('writes and updates the class attribute as Lit does', () => {
    check([
      { card: true, down: true, hint: false },
      { card: true, down: false, hint: true },
      { card: true, down: false, hint: true },
      { card: 1, down: 0, red: 'yes', 's-h': true, selected: null, target: undefined },
      { card: true },
      {},
      { card: true, hint: true },
    ]);
  });

  it('leaves a class that other code added', () => {
    check([{ card: true, selected: false }, { card: true, selected: true }, { card: true, selected: false }, { card: true }], { at: 0, add: 'dragging' });
  });

  it('turns a class off when its key is gone, and on again', () => {
    check([{ a: true, b: true }, { a: true }, { b: true }, { a: false, b: true }, { a: true, b: true }]);
  });
});
