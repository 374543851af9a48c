/**
 * Themes: `theme` (classic, light, dark, auto following prefers-color-scheme), `four-color`, the
 * public `--agnes-*` custom properties winning over every theme, and the `::part` names.
 */
import { expect, fixture } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { cardEl, collect, makeGame, root } from './helpers.js';
import type { AgnesSolitaire } from './helpers.js';
import '../../src/element/index.js';

const felt = (el: AgnesSolitaire): string => getComputedStyle(root(el).querySelector('.table')!).backgroundColor;
const colour = (el: AgnesSolitaire, card: string): string => getComputedStyle(cardEl(el, card)).color;

const CLASSIC = 'rgb(29, 107, 69)';
const LIGHT = 'rgb(243, 240, 232)';
const DARK = 'rgb(23, 25, 29)';

describe('<agnes-solitaire> themes', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
  });

  it('theme picks the table colours: classic by default, light, dark; applies live', async () => {
    const el = await makeGame({ seed: '1' });
    expect(felt(el)).to.equal(CLASSIC);
    el.setAttribute('theme', 'light');
    await el.updateComplete;
    expect(felt(el)).to.equal(LIGHT);
    expect(getComputedStyle(root(el).querySelector('.status')!).color).to.equal('rgb(31, 42, 36)', 'dark text on the light table');
    el.theme = 'dark';
    await el.updateComplete;
    expect(felt(el)).to.equal(DARK);
    expect(getComputedStyle(root(el).querySelector('.toolbar button')!).backgroundColor).to.equal('rgb(43, 47, 53)');
    await expect(el).to.be.accessible();
  });

  for (const theme of ['classic', 'light', 'dark'] as const) {
    it(`theme="${theme}" passes axe with four colours, the solvability line and a banner`, async () => {
      const el = await makeGame({ variant: 'sorel', seed: '5', runs: 'single', 'empty-fill': 'none', 'dead-ends': 'false', theme, 'four-color': '', 'show-solvable': '' });
      await expect(el).to.be.accessible();
      while (el.state.stock.length > 0) el.deal();
      await el.updateComplete;
      expect(root(el).querySelector('.banner')).to.not.equal(null);
      await expect(el).to.be.accessible();
    });
  }

  // axe does not measure contrast inside the shadow root, so the text colours are measured here (WCAG AA: 4.5:1).
  for (const theme of ['classic', 'light', 'dark'] as const) {
    it(`theme="${theme}": every text colour meets 4.5:1 on what it sits on`, async () => {
      const el = await makeGame({ variant: 'sorel', seed: '5', runs: 'single', 'empty-fill': 'none', 'dead-ends': 'false', theme, 'four-color': '' });
      const table = root(el).querySelector('.table')!;
      const css = (sel: string | Element, prop: 'color' | 'backgroundColor'): string =>
        getComputedStyle(typeof sel === 'string' ? root(el).querySelector(sel)! : sel)[prop];
      const felt = css(table, 'backgroundColor');
      const face = css(cardEl(el, 'Kc'), 'backgroundColor');
      const pairs: [string, string, string][] = [
        ['status text', css('.status', 'color'), felt],
        ['notice', getComputedStyle(root(el).querySelector('.notice')!).color, felt],
        ['empty-pile text', css('.slot', 'color'), felt],
        ['button', css('.toolbar button:not(:disabled)', 'color'), css('.toolbar button:not(:disabled)', 'backgroundColor')],
        ['badge', css('.count', 'color'), css('.count', 'backgroundColor')],
      ];
      for (const card of el.state.tableau.flat().filter((c) => !c.startsWith('-')).slice(0, 20)) {
        pairs.push([`card ${card}`, css(cardEl(el, card), 'color'), face]);
      }
      while (el.state.stock.length > 0) el.deal();
      await el.updateComplete;
      pairs.push(['banner', css('.banner', 'color'), css('.banner', 'backgroundColor')]);
      pairs.push(['banner button', css('.banner button', 'color'), css('.banner button', 'backgroundColor')]);
      for (const [what, fg, bg] of pairs) expect(contrast(fg, bg), `${what}: ${fg} on ${bg}`).to.be.at.least(4.5);
    });
  }

  it('theme="auto" follows prefers-color-scheme', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const el = await makeGame({ seed: '1', theme: 'auto' });
    expect(felt(el)).to.equal(DARK);
    await emulateMedia({ colorScheme: 'light' });
    expect(felt(el)).to.equal(LIGHT);
  });

  it('a theme that does not exist: agnes-error naming the allowed values, and classic', async () => {
    const el = await makeGame({ seed: '1' });
    const errors = collect(el, 'agnes-error');
    el.setAttribute('theme', 'neon');
    await el.updateComplete;
    expect(errors).to.have.length(1);
    expect(errors[0]!.source).to.equal('theme');
    expect(errors[0]!.message).to.contain('classic, light, dark, auto');
    expect(felt(el)).to.equal(CLASSIC);
  });

  it('four-color: hearts red, diamonds blue, clubs green, spades black', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    expect(colour(el, 'Qd')).to.equal(colour(el, '9h'), 'two colours by default');
    el.setAttribute('four-color', '');
    await el.updateComplete;
    expect(colour(el, '9h')).to.equal('rgb(200, 16, 46)');
    expect(colour(el, 'Qd')).to.equal('rgb(20, 87, 192)');
    expect(colour(el, 'Kc')).to.equal('rgb(15, 122, 58)');
    expect(colour(el, '3s')).to.equal('rgb(26, 31, 36)');
    el.style.setProperty('--agnes-blue', 'rgb(0, 0, 255)');
    await el.updateComplete;
    expect(colour(el, 'Qd')).to.equal('rgb(0, 0, 255)');
    await expect(el).to.be.accessible();
  });

  it('the page’s custom properties win over every theme, set on the element or an ancestor', async () => {
    const container = await fixture<HTMLDivElement>(
      `<div style="width:900px; --agnes-felt: rgb(1, 2, 3); --agnes-card-face: rgb(250, 240, 230); --agnes-red: rgb(150, 0, 0); --agnes-font: Georgia, serif">
        <agnes-solitaire seed="1" theme="dark"></agnes-solitaire>
      </div>`,
    );
    const el = container.querySelector('agnes-solitaire')!;
    await el.updateComplete;
    expect(felt(el)).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(cardEl(el, '9h')).backgroundColor).to.equal('rgb(250, 240, 230)');
    expect(colour(el, '9h')).to.equal('rgb(150, 0, 0)');
    expect(getComputedStyle(root(el).querySelector('.table')!).fontFamily).to.contain('Georgia');
    el.style.setProperty('--agnes-felt', 'rgb(4, 5, 6)');
    expect(felt(el)).to.equal('rgb(4, 5, 6)', 'the element’s own value beats the ancestor’s');
  });

  it('--agnes-card-width caps the card size; --agnes-card-radius rounds the cards', async () => {
    const el = await makeGame({ seed: '1' }, 1200);
    const wide = cardEl(el, 'Kc').getBoundingClientRect().width;
    expect(wide).to.be.greaterThan(55);
    el.style.setProperty('--agnes-card-width', '48px');
    el.style.setProperty('--agnes-card-radius', '3px');
    el.requestUpdate();
    await el.updateComplete;
    expect(cardEl(el, 'Kc').getBoundingClientRect().width).to.equal(48);
    expect(getComputedStyle(cardEl(el, 'Kc')).borderTopLeftRadius).to.equal('3px');
    // Still shrinks to fit a narrow container.
    const phone = await makeGame({ seed: '1' }, 360);
    phone.style.setProperty('--agnes-card-width', '200px');
    phone.requestUpdate();
    await phone.updateComplete;
    expect(cardEl(phone, 'Kc').getBoundingClientRect().width).to.be.lessThan(48);
  });

  it('the ::part names board, pile, card, toolbar, button, status and banner, styleable from the page', async () => {
    const style = document.createElement('style');
    style.textContent = `agnes-solitaire.parts::part(board) { outline: 3px solid rgb(9, 8, 7); }
      agnes-solitaire.parts::part(banner) { border: 2px solid rgb(7, 8, 9); }`;
    document.head.append(style);
    try {
      const el = await makeGame({ variant: 'sorel', seed: '5', runs: 'single', 'empty-fill': 'none', 'dead-ends': 'false' });
      el.classList.add('parts');
      while (el.state.stock.length > 0) el.deal();
      await el.updateComplete;
      const parts = new Set([...root(el).querySelectorAll('[part]')].flatMap((n) => n.getAttribute('part')!.split(/\s+/)));
      for (const part of ['board', 'pile', 'card', 'toolbar', 'button', 'status', 'banner', 'banner-button']) expect(parts, part).to.include(part);
      expect(getComputedStyle(root(el).querySelector('.board')!).outlineColor).to.equal('rgb(9, 8, 7)');
      expect(getComputedStyle(root(el).querySelector('.banner')!).borderTopColor).to.equal('rgb(7, 8, 9)');
    } finally {
      style.remove();
    }
  });
});

/** WCAG contrast ratio of two computed `rgb()` / `rgba()` colours (a translucent background over white). */
function contrast(fg: string, bg: string): number {
  const parse = (c: string): number[] => c.match(/[\d.]+/g)!.map(Number);
  const [br, bgG, bb, ba = 1] = parse(bg);
  const over = (v: number): number => v * ba + 255 * (1 - ba);
  const back = [over(br!), over(bgG!), over(bb!)];
  const [fr, fgG, fb, fa = 1] = parse(fg);
  const front = [fr!, fgG!, fb!].map((v, i) => v * fa + back[i]! * (1 - fa));
  const lum = (rgb: number[]): number => {
    const [r, g, b] = rgb.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [l1, l2] = [lum(front), lum(back)].sort((a, b) => b - a);
  return (l1! + 0.05) / (l2! + 0.05);
}
