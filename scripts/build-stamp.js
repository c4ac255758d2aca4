#!/usr/bin/env node
// Whether the production build is up to date with its sources, so `npm start` rebuilds only when a source changed
// (issue 34: every start rebuilt, 94 s here). The build's inputs are hashed (paths and contents, not modification
// times, which a git checkout or a copy changes without changing anything); `npm run build` ends by writing that hash
// to build/.sources-hash (this file run as a script), and `npm start` (scripts/start.js) compares it with the sources'
// hash now. No stamp, a different hash or a missing server build means: build.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** What `npm run build` reads: the app, the server code it bundles, static files, Prisma's schema and the seed, the
 * content the seed bundle takes along, the dependency tree and the build's configuration. */
export const BUILD_INPUTS = [
  "app",
  "server",
  "public",
  "prisma",
  "content",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "prisma.config.ts",
  "scripts/prisma.js",
  "scripts/build-seed.js",
];

/** Inside the inputs but not read by the build: generated output (the Prisma client is regenerated from
 * prisma/schema.prisma by the build itself), tests, and migrations (applied at start, not built). */
const SKIP = [
  /^app\/generated(\/|$)/,
  /\.test\.tsx?$/,
  /\.test-helper\.ts$/,
  /^prisma\/migrations(\/|$)/,
  /(^|\/)node_modules(\/|$)/,
];

export const STAMP_FILE = "build/.sources-hash";
/** Bumped when what goes into the hash changes, so an old stamp never matches. */
const FORMAT = "labmarket-build-sources 1";

function listFiles(root, relative, out) {
  const absolute = path.join(root, relative);
  let stat;
  try {
    stat = fs.statSync(absolute);
  } catch {
    return; // an optional input that does not exist
  }
  if (SKIP.some((pattern) => pattern.test(relative))) return;
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(absolute).sort()) listFiles(root, `${relative}/${entry}`, out);
  } else if (stat.isFile()) {
    out.push(relative);
  }
}

/** The hash of the build's inputs under `root`: every file's path and bytes, in a fixed order. */
export function sourcesHash(root, inputs = BUILD_INPUTS) {
  const files = [];
  for (const input of inputs) listFiles(root, input, files);
  const hash = crypto.createHash("sha256").update(FORMAT);
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(root, file));
    hash.update(`\0${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest("hex");
}

/**
 * Whether `root`'s build is current: `{ current: true }`, or `{ current: false, reason }` saying why it is built.
 * `hash` is the sources' hash now (pass it to the build as BUILD_SOURCES_HASH, so edits made during the build make
 * the next start build again).
 */
export function buildStatus(root, inputs = BUILD_INPUTS) {
  const hash = sourcesHash(root, inputs);
  if (!fs.existsSync(path.join(root, "build/server/index.js")) || !fs.existsSync(path.join(root, "build/client")))
    return { current: false, hash, reason: "there is no build yet" };
  let stamp;
  try {
    stamp = fs.readFileSync(path.join(root, STAMP_FILE), "utf8").trim();
  } catch {
    return { current: false, hash, reason: "the last build did not record its sources" };
  }
  if (stamp !== hash) return { current: false, hash, reason: "sources changed since the last build" };
  return { current: true, hash, reason: "no source changed since the last build" };
}

/** Records that the build in `root` was made from sources with `hash`. */
export function writeStamp(root, hash) {
  fs.mkdirSync(path.join(root, path.dirname(STAMP_FILE)), { recursive: true });
  fs.writeFileSync(path.join(root, STAMP_FILE), `${hash}\n`);
}

/** Forgets the stamp (before a build: one that fails or is interrupted must not look current). */
export function removeStamp(root) {
  fs.rmSync(path.join(root, STAMP_FILE), { force: true });
}

// `node scripts/build-stamp.js`, the last step of `npm run build`: the hash `npm start` computed before building
// (BUILD_SOURCES_HASH), or the sources' hash now when the build was run by hand.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  writeStamp(root, process.env.BUILD_SOURCES_HASH || sourcesHash(root));
}
