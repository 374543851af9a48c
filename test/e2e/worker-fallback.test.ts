/**
 * The self-contained file's solver worker, against what a page allows (README "How the solver
 * runs"), in Chromium driven by playwright-core on the built files (dist/):
 *
 * - allowed.html: a CSP with `script-src 'self'` and no `worker-src` (which falls back to
 *   `script-src`): the classic script starts itself as a worker; no CSP report;
 * - npm.html: the npm build (dist/element/index.js, Lit through an import map) starts
 *   dist/element/solver-worker.js beside it;
 * - refused.html: `worker-src 'none'`: the browser refuses the worker once (its console line and
 *   its one report are the browser's), and the element answers on the page;
 * - cross-origin.html: the module from another origin (allowed by `script-src`): a worker from it
 *   is refused before any request (no report), and the element answers on the page.
 *
 * On each: the hint equals the careful player's own (Node) with the element's options, no `agnes-error`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { newGame } from '../../src/engine/index.js';
import { carefulMove, positionKey } from '../../src/solver/index.js';
import { SOLVER_BUDGETS } from '../../src/element/solver-calls.js';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { IMPORT_MAP, IMPORT_MAP_HASH, LIT_FILES, root, startServer, type TestServer } from './server.js';

interface PageSpec {
  path: string;
  csp: (port: number) => string;
  script: (port: number) => string;
  /** The solver workers the page ends with, and the CSP reports it sends. */
  workers: number;
  reports: string[];
}

const PAGES: PageSpec[] = [
  {
    path: '/allowed.html',
    csp: () => "default-src 'self'; script-src 'self'; report-uri /csp-report",
    script: () => '<script src="/dist/agnes-solitaire.iife.js"></script>',
    workers: 1,
    reports: [],
  },
  {
    path: '/npm.html',
    csp: () => `default-src 'self'; script-src 'self' '${IMPORT_MAP_HASH}'; report-uri /csp-report`,
    script: () => `<script type="importmap">${IMPORT_MAP}</script><script type="module" src="/dist/element/index.js"></script>`,
    workers: 1,
    reports: [],
  },
  {
    path: '/refused.html',
    csp: () => "default-src 'self'; script-src 'self'; worker-src 'none'; report-uri /csp-report",
    script: () => '<script type="module" src="/dist/agnes-solitaire.min.js"></script>',
    workers: 0,
    reports: ['worker-src'],
  },
  {
    path: '/cross-origin.html',
    csp: (port) => `default-src 'self'; script-src 'self' http://localhost:${port}; report-uri /csp-report`,
    script: (port) => `<script type="module" src="http://localhost:${port}/dist/agnes-solitaire.min.js"></script>`,
    workers: 0,
    reports: [],
  },
];

describe('the solver worker of the self-contained files, where a page allows it and where not', () => {
  let browser: Browser;
  let server: TestServer;
  let port = 0;
  const reports: string[] = [];

  before(async () => {
    for (const file of ['dist/agnes-solitaire.min.js', 'dist/agnes-solitaire.iife.js']) {
      assert.ok(existsSync(join(root, file)), `${file} is missing: run "npm run build" first`);
    }
    server = await startServer({
      route: (url, port) => {
        const page = PAGES.find((p) => p.path === url.pathname);
        return (
          page && {
            type: 'text/html',
            body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>worker</title>${page.script(port)}</head><body><agnes-solitaire seed="5"></agnes-solitaire></body></html>`,
            headers: { 'Content-Security-Policy': page.csp(port) },
          }
        );
      },
      files: ['/dist/', ...LIT_FILES],
      fileHeaders: { 'Access-Control-Allow-Origin': '*' },
      onCspReport: (text) => reports.push(JSON.parse(text)['csp-report']?.['effective-directive'] ?? text),
    });
    port = server.port;
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  // The careful hint (the default) on the deal of seed 5.
  const deal = newGame({ seed: 5 });
  const expected = carefulMove(deal, { ...SOLVER_BUDGETS.careful, avoid: [positionKey(deal)] }).move;

  for (const spec of PAGES) {
    it(`${spec.path}: ${spec.workers ? 'the solver runs in the worker' : 'the solver runs on the page'}; the same hint; ${spec.reports.length} CSP report(s)`, async () => {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // The browser's own line for the refusal it reports.
        if (spec.reports.length && /violates the following Content Security Policy directive: "worker-src 'none'"/.test(message.text())) return;
        problems.push(`console.${message.type()}: ${message.text()}`);
      });
      const reportsBefore = reports.length;
      await page.goto(`http://127.0.0.1:${port}${spec.path}`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.querySelector('agnes-solitaire')?.shadowRoot?.querySelector('[data-card]'));
      const { move, errors } = await page.evaluate(async () => {
        const el = document.querySelector('agnes-solitaire') as HTMLElement & { hint(): Promise<unknown> };
        const errors: string[] = [];
        el.addEventListener('agnes-error', (event) => errors.push((event as CustomEvent<{ message: string }>).detail.message));
        const first = await el.hint();
        // A second search: where the worker was refused, it is not tried again.
        const second = await el.hint();
        return { move: [first, second], errors };
      });
      assert.deepEqual(move, [expected, expected], 'the hint is the careful player\'s');
      assert.deepEqual(errors, [], 'no agnes-error');
      assert.equal(page.workers().length, spec.workers, 'solver workers');
      if (spec.path === '/npm.html') assert.deepEqual(page.workers().map((worker) => worker.url()), [`http://127.0.0.1:${port}/dist/element/solver-worker.js`]);
      await page.waitForTimeout(300);
      assert.deepEqual(reports.slice(reportsBefore), spec.reports, 'CSP reports');
      assert.deepEqual(problems, [], 'the console stays clean');
      await page.close();
    });
  }
});
