// Stock hoarding (issue 15 item 4): one anonymous address cannot hold a product's whole stock with a few
// unpaid checkouts; a cart holds one open order; the hold is RESERVATION_MINUTES (default 15).
import { afterAll, describe, expect, it } from "vitest";
import { addToCart } from "~/modules/cart/cart.server";
import { checkoutCart, type CheckoutInput } from "~/modules/checkout/checkout.server";
import { TestGatewayProvider } from "~/modules/payments/test-gateway.server";
import { prisma } from "~/utils/db.server";
import { createProduct, deleteCreatedProducts } from "./store.support";

const testGateway = new TestGatewayProvider();
afterAll(deleteCreatedProducts);

function input(cartId: string, clientAddress: string): CheckoutInput {
  return {
    cartId,
    clientAddress,
    userId: null,
    email: null,
    currency: null,
    origin: "http://localhost",
    cancelPath: "/cart",
    locale: "en",
  };
}

async function cartWith(variantId: string, quantity: number) {
  const cart = await prisma.cart.create({ data: {}, select: { id: true } });
  expect((await addToCart(cart.id, variantId, quantity)).ok).toBe(true);
  return cart.id;
}

async function available(variantId: string) {
  const v = await prisma.variant.findUniqueOrThrow({
    where: { id: variantId },
    select: { inventoryQuantity: true, reservedQuantity: true },
  });
  return v.inventoryQuantity - v.reservedQuantity;
}

describe("stock hoarding", () => {
  it("three unpaid checkouts of 50 from one address: the third is refused and the next buyer can still buy", async () => {
    const { variantIds } = await createProduct({
      variants: [{ priceInCents: 500, manageInventory: true, inventoryQuantity: 150 }],
    });
    const [v] = variantIds;
    const hoarder = "203.0.113.9";
    const outcomes = [];
    for (let i = 0; i < 3; i++)
      outcomes.push(await checkoutCart(input(await cartWith(v, 50), hoarder), { provider: testGateway }));
    expect(outcomes.map((o) => o.kind)).toEqual(["redirect", "redirect", "too-many-open"]);
    console.info(`[hoarding] one address holds ${150 - (await available(v))} of 150 units`);
    expect(await available(v)).toBe(50);
    const buyer = await checkoutCart(input(await cartWith(v, 50), "198.51.100.7"), { provider: testGateway });
    expect(buyer.kind).toBe("redirect");
  });

  it("a cart holds one open order: checking out changed contents releases the earlier reservation", async () => {
    const { variantIds } = await createProduct({
      variants: [{ priceInCents: 500, manageInventory: true, inventoryQuantity: 100 }],
    });
    const [v] = variantIds;
    const cartId = await cartWith(v, 40);
    expect((await checkoutCart(input(cartId, "192.0.2.1"), { provider: testGateway })).kind).toBe("redirect");
    await addToCart(cartId, v, 10);
    expect((await checkoutCart(input(cartId, "192.0.2.1"), { provider: testGateway })).kind).toBe("redirect");
    expect(await available(v)).toBe(50);
    expect(await prisma.order.count({ where: { cartId, status: "pending" } })).toBe(1);
  });

  it("the hold lasts RESERVATION_MINUTES (default 15 minutes)", async () => {
    const { variantIds } = await createProduct({
      variants: [{ priceInCents: 500, manageInventory: true, inventoryQuantity: 5 }],
    });
    const cartId = await cartWith(variantIds[0], 1);
    const now = new Date();
    const outcome = await checkoutCart(input(cartId, "192.0.2.2"), { provider: testGateway, now });
    if (outcome.kind !== "redirect") throw new Error(outcome.kind);
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: outcome.orderId },
      select: { reservedUntil: true },
    });
    expect(order.reservedUntil!.getTime() - now.getTime()).toBe(15 * 60_000);
  });
});
