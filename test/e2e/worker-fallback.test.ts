/**
 * The solver's worker of the built files (dist/), against what a page allows (docs/embedding.md,
 * "How the solver runs"), in Chromium, Firefox and WebKit (test/e2e/browsers.ts):
 *
 * - allowed.html: a CSP with `script-src 'self'` and no `worker-src` (which falls back to
 *   `script-src`): the classic script starts the solver file beside it as a worker; no CSP report;
 * - npm.html: the npm build (dist/element/index.js, Lit through an import map) starts
 *   dist/element/solver-entry.js beside it;
 * - refused.html: `worker-src 'none'`: the browser refuses the worker once (its console line and
 *   its one report are the browser's), and the element answers on the page;
 * - base-attribute.html, base-property.html: the main file alone in a folder, the solver file found
 *   where the page says (`data-agnes-solitaire-base` on the script tag; `AgnesSolitaire.basePath`);
 * - cross-origin.html: the module from another origin (a CDN), no CSP: the worker starts from a
 *   one-line blob: module of the page's origin that imports the solver file;
 * - cross-origin-csp.html: the same under a CSP that allows the CDN's scripts but no blob: worker:
 *   the browser refuses it once, and the element answers on the page with the solver file imported.
 *
 * On each: the hint equals the careful player's own (Node) with the element's options, no
 * `agnes-error`, no error in the page; the workers and CSP violations are those listed.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newGame } from '../../src/engine/index.js';
import { carefulHintOptions, carefulMove, positionKey } from '../../src/solver/index.js';
import { inEachBrowser } from './browsers.js';
import { builtFile, IMPORT_MAP, IMPORT_MAP_HASH, LIT_FILES, root, startServer, type TestServer } from './server.js';

interface PageSpec {
  path: string;
  csp: (port: number) => string;
  script: (port: number) => string;
  /** The solver workers the page ends with (`blob` for the one-line module of the page's origin), and the CSP directives it violates. */
  workers: (port: number) => string[];
  violations: string[];
}

const PAGES: PageSpec[] = [
  {
    path: '/allowed.html',
    csp: () => "default-src 'self'; script-src 'self'; report-uri /csp-report",
    script: () => '<script src="/dist/agnes-solitaire.iife.js"></script>',
    workers: (port) => [`http://127.0.0.1:${port}/dist/${builtFile('agnes-solitaire-solver-')}`],
    violations: [],
  },
  {
    path: '/npm.html',
    csp: () => `default-src 'self'; script-src 'self' '${IMPORT_MAP_HASH}'; report-uri /csp-report`,
    script: () => `<script type="importmap">${IMPORT_MAP}</script><script type="module" src="/dist/element/index.js"></script>`,
    workers: (port) => [`http://127.0.0.1:${port}/dist/element/solver-entry.js`],
    violations: [],
  },
  {
    path: '/refused.html',
    csp: () => "default-src 'self'; script-src 'self'; worker-src 'none'; report-uri /csp-report",
    script: () => '<script type="module" src="/dist/agnes-solitaire.min.js"></script>',
    workers: () => [],
    violations: ['worker-src'],
  },
  {
    // The main file alone in a folder (as a CMS that copies or inlines one script), its solver file where the script tag says.
    path: '/base-attribute.html',
    csp: () => "default-src 'self'; script-src 'self'; report-uri /csp-report",
    script: () => '<script type="module" src="/lonely/agnes-solitaire.min.js" data-agnes-solitaire-base="/dist"></script>',
    workers: (port) => [`http://127.0.0.1:${port}/dist/${builtFile('agnes-solitaire-solver-')}`],
    violations: [],
  },
  {
    // The same, where the page's script sets AgnesSolitaire.basePath.
    path: '/base-property.html',
    csp: () => "default-src 'self'; script-src 'self'; report-uri /csp-report",
    script: () => '<script src="/lonely/agnes-solitaire.iife.js"></script><script src="/site/base-path.js"></script>',
    workers: (port) => [`http://127.0.0.1:${port}/dist/${builtFile('agnes-solitaire-solver-')}`],
    violations: [],
  },
  {
    path: '/cross-origin.html',
    csp: () => '',
    script: (port) => `<script type="module" src="http://localhost:${port}/dist/agnes-solitaire.min.js"></script>`,
    workers: () => ['blob'],
    violations: [],
  },
  {
    path: '/cross-origin-csp.html',
    csp: (port) => `default-src 'self'; script-src 'self' http://localhost:${port}; report-uri /csp-report`,
    script: (port) => `<script type="module" src="http://localhost:${port}/dist/agnes-solitaire.min.js"></script>`,
    workers: () => [],
    violations: ['worker-src'],
  },
];

