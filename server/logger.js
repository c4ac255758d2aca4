// Structured logs (ADR 052): one pino logger per process, JSON lines on stdout in production (what Fly's log
// shipping and any log store read), a short human line per entry in development. Every line written while a request
// is handled carries that request's id (`reqId`: Fly's Fly-Request-Id, or a generated UUID), through an
// AsyncLocalStorage that the access-log middleware opens around the request.
//
// This file is imported by server/index.js and, bundled, by the app (app/utils/log.server.ts): its state lives on
// globalThis under a registered symbol, so both copies share one logger and one request context.
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import util from "node:util";
import pino from "pino";

const SHARED = Symbol.for("labmarket.observability.logger");

/**
 * @typedef {{ id: string, method: string, path: string, userId: string | null, route: string | null, databaseDown?: boolean, errors?: unknown[] }} RequestStore
 * @typedef {{ requests: AsyncLocalStorage<RequestStore>, logger: pino.Logger | null, write: (line: string) => void }} Shared
 */

/** @returns {Shared} */
function shared() {
  const g = /** @type {Record<symbol, Shared>} */ (/** @type {unknown} */ (globalThis));
  g[SHARED] ??= { requests: new AsyncLocalStorage(), logger: null, write: defaultWrite() };
  return g[SHARED];
}

/**
 * Keys whose values never reach a log line, wherever a caller put them: credentials, one-time codes, cookies and
 * headers that carry them, e-mail bodies. (Call sites log ids, not these; this is the net under them.)
 */
export const REDACTED_KEYS = [
  "password",
  "newPassword",
  "currentPassword",
  "otp",
  "oneTimeCode",
  "cookie",
  "authorization",
  "html",
  "text",
  "body",
];
const redactPaths = [
  ...REDACTED_KEYS,
  ...REDACTED_KEYS.map((key) => `*.${key}`),
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "req.headers.cookie",
  "req.headers.authorization",
  // A PostgreSQL constraint error's detail quotes the row's values ("Key (email)=(…) already exists").
  "err.detail",
];

/** Warnings and errors on stderr, the rest on stdout, as console.warn/error did (Fly ships both; a terminal shows both). */
const streamOf = (line) => (/^\{"level":"(warn|error|fatal)"/.test(line) ? process.stderr : process.stdout);

function defaultWrite() {
  const production = process.env.NODE_ENV === "production";
  // LOG_FORMAT=text: readable lines in production too (`npm start` on the embedded database: a person at a terminal).
  const format = process.env.LOG_FORMAT ?? (production ? "json" : "text");
  if (format === "json") return (line) => streamOf(line).write(line);
  return (line) => streamOf(line).write(prettyLine(line));
}

const LEVEL_LABELS = { trace: "TRACE", debug: "DEBUG", info: "INFO ", warn: "WARN ", error: "ERROR", fatal: "FATAL" };

/** Development: "12:00:01 INFO  [reqId8] msg key=value …" and an error's stack below it (no extra package). */
function prettyLine(line) {
  try {
    const { time, level, msg, reqId, err, ...rest } = JSON.parse(line);
    const clock = typeof time === "string" ? time.slice(11, 19) : "";
    const id = reqId ? ` [${String(reqId).slice(0, 8)}]` : "";
    const extras = Object.entries(rest)
      .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
      .join(" ");
    const stack = err?.stack ? `\n${err.stack}` : err?.message ? ` ${err.message}` : "";
    return `${clock} ${LEVEL_LABELS[level] ?? level}${id} ${msg ?? ""}${extras ? ` ${extras}` : ""}${stack}\n`;
  } catch {
    return line;
  }
}

function createLogger() {
  const state = shared();
  return pino(
    {
      level: process.env.LOG_LEVEL ?? "info",
      // Which of several app processes wrote the line (WEB_CONCURRENCY above 1, ADR 076); nothing when one runs.
      base: process.env.LABMARKET_PROCESS ? { process: Number(process.env.LABMARKET_PROCESS) } : undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactPaths, censor: "[redacted]" },
      // The request's id on every line written while it is handled, whichever module writes it.
      // An error or worse also names the request's method and path, whoever logs it.
      mixin(_object, level) {
        const store = state.requests.getStore();
        if (!store) return {};
        return level >= 50 ? { reqId: store.id, method: store.method, path: store.path } : { reqId: store.id };
      },
    },
    { write: (line) => shared().write(line) },
  );
}

