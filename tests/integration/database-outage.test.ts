// Database restarts and failovers (issue 15 items 1 and 14, issue 16 "Database outages"): every pool the app owns
// survives its connections being terminated (pg_terminate_backend, what a restart does to them); a read
// whose connection dies mid-request runs again on a fresh connection; a write answers 503 + Retry-After
// and stores nothing; a transaction that cannot begin answers 503 too; the job queue (pg-boss) and the live rooms'
// LISTEN connection reconnect; /healthz says what is down. Last, the same over HTTP against a production server
// process on its own database, cut off (connections terminated, new ones refused) and then let back in.
import fs from "node:fs";
import net from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FORM_BODY_MESSAGES } from "~/modules/forms/request-body.server";
import { jobQueueHealth, sendJob, startJobs } from "~/modules/jobs/jobs.server";
import { roomBus } from "~/modules/live/bus.server";
import { consume, rateLimitStoreReachable, reset } from "~/modules/security/rate-limit.server";
import { action as cartAction } from "~/routes/cart";
import { loader as healthLoader } from "~/routes/healthz";
import { loader as storeLoader } from "~/routes/store._index";
import { Prisma } from "~/generated/prisma/client";
import { createDatabase, prisma } from "~/utils/db.server";
import { adminQuery, eventually, startProductionServer, type ProductionServer } from "./production-server.support";
import { createProduct, deleteCreatedProducts, formRequest, getRequest, onPglite, uid } from "./store.support";
import { routeArgs } from "../setup/route-args";

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

/**
 * The client-side TCP ports of this process's open sockets (Linux /proc): which backends of the shared test database
 * are this test file's. Test files run side by side on one database; terminating or waiting on another file's
 * connections would fail its writes at random.
 */
function ownClientPorts(): number[] {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync("/proc/self/fd")) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/self/fd/${fd}`));
      if (socket) inodes.add(socket[1]!);
    } catch {
      // closed meanwhile
    }
  }
  const ports: number[] = [];
  for (const table of ["/proc/self/net/tcp", "/proc/self/net/tcp6"]) {
    const lines = fs.existsSync(table) ? fs.readFileSync(table, "utf8").split("\n").slice(1) : [];
    for (const line of lines) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      const columns = line.trim().split(/\s+/);
      if (columns.length > 9 && inodes.has(columns[9]!)) ports.push(parseInt(columns[1]!.split(":")[1]!, 16));
    }
  }
  return ports;
}

/** What a database restart does to the app: every connection of this process's pools is terminated. */
async function terminateAppConnections(): Promise<number> {
  const { rows } = await admin.query<{ n: string }>(
    `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name NOT IN ($1, 'outage-test-admin')
       AND client_port = ANY($2::int[])`,
    [LOCKER, ownClientPorts()],
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
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND application_name <> $1
         AND client_port = ANY($2::int[])`,
      [LOCKER, ownClientPorts()],
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
    const page = storeLoader(routeArgs({ request: getRequest("/store") }));
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
    const posted = cartAction(
      routeArgs({ request: formRequest("/cart", { intent: "add", variantId: variantIds[0], redirectTo: "/store" }) }),
    ).then(
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
    expect(await prisma.cartLine.count({ where: { variantId: variantIds[0] } })).toBe(0);
  });
});

describe("transactions and raw reads while the database is unreachable", () => {
  it("a transaction that cannot begin (interactive or a batch) or a raw read on the pool answers 503 with Retry-After, not a bare 500", async () => {
    // A client of its own over a port nothing listens on: the pool's first connection is refused at BEGIN.
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const { prisma: unreachable, readRows } = createDatabase(`postgresql://postgres@127.0.0.1:${closed}/nowhere`, 1);
    try {
      for (const attempt of [
        () => unreachable.$transaction(async (tx) => tx.storeProduct.count()),
        () => unreachable.$transaction([unreachable.storeProduct.count()]),
        () => readRows(Prisma.sql`SELECT count(*) FROM "StoreProduct"`),
      ]) {
        const thrown = await attempt().then(
          () => null,
          (error: unknown) => error,
        );
        expect(thrown).toBeInstanceOf(Response);
        const response = thrown as Response;
        expect(response.status).toBe(503);
        expect(response.headers.get("Retry-After")).toBe("5");
        // No body: the same response may be thrown by two loaders of one request (both awaiting the session's
        // user) and read by each; a body can be read only once, and the second read was a 500.
        expect(response.body).toBeNull();
        expect([await response.text(), await response.text()]).toEqual(["", ""]);
      }
    } finally {
      await unreachable.$disconnect().catch(() => undefined);
    }
  });
});

