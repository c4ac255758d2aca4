// Orders to fulfil (issue 10 #5, ADR 022): a brand's part of each paid order — list, detail, ship lines with a
// carrier and tracking number, cancel a line, refund units — and an admin's view of every order. Ownership is in
// every query: a brand reads and changes only lines whose brandId is its own; an order without such lines is
// "not found". Every change runs in one transaction that starts by locking the order row, and a refund is only
// recorded by conditional updates that keep the line's refunded units <= its quantity and the order's refunded
// cents <= what was paid. The money goes back through the payment provider after the commit (Refund rows,
// settled and retried by payments/refunds.server.ts); the buyer gets an e-mail per shipment, cancellation, refund.
import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import { ORDER_LINE_PRICE_SELECT, orderLinePriceLabel } from "~/modules/currency/charge";
import type { Role } from "~/generated/prisma/enums";
import { backorderNote } from "~/modules/catalog/availability";
import { shippingAddressLines } from "~/modules/checkout/shipping";
import { sendEmail } from "~/modules/mail/mail.server";
import { settleRefundRow } from "~/modules/payments/refunds.server";
import { prisma, type Tx } from "~/utils/db.server";
import { appOrigin } from "~/utils/env.server";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import {
  cancellationEmail,
  LINE_STATUS_LABELS,
  lineTransition,
  PART_STATUS_LABELS,
  partStatus,
  refundEmail,
  remainingUnits,
  shipmentEmail,
  type FulfilmentInput,
  type LineAction,
  type LineStatus,
  type PartStatus,
} from "./fulfilment";
import { lineLabel } from "./orders";
import { lockOrder, shippingSelect } from "./orders.server";
import { logger } from "~/utils/log.server";

type Db = PrismaClient | Tx;

/** Who acts: a brand account (its brand's lines) or an admin (every line). */
export interface FulfilmentActor {
  id: string;
  role: Role;
  brandId: string | null;
}

/** The lines an actor may see and change: null when none at all (a brand account not linked to a brand). */
function lineScope(actor: FulfilmentActor): { brandId?: string } | null {
  if (actor.role === "admin") return {};
  if (actor.role === "brand" && actor.brandId) return { brandId: actor.brandId };
  return null;
}

export const ORDERS_PAGE_SIZE = 25;

export type OrderListFilter = "open" | "all";

export interface FulfilmentListRow {
  orderId: string;
  number: number;
  paidAt: string;
  buyerCompany: string | null;
  /** the order's e-mail, for admins only */
  buyerEmail: string | null;
  shipTo: string;
  poNumber: string | null;
  statusLabel: string;
  status: PartStatus;
  lineCount: number;
  total: string;
}

export interface FulfilmentList {
  rows: FulfilmentListRow[];
  /** the cursor of the next page, null on the last one */
  next: string | null;
}

function encodeCursor(paidAt: Date, orderId: string): string {
  return `${paidAt.toISOString()}~${orderId}`;
}

function decodeCursor(cursor: string | null): { paidAt: Date; orderId: string } | null {
  if (!cursor) return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([A-Za-z0-9_-]{1,64})$/.exec(cursor);
  if (!match) return null;
  const paidAt = new Date(match[1]);
  return Number.isNaN(paidAt.getTime()) ? null : { paidAt, orderId: match[2] };
}

async function currencyOf(db: Db, code: string): Promise<CurrencyInfo> {
  const currency = await db.currency.findUnique({
    where: { code },
    select: { code: true, symbol: true, template: true },
  });
  return currency ?? { code, symbol: "", template: "" };
}

/**
 * The payment-time range and the keyset: (paidAt, id) < the cursor written as `paidAt <= c AND NOT (paidAt = c AND
 * id >= cursor id)`, so the index on payment time bounds the scan (the OR form scanned everything before, ADR 022).
 */
