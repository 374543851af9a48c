// A @web/test-runner reporter that writes { passed, failed, skipped } as JSON to a file when a run
// finishes; scripts/test.mjs reads it (wtr's own output has no machine-readable closing line).
// Tests are counted as mocha counts them. A test session (one file in one browser) that failed
// without a failing test (the file did not load, a hook threw, the browser gave up) counts as one
// failure, so an error can never read as success.
import { writeFileSync } from 'node:fs';

/** @param {import('@web/test-runner').TestSuiteResult | undefined} suite */
function countSuite(suite, counts) {
  if (!suite) return;
  for (const test of suite.tests) {
    if (test.skipped) counts.skipped++;
    else if (test.passed) counts.passed++;
    else counts.failed++;
  }
  for (const child of suite.suites) countSuite(child, counts);
}

/**
 * @param {string} file where to write the JSON counts
 * @returns {import('@web/test-runner').Reporter}
 */
export function testCounterReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const total = { passed: 0, failed: 0, skipped: 0, sessions: sessions.length };
      for (const session of sessions) {
        const counts = { passed: 0, failed: 0, skipped: 0 };
        countSuite(session.testResults, counts);
        const sessionFailed = session.passed !== true || session.errors.length > 0;
        if (sessionFailed && counts.failed === 0) counts.failed = 1;
        total.passed += counts.passed;
        total.failed += counts.failed;
        total.skipped += counts.skipped;
      }
      writeFileSync(file, `${JSON.stringify(total)}\n`);
    },
  };
}
