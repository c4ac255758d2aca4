// An approved requisition becomes an order without being re-typed (issue 36 item 2, ADR 059): its stored lines go
// through checkout's own order writer (stock holds, ADR 046) and payment page. The one place a requisition turns into
// an order, so that paying on terms with a purchase order can plug in here later.
import type { PrismaClient } from "~/generated/prisma/client";
import {
  ensurePaymentSession,
  OrderClosed,
  OutOfStock,
  reserveStockAndCreateOrder,
  type PendingOrderLine,
} from "~/modules/checkout/checkout.server";
import { resolveLinePrice } from "~/modules/pricing/line-price";
import { loadVariantPricing, withPricing } from "~/modules/pricing/pricing.server";
import { chargeCurrency, chargedPrice } from "~/modules/currency/charge";
import { shopCurrencies } from "~/modules/currency/currencies.server";
import { releaseOrder } from "~/modules/orders/orders.server";
import type { PaymentProvider } from "~/modules/payments/provider";
import { activePaymentProvider } from "~/modules/payments/providers.server";
import { getSetting } from "~/modules/settings/settings.server";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/log.server";
import { ORGANISATION_ADDRESS_SELECT, organisationDeliveryAddress } from "~/modules/organisations/organisation";
import { placeOrderOnTerms } from "~/modules/terms/order-on-terms.server";
import { TERMS_REFUSAL_MESSAGES } from "~/modules/terms/terms";
import { mayPlaceOrder } from "./approval-rules";
import type { RequisitionMembership } from "./membership.server";
import { priceSignature, type PriceChange } from "./requisition";
import { approvalRuleOf, SUSPENDED_MESSAGE, type Actor } from "./requisitions.server";

export interface OrderFromRequisitionInput {
  requisitionId: string;
  poNumber: string | null;
  /** The price signature the purchaser confirmed on the page (null: nothing confirmed yet). */
  confirmedPrices: string | null;
  /** "terms": on the organisation's account with the PO number (ADR 060), no card page; "card": the payment page. */
  payment: "card" | "terms";
  origin: string;
  locale: string;
}

export type OrderFromRequisitionOutcome =
  | { kind: "redirect"; url: string; orderId: string }
  /** Placed on the organisation's account: no payment page, back to the requisition with a confirmation. */
  | { kind: "placed-on-account"; orderId: string; repeated: boolean }
  | { kind: "not-found" }
  | { kind: "not-allowed"; message: string }
  | { kind: "not-approved"; status: string }
  /** Some prices changed since submission: the page lists them and asks to confirm the current ones. */
  | { kind: "prices-changed"; changes: PriceChange[]; signature: string; currencyCode: string }
  | { kind: "unavailable"; message: string }
  | { kind: "out-of-stock"; message: string }
  | { kind: "payments-unavailable" }
  | { kind: "error" };

const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

class NoLongerApproved extends Error {
  constructor(readonly status: string) {
    super("the requisition is no longer approved");
  }
}

/**
 * Places the order for an approved requisition: checks who may (a purchaser, or the requester when the organisation
 * allows), that the organisation is not suspended and that the prices are the submitted ones or the purchaser
 * confirmed the current ones; then, in one transaction, holds the stock, writes the pending order for the
 * organisation and marks the requisition "ordered" with a link to it; then opens the payment page. Pressing it again
 * while the order waits for payment returns the same payment page.
 */