function pageBounds(
  at: Prisma.Sql,
  id: Prisma.Sql,
  after: { paidAt: Date; orderId: string } | null,
  from: Date | null,
  before: Date | null,
): Prisma.Sql {
  return Prisma.sql`${from ? Prisma.sql`AND ${at} >= ${from}` : Prisma.empty}
    ${before ? Prisma.sql`AND ${at} < ${before}` : Prisma.empty}
    ${after ? Prisma.sql`AND ${at} <= ${after.paidAt} AND NOT (${at} = ${after.paidAt} AND ${id} >= ${after.orderId})` : Prisma.empty}`;
}

export interface FulfilmentListOptions {
  /** "open": only parts still to fulfil (a brand's list); overridden by `partStatus` */
  filter?: OrderListFilter;
  cursor?: string | null;
  /** admins: one brand's parts */
  brandId?: string | null;
  /** the brand part's state (needs a brand part: a brand actor or `brandId`) */
  partStatus?: PartStatus | null;
  /** admins without a brand: paid (default) or refunded late payments (ADR 018) */
  orderStatus?: "paid" | "refunded";
  /** paid at or after / strictly before */
  paidFrom?: Date | null;
  paidBefore?: Date | null;
  /** a LIKE pattern (lower case, wildcards escaped, ending in %) on the order's e-mail or shipping company */
  buyerPrefix?: string | null;
}

/**
 * The paid orders an actor fulfils, newest payment first, paged by keyset on (paidAt, order id) in SQL. A brand
 * lists its parts (BrandOrder, indexed by brand, status and payment time); an admin lists every paid order (Order,
 * indexed by status and payment time), or one brand's parts with `brandId`. The payment-time range bounds the same
 * index scan; the buyer prefix uses the lower(e-mail) and lower(company) indexes (migration 20261125109000).
 */
