import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Prisma's migration runner splits a migration script on every ';' — also one inside a `--` comment, which then
// fails every database set-up (tests, CI, release) with "syntax error at or near …". Three migrations of one
// session had it; this keeps a fourth out.
const migrations = path.resolve(__dirname, "../../prisma/migrations");

describe("migrations", () => {
  it("have no semicolon in a comment line", () => {
    const offending: string[] = [];
    for (const name of fs.readdirSync(migrations)) {
      const file = path.join(migrations, name, "migration.sql");
      if (!fs.existsSync(file)) continue;
      fs.readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (/^\s*--.*;/.test(line)) offending.push(`${name}/migration.sql:${index + 1}: ${line.trim()}`);
        });
    }
    expect(offending).toEqual([]);
  });

  it("have unique timestamps", () => {
    const stamps = fs
      .readdirSync(migrations)
      .filter((name) => /^\d{14}_/.test(name))
      .map((name) => name.slice(0, 14));
    expect(new Set(stamps).size).toBe(stamps.length);
  });
});
