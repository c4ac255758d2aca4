// Requests for quotation: a buyer asks for a product, variant and quantity; the product's brand (or, for
// products without a brand, an admin) answers with a unit price, lead time and validity; the buyer may then
// buy at the quoted price until the quote expires.
import { countProductActivity } from "~/modules/analytics/activity.server";
import { priceSourceLabel, resolveLinePrice } from "~/modules/pricing/line-price";
import { loadVariantPricing, organisationOfUserSql, withPricing } from "~/modules/pricing/pricing.server";
import { addDays } from "date-fns";
import type { SessionUser } from "~/modules/auth/session.server";
import { addToCart, resolveCart } from "~/modules/cart/cart.server";
import { productPictureUrl } from "~/modules/catalog/product-picture";
import type { Attribution } from "~/modules/attribution/attribution.server";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import { parsePriceToCents, quoteState, type quoteAnswerSchema, type quoteRequestSchema } from "./quote";
import type { z } from "~/utils/zod";

export class QuoteError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The product and its variants as the request form offers them. */
export async function getQuoteProduct(productId: string) {
  const product = await prisma.storeProduct.findFirst({
    where: { id: productId, deletedAt: null, status: "active" },
    select: {
      id: true,
      title: true,
      thumbnailUrl: true,
      brand: { select: { id: true, name: true } },
      variants: { orderBy: { position: "asc" }, select: { id: true, title: true } },
    },
  });
  return product && { ...product, thumbnailUrl: productPictureUrl(product.thumbnailUrl, product) };
}

async function recipientsForBrand(brandId: string | null): Promise<string[]> {
  if (brandId) {
    const brand = await prisma.brand.findUnique({
      where: { id: brandId },
      select: {
        contactEmail: true,
        profiles: { where: { status: "approved" }, select: { user: { select: { email: true } } } },
      },
    });
    if (!brand) return [];
    return [...new Set([brand.contactEmail, ...brand.profiles.map((m) => m.user.email)])];
  }
  const admins = await prisma.profile.findMany({
    where: { role: "admin", status: "approved" },
    select: { user: { select: { email: true } } },
  });
  return admins.map((a) => a.user.email);
}

/** A quote asked "about a demo": the demo and a snapshot of the buyer's questions in its live room. */
export interface QuoteAboutDemo {
  demoId: string;
  demoTitle: string;
  questions: { body: string; answeredAtSeconds: number | null }[];
}

export async function requestQuote(
  buyer: SessionUser,
  input: z.infer<typeof quoteRequestSchema>,
  origin: string,
  about: QuoteAboutDemo | null = null,
  /** The expert (and demo) whose link led here, already checked (ADR 030). */
  attribution: Attribution | null = null,
) {
  const product = await getQuoteProduct(input.productId);
  if (!product) throw new QuoteError("This product is no longer available.", "productId");
  const variant = product.variants.find((v) => v.id === input.variantId);
  if (!variant) throw new QuoteError("Choose one of this product's variants.", "variantId");
  const quote = await prisma.quoteRequest.create({
    data: {
      buyerId: buyer.id,
      productId: product.id,
      variantId: variant.id,
      brandId: product.brand?.id ?? null,
      quantity: input.quantity,
      note: input.note || null,
      demoId: about?.demoId ?? null,
      demoQuestions: about ? about.questions : undefined,
      attributedExpertId: attribution?.expertId ?? null,
      attributedDemoId: attribution?.demoId ?? null,
    },
    select: { id: true },
  });
  countProductActivity(product.id, "quoteRequests");
  const recipients = await recipientsForBrand(product.brand?.id ?? null);
  const email = composeEmail(`Quote request: ${product.title}`, "New request for quotation", [
    `${buyer.fullName} (${buyer.email}) asks for a quote on ${input.quantity} × ${product.title} (${variant.title}).`,
    input.note ? `Note: ${input.note}` : "No note was added.",
    ...(about
      ? [
          `About the demo "${about.demoTitle}".`,
          ...about.questions.map((q) => `Their question in the live room: ${q.body}`),
        ]
      : []),
    `Answer it in your inbox: ${origin}/brand/inbox/quotes/${quote.id}`,
  ]);
  await Promise.all(recipients.map((to) => sendEmail({ to, ...email })));
  return quote;
}

