// Optional error tracking (ADR 055): with SENTRY_DSN set, every unexpected server error is also sent to Sentry, once,
// tagged with the request's id (the `reqId` of its log lines), route pattern, method, path and user id. Without it
// nothing here loads the SDK: `reportError` is a check of one field.
//
// Like server/logger.js, this file is imported by server/index.js and, bundled, by the app (app/utils/log.server.ts):
// its state lives on globalThis under a registered symbol, so the server's copy (which starts the SDK) and the app's
// (whose handleError reports) share it. The SDK itself is imported only by `startErrorTracking`, which only the
// server calls.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { requestStore } from "./logger.js";

const SHARED = Symbol.for("labmarket.observability.errorTracking");

/**
 * @typedef {{ tags?: Record<string, string>, user?: { id: string } }} CaptureContext
 * @typedef {{ capture: ((error: unknown, context: CaptureContext) => void) | null,
 *   flush: ((ms: number) => Promise<boolean>) | null, reported: WeakSet<object> }} Shared
 */

/** @returns {Shared} */
function shared() {
  const g = /** @type {Record<symbol, Shared>} */ (/** @type {unknown} */ (globalThis));
  g[SHARED] ??= { capture: null, flush: null, reported: new WeakSet() };
  return g[SHARED];
}

/** How long a SIGTERM waits for reports still being sent (server/index.js). */
export const FLUSH_ON_SHUTDOWN_MS = 2_000;

/** Request headers an event may carry; every other one (cookies, authorization, forwarded addresses) is dropped. */
export const ALLOWED_HEADERS = ["accept", "content-length", "content-type", "host"];

