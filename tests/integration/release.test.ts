// The release step (scripts/release.js, fly.toml's release_command) on an empty PostgreSQL database, as a deployment
// runs it (issue 34): NODE_ENV=production and no SEED_DEMO seeds the reference data a shop needs (currencies,
// categories, specification attributes) and no demo content — no products, brands, experts, demos, events, posts,
// no accounts. SEED_DEMO=1 on a later release adds the demo catalogue to the same database (still no accounts outside
// demo mode). Runs the seed bundle (build/seed.js; built here when absent) with plain Node, like the image.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_URL, adminQuery } from "./production-server.support";
import { onPglite } from "./store.support";

const root = path.resolve(import.meta.dirname, "../..");
const dbName = `labmarket_release_${Date.now()}_${process.pid}`;
let databaseUrl: string | null = null;

function node(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", ...env } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  // A database of its own on the PostgreSQL server (the embedded test database is one process's).
  if (await onPglite()) return;
  if (!fs.existsSync(path.join(root, "build/seed.js"))) {
    const built = await node([path.join(root, "scripts/build-seed.js")], {});
    expect(built.code, built.output).toBe(0);
  }
  await adminQuery(`CREATE DATABASE "${dbName}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}, 120_000);
afterAll(async () => {
  if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
});

async function counts() {
  const client = new pg.Client({ connectionString: databaseUrl! });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, number>>(`SELECT
      (SELECT count(*)::int FROM "Currency") AS currencies,
      (SELECT count(*)::int FROM "Category") AS categories,
      (SELECT count(*)::int FROM "AttributeDefinition") AS attributes,
      (SELECT count(*)::int FROM "StoreProduct") AS products,
      (SELECT count(*)::int FROM "Variant") AS variants,
      (SELECT count(*)::int FROM "Brand") AS brands,
      (SELECT count(*)::int FROM "Expert") AS experts,
      (SELECT count(*)::int FROM "Demo") AS demos,
      (SELECT count(*)::int FROM "Event") AS events,
      (SELECT count(*)::int FROM "CommunityPost") AS posts,
      (SELECT count(*)::int FROM "Panel") AS panels,
      (SELECT count(*)::int FROM "LeaderboardEntry") AS leaderboard,
      (SELECT count(*)::int FROM "User") AS users`);
    return rows[0]!;
  } finally {
    await client.end();
  }
}

it("a production release on an empty database seeds the reference data only; SEED_DEMO=1 adds the demo catalogue", async (test) => {
  if (!databaseUrl) test.skip();
  const env = { NODE_ENV: "production", DATABASE_URL: databaseUrl!, SEED_GENERATED_PRODUCTS: "0" };
  const release = await node([path.join(root, "scripts/release.js")], env);
  expect(release.code, release.output.slice(-3000)).toBe(0);
  expect(release.output).toContain("reference data only");
  const after = await counts();
  expect(after.currencies).toBeGreaterThan(0);
  expect(after.categories).toBeGreaterThan(0);
  expect(after.attributes).toBeGreaterThan(0);
  expect(after).toMatchObject({
    products: 0,
    variants: 0,
    brands: 0,
    experts: 0,
    demos: 0,
    events: 0,
    posts: 0,
    panels: 0,
    leaderboard: 0,
    users: 0,
  });

  // The next release finds the reference data and has nothing to do.
  const again = await node([path.join(root, "scripts/release.js")], env);
  expect(again.code, again.output.slice(-3000)).toBe(0);
  expect(again.output).toContain("Seed: content already present");
  expect(await counts()).toEqual(after);

  // The demo catalogue on purpose: added to the same database; demo accounts still only in demo mode.
  const demo = await node([path.join(root, "scripts/release.js")], { ...env, SEED_DEMO: "1" });
  expect(demo.code, demo.output.slice(-3000)).toBe(0);
  const withDemo = await counts();
  expect(withDemo.products).toBeGreaterThanOrEqual(30);
  expect(withDemo.brands).toBeGreaterThan(0);
  expect(withDemo.events).toBeGreaterThan(0);
  expect(withDemo.users).toBe(0);
  expect(withDemo.categories).toBe(after.categories);
  expect(demo.output).not.toContain("demo content NOT added");

  // Asked again, with brands now in the database: nothing added, and the log says so instead of claiming it.
  const demoAgain = await node([path.join(root, "scripts/release.js")], { ...env, SEED_DEMO: "1" });
  expect(demoAgain.code, demoAgain.output.slice(-3000)).toBe(0);
  expect(demoAgain.output).toContain("Seed: demo content NOT added: the database already has brands");
  expect(demoAgain.output).not.toContain("reference data and demo content");
  expect(await counts()).toEqual(withDemo);
});
