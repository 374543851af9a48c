/**
 * When the solver file cannot be had, the game goes on without it (docs/embedding.md, "How the
 * solver runs"): the built files (dist/) in Chromium, Firefox and WebKit (test/e2e/browsers.ts), on
 * four pages where the solver file of the self-contained build is out of reach:
 *
 * - missing.html: it is not on the server (404);
 * - offline.html: its request fails (the connection is dropped, as offline);
 * - hash-only.html: a Content-Security-Policy allows the page's scripts by their hash alone (with
 *   `integrity`), so the solver file is refused, as a worker and as an import;
 * - no-cors.html: the classic script from another origin (a CDN) that sends no CORS header: the
 *   classic script runs, but no module of that origin may be imported, nor started as a worker.
 *
 * On each, an element with `winnable` and `show-solvable` deals the seed it was given (no winnable
 * search can run), plays, undoes, saves and restores; its Hint answers null and is disabled with
 * the reason as its title; `show-solvable` reads `unavailable`; the element fires exactly one
 * `agnes-error`, with source `solver`; nothing throws in the page. With `daily`, the deal of the day is
 * its sequence's first seed, not proven (missing.html).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findWinnableSeed } from '../../src/solver/index.js';
import { winnableOptions } from '../../src/element/solver-calls.js';
import { inEachBrowser } from './browsers.js';
import { builtFile, root, startServer, type TestServer } from './server.js';

/** The SRI and CSP hash of a file of the repository. */
const sha384 = (file: string): string => `sha384-${createHash('sha384').update(readFileSync(join(root, file))).digest('base64')}`;

interface PageSpec {
  path: string;
  /** The page's scripts (after record.js); `port` is the server's. */
  script: (port: number) => string;
  csp?: () => string;
}

const PAGES: PageSpec[] = [
  // Each loads dist/ through a folder of its own, where the server withholds the solver file.
  { path: '/missing.html', script: () => '<script type="module" src="/missing/agnes-solitaire.min.js"></script>' },
  { path: '/offline.html', script: () => '<script type="module" src="/offline/agnes-solitaire.min.js"></script>' },
  {
    path: '/hash-only.html',
    script: () => `<script type="module" src="/dist/agnes-solitaire.min.js" integrity="${sha384('dist/agnes-solitaire.min.js')}"></script>`,
    csp: () => `default-src 'self'; script-src '${sha384('test/e2e/site/record.js')}' '${sha384('dist/agnes-solitaire.min.js')}'`,
  },
  { path: '/no-cors.html', script: (port) => `<script src="http://localhost:${port}/dist/agnes-solitaire.iife.js"></script>` },
];

/** The game of each page; with `?daily`, a deal of the day whose first seed the solver does not prove winnable (its sequence's second it does). */
const GAME = '<agnes-solitaire id="game" seed="5" winnable show-solvable></agnes-solitaire>';
const DAILY_GAME = '<agnes-solitaire id="game" variant="sorel" face-down daily="2026-12-07"></agnes-solitaire>';
const DAILY_FIRST = '2026-12-07 sorel,face-down=true';

/** What a page recorded (test/e2e/site/record.js). */
interface PageRecord {
  events: { type: string; target: string; detail: { message?: string; source?: string; seed?: string; day?: number; date?: string } }[];
  errors: string[];
}

