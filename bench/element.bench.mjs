#!/usr/bin/env node
/**
 * `npm run bench:element`: how smooth the built element is on a phone. It serves the self-contained
 * bundle (dist/agnes-solitaire.min.js, `npm run build` first) from a local server and drives
 * Debian's Chromium through playwright-core on a 390 × 844 touch screen (hasTouch, isMobile), with
 * the CPU slowed by CDP `Emulation.setCPUThrottlingRate` (1× and 4×: 4× is the usual stand-in for a
 * mid-range phone), motion, dead-end checks and the clock on. For each variant it deals a deal the
 * solver (dist/solver, in Node) proves winnable and wins it by taps, as a player would: the card to
 * move, then the pile it goes to; the stock to deal; Finish when it is offered.
 *
 * Printed per variant and CPU rate (medians over `--runs`):
 * - load: the longest task from navigation until play starts (PerformanceObserver `longtask`, so
 *   "-" means none over 50 ms), and when the first card was on screen (the frame it is drawn in);
 * - play: the long tasks (> 50 ms) while the game is played, count / worst / median;
 * - tap: tap-to-next-frame p50 / p95 from the Event Timing API, as INP measures it (the longest
 *   `event` entry of each tap's interaction; taps whose entries stayed under the 16 ms threshold
 *   count as 16 ms, so "16" reads "16 ms or less").
 *
 * Options: --runs N (default 1), --rates 1,4, --variants bernauer,sorel,aces, --pace MS (pause
 * after each tap, default 200), --no-finish (play every card home by taps instead of Finish),
 * --attr name=value (extra attributes, e.g. --attr reduced-motion --attr dead-ends=false),
 * --profile (CPU profile of the play: the functions with most self time), --trace (a Chromium
 * trace of the play split into script, style, layout, paint, and the main thread's CPU time in all
 * and in each tap's task, which a loaded machine distorts less), --timeout S (per game, default 300).
 * Environment: BENCH_BUNDLE=<file> loads that copy of a build instead of dist/; BENCH_CSS=<css> appends
 * a style sheet to the element's shadow root (to measure a style change without a build);
 * BENCH_PROFILE_FILE / BENCH_TRACE_FILE=<file> keep the raw CPU profile or trace; BENCH_TRACE_EXTRA=<categories>
 * adds trace categories (e.g. `blink,blink_style` to see what a style update did); BENCH_INIT=<script> runs
 * in the page before anything else (to wrap a DOM method and time it), and BENCH_REPORT=<expression>
 * prints that expression's value in the page after each game.
 * It is a benchmark: it prints figures and asserts nothing; it exits 1 only when it cannot run.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// ---------------------------------------------------------------------------------------------
// Options

function parseOptions(argv) {
  const options = { runs: 1, rates: [1, 4], variants: ['bernauer', 'sorel', 'aces'], pace: 200, finish: true, attrs: [], profile: false, trace: false, timeout: 300 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) fail(`${arg} needs a value`);
      return v;
    };
    if (arg === '--runs') options.runs = positive(arg, value());
    else if (arg === '--rates') options.rates = value().split(',').map((r) => positive('--rates', r));
    else if (arg === '--variants') {
      options.variants = value().split(',');
      for (const v of options.variants) if (!SEEDS[v]) fail(`--variants: unknown variant "${v}" (bernauer, sorel, aces)`);
    } else if (arg === '--pace') options.pace = positive(arg, value(), true);
    else if (arg === '--no-finish') options.finish = false;
    else if (arg === '--attr') options.attrs.push(value());
    else if (arg === '--profile') options.profile = true;
    else if (arg === '--trace') options.trace = true;
    else if (arg === '--timeout') options.timeout = positive(arg, value());
    else fail(`unknown option "${arg}" (--runs N, --rates 1,4, --variants bernauer,sorel,aces, --pace MS, --no-finish, --attr name=value, --profile, --trace, --timeout S)`);
  }
  return options;
}

function positive(name, text, zero = false) {
  const n = Number(text);
  if (!Number.isFinite(n) || n < (zero ? 0 : 1)) fail(`${name} must be a number ${zero ? '≥ 0' : '≥ 1'}, not "${text}"`);
  return n;
}

function fail(message) {
  console.error(`bench:element: ${message}`);
  process.exit(1);
}

/** Where each variant's search for a winnable deal starts (bernauer 20: the issue's 103-move game). */
const SEEDS = { bernauer: '20', sorel: '1', aces: '1' };

