/// <reference types="node" />
/**
 * The `agnes-solitaire` command line (`npx agnes-solitaire …`, `npm run winrate -- …`).
 * Commands: `winrate` (winrate.ts), `solve` (solve.ts), `careful` (careful.ts), `merge` (merge.ts),
 * `daily` (daily.ts), `difficulty` (difficulty.ts).
 * Exit codes: 0 done, 2 usage error, 1 anything else.
 */
import { writeFileSync } from 'node:fs';
import { DAILY_USAGE, runDaily } from './daily.js';
import { DIFFICULTY_USAGE, difficultyCsv, difficultyRunLine, formatDifficultyReport, parseDifficultyArgs, runDifficulty, type DifficultyRow } from './difficulty.js';
import { CAREFUL_USAGE, carefulCsv, carefulRunLine, formatCarefulReport, parseCarefulArgs, runCareful, type CarefulRow } from './careful.js';
import { MERGE_USAGE, mergeFiles, parseMergeArgs } from './merge.js';
import { ProgressBar } from './progress-bar.js';
import { SOLVE_USAGE, runSolve } from './solve.js';
import { UsageError, WINRATE_USAGE, formatReport, parseWinrateArgs, runWinrate, toCsv, winrateRunLine, workerUrlBeside } from './winrate.js';

const USAGE = `agnes-solitaire: Agnes solitaire tools

${WINRATE_USAGE}

${SOLVE_USAGE}

${CAREFUL_USAGE}

${MERGE_USAGE}

${DAILY_USAGE}`;

const COMMANDS: Record<string, string> = { winrate: WINRATE_USAGE, solve: SOLVE_USAGE, careful: CAREFUL_USAGE, merge: MERGE_USAGE, daily: DAILY_USAGE, difficulty: DIFFICULTY_USAGE };

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  try {
    if (!Object.hasOwn(COMMANDS, command)) throw new UsageError(`unknown command "${command}"; commands: ${Object.keys(COMMANDS).join(', ')}`);
    if (command === 'solve' && !rest.includes('--help') && !rest.includes('-h')) {
      console.log(await runSolve(rest, process.stdin));
      return 0;
    }
    if (rest.includes('--help') || rest.includes('-h')) {
      console.log(COMMANDS[command]);
      return 0;
    }
    if (command === 'daily') {
      console.log(runDaily(rest));
      return 0;
    }
    if (command === 'merge') {
      const { files, csv } = parseMergeArgs(rest);
      const merged = mergeFiles(files);
      if (csv) writeFileSync(csv, merged.csv);
      console.log(merged.summary);
      if (csv) console.log(`csv:       ${csv} (${merged.rows} rows)`);
      return 0;
    }
    if (command === 'difficulty') {
      const options = parseDifficultyArgs(rest);
      const identity = difficultyRunLine(options);
      const total = options.shard ? Math.ceil((options.deals - options.shard.index) / options.shard.count) : options.deals;
      const bar = new ProgressBar(process.stderr, total, 'deals');
      const finished: DifficultyRow[] = [];
      const rows = await runDifficulty(options, (row, done) => {
        finished.push(row);
        bar.update(done, `${finished.filter((r) => r.grade === 'hard').length} hard`);
        // The CSV so far after every deal, as careful does.
        if (options.csv) writeFileSync(options.csv, difficultyCsv(identity, [...finished].sort((a, b) => Number(a.seed) - Number(b.seed))));
      }, workerUrlBeside(import.meta.url));
      bar.finish();
      if (options.csv) writeFileSync(options.csv, difficultyCsv(identity, rows));
      console.log(formatDifficultyReport(identity, rows));
      if (options.csv) console.log(`csv:       ${options.csv} (${rows.length} rows)`);
      return 0;
    }
    if (command === 'careful') {
      const options = parseCarefulArgs(rest);
      const identity = carefulRunLine(options);
      const total = options.shard ? Math.ceil((options.deals - options.shard.index) / options.shard.count) : options.deals;
      const bar = new ProgressBar(process.stderr, total, 'games');
      let wins = 0;
      const finished: CarefulRow[] = [];
      const report = await runCareful(options, (row, done) => {
        if (row.result === 'win') wins++;
        bar.update(done, `${wins} won`);
        // The CSV so far after every game (games take seconds): a run stopped half-way keeps its
        // finished deals, and the rest can be run on and joined with merge.
        if (options.csv) {
          finished.push(row);
          finished.sort((a, b) => Number(a.seed) - Number(b.seed));
          writeFileSync(options.csv, carefulCsv(identity, finished));
        }
      }, workerUrlBeside(import.meta.url));
      bar.finish();
      if (options.csv) writeFileSync(options.csv, carefulCsv(identity, report.rows));
      console.log(formatCarefulReport(identity, report));
      if (options.csv) console.log(`csv:       ${options.csv} (${report.rows.length} rows)`);
      return 0;
    }
    const options = parseWinrateArgs(rest);
    const total = options.shard ? Math.ceil((options.deals - options.shard.index) / options.shard.count) : options.deals;
    const bar = new ProgressBar(process.stderr, total);
    let wins = 0;
    const report = await runWinrate(options, (row, done) => {
      if (row.result === 'win') wins++;
      bar.update(done, `${wins} won`);
    }, workerUrlBeside(import.meta.url));
    bar.finish();
    if (options.csv) writeFileSync(options.csv, toCsv(report.rows, winrateRunLine(options)));
    console.log(formatReport(report));
    if (options.csv) console.log(`csv:       ${options.csv} (${report.rows.length} rows)`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`agnes-solitaire: ${error.message}`);
      return 2;
    }
    console.error(error);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