export async function listFulfilmentOrders(
  actor: FulfilmentActor,
  {
    filter = "all",
    cursor = null,
    brandId = null,
    partStatus: wantedStatus = null,
    orderStatus = "paid",
    paidFrom = null,
    paidBefore = null,
    buyerPrefix = null,
  }: FulfilmentListOptions = {},
  db: PrismaClient = prisma,
): Promise<FulfilmentList> {
  const scope = lineScope(actor);
  if (!scope) return { rows: [], next: null };
  const partBrand = scope.brandId ?? brandId;
  const after = decodeCursor(cursor);
  const status: PartStatus | null = wantedStatus ?? (filter === "open" ? "open" : null);
  const buyer = buyerPrefix
    ? Prisma.sql`AND (lower(o.email) LIKE ${buyerPrefix} OR lower(o."shippingCompany") LIKE ${buyerPrefix})`
    : Prisma.empty;
  let page: { orderId: string; paidAt: Date; status: PartStatus | null }[];
  if (partBrand) {
    const at = Prisma.raw(`b."paidAt"`);
    page = await db.$queryRaw<{ orderId: string; paidAt: Date; status: PartStatus }[]>`
      SELECT b."orderId", b."paidAt", b.status FROM "BrandOrder" b
      ${buyerPrefix ? Prisma.sql`JOIN "Order" o ON o.id = b."orderId"` : Prisma.empty}
      WHERE b."brandId" = ${partBrand} ${status ? Prisma.sql`AND b.status = ${status}` : Prisma.empty}
      ${pageBounds(at, Prisma.raw(`b."orderId"`), after, paidFrom, paidBefore)} ${buyer}
      ORDER BY b."paidAt" DESC, b."orderId" DESC LIMIT ${ORDERS_PAGE_SIZE + 1}`;
  } else {
    const orders = await db.$queryRaw<{ orderId: string; paidAt: Date }[]>`
      SELECT o.id AS "orderId", o."paidAt" FROM "Order" o
      WHERE o.status = ${orderStatus}::"OrderStatus" AND o."paidAt" IS NOT NULL
      ${pageBounds(Prisma.raw(`o."paidAt"`), Prisma.raw("o.id"), after, paidFrom, paidBefore)} ${buyer}
      ORDER BY o."paidAt" DESC, o.id DESC LIMIT ${ORDERS_PAGE_SIZE + 1}`;
    page = orders.map((o) => ({ orderId: o.orderId, paidAt: o.paidAt, status: null }));
  }
  const more = page.length > ORDERS_PAGE_SIZE;
  if (more) page = page.slice(0, ORDERS_PAGE_SIZE);
  const ids = page.map((p) => p.orderId);
  const lineWhere = { orderId: { in: ids }, ...(partBrand ? { brandId: partBrand } : {}) };
  const [orders, lines] = await Promise.all([
    db.order.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        number: true,
        status: true,
        email: true,
        currencyCode: true,
        shippingCompany: true,
        shippingCity: true,
        shippingCountry: true,
        poNumber: true,
        user: { select: { profile: { select: { companyName: true } } } },
      },
    }),
    db.orderLine.findMany({
      where: lineWhere,
      select: { orderId: true, status: true, quantity: true, refundedQuantity: true, unitPriceCents: true },
    }),
  ]);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const currencies = new Map<string, CurrencyInfo>();
  for (const code of new Set(orders.map((o) => o.currencyCode))) currencies.set(code, await currencyOf(db, code));
  const rows = page.flatMap((p) => {
    const order = byId.get(p.orderId);
    if (!order) return [];
    const own = lines.filter((l) => l.orderId === p.orderId);
    const lateRefund = order.status === "refunded";
    const status = lateRefund ? "cancelled" : (p.status ?? partStatus(own as { status: LineStatus }[]));
    return [
      {
        orderId: order.id,
        number: order.number,
        paidAt: p.paidAt.toISOString(),
        buyerCompany: order.user?.profile?.companyName ?? order.shippingCompany,
        buyerEmail: actor.role === "admin" ? order.email : null,
        shipTo: [order.shippingCity, order.shippingCountry].filter(Boolean).join(", ") || "—",
        poNumber: order.poNumber,
        status,
        statusLabel: lateRefund ? "Refunded (paid too late)" : PART_STATUS_LABELS[status],
        lineCount: own.length,
        total: formatMoney(
          own.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0),
          currencies.get(order.currencyCode)!,
        ),
      },
    ];
  });
  const last = page[page.length - 1];
  return { rows, next: more && last ? encodeCursor(last.paidAt, last.orderId) : null };
}

export interface FulfilmentLineView {
  id: string;
  label: string;
  brandId: string | null;
  quantity: number;
  refundedQuantity: number;
  /** units that can still be refunded */
  remaining: number;
  unitPrice: string;
  /** Which price it is when not the plain list price (ADR 067). */
  priceLabel: string | null;
  lineTotal: string;
  status: LineStatus;
  statusLabel: string;
  cancelReason: string | null;
  /** "3 of 5 on back-order: …" when units were ordered beyond stock (ADR 061): they wait for the restock. */
  backorderNote: string | null;
  shipment: { carrier: string; trackingNumber: string; shippedAt: string } | null;
  canShip: boolean;
  canCancel: boolean;
}

export interface FulfilmentOrderView {
  id: string;
  /** false for a late payment refunded in full (admins only): nothing can change */
  paid: boolean;
  number: number;
  paidAt: string | null;
  buyerCompany: string | null;
  buyerName: string | null;
  shipping: string[];
  poNumber: string | null;
  /** the actor's part: the sum of its lines */
  partTotal: string;
  refunded: string | null;
  lines: FulfilmentLineView[];
  refunds: { id: string; amount: string; reason: string; status: string; createdAt: string; quantity: number | null }[];
}

