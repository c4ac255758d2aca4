// `npm start` (scripts/start.js) as a process (issue 34, "first hour"): settings and a busy port stop it with one line
// before the build begins, so nothing is built for a start that cannot succeed.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

/** Runs scripts/start.js with exactly `env` (plus PATH); resolves on exit, or as soon as it reports a build step. */
function npmStart(env: Record<string, string>) {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, "scripts/start.js")], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", METRICS_PORT: "0", ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let stdout = "";
  let stderr = "";
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) => {
    const done = (code: number | null) => resolve({ code, stdout, stderr, ms: Date.now() - started });
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
      // Got past the checks: stop here rather than build or serve.
      if (/Build:|listening/.test(stdout)) {
        child.kill("SIGKILL");
        done(null);
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("exit", (code) => done(code));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe("npm start before the build", () => {
  it("a too-short SESSION_SECRET is one line, before any build step", async () => {
    const result = await npmStart({ SESSION_SECRET: "short", PORT: String(await freePort()) });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "LabMarket cannot start: SESSION_SECRET must be at least 16 characters (e.g. openssl rand -hex 32).\n",
    );
    expect(result.stdout).not.toMatch(/Build:/);
  });

  it("other bad settings are named, one line each (the app's schema and server/settings.js)", async () => {
    const result = await npmStart({
      RESERVATION_MINUTES: "1",
      APP_ORIGIN: "not a url",
      PORT: String(await freePort()),
    });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines[0]).toMatch(/^LabMarket cannot start: APP_ORIGIN is not a URL: not a url$/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^ {2}RESERVATION_MINUTES: /);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(result.stdout).not.toMatch(/Build:/);
  });

  it("a busy port is one line, before any build step", async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, "127.0.0.1", () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      const result = await npmStart({ SESSION_SECRET: "s".repeat(32), PORT: String(port) });
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        `LabMarket cannot start: port ${port} on 127.0.0.1 is already in use (another server running? set PORT to use another).\n`,
      );
      expect(result.stdout).not.toMatch(/Build:/);
      expect(result.ms).toBeLessThan(10_000);
    } finally {
      blocker.close();
    }
  });
});
