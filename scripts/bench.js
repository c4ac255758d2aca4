#!/usr/bin/env node
// `npm run bench`: the production build on a loopback port over a fresh, seeded database, measured with
// autocannon; SQL statements per page view counted by a wire-protocol proxy (bench/query-counter.js) in front of a
// second server of the same build, which serves only the counted views; first-load
// JavaScript from the built assets; and a baseline of bare React renderToString of the same store grid markup
// served from memory in this process, so the ratio app/baseline is visible. Targets live in docs/performance.md.
//
// `npm run bench -- --products 1000000` (or BENCH_PRODUCTS=1000000) measures the catalogue at scale instead: a
// separate PostgreSQL database (labmarket_bench_<N>, kept between runs; --refill rebuilds it) filled with N generated
// products by bench/catalogue-fill.js, 20 connections, every request with a cookie (no page cache), and the app's
// peak RSS (VmHWM).
//
// `npm run bench -- --organisations` measures institutional buying at scale instead (bench/organisations.js, ADR 069):
// its own database (labmarket_bench_orgs_1000, kept; --refill rebuilds it) with 1,000 organisations, 20,000 members
// and 200,000 requisitions and orders; members signed in by the app's own session code; the approval queue, an
// organisation's orders, an invoice page and its PDF, and a cXML PunchOutSetupRequest at 20 connections, each with
// SQL statements per view, p99, mean and CPU per view. The harness both modes share is bench/harness.js.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { fillCatalogue, fillSpecificationsIfMissing } from "../bench/catalogue-fill.js";
import {
  benchProcessCounts,
  buildApp,
  loadTester,
  provisionBenchDatabase,
  root,
  seedBenchDatabase,
  serverProcessIds,
  signInBenchUsers,
  startServer,
  statementCounter,
  stopServer,
  waitForHealth,
} from "../bench/harness.js";
import { startQueryCounter } from "../bench/query-counter.js";
import { provisionTestDatabase } from "../tests/setup/test-database.js";

// `npm run bench -- --organisations`: its own mode (bench/organisations.js), which shares the harness above.
if (process.argv.includes("--organisations")) {
  const { benchOrganisations } = await import("../bench/organisations.js");
  await benchOrganisations();
  process.exit(process.exitCode ?? 0);
}

// The baseline renders with React's production build, as the measured server does: React picks its build from
// NODE_ENV when it is first loaded, and `npm run bench` does not set it. Set only for that load, so the build, the
// seed and the servers this script starts get the environment they had.
const nodeEnvBefore = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
const { default: React } = await import("react");
const { renderToString } = await import("react-dom/server");
if (nodeEnvBefore === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnvBefore;

const argValue = (name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const PRODUCTS = Number(argValue("--products") ?? process.env.BENCH_PRODUCTS ?? 0);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? (PRODUCTS ? 20 : 10));
// App processes of the measured server (WEB_CONCURRENCY=2, ADR 076); at scale, BENCH_PROCESSES=1,2 measures each
// page on one server per count, one after the other, so the counts compare in one run.
const PROCESS_COUNTS = benchProcessCounts();
// Each page is loaded this long at the same concurrency before it is measured, so the figures are the steady state
// of a running server (optimised code, warm pools and caches), not V8 compiling the page's code paths.
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

const { cannon, cannonWithCpu } = loadTester({
  connections: CONNECTIONS,
  duration: DURATION,
  warmup: WARMUP,
});

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
        h(
          "a",
          { href: `/store/product/${p.id}` },
          h("img", { src: p.thumbnailUrl, alt: p.title, width: 400, height: 300, loading: "lazy" }),
        ),
        h(
          "div",
          { className: "p-4" },
          p.ribbonText ? h("span", { className: "text-xs font-semibold" }, p.ribbonText) : null,
          h("h2", { className: "font-semibold" }, h("a", { href: `/store/product/${p.id}` }, p.title)),
          h("p", { className: "text-sm text-slate-600" }, p.subtitle),
          h("p", { className: "mt-2 font-bold" }, `$${(p.price / 100).toFixed(2)}`),
          h(
            "form",
            { method: "post", action: "/cart" },
            h("input", { type: "hidden", name: "intent", value: "add" }),
            h("button", { type: "submit" }, p.purchasable ? "Add to Cart" : "Unavailable"),
          ),
        ),
      ),
    ),
  );
}