/** One paid order as the actor may see it (only its lines), or null: not paid, not found, or none of its lines. */
export async function getFulfilmentOrder(
  actor: FulfilmentActor,
  orderId: string,
  db: PrismaClient = prisma,
): Promise<FulfilmentOrderView | null> {
  const scope = lineScope(actor);
  if (!scope || !/^[A-Za-z0-9_-]{1,64}$/.test(orderId)) return null;
  const order = await db.order.findFirst({
    // Admins also open late payments refunded in full (ADR 018); nothing in them can change.
    where: {
      id: orderId,
      status: actor.role === "admin" ? { in: ["paid", "refunded"] } : "paid",
      lines: { some: scope },
    },
    select: {
      id: true,
      number: true,
      status: true,
      paidAt: true,
      currencyCode: true,
      ...shippingSelect,
      user: { select: { profile: { select: { companyName: true, fullName: true } } } },
      lines: {
        where: scope,
        orderBy: { id: "asc" },
        select: {
          id: true,
          brandId: true,
          productTitle: true,
          variantTitle: true,
          quantity: true,
          refundedQuantity: true,
          backorderedQuantity: true,
          unitPriceCents: true,
          ...ORDER_LINE_PRICE_SELECT,
          status: true,
          cancelReason: true,
          shipment: { select: { carrier: true, trackingNumber: true, createdAt: true } },
        },
      },
    },
  });
  if (!order) return null;
  const lineIds = order.lines.map((l) => l.id);
  const refunds = await db.refund.findMany({
    // A brand sees the refunds of its lines; an admin every refund of the order (late payment included).
    where: actor.role === "admin" ? { orderId } : { orderId, kind: "fulfilment", orderLineId: { in: lineIds } },
    orderBy: { createdAt: "asc" },
    select: { id: true, amountCents: true, reason: true, status: true, createdAt: true, quantity: true },
  });
  const currency = await currencyOf(db, order.currencyCode);
  const money = (cents: number) => formatMoney(cents, currency);
  const refundedCents = refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const paid = order.status === "paid";
  return {
    id: order.id,
    paid,
    number: order.number,
    paidAt: order.paidAt?.toISOString() ?? null,
    buyerCompany: order.user?.profile?.companyName ?? order.shippingCompany,
    buyerName: order.user?.profile?.fullName ?? order.shippingName,
    shipping: shippingAddressLines(order),
    poNumber: order.poNumber,
    partTotal: money(order.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)),
    refunded: refundedCents > 0 ? money(refundedCents) : null,
    lines: order.lines.map((line) => ({
      id: line.id,
      label: lineLabel(line),
      brandId: line.brandId,
      quantity: line.quantity,
      refundedQuantity: line.refundedQuantity,
      remaining: line.status === "cancelled" || !paid ? 0 : remainingUnits(line),
      unitPrice: money(line.unitPriceCents),
      priceLabel: orderLinePriceLabel(line, order.currencyCode),
      lineTotal: money(line.unitPriceCents * line.quantity),
      status: line.status,
      statusLabel: LINE_STATUS_LABELS[line.status],
      cancelReason: line.cancelReason,
      backorderNote: backorderNote(line.backorderedQuantity, line.quantity),
      shipment: line.shipment
        ? {
            carrier: line.shipment.carrier,
            trackingNumber: line.shipment.trackingNumber,
            shippedAt: line.shipment.createdAt.toISOString(),
          }
        : null,
      canShip: lineTransition(line, { kind: "ship" }, paid).ok,
      canCancel: lineTransition(line, { kind: "cancel" }, paid).ok,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: money(r.amountCents),
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      quantity: r.quantity,
    })),
  };
}

// ── Changes ──

export type FulfilmentResult =
  | { ok: true; message: string }
  | { ok: false; notFound?: true; field?: "lineId" | "quantity" | "reason" | "carrier"; message: string };

class Refused extends Error {
  constructor(
    message: string,
    readonly field?: "lineId" | "quantity" | "reason" | "carrier",
  ) {
    super(message);
  }
}
class NotFound extends Error {}

interface LockedLine {
  id: string;
  variantId: string | null;
  quoteId: string | null;
  brandId: string | null;
  productTitle: string;
  variantTitle: string;
  quantity: number;
  refundedQuantity: number;
  unitPriceCents: number;
  status: LineStatus;
}

