// Orders after checkout: payment confirmed (stock decrement, cart emptied, e-mail), reservation released
// (cancel, expiry, sweep), order history, the success page's view.
import { recordOrderSales } from "~/modules/analytics/activity.server";
import type { PriceSource } from "~/modules/pricing/line-price";
import { listedPriceNote, ORDER_LINE_PRICE_SELECT, orderLinePriceLabel } from "~/modules/currency/charge";
import { recordAttributedSales } from "~/modules/attribution/attribution.server";
import type { PrismaClient } from "~/generated/prisma/client";
import { sendEmail } from "~/modules/mail/mail.server";
import { prisma, type Tx } from "~/utils/db.server";
import { appOrigin } from "~/utils/env.server";
import { formatMoney } from "~/utils/money";
import { shippingAddressLines } from "~/modules/checkout/shipping";
import { FULFILMENT_LABELS, LINE_STATUS_LABELS, orderFulfilmentStatus, type LineStatus } from "./fulfilment";
import { lineLabel, ORDER_STATUS_LABELS, orderConfirmationEmail, type OrderStatus } from "./orders";
import { logger } from "~/utils/log.server";

/** The shipping details and PO number of an order (ADR 022). */
export const shippingSelect = {
  shippingName: true,
  shippingCompany: true,
  shippingLine1: true,
  shippingLine2: true,
  shippingCity: true,
  shippingRegion: true,
  shippingPostcode: true,
  shippingCountry: true,
  shippingPhone: true,
  poNumber: true,
} as const;

type Db = PrismaClient | Tx;

interface OrderLineStock {
  variantId: string | null;
  quantity: number;
  /** Units of the line held while the order awaits payment (ADR 046). */
  heldQuantity: number;
  /** Units ordered on back-order (ADR 061): never taken from stock. */
  backorderedQuantity: number;
}

async function orderLines(tx: Db, orderId: string): Promise<OrderLineStock[]> {
  return tx.orderLine.findMany({
    where: { orderId },
    select: { variantId: true, quantity: true, heldQuantity: true, backorderedQuantity: true },
  });
}

/** Per variant, in a fixed order (by id) so concurrent transactions lock rows in the same order. */
function byVariant(lines: OrderLineStock[]): [string, number][] {
  return stockByVariant(lines).map(([variantId, { quantity }]) => [variantId, quantity]);
}

