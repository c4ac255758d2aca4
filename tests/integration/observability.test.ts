// What an operator sees of a production server process (issue 34 items 3 and 4, ADR 052): one JSON access line per
// request with Fly's request id, the same id on the request's error line, no codes or passwords in the log, Prometheus
// metrics on their own port labelled by route pattern, liveness that survives a database outage while readiness
// reports it, and a SIGTERM with an open live stream that tells the stream to reconnect and exits 0 quickly.
import http from "node:http";
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_URL,
  adminQuery,
  eventually,
  freePort,
  startProductionServer,
  type ProductionServer,
} from "./production-server.support";
import { onPglite } from "./store.support";

const LIVE_DEMO = "single-use-bioreactor-scale-up-live";
let server: ProductionServer | null = null;
let metricsPort = 0;

beforeAll(async () => {
  if (await onPglite()) return;
  metricsPort = await freePort();
  // Demo mode: the seeded demo buyer signs in over HTTP, and codes stay readable in the outbox row.
  server = await startProductionServer("observability", () => ({
    DEMO_MODE: "1",
    METRICS_PORT: String(metricsPort),
    // One request at a time (ADR 081): every test below runs through the admission queue at its tightest, and the
    // live stream's test shows that a stream never holds the one place.
    APP_CONCURRENT_REQUESTS: "1",
  }));
}, 600_000);
afterAll(async () => {
  await adminQuery(`ALTER DATABASE "${server?.dbName}" ALLOW_CONNECTIONS true`).catch(() => undefined);
  await server?.stop();
});

const linesOf = (reqId: string) => server!.logEntries().filter((entry) => entry.reqId === reqId);
const accessLineOf = (reqId: string) =>
  eventually(async () => linesOf(reqId).find((entry) => entry.msg === "request"), `the access line of ${reqId}`, 5_000);
const newRequestId = () => `test-${crypto.randomUUID()}`;

async function serverDbQuery<R extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${server!.dbName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<R>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

async function signIn(reqId = newRequestId()): Promise<string> {
  const login = await fetch(`${server!.base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server!.base, "Fly-Request-Id": reqId },
    body: new URLSearchParams({ email: "buyer@labmarket.test", password: "Demo1234!" }),
  });
  expect([302, 303], await login.text()).toContain(login.status);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

const metricsText = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();

describe("access log and request id", () => {
  it("one JSON line per request: method, path without the query, status, duration, route pattern and Fly-Request-Id", async (test) => {
    if (!server) test.skip();
    const reqId = newRequestId();
    const page = await fetch(`${server!.base}/store?q=private-search-words`, { headers: { "Fly-Request-Id": reqId } });
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Request-Id")).toBe(reqId);
    await page.text();
    const line = await accessLineOf(reqId);
    expect(line).toMatchObject({ level: "info", method: "GET", path: "/store", status: 200, route: "/store" });
    expect(typeof line.ms).toBe("number");
    expect(typeof line.time).toBe("string");
    expect(server!.output()).not.toContain("private-search-words");
    expect(line.userId).toBeUndefined();

    // Without Fly's header an id is generated, sent back and logged.
    const other = await fetch(`${server!.base}/store`);
    await other.text();
    const generated = other.headers.get("X-Request-Id") ?? "";
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect((await accessLineOf(generated)).status).toBe(200);
  });

  it("a signed-in request's line names the user by id, the login's own line too; neither the password nor the session cookie is logged", async (test) => {
    if (!server) test.skip();
    const loginId = newRequestId();
    const cookie = await signIn(loginId);
    const reqId = newRequestId();
    const cart = await fetch(`${server!.base}/cart`, { headers: { Cookie: cookie, "Fly-Request-Id": reqId } });
    expect(cart.status).toBe(200);
    await cart.text();
    const [user] = await serverDbQuery<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [
      "buyer@labmarket.test",
    ]);
    expect((await accessLineOf(reqId)).userId).toBe(user!.id);
    // The POST that signed in is the user's first request: its line names them as well.
    expect(await accessLineOf(loginId)).toMatchObject({ method: "POST", path: "/login", userId: user!.id });
    const output = server!.output();
    expect(output).not.toContain("Demo1234!");
    expect(output).not.toContain(cookie.split("=")[1]!.slice(0, 20));
  });

  it("requesting a reset code logs that a mail was queued, never the code or the mail's body", async (test) => {
    if (!server) test.skip();
    const reqId = newRequestId();
    const response = await fetch(`${server!.base}/forgot-password`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server!.base, "Fly-Request-Id": reqId },
      body: new URLSearchParams({ email: "buyer@labmarket.test" }),
    });
    expect(response.status).toBeLessThan(400);
    await accessLineOf(reqId);
    const [mail] = await serverDbQuery<{ text: string; id: string }>(
      `SELECT id, text FROM "EmailMessage" WHERE "to" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
      ["buyer@labmarket.test"],
    );
    const code = /\b\d{6}\b/.exec(mail!.text)?.[0];
    expect(code, "demo mode keeps the code in the outbox row").toBeDefined();
    // The outbox line is written during the request, with its id.
    expect(linesOf(reqId).some((entry) => String(entry.msg).includes(`queued ${mail!.id}`))).toBe(true);
    // The recipient's address is personal data: the outbox row has it, the request's lines do not.
    expect(JSON.stringify(linesOf(reqId))).not.toContain("buyer@labmarket.test");
    const output = server!.output();
    expect(output).not.toContain(code);
    expect(output).not.toContain(mail!.text.split("\n").find((line) => line.trim().length > 30) ?? "no body line");
  });
});

