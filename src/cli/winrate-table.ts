/// <reference types="node" />
/**
 * The thoughtful win-rate table of docs/winnability.md: one row per recipe of RULES §4, each from a CSV in
 * `data/` written by `agnes-solitaire winrate --csv` (seed, result, states, ms, most_home).
 *
 *   tsx src/cli/winrate-table.ts                       prints the table from data/*.csv
 *   tsx src/cli/winrate-table.ts --run [--deals N] [--workers N] [--max-states N] [--only id,id]
 *                                                      first brings each row's CSV up to N deals
 *                                                      (seeds 1…N), continuing where it stopped
 *   tsx src/cli/winrate-table.ts --retry-unknown --max-states N [--workers N] [--only id,id]
 *                                                      re-solves each row's unknown deals with a
 *                                                      bigger budget (or a newer solver)
 *   --chunk N                                          deals between two writes of a CSV (250;
 *                                                      retrying: 4 per worker)
 *   tsx src/cli/winrate-table.ts --careful             instead prints careful play beside thoughtful,
 *                                                      from data/careful/<id>.csv (careful --csv)
 *   tsx src/cli/winrate-table.ts --decided             instead prints, per row, the share of deals
 *                                                      decided within budgets of 10,000 to
 *                                                      10,000,000 positions
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { RECIPES, type Recipe } from '../engine/index.js';
import { SOLVE_STATES } from '../solver/index.js';
import { ProgressBar } from './progress-bar.js';
import { wilsonInterval } from './statistics.js';
import { readCarefulRows, summarizeCareful } from './careful.js';
import { describeRuleSet, positiveInteger, runWinrate, toCsv, UsageError, workerUrlBeside, type DealRow } from './winrate.js';

/** The table's rows: every recipe (the three variants come first in RECIPES). */
export const TABLE_RECIPES: readonly Recipe[] = RECIPES;

/** Published figures and source claims to set beside ours, by recipe id. */
export const PUBLISHED: Readonly<Record<string, string>> = {
  bernauer: 'sources: about 1 in 30 (3.3%)',
  sorel: 'sources: about 1 in 6 (16.7%)',
  aces: 'source: "Wins: Sometimes"',
  'bernauer-redeal': 'source: about 1 in 10 (10%)',
  'bernauer-base-ace': 'source: "significantly" higher than Bernauer',
  'classic-sorel': 'Wolter 2013: 45 of 1,000,000 (0.0045%)',
  'relaxed-sorel': 'Wolter 2013: 78,304 of 1,000,000 (7.83%)',
};

/** The positions each deal of the table is given: `solve`'s default, which `--run` uses without `--max-states`. */
export const TABLE_BUDGET = SOLVE_STATES;

/** The markers around the table in docs/winnability.md (`npm run chart` writes between them). */
export const TABLE_START = '<!-- winrate:start -->';
export const TABLE_END = '<!-- winrate:end -->';

/** Reads a CSV written by `winrate --csv`. */
export function readRows(text: string): DealRow[] {
  // A first `#` line names the run (winrate --csv writes it; merge checks it).
  const lines = text.trim().split('\n').filter((line) => !line.startsWith('#'));
  if (lines[0] !== 'seed,result,states,ms,most_home') throw new Error(`not a winrate CSV (header: ${lines[0]})`);
  return lines.slice(1).map((line) => {
    const [seed, result, states, ms, mostHome] = line.split(',');
    if (result !== 'win' && result !== 'loss' && result !== 'unknown') throw new Error(`bad result in line "${line}"`);
    return { seed: seed!, result, states: Number(states), ms: Number(ms), mostHome: Number(mostHome) };
  });
}

/** Where a row's CSV lives in `dir`. */
const rowPath = (dir: string, recipe: Recipe): string => `${dir}/${recipe.id}.csv`;