/** Ordered and held units per variant, in id order (see byVariant). */
function stockByVariant(lines: OrderLineStock[]): [string, { quantity: number; held: number; backordered: number }][] {
  const totals = new Map<string, { quantity: number; held: number; backordered: number }>();
  for (const line of lines) {
    if (!line.variantId) continue;
    const total = totals.get(line.variantId) ?? { quantity: 0, held: 0, backordered: 0 };
    totals.set(line.variantId, {
      quantity: total.quantity + line.quantity,
      held: total.held + line.heldQuantity,
      backordered: total.backordered + line.backorderedQuantity,
    });
  }
  return [...totals.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** What a confirmed payment did to its order. */
export type PaymentApplied =
  /** pending or ended → paid (this call) */
  | "paid"
  /** ended, and its stock was gone since: → refunded, a Refund row to settle at the provider (this call) */
  | "refund"
  /** nothing: already paid or refunded, or no such order */
  | "none";

/**
 * Payment confirmed: pending → paid, the held units and the units taken now become a stock decrement, the ordered
 * lines leave the cart. Idempotent (only a pending or released order changes). Units the order did not hold (its
 * reservation was released, or the item's hold ceiling was reached, ADR 046) are taken only if they are all still
 * there; otherwise the payment cannot be fulfilled: the order becomes "refunded" with a Refund row (settled at the
 * provider after the commit, see payments/refunds.server.ts), takes no stock and gives back what it held.
 */
export async function markOrderPaid(
  tx: Tx,
  orderId: string,
  email: string | null,
  { now = new Date(), sessionExternalId = null }: { now?: Date; sessionExternalId?: string | null } = {},
): Promise<PaymentApplied> {
  // The row lock orders this transition with a concurrent cancel, expiry or sweep (ADR 010): whichever
  // comes second sees the other's result, so a paid session is never lost to a cancel that read "pending".
  const order = await lockOrder(tx, orderId);
  if (!order || order.status === "paid" || order.status === "refunded") return "none";
  const wasReserved = order.status === "pending";
  const lines = await orderLines(tx, orderId);
  // What the order holds counts only while it is pending (a released order gave its holds back).
  // Back-ordered units (ADR 061) are not taken from stock: they ship when it returns.
  const stock = stockByVariant(lines).map(([variantId, { quantity, held, backordered }]) => ({
    variantId,
    quantity: quantity - backordered,
    held: wasReserved ? held : 0,
  }));
  // The managed-stock variant rows are locked first, in id order, before anything else this payment writes (sales
  // counters, the order), so concurrent payments for one item take turns instead of deadlocking. Units not held (a
  // released reservation: a cancel or the sweep won the race, ADR 010; or beyond the item's hold ceiling, ADR 046)
  // are taken only if all of them are still there.
  const short: string[] = [];
  for (const item of stock) {
    const { variantId, quantity, held } = item;
    const [variant] = await tx.$queryRaw<{ available: number; allowBackorder: boolean }[]>`
      SELECT "inventoryQuantity" - "reservedQuantity" AS available, "allowBackorder"
      FROM "Variant" WHERE id = ${variantId} AND "manageInventory" FOR UPDATE`;
    if (!variant || variant.available >= quantity - held) continue;
    if (!variant.allowBackorder) {
      short.push(variantId);
      continue;
    }
    // Sold to others meanwhile, but the item may be back-ordered: the missing units become a back-order instead of a
    // refund (ADR 061).
    const shortfall = quantity - held - Math.max(0, variant.available);
    item.quantity -= shortfall;
    await backorderShortfall(tx, orderId, variantId, shortfall);
  }
  if (short.length > 0) {
    // Sold to other buyers while this one paid: nothing is taken, and what the order held goes back.
    if (wasReserved) await releaseHolds(tx, orderId);
    return refundInstead(tx, orderId, order, email, now, sessionExternalId);
  }
  const updated = await tx.order.updateMany({
    where: { id: orderId, status: order.status },
    data: { status: "paid", paidAt: now, reservedUntil: null, ...(email && !order.email ? { email } : {}) },
  });
  if (updated.count !== 1) return "none";
  await recordOrderSales(tx, orderId, now);
  await recordAttributedSales(tx, orderId, now);
  for (const { variantId, quantity, held } of stock) {
    // The held units leave the reservation; the others were checked above under lock.
    await tx.$executeRaw`
      UPDATE "Variant" SET "inventoryQuantity" = "inventoryQuantity" - ${quantity},
                           "reservedQuantity" = GREATEST("reservedQuantity" - ${held}, 0)
      WHERE id = ${variantId} AND "manageInventory"`;
  }
  if (wasReserved)
    await tx.orderLine.updateMany({ where: { orderId, heldQuantity: { gt: 0 } }, data: { heldQuantity: 0 } });
  if (!wasReserved) {
    // Its quoted units were given back when the reservation was released: the paid order takes them again.
    for (const line of await tx.orderLine.findMany({
      where: { orderId, quoteId: { not: null } },
      select: { quoteId: true, quantity: true },
    })) {
      await tx.$executeRaw`
        UPDATE "QuoteRequest" SET "orderedQuantity" = LEAST("orderedQuantity" + ${line.quantity}, quantity) WHERE id = ${line.quoteId}`;
    }
  }
  await tx.paymentSession.updateMany({ where: { orderId, status: { not: "paid" } }, data: { status: "paid" } });
  // Each brand with lines in the order now has its part to fulfil (ADR 022).
  await tx.$executeRaw`
    INSERT INTO "BrandOrder" ("orderId", "brandId", "paidAt", status, "updatedAt")
    SELECT DISTINCT ${orderId}, "brandId", ${now}::timestamp, 'open', ${now}::timestamp
    FROM "OrderLine" WHERE "orderId" = ${orderId} AND "brandId" IS NOT NULL
    ON CONFLICT DO NOTHING`;
  if (order.cartId) {
    // Only what was paid leaves the cart: lines in another currency, other products and units added while
    // the buyer was paying stay.
    for (const [variantId, quantity] of byVariant(lines)) {
      await tx.cartLine.deleteMany({ where: { cartId: order.cartId, variantId, quantity: { lte: quantity } } });
      await tx.cartLine.updateMany({
        where: { cartId: order.cartId, variantId, quantity: { gt: quantity } },
        data: { quantity: { decrement: quantity } },
      });
    }
  }
  return "paid";
}

/** Adds `units` to the back-ordered units of the order's lines of one variant, each up to its quantity. */
async function backorderShortfall(tx: Tx, orderId: string, variantId: string, units: number): Promise<void> {
  let left = units;
  const lines = await tx.orderLine.findMany({
    where: { orderId, variantId },
    select: { id: true, quantity: true, backorderedQuantity: true },
    orderBy: { id: "asc" },
  });
  for (const line of lines) {
    if (left <= 0) break;
    const add = Math.min(left, line.quantity - line.backorderedQuantity);
    if (add <= 0) continue;
    await tx.orderLine.update({ where: { id: line.id }, data: { backorderedQuantity: { increment: add } } });
    left -= add;
  }
}

/** The provider idempotency key of an order's late-payment refund (ADR 018): one per order. */
export function lateRefundKey(orderId: string): string {
  return `refund-${orderId}`;
}

export const LATE_PAYMENT_REFUND_REASON =
  "The payment arrived after the items had been sold to other buyers (its checkout had ended, or the units were not held for it).";

/** The money was taken for stock that is gone: the order is refunded in full (recorded here, settled after commit). */
async function refundInstead(
  tx: Tx,
  orderId: string,
  order: { status: OrderStatus; email: string | null },
  email: string | null,
  now: Date,
  sessionExternalId: string | null,
): Promise<PaymentApplied> {
  const updated = await tx.$executeRaw`
    UPDATE "Order" SET status = 'refunded', "paidAt" = ${now}, "reservedUntil" = NULL, "refundedCents" = "totalCents",
                       email = COALESCE(email, ${email}), "updatedAt" = ${now}
    WHERE id = ${orderId} AND status = ${order.status}::"OrderStatus"`;
  if (updated !== 1) return "none";
  const session = await tx.paymentSession.findFirst({
    where: { orderId, ...(sessionExternalId ? { externalId: sessionExternalId } : {}) },
    orderBy: { createdAt: "desc" },
    select: { provider: true, externalId: true },
  });
  const totals = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { totalCents: true, currencyCode: true },
  });
  await tx.paymentSession.updateMany({ where: { orderId, status: { not: "paid" } }, data: { status: "paid" } });
  await tx.refund.create({
    data: {
      orderId,
      provider: session?.provider ?? "unknown",
      sessionId: session?.externalId ?? sessionExternalId ?? "",
      amountCents: totals.totalCents,
      currencyCode: totals.currencyCode,
      reason: LATE_PAYMENT_REFUND_REASON,
      kind: "late-payment",
      idempotencyKey: lateRefundKey(orderId),
    },
    select: { id: true },
  });
  logger().warn(`[orders] order ${orderId} was paid after its stock was sold elsewhere: refunding it in full`);
  return "refund";
}

