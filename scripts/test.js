#!/usr/bin/env node
// The whole test suite, as CI and the README run it (`npm test`):
//  1. a fresh database for this run (PostgreSQL on 127.0.0.1:5432 when reachable, else embedded PGlite),
//     migrated and seeded;
//  2. the production build (`npm run build`; not with --unit);
//  3. Vitest: unit and integration tests against that database (the database-outage test starts the build);
//  4. the build served on a loopback port over the same database, and Playwright's end-to-end tests in Chromium
//     with JavaScript enabled and disabled;
//  5. the container smoke test (scripts/container-smoke.js): the Dockerfile's runtime layout, released and started
//     over an empty PostgreSQL database (skipped without PostgreSQL, except on CI, where that fails). Counts as one
//     test.
// Tests that failed and then passed on a retry are listed on a "Flaky:" line; the closing line is always
// "N passed, N failed, N skipped" (both from scripts/test-summary.js).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { containerSmokeTest, SKIPPED } from "./container-smoke.js";
import { flakyTests, skippedPlaywrightTests, skippedVitestTests, summaryLines } from "./test-summary.js";
import { provisionTestDatabase } from "../tests/setup/test-database.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const only = args.includes("--unit") ? "unit" : args.includes("--e2e") ? "e2e" : "all";
const bin = (name) => path.join(root, "node_modules/.bin", name);

function run(command, commandArgs, env, { capture } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: root,
      env,
      stdio: capture ? ["ignore", "pipe", "inherit"] : "inherit",
    });
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
      process.stdout.write(chunk);
    });
    child.on("close", (code) => resolve({ code: code ?? 1, out }));
  });
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The app server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The app server did not become healthy in time");
}

const totals = { passed: 0, failed: 0, skipped: 0 };
/** "file › title [project]" of each test that failed, then passed on a retry. */
const flaky = [];
/** "file › title" of each test that was skipped (named in the summary, not only counted). */
const skipped = [];
const db = await provisionTestDatabase();
console.log(`Test database: ${db.kind}`);
const baseEnv = {
  ...process.env,
  TEST_DATABASE_URL: db.url,
  DATABASE_URL: db.url,
  DEMO_MODE: "1",
  SESSION_SECRET: "test-session-secret-0123456789",
  DB_POOL_SIZE: db.kind === "pglite" ? "4" : "10",
};
let exitCode = 0;
try {
  // Built first: the end-to-end tests, the container smoke test and Vitest's database-outage test (a production
  // server process) all run this build.
  if (only !== "unit") {
    const build = await run("npm", ["run", "-s", "build"], baseEnv);
    if (build.code !== 0) throw new Error("The production build failed");
  }
  if (only !== "e2e") {
    const reportFile = path.join(root, "test-results/vitest.json");
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    const vitest = await run(
      bin("vitest"),
      ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`],
      baseEnv,
    );
    try {
      const report = JSON.parse(fs.readFileSync(reportFile, "utf8"));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
      skipped.push(...skippedVitestTests(report, root));
    } catch {
      totals.failed += 1;
    }
    if (vitest.code !== 0) exitCode = 1;
  }
  if (only !== "unit") {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [path.join(root, "server/index.js")], {
      cwd: root,
      env: {
        ...baseEnv,
        // Every browser of the end-to-end run shares 127.0.0.1, like many buyers behind one NAT: the per-address
        // limit of unpaid checkouts (tested in tests/integration/stock-hoarding.test.ts) would count them all.
        OPEN_CHECKOUTS_PER_ADDRESS: "1000",
        // The brand analytics e2e test reads views a moment after making them.
        ANALYTICS_FLUSH_SECONDS: "1",
        NODE_ENV: "production",
        // A production server over a real database takes no payments without Stripe (issue 34): the end-to-end
        // flows pay through the built-in test gateway, turned on on purpose as for a public demo.
        PAYMENTS: "test",
        HOST: "127.0.0.1",
        PORT: String(port),
        APP_ORIGIN: baseUrl,
        SEED_ON_START: "0",
        // Test servers run beside each other: no fixed metrics port (ADR 052).
        METRICS_PORT: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Not under test-results/: Playwright empties that folder when it starts.
    fs.mkdirSync(path.join(root, "logs"), { recursive: true });
    const serverLog = fs.createWriteStream(path.join(root, "logs/test-server.log"));
    server.stdout.pipe(serverLog);
    server.stderr.pipe(serverLog);
    try {
      await waitForHealth(baseUrl, server);
      const reportFile = path.join(root, "test-results/playwright.json");
      const e2e = await run(bin("playwright"), ["test", ...args.filter((a) => !a.startsWith("--e2e"))], {
        ...baseEnv,
        BASE_URL: baseUrl,
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      });
      try {
        const report = JSON.parse(fs.readFileSync(reportFile, "utf8"));
        const stats = report.stats;
        flaky.push(...flakyTests(report));
        skipped.push(...skippedPlaywrightTests(report));
        totals.passed += stats.expected + (stats.flaky ?? 0);
        totals.failed += stats.unexpected;
        totals.skipped += stats.skipped;
      } catch {
        totals.failed += 1;
      }
      if (e2e.code !== 0) exitCode = 1;
    } finally {
      server.kill("SIGTERM");
    }
  }
  if (only === "all") {
    // Reuses the build made for the end-to-end tests. Alone: node scripts/container-smoke.js
    const result = await containerSmokeTest({ build: false }).catch((error) => {
      console.error(`[container] FAILED: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    });
    if (result === SKIPPED) {
      totals.skipped += 1;
      skipped.push("container smoke test (needs PostgreSQL)");
    } else if (result === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      exitCode = 1;
    }
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
  totals.failed += 1;
} finally {
  await db.drop().catch(() => {});
}
console.log("");
for (const line of summaryLines(totals, flaky, { skipped, database: db.kind })) console.log(line);
process.exit(exitCode);
