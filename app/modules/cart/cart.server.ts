// The server-side cart: a Cart row in Postgres whose id the browser holds in a signed cookie, so it
// works without JavaScript and survives reloads. Logged-in users own their cart (Cart.userId).
import { countProductActivity } from "~/modules/analytics/activity.server";
import { attributionFor, type Attribution } from "~/modules/attribution/attribution.server";
import { parseRef } from "~/modules/attribution/ref";
import { createHash, randomUUID } from "node:crypto";
import { Prisma } from "~/generated/prisma/client";
import { getOptionalUserId } from "~/modules/auth/session.server";
import { availableQuantity, cartStockError, notEnoughStockMessage, UNAVAILABLE_MESSAGE } from "~/modules/catalog/stock";
import {
  priceSourceLabel,
  resolveLinePrice,
  type LineQuote,
  type OrganisationOffer,
  type PricingInputs,
  type QuantityTier,
} from "~/modules/pricing/line-price";
import {
  loadVariantPricing,
  organisationOfCartSql,
  organisationOfUserSql,
  pricingColumnsSql,
  withPricing,
} from "~/modules/pricing/pricing.server";
import { productPictureUrl } from "~/modules/catalog/product-picture";
import { backorderedUnits, backorderNote, orderableQuantity } from "~/modules/catalog/availability";
import { prisma, readRows, type Tx } from "~/utils/db.server";
import {
  FORM_TOKEN_JOIN_MS,
  formTokenCartId,
  pageCartToken,
  readCartId,
  readFormToken,
  readVisitorToken,
  serializeCartId,
  userCartId,
  visitorCartId,
} from "./cart-cookie.server";
import { chargeCurrency } from "~/modules/currency/charge";
import { requestDisplayCurrency } from "~/modules/currency/currencies.server";
import {
  cartCheckoutKey,
  chargedKeyLines,
  MAX_LINE_QUANTITY,
  planCartMerge,
  summarizeCart,
  updatedQuantity,
  type CartCharge,
  type CartIntent,
  type CartView,
} from "./cart";

interface CartLineRow {
  cartUserId: string | null;
  id: string | null;
  quantity: number;
  productTitle: string;
  variantTitle: string;
  unitPriceCents: number;
  variantId: string;
  priceInCents: number;
  salePriceInCents: number | null;
  currencyCode: string;
  symbol: string;
  template: string;
  productId: string;
  thumbnailUrl: string | null;
  quoteStatus: LineQuote["status"] | null;
  quoteValidUntil: Date | null;
  quoteUnitPriceCents: number | null;
  quoteQuantity: number | null;
  manageInventory: boolean;
  inventoryQuantity: number;
  reservedQuantity: number;
  allowBackorder: boolean;
  tiers: QuantityTier[];
  offers: OrganisationOffer[];
}

function rowQuote(
  row: Pick<CartLineRow, "quoteStatus" | "quoteValidUntil" | "quoteUnitPriceCents" | "quoteQuantity">,
): LineQuote | null {
  return row.quoteStatus
    ? {
        status: row.quoteStatus,
        validUntil: row.quoteValidUntil,
        unitPriceCents: row.quoteUnitPriceCents,
        quantity: row.quoteQuantity ?? 0,
      }
    : null;
}

/**
 * One statement: the cart's owner and its lines with the variants' current prices, quantity tiers and the
 * owner's organisation prices (ADR 067), and currency. Every page's header reads it: on the pool (ADR 071).
 */
