// Product pages a signed-in user saw, for their recommendations (ADR 028). Like the brand analytics (ADR 025):
// kept in memory per machine and written in one statement every ANALYTICS_FLUSH_SECONDS (or at MAX_PENDING
// waiting views), so a product page never waits on an insert. Machines add, never overwrite (the latest time wins).
import { isCountableView } from "~/modules/analytics/activity.server";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/log.server";

const MAX_PENDING = 5_000;

/** "userId|productId" → views and the latest time not yet written. */
let pending = new Map<string, { views: number; at: Date }>();
let timer: ReturnType<typeof setInterval> | null = null;
let flushing: Promise<void> = Promise.resolve();

/** Notes that a signed-in user saw a product page. Never throws, never waits. */
export function recordUserProductView(
  request: Pick<Request, "method" | "headers">,
  userId: string,
  productId: string,
  now = new Date(),
): void {
  if (!isCountableView(request)) return;
  const key = `${userId}|${productId}`;
  const entry = pending.get(key);
  if (entry) {
    entry.views++;
    entry.at = now;
  } else pending.set(key, { views: 1, at: now });
  if (pending.size >= MAX_PENDING) void flushUserProductViews();
  else if (!timer) {
    timer = setInterval(() => void flushUserProductViews(), env().ANALYTICS_FLUSH_SECONDS * 1000);
    timer.unref?.();
  }
}

/** Whether views of this user wait in this machine's memory (the dashboard writes them before reading). */
export function hasPendingViews(userId: string): boolean {
  for (const key of pending.keys()) if (key.startsWith(`${userId}|`)) return true;
  return false;
}

export function flushUserProductViews(): Promise<void> {
  flushing = flushing.then(writePending, writePending);
  return flushing;
}

async function writePending(): Promise<void> {
  if (pending.size === 0) return;
  const batch = pending;
  pending = new Map();
  const users: string[] = [];
  const products: string[] = [];
  const views: number[] = [];
  const times: Date[] = [];
  for (const [key, entry] of [...batch].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const separator = key.indexOf("|");
    users.push(key.slice(0, separator));
    products.push(key.slice(separator + 1));
    views.push(entry.views);
    times.push(entry.at);
  }
  try {
    // Users and products deleted meanwhile are dropped by the joins; rows are written in key order.
    await prisma.$executeRaw`
      INSERT INTO "UserProductView" ("userId", "productId", "viewedAt", views)
      SELECT u.id, p.id, x.at, x.views
      FROM unnest(${users}::text[], ${products}::text[], ${times.map((t) => t.toISOString())}::timestamp[], ${views}::int[])
           AS x(uid, pid, at, views)
      JOIN "User" u ON u.id = x.uid
      JOIN "StoreProduct" p ON p.id = x.pid
      ORDER BY u.id, p.id
      ON CONFLICT ("userId", "productId") DO UPDATE SET
        views = "UserProductView".views + EXCLUDED.views,
        "viewedAt" = GREATEST("UserProductView"."viewedAt", EXCLUDED."viewedAt")`;
  } catch (error) {
    logger().error({ err: error }, "[recommendations] product views could not be written; kept for the next attempt");
    for (const [key, entry] of batch) {
      const later = pending.get(key);
      if (!later) pending.set(key, entry);
      else later.views += entry.views;
    }
  }
}

/** Stops the timer and writes what is waiting (tests, shutdown). */
export async function stopUserProductViews(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  await flushUserProductViews();
}
