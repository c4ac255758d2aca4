// Recognises "the database is unreachable or the connection was lost" (restart, failover, network), as
// opposed to errors in the query itself: those requests answer 503 with Retry-After, not 500.

/** SQLSTATE classes/codes of a lost or refused connection (08 connection exception, 57P0x shutdown/restart). */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-4]|53300)/;
/** Prisma's error codes for an unreachable server, closed connection, timeouts. */
const UNAVAILABLE_PRISMA = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const UNAVAILABLE_SOCKET = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH"]);
const UNAVAILABLE_MESSAGE =
  /terminating connection|Connection terminated|connection error and is not queryable|Can't reach database server|Server has closed the connection|ECONNREFUSED|ECONNRESET|the database system is (starting up|shutting down|in recovery)|is not currently accepting connections|too many connections|Timed out fetching a new connection|timeout exceeded when trying to connect|ConnectionClosed|DatabaseNotReachable/i;

/** True when `error` (or anything in its cause chain) says the database connection is lost or refused. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, kind } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    kind?: unknown;
  };
  if (
    typeof code === "string" &&
    (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_PRISMA.has(code) || UNAVAILABLE_SOCKET.has(code))
  )
    return true;
  if (
    kind === "ConnectionClosed" ||
    kind === "DatabaseNotReachable" ||
    kind === "SocketTimeout" ||
    kind === "TooManyConnections"
  )
    return true;
  if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** A statement that only reads, so running it a second time on a fresh connection is safe. */
export function isSafeRead(sql: string): boolean {
  return (
    /^\s*(SELECT|WITH\s[\s\S]*?\)\s*SELECT)\b/i.test(sql) &&
    !/\b(INSERT|UPDATE|DELETE|FOR\s+UPDATE|FOR\s+SHARE|nextval|setval|pg_advisory)\b/i.test(sql)
  );
}

/** Seconds a client should wait before retrying while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The response a request gets while the database is down: a clear 503 that proxies and browsers may retry. */
export function databaseUnavailableResponse(): Response {
  return new Response("The site is temporarily unavailable. Please try again in a few seconds.", {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}