/** Reads an order and locks its row until the end of the transaction (SELECT … FOR UPDATE). */
export async function lockOrder(
  tx: Tx,
  orderId: string,
): Promise<{ status: OrderStatus; cartId: string | null; email: string | null } | null> {
  const rows = await tx.$queryRaw<{ status: OrderStatus; cartId: string | null; email: string | null }[]>`
    SELECT status::text AS status, "cartId", email FROM "Order" WHERE id = ${orderId} FOR UPDATE`;
  return rows[0] ?? null;
}

/** Unpaid order ends (cancelled, expired, failed): its reservation is released. Idempotent. */
export async function releaseOrder(
  tx: Tx,
  orderId: string,
  status: Extract<OrderStatus, "cancelled" | "failed"> = "cancelled",
): Promise<boolean> {
  const current = await lockOrder(tx, orderId);
  if (current?.status !== "pending") return false;
  const updated = await tx.order.updateMany({
    where: { id: orderId, status: "pending" },
    data: { status, reservedUntil: null },
  });
  if (updated.count !== 1) return false;
  return releaseHolds(tx, orderId);
}

/**
 * Gives back what a pending order took (the caller has locked it and is ending it): the units it held (ADR 046),
 * the quoted units it had consumed, and its open payment sessions.
 */
async function releaseHolds(tx: Tx, orderId: string): Promise<true> {
  for (const [variantId, { held }] of stockByVariant(await orderLines(tx, orderId))) {
    if (held === 0) continue;
    await tx.$executeRaw`
      UPDATE "Variant" SET "reservedQuantity" = GREATEST("reservedQuantity" - ${held}, 0)
      WHERE id = ${variantId} AND "manageInventory"`;
  }
  await tx.orderLine.updateMany({ where: { orderId, heldQuantity: { gt: 0 } }, data: { heldQuantity: 0 } });
  // The quoted units this order had taken become available to the buyer again.
  for (const line of await tx.orderLine.findMany({
    where: { orderId, quoteId: { not: null } },
    select: { quoteId: true, quantity: true },
  })) {
    await tx.$executeRaw`
      UPDATE "QuoteRequest" SET "orderedQuantity" = GREATEST("orderedQuantity" - ${line.quantity}, 0) WHERE id = ${line.quoteId}`;
  }
  await tx.paymentSession.updateMany({ where: { orderId, status: "open" }, data: { status: "expired" } });
  return true;
}