const EMAIL = /[^\s@<>()[\]"'`,;:]+@[^\s@<>()[\]"'`,;:]+\.[A-Za-z]{2,}/g;
const scrubText = (value) => (typeof value === "string" ? value.replace(EMAIL, "[email]") : value);
const withoutQuery = (value) => (typeof value === "string" ? value.replace(/[?#].*$/s, "") : value);

/**
 * Sentry's `beforeSend`: what leaves the process carries no personal data. The SDK is set up to collect none
 * (`dataCollection` all off, no request-data integration); this is the net under that, as pino's redaction is for logs.
 * Drops cookies, request bodies, query strings, environment and every header outside ALLOWED_HEADERS; keeps only the
 * user's id; drops breadcrumbs, extra data and local variables; replaces e-mail addresses in messages, exception values
 * and tags with "[email]".
 * @template {Record<string, any>} E
 * @param {E} event
 * @returns {E}
 */
export function scrubEvent(event) {
  const request = event.request;
  if (request) {
    delete request.cookies;
    delete request.data;
    delete request.query_string;
    delete request.env;
    if (request.url) request.url = scrubText(withoutQuery(request.url));
    if (request.headers) {
      request.headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => ALLOWED_HEADERS.includes(name.toLowerCase())),
      );
    }
  }
  if (event.user) {
    if (event.user.id) event.user = { id: String(event.user.id) };
    else delete event.user;
  }
  delete event.breadcrumbs;
  delete event.extra;
  if (event.message) event.message = scrubText(event.message);
  if (event.logentry?.message) event.logentry = { message: scrubText(event.logentry.message) };
  if (event.transaction) event.transaction = scrubText(withoutQuery(event.transaction));
  for (const exception of event.exception?.values ?? []) {
    exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  if (event.tags) {
    for (const [name, value] of Object.entries(event.tags)) event.tags[name] = scrubText(value);
    if (event.tags.path) event.tags.path = withoutQuery(event.tags.path);
  }
  return event;
}

/** Whether errors are being sent (the SDK started). */
export function errorTrackingEnabled() {
  return Boolean(shared().capture);
}

/**
 * An unexpected server error: sent once. During a request it waits for the response to be done (the route pattern,
 * the user and the final status are known then; see reportRequestErrors); outside one it goes at once. Called where
 * such errors are logged as "request failed": the app's handleError and the render's late errors (entry.server) and
 * Express's last error handler (logErrors). Does nothing without SENTRY_DSN.
 * @param {unknown} error
 */
export function reportError(error) {
  const state = shared();
  if (!state.capture) return;
  // React Router wraps some errors in an error response ({ status, internal, error }): the Error is what to send.
  const reported = isErrorResponse(error) && error.error instanceof Error ? error.error : error;
  if (reported && typeof reported === "object") {
    if (state.reported.has(reported)) return;
    state.reported.add(reported);
  }
  const store = requestStore();
  if (store) (store.errors ??= []).push(reported);
  else state.capture(reported, {});
}

/** @param {unknown} error @returns {error is { status: number, internal?: boolean, error?: unknown }} */
function isErrorResponse(error) {
  return Boolean(error) && typeof error === "object" && typeof (/** @type {any} */ (error).status) === "number";
}

/**
 * The request's errors, sent when its response is done (server/index.js calls this from the access log's `onDone`):
 * tagged with the request id of its log lines, the route pattern, method, path (no query string), status, and the
 * signed-in user's id. A response that ended as a redirect or a client's mistake (3xx/4xx, e.g. a cross-site form post
 * refused with 400) is an answer, not a failure: nothing is sent.
 * @param {{ errors?: unknown[], id: string, method: string, path: string, route: string | null,
 *   userId: string | null, status: number }} request
 */
export function reportRequestErrors({ errors, id, method, path, route, userId, status }) {
  const { capture } = shared();
  if (!capture || !errors?.length) return;
  if (status >= 300 && status < 500) return;
  for (const error of errors)
    capture(error, {
      tags: { request_id: id, route: route ?? "unmatched", method, path, status: String(status) },
      ...(userId ? { user: { id: userId } } : {}),
    });
}

/** Sends what is still queued, waiting at most `ms`; true when nothing was left behind (or tracking is off). */
export async function flushErrorTracking(ms = FLUSH_ON_SHUTDOWN_MS) {
  const { flush } = shared();
  return flush ? flush(ms) : true;
}

/** The DSN when it looks like one (scheme://key@host/project), else null. */
export function sentryDsnFrom(vars) {
  const dsn = vars.SENTRY_DSN?.trim();
  return dsn && /^https?:\/\/[^@/\s]+@[^/\s]+\/(.+\/)?\d+$/.test(dsn) ? dsn : null;
}

/**
 * The release events name: SENTRY_RELEASE when set, else the build's stamp (the hash of its sources that
 * `npm run build` writes to build/.sources-hash, shortened), else none.
 * @param {Record<string, string | undefined>} vars
 * @param {string} root
 */
export function releaseFrom(vars, root) {
  if (vars.SENTRY_RELEASE?.trim()) return vars.SENTRY_RELEASE.trim();
  try {
    const stamp = fs.readFileSync(path.join(root, "build/.sources-hash"), "utf8").trim();
    return /^[0-9a-f]{12,}$/i.test(stamp) ? `labmarket@${stamp.slice(0, 12)}` : undefined;
  } catch {
    return undefined;
  }
}

/** How long one POST to the ingest may take before it is given up (the event is then counted as lost). */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sentry's transport over the global `fetch`: `createTransport` (the SDK's) does the queueing, rate limiting and
 * dropping; this only POSTs the envelope and hands back the status and the two headers rate limiting reads
 * (`x-sentry-rate-limits`, `retry-after`). `options.headers` carries the SDK's user agent.
 * @param {typeof import("@sentry/core").createTransport} createTransport
 * @returns {(options: import("@sentry/core").BaseTransportOptions) => import("@sentry/core").Transport}
 */
function fetchTransport(createTransport) {
  return (options) =>
    createTransport(options, async ({ body }) => {
      const response = await fetch(options.url, {
        method: "POST",
        headers: { "content-type": "application/x-sentry-envelope", ...options.headers },
        body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // Read the (small) answer so the connection goes back to the pool.
      await response.arrayBuffer().catch(() => undefined);
      return {
        statusCode: response.status,
        headers: {
          "x-sentry-rate-limits": response.headers.get("x-sentry-rate-limits"),
          "retry-after": response.headers.get("retry-after"),
        },
      };
    });
}

/**
 * Loads and starts Sentry's platform-agnostic SDK (`@sentry/core` and its `@sentry/core/server` client) when
 * SENTRY_DSN is set; otherwise does nothing (no import, no cost). Not `@sentry/node`: its bundler plugins, the
 * `sentry` CLI and its server utilities add ~90 MB to the image for nothing used here (ADR 055). Errors only: no
 * tracing, no OpenTelemetry, no module hooks, no patching of http, fetch or console, no process exception handlers —
 * just what an error event needs: its stack and its causes. Returns whether tracking is on.
 * @param {Record<string, string | undefined>} vars
 * @param {{ root: string, onProblem?: (message: string) => void }} options
 */
export async function startErrorTracking(vars, { root, onProblem = () => undefined }) {
  if (!vars.SENTRY_DSN?.trim()) return false;
  const dsn = sentryDsnFrom(vars);
  if (!dsn) {
    onProblem("SENTRY_DSN is not a Sentry DSN (https://<key>@<host>/<project>): errors go to the logs only");
    return false;
  }
  let Sentry, SentryServer;
  try {
    [Sentry, SentryServer] = await Promise.all([import("@sentry/core"), import("@sentry/core/server")]);
  } catch (error) {
    onProblem(
      `the Sentry SDK could not be loaded (${error instanceof Error ? error.message : error}): errors go to the logs only`,
    );
    return false;
  }
  /** @type {import("@sentry/core/server").ServerRuntimeClientOptions} */
  const options = {
    dsn,
    release: releaseFrom(vars, root),
    environment: vars.SENTRY_ENVIRONMENT?.trim() || vars.NODE_ENV || "development",
    platform: "node",
    runtime: { name: "node", version: process.version },
    serverName: os.hostname(),
    transport: fetchTransport(Sentry.createTransport),
    stackParser: Sentry.createStackParser(SentryServer.nodeStackLineParser()),
    // An error's causes (error.cause), and nothing else. Not Sentry's dedupe integration: it drops an event equal to
    // the one before, i.e. the same failure in the next request, whose count is what an operator wants; the same
    // error object reported twice is dropped by reportError instead.
    integrations: [Sentry.linkedErrorsIntegration()],
    // Errors only: no tracesSampleRate (tracing off, not merely sampled at 0), and "static" keeps the client from
    // adding its span-streaming integration.
    traceLifecycle: "static",
    // Collect nothing personal (the SDK's successor to sendDefaultPii: false; with no integration reading requests
    // there is nothing to collect anyway). scrubEvent is the net under it.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    },
    maxBreadcrumbs: 0,
    sendClientReports: false,
    beforeSend: (event) => scrubEvent(event),
  };
  // The events' `sdk` field and the user agent name the package that builds them.
  Sentry.applySdkMetadata(options, "core");
  Sentry.initAndBind(SentryServer.ServerRuntimeClient, options);
  const state = shared();
  state.capture = (error, context) => void Sentry.captureException(error, context);
  state.flush = (ms) => Sentry.flush(ms);
  return true;
}
