// What a newcomer runs first: `npm start` on a database that already has its content (the seed check is one query,
// no seed process), and `npm run db:seed` (scripts/seed.js) against the embedded database, opened by the script.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { prepareDatabase } from "../../server/database.js";
import { prisma } from "~/utils/db.server";

const root = path.resolve(import.meta.dirname, "../..");
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("prepareDatabase on a database that is already seeded", () => {
  it("finds the content with one query and does not run the seed again", async () => {
    const before = await prisma.storeProduct.count();
    const logged: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => void logged.push(args.join(" ")));
    const started = Date.now();
    try {
      const stop = await prepareDatabase({ root, migrate: false, seed: true });
      await stop();
    } finally {
      log.mockRestore();
    }
    const elapsed = Date.now() - started;
    const line = logged.find((l) => l.startsWith("Seed:"));
    expect(line).toMatch(/^Seed: content already present \(checked in \d+ ms\)$/);
    // The seed process would print its own lines ("Seed: content upserted ...") and take seconds.
    expect(logged.filter((l) => l.startsWith("Seed:"))).toHaveLength(1);
    expect(Number(line!.match(/in (\d+) ms/)![1])).toBeLessThanOrEqual(1000);
    expect(elapsed).toBeLessThan(5000); // generous: a shared machine
    expect(await prisma.storeProduct.count()).toBe(before);
  });
});

describe("npm run db:seed on the embedded database", () => {
  it("opens PGLITE_DATA_DIR itself, migrates, seeds, and leaves the files closed and seeded", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "labmarket-seed-"));
    tempDirs.push(dir);
    const dataDir = path.join(dir, "pglite");
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: dir,
      PGLITE_DATA_DIR: dataDir,
      SEED_GENERATED_PRODUCTS: "0",
    };
    const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
      // --if-empty as the release step passes it: the variable still sets the count next to another argument.
      const child = spawn(process.execPath, [path.join(root, "scripts/seed.js"), "--if-empty"], {
        cwd: root,
        env: env as unknown as NodeJS.ProcessEnv,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => (output += chunk));
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
      child.on("close", (code) => resolve({ code, output }));
    });
    expect(result.code, result.output.slice(-3000)).toBe(0);
    expect(result.output).toMatch(/Embedded PostgreSQL \(PGlite\)/);
    expect(result.output).toMatch(/Seed: content upserted/);
    // The lock naming the owner is gone: `npm start` may open the files now.
    expect(fs.existsSync(path.join(dir, "pglite.lock.json"))).toBe(false);
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    try {
      const { rows } = await db.query<{ products: number; brands: number }>(
        `SELECT (SELECT count(*)::int FROM "StoreProduct") AS products, (SELECT count(*)::int FROM "Brand") AS brands`,
      );
      expect(rows[0]!.products).toBeGreaterThanOrEqual(30);
      expect(rows[0]!.brands).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