async function loadCartRows(cartId: string): Promise<CartLineRow[]> {
  return readRows<CartLineRow[]>(Prisma.sql`
    SELECT c."userId" AS "cartUserId", l.id, l.quantity, l."productTitle", l."variantTitle", l."unitPriceCents",
           v.id AS "variantId", v."priceInCents", v."salePriceInCents",
           v."manageInventory", v."inventoryQuantity", v."reservedQuantity", v."allowBackorder",
           cur.code AS "currencyCode", cur.symbol, cur.template, p.id AS "productId", p."thumbnailUrl",
           q.status::text AS "quoteStatus", q."validUntil" AS "quoteValidUntil", q."unitPriceCents" AS "quoteUnitPriceCents",
           q.quantity - q."orderedQuantity" AS "quoteQuantity",
           ${pricingColumnsSql(organisationOfUserSql(Prisma.sql`c."userId"`))}
    FROM "Cart" c
    LEFT JOIN "CartLine" l ON l."cartId" = c.id
    LEFT JOIN "Variant" v ON v.id = l."variantId"
    LEFT JOIN "Currency" cur ON cur.code = v."currencyCode"
    LEFT JOIN "StoreProduct" p ON p.id = v."productId"
    LEFT JOIN "QuoteRequest" q ON q.id = l."quoteId"
    WHERE c.id = ${cartId}
    ORDER BY l."createdAt" ASC, l.id ASC`);
}

/** A cart may be used by the visitor holding its cookie unless it belongs to another user. */
function usableBy(cartUserId: string | null, userId: string | null): boolean {
  return cartUserId === null || cartUserId === userId;
}

/**
 * The user's most recent cart, if any (for a logged-in user without a cart cookie on this device). Read on every
 * page of a signed-in user without one: on the pool (ADR 071).
 */
export async function cartIdForUser(userId: string): Promise<string | null> {
  const [cart] = await readRows<{ id: string }[]>(
    Prisma.sql`SELECT id FROM "Cart" WHERE "userId" = ${userId} ORDER BY "updatedAt" DESC LIMIT 1`,
  );
  return cart?.id ?? null;
}

/** The visitor's current cart id (cookie, else the logged-in user's cart), or null. */
export async function currentCartId(request: Request): Promise<string | null> {
  const [cookieCartId, userId] = await Promise.all([readCartId(request), getOptionalUserId(request)]);
  if (cookieCartId) return cookieCartId;
  return userId ? cartIdForUser(userId) : null;
}

/** The visitor's cart as the header, drawer and /cart page show it; an unknown id is an empty cart. */
export async function getCartView(request: Request): Promise<CartView> {
  const [cookieCartId, userId] = await Promise.all([readCartId(request), getOptionalUserId(request)]);
  const cartId = cookieCartId ?? (userId ? await cartIdForUser(userId) : null);
  if (!cartId) return summarizeCart(null, []);
  const rows = await loadCartRows(cartId);
  if (rows.length === 0 || !usableBy(rows[0].cartUserId, userId)) return summarizeCart(null, []);
  const lines = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id!,
      variantId: row.variantId,
      productId: row.productId,
      imageUrl: productPictureUrl(row.thumbnailUrl, { id: row.productId, title: row.productTitle }),
      productTitle: row.productTitle,
      variantTitle: row.variantTitle,
      quantity: row.quantity,
      unitPriceCents: row.unitPriceCents,
      ...currentPrice(row),
      currency: { code: row.currencyCode, symbol: row.symbol, template: row.template },
      backorderedQuantity: backorderedUnits(row, row.quantity),
    }));
  const charge = await cartCharge(request, lines);
  return summarizeCart(
    cartId,
    lines,
    lines.length > 0 ? checkoutKeyOf(cartId, chargedKeyLines(lines, charge), null) : undefined,
    charge,
  );
}

/**
 * The buyer's currency these lines are charged in (ADR 074), with the stated rates: their display currency when
 * every line's currency converts into it; null: charged as listed.
 */
export async function cartCharge(
  request: Request,
  lines: readonly { currency: { code: string } }[],
): Promise<CartCharge | null> {
  const { display, currencies } = await requestDisplayCurrency(request);
  const currency = chargeCurrency(
    lines.map((line) => line.currency.code),
    display,
    currencies,
  );
  return currency ? { currency, currencies } : null;
}

