/**
 * The embed test: the built files (dist/, from `npm run build`) on a page of a hostile CMS, in
 * Debian's Chromium driven by playwright-core.
 *
 * A local server serves two pages under a strict Content-Security-Policy header (`default-src
 * 'self'`: no inline script or style, no eval, no blob: or data: workers), each with the theme's
 * stylesheet test/e2e/site/cms.css (`* { all: unset }`, `div { display: none !important }`, a 40 px
 * base font, restyled buttons and svgs) and two elements, in a 360 px and a 1200 px column:
 *
 * - module.html: dist/agnes-solitaire.min.js, loaded twice, beside the npm build (dist/element,
 *   Lit from node_modules through an import map allowed by its hash);
 * - classic.html: dist/agnes-solitaire.iife.js as a classic script, loaded twice, beside the module.
 *
 * On each page: no error, no CSP violation; both elements render at their column's width with nothing
 * sticking out; a deal the solver proves winnable is won with the keyboard alone (its winning line,
 * key by key), and the events arrive; the solver runs in one worker, the solver file beside the
 * defining file.
 * (Pages whose CSP or origin forbid the worker: worker-fallback.test.ts.) Screenshots go to test-results/e2e/; with UPDATE_SCREENSHOT=1
 * (`npm run screenshot`) the README's docs/screenshot.png is rewritten too.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findWinnableSeed } from '../../src/solver/index.js';
import type { Move, Snapshot } from '../../src/engine/index.js';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { builtFile, IMPORT_MAP, IMPORT_MAP_HASH, LIT_FILES, root, startServer, type TestServer } from './server.js';

const site = join(root, 'test/e2e/site');
const results = join(root, 'test-results/e2e');

// ---------------------------------------------------------------------------------------------
// The pages

const body = (loaders: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>A hostile CMS page</title>
<link rel="stylesheet" href="/site/cms.css">
<script src="/site/listen.js"></script>
${loaders}
</head>
<body>
<h1>Our games corner</h1>
<div class="widget">A div the theme hides</div>
<a href="#narrow" id="before-narrow">Play in the sidebar</a>
<section class="narrow"><agnes-solitaire id="narrow" variant="sorel" seed="SEED"></agnes-solitaire></section>
<div><p>Another trap</p></div>
<a href="#wide" id="before-wide">Play in the main column</a>
<section class="wide"><agnes-solitaire id="wide" variant="sorel" seed="SEED"></agnes-solitaire></section>
</body>
</html>
`;

/** CSP of every page: nothing inline, nothing evaluated, nothing from elsewhere; reports to the server. */
const csp = (extraScript = ''): string =>
  [
    "default-src 'self'",
    `script-src 'self'${extraScript ? ` '${extraScript}'` : ''}`,
    "style-src 'self'",
    "worker-src 'self'",
    "img-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    'report-uri /csp-report',
  ].join('; ');

interface PageSpec {
  path: string;
  /** Which self-contained file defines the tag first. */
  defines: 'min.js' | 'iife.js';
  html: (seed: string) => string;
  csp: string;
}

const PAGES: PageSpec[] = [
  {
    path: '/module.html',
    defines: 'min.js',
    csp: csp(IMPORT_MAP_HASH),
    html: (seed) =>
      body(`<script type="importmap">${IMPORT_MAP}</script>
<script type="module" src="/dist/agnes-solitaire.min.js"></script>
<script type="module" src="/dist/agnes-solitaire.min.js?second-copy"></script>
<script type="module" src="/dist/element/index.js"></script>`).replaceAll('SEED', seed),
  },
  {
    path: '/classic.html',
    defines: 'iife.js',
    csp: csp(),
    html: (seed) =>
      body(`<script src="/dist/agnes-solitaire.iife.js"></script>
<script src="/dist/agnes-solitaire.iife.js?second-copy"></script>
<script type="module" src="/dist/agnes-solitaire.min.js"></script>`).replaceAll('SEED', seed),
  },
];

/** Serves the pages, test/e2e/site, dist/ and node_modules/lit*; counts CSP reports. */
function serve(seed: string, cspReports: unknown[]): Promise<TestServer> {
  return startServer({
    route: (url) => {
      const page = PAGES.find((p) => p.path === url.pathname);
      return page && { type: 'text/html', body: page.html(seed), headers: { 'Content-Security-Policy': page.csp } };
    },
    files: [['/site/', site], '/dist/', ...LIT_FILES],
    onCspReport: (text) => cspReports.push(text),
  });
}

