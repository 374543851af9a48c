/**
 * One way to drive each of the three browser engines from an end-to-end test: Chromium through
 * playwright-core, Firefox through puppeteer-core (WebDriver BiDi), WebKitGTK through
 * WebKitWebDriver (classic WebDriver over HTTP). A test opens pages and runs functions in them;
 * what happened in a page (errors, workers, CSP violations, events) is recorded by the page itself
 * (test/e2e/site/record.js), since WebDriver cannot read a page's console.
 *
 * `E2E_BROWSERS` (a comma-separated list of chromium, firefox, webkit) narrows the browsers a run
 * uses; by default all three.
 */
import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { chromium, type Browser as PlaywrightBrowser } from 'playwright-core';
import { launch as launchPuppeteer, type Browser as PuppeteerBrowser } from 'puppeteer-core';
import { chromiumArgs, chromiumPath, firefoxPath, missingBrowsers, startWebKitDriver, webkitCapabilities } from '../../scripts/browsers.mjs';

export type BrowserName = 'chromium' | 'firefox' | 'webkit';

export const ALL_BROWSERS: readonly BrowserName[] = ['chromium', 'firefox', 'webkit'];

/** The browsers this run tests in (`E2E_BROWSERS`, else all three). */
export function browsersToTest(): BrowserName[] {
  const wanted = process.env.E2E_BROWSERS?.split(',').map((name) => name.trim()).filter(Boolean) ?? [...ALL_BROWSERS];
  for (const name of wanted) assert.ok((ALL_BROWSERS as string[]).includes(name), `E2E_BROWSERS: unknown browser "${name}" (chromium, firefox, webkit)`);
  return wanted as BrowserName[];
}

export interface TestPage {
  /**
   * Runs `fn(arg)` in the page (it may return a promise) and resolves with its result, passed as
   * JSON both ways (the same in every driver: no shared references, `undefined` becomes null).
   */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Resolves once `fn()` is truthy in the page; fails after `timeoutMs`. */
  waitFor(fn: () => unknown, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface TestBrowser {
  readonly name: BrowserName;
  /** The browser's name and version, for figures and failures. */
  readonly version: string;
  /** Opens `url` in a page of its own (no cache, storage or worker shared with other pages), once it has loaded. */
  open(url: string): Promise<TestPage>;
  close(): Promise<void>;
}

/** The page-side text of `fn(arg)`: a promise of its result as JSON. */
const expression = (fn: (arg: never) => unknown, arg: unknown): string =>
  `Promise.resolve((${fn.toString()})(${JSON.stringify(arg ?? null)})).then((value) => JSON.stringify(value === undefined ? null : value))`;

/** Polls `check` until it is truthy. */
async function poll(check: () => Promise<unknown>, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function launchChromium(): Promise<TestBrowser> {
  const browser: PlaywrightBrowser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    async open(url) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      return {
        evaluate: async (fn, arg) => JSON.parse(await page.evaluate(expression(fn as never, arg))),
        waitFor: async (fn, timeoutMs = 30_000) => void (await page.waitForFunction(fn, undefined, { timeout: timeoutMs })),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

async function launchFirefox(): Promise<TestBrowser> {
  const browser: PuppeteerBrowser = await launchPuppeteer({ browser: 'firefox', executablePath: firefoxPath, headless: true });
  return {
    name: 'firefox',
    version: `Firefox ${(await browser.version()).replace(/^firefox\//i, '')}`,
    async open(url) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      return {
        evaluate: async (fn, arg) => JSON.parse((await page.evaluate(expression(fn as never, arg))) as string),
        waitFor: async (fn, timeoutMs = 30_000) => void (await page.waitForFunction(fn, { timeout: timeoutMs })),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

/** WebKitGTK: a WebDriver session (a MiniBrowser of its own) per page. */
async function launchWebKit(): Promise<TestBrowser> {
  let driver = await startWebKitDriver();
  const call = async (method: string, path: string, body?: unknown, timeoutMs?: number): Promise<unknown> => {
    const response = await fetch(`http://127.0.0.1:${driver.port}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
    });
    const { value } = (await response.json()) as { value: unknown };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(value)}`);
    return value;
  };
  /**
   * A new session: a MiniBrowser of its own. Now and then (on a loaded machine) the MiniBrowser
   * never answers and the driver waits for it for good; then the driver is started afresh (with
   * its Xvfb) and the session asked for again, up to three times. Sessions are opened one at a
   * time, after the page before is closed, so no open session is lost.
   */
  const session = async (): Promise<{ id: string; version: string }> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const value = (await call('POST', '/session', { capabilities: { alwaysMatch: webkitCapabilities() } }, 60_000)) as { sessionId: string; capabilities: { browserVersion: string } };
        return { id: value.sessionId, version: value.capabilities.browserVersion };
      } catch (error) {
        if (attempt === 3 || open.size > 0) throw error;
        driver.stop();
        driver = await startWebKitDriver();
      }
    }
  };
  const open = new Set<string>();
  const probe = await session();
  await call('DELETE', `/session/${probe.id}`);
  return {
    name: 'webkit',
    version: `WebKitGTK ${probe.version}`,
    async open(url) {
      const { id } = await session();
      open.add(id);
      await call('POST', `/session/${id}/timeouts`, { script: 120_000, pageLoad: 60_000 });
      await call('POST', `/session/${id}/url`, { url });
      const evaluate = async <R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> => {
        const script = `const done = arguments[arguments.length - 1];
          Promise.resolve().then(() => ${expression(fn as never, arg)}).then(
            (json) => done({ json }),
            (error) => done({ error: String((error && error.stack) || error) }));`;
        const result = (await call('POST', `/session/${id}/execute/async`, { script, args: [] })) as { json?: string; error?: string };
        if (result.error !== undefined) throw new Error(`in the page: ${result.error}`);
        return JSON.parse(result.json!) as R;
      };
      return {
        evaluate,
        waitFor: (fn, timeoutMs = 30_000) => poll(() => evaluate(fn), timeoutMs, fn.toString()),
        close: async () => {
          open.delete(id);
          await call('DELETE', `/session/${id}`);
        },
      };
    },
    async close() {
      for (const id of open) await call('DELETE', `/session/${id}`).catch(() => undefined);
      driver.stop();
    },
  };
}

/** Starts `name`; fails with how to install it when it is missing. */
export async function launchBrowser(name: BrowserName): Promise<TestBrowser> {
  const missing = missingBrowsers([name]);
  assert.deepEqual(missing, [], `${name} is not installed`);
  return name === 'chromium' ? launchChromium() : name === 'firefox' ? launchFirefox() : launchWebKit();
}

/**
 * A `describe` per browser this run tests in (`browsersToTest`), each starting its browser before
 * its tests and closing it after them: `tests` declares the tests, and reads the browser through
 * `browser()` while they run.
 */
export function inEachBrowser(tests: (browser: () => TestBrowser) => void): void {
  for (const name of browsersToTest()) {
    describe(name, () => {
      let browser: TestBrowser | undefined;
      before(async () => {
        browser = await launchBrowser(name);
      });
      after(async () => {
        await browser?.close();
      });
      tests(() => browser!);
    });
  }
}
