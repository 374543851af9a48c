/**
 * Attribute values → game configuration. Every attribute is read leniently by its Lit converter
 * (so a bad value reaches the element as it was written) and checked here in one place: a value
 * that is not allowed becomes a problem (fired as `agnes-error`, warned once) and the documented
 * fallback is used instead. Nothing here touches the DOM.
 */
import { RULE_FIELDS, RULE_VALUES, RulesError, VARIANT_NAMES, resolveRules } from '../engine/index.js';
import type { Rules, VariantName } from '../engine/index.js';
import type { Difficulty } from '../solver/index.js';
import { DAY_ONE, dayNumber } from './daily.js';
import type { DailySetting } from './daily.js';

/** Each rule field's attribute name, in RULES §3 order: the field's name in kebab-case (`stockTo` → `stock-to`). */
export const RULE_ATTRIBUTES = Object.fromEntries(RULE_FIELDS.map((field) => [field, field.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)])) as { readonly [K in keyof Rules]: string };

/** What `auto-foundation` allows. */
export type AutoFoundation = 'off' | 'safe' | 'all';
export const AUTO_FOUNDATION_VALUES: readonly AutoFoundation[] = ['off', 'safe', 'all'];

/** What `hint` allows: the careful player (sees what a player sees), or the solver (knows every card). */
export type HintMode = 'careful' | 'solver';

/** `hint`: careful or solver; else `careful` and a problem. */
export const readHint = (value: unknown, problems: AttributeProblem[]): HintMode => readChoice('hint', value, ['careful', 'solver'], 'careful', problems);

/** A value that could not be used: `source` is the attribute name, `message` says what was done instead. */
export interface AttributeProblem {
  source: string;
  message: string;
}

/** A value as a message quotes it (also a deal code's parts). Never throws: a page may assign a proxy, or an object whose toString throws. */
export const quote = (value: unknown): string => {
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : String(value);
  } catch {
    text = `a value of type ${typeof value}`;
  }
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

/**
 * Lit converter for boolean rule attributes and `winnable`: absent → undefined, bare or `true` → true,
 * `false` → false; anything else is passed on as written, to be reported by the checks below.
 * No property reflects to its attribute, so Lit never asks these converters for a toAttribute.
 */
export const booleanAttribute = {
  fromAttribute(value: string | null): boolean | string | undefined {
    if (value === null) return undefined;
    const v = value.trim().toLowerCase();
    if (v === '' || v === 'true') return true;
    if (v === 'false') return false;
    return value;
  },
};

/** Lit converter for `redeals`: a digit becomes a number, anything else is passed on as written. */
export const integerAttribute = {
  fromAttribute(value: string | null): number | string | undefined {
    if (value === null) return undefined;
    return /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  },
};

/** Lit converter for `controls`: on unless the attribute says `false`. */
export const controlsAttribute = {
  fromAttribute(value: string | null): boolean {
    return value === null || value.trim().toLowerCase() !== 'false';
  },
};

/** The variant to play: `value` when it names one, else `bernauer` and a problem. */
export function readVariant(value: unknown, problems: AttributeProblem[]): VariantName {
  return readChoice('variant', value, VARIANT_NAMES, 'bernauer', problems, 'playing');
}

/**
 * An attribute with a list of values (case and surrounding spaces ignored): one of `allowed`;
 * absent or empty: `fallback`; anything else: `fallback` and a problem that says so.
 */
function readChoice<T extends string>(name: string, value: unknown, allowed: readonly T[], fallback: T, problems: AttributeProblem[], verb = 'using'): T {
  if (value === undefined || value === null || value === '') return fallback;
  const v = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if ((allowed as readonly unknown[]).includes(v)) return v as T;
  problems.push({ source: name, message: `${name} ${quote(value)} is not allowed (allowed: ${allowed.join(', ')}); ${verb} ${fallback}`.trim() });
  return fallback;
}

/** The difficulties a deal can be dealt by (the solver's `DIFFICULTIES`, in the page's module without the solver). */
export const DIFFICULTY_NAMES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** `difficulty`: easy, medium or hard; absent or empty: null (any deal); anything else: null and a problem. */
export const readDifficulty = (value: unknown, problems: AttributeProblem[]): Difficulty | null =>
  readChoice<Difficulty | ''>('difficulty', value, DIFFICULTY_NAMES, '', problems, 'dealing any deal') || null;

/** The seed to deal: a string, a whole number as its decimal text, or undefined (a random deal). */
export function readSeed(value: unknown, problems: AttributeProblem[]): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Number.isSafeInteger(value) && (value as number) >= 0) return String(value);
  problems.push({ source: 'seed', message: `seed ${quote(value)} is not a string or a whole number ≥ 0; dealing a random seed` });
  return undefined;
}

/**
 * One rule value as written in an attribute, a property or a deal code, in the engine's type (case
 * and surrounding spaces ignored, `10` is base `T`, a bare boolean is true); undefined when not allowed.
 */
