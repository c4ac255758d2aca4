// The HTTP server: security headers, cross-origin write rejection, static files, React Router, health, shutdown.
// First: NODE_ENV's default, before any import loads React.
import "./node-env.js";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import net from "node:net";
import { createRequestHandler } from "@react-router/express";
import { prepareDatabase } from "./database.js";
import { anonymousPageCache } from "./page-cache.js";
import {
  closeAfterUnreadBody,
  redirectToCanonicalOrigin,
  refuseControlCharacters,
  rejectCrossOriginWrites,
  securityHeaders,
} from "./security.js";
import { appOriginFrom, behindFlyProxy, demoModeAnnouncement, listenHostFrom, startupProblems } from "./settings.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const production = process.env.NODE_ENV === "production";
const embedded = !process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 3000);
const host = listenHostFrom(process.env);

/** A start-up problem is one line on stderr and exit code 1: no stack trace for a setting or a busy port. */
function fail(message) {
  console.error(`LabMarket cannot start: ${message}`);
  process.exit(1);
}

const problems = startupProblems(process.env);
if (problems.length > 0) fail(problems.join("\n  "));

// Before migrating or starting the embedded database (which take seconds): is the port free?
await new Promise((resolve) => {
  const probe = net.createServer();
  probe.once("error", (error) => fail(portMessage(error)));
  probe.listen(port, host, () => probe.close(resolve));
});

function portMessage(error) {
  if (error.code === "EADDRINUSE")
    return `port ${port} on ${host} is already in use (another server running? set PORT to use another).`;
  if (error.code === "EACCES") return `no permission to listen on port ${port} (use PORT above 1023).`;
  return `cannot listen on ${host}:${port}: ${error.message}`;
}

let stopDatabase;
try {
  stopDatabase = await prepareDatabase({
    root,
    dev,
    // A deployed app migrates and seeds in its release command (fly.toml: scripts/release.js); the embedded one
    // does both here.
    migrate: embedded || process.env.MIGRATE_ON_START === "1",
    seed: process.env.SEED_ON_START ? process.env.SEED_ON_START === "1" : embedded,
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// Demo mode is announced at every start: loudly when DEMO_MODE=1 switched it on (README, Environment).
const demoNotice = demoModeAnnouncement(process.env, { host, port });
if (demoNotice?.level === "warn") console.warn(demoNotice.message);
else if (demoNotice) console.log(demoNotice.message);

const viteDevServer = dev
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;

const app = express();
app.disable("x-powered-by");
// Only behind Fly's proxy are X-Forwarded-Proto/-For trustworthy (it overwrites them); elsewhere a client could
// forge them.
if (behindFlyProxy(process.env)) app.set("trust proxy", 1);
// The origin every link uses (APP_ORIGIN; locally http://localhost:PORT); pages asked for by another host go there.
const origin = appOriginFrom(process.env);
app.use(redirectToCanonicalOrigin({ origin, exempt: ["/healthz", "/webhooks/"] }));
app.use(closeAfterUnreadBody());
// Server-Sent Events must not be buffered (nor hold zlib state per stream): the live room streams go out plain.
app.use(
  compression({
    filter: (req, res) =>
      !String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  }),
);
app.use(securityHeaders({ production: production && !embedded, dev }));
app.use(rejectCrossOriginWrites({ exempt: ["/webhooks/"] }));
app.use(refuseControlCharacters());

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
  // Only paths under the build's top-level files and folders (favicon.svg, images/, …) can be static files: every
  // other request (each page view) skips the file-system look-up that serve-static would make and miss.
  const publicRoot = path.join(root, "build/client");
  const publicEntries = new Set(fs.readdirSync(publicRoot));
  const servePublic = express.static(publicRoot, { maxAge: "1h" });
  app.use((req, res, next) => (publicEntries.has(req.path.split("/")[1]) ? servePublic(req, res, next) : next()));
}

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:react-router/server-build")
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
    origin,
    bypass: (path) => /^\/(dev|resources|avatars|files|webhooks|healthz)(\/|$)/.test(path),
    onHit: (req) => {
      if (typeof build === "function") return;
      const headers = new Headers();
      for (const name of ["user-agent", "sec-purpose", "purpose"]) {
        const value = req.get(name);
        if (value) headers.set(name, value);
      }
      build.entry.module.countCachedProductView?.(req.method, req.path, headers);
      build.entry.module.countCachedReplayView?.(req.method, req.path, headers, clientIp(req));
    },
  }),
);

// Every path, "/" included (Express 5's path syntax names the wildcard). A path whose percent-encoding does not
// decode is answered 400 by the router before the framework sees it, as Express 4's "*" did.
app.all(
  "/{*path}",
  createRequestHandler({
    build,
    // React Router 8 hands loaders a router context (middleware is always on); the entry builds it with our values.
    getLoadContext: async (req, res) => {
      const serverBuild = typeof build === "function" ? await build() : build;
      return serverBuild.entry.module.createLoadContext({
        cspNonce: res.locals.cspNonce,
        clientIp: clientIp(req),
        // Bytes written but not yet taken by the client: the live event stream drops slow clients on it.
        responseBacklog: () => res.writableLength,
        // The client went away. The loader's request.signal cannot be relied on for a long stream: the framework
        // hands the loader copies of the request, and undici keeps a copy's signal linked only while the copy is
        // reachable (nodejs/undici#3644, remix-run/react-router#13601): after a garbage collection the abort never
        // arrives. The live event stream ends, and frees its slot (ADR 044), on this instead.
        onResponseClose: (listener) => (res.closed ? listener() : res.once("close", listener)),
      });
    },
  }),
);

// Express 5 calls this callback with the error when listening fails; that error is reported by the handler below.
const server = app.listen(port, host, (error) => {
  if (error) return;
  const address = `${host.includes(":") ? `[${host}]` : host}:${port}`;
  // The origin, not the bound address: a page opened at another host is redirected to it.
  console.log(origin ? `LabMarket listening on ${origin} (bound to ${address})` : `LabMarket listening on ${address}`);
});
server.once("error", (error) => fail(portMessage(error)));

let closing = false;
async function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`${signal} received: closing the server`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await stopJobs().catch((error) => console.error(error));
    // Counts waiting to be written (analytics, buyers' views). Only with a built app: in development, loading the
    // app through Vite while Vite itself shuts down on the same signal would outlive it (exit 143).
    if (typeof build !== "function") {
      await build.entry.module.stopProductActivity?.().catch((error) => console.error(error));
      await build.entry.module.stopUserProductViews?.().catch((error) => console.error(error));
      await build.entry.module.stopReplayViews?.().catch((error) => console.error(error));
    }
    await stopDatabase().catch((error) => console.error(error));
    process.exit(0);
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
