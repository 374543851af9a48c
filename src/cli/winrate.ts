/// <reference types="node" />
/**
 * `agnes-solitaire winrate`: solves a range of seeded deals under one rule set and reports how many
 * are winnable, with a 95% Wilson interval, speed figures and (optionally) one CSV row per deal.
 *
 * Deals are solved by `solve` from the first position with the given state budget; seeds are the
 * decimal strings `from`, `from + 1`, … With `workers > 1` the deals are shared among Node worker
 * threads (`deal-worker.ts`), a batch at a time; the rows come back in seed order either way.
 */
import { Worker } from 'node:worker_threads';
import { RULE_FIELDS, RULE_VALUES, VARIANT_NAMES, newGame, resolveRules, ruleOverrides } from '../engine/index.js';
import type { Rules, VariantName } from '../engine/index.js';
import { solve } from '../solver/index.js';
import { median, percentile, wilsonInterval } from './statistics.js';

/** What one run solves. */
export interface WinrateOptions {
  variant: VariantName;
  /** Overrides of the variant's rules (validated). */
  rules: Partial<Rules>;
  deals: number;
  /** First seed (a non-negative integer). */
  from: number;
  /** The seeds to solve, instead of `deals` seeds from `from` (the win-rate table retries scattered ones). */
  seeds?: readonly string[];
  workers: number;
  /** State budget per deal; undefined: the solver's default. */
  maxStates?: number;
  /** Time budget per deal in ms; undefined: none (the result then depends only on the state budget). */
  timeMs?: number;
  /** Where to write one CSV row per deal; undefined: no CSV. */
  csv?: string;
  /** Every n-th deal of the range, starting with the i-th (0-based); undefined: all of them. */
  shard?: Shard;
}

/** `--shard i/n`: the deals whose index in the range (0-based) is i modulo n. */
export interface Shard {
  index: number;
  count: number;
}

/** Reads `--shard I/N` (0 ≤ I < N). */
export function parseShard(text: string | undefined): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || !(count >= 1) || !(index < count) || !Number.isSafeInteger(count)) {
    throw new UsageError(`--shard needs I/N with 0 ≤ I < N (e.g. 0/4 … 3/4), got ${text === undefined ? 'nothing' : `"${text}"`}`);
  }
  return { index, count };
}

/** The seeds `from`, `from + 1`, … (`deals` of them), or with a shard only every `count`-th from the `index`-th. */
export function shardSeeds(from: number, deals: number, shard?: Shard): string[] {
  const seeds: string[] = [];
  for (let i = shard?.index ?? 0; i < deals; i += shard?.count ?? 1) seeds.push(String(from + i));
  return seeds;
}

/** One solved deal. */
export interface DealRow {
  seed: string;
  result: 'win' | 'loss' | 'unknown';
  states: number;
  ms: number;
  /** Most cards on the foundations in any position the search reached. */
  mostHome: number;
}

/** A finished run. */
export interface WinrateReport {
  options: WinrateOptions;
  rows: DealRow[];
  wins: number;
  losses: number;
  unknowns: number;
  /** Wins over all deals (unknowns count as not proven winnable). */
  rate: number;
  interval: { low: number; high: number };
  seconds: number;
  medianMs: number;
  p99Ms: number;
  totalStates: number;
}

/** A command-line mistake: the message names the option and what it allows. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const WINRATE_USAGE = `usage: agnes-solitaire winrate [options]
  --variant NAME      ${VARIANT_NAMES.join(' | ')} (default bernauer)
  --deals N           how many deals (default 1000)
  --from N            first seed (default 1); seeds are N, N+1, …
  --rule FIELD=VALUE  override a rule field (camelCase or kebab-case), repeatable, e.g. --rule build=same-color
  --workers N         worker threads (default 1)
  --max-states N      state budget per deal (default: the solver's)
  --time-ms N         time budget per deal in ms (default: none)
  --shard I/N         only every N-th deal of the range, from the I-th (I = 0 … N-1), so
                      that N machines split a run exactly; join their CSVs with merge
  --csv FILE          write one row per deal: seed,result,states,ms,most_home (after a
                      first line naming the run, which merge checks)`;

const kebab = (field: string): string => field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const FIELD_BY_NAME = new Map<string, (typeof RULE_FIELDS)[number]>(
  RULE_FIELDS.flatMap((field) => [[field, field], [kebab(field), field]] as const),
);

/** Reads one `field=value` rule override; values are converted to the field's type (booleans, numbers). */
export function parseRuleOverride(text: string): Partial<Rules> {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new UsageError(`--rule needs FIELD=VALUE, got "${text}"; fields: ${RULE_FIELDS.join(', ')}`);
  const name = text.slice(0, eq).trim();
  const raw = text.slice(eq + 1).trim();
  const field = FIELD_BY_NAME.get(name);
  if (!field) throw new UsageError(`--rule: unknown rule field "${name}"; fields: ${RULE_FIELDS.join(', ')}`);
  const allowed = RULE_VALUES[field] as readonly unknown[];
  const value = allowed.find((candidate) => String(candidate) === raw);
  if (value === undefined) {
    throw new UsageError(`--rule ${name}: "${raw}" is not allowed; allowed: ${allowed.map(String).join(', ')}`);
  }
  return { [field]: value } as Partial<Rules>;
}

