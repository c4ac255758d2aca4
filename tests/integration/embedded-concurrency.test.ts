// ADR 002/006: the embedded wire front multiplexes several connections over PGlite's single session while keeping
// each extended-protocol batch and each transaction together. This proves it before the app pool, rate limiter
// and jobs use it.
import net from "node:net";
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

  it("keeps each connection's extended-protocol messages together (parameterised queries beside transactions)", async () => {
    // node-postgres sends Parse/Bind/Describe/Execute/Sync per parameterised query; if another connection's
    // messages land in between, the unnamed statement is replaced and queries fail or answer for each other.
    const wide = new pg.Pool({ connectionString: embedded.url, max: 8 });
    try {
      const queries = Array.from({ length: 200 }, async (_, i) => {
        if (i % 10 === 0) {
          const client = await wide.connect();
          try {
            await client.query("BEGIN");
            const { rows } = await client.query("SELECT $1::int * 2 AS doubled", [i]);
            await client.query("COMMIT");
            return rows[0].doubled === i * 2;
          } finally {
            client.release();
          }
        }
        const { rows } = await wide.query("SELECT $1::int + $2::int AS sum, $3::text AS label", [i, i, `q${i}`]);
        return rows[0].sum === i * 2 && rows[0].label === `q${i}`;
      });
      const answers = await Promise.all(queries);
      expect(answers.every(Boolean)).toBe(true);
    } finally {
      await wide.end();
    }
  });

  it("rolls back a transaction left open by a connection that goes away, and serves the others", async () => {
    const quitter = new pg.Client({ connectionString: embedded.url });
    await quitter.connect();
    await quitter.query("BEGIN");
    await quitter.query("UPDATE counter SET value = 999 WHERE id = 1");
    await quitter.end();
    const { rows } = await pool.query("SELECT value FROM counter WHERE id = $1", [1]);
    expect(rows[0].value).not.toBe(999);
  });

  it("answers a failing query with its error and keeps serving the other connections", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? pool.query("SELECT $1::int AS n", ["not a number"]) : pool.query("SELECT $1::int AS n", [i]),
      ),
    );
    results.forEach((result, i) => {
      if (i % 3 === 0) expect(result.status).toBe("rejected");
      else expect(result).toMatchObject({ status: "fulfilled", value: { rows: [{ n: i }] } });
    });
  });

  it("recovers the session when a connection drops in the middle of a batch", async () => {
    const url = new URL(embedded.url);
    const raw = net.connect({ host: url.hostname, port: Number(url.port) });
    await new Promise((resolve) => raw.once("connect", resolve));
    const startup = Buffer.concat([
      Buffer.from([0, 0, 0, 0, 0, 3, 0, 0]),
      Buffer.from("user\0postgres\0database\0postgres\0\0"),
    ]);
    startup.writeInt32BE(startup.length, 0);
    raw.write(startup);
    await new Promise((resolve) => raw.once("data", resolve));
    // Parse + Bind + Execute of an UPDATE with no Sync, then the connection goes away: the update must not stay.
    const sql = Buffer.from("UPDATE counter SET value = 12345 WHERE id = 1\0");
    const parse = Buffer.concat([Buffer.from("P"), Buffer.alloc(4), Buffer.from("\0"), sql, Buffer.from([0, 0])]);
    parse.writeInt32BE(parse.length - 1, 1);
    const bind = Buffer.concat([
      Buffer.from("B"),
      Buffer.alloc(4),
      Buffer.from("\0\0"),
      Buffer.from([0, 0, 0, 0, 0, 0]),
    ]);
    bind.writeInt32BE(bind.length - 1, 1);
    const execute = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0]);
    raw.write(Buffer.concat([parse, bind, execute]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    raw.destroy();
    const { rows } = await pool.query("SELECT value FROM counter WHERE id = $1", [1]);
    expect(rows[0].value).not.toBe(12345);
  });

  it("keeps each connection's named prepared statements apart (as rate-limiter-flexible uses them)", async () => {
    const named = new pg.Pool({ connectionString: embedded.url, max: 4 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          named.query({ name: "add-one", text: "SELECT $1::int + 1 AS n", values: [i] }),
        ),
      );
      expect(answers.map((a) => a.rows[0].n)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    } finally {
      await named.end();
    }
    // Their statements were closed with their connections: a new connection prepares the same name again.
    const again = await pool.query({ name: "add-one", text: "SELECT $1::int + 2 AS n", values: [1] });
    expect(again.rows[0].n).toBe(3);
  });
});
