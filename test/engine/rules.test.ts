import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newGame, RECIPES, RULE_FIELDS, RULE_VALUES, RulesError, resolveRules, ruleOverrides, VARIANTS, type Rules } from '../../src/engine/index.js';

function throwsRules(fn: () => unknown, field: string, message: RegExp): void {
  assert.throws(fn, (e: Error) => {
    assert.ok(e instanceof RulesError, `expected RulesError, got ${e}`);
    assert.equal(e.field, field);
    assert.match(e.message, message);
    return true;
  });
}

describe('rules and variants (RULES §3–4)', () => {
  it('has exactly the fourteen rule fields, in RULES order', () => {
    assert.deepEqual(RULE_FIELDS, [
      'stockTo', 'base', 'faceDown', 'reserveFaceDown', 'build', 'runs', 'splitRuns', 'wrap',
      'emptyFill', 'emptyRuns', 'foundationReturn', 'redeals', 'scoring', 'deadEnds',
    ]);
  });

  it('defines the three presets exactly as the table of RULES §4', () => {
    const table: Record<keyof Rules, [unknown, unknown, unknown]> = {
      stockTo: ['reserve', 'tableau', 'reserve'],
      base: ['dealt', 'dealt', 'A'],
      faceDown: [false, false, true],
      reserveFaceDown: [false, false, false],
      build: ['alternate-color', 'same-color', 'alternate-color'],
      runs: ['build', 'same-suit', 'build'],
      splitRuns: [true, true, true],
      wrap: ['king-on-ace', 'king-on-ace', 'none'],
      emptyFill: ['high', 'any', 'high'],
      emptyRuns: [true, false, true],
      foundationReturn: [false, false, true],
      redeals: [0, 0, 0],
      scoring: ['cards', 'cards', 'cards'],
      deadEnds: [true, true, true],
    };
    (['bernauer', 'sorel', 'aces'] as const).forEach((name, i) => {
      const expected = Object.fromEntries(RULE_FIELDS.map((f) => [f, table[f][i]]));
      assert.deepEqual({ ...VARIANTS[name] }, expected, name);
      assert.deepEqual(resolveRules(name), expected, name);
      assert.ok(Object.isFrozen(VARIANTS[name]));
    });
    assert.deepEqual(resolveRules(), resolveRules('bernauer'));
  });

  it('applies overrides, ignores undefined ones, and never changes the presets', () => {
    const rules = resolveRules('bernauer', { build: 'same-color', emptyFill: 'reserve', redeals: undefined });
    assert.equal(rules.build, 'same-color');
    assert.equal(rules.emptyFill, 'reserve');
    assert.equal(rules.redeals, 0);
    assert.equal(VARIANTS.bernauer.build, 'alternate-color');
    rules.build = 'any-suit';
    assert.equal(resolveRules('bernauer').build, 'alternate-color');
    assert.deepEqual(ruleOverrides('bernauer', resolveRules('bernauer', { faceDown: true, scoring: 'points' })), { faceDown: true, scoring: 'points' });
  });

  it('accepts every allowed value of every field', () => {
    for (const field of RULE_FIELDS) {
      for (const value of RULE_VALUES[field]) {
        const variant = field === 'redeals' || field === 'reserveFaceDown' || field === 'emptyFill' ? 'bernauer' : 'sorel';
        assert.equal(resolveRules(variant, { [field]: value })[field], value, `${field}=${value}`);
      }
    }
  });

  it('names an unknown variant and lists the allowed ones', () => {
    throwsRules(() => resolveRules('klondike' as never), 'variant', /^unknown variant "klondike"; allowed: bernauer, sorel, aces$/);
    throwsRules(() => resolveRules('sorell' as never), 'variant', /\(did you mean sorel\?\)/);
    throwsRules(() => newGame({ variant: 'Bernauer' as never }), 'variant', /did you mean bernauer/);
  });

  it('names an unknown field and lists the allowed fields', () => {
    throwsRules(
      () => resolveRules('bernauer', { bulid: 'same-color' } as never),
      'bulid',
      /^unknown rule field "bulid" \(did you mean build\?\); allowed fields: stockTo, base, faceDown, reserveFaceDown, build, runs, splitRuns, wrap, emptyFill, emptyRuns, foundationReturn, redeals, scoring, deadEnds$/,
    );
    throwsRules(() => resolveRules('bernauer', { 'stock-to': 'tableau' } as never), 'stock-to', /did you mean stockTo/);
    throwsRules(() => resolveRules('bernauer', 'build' as never), 'rules', /^rules must be a plain object of rule fields \(stockTo, .*\), not "build"$/);
    for (const bad of [null, [], new Date(), new Map([['build', 'same-color']]), 5]) {
      throwsRules(() => resolveRules('bernauer', bad as never), 'rules', /^rules must be a plain object of rule fields/);
    }
    throwsRules(() => resolveRules('bernauer', Object.create(null, { build: { value: 'x', enumerable: true } })), 'build', /^rule build: "x" is not allowed/);
    const trap = Object.defineProperty({}, 'build', { enumerable: true, get: () => { throw new Error('trap'); } });
    throwsRules(() => resolveRules('bernauer', trap), 'rules', /^rules could not be read: trap$/);
    throwsRules(() => resolveRules({} as never), 'variant', /^unknown variant an object; allowed: bernauer, sorel, aces$/);
  });

  it('names a bad value and lists the allowed values of its field', () => {
    const cases: [Partial<Record<keyof Rules, unknown>>, string, string][] = [
      [{ build: 'diagonal' }, 'build', 'rule build: "diagonal" is not allowed; allowed values: alternate-color, same-color, same-suit, any-suit'],
      [{ base: '10' }, 'base', 'rule base: "10" is not allowed; allowed values: dealt, A, 2, 3, 4, 5, 6, 7, 8, 9, T, J, Q, K'],
      [{ faceDown: 'true' }, 'faceDown', 'rule faceDown: "true" is not allowed; allowed values: false, true'],
      [{ redeals: 4 }, 'redeals', 'rule redeals: 4 is not allowed; allowed values: 0, 1, 2, 3'],
      [{ redeals: '1' }, 'redeals', 'rule redeals: "1" is not allowed; allowed values: 0, 1, 2, 3'],
      [{ wrap: null }, 'wrap', 'rule wrap: null is not allowed; allowed values: none, king-on-ace, base'],
      [{ runs: ['build'] }, 'runs', 'rule runs: an array is not allowed; allowed values: build, same-suit, single'],
      [{ emptyFill: 'kings' }, 'emptyFill', 'rule emptyFill: "kings" is not allowed; allowed values: none, high, any, reserve'],
      [{ scoring: 'time' }, 'scoring', 'rule scoring: "time" is not allowed; allowed values: cards, points'],
      [{ stockTo: 'foundation' }, 'stockTo', 'rule stockTo: "foundation" is not allowed; allowed values: reserve, tableau'],
    ];
    for (const [overrides, field, message] of cases) {
      throwsRules(() => resolveRules('bernauer', overrides as Partial<Rules>), field, new RegExp('^' + message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$'));
    }
  });

  it('rejects the invalid combinations of RULES §3, naming the field', () => {
    throwsRules(() => resolveRules('sorel', { redeals: 1 }), 'redeals', /^rule redeals: 1 needs stockTo: reserve/);
    throwsRules(() => resolveRules('bernauer', { stockTo: 'tableau', redeals: 2 }), 'redeals', /needs stockTo: reserve/);
    throwsRules(() => resolveRules('sorel', { reserveFaceDown: true }), 'reserveFaceDown', /^rule reserveFaceDown: true needs stockTo: reserve/);
    throwsRules(() => resolveRules('sorel', { emptyFill: 'reserve' }), 'emptyFill', /^rule emptyFill: reserve needs stockTo: reserve.*allowed values here: none, high, any$/);
    // The same fields are fine with a reserve.
    assert.equal(resolveRules('sorel', { stockTo: 'reserve', redeals: 3, reserveFaceDown: true, emptyFill: 'reserve' }).redeals, 3);
  });

  it('deals nothing when the options are bad (no half-made game)', () => {
    throwsRules(() => newGame({ variant: 'sorel', rules: { redeals: 1 }, seed: '1' }), 'redeals', /needs stockTo/);
    throwsRules(() => newGame(null as never), 'options', /newGame takes an object/);
    throwsRules(() => newGame({ variant: null } as never), 'variant', /^unknown variant null; allowed/);
    throwsRules(() => newGame({ varient: 'sorel' } as never), 'options', /^unknown newGame option "varient"; allowed: variant, seed, rules$/);
  });
});

describe('RECIPES', () => {
  it('lists every game of RULES §4 as a valid variant + overrides, with unique ids', () => {
    assert.equal(new Set(RECIPES.map((recipe) => recipe.id)).size, RECIPES.length);
    for (const recipe of RECIPES) {
      const rules = resolveRules(recipe.variant, recipe.rules);
      // Overrides are real changes: none repeats the variant's own value.
      assert.deepEqual(ruleOverrides(recipe.variant, rules), recipe.rules, recipe.id);
      assert.ok(Object.isFrozen(recipe) && Object.isFrozen(recipe.rules));
    }
    const byId = Object.fromEntries(RECIPES.map((recipe) => [recipe.id, recipe]));
    assert.deepEqual(byId['app-sorel']!.rules, { faceDown: true, foundationReturn: true, scoring: 'points', build: 'same-color', emptyFill: 'none' });
    assert.deepEqual(byId['classic-sorel']!.rules, { runs: 'build', emptyFill: 'none' });
    assert.deepEqual(byId['web-same-color']!.rules, { build: 'same-color', emptyFill: 'reserve' });
  });
});
