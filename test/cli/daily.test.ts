/**
 * The deal of the day's dates (src/element/daily.ts) under fixed clocks and time zones, and the
 * command `agnes-solitaire daily` run from source as a user runs it: the day's number, the first
 * seed of the day's sequence and the seed the element deals (the first the solver proves winnable,
 * with the element's budgets), the deal code that opens it, today by the local or the UTC date, and
 * mistakes exiting 2.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { newGame } from '../../src/engine/index.js';
import { findWinnableSeed, SEED_ATTEMPTS, SEED_STATES, seedSequence } from '../../src/solver/index.js';
import { dailyDeal, dateOf, dayNumber, inSequence } from '../../src/element/daily.js';
import { parseDealCode } from '../../src/element/deal-code.js';
import { readDaily } from '../../src/element/attributes.js';
import type { AttributeProblem } from '../../src/element/attributes.js';
import { SOLVER_BUDGETS, winnableOptions } from '../../src/element/solver-calls.js';
import { dailyAnswer, parseDailyArgs } from '../../src/cli/daily.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the command line from source (with extra environment variables); resolves with its exit code and output. */
function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const field = (text: string, name: string): string => new RegExp(`^${name}:\\s+(.*)$`, 'm').exec(text)?.[1] ?? '';

/** Runs `body` with the process's time zone set to `zone` (Node reads TZ afresh when it changes). */
function inZone<T>(zone: string, body: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return body();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe('the deal of the day: dates', () => {
  it('day 1 is 2026-01-01; 2026-12-07 is day 341; dates that are not real dates are not days', () => {
    assert.equal(dayNumber('2026-01-01'), 1);
    assert.equal(dayNumber('2026-12-07'), 341);
    assert.equal(dayNumber('2027-01-01'), 366);
    assert.equal(dayNumber('2028-03-01'), 366 + 365 + 60, '2028 is a leap year');
    assert.equal(dayNumber('2025-12-31'), 0, 'before day 1');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-12-32', '2026-1-1', '26-12-07', '2026-12-07T00:00', '', 'today']) {
      assert.ok(Number.isNaN(dayNumber(bad)), `${JSON.stringify(bad)} is not a date`);
    }
  });

  it('the same instant is one date for readers of one zone, and the UTC date for all with utc', () => {
    // 2026-12-06 12:30 UTC: already December 7 in Auckland (UTC+13), still December 6 in Los Angeles (UTC−8).
    const instant = new Date(Date.UTC(2026, 11, 6, 12, 30));
    assert.equal(inZone('Pacific/Auckland', () => dateOf(instant, false)), '2026-12-07');
    assert.equal(inZone('America/Los_Angeles', () => dateOf(instant, false)), '2026-12-06');
    assert.equal(inZone('Pacific/Auckland', () => dateOf(instant, true)), '2026-12-06');
    assert.equal(inZone('America/Los_Angeles', () => dateOf(instant, true)), '2026-12-06');
    // Around midnight: one minute apart, two dates; a named date is the same everywhere.
    const late = new Date(2026, 11, 7, 23, 59);
    assert.equal(dateOf(late, false), '2026-12-07');
    assert.equal(dateOf(new Date(late.getTime() + 60_000), false), '2026-12-08');
    const auckland = inZone('Pacific/Auckland', () => dailyDeal('local', 'sorel', instant));
    const losAngeles = inZone('America/Los_Angeles', () => dailyDeal('local', 'sorel', instant));
    assert.deepEqual(auckland, { date: '2026-12-07', day: 341, seed: '2026-12-07 sorel' });
    assert.deepEqual(losAngeles, { date: '2026-12-06', day: 340, seed: '2026-12-06 sorel' });
    for (const zone of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
      assert.deepEqual(inZone(zone, () => dailyDeal('utc', 'sorel', instant)), losAngeles, `utc in ${zone}`);
      assert.deepEqual(inZone(zone, () => dailyDeal('2026-11-30', 'sorel', instant)), { date: '2026-11-30', day: 334, seed: '2026-11-30 sorel' }, `a named date in ${zone}`);
    }
  });

  it('the day\'s seed names its rule set, and its sequence is the solver\'s', () => {
    assert.equal(dailyDeal('2026-12-07', 'bernauer,face-down=true', new Date()).seed, '2026-12-07 bernauer,face-down=true');
    const [first, second] = seedSequence('2026-12-07 sorel', 2);
    assert.equal(first, '2026-12-07 sorel');
    assert.ok(inSequence(second!, first!) && inSequence(first!, first!));
    assert.ok(!inSequence('2026-12-08 sorel', first!) && !inSequence('2026-12-07 sorel,build=same-suit', first!));
  });

  it('the daily attribute: bare or true, utc, a date from day 1; anything else the local date and a problem naming the allowed forms', () => {
    const read = (value: unknown): [string | null, AttributeProblem[]] => {
      const problems: AttributeProblem[] = [];
      return [readDaily(value, problems), problems];
    };
    assert.deepEqual(read(undefined), [null, []]);
    assert.deepEqual(read(false), [null, []]);
    assert.deepEqual(read('false'), [null, []]);
    assert.deepEqual(read(true), ['local', []]);
    assert.deepEqual(read(''), ['local', []]);
    assert.deepEqual(read(' UTC '), ['utc', []]);
    assert.deepEqual(read('2026-11-30'), ['2026-11-30', []]);
    for (const bad of ['2025-12-31', '2026-02-30', 'tomorrow', 20261207]) {
      const [setting, problems] = read(bad);
      assert.equal(setting, 'local', String(bad));
      assert.equal(problems.length, 1);
      assert.equal(problems[0]!.source, 'daily');
      assert.match(problems[0]!.message, /is not allowed \(allowed: true, utc, YYYY-MM-DD from 2026-01-01, false\); using the reader's date: local/);
    }
  });
});

describe('agnes-solitaire daily', () => {
  const zone = process.env.TZ;
  after(() => (zone === undefined ? delete process.env.TZ : (process.env.TZ = zone)));

  it('reads --date, --utc, --variant, --rule and --json', () => {
    assert.deepEqual(parseDailyArgs(['--date', '2026-12-07', '--variant=sorel', '--rule', 'runs=build', '--json']), {
      variant: 'sorel', rules: { runs: 'build' }, date: '2026-12-07', utc: false, json: true,
    });
    assert.deepEqual(parseDailyArgs(['--utc']), { variant: 'bernauer', rules: {}, utc: true, json: false });
  });

  it('prints the day, its first seed, the seed the element deals (the first proven winnable) and its deal code', async () => {
    const { code, stdout } = await cli(['daily', '--variant', 'sorel', '--date', '2026-12-07']);
    assert.equal(code, 0);
    assert.equal(field(stdout, 'date'), '2026-12-07 (day 341)');
    assert.equal(field(stdout, 'rules'), 'sorel');
    assert.equal(field(stdout, 'first'), "2026-12-07 sorel (the day's seed sequence starts here)");
    // The element's search: the same function, the same budgets.
    assert.deepEqual(SOLVER_BUDGETS.winnable, { attempts: SEED_ATTEMPTS, maxStates: SEED_STATES });
    const found = findWinnableSeed(winnableOptions({ variant: 'sorel', rules: {}, from: '2026-12-07 sorel' }))!;
    assert.equal(field(stdout, 'seed'), `${found.seed} (proven winnable)`);
    const dealCode = field(stdout, 'deal code');
    const deal = parseDealCode(dealCode);
    assert.deepEqual([deal.seed, deal.variant], [found.seed, 'sorel']);
    assert.equal(field(stdout, 'link'), `#agnes=${dealCode}`);
    assert.deepEqual(newGame({ variant: deal.variant, seed: deal.seed, rules: deal.overrides }), newGame({ variant: 'sorel', seed: found.seed }));
  });

  it('another day, another deal; another rule set, another deck; --json', async () => {
    const day = (date: string, ...rest: string[]) => dailyAnswer(parseDailyArgs(['--date', date, ...rest]));
    const today = day('2026-12-07', '--variant', 'sorel');
    const tomorrow = day('2026-12-08', '--variant', 'sorel');
    assert.equal(tomorrow.day, 342);
    assert.notDeepEqual(newGame({ variant: 'sorel', seed: today.seed }).stock, newGame({ variant: 'sorel', seed: tomorrow.seed }).stock);
    const faceDown = day('2026-12-07', '--rule', 'face-down=true');
    assert.equal(faceDown.first, '2026-12-07 bernauer,face-down=true');
    assert.ok(faceDown.dealCode.endsWith(',bernauer,face-down=true'));
    const json = JSON.parse((await cli(['daily', '--variant', 'sorel', '--date', '2026-12-08', '--json'])).stdout);
    assert.deepEqual(json, { date: '2026-12-08', day: 342, first: '2026-12-08 sorel', seed: tomorrow.seed, dealCode: tomorrow.dealCode, proven: true });
  });

  it('without --date: today, by the local date (the TZ of the process) or with --utc the UTC date', async () => {
    for (const tz of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const before = new Date();
      const local = JSON.parse((await cli(['daily', '--json'], { TZ: tz })).stdout);
      const utc = JSON.parse((await cli(['daily', '--json', '--utc'], { TZ: tz })).stdout);
      const after = new Date();
      const dates = (utc: boolean) => inZone(tz, () => [dateOf(before, utc), dateOf(after, utc)]);
      assert.ok(dates(false).includes(local.date), `${tz}: ${local.date} is today's local date`);
      assert.ok(dates(true).includes(utc.date), `${tz}: ${utc.date} is today's UTC date`);
      assert.equal(local.first, `${local.date} bernauer`);
    }
  });

  it('mistakes exit 2 with a message naming the option', async () => {
    const cases: [string[], RegExp][] = [
      [['daily', '--date', '2025-12-31'], /--date needs a date YYYY-MM-DD from 2026-01-01 \(day 1\) on, got "2025-12-31"/],
      [['daily', '--date', '2026-02-30'], /--date needs a date/],
      [['daily', '--date'], /--date needs a date .* got nothing/],
      [['daily', '--date', '2026-12-07', '--utc'], /--utc picks today by the UTC date; with --date the day is given/],
      [['daily', '--utc=yes'], /--utc takes no value/],
      [['daily', '--variant', 'klondike'], /--variant: "klondike" is not a variant/],
      [['daily', '--seed', '1'], /unknown option "--seed"/],
    ];
    for (const [args, message] of cases) {
      const { code, stdout, stderr } = await cli(args);
      assert.equal(code, 2, `${args.join(' ')} exits 2 (stderr: ${stderr})`);
      assert.equal(stdout, '');
      assert.match(stderr, message);
    }
  });
});
