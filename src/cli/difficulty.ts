/// <reference types="node" />
/**
 * `agnes-solitaire difficulty`: grades a range of seeded deals easy, medium or hard as the element's
 * `difficulty` does (the solver's `gradeDeal`: careful games under sampling seeds 1, 2 and 3, and a
 * proof of winnability), prints how many of each, and writes one CSV row per deal. The CSVs of the
 * variants' own rules in data/difficulty/ make the solver's table of graded seeds
 * (`npm run difficulty-table`).
 *
 * The careful games of sampling seed 1 are the Hint-follower's games of `careful`: with `--careful
 * FILE` (that command's CSV of the same rule set, with the Hint's options) their results are read
 * from it instead of played again.
 */
import { readFileSync } from 'node:fs';
import { newGame, VARIANT_NAMES, type Rules, type VariantName } from '../engine/index.js';
import { DIFFICULTIES, DIFFICULTY_SAMPLE_SEEDS, gradeDeal, SEED_STATES, type Grade } from '../solver/index.js';
import { carefulRunLine, hintOptions } from './careful.js';
import { wilsonInterval } from './statistics.js';
import { describeRuleSet, readOptions, readRangeFlag, runRows, shardSeeds, UsageError, type Shard } from './winrate.js';

export const DIFFICULTY_USAGE = `usage: agnes-solitaire difficulty [options]   (grades deals as difficulty="easy|medium|hard" does)
  --variant NAME      ${VARIANT_NAMES.join(' | ')} (default bernauer)
  --rule FIELD=VALUE  override a rule field, repeatable
  --deals N           how many deals (default 100)
  --from N            first seed (default 1); seeds are N, N+1, …
  --careful FILE      a CSV of \`careful\` for the same rule set with the Hint's options: its results
                      are the sampling-seed-1 games (not played again)
  --workers N         worker threads (default 1)
  --shard I/N         only every N-th deal of the range, from the I-th (I = 0 … N-1)
  --csv FILE          write one row per deal: seed,grade,careful,solved,ms`;

/** What one `difficulty` run grades. */
export interface DifficultyRunOptions {
  variant: VariantName;
  rules: Partial<Rules>;
  deals: number;
  from: number;
  workers: number;
  shard?: Shard;
  csv?: string;
  /** Results of sampling seed 1's careful games by seed (from `--careful`). */
  known?: Record<string, 'win' | 'loss'>;
}

/** One graded deal. */
export interface DifficultyRow {
  seed: string;
  grade: Grade;
  /** The careful games' results in sampling-seed order, e.g. `loss loss win`. */
  careful: string;
  /** The solver's answer, or empty when it was not asked (won by seed 1). */
  solved: string;
  /** Wall-clock ms of the grading (the games read from `--careful` take none). */
  ms: number;
}

/** The identity of a difficulty run's CSV: the rule set and what grades it. */
export function difficultyRunLine(options: Pick<DifficultyRunOptions, 'variant' | 'rules'>): string {
  const o = hintOptions(options);
  return `# agnes-solitaire difficulty: ${describeRuleSet(options.variant, options.rules)}; careful samples ${o.samples}, max-states ${o.maxStates}, phase-nodes ${o.phaseNodes}; sample seeds ${DIFFICULTY_SAMPLE_SEEDS.join(' ')}; proof ${SEED_STATES} states`;
}

/** Reads a careful CSV's results by seed, checking that it is of this rule set with the Hint's options. */
function readKnown(file: string, options: Pick<DifficultyRunOptions, 'variant' | 'rules'>): Record<string, 'win' | 'loss'> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`--careful: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const identity = carefulRunLine(options);
  if (lines[0] !== identity) throw new UsageError(`--careful: ${file} is of another run: "${lines[0]}", not "${identity}"`);
  const known: Record<string, 'win' | 'loss'> = {};
  for (const line of lines.slice(2)) {
    const [seed, result] = line.split(',');
    if (result !== 'win' && result !== 'loss') throw new UsageError(`--careful: ${file}: bad row "${line}"`);
    known[seed!] = result;
  }
  return known;
}

/** Reads `difficulty`'s options (the words after `difficulty`). */
export function parseDifficultyArgs(argv: readonly string[]): DifficultyRunOptions {
  const options: DifficultyRunOptions = { variant: 'bernauer', rules: {}, deals: 100, from: 1, workers: 1 };
  let careful: string | undefined;
  readOptions(argv, DIFFICULTY_USAGE, options, (flag, value) => {
    if (flag !== '--careful') return readRangeFlag(options, flag, value);
    careful = value();
    if (!careful) throw new UsageError('--careful needs a file');
    return true;
  });
  if (careful) options.known = readKnown(careful, options);
  return options;
}

/** Grades one deal (sampling seed 1's result from `known` when there). */
export function gradeRow(variant: VariantName, rules: Partial<Rules>, seed: string, known?: Record<string, 'win' | 'loss'>): DifficultyRow {
  const start = performance.now();
  const evidence = gradeDeal(newGame({ variant, rules, seed }), { careful: (sampleSeed) => (sampleSeed === 1 ? known?.[seed] : undefined) });
  return { seed, grade: evidence.grade, careful: evidence.careful.join(' '), solved: evidence.solved ?? '', ms: performance.now() - start };
}

/** Grades every deal of the run; rows in seed order. */
export function runDifficulty(options: DifficultyRunOptions, onRow: (row: DifficultyRow, done: number) => void, workerUrl?: URL): Promise<DifficultyRow[]> {
  const seeds = shardSeeds(options.from, options.deals, options.shard);
  return runRows<DifficultyRow>(
    seeds,
    options.workers,
    (seed) => gradeRow(options.variant, options.rules, seed, options.known),
    { kind: 'difficulty', variant: options.variant, rules: options.rules, known: options.known },
    onRow,
    workerUrl,
  );
}

export const DIFFICULTY_HEADER = 'seed,grade,careful,solved,ms';

/** The CSV: the run's identity line, a header, one row per deal. */
export function difficultyCsv(identity: string, rows: readonly DifficultyRow[]): string {
  const lines = [identity, DIFFICULTY_HEADER];
  for (const row of rows) lines.push(`${row.seed},${row.grade},${row.careful},${row.solved},${row.ms.toFixed(1)}`);
  return `${lines.join('\n')}\n`;
}

/** The summary as printed: how many deals of each grade, with 95% Wilson intervals. */
export function formatDifficultyReport(identity: string, rows: readonly DifficultyRow[]): string {
  const seeds = rows.map((row) => Number(row.seed));
  const share = (grade: Grade | Grade[]): string => {
    const grades = Array.isArray(grade) ? grade : [grade];
    const n = rows.filter((row) => grades.includes(row.grade)).length;
    const { low, high } = wilsonInterval(n, rows.length);
    const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
    return `${String(n).padStart(5)}  ${pct(rows.length ? n / rows.length : 0).padStart(6)}  (95% ${pct(low)}–${pct(high)})`;
  };
  return [
    `run:       ${identity.replace(/^# agnes-solitaire /, '')}`,
    `deals:     ${rows.length}${rows.length ? ` (seeds ${Math.min(...seeds)}–${Math.max(...seeds)})` : ''}`,
    ...DIFFICULTIES.map((d) => `${`${d}:`.padEnd(10)} ${share(d)}`),
    `none:      ${share(['unwinnable', 'unproven'])}  not proven winnable`,
  ].join('\n');
}
