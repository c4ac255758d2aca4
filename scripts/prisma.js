#!/usr/bin/env node
// Runs the Prisma CLI with a DATABASE_URL always set. Without one the CLI cannot read the schema and
// silently falls back to downloading a native engine, which fails offline (see DESIGN.md recipe).
//   node scripts/prisma.js <prisma arguments>                  the CLI's own output
//   node scripts/prisma.js --log logs/x.log <prisma arguments>  its output into that file and one line here (the
//     file's last lines when it fails): `npm install`'s client generation (issue 34, quiet set-up output)
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env };
if (!env.DATABASE_URL) env.DATABASE_URL = "postgresql://placeholder@127.0.0.1:5432/placeholder";
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
env.CHECKPOINT_DISABLE = "1";
let args = process.argv.slice(2);
let logFile = null;
if (args[0] === "--log") {
  logFile = path.resolve(root, args[1]);
  args = args.slice(2);
}
const cli = [path.join(root, "node_modules/prisma/build/index.js"), ...args];
if (!logFile) {
  const result = spawnSync(process.execPath, cli, { cwd: root, env, stdio: "inherit" });
  process.exit(result.status ?? 1);
}
fs.mkdirSync(path.dirname(logFile), { recursive: true });
const log = fs.openSync(logFile, "w");
const started = Date.now();
const result = spawnSync(process.execPath, cli, { cwd: root, env, stdio: ["ignore", log, log] });
fs.closeSync(log);
const shown = path.relative(process.cwd(), logFile);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (result.status === 0) {
  console.log(`Prisma ${args[0]}: done in ${seconds} s (details in ${shown})`);
} else {
  const tail = fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-30).join("\n");
  process.stderr.write(
    `${tail}\nPrisma ${args[0]} failed (exit code ${result.status}); the whole output is in ${shown}\n`,
  );
}
process.exit(result.status ?? 1);
