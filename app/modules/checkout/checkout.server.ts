// Checkout: the cart becomes a pending order with line snapshots, its stock is reserved with one
// conditional UPDATE per variant (never below zero), all in one transaction; then a hosted payment
// session is created and the browser is sent to it. The form's idempotency key makes a repeated
// submission return the same order and the same payment session. Unpaid checkouts together hold at most a
// share of an item's stock; what a checkout cannot hold is taken when its payment arrives (ADR 046).
import { getSetting } from "~/modules/settings/settings.server";
import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import { getOptionalUser } from "~/modules/auth/session.server";
import { checkoutKeyOf, isUniqueViolation, resolveCart } from "~/modules/cart/cart.server";
import { chargedKeyLines } from "~/modules/cart/cart";
import { chargeCurrency, chargedPrice, type ListedPriceRecord } from "~/modules/currency/charge";
import type { RatedCurrency } from "~/modules/currency/display-currency";
import { requestDisplayCurrency } from "~/modules/currency/currencies.server";
import { appOrigin } from "~/utils/env.server";
import { resolveLinePrice, unusedQuote, type PriceSource } from "~/modules/pricing/line-price";
import { loadVariantPricing, organisationOfUserSql, withPricing } from "~/modules/pricing/pricing.server";
import { notEnoughStockMessage } from "~/modules/catalog/stock";
import { releaseExpiredReservations, releaseOrder } from "~/modules/orders/orders.server";
import { reservationDeadline } from "~/modules/orders/orders";
import { checkoutLocale, type PaymentProvider } from "~/modules/payments/provider";
import { activePaymentProvider, PAYMENTS_UNAVAILABLE, paymentProviderNamed } from "~/modules/payments/providers.server";
import { retryUnsettledRefunds } from "~/modules/payments/refunds.server";
import { syncPaidSession } from "~/modules/payments/webhooks.server";
import { clientAddress, consume, consumeForAddress, RateLimitedError } from "~/modules/security/rate-limit.server";
import { getMembership } from "~/modules/organisations/membership.server";
import { safeRedirectPath } from "~/utils/cookies.server";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { shippingSchema, type ShippingDetails } from "./shipping";
import { env } from "~/utils/env.server";
import { prisma } from "~/utils/db.server";
import { requestUrl } from "~/utils/request-url";
import { logger } from "~/utils/log.server";

export const CHECKOUT_MESSAGES = {
  empty: { title: "Your cart is empty", description: "Add some products to your cart before checking out." },
  error: { title: "Checkout Error", description: "There was a problem initializing checkout. Please try again." },
} as const;

export interface CheckoutInput {
  cartId: string | null;
  userId: string | null;
  email: string | null;
  /** The client's address (null when unknown): limits an anonymous visitor's unpaid checkouts per address. */
  clientAddress?: string | null;
  /** The signed-in buyer's organisation (issue 36): its members' unpaid checkouts are also capped together. */
  organisationId?: string | null;
  /** The key the cart page was rendered with: refused when the cart has changed since (stale tab). */
  idempotencyKey?: string | null;
  /** with a cart mixing currencies charged as listed: which currency's lines to check out */
  currency: string | null;
  /**
   * The buyer's display currency and the shop's stated rates (ADR 074): the whole cart is charged in it when every
   * line converts; left out or null: charged as listed.
   */
  buyerCurrency?: { display: RatedCurrency | null; currencies: readonly RatedCurrency[] } | null;
  origin: string;
  /** the page the buyer came from (cancel returns there) */
  cancelPath: string;
  locale: string;
  /**
   * Where the order goes and the buyer's PO number (validated by shippingSchema). The checkout form always gives
   * it (submitCheckout refuses a submission without a valid address); module callers that only exercise stock and
   * payment rules may leave it out.
   */
  shipping?: ShippingDetails;
}

export type CheckoutOutcome =
  | { kind: "redirect"; url: string; orderId: string }
  | { kind: "empty" }
  | { kind: "mixed-currencies"; currencies: string[] }
  | { kind: "unavailable"; message: string }
  | { kind: "out-of-stock"; message: string }
  | { kind: "closed" }
  | { kind: "changed" }
  /** `per`: whose unpaid checkouts reached the limit — the signed-in account's, or the anonymous address's. */
  | { kind: "too-many-open"; limit: number; per: "account" | "address" | "organisation" }
  /** No payment gateway is configured (a production deployment without Stripe or PAYMENTS=test): nothing created. */
  | { kind: "payments-unavailable" }
  | { kind: "error" };

