// ADR 034: the app's statements are prepared once per connection and then only bound to new values; statements
// marked plannedPerCall (a search, a specification range) stay unnamed and are planned for their values each time.
import { afterAll, describe, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { createPrismaClient, plannedPerCall, preparedStatementName } from "~/utils/db.server";

// One connection, so every statement below and the look-up of pg_prepared_statements share a session.
const db = createPrismaClient(process.env.DATABASE_URL!, 1);

afterAll(async () => {
  await db.$disconnect();
});

/** Statement texts this connection has prepared. The embedded database's wire front renames them per connection,
 * so they are matched by text. */
async function preparedTexts(): Promise<string[]> {
  const rows = await db.$queryRaw<{ statement: string }[]>(
    plannedPerCall(Prisma.sql`
    SELECT statement FROM pg_prepared_statements WHERE NOT from_sql`),
  );
  return rows.map((row) => row.statement);
}

describe("prepared statements", () => {
  it("prepares a model query once and runs it again with other values", async () => {
    const first = await db.category.findFirst({ where: { id: "no-such-category" }, select: { id: true } });
    const [any] = await db.category.findMany({ select: { id: true }, take: 1 });
    const again = await db.category.findFirst({ where: { id: any!.id }, select: { id: true } });
    expect(first).toBeNull();
    expect(again).toEqual({ id: any!.id });
    const texts = await preparedTexts();
    expect(texts.filter((text) => /FROM "public"\."Category"/.test(text)).length).toBeGreaterThanOrEqual(1);
  });

  it("leaves a statement planned per call unprepared, and gives it the right rows", async () => {
    const marker = "prepared-statements-test-marker";
    const rows = await db.$queryRaw<{ word: string }[]>(plannedPerCall(Prisma.sql`SELECT ${marker}::text AS word`));
    expect(rows).toEqual([{ word: marker }]);
    const texts = await preparedTexts();
    expect(texts.some((text) => text.includes("plan per call"))).toBe(false);
    expect(texts.length).toBeGreaterThan(0);
  });

  it("names each text once and never names a marked one", () => {
    const text = `SELECT 1 /* ${Date.now()} */`;
    const name = preparedStatementName(text);
    expect(name).toMatch(/^lm_\d+$/);
    expect(preparedStatementName(text)).toBe(name);
    expect(preparedStatementName(`${text} `)).not.toBe(name);
    expect(preparedStatementName(plannedPerCall(Prisma.sql`SELECT 2`).sql)).toBeUndefined();
  });
});
