#!/usr/bin/env node
/**
 * `npm run bench:hint:page`: the careful Hint in a page. Serves the self-contained
 * bundle (dist/agnes-solitaire.min.js, `npm run build` first) and drives Debian's Chromium through
 * playwright-core: for each deal of a fixed seed range, a player who presses Hint (`hint()`) before
 * every move and plays what it says, until the game ends (won, lost, no hint) or 400 moves.
 *
 * Prints per variant: wins, the median / p90 / largest ms from `hint()` to its answer over every
 * position of every game (the search runs in the solver's worker; a move of a plan comes at once),
 * the same over the hints that searched (those that posted a careful search to the worker), and
 * the page's long tasks (> 50 ms, PerformanceObserver `longtask`) while it played: the page
 * stays responsive if there are few and short ones. Figures only; nothing is asserted.
 *
 * Options: --variants bernauer,sorel (default), --deals N (10), --from S (1), --attr name=value.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const variants = arg('variants', 'bernauer,sorel').split(',');
const deals = Number(arg('deals', '10'));
const from = Number(arg('from', '1'));
const attrs = process.argv.flatMap((a, i) => (a === '--attr' ? [process.argv[i + 1]] : []));
const bundle = fileURLToPath(new URL('../dist/agnes-solitaire.min.js', import.meta.url));
if (!existsSync(bundle)) {
  console.error('bench:hint:page: dist/agnes-solitaire.min.js is missing: run "npm run build" first');
  process.exit(1);
}

const server = createServer((request, response) => {
  // The bundle and the files it loads when needed (the solver), from dist/.
  const file = /^\/[\w.-]+\.js$/.test(request.url ?? '') ? join(dirname(bundle), request.url.slice(1)) : null;
  if (file && existsSync(file)) {
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(readFileSync(file));
    return;
  }
  const extra = attrs.map((a) => { const [n, v = ''] = a.split('='); return ` ${n}="${v}"`; }).join('');
  const [, variant = 'bernauer', seed = '1'] = /^\/(\w+)\/(\d+)$/.exec(request.url ?? '') ?? [];
  response.writeHead(200, { 'content-type': 'text/html' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/agnes-solitaire.min.js"></script></head>
<body><agnes-solitaire variant="${variant}" seed="${seed}" reduced-motion${extra}></agnes-solitaire></body></html>`);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = server.address().port;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });

const pct = (values, q) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((q / 100) * sorted.length) - 1))];
};

try {
  for (const variant of variants) {
    const times = [];
    const searched = [];
    const longTasks = [];
    let wins = 0;
    const started = Date.now();
    for (let seed = from; seed < from + deals; seed++) {
      const page = await browser.newPage();
      // Counts the careful searches posted to the solver's worker, to tell the hints that searched.
      await page.addInitScript(() => {
        const post = Worker.prototype.postMessage;
        window.__carefulSearches = 0;
        Worker.prototype.postMessage = function (message, ...rest) {
          if (message && message.fn === 'careful') window.__carefulSearches++;
          return post.call(this, message, ...rest);
        };
      });
      await page.goto(`http://127.0.0.1:${port}/${variant}/${seed}`);
      await page.waitForFunction(() => document.querySelector('agnes-solitaire')?.shadowRoot?.querySelector('[data-card]'));
      const game = await page.evaluate(async () => {
        const long = [];
        new PerformanceObserver((list) => list.getEntries().forEach((e) => long.push(e.duration))).observe({ type: 'longtask' });
        const el = document.querySelector('agnes-solitaire');
        const ms = [];
        const searchedMs = [];
        for (let i = 0; i < 400 && el.status === 'playing'; i++) {
          const t = performance.now();
          const before = window.__carefulSearches;
          const move = await el.hint();
          ms.push(performance.now() - t);
          if (window.__carefulSearches > before) searchedMs.push(performance.now() - t);
          if (!move || !el.play(move)) break;
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { ms, searchedMs, long, won: el.status === 'won' };
      });
      times.push(...game.ms);
      searched.push(...game.searchedMs);
      longTasks.push(...game.long);
      if (game.won) wins++;
      await page.close();
    }
    console.log(
      `${variant}: won ${wins}/${deals} (seeds ${from}-${from + deals - 1}); ms per hint over ${times.length} positions: median ${pct(times, 50).toFixed(0)}, ` +
        `p90 ${pct(times, 90).toFixed(0)}, max ${Math.max(...times).toFixed(0)}; ` +
        `hints that searched ${searched.length}: median ${pct(searched, 50).toFixed(0)}, p90 ${pct(searched, 90).toFixed(0)}; long tasks ${longTasks.length}, worst ${longTasks.length ? Math.max(...longTasks).toFixed(0) : '-'} ms; ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
