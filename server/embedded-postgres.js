// Embedded PostgreSQL for a first run without a database server (ADR 002): PGlite (Postgres compiled
// to WebAssembly) exposed on a loopback port through pglite-socket, so Prisma, pg and the CLI talk to
// it exactly as they would to a real server.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * @param {{ dataDir?: string, port?: number }} options dataDir undefined = in memory; port 0 = any free port
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dataDir, port = 0 } = {}) {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections: 20 });
  await server.start();
  const address = server.getServerConn(); // "127.0.0.1:PORT"
  const url = `postgresql://postgres:postgres@${address}/postgres?sslmode=disable`;
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
