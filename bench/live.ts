// `npm run bench:live` (ADR 017): live room fan-out across TWO app processes on one PostgreSQL.
// N viewers hold Server-Sent Event streams (split over both processes), a host posts M chat messages a second for
// T seconds (alternating processes), and K viewers are force-disconnected mid-run and resume with Last-Event-ID.
// Measured: delivery latency from POST to each viewer (p50/p99), messages lost or doubled per viewer, and app
// memory (RSS) growth per open stream. Loopback only; every loop is bounded.
//   LIVE_VIEWERS (400)  LIVE_RATE (20 msg/s)  LIVE_SECONDS (30)  LIVE_RESUME (40 viewers)
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { provisionTestDatabase } from "../tests/setup/test-database.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const VIEWERS = Number(process.env.LIVE_VIEWERS ?? 400);
const RATE = Number(process.env.LIVE_RATE ?? 20);
const SECONDS = Number(process.env.LIVE_SECONDS ?? 30);
const RESUME = Math.min(VIEWERS, Number(process.env.LIVE_RESUME ?? Math.round(VIEWERS / 10)));

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

interface Viewer {
  base: string;
  cookie: string;
  lastId: string;
  seen: Map<number, number>; // message seq -> times received
  request: http.ClientRequest | null;
  connected: boolean;
}

/** Opens (or reopens, with Last-Event-ID) a viewer's stream; resolves once the response headers arrive. */
function connect(viewer: Viewer, demoId: string, latencies: number[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Cookie: viewer.cookie, Accept: "text/event-stream" };
    if (viewer.lastId !== "0") headers["Last-Event-ID"] = viewer.lastId;
    const request = http.get(`${viewer.base}/demo/${demoId}/events`, { headers }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      viewer.connected = true;
      response.setEncoding("utf8");
      let buffer = "";
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let id: string | null = null;
          let data: string | null = null;
          for (const line of block.split("\n")) {
            if (line.startsWith("id: ")) id = line.slice(4);
            else if (line.startsWith("data: ")) data = line.slice(6);
          }
          if (!id || !data) continue;
          viewer.lastId = id;
          const view = JSON.parse(data) as { kind: string; message?: { body: string } };
          const match = view.kind === "message" ? /^bench (\d+) (\d+)$/.exec(view.message?.body ?? "") : null;
          if (!match) continue;
          const seq = Number(match[1]);
          viewer.seen.set(seq, (viewer.seen.get(seq) ?? 0) + 1);
          latencies.push(Date.now() - Number(match[2]));
        }
      });
      response.on("close", () => (viewer.connected = false));
      resolve();
    });
    request.on("error", (error) => (viewer.connected ? undefined : reject(error)));
    viewer.request = request;
  });
}

async function main() {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) await run("npm", ["run", "build"], process.env);
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
    };
    const bases: string[] = [];
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      servers.push(
        spawn(process.execPath, ["server/index.js"], {
          cwd: root,
          env: { ...env, PORT: String(port) },
          stdio: ["ignore", "ignore", "inherit"],
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
    const viewers: Viewer[] = [];
    for (let i = 0; i < VIEWERS; i++) {
      viewers.push({
        base: bases[i % 2]!,
        cookie: await cookieOf(`bench-v${i}-${demoId}`, "buyer"),
        lastId: "0",
        seen: new Map(),
        request: null,
        connected: false,
      });
    }

    const pids = servers.map((s) => s.pid!);
    await sleep(1000);
    const rssBefore = pids.map(rssKb);
    const latencies: number[] = [];
    for (let i = 0; i < viewers.length; i += 50)
      await Promise.all(viewers.slice(i, i + 50).map((v) => connect(v, demoId, latencies)));
    await sleep(2000);
    const rssConnected = pids.map(rssKb);

    // The host posts RATE messages a second for SECONDS seconds, alternating processes; RESUME viewers drop halfway.
    const total = RATE * SECONDS;
    const failures: string[] = [];
    const posts: Promise<void>[] = [];
    const started = Date.now();
    let resumed = 0;
    for (let seq = 0; seq < total; seq++) {
      const due = started + (seq * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      if (seq === Math.floor(total / 2)) {
        const victims = viewers.slice(0, RESUME);
        for (const v of victims) v.request?.destroy();
        resumed = victims.length;
        setTimeout(() => {
          for (const v of victims) connect(v, demoId, latencies).catch((e) => failures.push(`resume: ${e.message}`));
        }, 1000);
      }
      const base = bases[seq % 2]!;
      posts.push(
        fetch(`${base}/demo/${demoId}`, {
          method: "POST",
          headers: { Cookie: hostCookie, Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "live-message", inPlace: "1", body: `bench ${seq} ${Date.now()}` }),
        }).then(async (r) => {
          if (r.status !== 200) failures.push(`post ${seq}: ${r.status}`);
          await r.arrayBuffer();
        }),
      );
    }
    await Promise.all(posts);
    const postedIn = (Date.now() - started) / 1000;
    // Drain: wait until every viewer has every message, or 15 s.
    for (let i = 0; i < 150 && viewers.some((v) => v.seen.size < total); i++) await sleep(100);
    const rssAfter = pids.map(rssKb);

    let lost = 0;
    let doubled = 0;
    for (const v of viewers) {
      lost += total - v.seen.size;
      for (const count of v.seen.values()) if (count > 1) doubled += count - 1;
    }
    latencies.sort((a, b) => a - b);
    const perConnKb = rssConnected.map((kb, i) => (kb - rssBefore[i]!) / (VIEWERS / 2));
    const table = [
      ["viewers (2 processes)", String(VIEWERS)],
      ["messages", `${total} (${RATE}/s for ${SECONDS} s; posted in ${postedIn.toFixed(1)} s)`],
      ["force-disconnected and resumed", String(resumed)],
      ["deliveries measured", String(latencies.length)],
      [
        "latency p50 / p99 / max",
        `${percentile(latencies, 50)} / ${percentile(latencies, 99)} / ${latencies.at(-1)} ms`,
      ],
      ["lost / doubled (all viewers)", `${lost} / ${doubled}`],
      [
        "RSS before → connected → end (KB)",
        pids.map((_, i) => `${rssBefore[i]} → ${rssConnected[i]} → ${rssAfter[i]}`).join("; "),
      ],
      ["RSS growth per stream", perConnKb.map((k) => `${k.toFixed(1)} KB`).join(" / ")],
      ["failed requests", failures.length ? `${failures.length} (first: ${failures[0]})` : "0"],
    ];
    console.log("\n| live room bench | |\n|---|---|");
    for (const [k, v] of table) console.log(`| ${k} | ${v} |`);
    for (const v of viewers) v.request?.destroy();
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
