// The closing lines of `npm test` (scripts/test.js): the tests that failed and then passed on a retry (Playwright
// retries once on CI), then the totals. The last line is always "N passed, N failed, N skipped".

/**
 * "file › title [project]" of every test Playwright's JSON report gives `status`. Suites nest; a spec's file is the
 * nearest suite's.
 * @param {{ suites?: unknown[] }} report
 * @param {string} status
 * @returns {string[]}
 */
function playwrightTestsWith(report, status) {
  const found = [];
  const visit = (suite, file) => {
    const here = file ?? suite.file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === status) found.push(`${here ?? spec.file} › ${spec.title} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here ?? child.file);
  };
  for (const suite of report.suites ?? []) visit(suite, undefined);
  return found;
}

/**
 * Every test Playwright's JSON report marks flaky (failed, then passed on a retry).
 * @param {{ suites?: unknown[] }} report
 */
export function flakyTests(report) {
  return playwrightTestsWith(report, "flaky");
}

/**
 * "file › full name" of every test Vitest's JSON report marks skipped (`it.skip`, `test.skip()` inside the test:
 * the PostgreSQL-only concurrency tests on PGlite, the production-server tests without PostgreSQL).
 * @param {{ testResults?: { name?: string, assertionResults?: { status?: string, fullName?: string, title?: string }[] }[] }} report
 * @param {string} [root] removed from the front of file names
 * @returns {string[]}
 */
export function skippedVitestTests(report, root = "") {
  const skipped = [];
  for (const file of report.testResults ?? []) {
    const name = root && file.name?.startsWith(root) ? file.name.slice(root.length).replace(/^\//, "") : file.name;
    for (const test of file.assertionResults ?? []) {
      if (test.status === "skipped" || test.status === "pending" || test.status === "todo")
        skipped.push(`${name} › ${test.fullName ?? test.title}`);
    }
  }
  return skipped;
}

/**
 * Every test Playwright's JSON report marks skipped.
 * @param {{ suites?: unknown[] }} report
 */
export function skippedPlaywrightTests(report) {
  return playwrightTestsWith(report, "skipped");
}

/**
 * The summary lines: a "Flaky:" line when some test needed its retry, a "Skipped" line naming every skipped test
 * (loudly, with what to do, when the run used the embedded PGlite and so skipped the tests that need PostgreSQL's
 * concurrency), then the totals line.
 * @param {{ passed: number, failed: number, skipped: number }} totals
 * @param {string[]} flaky
 * @param {{ skipped?: string[], database?: string }} [options]
 * @returns {string[]}
 */
export function summaryLines(totals, flaky = [], { skipped = [], database } = {}) {
  const lines = [];
  if (flaky.length > 0) lines.push(`Flaky (failed, then passed on retry): ${flaky.join("; ")}`);
  if (skipped.length > 0) {
    const why =
      database === "pglite"
        ? `SKIPPED ${skipped.length} TESTS: this run used the embedded PGlite, and these need PostgreSQL (start it on 127.0.0.1:5432 or set TEST_POSTGRES_ADMIN_URL)`
        : `Skipped (${skipped.length})`;
    lines.push(`${why}: ${skipped.join("; ")}`);
  }
  lines.push(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  return lines;
}