describe("connections of their own", () => {
  it("the live rooms' LISTEN connection reconnects after it is terminated", async (test) => {
    if (pglite) test.skip();
    const bus = roomBus();
    // The bus's one listening client (private to the bus: read here only to know which backend is ours).
    const listenerPid = () =>
      (bus as unknown as { client: { processID?: number } | null }).client?.processID ?? undefined;
    await bus.start();
    try {
      const first = await eventually(async () => listenerPid(), "the listener to connect");
      const { rows } = await admin.query(`SELECT application_name FROM pg_stat_activity WHERE pid = $1`, [first]);
      expect(rows[0]?.application_name).toBe("labmarket-live-listener");
      await admin.query("SELECT pg_terminate_backend($1)", [first]);
      const second = await eventually(async () => {
        const pid = listenerPid();
        return pid !== undefined && pid !== first ? pid : undefined;
      }, "the listener to reconnect");
      // The new connection is listening again (its last statement is the LISTEN, or the heartbeat after it).
      const after = await eventually(async () => {
        const { rows } = await admin.query<{ application_name: string; query: string }>(
          `SELECT application_name, query FROM pg_stat_activity WHERE pid = $1`,
          [second],
        );
        return rows[0] && /^(LISTEN|SELECT 1)/i.test(rows[0].query) ? rows[0] : undefined;
      }, "the new connection to LISTEN");
      expect(after.application_name).toBe("labmarket-live-listener");
    } finally {
      await bus.stop();
    }
  });

  it("the job queue (pg-boss) reconnects after its connections are terminated, and still runs jobs", async (test) => {
    if (pglite) test.skip();
    const done: unknown[] = [];
    const queue = `outage-test-${uid("job")}`;
    const stop = await startJobs([{ name: queue, retryLimit: 0, handler: async (data) => void done.push(data) }]);
    try {
      expect(await jobQueueHealth()).toBe("ok");
      const { rows } = await admin.query<{ n: string }>(
        `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'pgboss' AND client_port = ANY($1::int[])`,
        [ownClientPorts()],
      );
      expect(Number(rows[0].n)).toBeGreaterThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await eventually(async () => ((await jobQueueHealth()) === "ok" ? true : undefined), "pg-boss to reconnect");
      await eventually(async () => ((await sendJob(queue, { n: 1 })) ? true : undefined), "a job to be queued");
      await eventually(async () => (done.length > 0 ? true : undefined), "the job to run", 30_000);
      expect(done[0]).toEqual({ n: 1 });
    } finally {
      await stop();
    }
  });
});

// ── Over HTTP: a production server process (the build, NODE_ENV=production) on a database of its own ──