/** A whole-number option's value, at least `min`; a UsageError naming the option otherwise. */
export function positiveInteger(option: string, text: string | undefined, min: number): number {
  if (text === undefined || !/^\d+$/.test(text) || Number(text) < min || !Number.isSafeInteger(Number(text))) {
    throw new UsageError(`${option} needs a whole number ≥ ${min}, got ${text === undefined ? 'nothing' : `"${text}"`}`);
  }
  return Number(text);
}

/** What every command's options hold: the variant and the rule overrides. */
export interface RuleSetOptions {
  variant: VariantName;
  rules: Partial<Rules>;
}

/**
 * Reads a command's options into `options`: `--flag value` or `--flag=value` (the first `=` splits:
 * `--rule=build=same-color` works). `own` sees every flag first and returns true when it took it;
 * `--variant` and `--rule` are read here for all; any other flag is a UsageError followed by `usage`.
 * The rules are checked at the end, so a bad combination is a UsageError naming `--rule`.
 */
export function readOptions<T extends RuleSetOptions>(
  argv: readonly string[],
  usage: string,
  options: T,
  own: (flag: string, value: () => string | undefined, inline: string | undefined) => boolean,
): T {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    const value = (): string | undefined => inline ?? argv[++i];
    if (own(flag, value, inline)) continue;
    if (flag === '--variant') {
      const name = value();
      if (!VARIANT_NAMES.includes(name as VariantName)) {
        throw new UsageError(`--variant: "${name ?? ''}" is not a variant; allowed: ${VARIANT_NAMES.join(', ')}`);
      }
      options.variant = name as VariantName;
    } else if (flag === '--rule') {
      const text = value();
      if (text === undefined) throw new UsageError('--rule needs FIELD=VALUE');
      Object.assign(options.rules, parseRuleOverride(text));
    } else {
      throw new UsageError(`unknown option "${arg}"\n${usage}`);
    }
  }
  try {
    resolveRules(options.variant, options.rules);
  } catch (error) {
    throw new UsageError(`--rule: ${(error as Error).message}`);
  }
  return options;
}

/** `--csv`'s file name; a UsageError when none is given. */
export function csvFile(text: string | undefined): string {
  if (!text) throw new UsageError('--csv needs a file name');
  return text;
}

/** The options of a run over a range of deals, shared by `winrate` and `careful`. */
export interface RangeOptions {
  deals: number;
  from: number;
  workers: number;
  shard?: Shard;
  csv?: string;
}

/** Reads a flag of the deal range (`--deals --from --workers --shard --csv`); false for any other flag. */
export function readRangeFlag(options: RangeOptions, flag: string, value: () => string | undefined): boolean {
  switch (flag) {
    case '--deals': options.deals = positiveInteger('--deals', value(), 1); return true;
    case '--from': options.from = positiveInteger('--from', value(), 0); return true;
    case '--workers': options.workers = positiveInteger('--workers', value(), 1); return true;
    case '--shard': options.shard = parseShard(value()); return true;
    case '--csv': options.csv = csvFile(value()); return true;
    default: return false;
  }
}

