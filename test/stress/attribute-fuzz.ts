/**
 * Attribute and property fuzzing in Chromium (docs/misuse.md, figure 1): every attribute the
 * element observes gets random values (empty, blank, huge, unicode, numbers, markup, near misses,
 * valid ones); after each: no exception escaped, no value became markup or ran script, exactly one
 * `agnes-error` for each invalid value (judged by an oracle written from docs/element.md's attribute
 * table, not from the element's code), and the element still has a valid, playable game.
 */
import { legalMoves, resolveRules, RULE_FIELDS, RULE_VALUES, VARIANTS, VARIANT_NAMES } from '../../src/engine/index.js';
import type { Rules } from '../../src/engine/index.js';
import { AgnesSolitaire, RULE_ATTRIBUTES } from '../../src/element/index.js';
import { boardMismatches, escapedErrors, invalidPosition, markupTraces } from './board-check.js';
import { hostileString, hostileValue, Random } from './random.js';

const lower = (v: string): string => v.trim().toLowerCase();

/** What docs/element.md allows for an attribute, and what a value should do. */
export interface AttributeOracle {
  /** Valid values to mix in (the fuzzer also writes near misses of them). */
  examples: readonly string[];
  /** Whether docs/element.md allows `value` (a problem, then, fires one `agnes-error`). */
  valid(value: string): boolean;
  /** What Lit's converter makes of the text: a change of it is a change of the property. */
  converted(value: string | null): unknown;
  /** What should be true of the element after `value` was set (a list of problems). */
  check?(el: AgnesSolitaire, value: string): string[];
}

const text = (v: string | null): unknown => v;
const boolText = (v: string | null): unknown => (v === null ? undefined : ['', 'true'].includes(lower(v)) ? true : lower(v) === 'false' ? false : v);
const intText = (v: string | null): unknown => (v === null ? undefined : /^\s*\d+\s*$/.test(v) ? Number(v) : v);

/** A rule attribute's value as docs/element.md reads it (case ignored, `10` for `T`), or undefined. */
function ruleValue(field: keyof Rules, value: string): unknown {
  const t = value.trim();
  const allowed = RULE_VALUES[field] as readonly unknown[];
  let v: unknown;
  if (field === 'base') v = t === '10' ? 'T' : t.length === 1 ? t.toUpperCase() : t.toLowerCase();
  else if (typeof allowed[0] === 'boolean') v = t === '' || lower(t) === 'true' ? true : lower(t) === 'false' ? false : undefined;
  else if (typeof allowed[0] === 'number') v = /^\d+$/.test(t) ? Number(t) : undefined;
  else v = t.toLowerCase();
  return allowed.includes(v) ? v : undefined;
}

function ruleOracle(field: keyof Rules): AttributeOracle {
  const allowed = RULE_VALUES[field] as readonly unknown[];
  const ok = (value: string): boolean => {
    const v = ruleValue(field, value);
    if (v === undefined) return false;
    try {
      resolveRules('bernauer', { [field]: v });
      return true;
    } catch {
      return false;
    }
  };
  return {
    examples: allowed.map((v) => (v === 'T' ? '10' : String(v))),
    valid: ok,
    converted: typeof allowed[0] === 'boolean' ? boolText : typeof allowed[0] === 'number' ? intText : text,
    check: (el, value) => {
      const want = ok(value) ? ruleValue(field, value) : VARIANTS.bernauer[field];
      return el.rules[field] === want ? [] : [`${RULE_ATTRIBUTES[field]}=${JSON.stringify(value.slice(0, 40))}: rule ${field} is ${String(el.rules[field])}, expected ${String(want)}`];
    },
  };
}

