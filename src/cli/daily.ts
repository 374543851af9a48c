/// <reference types="node" />
/**
 * `agnes-solitaire daily`: the deal of the day of a date and a rule set, as `<agnes-solitaire daily>`
 * deals it: the day's number, the first seed of the day's seed sequence (`<date> <rule set>`), the
 * seed dealt (the first of that sequence the solver proves winnable, with the element's budgets:
 * solver-calls.ts `winnableOptions`) and its deal code, so that an author can check a day's deal or
 * publish it (a link `#agnes=<deal code>` opens it with `share-url`). The date is `--date`, else
 * today's: the local date, or with `--utc` the UTC date, as `daily` and `daily="utc"` read it.
 */
import { resolveRules, VARIANT_NAMES } from '../engine/index.js';
import type { Rules, VariantName } from '../engine/index.js';
import { findWinnableSeed } from '../solver/index.js';
import { DAY_ONE, dailyDeal, dayNumber } from '../element/daily.js';
import type { DailyDeal } from '../element/daily.js';
import { formatDealCode, ruleSetCode } from '../element/deal-code.js';
import { SOLVER_BUDGETS, winnableOptions } from '../element/solver-calls.js';
import { UsageError, describeRuleSet, readOptions } from './winrate.js';

export const DAILY_USAGE = `usage: agnes-solitaire daily [options]      (the deal of the day, as <agnes-solitaire daily> deals it)
  --date YYYY-MM-DD   the day (from ${DAY_ONE}, day 1); default: today, the local date
  --utc               today by the UTC date (as daily="utc"); not with --date
  --variant NAME      ${VARIANT_NAMES.join(' | ')} (default bernauer)
  --rule FIELD=VALUE  override a rule field (camelCase or kebab-case), repeatable
  --json              print {"date","day","first","seed","dealCode","proven"}`;

/** What one `daily` asks. */
export interface DailyOptions {
  variant: VariantName;
  rules: Partial<Rules>;
  /** The date `YYYY-MM-DD`; undefined: today's. */
  date?: string;
  utc: boolean;
  json: boolean;
}

/** Reads `daily`'s options (the words after `daily`). */
export function parseDailyArgs(argv: readonly string[]): DailyOptions {
  const options: DailyOptions = { variant: 'bernauer', rules: {}, utc: false, json: false };
  readOptions(argv, DAILY_USAGE, options, (flag, value, inline) => {
    switch (flag) {
      case '--date': {
        const date = value();
        if (date === undefined || !(dayNumber(date) >= 1)) {
          throw new UsageError(`--date needs a date YYYY-MM-DD from ${DAY_ONE} (day 1) on, got ${date === undefined ? 'nothing' : `"${date}"`}`);
        }
        options.date = date;
        return true;
      }
      case '--utc':
      case '--json':
        if (inline !== undefined) throw new UsageError(`${flag} takes no value`);
        options[flag === '--utc' ? 'utc' : 'json'] = true;
        return true;
      default:
        return false;
    }
  });
  if (options.utc && options.date !== undefined) throw new UsageError('--utc picks today by the UTC date; with --date the day is given: use one of them');
  return options;
}

/** The deal of the day: its date and number, the first seed of its sequence, the seed dealt and its deal code. */
export interface DailyAnswer extends DailyDeal {
  /** The first seed of the day's seed sequence, `<date> <rule set>`. */
  first: string;
  /** The seed dealt: the first of the sequence proven winnable (else the first, not proven). */
  seed: string;
  dealCode: string;
  /** The solver proved the deal winnable (false: none of the seeds tried was, within the budget). */
  proven: boolean;
}

/** The deal of the day that `options` name, at the instant `now` (for today's date). */
export function dailyAnswer(options: DailyOptions, now = new Date()): DailyAnswer {
  const rules = resolveRules(options.variant, options.rules);
  const day = dailyDeal(options.date ?? (options.utc ? 'utc' : 'local'), ruleSetCode(options.variant, rules), now);
  const found = findWinnableSeed(winnableOptions({ variant: options.variant, rules: options.rules, from: day.seed }));
  const seed = found?.seed ?? day.seed;
  return { ...day, first: day.seed, seed, dealCode: formatDealCode(seed, options.variant, rules), proven: found !== null };
}

/** The answer as printed: text lines, or the JSON object. */
export function formatDaily(answer: DailyAnswer, options: Pick<DailyOptions, 'json' | 'variant' | 'rules'>): string {
  const { date, day, first, seed, dealCode, proven } = answer;
  if (options.json) return JSON.stringify({ date, day, first, seed, dealCode, proven });
  const { attempts, maxStates } = SOLVER_BUDGETS.winnable;
  return [
    `date:      ${date} (day ${day})`,
    `rules:     ${describeRuleSet(options.variant, options.rules)}`,
    `first:     ${first} (the day's seed sequence starts here)`,
    `seed:      ${seed} (${proven ? 'proven winnable' : `not proven: none of ${attempts} seeds was proven winnable within ${maxStates.toLocaleString('en-US')} positions each; the first is dealt`})`,
    `deal code: ${dealCode}`,
    `link:      #agnes=${dealCode}`,
  ].join('\n');
}

/** Runs `daily` with its options. Returns what to print. */
export function runDaily(argv: readonly string[], now = new Date()): string {
  const options = parseDailyArgs(argv);
  return formatDaily(dailyAnswer(options, now), options);
}
