// Embedded PostgreSQL for a first run without a database server (ADR 002): PGlite (Postgres compiled
// to WebAssembly) exposed on a loopback port through our wire front (ADR 006), so Prisma, pg and the CLI
// talk to it exactly as they would to a real server.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { startWireServer } from "./pglite-wire-server.js";

/**
 * @param {{ dataDir?: string, port?: number }} options dataDir undefined = in memory; port 0 = any free port
 * @returns {Promise<{ url: string, stats: () => { connections: number, waiting: number }, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port = 0 } = {}) {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: typo-tolerant and partial-word catalogue search (ADR 015); the migration creates the extension.
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  // The settings the app's connections to a real server start with (app/utils/db.server.ts, ADR 037). Every wire
  // connection shares PGlite's one session, which ignores per-connection startup options: set them on it once.
  await db.exec("SET jit = off; SET synchronize_seqscans = off");
  const server = await startWireServer({ db, host: "127.0.0.1", port });
  const url = `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`;
  return {
    url,
    stats: server.stats,
    async stop() {
      await server.close();
      await db.close();
    },
  };
}
