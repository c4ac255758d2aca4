// Prometheus metrics (ADR 052) with prom-client, served on a port of their own (METRICS_PORT, default 9091; 0 turns
// them off) so they never share the public listener, its rate limits or its routing: fly.toml's [metrics] points
// Fly's scraper at it. Labels are bounded: the route label is React Router's route pattern (or a fixed name), never
// the raw path.
import http from "node:http";
import client from "prom-client";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** How long the job queue's counts are reused: getQueues() is one query, but a scrape every few seconds need not pay it. */
const JOB_STATS_TTL_MS = 15_000;

/**
 * @typedef {{ total: number, idle: number, waiting: number }} PoolCounts
 * @typedef {{ name: string, queued: number, active: number, failed: number, deferred: number }} QueueCounts
 * @typedef {{
 *   pools?: () => Record<string, PoolCounts>,
 *   liveStreams?: () => number,
 *   requestsWaiting?: () => number,
 *   jobQueues?: () => Promise<QueueCounts[] | null>,
 * }} MetricSources
 */

export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  /** @type {MetricSources} */
  let sources = {};

  const requestDuration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to the end of its response (a live stream: its whole life).",
    labelNames: ["method", "route", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  new client.Gauge({
    name: "labmarket_db_pool_connections",
    help: "Connections of the process's PostgreSQL pools, by pool and state (in_use, idle).",
    labelNames: ["pool", "state"],
    registers: [registry],
    collect() {
      this.reset();
      for (const [pool, counts] of Object.entries(sources.pools?.() ?? {})) {
        this.set({ pool, state: "in_use" }, counts.total - counts.idle);
        this.set({ pool, state: "idle" }, counts.idle);
      }
    },
  });
  new client.Gauge({
    name: "labmarket_db_pool_waiting",
    help: "Queries waiting for a connection of the pool.",
    labelNames: ["pool"],
    registers: [registry],
    collect() {
      this.reset();
      for (const [pool, counts] of Object.entries(sources.pools?.() ?? {})) this.set({ pool }, counts.waiting);
    },
  });
  new client.Gauge({
    name: "labmarket_http_requests_waiting",
    help: "Requests waiting for their turn (APP_CONCURRENT_REQUESTS are served at a time, in arrival order; ADR 081).",
    registers: [registry],
    collect() {
      this.set(sources.requestsWaiting?.() ?? 0);
    },
  });
  new client.Gauge({
    name: "labmarket_live_streams_open",
    help: "Live-room event streams (SSE) open on this process.",
    registers: [registry],
    collect() {
      this.set(sources.liveStreams?.() ?? 0);
    },
  });

  let jobStats = { at: 0, value: /** @type {QueueCounts[] | null} */ (null) };
  async function queueCounts() {
    if (Date.now() - jobStats.at > JOB_STATS_TTL_MS) {
      const value = await (sources.jobQueues?.() ?? Promise.resolve(null)).catch(() => null);
      jobStats = { at: Date.now(), value };
    }
    return jobStats.value;
  }
  new client.Gauge({
    name: "labmarket_job_queue_jobs",
    help: "Jobs of each pg-boss queue by state (queued, active, deferred), from pg-boss's cached queue counts.",
    labelNames: ["queue", "state"],
    registers: [registry],
    aggregator: "max",
    async collect() {
      this.reset();
      for (const queue of (await queueCounts()) ?? []) {
        this.set({ queue: queue.name, state: "queued" }, queue.queued);
        this.set({ queue: queue.name, state: "active" }, queue.active);
        this.set({ queue: queue.name, state: "deferred" }, queue.deferred);
      }
    },
  });
  new client.Gauge({
    name: "labmarket_job_queue_failed_jobs",
    help: "Failed jobs still retained by pg-boss, per queue (a rolling count of recent failures).",
    labelNames: ["queue"],
    registers: [registry],
    aggregator: "max",
    async collect() {
      this.reset();
      for (const queue of (await queueCounts()) ?? []) this.set({ queue: queue.name }, queue.failed);
    },
  });

  return {
    registry,
    /** The app's probes (the server build's observabilitySources); set once the build is loaded. */
    setSources(value) {
      sources = value ?? {};
    },
    /** One finished request. `route` is the route pattern or a fixed name; null → "unmatched". */
    observeRequest({ method, route, status, seconds }) {
      requestDuration.observe(
        {
          method: METHODS.has(method) ? method : "other",
          route: route ?? "unmatched",
          status_class: `${Math.floor(status / 100)}xx`,
        },
        seconds,
      );
    },
  };
}

/**
 * Answers the primary's requests for this app process's metrics (WEB_CONCURRENCY above 1, ADR 076): prom-client's
 * AggregatorRegistry in the primary asks every app process over the cluster's channel and sums what they send.
 * @param {client.Registry} registry
 */
export function shareMetricsWithPrimary(registry) {
  // Constructing one is what makes prom-client listen for the primary's requests in a worker.
  new client.AggregatorRegistry();
  client.AggregatorRegistry.setRegistries([registry]);
}

/**
 * The primary's metrics (WEB_CONCURRENCY above 1): every app process's, summed by prom-client's AggregatorRegistry
 * (a gauge by its own rule: the job queue's counts are the same read in each process, so the highest is taken), then
 * the primary's own: its app processes and their restarts.
 * @returns {{ contentType: string, metrics: () => Promise<string>, processes: client.Gauge, restarts: client.Counter }}
 */
export function createPrimaryMetrics() {
  const aggregator = new client.AggregatorRegistry();
  const own = new client.Registry();
  const processes = new client.Gauge({
    name: "labmarket_app_processes",
    help: "App processes serving HTTP on this machine (WEB_CONCURRENCY), by state: listening or starting.",
    labelNames: ["state"],
    registers: [own],
  });
  const restarts = new client.Counter({
    name: "labmarket_app_process_restarts_total",
    help: "App processes started again after one exited unexpectedly.",
    registers: [own],
  });
  return {
    contentType: own.contentType,
    async metrics() {
      const [shared, primary] = await Promise.all([aggregator.clusterMetrics(), own.metrics()]);
      return `${shared.trimEnd()}\n${primary}`;
    },
    processes,
    restarts,
  };
}

/** Where the metrics listener answers, for the start log (an IPv6 host in brackets). */
export function metricsUrl(host, port) {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}/metrics`;
}

/**
 * Serves GET /metrics on its own listener; resolves to the server (or null when port is 0).
 * @param {{ contentType: string, metrics: () => Promise<string> }} registry
 */
export function serveMetrics(registry, { port, host, onError }) {
  if (!port) return Promise.resolve(null);
  const server = http.createServer(async (req, res) => {
    if (req.url !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
      return;
    }
    try {
      const text = await registry.metrics();
      res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : text);
    } catch (error) {
      onError?.(error);
      res.writeHead(500, { "Content-Type": "text/plain" }).end("metrics failed\n");
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      server.on("error", (error) => onError?.(error));
      resolve(server);
    });
  });
}
