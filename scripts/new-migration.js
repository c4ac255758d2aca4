#!/usr/bin/env node
// Authors a new migration offline: diff the schema as it was when the newest migration was committed
// (read from git) against the working schema, and write the SQL to prisma/migrations/<timestamp>_<name>/.
// `prisma migrate dev` cannot run on the JS schema engine (ADR 001), so this is how migrations are made.
// Usage: npm run db:new-migration -- add_quotes
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEmbeddedPostgres } from "../server/embedded-postgres.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:new-migration -- <name>");
  process.exit(2);
}

const git = (...args) =>
  execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
let lastCommit = "";
try {
  lastCommit = git("log", "-1", "--format=%H", "--", "prisma/migrations");
} catch {
  // A repository without commits has no previous schema: the migration starts from empty.
}
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "migration-"));
const from = path.join(tmp, "previous.prisma");
let fromArgs;
if (lastCommit) {
  fs.writeFileSync(from, git("show", `${lastCommit}:prisma/schema.prisma`));
  fromArgs = ["--from-schema-datamodel", from];
} else {
  fromArgs = ["--from-empty"];
}

// The JS schema engine needs a database connection even for a schema-to-schema diff: an in-memory
// embedded Postgres serves, so authoring a migration needs no server.
const embedded = await startEmbeddedPostgres();
// Async on purpose: the embedded server lives in this process's event loop, which spawnSync would block.
const result = await new Promise((resolve) => {
  const child = spawn(
    process.execPath,
    [
      path.join(root, "scripts/prisma.js"),
      "migrate",
      "diff",
      ...fromArgs,
      "--to-schema-datamodel",
      "prisma/schema.prisma",
      "--script",
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: embedded.url } },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.on("close", (status) => resolve({ status, stdout, stderr }));
});
await embedded.stop();
if (result.status !== 0) {
  process.stderr.write(result.stderr);
  process.exit(result.status ?? 1);
}
const sql = result.stdout;
if (/This is an empty migration/.test(sql) || !sql.trim()) {
  console.log("The schema has not changed since the last migration: nothing written.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
const dir = path.join(root, "prisma/migrations", `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), sql);
console.log(
  `Wrote ${path.relative(root, dir)}/migration.sql — review it, add hand-written SQL (indexes, triggers) if needed.`,
);
