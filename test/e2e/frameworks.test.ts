/**
 * docs/embedding.md's React 19 and Vue 3 examples, read from docs/embedding.md, bundled by esbuild with the real
 * `react`, `react-dom` and `vue` packages and the npm build of the element (dist/element, Lit from
 * node_modules), and played in Debian's Chromium (playwright-core).
 *
 * For each: the element gets its attributes (`variant`, `theme`, a bare `four-color`) and its
 * property (`strings`, an object: the New game button's words change); its events reach the
 * framework (`agnes-move` updates the move counter); a changed `seed` deals a new game; a method
 * called through the ref (`undo()`) takes a move back.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { formatMove, legalMoves, newGame } from '../../src/engine/index.js';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { readmeBlock, root, startServer, type Answer, type TestServer } from './server.js';

/** Bundles `source` (an ES module importing react/vue/agnes-solitaire) for the browser. */
async function bundle(source: string, loader: 'jsx' | 'js'): Promise<string> {
  const result = await build({
    stdin: { contents: source, loader, resolveDir: root, sourcefile: `readme-example.${loader}` },
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'silent',
    // The package's own npm entry, as `import 'agnes-solitaire'` resolves in an app.
    alias: { 'agnes-solitaire': join(root, 'dist/element/index.js'), vue: join(root, 'node_modules/vue/dist/vue.esm-bundler.js') },
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
  });
  return result.outputFiles[0]!.text;
}

const PAGE = (mount: string): string => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title>
<script type="module" src="/app.js"></script></head><body><div id="${mount}"></div></body></html>`;

describe('the framework examples of docs/embedding.md, built and played in Chromium', () => {
  let browser: Browser;
  let server: TestServer;
  let origin = '';
  const files = new Map<string, Answer>();

  before(async () => {
    assert.ok(existsSync(join(root, 'dist/element/index.js')), 'dist/ is missing: run "npm run build" first');
    assert.ok(existsSync(chromiumPath), `Chromium not found at ${chromiumPath}: run "apt-get install -y chromium" or set CHROME_PATH`);
    server = await startServer({ route: (url) => files.get(url.pathname) });
    origin = server.origin;
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Serves the app, opens it, and drives the example like a user: attributes, property, events, seed, ref. */
  async function playExample(path: string, mount: string, app: string): Promise<void> {
    files.set(path, { type: 'text/html', body: PAGE(mount) });
    files.set('/app.js', { type: 'text/javascript', body: app });
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page: Page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('agnes-solitaire')?.shadowRoot?.querySelector('[data-card]'));
    type El = HTMLElement & { state: { variant: string; seed: string; moveCount: number }; play(m: string): boolean; fourColor: boolean; theme: string; strings: unknown };
    const read = (): Promise<{ variant: string; seed: string; moveCount: number; fourColor: boolean; theme: string; fourColorAttribute: string | null; buttons: string[]; counter: string }> =>
      page.evaluate(() => {
        const el = document.querySelector('agnes-solitaire') as unknown as El;
        return {
          variant: el.state.variant, seed: el.state.seed, moveCount: el.state.moveCount, fourColor: el.fourColor, theme: el.theme,
          fourColorAttribute: el.getAttribute('four-color'),
          buttons: [...el.shadowRoot!.querySelectorAll('[part~="button"]')].map((b) => (b.textContent ?? '').trim()),
          counter: document.querySelector('.moves')!.textContent ?? '',
        };
      });

    // Attributes and the property.
    let seen = await read();
    assert.deepEqual([seen.variant, seen.seed, seen.theme, seen.fourColor, seen.fourColorAttribute], ['sorel', '42', 'light', true, '']);
    assert.ok(seen.buttons.some((text) => text.includes('Deal again')), `the strings property reached the element: ${seen.buttons.join(' | ')}`);
    assert.equal(seen.counter, '0 moves');

    // An event: a move updates the framework's state.
    const first = formatMove(legalMoves(newGame({ variant: 'sorel', seed: '42' }))[0]!);
    assert.ok(await page.evaluate((m) => (document.querySelector('agnes-solitaire') as unknown as El).play(m), first));
    await page.waitForFunction(() => document.querySelector('.moves')!.textContent === '1 moves');

    // A method through the ref: Undo takes the move back.
    await page.click('button.undo');
    await page.waitForFunction(() => (document.querySelector('agnes-solitaire') as unknown as El).state.moveCount === 0);

    // A changed seed deals a new game (and agnes-new-game resets the counter).
    assert.ok(await page.evaluate((m) => (document.querySelector('agnes-solitaire') as unknown as El).play(m), first));
    await page.waitForFunction(() => document.querySelector('.moves')!.textContent === '1 moves');
    await page.click('button.next');
    await page.waitForFunction(() => (document.querySelector('agnes-solitaire') as unknown as El).state.seed === '43');
    await page.waitForFunction(() => document.querySelector('.moves')!.textContent === '0 moves');
    seen = await read();
    assert.deepEqual([seen.variant, seen.seed, seen.moveCount], ['sorel', '43', 0]);
    assert.equal(await page.locator('agnes-solitaire').count(), 1, 'the framework kept one element');
    assert.deepEqual(problems, []);
    await context.close();
  }

  it('React 19: the documented example (attributes, strings property, onagnes-move, seed, ref.undo())', async () => {
    const example = readmeBlock('framework:react');
    const app = await bundle(`${example}
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<Solitaire />);
`, 'jsx');
    await playExample('/react.html', 'root', app);
  });

  it('Vue 3: the documented example (attributes, :strings.prop, @agnes-move, seed, ref.undo())', async () => {
    const app = await bundle(readmeBlock('framework:vue'), 'js');
    await playExample('/vue.html', 'app', app);
  });
});
