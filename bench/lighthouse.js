#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (default mobile emulation, simulated throttling) on four pages of the
// production build — home, the store, a product page and the finder — each measured --runs times (default 3),
// interleaved page by page, and the median run of each page printed with the load average (the machine is shared:
// a busy machine stretches Lighthouse's CPU-bound metrics, TBT above all). A measuring tool for ADR 072, not a test and
// not part of CI.
//
// It reuses the bench's pieces (bench/harness.js): a database of its own on the local PostgreSQL, kept between runs
// (labmarket_bench_lighthouse, migrated each run and seeded when created; --refill rebuilds it), the production build
// (rebuilt only when its sources changed, scripts/build-stamp.js) and the server started the way the image starts it.
// Chromium is Debian's (/usr/bin/chromium, or CHROME_PATH), headless.
//
//   npm run bench:lighthouse                     # 3 runs of each page
//   npm run bench:lighthouse -- --runs 5 --page /store
//   npm run bench:lighthouse -- --url http://127.0.0.1:3000   # an already running server (its own database)
//   npm run bench:lighthouse -- --url http://127.0.0.1:3001 --url http://127.0.0.1:3002   # before/after, interleaved
//   npm run bench:lighthouse -- --max-load 1.5   # before each run, wait (up to 2 minutes) for a quieter machine
//
// Every run's full report is written to tmp/lighthouse/[server<n>-]<page>-<run>.json (the Lighthouse viewer reads it; or
// read the audits with jq); failing best-practices and accessibility audits are listed under the table.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import pg from "pg";
import {
  buildApp,
  provisionBenchDatabase,
  root,
  seedBenchDatabase,
  startServer,
  stopServer,
  waitForHealth,
} from "./harness.js";
import { buildStatus } from "../scripts/build-stamp.js";

const argValue = (name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const argValues = (name) => process.argv.flatMap((arg, i) => (arg === name ? [process.argv[i + 1]] : []));
const RUNS = Number(argValue("--runs") ?? 3);
const ONLY = argValues("--page");
const EXTERNAL = argValues("--url");
const MAX_LOAD = Number(argValue("--max-load") ?? Infinity);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const REPORT_DIR = path.join(root, "tmp/lighthouse");
const FINDER_QUERY = "benchtop freeze dryer, condenser colder than -80 °C, 21 CFR Part 11";

const loadavg = () => fs.readFileSync("/proc/loadavg", "utf8").trim();
const oneMinuteLoad = () => Number(loadavg().split(" ")[0]);

/** With --max-load: waits until the 1-minute load average is below it, at most two minutes. */
async function quietMachine() {
  for (let waited = 0; oneMinuteLoad() >= MAX_LOAD && waited < 120; waited += 5)
    await new Promise((resolve) => setTimeout(resolve, 5000));
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The production server of this checkout and its database. */
async function startApp() {
  const { url: databaseUrl, env, created } = await provisionBenchDatabase("labmarket_bench_lighthouse");
  if (created) {
    console.log("Seeding labmarket_bench_lighthouse...");
    await seedBenchDatabase(env);
  }
  const status = buildStatus(root);
  if (status.current) console.log(`Build: up to date (${status.reason}).`);
  else {
    console.log(`Build: ${status.reason}; building...`);
    await buildApp(databaseUrl);
  }
  const { child, url } = await startServer(databaseUrl);
  await waitForHealth(url);
  return { base: url, databaseUrl, stop: () => stopServer(child) };
}

/** The first product of the store's default order (the one the bench measures). */
async function firstProductId(app) {
  if (!app.databaseUrl) {
    const html = await (await fetch(`${app.base}/store`)).text();
    const id = /href="\/store\/product\/([^"?#]+)"/.exec(html)?.[1];
    if (!id) throw new Error("no product link on /store");
    return id;
  }
  const client = new pg.Client({ connectionString: app.databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    `SELECT id FROM "StoreProduct" WHERE "deletedAt" IS NULL ORDER BY "sortOrder", id LIMIT 1`,
  );
  await client.end();
  return rows[0].id;
}

/** One Lighthouse run of `url` (a second try when Chromium's trace came back broken, NO_NAVSTART and the like). */
async function measure(url, reportFile) {
  try {
    return await measureOnce(url, reportFile);
  } catch (error) {
    console.log(`  (${error instanceof Error ? error.message.slice(0, 200) : error}; trying again)`);
    return measureOnce(url, reportFile);
  }
}

/** One Lighthouse run of `url` in a fresh headless Chromium (no cache, no cookies): the figures of its report. */
async function measureOnce(url, reportFile) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, report } = result;
    fs.writeFileSync(reportFile, Array.isArray(report) ? report[0] : report);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id];
    const scripts = audit("resource-summary")?.details?.items?.find((item) => item.resourceType === "script");
    const failing = (category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && audit(ref.id).score !== null && audit(ref.id).score < 1)
        .map((ref) => ref.id);
    const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
    return {
      performance: score("performance"),
      tbt: audit("total-blocking-time").numericValue,
      lcp: audit("largest-contentful-paint").numericValue,
      cls: audit("cumulative-layout-shift").numericValue,
      fcp: audit("first-contentful-paint").numericValue,
      bestPractices: score("best-practices"),
      accessibility: score("accessibility"),
      jsKb: (scripts?.transferSize ?? 0) / 1024,
      jsFiles: scripts?.requestCount ?? 0,
      failing: { "best-practices": failing("best-practices"), accessibility: failing("accessibility") },
      consoleErrors: (audit("errors-in-console")?.details?.items ?? []).map((item) => item.description),
    };
  } finally {
    chrome.kill();
  }
}

