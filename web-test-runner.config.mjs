// @web/test-runner: the browser suites (the engine in a page and a Web Worker, the Lit element), in
// one of the three browser engines, chosen by WTR_BROWSER (scripts/test.mjs runs each):
// - chromium (default): Debian's Chromium, every suite;
// - firefox: Debian's Firefox ESR through puppeteer-core (WebDriver BiDi), the suites in FIREFOX_FILES;
// - webkit: WebKitGTK's MiniBrowser through WebKitWebDriver on the port WEBKIT_DRIVER_PORT names
//   (scripts/test.mjs starts it on a virtual display: scripts/browsers.mjs), the suites in WEBKIT_FILES.
// TypeScript is compiled per file by esbuild with tsconfig.json.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import * as puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath, firefoxPath, missingBrowsers, webkitCapabilities } from './scripts/browsers.mjs';
import { testCounterReporter } from './scripts/wtr-test-counter.mjs';

const ALL_FILES = ['test/browser/**/*.test.ts', 'test/element/**/*.test.ts'];

/**
 * Firefox and WebKit run a share of the suites, chosen for what differs between engines: input
 * (keys, pointers, focus), the solver's worker and its fallback on the page, modules loaded when
 * needed (the Indonesian words), storage, and the rendering of a game from deal to end. The rest
 * (attribute and event details, the fuzz suites, accessibility scans, statistics) is engine-neutral
 * logic that Chromium runs, as it runs every suite; what needs Chromium's DevTools protocol (emulated
 * media features, an exact heap) can only run there. The shares keep `npm test` within its time on a
 * 2-core machine.
 */
export const FIREFOX_FILES = [
  'test/browser/**/*.test.ts',
  ...['keyboard', 'pointer', 'focus', 'languages', 'persistence', 'undo-new-game', 'solver-fallback'].map((name) => `test/element/${name}.test.ts`),
];

/**
 * WebKit's share: as Firefox's, but keys pressed with modifiers held, which WebKitWebDriver cannot
 * send (keyboard.test.ts); its taps arrive as mouse events, so touch is tested in Chromium and
 * Firefox only (pointer.test.ts dispatches its own pointer events, which WebKit runs).
 */
export const WEBKIT_FILES = [
  'test/browser/**/*.test.ts',
  ...['pointer', 'focus', 'languages', 'persistence', 'undo-new-game', 'solver-fallback', 'events', 'sharing', 'share-result', 'replay', 'auto-finish'].map((name) => `test/element/${name}.test.ts`),
];

const browser = process.env.WTR_BROWSER ?? 'chromium';

/** The launcher of `browser`; a one-line instruction when it is not installed. */
function launcher() {
  const missing = missingBrowsers([browser]);
  if (!['chromium', 'firefox', 'webkit'].includes(browser) || missing.length > 0) {
    // One clear line rather than a stack trace from inside the config loader.
    console.error(missing.length ? `${missing[0]}` : `WTR_BROWSER: unknown browser "${browser}" (chromium, firefox, webkit)`);
    process.exit(1);
  }
  if (browser === 'firefox') return chromeLauncher({ puppeteer, launchOptions: { browser: 'firefox', executablePath: firefoxPath, headless: true } });
  if (browser === 'webkit') {
    const port = Number(process.env.WEBKIT_DRIVER_PORT);
    if (!port) {
      console.error('WTR_BROWSER=webkit needs WEBKIT_DRIVER_PORT, the port of a running WebKitWebDriver (npm test starts one)');
      process.exit(1);
    }
    return webdriverLauncher({
      automationProtocol: 'webdriver',
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      // Classic WebDriver: WebKitWebDriver has no BiDi.
      capabilities: { 'wdio:enforceWebDriverClassic': true, ...webkitCapabilities() },
    });
  }
  // The leak tests collect garbage (window.gc) and read the JS heap exactly (performance.memory).
  return chromeLauncher({ launchOptions: { executablePath: chromiumPath, headless: true, args: [...chromiumArgs, '--js-flags=--expose-gc', '--enable-precise-memory-info'] } });
}

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  // WTR_PORT: the test server's port (runs side by side need one each); else the runner's own choice.
  ...(process.env.WTR_PORT ? { port: Number(process.env.WTR_PORT) } : {}),
  files: browser === 'firefox' ? FIREFOX_FILES : browser === 'webkit' ? WEBKIT_FILES : ALL_FILES,
  nodeResolve: true,
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  testFramework: { config: { ui: 'bdd', timeout: 20_000 } },
  // A `.js` URL under src/ whose file is TypeScript serves the .ts (compiled like any import): the
  // element starts its solver worker as `new URL('./solver-entry.js', import.meta.url)`, as built.
  middleware: [
    (context, next) => {
      const ts = context.path.replace(/^(\/src\/.*)\.js$/, '$1.ts');
      if (ts !== context.path && existsSync(fileURLToPath(new URL(`.${ts}`, import.meta.url)))) context.path = ts;
      return next();
    },
  ],
  plugins: [esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
  // @open-wc/testing loads Lit's development build, which announces itself in every test file.
  filterBrowserLogs: ({ args }) => !(typeof args[0] === 'string' && args[0].startsWith('Lit is in dev mode')),
  // scripts/test.mjs sets WTR_COUNTS_FILE to read the pass/fail counts.
  reporters: [defaultReporter(), ...(process.env.WTR_COUNTS_FILE ? [testCounterReporter(process.env.WTR_COUNTS_FILE)] : [])],
  browsers: [launcher()],
};
