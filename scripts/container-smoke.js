#!/usr/bin/env node
// Container smoke test without a Docker daemon (issue 14): does the image start?
//  1. reads the Dockerfile's runtime stage (COPY, ENV, WORKDIR, CMD) and fly.toml's release command and [env];
//  2. assembles that layout in a temp directory from the production build (`npm run build`, skipped with
//     --no-build when the caller just built) and a production-only node_modules;
//  3. runs the release command against a new, empty PostgreSQL database: it seeds the reference data and no demo
//     content (issue 34);
//  4. starts fly.toml's web process (the image's CMD with JOBS=send) with the image's environment (NODE_ENV=production,
//     HOST=0.0.0.0) plus the secrets a deployment sets, and checks /healthz, the start log (the settings block with
//     payments and mail not configured: WARNING; the missing bucket), that the empty store renders, a login, an
//     admin's image upload through the brand form (stored by the local file driver without a bucket, and served),
//     that demo mode is off; then runs the release again with SEED_DEMO=1 (the demo catalogue added to a live
//     database) and checks that the store lists products; and a clean exit on SIGTERM.
// The release command and the server run as the image's USER (uid from the Dockerfile's useradd), over a layout
// owned as the image's is (COPY --chown, `RUN install -d -o`, the WORKDIR itself root's): run as root, this test
// switches to that uid; run as another user, it is already not root and makes the WORKDIR read-only instead.
// node_modules: `npm ci --omit=dev --ignore-scripts` from the lockfile, kept under node_modules/.cache keyed by the
// lockfile's hash, and linked into the layout. The Dockerfile gets the same tree from `npm prune --omit=dev` after
// a full install of the same lockfile; install scripts only matter for build tools (esbuild), which are dev-only.
// Needs PostgreSQL (TEST_POSTGRES_ADMIN_URL, default postgres@127.0.0.1:5432): without one it is skipped, with a
// message, except on CI (CI=true), where that is a failure. Exit code 0 passed, 1 failed, 3 skipped.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import bcrypt from "bcryptjs";
import pg from "pg";
import {
  assembleLayout,
  ownLayout,
  parseDockerignore,
  parseFlyToml,
  parseRuntimeStage,
  processCommand,
  stageIds,
} from "./container-layout.js";

export const SKIPPED = 3;

/** CI=true (or 1), as CI services and .ci/run set it. */
export function onCi(vars) {
  const value = vars.CI?.trim().toLowerCase();
  return Boolean(value) && value !== "0" && value !== "false";
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const log = (message) => console.log(`[container] ${message}`);

function run(command, args, { cwd, env, quiet = false, user = {} }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], ...user });
    let output = "";
    const keep = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(" ")} exited with ${code}\n${output.slice(-3000)}`)),
    );
  });
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A production-only node_modules for this lockfile, installed once and reused. CONTAINER_SMOKE_NODE_MODULES names one
 * already installed from the same lockfile (`npm ci --omit=dev`) instead. The key leaves package.json's scripts out:
 * they change no installed file.
 */
async function productionNodeModules() {
  const given = process.env.CONTAINER_SMOKE_NODE_MODULES;
  if (given) {
    if (!fs.existsSync(path.join(given, ".package-lock.json")))
      throw new Error(`CONTAINER_SMOKE_NODE_MODULES=${given} is not an installed node_modules`);
    return path.resolve(given);
  }
  const { scripts: _scripts, ...manifest } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const hash = crypto
    .createHash("sha256")
    .update(JSON.stringify(manifest))
    .update(fs.readFileSync(path.join(root, "package-lock.json")))
    .digest("hex")
    .slice(0, 16);
  const dir = path.join(root, "node_modules/.cache/container-smoke", hash);
  if (fs.existsSync(path.join(dir, "installed"))) return path.join(dir, "node_modules");
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const file of ["package.json", "package-lock.json"])
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  log("installing production-only node_modules (npm ci --omit=dev; cached for this lockfile)");
  await run("npm", ["ci", "--omit=dev", "--ignore-scripts", "--prefer-offline", "--no-audit", "--no-fund"], {
    cwd: dir,
    env: process.env,
    quiet: true,
  });
  fs.writeFileSync(path.join(dir, "installed"), "");
  return path.join(dir, "node_modules");
}

/** One statement on the admin connection, opened and closed around it (no idle connection to lose). */
async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  client.on("error", () => {}); // a server restart while connected surfaces as the query's rejection
  try {
    await client.connect();
    return await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}

function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`);
  log(`ok  ${message}`);
}

