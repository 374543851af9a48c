/**
 * The deal of the day (`daily`): the date a daily game is of, its day number, and the seed its deal
 * is looked for from. Functions of a date and the rules alone, so that every reader on the same date
 * gets the same deal, on any machine, offline, with nothing fetched. No DOM: the command line's
 * `daily` uses them too.
 *
 * - **Day 1 is 2026-01-01**; the day number counts calendar days from it (2026-12-07 is day 341).
 *   Dates before day 1 are not daily dates.
 * - **The day's seed** is `<date> <rule set>`, the rule set being the deal code without its seed
 *   (`2026-12-07 sorel`, `2026-12-07 bernauer,face-down=true`): each rule set gets its own deck.
 * - **The day's deal** is the first seed of that seed's sequence (the solver's `seedSequence`:
 *   `<seed>`, `<seed>-1`, `<seed>-2`, …) that qualifies: today, whose deal the solver proves winnable
 *   (the element's `winnable` search, with its budgets: solver-calls.ts, `winnableOptions`). Where
 *   the solver cannot be loaded, it is the sequence's first seed, not proven: still the same deal
 *   for every such reader.
 */

/** Day 1. */
export const DAY_ONE = '2026-01-01';

/**
 * What `daily` asks for, once checked: `local` (the reader's local date), `utc` (the UTC date), or
 * a named date `YYYY-MM-DD` (an archive).
 */
export type DailySetting = 'local' | 'utc' | string;

/** A deal of the day: its date, its day number, and the first seed of its seed sequence. */
export interface DailyDeal {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Days since day 1 (2026-01-01 is day 1). */
  day: number;
  /** `<date> <rule set>`: the first seed of the day's seed sequence. */
  seed: string;
}

/** The day number of a date `YYYY-MM-DD` (2026-01-01 is 1, earlier dates 0 or less); NaN when it is not a real date. */
export function dayNumber(date: string): number {
  const time = /^\d{4}-\d\d-\d\d$/.test(date) ? Date.parse(date) : NaN;
  // A real date only (Date.parse reads 2026-02-30 as March 2, or not at all).
  return time === time && new Date(time).toISOString().startsWith(date) ? (time - Date.UTC(2026, 0, 1)) / 86_400_000 + 1 : NaN;
}

/** The date `YYYY-MM-DD` of the instant `now` on the reader's calendar, or on UTC's. */
export function dateOf(now: Date, utc: boolean): string {
  return new Date(now.getTime() - (utc ? 0 : now.getTimezoneOffset() * 60_000)).toISOString().slice(0, 10);
}

/** The deal of the day that `setting` asks for at the instant `now`, of the rule set `ruleSet`. */
export function dailyDeal(setting: DailySetting, ruleSet: string, now: Date): DailyDeal {
  const date = setting === 'local' || setting === 'utc' ? dateOf(now, setting === 'utc') : setting;
  return { date, day: dayNumber(date), seed: `${date} ${ruleSet}` };
}

/** Whether `seed` is in the seed sequence that starts at `first` (`first`, `first-1`, `first-2`, …; any `first-…` is taken as one). */
export function inSequence(seed: string, first: string): boolean {
  return seed === first || seed.startsWith(`${first}-`);
}
