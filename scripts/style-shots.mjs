#!/usr/bin/env node
// Screenshots of the self-contained element for checking that a change of its styles draws the same
// pixels: `node scripts/style-shots.mjs <bundle.js> <out-dir>` (default dist/agnes-solitaire.min.js,
// /tmp/agnes-shots). At 360 and 1200 px wide, in the four themes (auto under a light and a dark
// system), Bernauer and Sorel: the fresh deal, a card picked up (its targets lit), the keyboard
// focus ring, the statistics panel, and a four-colour deck with show-solvable. Compare two runs'
// folders with `node scripts/style-shots.mjs --compare <dir-a> <dir-b>` (byte-identical PNGs, else
// how many pixels differ and where). SHOTS=<regex> takes only the matching names.
// A maintainer's tool: it asserts nothing and starts nothing that outlives it.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/** Width, height and RGBA bytes of an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes). */
function decodePng(png) {
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const data = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const out = Buffer.alloc(height * stride);
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[row * (stride + 1) + 1 + i];
      const left = i >= channels ? out[row * stride + i - channels] : 0;
      const up = row > 0 ? out[(row - 1) * stride + i] : 0;
      const upLeft = row > 0 && i >= channels ? out[(row - 1) * stride + i - channels] : 0;
      let v = x;
      if (filter === 1) v = x + left;
      else if (filter === 2) v = x + up;
      else if (filter === 3) v = x + ((left + up) >> 1);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        v = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      }
      out[row * stride + i] = v & 255;
    }
  }
  return { width, height, channels, out };
}

/** How two decoded screenshots differ: the size, or the pixels that differ, their box and the largest channel difference. */
function pixelDiff(a, b) {
  if (a.width !== b.width || a.height !== b.height) return `size ${a.width}x${a.height} vs ${b.width}x${b.height}`;
  let count = 0;
  let max = 0;
  const box = [Infinity, Infinity, -1, -1];
  for (let p = 0; p < a.width * a.height; p++) {
    let d = 0;
    for (let c = 0; c < a.channels; c++) d = Math.max(d, Math.abs(a.out[p * a.channels + c] - b.out[p * b.channels + c]));
    if (d === 0) continue;
    count++;
    max = Math.max(max, d);
    const [x, y] = [p % a.width, Math.floor(p / a.width)];
    box[0] = Math.min(box[0], x);
    box[1] = Math.min(box[1], y);
    box[2] = Math.max(box[2], x);
    box[3] = Math.max(box[3], y);
  }
  return count === 0 ? 'same pixels' : `${count} px differ, max ${max}, in ${box.join(',')}`;
}

if (process.argv[2] === '--compare') {
  const [a, b] = process.argv.slice(3);
  let same = 0;
  const differ = [];
  for (const name of readdirSync(a).sort()) {
    const [x, y] = [readFileSync(join(a, name)), readFileSync(join(b, name))];
    if (x.equals(y)) same++;
    else differ.push(`${name} (${pixelDiff(decodePng(x), decodePng(y))})`);
  }
  console.log(`${same} identical, ${differ.length} differ${differ.length ? `:\n  ${differ.join('\n  ')}` : ''}`);
  process.exit(differ.length ? 1 : 0);
}

const bundlePath = process.argv[2] ?? 'dist/agnes-solitaire.min.js';
const bundle = readFileSync(bundlePath);
const out = process.argv[3] ?? '/tmp/agnes-shots';
/** SHOTS=<regex>: only the screenshots whose file name matches. */
const only = process.env.SHOTS ? new RegExp(process.env.SHOTS) : null;
mkdirSync(out, { recursive: true });

const page = (attrs) => `<!doctype html><html><head><style>body{margin:0;background:#888}</style>
<script type="module" src="/agnes.js"></script></head><body><agnes-solitaire ${attrs}></agnes-solitaire></body></html>`;
let current = '';
const server = createServer((req, res) => {
  if (req.url.startsWith('/agnes.js')) res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
  // The files the bundle loads when needed (the solver, the Indonesian words), from beside it.
  else if (/^\/[\w.-]+\.js$/.test(req.url) && existsSync(join(dirname(bundlePath), req.url.slice(1)))) {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(dirname(bundlePath), req.url.slice(1))));
  } else res.writeHead(200, { 'content-type': 'text/html' }).end(current);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

const themes = [
  ['classic', 'light'],
  ['light', 'light'],
  ['dark', 'light'],
  ['auto', 'light'],
  ['auto', 'dark'],
];
const states = ['fresh', 'selected', 'focus', 'stats', 'fourcolor'];
let n = 0;
try {
  for (const width of [360, 1200]) {
    for (const [theme, scheme] of themes) {
      for (const variant of ['bernauer', 'sorel']) {
        for (const state of states) {
          const file = `${width}-${theme}-${scheme}-${variant}-${state}.png`;
          if (only && !only.test(file)) continue;
          const extra = state === 'fourcolor' ? ' four-color show-solvable' : '';
          current = page(`variant="${variant}" seed="7" theme="${theme}" clock="false"${extra}`);
          const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, reducedMotion: 'reduce' });
          const tab = await context.newPage();
          await tab.goto(base);
          const el = tab.locator('agnes-solitaire');
          await el.locator('.card').first().waitFor();
          if (state === 'selected') {
            // the first face-up card that lights a drop target (else the last one tried stays picked up)
            const cards = el.locator('.pile.column > .card:last-of-type');
            for (let i = 0, count = await cards.count(); i < count; i++) {
              await cards.nth(i).click();
              await tab.waitForTimeout(50);
              if ((await el.locator('.target').count()) > 0 || i === count - 1) break;
              await tab.keyboard.press('Escape');
            }
            await el.locator('.card.selected').waitFor();
          } else if (state === 'focus') {
            await el.locator('.pile.column .card:not(.down)').nth(3).focus();
            await tab.keyboard.press('ArrowRight');
          } else if (state === 'stats') {
            await el.locator('[data-action="stats"], button[aria-expanded]').first().click();
            await el.locator('.stats-panel').waitFor();
          } else if (state === 'fourcolor') {
            await tab.waitForFunction(() => {
              const s = document.querySelector('agnes-solitaire').shadowRoot.querySelector('.solvable');
              return s && s.dataset.solvable !== 'thinking' && s.dataset.solvable !== 'unknown';
            }, null, { timeout: 30000 }).catch(() => {});
          }
          await tab.waitForTimeout(150);
          const png = await tab.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
          writeFileSync(join(out, file), png);
          n++;
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(`${n} screenshots in ${out}`);