export async function orderFromRequisition(
  actor: Actor,
  member: RequisitionMembership | null,
  input: OrderFromRequisitionInput,
  ctx: { db?: PrismaClient; provider?: PaymentProvider | null; now?: Date } = {},
): Promise<OrderFromRequisitionOutcome> {
  const db = ctx.db ?? prisma;
  const provider = ctx.provider === undefined ? activePaymentProvider() : ctx.provider;
  const now = ctx.now ?? new Date();
  if (!member) return { kind: "not-found" };
  const requisition = await db.requisition.findFirst({
    where: { id: input.requisitionId, organisationId: member.organisationId },
    select: {
      id: true,
      number: true,
      status: true,
      requesterId: true,
      currencyCode: true,
      orderId: true,
      lines: {
        orderBy: { position: "asc" },
        select: {
          variantId: true,
          productTitle: true,
          variantTitle: true,
          quantity: true,
          unitPriceCents: true,
          listedCurrencyCode: true,
        },
      },
    },
  });
  if (!requisition) return { kind: "not-found" };
  const { requesterMayOrder } = await approvalRuleOf(member.organisationId, db);
  if (!mayPlaceOrder({ userId: actor.id, canPurchase: member.canPurchase }, requisition, requesterMayOrder))
    return { kind: "not-allowed", message: "Only a purchaser of your organisation can place this order." };
  if (member.suspended) return { kind: "not-allowed", message: SUSPENDED_MESSAGE };
  const paidOnTerms =
    requisition.status === "ordered" && requisition.orderId
      ? (await db.order.findUnique({ where: { id: requisition.orderId }, select: { paymentMethod: true } }))
          ?.paymentMethod === "terms"
      : input.payment === "terms";
  // Pressed again after an order on account: that order, which needs no payment page.
  if (paidOnTerms && requisition.status === "ordered" && requisition.orderId)
    return { kind: "placed-on-account", orderId: requisition.orderId, repeated: true };
  if (!paidOnTerms && !provider) return { kind: "payments-unavailable" };
  // Pressed again while the order waits for payment: the same payment page.
  if (requisition.status === "ordered" && requisition.orderId && provider) {
    try {
      const url = await ensurePaymentSession(db, provider, requisition.orderId, paymentPage(input, requisition.id));
      return { kind: "redirect", url, orderId: requisition.orderId };
    } catch (error) {
      if (error instanceof OrderClosed) return { kind: "not-approved", status: "ordered" };
      throw error;
    }
  }
  if (requisition.status !== "approved") return { kind: "not-approved", status: requisition.status };

  const variants = await db.variant.findMany({
    where: { id: { in: requisition.lines.map((line) => line.variantId) } },
    select: {
      id: true,
      priceInCents: true,
      salePriceInCents: true,
      currencyCode: true,
      manageInventory: true,
      allowBackorder: true,
      product: { select: { title: true, purchasable: true, status: true, deletedAt: true, brandId: true } },
    },
  });
  const variantOf = new Map(variants.map((v) => [v.id, v]));
  const pricing = await loadVariantPricing(
    variants.map((v) => v.id),
    member.organisationId,
    db,
  );
  // A line converted into the requisition's currency (ADR 074) is converted again at today's stated rate.
  const rated = requisition.lines.some((line) => line.listedCurrencyCode) ? await shopCurrencies() : [];
  const requisitionCurrency = rated.find((currency) => currency.code === requisition.currencyCode) ?? null;
  const missing = requisition.lines.find((line) => {
    const variant = variantOf.get(line.variantId);
    return (
      !variant ||
      !variant.product.purchasable ||
      variant.product.status !== "active" ||
      variant.product.deletedAt ||
      variant.currencyCode !== (line.listedCurrencyCode ?? requisition.currencyCode) ||
      (line.listedCurrencyCode !== null && !chargeCurrency([variant.currencyCode], requisitionCurrency, rated))
    );
  });
  if (missing)
    return {
      kind: "unavailable",
      message: `${missing.productTitle} is no longer available, so this requisition cannot become an order. Please submit a new one without it.`,
    };
  // The price it is charged now (ADR 067): the catalogue's, a tier's or the organisation's — in the requisition's
  // currency at today's rate when the line was converted (a changed rate is a changed price, confirmed below).
  const current = requisition.lines.map((line) => {
    const variant = variantOf.get(line.variantId)!;
    const price = resolveLinePrice(withPricing(variant, pricing), line.quantity, null, now);
    const charged =
      line.listedCurrencyCode && requisitionCurrency
        ? chargedPrice(price.unitPriceCents, variant.currencyCode, requisitionCurrency, rated)
        : { unitPriceCents: price.unitPriceCents, listed: null };
    return { line, variant, price, currentCents: charged.unitPriceCents, listed: charged.listed };
  });
  const changes: PriceChange[] = current
    .filter(({ line, currentCents }) => currentCents !== line.unitPriceCents)
    .map(({ line, currentCents }) => ({
      variantId: line.variantId,
      title:
        line.variantTitle && line.variantTitle !== "Default"
          ? `${line.productTitle} (${line.variantTitle})`
          : line.productTitle,
      submittedCents: line.unitPriceCents,
      currentCents,
    }));
  const signature = priceSignature(
    current.map(({ line, currentCents }) => ({ variantId: line.variantId, currentCents })),
  );
  // ADR 059: a changed price is never charged silently — the purchaser sees old and new and confirms these prices.
  if (changes.length > 0 && input.confirmedPrices !== signature)
    return { kind: "prices-changed", changes, signature, currencyCode: requisition.currencyCode };
  if (paidOnTerms) return orderOnTerms(db, actor, requisition, input, changes.length > 0, now);

  const lines: PendingOrderLine[] = current.map(({ line, variant, price, currentCents, listed }) => ({
    variantId: line.variantId,
    productTitle: line.productTitle,
    variantTitle: line.variantTitle,
    unitPriceCents: currentCents,
    listed,
    priceSource: price.source,
    priceNote: price.note,
    quantity: line.quantity,
    manageInventory: variant.manageInventory,
    allowBackorder: variant.allowBackorder,
    quoteId: null,
    brandId: variant.product.brandId,
    attributedExpertId: null,
    attributedDemoId: null,
  }));
  const organisation = await db.organisation.findUniqueOrThrow({
    where: { id: member.organisationId },
    select: ORGANISATION_ADDRESS_SELECT,
  });
  const shipping = { ...organisationDeliveryAddress(organisation), poNumber: input.poNumber };
  const holdMinutes = await getSetting("reservationMinutes");
  let orderId: string;
  try {
    orderId = await db.$transaction(async (tx) => {
      // Two presses of "Place order" take turns here; the second finds the requisition ordered.
      const [row] = await tx.$queryRaw<{ status: string }[]>`
        SELECT status FROM "Requisition" WHERE id = ${requisition.id} FOR UPDATE`;
      if (row?.status !== "approved") throw new NoLongerApproved(row?.status ?? "missing");
      const id = await reserveStockAndCreateOrder(tx, {
        idempotencyKey: `requisition:${requisition.id}`,
        cartId: null,
        clientAddress: null,
        userId: actor.id,
        email: actor.email,
        currencyCode: requisition.currencyCode,
        organisationId: member.organisationId,
        shipping,
        lines,
        now,
        holdMinutes,
        heldPercent: env().MAX_HELD_STOCK_PERCENT,
      });
      await tx.requisition.update({
        where: { id: requisition.id },
        data: {
          status: "ordered",
          orderId: id,
          events: {
            create: [
              ...(changes.length > 0
                ? [{ actorId: actor.id, actorName: actor.fullName, action: "prices-confirmed", createdAt: now }]
                : []),
              { actorId: actor.id, actorName: actor.fullName, action: "ordered", createdAt: now },
            ],
          },
        },
      });
      return id;
    }, TX_OPTIONS);
  } catch (error) {
    if (error instanceof OutOfStock) return { kind: "out-of-stock", message: error.message };
    if (error instanceof NoLongerApproved) {
      // A concurrent press placed it first: that order's payment page.
      const again = await db.requisition.findUnique({ where: { id: requisition.id }, select: { status: true } });
      if (again?.status === "ordered") return orderFromRequisition(actor, member, input, ctx);
      return { kind: "not-approved", status: error.status };
    }
    logger().error({ err: error }, "[requisitions] could not create the order");
    return { kind: "error" };
  }
  try {
    const url = await ensurePaymentSession(db, provider!, orderId, paymentPage(input, requisition.id));
    return { kind: "redirect", url, orderId };
  } catch (error) {
    logger().error({ err: error }, "[requisitions] could not create the payment session");
    // Give the stock back and the requisition its approval, so it can be ordered again.
    await db
      .$transaction(async (tx) => {
        await releaseOrder(tx, orderId, "cancelled");
        await tx.order.update({
          where: { id: orderId },
          data: { idempotencyKey: `requisition:${requisition.id}~${orderId}` },
        });
        await tx.requisition.update({ where: { id: requisition.id }, data: { status: "approved", orderId: null } });
      })
      .catch(() => undefined);
    return { kind: "error" };
  }
}

