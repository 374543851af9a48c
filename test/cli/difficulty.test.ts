/**
 * `agnes-solitaire difficulty` and `daily --difficulty`, run from source as a user runs them: the
 * grades and their CSV, the reuse of a careful run's CSV (and its refusal of another run's), worker
 * threads giving the same rows, the day's deal of a difficulty, and mistakes exiting 2.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { newGame } from '../../src/engine/index.js';
import { findDifficultSeed, gradeDeal } from '../../src/solver/index.js';
import { carefulRunLine } from '../../src/cli/careful.js';
import { difficultyRunLine, gradeRow, parseDifficultyArgs } from '../../src/cli/difficulty.js';
import { dailyAnswer } from '../../src/cli/daily.js';
import { UsageError } from '../../src/cli/winrate.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'agnes-difficulty-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('agnes-solitaire difficulty', () => {
  it('grades a range of seeds, one CSV row each, the same with worker threads', async () => {
    const one = join(dir, 'one.csv');
    const two = join(dir, 'two.csv');
    const [a, b] = await Promise.all([
      cli(['difficulty', '--variant', 'sorel', '--from', '1', '--deals', '4', '--csv', one]),
      cli(['difficulty', '--variant', 'sorel', '--from', '1', '--deals', '4', '--workers', '2', '--csv', two]),
    ]);
    assert.equal(a.code, 0, a.stderr);
    assert.equal(b.code, 0, b.stderr);
    assert.match(a.stdout, /^easy:\s+\d+/m);
    assert.match(a.stdout, /^hard:\s+\d+/m);
    const rows = (file: string): string[] => readFileSync(file, 'utf8').trim().split('\n').map((line) => line.split(',').slice(0, 4).join(','));
    assert.deepEqual(rows(one), rows(two));
    const lines = rows(one);
    assert.equal(lines[0], difficultyRunLine({ variant: 'sorel', rules: {} }));
    assert.equal(lines[1], 'seed,grade,careful,solved');
    for (const line of lines.slice(2)) {
      const [seed, grade] = line.split(',');
      assert.equal(grade, gradeDeal(newGame({ variant: 'sorel', seed })).grade, `seed ${seed}`);
    }
  });

  it("reads sampling seed 1's games from a careful CSV of the same run, and refuses another run's", () => {
    const file = join(dir, 'careful.csv');
    writeFileSync(file, `${carefulRunLine({ variant: 'sorel', rules: {} })}\nseed,result,home,moves,ms,move_ms\n1,win,52,90,1.0,1.00\n`);
    const options = parseDifficultyArgs(['--variant', 'sorel', '--careful', file]);
    assert.deepEqual(options.known, { '1': 'win' });
    // (Seed 1 "won" by the CSV: graded easy without a game played.)
    assert.equal(gradeRow('sorel', {}, '1', options.known).grade, 'easy');
    assert.throws(() => parseDifficultyArgs(['--variant', 'bernauer', '--careful', file]), (e: Error) => e instanceof UsageError && /another run/.test(e.message));
    assert.throws(() => parseDifficultyArgs(['--careful', join(dir, 'missing.csv')]), (e: Error) => e instanceof UsageError && /cannot read/.test(e.message));
  });

  it('exits 2 on a mistake, naming it', async () => {
    const bad = await cli(['difficulty', '--deals', 'many']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--deals/);
    const level = await cli(['daily', '--difficulty', 'tricky']);
    assert.equal(level.code, 2);
    assert.match(level.stderr, /easy, medium, hard/);
  });
});

describe('agnes-solitaire daily --difficulty', () => {
  it("gives the day's deal of that difficulty: the table's pick by the day's number", async () => {
    const answer = dailyAnswer({ variant: 'bernauer', rules: {}, date: '2026-12-07', utc: false, json: false, difficulty: 'hard' });
    const expected = findDifficultSeed({ variant: 'bernauer', difficulty: 'hard', pick: 341, from: answer.first })!;
    assert.equal(answer.day, 341);
    assert.equal(answer.seed, expected.seed);
    assert.equal(answer.difficulty, 'hard');
    assert.equal(answer.proven, true);
    const next = dailyAnswer({ variant: 'bernauer', rules: {}, date: '2026-12-08', utc: false, json: false, difficulty: 'hard' });
    assert.notEqual(next.seed, answer.seed, 'the next day another deal');
    const printed = await cli(['daily', '--date', '2026-12-07', '--difficulty', 'hard', '--json']);
    assert.equal(printed.code, 0, printed.stderr);
    assert.deepEqual(JSON.parse(printed.stdout), { date: '2026-12-07', day: 341, first: answer.first, seed: answer.seed, dealCode: answer.dealCode, proven: true, difficulty: 'hard' });
  });
});
