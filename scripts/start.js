#!/usr/bin/env node
// `npm start` (and `npm run dev` with --dev): the checks a first hour needs, then the server (issue 34).
//  1. Node's version, before anything else: an older Node stops with one line naming the version needed.
//  2. Settings and ports, before the build: a too-short SESSION_SECRET, a bad APP_ORIGIN or a busy port is one line
//     ("LabMarket cannot start: …") within a second, not a stack trace after a 90-second build.
//  3. The production build, only when its sources changed since the last one (scripts/build-stamp.js); its output
//     goes to logs/build.log and the terminal gets one line (the log's end when it fails).
//  4. server/index.js, in this process (it checks again, for the image, which starts it directly). Its set-up steps
//     (migrations, the seed) write their output to logs/migrate.log and logs/seed.log (SETUP_LOG_DIR) and one line
//     each here; on the embedded database (a person at a terminal) the log is readable text, not JSON lines.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeVersionProblem } from "./node-version.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function fail(message) {
  process.stderr.write(`LabMarket cannot start: ${message}\n`);
  process.exit(1);
}

const { engines } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const versionProblem = nodeVersionProblem(process.version, engines.node);
if (versionProblem) fail(versionProblem);

// From here on Node is new enough for everything below (the settings check reads TypeScript with Node's own type
// stripping).
const dev = process.argv.includes("--dev");
// The build gets the environment `npm start` got; server/node-env.js then gives NODE_ENV the server's default, which
// the settings rules depend on (production needs APP_ORIGIN with a real database, ...).
const buildEnv = { ...process.env };
await import("../server/node-env.js");
const { portProblem, settingsProblems } = await import("./start-checks.js");
const problems = settingsProblems(process.env);
if (problems.length > 0) fail(problems.join("\n  "));
const busy = await portProblem(process.env);
if (busy) fail(busy);

if (!dev) {
  const { buildStatus, removeStamp } = await import("./build-stamp.js");
  const status = buildStatus(root);
  if (status.current) {
    console.log(`Build: up to date (${status.reason}).`);
  } else {
    const logFile = path.join(root, "logs/build.log");
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    // One line: the step, then how it ended (nothing else writes to the terminal meanwhile).
    process.stdout.write(`Build: ${status.reason}; building (about a minute or two; details in logs/build.log)… `);
    removeStamp(root);
    const started = Date.now();
    const { spawn } = await import("node:child_process");
    const code = await new Promise((resolve) => {
      const log = fs.openSync(logFile, "w");
      const child = spawn("npm", ["run", "-s", "build"], {
        cwd: root,
        env: { ...buildEnv, BUILD_SOURCES_HASH: status.hash },
        stdio: ["ignore", log, log],
      });
      child.on("error", () => resolve(1));
      child.on("close", (exitCode) => {
        fs.closeSync(log);
        resolve(exitCode ?? 1);
      });
    });
    if (code !== 0) {
      process.stdout.write("FAILED\n");
      const tail = fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-30).join("\n");
      process.stderr.write(`${tail}\n`);
      fail(`the build failed (exit code ${code}); the whole output is in logs/build.log.`);
    }
    console.log(`done in ${Math.round((Date.now() - started) / 1000)} s.`);
  }
}

process.env.SETUP_LOG_DIR ??= path.join(root, "logs");
if (!process.env.DATABASE_URL) process.env.LOG_FORMAT ??= "text";
await import("../server/index.js");