/** One row per attribute docs/element.md documents. */
export const ATTRIBUTE_ORACLES: Record<string, AttributeOracle> = {
  variant: {
    examples: VARIANT_NAMES,
    valid: (v) => v === '' || (VARIANT_NAMES as readonly string[]).includes(lower(v)),
    converted: text,
    check: (el, v) => {
      const want = (VARIANT_NAMES as readonly string[]).includes(lower(v)) ? lower(v) : 'bernauer';
      return el.state.variant === want ? [] : [`variant=${JSON.stringify(v.slice(0, 40))} plays ${el.state.variant}`];
    },
  },
  seed: {
    examples: ['1', '42', '4294967295', 'hello'],
    valid: () => true,
    converted: text,
    check: (el, v) => (v.trim() === '' || el.state.seed === v.trim() ? [] : [`seed=${JSON.stringify(v.slice(0, 40))} dealt seed ${el.state.seed.slice(0, 40)}`]),
  },
  ...Object.fromEntries(RULE_FIELDS.map((f) => [RULE_ATTRIBUTES[f], ruleOracle(f)])),
  winnable: { examples: ['', 'true', 'false'], valid: (v) => ['', 'true', 'false'].includes(lower(v)), converted: boolText },
  'auto-foundation': { examples: ['off', 'safe', 'all'], valid: (v) => v === '' || ['off', 'safe', 'all'].includes(lower(v)), converted: text },
  hint: { examples: ['careful', 'solver'], valid: (v) => v === '' || ['careful', 'solver'].includes(lower(v)), converted: text },
  controls: {
    examples: ['true', 'false', ''],
    valid: () => true,
    converted: (v) => v === null || lower(v) !== 'false',
    check: (el, v) => (!!el.shadowRoot!.querySelector('.toolbar') === (lower(v) !== 'false') ? [] : [`controls=${JSON.stringify(v.slice(0, 40))}: toolbar shown wrongly`]),
  },
};

export interface AttributeFigure {
  attributes: string[];
  /** Attributes the element observes that have no oracle row yet (fuzzed for crashes and markup only). */
  withoutOracle: string[];
  values: number;
  invalid: number;
  errorsFired: number;
  properties: number;
  /** Broken promises, each with an example (all empty: none). */
  escaped: string[];
  markup: string[];
  wrongErrorCount: string[];
  wrongOutcome: string[];
  notPlayable: string[];
}

/** A page's changes come in separate tasks: between them, timers run (and cancelled searches end). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Each property's value on a fresh element. */
const DEFAULTS: Record<string, unknown> = {
  variant: 'bernauer', seed: '1', ...Object.fromEntries(RULE_FIELDS.map((f) => [f, undefined])), winnable: false, autoFoundation: 'off', hintMode: 'careful', controls: true,
};

const busy = (el: AgnesSolitaire): boolean => el.shadowRoot!.querySelector('.board')?.getAttribute('aria-busy') === 'true';

/** Problems with the game the element holds now: invalid, drawn wrongly, or not playable. */
function gameProblems(el: AgnesSolitaire, playOne: boolean): string[] {
  const state = el.state;
  const invalid = invalidPosition(state);
  if (invalid) return [`invalid position: ${invalid}`];
  const drawn = boardMismatches(el, state);
  if (drawn.length) return drawn;
  if (playOne && !busy(el) && el.status === 'playing') {
    const move = legalMoves(state as never)[0];
    if (move && !el.play(move)) return [`a legal move was refused`];
    if (move && !el.undo()) return ['undo failed'];
  }
  return [];
}

/**
 * Sets `perAttribute` random values on each attribute of a fresh element in `container`, then
 * assigns `properties` random values of any type to random properties. Returns the figure.
 */
