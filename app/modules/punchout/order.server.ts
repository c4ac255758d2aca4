// The one way a punchout OrderRequest becomes an order (ADR 065): `orderFromPunchout`.
//
// The checks a catalogue needs (SKUs, prices within tolerance, one currency, suspension) are made here; the order
// itself is placed on the organisation's terms by the terms module, the one path for orders on account.
import type { PrismaClient } from "~/generated/prisma/client";
import { resolveLinePrice } from "~/modules/pricing/line-price";
import { loadVariantPricing, withPricing } from "~/modules/pricing/pricing.server";
import { placeOrderOnTerms } from "~/modules/terms/order-on-terms.server";
import { prisma } from "~/utils/db.server";
import { decimalToCents } from "./cxml";
import { priceWithinTolerance } from "./rules";

export interface PunchoutOrderInput {
  organisationId: string;
  /** The buyer's PO number (cXML OrderRequestHeader orderID). */
  poNumber: string;
  items: { sku: string; quantity: number; unitPrice: { amount: string; currency: string } | null }[];
  priceTolerancePercent: number;
  /** The member the order is placed by: the admin who set up the connection (they must still be able to purchase). */
  orderedById: string | null;
}

export type PunchoutOrderOutcome =
  | { ok: true; orderId: string; orderNumber: number; repeated: boolean }
  | {
      ok: false;
      reason: "suspended" | "terms" | "unknown-sku" | "price" | "currency" | "unavailable" | "stock" | "empty";
      message: string;
    };

/** Every order from one PO number of one organisation is the same order. */
export function punchoutOrderKey(organisationId: string, poNumber: string): string {
  return `punchout:${organisationId}:${poNumber}`;
}

export async function orderFromPunchout(
  input: PunchoutOrderInput,
  db: PrismaClient = prisma,
): Promise<PunchoutOrderOutcome> {
  if (input.items.length === 0) return { ok: false, reason: "empty", message: "The order has no items." };
  const idempotencyKey = punchoutOrderKey(input.organisationId, input.poNumber);
  const existing = await db.order.findUnique({ where: { idempotencyKey }, select: { id: true, number: true } });
  if (existing) return { ok: true, orderId: existing.id, orderNumber: existing.number, repeated: true };

  const organisation = await db.organisation.findUnique({
    where: { id: input.organisationId },
    select: { suspendedAt: true, billingEmail: true },
  });
  if (!organisation || organisation.suspendedAt)
    return { ok: false, reason: "suspended", message: "The organisation is suspended and cannot order." };

  const skus = [...new Set(input.items.map((item) => item.sku))];
  const variants = await db.variant.findMany({
    where: { sku: { in: skus } },
    select: {
      id: true,
      sku: true,
      title: true,
      priceInCents: true,
      salePriceInCents: true,
      currencyCode: true,
      manageInventory: true,
      product: { select: { title: true, purchasable: true, status: true, deletedAt: true, brandId: true } },
    },
  });
  const bySku = new Map(variants.map((variant) => [variant.sku!, variant]));
  const pricing = await loadVariantPricing(
    variants.map((variant) => variant.id),
    input.organisationId,
    db,
  );
  const lines: {
    item: PunchoutOrderInput["items"][number];
    variant: (typeof variants)[number];
    unitPriceCents: number;
  }[] = [];
  for (const item of input.items) {
    const variant = bySku.get(item.sku);
    if (!variant) return { ok: false, reason: "unknown-sku", message: `Unknown SupplierPartID ${item.sku}.` };
    const { product } = variant;
    if (!product.purchasable || product.status !== "active" || product.deletedAt)
      return { ok: false, reason: "unavailable", message: `${item.sku} (${product.title}) is no longer sold.` };
    // The price the organisation was shown when the cart was returned (ADR 067): its price list and tiers count.
    const catalogueCents = resolveLinePrice(withPricing(variant, pricing), item.quantity).unitPriceCents;
    if (item.unitPrice) {
      if (item.unitPrice.currency.toLowerCase() !== variant.currencyCode.toLowerCase())
        return {
          ok: false,
          reason: "currency",
          message: `${item.sku} is sold in ${variant.currencyCode.toUpperCase()}, not ${item.unitPrice.currency}.`,
        };
      const orderedCents = decimalToCents(item.unitPrice.amount);
      if (orderedCents === null || !priceWithinTolerance(orderedCents, catalogueCents, input.priceTolerancePercent))
        return {
          ok: false,
          reason: "price",
          message: `The price of ${item.sku} (${item.unitPrice.amount} ${item.unitPrice.currency}) differs from the current price (${(catalogueCents / 100).toFixed(2)} ${variant.currencyCode.toUpperCase()}).`,
        };
    }
    lines.push({ item, variant, unitPriceCents: catalogueCents });
  }
  const currencies = new Set(lines.map((line) => line.variant.currencyCode.toLowerCase()));
  if (currencies.size > 1) return { ok: false, reason: "currency", message: "An order must be in one currency." };
  if (!input.orderedById)
    return { ok: false, reason: "terms", message: "The punchout connection names no member to order for." };

  // The order is placed on the organisation's terms, exactly as a purchaser's "Place order on account" (ADR 060):
  // stock, credit limit, overdue invoices and suspension are checked inside its transaction, and it is invoiced.
  const outcome = await placeOrderOnTerms({
    userId: input.orderedById,
    email: organisation.billingEmail,
    poNumber: input.poNumber,
    lines: lines.map(({ item, variant }) => ({ variantId: variant.id, quantity: item.quantity })),
    idempotencyKey,
    // The purchase order states the listed currency and prices (checked above): the order and invoice keep them.
    convertIntoTermsCurrency: false,
    db,
  });
  switch (outcome.kind) {
    case "placed":
      return { ok: true, orderId: outcome.orderId, orderNumber: outcome.number, repeated: outcome.repeated };
    case "refused":
      return { ok: false, reason: "terms", message: outcome.message };
    case "empty":
      return { ok: false, reason: "empty", message: "The order has no items." };
    case "mixed-currencies":
      return { ok: false, reason: "currency", message: "An order must be in one currency." };
    case "unavailable":
      return { ok: false, reason: "unavailable", message: outcome.message };
    case "out-of-stock":
      return { ok: false, reason: "stock", message: outcome.message };
  }
}