/** The process's logger. */
export function logger() {
  const state = shared();
  state.logger ??= createLogger();
  return state.logger;
}

/** What is known of the request being handled (id, user, route pattern), or undefined outside one. */
export function requestStore() {
  return shared().requests.getStore();
}

/** The signed-in user of the request being handled, for its access line. */
export function noteRequestUser(userId) {
  const store = requestStore();
  if (store && userId) store.userId = userId;
}

/** The route pattern that answered the request being handled (metrics label, access line). */
export function noteRequestRoute(route) {
  const store = requestStore();
  // React Router's patterns have no leading slash ("store/product/:id"; the home page's is empty).
  if (store && typeof route === "string")
    store.route = route.startsWith("/") || route.startsWith("(") ? route : `/${route}`;
}

/** Tests: every line written until `stop()` is collected instead of printed. */
export function captureLogs() {
  const state = shared();
  const previous = state.write;
  const lines = [];
  state.write = (line) => void lines.push(line);
  return {
    lines,
    entries: () => lines.map((line) => JSON.parse(line)),
    stop: () => void (state.write = previous),
  };
}

/** Fly's proxy sets Fly-Request-Id; anything else that looks like an id of ours is kept, the rest replaced. */
export function requestIdFrom(header) {
  return typeof header === "string" && /^[A-Za-z0-9._:-]{8,128}$/.test(header) ? header : crypto.randomUUID();
}

/**
 * Opens the request context and writes one access line when the response is done (or the client went away):
 * method, path without the query string (a search or a redirect target can carry personal data), status, duration in
 * ms, the user id when signed in, the route pattern and the request id. `onDone` gets the same values (metrics).
 */
export function accessLog({ onDone } = {}) {
  const state = shared();
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const store = {
      id: requestIdFrom(req.get("fly-request-id")),
      method: req.method,
      path: req.path,
      userId: null,
      route: null,
    };
    res.setHeader("X-Request-Id", store.id);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const aborted = !res.writableFinished;
      const line = {
        reqId: store.id,
        method: store.method,
        path: store.path,
        status: res.statusCode,
        ms: Math.round(seconds * 10_000) / 10,
        ...(store.userId ? { userId: store.userId } : {}),
        ...(store.route ? { route: store.route } : {}),
        ...(aborted ? { aborted: true } : {}),
      };
      logger().info(line, "request");
      onDone?.({ ...store, status: res.statusCode, seconds });
    };
    res.once("finish", done);
    res.once("close", done);
    state.requests.run(store, next);
  };
}

/**
 * Express's last error handler: the error once, with the request's id, method and path; the visitor gets a plain
 * 500 (or the connection is ended when the response had begun). `onError` gets each such error (error tracking,
 * ADR 055); a client's mistake (4xx) is not one.
 * @param {{ onError?: (error: unknown) => void }} [options]
 */
export function logErrors({ onError } = {}) {
  // Express recognises an error handler by its four parameters.
  return (error, req, res, _next) => {
    // A client's mistake found by Express itself (a path that does not decode, a body too large) keeps its status.
    const status = Number(error?.status ?? error?.statusCode);
    if (status >= 400 && status < 500) {
      logger().warn({ status, method: req.method, path: req.path, reason: error?.message }, "request refused");
      if (res.headersSent) return void res.destroy();
      return void res
        .status(status)
        .type("text/plain")
        .send(status === 400 ? "Bad Request" : "Request refused");
    }
    logger().error({ err: error, method: req.method, path: req.path }, "request failed");
    onError?.(error);
    if (res.headersSent) return void res.destroy();
    res.status(500).type("text/plain").send("Internal Server Error");
  };
}

/**
 * console.* of the server process (its modules and its dependencies) goes through the logger: one JSON line each,
 * with the request id when written during a request, and an Error argument as a structured `err`.
 */
export function routeConsoleToLogger() {
  const log = logger();
  const forward =
    (level) =>
    (...args) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = err ? args.filter((arg) => arg !== err) : args;
      const msg = util.format(...rest).replace(/[:\s]+$/, "");
      if (err) log[level]({ err }, msg || err.message);
      else log[level](msg);
    };
  console.log = forward("info");
  console.info = forward("info");
  console.warn = forward("warn");
  console.error = forward("error");
  console.debug = forward("debug");
}