describe("an outage over HTTP (production server process)", () => {
  let server: ProductionServer | null = null;
  let base = "";
  const output = () => server?.output() ?? "";

  /** The outage: new connections to the app's database refused, and every open one terminated. */
  async function cutOff(): Promise<number> {
    await adminQuery(`ALTER DATABASE "${server!.dbName}" ALLOW_CONNECTIONS false`);
    const { rows } = await adminQuery(
      `SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1`,
      [server!.dbName],
    );
    return Number(rows[0].n);
  }
  const letBackIn = () => adminQuery(`ALTER DATABASE "${server!.dbName}" ALLOW_CONNECTIONS true`);

  beforeAll(async () => {
    if (pglite) return;
    // Demo mode: the seeded demo buyer logs in over HTTP.
    server = await startProductionServer("outage", () => ({ DEMO_MODE: "1" }));
    base = server.base;
  }, 600_000);

  afterAll(async () => {
    if (pglite || !server) return;
    await letBackIn().catch(() => undefined);
    await server.stop();
  });

  it("cut off: pages answer 503 'temporarily unavailable' with Retry-After, /healthz names the database, a JSON post still gets its 415 page; let back in, every pool recovers", async (test) => {
    if (pglite) test.skip();
    const store = await fetch(`${base}/store`);
    expect(store.status).toBe(200);
    const { rows: before } = await adminQuery(
      `SELECT application_name FROM pg_stat_activity WHERE datname = $1 AND application_name = 'pgboss'`,
      [server!.dbName],
    );
    expect(before.length, "pg-boss holds connections before the outage").toBeGreaterThan(0);

    expect(await cutOff()).toBeGreaterThan(0);
    try {
      const page = await fetch(`${base}/store`);
      const html = await page.text();
      expect(page.status, html.slice(0, 500)).toBe(503);
      expect(page.headers.get("Retry-After")).toBe("5");
      expect(html).toMatch(/temporarily unavailable/i);

      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(503);
      expect(health.headers.get("Retry-After")).toBe("5");
      expect(await health.json()).toMatchObject({ status: "error", database: "unreachable" });

      const json = await fetch(`${base}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base },
        body: JSON.stringify({ email: "ada@example.com", message: "Hello" }),
      });
      const jsonPage = await json.text();
      expect(json.status, jsonPage.slice(0, 500)).toBe(415);
      expect(jsonPage).toContain(FORM_BODY_MESSAGES.unsupported);
    } finally {
      await letBackIn();
    }

    // Let back in: the app's pool, the rate limiter's and pg-boss's reconnect on their own.
    const healthy = await eventually(async () => {
      const response = await fetch(`${base}/healthz`);
      return response.ok ? ((await response.json()) as Record<string, string>) : undefined;
    }, "/healthz to answer 200 again");
    expect(healthy).toMatchObject({ status: "ok", database: "ok", rateLimitStore: "ok", jobQueue: "ok" });
    expect((await fetch(`${base}/store`)).status).toBe(200);
    await eventually(async () => {
      const { rows } = await adminQuery(
        `SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND application_name = 'pgboss'`,
        [server!.dbName],
      );
      return rows.length > 0 ? true : undefined;
    }, "pg-boss to reconnect");
    expect(output()).not.toMatch(/Unhandled|uncaughtException/i);
    expect(server!.child.exitCode).toBeNull();
  });

  it("cut off under load: a signed-in buyer's cart and anonymous store pages, documents and data, all answer 503, never 500", async (test) => {
    if (pglite) test.skip();
    const login = await fetch(`${base}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ email: "buyer@labmarket.test", password: "Demo1234!" }),
    });
    expect([302, 303], await login.text()).toContain(login.status);
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const cart = await fetch(`${base}/cart`, { headers: { Cookie: cookie } });
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain("Log out");

    const logBefore = output().length;
    expect(await cutOff()).toBeGreaterThan(0);
    let statuses: number[];
    let retryAfter: (string | null)[];
    try {
      // The cart page's root and route loaders both await the session's user: one failure reaches both.
      const requests = Array.from({ length: 20 }, (_, i) => [
        fetch(`${base}/cart`, { headers: { Cookie: cookie } }),
        fetch(`${base}/cart.data`, { headers: { Cookie: cookie } }),
        fetch(`${base}/store?page=${i + 1}`),
        fetch(`${base}/store.data?page=${i + 1}`),
      ]).flat();
      const responses = await Promise.all(requests);
      statuses = responses.map((response) => response.status);
      retryAfter = responses.map((response) => response.headers.get("Retry-After"));
      await Promise.all(responses.map((response) => response.arrayBuffer()));
    } finally {
      await letBackIn();
    }
    const counts = Object.fromEntries(
      [...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]),
    );
    expect(counts).toEqual({ 503: 80 });
    expect(new Set(retryAfter!)).toEqual(new Set(["5"]));
    expect(output().slice(logBefore)).not.toMatch(/Body is unusable|already been read/);
    await eventually(async () => ((await fetch(`${base}/healthz`)).ok ? true : undefined), "/healthz to answer 200");
  });
});
