/**
 * Sharing a deal: the deal code (format, strict parsing, a round trip for every recipe), the
 * `dealCode` property, "Copy link to this deal" and `share-url` opening the deal a link names; bad
 * codes and fragments give an `agnes-error` naming the part and the allowed values, and the game on
 * the table stays as it is.
 */
import { expect, fixture } from '@open-wc/testing';
import { RECIPES, resolveRules } from '../../src/engine/index.js';
import { DealCodeError, dealCodeInFragment, dealLink, formatDealCode, parseDealCode, ruleSetCode } from '../../src/element/deal-code.js';
import { collect, makeGame, root } from './helpers.js';
import type { AgnesSolitaire } from './helpers.js';
import '../../src/element/index.js';

/** The message of the DealCodeError that `text` throws (fails when it throws none). */
function codeError(text: unknown): DealCodeError {
  try {
    parseDealCode(text);
  } catch (error) {
    expect(error).to.be.instanceOf(DealCodeError);
    return error as DealCodeError;
  }
  throw new Error(`${JSON.stringify(text)} was accepted`);
}

describe('deal codes', () => {
  it('write the seed (percent-encoded), the variant and the rules that differ from it, in RULES §3 order', () => {
    expect(formatDealCode('42', 'bernauer', resolveRules('bernauer'))).to.equal('42,bernauer');
    expect(formatDealCode('7', 'bernauer', resolveRules('bernauer', { scoring: 'points', faceDown: true, foundationReturn: true }))).to.equal(
      '7,bernauer,face-down=true,foundation-return=true,scoring=points',
    );
    expect(formatDealCode('a b,c=d#e%', 'sorel', resolveRules('sorel', { base: 'T' }))).to.equal('a%20b%2Cc%3Dd%23e%25,sorel,base=T');
    expect(ruleSetCode('aces', resolveRules('aces', { redeals: 2 }))).to.equal('aces,redeals=2');
  });

  it('round trip: every recipe → deal code → parse gives the same seed, variant and rules', () => {
    for (const recipe of RECIPES) {
      const rules = resolveRules(recipe.variant, recipe.rules);
      for (const seed of ['1', '4294967295', 'hello world', 'ünï,cødé=#1']) {
        const code = formatDealCode(seed, recipe.variant, rules);
        const back = parseDealCode(code);
        expect(back.seed, code).to.equal(seed);
        expect(back.variant, code).to.equal(recipe.variant);
        expect(back.rules, code).to.deep.equal(rules);
        expect(formatDealCode(back.seed, back.variant, back.rules)).to.equal(code, 'one deal, one code');
      }
    }
  });

  it('read case-insensitively, with base=10 for T and a field that repeats the preset', () => {
    const spec = parseDealCode(' 9,SOREL,Base=10,Build=Same-Color ');
    expect(spec).to.deep.include({ seed: '9', variant: 'sorel', overrides: { base: 'T' } });
    expect(spec.rules.build).to.equal('same-color');
  });

  it('refuse anything else, naming the part and the allowed values', () => {
    const cases: [unknown, string, string][] = [
      ['', 'seed', 'empty'],
      [',bernauer', 'seed', 'no seed'],
      ['%E0%A4%A,bernauer', 'seed', 'percent-encoding'],
      ['42', 'variant', 'allowed: bernauer, sorel, aces'],
      ['42,klondike', 'variant', 'allowed: bernauer, sorel, aces'],
      ['42,sorel,colour=red', 'colour', 'allowed: stock-to, base, face-down'],
      ['42,sorel,build=stripes', 'build', 'allowed: alternate-color, same-color, same-suit, any-suit'],
      ['42,sorel,redeals=9', 'redeals', 'allowed: 0, 1, 2, 3'],
      ['42,sorel,face-down=yes', 'face-down', 'allowed: false, true'],
      ['42,sorel,base=Z', 'base', 'allowed: dealt, A, 2'],
      ['42,sorel,face-down', 'face-down', 'has no value'],
      ['42,sorel,wrap=none,wrap=base', 'wrap', 'given twice'],
      ['42,sorel,redeals=1', 'redeals', 'do not go together'],
      [42, 'deal code', 'must be text'],
    ];
    for (const [text, part, message] of cases) {
      const error = codeError(text);
      expect(error.part, String(text)).to.equal(part);
      expect(error.message, String(text)).to.contain(message);
    }
  });

  it('live in a URL fragment as #agnes=<code>', () => {
    expect(dealCodeInFragment('#agnes=42,sorel')).to.equal('42,sorel');
    expect(dealCodeInFragment('#x=1&agnes=42,sorel,base=A')).to.equal('42,sorel,base=A');
    expect(dealCodeInFragment('#top')).to.equal(null);
    expect(dealLink('https://example.org/play?x=1#old', '42,sorel')).to.equal('https://example.org/play?x=1#agnes=42,sorel');
  });
});

