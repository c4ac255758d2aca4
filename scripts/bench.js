#!/usr/bin/env node
// `npm run bench`: the production build on a loopback port over a fresh, seeded database, measured with
// autocannon; SQL statements per page view counted by a wire-protocol proxy (bench/query-counter.js); first-load
// JavaScript from the built assets; and a baseline of bare React renderToString of the same store grid markup
// served from memory in this process, so the ratio app/baseline is visible. Targets live in docs/performance.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import React from "react";
import { renderToString } from "react-dom/server";
import { startQueryCounter } from "../bench/query-counter.js";
import { provisionTestDatabase } from "../tests/setup/test-database.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function runQuiet(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`))));
  });
}

async function waitForHealth(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

function cannon(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// The same grid markup the /store page renders for its cards, without Remix, data loading or layout.
function StoreGridBaseline({ products }) {
  const h = React.createElement;
  return h(
    "ul",
    { className: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" },
    products.map((p) =>
      h(
        "li",
        { key: p.id, className: "rounded-xl border border-slate-200 bg-white shadow-sm" },
        h("a", { href: `/store/product/${p.id}` }, h("img", { src: p.thumbnailUrl, alt: p.title, width: 400, height: 300, loading: "lazy" })),
        h(
          "div",
          { className: "p-4" },
          p.ribbonText ? h("span", { className: "text-xs font-semibold" }, p.ribbonText) : null,
          h("h2", { className: "font-semibold" }, h("a", { href: `/store/product/${p.id}` }, p.title)),
          h("p", { className: "text-sm text-slate-600" }, p.subtitle),
          h("p", { className: "mt-2 font-bold" }, `$${(p.price / 100).toFixed(2)}`),
          h("form", { method: "post", action: "/cart" }, h("input", { type: "hidden", name: "intent", value: "add" }), h("button", { type: "submit" }, p.purchasable ? "Add to Cart" : "Unavailable")),
        ),
      ),
    ),
  );
}

function firstLoadJsKb(html, clientDir) {
  // What the browser fetches on first load: the module preloads and module scripts of the page (not the
  // asset paths listed inside the route manifest, which load only on navigation).
  const files = new Set(
    [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"|<script[^>]+src="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g)].map((m) => m[1] ?? m[2] ?? m[3]),
  );
  let gz = 0;
  for (const file of files) gz += zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length;
  return { files: files.size, kb: gz / 1024 };
}

const db = await provisionTestDatabase();
const counter = await startQueryCounter(db.url);
console.log(`Database: ${db.kind}. Building the app...`);
await runQuiet("npm", ["run", "-s", "build"], { ...process.env, DATABASE_URL: db.url });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, "server/index.js")], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", DATABASE_URL: counter.url, SESSION_SECRET: "bench-secret-0123456789abcdef", HOST: "127.0.0.1", PORT: String(port), SEED_ON_START: "0", JOBS: "0", DB_POOL_SIZE: db.kind === "pglite" ? "4" : "10" },
  stdio: ["ignore", "ignore", "inherit"],
});

const rows = [];
try {
  await waitForHealth(base);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows: products } = await client.query(
    `SELECT p.id, p.title, p.subtitle, p."ribbonText", p."thumbnailUrl", p.purchasable,
            (SELECT coalesce(v."salePriceInCents", v."priceInCents") FROM "Variant" v WHERE v."productId" = p.id ORDER BY v."priceInCents" LIMIT 1) AS price
       FROM "StoreProduct" p WHERE p."deletedAt" IS NULL ORDER BY p."sortOrder" LIMIT 12`,
  );
  const productId = products[0].id;
  await client.end();

  // Visitors without cookies may be served from the page cache (ADR 007); any cookie means a fresh render, so the
  // "with a cookie" rows measure rendering itself. SQL statements are always counted on a fresh render.
  const WITH_COOKIE = { Cookie: "theme=light" };
  const pages = [
    ["/", "/", {}],
    ["/store", "/store", {}],
    ["/store?q=bioreactor", "/store?q=bioreactor", {}],
    ["/store/product/:id", `/store/product/${productId}`, {}],
    ["/ (with a cookie)", "/", WITH_COOKIE],
    ["/store (with a cookie)", "/store", WITH_COOKIE],
    ["/store/product/:id (with a cookie)", `/store/product/${productId}`, WITH_COOKIE],
  ];
  const html = await (await fetch(`${base}/store`)).text();
  const firstLoad = firstLoadJsKb(html, path.join(root, "build/client"));

  for (const [label, url, headers] of pages) {
    await (await fetch(base + url, { headers: WITH_COOKIE })).text(); // warm
    counter.reset();
    const response = await fetch(base + url, { headers: WITH_COOKIE });
    await response.text();
    const queries = counter.read();
    const result = await cannon(base + url, headers);
    rows.push({ label, status: response.status, queries, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
  }

  const baselineServer = http.createServer((req, res) => {
    const markup = renderToString(React.createElement(StoreGridBaseline, { products }));
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!DOCTYPE html><html><body>${markup}</body></html>`);
  });
  await new Promise((resolve) => baselineServer.listen(0, "127.0.0.1", resolve));
  const baselineUrl = `http://127.0.0.1:${baselineServer.address().port}/`;
  const baseline = await cannon(baselineUrl);
  baselineServer.close();
  rows.push({ label: "baseline: renderToString(store grid)", status: 200, queries: 0, rps: baseline.requests.average, p50: baseline.latency.p50, p99: baseline.latency.p99, errors: baseline.errors + baseline.non2xx });

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per page, database ${db.kind}\n`);
  console.log("| page | status | SQL/render | req/s | p50 ms | p99 ms | errors |");
  console.log("|---|---|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.label} | ${r.status} | ${r.queries} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  const ratio = (label) => ((100 * rows.find((r) => r.label === label).rps) / baseline.requests.average).toFixed(1);
  console.log(`\n/store vs baseline: ${ratio("/store")}% (target >= 40%); with a cookie (no page cache): ${ratio("/store (with a cookie)")}%`);
  console.log(`First-load JavaScript on /store: ${firstLoad.kb.toFixed(1)} KB gzipped in ${firstLoad.files} files (target <= 100 KB)`);
  const worst = Math.max(...rows.filter((r) => r.label !== "baseline: renderToString(store grid)").map((r) => r.queries));
  console.log(`Most SQL statements per page view: ${worst} (target <= 3)`);
} finally {
  server.kill("SIGTERM");
  await counter.close();
  await db.drop();
}