/** Cookie header value from a response's Set-Cookie lines (name=value only). */
function cookiesFrom(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** A 1 × 1 GIF: an image every upload form takes. */
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** The real uid of a running process (Linux /proc), or null where there is no /proc. */
function processUid(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(status.match(/^Uid:\s+(\d+)/m)?.[1]);
  } catch {
    return null;
  }
}

/** Files under `dir`, recursively (paths relative to it). */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true }).filter((entry) => fs.statSync(path.join(dir, entry)).isFile());
}

async function waitForHealth(base, child, output, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before answering:\n${output().slice(-3000)}`);
    try {
      const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) });
      // The body is read under the same timeout, so read it here.
      if (response.ok) return { body: await response.json(), ms: Date.now() - start };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s:\n${output().slice(-3000)}`);
}

export async function containerSmokeTest({ build = true } = {}) {
  try {
    await adminQuery("SELECT 1");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const where = `no PostgreSQL at ${ADMIN_URL.replace(/:[^:@/]+@/, ":***@")} (${reason})`;
    // On CI a skip would let the run go green without ever starting the image: there it is a failure.
    if (onCi(process.env)) throw new Error(`${where}; CI must run the container smoke test (TEST_POSTGRES_ADMIN_URL).`);
    log(`SKIPPED: ${where}; set TEST_POSTGRES_ADMIN_URL to run it.`);
    return SKIPPED;
  }
  const stage = parseRuntimeStage(fs.readFileSync(path.join(root, "Dockerfile"), "utf8"));
  const fly = parseFlyToml(fs.readFileSync(path.join(root, "fly.toml"), "utf8"));
  if (!fly.releaseCommand) throw new Error("fly.toml has no [deploy] release_command");
  const dockerignore = parseDockerignore(fs.readFileSync(path.join(root, ".dockerignore"), "utf8"));

  const dbName = `labmarket_container_${Date.now()}_${process.pid}`;
  const layoutDir = fs.mkdtempSync(path.join(os.tmpdir(), "labmarket-container-"));
  let server;
  try {
    if (build) {
      log("production build (npm run build)");
      await run("npm", ["run", "-s", "build"], { cwd: root, env: process.env, quiet: true });
    }
    const nodeModulesDir = await productionNodeModules();
    const workdir = assembleLayout(stage, { buildRoot: root, layoutDir, nodeModulesDir, dockerignore });
    log(`runtime layout assembled in ${workdir} from ${stage.copies.length} COPY lines`);
    if (stage.user === "root" || stageIds(stage, stage.user).uid === 0)
      throw new Error("the Dockerfile's runtime stage runs as root: it needs a USER");
    // The image's user: as root, switch to its uid over the image's ownership; otherwise this user is not root
    // already, and the WORKDIR (root's in the image) is made read-only for it.
    let user = {};
    if (process.getuid?.() === 0) {
      ownLayout(stage, layoutDir);
      user = stageIds(stage, stage.user);
      log(`running as the image's USER ${stage.user} (uid ${user.uid}, gid ${user.gid}), layout owned as in the image`);
    } else {
      fs.chmodSync(workdir, 0o555);
      log(`running as uid ${process.getuid?.()} (not root), with the WORKDIR read-only as root's is in the image`);
    }

    await adminQuery(`CREATE DATABASE "${dbName}"`);
    const dbUrl = new URL(ADMIN_URL);
    dbUrl.pathname = `/${dbName}`;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // What a machine gets: the image's ENV, fly.toml's [env], the secrets. Nothing from this shell (no DEMO_MODE).
    // PORT is a free one here; the image's HOST=0.0.0.0 is kept, as deployed.
    const env = {
      PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
      HOME: layoutDir,
      ...stage.env,
      ...fly.env,
      DATABASE_URL: dbUrl.toString(),
      SESSION_SECRET: crypto.randomBytes(24).toString("hex"),
      APP_ORIGIN: base,
      PORT: String(port),
      // fly.toml's metrics port is fixed (9091); here a free one, so the smoke test runs beside other servers.
      METRICS_PORT: String(await freePort()),
    };

    log(`release command: ${fly.releaseCommand}`);
    const [releaseBin, ...releaseArgs] = fly.releaseCommand.split(/\s+/);
    await run(releaseBin, releaseArgs, { cwd: workdir, env, quiet: true, user });
    const db = new pg.Client({ connectionString: env.DATABASE_URL });
    db.on("error", () => {});
    await db.connect();
    const counts = async () =>
      (
        await db.query(`SELECT (SELECT count(*)::int FROM "Category") AS categories,
          (SELECT count(*)::int FROM "AttributeDefinition") AS attributes,
          (SELECT count(*)::int FROM "StoreProduct") AS products, (SELECT count(*)::int FROM "Brand") AS brands,
          (SELECT count(*)::int FROM "User") AS users`)
      ).rows[0];
    const released = await counts();
    check(
      released.categories > 0 && released.attributes > 0,
      `the release seeded the reference data (${released.categories} categories, ${released.attributes} specification attributes)`,
    );
    check(
      released.products === 0 && released.brands === 0 && released.users === 0,
      "the release seeded no demo content without SEED_DEMO (0 products, 0 brands, 0 users)",
    );

    // A user made the way production makes them exist: in the database (demo accounts are not there).
    const email = `smoke-${Date.now()}@example.com`;
    const password = "Smoke-test-1234";
    const userId = `smoke${crypto.randomBytes(8).toString("hex")}`;
    await db.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
      [userId, email, bcrypt.hashSync(password, 10)],
    );
    await db.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "updatedAt") VALUES ($1, 'Smoke Test Buyer', 'buyer', 'approved', now())`,
      [userId],
    );
    // And an admin, who uploads a brand logo below.
    const adminEmail = `smoke-admin-${Date.now()}@example.com`;
    const adminId = `smoke${crypto.randomBytes(8).toString("hex")}`;
    await db.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
      [adminId, adminEmail, bcrypt.hashSync(password, 10)],
    );
    await db.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "updatedAt") VALUES ($1, 'Smoke Test Admin', 'admin', 'approved', now())`,
      [adminId],
    );

    // What a web machine runs (fly.toml [processes]); the CMD when there are no processes.
    const command = processCommand(stage, fly, "web");
    log(`start: ${command.join(" ")}`);
    let output = "";
    server = spawn(command[0], command.slice(1), { cwd: workdir, env, stdio: ["ignore", "pipe", "pipe"], ...user });
    server.stdout.on("data", (chunk) => (output += chunk));
    server.stderr.on("data", (chunk) => (output += chunk));
    const health = await waitForHealth(base, server, () => output);
    const body = health.body;
    check(body.status === "ok" && body.database === "ok", `/healthz answers ok (${health.ms} ms after start)`);
    const uid = processUid(server.pid);
    check(uid !== 0, `the server runs as a non-root user (uid ${uid ?? "unknown"})`);
    if (process.getuid?.() === 0) check(uid === user.uid, `the server runs as the image's USER's uid ${user.uid}`);
    // No bucket here: the start log says so at once, before any upload.
    check(
      /No S3 bucket is configured/.test(output) && /S3_BUCKET/.test(output),
      "the start log warns that uploads stay on this machine without a bucket (S3_BUCKET)",
    );
    // The start log's settings block: no Stripe and no Resend in this environment, so both are flagged.
    check(
      /settings: database\s+ok/.test(output) &&
        /settings: payments\s+WARNING/.test(output) &&
        /settings: mail\s+WARNING/.test(output),
      "the start log summarises the settings (database ok; payments and mail WARNING)",
    );

    // With a cookie: the anonymous page cache (5 s) must not answer the second look with the first.
    const storeLinks = async () => {
      const store = await fetch(`${base}/store`, { headers: { Cookie: `smoke=${Date.now()}` } });
      const html = await store.text();
      return { status: store.status, links: new Set(html.match(/\/store\/product\/[A-Za-z0-9_-]+/g) ?? []).size };
    };
    const empty = await storeLinks();
    check(empty.status === 200 && empty.links === 0, "/store renders the empty catalogue (200, no product links)");

    const form = (fields) => new URLSearchParams(fields).toString();
    const post = (pathname, fields, cookie) =>
      fetch(`${base}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: base,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: form(fields),
      });
    const login = await post("/login", { email, password });
    const sessionCookie = cookiesFrom(login);
    check(
      login.status === 303 && /__Host-session=/.test(sessionCookie),
      "a user created in the database logs in (303, __Host-session cookie)",
    );
    const profile = await fetch(`${base}/profile`, { redirect: "manual", headers: { Cookie: sessionCookie } });
    check(
      profile.status === 200 && (await profile.text()).includes("Smoke Test Buyer"),
      "the session opens /profile for that user",
    );

    // The demo catalogue on purpose (SEED_DEMO=1), added by a release to the database the server is using — before
    // the upload below creates a brand: the seed adds demo content only to a database without brands.
    await run(releaseBin, releaseArgs, { cwd: workdir, env: { ...env, SEED_DEMO: "1" }, quiet: true, user });
    const withDemo = await counts();
    check(
      withDemo.products > 0 && withDemo.users === 2,
      `SEED_DEMO=1: the release adds the demo catalogue (${withDemo.products} products, no demo accounts)`,
    );
    await db.end();
    // Facet counts are reused for a few seconds (CATALOGUE_COUNTS_CACHE_SECONDS): give the new catalogue that long.
    let listed = await storeLinks();
    for (const until = Date.now() + 15_000; listed.links < 3 && Date.now() < until; listed = await storeLinks())
      await new Promise((resolve) => setTimeout(resolve, 500));
    check(listed.status === 200 && listed.links >= 3, `/store lists products (${listed.links} product links)`);

    // An upload as a signed-in admin through the real form post (multipart), stored by the local file driver in
    // ./data/files (FILES_DIR's default) — the directory the image gives its user — and served back.
    const adminLogin = await post("/login", { email: adminEmail, password });
    const adminCookie = cookiesFrom(adminLogin);
    check(adminLogin.status === 303 && /__Host-session=/.test(adminCookie), "an admin created in the database logs in");
    const brandName = `Smoke Upload Brand ${Date.now()}`;
    const upload = new FormData();
    for (const [name, value] of Object.entries({
      intent: "brand-save",
      brandId: "",
      name: brandName,
      tagline: "Uploaded by the container smoke test",
      description: "A brand whose logo is the upload under test.",
      hq: "Basel, Switzerland",
      website: "https://smoke.example",
      contactEmail: "smoke@example.com",
      founded: "2020",
    }))
      upload.append(name, value);
    upload.append("logo", new File([GIF], "logo.gif", { type: "image/gif" }));
    const saved = await fetch(`${base}/admin?section=brands`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base, Cookie: adminCookie },
      body: upload,
    });
    const savedBody = saved.status === 303 ? "" : (await saved.text()).slice(0, 500);
    check(
      saved.status === 303 && /[?&]brand=/.test(saved.headers.get("location") ?? ""),
      `the admin's brand form with a logo upload is saved (303 to the brand; got ${saved.status}${savedBody ? `: ${savedBody}` : ""})`,
    );
    const dbAfter = new pg.Client({ connectionString: env.DATABASE_URL });
    dbAfter.on("error", () => {});
    await dbAfter.connect();
    const brand = await dbAfter.query('SELECT "logoUrl" FROM "Brand" WHERE name = $1', [brandName]);
    await dbAfter.end();
    const logoUrl = brand.rows[0]?.logoUrl ?? "";
    check(/^\/files\/image\/[0-9a-f]+\.gif$/.test(logoUrl), `the brand's logo is a stored upload (${logoUrl})`);
    const filesDir = path.join(workdir, "data/files");
    const stored = filesUnder(filesDir);
    check(
      stored.some((file) => logoUrl.endsWith(file.split(path.sep).join("/"))),
      `the upload is on this machine's disk under data/files (${stored.join(", ")})`,
    );
    if (process.getuid?.() === 0) {
      const owner = fs.statSync(path.join(filesDir, stored[0])).uid;
      check(owner === user.uid, `the stored file belongs to the image's user (uid ${owner})`);
    }
    const served = await fetch(`${base}${logoUrl}`);
    const servedBytes = Buffer.from(await served.arrayBuffer());
    check(
      served.status === 200 && served.headers.get("content-type") === "image/gif" && servedBytes.equals(GIF),
      `the upload is served back at ${logoUrl} (200, image/gif, the same bytes)`,
    );

    const demoLogin = await post("/login", { email: "admin@labmarket.test", password: "Demo1234!" });
    check(demoLogin.status === 401, "the demo admin account does not exist in production (401)");
    const mailbox = await fetch(`${base}/dev/mailbox`);
    check(mailbox.status === 404, "/dev/mailbox answers 404 (demo mode off)");

    check(!/ERR_MODULE_NOT_FOUND|Cannot find module/.test(output), "no missing module in the server log");

    const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));
    const stopAt = Date.now();
    server.kill("SIGTERM");
    const exit = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(null), 15_000))]);
    check(
      exit?.code === 0,
      `SIGTERM: clean exit with code 0 (${exit ? `${Date.now() - stopAt} ms` : "no exit within 15 s"})`,
    );
    server = undefined;
    return 0;
  } finally {
    if (server && server.exitCode === null) server.kill("SIGKILL");
    await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).catch(() => {});
    // Made read-only above when not run as root.
    const workdir = path.join(layoutDir, stage.workdir);
    if (fs.existsSync(workdir)) fs.chmodSync(workdir, 0o755);
    fs.rmSync(layoutDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  containerSmokeTest({ build: !process.argv.includes("--no-build") }).then(
    (code) => {
      if (code === 0) log("PASSED");
      process.exit(code);
    },
    (error) => {
      console.error(`[container] FAILED: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
