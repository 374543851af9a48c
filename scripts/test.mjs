#!/usr/bin/env node
// The one test command (`npm test`): runs the Node suites (node:test through tsx, the end-to-end
// ones driving Chromium, Firefox and WebKit), then the browser suites (@web/test-runner: every suite
// in Chromium, then Firefox's and WebKit's share of them side by side: web-test-runner.config.mjs),
// shows each runner's own output, and ends with the single line `N passed, N failed` summed over
// all of them (`, N skipped` when any were skipped).
// The package and end-to-end suites (test/package, test/e2e) test the build in dist/: when dist/ is
// missing or older than a file of src/, `npm run build` runs first.
// Exits non-zero when a test failed, a runner crashed or could not start its browser, or a
// runner ran no test at all.
//
//   node scripts/test.mjs                  every runner
//   node scripts/test.mjs --node-only      node:test suites only (test/engine, test/solver, test/cli,
//                                          test/package, test/e2e)
//   node scripts/test.mjs --browser-only   @web/test-runner suites only (test/browser, test/element)
// The browsers missing from this machine stop the run at once, each with how to install it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, missingBrowsers, startWebKitDriver } from './browsers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Node suites: every *.test.ts below these folders (Node 20's --test does not expand globs). */
const NODE_TEST_DIRS = ['test/engine', 'test/solver', 'test/cli', 'test/package', 'test/e2e'];
/**
 * Node test files run side by side, one per core (node's own default leaves one core idle), and
 * these first: the whole-graph soundness suites take about 2.5 minutes each on a 2-core machine,
 * the longest files by far, so that started last they would run on alone at the end.
 */
const NODE_SLOW_FIRST = ['test/solver/soundness-returns.test.ts', 'test/solver/soundness.test.ts'];
const NODE_CONCURRENCY = Math.max(1, availableParallelism());
/** The build outputs the package and end-to-end suites test, and the sources they are built from. */
const BUILD_OUTPUTS = ['dist/agnes-solitaire.min.js', 'dist/agnes-solitaire.iife.js', 'dist/element/index.js', 'dist/embed.html', 'custom-elements.json'];
const BUILD_INPUTS = ['src', 'package.json', 'rollup.config.mjs', 'custom-elements-manifest.config.mjs', 'tsconfig.build.json'];

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--node-only' && arg !== '--browser-only');
if (unknown.length > 0 || args.length > 1) {
  console.error(`usage: node scripts/test.mjs [--node-only | --browser-only] (got: ${args.join(' ')})`);
  process.exit(2);
}
const runNode = !args.includes('--browser-only');
const runBrowser = !args.includes('--node-only');

/** Files named *.test.ts below `dir` (relative to the repo root), sorted; none if `dir` is missing. */
function findTestFiles(dir) {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

/**
 * Runs a command; resolves with its exit code (or a description of its end). Its output is shown as
 * it comes, or with `quiet` kept and shown in one piece when it ends (runners side by side).
 */
function run(command, commandArgs, env = {}, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output = [];
    if (quiet) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    const done = (result) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      resolve(result);
    };
    child.on('error', (error) => done({ code: null, reason: error.message }));
    child.on('exit', (code, signal) => done({ code, reason: signal ? `killed by ${signal}` : `exit code ${code}` }));
  });
}

/** Reads the counts a reporter wrote, or null when it wrote none (the runner crashed first). */
function readCounts(file) {
  try {
    const text = readFileSync(file, 'utf8').trim();
    const counts = JSON.parse(text.split('\n').pop());
    return { passed: counts.passed | 0, failed: counts.failed | 0, skipped: counts.skipped | 0 };
  } catch {
    return null;
  }
}

/**
 * Turns one runner's exit and counts into a result; problems are described, and a crash counts as
 * one failure so that the closing line never reads as a success.
 */
function judge(name, exit, counts) {
  const problems = [];
  if (!counts) {
    problems.push(`${name} crashed or could not start (${exit.reason}) before reporting any result`);
    return { passed: 0, failed: 1, skipped: 0, problems };
  }
  const result = { ...counts, problems };
  if (exit.code !== 0 && counts.failed === 0) {
    problems.push(`${name} ended with ${exit.reason} although no test failed: counted as one failure`);
    result.failed = 1;
  }
  if (counts.passed + counts.failed + counts.skipped === 0) problems.push(`${name} ran no test`);
  return result;
}

/** The newest modification time of `path` (a file, or every file below a folder). */
function newest(path) {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return 0;
  const info = statSync(absolute);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(absolute, { recursive: true }).map((name) => statSync(join(absolute, name)).mtimeMs));
}

