// @web/test-runner: browser suites (engine in a page and a Web Worker; later the Lit element),
// run in Debian's headless Chromium. TypeScript is compiled per file by esbuild with tsconfig.json
// (so Lit's legacy decorators behave as in the build).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { testCounterReporter } from './scripts/wtr-test-counter.mjs';

/** Chromium from CHROME_PATH when set, else Debian's; a one-line instruction when it is missing. */
function findChromium() {
  const path = chromiumPath;
  if (!existsSync(path)) {
    // One clear line rather than a stack trace from inside the config loader.
    console.error(
      `Chromium not found at ${path}${process.env.CHROME_PATH ? ' (CHROME_PATH)' : ''}: run "apt-get install -y chromium" or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
    process.exit(1);
  }
  return path;
}

// The leak tests collect garbage (window.gc) and read the JS heap exactly (performance.memory).
export const testChromiumArgs = [...chromiumArgs, '--js-flags=--expose-gc', '--enable-precise-memory-info'];

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  files: ['test/browser/**/*.test.ts', 'test/element/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 120_000,
  testFramework: { config: { ui: 'bdd', timeout: 20_000 } },
  // A `.js` URL under src/ whose file is TypeScript serves the .ts (compiled like any import): the
  // element starts its solver worker as `new URL('./solver-worker.js', import.meta.url)`, as built.
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
  reporters: [
    defaultReporter(),
    ...(process.env.WTR_COUNTS_FILE ? [testCounterReporter(process.env.WTR_COUNTS_FILE)] : []),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findChromium(), headless: true, args: testChromiumArgs },
    }),
  ],
};
