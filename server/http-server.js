// One app server (server/index.js starts it, once per app process): security headers, cross-origin write rejection,
// static files, React Router, health, metrics, shutdown.
import cluster from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import { prepareDatabase } from "./database.js";
import { admitInOrder, asksForEventStream } from "./admission.js";
import { anonymousPageCache } from "./page-cache.js";
import {
  closeAfterUnreadBody,
  redirectToCanonicalOrigin,
  refuseControlCharacters,
  rejectCrossOriginWrites,
  securityHeaders,
} from "./security.js";
import {
  appOriginFrom,
  behindFlyProxy,
  concurrentRequestsFrom,
  demoModeAnnouncement,
  jobsModeFrom,
  listenHostFrom,
  settingsSummary,
} from "./settings.js";
import { fail, portMessage } from "./startup.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dev = process.argv.includes("--dev");
const production = process.env.NODE_ENV === "production";
const embedded = !process.env.DATABASE_URL;
const port = Number(process.env.PORT ?? 3000);
const host = listenHostFrom(process.env);
// Prometheus metrics on a listener of their own (ADR 052); METRICS_PORT=0 turns them off. One of several app
// processes (ADR 076) serves none: the primary serves the sum of all of theirs on that port.
const metricsPort = cluster.isWorker ? 0 : Number(process.env.METRICS_PORT ?? 9091);
const metricsHost = process.env.METRICS_HOST ?? host;
/** Which of several app processes this is (1 alone): only the first logs the settings summary. */
const processNumber = Number(process.env.LABMARKET_PROCESS ?? 1);
// A SIGTERM's drain: live streams are told to reconnect at once, other requests get this long to finish, and the
// process exits well inside fly.toml's kill_timeout (15 s) even when something hangs.
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 8_000);
const FORCE_EXIT_MS = Number(process.env.SHUTDOWN_FORCE_MS ?? 12_000);
/** Set by SIGTERM/SIGINT: readiness answers 503 from then on. */
let closing = false;

// Loaded after the port checks (server/index.js): pino and prom-client take ~0.5 s to import, and a busy port fails in
// one line at once.
const { accessLog, logErrors, logger, noteRequestRoute, routeConsoleToLogger } = await import("./logger.js");
const { createMetrics, metricsUrl, serveMetrics, shareMetricsWithPrimary } = await import("./metrics.js");
// Every console line of this process (its modules and its dependencies) becomes a JSON log line (ADR 052).
const log = logger();
routeConsoleToLogger();
// Optional error tracking (ADR 055): Sentry's SDK (@sentry/core) is imported only when SENTRY_DSN is set (~0.15 s,
// ~5 MB of heap).
const { flushErrorTracking, reportError, reportRequestErrors, startErrorTracking } =
  await import("./error-tracking.js");
const errorTracking = await startErrorTracking(process.env, {
  root,
  onProblem: (message) => log.error(`error tracking: ${message}`),
});

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

// Demo mode is announced at every start: loudly when DEMO_MODE=1 switched it on (README, Environment). Of several app
// processes, the first speaks for them all.
const demoNotice = processNumber === 1 ? demoModeAnnouncement(process.env, { host, port }) : null;
if (demoNotice?.level === "warn") console.warn(demoNotice.message);
else if (demoNotice) console.log(demoNotice.message);

const viteDevServer = dev
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;

const metrics = createMetrics();
const app = express();
app.disable("x-powered-by");
// Liveness (ADR 052): the process is up and its event loop turns. No database, no framework, no access line (Fly
// asks every 15 s); fly.toml's routing check uses it, so a database blip does not take every machine out of routing.
app.get("/healthz/live", (req, res) => void res.set("Cache-Control", "no-store").json({ status: "ok" }));
// One access line per request and its id on every line written meanwhile; its duration in the histogram.
app.use(
  accessLog({
    onDone: (request) => {
      const { method, route, path, status, seconds } = request;
      metrics.observeRequest({ method, route: route ?? fixedRouteName(path), status, seconds });
      // The request's unexpected errors go to error tracking now that its route, user and status are known.
      if (errorTracking) reportRequestErrors(request);
    },
  }),
);
// Readiness answers 503 while the process drains, before any other check.
app.get("/healthz", (req, res, next) =>
  closing ? void res.status(503).set("Cache-Control", "no-store").json({ status: "draining" }) : next(),
);
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
// The punchout return page sets its own policy (its form goes to the procurement system's origin, ADR 065); so do the
// generated product pictures (nothing at all, ADR 068).
app.use(
  securityHeaders({
    production: production && !embedded,
    dev,
    ownPolicyPaths: ["/punchout/return", "/images/generated/"],
  }),
);
// Procurement systems post to the punchout endpoints from their own origin; those authenticate by secret (ADR 065).
app.use(rejectCrossOriginWrites({ exempt: ["/webhooks/", "/punchout/cxml", "/punchout/oci"] }));
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

// Background jobs (pg-boss on the same Postgres): reservation sweep, demo reminders, product imports. Any number of
// instances may run them. JOBS=0 starts no queue here (tests, benchmarks; an import then runs in-process); JOBS=send
// only sends (fly.toml's web machines: an import started there is queued for the worker machine); else it runs them.
const jobsMode = jobsModeFrom(process.env);
let stopJobs = async () => {};
let jobsState = "off";
if (jobsMode !== "off") {
  const serverBuild = typeof build === "function" ? await build() : build;
  try {
    stopJobs = await serverBuild.entry.module.startBackgroundJobs({ work: jobsMode === "run" });
    jobsState = jobsMode === "run" ? "running" : "sending";
  } catch (error) {
    jobsState = "failed";
    log.error({ err: error }, "Background jobs could not start; the site runs without them");
  }
}

