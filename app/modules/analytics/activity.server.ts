// Recording what happens to products, for the brands' analytics (ADR 025).
// Views, add-to-carts and quote requests are counted in memory and added to ProductDailyActivity in one
// statement every few seconds, so a page render never waits on an insert; several app machines each add their
// own counts (the upsert adds, it never overwrites). Paid orders and revenue are added in the payment's own
// transaction, so a sale is counted exactly once with the order it belongs to.
import { isbot } from "isbot";
import { prisma, type Tx } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { utcDay } from "./periods";
import { logger } from "~/utils/log.server";

export type ProductActivity = "views" | "addsToCart" | "quoteRequests";

type Counts = Record<ProductActivity, number>;

/** Written when this many product-days are waiting, else every ANALYTICS_FLUSH_SECONDS. */
const MAX_PENDING = 5_000;

/** "day|productId" → counts not yet written. */
let pending = new Map<string, Counts>();
let timer: ReturnType<typeof setInterval> | null = null;
let flushing: Promise<void> = Promise.resolve();

/** Counts one activity on a product today; written within ANALYTICS_FLUSH_SECONDS. Never throws, never waits. */
export function countProductActivity(productId: string, activity: ProductActivity, now = new Date()): void {
  const key = `${utcDay(now)}|${productId}`;
  let counts = pending.get(key);
  if (!counts) {
    counts = { views: 0, addsToCart: 0, quoteRequests: 0 };
    pending.set(key, counts);
  }
  counts[activity] += 1;
  if (pending.size >= MAX_PENDING) void flushProductActivity();
  else if (!timer) {
    timer = setInterval(() => void flushProductActivity(), env().ANALYTICS_FLUSH_SECONDS * 1000);
    // The timer alone never keeps a process alive; shutdown writes what is left (flushProductActivity).
    timer.unref?.();
  }
}

/**
 * A product page seen by a person: crawlers and link previews (isbot), browser prefetches and HEAD requests
 * are not views.
 */
export function isCountableView(request: Pick<Request, "method" | "headers">): boolean {
  if (request.method !== "GET") return false;
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return !isbot(request.headers.get("user-agent") ?? "");
}

export function recordProductView(request: Pick<Request, "method" | "headers">, productId: string): void {
  if (isCountableView(request)) countProductActivity(productId, "views");
}

const PRODUCT_PAGE = /^\/store\/product\/([^/]+)\/?$/;

/**
 * A product page the anonymous page cache (server/page-cache.js, ADR 007) answered without rendering: counted
 * here, since its loader did not run. `path` is the URL path without the query.
 */
export function countCachedProductView(method: string, path: string, headers: Headers): void {
  const match = PRODUCT_PAGE.exec(path);
  if (!match) return;
  let productId: string;
  try {
    productId = decodeURIComponent(match[1]!);
  } catch {
    return;
  }
  recordProductView({ method, headers }, productId);
}

/**
 * Writes the waiting counts in one statement. Counts of products deleted meanwhile are dropped (the join);
 * on a database error the counts are put back for the next attempt rather than lost.
 */
export function flushProductActivity(): Promise<void> {
  flushing = flushing.then(writePending, writePending);
  return flushing;
}

async function writePending(): Promise<void> {
  if (pending.size === 0) return;
  const batch = pending;
  pending = new Map();
  const productIds: string[] = [];
  const days: string[] = [];
  const views: number[] = [];
  const addsToCart: number[] = [];
  const quoteRequests: number[] = [];
  for (const [key, counts] of batch) {
    const separator = key.indexOf("|");
    days.push(key.slice(0, separator));
    productIds.push(key.slice(separator + 1));
    views.push(counts.views);
    addsToCart.push(counts.addsToCart);
    quoteRequests.push(counts.quoteRequests);
  }
  try {
    await prisma.$executeRaw`
      INSERT INTO "ProductDailyActivity" ("productId", day, "brandId", views, "addsToCart", "quoteRequests")
      SELECT p.id, x.day, p."brandId", x.views, x.adds, x.quotes
      FROM unnest(${productIds}::text[], ${days}::date[], ${views}::int[], ${addsToCart}::int[], ${quoteRequests}::int[])
           AS x(id, day, views, adds, quotes)
      JOIN "StoreProduct" p ON p.id = x.id
      ORDER BY p.id, x.day
      ON CONFLICT ("productId", day) DO UPDATE SET
        views = "ProductDailyActivity".views + EXCLUDED.views,
        "addsToCart" = "ProductDailyActivity"."addsToCart" + EXCLUDED."addsToCart",
        "quoteRequests" = "ProductDailyActivity"."quoteRequests" + EXCLUDED."quoteRequests"`;
  } catch (error) {
    logger().error({ err: error }, "[analytics] product activity could not be written; kept for the next attempt");
    for (const [key, counts] of batch) {
      const later = pending.get(key);
      if (!later) pending.set(key, counts);
      else for (const activity of Object.keys(counts) as ProductActivity[]) later[activity] += counts[activity];
    }
  }
}

/** Stops the timer and writes what is waiting (server shutdown, tests). */
export async function stopProductActivity(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  await flushProductActivity();
}

/**
 * Adds a just-paid order to each of its products' sales of the payment day: one order, its units and revenue
 * (integer cents, in the order's currency). Called inside the transaction that marks the order paid, which
 * happens once per order.
 */
export async function recordOrderSales(tx: Tx, orderId: string, paidAt: Date): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "ProductDailySales" ("productId", day, "currencyCode", "brandId", orders, units, "revenueCents")
    SELECT v."productId", ${utcDay(paidAt)}::date, o."currencyCode", p."brandId", 1,
           SUM(l.quantity), SUM(l."unitPriceCents"::bigint * l.quantity)
    FROM "OrderLine" l
    JOIN "Order" o ON o.id = l."orderId"
    JOIN "Variant" v ON v.id = l."variantId"
    JOIN "StoreProduct" p ON p.id = v."productId"
    WHERE l."orderId" = ${orderId}
    GROUP BY v."productId", o."currencyCode", p."brandId"
    ORDER BY v."productId"
    ON CONFLICT ("productId", day, "currencyCode") DO UPDATE SET
      orders = "ProductDailySales".orders + EXCLUDED.orders,
      units = "ProductDailySales".units + EXCLUDED.units,
      "revenueCents" = "ProductDailySales"."revenueCents" + EXCLUDED."revenueCents"`;
}
