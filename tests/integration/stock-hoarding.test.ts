// Stock hoarding (issue 15 item 4): one anonymous address cannot hold a product's whole stock with a few
// unpaid checkouts; a cart holds one open order; the hold is RESERVATION_MINUTES (default 15).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "~/generated/prisma/client";
import { addToCart, getCartView } from "~/modules/cart/cart.server";
import { checkoutCart, type CheckoutInput } from "~/modules/checkout/checkout.server";
import { TestGatewayProvider } from "~/modules/payments/test-gateway.server";
import { action as checkoutAction } from "~/routes/checkout";
import { prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import {
  cartCookie,
  createProduct,
  deleteCreatedProducts,
  formRequest,
  getRequest,
  onPglite,
  runConcurrently,
  secondPool,
} from "./store.support";
import { SHIPPING_FORM } from "./shipping.support";

const testGateway = new TestGatewayProvider();
let pool2: PrismaClient;
let pglite = false;
beforeAll(async () => {
  pool2 = secondPool();
  pglite = await onPglite();
});
afterAll(async () => {
  await pool2.$disconnect();
  await deleteCreatedProducts();
});

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

  it("six concurrent checkouts from one address (two app instances): never more than OPEN_CHECKOUTS_PER_ADDRESS open", async () => {
    const { variantIds } = await createProduct({
      variants: [{ priceInCents: 500, manageInventory: true, inventoryQuantity: 100 }],
    });
    const [v] = variantIds;
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
    const carts = await Promise.all(Array.from({ length: 6 }, () => cartWith(v, 5)));
    const results = await runConcurrently(
      carts.map(
        (cartId, i) => () =>
          checkoutCart(input(cartId, address), { provider: testGateway, db: i % 2 ? pool2 : prisma }),
      ),
      pglite,
    );
    const kinds = results.map((r) => (r.status === "fulfilled" ? r.value.kind : "rejected"));
    expect(env().OPEN_CHECKOUTS_PER_ADDRESS).toBe(2);
    expect(kinds.filter((k) => k === "redirect")).toHaveLength(2);
    expect(kinds.filter((k) => k === "too-many-open")).toHaveLength(4);
    expect(await prisma.order.count({ where: { clientAddress: address, status: "pending" } })).toBe(2);
    expect(await available(v)).toBe(90);
  });

  it("one address holds at most MAX_RESERVED_UNITS_PER_ADDRESS units of an item, across its checkouts", async () => {
    const limit = env().MAX_RESERVED_UNITS_PER_ADDRESS;
    expect(limit).toBe(100);
    const { variantIds } = await createProduct({
      title: `Hoardable ${Date.now()}`,
      variants: [{ priceInCents: 500, manageInventory: true, inventoryQuantity: 500 }],
    });
    const [v] = variantIds;
    const address = "198.51.100.77";
    const first = await checkoutCart(input(await cartWith(v, 60), address), { provider: testGateway });
    expect(first.kind).toBe("redirect");
    const second = await checkoutCart(input(await cartWith(v, 60), address), { provider: testGateway });
    expect(second).toEqual({
      kind: "too-many-units",
      message: expect.stringMatching(
        /^You already hold 60 of Hoardable \d+ in unpaid checkouts; one buyer may reserve at most 100 units of an item at a time\./,
      ),
    });
    // 40 more is within the cap; one cart of more than the cap is refused outright.
    expect((await checkoutCart(input(await cartWith(v, 40), address), { provider: testGateway })).kind).toBe(
      "redirect",
    );
    const big = await checkoutCart(input(await cartWith(v, limit + 1), "198.51.100.78"), { provider: testGateway });
    expect(big).toMatchObject({ kind: "too-many-units", message: /at most 100 units of Hoardable/ });
    // Another address is not affected.
    expect((await checkoutCart(input(await cartWith(v, 60), "198.51.100.79"), { provider: testGateway })).kind).toBe(
      "redirect",
    );
    expect(await available(v)).toBe(500 - 60 - 40 - 60);
  });

  it("the checkout rate limit answers HTTP 429 with a clear message and a way back to the cart", async () => {
    const { variantIds } = await createProduct({ variants: [{ priceInCents: 500 }] });
    const cartId = await cartWith(variantIds[0], 1);
    const cookie = await cartCookie(cartId);
    const key = (await getCartView(getRequest("/cart", cookie))).checkoutKey!;
    const context = { cspNonce: "", clientIp: `192.0.2.${Math.floor(Math.random() * 200) + 20}` };
    let last: Response | undefined;
    for (let i = 0; i < 31; i++) {
      last = (await checkoutAction({
        request: formRequest("/checkout", { ...SHIPPING_FORM, idempotencyKey: key, redirectTo: "/cart" }, cookie),
        params: {},
        context,
      })) as Response;
    }
    const page = last as unknown as { data: { title: string; message: string; back: string }; init: ResponseInit };
    expect(page.init.status).toBe(429);
    expect(new Headers(page.init.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(page.data).toEqual({
      title: "Checkout Error",
      message: expect.stringMatching(/^Too many checkout attempts\. Please try again in \d+ minutes?\.$/),
      back: "/cart",
    });
  });
});
