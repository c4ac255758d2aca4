// ADR 038: the catalogue's raw reads run on the pool without the Prisma client, and must give what `$queryRaw` gives
// for the same statement: the same values and types, the same prepared statements (the 503 when the database is
// unreachable: database-outage.test.ts).
import { afterAll, describe, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { createDatabase, observeRawReads, plannedPerCall } from "~/utils/db.server";

// One connection, so the statements below and the look-up of pg_prepared_statements share a session.
const { prisma: db, readRows } = createDatabase(process.env.DATABASE_URL!, 1);

afterAll(async () => {
  await db.$disconnect();
});

const everyType = (marker: string) => Prisma.sql`
  SELECT ${marker}::text AS text, 42::int AS int, 9007199254740993::bigint AS big, 12.50::numeric(10, 2) AS decimal,
    0.25::float8 AS float, true AS flag, '2026-11-26 15:04:05.123'::timestamp(3) AS at,
    '2026-11-26T15:04:05.123Z'::timestamptz AS "atZoned", ARRAY['a', 'b']::text[] AS texts, ARRAY[1, 2]::int[] AS ints,
    json_build_object('k', 1, 'list', json_build_array('x')) AS object, NULL::text AS nothing`;

describe("raw reads on the pool", () => {
  it("return the values and types $queryRaw returns for the same statement", async () => {
    const viaPrisma = await db.$queryRaw<Record<string, unknown>[]>(everyType("same-values"));
    const direct = await readRows<Record<string, unknown>[]>(everyType("same-values"));
    expect(direct).toEqual(viaPrisma);
    const [row] = direct;
    expect(row.big).toBe(9007199254740993n);
    expect(row.decimal).toBeInstanceOf(Prisma.Decimal);
    expect(String(row.decimal)).toBe("12.5");
    expect((row.at as Date).toISOString()).toBe("2026-11-26T15:04:05.123Z");
    expect((row.atZoned as Date).toISOString()).toBe("2026-11-26T15:04:05.123Z");
    expect(row).toMatchObject({ text: "same-values", int: 42, float: 0.25, flag: true, nothing: null });
    expect(row.texts).toEqual(["a", "b"]);
    expect(row.ints).toEqual([1, 2]);
    expect(row.object).toEqual({ k: 1, list: ["x"] });
  });

  it("prepare a statement once per connection, and leave one planned per call unprepared", async () => {
    const prepared = Prisma.sql`SELECT ${"raw-reads-prepared"}::text AS word /* raw-reads test */`;
    expect(await readRows(prepared)).toEqual([{ word: "raw-reads-prepared" }]);
    expect(await readRows(prepared)).toEqual([{ word: "raw-reads-prepared" }]);
    const perCall = plannedPerCall(Prisma.sql`SELECT ${"raw-reads-per-call"}::text AS word /* raw-reads test */`);
    expect(await readRows(perCall)).toEqual([{ word: "raw-reads-per-call" }]);
    // The embedded database's wire front renames statements per connection, so they are matched by text.
    const texts = await readRows<{ statement: string }[]>(
      plannedPerCall(Prisma.sql`SELECT statement FROM pg_prepared_statements WHERE NOT from_sql`),
    );
    const ours = texts.map((row) => row.statement).filter((text) => text.includes("raw-reads test"));
    expect(ours).toHaveLength(1);
    expect(ours[0]).not.toContain("plan per call");
  });

  it("tell observers each statement they run", async () => {
    const seen: string[] = [];
    const stop = observeRawReads((sql) => seen.push(sql.text));
    await readRows(Prisma.sql`SELECT 1 AS one /* observed */`);
    stop();
    await readRows(Prisma.sql`SELECT 2 AS two /* not observed */`);
    expect(seen).toEqual(["SELECT 1 AS one /* observed */"]);
  });

  // The 503 when the database is unreachable: tests/integration/database-outage.test.ts.
  it("reject a query error as itself", async () => {
    await expect(readRows(Prisma.sql`SELECT 1 FROM "NoSuchTable"`)).rejects.toThrow(/NoSuchTable/);
  });
});
