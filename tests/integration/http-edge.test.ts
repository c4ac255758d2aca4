// What the real Express stack of a production server process does before any route runs (issue 32 items 1 and 4,
// and the audit's "delete the cross-origin guard's mount and every test stays green"): one canonical origin, writes
// from another site refused on real routes, and a NUL byte in any path or search value never a 500.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { prisma, readRows } from "~/utils/db.server";
import { startProductionServer, type ProductionServer } from "./production-server.support";
import { onPglite } from "./store.support";

let server: ProductionServer | null = null;
let canonical = "";

beforeAll(async () => {
  if (await onPglite()) return;
  // Links say localhost; the process listens on 127.0.0.1, as `npm start` does.
  server = await startProductionServer("http_edge", (base) => ({ APP_ORIGIN: base.replace("127.0.0.1", "localhost") }));
  canonical = `http://localhost:${server.port}`;
}, 600_000);
afterAll(async () => {
  await server?.stop();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A raw request to the server: the path exactly as given (fetch would normalise it) and any Host header. */
function send(method: string, path: string, headers: Record<string, string> = {}, body = ""): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server!.port,
        method,
        path,
        headers: { Host: `localhost:${server!.port}`, ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("one canonical origin", () => {
  it("the start log prints the origin links use, and the address it is bound to", (test) => {
    if (!server) test.skip();
    expect(server!.output()).toContain(`LabMarket listening on ${canonical} (bound to 127.0.0.1:${server!.port})`);
  });

  it("a page asked for at another host of ours is redirected to the same address on the canonical origin", async (test) => {
    if (!server) test.skip();
    for (const method of ["GET", "HEAD"]) {
      const answer = await send(method, "/store?category=bioreactors&page=2", { Host: `127.0.0.1:${server!.port}` });
      expect(answer.status, method).toBe(308);
      expect(answer.headers.location).toBe(`${canonical}/store?category=bioreactors&page=2`);
    }
    const www = await send("GET", "/cart", { Host: "www.labmarket.example" });
    expect(www.status).toBe(308);
    expect(www.headers.location).toBe(`${canonical}/cart`);
    // The canonical host itself is served.
    expect((await send("GET", "/store")).status).toBe(200);
  });

  it("health checks answer at any host; a write is never redirected (its body would be lost)", async (test) => {
    if (!server) test.skip();
    expect((await send("GET", "/healthz", { Host: `127.0.0.1:${server!.port}` })).status).toBe(200);
    const post = await send(
      "POST",
      "/cart",
      {
        Host: `127.0.0.1:${server!.port}`,
        Origin: `http://127.0.0.1:${server!.port}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      "intent=nothing",
    );
    expect(post.status).not.toBe(308);
    expect(post.status).toBeLessThan(500);
  });
});

describe("writes from another site are refused by the real server", () => {
  const forms = ["/login", "/checkout", "/cart", "/brand-dashboard/products/new", "/contact"];

  it.each(forms)("POST %s with another site's Origin, or Sec-Fetch-Site: cross-site → 403", async (path) => {
    if (!server) return;
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const foreign = await send("POST", path, { ...form, Origin: "https://evil.example" }, "email=a%40b.co");
    expect(foreign.status).toBe(403);
    expect(foreign.body).toContain("Cross-origin form submissions are not allowed.");
    const crossSite = await send("POST", path, { ...form, "Sec-Fetch-Site": "cross-site" }, "email=a%40b.co");
    expect(crossSite.status).toBe(403);
    // The same post from the site itself reaches the route (whatever the route then says of it).
    const own = await send("POST", path, { ...form, Origin: canonical, "Sec-Fetch-Site": "same-origin" }, "x=1");
    expect(own.status).not.toBe(403);
    expect(own.status).toBeLessThan(500);
  });
});

describe("a NUL byte in a path or a search value", () => {
  // Every kind of route parameter (ids, slugs, a splat) and the resource routes beside the pages.
  const paths = [
    "/community/posts/%00",
    "/events/%00",
    "/events/%00.ics",
    "/demo/%00",
    "/demo/%00/events",
    "/shop/brands/%00",
    "/store/product/%00",
    "/store/product/%00/spec-sheet",
    "/brand/inbox/quotes/%00",
    "/brand-dashboard/campaigns/%00",
    "/brand-dashboard/products/%00",
    "/brand-dashboard/products/import/%00",
    "/brand-dashboard/orders/%00",
    "/influencer-dashboard/demos/%00",
    "/influencer-dashboard/campaigns/%00",
    "/influencer/%00",
    "/influencer/%00/products",
    "/inquiries/%00/status",
    "/contact/spec-sheet/%00",
    "/admin/orders/%00",
    "/admin/events/%00/registrations.csv",
    "/pay/%00",
    "/files/%00",
    "/files/a/%00.png",
    "/avatars/%00",
    "/%00",
    "/store%00",
    "/store/product/ab%0Acd",
  ];

  it("in a path names nothing: 404 for GET and POST on every kind of route", async (test) => {
    if (!server) test.skip();
    const answers = await Promise.all(
      paths.flatMap((path) => [
        send("GET", path).then((answer) => [`GET ${path}`, answer.status] as const),
        send("POST", path, { "Content-Type": "application/x-www-form-urlencoded", Origin: canonical }, "a=1").then(
          (answer) => [`POST ${path}`, answer.status] as const,
        ),
      ]),
    );
    expect(answers.filter(([, status]) => status !== 404)).toEqual([]);
  });

  const searches = [
    "/store",
    "/panels",
    "/events",
    "/shop/influencers",
    "/shop/brands",
    "/shop/products",
    "/community",
    "/finder",
    "/demo",
    "/influencers",
    "/store/suggest",
  ];

  it("in a search value is taken out: the page is asked for again without it (never a 500)", async (test) => {
    if (!server) test.skip();
    for (const path of searches) {
      const answer = await send("GET", `${path}?q=%00&page=2&category=a%00b`);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location, path).toBe(`${path}?q=&page=2&category=ab`);
      const alone = await send("GET", `${path}?%00`);
      expect(alone.headers.location, path).toBe(path);
      const followed = await send("GET", answer.headers.location!);
      expect(followed.status, path).toBeLessThan(500);
    }
    // A line break is a search value's own (the finder's text area): it stays.
    expect((await send("GET", "/finder?q=centrifuge%0D%0Aunder+%2410%2C000")).status).toBe(200);
    const post = await send(
      "POST",
      "/panels?q=%00",
      { "Content-Type": "application/x-www-form-urlencoded", Origin: canonical },
      "a=1",
    );
    expect(post.status).toBe(400);
  });
});

describe("a NUL byte that reaches a query by another way", () => {
  it("is a 400 response, in a read, a write and a raw read (PostgreSQL cannot store it; not the server's fault)", async () => {
    const attempts = [
      () => prisma.storeProduct.findFirst({ where: { id: "a\u0000b" } }),
      () => prisma.systemSetting.create({ data: { key: "nul\u0000key", value: "x" } }),
      () => readRows(Prisma.sql`SELECT ${"a\u0000b"}::text AS value`),
    ];
    for (const attempt of attempts) {
      const thrown = await attempt().then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(400);
    }
  });
});