/** Reads `winrate`'s options (the words after `winrate`). */
export function parseWinrateArgs(argv: readonly string[]): WinrateOptions {
  const options: WinrateOptions = { variant: 'bernauer', rules: {}, deals: 1000, from: 1, workers: 1 };
  return readOptions(argv, WINRATE_USAGE, options, (flag, value) => {
    switch (flag) {
      case '--max-states': options.maxStates = positiveInteger('--max-states', value(), 1); return true;
      case '--time-ms': options.timeMs = positiveInteger('--time-ms', value(), 1); return true;
      default: return readRangeFlag(options, flag, value);
    }
  });
}

/** Solves one deal from its first position. */
export function solveDeal(variant: VariantName, rules: Partial<Rules>, seed: string, maxStates?: number, timeMs?: number): DealRow {
  const start = performance.now();
  const state = newGame({ variant, rules, seed });
  const answer = solve(state, { maxStates, timeMs });
  return { seed, result: answer.result, states: answer.states, ms: performance.now() - start, mostHome: answer.mostHome };
}

/** Seeds of a run, in order. */
export function seedsOf(options: Pick<WinrateOptions, 'from' | 'deals' | 'shard'>): string[] {
  return shardSeeds(options.from, options.deals, options.shard);
}

/** Solves every deal of the run, calling `onRow` as each finishes (in any order). Rows are returned in seed order. */
export async function runWinrate(
  options: WinrateOptions,
  onRow: (row: DealRow, done: number) => void = () => {},
  workerUrl: URL = workerUrlBeside(import.meta.url),
): Promise<WinrateReport> {
  const seeds = options.seeds ?? seedsOf(options);
  const started = performance.now();
  const rows = await runRows<DealRow>(
    seeds,
    options.workers,
    (seed) => solveDeal(options.variant, options.rules, seed, options.maxStates, options.timeMs),
    { kind: 'winrate', variant: options.variant, rules: options.rules, maxStates: options.maxStates, timeMs: options.timeMs },
    onRow,
    workerUrl,
  );
  return summarize(options, rows, (performance.now() - started) / 1000);
}

/**
 * Runs `one` on every seed, here (one worker) or in worker threads running `deal-worker.ts` with
 * `job` as their data (which must make the worker compute the same `one`), calling `onRow` as each
 * finishes (in any order). Rows are returned in seed order.
 */
export async function runRows<Row>(
  seeds: readonly string[],
  workers: number,
  one: (seed: string) => Row,
  job: Record<string, unknown>,
  onRow: (row: Row, done: number) => void,
  workerUrl: URL = workerUrlBeside(import.meta.url),
): Promise<Row[]> {
  const rows: Row[] = new Array(seeds.length);
  let done = 0;
  const record = (index: number, row: Row): void => {
    rows[index] = row;
    onRow(row, ++done);
  };
  if (workers <= 1) {
    for (let i = 0; i < seeds.length; i++) {
      record(i, one(seeds[i]!));
      // Let the progress bar and signals through on long runs.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } else {
    await runInWorkers(workers, job, seeds, record, workerUrl);
  }
  return rows;
}

/** Deals handed to a worker at a time: small enough to balance the load, big enough to keep messages rare. */
const BATCH = 8;

/**
 * The worker script next to a module of the command line: `deal-worker.ts` when running from source
 * (tsx), `deal-worker.js` in dist/cli. (Bundled, this module may live in a shared chunk, so the
 * entry, main.ts, passes its own.)
 */
export function workerUrlBeside(moduleUrl: string): URL {
  return new URL(moduleUrl.endsWith('.ts') ? './deal-worker.ts' : './deal-worker.js', moduleUrl);
}

/**
 * Starts a worker thread on `url`. From source (a `.ts` file under tsx) Node 20 loads a worker's
 * entry before any `--import` loader is ready, so a one-line bootstrap registers tsx first.
 */
function startWorker(url: URL, options: { workerData: unknown }): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(bootstrap, { ...options, eval: true });
}

