// The live-room stream limits of this process (ADR 044). Counted in memory, not in Postgres: a stream is a socket of
// this process and costs this process's memory and file descriptors, it ends when the process ends (no count to
// expire), and checking costs no round trip — so a full process sheds load before touching the database.
import { hashToken, sessionCookie } from "~/modules/auth/session.server";
import { clientAddress } from "~/modules/security/rate-limit.server";
import { StreamCounter, streamLimitsFrom, streamRefusal, type StreamOpening, type StreamScope } from "./stream-limits";

const globalCounter = globalThis as unknown as { __liveStreamCounter?: StreamCounter };

/** This process's counter (kept on globalThis so a dev reload does not forget the streams still open). */
export function liveStreams(): StreamCounter {
  globalCounter.__liveStreamCounter ??= new StreamCounter();
  return globalCounter.__liveStreamCounter;
}

/**
 * The session a stream belongs to: the id of the Session row (the hash of the signed cookie's token), read from the
 * cookie without the database. A forged or stale cookie still gets a key here; the room's access check refuses it
 * right after, and its slot is released then.
 */
async function sessionKey(request: Request): Promise<string | null> {
  try {
    const token = await sessionCookie().parse(request.headers.get("Cookie"));
    return typeof token === "string" && token ? hashToken(token) : null;
  } catch {
    return null; // a malformed cookie header: no session
  }
}

/** Reserves a stream slot for this request, or says which limit refuses it. Limits are read on each call (cheap). */
export async function openLiveStream(request: Request, context: unknown): Promise<StreamOpening> {
  const limits = streamLimitsFrom(process.env);
  const counter = liveStreams();
  // A full process refuses before even verifying the cookie's signature.
  if (counter.count() >= limits.perProcess) return { ok: false, scope: "process", limit: limits.perProcess };
  const keys = { session: await sessionKey(request), address: clientAddress(request, context) };
  return counter.open(keys, limits);
}

/** The plain-text 429 / 503 answer with Retry-After for a refused stream. */
export function refusedStreamResponse(scope: StreamScope, limit: number): Response {
  const refusal = streamRefusal(scope, limit);
  return new Response(refusal.message, {
    status: refusal.status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Retry-After": String(refusal.retryAfterSeconds),
      "Cache-Control": "no-store",
    },
  });
}
