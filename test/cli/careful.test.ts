import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { newGame, play, formatMove } from '../../src/engine/index.js';
import { CAREFUL_HINT_OPTIONS, CAREFUL_HINT_TABLEAU_OPTIONS, CAREFUL_PHASE_NODES, CAREFUL_SAMPLES, CAREFUL_STATES, carefulMove, positionKey } from '../../src/solver/index.js';
import {
  carefulCsv,
  carefulRunLine,
    parseCarefulArgs,
  playCareful,
  runCareful,
  type CarefulRow,
} from '../../src/cli/careful.js';
import { mergeTexts } from '../../src/cli/merge.js';
import { carefulTable } from '../../src/cli/winrate-table.js';
import { parseShard, parseWinrateArgs, runWinrate, shardSeeds, toCsv, UsageError, winrateRunLine } from '../../src/cli/winrate.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** Cheap careful budgets: the tests are about the plumbing, not the play. */
const CHEAP = { samples: 1, maxStates: 60 } as const;

/** A row without its times, which differ from run to run. */
const untimed = (row: CarefulRow): Omit<CarefulRow, 'ms' | 'moveMs'> => ({ seed: row.seed, result: row.result, home: row.home, moves: row.moves });

describe('shards', () => {
  it('reads --shard I/N and names the mistake', () => {
    assert.deepEqual(parseShard('0/4'), { index: 0, count: 4 });
    assert.deepEqual(parseShard('3/4'), { index: 3, count: 4 });
    for (const bad of ['4/4', '1', '-1/2', 'a/b', '1/0', undefined]) assert.throws(() => parseShard(bad), UsageError);
    assert.deepEqual(parseWinrateArgs(['--shard', '1/3']).shard, { index: 1, count: 3 });
    assert.deepEqual(parseCarefulArgs(['--shard=2/3', '--samples', '4', '--max-states', '99']), {
      variant: 'bernauer', rules: {}, deals: 100, from: 1, workers: 1, shard: { index: 2, count: 3 }, samples: 4, maxStates: 99, phaseNodes: 40,
    });
  });

  it('split a range exactly: every deal in one shard, none in two', () => {
    for (const [from, deals, count] of [[1, 10, 3], [5, 7, 7], [0, 3, 5], [1, 100, 4]] as const) {
      const all = shardSeeds(from, deals);
      const parts = Array.from({ length: count }, (_, index) => shardSeeds(from, deals, { index, count }));
      assert.deepEqual(parts.flat().sort((a, b) => Number(a) - Number(b)), all);
      assert.equal(new Set(parts.flat()).size, all.length);
    }
    assert.deepEqual(shardSeeds(1, 10, { index: 1, count: 4 }), ['2', '6', '10']);
  });

  it('merged winrate shards equal the unsharded run', async () => {
    const options = { variant: 'sorel' as const, rules: {}, deals: 9, from: 1, workers: 1, maxStates: 2_000 };
    const whole = await runWinrate(options);
    const identity = winrateRunLine(options);
    const files = await Promise.all([0, 1, 2].map(async (index) => {
      const part = await runWinrate({ ...options, shard: { index, count: 3 } });
      return { name: `part${index}.csv`, text: toCsv(part.rows, identity) };
    }));
    const merged = mergeTexts(files.reverse());
    const strip = (csv: string): string => csv.split('\n').map((line) => line.split(',').filter((_, i) => i !== 3).join(',')).join('\n');
    assert.equal(strip(merged.csv), strip(toCsv(whole.rows, identity)));
    assert.match(merged.summary, new RegExp(`wins:      ${whole.wins}\\n`));
  });

  it('merged careful shards equal the unsharded run, and give the same summary', async () => {
    const options = { variant: 'bernauer' as const, rules: {}, deals: 4, from: 1, workers: 1, ...CHEAP };
    const whole = await runCareful(options);
    const identity = carefulRunLine(options);
    const parts = await Promise.all([0, 1].map((index) => runCareful({ ...options, shard: { index, count: 2 } })));
    assert.deepEqual(parts.map((p) => p.rows.map((row) => row.seed)), [['1', '3'], ['2', '4']]);
    const merged = mergeTexts(parts.map((part, i) => ({ name: `p${i}.csv`, text: carefulCsv(identity, part.rows) })));
    const rows = merged.csv.trim().split('\n').slice(2).map((line) => line.split(',').slice(0, 4).join(','));
    assert.deepEqual(rows, whole.rows.map((row) => Object.values(untimed(row)).join(',')));
    // With the shards' times (which differ from run to run), the one run's CSV and summary are the merged ones.
    const timed = whole.rows.map((row, i) => ({ ...row, ms: parts[i % 2]!.rows[i >> 1]!.ms, moveMs: parts[i % 2]!.rows[i >> 1]!.moveMs }));
    const single = mergeTexts([{ name: 'whole.csv', text: carefulCsv(identity, timed) }]);
    assert.equal(merged.csv, single.csv);
    assert.equal(merged.summary, single.summary);
    assert.match(merged.summary, new RegExp(`wins:      ${whole.wins}\\n`));
  });

  it('merge refuses overlapping shards, other runs and files without a run line', () => {
    const identity = carefulRunLine({ variant: 'bernauer', rules: {}, ...CHEAP });
    const row: CarefulRow = { seed: '1', result: 'win', home: 52, moves: 90, ms: 10, moveMs: 1 };
    const a = { name: 'a.csv', text: carefulCsv(identity, [row]) };
    assert.throws(() => mergeTexts([a, { ...a, name: 'b.csv' }]), /seed 1 is in both a\.csv and b\.csv/);
    const other = carefulRunLine({ variant: 'bernauer', rules: { redeals: 1 }, ...CHEAP });
    assert.throws(() => mergeTexts([a, { name: 'c.csv', text: carefulCsv(other, [{ ...row, seed: '2' }]) }]), /c\.csv is of another run/);
    assert.throws(() => mergeTexts([a, { name: 'd.csv', text: carefulCsv(carefulRunLine({ variant: 'bernauer', rules: {}, samples: 2, maxStates: 60 }), [{ ...row, seed: '2' }]) }]), /another run/);
    assert.throws(() => mergeTexts([{ name: 'old.csv', text: 'seed,result,states,ms,most_home\n1,win,5,1,52\n' }]), /old\.csv: no first line naming the run/);
    assert.throws(() => mergeTexts([]), UsageError);
  });
});