/** Not enough stock (or a quote already used) for a line: the message says which; the transaction rolls back. */
export class OutOfStock extends Error {}
class TooManyOpen extends Error {
  constructor(
    readonly per: "account" | "address" | "organisation" = "account",
    readonly limit = 0,
  ) {
    super(per);
  }
}
/** The order ended (replaced by a newer checkout of the same cart, cancelled) before its payment page was made. */
export class OrderClosed extends Error {}

/**
 * The most units of an item that unpaid checkouts may hold together (ADR 046): `percent` of its stock on hand,
 * rounded up, so a single unit can still be held for the buyer who is paying for it.
 */
export function holdCeiling(inventoryQuantity: number, percent: number): number {
  return Math.ceil((Math.max(0, inventoryQuantity) * percent) / 100);
}

/** Units a checkout of `quantity` holds: as many as fit under the ceiling, never more than it asks for. */
export function unitsToHold(
  quantity: number,
  stock: { inventoryQuantity: number; reservedQuantity: number },
  percent: number,
): number {
  return Math.max(0, Math.min(quantity, holdCeiling(stock.inventoryQuantity, percent) - stock.reservedQuantity));
}

/** A line of a pending order as it is written: title and price are snapshots (from a cart or a requisition). */
export interface PendingOrderLine {
  variantId: string;
  productTitle: string;
  variantTitle: string;
  unitPriceCents: number;
  quantity: number;
  manageInventory: boolean;
  /** Out-of-stock units may be ordered and ship when stock returns (ADR 061); false when left out. */
  allowBackorder?: boolean;
  quoteId: string | null;
  brandId: string | null;
  attributedExpertId: number | null;
  attributedDemoId: string | null;
  /** Which price unitPriceCents is (ADR 067); the list price when left out. */
  priceSource?: PriceSource;
  priceNote?: string | null;
  /** Charged in another currency than listed (ADR 074): the listed price, its currency and the rate; null otherwise. */
  listed?: ListedPriceRecord | null;
}

export interface PendingOrderSpec {
  idempotencyKey: string;
  cartId: string | null;
  clientAddress: string | null;
  userId: string | null;
  email: string | null;
  currencyCode: string;
  /** The organisation the order is placed for (issue 36); omitted for a buyer's own order. */
  organisationId?: string | null;
  shipping?: Partial<ShippingDetails>;
  lines: PendingOrderLine[];
  now: Date;
  holdMinutes: number;
  heldPercent: number;
}

/**
 * Inside the caller's transaction: reserves the lines' stock and writes the pending order (ADR 046), consuming the
 * quotes its lines use. Throws OutOfStockError (nothing is kept: the caller's transaction rolls back). Shared by the
 * cart's checkout and a requisition's conversion into an order (ADR 059).
 */
export async function reserveStockAndCreateOrder(
  tx: Prisma.TransactionClient,
  spec: PendingOrderSpec,
): Promise<string> {
  const { lines, now, heldPercent } = spec;
  const totalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const reservations = lines
    .filter((line) => line.manageInventory)
    .sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  // The stock (ADR 046): never more than is there — one conditional UPDATE per variant, in id order, refuses a
  // quantity above what is neither sold nor held — and held only up to the item's hold ceiling. The variant row
  // is locked first so that the units held are decided on the values the UPDATE changes.
  // A variant that allows back-orders (ADR 061) takes from stock what is on hand and back-orders the rest: only
  // the in-stock part is checked, held and later taken; the back-ordered units ship when stock returns.
  const held = new Map<string, number>();
  const backordered = new Map<string, number>();
  for (const line of reservations) {
    const [stock] = await tx.$queryRaw<{ inventoryQuantity: number; reservedQuantity: number }[]>`
      SELECT "inventoryQuantity", "reservedQuantity" FROM "Variant" WHERE id = ${line.variantId} FOR UPDATE`;
    const onHand = Math.max(0, (stock?.inventoryQuantity ?? 0) - (stock?.reservedQuantity ?? 0));
    const fromStock = line.allowBackorder ? Math.min(line.quantity, onHand) : line.quantity;
    const hold = stock ? unitsToHold(fromStock, stock, heldPercent) : 0;
    const reserved = await tx.$executeRaw`
      UPDATE "Variant" SET "reservedQuantity" = "reservedQuantity" + ${hold}
      WHERE id = ${line.variantId} AND "inventoryQuantity" - "reservedQuantity" >= ${fromStock}`;
    if (reserved !== 1) throw new OutOfStock(notEnoughStockMessage(line.productTitle, line.variantTitle, onHand));
    held.set(line.variantId, hold);
    backordered.set(line.variantId, line.quantity - fromStock);
  }
  const order = await tx.order.create({
    data: {
      idempotencyKey: spec.idempotencyKey,
      cartId: spec.cartId,
      clientAddress: spec.clientAddress,
      userId: spec.userId,
      email: spec.email,
      organisationId: spec.organisationId ?? null,
      status: "pending",
      currencyCode: spec.currencyCode,
      totalCents,
      reservedUntil: reservationDeadline(now, spec.holdMinutes),
      ...spec.shipping,
      lines: {
        create: lines.map((line) => ({
          variantId: line.variantId,
          quoteId: line.quoteId,
          brandId: line.brandId,
          productTitle: line.productTitle,
          variantTitle: line.variantTitle,
          unitPriceCents: line.unitPriceCents,
          priceSource: line.priceSource ?? "list",
          priceNote: line.priceNote ?? null,
          ...line.listed,
          quantity: line.quantity,
          heldQuantity: held.get(line.variantId) ?? 0,
          backorderedQuantity: backordered.get(line.variantId) ?? 0,
          attributedExpertId: line.attributedExpertId,
          attributedDemoId: line.attributedDemoId,
        })),
      },
    },
    select: { id: true },
  });
  // A quote is consumed by the order that uses it, up to its quantity (given back if the order ends unpaid).
  for (const line of lines) {
    if (!line.quoteId) continue;
    const taken = await tx.$executeRaw`
      UPDATE "QuoteRequest" SET "orderedQuantity" = "orderedQuantity" + ${line.quantity}
      WHERE id = ${line.quoteId} AND "orderedQuantity" + ${line.quantity} <= quantity`;
    if (taken !== 1) throw new OutOfStock(QUOTE_USED_MESSAGE(line.productTitle));
  }
  return order.id;
}