interface Done {
  refundIds: string[];
  email: { kind: "shipment" | "cancellation" | "refund"; lines: { label: string; quantity: number }[]; cents: number };
  carrier?: string;
  trackingNumber?: string;
  reason?: string;
}

export const OVER_REFUND_MESSAGE = "That would refund more than was paid for this order.";

/**
 * Ships, cancels or refunds lines of a paid order for the actor. Returns what the page says; never throws for
 * bad input, a concurrent change or an order that is not the actor's.
 */
export async function applyFulfilment(
  actor: FulfilmentActor,
  orderId: string,
  input: FulfilmentInput,
  { db = prisma, origin = null }: { db?: PrismaClient; origin?: string | null } = {},
): Promise<FulfilmentResult> {
  const scope = lineScope(actor);
  if (!scope || !/^[A-Za-z0-9_-]{1,64}$/.test(orderId))
    return { ok: false, notFound: true, message: "Order not found." };
  let done: Done;
  try {
    done = await db.$transaction(
      async (tx) => {
        // Every change to an order's fulfilment takes the order row first: two refunds (or a refund and a ship)
        // of one order run one after the other, and the second sees the first's result.
        const order = await lockOrder(tx, orderId);
        if (!order || order.status !== "paid") throw new NotFound();
        const lines = await tx.orderLine.findMany({
          where: { orderId, ...scope },
          orderBy: { id: "asc" },
          select: {
            id: true,
            variantId: true,
            quoteId: true,
            brandId: true,
            productTitle: true,
            variantTitle: true,
            quantity: true,
            refundedQuantity: true,
            unitPriceCents: true,
            status: true,
          },
        });
        if (lines.length === 0) throw new NotFound();
        const result = await change(tx, actor, orderId, lines, input);
        // Each brand's part follows its lines.
        const brands = new Set(lines.map((l) => l.brandId).filter((b): b is string => b !== null));
        for (const brandId of brands) {
          const own = await tx.orderLine.findMany({ where: { orderId, brandId }, select: { status: true } });
          await tx.brandOrder.updateMany({
            where: { orderId, brandId },
            data: { status: partStatus(own), updatedAt: new Date() },
          });
        }
        await tx.auditLog.create({
          data: {
            actorId: actor.id,
            action: `order.${input.intent}`,
            targetId: orderId,
            details: {
              role: actor.role,
              brandId: actor.brandId,
              ...(input.intent === "ship"
                ? { lineIds: input.lineId, carrier: input.carrier, trackingNumber: input.trackingNumber }
                : input.intent === "refund-all"
                  ? { reason: input.reason }
                  : {
                      lineId: input.lineId,
                      reason: input.reason,
                      ...(input.intent === "refund" ? { quantity: input.quantity } : {}),
                    }),
              refundedCents: result.email.cents,
            },
          },
          select: { id: true },
        });
        return result;
      },
      { maxWait: 15_000, timeout: 20_000 },
    );
  } catch (error) {
    if (error instanceof NotFound) return { ok: false, notFound: true, message: "Order not found." };
    if (error instanceof Refused) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
  // After the commit: the money goes back at the provider (a failure is retried by the sweep), the buyer is told.
  for (const refundId of done.refundIds) await settleRefundRow(refundId, db);
  await tellBuyer(db, orderId, done, origin ?? appOrigin());
  return { ok: true, message: successMessage(done) };
}

function successMessage(done: Done): string {
  switch (done.email.kind) {
    case "shipment":
      return `Marked as shipped with ${done.carrier} (${done.trackingNumber}). The buyer has been e-mailed.`;
    case "cancellation":
      return "Line cancelled. The buyer has been e-mailed and refunded what they paid for it.";
    case "refund":
      return "Refund recorded and sent to the payment provider. The buyer has been e-mailed.";
  }
}

async function change(
  tx: Tx,
  actor: FulfilmentActor,
  orderId: string,
  lines: LockedLine[],
  input: FulfilmentInput,
): Promise<Done> {
  switch (input.intent) {
    case "ship": {
      const chosen = [...new Set(input.lineId)].map((id) => lines.find((l) => l.id === id));
      if (chosen.some((l) => !l)) throw new Refused("Choose lines of this order.", "lineId");
      const parcel = chosen as LockedLine[];
      for (const line of parcel) {
        const t = lineTransition(line, { kind: "ship" });
        if (!t.ok) throw new Refused(`${lineLabel(line)}: ${t.message}`, "lineId");
      }
      const brandIds = new Set(parcel.map((l) => l.brandId));
      const shipment = await tx.shipment.create({
        data: {
          orderId,
          brandId: brandIds.size === 1 ? [...brandIds][0] : null,
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
          createdById: actor.id,
        },
        select: { id: true },
      });
      const moved = await tx.orderLine.updateMany({
        where: { id: { in: parcel.map((l) => l.id) }, orderId, status: "open" },
        data: { status: "shipped", shipmentId: shipment.id },
      });
      if (moved.count !== parcel.length)
        throw new Refused("These lines changed meanwhile. Please try again.", "lineId");
      return {
        refundIds: [],
        email: {
          kind: "shipment",
          lines: parcel.map((l) => ({ label: lineLabel(l), quantity: remainingUnits(l) })),
          cents: 0,
        },
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
      };
    }
    case "cancel":
    case "refund": {
      const line = lines.find((l) => l.id === input.lineId);
      if (!line) throw new Refused("Choose a line of this order.", "lineId");
      const action: LineAction =
        input.intent === "cancel" ? { kind: "cancel" } : { kind: "refund", quantity: input.quantity };
      const refund = await refundUnits(tx, actor, orderId, line, action, input.reason);
      return {
        refundIds: refund.refundId ? [refund.refundId] : [],
        email: {
          kind: refund.next === "cancelled" ? "cancellation" : "refund",
          lines: [{ label: lineLabel(line), quantity: refund.units }],
          cents: refund.cents,
        },
        reason: input.reason,
      };
    }
    case "refund-all": {
      const open = lines.filter((l) => l.status !== "cancelled" && remainingUnits(l) > 0);
      if (open.length === 0) throw new Refused("Everything in this order has already been refunded.", "reason");
      const refundIds: string[] = [];
      const mailed: { label: string; quantity: number }[] = [];
      let cents = 0;
      for (const line of open) {
        const action: LineAction =
          line.status === "open" ? { kind: "cancel" } : { kind: "refund", quantity: remainingUnits(line) };
        const refund = await refundUnits(tx, actor, orderId, line, action, input.reason);
        if (refund.refundId) refundIds.push(refund.refundId);
        mailed.push({ label: lineLabel(line), quantity: refund.units });
        cents += refund.cents;
      }
      const anyShipped = open.some((l) => l.status === "shipped");
      return {
        refundIds,
        email: { kind: anyShipped ? "refund" : "cancellation", lines: mailed, cents },
        reason: input.reason,
      };
    }
  }
}

/**
 * Gives back the money of some units of a line (all remaining ones for a cancel): the line's refunded units and the
 * order's refunded cents go up only by conditional updates that keep them within the quantity and the amount paid;
 * units that were not shipped go back to stock (and to the quote they were bought at). The Refund row is settled at
 * the provider after the commit.
 */
async function refundUnits(
  tx: Tx,
  actor: FulfilmentActor,
  orderId: string,
  line: LockedLine,
  action: LineAction,
  reason: string,
): Promise<{ refundId: string | null; units: number; cents: number; next: LineStatus }> {
  const t = lineTransition(line, action);
  if (!t.ok) throw new Refused(t.message, action.kind === "refund" ? "quantity" : "lineId");
  const units = t.refundUnits;
  const cents = units * line.unitPriceCents;
  if (units > 0) {
    const lineUpdated = await tx.$executeRaw`
      UPDATE "OrderLine" SET "refundedQuantity" = "refundedQuantity" + ${units}
      WHERE id = ${line.id} AND "orderId" = ${orderId} AND "refundedQuantity" + ${units} <= quantity`;
    if (lineUpdated !== 1) throw new Refused(OVER_REFUND_MESSAGE, "quantity");
  }
  let refundId: string | null = null;
  if (cents > 0) {
    const orderUpdated = await tx.$executeRaw`
      UPDATE "Order" SET "refundedCents" = "refundedCents" + ${cents}, "updatedAt" = now()
      WHERE id = ${orderId} AND status = 'paid' AND "refundedCents" + ${cents} <= "totalCents"`;
    if (orderUpdated !== 1) throw new Refused(OVER_REFUND_MESSAGE, "quantity");
    const payment = await tx.paymentSession.findFirst({
      where: { orderId, status: "paid" },
      orderBy: { createdAt: "desc" },
      select: { provider: true, externalId: true, order: { select: { currencyCode: true } } },
    });
    if (!payment)
      throw new Refused("No card payment is recorded for this order, so it cannot be refunded here.", "reason");
    const id = crypto.randomUUID();
    await tx.refund.create({
      data: {
        id,
        orderId,
        provider: payment.provider,
        sessionId: payment.externalId,
        amountCents: cents,
        currencyCode: payment.order.currencyCode,
        reason,
        kind: "fulfilment",
        idempotencyKey: `refund-${id}`,
        orderLineId: line.id,
        quantity: units,
        createdById: actor.id,
      },
      select: { id: true },
    });
    refundId = id;
  }
  if (t.restockUnits > 0 && line.variantId) {
    await tx.$executeRaw`
      UPDATE "Variant" SET "inventoryQuantity" = "inventoryQuantity" + ${t.restockUnits}
      WHERE id = ${line.variantId} AND "manageInventory"`;
    if (line.quoteId) {
      await tx.$executeRaw`
        UPDATE "QuoteRequest" SET "orderedQuantity" = GREATEST("orderedQuantity" - ${t.restockUnits}, 0)
        WHERE id = ${line.quoteId}`;
    }
  }
  if (t.next !== line.status) {
    await tx.orderLine.update({
      where: { id: line.id },
      data: {
        status: t.next,
        ...(t.next === "cancelled" ? { cancelReason: reason, cancelledAt: new Date() } : {}),
      },
      select: { id: true },
    });
  }
  return { refundId, units, cents, next: t.next };
}

/** The buyer's e-mail about a shipment, cancellation or refund (when the order has an address). Never throws. */
async function tellBuyer(db: PrismaClient, orderId: string, done: Done, origin: string): Promise<void> {
  try {
    const order = await db.order.findUnique({
      where: { id: orderId },
      select: { number: true, email: true, currencyCode: true },
    });
    if (!order?.email) return;
    const ordersUrl = `${origin}/buyer-dashboard?tab=orders`;
    const money = formatMoney(done.email.cents, await currencyOf(db, order.currencyCode));
    const email =
      done.email.kind === "shipment"
        ? shipmentEmail({
            number: order.number,
            carrier: done.carrier!,
            trackingNumber: done.trackingNumber!,
            lines: done.email.lines,
            ordersUrl,
          })
        : done.email.kind === "cancellation"
          ? cancellationEmail({
              number: order.number,
              reason: done.reason!,
              lines: done.email.lines,
              refund: done.email.cents > 0 ? money : null,
              ordersUrl,
            })
          : refundEmail({
              number: order.number,
              reason: done.reason!,
              lines: done.email.lines,
              refund: money,
              ordersUrl,
            });
    await sendEmail({ to: order.email, ...email });
  } catch (error) {
    logger().error({ err: error }, `[fulfilment] e-mail about order ${orderId} failed`);
  }
}
