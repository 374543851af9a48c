/// <reference types="node" />
/**
 * `agnes-solitaire merge A.csv B.csv … --csv OUT`: joins the CSVs of the shards of one run
 * (`winrate --shard i/n` or `careful --shard i/n`, each written with `--csv`) into one, in seed
 * order, and prints the run's summary. Refuses files of different runs (their first lines, which
 * name the rules and budget, differ), of different kinds, or sharing a seed.
 */
import { readFileSync } from 'node:fs';
import { CAREFUL_HEADER, carefulCsv, formatCarefulReport, readCarefulRows, summarizeCareful, type CarefulRow } from './careful.js';
import { median, percentile, wilsonInterval } from './statistics.js';
import { toCsv, UsageError, type DealRow } from './winrate.js';

export const MERGE_USAGE = `usage: agnes-solitaire merge A.csv B.csv … [--csv OUT]
  joins the CSVs of a run's shards (winrate or careful, --shard i/n --csv …) in seed order,
  refusing overlapping seeds or different runs, and prints the run's summary`;

const WINRATE_HEADER = 'seed,result,states,ms,most_home';

/** A merged run: its identity line, its CSV text and its summary. */
export interface Merged {
  identity: string;
  csv: string;
  summary: string;
  rows: number;
}

function readWinrateRows(lines: readonly string[], file: string): DealRow[] {
  return lines.map((line) => {
    const [seed, result, states, ms, mostHome] = line.split(',');
    if ((result !== 'win' && result !== 'loss' && result !== 'unknown') || mostHome === undefined) throw new UsageError(`${file}: bad row "${line}"`);
    return { seed: seed!, result, states: Number(states), ms: Number(ms), mostHome: Number(mostHome) };
  });
}

/** Merges the files' texts (`name` → text, in the order given). */
export function mergeTexts(files: readonly { name: string; text: string }[]): Merged {
  if (files.length === 0) throw new UsageError(`merge needs at least one CSV\n${MERGE_USAGE}`);
  let identity: string | undefined;
  let header: string | undefined;
  const bodies: { name: string; lines: string[] }[] = [];
  for (const { name, text } of files) {
    const lines = text.split('\n').filter((line) => line.length > 0);
    if (!lines[0]?.startsWith('# agnes-solitaire ')) throw new UsageError(`${name}: no first line naming the run (write shards with this version's --csv)`);
    if (identity === undefined) identity = lines[0];
    else if (lines[0] !== identity) throw new UsageError(`${name} is of another run: "${lines[0]}", not "${identity}"`);
    if (lines[1] !== WINRATE_HEADER && lines[1] !== CAREFUL_HEADER) throw new UsageError(`${name}: unknown header "${lines[1] ?? ''}"`);
    if (header === undefined) header = lines[1];
    else if (lines[1] !== header) throw new UsageError(`${name}: header "${lines[1]}" differs from "${header}"`);
    bodies.push({ name, lines: lines.slice(2) });
  }
  const seen = new Map<string, string>();
  const check = (seed: string, name: string): void => {
    const other = seen.get(seed);
    if (other !== undefined) throw new UsageError(`seed ${seed} is in both ${other} and ${name}: shards overlap`);
    seen.set(seed, name);
  };
  const bySeed = (a: { seed: string }, b: { seed: string }): number => Number(a.seed) - Number(b.seed) || (a.seed < b.seed ? -1 : a.seed > b.seed ? 1 : 0);
  if (header === CAREFUL_HEADER) {
    const rows: CarefulRow[] = [];
    for (const { name, lines } of bodies) for (const row of readCarefulRows(lines, name)) { check(row.seed, name); rows.push(row); }
    rows.sort(bySeed);
    return { identity: identity!, csv: carefulCsv(identity!, rows), summary: formatCarefulReport(identity!, summarizeCareful(rows)), rows: rows.length };
  }
  const rows: DealRow[] = [];
  for (const { name, lines } of bodies) for (const row of readWinrateRows(lines, name)) { check(row.seed, name); rows.push(row); }
  rows.sort(bySeed);
  return { identity: identity!, csv: toCsv(rows, identity), summary: formatWinrateSummary(identity!, rows), rows: rows.length };
}

/** A winrate summary from rows alone (merged shards have no one run's wall clock: speed is per deal). */
export function formatWinrateSummary(identity: string, rows: readonly DealRow[]): string {
  const wins = rows.filter((row) => row.result === 'win').length;
  const losses = rows.filter((row) => row.result === 'loss').length;
  const interval = wilsonInterval(wins, rows.length);
  const percent = (x: number): string => `${(x * 100).toFixed(2)}%`;
  const seeds = rows.map((row) => Number(row.seed));
  const ms = rows.map((row) => row.ms);
  const oneIn = wins > 0 ? ` (about 1 in ${(rows.length / wins).toFixed(1)})` : '';
  return [
    `run:       ${identity.replace(/^# agnes-solitaire /, '')}`,
    `deals:     ${rows.length} (seeds ${Math.min(...seeds)}–${Math.max(...seeds)})`,
    `wins:      ${wins}`,
    `losses:    ${losses}`,
    `unknown:   ${rows.length - wins - losses}`,
    `win rate:  ${percent(rows.length ? wins / rows.length : 0)}${oneIn}, 95% Wilson interval ${percent(interval.low)}–${percent(interval.high)}`,
    `per deal:  median ${median(ms).toFixed(1)} ms, 99th percentile ${percentile(ms, 99).toFixed(1)} ms`,
  ].join('\n');
}

/** Reads `merge`'s arguments: files, and `--csv OUT`. */
export function parseMergeArgs(argv: readonly string[]): { files: string[]; csv?: string } {
  const files: string[] = [];
  let csv: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--csv' || arg.startsWith('--csv=')) {
      csv = arg.startsWith('--csv=') ? arg.slice(6) : argv[++i];
      if (!csv) throw new UsageError('--csv needs a file name');
    } else if (arg.startsWith('--')) throw new UsageError(`unknown option "${arg}"\n${MERGE_USAGE}`);
    else files.push(arg);
  }
  if (files.length === 0) throw new UsageError(`merge needs at least one CSV\n${MERGE_USAGE}`);
  return { files, csv };
}

/** Merges files on disk. */
export function mergeFiles(files: readonly string[]): Merged {
  return mergeTexts(files.map((name) => {
    try {
      return { name, text: readFileSync(name, 'utf8') };
    } catch (error) {
      throw new UsageError(`cannot read ${name}: ${(error as Error).message}`);
    }
  }));
}
