// Orders on terms (issue 36 item 3, ADR 060): an organisation's purchaser orders "on account" with a PO number. The
// order skips the card page and is confirmed at once through the paid order's own path (markOrderPaid: stock taken,
// brand parts, the cart emptied), marked paymentMethod = terms; each brand part is invoiced by a job afterwards.
// Everything that decides whether the organisation may order — membership and role, suspension, terms, overdue
// invoices, the credit limit — is checked inside the order's transaction, under a lock on the organisation's terms,
// and the credit is taken with one conditional UPDATE, so two orders at once cannot exceed the limit.
import type { PrismaClient } from "~/generated/prisma/client";
import { isUniqueViolation } from "~/modules/cart/cart.server";
import { resolveLinePrice, unusedQuote, type PriceSource } from "~/modules/pricing/line-price";
import { loadVariantPricing, organisationOfUserSql, withPricing } from "~/modules/pricing/pricing.server";
import { notEnoughStockMessage } from "~/modules/catalog/stock";
import type { ShippingDetails } from "~/modules/checkout/shipping";
import { sendJob } from "~/modules/jobs/jobs.server";
import { markOrderPaid, releaseOrder, sendOrderConfirmation } from "~/modules/orders/orders.server";
import { ORGANISATION_ADDRESS_SELECT, organisationDeliveryAddress } from "~/modules/organisations/organisation";
import { canPurchase } from "~/modules/organisations/roles";
import { paymentProviderNamed } from "~/modules/payments/providers.server";
import { prisma } from "~/utils/db.server";
import { logger } from "~/utils/log.server";
import { TERMS_REFUSAL_MESSAGES, termsRefusal, type TermsRefusal } from "./terms";
import { chargeCurrency, chargedPrice, type ListedPriceRecord } from "~/modules/currency/charge";
import { shopCurrencies } from "~/modules/currency/currencies.server";

/** The queue that makes the invoices of an order on terms (app/modules/invoices/jobs.server.ts). */
export const ISSUE_INVOICES_JOB = "issue-invoices";

export interface OrderOnTermsLine {
  variantId: string;
  quantity: number;
  /** A quote whose still-valid price applies to the line (consumed by the order, as at card checkout). */
  quoteId?: string | null;
  attributedExpertId?: number | null;
  attributedDemoId?: string | null;
}

export interface OrderOnTermsInput {
  userId: string;
  email: string | null;
  poNumber: string;
  /** Where the order goes; the organisation's shipping address when left out (e.g. a requisition). */
  shipping?: Omit<ShippingDetails, "poNumber"> | null;
  lines: OrderOnTermsLine[];
  /** A repeated call with the same key returns the same order and changes nothing. */
  idempotencyKey: string;
  /**
   * Whether lines listed in another currency than the terms' are converted into it (ADR 074); true when left out. A
   * punchout OrderRequest says false: the procurement system's purchase order states the listed currency and amounts,
   * and the invoice must match it.
   */
  convertIntoTermsCurrency?: boolean;
  /** The cart the lines come from: emptied of them when the order is placed (and its unpaid card checkout ended). */
  cartId?: string | null;
  now?: Date;
  db?: PrismaClient;
}

export type OrderOnTermsOutcome =
  | { kind: "placed"; orderId: string; number: number; repeated: boolean }
  | { kind: "refused"; reason: TermsRefusal; message: string }
  | { kind: "empty" }
  | { kind: "mixed-currencies" }
  | { kind: "unavailable"; message: string }
  | { kind: "out-of-stock"; message: string };

class Refused extends Error {
  constructor(readonly outcome: OrderOnTermsOutcome) {
    super(outcome.kind);
  }
}

interface LineSnapshot {
  variantId: string;
  productTitle: string;
  variantTitle: string;
  unitPriceCents: number;
  priceSource: PriceSource;
  priceNote: string | null;
  quantity: number;
  manageInventory: boolean;
  currencyCode: string;
  /** Listed in another currency than the terms' (ADR 074): the listed price and the rate; null otherwise. */
  listed: ListedPriceRecord | null;
  quoteId: string | null;
  brandId: string | null;
  attributedExpertId: number | null;
  attributedDemoId: string | null;
}

