// ADR 002 relies on pglite-socket multiplexing several connections over PGlite's single session while keeping
// each transaction's statements together. This proves it before the app pool, rate limiter and jobs use it.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../server/embedded-postgres.js";

describe("embedded PGlite behind the socket server", () => {
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  let pool: pg.Pool;

  beforeAll(async () => {
    embedded = await startEmbeddedPostgres();
    pool = new pg.Pool({ connectionString: embedded.url, max: 4 });
    await pool.query("CREATE TABLE counter (id int PRIMARY KEY, value int NOT NULL)");
    await pool.query("INSERT INTO counter VALUES (1, 0)");
  });

  afterAll(async () => {
    await pool.end();
    await embedded.stop();
  });

  it("runs concurrent transactions from several connections without losing updates", async () => {
    const increments = Array.from({ length: 20 }, async () => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const { rows } = await client.query("SELECT value FROM counter WHERE id = 1 FOR UPDATE");
        await new Promise((resolve) => setTimeout(resolve, 2));
        await client.query("UPDATE counter SET value = $1 WHERE id = 1", [rows[0].value + 1]);
        await client.query("COMMIT");
      } finally {
        client.release();
      }
    });
    await Promise.all(increments);
    const { rows } = await pool.query("SELECT value FROM counter WHERE id = 1");
    expect(rows[0].value).toBe(20);
  });

  it("keeps a rolled-back transaction invisible to other connections", async () => {
    const writer = await pool.connect();
    try {
      await writer.query("BEGIN");
      await writer.query("UPDATE counter SET value = -1 WHERE id = 1");
      await writer.query("ROLLBACK");
    } finally {
      writer.release();
    }
    const { rows } = await pool.query("SELECT value FROM counter WHERE id = 1");
    expect(rows[0].value).toBe(20);
  });

  it("applies a conditional update once under contention (the stock reservation pattern)", async () => {
    await pool.query("UPDATE counter SET value = 1 WHERE id = 1");
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () => pool.query("UPDATE counter SET value = value - 1 WHERE id = 1 AND value >= 1")),
    );
    expect(attempts.filter((r) => r.rowCount === 1)).toHaveLength(1);
  });
});
