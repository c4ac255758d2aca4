// The closing lines of `npm test` (scripts/test-summary.js): the "Flaky:" line from Playwright's JSON report and the
// totals line CI reads.
import { describe, expect, it } from "vitest";
import { flakyTests, skippedPlaywrightTests, skippedVitestTests, summaryLines } from "../../scripts/test-summary.js";

const report = {
  suites: [
    {
      file: "store.spec.ts",
      specs: [
        {
          title: "adds to cart",
          tests: [
            { status: "flaky", projectName: "chromium-js" },
            { status: "expected", projectName: "chromium-no-js" },
          ],
        },
      ],
      suites: [
        {
          title: "checkout",
          specs: [{ title: "pays by card", tests: [{ status: "flaky", projectName: "chromium-no-js" }] }],
          suites: [{ specs: [{ title: "declined card", tests: [{ status: "unexpected", projectName: "x" }] }] }],
        },
      ],
    },
    { file: "live-room.spec.ts", specs: [{ title: "chat", tests: [{ status: "skipped", projectName: "x" }] }] },
  ],
};

describe("flakyTests", () => {
  it("lists every test that passed on its retry as file › title [project], nested suites included", () => {
    expect(flakyTests(report)).toEqual([
      "store.spec.ts › adds to cart [chromium-js]",
      "store.spec.ts › pays by card [chromium-no-js]",
    ]);
  });

  it("is empty for a report without suites or flaky tests", () => {
    expect(flakyTests({})).toEqual([]);
    expect(flakyTests({ suites: [{ file: "a.spec.ts", specs: [] }] })).toEqual([]);
  });
});

describe("summaryLines", () => {
  it("ends with exactly 'N passed, N failed, N skipped'", () => {
    expect(summaryLines({ passed: 412, failed: 0, skipped: 3 })).toEqual(["412 passed, 0 failed, 3 skipped"]);
  });

  it("puts the Flaky line before the totals when a test needed its retry", () => {
    const lines = summaryLines({ passed: 2, failed: 1, skipped: 0 }, flakyTests(report));
    expect(lines).toEqual([
      "Flaky (failed, then passed on retry): store.spec.ts › adds to cart [chromium-js]; store.spec.ts › pays by card [chromium-no-js]",
      "2 passed, 1 failed, 0 skipped",
    ]);
    expect(lines.at(-1)).toMatch(/^\d+ passed, \d+ failed, \d+ skipped$/);
  });
});

describe("skipped tests", () => {
  const vitestReport = {
    testResults: [
      {
        name: "/repo/tests/integration/payment-races.test.ts",
        assertionResults: [
          { status: "passed", fullName: "pays once" },
          { status: "skipped", fullName: "races > two webhooks at once" },
        ],
      },
      { name: "/repo/tests/unit/a.test.ts", assertionResults: [{ status: "todo", fullName: "later" }] },
    ],
  };

  it("names each skipped Vitest and Playwright test with its file", () => {
    expect(skippedVitestTests(vitestReport, "/repo")).toEqual([
      "tests/integration/payment-races.test.ts › races > two webhooks at once",
      "tests/unit/a.test.ts › later",
    ]);
    expect(skippedPlaywrightTests(report)).toEqual(["live-room.spec.ts › chat [x]"]);
  });

  it("says loudly, before the totals, that a PGlite run skipped the tests that need PostgreSQL", () => {
    const skipped = skippedVitestTests(vitestReport, "/repo");
    const pglite = summaryLines({ passed: 5, failed: 0, skipped: 2 }, [], { skipped, database: "pglite" });
    expect(pglite[0]).toMatch(/^SKIPPED 2 TESTS: this run used the embedded PGlite, and these need PostgreSQL/);
    expect(pglite[0]).toContain("payment-races.test.ts › races > two webhooks at once");
    expect(pglite.at(-1)).toBe("5 passed, 0 failed, 2 skipped");
    const postgres = summaryLines({ passed: 5, failed: 0, skipped: 2 }, [], { skipped, database: "postgres" });
    expect(postgres[0]).toMatch(/^Skipped \(2\): /);
  });
});
