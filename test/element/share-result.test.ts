/**
 * Sharing a result (`shareResult()`, the Share result button of the end-of-game banner): a daily
 * win's text (the game, the day's number and date, won, moves, time, the page's URL, and no card
 * named), through the browser's share sheet, else the clipboard; an ordinary game's names its deal
 * code and the cards home; a cancelled share sheet sends nothing, and when nothing takes the text,
 * `agnes-error` and the text in the status line. `navigator.share` and the clipboard are stubbed.
 */
import { expect } from '@open-wc/testing';
import { findWinnableSeed } from '../../src/solver/index.js';
import { winnableOptions } from '../../src/element/solver-calls.js';
import type { AgnesEventDetails } from '../../src/element/events.js';
import { collect, fixDate, mountListened, root } from './helpers.js';
import type { AgnesSolitaire, FixedDate } from './helpers.js';

/** A card named in a text: a rank and a suit (`Kc`, `10♥`, `K♠`, `T s`), or a suit's sign. */
const CARD = /(?:^|[^\p{L}\p{N}])(?:[2-9]|10|[TJQKA])\s?[cdhs♣♦♥♠](?![\p{L}\p{N}])|[♣♦♥♠]/iu;

/** What the browser's share sheet and clipboard received; `share`: how the share sheet answers (absent: no share sheet). */
function stubShare(share?: () => Promise<void>): { shared: ShareData[]; copied: string[]; restore(): void } {
  const shared: ShareData[] = [];
  const copied: string[] = [];
  const own = (name: string) => Object.getOwnPropertyDescriptor(navigator, name);
  const before = { share: own('share'), clipboard: own('clipboard') };
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: share ? (data: ShareData) => (shared.push(data), share()) : undefined,
  });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
  return {
    shared,
    copied,
    restore() {
      for (const [name, descriptor] of Object.entries(before)) {
        delete (navigator as unknown as Record<string, unknown>)[name];
        if (descriptor) Object.defineProperty(navigator, name, descriptor);
      }
    },
  };
}

/** A sorel element with `attributes`, once its deal is on the table. */
async function dealt(attributes: Record<string, string>): Promise<AgnesSolitaire> {
  let heard!: Promise<unknown>;
  const el = await mountListened({ variant: 'sorel', ...attributes }, (e) => {
    heard = new Promise((resolve) => e.addEventListener('agnes-new-game', resolve, { once: true }));
  });
  await heard;
  await el.updateComplete;
  return el;
}

/** Clicks the end-of-game banner's Share result button and waits for what it sends. */
async function pressShare(el: AgnesSolitaire): Promise<void> {
  await el.updateComplete;
  const button = root(el).querySelector<HTMLButtonElement>('.banner button[data-action="share"]');
  expect(button, 'the banner has a Share result button').to.not.equal(null);
  const sent = new Promise((resolve) => el.addEventListener('agnes-share', resolve, { once: true }));
  button!.click();
  await sent;
  await el.updateComplete;
}

describe('<agnes-solitaire> sharing a result', function () {
  this.timeout(60_000);
  const page = location.href.split('#')[0]!;
  let clock: FixedDate | null = null;
  let stub: ReturnType<typeof stubShare> | null = null;
  afterEach(() => {
    stub?.restore();
    stub = null;
    clock?.restore();
    clock = null;
  });

  it('a daily win, through the share sheet: the game, the day, won with moves and time, the URL; no card named', async () => {
    clock = fixDate('2026-03-01T12:00:00Z');
    const el = await dealt({ daily: 'utc' });
    const found = findWinnableSeed(winnableOptions({ variant: 'sorel', rules: {}, from: '2026-03-01 sorel' }))!;
    expect(el.state.seed).to.equal(found.seed);
    for (const move of found.line) el.play(move);
    expect(el.status).to.equal('won');
    const shares = collect(el, 'agnes-share');
    const errors = collect(el, 'agnes-error');
    stub = stubShare(async () => {});
    await pressShare(el);
    expect(stub.shared).to.have.length(1);
    expect(stub.copied).to.deep.equal([]);
    const text = stub.shared[0]!.text!;
    const time = root(el).querySelector('.banner.won')!.textContent!.match(/\b\d+:\d\d\b/)![0];
    expect(text.split('\n')).to.deep.equal(['Agnes Sorel · Day 60 · 2026-03-01', `Won in ${found.line.length} moves, ${time}`, page]);
    expect(text).to.not.match(CARD);
    const detail: AgnesEventDetails['agnes-share'] = shares[0]!;
    expect(detail).to.deep.equal({ url: page, dealCode: el.dealCode, copied: false, text, shared: true, day: 60, date: '2026-03-01' });
    expect(errors).to.deep.equal([]);
    expect(root(el).querySelector('.notice')!.textContent).to.contain('Result shared.');
  });

  it('without a share sheet the text goes to the clipboard; a share sheet closed by the player sends nothing', async () => {
    clock = fixDate('2026-03-01T12:00:00Z');
    const el = await dealt({ daily: '2026-03-02' });
    el.play('deal');
    stub = stubShare();
    const shares = collect(el, 'agnes-share');
    expect(await el.shareResult()).to.equal(true);
    expect(stub.copied).to.have.length(1);
    const [title, result, url] = stub.copied[0]!.split('\n');
    expect(title).to.equal('Agnes Sorel · Day 61 · 2026-03-02');
    expect(result).to.match(/^\d+\/52 cards home in 1 move, 0:\d\d$/);
    expect(url).to.equal(page);
    expect(stub.copied[0]).to.not.match(CARD);
    expect(shares[0]).to.deep.include({ copied: true, shared: false, day: 61 });
    stub.restore();
    stub = stubShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    expect(await el.shareResult()).to.equal(false);
    expect(stub.shared).to.have.length(1);
    expect(stub.copied).to.deep.equal([]);
    expect(shares).to.have.length(1, 'a cancelled share fires no agnes-share');
  });

  it('an ordinary game names its deal code, with the link to the deal; when nothing takes the text: agnes-error and the text in the status line', async () => {
    const el = await mountListened({ variant: 'bernauer', seed: 'my deal' });
    expect(el.play('deal')).to.equal(true);
    stub = stubShare(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
    const shares = collect(el, 'agnes-share');
    const errors = collect(el, 'agnes-error');
    expect(await el.shareResult()).to.equal(true);
    const text = stub.copied[0]!;
    expect(text.split('\n')[0]).to.equal('Agnes Bernauer · Deal my%20deal,bernauer');
    expect(text.split('\n')[2]).to.equal(`${page}#agnes=my%20deal,bernauer`);
    expect(text).to.not.match(CARD);
    expect(shares[0]).to.deep.include({ shared: false, copied: true, dealCode: 'my%20deal,bernauer' });
    expect(shares[0]).to.not.have.property('day');
    // Nothing to take it: the text is shown to copy by hand.
    stub.restore();
    stub = stubShare();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    expect(await el.shareResult()).to.equal(false);
    await el.updateComplete;
    expect(errors.map((e) => e.source)).to.deep.equal(['clipboard']);
    expect(root(el).querySelector('.notice')!.textContent).to.contain('Agnes Bernauer · Deal my%20deal,bernauer');
    expect(el.state.moveCount).to.equal(1);
  });
});
