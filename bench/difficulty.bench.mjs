#!/usr/bin/env node
/**
 * `npm run bench:difficulty`: how long a reader waits for a deal of a difficulty on a phone. It
 * serves the self-contained bundle (dist/, `npm run build` first) and opens, in Debian's Chromium
 * through playwright-core on a 390 × 844 touch screen with the CPU slowed by CDP
 * `Emulation.setCPUThrottlingRate`, a page with `<agnes-solitaire difficulty="…">` (with the case's
 * other attributes), fresh for each run (no cache: the solver's file is fetched every time), and
 * times from navigation until `agnes-new-game` reports the deal.
 *
 * Cases (`--cases`, default all): `easy`, `medium`, `hard` (a random deal of the table), `daily-hard`
 * (the day's hard deal), `seed-easy`, `seed-hard` (graded by play from a seed the table does not
 * hold, "bench-<run>"). Printed per case: median, p90 and worst seconds, and how many runs found
 * their deal within 10 s.
 *
 * Options: --runs N (default 10), --rate R (default 4), --cases a,b, --timeout S (per run, default 120).
 * It is a benchmark: it prints figures and asserts nothing; it exits 1 only when it cannot run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CASES = {
  easy: () => 'difficulty="easy"',
  medium: () => 'difficulty="medium"',
  hard: () => 'difficulty="hard"',
  'daily-hard': () => 'difficulty="hard" daily',
  'seed-easy': (run) => `difficulty="easy" seed="bench-${run}"`,
  'seed-hard': (run) => `difficulty="hard" seed="bench-${run}"`,
};

function fail(message) {
  console.error(`bench:difficulty: ${message}`);
  process.exit(1);
}

const options = { runs: 10, rate: 4, cases: Object.keys(CASES), timeout: 120 };
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i];
  const value = process.argv[++i];
  if (value === undefined) fail(`${arg} needs a value`);
  if (arg === '--runs') options.runs = Number(value);
  else if (arg === '--rate') options.rate = Number(value);
  else if (arg === '--timeout') options.timeout = Number(value);
  else if (arg === '--cases') options.cases = value.split(',');
  else fail(`unknown option "${arg}" (--runs N, --rate R, --cases ${Object.keys(CASES).join(',')}, --timeout S)`);
}
for (const name of options.cases) if (!CASES[name]) fail(`unknown case "${name}" (${Object.keys(CASES).join(', ')})`);
if (!(options.runs >= 1) || !(options.rate >= 1) || !(options.timeout >= 1)) fail('--runs, --rate and --timeout take numbers of at least 1');
if (!existsSync(join(root, 'dist/agnes-solitaire.min.js'))) fail('dist/agnes-solitaire.min.js is missing: run "npm run build" first');

const page = (attrs) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench</title><script type="module" src="/dist/agnes-solitaire.min.js"></script></head>
<body><agnes-solitaire ${attrs}></agnes-solitaire>
<script>
  document.addEventListener('agnes-new-game', (event) => { window.__found = { ms: performance.now(), ...event.detail }; });
</script></body></html>`;

const TYPES = { '.js': 'text/javascript', '.html': 'text/html' };
const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://x');
  if (url.pathname === '/bench.html') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    return response.end(page(url.searchParams.get('attrs')));
  }
  const file = normalize(join(root, url.pathname));
  if (!file.startsWith(join(root, 'dist')) || !existsSync(file)) return void response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
  response.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
console.log(`Chromium ${browser.version()}, CPU ${options.rate}× slower, 390 × 844 touch, ${options.runs} runs a case`);
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
try {
  for (const name of options.cases) {
    const seconds = [];
    const found = [];
    for (let run = 1; run <= options.runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
      try {
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.rate });
        await tab.goto(`${origin}/bench.html?attrs=${encodeURIComponent(CASES[name](run))}`, { waitUntil: 'load' });
        const deadline = Date.now() + options.timeout * 1000;
        let result = null;
        while (!result && Date.now() < deadline) {
          result = await tab.evaluate(() => window.__found ?? null);
          if (!result) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        seconds.push(result ? result.ms / 1000 : Infinity);
        found.push(result ? `${result.seed}${result.difficulty ? ` ${result.difficulty}` : ''}` : 'timeout');
      } finally {
        await context.close();
      }
    }
    const within = seconds.filter((s) => s <= 10).length;
    const fmt = (s) => (Number.isFinite(s) ? s.toFixed(2) : `>${options.timeout}`);
    console.log(`${name.padEnd(11)} median ${fmt(percentile(seconds, 50))} s, p90 ${fmt(percentile(seconds, 90))} s, worst ${fmt(Math.max(...seconds))} s; within 10 s: ${within} of ${seconds.length}  (${found.slice(0, 4).join('; ')}${found.length > 4 ? '; …' : ''})`);
  }
} finally {
  await browser.close();
  server.close();
}
