/**
 * Statistics: a player's record per rule set, as plain JSON kept in localStorage, and the pure
 * updates the element applies to it. No DOM here (the element does the reading and writing).
 *
 * When a game counts (docs/element.md, "Statistics", says the same):
 * - **played**: from its first move (a deal that is never touched does not count). From then on it
 *   counts as not won — so a game that is abandoned, or lost, is already in the record as a loss,
 *   even if the page is simply closed.
 * - **won**: when all 52 cards are home, once per game: a lost game taken back with undo and then
 *   won turns its loss into a win (it is still one game played); winning it again changes nothing
 *   but the bests.
 * - **streak**: wins in a row. A win adds one; the streak ends (goes to 0) when the first move of the
 *   next game is played while the previous one was left unwon.
 * - **best time**, **fewest moves**: of the won games (time from the first move, see the clock).
 *
 * A rule set is the variant with the rules that differ from its preset (the deal code without the
 * seed, e.g. `bernauer,face-down=true`): a variant with other overrides is another game with its own
 * record. A game is identified by an id the element gives it at the deal (kept in its save).
 *
 * Each rule set also has a **daily record** (the deal of the day, `daily`), counted by days: a record
 * of the same shape under the key `daily:<rule set>` (so the store's format stays the same, and a
 * difficulty can join the key), where
 * - **played** counts days: a day once, from the first move of a game of its deal played on that
 *   very day (the reader's current date); an archive day played later does not count;
 * - **won** counts the days whose deal was won after the day counted as played (so a game begun
 *   before midnight and won after it counts);
 * - **currentStreak** is the run of days won up to the last day played: a day missed, or played and
 *   not won, ends it (`statsFigures` reads it as 0 once the last day played is older than
 *   yesterday, or is yesterday and was not won);
 * - **bestStreak**, **bestMs**, **fewestMoves**: as in the ordinary record, of the days' wins;
 * - **last** is `{ game: <date>, won }`: the last day played, and whether it was won.
 *
 * Each rule set also has a record per **difficulty** (`difficulty`), under the key
 * `<difficulty>:<rule set>` (`hard:sorel`): the games dealt as deals of that difficulty (a deal of
 * the day of a difficulty too), counted as the ordinary record counts games. Every game counts in
 * the ordinary record as well; a deal of the day of any difficulty counts for its day in the daily
 * record, once a day.
 */
import type { Rules, VariantName } from '../engine/index.js';
import type { Difficulty } from '../solver/index.js';
import { DIFFICULTY_NAMES } from './attributes.js';
import { dayNumber } from './daily.js';

export const STATS_KIND = 'agnes-solitaire-stats';
export const STATS_FORMAT = 1;

/** One rule set's record. */
export interface StatsRecord {
  played: number;
  won: number;
  currentStreak: number;
  bestStreak: number;
  /** Fastest win in ms, or null before the first win. */
  bestMs: number | null;
  /** Fewest moves in a win, or null before the first win. */
  fewestMoves: number | null;
  /** The last game counted as played: its id and whether it has been won. */
  last: { game: string; won: boolean } | null;
}

/** Everything stored under the statistics key. */
export interface StatsStore {
  format: 1;
  kind: 'agnes-solitaire-stats';
  /** Records by rule set (`bernauer`, `bernauer,face-down=true`, …), by day (`daily:<rule set>`) and by difficulty (`hard:<rule set>`). */
  records: Record<string, StatsRecord>;
}

/** A record's figures: games (or, for the daily record, days) played, won and lost, streaks and bests. */
export interface AgnesRecordFigures {
  played: number;
  won: number;
  /** played − won (abandoned games included). */
  lost: number;
  /** won / played, from 0 to 1 (0 when none played). */
  winRate: number;
  currentStreak: number;
  bestStreak: number;
  bestMs: number | null;
  fewestMoves: number | null;
}

