import { createReadableStreamFromReadable } from "@react-router/node";
import type { EntryContext, RouterContextProvider, ServerInstrumentation } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/utils/db-errors";
import { FlushedChunks } from "~/utils/flushed-chunks.server";
import { logger, noteRequestRoute, reportError } from "~/utils/log.server";
import { NonceProvider } from "~/utils/nonce";
import { serverValues } from "~/utils/request-context";
import { requestUrl } from "~/utils/request-url";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (responseStatusCode === 500 && databaseWasUnavailable.has(request)) responseStatusCode = 503;
  if (responseStatusCode === 503) markRetryLater(responseHeaders);
  const nonce = serverValues(loadContext).cspNonce;
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new FlushedChunks();
          body.once("close", () => clearTimeout(abortTimer));
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logRequestError(error, request);
        },
      },
    );
    // Gives up on a render still waiting after the stream timeout. React calls the callbacks above only after this
    // line (it starts rendering on the next turn). Cleared once the response is done: a pending timer would keep each
    // finished render's state alive for six seconds (hundreds of them under load) and then end an already finished
    // stream, which builds an error with a stack trace.
    const abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

/** A 503 (database unavailable, see utils/db-errors.ts) tells clients and proxies when to try again. */
function markRetryLater(headers: Headers) {
  headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", "no-store");
}

export function handleDataRequest(response: Response, { request }: { request: Request }) {
  if (response.status === 500 && databaseWasUnavailable.has(request))
    response = new Response(response.body, { status: 503, headers: response.headers });
  if (response.status === 503) markRetryLater(response.headers);
  return response;
}

/**
 * Requests whose loaders or actions failed because the database was unreachable outside the Prisma client (which
 * throws the 503 response itself): a connection of the job queue or the live bus, say. Remix reports each error here
 * before it renders, so the page or data response still goes out as a 503 with Retry-After, never a 500.
 */
const databaseWasUnavailable = new WeakSet<Request>();

export function handleError(error: unknown, { request }: { request: Request }) {
  if (isDatabaseUnavailable(error)) databaseWasUnavailable.add(request);
  if (request.signal.aborted) return;
  // An unknown URL or a thrown 4xx response is the visitor's mistake, not ours: one line, no stack trace.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger().warn(
      { status: error.status, method: request.method, path: requestUrl(request).pathname },
      `${error.status} ${request.method} ${requestUrl(request).pathname}`,
    );
    return;
  }
  logRequestError(error, request);
}

/**
 * An error once, with the request's method and path (the request id comes with every line, ADR 052), and to error
 * tracking when SENTRY_DSN is set (ADR 055) unless the visitor had gone.
 */
function logRequestError(error: unknown, request: Request) {
  logger().error({ err: error, method: request.method, path: requestUrl(request).pathname }, "request failed");
  if (!request.signal.aborted) reportError(error);
}

/**
 * React Router's request instrumentation: the route pattern that answered (`/store/product/:id`, never the raw path)
 * goes on the request's context for the access line and the duration histogram's `route` label (ADR 052).
 */
export const instrumentations: ServerInstrumentation[] = [
  {
    handler(handler) {
      handler.instrument({
        async request(handle) {
          const result = await handle();
          noteRequestRoute(result.meta?.pattern);
        },
      });
    },
  },
];

// server/index.js starts the job queue through the server build, so jobs run the same bundled code.
export { startBackgroundJobs } from "~/modules/jobs/schedule.server";
// For server/index.js: views of product pages served from the anonymous page cache (which never reaches a loader),
// and writing the waiting analytics counts at shutdown.
export { countCachedProductView, stopProductActivity } from "~/modules/analytics/activity.server";
// The buyers' product views for their recommendations (ADR 028), written at shutdown too.
export { stopUserProductViews } from "~/modules/recommendations/views.server";
// Replay views (ADR 030): demo pages served from the page cache, and the waiting views written at shutdown.
export { countCachedReplayView, stopReplayViews } from "~/modules/demos/replay-views.server";
// server/index.js builds each request's router context with the server's values (nonce, client address).
export { createLoadContext } from "~/utils/request-context";
// For server/index.js (ADR 052): what its metrics read, and the steps of a graceful shutdown.
export { closeDatabase, closeLiveStreams, observabilitySources } from "~/utils/operations.server";
