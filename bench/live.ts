// `npm run bench:live` (ADR 017): live room fan-out across TWO app processes on one PostgreSQL.
// N viewers hold Server-Sent Event streams (split over both processes, held by two worker threads so the client is
// not the bottleneck), a host posts M chat messages a second for T seconds (alternating processes), and K viewers
// are force-disconnected mid-run and resume with Last-Event-ID. Measured: delivery latency from POST to each viewer
// (p50/p99; what a resumed viewer missed while it was away on purpose is reported apart), the host's POSTs (status
// and latency, separately), messages lost or doubled per viewer, and app memory per open stream as the slope between
// N/4 and N streams after a warm-up and a full GC. Loopback only; every loop is bounded.
//   LIVE_VIEWERS (400)  LIVE_RATE (20 msg/s)  LIVE_SECONDS (30)  LIVE_RESUME (40 viewers)  LIVE_BUILD=1 rebuilds
// It builds (when asked or when there is no build) and starts from build/: on a shared machine run it under
// `flock /tmp/labmarket-build.lock npm run bench:live`.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { provisionTestDatabase } from "../tests/setup/test-database.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const VIEWERS = Number(process.env.LIVE_VIEWERS ?? 400);
const RATE = Number(process.env.LIVE_RATE ?? 20);
const SECONDS = Number(process.env.LIVE_SECONDS ?? 30);
const RESUME = Math.min(VIEWERS, Number(process.env.LIVE_RESUME ?? Math.round(VIEWERS / 10)));
const WORKERS = 2;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

