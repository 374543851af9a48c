#!/usr/bin/env node
// Opens every story of the static Storybook (storybook-static/, from `npm run build-storybook`) in
// Chromium and checks that each renders its <agnes-solitaire> elements (defined, dealt) without an
// error on the console; also that the docs page lists the element's attributes. A build can succeed
// while the stories show nothing (a tag never defined): CI runs this after the build.
//
//   node scripts/storybook-smoke.mjs      (npm run storybook:smoke)
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };

if (!existsSync(join(root, 'index.json'))) {
  console.error('storybook-smoke: storybook-static/index.json is missing: run "npm run build-storybook" first');
  process.exit(1);
}
if (!existsSync(chromiumPath)) {
  console.error(`storybook-smoke: Chromium not found at ${chromiumPath}: run "apt-get install -y chromium" or set CHROME_PATH`);
  process.exit(1);
}

const server = createServer((request, response) => {
  let file = normalize(join(root, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)));
  if (file.endsWith('/')) file = join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
    return;
  }
  response.writeHead(200, { 'Content-Type': MIME[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const entries = Object.values(JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')).entries);
const stories = entries.filter((entry) => entry.type === 'story');
const failures = [];
const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
  let errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const story of stories) {
    errors = [];
    await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story`);
    try {
      await page.waitForFunction(
        () => {
          const elements = [...document.querySelectorAll('#storybook-root agnes-solitaire')];
          return elements.length > 0 && elements.every((el) => customElements.get('agnes-solitaire') && el.shadowRoot?.querySelector('[data-card]'));
        },
        null,
        { timeout: 20_000 },
      );
    } catch {
      failures.push(`${story.id}: no rendered <agnes-solitaire> after 20 s`);
      continue;
    }
    if (errors.length > 0) failures.push(`${story.id}: console errors: ${errors.join(' | ')}`);
    else console.log(`✓ ${story.id}`);
  }
  // The docs page: the manifest's attribute table.
  const docs = entries.find((entry) => entry.type === 'docs');
  if (docs) {
    await page.goto(`${origin}/iframe.html?id=${docs.id}&viewMode=docs`);
    try {
      await page.waitForFunction(() => ['auto-foundation', 'agnes-move', '--agnes-felt'].every((text) => document.body.innerText.includes(text)), null, { timeout: 20_000 });
      console.log(`✓ ${docs.id}: lists attributes, events and custom properties from custom-elements.json`);
    } catch {
      failures.push(`${docs.id}: the docs page does not list the manifest's attributes, events and custom properties`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
for (const failure of failures) console.error(`✗ ${failure}`);
const failedStories = stories.filter((story) => failures.some((failure) => failure.startsWith(`${story.id}:`))).length;
console.log(`storybook-smoke: ${stories.length - failedStories} of ${stories.length} stories render${failures.length > failedStories ? '; the docs page failed' : ''}`);
process.exitCode = failures.length > 0 ? 1 : 0;