// ---------------------------------------------------------------------------------------------
// Driving one element with the keyboard (as test/element/helpers.ts does inside the browser)

/** The focus stop of `id` that has keyboard focus, or null. */
const focusedStop = (page: Page, id: string): Promise<string | null> =>
  page.evaluate((id) => {
    const active = document.getElementById(id)!.shadowRoot!.activeElement as HTMLElement | null;
    return active?.dataset.stop ?? null;
  }, id);

const snapshot = (page: Page, id: string): Promise<Snapshot> =>
  page.evaluate((id) => (document.getElementById(id) as unknown as { state: Snapshot }).state, id);

/** Waits for the element's pending update (focus follows the cards after it). */
const settled = (page: Page, id: string): Promise<void> =>
  page.evaluate(async (id) => {
    await (document.getElementById(id) as unknown as { updateComplete: Promise<boolean> }).updateComplete;
  }, id);

/** Tab from the link before the element until the focus is on its board. */
async function tabIntoBoard(page: Page, id: string): Promise<void> {
  await page.focus(`#before-${id}`);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await focusedStop(page, id)) return;
  }
  throw new Error(`Tab never reached the board of #${id}`);
}

const rowOf = (state: Snapshot, pile: string): number => (pile === 'stock' || pile[0] === 'f' ? 0 : pile[0] === 'r' ? 1 : state.reserve.length > 0 ? 2 : 1);
const colOf = (pile: string): number => (pile === 'stock' ? 0 : pile[0] === 'f' ? 3 + 'cdhs'.indexOf(pile[1]!) : Number(pile[1]));

/** Moves the focus to `pile` (and the card at `index` of a column) with the arrow keys only. */
async function arrowTo(page: Page, id: string, pile: string, index: number | null = null): Promise<void> {
  const state = await snapshot(page, id);
  for (let guard = 0; guard < 80; guard++) {
    await settled(page, id);
    const at = await focusedStop(page, id);
    if (!at) throw new Error(`#${id}'s board lost the focus`);
    const [atPile, atIndexText] = at.split(':') as [string, string | undefined];
    const atIndex = atIndexText === undefined ? null : Number(atIndexText);
    const rowDiff = rowOf(state, pile) - rowOf(state, atPile);
    if (rowDiff !== 0) await page.keyboard.press(rowDiff < 0 ? 'ArrowUp' : 'ArrowDown');
    else if (colOf(pile) !== colOf(atPile)) await page.keyboard.press(colOf(pile) < colOf(atPile) ? 'ArrowLeft' : 'ArrowRight');
    else if (index !== null && atIndex !== null && index !== atIndex) await page.keyboard.press(index < atIndex ? 'ArrowUp' : 'ArrowDown');
    else return;
  }
  throw new Error(`could not reach ${pile}${index === null ? '' : `:${index}`} with the arrow keys`);
}