/** The line's price now (ADR 067) and how it is labelled. */
function currentPrice(row: CartLineRow): { currentUnitPriceCents: number; priceLabel: string | null } {
  const price = resolveLinePrice(row, row.quantity, rowQuote(row));
  return { currentUnitPriceCents: price.unitPriceCents, priceLabel: priceSourceLabel(price.source, price.note) };
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The checkout key of these cart lines (see cartCheckoutKey); one currency's lines with `currency`. */
export function checkoutKeyOf(
  cartId: string,
  lines: {
    id: string;
    variantId: string;
    quantity: number;
    currentUnitPriceCents: number;
    currency: { code: string };
  }[],
  currency: string | null,
): string {
  return cartCheckoutKey(
    cartId,
    lines.map((line) => ({ ...line, currencyCode: line.currency.code })),
    currency,
    sha256,
  );
}

// ── Mutations ──

export type CartResult =
  | { ok: true; cartId: string | null; message?: { title: string; description: string; icon?: "cart" } }
  | { ok: false; error: string };

/**
 * The cart token for this page's add-to-cart forms (CART_TOKEN_FIELD), or null when the visitor already holds
 * something their cart is found by: a cart cookie, the visitor token of the first page's script, or an account.
 */
export async function addToCartToken(request: Request, context?: unknown): Promise<string | null> {
  if (readVisitorToken(request)) return null;
  const [cookieCartId, userId] = await Promise.all([readCartId(request), getOptionalUserId(request)]);
  return cookieCartId || userId ? null : pageCartToken(request, context);
}

/** Inserts a cart with this id unless it exists; returns it (whoever created it). */
async function ensureCart(id: string, userId: string | null) {
  await prisma.$executeRaw`
    INSERT INTO "Cart" (id, "userId", "createdAt", "updatedAt") VALUES (${id}, ${userId}, now(), now())
    ON CONFLICT (id) DO NOTHING`;
  return prisma.cart.findUnique({ where: { id }, select: { id: true, userId: true, createdAt: true } });
}

/**
 * The cart this request may change: the cookie's cart when it exists and is the visitor's, else the
 * user's cart, else (with `create`) a new one. `setCookie` is set when the browser must learn a new id.
 * `formToken` is the add-to-cart form's cart token (CART_TOKEN_FIELD), for a first visit without JavaScript.
 */
export async function resolveCart(
  request: Request,
  { create, formToken = null }: { create: boolean; formToken?: string | null },
): Promise<{ cartId: string | null; setCookie: string | null }> {
  const [cookieCartId, userId] = await Promise.all([readCartId(request), getOptionalUserId(request)]);
  if (cookieCartId) {
    const cart = await prisma.cart.findUnique({ where: { id: cookieCartId }, select: { id: true, userId: true } });
    if (cart && usableBy(cart.userId, userId)) {
      if (userId && cart.userId === null) {
        await prisma.cart.update({ where: { id: cart.id }, data: { userId } });
      }
      return { cartId: cart.id, setCookie: null };
    }
  }
  const usersCart = userId ? await cartIdForUser(userId) : null;
  if (usersCart) return { cartId: usersCart, setCookie: await serializeCartId(usersCart) };
  if (!create) return { cartId: null, setCookie: null };
  // A first cart: its id comes from what every concurrent first add of this visitor carries, and the row is
  // inserted only if absent, so those adds share one cart (issue 15 #6, issue 32 #7): the account when signed in;
  // else the visitor token the first page view's script set; else the cart token of the page the form was on.
  if (userId) {
    const cart = await ensureCart(userCartId(userId), userId);
    if (cart?.userId === userId) return { cartId: cart.id, setCookie: await serializeCartId(cart.id) };
  }
  const token = readVisitorToken(request);
  if (token) {
    const id = visitorCartId(token);
    const cart = await ensureCart(id, userId);
    if (cart && usableBy(cart.userId, userId)) {
      if (userId && cart.userId === null) await prisma.cart.update({ where: { id }, data: { userId } });
      return { cartId: id, setCookie: await serializeCartId(id) };
    }
  }
  const pageToken = userId ? null : readFormToken(formToken);
  if (pageToken) {
    // Only the adds of one page view, which come within seconds: later, the token names no cart any more.
    const cart = await ensureCart(formTokenCartId(pageToken), null);
    if (cart && cart.userId === null && Date.now() - cart.createdAt.getTime() < FORM_TOKEN_JOIN_MS)
      return { cartId: cart.id, setCookie: await serializeCartId(cart.id) };
  }
  const cart = await prisma.cart.create({ data: { userId }, select: { id: true } });
  return { cartId: cart.id, setCookie: await serializeCartId(cart.id) };
}

const variantForCart = {
  id: true,
  title: true,
  priceInCents: true,
  salePriceInCents: true,
  currencyCode: true,
  manageInventory: true,
  inventoryQuantity: true,
  reservedQuantity: true,
  allowBackorder: true,
  product: {
    select: {
      id: true,
      title: true,
      purchasable: true,
      status: true,
      deletedAt: true,
      _count: { select: { variants: true } },
    },
  },
} as const;

/** The success toast of spec §8 ('Added to Cart!' with a cart icon: the spec's emoji has no font on many machines). */
export function addedToCartMessage(
  productTitle: string,
  variantTitle: string,
  quantity: number,
  singleVariant: boolean,
) {
  return {
    title: "Added to Cart!",
    icon: "cart" as const,
    description: singleVariant
      ? `${productTitle} has been added to your cart.`
      : `${quantity} x ${productTitle} (${variantTitle}) added.`,
  };
}

/**
 * Adds a variant; merges into the line of the same variant; enforces the stock rule (spec §5).
 * With `quote`, the line is set to the quoted quantity at the quoted unit price (replacing a line of the
 * same variant); the price holds while the quote is valid (see resolveLinePrice).
 * `attribute` names the expert (and demo) the line is attributed to (ADR 030), asked once the product is known;
 * a new attribution replaces the line's (last touch), none keeps it.
 */
export async function addToCart(
  cartId: string,
  variantId: string,
  quantity: number,
  quote?: { quoteId: string; unitPriceCents: number },
  attribute?: (productId: string) => Promise<Attribution | null>,
): Promise<CartResult> {
  const variant = await prisma.variant.findUnique({ where: { id: variantId }, select: variantForCart });
  const existing = await prisma.cartLine.findUnique({
    where: { cartId_variantId: { cartId, variantId } },
    select: { quantity: true },
  });
  const inCart = quote ? 0 : (existing?.quantity ?? 0);
  const refusal = addRefusal(variant, inCart, quantity);
  if (refusal !== null || !variant) return { ok: false, error: refusal ?? "This product is no longer available." };
  const attribution = attribute ? await attribute(variant.product.id) : null;
  const attributed = attribution
    ? { attributedExpertId: attribution.expertId, attributedDemoId: attribution.demoId }
    : {};
  if (quote) {
    await prisma.cartLine.upsert({
      where: { cartId_variantId: { cartId, variantId } },
      create: {
        cartId,
        variantId,
        quantity,
        productTitle: variant.product.title,
        variantTitle: variant.title,
        unitPriceCents: quote.unitPriceCents,
        currencyCode: variant.currencyCode,
        quoteId: quote.quoteId,
        ...attributed,
      },
      update: { quantity, unitPriceCents: quote.unitPriceCents, quoteId: quote.quoteId, ...attributed },
    });
    await touchCart(cartId);
    countProductActivity(variant.product.id, "addsToCart");
    return { ok: true, cartId, message: addedToCartMessage(variant.product.title, variant.title, quantity, false) };
  }
  await insertOrMergeLine(prisma, cartId, variant, quantity, attribution);
  await touchCart(cartId);
  countProductActivity(variant.product.id, "addsToCart");
  const message = addedToCartMessage(
    variant.product.title,
    variant.title,
    quantity,
    variant.product._count.variants === 1,
  );
  // The buyer learns at once that (some of) the units wait for stock (ADR 061), not first at checkout.
  const inCartNow = Math.min(inCart + quantity, MAX_LINE_QUANTITY);
  const note = backorderNote(backorderedUnits(variant, inCartNow), inCartNow);
  return { ok: true, cartId, message: note ? { ...message, description: `${message.description} ${note}` } : message };
}

type VariantForCart = Prisma.VariantGetPayload<{ select: typeof variantForCart }>;

/** Why `quantity` more of this variant cannot go in a cart already holding `inCart` of it (null: it can). */
function addRefusal(variant: VariantForCart | null, inCart: number, quantity: number): string | null {
  if (!variant || variant.product.deletedAt || variant.product.status !== "active")
    return "This product is no longer available.";
  if (!variant.product.purchasable) return `${variant.product.title}: ${UNAVAILABLE_MESSAGE}.`;
  return cartStockError(
    { productTitle: variant.product.title, variantTitle: variant.title },
    variant,
    inCart,
    quantity,
  );
}

/** One statement, so two concurrent adds of the same variant merge instead of failing on the unique key. */
/**
 * A line's price snapshot when its quantity changes. The snapshot is kept to tell the buyer the price moved since they
 * added the item; reaching (or leaving) a quantity price is not such a move. So when the snapshot is still what the
 * old quantity costs today, it becomes what the new quantity costs; when the catalogue price has moved, the old
 * snapshot stays and the cart keeps saying so. A quoted line keeps its quote's price.
 */
function snapshotForQuantity(
  inputs: PricingInputs,
  line: { quantity: number; unitPriceCents: number; quoteId: string | null },
  quantity: number,
): number {
  if (line.quoteId) return line.unitPriceCents;
  const before = resolveLinePrice(inputs, line.quantity).unitPriceCents;
  return line.unitPriceCents === before ? resolveLinePrice(inputs, quantity).unitPriceCents : line.unitPriceCents;
}

async function insertOrMergeLine(
  db: Tx | typeof prisma,
  cartId: string,
  variant: VariantForCart,
  quantity: number,
  attribution: Attribution | null,
) {
  // The snapshot is the price this buyer pays for the quantity added (their organisation's, a tier's), so the cart
  // flags a change only when the price really moved (ADR 067).
  const pricing = await loadVariantPricing([variant.id], organisationOfCartSql(cartId), db);
  const inputs = withPricing(variant, pricing);
  const unitPriceCents = resolveLinePrice(inputs, quantity).unitPriceCents;
  // Adding to a line already in the cart: its snapshot follows the new quantity's tier (see snapshotForQuantity).
  const [existing] = await db.$queryRaw<{ quantity: number; unitPriceCents: number; quoteId: string | null }[]>`
    SELECT quantity, "unitPriceCents", "quoteId" FROM "CartLine" WHERE "cartId" = ${cartId} AND "variantId" = ${variant.id}`;
  const mergedSnapshot = existing
    ? snapshotForQuantity(inputs, existing, Math.min(existing.quantity + quantity, MAX_LINE_QUANTITY))
    : unitPriceCents;
  await db.$executeRaw`
    INSERT INTO "CartLine" (id, "cartId", "variantId", quantity, "productTitle", "variantTitle", "unitPriceCents", "currencyCode", "createdAt",
                            "attributedExpertId", "attributedDemoId")
    VALUES (${randomUUID()}, ${cartId}, ${variant.id}, ${quantity}, ${variant.product.title}, ${variant.title},
            ${unitPriceCents}, ${variant.currencyCode}, now(),
            ${attribution?.expertId ?? null}::int, ${attribution?.demoId ?? null})
    ON CONFLICT ("cartId", "variantId")
    DO UPDATE SET quantity = LEAST("CartLine".quantity + EXCLUDED.quantity, ${MAX_LINE_QUANTITY}),
      "unitPriceCents" = ${mergedSnapshot},
      "attributedExpertId" = CASE WHEN ${attribution !== null} THEN EXCLUDED."attributedExpertId" ELSE "CartLine"."attributedExpertId" END,
      "attributedDemoId" = CASE WHEN ${attribution !== null} THEN EXCLUDED."attributedDemoId" ELSE "CartLine"."attributedDemoId" END`;
}

export type AddManyResult =
  | { ok: true; added: number }
  /** `index` is the position in the lines given; nothing was added. */
  | { ok: false; refusals: { index: number; message: string }[] };

/**
 * Several variants into the cart in one post (quick order by SKU), all or none: every line goes through the same rule
 * as Add to Cart, against the cart as it is under a lock on the cart row, and one refused line leaves the cart as it
 * was. The same variant twice counts together.
 */
export async function addVariantsToCart(
  cartId: string,
  lines: { variantId: string; quantity: number }[],
): Promise<AddManyResult> {
  const result = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Cart" WHERE id = ${cartId} FOR UPDATE`;
    const ids = [...new Set(lines.map((line) => line.variantId))];
    const [variants, inCart] = await Promise.all([
      tx.variant.findMany({ where: { id: { in: ids } }, select: variantForCart }),
      tx.cartLine.findMany({ where: { cartId, variantId: { in: ids } }, select: { variantId: true, quantity: true } }),
    ]);
    const variantById = new Map(variants.map((variant) => [variant.id, variant]));
    const held = new Map(inCart.map((line) => [line.variantId, line.quantity]));
    const refusals: { index: number; message: string }[] = [];
    lines.forEach((line, index) => {
      const already = held.get(line.variantId) ?? 0;
      const refusal = addRefusal(variantById.get(line.variantId) ?? null, already, line.quantity);
      if (refusal) refusals.push({ index, message: refusal });
      else if (already + line.quantity > MAX_LINE_QUANTITY)
        refusals.push({ index, message: `At most ${MAX_LINE_QUANTITY} of one item per order line.` });
      held.set(line.variantId, already + line.quantity);
    });
    if (refusals.length > 0) return { ok: false as const, refusals };
    for (const line of lines)
      await insertOrMergeLine(tx, cartId, variantById.get(line.variantId)!, line.quantity, null);
    return { ok: true as const, added: lines.length, productIds: variants.map((variant) => variant.product.id) };
  });
  if (!result.ok) return result;
  await touchCart(cartId);
  for (const productId of result.productIds) countProductActivity(productId, "addsToCart");
  return { ok: true, added: result.added };
}