/** Runs `npm run build` when dist/ (or the manifest) is missing or older than its sources; null when fine. */
async function buildWhenStale() {
  const outputs = BUILD_OUTPUTS.map((file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0));
  const oldest = Math.min(...outputs);
  if (oldest > 0 && oldest >= Math.max(...BUILD_INPUTS.map(newest))) return null;
  console.log(`\n▶ build: ${oldest === 0 ? 'dist/ is missing' : 'dist/ is older than src/'}: npm run build\n`);
  const exit = await run('npm', ['run', 'build']);
  return exit.code === 0 ? null : `npm run build failed (${exit.reason}): the package and end-to-end suites test dist/`;
}

async function runNodeSuites(workDir) {
  const found = NODE_TEST_DIRS.flatMap(findTestFiles);
  const files = [...NODE_SLOW_FIRST.filter((file) => found.includes(file)), ...found.filter((file) => !NODE_SLOW_FIRST.includes(file))];
  if (files.length === 0) {
    return { passed: 0, failed: 0, skipped: 0, problems: [`node:test found no *.test.ts in ${NODE_TEST_DIRS.join(', ')}`] };
  }
  const buildProblem = await buildWhenStale();
  if (buildProblem) return { passed: 0, failed: 1, skipped: 0, problems: [buildProblem] };
  console.log(`\n▶ node:test: ${files.length} file(s) in ${NODE_TEST_DIRS.join(', ')}, ${NODE_CONCURRENCY} at a time\n`);
  const countsFile = join(workDir, 'node-counts.json');
  const counter = pathToFileURL(join(root, 'scripts/node-test-counter.mjs')).href;
  const exit = await run(process.execPath, [
    '--import', 'tsx',
    '--test',
    `--test-concurrency=${NODE_CONCURRENCY}`,
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    `--test-reporter=${counter}`, `--test-reporter-destination=${countsFile}`,
    ...files,
  ]);
  return judge('node:test', exit, readCounts(countsFile));
}

/** One @web/test-runner run in `browser` (WTR_BROWSER), its output kept until it ends when `quiet`. */
async function runWtr(workDir, browser, env = {}, quiet = false) {
  const countsFile = join(workDir, `wtr-${browser}.json`);
  // A server port of its own: the runs in Firefox and WebKit go side by side.
  const port = String(await freePort());
  const exit = await run(join(root, 'node_modules/.bin/wtr'), ['--config', 'web-test-runner.config.mjs'], { WTR_BROWSER: browser, WTR_COUNTS_FILE: countsFile, WTR_PORT: port, ...env }, quiet);
  return judge(`@web/test-runner (${browser})`, exit, readCounts(countsFile));
}

/** Every browser suite in Chromium; then Firefox's and WebKit's share, side by side (their output shown as each ends). */
async function runBrowserSuites(workDir) {
  if (!existsSync(join(root, 'node_modules/.bin/wtr'))) {
    return [['@web/test-runner', { passed: 0, failed: 1, skipped: 0, problems: ['@web/test-runner is not installed: run "npm ci"'] }]];
  }
  console.log('\n▶ @web/test-runner: test/browser, test/element in Chromium\n');
  const results = [['@web/test-runner (chromium)', await runWtr(workDir, 'chromium')]];
  console.log('\n▶ @web/test-runner: their share in Firefox and in WebKit, side by side (each shown when it ends)\n');
  let webkit;
  try {
    webkit = await startWebKitDriver();
  } catch (error) {
    results.push(['@web/test-runner (webkit)', { passed: 0, failed: 1, skipped: 0, problems: [`WebKitWebDriver did not start: ${error.message}`] }]);
  }
  try {
    const [firefox, safari] = await Promise.all([
      runWtr(workDir, 'firefox', {}, true),
      webkit ? runWtr(workDir, 'webkit', { WEBKIT_DRIVER_PORT: String(webkit.port) }, true) : null,
    ]);
    results.push(['@web/test-runner (firefox)', firefox]);
    if (safari) results.push(['@web/test-runner (webkit)', safari]);
  } finally {
    webkit?.stop();
  }
  return results;
}

const missing = missingBrowsers();
if (missing.length > 0) {
  for (const line of missing) console.error(`✗ ${line}`);
  console.log(`0 passed, ${missing.length} failed`);
  process.exit(1);
}

const workDir = mkdtempSync(join(tmpdir(), 'agnes-test-'));
const results = [];
try {
  if (runNode) results.push(['node:test', await runNodeSuites(workDir)]);
  if (runBrowser) results.push(...(await runBrowserSuites(workDir)));
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

const total = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
console.log('');
for (const [name, result] of results) {
  console.log(`${name}: passed ${result.passed}, failed ${result.failed}, skipped ${result.skipped}`);
  total.passed += result.passed;
  total.failed += result.failed;
  total.skipped += result.skipped;
  problems.push(...result.problems);
}
for (const problem of problems) console.log(`✗ ${problem}`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = total.failed > 0 || problems.length > 0 ? 1 : 0;
