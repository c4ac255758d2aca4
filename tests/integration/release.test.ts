// The release step (scripts/release.js, fly.toml's release_command) on an empty PostgreSQL database, as a deployment
// runs it (issue 34): NODE_ENV=production and no SEED_DEMO seeds the reference data a shop needs (currencies,
// categories, specification attributes) and no demo content — no products, brands, experts, demos, events, posts,
// no accounts. SEED_DEMO=1 on a later release adds the demo catalogue to the same database (still no accounts outside
// demo mode). Runs the seed bundle (build/seed.js; built here when absent) with plain Node, like the image.
// The first admin comes from ADMIN_EMAIL / ADMIN_NAME / ADMIN_PASSWORD, once, and only into a database without one.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import bcrypt from "bcryptjs";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ADMIN_URL, adminQuery } from "./production-server.support";
import { onPglite } from "./store.support";

const root = path.resolve(import.meta.dirname, "../..");
const dbName = `labmarket_release_${Date.now()}_${process.pid}`;
const adminDbName = `${dbName}_admin`;
let databaseUrl: string | null = null;
let adminDatabaseUrl: string | null = null;

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
  await adminQuery(`CREATE DATABASE "${adminDbName}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  url.pathname = `/${adminDbName}`;
  adminDatabaseUrl = url.toString();
}, 120_000);
afterAll(async () => {
  if (databaseUrl) await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  if (adminDatabaseUrl)
    await adminQuery(`DROP DATABASE IF EXISTS "${adminDbName}" WITH (FORCE)`).catch(() => undefined);
});

/** One query on `url`'s database. */
async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

type Account = {
  email: string;
  passwordHash: string;
  verified: boolean;
  fullName: string | null;
  role: string | null;
  status: string | null;
};
const accounts = (url: string) =>
  query<Account>(
    url,
    `SELECT u.email, u."passwordHash", u."emailVerifiedAt" IS NOT NULL AS verified, p."fullName", p.role::text, p.status::text
     FROM "User" u LEFT JOIN "Profile" p ON p.id = u.id ORDER BY u.email`,
  );

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
  // No ADMIN_EMAIL: no account, and the release says how to create the first admin.
  expect(release.output).toContain(
    "Seed: WARNING no admin account and ADMIN_EMAIL is not set: set ADMIN_EMAIL (and ADMIN_NAME, ADMIN_PASSWORD)",
  );
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

  // ADMIN_EMAIL without ADMIN_PASSWORD: the admin exists, with no password anyone knows; the line says how to set one.
  const adminEmail = "owner@shop.example";
  const withAdmin = await node([path.join(root, "scripts/release.js")], { ...env, ADMIN_EMAIL: adminEmail });
  expect(withAdmin.code, withAdmin.output.slice(-3000)).toBe(0);
  expect(withAdmin.output).toContain(
    "Seed: first admin created for ADMIN_EMAIL without a usable password: set one at /forgot-password",
  );
  expect(withAdmin.output).not.toContain(adminEmail);
  const [admin, ...others] = await accounts(databaseUrl!);
  expect(others).toEqual([]);
  expect(admin).toMatchObject({ email: adminEmail, verified: true, fullName: "Administrator", role: "admin" });
  expect(admin!.status).toBe("approved");
  for (const guess of ["", "Administrator", adminEmail, "Demo1234!"])
    expect(await bcrypt.compare(guess, admin!.passwordHash)).toBe(false);
});

it("the first admin from ADMIN_EMAIL/ADMIN_NAME/ADMIN_PASSWORD: checked first, created once, never a promotion", async (test) => {
  if (!adminDatabaseUrl) test.skip();
  const release = (env: Record<string, string>) =>
    node([path.join(root, "scripts/release.js")], {
      NODE_ENV: "production",
      DATABASE_URL: adminDatabaseUrl!,
      SEED_GENERATED_PRODUCTS: "0",
      ...env,
    });
  const email = "Ops@Shop.Example";
  const password = "correct horse battery";

  // A password the sign-up form would refuse fails the release in one line, before anything is migrated.
  const weak = await release({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "short" });
  expect(weak.code).not.toBe(0);
  expect(weak.output.trim().split("\n")).toEqual([
    "Release failed: ADMIN_PASSWORD does not meet the app's password rule (8 to 72 characters, at most 72 bytes): Password must be at least 8 characters.",
  ]);
  expect(
    await query<{ tables: number }>(
      adminDatabaseUrl!,
      `SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'`,
    ),
  ).toEqual([{ tables: 0 }]);

  // An empty database and ADMIN_EMAIL: one verified, approved admin whose password is ADMIN_PASSWORD.
  const first = await release({ ADMIN_EMAIL: email, ADMIN_NAME: "Olivia Ops", ADMIN_PASSWORD: password });
  expect(first.code, first.output.slice(-3000)).toBe(0);
  expect(first.output).toContain("Seed: first admin created for ADMIN_EMAIL, with the password from ADMIN_PASSWORD");
  expect(first.output).not.toContain(password);
  expect(first.output.toLowerCase()).not.toContain(email.toLowerCase());
  const created = await accounts(adminDatabaseUrl!);
  // The address as the login form reads it (trimmed, lower case).
  expect(created).toMatchObject([
    { email: "ops@shop.example", verified: true, fullName: "Olivia Ops", role: "admin", status: "approved" },
  ]);
  expect(await bcrypt.compare(password, created[0]!.passwordHash)).toBe(true);

  // The next release, even with another password: nothing changes, and it says so in one line.
  const again = await release({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "another password entirely" });
  expect(again.code, again.output.slice(-3000)).toBe(0);
  expect(again.output).toContain(
    "Seed: first admin: an admin account already exists; ADMIN_* left unused, nothing changed",
  );
  expect(await accounts(adminDatabaseUrl!)).toEqual(created);

  // An address that belongs to a buyer is not promoted: one line, exit 0 (an operator's decision).
  await query(
    adminDatabaseUrl!,
    `INSERT INTO "User" (id, email, "passwordHash", "updatedAt") VALUES ('buyer1', 'buyer@shop.example', 'x', now());
     INSERT INTO "Profile" (id, "fullName", role, status, "updatedAt") VALUES ('buyer1', 'B', 'buyer', 'approved', now())`,
  );
  const taken = await release({ ADMIN_EMAIL: "buyer@shop.example" });
  expect(taken.code, taken.output.slice(-3000)).toBe(0);
  expect(taken.output).toContain(
    "Seed: first admin NOT created: ADMIN_EMAIL belongs to an existing account that is not an admin",
  );
  const buyer = (await accounts(adminDatabaseUrl!)).find((account) => account.email === "buyer@shop.example");
  expect(buyer).toMatchObject({ role: "buyer" });
});
