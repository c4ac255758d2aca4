// The live room's event stream (Server-Sent Events, ADR 017): one per tab. `id:` is the room event id, so a
// reconnecting browser sends Last-Event-ID and gets exactly the events after it (replayed from the table).
import type { LoaderFunctionArgs } from "react-router";
import { getOptionalUser } from "~/modules/auth/session.server";
import { MAX_BACKLOG_BYTES, roomBus } from "~/modules/live/bus.server";
import { ACCESS_DENIED, NOT_LIVE_MESSAGE, REMOVED_MESSAGE } from "~/modules/live/room";
import { roomAccess, touchPresence } from "~/modules/live/room.server";
import { serverValues } from "~/utils/request-context";
import { openLiveStream, refusedStreamResponse } from "~/modules/live/stream-limits.server";
import { requestUrl } from "~/utils/request-url";
import { logger } from "~/utils/log.server";

const SSE_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

/** "12345" → 12345n; anything else (missing, negative, huge, not a number) → null. */
function parseEventId(value: string | null): bigint | null {
  return value && /^\d{1,18}$/.test(value) ? BigInt(value) : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const demoId = params.demoId ?? "";
  // Streams per session, per address and per process are capped (ADR 044). The slot is taken before the database
  // is read, so a burst of requests cannot all pass while the first ones look up the room, and a full process
  // sheds load cheaply; every path below releases it (once) when the stream ends or never starts.
  const opening = await openLiveStream(request, context);
  if (!opening.ok) return refusedStreamResponse(opening.scope, opening.limit);
  const { slot } = opening;
  let access: Awaited<ReturnType<typeof roomAccess>>;
  try {
    access = await roomAccess(demoId, await getOptionalUser(request));
    if (access.status === "ok") await touchPresence(demoId, access.user.id);
  } catch (error) {
    slot.release();
    throw error;
  }
  if (access.status !== "ok") {
    slot.release();
    const [status, message] =
      access.status === "not_found"
        ? [404, "Not found"]
        : access.status === "not_live"
          ? [409, NOT_LIVE_MESSAGE]
          : access.status === "removed"
            ? [403, REMOVED_MESSAGE]
            : [403, `${ACCESS_DENIED.title}: ${ACCESS_DENIED.description}`];
    // 204 would tell EventSource to stop too, but a text body explains itself to anyone opening the URL.
    return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  // Remix answers HEAD without reading the body and never aborts the request afterwards: a stream opened for it
  // would stay subscribed (and counted) for good.
  if (request.method === "HEAD") {
    slot.release();
    return new Response(null, { headers: SSE_HEADERS });
  }
  const url = requestUrl(request);
  const afterId =
    parseEventId(request.headers.get("Last-Event-ID")) ?? parseEventId(url.searchParams.get("after")) ?? 0n;
  const userId = access.user.id;

  // Remix's stream writer does not wait for the socket to drain, so the bytes a slow client has not taken are
  // measured on the Node response (server/index.js puts the probe in the load context) and the client dropped.
  const { responseBacklog: backlog, onResponseClose } = serverValues(context);
  const encoder = new TextEncoder();
  let unsubscribe: (() => void) | null = null;
  let closed = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const close = () => {
          if (closed) return;
          closed = true;
          slot.release();
          try {
            controller.close();
          } catch {
            // already closed by the client
          }
        };
        // Event bytes come from the bus, built once per batch and shared by every stream (never modified).
        const write = (chunk: string | Uint8Array) => {
          if (closed) return false;
          if ((backlog?.() ?? 0) > MAX_BACKLOG_BYTES || (controller.desiredSize ?? 0) < -MAX_BACKLOG_BYTES)
            return false;
          controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
          return true;
        };
        const end = () => {
          unsubscribe?.();
          close();
        };
        // The server's close event is the reliable one (server/index.js says why); the signal serves other hosts.
        onResponseClose?.(end);
        request.signal.addEventListener("abort", end, { once: true });
        // The client left while its room was checked: the abort event has already fired.
        if (request.signal.aborted) end();
        if (closed) return;
        // A jittered retry spreads the reconnects of thousands of viewers after a deploy.
        write(`retry: ${2000 + Math.floor(Math.random() * 3000)}\n: connected\n\n`);
        roomBus()
          .subscribe({ demoId, userId, lastId: afterId, write, close })
          .then((stop) => {
            unsubscribe = stop;
            if (closed || request.signal.aborted) stop();
          })
          .catch((error) => {
            logger().error({ err: error }, "[live] subscribe failed");
            close();
          });
      },
      cancel() {
        closed = true;
        slot.release();
        unsubscribe?.();
      },
    },
    { highWaterMark: MAX_BACKLOG_BYTES, size: (chunk) => chunk.byteLength },
  );

  return new Response(stream, { headers: SSE_HEADERS });
}