const quoteSelect = {
  id: true,
  quantity: true,
  orderedQuantity: true,
  note: true,
  status: true,
  unitPriceCents: true,
  currencyCode: true,
  leadTimeDays: true,
  validUntil: true,
  responseNote: true,
  respondedAt: true,
  createdAt: true,
  brandId: true,
  buyerId: true,
  demo: { select: { id: true, title: true } },
  demoQuestions: true,
  buyer: { select: { email: true, profile: { select: { fullName: true, companyName: true } } } },
  product: { select: { id: true, title: true, thumbnailUrl: true, brand: { select: { name: true } } } },
  variant: {
    select: {
      id: true,
      title: true,
      priceInCents: true,
      salePriceInCents: true,
      currency: { select: { code: true, symbol: true, template: true } },
    },
  },
} as const;

function present(quote: Awaited<ReturnType<typeof loadQuote>> & object, now: Date) {
  const currency = quote.variant.currency;
  return {
    ...quote,
    state: quoteState(quote, now),
    quotedPrice: quote.unitPriceCents !== null ? formatMoney(quote.unitPriceCents, currency) : null,
    quotedTotal: quote.unitPriceCents !== null ? formatMoney(quote.unitPriceCents * quote.quantity, currency) : null,
    listPrice: formatMoney(quote.variant.salePriceInCents ?? quote.variant.priceInCents, currency),
  };
}

function loadQuote(id: string) {
  return prisma.quoteRequest.findUnique({ where: { id }, select: quoteSelect });
}

export async function listQuotesForBuyer(buyerId: string, now = new Date()) {
  const quotes = await prisma.quoteRequest.findMany({
    where: { buyerId },
    select: quoteSelect,
    orderBy: { createdAt: "desc" },
    take: 100,
  });
  return quotes.map((q) => present(q, now));
}

/** Who may answer a quote: an admin, or an approved member of the quote's brand. */
export function canAnswer(user: Pick<SessionUser, "role" | "brandId">, quoteBrandId: string | null): boolean {
  if (user.role === "admin") return true;
  return user.role === "brand" && user.brandId !== null && user.brandId === quoteBrandId;
}

/** The inbox of quotes a user may answer: their brand's, or for an admin every quote. */
export async function listQuotesForResponder(user: SessionUser, now = new Date()) {
  if (user.role !== "admin" && !user.brandId) return [];
  const quotes = await prisma.quoteRequest.findMany({
    where: user.role === "admin" ? {} : { brandId: user.brandId },
    select: quoteSelect,
    orderBy: { createdAt: "desc" },
    take: 200,
  });
  return quotes.map((q) => present(q, now));
}

export async function getQuoteForResponder(user: SessionUser, quoteId: string, now = new Date()) {
  const quote = await loadQuote(quoteId);
  if (!quote) return null;
  if (!canAnswer(user, quote.brandId)) return null;
  // What this buyer would pay for the quantity without a quote (ADR 067): their organisation's price or a tier may
  // already be below the list price, and the brand answers knowing it.
  const pricing = await loadVariantPricing([quote.variant.id], organisationOfUserSql(quote.buyerId));
  const price = resolveLinePrice(withPricing(quote.variant, pricing), quote.quantity, null, now);
  return {
    ...present(quote, now),
    buyerPrice:
      price.source === "list" || price.source === "sale"
        ? null
        : {
            unitPrice: formatMoney(price.unitPriceCents, quote.variant.currency),
            label: priceSourceLabel(price.source, price.note),
          },
  };
}

/** A quote as its responder's page shows it. */
export type ResponderQuoteView = NonNullable<Awaited<ReturnType<typeof getQuoteForResponder>>>;

/** The orders that bought at this quote's price (open or paid), newest first: the brand sees who used it. */
export async function ordersUsingQuote(quoteId: string) {
  const lines = await prisma.orderLine.findMany({
    where: { quoteId, order: { status: { in: ["pending", "paid"] } } },
    select: {
      id: true,
      quantity: true,
      order: { select: { number: true, status: true, createdAt: true, paidAt: true } },
    },
    orderBy: { order: { createdAt: "desc" } },
    take: 50,
  });
  return lines.map((line) => ({
    id: line.id,
    number: line.order.number,
    quantity: line.quantity,
    status: line.order.status === "paid" ? ("Paid" as const) : ("Awaiting payment" as const),
    date: (line.order.paidAt ?? line.order.createdAt).toISOString(),
  }));
}

export type QuoteOrderRow = Awaited<ReturnType<typeof ordersUsingQuote>>[number];

