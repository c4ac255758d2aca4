// Start-up database work: choose the database, apply migrations, seed content once.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "./embedded-postgres.js";

function run(command, args, env) {
  // Async spawn on purpose: the embedded database lives in this process's event loop.
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: "inherit" });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} exited with ${code}`))));
  });
}

/**
 * With DATABASE_URL unset, starts PGlite persisted under ./data (or PGLITE_DATA_DIR) and points
 * DATABASE_URL at it. Returns a stop function for graceful shutdown.
 */
export async function prepareDatabase({ root, migrate, seed }) {
  let stop = async () => {};
  if (!process.env.DATABASE_URL) {
    const dataDir = path.resolve(root, process.env.PGLITE_DATA_DIR ?? "data/pglite");
    const embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.PGLITE_PORT ?? 0) });
    process.env.DATABASE_URL = embedded.url;
    process.env.EMBEDDED_DB = "1";
    // PGlite serves one query at a time; a small pool avoids long queues inside the socket server.
    process.env.DB_POOL_SIZE ??= "4";
    stop = embedded.stop;
    console.log(`Embedded PostgreSQL (PGlite) at ${embedded.url.replace(/:[^:@/]+@/, ":***@")} with data in ${path.relative(root, dataDir)}`);
    if (!process.env.SESSION_SECRET) process.env.SESSION_SECRET = localSecret(path.dirname(dataDir));
  }
  if (!process.env.SESSION_SECRET) {
    if (process.env.NODE_ENV === "production") throw new Error("SESSION_SECRET must be set in production.");
    process.env.SESSION_SECRET = "development-only-secret-change-me";
  }
  if (migrate) await run(process.execPath, [path.join(root, "scripts/prisma.js"), "migrate", "deploy"], process.env);
  if (seed) {
    await run(process.execPath, ["--import", "tsx", path.join(root, "prisma/seed.ts"), "--if-empty"], process.env);
  }
  return stop;
}

/** A random secret kept beside the embedded database, so sessions survive restarts on one machine. */
function localSecret(dir) {
  const file = path.join(dir, ".session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("hex");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