// ---------------------------------------------------------------------------------------------
// The page and its server

const page = (variant, seed, attrs) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench</title><style>body{margin:0;font-family:sans-serif}</style>
<script type="module" src="${BUNDLE_URL}"></script></head>
<body><agnes-solitaire variant="${variant}" seed="${seed}" dead-ends="true" clock ${attrs.join(' ')}></agnes-solitaire></body></html>`;

/**
 * The bundle the page loads: dist/agnes-solitaire.min.js, or the file BENCH_BUNDLE names (in a copy
 * of another build's dist/, to compare builds while dist/ is rebuilt), served with the files beside
 * it (the solver file it loads when needed).
 */
const BUNDLE = process.env.BENCH_BUNDLE ? resolve(process.env.BENCH_BUNDLE) : join(root, 'dist/agnes-solitaire.min.js');
const BUNDLE_DIR = dirname(BUNDLE);
const BUNDLE_URL = `/bundle/${basename(BUNDLE)}`;

const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.map': 'application/json' };

function startServer(options) {
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://x');
    if (url.pathname === '/bench.html') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return response.end(page(url.searchParams.get('variant'), url.searchParams.get('seed'), options.attrs));
    }
    if (url.pathname.startsWith('/bundle/')) {
      const beside = normalize(join(BUNDLE_DIR, url.pathname.slice('/bundle/'.length)));
      if (!beside.startsWith(BUNDLE_DIR) || !existsSync(beside)) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': TYPES[extname(beside)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      return response.end(readFileSync(beside));
    }
    const file = normalize(join(root, url.pathname));
    if (!file.startsWith(join(root, 'dist')) || !existsSync(file)) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---------------------------------------------------------------------------------------------
// In the page: what the observers record (installed before any script runs)

function installObservers() {
  const record = { longTasks: [], events: [], firstCard: null, fcp: null };
  window.__bench = record;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) record.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) record.events.push({ name: e.name, id: e.interactionId, start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') record.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  // The first frame that draws a card: rAF runs just before that frame's paint.
  const look = () => {
    const el = document.querySelector('agnes-solitaire');
    if (!el?.shadowRoot?.querySelector('[data-card]')) return requestAnimationFrame(look);
    // This frame draws it; a message posted now is handled once the frame is rendered.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (record.firstCard = performance.now());
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(look);
}

/** In the page: appends BENCH_CSS to the element's shadow root (to measure a style change without a build). */
function addStyle(css) {
  const add = () => {
    const root = document.querySelector('agnes-solitaire')?.shadowRoot;
    if (!root) return requestAnimationFrame(add);
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  };
  requestAnimationFrame(add);
}

/** In the page: where to tap to hit `selector` (a point of it that is not covered), or null. */
function tapPoint({ selector, pile }) {
  const host = document.querySelector('agnes-solitaire');
  const shadow = host.shadowRoot;
  const el = shadow.querySelector(selector);
  if (!el) return null;
  const r = el.getBoundingClientRect();
  // A card of a fanned pile shows only its top strip under the next card.
  let bottom = r.bottom;
  if (el.dataset.card !== undefined) {
    const next = shadow.querySelector(`[data-pile="${el.dataset.pile}"][data-index="${Number(el.dataset.index) + 1}"]`);
    if (next) bottom = Math.min(bottom, next.getBoundingClientRect().top);
  }
  const hits = (x, y) => {
    const hit = shadow.elementFromPoint(x, y);
    const owner = hit?.closest('[data-pile], [data-pile-box]');
    if (!owner || (owner.dataset.pile ?? owner.dataset.pileBox) !== pile) return false;
    return el.dataset.card === undefined || hit.closest('[data-card]') === el;
  };
  for (const fy of [0.5, 0.25, 0.75, 0.1, 0.9]) {
    for (const fx of [0.5, 0.25, 0.75]) {
      const x = r.left + r.width * fx;
      const y = r.top + (bottom - r.top) * fy;
      if (y >= 0 && y < innerHeight && hits(x, y)) return { x, y };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Playing a game by taps

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `test` (a function without arguments, run in the page) is true, checking once a frame.
 * Not Playwright's `waitForFunction`: that evaluates Playwright's own selector engine in the page
 * first, a task of 130-180 ms at 4× that no reader's page has, and it fell into the loading figures.
 */
async function until(page, test, timeout) {
  const met = await page.evaluate(
    ([source, ms]) =>
      new Promise((resolve) => {
        const check = (0, eval)(`(${source})`);
        const end = performance.now() + ms;
        const poll = () => (check() ? resolve(true) : performance.now() > end ? resolve(false) : requestAnimationFrame(poll));
        poll();
      }),
    [test.toString(), timeout],
  );
  if (!met) throw new Error(`not within ${timeout} ms: ${test}`);
}

async function tap(page, target, taps, pace) {
  // A player taps a card where it lies, not where it flies: wait for the cards to land.
  await until(page, () => !document.querySelector('agnes-solitaire').shadowRoot.querySelector('.moving'), 10_000);
  const point = await page.evaluate(tapPoint, target);
  if (!point) throw new Error(`nothing to tap for ${target.selector} (${target.pile}): covered or missing${taps.move ? ` (move ${taps.done + 1}: ${JSON.stringify(taps.move)})` : ''}`);
  // Two taps on one card within 400 ms are a double tap (card home): a player's next tap elsewhere is not.
  const key = `${target.selector}`;
  if (taps.last === key) await sleep(450);
  taps.last = key;
  await page.touchscreen.tap(point.x, point.y);
  taps.count++;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  if (pace) await sleep(pace);
}

async function playByTaps(page, line, options) {
  const taps = { count: 0, last: '', done: 0, move: null };
  const state = () => page.evaluate(() => {
    const el = document.querySelector('agnes-solitaire');
    return { status: el.status, snapshot: el.state, moves: el.moves, notice: el.shadowRoot.querySelector('.notice')?.textContent, finish: !!el.shadowRoot.querySelector('[data-action="finish"]') };
  });
  for (const move of line) {
    const now = await state();
    taps.move = move;
    if (now.snapshot.moveCount !== taps.done) throw new Error(`the game is at move ${now.snapshot.moveCount}, the line at ${taps.done} (last: ${JSON.stringify(line[taps.done - 1])}); played ${now.moves}; notice ${now.notice}`);
    taps.done++;
    if (now.status !== 'playing') break;
    if (options.finish && now.finish) {
      await tap(page, { selector: '[data-action="finish"]', pile: null, button: true }, taps, options.pace).catch(() => tapButton(page, taps));
      break;
    }
    if (move.kind !== 'move') {
      await tap(page, { selector: '[data-pile-box="stock"]', pile: 'stock' }, taps, options.pace);
      continue;
    }
    const cards = pileOf(now.snapshot, move.from);
    const index = cards.length - move.count;
    await tap(page, { selector: `[data-pile="${move.from}"][data-index="${index}"]`, pile: move.from }, taps, options.pace);
    const targetCards = pileOf(now.snapshot, move.to);
    const selector =
      move.to[0] === 'f' ? `[data-pile-box="${move.to}"]` : targetCards.length > 0 ? `[data-pile="${move.to}"][data-index="${targetCards.length - 1}"]` : `.slot[data-pile="${move.to}"]`;
    await tap(page, { selector, pile: move.to }, taps, options.pace);
  }
  await until(page, () => document.querySelector('agnes-solitaire').status === 'won', 60_000);
  return taps.count;
}

/** The Finish button is no pile: tap its centre. */
async function tapButton(page, taps) {
  const point = await page.evaluate(() => {
    const b = document.querySelector('agnes-solitaire').shadowRoot.querySelector('[data-action="finish"]').getBoundingClientRect();
    return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
  });
  await page.touchscreen.tap(point.x, point.y);
  taps.count++;
}

/** The cards of pile `id` in a RULES §8 snapshot. */
function pileOf(snapshot, id) {
  if (id === 'stock') return snapshot.stock;
  const n = Number(id.slice(1));
  if (id[0] === 't') return snapshot.tableau[n];
  if (id[0] === 'r') return snapshot.reserve[n];
  return snapshot.foundations[id[1]];
}

// ---------------------------------------------------------------------------------------------
// One game: load, play, collect

async function oneGame(browser, origin, variant, deal, rate, options) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(installObservers);
    if (process.env.BENCH_CSS) await page.addInitScript(addStyle, process.env.BENCH_CSS);
    if (process.env.BENCH_INIT) await page.addInitScript(process.env.BENCH_INIT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${origin}/bench.html?variant=${variant}&seed=${encodeURIComponent(deal.seed)}`, { waitUntil: 'load', timeout: 60_000 });
    await until(page, () => window.__bench.firstCard !== null, 30_000);
    await sleep(1500); // what follows the first card (the first dead-end check) still counts as loading
    const playStart = await page.evaluate(() => performance.now());
    let profileDone = null;
    if (options.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const trace = options.trace ? await startTrace(cdp) : null;
    const taps = await playByTaps(page, deal.line, options);
    await sleep(500);
    if (options.profile) profileDone = (await cdp.send('Profiler.stop')).profile;
    if (profileDone && process.env.BENCH_PROFILE_FILE) writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profileDone));
    const traceSummary = trace ? await trace.stop() : null;
    const record = await page.evaluate(() => window.__bench);
    if (process.env.BENCH_REPORT) console.log(await page.evaluate(process.env.BENCH_REPORT));
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return summarise(record, playStart, taps, profileDone, traceSummary);
  } finally {
    await context.close();
  }
}