/** Sets a line's quantity; 0 or less removes it. Raising it is subject to the stock rule. */
export async function updateCartLine(cartId: string, lineId: string, requested: number): Promise<CartResult> {
  const quantity = updatedQuantity(requested);
  if (quantity === null) return removeCartLine(cartId, lineId);
  const line = await prisma.cartLine.findFirst({
    where: { id: lineId, cartId },
    select: {
      quantity: true,
      unitPriceCents: true,
      quoteId: true,
      productTitle: true,
      variantTitle: true,
      variant: {
        select: {
          id: true,
          priceInCents: true,
          salePriceInCents: true,
          manageInventory: true,
          inventoryQuantity: true,
          reservedQuantity: true,
          allowBackorder: true,
        },
      },
    },
  });
  if (!line) return { ok: false, error: "That item is no longer in your cart." };
  if (quantity > line.quantity && line.variant.manageInventory && quantity > orderableQuantity(line.variant)) {
    return {
      ok: false,
      error: notEnoughStockMessage(line.productTitle, line.variantTitle, availableQuantity(line.variant)),
    };
  }
  const pricing = await loadVariantPricing([line.variant.id], organisationOfCartSql(cartId));
  const unitPriceCents = snapshotForQuantity(withPricing(line.variant, pricing), line, quantity);
  await prisma.cartLine.updateMany({ where: { id: lineId, cartId }, data: { quantity, unitPriceCents } });
  await touchCart(cartId);
  return {
    ok: true,
    cartId,
    message: { title: "Cart updated", description: `${line.productTitle}: quantity ${quantity}.` },
  };
}

