// The settings the app's connections start with (db.server.ts): JIT off (ADR 015 addendum) and synchronized
// sequential scans off, so a capped sample of matches is the same rows on every request (ADR 037).
import { afterAll, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { createPrismaClient, plannedPerCall } from "~/utils/db.server";

const db = createPrismaClient(process.env.DATABASE_URL!, 1);

afterAll(async () => {
  await db.$disconnect();
});

async function setting(name: "synchronize_seqscans" | "jit"): Promise<string> {
  const [row] = await db.$queryRaw<{ value: string }[]>(
    plannedPerCall(Prisma.sql`SELECT current_setting(${name}, true) AS value`),
  );
  return row!.value;
}

it("turns synchronized sequential scans off", async () => {
  expect(await setting("synchronize_seqscans")).toBe("off");
});

it("turns JIT compilation off", async () => {
  expect(await setting("jit")).toBe("off");
});