const QUOTE_USED_MESSAGE = (title: string) =>
  `The quoted price for ${title} has already been used by another order. Please remove the item from your cart and add it again.`;

interface CheckoutContext {
  db?: PrismaClient;
  provider?: PaymentProvider;
  now?: Date;
}

const SESSION_WAIT_MS = 10_000;
/** Many buyers may check out at once: wait for a pooled connection rather than fail fast. */
const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;

export async function checkoutCart(input: CheckoutInput, ctx: CheckoutContext = {}): Promise<CheckoutOutcome> {
  const db = ctx.db ?? prisma;
  const provider = ctx.provider ?? activePaymentProvider();
  const now = ctx.now ?? new Date();
  // Before anything is read or written: no order, no stock held, the cart as it is (issue 34).
  if (!provider) return { kind: "payments-unavailable" };

  if (!input.cartId) return { kind: "empty" };

  const cartLines = await db.cartLine.findMany({
    where: { cartId: input.cartId },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      quantity: true,
      // Who sent the buyer to this product (ADR 030): copied to the order line.
      attributedExpertId: true,
      attributedDemoId: true,
      quote: {
        select: {
          id: true,
          status: true,
          validUntil: true,
          unitPriceCents: true,
          quantity: true,
          orderedQuantity: true,
        },
      },
      variant: {
        select: {
          id: true,
          title: true,
          priceInCents: true,
          salePriceInCents: true,
          currencyCode: true,
          manageInventory: true,
          allowBackorder: true,
          product: { select: { title: true, purchasable: true, status: true, deletedAt: true, brandId: true } },
        },
      },
    },
  });
  const currencies = [...new Set(cartLines.map((line) => line.variant.currencyCode))];
  // Charged in the buyer's currency when they read prices in one and every line converts (ADR 074): the whole cart
  // at once. Otherwise as listed, one currency per checkout.
  const chargedIn = input.buyerCurrency
    ? chargeCurrency(currencies, input.buyerCurrency.display, input.buyerCurrency.currencies)
    : null;
  const charge = chargedIn ? { currency: chargedIn, currencies: input.buyerCurrency!.currencies } : null;
  if (!charge && currencies.length > 1 && !input.currency) return { kind: "mixed-currencies", currencies };
  // The price each line is charged now (ADR 067): the catalogue's, a quantity tier's, the buyer's organisation's,
  // or a still-valid quoted price for the quote's units not yet bought by another order.
  const pricing = await loadVariantPricing(
    cartLines.map((line) => line.variant.id),
    organisationOfUserSql(input.userId ?? null),
    db,
  );
  const priceOf = ({ quantity, quote, variant }: (typeof cartLines)[number]) =>
    resolveLinePrice(withPricing(variant, pricing), quantity, unusedQuote(quote), now);
  const lines =
    input.currency && !charge ? cartLines.filter((line) => line.variant.currencyCode === input.currency) : cartLines;
  if (lines.length === 0) return { kind: "empty" };

  // One cart, one open order: the key comes from the cart's contents, not from the form (ADR 010).
  const idempotencyKey = checkoutKeyOf(
    input.cartId,
    chargedKeyLines(
      cartLines.map((line) => ({
        id: line.id,
        variantId: line.variant.id,
        quantity: line.quantity,
        currentUnitPriceCents: priceOf(line).unitPriceCents,
        currency: { code: line.variant.currencyCode },
      })),
      charge,
    ),
    currencies.length > 1 && !charge ? (input.currency ?? null) : null,
  );
  if (input.idempotencyKey && input.idempotencyKey !== idempotencyKey) return { kind: "changed" };
  const existing = await db.order.findUnique({
    where: { idempotencyKey },
    select: { id: true, cartId: true, status: true },
  });
  if (existing && (existing.status === "pending" || existing.status === "paid"))
    return resumeExisting(db, provider, existing, input);
  if (existing) {
    // That checkout ended unpaid (cancelled, failed): the same contents may be checked out again.
    await db.order.updateMany({
      where: { id: existing.id, status: { in: ["cancelled", "failed"] } },
      data: { idempotencyKey: `${idempotencyKey}~${existing.id}` },
    });
  }
  const gone = lines.find(
    ({ variant }) => !variant.product.purchasable || variant.product.status !== "active" || variant.product.deletedAt,
  );
  if (gone) {
    return {
      kind: "unavailable",
      message: `${gone.variant.product.title} is no longer available. Please remove it from your cart.`,
    };
  }

  const snapshot = lines.map((line) => {
    const { quantity, variant, quote, attributedExpertId, attributedDemoId } = line;
    const price = priceOf(line);
    const atQuote = quote !== null && price.source === "quote";
    const charged = charge
      ? chargedPrice(price.unitPriceCents, variant.currencyCode, charge.currency, charge.currencies)
      : { unitPriceCents: price.unitPriceCents, listed: null };
    return {
      variantId: variant.id,
      productTitle: variant.product.title,
      variantTitle: variant.title,
      unitPriceCents: charged.unitPriceCents,
      listed: charged.listed,
      priceSource: price.source,
      priceNote: price.note,
      quantity,
      manageInventory: variant.manageInventory,
      allowBackorder: variant.allowBackorder,
      quoteId: atQuote ? quote.id : null,
      // Whose part of the order this line is, as the product stands now (ADR 022).
      brandId: variant.product.brandId,
      attributedExpertId,
      attributedDemoId,
    };
  });
  const holdMinutes = await getSetting("reservationMinutes");
  const heldPercent = env().MAX_HELD_STOCK_PERCENT;
  // Whose unpaid checkouts are counted (ADR 046): a signed-in buyer's, from any address; an anonymous visitor's, by
  // client address (only anonymous checkouts from it: colleagues behind the same NAT who signed in do not count).
  const owner = input.userId
    ? {
        lock: `checkout:user:${input.userId}`,
        where: { userId: input.userId },
        limit: env().OPEN_CHECKOUTS_PER_ACCOUNT,
      }
    : input.clientAddress
      ? {
          lock: `checkout:address:${input.clientAddress}`,
          where: { clientAddress: input.clientAddress, userId: null },
          limit: env().OPEN_CHECKOUTS_PER_ADDRESS,
        }
      : null;
  const openLimit = owner?.limit ?? 0;
  let orderId: string;
  let replaced: { provider: string; externalId: string }[] = [];
  try {
    orderId = await db.$transaction(async (tx) => {
      // One cart, one open order (ADR 010, 018): checkouts of the same cart take turns on the cart row, and a
      // partial unique index ("Order_cartId_pending_key") refuses a second pending order whatever happens.
      // (NO KEY UPDATE: adds to the cart, whose lines only share-lock the cart's key, are not held up.)
      await tx.$queryRaw`SELECT id FROM "Cart" WHERE id = ${input.cartId} FOR NO KEY UPDATE`;
      if (owner) {
        // The cap on unpaid checkouts, counted and decided inside the transaction, one checkout per buyer at a time
        // (a transaction-level advisory lock on the account or address), so concurrent checkouts cannot exceed it.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${owner.lock}))`;
        const open = await tx.order.count({
          where: { ...owner.where, status: "pending", reservedUntil: { gt: now }, NOT: { cartId: input.cartId } },
        });
        if (open >= owner.limit) throw new TooManyOpen(input.userId ? "account" : "address", owner.limit);
      }
      if (input.userId && input.organisationId) {
        // A member's organisation: all its members' unpaid checkouts together, under a lock on the organisation
        // (taken after the account's, always in that order), never by the address they share (ADR 058).
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`checkout:organisation:${input.organisationId}`}))`;
        const limit = env().OPEN_CHECKOUTS_PER_ORGANISATION;
        const open = await tx.order.count({
          where: {
            status: "pending",
            reservedUntil: { gt: now },
            user: { organisationMember: { organisationId: input.organisationId } },
            NOT: { cartId: input.cartId },
          },
        });
        if (open >= limit) throw new TooManyOpen("organisation", limit);
      }
      // One cart, one open order: a checkout of changed contents releases the cart's earlier unpaid order.
      const earlier = await tx.order.findMany({
        where: { cartId: input.cartId, status: "pending" },
        select: { id: true, payments: { where: { status: "open" }, select: { provider: true, externalId: true } } },
      });
      for (const order of earlier) {
        if (await releaseOrder(tx, order.id, "cancelled")) replaced = replaced.concat(order.payments);
      }
      return reserveStockAndCreateOrder(tx, {
        idempotencyKey,
        cartId: input.cartId,
        clientAddress: input.clientAddress ?? null,
        userId: input.userId,
        email: input.email,
        currencyCode: charge?.currency.code ?? lines[0].variant.currencyCode,
        shipping: input.shipping,
        lines: snapshot,
        now,
        holdMinutes,
        heldPercent,
      });
    }, TX_OPTIONS);
  } catch (error) {
    if (error instanceof OutOfStock) return { kind: "out-of-stock", message: error.message };
    if (error instanceof TooManyOpen) return { kind: "too-many-open", limit: error.limit || openLimit, per: error.per };
    if (isUniqueViolation(error)) {
      // A concurrent submission with the same key created the order first.
      const winner = await db.order.findUnique({ where: { idempotencyKey }, select: { id: true, cartId: true } });
      if (winner) return resumeExisting(db, provider, winner, input);
    }
    logger().error({ err: error }, "[checkout] could not create the order");
    return { kind: "error" };
  }

  await expireProviderSessions(replaced);

  try {
    const url = await ensurePaymentSession(db, provider, orderId, input);
    return { kind: "redirect", url, orderId };
  } catch (error) {
    if (error instanceof OrderClosed) return { kind: "closed" };
    logger().error({ err: error }, "[checkout] could not create the payment session");
    // This request created the order: give its stock back.
    await db.$transaction((tx) => releaseOrder(tx, orderId, "cancelled")).catch(() => undefined);
    return { kind: "error" };
  }
}

/** A repeated submission: the same order and the same payment session (or a clear state). */
async function resumeExisting(
  db: PrismaClient,
  provider: PaymentProvider,
  order: { id: string; cartId: string | null },
  input: CheckoutInput,
): Promise<CheckoutOutcome> {
  if (order.cartId !== input.cartId) return { kind: "error" };
  // The buyer came back and changed the address before paying: the open order ships to the latest one.
  if (input.shipping) await db.order.updateMany({ where: { id: order.id, status: "pending" }, data: input.shipping });
  const deadline = Date.now() + SESSION_WAIT_MS;
  for (;;) {
    const current = await db.order.findUnique({
      where: { id: order.id },
      select: {
        status: true,
        payments: {
          select: { url: true, status: true, externalId: true, provider: true },
          orderBy: { createdAt: "asc" },
        },
      },
    });
    if (!current) return { kind: "error" };
    if (current.status === "paid") {
      const paid = current.payments.find((p) => p.status === "paid") ?? current.payments[0];
      return paid
        ? {
            kind: "redirect",
            url: `${input.origin}/success?session_id=${encodeURIComponent(paid.externalId)}`,
            orderId: order.id,
          }
        : { kind: "closed" };
    }
    if (current.status !== "pending") return { kind: "closed" };
    const open = current.payments.find((p) => p.status === "open");
    if (open) return { kind: "redirect", url: open.url, orderId: order.id };
    // The first request is still creating the session: wait for it rather than racing the provider.
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    return { kind: "redirect", url: await ensurePaymentSession(db, provider, order.id, input), orderId: order.id };
  } catch (error) {
    if (error instanceof OrderClosed) return { kind: "closed" };
    logger().error({ err: error }, "[checkout] could not resume the payment session");
    return { kind: "error" };
  }
}

/** Where the hosted payment page returns to: the app's origin, the page a cancel goes back to, the page's language. */
export type PaymentPageInput = Pick<CheckoutInput, "origin" | "cancelPath" | "locale">;

/**
 * The order's open payment session, created at the provider once (same idempotency key → same session). Throws
 * OrderClosed when the order ended before its page was made. Also used by a requisition's conversion (ADR 059).
 */
export async function ensurePaymentSession(
  db: PrismaClient,
  provider: PaymentProvider,
  orderId: string,
  input: PaymentPageInput,
): Promise<string> {
  const order = await db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      status: true,
      email: true,
      currencyCode: true,
      reservedUntil: true,
      lines: {
        select: { productTitle: true, variantTitle: true, unitPriceCents: true, quantity: true },
        orderBy: { id: "asc" },
      },
      payments: { where: { status: "open" }, select: { url: true } },
    },
  });
  if (order.status !== "pending") throw new OrderClosed();
  if (order.payments[0]) return order.payments[0].url;
  const cancelUrl = `${input.origin}/checkout?${new URLSearchParams({ cancelled: order.id, redirectTo: input.cancelPath })}`;
  const session = await provider.createSession({
    orderId: order.id,
    orderNumber: order.number,
    currencyCode: order.currencyCode,
    lines: order.lines.map((line) => ({
      name:
        line.variantTitle && line.variantTitle !== "Default"
          ? `${line.productTitle} (${line.variantTitle})`
          : line.productTitle,
      unitAmountCents: line.unitPriceCents,
      quantity: line.quantity,
    })),
    customerEmail: order.email,
    successUrl: `${input.origin}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl,
    locale: input.locale,
    expiresAt: order.reservedUntil ?? reservationDeadline(new Date(), await getSetting("reservationMinutes")),
    idempotencyKey: `checkout-${order.id}`,
  });
  await db.paymentSession.upsert({
    where: { externalId: session.externalId },
    create: {
      orderId: order.id,
      provider: provider.name,
      externalId: session.externalId,
      url: session.url,
      status: "open",
    },
    update: {},
  });
  // A newer checkout of the same cart may have released this order while the session was being made (it
  // expired the sessions it saw, not this one): end it now, so only the cart's open order can be paid.
  const after = await db.order.findUnique({ where: { id: order.id }, select: { status: true } });
  if (after?.status !== "pending") {
    await provider
      .expireSession(session.externalId)
      .catch((error) => logger().error({ err: error }, "[checkout] could not expire a replaced session"));
    await db.paymentSession.updateMany({
      where: { externalId: session.externalId, status: "open" },
      data: { status: "expired" },
    });
    throw new OrderClosed();
  }
  return session.url;
}