function firstLoadJsKb(html, clientDir) {
  // What the browser fetches on first load: the module preloads and module scripts of the page (not the
  // asset paths listed inside the route manifest, which load only on navigation).
  const files = new Set(
    [
      ...html.matchAll(
        /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"|<script[^>]+src="(\/assets\/[^"]+\.js)"|import\("(\/assets\/[^"]+\.js)"\)/g,
      ),
    ].map((m) => m[1] ?? m[2] ?? m[3]),
  );
  let gz = 0;
  for (const file of files) gz += zlib.gzipSync(fs.readFileSync(path.join(clientDir, file))).length;
  return { files: files.size, kb: gz / 1024 };
}

/** The bench's own PostgreSQL database for N generated products: created, migrated, seeded and filled once. */
async function provisionCatalogueDatabase(products) {
  const name = `labmarket_bench_${products}`;
  const { url, env } = await provisionBenchDatabase(name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const have = Number(
    (await client.query(`SELECT count(*) FROM "StoreProduct" WHERE id LIKE 'bench-%'`)).rows[0].count,
  );
  if (have !== products) {
    await seedBenchDatabase(env);
    console.log(`Filling ${name} with ${products.toLocaleString("en-US")} generated products...`);
    const seconds = await fillCatalogue(client, products, {
      connect: async () => {
        const second = new pg.Client({ connectionString: url });
        await second.connect();
        return second;
      },
    });
    console.log(`Filled in ${seconds.toFixed(1)} s`);
  } else {
    console.log(`Reusing ${name} (${have.toLocaleString("en-US")} generated products; --refill rebuilds it)`);
    await fillSpecificationsIfMissing(client);
  }
  await client.end();
  return { url, kind: "postgres", drop: async () => {} };
}

const db = PRODUCTS ? await provisionCatalogueDatabase(PRODUCTS) : await provisionTestDatabase();
const counter = await startQueryCounter(db.url);
console.log(`Database: ${db.kind}. Building the app...`);
// BENCH_BUILD=0 measures the existing build (when only the bench changed since it was built).
if (process.env.BENCH_BUILD !== "0") await buildApp(db.url);
// Two servers of the same build. The measured one talks to PostgreSQL directly. The other reaches it through the
// statement counter, and serves only the single views whose statements are counted: the counter's proxy runs in
// this process, whose event loop also drives autocannon, and in the path of every statement under load it added
// 15–20 % to the measured server's p99 (ADR 043).
const poolSize = db.kind === "pglite" ? 4 : 10;
const { child: server, url: base } = await startServer(db.url, { poolSize, processes: PROCESS_COUNTS[0] });
// One process counts (WEB_CONCURRENCY applies to the measured server only): the statements per view are the same.
const { child: countedServer, url: countedBase } = await startServer(counter.url, { poolSize, processes: 1 });
const countStatements = statementCounter(counter, countedBase);

const rows = [];
try {
  await Promise.all([waitForHealth(base), waitForHealth(countedBase)]);
  if (PRODUCTS) {
    await benchCatalogue();
    process.exitCode = 0;
  } else {
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
      const { queries, status } = await countStatements(url, WITH_COOKIE);
      const result = await cannon(base + url, headers);
      rows.push({
        label,
        status,
        queries,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
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
    rows.push({
      label: "baseline: renderToString(store grid)",
      status: 200,
      queries: 0,
      rps: baseline.requests.average,
      p50: baseline.latency.p50,
      p99: baseline.latency.p99,
      errors: baseline.errors + baseline.non2xx,
    });

    console.log(`\n${CONNECTIONS} connections, ${DURATION} s per page, database ${db.kind}\n`);
    console.log("| page | status | SQL/render | req/s | p50 ms | p99 ms | errors |");
    console.log("|---|---|---|---|---|---|---|");
    for (const r of rows)
      console.log(
        `| ${r.label} | ${r.status} | ${r.queries} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} |`,
      );
    const ratio = (label) => ((100 * rows.find((r) => r.label === label).rps) / baseline.requests.average).toFixed(1);
    console.log(
      `\n/store vs baseline: ${ratio("/store")}% (target >= 40%); with a cookie (no page cache): ${ratio("/store (with a cookie)")}%`,
    );
    console.log(
      `First-load JavaScript on /store: ${firstLoad.kb.toFixed(1)} KB gzipped in ${firstLoad.files} files (target <= 125 KB, ADR 051; 100 KB on React 18)`,
    );
    const worst = Math.max(
      ...rows.filter((r) => r.label !== "baseline: renderToString(store grid)").map((r) => r.queries),
    );
    console.log(`Most SQL statements per page view: ${worst} (target <= 3)`);
  }
} finally {
  server.kill("SIGTERM");
  // The counted server's shutdown still reaches the database: close the proxy in front of it after it has exited.
  await stopServer(countedServer);
  await counter.close();
  await db.drop();
}

/** The product links of a page, in order (each card links its product twice: kept once). */
async function productLinks(url, headers) {
  const html = await (await fetch(base + url, { headers })).text();
  return [...html.matchAll(/href="\/(?:store\/)?product\/([^"?]+)"/g)]
    .map((m) => m[1])
    .filter((id, i, all) => id !== all[i - 1]);
}

/**
 * A capped sample of matches must be the same rows on every request (ADR 037): each page is fetched three times
 * and must list the same products in the same order, and consecutive pages of a search must not share a product.
 */
async function repeatedViewsAgree(headers, urls) {
  let agree = true;
  const firsts = [];
  for (const url of urls) {
    const views = [];
    for (let i = 0; i < 3; i++) views.push((await productLinks(url, headers)).join(" "));
    if (views[0] === "") {
      console.log(`  ${url}: no products listed`);
      agree = false;
    } else if (new Set(views).size !== 1) {
      console.log(`  ${url}: ${new Set(views).size} different product lists in 3 views`);
      agree = false;
    }
    firsts.push(views[0].split(" "));
  }
  const [page1, page2] = firsts;
  const shared = page1.filter((id) => page2.includes(id));
  if (shared.length) {
    console.log(`  ${urls[0]} and ${urls[1]} share ${shared.length} products`);
    agree = false;
  }
  return agree;
}

/**
 * A buyer of an organisation whose every brand gives it a price list (8 % off every category, and fixed prices 10 %
 * below list on the variants of the first 500 products in the store's order), and a signed-in buyer without an
 * organisation; both signed in by the app's own code. Kept in the bench database between runs.
 */
async function priceListBuyers(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`INSERT INTO "Organisation" (id, name, "legalEntity", "taxId", "billingEmail", "billingName",
        "billingLine1", "billingCity", "billingPostcode", "billingCountry", "createdAt", "updatedAt")
      VALUES ('bench-price-org', 'Bench Price Institute', 'Bench Price Institute GmbH', 'DE999999999',
        'billing@bench-price.example', 'Accounts payable', '1 Lab Street', 'Berlin', '10115', 'DE', now(), now())
      ON CONFLICT (id) DO NOTHING`);
    for (const id of ["bench-price-member", "bench-plain-buyer"]) {
      await client.query(
        `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "createdAt", "updatedAt")
         VALUES ($1, $1 || '@bench.example', 'bench-no-password', now(), now(), now()) ON CONFLICT (id) DO NOTHING`,
        [id],
      );
      await client.query(
        `INSERT INTO "Profile" (id, "fullName", role, status, "createdAt", "updatedAt")
         VALUES ($1, $1, 'buyer', 'approved', now(), now()) ON CONFLICT (id) DO NOTHING`,
        [id],
      );
    }
    await client.query(`INSERT INTO "OrganisationMember" ("organisationId", "userId", role, "createdAt")
      VALUES ('bench-price-org', 'bench-price-member', 'requester', now()) ON CONFLICT DO NOTHING`);
    await client.query(`INSERT INTO "PriceList" (id, "brandId", "organisationId", name, "createdAt", "updatedAt")
      SELECT 'bench-price-list-' || b.id, b.id, 'bench-price-org', 'Contract 2027', now(), now() FROM "Brand" b
      ON CONFLICT (id) DO NOTHING`);
    await client.query(`INSERT INTO "PriceListEntry" (id, "priceListId", "categoryId", "discountBasisPoints", "createdAt")
      SELECT 'bench-price-entry-' || b.id || '-' || c.id, 'bench-price-list-' || b.id, c.id, 800, now()
        FROM "Brand" b CROSS JOIN "Category" c
      ON CONFLICT (id) DO NOTHING`);
    await client.query(`INSERT INTO "PriceListEntry" (id, "priceListId", "variantId", "fixedPriceCents", "createdAt")
      SELECT 'bench-price-entry-' || v.id, 'bench-price-list-' || p."brandId", v.id,
             greatest(1, round(v."priceInCents" * 0.9))::int, now()
        FROM (SELECT id, "brandId" FROM "StoreProduct" WHERE "deletedAt" IS NULL AND "brandId" IS NOT NULL
               ORDER BY "sortOrder", id LIMIT 500) p
        JOIN "Variant" v ON v."productId" = p.id
      ON CONFLICT (id) DO NOTHING`);
    const { cookies } = await signInBenchUsers(databaseUrl, ["bench-price-member", "bench-plain-buyer"]);
    return { member: cookies["bench-price-member"], buyer: cookies["bench-plain-buyer"] };
  } finally {
    await client.end();
  }
}

/** The catalogue pages of issue 9 at N products: p50/p99, req/s, SQL statements per view, the app's peak RSS. */
async function benchCatalogue() {
  const WITH_COOKIE = { Cookie: "theme=light" };
  // A buyer reading euros (ADR 073): the display-currency cookie as the app sets it in production (__Host- prefix,
  // the JSON string "eur" in base64); the run checks the page's price buckets read in euros.
  const IN_EUROS = { Cookie: `theme=light; __Host-currency=${encodeURIComponent(btoa(JSON.stringify("eur")))}` };
  const product = `bench-${Math.max(1, Math.floor(PRODUCTS / 2) + 1)}`;
  const pages = [
    ["/store", "/store"],
    ["/store?q=<broad word>", "/store?q=centrifuge"],
    ["/store?q=<typo>", "/store?q=centrifgue"],
    ["/shop/products, three facets", "/shop/products?category=life-sciences-equipment&brand=thermo-fisher&stock=in"],
    [
      "category with two specification facets",
      "/shop/products?category=biopharma-machinery&spec.system-type=Freeze+dryer&spec.condenser-temperature.max=-80",
    ],
    ["category sorted by price", "/shop/products?category=analytical-instruments&sort=price-asc"],
    ["the same in euros", "/shop/products?category=analytical-instruments&sort=price-asc", IN_EUROS],
    ["a price bucket in euros", "/store?min=1000&max=10000&sort=price-asc", IN_EUROS],
    ["a typed price range in euros", "/store?min=1234&max=5678", IN_EUROS],
    ["deep page (100, by price)", "/store?sort=price-desc&page=100"],
    ["product page", `/store/product/${product}`],
    ["suggestions", "/store/suggest?q=lyoph"],
    [
      "finder (issue 12)",
      `/finder?q=${encodeURIComponent("benchtop freeze dryer, condenser colder than -80 °C, 21 CFR Part 11")}`,
    ],
  ];
  // Issue 36: the store for a member of an organisation with price lists from every brand (ADR 067), beside the same
  // pages for a signed-in buyer without an organisation, so the price lists' own cost reads off the difference.
  const signedIn = await priceListBuyers(db.url);
  const AS_MEMBER = { Cookie: `theme=light; ${signedIn.member}` };
  const AS_BUYER = { Cookie: `theme=light; ${signedIn.buyer}` };
  pages.push(
    ["/store, signed in, no organisation", "/store", AS_BUYER],
    ["/store, organisation member with price lists", "/store", AS_MEMBER],
    [
      "category by price, organisation member with price lists",
      "/shop/products?category=analytical-instruments&sort=price-asc",
      AS_MEMBER,
    ],
  );
  const stable = await repeatedViewsAgree(WITH_COOKIE, [
    "/store?q=centrifuge",
    "/store?q=centrifuge&page=2",
    `/finder?q=${encodeURIComponent("pipette")}`,
  ]);
  const rows = [];
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  // One measured server per count of app processes (BENCH_PROCESSES=1,2): the first is `server`, the others start here.
  const targets = [{ processes: PROCESS_COUNTS[0], url: base, child: server }];
  for (const processes of PROCESS_COUNTS.slice(1)) {
    const started = await startServer(db.url, { poolSize, processes });
    await waitForHealth(started.url);
    targets.push({ processes, ...started });
  }
  // BENCH_ONLY=<words>: only the pages whose label contains them; BENCH_STATEMENTS=1 prints the SQL of each view.
  const only = process.env.BENCH_ONLY;
  try {
    for (const [label, url, headers = WITH_COOKIE] of pages.filter(([label]) => !only || label.includes(only))) {
      if (headers === IN_EUROS) {
        const html = await (await fetch(base + url, { headers })).text();
        if (!html.includes("Under €1,000"))
          throw new Error(`${url} with the euro cookie does not show prices in euros`);
      }
      const { queries, status, statements } = await countStatements(url, headers);
      if (process.env.BENCH_STATEMENTS === "1")
        console.log(
          `  ${label}:\n${statements.map((sql) => `    ${sql.replace(/\s+/g, " ").slice(0, 300)}`).join("\n")}`,
        );
      for (const target of targets) {
        // Requests of the previous page still running when autocannon stopped would slow this page's warm-up and
        // add to its CPU columns: let them finish.
        await new Promise((r) => setTimeout(r, 3000));
        const { result, appCpu, dbCpu } = await cannonWithCpu(target.url + url, headers, client, target.child.pid);
        rows.push({
          label,
          processes: target.processes,
          status,
          queries,
          appCpu,
          dbCpu,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
        });
        console.log(`  ${label}, ${target.processes} app process(es): p99 ${result.latency.p99} ms`);
      }
    }
    // The heap cap and the RSS target are per process: with several, the largest of them.
    for (const target of targets)
      target.peakRss = Math.max(
        ...serverProcessIds(target.child.pid).map((pid) => {
          const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
          return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
        }),
      );
  } finally {
    await client.end();
    for (const target of targets.slice(1)) await stopServer(target.child);
  }
  console.log(
    `\n${PRODUCTS.toLocaleString("en-US")} products, ${CONNECTIONS} connections, ${DURATION} s per page, every request with a cookie\n`,
  );
  const ms = (value) => (value === null ? "–" : value.toFixed(2));
  console.log(
    "| page | app processes | status | SQL/view | req/s | p50 ms | p99 ms | errors | app CPU ms/view | DB CPU ms/view |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.processes} | ${r.status} | ${r.queries} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${ms(r.appCpu)} | ${ms(r.dbCpu)} |`,
    );
  for (const target of targets)
    console.log(
      `\nApp peak RSS with ${target.processes} app process(es): ${target.peakRss.toFixed(0)} MB${target.processes > 1 ? " (the largest of them)" : ""} (target <= 400 MB)`,
    );
  console.log(
    stable
      ? "Repeated views: the same products, in the same order, on every request; pages 1 and 2 share none"
      : "Repeated views DISAGREE (see above): a reload or the next page shows other products",
  );
  if (!stable) process.exitCode = 1;
  for (const target of targets) {
    const measured = rows.filter((r) => r.processes === target.processes);
    const finderRows = measured.filter((r) => r.label.startsWith("finder"));
    const catalogueRows = measured.filter((r) => !finderRows.includes(r));
    console.log(
      `${target.processes} app process(es): worst p99 of the catalogue pages: ${Math.max(...catalogueRows.map((r) => r.p99))} ms (target <= 150 ms); ` +
        `the finder's: ${Math.max(...finderRows.map((r) => r.p99))} ms (target <= 200 ms, issue 12); ` +
        `most SQL per view: ${Math.max(...measured.map((r) => r.queries))} (target <= 4)`,
    );
  }
}
