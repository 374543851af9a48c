/// <reference types="node" />
/**
 * `agnes-solitaire careful`: plays a range of seeded deals from their first position to the end
 * with `carefulMove` (a player who sees only what a player sees) and reports how many it wins, with
 * a 95% Wilson interval, speed figures and (optionally) one CSV row per deal.
 *
 * Each game is the solver's `playCarefulGame` (careful-game.ts says when a game ends). With
 * `workers > 1` the deals are shared among worker threads (`deal-worker.ts`).
 */
import { VARIANT_NAMES, newGame, resolveRules, type Rules, type VariantName } from '../engine/index.js';
import { playCarefulGame, CAREFUL_HINT_OPTIONS, CAREFUL_HINT_TABLEAU_OPTIONS, CAREFUL_PHASE_NODES, CAREFUL_SAMPLES, CAREFUL_STATES, carefulHintOptions, type CarefulHintOptions } from '../solver/index.js';
import { median, wilsonInterval } from './statistics.js';
import { describeRuleSet, positiveInteger, readOptions, readRangeFlag, shardSeeds, runRows, UsageError, type Shard } from './winrate.js';

/** What one careful run plays. */
export interface CarefulRunOptions {
  variant: VariantName;
  rules: Partial<Rules>;
  deals: number;
  from: number;
  workers: number;
  /** Careful options; those not given are the Hint's for the rule set (`carefulHintOptions`). */
  samples?: number;
  maxStates?: number;
  phaseNodes?: number;
  /** The careful player's sampling seed (`carefulMove`'s `seed`); default 1, the Hint's. */
  sampleSeed?: number;
  /** Every n-th deal of the range, starting with the i-th (0-based). */
  shard?: Shard;
  csv?: string;
}

/** One careful game. */
export interface CarefulRow {
  seed: string;
  result: 'win' | 'loss';
  /** Cards on the foundations at the end. */
  home: number;
  moves: number;
  /** Wall-clock ms of the whole game (careful moves and the dead-end checks). */
  ms: number;
  /** Median ms of one `carefulMove` in this game. */
  moveMs: number;
}

/** The Hint's careful options for the rule set of `options` (`carefulHintOptions`). */
export const hintOptions = (options: { variant: VariantName; rules: Partial<Rules> }): CarefulHintOptions =>
  carefulHintOptions(resolveRules(options.variant, options.rules));

const hintText = (o: CarefulHintOptions): string => `--samples ${o.samples} --max-states ${o.maxStates} --phase-nodes ${o.phaseNodes}`;

export const CAREFUL_USAGE = `usage: agnes-solitaire careful [options]
  --variant NAME      ${VARIANT_NAMES.join(' | ')} (default bernauer)
  --deals N           how many deals (default 100)
  --from N            first seed (default 1); seeds are N, N+1, …
  --rule FIELD=VALUE  override a rule field, repeatable
  --samples K         completions of the hidden cards per move
  --max-states M      solver budget per completion and move
  --phase-nodes P     positions planned through before a card shows (0: per move)
                      defaults, the Hint's for the game: ${hintText(CAREFUL_HINT_OPTIONS)}, or
                      ${hintText(CAREFUL_HINT_TABLEAU_OPTIONS)} where the stock is dealt onto
                      a face-up tableau (sorel)
  --sample-seed S     the careful player's sampling seed (default 1, the Hint's): another seed draws
                      other completions of the hidden cards, so plays some deals differently
  --thorough          the library's larger defaults instead of the Hint's (--samples ${CAREFUL_SAMPLES}
                      --max-states ${CAREFUL_STATES} --phase-nodes ${CAREFUL_PHASE_NODES}): about 10 to 20 times the work
  --workers N         worker threads (default 1)
  --shard I/N         only every N-th deal of the range, from the I-th (I = 0 … N-1)
  --csv FILE          write one row per deal: seed,result,home,moves,ms,move_ms`;

/**
 * Reads `careful`'s options (the words after `careful`): the careful options not given are the
 * Hint's for the rule set (`carefulHintOptions`), or with `--thorough` the library's defaults.
 */
export function parseCarefulArgs(argv: readonly string[]): CarefulRunOptions {
  const options: CarefulRunOptions = { variant: 'bernauer', rules: {}, deals: 100, from: 1, workers: 1 };
  let thorough = false;
  readOptions(argv, CAREFUL_USAGE, options, (flag, value, inline) => {
    switch (flag) {
      case '--samples': options.samples = positiveInteger('--samples', value(), 1); return true;
      case '--max-states': options.maxStates = positiveInteger('--max-states', value(), 1); return true;
      case '--phase-nodes': options.phaseNodes = positiveInteger('--phase-nodes', value(), 0); return true;
      case '--sample-seed': options.sampleSeed = positiveInteger('--sample-seed', value(), 0); return true;
      case '--thorough':
        if (inline !== undefined) throw new UsageError(`--thorough takes no value, not "${inline}"`);
        thorough = true;
        return true;
      default: return readRangeFlag(options, flag, value);
    }
  });
  const defaults = thorough ? { samples: CAREFUL_SAMPLES, maxStates: CAREFUL_STATES, phaseNodes: CAREFUL_PHASE_NODES } : hintOptions(options);
  options.samples ??= defaults.samples;
  options.maxStates ??= defaults.maxStates;
  options.phaseNodes ??= defaults.phaseNodes;
  return options;
}

/**
 * Plays one deal from its first position with careful play to the end (the solver's
 * `playCarefulGame`: a Hint-follower, see the module comment), timed. Options not given are the
 * Hint's; `seed` is the careful player's sampling seed (default 1, the Hint's).
 */
