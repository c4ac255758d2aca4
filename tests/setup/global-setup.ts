// Vitest: integration tests run against a real, freshly migrated and seeded database.
// scripts/test.js provides one in TEST_DATABASE_URL; run alone, Vitest provisions its own.
import type { TestProject } from "vitest/node";
import { provisionTestDatabase } from "./test-database.js";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("databaseUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const db = await provisionTestDatabase();
  project.provide("databaseUrl", db.url);
  return async () => {
    await db.drop();
  };
}