export async function answerQuote(
  user: SessionUser,
  quoteId: string,
  input: z.infer<typeof quoteAnswerSchema>,
  origin: string,
  now = new Date(),
) {
  const quote = await getQuoteForResponder(user, quoteId, now);
  if (!quote) throw new QuoteError("Quote not found.");
  if (quote.status !== "requested") throw new QuoteError("This quote has already been answered.");
  const unitPriceCents = parsePriceToCents(input.unitPrice);
  if (unitPriceCents === null) throw new QuoteError("Enter a price such as 1250.00.", "unitPrice");
  const validUntil = addDays(now, input.validDays);
  // Conditional update: two responders answering at once cannot both win.
  const updated = await prisma.quoteRequest.updateMany({
    where: { id: quoteId, status: "requested" },
    data: {
      status: "answered",
      unitPriceCents,
      currencyCode: quote.variant.currency.code,
      leadTimeDays: input.leadTimeDays,
      validUntil,
      responseNote: input.responseNote || null,
      respondedById: user.id,
      respondedAt: now,
    },
  });
  if (updated.count === 0) throw new QuoteError("This quote has already been answered.");
  const price = formatMoney(unitPriceCents, quote.variant.currency);
  const email = composeEmail(
    `Your quote for ${quote.product.title} is ready`,
    "Your quote is ready",
    [
      `${quote.product.brand?.name ?? "LabMarket"} quoted ${price} per unit for ${quote.quantity} × ${quote.product.title} (${quote.variant.title}).`,
      `Lead time: ${input.leadTimeDays} days. Valid until ${validUntil.toUTCString()}.`,
      input.responseNote ? `Note: ${input.responseNote}` : "",
      `Buy at the quoted price: ${origin}/quotes`,
    ].filter(Boolean),
  );
  await sendEmail({ to: quote.buyer.email, ...email });
}

export async function declineQuote(user: SessionUser, quoteId: string, note: string) {
  const quote = await getQuoteForResponder(user, quoteId);
  if (!quote) throw new QuoteError("Quote not found.");
  const updated = await prisma.quoteRequest.updateMany({
    where: { id: quoteId, status: "requested" },
    data: { status: "declined", responseNote: note || null, respondedById: user.id, respondedAt: new Date() },
  });
  if (updated.count === 0) throw new QuoteError("This quote has already been answered.");
  const email = composeEmail(
    `Your quote request for ${quote.product.title}`,
    "Quote request declined",
    [
      `${quote.product.brand?.name ?? "LabMarket"} cannot quote ${quote.quantity} × ${quote.product.title} (${quote.variant.title}) at this time.`,
      note ? `Note: ${note}` : "",
    ].filter(Boolean),
  );
  await sendEmail({ to: quote.buyer.email, ...email });
}

/** The buyer's own quote, if it may be bought now, for the cart. */
export async function getBuyableQuote(buyerId: string, quoteId: string, now = new Date()) {
  const quote = await prisma.quoteRequest.findFirst({
    where: { id: quoteId, buyerId },
    select: {
      id: true,
      status: true,
      validUntil: true,
      unitPriceCents: true,
      quantity: true,
      variantId: true,
      attributedExpertId: true,
      attributedDemoId: true,
    },
  });
  if (!quote) return null;
  return { quote, state: quoteState(quote, now) };
}

/**
 * Puts the quoted variant and quantity into the buyer's cart at the quoted unit price. The cart line carries
 * the quote id; checkout honours the line's price only while the quote is still valid.
 */
export async function addQuotedItemToCart(request: Request, buyerId: string, quoteId: string, now = new Date()) {
  const found = await getBuyableQuote(buyerId, quoteId, now);
  if (!found) return { ok: false as const, error: "Quote not found.", setCookie: null };
  if (found.state === "expired")
    return {
      ok: false as const,
      error: "This quote has expired. Request a new one from the product page.",
      setCookie: null,
    };
  if (found.state !== "answered" || found.quote.unitPriceCents === null) {
    return { ok: false as const, error: "This quote has not been answered yet.", setCookie: null };
  }
  const { cartId, setCookie } = await resolveCart(request, { create: true });
  const { attributedExpertId: expertId, attributedDemoId: demoId } = found.quote;
  const result = await addToCart(
    cartId!,
    found.quote.variantId,
    found.quote.quantity,
    { quoteId: found.quote.id, unitPriceCents: found.quote.unitPriceCents },
    // A quote asked from an expert's or a demo's link passes its attribution to the line bought at its price.
    async () => (expertId !== null || demoId !== null ? { expertId, demoId } : null),
  );
  if (!result.ok) return { ok: false as const, error: result.error, setCookie };
  return {
    ok: true as const,
    message: result.message ?? {
      title: "Added to Cart!",
      icon: "cart" as const,
      description: "The quoted item is in your cart.",
    },
    setCookie,
  };
}
