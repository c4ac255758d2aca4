#!/usr/bin/env node
// `npm run db:seed`: (re)applies the seed content; idempotent.
//  - DATABASE_URL set: seeds that database.
//  - unset (the embedded default): seeds ./data/pglite, through the running app's embedded server when `npm start`
//    has it open (PGlite's files belong to one process), else by opening it here (migrated first).
// Arguments are passed on to the seed (e.g. --if-empty).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { embeddedDatabaseInUse, seedCommand, startEmbeddedDatabase } from "../server/database.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: process.env, stdio: "inherit" });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

let stop = async () => {};
let code = 0;
try {
  if (!process.env.DATABASE_URL) {
    const running = embeddedDatabaseInUse(root);
    if (running) {
      console.log(`Seeding the embedded database of the running app (process ${running.pid})`);
      process.env.DATABASE_URL = running.url;
      process.env.EMBEDDED_DB = "1";
    } else {
      stop = await startEmbeddedDatabase(root);
      code = await run([path.join(root, "scripts/prisma.js"), "migrate", "deploy"]);
    }
  }
  // The TypeScript source when tsx is installed (a development checkout), else the bundle from `npm run build`.
  const fromSource = fs.existsSync(path.join(root, "node_modules/tsx"));
  if (code === 0) code = await run([...seedCommand(root, { dev: fromSource }), ...process.argv.slice(2)]);
} catch (error) {
  console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await stop().catch(() => {});
}
process.exit(code);