/** One move by keys: D for a deal; else arrows + Enter on the cards, arrows + Enter on the target. */
async function playByKeys(page: Page, id: string, move: Move): Promise<void> {
  if (move.kind !== 'move') {
    await page.keyboard.press('d');
    await settled(page, id);
    return;
  }
  const state = await snapshot(page, id);
  const fromIndex = move.from[0] === 't' ? state.tableau[Number(move.from[1])]!.length - move.count : null;
  await arrowTo(page, id, move.from, fromIndex);
  await page.keyboard.press('Enter');
  await settled(page, id);
  await arrowTo(page, id, move.to);
  await page.keyboard.press('Enter');
  await settled(page, id);
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Layout {
  display: string;
  host: { width: number; height: number; scrollWidth: number };
  column: { width: number; left: number; right: number };
  board: { width: number; height: number };
  cards: number;
  cardsOutside: number;
  cardWidth: number;
  widestCard: number;
  toolbarButtons: number;
}

const layoutOf = (page: Page, id: string): Promise<Layout> =>
  page.evaluate((id) => {
    const host = document.getElementById(id)!;
    const column = host.parentElement!.getBoundingClientRect();
    const shadow = host.shadowRoot!;
    const board = shadow.querySelector('.board')!.getBoundingClientRect();
    const cards = [...shadow.querySelectorAll<HTMLElement>('[data-card]')].map((card) => card.getBoundingClientRect());
    // The column's content box (inside its 4 px border).
    const left = column.left + 4;
    const right = column.right - 4;
    const hostBox = host.getBoundingClientRect();
    return {
      display: getComputedStyle(host).display,
      host: { width: hostBox.width, height: hostBox.height, scrollWidth: Math.max(host.scrollWidth, shadow.querySelector('.table')!.scrollWidth) },
      column: { width: right - left, left, right },
      board: { width: board.width, height: board.height },
      cards: cards.length,
      cardsOutside: cards.filter((r) => r.left < left - 0.5 || r.right > right + 0.5).length,
      cardWidth: Math.min(...cards.map((r) => r.width)),
      widestCard: Math.max(...cards.map((r) => r.width)),
      toolbarButtons: shadow.querySelectorAll('[part~="button"]').length,
    };
  }, id);

describe('embedding the built files in a hostile CMS page under a strict CSP', () => {
  let browser: Browser;
  let server: TestServer;
  let origin = '';
  const cspReports: unknown[] = [];
  // A Sorel deal the solver proves winnable, and its winning line.
  const found = findWinnableSeed({ variant: 'sorel', from: 1 });

  before(async () => {
    for (const file of ['dist/agnes-solitaire.min.js', 'dist/agnes-solitaire.iife.js', 'dist/element/index.js']) {
      assert.ok(existsSync(join(root, file)), `${file} is missing: run "npm run build" first (npm test builds when dist/ is missing or older than src/)`);
    }
    assert.ok(existsSync(chromiumPath), `Chromium not found at ${chromiumPath}: run "apt-get install -y chromium" or set CHROME_PATH`);
    assert.ok(found, 'the solver finds a winnable Sorel deal');
    mkdirSync(results, { recursive: true });
    server = await serve(found!.seed, cspReports);
    origin = server.origin;
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const spec of PAGES) {
    it(`${spec.path}: ${spec.defines} defines the tag; both columns render; a game is won by keyboard alone; events arrive; no error`, async () => {
      const context = await browser.newContext({ viewport: { width: 1300, height: 1000 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      const reportsBefore = cspReports.length;

      const response = await page.goto(`${origin}${spec.path}`, { waitUntil: 'load' });
      assert.ok(response?.headers()['content-security-policy']?.includes("default-src 'self'"), 'the page is served with the strict CSP');
      await page.waitForFunction(() => {
        const els = [...document.querySelectorAll('agnes-solitaire')];
        return els.length === 2 && els.every((el) => el.shadowRoot?.querySelector('[data-card]'));
      });
      // Every copy loaded: the guard kept the later ones from throwing, and the first one won.
      const definer = await page.evaluate(async (defines) => {
        const defined = customElements.get('agnes-solitaire');
        if (defines === 'iife.js') return defined === (window as unknown as { AgnesSolitaire: { AgnesSolitaire: unknown } }).AgnesSolitaire.AgnesSolitaire;
        const module = await import('/dist/agnes-solitaire.min.js' as string);
        return defined === module.AgnesSolitaire;
      }, spec.defines);
      assert.ok(definer, `the tag is defined by ${spec.defines}`);

      const name = spec.path.slice(1, -5);
      await page.screenshot({ path: join(results, `${name}-dealt.png`), fullPage: true });

      // Both elements render at their column's width, with no card outside it, whatever the theme does.
      for (const [id, columnWidth] of [['narrow', 360], ['wide', 1200]] as const) {
        const layout = await layoutOf(page, id);
        assert.equal(layout.column.width, columnWidth);
        assert.equal(layout.display, 'block', `#${id} is a block (its :host style), whatever "* { all: unset }" says`);
        assert.ok(Math.abs(layout.host.width - columnWidth) <= 1, `#${id} is as wide as its column (${layout.host.width} px of ${columnWidth})`);
        assert.ok(layout.host.scrollWidth <= Math.ceil(layout.host.width) + 1, `#${id} does not overflow (scrollWidth ${layout.host.scrollWidth})`);
        assert.equal(layout.cardsOutside, 0, `no card of #${id} sticks out of its column`);
        assert.ok(layout.cards >= 28, `#${id} shows the deal (${layout.cards} cards)`);
        assert.ok(layout.board.height > 100 && layout.board.width > 0, `#${id}'s board has a size: ${JSON.stringify(layout)}`);
        assert.ok(layout.cardWidth >= (id === 'narrow' ? 30 : 80) && layout.widestCard <= (id === 'narrow' ? 60 : 140), `#${id}'s cards fit: ${layout.cardWidth}–${layout.widestCard} px`);
        // New game, Restart, Undo, Redo, Hint, Deal, Statistics, Copy link.
        assert.equal(layout.toolbarButtons, 8, `#${id} has its toolbar`);
      }

      // A whole game won by keyboard alone, in the narrow column on one page and the wide on the other.
      const id = spec.defines === 'min.js' ? 'narrow' : 'wide';
      await tabIntoBoard(page, id);
      const line = found!.line;
      for (const [i, move] of line.entries()) {
        const before = (await snapshot(page, id)).moveCount;
        await playByKeys(page, id, move);
        assert.equal((await snapshot(page, id)).moveCount, before + 1, `move ${i + 1} of ${line.length} (${JSON.stringify(move)}) was played by keys`);
        if (id === 'wide' && i === Math.floor(line.length * 0.6)) {
          // The cards at rest (no FLIP animation running), the focus ring on the last card moved.
          await page.waitForFunction(() => document.getElementById('wide')!.shadowRoot!.getAnimations().length === 0);
          await page.locator('#wide').screenshot({ path: join(results, 'readme-screenshot.png') });
          if (process.env.UPDATE_SCREENSHOT === '1') {
            mkdirSync(join(root, 'docs'), { recursive: true });
            await page.locator('#wide').screenshot({ path: join(root, 'docs/screenshot.png') });
          }
        }
      }
      await page.waitForFunction((id) => (document.getElementById(id) as unknown as { status: string }).status === 'won', id);
      await settled(page, id);
      await page.screenshot({ path: join(results, `${name}-won.png`), fullPage: true });

      // The events arrived at the document: one deal per element, every move of the line, one win.
      const events: { type: string; target: string; detail: Record<string, unknown> }[] = await page.evaluate(
        () => (window as unknown as { agnesEvents: never[] }).agnesEvents,
      );
      const of = (type: string, target = id) => events.filter((e) => e.type === type && e.target === target);
      assert.equal(of('agnes-new-game', 'narrow').length, 1, 'agnes-new-game from the narrow element');
      assert.equal(of('agnes-new-game', 'wide').length, 1, 'agnes-new-game from the wide element');
      assert.equal(of('agnes-new-game')[0]!.detail.seed, found!.seed);
      assert.equal(of('agnes-move').length, line.length, 'one agnes-move per move of the line');
      assert.equal(of('agnes-deal').length, line.filter((m) => m.kind !== 'move').length, 'one agnes-deal per deal');
      assert.equal(of('agnes-win').length, 1, 'one agnes-win');
      assert.equal(of('agnes-win')[0]!.detail.moveCount, line.length);
      assert.deepEqual(events.filter((e) => e.type === 'agnes-error' || e.type === 'agnes-invalid-move'), [], 'no error or refused move');
      const banner = await page.evaluate((id) => document.getElementById(id)!.shadowRoot!.querySelector('[part~="banner"]')?.textContent ?? '', id);
      assert.match(banner, /You won/);

      // The solver ran in one worker, shared by both elements, started from the solver file beside
      // the file that defined the tag (allowed by worker-src 'self'; a refused or failed one would
      // have been ended).
      assert.deepEqual(page.workers().map((worker) => worker.url()), [`${origin}/dist/${builtFile('agnes-solitaire-solver-')}`], 'one solver worker');

      // Let any late report reach the server, then: a clean console, no CSP violation.
      await page.waitForTimeout(300);
      assert.deepEqual(problems, [], 'the console stays clean');
      assert.equal(cspReports.length - reportsBefore, 0, `no CSP violation report: ${cspReports.slice(reportsBefore).join('\n')}`);
      await context.close();
    });
  }
});