const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;
const PO_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ._/#-]{0,49}$/;

/**
 * Places an order on the organisation's terms for the given lines: the one entry point for the checkout and for
 * requisitions turned into orders. Idempotent by `idempotencyKey`.
 */
export async function placeOrderOnTerms(input: OrderOnTermsInput): Promise<OrderOnTermsOutcome> {
  const db = input.db ?? prisma;
  const now = input.now ?? new Date();
  const poNumber = input.poNumber.trim();
  if (!PO_NUMBER.test(poNumber))
    return { kind: "refused", reason: "po-required", message: TERMS_REFUSAL_MESSAGES["po-required"] };
  const idempotencyKey = `terms-${input.idempotencyKey}`;
  const existing = await db.order.findUnique({
    where: { idempotencyKey },
    select: { id: true, number: true, userId: true },
  });
  if (existing && existing.userId === input.userId)
    return { kind: "placed", orderId: existing.id, number: existing.number, repeated: true };
  const lines = input.lines.filter((line) => line.quantity > 0);
  if (lines.length === 0) return { kind: "empty" };

  const variants = await db.variant.findMany({
    where: { id: { in: lines.map((line) => line.variantId) } },
    select: {
      id: true,
      title: true,
      priceInCents: true,
      salePriceInCents: true,
      currencyCode: true,
      manageInventory: true,
      product: { select: { title: true, purchasable: true, status: true, deletedAt: true, brandId: true } },
    },
  });
  const quoteIds = lines.map((line) => line.quoteId).filter((id): id is string => Boolean(id));
  const quotes = quoteIds.length
    ? await db.quoteRequest.findMany({
        where: { id: { in: quoteIds } },
        select: {
          id: true,
          status: true,
          validUntil: true,
          unitPriceCents: true,
          quantity: true,
          orderedQuantity: true,
        },
      })
    : [];
  const pricing = await loadVariantPricing(
    variants.map((variant) => variant.id),
    organisationOfUserSql(input.userId),
    db,
  );
  const variantById = new Map(variants.map((variant) => [variant.id, variant]));
  const quoteById = new Map(quotes.map((quote) => [quote.id, quote]));
  const snapshot: LineSnapshot[] = [];
  for (const line of lines) {
    const variant = variantById.get(line.variantId);
    if (!variant) return { kind: "unavailable", message: "An item in your order is no longer available." };
    const product = variant.product;
    if (!product.purchasable || product.status !== "active" || product.deletedAt)
      return {
        kind: "unavailable",
        message: `${product.title} is no longer available. Please remove it from your cart.`,
      };
    const quote = line.quoteId ? (quoteById.get(line.quoteId) ?? null) : null;
    // The price as card checkout charges it (ADR 067): the catalogue's, a tier's, the organisation's, or a still-valid
    // quote's for its units not yet bought.
    const price = resolveLinePrice(withPricing(variant, pricing), line.quantity, unusedQuote(quote), now);
    const atQuote = quote !== null && price.source === "quote";
    snapshot.push({
      variantId: variant.id,
      productTitle: product.title,
      variantTitle: variant.title,
      unitPriceCents: price.unitPriceCents,
      priceSource: price.source,
      priceNote: price.note,
      quantity: line.quantity,
      manageInventory: variant.manageInventory,
      currencyCode: variant.currencyCode,
      listed: null,
      quoteId: atQuote ? quote.id : null,
      brandId: product.brandId,
      attributedExpertId: line.attributedExpertId ?? null,
      attributedDemoId: line.attributedDemoId ?? null,
    });
  }
  // An order on terms is in the terms' currency (ADR 074): lines listed in another currency with a stated rate are
  // converted, and record what they were listed at and the rate. (The currency is read again, locked, below.)
  const accountCurrency = input.convertIntoTermsCurrency === false ? null : await termsCurrencyOf(input.userId, db);
  if (accountCurrency) {
    const rated = await shopCurrencies();
    const chargedIn = chargeCurrency(
      snapshot.map((line) => line.currencyCode),
      rated.find((currency) => currency.code === accountCurrency) ?? null,
      rated,
    );
    if (chargedIn)
      for (const line of snapshot) {
        const charged = chargedPrice(line.unitPriceCents, line.currencyCode, chargedIn, rated);
        Object.assign(line, {
          unitPriceCents: charged.unitPriceCents,
          listed: charged.listed,
          currencyCode: chargedIn.code,
        });
      }
  }
  const currencies = new Set(snapshot.map((line) => line.currencyCode));
  if (currencies.size > 1) return { kind: "mixed-currencies" };
  const currencyCode = snapshot[0]!.currencyCode;
  const totalCents = snapshot.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const reservations = snapshot
    .filter((line) => line.manageInventory)
    .sort((a, b) => (a.variantId < b.variantId ? -1 : 1));

  let replaced: { provider: string; externalId: string }[] = [];
  let placed: { id: string; number: number };
  try {
    placed = await db.$transaction(async (tx) => {
      // Who orders, for which organisation, read inside the transaction (a role change or suspension just before
      // counts). The terms row is locked first: the organisation's orders on terms take turns from here on.
      const member = await tx.organisationMember.findUnique({
        where: { userId: input.userId },
        select: {
          role: true,
          organisation: {
            select: {
              id: true,
              suspendedAt: true,
              ...ORGANISATION_ADDRESS_SELECT,
            },
          },
        },
      });
      if (!member) throw refusal("not-purchaser");
      const organisation = member.organisation;
      const [terms] = await tx.$queryRaw<
        { creditLimitCents: number; outstandingCents: number; currencyCode: string }[]
      >`SELECT "creditLimitCents", "outstandingCents", "currencyCode" FROM "OrganisationTerms"
        WHERE "organisationId" = ${organisation.id} FOR UPDATE`;
      const overdue = await tx.invoice.count({
        where: { organisationId: organisation.id, paidAt: null, dueAt: { lt: now } },
      });
      const refused = termsRefusal(
        {
          canPurchase: canPurchase(member.role),
          suspended: organisation.suspendedAt !== null,
          terms: terms ?? null,
          hasOverdueInvoice: overdue > 0,
        },
        { totalCents, currencyCode },
      );
      if (refused) throw refusal(refused);
      // The credit, taken with one conditional UPDATE (the row lock above already orders concurrent orders; the
      // condition keeps the limit even for a writer that skipped it).
      const taken = await tx.$executeRaw`
        UPDATE "OrganisationTerms" SET "outstandingCents" = "outstandingCents" + ${totalCents}, "updatedAt" = ${now}
        WHERE "organisationId" = ${organisation.id} AND "outstandingCents" + ${totalCents} <= "creditLimitCents"`;
      if (taken !== 1) throw refusal("over-limit");

      if (input.cartId) {
        // One cart, one open order (ADR 010): an unpaid card checkout of this cart ends here.
        await tx.$queryRaw`SELECT id FROM "Cart" WHERE id = ${input.cartId} FOR NO KEY UPDATE`;
        const earlier = await tx.order.findMany({
          where: { cartId: input.cartId, status: "pending" },
          select: { id: true, payments: { where: { status: "open" }, select: { provider: true, externalId: true } } },
        });
        for (const order of earlier) {
          if (await releaseOrder(tx, order.id, "cancelled")) replaced = replaced.concat(order.payments);
        }
      }
      // The stock as checkout holds it (ADR 046), all of it: markOrderPaid below turns the holds into the decrement.
      for (const line of reservations) {
        const reserved = await tx.$executeRaw`
          UPDATE "Variant" SET "reservedQuantity" = "reservedQuantity" + ${line.quantity}
          WHERE id = ${line.variantId} AND "inventoryQuantity" - "reservedQuantity" >= ${line.quantity}`;
        if (reserved !== 1) {
          const [stock] = await tx.$queryRaw<{ available: number }[]>`
            SELECT "inventoryQuantity" - "reservedQuantity" AS available FROM "Variant" WHERE id = ${line.variantId}`;
          throw new Refused({
            kind: "out-of-stock",
            message: notEnoughStockMessage(line.productTitle, line.variantTitle, Math.max(0, stock?.available ?? 0)),
          });
        }
      }
      const shipping = input.shipping ?? { ...organisationDeliveryAddress(organisation), shippingPhone: null };
      const order = await tx.order.create({
        data: {
          idempotencyKey,
          cartId: input.cartId ?? null,
          userId: input.userId,
          email: input.email,
          status: "pending",
          currencyCode,
          totalCents,
          ...shipping,
          poNumber,
          organisationId: organisation.id,
          paymentMethod: "terms",
          lines: {
            create: snapshot.map((line) => ({
              variantId: line.variantId,
              quoteId: line.quoteId,
              brandId: line.brandId,
              productTitle: line.productTitle,
              variantTitle: line.variantTitle,
              unitPriceCents: line.unitPriceCents,
              priceSource: line.priceSource,
              priceNote: line.priceNote,
              ...line.listed,
              quantity: line.quantity,
              heldQuantity: line.manageInventory ? line.quantity : 0,
              attributedExpertId: line.attributedExpertId,
              attributedDemoId: line.attributedDemoId,
            })),
          },
        },
        select: { id: true, number: true },
      });
      for (const line of snapshot) {
        if (!line.quoteId) continue;
        const consumed = await tx.$executeRaw`
          UPDATE "QuoteRequest" SET "orderedQuantity" = "orderedQuantity" + ${line.quantity}
          WHERE id = ${line.quoteId} AND "orderedQuantity" + ${line.quantity} <= quantity`;
        if (consumed !== 1)
          throw new Refused({
            kind: "unavailable",
            message: `The quoted price for ${line.productTitle} has already been used by another order. Please remove the item from your cart and add it again.`,
          });
      }
      // Confirmed as a paid order is: the holds become the stock decrement, brand parts open, the cart is emptied.
      const applied = await markOrderPaid(tx, order.id, input.email, { now });
      if (applied !== "paid") throw new Error(`order on terms ${order.id} could not be confirmed (${applied})`);
      return order;
    }, TX_OPTIONS);
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    if (isUniqueViolation(error)) {
      // The same submission twice at once: the first one placed it.
      const winner = await db.order.findUnique({ where: { idempotencyKey }, select: { id: true, number: true } });
      if (winner) return { kind: "placed", orderId: winner.id, number: winner.number, repeated: true };
    }
    throw error;
  }
  for (const session of replaced) {
    await paymentProviderNamed(session.provider)
      ?.expireSession(session.externalId)
      .catch((error) => logger().error({ err: error }, "[terms] could not expire a replaced payment session"));
  }
  await sendOrderConfirmation(placed.id, null, db);
  // The invoices are made by the job, not in this request (a catch-up sweep of the same job issues any it missed).
  await sendJob(ISSUE_INVOICES_JOB, { orderId: placed.id }, { singletonKey: placed.id }).catch((error) =>
    logger().error({ err: error }, "[terms] could not queue the invoices; the sweep will issue them"),
  );
  return { kind: "placed", orderId: placed.id, number: placed.number, repeated: false };
}

/** The currency of the user's organisation's terms; null without a membership or terms. */
async function termsCurrencyOf(userId: string, db: PrismaClient): Promise<string | null> {
  const member = await db.organisationMember.findUnique({
    where: { userId },
    select: { organisation: { select: { terms: { select: { currencyCode: true } } } } },
  });
  return member?.organisation.terms?.currencyCode ?? null;
}

function refusal(reason: TermsRefusal): Refused {
  return new Refused({ kind: "refused", reason, message: TERMS_REFUSAL_MESSAGES[reason] });
}

/** The lines of a cart in one currency, as placeOrderOnTerms takes them. */
export async function cartLinesForTerms(cartId: string, currency: string | null, db: PrismaClient = prisma) {
  const lines = await db.cartLine.findMany({
    where: { cartId, ...(currency ? { variant: { currencyCode: currency } } : {}) },
    orderBy: { createdAt: "asc" },
    select: { variantId: true, quantity: true, quoteId: true, attributedExpertId: true, attributedDemoId: true },
  });
  return lines;
}
