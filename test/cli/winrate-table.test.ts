import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RECIPES } from '../../src/engine/index.js';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTable, DECIDED_BUDGETS, decidedTable, main, TABLE_END, TABLE_START, readRows, replaceTable, runTable, tableRow } from '../../src/cli/winrate-table.js';
import { solveDeal, toCsv, UsageError, type DealRow } from '../../src/cli/winrate.js';

const rows: DealRow[] = [
  { seed: '1', result: 'win', states: 120, ms: 1.5, mostHome: 52 },
  { seed: '2', result: 'loss', states: 3000, ms: 12.25, mostHome: 9 },
  { seed: '3', result: 'unknown', states: 2000000, ms: 2000, mostHome: 30 },
  { seed: '4', result: 'loss', states: 7, ms: 0.01, mostHome: 1 },
];

describe('win-rate table', () => {
  it('reads back the CSV the command writes', () => {
    assert.deepEqual(readRows(toCsv(rows)), rows.map((row) => ({ ...row, ms: Number(row.ms.toFixed(2)) })));
    assert.throws(() => readRows('seed,result\n1,win'), /not a winrate CSV/);
    assert.throws(() => readRows('seed,result,states,ms,most_home\n1,maybe,1,1,1'), /bad result in line "1,maybe,1,1,1"/);
  });

  it('makes one row with counts, the rate and its Wilson interval; unknown deals widen both to a range', () => {
    const classic = RECIPES.find((recipe) => recipe.id === 'classic-sorel')!;
    // 1 won of 4 with 1 unknown: 25% if it is lost, 50% if it is won; Wilson low of 1/4, high of 2/4.
    assert.equal(
      tableRow(classic, rows),
      '| Classic Agnes Sorel (no fills; as studied by solvers) | `sorel + runs=build, emptyFill=none` | 4 (1–4) | 1 | 2 | 1 | **25.00%–50.00%** (4.56%–85.00%) | Wolter 2013: 45 of 1,000,000 (0.0045%) |',
    );
    // Unknown deals given fewer positions than the table's 2,000,000: the row names their budget.
    const small = rows.map((row) => (row.result === 'unknown' ? { ...row, states: 100_000 } : row));
    assert.match(tableRow(classic, small), /\| 4 \(1–4\), at 100,000 positions \| 1 \| 2 \| 1 \|/);
    const decided = rows.filter((row) => row.result !== 'unknown');
    assert.match(tableRow(classic, decided), /\| 3 \(1–4\) \| 1 \| 2 \| 0 \| \*\*33\.33%\*\* \(6\.15%–79\.23%\) \|/);
  });

  it('brings a row up to N deals in chunks, continuing after the seeds its CSV already holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agnes-table-'));
    try {
      const id = 'classic-sorel-wrap-base';
      const recipe = RECIPES.find((r) => r.id === id)!;
      const first = solveDeal(recipe.variant, recipe.rules, '1');
      writeFileSync(join(dir, `${id}.csv`), toCsv([first]));
      await runTable({ dir, deals: 5, workers: 1, only: [id], chunk: 2, log: () => {} });
      const after = readRows(readFileSync(join(dir, `${id}.csv`), 'utf8'));
      assert.deepEqual(after.map((row) => row.seed), ['1', '2', '3', '4', '5']);
      // Seed 1 was kept, not solved again; the others are the solver's answers.
      assert.equal(after[0]!.states, first.states);
      for (const row of after.slice(1)) assert.equal(row.result, solveDeal(recipe.variant, recipe.rules, row.seed).result);
      // Nothing left to do: the file stays as it is.
      const text = readFileSync(join(dir, `${id}.csv`), 'utf8');
      await runTable({ dir, deals: 5, workers: 1, only: [id], log: () => {} });
      assert.equal(readFileSync(join(dir, `${id}.csv`), 'utf8'), text);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a bad number with a UsageError naming the option, before it solves anything', async () => {
    // `--only none` matches no row, so that even a reader that let a bad number through would do no work.
    for (const [argv, message] of [
      [['--run', '--chunk', '0', '--only', 'none'], /--chunk needs a whole number ≥ 1, got "0"/],
      [['--retry-unknown', '--workers', 'two', '--only', 'none'], /--workers needs a whole number ≥ 1, got "two"/],
      [['--run', '--only', 'none', '--deals'], /--deals needs a whole number ≥ 1, got nothing/],
      [['--retry-unknown', '--max-states', '1e7', '--only', 'none'], /--max-states needs a whole number ≥ 1, got "1e7"/],
    ] as const) {
      await assert.rejects(main(argv), (error: unknown) => error instanceof UsageError && message.test(error.message));
    }
  });

  it('re-solves only the unknown deals with a bigger budget and keeps decided answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agnes-table-'));
    try {
      const id = 'sorel';
      const recipe = RECIPES.find((r) => r.id === id)!;
      // Seed 2 with a budget of one position is unknown; seed 1 is left alone (a fake row proves it).
      const unknown = solveDeal(recipe.variant, recipe.rules, '2', 1);
      assert.equal(unknown.result, 'unknown');
      const fake: DealRow = { seed: '1', result: 'loss', states: 1, ms: 0, mostHome: 1 };
      writeFileSync(join(dir, `${id}.csv`), toCsv([fake, unknown]));
      await runTable({ dir, deals: 2, workers: 1, only: [id], retryUnknown: true, log: () => {} });
      const after = readRows(readFileSync(join(dir, `${id}.csv`), 'utf8'));
      assert.deepEqual(after[0], fake);
      const full = solveDeal(recipe.variant, recipe.rules, '2');
      assert.notEqual(full.result, 'unknown');
      assert.equal(after[1]!.result, full.result);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has a row for every recipe, from its CSV or marked as not run yet', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agnes-table-'));
    try {
      writeFileSync(join(dir, 'sorel.csv'), toCsv(rows));
      const lines = buildTable(dir).split('\n');
      assert.equal(lines.length, 2 + RECIPES.length);
      const sorel = RECIPES.find((recipe) => recipe.id === 'sorel')!;
      assert.equal(lines[2 + RECIPES.indexOf(sorel)], tableRow(sorel, rows));
      assert.equal(lines.filter((line) => line.includes('| not run yet |')).length, RECIPES.length - 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows, per row with deals, the share decided within each budget of positions', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agnes-table-'));
    try {
      // sorel: decided at 120, 3,000 and 7 positions, one unknown; aces: one loss at 5,000,000 (a retry).
      writeFileSync(join(dir, 'sorel.csv'), toCsv(rows));
      writeFileSync(join(dir, 'aces.csv'), toCsv([{ seed: '1', result: 'loss', states: 5_000_000, ms: 1, mostHome: 3 }]));
      writeFileSync(join(dir, 'bernauer.csv'), toCsv([]));
      // app-sorel: run at 100,000 positions, so the budgets above are "–", not a flat share.
      writeFileSync(join(dir, 'app-sorel.csv'), toCsv([
        { seed: '1', result: 'win', states: 50_000, ms: 1, mostHome: 52 },
        { seed: '2', result: 'unknown', states: 100_000, ms: 1, mostHome: 7 },
      ]));
      const lines = decidedTable(dir).split('\n');
      assert.deepEqual(DECIDED_BUDGETS, [10_000, 100_000, 320_000, 1_000_000, 2_000_000, 10_000_000]);
      assert.equal(lines[0], '| game | deals | 10,000 | 100,000 | 320,000 | 1,000,000 | 2,000,000 | 10,000,000 |');
      // Rows in the table's order, only those with deals (bernauer's CSV is empty).
      assert.deepEqual(lines.slice(2), [
        '| `sorel` | 4 | 75.0% | 75.0% | 75.0% | 75.0% | 75.0% | – |',
        '| `aces` | 1 | 0.0% | 0.0% | 0.0% | 0.0% | 0.0% | 100.0% |',
        '| `app-sorel` | 2 | 0.0% | 50.0% | – | – | – | – |',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('replaces only the text between the table markers', () => {
    const readme = `intro\n${TABLE_START}\nold\n${TABLE_END}\nafter`;
    assert.equal(replaceTable(readme, 'NEW'), `intro\n${TABLE_START}\nNEW\n${TABLE_END}\nafter`);
    assert.throws(() => replaceTable('no markers', 'x'), /markers/);
  });
});
