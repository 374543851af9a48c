#!/usr/bin/env node
// `npm run stress`: the misuse figures of docs/misuse.md at full size. Runs the Node fuzzers
// here (snapshot fuzzing) and the Chromium ones through @web/test-runner (scripts/stress.wtr.config.mjs),
// which are the same tests `npm test` runs at a smaller size; prints each figure; exits non-zero when
// any promise was broken.
//
//   npm run stress                     everything at full size
//   npm run stress -- --scale 0.2      a fifth of the counts
//   npm run stress -- --node-only | --browser-only
// Run with `node --import tsx` (the npm script does): the Node fuzzers are TypeScript.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const scaleAt = args.indexOf('--scale');
const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 1;
if (!(scale > 0)) {
  console.error(`usage: npm run stress -- [--scale <number above 0>] [--node-only | --browser-only]`);
  process.exit(2);
}
const runNode = !args.includes('--browser-only');
const runBrowser = !args.includes('--node-only');

/** Figures by number; each a title and lines. */
const figures = new Map();
const add = (figure) => figures.set(figure.id, [...(figures.get(figure.id) ?? []), figure]);
let failed = false;
const started = Date.now();

// ---------------------------------------------------------------------------------------------
// Node: snapshot fuzzing (figure 3)

if (runNode) {
  const { engineFeedTargets, fuzzFeeds } = await import('../test/stress/snapshot-fuzz.ts');
  const count = Math.max(200, Math.round(10_000 * scale));
  for (const target of engineFeedTargets()) {
    const t0 = performance.now();
    const f = await fuzzFeeds(target, count);
    const broken = f.unclearErrors.length + f.acceptedInvalid.length + f.rejectedValid.length + f.gameTouched + f.inputAliased;
    if (broken > 0) failed = true;
    const paths = [...f.paths.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([p, n]) => `${p} ${n}`).join(', ');
    add({
      id: 3,
      title: 'Snapshot and save fuzzing (Node)',
      lines: [
        `${target.name}: ${f.fed} mutated snapshots, ${f.accepted} accepted, ${f.rejected} rejected (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
        `  valid forms accepted ${f.validAccepted}/${f.validOffered}; sure rejections rejected ${f.invalidRejected}/${f.invalidOffered}; the rest decided by independent checks`,
        `  accepted but invalid: ${f.acceptedInvalid.length}; thrown other than a clear SnapshotError: ${f.unclearErrors.length}; game in progress changed: ${f.gameTouched}; state sharing its input: ${f.inputAliased}`,
        `  rejections by where they point: ${paths}`,
        ...[...f.acceptedInvalid, ...f.unclearErrors, ...f.rejectedValid].slice(0, 5).map((p) => `  ✗ ${p}`),
      ],
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Chromium: attributes (1), input (2), element methods (3), leaks (5), solver (6)

function run(command, commandArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => resolve(`could not start: ${error.message}`));
    child.on('exit', (code, signal) => resolve(code === 0 ? null : signal ? `killed by ${signal}` : `exit code ${code}`));
  });
}

if (runBrowser) {
  const work = mkdtempSync(join(tmpdir(), 'agnes-stress-'));
  const file = join(work, 'figures.jsonl');
  try {
    const wtr = join(root, 'node_modules/.bin/wtr');
    const problem = existsSync(wtr)
      ? await run(wtr, ['--config', 'scripts/stress.wtr.config.mjs'], { STRESS_SCALE: String(scale), STRESS_FIGURES_FILE: file })
      : '@web/test-runner is not installed: run "npm ci"';
    if (problem) {
      failed = true;
      console.error(`✗ the Chromium fuzzers failed (${problem})`);
    }
    if (existsSync(file)) for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) add(JSON.parse(line));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The figures

console.log(`\n══ Under misuse: the figures (scale ${scale}, ${((Date.now() - started) / 1000).toFixed(0)} s) ══`);
for (const id of [...figures.keys()].sort((a, b) => a - b)) {
  const parts = figures.get(id);
  const titles = [...new Set(parts.map((p) => p.title))];
  console.log(`\n${id}. ${titles.join('; ')}`);
  for (const part of parts) for (const line of part.lines) console.log(`   ${line}`);
}
// (STRESS_FILES picks some of the Chromium tests: then only their figures are expected.)
const missing = process.env.STRESS_FILES ? [] : [1, 2, 3, 5, 6].filter((id) => !figures.has(id) && ((id === 3 && runNode) || runBrowser));
if (missing.length) {
  failed = true;
  console.log(`\n✗ no figure ${missing.join(', ')} (a runner failed before reporting it)`);
}
console.log(failed ? '\n✗ a promise was broken: see above' : '\n✓ every promise held');
process.exitCode = failed ? 1 : 0;