describe('careful options', () => {
  it("plays with the Hint's options unless told otherwise; --thorough takes the library's defaults", () => {
    const pick = ({ samples, maxStates, phaseNodes }: ReturnType<typeof parseCarefulArgs>) => ({ samples, maxStates, phaseNodes });
    const hint = { samples: CAREFUL_HINT_OPTIONS.samples, maxStates: CAREFUL_HINT_OPTIONS.maxStates, phaseNodes: CAREFUL_HINT_OPTIONS.phaseNodes };
    assert.deepEqual(pick(parseCarefulArgs([])), hint);
    assert.deepEqual(pick(parseCarefulArgs(['--thorough'])), { samples: CAREFUL_SAMPLES, maxStates: CAREFUL_STATES, phaseNodes: CAREFUL_PHASE_NODES });
    assert.deepEqual(pick(parseCarefulArgs(['--thorough', '--samples', '2'])), { samples: 2, maxStates: CAREFUL_STATES, phaseNodes: CAREFUL_PHASE_NODES });
    assert.deepEqual(pick(parseCarefulArgs(['--max-states', '500'])), { ...hint, maxStates: 500 });
    assert.throws(() => parseCarefulArgs(['--thorough=yes']), (e: unknown) => e instanceof UsageError && /--thorough takes no value/.test(e.message));
    assert.equal(carefulRunLine(parseCarefulArgs([])), carefulRunLine({ variant: 'bernauer', rules: {} }));
    // Sorel's games (the stock dealt onto a face-up tableau) have the Hint's options of their own.
    const sorel = { samples: CAREFUL_HINT_TABLEAU_OPTIONS.samples, maxStates: CAREFUL_HINT_TABLEAU_OPTIONS.maxStates, phaseNodes: CAREFUL_HINT_TABLEAU_OPTIONS.phaseNodes };
    assert.deepEqual(pick(parseCarefulArgs(['--variant', 'sorel'])), sorel);
    assert.deepEqual(pick(parseCarefulArgs(['--variant', 'sorel', '--rule', 'faceDown=true'])), hint);
    assert.deepEqual(pick(parseCarefulArgs(['--rule', 'stockTo=tableau', '--samples', '3'])), { ...sorel, samples: 3 });
    assert.match(carefulRunLine({ variant: 'sorel', rules: {} }), /; samples 16; max-states 2000; phase-nodes 120$/);
  });
});

