/**
 * Rule options (RULES §3), the three variants (RULES §4), and their validation.
 */
import { RANKS } from './cards.js';
import { describeValue, errorMessage } from './describe-value.js';
import { RulesError } from './errors.js';
import type { Rules, VariantName } from './types.js';

type RuleField = keyof Rules;

/** Every rule field with its allowed values, in the order of RULES §3. */
export const RULE_VALUES: { readonly [K in RuleField]: readonly Rules[K][] } = {
  stockTo: ['reserve', 'tableau'],
  base: ['dealt', ...RANKS],
  faceDown: [false, true],
  reserveFaceDown: [false, true],
  build: ['alternate-color', 'same-color', 'same-suit', 'any-suit'],
  runs: ['build', 'same-suit', 'single'],
  splitRuns: [false, true],
  wrap: ['none', 'king-on-ace', 'base'],
  emptyFill: ['none', 'high', 'any', 'reserve'],
  emptyRuns: [false, true],
  foundationReturn: [false, true],
  redeals: [0, 1, 2, 3],
  scoring: ['cards', 'points'],
  deadEnds: [false, true],
};

/** The rule field names in RULES §3 order. */
export const RULE_FIELDS = Object.keys(RULE_VALUES) as readonly RuleField[];

const freeze = (rules: Rules): Readonly<Rules> => Object.freeze(rules);

/** Bernauer's rules (RULES §4): the other presets differ from them only where they say. */
const BERNAUER: Rules = {
  stockTo: 'reserve', base: 'dealt', faceDown: false, reserveFaceDown: false,
  build: 'alternate-color', runs: 'build', splitRuns: true, wrap: 'king-on-ace',
  emptyFill: 'high', emptyRuns: true, foundationReturn: false, redeals: 0,
  scoring: 'cards', deadEnds: true,
};

/** The three presets of RULES §4, each a complete, frozen rules object (fields in RULES §3 order). */
export const VARIANTS: Readonly<Record<VariantName, Readonly<Rules>>> = Object.freeze({
  bernauer: freeze({ ...BERNAUER }),
  sorel: freeze({ ...BERNAUER, stockTo: 'tableau', build: 'same-color', runs: 'same-suit', emptyFill: 'any', emptyRuns: false }),
  aces: freeze({ ...BERNAUER, base: 'A', faceDown: true, wrap: 'none', foundationReturn: true }),
});

/** The variant names, default first. */
export const VARIANT_NAMES = Object.keys(VARIANTS) as readonly VariantName[];

const list = (values: readonly unknown[]): string => values.join(', ');

/** The closest name to `text` among `names` when it is a plausible typo, for "did you mean" hints. */
function closest(text: string, names: readonly string[]): string | undefined {
  const lower = text.toLowerCase().replace(/[-_\s]/g, '');
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const name of names) {
    const d = editDistance(lower, name.toLowerCase().replace(/[-_\s]/g, ''));
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return bestDistance <= Math.max(1, Math.floor(text.length / 3)) ? best : undefined;
}

/** Edit distance with adjacent transpositions (optimal string alignment). */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return 99;
  // d[i][j]: the distance of a's first i characters to b's first j (i + j: the first row and column).
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] ? d[i - 2]![j - 2]! + 1 : 99,
      );
    }
  }
  return d[a.length]![b.length]!;
}

/** Checks a variant name; throws `RulesError` naming the allowed ones. */
export function checkVariant(variant: unknown): VariantName {
  if (typeof variant === 'string' && (VARIANT_NAMES as readonly string[]).includes(variant)) return variant as VariantName;
  const hint = typeof variant === 'string' ? closest(variant, VARIANT_NAMES) : undefined;
  throw new RulesError(
    'variant',
    `unknown variant ${describeValue(variant)}; allowed: ${list(VARIANT_NAMES)}${hint ? ` (did you mean ${hint}?)` : ''}`,
  );
}

