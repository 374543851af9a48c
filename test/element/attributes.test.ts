/**
 * Attributes → rules: every rule field of RULES §3 from its kebab-case attribute (and property),
 * variant and seed, booleans that switch a variant's default off, what starts a new game and what
 * applies live, and invalid values (agnes-error, one console warning, the documented fallback).
 */
import { expect } from '@open-wc/testing';
import { RULE_FIELDS, RULE_VALUES, VARIANTS, resolveRules } from '../../src/engine/index.js';
import type { Rules } from '../../src/engine/index.js';
import { RULE_ATTRIBUTES } from '../../src/element/index.js';
import { collect, makeGame, root } from './helpers.js';

/** A value of `field` other than the variant's, allowed together with the variant's other rules. */
function otherValue<K extends keyof Rules>(variant: keyof typeof VARIANTS, field: K): Rules[K] | undefined {
  for (const value of RULE_VALUES[field]) {
    if (value === VARIANTS[variant][field]) continue;
    try {
      resolveRules(variant, { [field]: value });
      return value;
    } catch {
      // forbidden with this variant (e.g. redeals with stock-to="tableau")
    }
  }
  return undefined;
}

describe('<agnes-solitaire> attributes', () => {
  it('deals the variant and seed it is given, with the variant rules by default', async () => {
    const el = await makeGame({ variant: 'sorel', seed: '42' });
    expect(el.state.variant).to.equal('sorel');
    expect(el.state.seed).to.equal('42');
    expect(el.rules).to.deep.equal(VARIANTS.sorel);
    expect(el.status).to.equal('playing');
  });

  it('defaults to bernauer with a random seed that is recorded', async () => {
    const el = await makeGame();
    expect(el.state.variant).to.equal('bernauer');
    expect(el.state.seed).to.match(/^\d+$/);
  });

  for (const variant of ['bernauer', 'sorel', 'aces'] as const) {
    it(`maps every rule attribute onto the ${variant} rules`, async () => {
      for (const field of RULE_FIELDS) {
        const value = otherValue(variant, field);
        if (value === undefined) continue;
        const attribute = RULE_ATTRIBUTES[field];
        const written = field === 'base' && value === 'T' ? '10' : String(value);
        const el = await makeGame({ variant, seed: '3', [attribute]: written });
        expect(el.rules[field], `${attribute}="${written}"`).to.equal(value);
        for (const other of RULE_FIELDS) {
          if (other !== field) expect(el.rules[other], `${other} with ${attribute}`).to.equal(VARIANTS[variant][other]);
        }
      }
    });
  }

  it('reads a bare boolean attribute as true and "false" as false', async () => {
    const on = await makeGame({ variant: 'bernauer', seed: '1', 'face-down': '' });
    expect(on.rules.faceDown).to.equal(true);
    const off = await makeGame({ variant: 'bernauer', seed: '1', 'dead-ends': 'false', 'split-runs': 'false' });
    expect(off.rules.deadEnds).to.equal(false);
    expect(off.rules.splitRuns).to.equal(false);
  });

  it('takes rule properties in camelCase too', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    const games = collect(el, 'agnes-new-game');
    el.build = 'same-suit';
    el.redeals = 2;
    el.faceDown = true;
    await el.updateComplete;
    expect(games).to.have.length(1, 'three property changes in one task deal one new game');
    expect(el.rules).to.include({ build: 'same-suit', redeals: 2, faceDown: true });
    expect(el.state.seed).to.equal('1');
  });

  it('starts a new game when the variant, the seed or a rule changes', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.play('t1-t6');
    const games = collect(el, 'agnes-new-game');
    el.setAttribute('seed', '2');
    await el.updateComplete;
    expect(games.map((g) => g.seed)).to.deep.equal(['2']);
    expect(el.state.moveCount).to.equal(0);
    el.setAttribute('variant', 'aces');
    await el.updateComplete;
    expect(games[1]).to.include({ variant: 'aces', seed: '2' });
    el.setAttribute('scoring', 'points');
    await el.updateComplete;
    expect(games[2]!.rules.scoring).to.equal('points');
    el.removeAttribute('scoring');
    await el.updateComplete;
    expect(games[3]!.rules.scoring).to.equal('cards');
  });

  it('applies controls and auto-foundation live, without a new game', async () => {
    const el = await makeGame({ variant: 'bernauer', seed: '1' });
    el.play('t1-t6');
    const games = collect(el, 'agnes-new-game');
    expect(root(el).querySelector('[role="toolbar"]')).to.exist;
    el.setAttribute('controls', 'false');
    await el.updateComplete;
    expect(root(el).querySelector('[role="toolbar"]')).to.not.exist;
    el.setAttribute('auto-foundation', 'all');
    await el.updateComplete;
    el.removeAttribute('controls');
    await el.updateComplete;
    expect(root(el).querySelector('[role="toolbar"]')).to.exist;
    expect(games).to.have.length(0);
    expect(el.state.moveCount).to.equal(1);
  });

  describe('invalid values', () => {
    let warn: typeof console.warn;
    let warnings: string[];
    beforeEach(() => {
      warn = console.warn;
      warnings = [];
      console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    });
    afterEach(() => {
      console.warn = warn;
    });

    it('an unknown variant fires agnes-error, warns once and plays bernauer', async () => {
      const errors: { message: string; source: string }[] = [];
      const listener = (e: Event) => errors.push((e as CustomEvent).detail);
      document.addEventListener('agnes-error', listener);
      try {
        const el = await makeGame({ variant: 'klondike', seed: '1' });
        expect(el.state.variant).to.equal('bernauer');
        expect(errors).to.have.length(1);
        expect(errors[0]!.source).to.equal('variant');
        expect(errors[0]!.message).to.contain('klondike').and.contain('bernauer, sorel, aces');
        expect(warnings.filter((w) => w.includes('klondike'))).to.have.length(1);
        el.setAttribute('seed', '2'); // a new game, the same bad variant: an event again, no second warning
        await el.updateComplete;
        expect(errors).to.have.length(2);
        expect(warnings.filter((w) => w.includes('klondike'))).to.have.length(1);
        expect(el.status).to.equal('playing');
      } finally {
        document.removeEventListener('agnes-error', listener);
      }
    });

    it('a bad rule value falls back to the variant value, naming the attribute and the allowed values', async () => {
      const el = await makeGame({ variant: 'sorel', seed: '1' });
      const errors = collect(el, 'agnes-error');
      el.setAttribute('build', 'diagonal');
      el.setAttribute('face-down', 'maybe');
      el.setAttribute('redeals', '9');
      await el.updateComplete;
      expect(errors.map((e) => e.source).sort()).to.deep.equal(['build', 'face-down', 'redeals']);
      expect(errors.find((e) => e.source === 'build')!.message).to.contain('alternate-color, same-color, same-suit, any-suit');
      expect(el.rules).to.deep.equal(VARIANTS.sorel);
      expect(warnings).to.have.length(3);
    });

    it('a forbidden combination drops the offending rule and keeps the rest', async () => {
      const el = await makeGame({ variant: 'sorel', seed: '1', redeals: '1', build: 'any-suit' });
      expect(el.rules.redeals).to.equal(0);
      expect(el.rules.build).to.equal('any-suit');
      expect(warnings.some((w) => w.includes('redeals'))).to.equal(true);
    });

    it('bad auto-foundation and winnable values fall back to off and false', async () => {
      const el = await makeGame({ variant: 'bernauer', seed: '1', 'auto-foundation': 'sometimes', winnable: 'perhaps' });
      expect(el.state.seed).to.equal('1');
      expect(warnings.some((w) => w.includes('auto-foundation'))).to.equal(true);
      expect(warnings.some((w) => w.includes('winnable'))).to.equal(true);
      el.play('r3-fd');
      expect(el.state.moveCount).to.equal(1, 'no automatic moves with auto-foundation off');
    });

    it('a bad seed given as a property deals a random seed', async () => {
      const el = await makeGame({ variant: 'bernauer', seed: '1' });
      const errors = collect(el, 'agnes-error');
      (el as unknown as { seed: unknown }).seed = -5;
      await el.updateComplete;
      expect(errors.map((e) => e.source)).to.deep.equal(['seed']);
      expect(el.state.seed).to.match(/^\d+$/);
      expect(el.status).to.equal('playing');
    });

    it('properties of any type (a BigInt, a cyclic object, a proxy, a throwing toString) fire agnes-error, never throw', async () => {
      // Found by the attribute fuzzer: a BigInt broke every later update; a hostile toString escaped.
      const el = await makeGame({ variant: 'bernauer', seed: '1' });
      const errors = collect(el, 'agnes-error');
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      const hostile: [string, unknown][] = [
        ['seed', 10n],
        ['build', cyclic],
        ['variant', new Proxy({}, { get: () => { throw new Error('proxy get'); } })],
        ['autoFoundation', { toString: () => { throw new Error('toString'); } }],
        ['winnable', { toString: () => { throw new Error('toString'); } }],
      ];
      const props = el as unknown as Record<string, unknown>;
      for (const [prop, value] of hostile) {
        errors.length = 0;
        props[prop] = value;
        await el.updateComplete;
        expect(errors, prop).to.have.length(1);
        expect(errors[0]!.message, prop).to.be.a('string').and.not.equal('');
        expect(el.status, prop).to.equal('playing');
        props[prop] = { seed: '1', variant: 'bernauer', autoFoundation: 'off', winnable: false }[prop];
        await el.updateComplete;
      }
      expect(el.play(el.state.seed === '1' ? 'r3-fd' : 'deal')).to.equal(true);
    });
  });
});
