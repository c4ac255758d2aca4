// The pieces `npm run bench` is made of, shared by its modes (scripts/bench.js: the seed and the catalogue at scale;
// bench/organisations.js: organisations, requisitions and invoices at scale): a bench database kept between runs,
// the production build started the way the image starts it, a second server behind the statement counter, and
// autocannon runs with the CPU the app and the database's backends used per view.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { parseRuntimeStage } from "../scripts/container-layout.js";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
/** The SESSION_SECRET the bench servers get (sessions made for the bench sign their cookies with it). */
export const BENCH_SESSION_SECRET = "bench-secret-0123456789abcdef";

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

export function runQuiet(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}`)),
    );
  });
}

export async function waitForHealth(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

/**
 * A bench database of its own, kept between runs: created when missing (dropped first with --refill), then migrated.
 * Returns its URL and whether it was (re)created.
 */
export async function provisionBenchDatabase(name) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount > 0;
  const refill = process.argv.includes("--refill");
  if (exists && refill) await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
  if (!exists || refill) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const env = { ...process.env, DATABASE_URL: url.toString(), DEMO_MODE: "1" };
  await runQuiet(process.execPath, [path.join(root, "scripts/prisma.js"), "migrate", "deploy"], env);
  return { url: url.toString(), env, created: !exists || refill };
}

/** Runs prisma/seed.ts against a bench database (the demo catalogue, brands and accounts). */
export function seedBenchDatabase(env) {
  return runQuiet(process.execPath, ["--import", "tsx", path.join(root, "prisma/seed.ts")], env);
}

export function buildApp(databaseUrl) {
  return runQuiet("npm", ["run", "-s", "build"], { ...process.env, DATABASE_URL: databaseUrl });
}

/**
 * The production build on a loopback port, with the Node flags of the image's CMD (its heap cap), so the bench
 * measures what is deployed.
 */
/**
 * The counts of app processes a bench measures side by side, one server each (ADR 076): BENCH_PROCESSES=1,2, else
 * WEB_CONCURRENCY, else 1.
 */
export function benchProcessCounts(env = process.env) {
  const listed = env.BENCH_PROCESSES ?? env.WEB_CONCURRENCY ?? "1";
  const counts = listed.split(",").map((count) => Number(count.trim()));
  if (counts.some((count) => !Number.isInteger(count) || count < 1))
    throw new Error(`BENCH_PROCESSES must list whole numbers of app processes, e.g. 1,2: ${listed}`);
  return counts;
}

export async function startServer(databaseUrl, { poolSize = 10, processes } = {}) {
  const imageCmd = parseRuntimeStage(fs.readFileSync(path.join(root, "Dockerfile"), "utf8")).cmd;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...imageCmd.slice(1, -1), path.join(root, imageCmd.at(-1))], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: BENCH_SESSION_SECRET,
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_ORIGIN: url,
      SEED_ON_START: "0",
      JOBS: "0",
      // No metrics listener (ADR 052): a bench measures pages, and a fixed port could be taken.
      METRICS_PORT: "0",
      DB_POOL_SIZE: String(poolSize),
      // App processes on the one port (ADR 076); unset, the environment's WEB_CONCURRENCY (default 1).
      ...(processes ? { WEB_CONCURRENCY: String(processes) } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return { child, url };
}

/**
 * The statement counter: a function giving the SQL statements one view of `path` runs (after a warm-up view) on
 * `countedBase` (a server that reaches the database through `counter`), and its response's status. `init` is the
 * fetch options, or a function returning fresh ones for each of the two requests (a body that must differ).
 */
export function statementCounter(counter, countedBase) {
  return async function countStatements(url, headers, init = {}) {
    const options = () => ({ ...(typeof init === "function" ? init() : init), headers });
    await (await fetch(countedBase + url, options())).text();
    let status = 0;
    const { queries, statements } = await counter.count(async () => {
      const response = await fetch(countedBase + url, options());
      status = response.status;
      await response.text();
    });
    return { queries, status, statements };
  };
}

/**
 * The app server's processes: `pid` itself, then, with several app processes (WEB_CONCURRENCY, ADR 076), the app
 * processes it started (its children). An app process that exits during a run takes its CPU time with it; the
 * bench's servers do not restart them.
 */
export function serverProcessIds(pid) {
  const children = [];
  try {
    for (const thread of fs.readdirSync(`/proc/${pid}/task`))
      children.push(...fs.readFileSync(`/proc/${pid}/task/${thread}/children`, "utf8").trim().split(/\s+/));
  } catch {
    // not Linux, or the process is gone
  }
  return [String(pid), ...children.filter(Boolean)];
}

/** CPU time (user + system) the app server's processes have used so far, in ms; null where /proc does not have it. */
export function serverCpuMs(pid) {
  const [own, ...children] = serverProcessIds(pid).map(processCpuMs);
  return own === null ? null : children.reduce((sum, ms) => sum + (ms ?? 0), own);
}

/** CPU time (user + system) a process has used so far, in ms; null where /proc does not have it. */
export function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime and stime, in clock ticks: 100 a second on Linux.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * autocannon at `connections` for `duration` s per page, each page first loaded `warmup` s at the same concurrency
 * (the steady state of a running server — optimised code, warm pools and caches — not V8 compiling the page's code
 * paths). `request` adds autocannon options: method, body, idReplacement.
 */
export function loadTester({ connections, duration, warmup }) {
  function cannon(url, headers = {}, { warm = true, duration: seconds = duration, request = {} } = {}) {
    return new Promise((resolve, reject) => {
      const warmupOption = warm && warmup > 0 ? { warmup: { connections, duration: warmup } } : {};
      autocannon({ url, headers, connections, duration: seconds, ...request, ...warmupOption }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    });
  }

  /**
   * The CPU the app's process (`serverPid`) and the database's backends for the bench database used for each view
   * of `url`: the machine's speed and what else runs on it move latency by ±20 % between runs, the work a view takes
   * much less. Measured after the warm-up, over the run; the backends are those connected before it (the app's pool
   * is full by then). Null when the database's processes cannot be read (a database on another machine).
   */
  async function cannonWithCpu(url, headers, client, serverPid, request = {}) {
    if (warmup > 0) await cannon(url, headers, { warm: false, duration: warmup, request });
    const backends = async () =>
      (
        await client.query(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()",
        )
      ).rows.map((row) => row.pid);
    const pids = await backends();
    const dbBefore = new Map(pids.map((pid) => [pid, processCpuMs(pid)]));
    const appBefore = serverCpuMs(serverPid);
    const result = await cannon(url, headers, { warm: false, request });
    const appAfter = serverCpuMs(serverPid);
    // A backend that ended during the run was an idle connection the pool closed: it used next to nothing.
    let db = 0;
    let readable = false;
    for (const [pid, before] of dbBefore) {
      const after = processCpuMs(pid);
      if (before === null || after === null) continue;
      db += after - before;
      readable = true;
    }
    const views = result.requests.total || 1;
    return {
      result,
      appCpu: appBefore === null || appAfter === null ? null : (appAfter - appBefore) / views,
      dbCpu: readable ? db / views : null,
    };
  }

  return { cannon, cannonWithCpu };
}

/** Stops a server child process and waits for it to exit (at most 10 s). */
export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
    setTimeout(resolve, 10_000).unref();
  });
}

/**
 * Sign-ins (and, given one, a punchout SharedSecret's digest) made by the app's own code against a bench database
 * (bench/organisation-sessions.ts), so the measured server accepts them exactly as a real user's. Resolves to
 * { cookies: { [userId]: "name=value" }, punchoutSecretHash }.
 */
export function signInBenchUsers(databaseUrl, userIds, punchoutSecret) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join(root, "bench/organisation-sessions.ts"),
        JSON.stringify({ userIds, punchoutSecret }),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: "production",
          DATABASE_URL: databaseUrl,
          SESSION_SECRET: BENCH_SESSION_SECRET,
        },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("close", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("BENCH-JSON:"));
      if (code !== 0 || !line) return reject(new Error(`organisation-sessions.ts exited ${code}: ${out}`));
      resolve(JSON.parse(line.slice("BENCH-JSON:".length)));
    });
  });
}
