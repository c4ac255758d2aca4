// The live room's event stream (Server-Sent Events, ADR 017): one per tab. `id:` is the room event id, so a
// reconnecting browser sends Last-Event-ID and gets exactly the events after it (replayed from the table).
import type { LoaderFunctionArgs } from "react-router";
import { getOptionalUser } from "~/modules/auth/session.server";
import { MAX_BACKLOG_BYTES, roomBus } from "~/modules/live/bus.server";
import { ACCESS_DENIED, NOT_LIVE_MESSAGE, REMOVED_MESSAGE } from "~/modules/live/room";
import { roomAccess, touchPresence } from "~/modules/live/room.server";
import { serverValues } from "~/utils/request-context";

/** "12345" → 12345n; anything else (missing, negative, huge, not a number) → null. */
function parseEventId(value: string | null): bigint | null {
  return value && /^\d{1,18}$/.test(value) ? BigInt(value) : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const demoId = params.demoId ?? "";
  const access = await roomAccess(demoId, await getOptionalUser(request));
  if (access.status !== "ok") {
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
  const url = new URL(request.url);
  const afterId =
    parseEventId(request.headers.get("Last-Event-ID")) ?? parseEventId(url.searchParams.get("after")) ?? 0n;
  const userId = access.user.id;
  await touchPresence(demoId, userId);

  // Remix's stream writer does not wait for the socket to drain, so the bytes a slow client has not taken are
  // measured on the Node response (server/index.js puts the probe in the load context) and the client dropped.
  const backlog = serverValues(context).responseBacklog;
  const encoder = new TextEncoder();
  let unsubscribe: (() => void) | null = null;
  let closed = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const close = () => {
          if (closed) return;
          closed = true;
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
        // A jittered retry spreads the reconnects of thousands of viewers after a deploy.
        write(`retry: ${2000 + Math.floor(Math.random() * 3000)}\n: connected\n\n`);
        request.signal.addEventListener("abort", () => {
          unsubscribe?.();
          close();
        });
        roomBus()
          .subscribe({ demoId, userId, lastId: afterId, write, close })
          .then((stop) => {
            unsubscribe = stop;
            if (closed || request.signal.aborted) stop();
          })
          .catch((error) => {
            console.error("[live] subscribe failed:", error);
            close();
          });
      },
      cancel() {
        closed = true;
        unsubscribe?.();
      },
    },
    { highWaterMark: MAX_BACKLOG_BYTES, size: (chunk) => chunk.byteLength },
  );

  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
