// `npm run bench -- --organisations`: institutional buying at scale (issue 36's targets, ADR 069). A PostgreSQL
// database of its own (labmarket_bench_orgs_1000, kept between runs; --refill rebuilds it), migrated, seeded and
// filled by bench/organisations-fill.js with 1,000 organisations, 20,000 members and 200,000 requisitions and orders
// (organisation 1 the largest: 2,000 members, 20,000 of each), with invoices for the orders on terms, approval rules
// and pending requisitions. Members are signed in by the app's own createUserSession (bench/organisation-sessions.ts),
// and organisation 1's cXML SharedSecret is stored as its settings page stores it.
//
// Measured, at 20 connections (BENCH_CONNECTIONS), every page request signed in: the approval queue of an approver in
// organisation 1, its orders, one of its invoices as a page and as a PDF, and a cXML PunchOutSetupRequest (each with
// its own payloadID, so each opens a punchout session). Per page: SQL statements per view (the statement counter),
// p50/p99/mean, and the CPU the app and the database used per view. Targets: ≤ 4 SQL statements and p99 ≤ 150 ms for
// the pages; the PDF p99 ≤ 300 ms; the punchout setup request p99 ≤ 200 ms.
//
// BENCH_PROCESSES=1,2 measures each page on one server per count of app processes (WEB_CONCURRENCY, ADR 076), one
// after the other page by page, so the counts compare in one run on the same machine.
import os from "node:os";
import pg from "pg";
import {
  benchProcessCounts,
  buildApp,
  loadTester,
  provisionBenchDatabase,
  seedBenchDatabase,
  signInBenchUsers,
  startServer,
  statementCounter,
  stopServer,
  waitForHealth,
} from "./harness.js";
import {
  fillOrganisations,
  MEMBERS,
  ORDERS,
  ORGANISATIONS,
  organisationsFilled,
  REQUISITIONS,
} from "./organisations-fill.js";
import { startQueryCounter } from "./query-counter.js";

const DATABASE = "labmarket_bench_orgs_1000";
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ALONE_SECONDS = 5;
/** App processes of the measured servers, one server per count (BENCH_PROCESSES=1,2). */
const PROCESS_COUNTS = benchProcessCounts();
const PUNCHOUT_SECRET = "bench-punchout-shared-secret-0123456789";
// Organisation 1's members the bench signs in as (bench/organisations-fill.js gives them these roles).
const APPROVER = "bench-user-2";
const PURCHASER = "bench-user-3";
const REQUESTER_EMAIL = "bench-user-4@bench.example";

/** A cXML PunchOutSetupRequest as a procurement system sends it (tests/fakes/procurement-server.ts). */
function setupRequest(payloadId) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${payloadId}@bench-procurement" timestamp="2026-11-27T12:00:00Z" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkID"><Identity>bench-org-1</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>LabMarket</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>bench-org-1</Identity><SharedSecret>${PUNCHOUT_SECRET}</SharedSecret></Credential><UserAgent>Bench Procurement</UserAgent></Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>bench-cookie</BuyerCookie>
      <Extrinsic name="UserEmail">${REQUESTER_EMAIL}</Extrinsic>
      <BrowserFormPost><URL>https://procurement.bench.example/cxml/return</URL></BrowserFormPost>
      <SupplierSetup><URL>https://labmarket.example/punchout/cxml</URL></SupplierSetup>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

async function provision() {
  const { url, env } = await provisionBenchDatabase(DATABASE);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  if (await organisationsFilled(client)) {
    console.log(`Reusing ${DATABASE} (--refill rebuilds it)`);
  } else {
    await seedBenchDatabase(env);
    console.log(
      `Filling ${DATABASE}: ${ORGANISATIONS.toLocaleString("en-US")} organisations, ${MEMBERS.toLocaleString("en-US")} members, ` +
        `${REQUISITIONS.toLocaleString("en-US")} requisitions, ${ORDERS.toLocaleString("en-US")} orders...`,
    );
    const seconds = await fillOrganisations(client, { punchoutSecretHash: null });
    console.log(`Filled in ${seconds.toFixed(1)} s`);
  }
  return { url, client };
}

