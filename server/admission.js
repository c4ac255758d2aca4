import { AsyncResource } from "node:async_hooks";

// Requests served in the order they arrived, a few at a time (ADR 081). Without it, every request that reaches the
// process starts at once: twenty page views interleave their loaders, renders and writes on one event loop, and each
// finishes whenever its last turn comes round — some early, some after nearly all the others. With at most `limit`
// of them between their start and the end of their response, and the rest waiting in arrival order, each waits for
// the ones ahead of it only: the same throughput, and no request overtaken by those that came after it.

/**
 * @typedef {{ limit: number, holdCapMs?: number, bypass?: (req: import("express").Request) => boolean }} AdmissionOptions
 */

/**
 * Express middleware that admits at most `limit` requests at a time, in the order they arrived; 0 admits all at once.
 * A request leaves its place when its response ends or its client goes away, or after `holdCapMs` however far it got
 * — so a long response (a live event stream, a large download to a slow client, a slow upload) holds a place for a
 * moment, never for its whole life. A request whose client left while it waited is never started.
 * @param {AdmissionOptions} options
 */
export function admitInOrder({ limit, holdCapMs = 1_000, bypass = () => false }) {
  /** @type {Array<() => void>} */
  const waiting = [];
  let active = 0;

  function admitNext() {
    while (active < limit && waiting.length > 0) waiting.shift()?.();
  }

  /**
   * @param {import("express").Request} req
   * @param {import("express").Response} res
   * @param {import("express").NextFunction} next
   */
  function start(req, res, next) {
    active += 1;
    let held = true;
    const leave = () => {
      if (!held) return;
      held = false;
      clearTimeout(cap);
      active -= 1;
      admitNext();
    };
    const cap = setTimeout(leave, holdCapMs);
    cap.unref();
    res.once("finish", leave);
    res.once("close", leave);
    next();
  }

  /** @type {import("express").RequestHandler & { queued: () => number, active: () => number }} */
  const middleware = Object.assign(
    /** @type {import("express").RequestHandler} */ (req, res, next) => {
      if (!limit || bypass(req)) return next();
      if (active < limit && waiting.length === 0) return start(req, res, next);
      // Bound to this request's async context: it runs when another request's response ends, and its logs must
      // still carry its own request id (the access log's AsyncLocalStorage).
      const admit = AsyncResource.bind(() => {
        res.off("close", forget);
        // The client left while the request waited: nothing to serve, and its place goes to the next.
        if (res.destroyed || req.socket.destroyed) return admitNext();
        start(req, res, next);
      });
      const forget = () => {
        const at = waiting.indexOf(admit);
        if (at >= 0) waiting.splice(at, 1);
      };
      res.once("close", forget);
      waiting.push(admit);
    },
    { queued: () => waiting.length, active: () => active },
  );
  return middleware;
}

/**
 * A live room's event stream (EventSource asks for text/event-stream): a long wait, not work, so never queued.
 * @param {{ get(name: string): string | undefined }} req
 */
export function asksForEventStream(req) {
  return req.get("accept")?.includes("text/event-stream") ?? false;
}