/** Ends released orders' sessions at their providers so they can no longer be paid (best effort). */
async function expireProviderSessions(sessions: { provider: string; externalId: string }[]): Promise<void> {
  for (const session of sessions) {
    await paymentProviderNamed(session.provider)
      ?.expireSession(session.externalId)
      .catch((error) => logger().error({ err: error }, "[checkout] could not expire a provider session"));
  }
}

/** What the buyer's "cancel" found: the reservation released, or a payment that got there first. */
export type CancelOutcome =
  | { kind: "cancelled" }
  | { kind: "paid"; sessionId: string | null }
  | { kind: "refunded"; email: string | null }
  | { kind: "ended" }
  | { kind: "not-found" };

async function orderState(db: PrismaClient, orderId: string): Promise<CancelOutcome> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      status: true,
      email: true,
      payments: { where: { status: "paid" }, select: { externalId: true }, take: 1 },
    },
  });
  if (!order) return { kind: "not-found" };
  if (order.status === "paid") return { kind: "paid", sessionId: order.payments[0]?.externalId ?? null };
  if (order.status === "refunded") return { kind: "refunded", email: order.email };
  // Cancelled or failed (e.g. the test gateway's cancel button released it first): no payment was applied.
  if (order.status !== "pending") return { kind: "cancelled" };
  return { kind: "ended" };
}

