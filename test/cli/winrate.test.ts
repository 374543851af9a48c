import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { newGame, play } from '../../src/engine/index.js';
import { solve } from '../../src/solver/index.js';
import {
  UsageError,
  describeRuleSet,
  formatReport,
  parseRuleOverride,
  parseWinrateArgs,
  runWinrate,
  toCsv,
} from '../../src/cli/winrate.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the command line from source; resolves with its exit code and output. */
function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('winrate options', () => {
  it('reads every option, in both --flag value and --flag=value forms', () => {
    const options = parseWinrateArgs([
      '--variant', 'sorel', '--deals=50', '--from', '7', '--rule', 'runs=build', '--rule=empty-fill=none',
      '--workers', '2', '--max-states', '1000', '--time-ms', '500', '--csv', 'out.csv',
    ]);
    assert.deepEqual(options, {
      variant: 'sorel', rules: { runs: 'build', emptyFill: 'none' }, deals: 50, from: 7, workers: 2,
      maxStates: 1000, timeMs: 500, csv: 'out.csv',
    });
    assert.deepEqual(parseWinrateArgs([]), { variant: 'bernauer', rules: {}, deals: 1000, from: 1, workers: 1 });
  });

  it('converts rule values to their types', () => {
    assert.deepEqual(parseRuleOverride('faceDown=true'), { faceDown: true });
    assert.deepEqual(parseRuleOverride('foundation-return=false'), { foundationReturn: false });
    assert.deepEqual(parseRuleOverride('redeals=2'), { redeals: 2 });
    assert.deepEqual(parseRuleOverride('base=Q'), { base: 'Q' });
  });

  it('names the option and the allowed values on a mistake', () => {
    const cases: [string[], RegExp][] = [
      [['--variant', 'klondike'], /--variant: "klondike".*bernauer, sorel, aces/],
      [['--deals', '0'], /--deals needs a whole number ≥ 1, got "0"/],
      [['--deals', 'many'], /--deals needs a whole number/],
      [['--from'], /--from needs a whole number ≥ 0, got nothing/],
      [['--rule', 'colour=red'], /unknown rule field "colour"; fields: stockTo/],
      [['--rule', 'build=red'], /--rule build: "red" is not allowed; allowed: alternate-color, same-color, same-suit, any-suit/],
      [['--rule', 'redeals=9'], /allowed: 0, 1, 2, 3/],
      [['--rule', 'build'], /--rule needs FIELD=VALUE/],
      [['--variant', 'sorel', '--rule', 'redeals=1'], /--rule: .*redeals/],
      [['--frobnicate'], /unknown option "--frobnicate"/],
    ];
    for (const [args, message] of cases) {
      assert.throws(() => parseWinrateArgs(args), (error: unknown) => error instanceof UsageError && message.test(error.message), args.join(' '));
    }
  });

  it('describes a rule set by its overrides only', () => {
    assert.equal(describeRuleSet('sorel', {}), 'sorel');
    assert.equal(describeRuleSet('sorel', { runs: 'build', build: 'same-color' }), 'sorel + runs=build');
  });
});

