// A node:test reporter that writes one JSON line { passed, failed, skipped } when the run ends.
// scripts/test.mjs runs it beside the `spec` reporter (which prints the normal output).
//
// Counting follows mocha's convention: tests are counted, suites are not. Events arrive children
// first, so a suite (or a test with subtests) is known by the events nested below it. A suite or
// parent test that failed without any failing child (a hook or the describe body threw) counts as
// one failure; a test file that failed to load shows up as one failing top-level test.

export default async function* countTests(source) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  /** Per nesting level: events seen, and failures counted below, since the parent was last reported. */
  const childEvents = [];
  const failuresBelow = [];

  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { nesting, details = {}, skip, todo } = event.data;
    const children = childEvents[nesting + 1] ?? 0;
    const childFailures = failuresBelow[nesting + 1] ?? 0;
    childEvents[nesting + 1] = 0;
    failuresBelow[nesting + 1] = 0;

    let ownFailure = 0;
    if (details.type === 'suite' || children > 0) {
      if (event.type === 'test:fail' && childFailures === 0) ownFailure = 1;
    } else if (skip !== undefined || todo !== undefined) {
      skipped++; // a failing todo test does not fail the run either
    } else if (event.type === 'test:fail') {
      ownFailure = 1;
    } else {
      passed++;
    }
    failed += ownFailure;
    childEvents[nesting] = (childEvents[nesting] ?? 0) + 1;
    failuresBelow[nesting] = (failuresBelow[nesting] ?? 0) + childFailures + ownFailure;
  }
  yield `${JSON.stringify({ passed, failed, skipped })}\n`;
}
