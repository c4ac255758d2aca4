// Quote reuse (issue 15 item 5): a quote is consumed by the order that uses it, up to its quantity; an
// order that ends unpaid gives it back; the brand's quote page lists the orders that used it.
import { afterAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "~/generated/prisma/client";
import { addToCart } from "~/modules/cart/cart.server";
import { cancelCheckout, checkoutCart } from "~/modules/checkout/checkout.server";
import { TestGatewayProvider } from "~/modules/payments/test-gateway.server";
import { ordersUsingQuote } from "~/modules/quotes/quotes.server";
import { prisma } from "~/utils/db.server";
import { createProduct, deleteCreatedProducts, onPglite, runConcurrently, secondPool, uid } from "./store.support";

const testGateway = new TestGatewayProvider();
let pool2: PrismaClient | null = null;
afterAll(async () => {
  await pool2?.$disconnect();
  await deleteCreatedProducts();
});

async function quotedCart(quote: { id: string; variantId: string; unitPriceCents: number; quantity: number }) {
  const cart = await prisma.cart.create({ data: {}, select: { id: true } });
  const added = await addToCart(cart.id, quote.variantId, quote.quantity, {
    quoteId: quote.id,
    unitPriceCents: quote.unitPriceCents,
  });
  expect(added.ok).toBe(true);
  return cart.id;
}

describe("quote consumption", () => {
  it("a 10-unit quote bought from 6 carts at once: one order at the quoted price, the others not", async () => {
    pool2 = secondPool();
    const pglite = await onPglite();
    const { id: productId, variantIds } = await createProduct({
      variants: [{ priceInCents: 10_000, manageInventory: true, inventoryQuantity: 500 }],
    });
    const buyer = await prisma.user.create({ data: { email: `${uid("quote-buyer")}@example.com`, passwordHash: "x" } });
    const quote = await prisma.quoteRequest.create({
      data: {
        buyerId: buyer.id,
        productId,
        variantId: variantIds[0],
        quantity: 10,
        status: "answered",
        unitPriceCents: 5_000,
        currencyCode: "usd",
        validUntil: new Date(Date.now() + 86_400_000),
      },
      select: { id: true, variantId: true, unitPriceCents: true, quantity: true },
    });
    const typed = { ...quote, unitPriceCents: quote.unitPriceCents! };
    const carts = await Promise.all(Array.from({ length: 6 }, () => quotedCart(typed)));
    const outcomes = await runConcurrently(
      carts.map(
        (cartId, i) => () =>
          checkoutCart(
            {
              cartId,
              userId: buyer.id,
              email: null,
              currency: null,
              origin: "http://localhost",
              cancelPath: "/cart",
              locale: "en",
            },
            { provider: testGateway, db: i % 2 ? pool2! : prisma },
          ),
      ),
      pglite,
    );
    expect(outcomes.every((o) => o.status === "fulfilled")).toBe(true);
    const atQuote = await prisma.orderLine.findMany({
      where: { variantId: variantIds[0], unitPriceCents: 5_000, order: { status: "pending" } },
      select: { quoteId: true, order: { select: { id: true, number: true, cartId: true } } },
    });
    console.info(`[quote reuse] orders at the quoted price from 6 carts: ${atQuote.length}`);
    expect(atQuote).toHaveLength(1);
    expect(atQuote[0].quoteId).toBe(quote.id);
    expect(
      (await prisma.quoteRequest.findUniqueOrThrow({ where: { id: quote.id }, select: { orderedQuantity: true } }))
        .orderedQuantity,
    ).toBe(10);

    // The brand sees which order used it.
    expect((await ordersUsingQuote(quote.id)).map((o) => o.number)).toEqual([atQuote[0].order.number]);

    // Cancelled, the quote is free again for the buyer's next checkout.
    await cancelCheckout(atQuote[0].order.id, atQuote[0].order.cartId);
    expect(
      (await prisma.quoteRequest.findUniqueOrThrow({ where: { id: quote.id }, select: { orderedQuantity: true } }))
        .orderedQuantity,
    ).toBe(0);
    expect(await ordersUsingQuote(quote.id)).toEqual([]);
  });
});
