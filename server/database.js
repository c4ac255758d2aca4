// Start-up database work: choose the database, apply migrations, seed content once.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { demoContentFrom, demoModeFrom } from "./settings.js";
import { startEmbeddedPostgres } from "./embedded-postgres.js";

/**
 * Runs a set-up step as a child process. Its output is inherited (the image, tests), unless SETUP_LOG_DIR is set
 * (`npm start`, scripts/start.js: quiet set-up output, issue 34): then it goes to `<dir>/<logName>.log`, and when the
 * step fails the log's last 30 lines are printed and the error names the file. Resolves with the log's text ("" when
 * inherited).
 */
function run(label, command, args, env, logName) {
  const dir = process.env.SETUP_LOG_DIR;
  const logFile = dir && logName ? path.join(dir, `${logName}.log`) : null;
  // Async spawn on purpose: the embedded database lives in this process's event loop.
  return new Promise((resolve, reject) => {
    let log = null;
    if (logFile) {
      fs.mkdirSync(dir, { recursive: true });
      log = fs.openSync(logFile, "w");
    }
    const child = spawn(command, args, { env, stdio: log === null ? "inherit" : ["ignore", log, log] });
    child.on("error", reject);
    child.on("close", (code) => {
      if (log !== null) fs.closeSync(log);
      const output = logFile ? fs.readFileSync(logFile, "utf8") : "";
      const shown = logFile ? path.relative(process.cwd(), logFile) : "";
      if (code === 0) return resolve(output);
      if (logFile) process.stderr.write(`${output.trimEnd().split("\n").slice(-30).join("\n")}\n`);
      reject(new Error(`${label} exited with ${code}${logFile ? ` (the whole output is in ${shown})` : ""}`));
    });
  });
}

/** One line about `prisma migrate deploy` from its output: how many migrations it applied. */
function migrateSummary(output, ms) {
  const applied = output.split("\n").filter((line) => /^\s+└─ \d+_[^/]*\/$/.test(line)).length;
  const what = applied > 0 ? `${applied} migration${applied === 1 ? "" : "s"} applied` : "no pending migrations";
  return `Migrate: ${what} in ${(ms / 1000).toFixed(1)} s (details in ${path.relative(process.cwd(), path.join(process.env.SETUP_LOG_DIR, "migrate.log"))})`;
}

/**
 * The seed's lines worth the terminal, from its output: its summary ("content upserted in … ms (…)") and anything it
 * flags (WARNING, NOT added or created), not the row counts.
 */
function seedLines(output) {
  const lines = output.split("\n").filter((line) => line.startsWith("Seed:"));
  const upserted = lines.find((line) => line.startsWith("Seed: content upserted"));
  // "Seed: content upserted in 5774 ms (reference data and demo content)" → "Seed: reference data and demo content
  // written in 5.8 s"
  const parts = upserted && /^Seed: content upserted in (\d+) ms \((.*)\)$/.exec(upserted);
  const summary = parts
    ? `Seed: ${parts[2]} written in ${(Number(parts[1]) / 1000).toFixed(1)} s`
    : (upserted ?? lines.at(-1) ?? "Seed: done");
  const flagged = lines.filter((line) => line !== upserted && /WARNING|NOT /.test(line));
  const shown = path.relative(process.cwd(), path.join(process.env.SETUP_LOG_DIR, "seed.log"));
  return [`${summary} (details in ${shown})`, ...flagged];
}

/**
 * The seed as a command: the bundle from `npm run build` (plain Node, what the image runs) when present and not
 * in development, else the TypeScript source through tsx (a dev dependency).
 */
export function seedCommand(root, { dev = false } = {}) {
  const bundle = path.join(root, "build/seed.js");
  if (!dev && fs.existsSync(bundle)) return [bundle];
  return ["--import", "tsx", path.join(root, "prisma/seed.ts")];
}

/**
 * True when the seed has nothing to do: the reference data is there, the demo content too when the settings ask for
 * it (demo mode or SEED_DEMO=1), and in demo mode the demo accounts. One query, so a restart does not pay for a
 * second Node process (~1-2 s) to find that out.
 */
