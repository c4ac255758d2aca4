// Provisions a fresh, migrated, seeded database for one test run: a new database on the local
// PostgreSQL at 127.0.0.1:5432 when it answers, otherwise an in-memory embedded PGlite.
import net from "node:net";
import path from "node:path";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startEmbeddedPostgres } from "../../server/embedded-postgres.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.on("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(" ")} failed:\n${output}`)),
    );
  });
}

/**
 * Something answers on the PostgreSQL port: can we create databases there? If not (a password is required, the
 * role does not exist...), say what to set and fall back to PGlite, unless TEST_DB=postgres insists.
 */
export async function connectAdmin(adminUrl = ADMIN_URL) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    const where = adminUrl.replace(/:[^:@/]+@/, ":***@");
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.TEST_DB === "postgres") throw new Error(`TEST_DB=postgres, but ${where} refused: ${reason}`);
    console.warn(
      `PostgreSQL at ${where} refused the connection (${reason}); using embedded PGlite instead. ` +
        "To test against that server, set TEST_POSTGRES_ADMIN_URL=postgresql://USER:PASSWORD@HOST:5432/postgres (a role that may create databases).",
    );
    return null;
  }
}

/** @returns {Promise<{ url: string, kind: "postgres" | "pglite", drop: () => Promise<void> }>} */
export async function provisionTestDatabase() {
  let url;
  let kind;
  let drop;
  const adminUrl = new URL(ADMIN_URL);
  const admin =
    process.env.TEST_DB !== "pglite" && (await reachable(adminUrl.hostname, Number(adminUrl.port || 5432)))
      ? await connectAdmin()
      : null;
  if (admin) {
    const name = `labmarket_test_${Date.now()}_${process.pid}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${name}`;
    url = dbUrl.toString();
    kind = "postgres";
    drop = async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  } else {
    const embedded = await startEmbeddedPostgres();
    url = embedded.url;
    kind = "pglite";
    drop = embedded.stop;
  }
  const env = { ...process.env, DATABASE_URL: url, DEMO_MODE: "1" };
  await run([path.join(root, "scripts/prisma.js"), "migrate", "deploy"], env);
  await run(["--import", "tsx", path.join(root, "prisma/seed.ts")], env);
  return { url, kind, drop };
}