export async function removeCartLine(cartId: string, lineId: string): Promise<CartResult> {
  const line = await prisma.cartLine.findFirst({ where: { id: lineId, cartId }, select: { productTitle: true } });
  if (!line) return { ok: true, cartId };
  await prisma.cartLine.deleteMany({ where: { id: lineId, cartId } });
  await touchCart(cartId);
  return {
    ok: true,
    cartId,
    message: { title: "Removed from cart", description: `${line.productTitle} has been removed from your cart.` },
  };
}

export async function clearCart(cartId: string): Promise<CartResult> {
  await prisma.cartLine.deleteMany({ where: { cartId } });
  await touchCart(cartId);
  return { ok: true, cartId, message: { title: "Cart cleared", description: "Your cart is now empty." } };
}

/** Empties a cart inside a caller's transaction (payment confirmed). */
export async function emptyCart(tx: Tx, cartId: string): Promise<void> {
  await tx.cartLine.deleteMany({ where: { cartId } });
}

async function touchCart(cartId: string) {
  await prisma.cart.updateMany({ where: { id: cartId }, data: { updatedAt: new Date() } });
}

/**
 * Runs one parsed cart intent for this request's visitor. An add is attributed (ADR 030) to the form's `ref` (Add
 * to Cart in a live room) or else the one this browser remembers for the product, once checked.
 */