/** What a page recorded (test/e2e/site/record.js). */
interface PageRecord {
  events: { type: string; detail: { message?: string } }[];
  errors: string[];
  violations: string[];
  workers: { url: string; failed: boolean; refused: boolean }[];
}

describe('the solver worker of the built files, where a page allows it and where not', () => {
  let server: TestServer;
  let port = 0;

  before(async () => {
    server = await startServer({
      route: (url, port) => {
        // /lonely/ holds the main files alone.
        if (url.pathname.startsWith('/lonely/') && !/\/agnes-solitaire\.(min|iife)\.js$/.test(url.pathname)) return { status: 404, type: 'text/plain', body: 'not found' };
        const page = PAGES.find((p) => p.path === url.pathname);
        return (
          page && {
            type: 'text/html',
            body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>worker</title><script src="/site/record.js"></script>${page.script(port)}</head><body><agnes-solitaire seed="5"></agnes-solitaire></body></html>`,
            headers: page.csp(port) ? { 'Content-Security-Policy': page.csp(port) } : undefined,
          }
        );
      },
      files: ['/dist/', ['/lonely/', `${root}dist`], ['/site/', `${root}test/e2e/site`], ...LIT_FILES],
      fileHeaders: { 'Access-Control-Allow-Origin': '*' },
    });
    port = server.port;
  });

  after(async () => {
    await server?.close();
  });

  // The careful hint (the default) on the deal of seed 5.
  const deal = newGame({ seed: 5 });
  const expected = carefulMove(deal, { ...carefulHintOptions(deal.rules), avoid: [positionKey(deal)] }).move;

  inEachBrowser((browser) => {

    for (const spec of PAGES) {
      it(`${spec.path}: ${spec.workers(0).length ? 'the solver runs in a worker' : 'the solver runs on the page'}; the same hint; ${spec.violations.length} CSP violation(s)`, async () => {
        const page = await browser().open(`http://127.0.0.1:${port}${spec.path}`);
        try {
          await page.waitFor(() => document.querySelector('agnes-solitaire')?.shadowRoot?.querySelector('[data-card]'));
          const move = await page.evaluate(async () => {
            const el = document.querySelector('agnes-solitaire') as HTMLElement & { hint(): Promise<unknown> };
            const first = await el.hint();
            // A second search: where the worker was refused, it is not tried again.
            const second = await el.hint();
            return [first, second];
          });
          assert.deepEqual(move, [expected, expected], `${browser().version}: the hint is the careful player's`);
          await new Promise((resolve) => setTimeout(resolve, 300));
          const record = await page.evaluate(() => (window as unknown as { agnesRecord: PageRecord }).agnesRecord);
          assert.deepEqual(record.events.filter((e) => e.type === 'agnes-error'), [], `${browser().version}: no agnes-error`);
          assert.deepEqual(record.errors, [], `${browser().version}: no error in the page`);
          const running = record.workers.filter((w) => !w.failed && !w.refused).map((w) => (w.url.startsWith('blob:') ? 'blob' : w.url));
          assert.deepEqual(running, spec.workers(port), `${browser().version}: solver workers`);
          // One attempt at most, however many searches ran.
          assert.ok(record.workers.length <= 1, `${browser().version}: ${record.workers.length} workers constructed`);
          assert.deepEqual(record.violations, spec.violations, `${browser().version}: CSP violations`);
        } finally {
          await page.close();
        }
      });
    }
  });
});
