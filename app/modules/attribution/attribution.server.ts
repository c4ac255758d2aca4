// Attribution by `ref` (ADR 030): a product page opened from a demo or an expert's page remembers the ref in a
// signed cookie (no SQL on the product view); adding that product to the cart, or asking a quote for it, checks
// the ref against the database once and records the expert (and demo) on the cart line or the quote.
import { Prisma } from "~/generated/prisma/client";
import { signedCookie } from "~/utils/cookies.server";
import { prisma, type Tx } from "~/utils/db.server";
import { utcDay } from "~/modules/analytics/periods";
import {
  ATTRIBUTION_WINDOW_SECONDS,
  decodeEntries,
  parseRef,
  refForProduct,
  rememberRef,
  type Ref,
  type RefEntry,
} from "./ref";
import { requestUrl } from "~/utils/request-url";

/** Who a cart line, order line or quote is attributed to; the demo is null for an expert's page. */
export interface Attribution {
  expertId: number | null;
  demoId: string | null;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const refCookie = signedCookie<RefEntry[]>("ref", {
  maxAge: ATTRIBUTION_WINDOW_SECONDS,
  decode: (raw) => decodeEntries(raw, nowSeconds()),
});

/**
 * The Set-Cookie header that remembers `?ref=` for this product, or null (no ref, a malformed one, or a product id
 * that cannot be kept). Reads no database: the ref is checked when it is used.
 */
export async function rememberRefHeader(request: Request, productId: string): Promise<string | null> {
  const ref = parseRef(requestUrl(request).searchParams.get("ref"));
  if (!ref) return null;
  const entries = rememberRef(await refCookie.read(request), productId, ref, nowSeconds());
  return entries ? refCookie.write(entries) : null;
}

/** The ref this browser remembers for a product (within the 30 days), unchecked. */
export async function rememberedRef(request: Request, productId: string): Promise<Ref | null> {
  return refForProduct(await refCookie.read(request), productId, nowSeconds());
}

/**
 * Checks a ref against the database in one statement: an expert ref counts for the expert's featured pick, their
 * curated products and the products of their demos; a demo ref for the products shown in that demo (its featured
 * and pinned products) of a demo that was not cancelled. Anything else (unknown ids, a real expert with another
 * product) is null: a forged ref attributes nothing.
 */
export async function resolveRef(productId: string, ref: Ref | null, db: Tx = prisma): Promise<Attribution | null> {
  if (!ref) return null;
  if (ref.kind === "expert") {
    const rows = await db.$queryRaw<{ id: number }[]>(Prisma.sql`
      SELECT e.id FROM "Expert" e
      WHERE e.id = ${ref.expertId} AND (
        e."featuredProductId" = ${productId}
        OR EXISTS (SELECT 1 FROM "CuratedProduct" c WHERE c."expertId" = e.id AND c."productId" = ${productId})
        OR EXISTS (SELECT 1 FROM "Demo" d JOIN "DemoProduct" dp ON dp."demoId" = d.id
                   WHERE d."expertId" = e.id AND dp."productId" = ${productId} AND d.status <> 'cancelled'))`);
    return rows[0] ? { expertId: rows[0].id, demoId: null } : null;
  }
  const rows = await db.$queryRaw<{ id: string; expertId: number | null }[]>(Prisma.sql`
    SELECT d.id, d."expertId" FROM "Demo" d
    WHERE d.id = ${ref.demoId} AND d.status <> 'cancelled'
      AND EXISTS (SELECT 1 FROM "DemoProduct" dp WHERE dp."demoId" = d.id AND dp."productId" = ${productId})`);
  return rows[0] ? { expertId: rows[0].expertId, demoId: rows[0].id } : null;
}

/**
 * The attribution of an add to cart or a quote request for `productId`: an explicit ref (a form field, e.g. Add to
 * Cart in a live room, or the demo a quote is asked about) before the one the browser remembers; checked either way.
 */
export async function attributionFor(
  request: Request,
  productId: string,
  explicit: Ref | null = null,
): Promise<Attribution | null> {
  return resolveRef(productId, explicit ?? (await rememberedRef(request, productId)));
}

/**
 * Adds a just-paid order's attributed lines to their experts' sales of the payment day: one order per expert,
 * its attributed units and revenue (integer cents, the order's currency). Called inside the transaction that marks
 * the order paid, which happens once per order, next to the brands' recordOrderSales.
 */
export async function recordAttributedSales(tx: Tx, orderId: string, paidAt: Date): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "ExpertDailySales" ("expertId", day, "currencyCode", orders, units, "revenueCents")
    SELECT l."attributedExpertId", ${utcDay(paidAt)}::date, o."currencyCode", 1,
           SUM(l.quantity), SUM(l."unitPriceCents"::bigint * l.quantity)
    FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
    WHERE l."orderId" = ${orderId} AND l."attributedExpertId" IS NOT NULL
    GROUP BY l."attributedExpertId", o."currencyCode"
    ORDER BY l."attributedExpertId"
    ON CONFLICT ("expertId", day, "currencyCode") DO UPDATE SET
      orders = "ExpertDailySales".orders + EXCLUDED.orders,
      units = "ExpertDailySales".units + EXCLUDED.units,
      "revenueCents" = "ExpertDailySales"."revenueCents" + EXCLUDED."revenueCents"`;
}