export async function applyCartIntent(
  request: Request,
  action: CartIntent,
  { ref = null, cartToken = null }: { ref?: FormDataEntryValue | null; cartToken?: FormDataEntryValue | null } = {},
): Promise<{ result: CartResult; setCookie: string | null }> {
  const { cartId, setCookie } = await resolveCart(request, {
    create: action.intent === "add",
    formToken: typeof cartToken === "string" ? cartToken : null,
  });
  if (!cartId) {
    // Nothing to change: an empty cart stays empty.
    return { result: { ok: true, cartId: null }, setCookie };
  }
  switch (action.intent) {
    case "add":
      return {
        result: await addToCart(cartId, action.variantId, action.quantity, undefined, (productId) =>
          attributionFor(request, productId, parseRef(ref)),
        ),
        setCookie,
      };
    case "update":
      return { result: await updateCartLine(cartId, action.lineId, action.quantity), setCookie };
    case "remove":
      return { result: await removeCartLine(cartId, action.lineId), setCookie };
    case "clear":
      return { result: await clearCart(cartId), setCookie };
  }
}

// ── Login: the anonymous cart joins the user's cart ──

/**
 * Merges the anonymous cart into the user's cart (same variant → quantities add, capped by stock) and
 * returns the id of the cart the browser should hold from now on. Without a user cart, the anonymous
 * cart simply becomes the user's. Safe to call with an unknown or foreign cart id (returns the user's).
 */
