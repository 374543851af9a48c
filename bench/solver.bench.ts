/**
 * `npm run bench:solver`: solver speed on one core, per variant, over a fixed seed range.
 *
 * - solve: every initial deal of seeds 1…SEEDS with a budget of STATES positions and TIME ms:
 *   results, % decided, median and 99th-percentile ms per deal, positions expanded per second,
 *   peak memory (RSS and heap, sampled after every deal).
 * - findProgress: after every move of seeded random playouts (seeds 1…GAMES, at most 200 moves,
 *   stopping at a dead end), with the default budget: median and 99th-percentile ms per call.
 *
 * Options: --seeds N (500) --runs N (1; figures are medians over runs) --states N (2,000,000)
 * --time MS (2000) --games N (100) --variants a,b,c. Prints figures only; nothing is asserted.
 */
import { legalMoves, mulberry32, newGame, play, type VariantName } from '../src/engine/index.js';
import { findProgress, solve } from '../src/solver/index.js';
import { median, percentile } from '../src/cli/statistics.js';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const SEEDS = Number(arg('seeds', '500'));
const RUNS = Number(arg('runs', '1'));
const STATES = Number(arg('states', '2000000'));
const TIME = Number(arg('time', '2000'));
const GAMES = Number(arg('games', '100'));
const VARIANTS = arg('variants', 'bernauer,sorel,aces').split(',') as VariantName[];
const MAX_MOVES = 200;

const mb = (bytes: number): string => `${Math.round(bytes / 2 ** 20)} MB`;

interface SolveRun {
  win: number;
  loss: number;
  unknown: number;
  medianMs: number;
  p99Ms: number;
  statesPerSecond: number;
  peakRss: number;
  peakHeap: number;
  unknownSeeds: number[];
}

function solveRun(variant: VariantName): SolveRun {
  const times: number[] = [];
  const counts = { win: 0, loss: 0, unknown: 0 };
  const unknownSeeds: number[] = [];
  let states = 0;
  let total = 0;
  let peakRss = 0;
  let peakHeap = 0;
  for (let seed = 1; seed <= SEEDS; seed++) {
    const state = newGame({ variant, seed });
    const t = performance.now();
    const r = solve(state, { maxStates: STATES, timeMs: TIME });
    const ms = performance.now() - t;
    times.push(ms);
    total += ms;
    states += r.states;
    counts[r.result]++;
    if (r.result === 'unknown') unknownSeeds.push(seed);
    const mem = process.memoryUsage();
    peakRss = Math.max(peakRss, mem.rss);
    peakHeap = Math.max(peakHeap, mem.heapUsed + mem.arrayBuffers);
  }
  return { ...counts, medianMs: median(times), p99Ms: percentile(times, 99), statesPerSecond: states / (total / 1000), peakRss, peakHeap, unknownSeeds };
}

function progressRun(variant: VariantName): { medianMs: number; p99Ms: number; calls: number; deadEnds: number } {
  const times: number[] = [];
  let deadEnds = 0;
  for (let seed = 1; seed <= GAMES; seed++) {
    const draw = mulberry32(seed);
    let state = newGame({ variant, seed });
    for (let i = 0; i < MAX_MOVES; i++) {
      const moves = legalMoves(state);
      if (moves.length === 0) break;
      state = play(state, moves[Math.floor(draw() * moves.length)]!);
      const t = performance.now();
      const r = findProgress(state);
      times.push(performance.now() - t);
      if (r.result === 'dead-end') {
        deadEnds++;
        break;
      }
    }
  }
  return { medianMs: median(times), p99Ms: percentile(times, 99), calls: times.length, deadEnds };
}

const fmt = (x: number, digits = 1): string => x.toFixed(digits);
console.log(`solver benchmark: seeds 1–${SEEDS}, budget ${STATES.toLocaleString('en-US')} positions and ${TIME} ms per deal, medians of ${RUNS} run(s), Node ${process.version}`);
const rows: string[][] = [['variant', 'win', 'loss', 'unknown', 'decided', 'median ms', 'p99 ms', 'positions/s', 'peak RSS', 'peak heap', 'fP calls', 'fP median ms', 'fP p99 ms']];
for (const variant of VARIANTS) {
  const solves: SolveRun[] = [];
  const progress: ReturnType<typeof progressRun>[] = [];
  for (let run = 0; run < RUNS; run++) {
    solves.push(solveRun(variant));
    progress.push(progressRun(variant));
  }
  const m = (f: (r: SolveRun) => number): number => median(solves.map(f));
  const s0 = solves[0]!;
  rows.push([
    variant,
    String(s0.win),
    String(s0.loss),
    String(s0.unknown),
    `${fmt((100 * (s0.win + s0.loss)) / SEEDS, 1)}%`,
    fmt(m((r) => r.medianMs)),
    fmt(m((r) => r.p99Ms), 0),
    Math.round(m((r) => r.statesPerSecond)).toLocaleString('en-US'),
    mb(m((r) => r.peakRss)),
    mb(m((r) => r.peakHeap)),
    String(progress[0]!.calls),
    fmt(median(progress.map((p) => p.medianMs)), 2),
    fmt(median(progress.map((p) => p.p99Ms)), 1),
  ]);
  if (s0.unknownSeeds.length > 0) console.log(`${variant}: unknown seeds ${s0.unknownSeeds.join(' ')}`);
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