/** A row's deals from its CSV in `dir`, or undefined when the row has no CSV yet. */
function rowFile(dir: string, recipe: Recipe): DealRow[] | undefined {
  const file = rowPath(dir, recipe);
  return existsSync(file) ? readRows(readFileSync(file, 'utf8')) : undefined;
}

/** The positions each unknown deal of a row was given (its budget when it ran out). */
const unknownStates = (rows: readonly DealRow[]): number[] => rows.filter((row) => row.result === 'unknown').map((row) => row.states);

const percent = (x: number, digits = 2): string => `${(x * 100).toFixed(digits)}%`;

/**
 * One markdown row: recipe, rules, deals, wins, losses, unknowns, rate with interval, published
 * figure. With unknown deals the rate is a range (every unknown lost … every unknown won), and the
 * interval runs from the Wilson low of the first to the Wilson high of the second.
 */
export function tableRow(recipe: Recipe, rows: readonly DealRow[]): string {
  const wins = rows.filter((row) => row.result === 'win').length;
  const budgets = unknownStates(rows);
  const unknowns = budgets.length;
  const losses = rows.length - wins - unknowns;
  const { low } = wilsonInterval(wins, rows.length);
  const { high } = wilsonInterval(wins + unknowns, rows.length);
  const first = rows[0]?.seed ?? '–';
  const last = rows.at(-1)?.seed ?? '–';
  const rate = unknowns === 0 ? percent(wins / rows.length) : `${percent(wins / rows.length)}–${percent((wins + unknowns) / rows.length)}`;
  const count = (n: number): string => n.toLocaleString('en-US');
  // A row run at a smaller budget than the table's says so: its unknowns mean less.
  const budget = Math.min(...budgets);
  const smaller = budget < TABLE_BUDGET ? `, at ${count(budget)} positions` : '';
  return `| ${recipe.title} | \`${describeRuleSet(recipe.variant, recipe.rules)}\` | ${count(rows.length)} (${first}–${last})${smaller} | ${count(wins)} | ${count(losses)} | ${count(unknowns)} | **${rate}** (${percent(low)}–${percent(high)}) | ${PUBLISHED[recipe.id] ?? ''} |`;
}

/** The whole table from the CSVs present in `dir`: a row per recipe, "not run yet" where its CSV is missing. */
export function buildTable(dir: string): string {
  const lines = [
    '| game | rules | deals (seeds) | won | lost | unknown | win rate (95% CI) | published |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | --- |',
  ];
  for (const recipe of TABLE_RECIPES) {
    const rows = rowFile(dir, recipe);
    if (rows) lines.push(tableRow(recipe, rows));
    else lines.push(`| ${recipe.title} | \`${describeRuleSet(recipe.variant, recipe.rules)}\` | not run yet | | | | | ${PUBLISHED[recipe.id] ?? ''} |`);
  }
  return lines.join('\n');
}

/** The budgets (positions) of `decidedTable`'s columns; 320,000 is about 2 s of one core. */
export const DECIDED_BUDGETS: readonly number[] = [10_000, 100_000, 320_000, 1_000_000, 2_000_000, 10_000_000];

/**
 * How the share of decided deals grows with the budget: for each row that has deals, the share
 * decided (won or lost) within each budget of `DECIDED_BUDGETS`, by the positions recorded for
 * the deal when it was decided (a retried deal: by its retry). A budget above the first one that
 * covers every unknown deal's is shown as "–": no deal of the row was given that many.
 */
export function decidedTable(dir: string): string {
  const lines = [
    `| game | deals | ${DECIDED_BUDGETS.map((b) => b.toLocaleString('en-US')).join(' | ')} |`,
    `| --- | ---: | ${DECIDED_BUDGETS.map(() => '---:').join(' | ')} |`,
  ];
  for (const recipe of TABLE_RECIPES) {
    const rows = rowFile(dir, recipe);
    if (!rows || rows.length === 0) continue;
    // Past the most positions any unknown deal was given, nothing was tried: "–", not a flat share.
    const tried = Math.max(0, ...unknownStates(rows));
    const lastTried = tried > 0 ? DECIDED_BUDGETS.findIndex((budget) => budget >= tried) : -1;
    const shares = DECIDED_BUDGETS.map((budget, i) =>
      lastTried >= 0 && i > lastTried ? '–' : percent(rows.filter((row) => row.result !== 'unknown' && row.states <= budget).length / rows.length, 1),
    );
    lines.push(`| \`${recipe.id}\` | ${rows.length.toLocaleString('en-US')} | ${shares.join(' | ')} |`);
  }
  return lines.join('\n');
}