export async function fuzzAttributes(container: HTMLElement, perAttribute: number, properties: number, seed = 1): Promise<AttributeFigure> {
  const rng = new Random(seed);
  const el = document.createElement('agnes-solitaire') as AgnesSolitaire;
  el.setAttribute('seed', '1');
  const errors: string[] = [];
  el.addEventListener('agnes-error', (e) => errors.push(e.detail.source));
  container.append(el);
  await el.updateComplete;
  const escaped = escapedErrors();
  const observed = (AgnesSolitaire as unknown as { observedAttributes: string[] }).observedAttributes;
  const figure: AttributeFigure = {
    attributes: observed, withoutOracle: observed.filter((a) => !ATTRIBUTE_ORACLES[a]), values: 0, invalid: 0, errorsFired: 0, properties: 0,
    escaped: escaped.list, markup: [], wrongErrorCount: [], wrongOutcome: [], notPlayable: [],
  };
  const note = (list: string[], problem: string): void => void (list.length < 20 && list.push(problem));
  const warn = console.warn;
  console.warn = () => {}; // one warning per distinct problem would flood the log
  try {
    for (const name of observed) {
      const oracle = ATTRIBUTE_ORACLES[name];
      let previous: string | null = el.getAttribute(name);
      for (let i = 0; i < perAttribute; i++) {
        const value = hostileString(rng, oracle?.examples ?? []);
        errors.length = 0;
        el.setAttribute(name, value);
        await el.updateComplete;
        await nextTask();
        figure.values++;
        const label = `${name}=${JSON.stringify(value.slice(0, 60))}${value.length > 60 ? `… (${value.length} chars)` : ''}`;
        const traces = markupTraces(el);
        if (traces.length) note(figure.markup, `${label}: ${traces[0]}`);
        if (oracle) {
          const changed = !Object.is(oracle.converted(value), oracle.converted(previous));
          const invalid = !oracle.valid(value);
          if (invalid) figure.invalid++;
          const want = changed && invalid ? 1 : 0;
          if (errors.length !== want) note(figure.wrongErrorCount, `${label}: ${errors.length} agnes-error (${errors.join(', ')}), expected ${want}`);
          if (changed) for (const p of oracle.check?.(el, value) ?? []) note(figure.wrongOutcome, p);
        }
        figure.errorsFired += errors.length;
        for (const p of gameProblems(el, i % 10 === 0)) note(figure.notPlayable, `${label}: ${p}`);
        previous = value;
      }
      if (name !== 'seed') el.removeAttribute(name);
      else el.setAttribute('seed', '1');
      await el.updateComplete;
    }
    // Properties: any JavaScript value, not just text.
    const names = Object.keys(DEFAULTS);
    for (let i = 0; i < properties; i++) {
      const prop = rng.pick(names);
      const value = hostileValue(rng, prop === 'variant' ? VARIANT_NAMES : prop === 'seed' ? ['1', 7] : []);
      errors.length = 0;
      const label = `.${prop} = ${describe(value)}`;
      try {
        (el as unknown as Record<string, unknown>)[prop] = value;
        await el.updateComplete;
        await nextTask();
        if (errors.length > 1) note(figure.wrongErrorCount, `${label}: ${errors.length} agnes-error, expected at most 1`);
        figure.errorsFired += errors.length;
        const traces = markupTraces(el);
        if (traces.length) note(figure.markup, `${label}: ${traces[0]}`);
        for (const p of gameProblems(el, i % 10 === 0)) note(figure.notPlayable, `${label}: ${p}`);
      } catch (error) {
        note(figure.escaped, `${label}: ${(error as Error)?.message ?? String(error)}`);
      }
      figure.properties++;
      // Back to the default, which must fire nothing: every assignment meets a clean element.
      errors.length = 0;
      (el as unknown as Record<string, unknown>)[prop] = DEFAULTS[prop];
      await el.updateComplete.catch(() => {});
      if (errors.length > 0) note(figure.wrongErrorCount, `${label}, then back to the default: ${errors.length} agnes-error, expected 0`);
    }
  } finally {
    console.warn = warn;
    escaped.stop();
    el.remove();
  }
  return figure;
}

function describe(value: unknown): string {
  try {
    if (typeof value === 'string') return JSON.stringify(value.slice(0, 40));
    if (typeof value === 'bigint') return `${value}n`;
    if (typeof value === 'symbol' || typeof value === 'function') return `a ${typeof value}`;
    return value === null || typeof value !== 'object' ? String(value) : `an object (${Object.prototype.toString.call(value)})`;
  } catch {
    return 'an exotic object';
  }
}
