/**
 * Deal codes: one line of text that names a deal exactly, for links and for sharing
 * (`dealCode`, "Copy link to this deal", `share-url`, and the first word of a game text).
 *
 *     <seed>,<variant>[,<attribute>=<value>]…
 *
 * - `<seed>`: the seed, percent-encoded as `encodeURIComponent` does (so `,` `=` `#` `%` and spaces
 *   never appear raw); it must not be empty.
 * - `<variant>`: `bernauer`, `sorel` or `aces`.
 * - then the rules that differ from the variant's preset, in RULES §3 order, each as its attribute
 *   name (kebab-case) and its attribute value: `face-down=true`, `base=T`, `redeals=1`.
 *
 * `formatDealCode` writes exactly this form, so a deal has one code. `parseDealCode` reads it
 * strictly (case is ignored in names and values, a field may also repeat the variant's value, and
 * `base=10` is read as `T`) and throws `DealCodeError` naming the bad part and listing what is
 * allowed: an empty seed, bad percent-encoding, an unknown variant, an unknown or repeated field,
 * a value its field does not allow, or a combination RULES §3 forbids. No DOM here.
 */
import { RULE_FIELDS, RulesError, VARIANT_NAMES, resolveRules, ruleOverrides } from '../engine/index.js';
import type { Rules, VariantName } from '../engine/index.js';
import { RULE_ATTRIBUTES, allowedList, quote, readRuleValue } from './attributes.js';

/** A deal code that cannot be read; `part` names the piece at fault (`seed`, `variant`, a field name, `rules`). */
export class DealCodeError extends Error {
  override name = 'DealCodeError';
  constructor(
    readonly part: string,
    message: string,
  ) {
    super(message);
  }
}

/** What a deal code names. */
export interface DealSpec {
  seed: string;
  variant: VariantName;
  /** The rules that differ from the variant's preset. */
  overrides: Partial<Rules>;
  /** The complete rules. */
  rules: Rules;
}

/** The key of the URL fragment that carries a deal code: `#agnes=<code>`. */
export const FRAGMENT_KEY = 'agnes';

const FIELD_BY_ATTRIBUTE = new Map(RULE_FIELDS.map((field) => [RULE_ATTRIBUTES[field], field]));

/** The deal code of a game: its seed, variant and the rules that differ from the variant's. */
export function formatDealCode(seed: string, variant: VariantName, rules: Readonly<Rules>): string {
  const parts = [encodeURIComponent(seed), variant];
  const overrides = ruleOverrides(variant, rules);
  for (const field of RULE_FIELDS) {
    if (field in overrides) parts.push(`${RULE_ATTRIBUTES[field]}=${String(overrides[field])}`);
  }
  return parts.join(',');
}

/** Reads a deal code; throws `DealCodeError` for anything that is not exactly one. */
export function parseDealCode(input: unknown): DealSpec {
  if (typeof input !== 'string') throw new DealCodeError('deal code', `a deal code must be text like "42,bernauer,face-down=true", not ${input === null ? 'null' : typeof input}`);
  const text = input.trim();
  if (text === '') throw new DealCodeError('seed', 'the deal code is empty; write <seed>,<variant>[,<field>=<value>…], e.g. "42,sorel"');
  const [seedText, variantText, ...fieldTexts] = text.split(',');
  let seed: string;
  try {
    seed = decodeURIComponent(seedText!);
  } catch {
    throw new DealCodeError('seed', `the seed ${quote(seedText!)} of the deal code is not valid percent-encoding (write it as encodeURIComponent does)`);
  }
  if (seed.trim() === '') throw new DealCodeError('seed', 'the deal code has no seed: it starts <seed>,<variant>, e.g. "42,sorel"');
  if (variantText === undefined) throw new DealCodeError('variant', `the deal code ${quote(text)} has no variant after the seed (allowed: ${VARIANT_NAMES.join(', ')})`);
  const variant = variantText.trim().toLowerCase();
  if (!(VARIANT_NAMES as readonly string[]).includes(variant)) {
    throw new DealCodeError('variant', `variant ${quote(variantText)} in the deal code is not allowed (allowed: ${VARIANT_NAMES.join(', ')})`);
  }
  const overrides: Partial<Rules> = {};
  for (const fieldText of fieldTexts) {
    const eq = fieldText.indexOf('=');
    const name = (eq < 0 ? fieldText : fieldText.slice(0, eq)).trim().toLowerCase();
    const field = FIELD_BY_ATTRIBUTE.get(name);
    if (!field) {
      throw new DealCodeError(name || 'rules', `${quote(name)} in the deal code is not a rule field (allowed: ${[...FIELD_BY_ATTRIBUTE.keys()].join(', ')})`);
    }
    if (field in overrides) throw new DealCodeError(name, `${name} is given twice in the deal code`);
    if (eq < 0) throw new DealCodeError(name, `${name} in the deal code has no value: write ${name}=<value> (allowed: ${allowedList(field)})`);
    const valueText = fieldText.slice(eq + 1);
    // No bare value here: face-down= is not face-down=true.
    const value = valueText.trim() === '' ? undefined : readRuleValue(field, valueText);
    if (value === undefined) {
      throw new DealCodeError(name, `${name}=${valueText} in the deal code is not allowed (allowed: ${allowedList(field)})`);
    }
    (overrides as Record<string, unknown>)[field] = value;
  }
  let rules: Rules;
  try {
    rules = resolveRules(variant as VariantName, overrides);
  } catch (error) {
    const field = error instanceof RulesError ? (error.field as keyof Rules) : undefined;
    throw new DealCodeError(field ? (RULE_ATTRIBUTES[field] ?? 'rules') : 'rules', `the deal code's rules do not go together: ${(error as Error).message}`);
  }
  return { seed, variant: variant as VariantName, overrides: ruleOverrides(variant as VariantName, rules), rules };
}

/**
 * The deal code a URL fragment carries (`#agnes=<code>`, also among other `&`-separated entries),
 * or null when the fragment has none. The code is returned as written (still percent-encoded).
 */
export function dealCodeInFragment(hash: string): string | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  for (const entry of text.split('&')) {
    if (entry.startsWith(`${FRAGMENT_KEY}=`)) return entry.slice(FRAGMENT_KEY.length + 1);
  }
  return null;
}

/** `url` with its fragment replaced by `#agnes=<code>`. */
export function dealLink(url: string, code: string): string {
  const hash = url.indexOf('#');
  return `${hash < 0 ? url : url.slice(0, hash)}#${FRAGMENT_KEY}=${code}`;
}

/** A rule set as text: the deal code without its seed (`bernauer`, `bernauer,face-down=true`); statistics are kept by it. */
export function ruleSetCode(variant: VariantName, rules: Readonly<Rules>): string {
  return formatDealCode('', variant, rules).slice(1);
}