async function waitForHealth(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not start`);
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/**
 * A server's memory after a full garbage collection, through its inspector (loopback only): RSS, and the JS heap
 * plus external and array-buffer memory. Without the collection, RSS swings by 100+ MB with the GC's timing.
 */
async function memoryAfterGc(inspectPort: number): Promise<{ rssKb: number; heapKb: number }> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let next = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.onmessage = (message) => {
    const reply = JSON.parse(String(message.data)) as { id?: number; result?: unknown };
    if (reply.id !== undefined) pending.get(reply.id)?.(reply.result);
  };
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send("HeapProfiler.collectGarbage");
    await send("HeapProfiler.collectGarbage");
    const result = (await send("Runtime.evaluate", {
      expression: "JSON.stringify(process.memoryUsage())",
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(result.result.value) as { rss: number; heapUsed: number; external: number };
    return { rssKb: Math.round(usage.rss / 1024), heapKb: Math.round((usage.heapUsed + usage.external) / 1024) };
  } finally {
    socket.close();
  }
}

type Reply = { cmd: string; [key: string]: unknown };

/** A worker thread holding some viewers' streams; `ask` sends a command and waits for its answer. */
function viewerWorker(demoId: string, viewers: { base: string; cookie: string }[]) {
  const worker = new Worker(new URL("./live-viewers.js", import.meta.url), { workerData: { demoId, viewers } });
  const waiting: ((reply: Reply) => void)[] = [];
  worker.on("message", (reply: Reply) => waiting.shift()?.(reply));
  worker.on("error", (error) => console.error("[bench] viewer worker failed:", error));
  return {
    count: viewers.length,
    ask: (message: Record<string, unknown>) =>
      new Promise<Reply>((resolve) => {
        waiting.push(resolve);
        worker.postMessage(message);
      }),
    close: () => worker.postMessage({ cmd: "close" }),
  };
}

async function main() {
  if (process.env.LIVE_BUILD === "1" || !fs.existsSync(path.join(root, "build/server/index.js")))
    await run("npm", ["run", "build"], process.env);
  const db = await provisionTestDatabase();
  const servers: ChildProcess[] = [];
  try {
    process.env.DATABASE_URL = db.url;
    process.env.SESSION_SECRET = "bench-live-session-secret-0123456789";
    process.env.NODE_ENV = "production";
    const env = {
      ...process.env,
      HOST: "127.0.0.1",
      JOBS: "0",
      SEED_ON_START: "0",
      PAGE_CACHE_SECONDS: "0",
      DB_POOL_SIZE: "10",
      // Every viewer connects from 127.0.0.1, and all of them may sit on one process while others resume (ADR 044).
      LIVE_MAX_STREAMS_PER_ADDRESS: String(VIEWERS * 2),
      LIVE_MAX_STREAMS_PER_PROCESS: String(VIEWERS * 2),
    };
    const bases: string[] = [];
    const inspectPorts: number[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const inspectPort = await freePort();
      inspectPorts.push(inspectPort);
      servers.push(
        spawn(process.execPath, [`--inspect=127.0.0.1:${inspectPort}`, "server/index.js"], {
          cwd: root,
          // Two servers side by side: no metrics listeners (a fixed port; ADR 052).
          // Each process is its own origin: a page asked for at another host or port is redirected there (ADR 048).
          env: { ...env, PORT: String(port), APP_ORIGIN: `http://127.0.0.1:${port}`, METRICS_PORT: "0" },
          stdio: ["ignore", "ignore", "ignore"],
        }),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(bases.map(waitForHealth));

    // The room, its host and the viewers, straight in the database; sessions made the way the app makes them.
    const { prisma } = await import("~/utils/db.server");
    const { createUserSession } = await import("~/modules/auth/session.server");
    const demoId = `bench-live-${Date.now()}`;
    await prisma.demo.create({
      data: {
        id: demoId,
        title: "Bench live room",
        creatorName: "Bench",
        creatorType: "Company",
        category: "analytics",
        status: "live",
        durationMinutes: 60,
        startsAt: new Date(),
        description: "bench",
        thumbnailUrl: "/images/demos/test.svg",
      },
    });
    const cookieOf = async (id: string, role: "admin" | "buyer") => {
      await prisma.user.create({
        data: {
          id,
          email: `${id}@bench.test`,
          passwordHash: "x",
          emailVerifiedAt: new Date(),
          profile: { create: { fullName: id, role, status: "approved" } },
        },
      });
      return (await createUserSession(new Request("http://127.0.0.1/login"), id)).split(";")[0]!;
    };
    const hostCookie = await cookieOf(`bench-host-${demoId}`, "admin");
    const specs: { base: string; cookie: string }[] = [];
    for (let i = 0; i < VIEWERS; i += 25) {
      const batch = Array.from({ length: Math.min(25, VIEWERS - i) }, (_, j) => i + j);
      const cookies = await Promise.all(batch.map((n) => cookieOf(`bench-v${n}-${demoId}`, "buyer")));
      batch.forEach((n, j) => (specs[n] = { base: bases[n % 2]!, cookie: cookies[j]! }));
    }
    // Each worker holds viewers of both processes (its share alternates like the whole list).
    const workers = Array.from({ length: WORKERS }, (_, w) =>
      viewerWorker(
        demoId,
        specs.filter((_, i) => Math.floor(i / 2) % WORKERS === w),
      ),
    );
    const everyWorker = async (message: (w: ReturnType<typeof viewerWorker>) => Record<string, unknown>) =>
      Promise.all(workers.map((w) => w.ask(message(w))));
    const connectUpTo = (fraction: number) =>
      everyWorker((w) => ({ cmd: "connect", from: 0, to: Math.round(w.count * fraction) }));

    // The host's post: status and latency are recorded apart from delivery.
    const postStatus = new Map<number, number>();
    const postMs: number[] = [];
    const failures: string[] = [];
    let postBase = 0;
    const post = async (body: string) => {
      const base = bases[postBase++ % 2]!;
      const t0 = Date.now();
      try {
        // As the room's fetcher posts with JavaScript (single fetch: the action only, no page render).
        const r = await fetch(`${base}/demo/${demoId}.data`, {
          method: "POST",
          headers: { Cookie: hostCookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "live-message", inPlace: "1", body }),
        });
        await r.arrayBuffer();
        postStatus.set(r.status, (postStatus.get(r.status) ?? 0) + 1);
        postMs.push(Date.now() - t0);
        return r.status;
      } catch (error) {
        failures.push(`post: ${(error as Error).message}`);
        return 0;
      }
    };

    // Warm-up: every code path (page, stream, post, replay, fan-out) runs before memory is read.
    await connectUpTo(0.05);
    for (let i = 0; i < 20; i++) await post(`warm-up ${i}`);
    for (const base of bases) await (await fetch(`${base}/demo/${demoId}`, { headers: { Cookie: hostCookie } })).text();
    await sleep(2000);
    postStatus.clear();
    postMs.length = 0;

    // Memory per stream: the RSS slope between N/4 and N open streams (process start-up and warm-up excluded).
    const pids = servers.map((s) => s.pid!);
    const log = (what: string) => console.error(`[bench] ${new Date().toISOString().slice(11, 19)} ${what}`);
    log("warmed up");
    await connectUpTo(0.25);
    await sleep(2000);
    const memQuarter = await Promise.all(inspectPorts.map(memoryAfterGc));
    await connectUpTo(1);
    await sleep(2000);
    const memFull = await Promise.all(inspectPorts.map(memoryAfterGc));
    log(`${VIEWERS} streams open`);

    // The host posts RATE messages a second for SECONDS seconds, alternating processes; RESUME viewers drop halfway.
    const total = RATE * SECONDS;
    log(`posting ${total} messages`);
    const posts: Promise<unknown>[] = [];
    const started = Date.now();
    const load = os.loadavg();
    for (let seq = 0; seq < total; seq++) {
      const due = started + (seq * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      if (seq === Math.floor(total / 2) && RESUME > 0) {
        void everyWorker((w) => ({ cmd: "drop", count: Math.round((RESUME * w.count) / VIEWERS) }));
      }
      posts.push(post(`bench ${seq} ${Date.now()}`));
    }
    await Promise.all(posts);
    const postedIn = (Date.now() - started) / 1000;
    log("posted");
    // Drain: wait until every viewer has every message, or 20 s.
    for (let i = 0; i < 100; i++) {
      const progress = await everyWorker(() => ({ cmd: "progress", total }));
      if (progress.reduce((n, r) => n + (r.complete as number), 0) >= VIEWERS) break;
      await sleep(200);
    }
    const rssEnd = pids.map(rssKb);
    log("drained");
    const loadEnd = os.loadavg();

    const reports = await everyWorker(() => ({ cmd: "report", total }));
    const latencies = reports.flatMap((r) => r.latencies as number[]).sort((a, b) => a - b);
    const catchUp = reports.flatMap((r) => r.catchUp as number[]).sort((a, b) => a - b);
    const lost = reports.reduce((n, r) => n + (r.lost as number), 0);
    const doubled = reports.reduce((n, r) => n + (r.doubled as number), 0);
    for (const r of reports) failures.push(...(r.failures as string[]));
    postMs.sort((a, b) => a - b);
    const streamsAdded = (VIEWERS - Math.round(VIEWERS / 4)) / 2;
    const slope = (key: "rssKb" | "heapKb") =>
      memFull.map((m, i) => `${((m[key] - memQuarter[i]![key]) / streamsAdded).toFixed(1)} KB`).join(" / ");
    const statuses = [...postStatus].map(([status, n]) => `${n} × ${status}`).join(", ");
    const table = [
      ["viewers (2 processes)", String(VIEWERS)],
      ["messages", `${total} (${RATE}/s for ${SECONDS} s; posted in ${postedIn.toFixed(1)} s)`],
      ["host POSTs: status", statuses || "none"],
      [
        "host POSTs: latency p50 / p99 / max",
        `${percentile(postMs, 50)} / ${percentile(postMs, 99)} / ${postMs.at(-1)} ms`,
      ],
      ["force-disconnected and resumed", String(RESUME)],
      ["deliveries measured", `${latencies.length + catchUp.length} of ${total * VIEWERS}`],
      [
        "delivery latency, live: p50 / p99 / max",
        `${percentile(latencies, 50)} / ${percentile(latencies, 99)} / ${latencies.at(-1)} ms`,
      ],
      [
        "resume catch-up (posted while away): count, p50 / max",
        `${catchUp.length}, ${percentile(catchUp, 50)} / ${catchUp.at(-1) ?? "-"} ms`,
      ],
      ["lost / doubled (all viewers)", `${lost} / ${doubled}`],
      [
        "RSS after GC at N/4 → N streams; RSS at end (KB)",
        pids.map((_, i) => `${memQuarter[i]!.rssKb} → ${memFull[i]!.rssKb}; ${rssEnd[i]}`).join(" | "),
      ],
      ["memory per stream, RSS after GC (slope N/4 → N)", slope("rssKb")],
      ["memory per stream, JS heap + external after GC", slope("heapKb")],
      [
        "load average (1 min) at start / end",
        `${load[0]!.toFixed(2)} / ${loadEnd[0]!.toFixed(2)} (${os.cpus().length} cores)`,
      ],
      ["other failures", failures.length ? `${failures.length} (first: ${failures[0]})` : "0"],
    ];
    console.log("\n| live room bench | |\n|---|---|");
    for (const [k, v] of table) console.log(`| ${k} | ${v} |`);
    for (const w of workers) w.close();
    await prisma.$disconnect();
  } finally {
    for (const s of servers) s.kill("SIGTERM");
    await sleep(1500);
    for (const s of servers) if (s.exitCode === null) s.kill("SIGKILL");
    await db.drop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
