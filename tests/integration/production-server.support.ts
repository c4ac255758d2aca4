// A production server process (the build, NODE_ENV=production, server/index.js) on a PostgreSQL database of its own,
// for tests that must see what the real Express stack does: middleware order, redirects, outages.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "../..");
export const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/** One statement on the PostgreSQL server's admin connection (create and drop databases, cut connections). */
export async function adminQuery(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function runCommand(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    // Without Vitest's marker: vite.config.ts leaves the Remix plugin out under Vitest, and the build needs it.
    const { VITEST: _vitest, ...env } = process.env;
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")}: ${code}\n${output.slice(-2000)}`)),
    );
  });
}

/** Polls `check` until it returns a value (errors count as "not yet"). */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One JSON log line of the server (pino, server/logger.js). */
export type LogEntry = Record<string, unknown> & { level: string; msg: string; reqId?: string };

/** The JSON lines of a process's output; plain lines and a line cut off mid-write are skipped. */
function jsonLines(output: string): LogEntry[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogEntry];
      } catch {
        return [];
      }
    });
}

export type ProductionServer = {
  /** http://127.0.0.1:PORT, where the process listens. */
  base: string;
  port: number;
  dbName: string;
  /** Everything the process printed so far. */
  output: () => string;
  /** The process's JSON log lines so far (the seed's and the CLI's plain output is skipped). */
  logEntries: () => LogEntry[];
  child: ChildProcess;
  stop: () => Promise<void>;
};

/**
 * Builds the app when no build exists (npm test builds it before Vitest), creates a database, and starts the
 * production server on it, migrated and seeded with the hand-made catalogue only (SEED_DEMO=1: a production start
 * seeds only the reference data otherwise). `env` adds or overrides settings
 * (APP_ORIGIN defaults to `base`). Resolves once /healthz answers 200.
 */
export async function startProductionServer(
  name: string,
  env: (base: string) => Record<string, string> = () => ({}),
): Promise<ProductionServer> {
  if (!fs.existsSync(path.join(root, "build/server/index.js")) || !fs.existsSync(path.join(root, "build/seed.js")))
    await runCommand("npm", ["run", "-s", "build"]);
  const dbName = `labmarket_${name}_${Date.now()}_${process.pid}`;
  await adminQuery(`CREATE DATABASE "${dbName}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "server/index.js")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      DATABASE_URL: url.toString(),
      SESSION_SECRET: crypto.randomBytes(24).toString("hex"),
      APP_ORIGIN: base,
      HOST: "127.0.0.1",
      PORT: String(port),
      MIGRATE_ON_START: "1",
      SEED_ON_START: "1",
      SEED_GENERATED_PRODUCTS: "0",
      SEED_DEMO: "1",
      // Every request reaches the app (no anonymous page cache in front of it).
      PAGE_CACHE_SECONDS: "0",
      DB_POOL_SIZE: "4",
      // Test files run side by side: no fixed metrics port unless a test asks for one.
      METRICS_PORT: "0",
      ...env(base),
    } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => undefined);
  };
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited: ${output.slice(-2000)}`);
        return (await fetch(`${base}/healthz`)).ok ? true : undefined;
      },
      "the server to start",
      240_000,
    );
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${output.slice(-3000)}`);
  }
  return { base, port, dbName, output: () => output, logEntries: () => jsonLines(output), child, stop };
}
