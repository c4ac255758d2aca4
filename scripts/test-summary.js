// The closing lines of `npm test` (scripts/test.js): the tests that failed and then passed on a retry (Playwright
// retries once on CI), then the totals. The last line is always "N passed, N failed, N skipped".

/**
 * "file › title [project]" of every test Playwright's JSON report marks flaky (failed, then passed on a retry).
 * Suites nest; a spec's file is the nearest suite's.
 * @param {{ suites?: unknown[] }} report
 * @returns {string[]}
 */
export function flakyTests(report) {
  const flaky = [];
  const visit = (suite, file) => {
    const here = file ?? suite.file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "flaky") flaky.push(`${here ?? spec.file} › ${spec.title} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here ?? child.file);
  };
  for (const suite of report.suites ?? []) visit(suite, undefined);
  return flaky;
}

/**
 * The summary lines: a "Flaky:" line when some test needed its retry, then the totals line.
 * @param {{ passed: number, failed: number, skipped: number }} totals
 * @param {string[]} flaky
 * @returns {string[]}
 */
export function summaryLines(totals, flaky = []) {
  const lines = [];
  if (flaky.length > 0) lines.push(`Flaky (failed, then passed on retry): ${flaky.join("; ")}`);
  lines.push(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return lines;
}
