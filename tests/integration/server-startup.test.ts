// server/index.js at start-up, as a process: settings a deployment cannot run without and a busy port fail at once
// with one line; the server binds loopback unless HOST says otherwise; demo mode switched on with a real database
// is announced in the log.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts server/index.js with exactly `env` (plus PATH); resolves on exit, or when `until` appears in the output. */
function startServer(env: Record<string, string>, args: string[] = [], until?: RegExp) {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "server/index.js"), ...args], {
    cwd: root,
    // No metrics listener unless a test asks (a fixed port, and test servers run side by side; ADR 052).
    env: { PATH: process.env.PATH ?? "", METRICS_PORT: "0", ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  return new Promise<{ code: number | null; stdout: string; stderr: string; child: ChildProcess }>((resolve) => {
    const done = (code: number | null) => resolve({ code, stdout, stderr, child });
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk;
      if (until?.test(stdout)) done(null);
    });
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("exit", (code: number | null) => done(code));
  });
}

/** A non-loopback IPv4 address of this machine, if it has one. */
function externalAddress(): string | null {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const address of list ?? []) if (address.family === "IPv4" && !address.internal) return address.address;
  }
  return null;
}

describe("start-up checks", () => {
  it("refuses to start in production with a real database and no APP_ORIGIN, in one line", async () => {
    const result = await startServer({
      NODE_ENV: "production",
      DATABASE_URL: inject("databaseUrl"),
      SESSION_SECRET: "s".repeat(32),
      PORT: String(await freePort()),
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^LabMarket cannot start: APP_ORIGIN must be set in production/);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("refuses a too-short SESSION_SECRET in one line, without a stack trace (the image runs server/index.js directly)", async () => {
    const result = await startServer({
      NODE_ENV: "production",
      DATABASE_URL: inject("databaseUrl"),
      APP_ORIGIN: "https://shop.example",
      SESSION_SECRET: "too-short",
      PORT: String(await freePort()),
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "LabMarket cannot start: SESSION_SECRET must be at least 16 characters (e.g. openssl rand -hex 32).\n",
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(result.stdout).toBe("");
  });

  it("refuses several app processes on the embedded database, and a WEB_CONCURRENCY that is not a count, in one line", async () => {
    const embedded = await startServer({ WEB_CONCURRENCY: "2", PORT: String(await freePort()) });
    expect(embedded.code).toBe(1);
    expect(embedded.stderr).toBe(
      "LabMarket cannot start: WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database is served by one process, so run one.\n",
    );
    const typo = await startServer({
      DATABASE_URL: inject("databaseUrl"),
      APP_ORIGIN: "https://shop.example",
      SESSION_SECRET: "s".repeat(32),
      WEB_CONCURRENCY: "auto",
      PORT: String(await freePort()),
    });
    expect(typo.code).toBe(1);
    expect(typo.stderr).toBe(
      "LabMarket cannot start: WEB_CONCURRENCY must be a whole number of app processes from 1 to 32: auto\n",
    );
  });

  it("fails with one line when the port is busy, before touching the database", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const dataDir = path.join(os.tmpdir(), `busy-port-${process.pid}-${Date.now()}`);
    try {
      // No DATABASE_URL: without the port check this would first start PGlite in dataDir and migrate (~15 s).
      const result = await startServer({ PORT: String(port), PGLITE_DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `LabMarket cannot start: port ${port} on 127.0.0.1 is already in use (another server running? set PORT to use another).`,
      );
      expect(result.stdout).not.toMatch(/PGlite|migrat/i);
      // How long it took is not asserted (timings belong in benchmarks); that the embedded database was never
      // created is what "before touching the database" means.
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      blocker.close();
    }
  });
});

describe("listening", () => {
  it("binds loopback by default and announces demo mode switched on with a real database", async () => {
    const port = await freePort();
    const result = await startServer(
      {
        NODE_ENV: "development",
        DATABASE_URL: inject("databaseUrl"),
        DEMO_MODE: "1",
        SESSION_SECRET: "s".repeat(32),
        PORT: String(port),
        JOBS: "0",
        SEED_ON_START: "0",
      },
      ["--dev"],
      /listening on/,
    );
    // The origin links use by default is the one printed; the server is bound to loopback only.
    expect(result.stdout).toContain(`LabMarket listening on http://localhost:${port} (bound to 127.0.0.1:${port})`);
    expect(result.stderr).toContain("DEMO MODE IS ON (DEMO_MODE=1)");
    // The settings block (issue 34): in development the test gateway and the outbox are fine; jobs are off here.
    for (const line of [
      /settings: database\s+ok\s+PostgreSQL at /,
      /settings: payments\s+ok\s+built-in test gateway/,
      /settings: mail\s+ok\s+database outbox/,
      /settings: storage\s+ok/,
      /settings: jobs\s+ok\s+off on this machine/,
      /settings: demo mode ok\s+ON/,
      new RegExp(`settings: origin\\s+ok\\s+http://localhost:${port}`),
    ])
      expect(result.stdout).toMatch(line);
    const external = externalAddress();
    if (external) {
      const reachable = await new Promise((resolve) => {
        const socket = net.connect({ host: external, port, timeout: 1000 }, () => {
          socket.end();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
        socket.on("timeout", () => resolve(false));
      });
      expect(reachable, `port ${port} on ${external}`).toBe(false);
    }
    const exited = new Promise((resolve) => result.child.once("exit", resolve));
    result.child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });

  it("serves pages when started as `npm start` does, without NODE_ENV (React's build chosen before it loads)", async () => {
    // The production build (npm test builds it before Vitest).
    if (!fs.existsSync(path.join(root, "build/server/index.js"))) return;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const result = await startServer(
      {
        DATABASE_URL: inject("databaseUrl"),
        SESSION_SECRET: "s".repeat(32),
        APP_ORIGIN: base,
        PORT: String(port),
        JOBS: "0",
        SEED_ON_START: "0",
      },
      [],
      /listening on/,
    );
    const page = await fetch(`${base}/store`);
    const html = await page.text();
    expect(page.status, html.slice(0, 300)).toBe(200);
    expect(html).toContain('data-testid="store-card"');
    expect(result.stderr).not.toMatch(/getOwner|Error/);
    const exited = new Promise((resolve) => result.child.once("exit", resolve));
    result.child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