/** The figures of one page on one server: each column the median of its own over the runs. */
function tableRow(label, results) {
  const m = (key) => median(results.map((r) => r[key]));
  const loads = results.map((r) => r.load.toFixed(2)).join(", ");
  return (
    `| ${label} | ${m("performance")} | ${m("tbt").toFixed(0)} | ${m("lcp").toFixed(0)} | ${m("cls").toFixed(3)} | ` +
    `${m("bestPractices")} | ${m("accessibility")} | ${m("jsKb").toFixed(1)} (${m("jsFiles")}) | ${loads} |`
  );
}

const apps = EXTERNAL.length
  ? EXTERNAL.map((url) => ({ base: url.replace(/\/$/, ""), databaseUrl: null, stop: async () => {} }))
  : [await startApp()];
try {
  const productId = await firstProductId(apps[0]);
  const pages = [
    ["/", "/"],
    ["/store", "/store"],
    ["/store/product/:id", `/store/product/${productId}`],
    ["/finder?q=…", `/finder?q=${encodeURIComponent(FINDER_QUERY)}`],
  ].filter(([label, url]) => ONLY.length === 0 || ONLY.some((only) => label === only || url === only));
  if (pages.length === 0) throw new Error(`no page matches ${ONLY.join(", ")}`);
  fs.mkdirSync(REPORT_DIR, { recursive: true });

  const started = loadavg();
  console.log(
    `Server${apps.length > 1 ? "s" : ""}: ${apps.map((app) => app.base).join(", ")}; ${RUNS} run(s) of ` +
      `${pages.length} page(s); load average at start: ${started}`,
  );
  const runs = new Map(apps.flatMap((app) => pages.map(([label]) => [`${app.base} ${label}`, []])));
  // Interleaved (page 1, 2, 3, 4, then again; each page on every server in turn): what else runs on the machine
  // meanwhile spreads over every page and every server.
  for (let run = 1; run <= RUNS; run++) {
    for (const [label, url] of pages) {
      for (const [index, app] of apps.entries()) {
        await quietMachine();
        const load = oneMinuteLoad();
        const slug = label.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
        const file = `${apps.length > 1 ? `server${index + 1}-` : ""}${slug}-${run}.json`;
        const figures = await measure(app.base + url, path.join(REPORT_DIR, file));
        runs.get(`${app.base} ${label}`).push({ ...figures, load });
        console.log(
          `  ${apps.length > 1 ? `${app.base} ` : ""}${label} run ${run}: performance ${figures.performance}, ` +
            `TBT ${figures.tbt.toFixed(0)} ms, LCP ${figures.lcp.toFixed(0)} ms (load average ${load.toFixed(2)})`,
        );
      }
    }
  }
  const finished = loadavg();

  for (const app of apps) {
    console.log(
      `\n${apps.length > 1 ? `${app.base}: ` : ""}Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : "1 run"} per ` +
        `page (mobile, simulated throttling); each column the median of its own over the runs\n`,
    );
    console.log(
      "| page | performance | TBT ms | LCP ms | CLS | best practices | accessibility | JS KB (transfer, files) | load avg 1 min (runs) |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|");
    for (const [label] of pages) console.log(tableRow(label, runs.get(`${app.base} ${label}`)));
  }
  console.log(`\n/proc/loadavg at start: ${started}; at the end: ${finished} (a shared machine: read TBT with it)`);
  for (const [key, results] of runs) {
    const failing = new Set(results.flatMap((r) => [...r.failing["best-practices"], ...r.failing.accessibility]));
    const errors = new Set(results.flatMap((r) => r.consoleErrors));
    if (failing.size) console.log(`${key}: failing audits in some run: ${[...failing].join(", ")}`);
    for (const error of errors) console.log(`${key}: console: ${error.slice(0, 300)}`);
  }
  console.log(`Reports: ${path.relative(root, REPORT_DIR)}/`);
} finally {
  for (const app of apps) await app.stop();
}