export async function mergeAnonymousCartIntoUser(anonymousCartId: string, userId: string): Promise<string | null> {
  return prisma.$transaction(async (tx) => {
    const anonymous = await tx.cart.findUnique({ where: { id: anonymousCartId }, select: { id: true, userId: true } });
    const userCart = await tx.cart.findFirst({
      where: { userId },
      orderBy: { updatedAt: "desc" },
      select: { id: true },
    });
    if (!anonymous || (anonymous.userId !== null && anonymous.userId !== userId)) return userCart?.id ?? null;
    if (anonymous.userId === userId || !userCart || userCart.id === anonymous.id) {
      await tx.cart.update({ where: { id: anonymous.id }, data: { userId } });
      return anonymous.id;
    }
    const lineSelect = {
      id: true,
      variantId: true,
      quantity: true,
      variant: {
        select: { manageInventory: true, inventoryQuantity: true, reservedQuantity: true, allowBackorder: true },
      },
    } as const;
    const [userLines, anonymousLines] = await Promise.all([
      tx.cartLine.findMany({ where: { cartId: userCart.id }, select: lineSelect }),
      tx.cartLine.findMany({ where: { cartId: anonymous.id }, select: lineSelect }),
    ]);
    const stock = new Map([...userLines, ...anonymousLines].map((l) => [l.variantId, orderableQuantity(l.variant)]));
    const plan = planCartMerge(userLines, anonymousLines, (variantId) => stock.get(variantId) ?? 0);
    for (const update of plan.updates) {
      await tx.cartLine.update({ where: { id: update.id }, data: { quantity: update.quantity } });
    }
    for (const move of plan.moves) {
      await tx.cartLine.update({ where: { id: move.id }, data: { cartId: userCart.id, quantity: move.quantity } });
    }
    await tx.cart.delete({ where: { id: anonymous.id } });
    await tx.cart.update({ where: { id: userCart.id }, data: { updatedAt: new Date() } });
    return userCart.id;
  });
}

/** Prisma's unique-constraint error (P2002), however it was wrapped (duck-typed: module instances differ in tests). */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}
