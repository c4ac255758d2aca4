// Prisma 6.19 CLI with the JS schema engine: no native binary is downloaded (ADR 001).
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

export default defineConfig({
  schema: "prisma/schema.prisma",
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
  migrations: { path: "prisma/migrations" },
});
