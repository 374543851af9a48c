/**
 * `npm run bench:engine`: engine speed on one core, per variant, over a fixed seed range.
 *
 * - legalMoves/s: calls of `legalMoves` on positions collected from random playouts.
 * - playout moves/s: random playouts (legalMoves + play per move, moves chosen by a seeded
 *   generator, at most 300 moves a game) over seeds 1…SEEDS.
 *
 * Each figure is the median of RUNS runs (these machines are noisy). Options: --seeds N --runs N.
 */
import { legalMoves, mulberry32, newGame, play, type GameState, type VariantName } from '../src/engine/index.js';
import { median } from '../src/cli/statistics.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const SEEDS = arg('seeds', 200);
const RUNS = arg('runs', 7);
const MAX_MOVES = 300;

function playouts(variant: VariantName, collect?: GameState[]): number {
  let moves = 0;
  for (let seed = 1; seed <= SEEDS; seed++) {
    const draw = mulberry32(seed);
    let state = newGame({ variant, seed });
    for (let i = 0; i < MAX_MOVES; i++) {
      const list = legalMoves(state);
      if (list.length === 0) break;
      collect?.push(state);
      state = play(state, list[Math.floor(draw() * list.length)]!);
      moves++;
    }
  }
  return moves;
}

const rows: string[][] = [['variant', 'positions', 'legalMoves calls/s', 'playout moves/s', 'moves per game']];
for (const variant of ['bernauer', 'sorel', 'aces'] as const) {
  const positions: GameState[] = [];
  const movesPerPass = playouts(variant, positions);
  const callRates: number[] = [];
  const moveRates: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let t = performance.now();
    let sink = 0;
    for (const p of positions) sink += legalMoves(p).length;
    callRates.push(positions.length / ((performance.now() - t) / 1000));
    if (sink < 0) console.log(sink);
    t = performance.now();
    const n = playouts(variant);
    moveRates.push(n / ((performance.now() - t) / 1000));
  }
  rows.push([
    variant,
    String(positions.length),
    Math.round(median(callRates)).toLocaleString('en-US'),
    Math.round(median(moveRates)).toLocaleString('en-US'),
    (movesPerPass / SEEDS).toFixed(1),
  ]);
}

const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
console.log(`engine benchmark: seeds 1–${SEEDS}, medians of ${RUNS} runs, Node ${process.version}`);
for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