describe('careful games', () => {
  it('plays a deal to its end with legal careful moves, the same every time', () => {
    const row = playCareful('bernauer', {}, '2', CHEAP.samples, CHEAP.maxStates);
    assert.deepEqual(untimed(playCareful('bernauer', {}, '2', CHEAP.samples, CHEAP.maxStates)), untimed(row));
    assert.ok(row.moves > 0 && row.home >= 1 && row.home <= 52);
    assert.equal(row.result, row.home === 52 ? 'win' : 'loss');
    // The first move is the careful move of the first position.
    const state = newGame({ variant: 'bernauer', seed: 2 });
    const first = carefulMove(state, { ...CHEAP, avoid: [positionKey(state)] });
    assert.ok(first.move && play(state, first.move) && formatMove(first.move));
  });

  it('the command prints the summary and writes the CSV; merge joins shards written by the command', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'careful-'));
    try {
      const common = ['careful', '--variant', 'bernauer', '--deals', '3', '--from', '5', '--samples', '1', '--max-states', '60'];
      const whole = await cli([...common, '--csv', join(dir, 'all.csv')]);
      assert.equal(whole.code, 0, whole.stderr);
      assert.match(whole.stdout, /deals:     3 \(seeds 5–7\)/);
      assert.match(whole.stdout, /win rate:  .*95% Wilson interval/);
      assert.match(whole.stdout, /per move:  median/);
      for (const index of [0, 1]) {
        const part = await cli([...common, '--shard', `${index}/2`, '--csv', join(dir, `p${index}.csv`)]);
        assert.equal(part.code, 0, part.stderr);
      }
      const merged = await cli(['merge', join(dir, 'p1.csv'), join(dir, 'p0.csv'), '--csv', join(dir, 'merged.csv')]);
      assert.equal(merged.code, 0, merged.stderr);
      const cells = (file: string): string[] => readFileSync(join(dir, file), 'utf8').trim().split('\n').map((line) => line.split(',').slice(0, 4).join(','));
      assert.deepEqual(cells('merged.csv'), cells('all.csv'));
      const overlap = await cli(['merge', join(dir, 'p0.csv'), join(dir, 'all.csv')]);
      assert.equal(overlap.code, 2);
      assert.match(overlap.stderr, /shards overlap/);
      writeFileSync(join(dir, 'bad.csv'), 'nonsense\n');
      assert.equal((await cli(['merge', join(dir, 'bad.csv')])).code, 2);
      assert.equal((await cli(['careful', '--samples', '0'])).code, 2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('careful table', () => {
  it('sets the careful rate beside the thoughtful one on the same seeds, for the rows that have a careful CSV', () => {
    const dir = mkdtempSync(join(tmpdir(), 'careful-table-'));
    try {
      const thoughtful = ['seed,result,states,ms,most_home', '1,win,5,1,52', '2,win,5,1,52', '3,loss,5,1,9', '4,win,5,1,52', '5,unknown,9,1,30'];
      writeFileSync(join(dir, 'sorel.csv'), `${thoughtful.join('\n')}\n`);
      mkdirSync(join(dir, 'careful'));
      const identity = carefulRunLine({ variant: 'sorel', rules: {} });
      const row = (seed: string, result: 'win' | 'loss'): CarefulRow => ({ seed, result, home: result === 'win' ? 52 : 9, moves: 80, ms: 4000, moveMs: 100 });
      writeFileSync(join(dir, 'careful', 'sorel.csv'), carefulCsv(identity, [row('1', 'win'), row('2', 'loss'), row('3', 'loss'), row('4', 'loss')]));
      const table = carefulTable(dir).split('\n');
      assert.equal(table.length, 3, 'header, separator, the one row with a careful CSV');
      // 1 of 4 careful (Wilson 4.6%–69.9%); thoughtful on seeds 1–4: 3 of 4; careful / thoughtful 33%.
      assert.equal(table[2], '| Agnes Sorel | 4 (1–4) | 1 | **25.0%** (4.6%–69.9%) | 75.0% | 33% | sources: about 1 in 6 (16.7%) | 4.0 s, 100 ms |');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