export async function orderIdForSession(db: Db, externalId: string): Promise<string | null> {
  const session = await db.paymentSession.findUnique({ where: { externalId }, select: { orderId: true } });
  return session?.orderId ?? null;
}

/**
 * Releases the stock of unpaid orders whose reservation has expired (abandoned checkouts). Run it
 * periodically (job queue). Returns the released orders with their payment sessions, so the caller can
 * also expire those at the provider.
 */
export async function releaseExpiredReservations(
  now: Date = new Date(),
  db: PrismaClient = prisma,
  { batchSize = 100 }: { batchSize?: number } = {},
): Promise<{ released: number; sessions: { provider: string; externalId: string }[] }> {
  const expired = await db.order.findMany({
    where: { status: "pending", reservedUntil: { lt: now } },
    select: { id: true, payments: { where: { status: "open" }, select: { provider: true, externalId: true } } },
    orderBy: { reservedUntil: "asc" },
    take: batchSize,
  });
  let released = 0;
  const sessions: { provider: string; externalId: string }[] = [];
  for (const order of expired) {
    const done = await db.$transaction((tx) => releaseOrder(tx, order.id, "cancelled"));
    if (done) {
      released += 1;
      sessions.push(...order.payments);
    }
  }
  return { released, sessions };
}

/** Sends the confirmation e-mail of a paid order (when it has an address). Never throws. */
export async function sendOrderConfirmation(
  orderId: string,
  origin: string | null,
  db: PrismaClient = prisma,
): Promise<void> {
  try {
    const order = await db.order.findUnique({
      where: { id: orderId },
      select: {
        number: true,
        email: true,
        totalCents: true,
        currencyCode: true,
        ...shippingSelect,
        lines: {
          select: {
            productTitle: true,
            variantTitle: true,
            quantity: true,
            unitPriceCents: true,
            backorderedQuantity: true,
            listedUnitPriceCents: true,
            listedCurrencyCode: true,
            exchangeRate: true,
          },
        },
      },
    });
    if (!order?.email) return;
    const currency = await db.currency.findUnique({
      where: { code: order.currencyCode },
      select: { code: true, symbol: true, template: true },
    });
    const email = orderConfirmationEmail({
      number: order.number,
      lines: order.lines.map((line) => ({ ...line, listedNote: listedPriceNote(line, order.currencyCode) })),
      totalCents: order.totalCents,
      currency: currency ?? { code: order.currencyCode, symbol: "", template: "" },
      ordersUrl: `${origin ?? appOrigin()}/buyer-dashboard?tab=orders`,
      shipping: shippingAddressLines(order),
      poNumber: order.poNumber,
    });
    await sendEmail({ to: order.email, ...email });
  } catch (error) {
    logger().error({ err: error }, `[orders] confirmation e-mail for ${orderId} failed`);
  }
}

// ── Views ──

export interface OrderLineView {
  id: string;
  label: string;
  quantity: number;
  unitPrice: string;
  /** Which price it is when not the plain list price (ADR 067): "Organisation price (…)", "Quantity price, …". */
  priceLabel: string | null;
  lineTotal: string;
  productId: string | null;
  status: LineStatus;
  statusLabel: string;
  refundedQuantity: number;
  /** Units ordered on back-order (ADR 061): they ship when stock returns. */
  backorderedQuantity: number;
  cancelReason: string | null;
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
}

export interface OrderView {
  id: string;
  number: number;
  status: OrderStatus;
  /** the payment state, or for a paid order its fulfilment from the lines (Paid, Partially shipped, Shipped, Cancelled) */
  statusLabel: string;
  createdAt: string;
  paidAt: string | null;
  total: string;
  /** money given back so far, null when none */
  refunded: string | null;
  shipping: string[];
  poNumber: string | null;
  lines: OrderLineView[];
}