describe("metrics on their own port", () => {
  it("a Prometheus text with the request histogram by route pattern, pool gauges, open streams, the job queue and process metrics", async (test) => {
    if (!server) test.skip();
    await (await fetch(`${server!.base}/store/product/no-such-product-123`)).text();
    const text = await metricsText();
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/store",status_class="2xx"\}/,
    );
    expect(text).toContain('route="/store/product/:id"');
    expect(text).not.toContain("no-such-product-123");
    expect(text).toMatch(/labmarket_db_pool_connections\{pool="app",state="idle"\} \d+/);
    expect(text).toMatch(/labmarket_db_pool_connections\{pool="app",state="in_use"\} \d+/);
    expect(text).toMatch(/labmarket_db_pool_waiting\{pool="app"\} \d+/);
    expect(text).toMatch(/labmarket_live_streams_open \d+/);
    expect(text).toMatch(/labmarket_http_requests_waiting \d+/);
    expect(text).toMatch(/labmarket_job_queue_jobs\{queue="release-expired-reservations",state="queued"\} \d+/);
    expect(text).toMatch(/labmarket_job_queue_failed_jobs\{queue="release-expired-reservations"\} \d+/);
    expect(text).toContain("process_cpu_user_seconds_total");
    // Not on the public port.
    expect((await fetch(`${server!.base}/metrics`)).status).toBe(404);
  });
});

describe("liveness and readiness", () => {
  it("with the database cut off, liveness answers 200, readiness 503, and a failing page's error line carries its request id", async (test) => {
    if (!server) test.skip();
    expect((await fetch(`${server!.base}/healthz/live`)).status).toBe(200);
    await adminQuery(`ALTER DATABASE "${server!.dbName}" ALLOW_CONNECTIONS false`);
    await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [server!.dbName]);
    try {
      const live = await fetch(`${server!.base}/healthz/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: "ok" });
      const ready = await fetch(`${server!.base}/healthz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: "error", database: "unreachable" });

      const reqId = newRequestId();
      const page = await fetch(`${server!.base}/store`, { headers: { "Fly-Request-Id": reqId } });
      expect(page.status).toBe(503);
      await page.text();
      expect((await accessLineOf(reqId)).status).toBe(503);
      // The page's loaders each failed on the database: one error line, with the request's id, method and path.
      const errors = linesOf(reqId).filter((entry) => entry.level === "error");
      expect(errors, JSON.stringify(linesOf(reqId))).toHaveLength(1);
      expect(errors[0]).toMatchObject({ method: "GET", path: "/store", msg: "[db] database unavailable" });
    } finally {
      await adminQuery(`ALTER DATABASE "${server!.dbName}" ALLOW_CONNECTIONS true`);
    }
    await eventually(async () => ((await fetch(`${server!.base}/healthz`)).ok ? true : undefined), "readiness again");
  });
});

describe("graceful shutdown", () => {
  it("SIGTERM with an open live stream: the stream is told to reconnect and ends, the job queue stops, exit 0 within 5 s", async (test) => {
    if (!server) test.skip();
    const cookie = await signIn();
    let received = "";
    let ended = false;
    const opened = new Promise<number>((resolve, reject) => {
      const req = http.get(
        `${server!.base}/demo/${LIVE_DEMO}/events`,
        { headers: { Cookie: cookie, Accept: "text/event-stream" } },
        (res) => {
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            received += chunk;
            if (received.includes(": connected")) resolve(res.statusCode ?? 0);
          });
          res.on("end", () => (ended = true));
          res.on("error", () => (ended = true));
          res.on("close", () => (ended = true));
        },
      );
      req.on("error", reject);
    });
    expect(await opened).toBe(200);
    await eventually(
      async () => (/labmarket_live_streams_open 1\b/.test(await metricsText()) ? true : undefined),
      "the stream gauge to count the stream",
      5_000,
    );
    // With one place in the admission queue (ADR 081) and the stream open, pages asked at once are all answered in
    // turn, and none is left waiting.
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => fetch(`${server!.base}/store`, { headers: { Cookie: "theme=light" } })),
    );
    expect(pages.map((page) => page.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await Promise.all(pages.map((page) => page.text()));
    expect(await metricsText()).toMatch(/labmarket_http_requests_waiting 0\b/);

    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => server!.child.once("exit", (code) => resolve(code)));
    server!.child.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise<"timeout">((resolve) => setTimeout(resolve, 8_000, "timeout")),
    ]);
    const elapsed = Date.now() - started;
    expect(code, server!.output().slice(-3000)).toBe(0);
    expect(elapsed).toBeLessThan(5_000);
    expect(received).toMatch(/retry: \d+\nevent: reconnect\n/);
    expect(ended).toBe(true);
    const messages = server!.logEntries().map((entry) => entry.msg);
    expect(messages).toContain("shutdown: live streams told to reconnect");
    expect(messages).toContain("shutdown: job queue stopped");
    expect(messages.indexOf("shutdown: job queue stopped")).toBeLessThan(messages.indexOf("shutdown complete"));
    expect(
      server!.logEntries().filter((entry) => String(entry.msg).startsWith("shutdown:") && entry.level === "error"),
    ).toEqual([]);
  });
});