export function readRuleValue<K extends keyof Rules>(field: K, value: unknown): Rules[K] | undefined {
  let v: unknown = value;
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase();
    const type = typeof RULE_VALUES[field][0];
    if (field === 'base') v = t === '10' ? 'T' : t.length === 1 ? t.toUpperCase() : t;
    else if (type === 'boolean') v = t === '' || t === 'true' ? true : t === 'false' ? false : t;
    else v = type === 'number' && /^\d$/.test(t) ? Number(t) : t;
  }
  return (RULE_VALUES[field] as readonly unknown[]).includes(v) ? (v as Rules[K]) : undefined;
}

/** The values a rule field allows, as messages list them. */
export const allowedList = (field: keyof Rules): string => RULE_VALUES[field].join(', ') + (field === 'base' ? ' (10 for T)' : '');

/**
 * The rule overrides that the attributes ask for: every set value checked against RULE_VALUES;
 * a bad value is dropped (the variant's value applies) and reported.
 */
export function readRuleOverrides(values: Partial<Record<keyof Rules, unknown>>, problems: AttributeProblem[]): Partial<Rules> {
  const overrides: Partial<Rules> = {};
  for (const field of RULE_FIELDS) {
    const raw = values[field];
    if (raw === undefined || raw === null) continue;
    const value = readRuleValue(field, raw);
    if (value === undefined) {
      problems.push({
        source: RULE_ATTRIBUTES[field],
        message: `${RULE_ATTRIBUTES[field]} ${quote(raw)} is not allowed (allowed: ${allowedList(field)}); using the variant's value`,
      });
      continue;
    }
    (overrides as Record<string, unknown>)[field] = value;
  }
  return overrides;
}

/**
 * The complete rules of `variant` with `overrides`. A combination RULES §3 forbids (say `redeals`
 * with `stock-to="tableau"`) drops the offending override, reports it, and tries again.
 */
export function resolveAttributeRules(variant: VariantName, overrides: Partial<Rules>, problems: AttributeProblem[]): { rules: Rules; overrides: Partial<Rules> } {
  const kept: Partial<Rules> = { ...overrides };
  for (let attempt = 0; attempt <= RULE_FIELDS.length; attempt++) {
    try {
      return { rules: resolveRules(variant, kept), overrides: kept };
    } catch (error) {
      const field = error instanceof RulesError ? (error.field as keyof Rules) : undefined;
      if (!field || !(field in kept)) break;
      delete kept[field];
      problems.push({
        source: RULE_ATTRIBUTES[field] ?? 'rules',
        message: `${(error as Error).message}; using the variant's value for ${RULE_ATTRIBUTES[field] ?? field}`,
      });
    }
  }
  return { rules: resolveRules(variant), overrides: {} };
}

/** `auto-foundation`: one of off, safe, all; else `off` and a problem. */
export function readAutoFoundation(value: unknown, problems: AttributeProblem[]): AutoFoundation {
  return readChoice('auto-foundation', value, AUTO_FOUNDATION_VALUES, 'off', problems);
}

/** `winnable` (or another boolean switch): true, false, or false and a problem for anything else. */
export function readSwitch(name: string, value: unknown, problems: AttributeProblem[], fallback = false): boolean {
  if (value === undefined || value === null) return fallback;
  // A switch reads as a boolean rule does: true, false, or as text (case and spaces ignored) true, false or bare.
  const v = readRuleValue('faceDown', value);
  if (v !== undefined) return v;
  problems.push({ source: name, message: `${name} ${quote(value)} is not allowed (allowed: true, false); using ${fallback}` });
  return fallback;
}

/**
 * `daily`: off (absent, `false`), the reader's local date (bare, `true`), `utc` (the UTC date) or a
 * named date `YYYY-MM-DD` from day 1 (2026-01-01) on; anything else: the local date and a problem.
 */
export function readDaily(value: unknown, problems: AttributeProblem[]): DailySetting | null {
  const on = readRuleValue('faceDown', value);
  if (value === undefined || value === null || on !== undefined) return on ? 'local' : null;
  const v = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return v === 'utc' || dayNumber(v) >= 1 ? v : readChoice('daily', value, ['true', 'utc', `YYYY-MM-DD from ${DAY_ONE}`, 'false'], 'local', problems, "using the reader's date:");
}

/** What `theme` allows: the classic green felt, a light and a dark table, or light/dark as the system prefers. */
export type Theme = 'classic' | 'light' | 'dark' | 'auto';
export const THEME_VALUES: readonly Theme[] = ['classic', 'light', 'dark', 'auto'];

/** `theme`: one of classic, light, dark, auto; else `classic` and a problem. */
export function readTheme(value: unknown, problems: AttributeProblem[]): Theme {
  return readChoice('theme', value, THEME_VALUES, 'classic', problems);
}