const orderViewSelect = {
  id: true,
  number: true,
  status: true,
  createdAt: true,
  paidAt: true,
  totalCents: true,
  refundedCents: true,
  currencyCode: true,
  ...shippingSelect,
  lines: {
    select: {
      id: true,
      productTitle: true,
      variantTitle: true,
      quantity: true,
      unitPriceCents: true,
      ...ORDER_LINE_PRICE_SELECT,
      status: true,
      refundedQuantity: true,
      backorderedQuantity: true,
      cancelReason: true,
      shipment: { select: { carrier: true, trackingNumber: true, createdAt: true } },
      variant: { select: { productId: true } },
    },
    orderBy: { id: "asc" as const },
  },
} as const;

type ShippingColumns = { [K in keyof typeof shippingSelect]: string | null };

type OrderRow = ShippingColumns & {
  id: string;
  number: number;
  status: OrderStatus;
  createdAt: Date;
  paidAt: Date | null;
  totalCents: number;
  refundedCents: number;
  currencyCode: string;
  lines: {
    id: string;
    productTitle: string;
    variantTitle: string;
    quantity: number;
    unitPriceCents: number;
    priceSource: PriceSource | null;
    priceNote: string | null;
    listedUnitPriceCents: number | null;
    listedCurrencyCode: string | null;
    exchangeRate: unknown;
    status: LineStatus;
    refundedQuantity: number;
    backorderedQuantity: number;
    cancelReason: string | null;
    shipment: { carrier: string; trackingNumber: string; createdAt: Date } | null;
    variant: { productId: string } | null;
  }[];
};

async function currencies(db: Db, codes: string[]) {
  const rows = await db.currency.findMany({
    where: { code: { in: [...new Set(codes)] } },
    select: { code: true, symbol: true, template: true },
  });
  return new Map(rows.map((c) => [c.code, c]));
}

function toView(order: OrderRow, currency: { code: string; symbol: string; template: string } | undefined): OrderView {
  const money = (cents: number) =>
    formatMoney(cents, currency ?? { code: order.currencyCode, symbol: "", template: "" });
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel:
      order.status === "paid"
        ? FULFILMENT_LABELS[orderFulfilmentStatus(order.lines)]
        : ORDER_STATUS_LABELS[order.status],
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    total: money(order.totalCents),
    refunded: order.refundedCents > 0 ? money(order.refundedCents) : null,
    shipping: shippingAddressLines(order),
    poNumber: order.poNumber,
    lines: order.lines.map((line) => ({
      id: line.id,
      label: lineLabel(line),
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents),
      priceLabel: orderLinePriceLabel(line, order.currencyCode),
      lineTotal: money(line.unitPriceCents * line.quantity),
      productId: line.variant?.productId ?? null,
      status: line.status,
      statusLabel: LINE_STATUS_LABELS[line.status],
      refundedQuantity: line.refundedQuantity,
      backorderedQuantity: line.backorderedQuantity,
      cancelReason: line.cancelReason,
      shipment: line.shipment
        ? {
            carrier: line.shipment.carrier,
            trackingNumber: line.shipment.trackingNumber,
            shippedAt: line.shipment.createdAt.toISOString(),
          }
        : null,
    })),
  };
}

/** The buyer's orders, newest first (Order History tab of the buyer dashboard). */
export async function listOrdersForUser(userId: string, db: PrismaClient = prisma): Promise<OrderView[]> {
  const orders = (await db.order.findMany({
    where: { userId },
    select: orderViewSelect,
    orderBy: { createdAt: "desc" },
    take: 100,
  })) as OrderRow[];
  const currencyMap = await currencies(
    db,
    orders.map((o) => o.currencyCode),
  );
  return orders.map((order) => toView(order, currencyMap.get(order.currencyCode)));
}

/** The order behind a hosted payment session (success page, test gateway page). */
export async function orderForSession(externalId: string, db: PrismaClient = prisma) {
  const session = await db.paymentSession.findUnique({
    where: { externalId },
    select: {
      provider: true,
      status: true,
      externalId: true,
      order: { select: { ...orderViewSelect, cartId: true, email: true, reservedUntil: true, userId: true } },
    },
  });
  if (!session) return null;
  const order = session.order as OrderRow & {
    cartId: string | null;
    email: string | null;
    reservedUntil: Date | null;
    userId: string | null;
  };
  const currencyMap = await currencies(db, [order.currencyCode]);
  return {
    session: { provider: session.provider, status: session.status, externalId: session.externalId },
    order: {
      ...toView(order, currencyMap.get(order.currencyCode)),
      cartId: order.cartId,
      email: order.email,
      reservedUntil: order.reservedUntil?.toISOString() ?? null,
      userId: order.userId,
    },
  };
}