/**
 * Careful play beside thoughtful: for each row with a careful CSV in `dir/careful/<id>.csv`
 * (`careful --csv`, or shards joined by `merge`), the careful player's wins with their 95% Wilson
 * interval, the thoughtful rate from `dir/<id>.csv` (as the main table gives it), the careful
 * share of it, the published figure, and the time per game. Rows without a careful CSV are left out.
 */
export function carefulTable(dir: string): string {
  const lines = [
    '| game | careful deals (seeds) | careful won | careful win rate (95% CI) | thoughtful win rate | careful / thoughtful | published | per game, per move (median) |',
    '| --- | --- | ---: | --- | --- | ---: | --- | --- |',
  ];
  for (const recipe of TABLE_RECIPES) {
    const file = `${dir}/careful/${recipe.id}.csv`;
    if (!existsSync(file)) continue;
    const body = readFileSync(file, 'utf8').trim().split('\n').filter((line) => !line.startsWith('#')).slice(1);
    const rows = readCarefulRows(body, file);
    const report = summarizeCareful(rows);
    const thoughtful = rowFile(dir, recipe);
    // The thoughtful rate on the same seeds, so that the two are compared deal for deal.
    const seeds = new Set(rows.map((row) => row.seed));
    const same = thoughtful?.filter((row) => seeds.has(row.seed)) ?? [];
    const tWins = same.filter((row) => row.result === 'win').length;
    const tUnknown = same.filter((row) => row.result === 'unknown').length;
    const tRate = same.length === 0 ? '–' : tUnknown === 0 ? percent(tWins / same.length, 1) : `${percent(tWins / same.length, 1)}–${percent((tWins + tUnknown) / same.length, 1)}`;
    const share = tWins > 0 ? percent(report.wins / tWins, 0) : '–';
    const first = rows[0]?.seed ?? '–';
    const last = rows.at(-1)?.seed ?? '–';
    lines.push(
      `| ${recipe.title} | ${rows.length.toLocaleString('en-US')} (${first}–${last}) | ${report.wins} | **${percent(report.rate, 1)}** (${percent(report.interval.low, 1)}–${percent(report.interval.high, 1)}) | ${tRate} | ${share} | ${PUBLISHED[recipe.id] ?? ''} | ${(report.medianGameMs / 1000).toFixed(1)} s, ${report.moveMs.toFixed(0)} ms |`,
    );
  }
  return lines.join('\n');
}

