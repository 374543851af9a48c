/// <reference types="node" />
/**
 * The `agnes-solitaire` command line (`npx agnes-solitaire …`, `npm run winrate -- …`).
 * Commands: `winrate` (see winrate.ts), `solve` (solve.ts). Exit codes: 0 done, 2 usage error, 1 anything else.
 */
import { writeFileSync } from 'node:fs';
import { ProgressBar } from './progress-bar.js';
import { SOLVE_USAGE, runSolve } from './solve.js';
import { UsageError, WINRATE_USAGE, formatReport, parseWinrateArgs, runWinrate, toCsv, workerUrlBeside } from './winrate.js';

const USAGE = `agnes-solitaire: Agnes solitaire tools

${WINRATE_USAGE}

${SOLVE_USAGE}`;

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  try {
    if (command === 'solve') {
      console.log(rest.includes('--help') || rest.includes('-h') ? SOLVE_USAGE : await runSolve(rest, process.stdin));
      return 0;
    }
    if (command !== 'winrate') throw new UsageError(`unknown command "${command}"; commands: winrate, solve`);
    if (rest.includes('--help') || rest.includes('-h')) {
      console.log(WINRATE_USAGE);
      return 0;
    }
    const options = parseWinrateArgs(rest);
    const bar = new ProgressBar(process.stderr, options.deals);
    let wins = 0;
    const report = await runWinrate(options, (row, done) => {
      if (row.result === 'win') wins++;
      bar.update(done, `${wins} won`);
    }, workerUrlBeside(import.meta.url));
    bar.finish();
    if (options.csv) writeFileSync(options.csv, toCsv(report.rows));
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
