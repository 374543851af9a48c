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
import { DIFFICULTIES, findDifficultSeed, findWinnableSeed, type Difficulty } from '../solver/index.js';
import { DAY_ONE, dailyDeal, dayNumber } from '../element/daily.js';
import type { DailyDeal } from '../element/daily.js';
import { formatDealCode, ruleSetCode } from '../element/deal-code.js';
import { difficultOptions, SOLVER_BUDGETS, winnableOptions } from '../element/solver-calls.js';
import { UsageError, describeRuleSet, readOptions } from './winrate.js';

export const DAILY_USAGE = `usage: agnes-solitaire daily [options]      (the deal of the day, as <agnes-solitaire daily> deals it)
  --date YYYY-MM-DD   the day (from ${DAY_ONE}, day 1); default: today, the local date
  --utc               today by the UTC date (as daily="utc"); not with --date
  --variant NAME      ${VARIANT_NAMES.join(' | ')} (default bernauer)
  --rule FIELD=VALUE  override a rule field (camelCase or kebab-case), repeatable
  --difficulty LEVEL  ${DIFFICULTIES.join(' | ')}: the day's deal of that difficulty (as daily with
                      difficulty="…": a graded seed picked by the day's number where the rules have
                      a table of graded seeds, else the first of the day's sequence graded so)
  --json              print {"date","day","first","seed","dealCode","proven"} (and "difficulty")`;

/** What one `daily` asks. */
export interface DailyOptions {
  variant: VariantName;
  rules: Partial<Rules>;
  /** The date `YYYY-MM-DD`; undefined: today's. */
  date?: string;
  utc: boolean;
  json: boolean;
  /** The day's deal of this difficulty (`difficulty` with `daily`). */
  difficulty?: Difficulty;
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
      case '--difficulty': {
        const level = value();
        if (!DIFFICULTIES.includes(level as Difficulty)) throw new UsageError(`--difficulty: "${level ?? ''}" is not a difficulty; allowed: ${DIFFICULTIES.join(', ')}`);
        options.difficulty = level as Difficulty;
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
  /** With `--difficulty`: the deal's difficulty (when `proven`; else none of the seeds tried had it). */
  difficulty?: Difficulty;
}

/** The deal of the day that `options` name, at the instant `now` (for today's date). */
export function dailyAnswer(options: DailyOptions, now = new Date()): DailyAnswer {
  const rules = resolveRules(options.variant, options.rules);
  const day = dailyDeal(options.date ?? (options.utc ? 'utc' : 'local'), ruleSetCode(options.variant, rules), now);
  const { variant, difficulty } = options;
  const found = difficulty
    ? findDifficultSeed(difficultOptions({ variant, rules: options.rules, from: day.seed, qualifies: difficulty, pick: day.day }))
    : findWinnableSeed(winnableOptions({ variant, rules: options.rules, from: day.seed }));
  const seed = found?.seed ?? day.seed;
  return { ...day, first: day.seed, seed, dealCode: formatDealCode(seed, variant, rules), proven: found !== null, ...(difficulty && { difficulty }) };
}

/** The answer as printed: text lines, or the JSON object. */
export function formatDaily(answer: DailyAnswer, options: Pick<DailyOptions, 'json' | 'variant' | 'rules'>): string {
  const { date, day, first, seed, dealCode, proven, difficulty } = answer;
  if (options.json) return JSON.stringify({ date, day, first, seed, dealCode, proven, ...(difficulty && { difficulty }) });
  const why = difficulty
    ? proven ? `${difficulty}, graded by the careful player` : `not found: no ${difficulty} deal among the seeds graded; the first is dealt`
    : proven ? 'proven winnable' : `not proven: none of ${SOLVER_BUDGETS.winnable.attempts} seeds was proven winnable within ${SOLVER_BUDGETS.winnable.maxStates.toLocaleString('en-US')} positions each; the first is dealt`;
  return [
    `date:      ${date} (day ${day})`,
    `rules:     ${describeRuleSet(options.variant, options.rules)}`,
    `first:     ${first} (the day's seed sequence starts here)`,
    `seed:      ${seed} (${why})`,
    `deal code: ${dealCode}`,
    `link:      #agnes=${dealCode}`,
  ].join('\n');
}

/** Runs `daily` with its options. Returns what to print. */
export function runDaily(argv: readonly string[], now = new Date()): string {
  const options = parseDailyArgs(argv);
  return formatDaily(dailyAnswer(options, now), options);
}