describe('<agnes-solitaire> sharing a deal', () => {
  const original = window.location.href;
  afterEach(() => history.replaceState(null, '', original));

  it('dealCode names the deal on the table; another element opens it through load()', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: 'my deal', 'face-down': '', scoring: 'points' });
    expect(el.dealCode).to.equal('my%20deal,bernauer,face-down=true,scoring=points');
    const other = await makeGame({ variant: 'aces', seed: '3' });
    expect(other.load(`agnes=${el.dealCode}`)).to.equal(true);
    expect(other.state).to.deep.equal(el.state);
  });

  it('"Copy link to this deal" writes the page URL with #agnes=<code> and fires agnes-share', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '42' });
    const shares = collect(el, 'agnes-share');
    const errors = collect(el, 'agnes-error');
    const written: string[] = [];
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } });
    try {
      root(el).querySelector<HTMLButtonElement>('button[data-tool="share"]')!.click();
      await new Promise((r) => setTimeout(r, 0));
      await el.updateComplete;
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
      Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    }
    const url = `${original.split('#')[0]}#agnes=42,sorel`;
    expect(written).to.deep.equal([url]);
    expect(shares).to.deep.equal([{ url, dealCode: '42,sorel', copied: true }]);
    expect(errors).to.deep.equal([]);
    expect(root(el).querySelector('.notice')!.textContent).to.contain('Link to this deal copied.');
  });

  it('a clipboard that refuses: agnes-error (source clipboard), and the link is shown to copy by hand', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '42' });
    const shares = collect(el, 'agnes-share');
    const errors = collect(el, 'agnes-error');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
    let copied: boolean;
    try {
      copied = await el.copyDealLink();
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
    }
    await el.updateComplete;
    expect(copied).to.equal(false);
    expect(shares[0]!.copied).to.equal(false);
    expect(errors.map((e) => e.source)).to.deep.equal(['clipboard']);
    expect(root(el).querySelector('.notice')!.textContent).to.contain('#agnes=42,sorel');
    expect(el.state.moveCount).to.equal(0);
  });

  it('share-url opens the deal the fragment names, and a changed fragment deals the new one', async () => {
    history.replaceState(null, '', `${original.split('#')[0]}#agnes=77,aces,redeals=1`);
    const el = await makeGame({ variant: 'bernauer', seed: '1', 'share-url': '' });
    expect(el.state.seed).to.equal('77');
    expect(el.state.variant).to.equal('aces');
    expect(el.rules.redeals).to.equal(1);
    el.newGame('5');
    expect(el.rules.redeals).to.equal(1, 'New game keeps the rules of the link');
    const games = collect(el, 'agnes-new-game');
    location.hash = 'agnes=9,sorel';
    await new Promise((r) => window.addEventListener('hashchange', r, { once: true }));
    await el.updateComplete;
    expect(games.map((g) => `${g.seed},${g.variant}`)).to.deep.equal(['9,sorel']);
    // A fragment that names no deal (an anchor on the page) changes nothing.
    el.play('deal');
    location.hash = 'top';
    await new Promise((r) => window.addEventListener('hashchange', r, { once: true }));
    await el.updateComplete;
    expect(el.state.moveCount).to.equal(1);
    expect(games).to.have.length(1);
  });

  it('without share-url the fragment is ignored', async () => {
    history.replaceState(null, '', `${original.split('#')[0]}#agnes=77,aces`);
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    expect(el.state.seed).to.equal('1');
  });

  it('a bad fragment: agnes-error (source share-url) naming the part and the allowed values; the attributes deal', async () => {
    history.replaceState(null, '', `${original.split('#')[0]}#agnes=77,klondike`);
    const el = document.createElement('agnes-solitaire') as AgnesSolitaire;
    el.setAttribute('seed', '3');
    el.setAttribute('share-url', '');
    const errors = collect(el, 'agnes-error');
    const container = await fixture<HTMLDivElement>('<div style="width:900px"></div>');
    container.append(el);
    await el.updateComplete;
    expect(errors.map((e) => e.source)).to.deep.equal(['share-url']);
    expect(errors[0]!.message).to.contain('klondike').and.contain('allowed: bernauer, sorel, aces');
    expect(el.state.seed).to.equal('3');
    expect(el.status).to.equal('playing');
  });

  it('share-url with a value it does not allow: agnes-error and off', async () => {
    history.replaceState(null, '', `${original.split('#')[0]}#agnes=77,aces`);
    const el = document.createElement('agnes-solitaire') as AgnesSolitaire;
    el.setAttribute('seed', '3');
    el.setAttribute('share-url', 'maybe');
    const errors = collect(el, 'agnes-error');
    const container = await fixture<HTMLDivElement>('<div style="width:900px"></div>');
    container.append(el);
    await el.updateComplete;
    expect(errors.map((e) => e.source)).to.deep.equal(['share-url']);
    expect(errors[0]!.message).to.contain('allowed: true, false');
    expect(el.state.seed).to.equal('3');
  });
});
