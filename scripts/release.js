#!/usr/bin/env node
// The release step of a deployment (fly.toml `release_command`, run once per deploy on a temporary machine before
// the new version starts): apply migrations, then seed what is missing. App machines then start without migrating or
// seeding, so a cold start (Fly's auto-start) only starts the server. The seed takes a PostgreSQL advisory lock, so
// two releases at once cannot both seed. Needs DATABASE_URL; plain Node only.
// A release seeds the reference data a shop needs (currencies, categories, specification attributes and units,
// collections, the home page's cards); the demo content (brands, products, people, demos, events, posts) only in demo
// mode (DEMO_MODE=1) or with SEED_DEMO=1, whatever NODE_ENV says (issue 34; server/settings.js demoContentFrom); and
// the first admin account when ADMIN_EMAIL is set and the database has no admin (prisma/first-admin.ts).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { demoContentFrom } from "../server/settings.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function run(label, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: process.env, stdio: "inherit" });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${label} exited with ${code}`))));
  });
}

if (!process.env.DATABASE_URL) {
  console.error("Release failed: DATABASE_URL is not set (fly postgres attach, or fly secrets set DATABASE_URL=...).");
  process.exit(1);
}
// The first admin's settings (ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD; prisma/first-admin.ts) before anything is
// migrated: a weak ADMIN_PASSWORD is one line and the database is left as it was.
const seedBundle = path.join(root, "build/seed.js");
const { firstAdminFrom } = await import(pathToFileURL(seedBundle).href).catch((error) => {
  console.error(`Release failed: cannot load the seed (${seedBundle}; npm run build makes it): ${error.message}`);
  process.exit(1);
});
const { problem } = firstAdminFrom(process.env);
if (problem) {
  console.error(`Release failed: ${problem}`);
  process.exit(1);
}
try {
  await run("prisma migrate deploy", [path.join(root, "scripts/prisma.js"), "migrate", "deploy"]);
  const demo = demoContentFrom(process.env, { release: true });
  await run("The seed", [seedBundle, "--if-empty", demo ? "--demo" : "--no-demo"]);
  console.log(
    `Release: database migrated and seeded (${demo ? "demo content asked for: the seed's lines above say whether it was added" : "reference data only; SEED_DEMO=1 adds the demo content"})`,
  );
} catch (error) {
  console.error(`Release failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