async function seedPresent(connectionString) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT EXISTS (SELECT 1 FROM "Category") AND EXISTS (SELECT 1 FROM "AttributeDefinition") AS reference,
              EXISTS (SELECT 1 FROM "Brand") AS content,
              EXISTS (SELECT 1 FROM "User" WHERE email = 'admin@labmarket.test') AS demo,
              EXISTS (SELECT 1 FROM "Profile" WHERE role = 'admin') AS admin`,
    );
    const demoContent = demoContentFrom(process.env);
    return (
      rows[0].reference &&
      // ADMIN_EMAIL asks for a first admin (prisma/first-admin.ts): the seed runs until there is one.
      (!process.env.ADMIN_EMAIL?.trim() || rows[0].admin) &&
      (!demoContent || rows[0].content) &&
      (!(demoModeFrom(process.env) && demoContent) || rows[0].demo)
    );
  } catch {
    return false; // tables missing (not migrated yet): let the seed say what is wrong
  } finally {
    await client.end().catch(() => {});
  }
}

/** The embedded database's directory and the file naming the process that has it open. */
export function embeddedPaths(root) {
  const dataDir = path.resolve(root, process.env.PGLITE_DATA_DIR ?? "data/pglite");
  return { dataDir, lockFile: path.join(path.dirname(dataDir), "pglite.lock.json") };
}

/** The live process that holds the embedded database open ({ pid, url }), or null. */
export function embeddedDatabaseInUse(root) {
  const { lockFile } = embeddedPaths(root);
  try {
    const lock = JSON.parse(fs.readFileSync(lockFile, "utf8"));
    process.kill(lock.pid, 0); // throws when no such process
    return lock.pid === process.pid ? null : lock;
  } catch {
    return null;
  }
}

/**
 * Starts PGlite persisted under ./data (or PGLITE_DATA_DIR) and points DATABASE_URL at it. PGlite is one process's
 * files: a second process opening them would corrupt them, so a lock file names the owner.
 */
export async function startEmbeddedDatabase(root) {
  const { dataDir, lockFile } = embeddedPaths(root);
  const owner = embeddedDatabaseInUse(root);
  if (owner) {
    throw new Error(
      `The embedded database in ${path.relative(root, dataDir)} is open in process ${owner.pid} (another npm start?); stop it first.`,
    );
  }
  const embedded = await startEmbeddedPostgres({ dataDir, port: Number(process.env.PGLITE_PORT ?? 0) });
  fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, url: embedded.url }));
  process.env.DATABASE_URL = embedded.url;
  process.env.EMBEDDED_DB = "1";
  // PGlite serves one query at a time; a small pool avoids long queues inside the socket server.
  process.env.DB_POOL_SIZE ??= "4";
  console.log(
    `Embedded PostgreSQL (PGlite) at ${embedded.url.replace(/:[^:@/]+@/, ":***@")} with data in ${path.relative(root, dataDir)}`,
  );
  if (!process.env.SESSION_SECRET) process.env.SESSION_SECRET = localSecret(path.dirname(dataDir));
  return async () => {
    fs.rmSync(lockFile, { force: true });
    await embedded.stop();
  };
}

/**
 * With DATABASE_URL unset, starts the embedded database. Migrates and seeds when asked. Returns a stop function
 * for graceful shutdown.
 */
export async function prepareDatabase({ root, migrate, seed, dev = false }) {
  let stop = async () => {};
  if (!process.env.DATABASE_URL) stop = await startEmbeddedDatabase(root);
  try {
    if (!process.env.SESSION_SECRET) {
      if (process.env.NODE_ENV === "production") throw new Error("SESSION_SECRET must be set in production.");
      process.env.SESSION_SECRET = "development-only-secret-change-me";
    }
    if (migrate) {
      const started = Date.now();
      const output = await run(
        "prisma migrate deploy",
        process.execPath,
        [path.join(root, "scripts/prisma.js"), "migrate", "deploy"],
        process.env,
        "migrate",
      );
      if (process.env.SETUP_LOG_DIR) console.log(migrateSummary(output, Date.now() - started));
    }
    if (seed) {
      const started = Date.now();
      if (await seedPresent(process.env.DATABASE_URL)) {
        console.log(`Seed: content already present (checked in ${Date.now() - started} ms)`);
      } else {
        const output = await run(
          "The seed",
          process.execPath,
          [...seedCommand(root, { dev }), "--if-empty"],
          process.env,
          "seed",
        );
        if (process.env.SETUP_LOG_DIR)
          for (const [index, line] of seedLines(output).entries()) (index === 0 ? console.log : console.warn)(line);
      }
    }
  } catch (error) {
    await stop().catch(() => {});
    throw error;
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
