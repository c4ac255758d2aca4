// Optional error tracking (ADR 055) against a production server process with SENTRY_DSN pointed at a local fake
// Sentry ingest: a page whose loader fails (a table it reads is renamed away under it) sends exactly one event, with
// the request id of its access line, the route pattern, the path and the signed-in user's id, and without the cookie,
// the user's e-mail address or the query string; a 404 and a redirect send nothing; SIGTERM still exits 0 promptly.
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeSentry, type FakeSentry } from "../fakes/sentry-server";
import { ADMIN_URL, eventually, startProductionServer, type ProductionServer } from "./production-server.support";
import { onPglite } from "./store.support";

const BUYER = "buyer@labmarket.test";
let server: ProductionServer | null = null;
let sentry: FakeSentry;

beforeAll(async () => {
  sentry = await startFakeSentry();
  if (await onPglite()) return;
  server = await startProductionServer("errortracking", () => ({
    DEMO_MODE: "1",
    JOBS: "0",
    SENTRY_DSN: sentry.dsn,
    SENTRY_ENVIRONMENT: "ci-fake",
  }));
}, 600_000);
afterAll(async () => {
  await server?.stop();
  await sentry?.close();
});

type Event = Record<string, any> & { tags: Record<string, string> };
const events = () => sentry.events() as Event[];
const rawEnvelopes = () => sentry.envelopes.map((envelope) => envelope.raw).join("\n");

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

async function signIn(): Promise<string> {
  const login = await fetch(`${server!.base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server!.base },
    body: new URLSearchParams({ email: BUYER, password: "Demo1234!" }),
  });
  expect([302, 303], await login.text()).toContain(login.status);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

function accessLine(reqId: string) {
  return eventually(
    async () => server!.logEntries().find((entry) => entry.msg === "request" && entry.reqId === reqId),
    `the access line of ${reqId}`,
    5_000,
  );
}

/** A product page whose loader fails: the product query reads "ProductDocument", renamed away meanwhile. */
async function failingProductPage(headers: Record<string, string> = {}, query = "") {
  const [product] = await serverDbQuery<{ id: string }>(
    `SELECT id FROM "StoreProduct" WHERE status = 'active' AND "deletedAt" IS NULL ORDER BY id LIMIT 1`,
  );
  await serverDbQuery(`ALTER TABLE "ProductDocument" RENAME TO "ProductDocument_away"`);
  try {
    const response = await fetch(`${server!.base}/store/product/${product!.id}${query}`, { headers });
    await response.text();
    return { response, productId: product!.id, reqId: response.headers.get("X-Request-Id") ?? "" };
  } finally {
    await serverDbQuery(`ALTER TABLE "ProductDocument_away" RENAME TO "ProductDocument"`);
  }
}

/** Waits until `count` events arrived, then a little longer, so one sent late would still be counted. */
async function eventsSettledAt(count: number) {
  await eventually(async () => (events().length >= count ? true : undefined), `${count} event(s) at the fake`, 10_000);
  await new Promise((resolve) => setTimeout(resolve, 750));
  return events();
}

describe("error tracking with SENTRY_DSN", () => {
  it("says so in the settings block at start", (test) => {
    if (!server) test.skip();
    expect(server!.output()).toMatch(/settings: errors\s+ok\s+Sentry \(errors only\)/);
  });

  it("a loader's failure sends one event: the access line's request id, route pattern, path and user id; no cookie, e-mail or query", async (test) => {
    if (!server) test.skip();
    const cookie = await signIn();
    const [user] = await serverDbQuery<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [BUYER]);
    const marker = `q${crypto.randomBytes(6).toString("hex")}`;
    const before = events().length;

    const { response, productId, reqId } = await failingProductPage(
      { Cookie: cookie },
      `?variant=${marker}&email=${encodeURIComponent(BUYER)}`,
    );
    expect(response.status).toBe(500);
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const access = await accessLine(reqId);
    expect(access).toMatchObject({ status: 500, route: "/store/product/:id", userId: user!.id });

    const sent = (await eventsSettledAt(before + 1)).slice(before);
    expect(sent, JSON.stringify(sent.map((event) => event.tags))).toHaveLength(1);
    const [event] = sent as [Event];
    expect(event.tags).toMatchObject({
      request_id: reqId,
      route: "/store/product/:id",
      method: "GET",
      path: `/store/product/${productId}`,
      status: "500",
    });
    expect(event.user).toEqual({ id: user!.id });
    expect(event.environment).toBe("ci-fake");
    expect(event.release).toMatch(/^labmarket@[0-9a-f]{12}$/);
    expect(JSON.stringify(event.exception)).toContain("ProductDocument");
    // Errors only: no transactions, spans or sessions.
    expect(new Set(sentry.envelopes.flatMap((envelope) => envelope.items.map((item) => item.header.type)))).toEqual(
      new Set(["event"]),
    );
    const raw = rawEnvelopes();
    expect(raw).not.toContain(marker);
    expect(raw).not.toContain(BUYER);
    expect(raw).not.toContain(encodeURIComponent(BUYER));
    for (const pair of cookie.split("; ")) expect(raw).not.toContain(pair.split("=")[1]!.slice(0, 16));
  });

  it("a 404 and a redirect send nothing", async (test) => {
    if (!server) test.skip();
    const before = events().length;
    const unknownUrl = await fetch(`${server!.base}/no-such-page-${crypto.randomUUID()}`);
    expect(unknownUrl.status).toBe(404);
    await unknownUrl.text();
    const unknownProduct = await fetch(`${server!.base}/store/product/no-such-product-${Date.now()}`);
    expect(unknownProduct.status).toBe(404);
    await unknownProduct.text();
    const redirect = await fetch(`${server!.base}/quotes`, { redirect: "manual" });
    expect([302, 303]).toContain(redirect.status);
    expect(redirect.headers.get("Location")).toMatch(/^\/login\?/);
    // Then a failure, whose event is the only one to arrive after those three.
    const failure = await failingProductPage();
    expect(failure.response.status).toBe(500);
    const sent = (await eventsSettledAt(before + 1)).slice(before);
    expect(sent.map((event) => event.tags.request_id)).toEqual([failure.reqId]);
    expect(sent[0]!.user).toBeUndefined();
  });

  it("SIGTERM right after a failure: its event is sent and the process still exits 0 promptly", async (test) => {
    if (!server) test.skip();
    const before = events().length;
    const failure = await failingProductPage();
    expect(failure.response.status).toBe(500);
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => server!.child.once("exit", resolve));
    server!.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(
      events()
        .slice(before)
        .map((event) => event.tags.request_id),
    ).toEqual([failure.reqId]);
    expect(server!.output()).not.toContain("error reports not all sent");
  });
});