/**
 * The buyer came back from the hosted page with "cancel": release the order's reservation and end the
 * provider session. Only the cart that placed the order may cancel it. A session paid meanwhile is applied
 * instead (paid, or refunded when its stock is gone) and said so.
 */
export async function cancelCheckout(
  orderId: string,
  cartId: string | null,
  db: PrismaClient = prisma,
): Promise<CancelOutcome> {
  if (!cartId) return { kind: "not-found" };
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      cartId: true,
      status: true,
      payments: { where: { status: "open" }, select: { provider: true, externalId: true } },
    },
  });
  if (!order || order.cartId !== cartId) return { kind: "not-found" };
  if (order.status !== "pending") return orderState(db, orderId);
  for (const session of order.payments) {
    const provider = paymentProviderNamed(session.provider);
    if (!provider) continue;
    // The buyer may have paid in another tab (or the provider completed the session just now): a paid
    // session becomes a paid order, never a cancelled one (ADR 010).
    if (await syncPaidSession(session.provider, session.externalId, { db })) return orderState(db, orderId);
    // End the session first, so it can no longer be paid once the stock is released.
    await provider
      .expireSession(session.externalId)
      .catch((error) => logger().error({ err: error }, "[checkout] could not expire the provider session"));
  }
  // releaseOrder locks the order row: a completion that got there first wins, and one that arrives
  // later turns the cancelled order into a paid one (markOrderPaid), or a refunded one if the stock is gone.
  if (await db.$transaction((tx) => releaseOrder(tx, orderId, "cancelled"))) return { kind: "cancelled" };
  return orderState(db, orderId);
}

