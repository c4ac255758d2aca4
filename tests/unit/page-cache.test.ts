// The anonymous page cache (server/page-cache.js) in a real Express app: what it keeps, what it never keeps,
// and that each response carries its own CSP nonce.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { anonymousPageCache } from "../../server/page-cache.js";

let base = "";
let renders = 0;
let close: () => void;
const cache = anonymousPageCache({ ttlMs: 200, maxEntries: 3, bypass: (path) => path.startsWith("/dev/") });

beforeAll(async () => {
  const app = express();
  app.use(compression({ threshold: 0 }));
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(cache);
  app.all("/{*path}", (req, res) => {
    renders += 1;
    const nonce = res.locals.cspNonce as string;
    if (req.path === "/cookie") res.setHeader("Set-Cookie", "cart=1");
    if (req.path === "/private") res.setHeader("Cache-Control", "private, max-age=0");
    if (req.path === "/json") return void res.json({ renders });
    res.status(req.path === "/missing" ? 404 : 200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("X-Route", "page");
    // Streamed in pieces, as Remix does.
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head>`);
    res.write(`<body>render ${renders} of ${req.originalUrl} ✓</body>`);
    res.end(`<script nonce="${nonce}">2</script></html>`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());
beforeEach(() => cache.clear());

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(base + path, init);
  const body = init.method === "HEAD" ? "" : await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  return {
    response,
    body,
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    nonce: csp.match(/nonce-([^']+)/)?.[1] ?? "",
  };
}

describe("anonymous page cache", () => {
  it("serves the second cookie-less request from the first render, with its own nonce in every script tag", async () => {
    const identity = { headers: { "Accept-Encoding": "identity" } };
    const first = await get("/store?page=2", identity);
    const second = await get("/store?page=2", identity);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.body.replaceAll(second.nonce, "N")).toBe(first.body.replaceAll(first.nonce, "N"));
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${second.nonce}"`, `nonce="${second.nonce}"`]);
    expect(second.body).not.toContain(first.nonce);
    expect(second.body).toContain("render"); // the multi-byte ✓ survives chunking
    expect(second.body).toContain("✓");
    expect(second.response.headers.get("x-route")).toBe("page");
    expect(Number(second.response.headers.get("content-length"))).toBe(Buffer.byteLength(second.body));
  });

  it("compresses per request: a page first sent gzipped is replayed plain to a client that takes no gzip, and back", async () => {
    const zipped = await get("/catalogue", { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.response.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${base}/catalogue`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("x-page-cache")).toBe("hit");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("render");
    const zippedAgain = await get("/catalogue", { headers: { "Accept-Encoding": "gzip" } });
    expect([zippedAgain.cache, zippedAgain.response.headers.get("content-encoding")]).toEqual(["hit", "gzip"]);
    expect(zippedAgain.body).toContain("render"); // fetch decoded it: the bytes really are gzip
  });

  it("keys on the full URL", async () => {
    await get("/store?page=1");
    expect((await get("/store?page=3")).cache).toBe("miss");
  });

  it("renders afresh for anyone with a cookie or credentials, and for writes", async () => {
    await get("/store");
    const before = renders;
    expect((await get("/store", { headers: { Cookie: "theme=dark" } })).cache).toBeNull();
    expect((await get("/store", { headers: { Authorization: "Bearer x" } })).cache).toBeNull();
    expect((await get("/store", { method: "POST" })).cache).toBeNull();
    expect(renders).toBe(before + 3);
  });

  it("never keeps responses that set a cookie, are private, are not 200, are not HTML or are bypassed", async () => {
    for (const path of ["/cookie", "/private", "/missing", "/json", "/dev/mailbox", "/store.data"]) {
      await get(path);
      const again = await get(path);
      expect(again.cache === null || again.cache === "miss", path).toBe(true);
    }
    expect(cache.size()).toBe(0);
  });

  it("answers HEAD from a kept page without a body", async () => {
    await get("/events");
    const head = await get("/events", { method: "HEAD" });
    expect(head.cache).toBe("hit");
    expect(head.status).toBe(200);
  });

  it("lets a page expire after its time to live", async () => {
    await get("/community");
    expect((await get("/community")).cache).toBe("hit");
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await get("/community")).cache).toBe("miss");
  });

  it("holds at most maxBytes, dropping the oldest pages, and keeps its byte count right", async () => {
    const small = anonymousPageCache({ ttlMs: 10_000, maxBytes: 450 });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
      next();
    });
    app.use(small);
    // 200 bytes of HTML per page: two fit in 450, a third pushes the oldest out.
    app.get("/{*path}", (_req, res) => void res.type("html").send("x".repeat(200)));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/1", "/2", "/3"])
        await (await fetch(at + path, { headers: { "Accept-Encoding": "identity" } })).text();
      expect([small.size(), small.bytes()]).toEqual([2, 400]);
      expect((await fetch(`${at}/1`)).headers.get("x-page-cache")).toBe("miss");
      expect((await fetch(`${at}/3`)).headers.get("x-page-cache")).toBe("hit");
    } finally {
      server.close();
    }
  });

  it("holds at most maxEntries pages, dropping the oldest", async () => {
    for (const path of ["/a", "/b", "/c", "/d"]) await get(path);
    expect(cache.size()).toBe(3);
    expect((await get("/a")).cache).toBe("miss");
    expect((await get("/d")).cache).toBe("hit");
  });

  it("with the configured origin, never caches or serves a page for another Host or X-Forwarded-Host", async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
      next();
    });
    // eslint-disable-next-line prefer-const -- assigned once the port is known; the middleware above reads it
    let hostCache: ReturnType<typeof anonymousPageCache> | undefined;
    app.use((req, res, next) => hostCache!(req, res, next));
    // Like Remix: the page's absolute links come from the request's (possibly forwarded) host.
    app.get(
      "/{*path}",
      (req, res) =>
        void res
          .type("html")
          .send(`<a href="http://${req.get("x-forwarded-host") ?? req.get("host")}/login">log in</a>`),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as AddressInfo).port;
    hostCache = anonymousPageCache({ ttlMs: 10_000, origin: `http://127.0.0.1:${port}` });
    const request = (headers: Record<string, string>) =>
      new Promise<{ cache: string | undefined; body: string }>((resolve, reject) => {
        const req = http.request({ host: "127.0.0.1", port, path: "/store", headers }, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ cache: res.headers["x-page-cache"] as string | undefined, body }));
        });
        req.on("error", reject);
        req.end();
      });
    try {
      const own = `127.0.0.1:${port}`;
      const forged = await request({ Host: own, "X-Forwarded-Host": "evil.example" });
      expect(forged.body).toContain("http://evil.example/login");
      expect(forged.cache).toBeUndefined();
      expect((await request({ Host: "evil.example" })).cache).toBeUndefined();
      expect(hostCache.size()).toBe(0);
      const first = await request({ Host: own });
      const second = await request({ Host: own });
      expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
      expect(second.body).toContain(`http://${own}/login`);
      expect(second.body).not.toContain("evil.example");
    } finally {
      server.close();
    }
  });
});
