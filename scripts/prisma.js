#!/usr/bin/env node
// Runs the Prisma CLI with a DATABASE_URL always set. Without one the CLI cannot read the schema and
// silently falls back to downloading a native engine, which fails offline (see DESIGN.md recipe).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env };
if (!env.DATABASE_URL) env.DATABASE_URL = "postgresql://placeholder@127.0.0.1:5432/placeholder";
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
env.CHECKPOINT_DISABLE = "1";
const result = spawnSync(
  process.execPath,
  [path.join(root, "node_modules/prisma/build/index.js"), ...process.argv.slice(2)],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);
process.exit(result.status ?? 1);