export function playCareful(
  variant: VariantName,
  rules: Partial<Rules>,
  seed: string,
  samples?: number,
  maxStates?: number,
  phaseNodes?: number,
  sampleSeed = 1,
): CarefulRow {
  const hint = hintOptions({ variant, rules });
  const start = performance.now();
  const game = playCarefulGame(newGame({ variant, rules, seed }), {
    samples: samples ?? hint.samples,
    maxStates: maxStates ?? hint.maxStates,
    phaseNodes: phaseNodes ?? hint.phaseNodes,
    seed: sampleSeed,
  });
  return { seed, result: game.result, home: game.home, moves: game.moves, ms: performance.now() - start, moveMs: game.moveMs.length ? median(game.moveMs) : 0 };
}

/** A finished careful run. */
export interface CarefulReport {
  rows: CarefulRow[];
  wins: number;
  losses: number;
  rate: number;
  interval: { low: number; high: number };
  seconds: number;
  /** Median over the deals of each deal's median ms per careful move. */
  moveMs: number;
  medianGameMs: number;
}

/** Counts, rate and interval of careful rows; `seconds` the wall-clock time of the run (or the sum of the games' times). */
export function summarizeCareful(rows: CarefulRow[], seconds = rows.reduce((sum, row) => sum + row.ms, 0) / 1000): CarefulReport {
  const wins = rows.filter((row) => row.result === 'win').length;
  return {
    rows,
    wins,
    losses: rows.length - wins,
    rate: rows.length ? wins / rows.length : 0,
    interval: wilsonInterval(wins, rows.length),
    seconds,
    moveMs: median(rows.map((row) => row.moveMs)),
    medianGameMs: median(rows.map((row) => row.ms)),
  };
}

/** Plays every deal of the run; rows in seed order. */
export async function runCareful(
  options: CarefulRunOptions,
  onRow: (row: CarefulRow, done: number) => void = () => {},
  workerUrl?: URL,
): Promise<CarefulReport> {
  const seeds = shardSeeds(options.from, options.deals, options.shard);
  const started = performance.now();
  const rows = await runRows<CarefulRow>(
    seeds,
    options.workers,
    (seed) => playCareful(options.variant, options.rules, seed, options.samples, options.maxStates, options.phaseNodes, options.sampleSeed),
    { kind: 'careful', variant: options.variant, rules: options.rules, samples: options.samples, maxStates: options.maxStates, phaseNodes: options.phaseNodes, sampleSeed: options.sampleSeed },
    onRow,
    workerUrl,
  );
  return summarizeCareful(rows, (performance.now() - started) / 1000);
}

const percent = (x: number): string => `${(x * 100).toFixed(2)}%`;

/** The identity of a careful run's CSV (its first line): merge joins only files with the same one. */
export function carefulRunLine(options: Pick<CarefulRunOptions, 'variant' | 'rules' | 'samples' | 'maxStates' | 'phaseNodes' | 'sampleSeed'>): string {
  const sampleSeed = options.sampleSeed !== undefined && options.sampleSeed !== 1 ? `; sample-seed ${options.sampleSeed}` : '';
  const hint = hintOptions(options);
  return `# agnes-solitaire careful: ${describeRuleSet(options.variant, options.rules)}; samples ${options.samples ?? hint.samples}; max-states ${options.maxStates ?? hint.maxStates}; phase-nodes ${options.phaseNodes ?? hint.phaseNodes}${sampleSeed}`;
}

/** The summary as printed on stdout (by `careful` and by `merge`). */
export function formatCarefulReport(identity: string, report: CarefulReport): string {
  const oneIn = report.wins > 0 ? ` (about 1 in ${(report.rows.length / report.wins).toFixed(1)})` : '';
  const seeds = report.rows.map((row) => Number(row.seed));
  return [
    `run:       ${identity.replace(/^# agnes-solitaire /, '')}`,
    `deals:     ${report.rows.length} (seeds ${Math.min(...seeds)}–${Math.max(...seeds)})`,
    `wins:      ${report.wins}`,
    `losses:    ${report.losses}`,
    `win rate:  ${percent(report.rate)}${oneIn}, 95% Wilson interval ${percent(report.interval.low)}–${percent(report.interval.high)}`,
    `speed:     ${(report.rows.length / report.seconds).toFixed(3)} games/s`,
    `per move:  median ${report.moveMs.toFixed(1)} ms (median over the deals of each game's median); per game median ${(report.medianGameMs / 1000).toFixed(1)} s`,
  ].join('\n');
}

export const CAREFUL_HEADER = 'seed,result,home,moves,ms,move_ms';

/** The CSV: the run's identity line, a header, one row per deal. */
export function carefulCsv(identity: string, rows: readonly CarefulRow[]): string {
  const lines = [identity, CAREFUL_HEADER];
  for (const row of rows) lines.push(`${row.seed},${row.result},${row.home},${row.moves},${row.ms.toFixed(1)},${row.moveMs.toFixed(2)}`);
  return `${lines.join('\n')}\n`;
}

/** Reads a careful CSV's rows (after its identity and header lines). */
export function readCarefulRows(lines: readonly string[], file: string): CarefulRow[] {
  return lines.map((line) => {
    const [seed, result, home, moves, ms, moveMs] = line.split(',');
    if ((result !== 'win' && result !== 'loss') || moveMs === undefined) throw new UsageError(`${file}: bad row "${line}"`);
    return { seed: seed!, result, home: Number(home), moves: Number(moves), ms: Number(ms), moveMs: Number(moveMs) };
  });
}