/** Checks one field's value; throws `RulesError` naming the field and its allowed values. */
function checkValue(field: RuleField, value: unknown): void {
  if (!(RULE_VALUES[field] as readonly unknown[]).includes(value)) {
    throw new RulesError(field, `rule ${field}: ${describeValue(value)} is not allowed; allowed values: ${list(RULE_VALUES[field])}`);
  }
}

/** Checks the combinations RULES §3 forbids, on a complete rules object. */
function checkCombinations(rules: Rules): void {
  if (rules.stockTo === 'tableau') {
    if (rules.redeals > 0) {
      throw new RulesError('redeals', `rule redeals: ${rules.redeals} needs stockTo: reserve (a redeal gathers the reserve); with stockTo: tableau the allowed value is 0`);
    }
    if (rules.reserveFaceDown) {
      throw new RulesError('reserveFaceDown', 'rule reserveFaceDown: true needs stockTo: reserve (there is no reserve with stockTo: tableau); allowed value here: false');
    }
    if (rules.emptyFill === 'reserve') {
      throw new RulesError('emptyFill', 'rule emptyFill: reserve needs stockTo: reserve (there is no reserve with stockTo: tableau); allowed values here: none, high, any');
    }
  }
}

/**
 * A complete rules object: the variant's preset with `overrides` applied. Overrides set to
 * `undefined` are ignored. Throws `RulesError` for an unknown variant, an unknown field, a value
 * not allowed for its field, or a combination RULES §3 forbids.
 */
export function resolveRules(variant: VariantName = 'bernauer', overrides?: Partial<Rules>): Rules {
  const preset = VARIANTS[checkVariant(variant)];
  const rules: Rules = { ...preset };
  if (overrides !== undefined) {
    for (const [key, value] of readFields(overrides)) {
      if (!(RULE_FIELDS as readonly string[]).includes(key)) {
        const hint = closest(key, RULE_FIELDS);
        throw new RulesError(key, `unknown rule field ${describeValue(key)}${hint ? ` (did you mean ${hint}?)` : ''}; allowed fields: ${list(RULE_FIELDS)}`);
      }
      if (value === undefined) continue;
      checkValue(key as RuleField, value);
      (rules as unknown as Record<string, unknown>)[key] = value;
    }
  }
  checkCombinations(rules);
  return rules;
}

/** The own fields of a plain object of overrides, each read once; throws `RulesError` for anything else. */
function readFields(overrides: unknown): [string, unknown][] {
  const proto = typeof overrides === 'object' && overrides !== null ? Object.getPrototypeOf(overrides) : undefined;
  if ((proto !== Object.prototype && proto !== null) || Array.isArray(overrides)) {
    throw new RulesError('rules', `rules must be a plain object of rule fields (${list(RULE_FIELDS)}), not ${describeValue(overrides)}`);
  }
  try {
    return Object.entries(overrides as object);
  } catch (e) {
    throw new RulesError('rules', `rules could not be read: ${errorMessage(e)}`);
  }
}

/**
 * Validates a complete rules object (every field present, nothing else); used for snapshots (plain
 * JSON data). Throws `RulesError` on the first problem: as `resolveRules` for a field it does not
 * know or a value not allowed, then for the first missing field.
 */
export function checkRules(value: unknown): Rules {
  const rules = resolveRules('bernauer', value as Partial<Rules>);
  for (const field of RULE_FIELDS) {
    if (!(field in (value as object))) throw new RulesError(field, `rule ${field} is missing; allowed values: ${list(RULE_VALUES[field])}`);
  }
  return rules;
}

/** The fields in which `rules` differ from the preset of `variant` (for recipes and deal codes). */
export function ruleOverrides(variant: VariantName, rules: Readonly<Rules>): Partial<Rules> {
  const preset = VARIANTS[variant];
  const out: Partial<Rules> = {};
  for (const field of RULE_FIELDS) {
    if (rules[field] !== preset[field]) (out as Record<string, unknown>)[field] = rules[field];
  }
  return out;
}
