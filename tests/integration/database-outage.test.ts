// Database restarts and failovers (issue 15 item 1, issue 16 "Database outages"): every pool the app owns
// survives its connections being terminated (pg_terminate_backend, what a restart does to them); a read
// whose connection dies mid-request runs again on a fresh connection; a write answers 503 + Retry-After
// and stores nothing; /healthz says what is down.
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { consume, rateLimitStoreReachable, reset } from "~/modules/security/rate-limit.server";
import { action as cartAction } from "~/routes/cart";
import { loader as healthLoader } from "~/routes/healthz";
import { loader as storeLoader } from "~/routes/store._index";
import { prisma } from "~/utils/db.server";
import { createProduct, deleteCreatedProducts, formRequest, getRequest, onPglite, uid } from "./store.support";

const ctx = { context: { cspNonce: "" }, params: {} };
const LOCKER = "outage-test-locker";
let admin: pg.Client;
let locker: pg.Client | null = null;
let pglite = false;

beforeAll(async () => {
  pglite = await onPglite();
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: "outage-test-admin" });
  if (!pglite) await admin.connect();
});
afterEach(async () => {
  await locker?.query("ROLLBACK").catch(() => undefined);
  await locker?.end().catch(() => undefined);
  locker = null;
});
afterAll(async () => {
  if (!pglite) await admin.end();
  await deleteCreatedProducts();
});

/** What a database restart does to the app: every connection of this process's pools is terminated. */
async function terminateAppConnections(): Promise<number> {
  const { rows } = await admin.query<{ n: string }>(
    `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name NOT IN ($1, 'outage-test-admin')`,
    [LOCKER],
  );
  return Number(rows[0].n);
}

/** A second session holding a table lock, so the app's next statement on that table waits (mid-request). */
async function lockTable(table: string, mode: string) {
  locker = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: LOCKER });
  await locker.connect();
  await locker.query("BEGIN");
  await locker.query(`LOCK TABLE "${table}" IN ${mode} MODE`);
}

async function untilSomeoneWaitsForALock() {
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await admin.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND application_name <> $1`,
      [LOCKER],
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("no app query waited for the lock");
}

describe("database restart", () => {
  it("the rate limiter's and the app's pools survive their connections being terminated; the next request works", async (test) => {
    if (pglite) test.skip();
    const key = `${uid("outage")}@example.com`;
    await consume("login", key); // the rate limiter's pool now holds an idle connection
    await prisma.storeProduct.count(); // so does the app's
    expect(await terminateAppConnections()).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the idle clients receive the termination
    // Still alive (an unhandled pool 'error' event used to end the process here), and both pools reconnect.
    expect(await rateLimitStoreReachable()).toBe(true);
    const health = await healthLoader();
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", database: "ok", rateLimitStore: "ok" });
    await reset("login", key);
  });

  it("a read whose connection is terminated mid-request runs once more on a fresh connection: /store renders", async (test) => {
    if (pglite) test.skip();
    await lockTable("StoreProduct", "ACCESS EXCLUSIVE");
    const page = storeLoader({ ...ctx, request: getRequest("/store") });
    await untilSomeoneWaitsForALock();
    expect(await terminateAppConnections()).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await locker!.query("COMMIT");
    const data = await page;
    expect(data.result.products.length).toBeGreaterThan(0);
  });

  it("a write whose connection is terminated mid-request answers 503 with Retry-After and stores nothing", async (test) => {
    if (pglite) test.skip();
    const { variantIds } = await createProduct({ variants: [{ priceInCents: 1000 }] });
    await lockTable("CartLine", "EXCLUSIVE"); // reads go on, inserts wait
    const posted = cartAction({
      ...ctx,
      request: formRequest("/cart", { intent: "add", variantId: variantIds[0], redirectTo: "/store" }),
    }).then(
      (value) => ({ thrown: false, value }),
      (error: unknown) => ({ thrown: true, value: error }),
    );
    await untilSomeoneWaitsForALock();
    await terminateAppConnections();
    const outcome = await posted;
    await locker!.query("COMMIT");
    expect(outcome.thrown).toBe(true);
    const response = outcome.value as Response;
    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.text()).toMatch(/temporarily unavailable/);
    expect(await prisma.cartLine.count({ where: { variantId: variantIds[0] } })).toBe(0);
  });
});