describe('runWinrate', () => {
  it('solves each deal as solve does, the same with one worker or two, and reports consistent figures', async () => {
    const base = { variant: 'sorel' as const, rules: {}, deals: 12, from: 3, maxStates: 20_000 };
    const one = await runWinrate({ ...base, workers: 1 });
    const two = await runWinrate({ ...base, workers: 2 });
    const strip = (rows: typeof one.rows) => rows.map(({ ms: _ms, ...rest }) => rest);
    assert.deepEqual(strip(two.rows), strip(one.rows));
    assert.deepEqual(one.rows.map((row) => row.seed), Array.from({ length: 12 }, (_, i) => String(3 + i)));
    for (const row of one.rows) {
      const answer = solve(newGame({ variant: 'sorel', seed: row.seed }), { maxStates: 20_000 });
      assert.equal(row.result, answer.result, `seed ${row.seed}`);
      assert.equal(row.states, answer.states);
      assert.equal(row.mostHome, answer.mostHome);
    }
    assert.equal(one.wins + one.losses + one.unknowns, 12);
    assert.equal(one.rate, one.wins / 12);
    assert.ok(one.interval.low <= one.rate && one.rate <= one.interval.high);
    const text = formatReport(one);
    assert.match(text, /^rules: {5}sorel$/m);
    assert.match(text, /deals: {5}12 \(seeds 3–14\), budget 20,000 states per deal/);
    assert.match(text, new RegExp(`wins: {6}${one.wins}\\n`));
    assert.match(text, /95% Wilson interval \d+\.\d\d%–\d+\.\d\d%/);
    assert.match(text, /deals\/s, [\d,]+ states\/s/);
    assert.match(text, /median \d+\.\d ms, 99th percentile \d+\.\d ms/);
    const csv = toCsv(one.rows).trim().split('\n');
    assert.equal(csv[0], 'seed,result,states,ms,most_home');
    assert.equal(csv.length, 13);
    assert.match(csv[1]!, /^3,(win|loss|unknown),\d+,\d+\.\d\d,\d+$/);
  });

  it('solves a given list of seeds, in its order, the same with one worker or two', async () => {
    const base = { variant: 'sorel' as const, rules: {}, deals: 3, from: 0, seeds: ['14', '3', '9'], maxStates: 20_000 };
    const one = await runWinrate({ ...base, workers: 1 });
    const two = await runWinrate({ ...base, workers: 2 });
    assert.deepEqual(one.rows.map((row) => row.seed), ['14', '3', '9']);
    assert.deepEqual(two.rows.map(({ ms: _ms, ...rest }) => rest), one.rows.map(({ ms: _ms, ...rest }) => rest));
    for (const row of one.rows) assert.equal(row.states, solve(newGame({ variant: 'sorel', seed: row.seed }), { maxStates: 20_000 }).states);
  });
});

describe('the agnes-solitaire command', () => {
  it('runs winrate, prints the report and writes the CSV', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agnes-cli-'));
    try {
      const csv = join(dir, 'out.csv');
      const { code, stdout, stderr } = await cli(['winrate', '--variant', 'bernauer', '--deals', '4', '--from', '10', '--max-states', '5000', '--csv', csv]);
      assert.equal(code, 0, stderr);
      assert.match(stdout, /rules: {5}bernauer\n/);
      assert.match(stdout, /win rate: /);
      assert.match(stderr, /4\/4 deals 100\.0%/, 'the progress bar ends at 100%');
      const lines = readFileSync(csv, 'utf8').trim().split('\n');
      // A first line names the run, so that merge joins only shards of the same one.
      assert.equal(lines[0], '# agnes-solitaire winrate: bernauer; budget 5000 states');
      const rows = lines.slice(1);
      assert.equal(rows[0], 'seed,result,states,ms,most_home');
      assert.deepEqual(rows.slice(1).map((row) => row.split(',')[0]), ['10', '11', '12', '13']);
      // Every winning row is a real win: the solver's line replays to a won position.
      for (const row of rows.slice(1).filter((r) => r.split(',')[1] === 'win')) {
        const seed = row.split(',')[0]!;
        const start = newGame({ variant: 'bernauer', seed });
        const answer = solve(start, { maxStates: 5000 });
        const end = answer.line!.reduce(play, start);
        assert.equal(Object.values(end.foundations).flat().length, 52);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 with a clear message on a bad option, and prints usage on --help', async () => {
    const bad = await cli(['winrate', '--variant', 'spider']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /agnes-solitaire: --variant: "spider" is not a variant; allowed: bernauer, sorel, aces/);
    const unknown = await cli(['frobnicate']);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown command "frobnicate"; commands: winrate/);
    const help = await cli(['winrate', '--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--rule FIELD=VALUE/);
  });
});