/** What `stats()` returns: the record of the rule set being played, with the figures worked out. */
export interface AgnesStats extends AgnesRecordFigures {
  /** The rule set: the deal code without the seed (`sorel`, `bernauer,face-down=true`). */
  ruleSet: string;
  variant: VariantName;
  rules: Rules;
  /**
   * Its deals of the day, by days: days played and won (on their day), the daily streak (up to
   * today, or yesterday while today is not over; 0 once a day was missed, or played and not won),
   * the best one, and the best time and fewest moves of the days' wins.
   */
  daily: AgnesRecordFigures;
  /**
   * Its deals by difficulty (`difficulty`): for each of `easy`, `medium` and `hard`, the games dealt
   * as deals of that difficulty, with the same figures as the ordinary record.
   */
  difficulty: Record<Difficulty, AgnesRecordFigures>;
}

/** A stored record that cannot be used; the message names the field and what is allowed. */
export class StatsError extends Error {
  override name = 'StatsError';
}

export const emptyStore = (): StatsStore => ({ format: STATS_FORMAT, kind: STATS_KIND, records: {} });

export const emptyRecord = (): StatsRecord => ({ played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestMs: null, fewestMoves: null, last: null });

/** The first move of game `game`: it counts as played (once), and the previous unwon game ends the streak. */
export function recordFirstMove(record: StatsRecord, game: string): StatsRecord {
  if (record.last?.game === game) return record;
  const streak = record.last && !record.last.won ? 0 : record.currentStreak;
  return { ...record, played: record.played + 1, currentStreak: streak, last: { game, won: false } };
}

/** Game `game` was won in `ms` with `moves` moves. */
export function recordWin(record: StatsRecord, game: string, ms: number, moves: number): StatsRecord {
  let next = record;
  if (next.last?.game !== game) next = recordFirstMove(next, game);
  const bests = {
    bestMs: next.bestMs === null ? ms : Math.min(next.bestMs, ms),
    fewestMoves: next.fewestMoves === null ? moves : Math.min(next.fewestMoves, moves),
  };
  if (next.last!.won) return { ...next, ...bests };
  const currentStreak = next.currentStreak + 1;
  return { ...next, ...bests, won: next.won + 1, currentStreak, bestStreak: Math.max(next.bestStreak, currentStreak), last: { game, won: true } };
}

/** The key of a rule set's record among the records: its own (no `kind`), its daily record (`daily`) or a difficulty's (`hard`). */
export const recordKey = (ruleSet: string, kind?: string): string => (kind ? `${kind}:${ruleSet}` : ruleSet);

/**
 * The first move of a game of the deal of the day `date`, played on that date: the day counts as
 * played, once; the streak goes on from the day before only when that day was won. A day before the
 * last one counted (a clock put back) changes nothing.
 */
export function recordDayFirstMove(record: StatsRecord, date: string): StatsRecord {
  const last = record.last;
  if (last && last.game >= date) return record;
  const streak = last?.won && dayNumber(last.game) === dayNumber(date) - 1 ? record.currentStreak : 0;
  return { ...record, played: record.played + 1, currentStreak: streak, last: { game: date, won: false } };
}

/** The figures of a record; `current`: its current streak (the daily record's, as of the reader's date). */
function figures(record: StatsRecord, current = record.currentStreak): AgnesRecordFigures {
  const { played, won, bestStreak, bestMs, fewestMoves } = record;
  return { played, won, lost: played - won, winRate: played === 0 ? 0 : won / played, currentStreak: current, bestStreak, bestMs, fewestMoves };
}

/**
 * The figures of rule set `ruleSet`'s records among `records`: its own, its daily record (whose
 * streak lives while its last day played is today, or yesterday and won) and its records by
 * difficulty, as `stats()` gives them.
 */