// ── HTTP glue for routes/checkout.tsx ──

const KEY = /^[A-Za-z0-9_-]{8,120}$/;
const CURRENCY = /^[a-z]{3}$/;

export type CheckoutResponse =
  | { redirect: string; external: true }
  /** The shipping form has mistakes: HTTP 400 with a message next to each field; nothing was created. */
  | { invalid: SubmissionResult<string[]> }
  /** No payment gateway is configured: HTTP 503 with the message and a way back; nothing created, the cart kept. */
  | { paymentsUnavailable: { title: string; message: string; back: string } }
  /** Too many checkouts from this address: HTTP 429 with the message, Retry-After and a way back. */
  | { rateLimited: { title: string; message: string; retryAfterSeconds: number; back: string } }
  | {
      redirect: string;
      external: false;
      toast: { title: string; description: string; variant?: "default" | "destructive" };
    };

/** POST /checkout: reads the form, the visitor's cart and user, and runs the checkout. */
export async function submitCheckout(request: Request, form: FormData, context?: unknown): Promise<CheckoutResponse> {
  const back = safeRedirectPath(form.get("redirectTo"), "/cart");
  const key = form.get("idempotencyKey");
  const currency = form.get("currency");
  // A shop that cannot take payments says so before anything else: no rate-limit point, no order, the cart kept.
  if (!activePaymentProvider())
    return {
      paymentsUnavailable: { title: PAYMENTS_UNAVAILABLE.title, message: PAYMENTS_UNAVAILABLE.description, back },
    };
  // The address first: a mistake costs nothing (no rate-limit point, no order) and the cart stays as it is.
  const submission = parseWithZod(form, { schema: shippingSchema });
  if (submission.status !== "success") return { invalid: submission.reply() };
  const [{ cartId }, user] = await Promise.all([resolveCart(request, { create: false }), getOptionalUser(request)]);
  const address = clientAddress(request, context);
  const membership = user ? await getMembership(user.id) : null;
  try {
    // A signed-in buyer's attempts count for the account, wherever it checks out from; an anonymous visitor's for
    // the client address, with a budget sized for a shared network (ADR 046).
    // A member's attempts also count for their organisation (issue 36), never for the address members share.
    if (user) {
      await consume("checkout", user.id);
      if (membership) await consume("checkoutOrganisation", membership.organisation.id);
    } else await consumeForAddress("checkoutIp", address);
  } catch (error) {
    if (error instanceof RateLimitedError)
      return {
        rateLimited: {
          title: "Checkout Error",
          message: error.message,
          retryAfterSeconds: error.retryAfterSeconds,
          back,
        },
      };
    throw error;
  }
  if (typeof key !== "string" || !KEY.test(key)) {
    // No key means the cart was rendered empty (or the form was tampered with).
    const empty = !cartId || (await prisma.cartLine.count({ where: { cartId } })) === 0;
    return {
      redirect: back,
      external: false,
      toast: { ...(empty ? CHECKOUT_MESSAGES.empty : CHECKOUT_MESSAGES.error), variant: "destructive" },
    };
  }
  const outcome = await checkoutCart({
    cartId,
    userId: user?.id ?? null,
    email: user?.email ?? null,
    idempotencyKey: key,
    clientAddress: address,
    organisationId: membership?.organisation.id ?? null,
    currency: typeof currency === "string" && CURRENCY.test(currency) ? currency : null,
    buyerCurrency: await requestDisplayCurrency(request),
    origin: appOrigin(),
    cancelPath: back,
    locale: checkoutLocale(request.headers.get("accept-language")),
    shipping: submission.value,
  });
  const fail = (title: string, description: string) =>
    ({ redirect: back, external: false, toast: { title, description, variant: "destructive" } }) as const;
  switch (outcome.kind) {
    case "redirect":
      return { redirect: outcome.url, external: true };
    case "empty":
      return fail(CHECKOUT_MESSAGES.empty.title, CHECKOUT_MESSAGES.empty.description);
    case "mixed-currencies":
      return fail(
        "Checkout Error",
        `Your cart holds items in several currencies (${outcome.currencies.map((c) => c.toUpperCase()).join(", ")}). Please check out one currency at a time.`,
      );
    case "unavailable":
      return fail("Checkout Error", outcome.message);
    case "out-of-stock":
      return fail("Not enough stock", outcome.message);
    case "too-many-open":
      if (outcome.per === "organisation")
        return fail(
          "Checkout Error",
          "Your organisation has many checkouts waiting for payment right now. Please try again in a few minutes.",
        );
      if (outcome.per === "address")
        return fail(
          "Checkout Error",
          "Too many checkouts from your network are waiting for payment. Please log in to check out with your own account, or try again in a few minutes.",
        );
      return fail(
        "Checkout Error",
        `You already have ${outcome.limit === 1 ? "a checkout" : `${outcome.limit} checkouts`} waiting for payment. Please complete or cancel ${outcome.limit === 1 ? "it" : "one"} first.`,
      );
    case "changed":
      return {
        redirect: "/cart",
        external: false,
        toast: {
          title: "Your cart has changed",
          description: "Please review your cart and check out again.",
          variant: "destructive",
        },
      };
    case "closed":
      return fail("Checkout Error", "This checkout has already ended. Please review your cart and check out again.");
    case "payments-unavailable":
      return {
        paymentsUnavailable: { title: PAYMENTS_UNAVAILABLE.title, message: PAYMENTS_UNAVAILABLE.description, back },
      };
    default:
      return fail(CHECKOUT_MESSAGES.error.title, CHECKOUT_MESSAGES.error.description);
  }
}