function summarise(record, playStart, taps, profile, trace) {
  const loading = record.longTasks.filter((t) => t.start < playStart).map((t) => t.duration);
  const playing = record.longTasks.filter((t) => t.start >= playStart).map((t) => t.duration);
  const byInteraction = new Map();
  for (const e of record.events) if (e.start >= playStart) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  const durations = [...byInteraction.values()];
  while (durations.length < taps) durations.push(16); // under the 16 ms threshold: no entry
  return {
    loadLongest: loading.length ? Math.max(...loading) : 0,
    firstCard: record.firstCard,
    fcp: record.fcp,
    playCount: playing.length,
    playOver100: playing.filter((d) => d > 100).length,
    playWorst: playing.length ? Math.max(...playing) : 0,
    playMedian: playing.length ? median(playing) : 0,
    tapP50: percentile(durations, 0.5),
    tapP95: percentile(durations, 0.95),
    taps,
    profile,
    trace,
  };
}

const median = (values) => percentile(values, 0.5);
function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

// ---------------------------------------------------------------------------------------------
// Profile and trace summaries

function profileTop(profile, count = 18) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  for (const [id, micros] of dt) {
    const n = byId.get(id);
    const f = n.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`.trim();
    self.set(name, (self.get(name) ?? 0) + micros / 1000);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count);
}

async function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { categories: `devtools.timeline,disabled-by-default-devtools.timeline,v8${process.env.BENCH_TRACE_STACKS ? ',disabled-by-default-devtools.timeline.stack' : ''}${process.env.BENCH_TRACE_EXTRA ? ',' + process.env.BENCH_TRACE_EXTRA : ''}`, transferMode: 'ReportEvents' });
  return {
    async stop() {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify({ traceEvents: events }));
      const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
      const own = main ? events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X') : [];
      const sums = {};
      const groups = {
        task: ['RunTask'],
        script: ['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.callFunction', 'RunMicrotasks'],
        style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
        layout: ['Layout'],
        prePaint: ['PrePaint'],
        paint: ['Paint', 'PaintImage', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit'],
        hitTest: ['HitTest'],
      };
      for (const [group, names] of Object.entries(groups)) {
        sums[group] = own.filter((e) => names.includes(e.name)).reduce((s, e) => s + (e.dur ?? 0) / 1000, 0);
      }
      // Style and layout forced by script (a read after a write) are inside FunctionCall.
      // Thread time (tdur) rather than wall time: what the main thread itself spent, which a busy
      // machine inflates far less than the tasks' durations. The tasks that handled a tap's click:
      const tasks = own.filter((e) => e.name === 'RunTask');
      const clicks = own.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click').map((e) => e.ts);
      const tapTasks = tasks.filter((t) => clicks.some((ts) => ts >= t.ts && ts <= t.ts + t.dur)).map((t) => (t.tdur ?? t.dur) / 1000);
      sums.cpu = tasks.reduce((s, t) => s + (t.tdur ?? t.dur) / 1000, 0);
      sums['tap cpu p50'] = percentile(tapTasks, 0.5);
      sums['tap cpu p90'] = percentile(tapTasks, 0.9);
      sums['tap cpu max'] = tapTasks.length ? Math.max(...tapTasks) : 0;
      sums['taps over 50 cpu'] = tapTasks.filter((d) => d > 50).length;
      return sums;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Main

const options = parseOptions(process.argv.slice(2));
if (!existsSync(BUNDLE) || !existsSync(join(root, 'dist/solver/index.js'))) fail('dist/ is missing: run "npm run build" first');
if (!existsSync(chromiumPath)) fail(`Chromium not found at ${chromiumPath}: apt-get install -y chromium, or set CHROME_PATH`);
const { findWinnableSeed } = await import(join(root, 'dist/solver/index.js'));

const deals = {};
for (const variant of options.variants) {
  const found = findWinnableSeed({ variant, from: SEEDS[variant] });
  if (!found) fail(`no winnable ${variant} deal found from seed ${SEEDS[variant]}`);
  deals[variant] = found;
}

const server = await startServer(options);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
let exitCode = 0;
const stop = async () => {
  await browser.close().catch(() => {});
  server.close();
  server.closeAllConnections?.();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop().then(() => process.exit(130)));

const fmt = (ms) => (ms === null || ms === undefined ? '?' : ms === 0 ? '-' : String(Math.round(ms)));
// The browser's version leads the figures: the same code on Chromium 156 and 150 differed threefold at 4×.
console.log(`bench:element: ${origin}, Chromium ${browser.version()}, 390×844 touch, motion / dead-ends / clock on${options.attrs.length ? `, ${options.attrs.join(' ')}` : ''}; ${options.runs} run(s), medians; pace ${options.pace} ms`);
console.log('(load: longest task ms ("-": none over 50 ms), first card ms; play: long tasks > 50 ms count / worst / median ms; tap: tap-to-frame p50 / p95 ms)');
try {
  for (const rate of options.rates) {
    for (const variant of options.variants) {
      const deal = deals[variant];
      const results = [];
      for (let run = 0; run < options.runs; run++) {
        const game = oneGame(browser, origin, variant, deal, rate, options);
        const timeout = sleep(options.timeout * 1000).then(() => {
          throw new Error(`no result within ${options.timeout} s`);
        });
        try {
          results.push(await Promise.race([game, timeout]));
        } catch (error) {
          console.error(`  ${variant} ${rate}× run ${run + 1}: ${error.message}`);
          exitCode = 1;
        }
      }
      if (results.length === 0) continue;
      const m = (key) => median(results.map((r) => r[key] ?? 0));
      console.log(
        `${`${rate}×`.padEnd(3)} ${variant.padEnd(9)} seed ${deal.seed.padEnd(3)} ${String(deal.line.length).padStart(3)} moves, ${String(Math.round(m('taps'))).padStart(3)} taps | ` +
          `load ${fmt(m('loadLongest')).padStart(4)}, first card ${fmt(m('firstCard')).padStart(5)} | ` +
          `play ${String(m('playCount')).padStart(3)} long (${m('playOver100')} > 100) worst ${fmt(m('playWorst')).padStart(4)} median ${fmt(m('playMedian')).padStart(4)} | ` +
          `tap p50 ${fmt(m('tapP50')).padStart(3)} p95 ${fmt(m('tapP95')).padStart(4)}` +
          (results.length < options.runs ? `  (${results.length} of ${options.runs} runs)` : ''),
      );
      const last = results[results.length - 1];
      if (last.trace) console.log(`    trace of the play (ms, main thread; cpu: thread time): ${Object.entries(last.trace).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ')}`);
      if (last.profile) for (const [name, ms] of profileTop(last.profile)) console.log(`    ${ms.toFixed(0).padStart(7)} ms  ${name}`);
    }
  }
} finally {
  await stop();
}
process.exit(exitCode);