/** A page's text with what lies between two markers (by default the table's) replaced by `table`. */
export function replaceTable(page: string, table: string, start = TABLE_START, end = TABLE_END): string {
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the page has no ${start} … ${end} markers`);
  return `${page.slice(0, from + start.length)}\n${table}\n${page.slice(to)}`;
}

/** Rows by seed number order, so that appended chunks and retried deals keep one order. */
const bySeed = (a: DealRow, b: DealRow): number => Number(a.seed) - Number(b.seed);

export interface TableRunOptions {
  dir: string;
  /** Deals each row should reach (seeds 1 … deals). */
  deals: number;
  workers: number;
  maxStates?: number;
  /** Recipe ids to work on; all when undefined. */
  only?: readonly string[];
  /** Instead of adding deals: solve the row's `unknown` deals again (with a bigger `maxStates`). */
  retryUnknown?: boolean;
  /**
   * Deals solved between two writes of the CSV (an interrupted run loses at most one chunk):
   * 250 by default when adding deals; when retrying, 4 per worker, since each retried deal may
   * take minutes.
   */
  chunk?: number;
  log?: (text: string) => void;
}

/**
 * Brings each row's CSV up to `deals` deals, continuing after the last seed it holds, or (with
 * `retryUnknown`) re-solves its unknown deals and keeps the new answers that are decided. The CSV
 * is rewritten after every chunk, so a long run can be stopped and resumed at any time.
 */
export async function runTable(options: TableRunOptions): Promise<void> {
  const chunk = options.chunk ?? (options.retryUnknown ? 4 * Math.max(1, options.workers) : 250);
  const log = options.log ?? ((text: string) => process.stderr.write(text));
  mkdirSync(options.dir, { recursive: true });
  for (const recipe of TABLE_RECIPES) {
    if (options.only && !options.only.includes(recipe.id)) continue;
    const file = rowPath(options.dir, recipe);
    const rows = rowFile(options.dir, recipe) ?? [];
    const save = (): void => writeFileSync(file, toCsv([...rows].sort(bySeed)));
    const solveSeeds = async (seeds: readonly number[], onRow: (row: DealRow) => void): Promise<void> => {
      const bar = new ProgressBar(process.stderr, seeds.length);
      let decided = 0;
      for (let i = 0; i < seeds.length; i += chunk) {
        const part = seeds.slice(i, i + chunk).map(String);
        const report = await runWinrate(
          { variant: recipe.variant, rules: { ...recipe.rules }, deals: part.length, from: 0, seeds: part, workers: options.workers, maxStates: options.maxStates },
          (row, done) => {
            if (row.result !== 'unknown') decided++;
            bar.update(i + done, `${decided} decided`);
          },
          workerUrlBeside(import.meta.url),
        );
        report.rows.forEach(onRow);
        save();
      }
      bar.finish();
    };
    if (options.retryUnknown) {
      const unknown = rows.filter((row) => row.result === 'unknown').map((row) => Number(row.seed));
      if (unknown.length === 0) continue;
      log(`${recipe.id}: retrying ${unknown.length} unknown deals\n`);
      await solveSeeds(unknown, (row) => {
        const at = rows.findIndex((old) => old.seed === row.seed);
        if (row.result !== 'unknown' || row.states >= rows[at]!.states) rows[at] = row;
      });
    } else {
      const next = rows.length === 0 ? 1 : Math.max(...rows.map((row) => Number(row.seed))) + 1;
      if (next > options.deals) continue;
      log(`${recipe.id}: ${describeRuleSet(recipe.variant, recipe.rules)}, seeds ${next}–${options.deals}\n`);
      const seeds = Array.from({ length: options.deals - next + 1 }, (_, i) => next + i);
      await solveSeeds(seeds, (row) => rows.push(row));
    }
  }
}

/** The command line: optionally runs or retries rows, then prints the table (`npm run chart` writes it into docs/winnability.md). */
export async function main(argv: readonly string[]): Promise<void> {
  const option = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const count = (name: string, min: number): number | undefined =>
    argv.includes(`--${name}`) ? positiveInteger(`--${name}`, option(name), min) : undefined;
  const dir = 'data';
  if (argv.includes('--run') || argv.includes('--retry-unknown')) {
    await runTable({
      dir,
      deals: count('deals', 1) ?? 10_000,
      workers: count('workers', 1) ?? 1,
      maxStates: count('max-states', 1),
      only: option('only')?.split(','),
      retryUnknown: argv.includes('--retry-unknown'),
      chunk: count('chunk', 1),
    });
  }
  if (argv.includes('--careful')) {
    console.log(carefulTable(dir));
    return;
  }
  if (argv.includes('--decided')) {
    console.log(decidedTable(dir));
    return;
  }
  console.log(buildTable(dir));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`winrate-table: ${error.message}`);
    process.exitCode = 2;
  }
}
