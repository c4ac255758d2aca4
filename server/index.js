// The HTTP server: security headers, cross-origin write rejection, static files, Remix, health, shutdown.
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@remix-run/express";
import { prepareDatabase } from "./database.js";
import { anonymousPageCache } from "./page-cache.js";
import { rejectCrossOriginWrites, securityHeaders } from "./security.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";
const production = process.env.NODE_ENV === "production";
const embedded = !process.env.DATABASE_URL;

const stopDatabase = await prepareDatabase({
  root,
  // A deployed app migrates in its release command (fly.toml); the embedded one does it here.
  migrate: embedded || process.env.MIGRATE_ON_START === "1",
  seed: process.env.SEED_ON_START !== "0",
});

const viteDevServer = dev
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(securityHeaders({ production: production && !embedded, dev }));
app.use(rejectCrossOriginWrites({ exempt: ["/webhooks/"] }));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(path.join(root, "build/client"), { maxAge: "1h" }));
}

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build")
  : await import(path.join(root, "build/server/index.js"));

// Fly's proxy terminates connections, so there the client address is its Fly-Client-IP header; anywhere
// else a header could be forged, so the socket's address is used.
const behindFly = Boolean(process.env.FLY_APP_NAME);
const clientIp = (req) => (behindFly && req.get("fly-client-ip")) || req.socket.remoteAddress || null;

// Background jobs (pg-boss on the same Postgres): reservation sweep, demo reminders. Any number of
// instances may run them; JOBS=0 turns them off for an instance (tests, benchmarks).
let stopJobs = async () => {};
if (process.env.JOBS !== "0") {
  const serverBuild = typeof build === "function" ? await build() : build;
  try {
    stopJobs = await serverBuild.entry.module.startBackgroundJobs();
  } catch (error) {
    console.error("Background jobs could not start; the site runs without them", error);
  }
}

// Whole pages for visitors without cookies, a few seconds at a time (ADR 007); 0 turns it off.
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? (dev ? 0 : 5));
app.use(
  anonymousPageCache({
    ttlMs: pageCacheSeconds * 1000,
    bypass: (path) => /^\/(dev|resources|avatars|webhooks|healthz)(\/|$)/.test(path),
  }),
);

app.all("*", createRequestHandler({ build, getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientIp: clientIp(req) }) }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = app.listen(port, host, () => {
  console.log(`LabMarket listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

let closing = false;
async function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`${signal} received: closing the server`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await stopJobs().catch((error) => console.error(error));
    await stopDatabase().catch((error) => console.error(error));
    process.exit(0);
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