function runInWorkers<Row>(
  workers: number,
  job: Record<string, unknown>,
  seeds: readonly string[],
  record: (index: number, row: Row) => void,
  workerUrl: URL,
): Promise<void> {
  const count = Math.min(workers, Math.ceil(seeds.length / BATCH));
  let next = 0;
  let finished = 0;
  return new Promise((resolve, reject) => {
    const threads: Worker[] = [];
    const fail = (error: unknown): void => {
      for (const worker of threads) void worker.terminate();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const feed = (worker: Worker): void => {
      if (next >= seeds.length) {
        void worker.terminate();
        if (++finished === count) resolve();
        return;
      }
      const first = next;
      const batch = seeds.slice(first, first + BATCH);
      next += batch.length;
      worker.postMessage({ first, seeds: batch });
    };
    for (let w = 0; w < count; w++) {
      const worker = startWorker(workerUrl, {
        workerData: job,
      });
      threads.push(worker);
      worker.on('message', (message: { index: number; row: Row } | { batchDone: true }) => {
        if ('batchDone' in message) feed(worker);
        else record(message.index, message.row);
      });
      worker.on('error', fail);
      feed(worker);
    }
  });
}

/** Counts, rate, interval and timing figures of a finished run. */
export function summarize(options: WinrateOptions, rows: DealRow[], seconds: number): WinrateReport {
  let wins = 0;
  let losses = 0;
  let totalStates = 0;
  for (const row of rows) {
    if (row.result === 'win') wins++;
    else if (row.result === 'loss') losses++;
    totalStates += row.states;
  }
  const times = rows.map((row) => row.ms);
  return {
    options,
    rows,
    wins,
    losses,
    unknowns: rows.length - wins - losses,
    rate: rows.length ? wins / rows.length : 0,
    interval: wilsonInterval(wins, rows.length),
    seconds,
    medianMs: median(times),
    p99Ms: percentile(times, 99),
    totalStates,
  };
}

const percent = (x: number): string => `${(x * 100).toFixed(2)}%`;

/** The rule set in one line: the variant and its overrides in `field=value` form. */
export function describeRuleSet(variant: VariantName, rules: Partial<Rules>): string {
  const overrides = ruleOverrides(variant, resolveRules(variant, rules));
  const parts = Object.entries(overrides).map(([field, value]) => `${field}=${String(value)}`);
  return parts.length ? `${variant} + ${parts.join(', ')}` : variant;
}

/** The report as printed on stdout. */
export function formatReport(report: WinrateReport): string {
  const { options } = report;
  const last = options.from + options.deals - 1;
  const shard = options.shard ? `, shard ${options.shard.index}/${options.shard.count}: every ${options.shard.count}th from seed ${options.from + options.shard.index}` : '';
  const budget = [
    options.maxStates !== undefined ? `${options.maxStates.toLocaleString('en-US')} states` : 'default state budget',
    options.timeMs !== undefined ? `${options.timeMs} ms` : '',
  ].filter(Boolean).join(', ');
  const oneIn = report.wins > 0 ? ` (about 1 in ${(report.rows.length / report.wins).toFixed(1)})` : '';
  return [
    `rules:     ${describeRuleSet(options.variant, options.rules)}`,
    `deals:     ${report.rows.length} (seeds ${options.from}–${last}${shard}), budget ${budget} per deal`,
    `wins:      ${report.wins}`,
    `losses:    ${report.losses}`,
    `unknown:   ${report.unknowns}`,
    `win rate:  ${percent(report.rate)}${oneIn}, 95% Wilson interval ${percent(report.interval.low)}–${percent(report.interval.high)}`,
    `speed:     ${(report.rows.length / report.seconds).toFixed(1)} deals/s, ${Math.round(report.totalStates / report.seconds).toLocaleString('en-US')} states/s (${options.workers} worker${options.workers > 1 ? 's' : ''})`,
    `per deal:  median ${report.medianMs.toFixed(1)} ms, 99th percentile ${report.p99Ms.toFixed(1)} ms`,
  ].join('\n');
}

/** The identity of a winrate run's CSV (its optional first line): merge joins only files with the same one. */
export function winrateRunLine(options: Pick<WinrateOptions, 'variant' | 'rules' | 'maxStates' | 'timeMs'>): string {
  const budget = `${options.maxStates ?? 'default'} states${options.timeMs !== undefined ? `, ${options.timeMs} ms` : ''}`;
  return `# agnes-solitaire winrate: ${describeRuleSet(options.variant, options.rules)}; budget ${budget}`;
}

/** One CSV row per deal, with a header line (after `identity`, a `#` line, when given). */
export function toCsv(rows: readonly DealRow[], identity?: string): string {
  const lines = identity ? [identity, 'seed,result,states,ms,most_home'] : ['seed,result,states,ms,most_home'];
  for (const row of rows) lines.push(`${row.seed},${row.result},${row.states},${row.ms.toFixed(2)},${row.mostHome}`);
  return `${lines.join('\n')}\n`;
}