export async function benchOrganisations() {
  const { url: databaseUrl, client } = await provision();
  // Earlier runs' bench sign-ins go; new ones are made the way the login action makes them.
  await client.query(`DELETE FROM "Session" WHERE "userAgent" = 'labmarket-bench'`);
  // So does what earlier runs' setup requests left (each run starts from the same data).
  await client.query(`DELETE FROM "PunchoutRequest" WHERE "connectionId" LIKE 'bench-punchout-%'`);
  await client.query(`DELETE FROM "PunchoutSession" WHERE "organisationId" LIKE 'bench-org-%'`);
  const { cookies, punchoutSecretHash } = await signInBenchUsers(databaseUrl, [APPROVER, PURCHASER], PUNCHOUT_SECRET);
  await client.query(`UPDATE "PunchoutConnection" SET "cxmlSecretHash" = $1 WHERE id LIKE 'bench-punchout-%'`, [
    punchoutSecretHash,
  ]);
  const sizes = (
    await client.query(`SELECT
      (SELECT count(*) FROM "Organisation")::int AS organisations,
      (SELECT count(*) FROM "OrganisationMember")::int AS members,
      (SELECT count(*) FROM "Requisition")::int AS requisitions,
      (SELECT count(*) FROM "Order" WHERE "organisationId" IS NOT NULL)::int AS orders,
      (SELECT count(*) FROM "Invoice")::int AS invoices,
      (SELECT count(*) FROM "Requisition" WHERE "organisationId" = 'bench-org-1')::int AS "largeRequisitions",
      (SELECT count(*) FROM "Requisition" WHERE "organisationId" = 'bench-org-1' AND status = 'submitted')::int AS "largePending",
      (SELECT count(*) FROM "Order" WHERE "organisationId" = 'bench-org-1')::int AS "largeOrders",
      (SELECT count(*) FROM "Invoice" WHERE "organisationId" = 'bench-org-1')::int AS "largeInvoices",
      (SELECT count(*) FROM "OrganisationMember" WHERE "organisationId" = 'bench-org-1')::int AS "largeMembers"`)
  ).rows[0];
  const invoiceId = (
    await client.query(
      `SELECT id FROM "Invoice" WHERE "organisationId" = 'bench-org-1' ORDER BY "issuedAt" DESC, id LIMIT 1`,
    )
  ).rows[0].id;

  const counter = await startQueryCounter(databaseUrl);
  // BENCH_BUILD=0 measures the existing build (when only the bench changed since it was built).
  if (process.env.BENCH_BUILD !== "0") {
    console.log("Building the app...");
    await buildApp(databaseUrl);
  }
  const servers = await Promise.all(
    PROCESS_COUNTS.map(async (processes) => ({ processes, ...(await startServer(databaseUrl, { processes })) })),
  );
  const base = servers[0].url;
  const { child: countedServer, url: countedBase } = await startServer(counter.url, { processes: 1 });
  const countStatements = statementCounter(counter, countedBase);
  const { cannonWithCpu } = loadTester({ connections: CONNECTIONS, duration: DURATION, warmup: WARMUP });
  // The same page one request at a time: a request's own latency, without waiting behind 19 others.
  const alone = loadTester({ connections: 1, duration: ALONE_SECONDS, warmup: 0 });

  let payloads = 0;
  const runId = Date.now().toString(36);
  const punchoutInit = () => ({
    method: "POST",
    body: setupRequest(`count-${Date.now()}-${payloads++}`),
  });
  const pages = [
    {
      label: "approval queue (approver, organisation 1)",
      url: "/requisitions/approvals",
      user: APPROVER,
      sql: 4,
      p99: 150,
    },
    { label: "organisation orders (organisation 1)", url: "/organisation/orders", user: PURCHASER, sql: 4, p99: 150 },
    { label: "invoice page", url: `/invoices/${invoiceId}`, user: PURCHASER, sql: 4, p99: 150 },
    { label: "invoice PDF", url: `/invoices/${invoiceId}.pdf`, user: PURCHASER, p99: 300 },
    {
      // No target: what any signed-in page costs here (session, cart, layout), to read the rows above against.
      label: "reference: /store signed in",
      url: "/store",
      user: PURCHASER,
    },
    {
      label: "punchout PunchOutSetupRequest",
      url: "/punchout/cxml",
      headers: { "Content-Type": "text/xml" },
      init: punchoutInit,
      // Each request with its own payloadID (a repeated one is answered from the stored response): each opens its own
      // punchout session, as a procurement system's users do.
      request: {
        method: "POST",
        requests: [
          { method: "POST", setupRequest: (req) => ({ ...req, body: setupRequest(`run-${runId}-${payloads++}`) }) },
        ],
      },
      p99: 200,
    },
  ];

  // BENCH_ONLY=<words>: only the pages whose label contains them (when looking into one page).
  const only = process.env.BENCH_ONLY;
  const measured = only ? pages.filter((page) => page.label.includes(only)) : pages;
  const rows = [];
  let failed = false;
  try {
    await Promise.all([...servers.map((server) => waitForHealth(server.url)), waitForHealth(countedBase)]);
    for (const page of measured) {
      const headers = { ...(page.headers ?? {}), ...(page.user ? { Cookie: cookies[page.user] } : {}) };
      const { queries, status, statements } = await countStatements(page.url, headers, page.init ?? {});
      // BENCH_STATEMENTS=1 prints the SQL each view ran.
      if (process.env.BENCH_STATEMENTS === "1")
        console.log(
          `  ${page.label}:\n${statements.map((sql) => `    ${sql.replace(/\s+/g, " ").slice(0, 400)}`).join("\n")}`,
        );
      // The answer must be the real thing: the page itself (not a login redirect), a PDF, a cXML StartPage.
      const check = await fetch(base + page.url, { ...(page.init ? page.init() : {}), headers, redirect: "manual" });
      const body = await check.text();
      const valid =
        check.status === 200 &&
        (page.url === "/punchout/cxml"
          ? /<Status code="200"/.test(body) && /<StartPage>/.test(body)
          : page.url.endsWith(".pdf")
            ? body.startsWith("%PDF")
            : /<html/i.test(body));
      if (!valid) {
        console.log(`  ${page.label}: unexpected answer ${check.status}: ${body.slice(0, 300)}`);
        failed = true;
      }
      for (const server of servers) {
        await new Promise((r) => setTimeout(r, 3000));
        const since = new Date();
        const { result, appCpu, dbCpu } = await cannonWithCpu(
          server.url + page.url,
          headers,
          client,
          server.child.pid,
          page.request,
        );
        let answered = "";
        if (page.url === "/punchout/cxml") {
          const { rows: codes } = await client.query(
            `SELECT "statusCode", count(*)::int AS n FROM "PunchoutRequest" WHERE "createdAt" >= $1 GROUP BY 1`,
            [since],
          );
          answered = codes.map((c) => `${c.n} × cXML ${c.statusCode}`).join(", ");
          if (codes.some((c) => c.statusCode !== 200)) failed = true;
        }
        const single = await alone.cannon(server.url + page.url, headers, { warm: false, request: page.request });
        rows.push({
          ...page,
          processes: server.processes,
          status,
          queries,
          valid,
          result,
          appCpu,
          dbCpu,
          answered,
          single,
        });
        console.log(
          `  ${page.label}, ${server.processes} app process(es): p99 ${result.latency.p99} ms${answered ? ` (${answered})` : ""}`,
        );
      }
    }
  } finally {
    for (const server of servers) await stopServer(server.child);
    await stopServer(countedServer);
    await counter.close();
    await client.end();
  }

  console.log(
    `\n${sizes.organisations.toLocaleString("en-US")} organisations, ${sizes.members.toLocaleString("en-US")} members, ` +
      `${sizes.requisitions.toLocaleString("en-US")} requisitions, ${sizes.orders.toLocaleString("en-US")} organisation orders, ` +
      `${sizes.invoices.toLocaleString("en-US")} invoices; measured organisation: ${sizes.largeMembers.toLocaleString("en-US")} members, ` +
      `${sizes.largeRequisitions.toLocaleString("en-US")} requisitions (${sizes.largePending.toLocaleString("en-US")} waiting for approval), ` +
      `${sizes.largeOrders.toLocaleString("en-US")} orders, ${sizes.largeInvoices.toLocaleString("en-US")} invoices`,
  );
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s per page after ${WARMUP} s of warm-up, every page signed in (punchout by its SharedSecret); ` +
      `"alone": then ${ALONE_SECONDS} s one request at a time. Load average at the end: ${os.loadavg()[0].toFixed(1)} ` +
      `on ${os.cpus().length} cores\n`,
  );
  const ms = (value) => (value === null ? "–" : value.toFixed(2));
  console.log(
    "| page | app processes | status | SQL/view | req/s | mean ms | p50 ms | p99 ms | errors | app CPU ms/view | DB CPU ms/view | alone: p50 / p99 ms | target | met |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    const { latency, requests } = r.result;
    const errors =
      r.result.errors + r.result.non2xx + r.result.timeouts + r.single.errors + r.single.non2xx + r.single.timeouts;
    const sqlMet = r.sql === undefined || r.queries <= r.sql;
    const met = r.valid && errors === 0 && sqlMet && (r.p99 === undefined || latency.p99 <= r.p99);
    if (!met) failed = true;
    const target = r.p99 === undefined ? "–" : `${r.sql !== undefined ? `≤ ${r.sql} SQL, ` : ""}p99 ≤ ${r.p99} ms`;
    console.log(
      `| ${r.label} | ${r.processes} | ${r.status} | ${r.queries} | ${requests.average.toFixed(0)} | ${latency.mean.toFixed(1)} | ${latency.p50} | ${latency.p99} | ${errors} | ${ms(r.appCpu)} | ${ms(r.dbCpu)} | ${r.single.latency.p50} / ${r.single.latency.p99} | ${target} | ${r.p99 === undefined ? (met ? "–" : "FAILED") : met ? "met" : "NOT MET"} |`,
    );
  }
  if (failed) process.exitCode = 1;
}
