// server/security.js: security headers on every response and central rejection of cross-origin writes.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejectCrossOriginWrites, securityHeaders } from "../../server/security.js";

function start(production: boolean) {
  const app = express();
  app.use(securityHeaders({ production, dev: false }));
  app.use(rejectCrossOriginWrites({ exempt: ["/webhooks/"] as never[] }));
  app.all("/{*path}", (_req, res) => res.status(200).send("ok"));
  return new Promise<{ url: string; close: () => void }>((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

let prod: Awaited<ReturnType<typeof start>>;
let dev: Awaited<ReturnType<typeof start>>;
beforeAll(async () => {
  prod = await start(true);
  dev = await start(false);
});
afterAll(() => {
  prod.close();
  dev.close();
});

describe("security headers", () => {
  it("sets CSP with a per-request nonce, frame-ancestors 'none', nosniff and HSTS in production", async () => {
    const a = await fetch(`${prod.url}/login`);
    const b = await fetch(`${prod.url}/login`);
    const csp = a.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toBe(b.headers.get("content-security-policy"));
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("x-frame-options")).toBe("DENY");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("leaves the policy to routes that set their own: exact paths, and every path under an entry ending in /", async () => {
    const app = express();
    app.use(
      securityHeaders({ production: true, dev: false, ownPolicyPaths: ["/punchout/return", "/images/generated/"] }),
    );
    app.all("/{*path}", (_req, res) => res.status(200).send("ok"));
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const policy = async (path: string) => (await fetch(url + path)).headers.get("content-security-policy");
      expect(await policy("/punchout/return")).toBeNull();
      expect(await policy("/images/generated/centrifuge.svg?v=1")).toBeNull();
      expect(await policy("/images/generated/%2e%2e/%2e%2e/login")).toContain("default-src 'self'");
      expect(await policy("/images/generatedx.svg")).toContain("default-src 'self'");
      expect(await policy("/punchout/return/more")).toContain("default-src 'self'");
    } finally {
      server.close();
    }
  });

  it("sends no HSTS outside production", async () => {
    const res = await fetch(`${dev.url}/`);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });
});

describe("cross-origin form posts", () => {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  it("rejects a POST from another origin or site", async () => {
    const byOrigin = await fetch(`${prod.url}/login`, {
      method: "POST",
      headers: { ...form, Origin: "https://evil.example" },
      body: "email=a",
    });
    expect(byOrigin.status).toBe(403);
    const byFetchSite = await fetch(`${prod.url}/login`, {
      method: "POST",
      headers: { ...form, "Sec-Fetch-Site": "cross-site" },
      body: "email=a",
    });
    expect(byFetchSite.status).toBe(403);
    const nullOrigin = await fetch(`${prod.url}/logout`, {
      method: "POST",
      headers: { ...form, Origin: "null" },
      body: "",
    });
    expect(nullOrigin.status).toBe(403);
  });

  it("lets same-origin posts, GETs and exempt webhooks through", async () => {
    const same = await fetch(`${prod.url}/login`, {
      method: "POST",
      headers: { ...form, Origin: prod.url, "Sec-Fetch-Site": "same-origin" },
      body: "email=a",
    });
    expect(same.status).toBe(200);
    const getter = await fetch(`${prod.url}/login`, {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(getter.status).toBe(200);
    const hook = await fetch(`${prod.url}/webhooks/stripe`, {
      method: "POST",
      headers: { Origin: "https://stripe.example" },
      body: "{}",
    });
    expect(hook.status).toBe(200);
  });
});
