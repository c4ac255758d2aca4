#!/usr/bin/env node
// Bundles prisma/seed.ts (with the seed data loader, demo accounts, the generated Prisma client and
// server/settings.js) into build/seed.js (with chunks beside it), so the production image seeds with plain Node: no TypeScript sources
// and no tsx at run time. npm packages stay external and load from the image's production node_modules.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

await build({
  entryPoints: [path.join(root, "prisma/seed.ts")],
  outdir: path.join(root, "build"),
  entryNames: "seed",
  // What the seed imports only when it needs it (the demo catalogue's sample PDFs: pdfkit, the storage drivers) goes
  // into chunks beside build/seed.js, loaded on first use: importing the bundle stays as quick as before.
  splitting: true,
  chunkNames: "seed-[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  logLevel: "warning",
  // Code that resolves files from import.meta.url (content/seed) finds them from build/ as from prisma/.
  banner: { js: "// Built by scripts/build-seed.js from prisma/seed.ts: do not edit." },
});
