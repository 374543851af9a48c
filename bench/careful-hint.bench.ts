/**
 * `npm run bench:hint`: the element's careful Hint as a player who presses Hint before
 * every move and plays what it says. Plays each deal of a fixed seed range from its first position,
 * at every position as the element does: the next move of the last answer's plan (`line`) when the
 * position is on it, else `carefulMove(state, { ...options, avoid })` with `avoid` the positions
 * seen so far in the game; then that move. The time of a hint is the time of that (a planned one
 * takes no time). A game ends won, with no move left,
 * at a dead end (RULES §7, when the rules have it), when the hint would go back to a position seen
 * already, or after 300 moves without a card more home.
 *
 * Prints per variant: wins of the deals (with the 95% Wilson interval), the median, p90 and
 * largest ms of one hint over every position of every game, the median and p90 of the hints that
 * searched (off a plan), and the run's seconds. Nothing is
 * asserted. One core (no workers): run it alone, `nice -n 19` on a shared machine.
 *
 * Options: --variants a,b (bernauer,sorel) --deals N (30) --from S (1) and the careful options
 * --samples --max-states --phase-nodes --exact-states (default: the element's for the variant, carefulHintOptions);
 * --slow MS lists every hint that took at least MS ms (reason, positions expanded).
 */
import { foundationCount, newGame, play, status, type Move, type VariantName } from '../src/engine/index.js';
import { carefulMove, findProgress, positionKey } from '../src/solver/index.js';
import { median, percentile, wilsonInterval } from '../src/cli/statistics.js';
import { hintOptions } from '../src/cli/careful.js';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : undefined;
};
const num = (name: string, fallback: number): number => Number(arg(name) ?? fallback);
const VARIANTS = (arg('variants') ?? 'bernauer,sorel').split(',') as VariantName[];
const DEALS = num('deals', 30);
const FROM = num('from', 1);
/** The options of `variant`'s Hint (`carefulHintOptions`), with those given on the command line instead. */
const optionsOf = (variant: VariantName) => {
  const base = hintOptions({ variant, rules: {} });
  return {
    samples: num('samples', base.samples),
    maxStates: num('max-states', base.maxStates),
    phaseNodes: num('phase-nodes', base.phaseNodes),
    exactStates: num('exact-states', base.exactStates),
  };
};
const STALL_CAP = 300;
/** Hints at least this slow are listed with their reason and positions (--slow MS). */
const SLOW = num('slow', Infinity);

console.log(`careful hint, seeds ${FROM}-${FROM + DEALS - 1}`);
for (const variant of VARIANTS) {
  const OPTIONS = optionsOf(variant);
  console.log(`${variant}: options ${JSON.stringify(OPTIONS)}`);
  const start = performance.now();
  const times: number[] = [];
  const asks: number[] = [];
  let wins = 0;
  const won: number[] = [];
  for (let seed = FROM; seed < FROM + DEALS; seed++) {
    let state = newGame({ variant, seed: String(seed) });
    const seen = [positionKey(state)];
    let lastHome = foundationCount(state);
    let lastProgress = 0;
    let plan = new Map<string, Move>();
    while (status(state) === 'playing') {
      if (state.rules.deadEnds && state.moveCount > 0 && findProgress(state).result === 'dead-end') break;
      const t = performance.now();
      let move = plan.get(seen[seen.length - 1]!) ?? null;
      if (!move) {
        const answer = carefulMove(state, { ...OPTIONS, avoid: seen });
        move = answer.move;
        plan = new Map();
        const line = answer.line ?? [];
        for (let i = 1, at = state; i < line.length; i++) plan.set(positionKey((at = play(at, line[i - 1]!))), line[i]!);
        const ms = performance.now() - t;
        asks.push(ms);
        if (ms >= SLOW) console.log(`  slow: ${variant} ${seed} move ${state.moveCount}: ${ms.toFixed(0)} ms, ${answer.reason}, ${answer.states} positions`);
      }
      times.push(performance.now() - t);
      if (!move) break;
      state = play(state, move);
      const key = positionKey(state);
      if (seen.includes(key)) break;
      seen.push(key);
      if (foundationCount(state) > lastHome) {
        lastHome = foundationCount(state);
        lastProgress = state.moveCount;
      }
      if (state.moveCount - lastProgress > STALL_CAP) break;
    }
    if (foundationCount(state) === 52) {
      wins++;
      won.push(seed);
    }
  }
  const { low, high } = wilsonInterval(wins, DEALS);
  const pc = (x: number): string => `${(100 * x).toFixed(0)}%`;
  console.log(
    `${variant}: won ${wins}/${DEALS} (${pc(wins / DEALS)}, 95% ${pc(low)}-${pc(high)}); ms per hint over ${times.length} positions: ` +
      `median ${median(times).toFixed(0)}, p90 ${percentile(times, 90).toFixed(0)}, max ${Math.max(...times).toFixed(0)}; ` +
      `of the ${asks.length} that searched (not on a plan): median ${median(asks).toFixed(0)}, p90 ${percentile(asks, 90).toFixed(0)}; ` +
      `${((performance.now() - start) / 1000).toFixed(0)} s; won seeds ${won.join(' ')}`,
  );
}
