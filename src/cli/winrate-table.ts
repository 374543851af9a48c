/// <reference types="node" />
/**
 * The README's "How winnable is Agnes?" table: one row per recipe of RULES §4, each from a CSV in
 * `data/` written by `agnes-solitaire winrate --csv` (seed, result, states, ms, most_home).
 *
 *   tsx src/cli/winrate-table.ts                       prints the table from data/*.csv
 *   tsx src/cli/winrate-table.ts --run [--deals N] [--workers N] [--max-states N] [--only id,id]
 *                                                      first solves the rows whose CSV is missing
 *                                                      or short, writing data/<recipe id>.csv
 *   tsx src/cli/winrate-table.ts --write-readme        also replaces the table in README.md
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { RECIPES, type Recipe } from '../engine/index.js';
import { ProgressBar } from './progress-bar.js';
import { wilsonInterval } from './statistics.js';
import { describeRuleSet, runWinrate, toCsv, type DealRow } from './winrate.js';

/** The table's rows: every recipe (the three variants come first in RECIPES). */
export const TABLE_RECIPES: readonly Recipe[] = RECIPES;

/** Published figures and source claims to set beside ours, by recipe id. */
export const PUBLISHED: Readonly<Record<string, string>> = {
  bernauer: 'sources: about 1 in 30 (3.3%)',
  sorel: 'sources: about 1 in 6 (16.7%)',
  'bernauer-redeal': 'source: about 1 in 10 (10%)',
  'bernauer-base-ace': 'source: "significantly" higher than Bernauer',
  'classic-sorel': 'Wolter 2013: 45 of 1,000,000 (0.0045%)',
  'relaxed-sorel': 'Wolter 2013: 78,304 of 1,000,000 (7.83%)',
};

export const README_START = '<!-- winrate:start -->';
export const README_END = '<!-- winrate:end -->';

/** Reads a CSV written by `winrate --csv`. */
export function readRows(text: string): DealRow[] {
  const lines = text.trim().split('\n');
  if (lines[0] !== 'seed,result,states,ms,most_home') throw new Error(`not a winrate CSV (header: ${lines[0]})`);
  return lines.slice(1).map((line) => {
    const [seed, result, states, ms, mostHome] = line.split(',');
    if (result !== 'win' && result !== 'loss' && result !== 'unknown') throw new Error(`bad result in line "${line}"`);
    return { seed: seed!, result, states: Number(states), ms: Number(ms), mostHome: Number(mostHome) };
  });
}

const percent = (x: number, digits = 2): string => `${(x * 100).toFixed(digits)}%`;

/** One markdown row: recipe, rules, deals, wins, losses, unknowns, rate with interval, published figure. */
export function tableRow(recipe: Recipe, rows: readonly DealRow[]): string {
  const wins = rows.filter((row) => row.result === 'win').length;
  const unknowns = rows.filter((row) => row.result === 'unknown').length;
  const losses = rows.length - wins - unknowns;
  const { low, high } = wilsonInterval(wins, rows.length);
  const first = rows[0]?.seed ?? '–';
  const last = rows.at(-1)?.seed ?? '–';
  const rate = wins / rows.length;
  return `| ${recipe.title} | \`${describeRuleSet(recipe.variant, recipe.rules)}\` | ${rows.length.toLocaleString('en-US')} (${first}–${last}) | ${wins.toLocaleString('en-US')} | ${losses.toLocaleString('en-US')} | ${unknowns} | **${percent(rate)}** (${percent(low)}–${percent(high)}) | ${PUBLISHED[recipe.id] ?? ''} |`;
}

/** The whole table from the CSVs present in `dir`; recipes without a CSV are left out. */
export function buildTable(dir: string): string {
  const lines = [
    '| game | rules | deals (seeds) | won | lost | unknown | win rate (95% CI) | published |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | --- |',
  ];
  for (const recipe of TABLE_RECIPES) {
    const file = `${dir}/${recipe.id}.csv`;
    if (existsSync(file)) lines.push(tableRow(recipe, readRows(readFileSync(file, 'utf8'))));
  }
  return lines.join('\n');
}

/** README text with the table between its markers replaced. */
export function replaceTable(readme: string, table: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`README has no ${README_START} … ${README_END} markers`);
  return `${readme.slice(0, start + README_START.length)}\n${table}\n${readme.slice(end)}`;
}

async function main(argv: readonly string[]): Promise<void> {
  const option = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const dir = 'data';
  if (argv.includes('--run')) {
    const deals = Number(option('deals') ?? 10_000);
    const workers = Number(option('workers') ?? 1);
    const maxStates = option('max-states') === undefined ? undefined : Number(option('max-states'));
    const only = option('only')?.split(',');
    mkdirSync(dir, { recursive: true });
    for (const recipe of TABLE_RECIPES) {
      if (only && !only.includes(recipe.id)) continue;
      const file = `${dir}/${recipe.id}.csv`;
      if (existsSync(file) && readRows(readFileSync(file, 'utf8')).length >= deals) continue;
      process.stderr.write(`${recipe.id}: ${describeRuleSet(recipe.variant, recipe.rules)}\n`);
      const bar = new ProgressBar(process.stderr, deals);
      let wins = 0;
      const report = await runWinrate(
        { variant: recipe.variant, rules: { ...recipe.rules }, deals, from: 1, workers, maxStates },
        (row, done) => {
          if (row.result === 'win') wins++;
          bar.update(done, `${wins} won`);
        },
      );
      bar.finish();
      writeFileSync(file, toCsv(report.rows));
    }
  }
  const table = buildTable(dir);
  console.log(table);
  if (argv.includes('--write-readme')) writeFileSync('README.md', replaceTable(readFileSync('README.md', 'utf8'), table));
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
