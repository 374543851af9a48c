// @web/test-runner config for `npm run stress`: the misuse tests of test/element at full size.
// The page is marked with the scale (window.__AGNES_STRESS__), and the tests send their figures back
// through the `agnes-stress-figure` command, which this config appends to STRESS_FIGURES_FILE.
import { appendFileSync } from 'node:fs';
import base from '../web-test-runner.config.mjs';

const scale = Number(process.env.STRESS_SCALE ?? '1');
const figuresFile = process.env.STRESS_FIGURES_FILE;

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  ...base,
  files: process.env.STRESS_FILES ? process.env.STRESS_FILES.split(',') : ['test/element/misuse-*.test.ts'],
  testsFinishTimeout: 4 * 60 * 60 * 1000,
  testFramework: { config: { ui: 'bdd', timeout: 0 } },
  testRunnerHtml: (framework) =>
    `<!doctype html><html><body><script>window.__AGNES_STRESS__ = { scale: ${JSON.stringify(scale)} };</script><script type="module" src="${framework}"></script></body></html>`,
  plugins: [
    ...base.plugins,
    {
      name: 'agnes-stress-figures',
      executeCommand({ command, payload }) {
        if (command !== 'agnes-stress-figure') return undefined;
        if (figuresFile) appendFileSync(figuresFile, `${JSON.stringify(payload)}\n`);
        return true;
      },
    },
  ],
};