export function statsFigures(ruleSet: string, variant: VariantName, rules: Rules, records: Record<string, StatsRecord>, today: string): AgnesStats {
  const of = (kind?: string): StatsRecord => records[recordKey(ruleSet, kind)] ?? emptyRecord();
  const daily = of('daily');
  const gap = dayNumber(today) - dayNumber(daily.last?.game ?? '');
  return {
    ruleSet,
    variant,
    rules: { ...rules },
    ...figures(of()),
    daily: figures(daily, gap < 1 || (gap === 1 && daily.last!.won) ? daily.currentStreak : 0),
    difficulty: Object.fromEntries(DIFFICULTY_NAMES.map((level) => [level, figures(of(level))])) as AgnesStats['difficulty'],
  };
}

/** A whole number ≥ 0 (a count in the statistics, a position in a save). */
export const count = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

const plain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads stored JSON text (or its object) of `kind`, format 1, for the statistics and the saved
 * game (`noun`: what it is, in the messages); throws `Err` naming the first problem.
 */
export function readStored(input: unknown, noun: string, kind: string, Err: new (message: string) => Error): Record<string, unknown> {
  let data = input;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      throw new Err(`the ${noun} text is not valid JSON`);
    }
  }
  if (!plain(data)) throw new Err(`the ${noun} must be an object { format: 1, kind: "${kind}", … }, not ${data === null ? 'null' : Array.isArray(data) ? 'an array' : typeof data}`);
  if (data.kind !== kind) throw new Err(`not an agnes-solitaire ${noun} (kind ${JSON.stringify(data.kind) ?? 'missing'}; allowed: "${kind}")`);
  if (data.format !== 1) throw new Err(`${noun} format ${JSON.stringify(data.format) ?? 'missing'} is not supported (supported: 1)`);
  return data;
}

/** Reads the stored text (or object); throws `StatsError` naming the first problem. */
export function decodeStats(input: unknown): StatsStore {
  const records = readStored(input, 'statistics', STATS_KIND, StatsError).records;
  if (!plain(records)) throw new StatsError('records must be an object of records by rule set');
  const out: Record<string, StatsRecord> = {};
  for (const [ruleSet, value] of Object.entries(records)) {
    out[ruleSet] = decodeRecord(ruleSet, value);
  }
  return { format: STATS_FORMAT, kind: STATS_KIND, records: out };
}

function decodeRecord(ruleSet: string, value: unknown): StatsRecord {
  const where = `records[${JSON.stringify(ruleSet)}]`;
  if (!plain(value)) throw new StatsError(`${where} must be an object`);
  const r = value;
  for (const field of ['played', 'won', 'currentStreak', 'bestStreak'] as const) {
    if (!count(r[field])) throw new StatsError(`${where}.${field} must be a whole number ≥ 0`);
  }
  const played = r.played as number;
  const won = r.won as number;
  if (won > played) throw new StatsError(`${where}.won must be at most played (${played})`);
  if ((r.currentStreak as number) > won || (r.bestStreak as number) > won || (r.currentStreak as number) > (r.bestStreak as number)) {
    throw new StatsError(`${where}: currentStreak ≤ bestStreak ≤ won is required`);
  }
  for (const field of ['bestMs', 'fewestMoves'] as const) {
    if (r[field] !== null && !count(r[field])) throw new StatsError(`${where}.${field} must be null or a whole number ≥ 0`);
    if ((r[field] === null) !== (won === 0)) throw new StatsError(`${where}.${field} must be null exactly when nothing was won`);
  }
  const last = r.last;
  if (last !== null && (typeof last !== 'object' || typeof (last as Record<string, unknown>).game !== 'string' || typeof (last as Record<string, unknown>).won !== 'boolean')) {
    throw new StatsError(`${where}.last must be null or { game: <text>, won: true | false }`);
  }
  return {
    played,
    won,
    currentStreak: r.currentStreak as number,
    bestStreak: r.bestStreak as number,
    bestMs: r.bestMs as number | null,
    fewestMoves: r.fewestMoves as number | null,
    last: last === null ? null : { game: (last as { game: string }).game, won: (last as { won: boolean }).won },
  };
}
