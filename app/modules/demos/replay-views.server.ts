// Replay views (issue 11 #2, ADR 030): a person opening the page of an ended demo that has a recording counts once
// per demo per UTC day. Like product views (ADR 025), views wait in memory and are written in one statement every
// few seconds, so the page never waits on an insert; the dedupe happens in the database (several machines), on a
// keyed hash of the viewer: the signed-in user, else the visitor cookie, else address and browser. The address is
// never stored.
import { createHash } from "node:crypto";
import { isCountableView } from "~/modules/analytics/activity.server";
import { utcDay } from "~/modules/analytics/periods";
import { readVisitorToken } from "~/modules/cart/cart-cookie.server";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/log.server";

const MAX_PENDING = 5_000;
/** Viewer rows older than yesterday are deleted at most this often per machine (they only dedupe one day). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** "day|demoId|viewer" of views not yet written (a Set: the same viewer twice is one view already). */
let pending = new Set<string>();
let timer: ReturnType<typeof setInterval> | null = null;
let flushing: Promise<void> = Promise.resolve();
let lastPrune = 0;

interface Viewer {
  userId?: string | null;
  /** The client's address (the server's load context); only ever hashed. */
  clientIp?: string | null;
}

/** A keyed hash: the same viewer gives the same key for a demo on a day, and nobody can reverse it. */
function viewerKey(request: Pick<Request, "headers">, demoId: string, day: string, viewer: Viewer): string {
  const identity = viewer.userId
    ? `u:${viewer.userId}`
    : (() => {
        const token = readVisitorToken(request as Request);
        return token ? `v:${token}` : `a:${viewer.clientIp ?? ""}|${request.headers.get("user-agent") ?? ""}`;
      })();
  return createHash("sha256")
    .update(`${env().SESSION_SECRET}|replay|${demoId}|${day}|${identity}`)
    .digest("base64url")
    .slice(0, 32);
}

/**
 * Counts a view of a demo's replay by this request (bots, prefetches and HEAD are not views). The caller knows the
 * page shows a recording; the write checks again that the demo is an unhidden replay with a recording.
 */
export function recordReplayView(
  request: Pick<Request, "method" | "headers">,
  demoId: string,
  viewer: Viewer = {},
  now = new Date(),
): void {
  if (!isCountableView(request)) return;
  const day = utcDay(now);
  pending.add(`${day}|${demoId}|${viewerKey(request, demoId, day, viewer)}`);
  if (pending.size >= MAX_PENDING) void flushReplayViews();
  else if (!timer) {
    timer = setInterval(() => void flushReplayViews(), env().ANALYTICS_FLUSH_SECONDS * 1000);
    timer.unref?.();
  }
}

const DEMO_PAGE = /^\/demo\/([^/]+)\/?$/;

/**
 * A demo page the anonymous page cache (ADR 007) answered without running its loader: counted like a render
 * (the write keeps only demos that are replays with a recording). `path` is without the query.
 */
export function countCachedReplayView(method: string, path: string, headers: Headers, clientIp: string | null): void {
  const match = DEMO_PAGE.exec(path);
  if (!match) return;
  let demoId: string;
  try {
    demoId = decodeURIComponent(match[1]!);
  } catch {
    return;
  }
  recordReplayView({ method, headers }, demoId, { clientIp });
}

export function flushReplayViews(): Promise<void> {
  flushing = flushing.then(writePending, writePending);
  return flushing;
}

async function writePending(): Promise<void> {
  if (pending.size > 0) {
    const batch = pending;
    pending = new Set();
    const days: string[] = [];
    const demoIds: string[] = [];
    const viewers: string[] = [];
    for (const key of batch) {
      const [day, ...rest] = key.split("|");
      const viewer = rest.pop()!;
      days.push(day!);
      demoIds.push(rest.join("|"));
      viewers.push(viewer);
    }
    try {
      // New viewers only (ON CONFLICT DO NOTHING … RETURNING), then their count added to the day's views: two
      // machines seeing one viewer add one view between them. Rows in key order, so machines never deadlock.
      await prisma.$executeRaw`
        WITH fresh AS (
          INSERT INTO "DemoReplayViewer" ("demoId", day, viewer)
          SELECT x.id, x.day, x.viewer
          FROM unnest(${demoIds}::text[], ${days}::date[], ${viewers}::text[]) AS x(id, day, viewer)
          JOIN "Demo" d ON d.id = x.id
          WHERE d.status = 'replay' AND d."replayUrl" IS NOT NULL AND d."replayHiddenAt" IS NULL
          ORDER BY x.id, x.day, x.viewer
          ON CONFLICT DO NOTHING
          RETURNING "demoId", day
        )
        INSERT INTO "DemoDailyReplayViews" ("demoId", day, views)
        SELECT "demoId", day, count(*)::int FROM fresh GROUP BY "demoId", day ORDER BY "demoId", day
        ON CONFLICT ("demoId", day) DO UPDATE SET views = "DemoDailyReplayViews".views + EXCLUDED.views`;
    } catch (error) {
      logger().error({ err: error }, "[analytics] replay views could not be written; kept for the next attempt");
      for (const key of batch) pending.add(key);
    }
  }
  if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = Date.now();
    await prisma.$executeRaw`DELETE FROM "DemoReplayViewer" WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`.catch(
      (error: unknown) => logger().error({ err: error }, "[analytics] old replay viewers could not be pruned"),
    );
  }
}

/** Stops the timer and writes what is waiting (server shutdown, tests). */
export async function stopReplayViews(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  await flushReplayViews();
}