/**
 * On the organisation's account: placeOrderOnTerms checks role, suspension, terms, overdue invoices and the credit
 * limit inside its own transaction and is idempotent on the requisition's key, so the requisition is marked ordered
 * afterwards with a conditional update — a retry after a crash between the two finds the same order and marks it.
 */
async function orderOnTerms(
  db: PrismaClient,
  actor: Actor,
  requisition: { id: string; lines: { variantId: string; quantity: number }[] },
  input: OrderFromRequisitionInput,
  pricesConfirmed: boolean,
  now: Date,
): Promise<OrderFromRequisitionOutcome> {
  if (!input.poNumber) return { kind: "not-allowed", message: TERMS_REFUSAL_MESSAGES["po-required"] };
  const placed = await placeOrderOnTerms({
    userId: actor.id,
    email: actor.email,
    poNumber: input.poNumber,
    lines: requisition.lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity })),
    idempotencyKey: `requisition:${requisition.id}`,
    cartId: null,
    now,
    db,
  });
  switch (placed.kind) {
    case "placed":
      break;
    case "refused":
      return { kind: "not-allowed", message: placed.message };
    case "unavailable":
    case "out-of-stock":
      return { kind: placed.kind, message: placed.message };
    default:
      return { kind: "error" };
  }
  await db.requisition.updateMany({
    where: { id: requisition.id, status: "approved" },
    data: { status: "ordered", orderId: placed.orderId },
  });
  if (!placed.repeated)
    await db.requisitionEvent.createMany({
      data: [
        ...(pricesConfirmed
          ? [
              {
                requisitionId: requisition.id,
                actorId: actor.id,
                actorName: actor.fullName,
                action: "prices-confirmed",
                createdAt: now,
              },
            ]
          : []),
        {
          requisitionId: requisition.id,
          actorId: actor.id,
          actorName: actor.fullName,
          action: "ordered",
          comment: `On account, PO ${input.poNumber}`,
          createdAt: now,
        },
      ],
    });
  return { kind: "placed-on-account", orderId: placed.orderId, repeated: placed.repeated };
}

function paymentPage(input: OrderFromRequisitionInput, requisitionId: string) {
  return { origin: input.origin, cancelPath: `/requisitions/${requisitionId}`, locale: input.locale };
}