describe('the element without its solver file', () => {
  let server: TestServer;
  let port = 0;
  let solverFile = '';

  before(async () => {
    solverFile = builtFile('agnes-solitaire-solver-');
    server = await startServer({
      route: (url, port) => {
        // missing.html and offline.html: their copy of dist/ has no solver file to give.
        if (url.pathname === `/missing/${solverFile}`) return { status: 404, type: 'text/plain', body: 'not found' };
        if (url.pathname === `/offline/${solverFile}`) return 'drop';
        const page = PAGES.find((p) => p.path === url.pathname);
        if (!page) return undefined;
        const record = page.csp ? `<script src="/site/record.js" integrity="${sha384('test/e2e/site/record.js')}"></script>` : '<script src="/site/record.js"></script>';
        return {
          type: 'text/html',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.path}</title>${record}${page.script(port)}</head><body>${url.searchParams.has('daily') ? DAILY_GAME : GAME}</body></html>`,
          headers: page.csp ? { 'Content-Security-Policy': page.csp() } : undefined,
        };
      },
      files: ['/dist/', ['/missing/', `${root}dist`], ['/offline/', `${root}dist`], ['/site/', `${root}test/e2e/site`]],
      // No CORS header: a module from the other origin (localhost) may not be used.
    });
    port = server.port;
  });

  after(async () => {
    await server?.close();
  });

  inEachBrowser((browser) => {

    for (const spec of PAGES) {
      it(`${spec.path}: deals, plays, undoes, saves and restores; Hint and show-solvable say the solver is unavailable; one agnes-error`, async () => {
        const page = await browser().open(`http://127.0.0.1:${port}${spec.path}`);
        try {
          await page.waitFor(() => {
            const el = document.getElementById('game') as (HTMLElement & { solvable: string | null }) | null;
            return el?.shadowRoot?.querySelector('[data-card]') && el.solvable === 'unavailable';
          });
          const seen = await page.evaluate(async () => {
            type Game = HTMLElement & {
              hint(): Promise<unknown>;
              play(move: string): boolean;
              undo(): boolean;
              save(): unknown;
              load(data: unknown): boolean;
              state: { moveCount: number; seed: string };
              legalMoves?: unknown;
              updateComplete: Promise<boolean>;
            };
            const el = document.getElementById('game') as Game;
            const hint = await el.hint();
            const played = el.play('deal');
            const saved = el.save();
            const afterPlay = el.state.moveCount;
            const undone = el.undo();
            const restored = el.load(saved);
            await el.updateComplete;
            const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-tool="hint"]')!;
            return { hint, played, afterPlay, undone, restored, moves: el.state.moveCount, seed: el.state.seed, disabled: button.disabled, title: button.title };
          });
          await new Promise((resolve) => setTimeout(resolve, 300));
          const record = await page.evaluate(() => (window as unknown as { agnesRecord: PageRecord }).agnesRecord);
          const where = `${browser().version} ${spec.path}`;
          assert.deepEqual(
            { ...seen, title: undefined },
            { hint: null, played: true, afterPlay: 1, undone: true, restored: true, moves: 1, seed: '5', disabled: true, title: undefined },
            `${where}: the game goes on`,
          );
          assert.match(seen.title, /unavailable/, `${where}: the Hint button says why it is disabled`);
          const errors = record.events.filter((e) => e.type === 'agnes-error');
          assert.equal(errors.length, 1, `${where}: one agnes-error (${JSON.stringify(errors)})`);
          assert.equal(errors[0]!.detail.source, 'solver');
          assert.match(errors[0]!.detail.message!, /the solver could not be loaded from http:\/\/(127\.0\.0\.1|localhost):\d+\/(dist|missing|offline)\/agnes-solitaire-solver-/);
          assert.equal(record.events.find((e) => e.type === 'agnes-new-game')?.detail.seed, '5', `${where}: the seed it was given is dealt`);
          assert.deepEqual(record.errors, [], `${where}: no error in the page`);
        } finally {
          await page.close();
        }
      });
    }

    it('/missing.html?daily: the deal of the day is the first seed of the day\'s sequence, not proven; one agnes-error', async () => {
      // With the solver, a later seed of the sequence is dealt: this page shows the fallback.
      const proven = findWinnableSeed(winnableOptions({ variant: 'sorel', rules: { faceDown: true }, from: DAILY_FIRST }));
      assert.notEqual(proven?.seed, DAILY_FIRST, 'the solver deals another seed than the first');
      const page = await browser().open(`http://127.0.0.1:${port}/missing.html?daily`);
      try {
        await page.waitFor(() => (window as unknown as { agnesRecord: PageRecord }).agnesRecord.events.some((e) => e.type === 'agnes-new-game'));
        await new Promise((resolve) => setTimeout(resolve, 300));
        const record = await page.evaluate(() => (window as unknown as { agnesRecord: PageRecord }).agnesRecord);
        const where = `${browser().version} /missing.html?daily`;
        const games = record.events.filter((e) => e.type === 'agnes-new-game').map((e) => e.detail);
        assert.deepEqual(games.map(({ seed, day, date }) => ({ seed, day, date })), [{ seed: DAILY_FIRST, day: 341, date: '2026-12-07' }], `${where}: the day's first seed`);
        const errors = record.events.filter((e) => e.type === 'agnes-error');
        assert.deepEqual(errors.map((e) => e.detail.source), ['solver'], `${where}: one agnes-error (${JSON.stringify(errors)})`);
        assert.deepEqual(record.errors, [], `${where}: no error in the page`);
      } finally {
        await page.close();
      }
    });
  });
});
