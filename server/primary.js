// WEB_CONCURRENCY above 1 (ADR 076): this process serves no pages. It migrates and seeds when asked (as a single app
// process would), starts that many app processes (server/http-server.js) that share the one port through Node's
// cluster module, serves their summed metrics on the metrics port, starts an app process again when one dies, and on
// SIGTERM passes the signal on and exits once every app process has drained (each within its own time limit).
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { prepareDatabase } from "./database.js";
import { listenHostFrom, processCountFrom } from "./settings.js";
import { fail, portMessage } from "./startup.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const count = /** @type {number} */ (processCountFrom(process.env));
const host = listenHostFrom(process.env);
const metricsPort = Number(process.env.METRICS_PORT ?? 9091);
const metricsHost = process.env.METRICS_HOST ?? host;
/** An app process that dies is started again after this long, so a crash does not spin the CPU. */
const RESTART_DELAY_MS = 1_000;
/** More unexpected exits than this within RESTART_WINDOW_MS is a crash loop: the primary gives up and exits 1. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
/** Each app process exits within its own SHUTDOWN_FORCE_MS; the primary waits a little longer for the last one. */
const FORCE_EXIT_MS = Number(process.env.SHUTDOWN_FORCE_MS ?? 12_000) + 2_000;

const { logger, routeConsoleToLogger } = await import("./logger.js");
const { createPrimaryMetrics, metricsUrl, serveMetrics } = await import("./metrics.js");
const log = logger();
routeConsoleToLogger();

// Migrations and the seed once, here, before any app process starts (each would otherwise race the others).
try {
  await prepareDatabase({
    root,
    migrate: process.env.MIGRATE_ON_START === "1",
    seed: process.env.SEED_ON_START === "1",
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const metrics = createPrimaryMetrics();
// `npm start` imports server/index.js from scripts/start.js: the app processes run the entry itself, with this
// process's Node flags (the image's heap limits apply to each of them).
cluster.setupPrimary({ exec: path.join(root, "server/index.js") });

/** App process number (1…count) → its current cluster worker. */
const running = new Map();
/** Worker id → app process number. */
const numberOf = new Map();
const listening = new Set();
/** Times of unexpected exits within the last RESTART_WINDOW_MS. */
let recentExits = [];
let closing = false;

function updateProcessGauge() {
  metrics.processes.set({ state: "listening" }, listening.size);
  metrics.processes.set({ state: "starting" }, running.size - listening.size);
}

function start(number) {
  const worker = cluster.fork({
    LABMARKET_PROCESS: String(number),
    // The primary migrated and seeded.
    MIGRATE_ON_START: "0",
    SEED_ON_START: "0",
  });
  running.set(number, worker);
  numberOf.set(worker.id, number);
  worker.once("listening", () => {
    listening.add(worker.id);
    updateProcessGauge();
    if (listening.size === count && !closing) log.info({ processes: count }, `LabMarket runs ${count} app processes`);
  });
  updateProcessGauge();
}

cluster.on("exit", (worker, code, signal) => {
  const number = numberOf.get(worker.id);
  const hadListened = listening.delete(worker.id);
  numberOf.delete(worker.id);
  if (running.get(number) === worker) running.delete(number);
  updateProcessGauge();
  if (closing) return;
  const how = signal ? `signal ${signal}` : `code ${code}`;
  // One that never listened has a problem every restart would repeat (its own message is on stderr already).
  if (!hadListened) {
    log.error({ process: number, code, signal }, `app process ${number} exited (${how}) before it listened`);
    void shutdown("SIGTERM", 1);
    return;
  }
  const now = Date.now();
  recentExits = [...recentExits.filter((at) => now - at < RESTART_WINDOW_MS), now];
  if (recentExits.length > MAX_RESTARTS) {
    log.error({ exits: recentExits.length }, `app processes keep exiting (${recentExits.length} within a minute)`);
    void shutdown("SIGTERM", 1);
    return;
  }
  log.error({ process: number, code, signal }, `app process ${number} exited (${how}); starting it again`);
  metrics.restarts.inc();
  setTimeout(() => closing || start(number), RESTART_DELAY_MS).unref();
});

for (let number = 1; number <= count; number++) start(number);

const metricsServer = await serveMetrics(metrics, {
  port: metricsPort,
  host: metricsHost,
  onError: (error) => log.error({ err: error }, "metrics"),
}).catch((error) => fail(`metrics: ${portMessage(error, { port: metricsPort, host: metricsHost })}`));
if (metricsServer) log.info(`Metrics on ${metricsUrl(metricsHost, metricsPort)}`);

/** Passes the signal to every app process, waits for them to exit, then exits (1 if one did not exit cleanly). */
async function shutdown(signal, exitCode = 0) {
  if (closing) return;
  closing = true;
  log.info({ signal }, `${signal} received: stopping ${running.size} app processes`);
  const force = setTimeout(() => {
    log.error("shutdown: app processes still running, forced exit");
    for (const worker of running.values()) worker.process.kill("SIGKILL");
    process.exit(1);
  }, FORCE_EXIT_MS);
  force.unref();
  let code = exitCode;
  await Promise.all(
    [...running.values()].map(
      (worker) =>
        new Promise((resolve) => {
          worker.once("exit", (exitedWith) => {
            if (exitedWith !== 0) code = 1;
            resolve(undefined);
          });
          // Already gone (a crash being handled): nothing to wait for.
          if (worker.isDead()) resolve(undefined);
          else worker.process.kill(signal);
        }),
    ),
  );
  metricsServer?.close();
  log.info("shutdown complete");
  process.exit(code);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
