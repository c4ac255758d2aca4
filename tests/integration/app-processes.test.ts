// WEB_CONCURRENCY=2 (ADR 076): server/index.js becomes a primary that runs two app processes on the one port. Proven
// on a production server process over PostgreSQL: both serve requests, only the first runs the job queue and logs
// the settings, the metrics port sums both, a killed app process is started again while the other keeps serving,
// and SIGTERM drains both and exits 0. (On the embedded database it is refused: server-startup.test.ts.)
import fs from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, freePort, startProductionServer, type ProductionServer } from "./production-server.support";
import { onPglite } from "./store.support";

let server: ProductionServer | null = null;
let metricsPort = 0;

beforeAll(async () => {
  if (await onPglite()) return;
  metricsPort = await freePort();
  server = await startProductionServer("processes", () => ({
    WEB_CONCURRENCY: "2",
    METRICS_PORT: String(metricsPort),
  }));
}, 600_000);
afterAll(async () => {
  await server?.stop();
});

/** The primary's children: its app processes. */
function appProcessIds(): number[] {
  const pid = server!.child.pid!;
  return fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((thread) => fs.readFileSync(`/proc/${pid}/task/${thread}/children`, "utf8").trim().split(/\s+/))
    .filter(Boolean)
    .map(Number);
}

/** One GET on a connection of its own (the cluster hands out connections, not requests). */
function getOnNewConnection(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server!.base}${path}`, { agent: false, headers: { Connection: "close" }, timeout: 10_000 }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      })
      .on("timeout", () => reject(new Error(`GET ${path}: no answer in 10 s`)))
      .on("error", reject);
  });
}

const metricsText = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
const counted = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? NaN);

describe("several app processes on one port", () => {
  it("both serve pages; the first alone runs the jobs and logs the settings; the metrics port sums both", async (test) => {
    if (!server) test.skip();
    expect(appProcessIds()).toHaveLength(2);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push(await getOnNewConnection("/store"));
    expect(statuses.every((status) => status === 200)).toBe(true);

    const storeLines = () =>
      server!
        .logEntries()
        .filter((entry) => entry.msg === "request" && entry.path === "/store" && entry.method === "GET");
    await eventually(async () => (storeLines().length >= 12 ? true : undefined), "the access lines", 5_000);
    expect(new Set(storeLines().map((entry) => entry.process))).toEqual(new Set([1, 2]));

    const entries = server!.logEntries();
    expect(entries.filter((entry) => entry.msg.startsWith("settings: database"))).toHaveLength(1);
    expect(entries.find((entry) => entry.msg.startsWith("settings: jobs"))).toMatchObject({
      process: 1,
      msg: expect.stringContaining("running"),
    });
    expect(entries.filter((entry) => entry.msg.startsWith("LabMarket listening on"))).toHaveLength(2);
    expect(entries.map((entry) => entry.msg)).toContain("LabMarket runs 2 app processes");

    const text = await metricsText();
    const storeViews = counted(
      text,
      /http_request_duration_seconds_count\{method="GET",route="\/store",status_class="2xx"\} (\d+)/,
    );
    expect(storeViews).toBeGreaterThanOrEqual(12);
    expect(text).toMatch(/labmarket_app_processes\{state="listening"\} 2\b/);
    // Each process's pool, summed: more idle connections than one pool of this test server (DB_POOL_SIZE=4) holds
    // would prove nothing, so the gauge is read only for being there.
    expect(text).toMatch(/labmarket_db_pool_connections\{pool="app",state="idle"\} \d+/);
    // The job queue's counts are the same read in each process: the highest, not the sum.
    expect(text).toMatch(/labmarket_job_queue_jobs\{queue="release-expired-reservations",state="queued"\} \d+/);
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("an app process that dies is started again, and the other serves meanwhile", async (test) => {
    if (!server) test.skip();
    const [victim, survivor] = appProcessIds();
    process.kill(victim!, "SIGKILL");
    // Once the primary has seen the exit (a connection handed over in that instant is lost with the process), the
    // other app process takes every connection until the new one listens.
    await eventually(
      async () =>
        server!.logEntries().some((entry) => entry.level === "error" && /exited \(signal SIGKILL\)/.test(entry.msg))
          ? true
          : undefined,
      "the primary to see the exit",
      10_000,
    );
    for (let i = 0; i < 5; i++) expect(await getOnNewConnection("/healthz")).toBe(200);
    const replaced = await eventually(
      async () => {
        const ids = appProcessIds();
        return ids.length === 2 && !ids.includes(victim!) ? ids : undefined;
      },
      "a new app process",
      30_000,
    );
    expect(replaced).toContain(survivor);
    await eventually(
      async () => (/labmarket_app_processes\{state="listening"\} 2\b/.test(await metricsText()) ? true : undefined),
      "the new process listening",
      30_000,
    );
    expect(await metricsText()).toMatch(/labmarket_app_process_restarts_total 1\b/);
    expect(await getOnNewConnection("/store")).toBe(200);
  });

  it("SIGTERM drains every app process and the primary exits 0", async (test) => {
    if (!server) test.skip();
    const ids = appProcessIds();
    const exited = new Promise<number | null>((resolve) => server!.child.once("exit", (code) => resolve(code)));
    server!.child.kill("SIGTERM");
    const code = await Promise.race([exited, new Promise<"timeout">((r) => setTimeout(r, 15_000, "timeout"))]);
    expect(code, server!.output().slice(-3000)).toBe(0);
    for (const id of ids) expect(fs.existsSync(`/proc/${id}`)).toBe(false);
    const completions = server!.logEntries().filter((entry) => entry.msg === "shutdown complete");
    // Each app process's own, then the primary's (which has no process number).
    expect(completions.map((entry) => entry.process ?? "primary").sort()).toEqual([1, 2, "primary"].sort());
  });
});
