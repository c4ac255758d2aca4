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

/**
 * The response a request gets while the database is down: a 503 that proxies and browsers may retry; the error page
 * says "temporarily unavailable" from its status. It has no body on purpose: one thrown response can reach several
 * loaders of a request (a shared promise, such as the session's user, rejects once for all of them) and each reads
 * it; a body can be read only once, and the second read failed with a 500 ("Body has already been read").
 */
export function databaseUnavailableResponse(): Response {
  return new Response(null, {
    status: 503,
    statusText: "Service Unavailable",
    headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}

/** SQLSTATEs of text PostgreSQL cannot store: a NUL byte (22021) or a character the encoding lacks (22P05). */
const UNSTORABLE_TEXT_SQLSTATE = new Set(["22021", "22P05"]);

/** True when `error` (or its cause chain) is PostgreSQL refusing a value's characters: the request's fault, not ours. */
export function isUnstorableText(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, cause, originalCode } = error as { code?: unknown; cause?: unknown; originalCode?: unknown };
  if (typeof code === "string" && UNSTORABLE_TEXT_SQLSTATE.has(code)) return true;
  if (typeof originalCode === "string" && UNSTORABLE_TEXT_SQLSTATE.has(originalCode)) return true;
  return isUnstorableText(cause, depth + 1);
}

/** The answer to a value PostgreSQL cannot store (see isUnstorableText); no body, for the reason given above. */
export function unstorableTextResponse(): Response {
  return new Response(null, { status: 400, statusText: "Bad Request", headers: { "Cache-Control": "no-store" } });
}