export const CANCEL_MESSAGES = {
  cancelled: { title: "Checkout cancelled", description: "No payment was taken. Your cart has been kept." },
  paid: {
    title: "Payment received",
    description: "Your payment went through before the checkout was cancelled: your order is paid.",
  },
  refunded: {
    title: "Payment refunded",
    description:
      "Your payment went through after the items had been sold to other buyers, so it has been refunded in full. Your cart has been kept.",
  },
  ended: { title: "Checkout ended", description: "This checkout had already ended. Your cart has been kept." },
} as const;

/** GET /checkout?cancelled=<order>&redirectTo=<page>: the hosted page's "cancel" comes back here. */
export async function returnFromCancelledCheckout(
  request: Request,
): Promise<{ redirect: string; toast: { title: string; description: string; variant?: "destructive" } | null }> {
  const url = requestUrl(request);
  const back = safeRedirectPath(url.searchParams.get("redirectTo"), "/cart");
  const orderId = url.searchParams.get("cancelled");
  if (!orderId || !/^[A-Za-z0-9_-]{1,64}$/.test(orderId)) return { redirect: "/cart", toast: null };
  const { cartId } = await resolveCart(request, { create: false });
  // Say what happened, never "no payment was taken" for a session that was paid.
  const outcome = await cancelCheckout(orderId, cartId);
  switch (outcome.kind) {
    case "cancelled":
      return { redirect: back, toast: CANCEL_MESSAGES.cancelled };
    case "paid":
      return {
        redirect: outcome.sessionId ? `/success?session_id=${encodeURIComponent(outcome.sessionId)}` : back,
        toast: CANCEL_MESSAGES.paid,
      };
    case "refunded":
      return { redirect: back, toast: { ...CANCEL_MESSAGES.refunded, variant: "destructive" } };
    case "ended":
      return { redirect: back, toast: CANCEL_MESSAGES.ended };
    default:
      return { redirect: back, toast: null };
  }
}

/**
 * The job for the queue (e.g. every 5 minutes): releases the stock of abandoned checkouts and ends their
 * hosted sessions at the provider so they can no longer be paid.
 */
export async function sweepAbandonedCheckouts(now: Date = new Date()): Promise<number> {
  // Refunds recorded but not yet settled at the provider (a stop or a provider error) are retried here too.
  await retryUnsettledRefunds(now).catch((error) => logger().error({ err: error }, "[checkout] refund retry failed"));
  const { released, sessions } = await releaseExpiredReservations(now);
  for (const session of sessions) {
    await paymentProviderNamed(session.provider)
      ?.expireSession(session.externalId)
      .catch((error) => logger().error({ err: error }, "[checkout] could not expire an abandoned session"));
  }
  return released;
}