// One block at every start: the settings an operator must get right, each ok or WARNING (issue 34). Payments and
// mail are decided by the same rules the app applies (server/settings.js), so what this says is what checkout and
// sign-up do. Of several app processes, the first speaks for them all.
for (const item of processNumber === 1
  ? settingsSummary(process.env, { jobs: jobsState, origin, errorTracking })
  : []) {
  const line = `settings: ${item.name.padEnd(9)} ${item.ok ? "ok     " : "WARNING"} ${item.text}`;
  if (item.ok) log.info({ setting: item.name, status: "ok" }, line);
  else log.warn({ setting: item.name, status: "WARNING" }, line);
}

// Whole pages for visitors without cookies, a few seconds at a time (ADR 007); 0 turns it off.
const pageCacheSeconds = Number(process.env.PAGE_CACHE_SECONDS ?? (dev ? 0 : 5));
app.use(
  anonymousPageCache({
    ttlMs: pageCacheSeconds * 1000,
    origin,
    bypass: (path) => /^\/(dev|resources|avatars|files|images|webhooks|healthz|punchout)(\/|$)/.test(path),
    onHit: (req) => {
      noteRequestRoute("(page cache)");
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

// Requests a few at a time, the rest in the order they arrived (ADR 081). After the page cache: a cached page is no
// work.
const admission = admitInOrder({ limit: concurrentRequestsFrom(process.env) ?? 0, bypass: asksForEventStream });
app.use(admission);

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

// An error no route answered: logged once with the request's id, method and path (and sent to error tracking); a
// plain 500.
app.use(logErrors({ onError: reportError }));

// Express 5 calls this callback with the error when listening fails; that error is reported by the handler below.
const server = app.listen(port, host, (error) => {
  if (error) return;
  const address = `${host.includes(":") ? `[${host}]` : host}:${port}`;
  // The origin, not the bound address: a page opened at another host is redirected to it.
  log.info(origin ? `LabMarket listening on ${origin} (bound to ${address})` : `LabMarket listening on ${address}`);
});
server.once("error", (error) => fail(portMessage(error, { port, host })));

metrics.setSources({
  ...(typeof build === "function" ? {} : build.entry.module.observabilitySources?.()),
  requestsWaiting: admission.queued,
});
// One of several app processes answers the primary's requests for its metrics instead of listening itself.
if (cluster.isWorker) shareMetricsWithPrimary(metrics.registry);
const metricsServer = await serveMetrics(metrics.registry, {
  port: metricsPort,
  host: metricsHost,
  onError: (error) => log.error({ err: error }, "metrics"),
}).catch((error) => fail(`metrics: ${portMessage(error, { port: metricsPort, host: metricsHost })}`));
if (metricsServer) log.info(`Metrics on ${metricsUrl(metricsHost, metricsPort)}`);

/** A request's route label when React Router did not answer it (static files, redirects, refusals). */
function fixedRouteName(path) {
  if (path.startsWith("/assets/")) return "/assets/*";
  return null;
}

/**
 * SIGTERM (a deploy, a scale-down; ADR 052): stop accepting connections, tell open live streams to reconnect (to
 * another machine), let other requests finish while the job queue stops, write the buffered counters, close the
 * pools, exit 0. A step that fails is logged and the next one still runs; a forced exit 1 only if all this hangs.
 */
async function shutdown(signal) {
  if (closing) return;
  closing = true;
  const started = Date.now();
  log.info({ signal }, `${signal} received: closing the server`);
  const force = setTimeout(() => {
    log.error({ ms: Date.now() - started }, "shutdown: still not done, forced exit");
    process.exit(1);
  }, FORCE_EXIT_MS);
  force.unref();
  const step = (name, work) =>
    Promise.resolve()
      .then(work)
      .catch((error) => log.error({ err: error }, `shutdown: ${name} failed`));
  const built = typeof build === "function" ? null : build.entry.module;

  const httpClosed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections?.();
  const drainHttp = async () => {
    const streams = await built?.closeLiveStreams?.();
    if (streams) log.info({ streams }, "shutdown: live streams told to reconnect");
    // Responses ending now leave keep-alive connections idle: close each as it goes idle.
    const sweep = setInterval(() => server.closeIdleConnections?.(), 50);
    const drained = await Promise.race([
      httpClosed.then(() => true),
      new Promise((resolve) => setTimeout(resolve, DRAIN_MS, false)),
    ]);
    clearInterval(sweep);
    if (!drained) {
      log.warn("shutdown: requests still open after the drain; closing their connections");
      server.closeAllConnections?.();
    }
  };
  await Promise.all([
    step("draining requests", drainHttp),
    step("stopping the job queue", async () => {
      if (jobsState !== "running" && jobsState !== "sending") return;
      await stopJobs();
      log.info("shutdown: job queue stopped");
    }),
  ]);
  // The requests are done, so their errors are queued: sent while the steps below run, for at most 2 s.
  const reportsSent =
    errorTracking &&
    step("sending error reports", async () => {
      if (!(await flushErrorTracking())) log.warn("shutdown: error reports not all sent in time");
    });
  // Counts waiting to be written (analytics, buyers' views). Only with a built app: in development, loading the
  // app through Vite while Vite itself shuts down on the same signal would outlive it (exit 143).
  if (built) {
    await step("writing product activity", () => built.stopProductActivity?.());
    await step("writing product views", () => built.stopUserProductViews?.());
    await step("writing replay views", () => built.stopReplayViews?.());
    await step("closing the database pool", () => built.closeDatabase?.());
  }
  metricsServer?.close();
  await step("stopping the database", stopDatabase);
  await reportsSent;
  log.info({ ms: Date.now() - started }, "shutdown complete");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
