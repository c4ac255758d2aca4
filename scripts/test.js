#!/usr/bin/env node
// The whole test suite, as CI and the README run it (`npm test`):
//  1. a fresh database for this run (PostgreSQL on 127.0.0.1:5432 when reachable, else embedded PGlite),
//     migrated and seeded;
//  2. Vitest: unit and integration tests against that database;
//  3. the production build served on a loopback port over the same database, and Playwright's
//     end-to-end tests in Chromium with JavaScript enabled and disabled.
// Prints one closing line "N passed, N failed".
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { provisionTestDatabase } from "../tests/setup/test-database.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const only = args.includes("--unit") ? "unit" : args.includes("--e2e") ? "e2e" : "all";
const bin = (name) => path.join(root, "node_modules/.bin", name);

function run(command, commandArgs, env, { capture } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: capture ? ["ignore", "pipe", "inherit"] : "inherit" });
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
  if (only !== "e2e") {
    const reportFile = path.join(root, "test-results/vitest.json");
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    const vitest = await run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`], baseEnv);
    try {
      const report = JSON.parse(fs.readFileSync(reportFile, "utf8"));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    } catch {
      totals.failed += 1;
    }
    if (vitest.code !== 0) exitCode = 1;
  }
  if (only !== "unit") {
    const build = await run("npm", ["run", "-s", "build"], baseEnv);
    if (build.code !== 0) throw new Error("The production build failed");
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, [path.join(root, "server/index.js")], {
      cwd: root,
      env: { ...baseEnv, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), SEED_ON_START: "0" },
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
        const stats = JSON.parse(fs.readFileSync(reportFile, "utf8")).stats;
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
} catch (error) {
  console.error(error);
  exitCode = 1;
  totals.failed += 1;
} finally {
  await db.drop().catch(() => {});
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode);
