import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RECIPES } from '../../src/engine/index.js';
import { README_END, README_START, readRows, replaceTable, tableRow } from '../../src/cli/winrate-table.js';
import { toCsv, type DealRow } from '../../src/cli/winrate.js';

const rows: DealRow[] = [
  { seed: '1', result: 'win', states: 120, ms: 1.5, mostHome: 52 },
  { seed: '2', result: 'loss', states: 3000, ms: 12.25, mostHome: 9 },
  { seed: '3', result: 'unknown', states: 1000000, ms: 2000, mostHome: 30 },
  { seed: '4', result: 'loss', states: 7, ms: 0.01, mostHome: 1 },
];

describe('win-rate table', () => {
  it('reads back the CSV the command writes', () => {
    assert.deepEqual(readRows(toCsv(rows)), rows.map((row) => ({ ...row, ms: Number(row.ms.toFixed(2)) })));
    assert.throws(() => readRows('seed,result\n1,win'), /not a winrate CSV/);
    assert.throws(() => readRows('seed,result,states,ms,most_home\n1,maybe,1,1,1'), /bad result in line "1,maybe,1,1,1"/);
  });

  it('makes one row with counts, the rate and its Wilson interval', () => {
    const classic = RECIPES.find((recipe) => recipe.id === 'classic-sorel')!;
    assert.equal(
      tableRow(classic, rows),
      '| Classic Agnes Sorel (no fills; as studied by solvers) | `sorel + runs=build, emptyFill=none` | 4 (1–4) | 1 | 2 | 1 | **25.00%** (4.56%–69.94%) | Wolter 2013: 45 of 1,000,000 (0.0045%) |',
    );
  });

  it('replaces only the text between the README markers', () => {
    const readme = `intro\n${README_START}\nold\n${README_END}\nafter`;
    assert.equal(replaceTable(readme, 'NEW'), `intro\n${README_START}\nNEW\n${README_END}\nafter`);
    assert.throws(() => replaceTable('no markers', 'x'), /markers/);
  });
});
