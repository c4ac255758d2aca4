// Money races (issue 15 items 2 and 3, ADR 010): a paid provider session always ends as a paid order,
// even when the buyer's "cancel" arrives at the same moment; one cart rendered in two tabs is one order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "~/generated/prisma/client";
import { addToCart, getCartView } from "~/modules/cart/cart.server";
import { cancelCheckout, checkoutCart } from "~/modules/checkout/checkout.server";
import { submitTestPayment } from "~/modules/payments/test-gateway-page.server";
import { buildTestEvent, signTestPayload, TestGatewayProvider } from "~/modules/payments/test-gateway.server";
import { handleWebhook } from "~/modules/payments/webhooks.server";
import { action as checkoutAction } from "~/routes/checkout";
import { prisma } from "~/utils/db.server";
import {
  cartCookie,
  createProduct,
  deleteCreatedProducts,
  formRequest,
  getRequest,
  onPglite,
  secondPool,
} from "./store.support";

const testGateway = new TestGatewayProvider();
const TRIALS = 24;
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

/** A cart with one unit of a product that has one in stock, checked out: the order and its session. */
async function checkedOutCart() {
  const product = await createProduct({
    variants: [{ priceInCents: 1_000, manageInventory: true, inventoryQuantity: 1 }],
  });
  const cart = await prisma.cart.create({ data: {}, select: { id: true } });
  expect((await addToCart(cart.id, product.variantIds[0], 1)).ok).toBe(true);
  const outcome = await checkoutCart(
    {
      cartId: cart.id,
      userId: null,
      email: null,
      currency: null,
      origin: "http://localhost",
      cancelPath: "/cart",
      locale: "en",
    },
    { provider: testGateway },
  );
  if (outcome.kind !== "redirect") throw new Error(`checkout failed: ${outcome.kind}`);
  const session = await prisma.paymentSession.findFirstOrThrow({
    where: { orderId: outcome.orderId },
    select: { externalId: true },
  });
  return { cartId: cart.id, orderId: outcome.orderId, sessionId: session.externalId, variantId: product.variantIds[0] };
}

function completedEvent(sessionId: string) {
  const payload = JSON.stringify(buildTestEvent("checkout.session.completed", sessionId, "buyer@example.com"));
  return handleWebhook("test", payload, signTestPayload(payload));
}

describe("a paid session racing a cancel", () => {
  it(`${TRIALS} concurrent trials of a signed checkout.session.completed against /checkout?cancelled=<order>: 0 payments lost`, async (test) => {
    if (pglite) test.skip();
    const trials = await Promise.all(Array.from({ length: TRIALS }, () => checkedOutCart()));
    const results = await Promise.all(
      trials.map(async (trial) => {
        const [webhook] = await Promise.all([
          completedEvent(trial.sessionId),
          cancelCheckout(trial.orderId, trial.cartId, pool2),
        ]);
        // The provider stops retrying only on a 2xx: from then on the money is taken.
        const acknowledged = webhook.status === 200;
        const order = await prisma.order.findUniqueOrThrow({ where: { id: trial.orderId }, select: { status: true } });
        const stock = await prisma.variant.findUniqueOrThrow({
          where: { id: trial.variantId },
          select: { inventoryQuantity: true, reservedQuantity: true },
        });
        return { acknowledged, status: order.status, stock };
      }),
    );
    const lost = results.filter((r) => r.acknowledged && r.status !== "paid").length;
    console.info(
      `[payment race] ${TRIALS} trials: ${lost} paid sessions lost, ${results.filter((r) => r.status === "paid").length} paid orders`,
    );
    expect(lost).toBe(0);
    // Every acknowledged payment took its unit; none is left reserved.
    for (const r of results)
      if (r.status === "paid") expect(r.stock).toEqual({ inventoryQuantity: 0, reservedQuantity: 0 });
  });

  it(`${TRIALS} concurrent trials of the test gateway's pay and cancel: /success only for a paid order`, async (test) => {
    if (pglite) test.skip();
    const trials = await Promise.all(Array.from({ length: TRIALS }, () => checkedOutCart()));
    const pay = (sessionId: string, intent: "pay" | "cancel") => {
      const form = new FormData();
      form.set("intent", intent);
      form.set("cardNumber", "4242 4242 4242 4242");
      form.set("expiry", "12/40");
      form.set("cvc", "123");
      return submitTestPayment(
        new Request(`http://localhost/pay/${sessionId}?cancel=%2Fcart`, { method: "POST" }),
        sessionId,
        form,
      );
    };
    const results = await Promise.all(
      trials.map(async (trial) => {
        const [paid] = await Promise.all([pay(trial.sessionId, "pay"), pay(trial.sessionId, "cancel")]);
        const order = await prisma.order.findUniqueOrThrow({ where: { id: trial.orderId }, select: { status: true } });
        return { success: paid.kind === "redirect" && paid.to.startsWith("/success"), status: order.status };
      }),
    );
    const lost = results.filter((r) => r.success && r.status !== "paid").length;
    console.info(`[test gateway race] ${TRIALS} trials: ${lost} /success pages for an unpaid order`);
    expect(lost).toBe(0);
  });
});

describe("one cart, one open order", () => {
  it("the cart rendered in two tabs gives one key; both tabs' checkouts lead to one order and one payment session", async () => {
    const product = await createProduct({
      variants: [{ priceInCents: 3_000, manageInventory: true, inventoryQuantity: 5 }],
    });
    const cart = await prisma.cart.create({ data: {}, select: { id: true } });
    await addToCart(cart.id, product.variantIds[0], 1);
    const cookie = await cartCookie(cart.id);
    const [tab1, tab2] = await Promise.all([
      getCartView(getRequest("/cart", cookie)),
      getCartView(getRequest("/cart", cookie)),
    ]);
    expect(tab1.checkoutKey).toBe(tab2.checkoutKey);
    const submit = (key: string) =>
      checkoutAction({
        request: formRequest("/checkout", { idempotencyKey: key, redirectTo: "/cart" }, cookie),
        params: {},
        context: { cspNonce: "" },
      }) as Promise<Response>;
    const [a, b] = await Promise.all([submit(tab1.checkoutKey!), submit(tab2.checkoutKey!)]);
    expect(a.headers.get("Location")).toMatch(/\/pay\/tgs_/);
    expect(b.headers.get("Location")).toBe(a.headers.get("Location"));
    const orders = await prisma.order.findMany({
      where: { cartId: cart.id },
      select: { payments: { select: { id: true } } },
    });
    expect(orders).toHaveLength(1);
    expect(orders[0].payments).toHaveLength(1);
    expect(
      await prisma.variant.findUniqueOrThrow({
        where: { id: product.variantIds[0] },
        select: { reservedQuantity: true },
      }),
    ).toEqual({ reservedQuantity: 1 });

    // A changed cart is a new checkout; a stale tab's key is refused rather than charged for other contents.
    await addToCart(cart.id, product.variantIds[0], 1);
    const stale = await submit(tab1.checkoutKey!);
    expect(stale.headers.get("Location")).toBe("/cart");
    // After a cancel, the same contents can be checked out again.
    const order = await prisma.order.findFirstOrThrow({ where: { cartId: cart.id }, select: { id: true } });
    await cancelCheckout(order.id, cart.id);
    const fresh = (await getCartView(getRequest("/cart", cookie))).checkoutKey!;
    expect((await submit(fresh)).headers.get("Location")).toMatch(/\/pay\/tgs_/);
    expect(await prisma.order.count({ where: { cartId: cart.id, status: "pending" } })).toBe(1);
  });
});

describe("lost cart lines", () => {
  it("/success removes only the paid lines: another currency's line and a line added during payment stay", async () => {
    const usd = await createProduct({
      variants: [{ priceInCents: 1_000, manageInventory: true, inventoryQuantity: 10 }],
    });
    const eur = await createProduct({ variants: [{ priceInCents: 2_000, currencyCode: "eur" }] });
    const later = await createProduct({ variants: [{ priceInCents: 3_000 }] });
    const cart = await prisma.cart.create({ data: {}, select: { id: true } });
    await addToCart(cart.id, usd.variantIds[0], 2);
    await addToCart(cart.id, eur.variantIds[0], 1);
    const outcome = await checkoutCart(
      {
        cartId: cart.id,
        userId: null,
        email: null,
        currency: "usd",
        origin: "http://localhost",
        cancelPath: "/cart",
        locale: "en",
      },
      { provider: testGateway },
    );
    if (outcome.kind !== "redirect") throw new Error(outcome.kind);
    // While the buyer is on the payment page, another tab adds a product and one more unit of the paid one.
    await addToCart(cart.id, later.variantIds[0], 1);
    await addToCart(cart.id, usd.variantIds[0], 1);
    const session = await prisma.paymentSession.findFirstOrThrow({
      where: { orderId: outcome.orderId },
      select: { externalId: true },
    });
    expect((await completedEvent(session.externalId)).status).toBe(200);
    const { loader: successLoader } = await import("~/routes/success");
    await successLoader({
      request: getRequest(`/success?session_id=${session.externalId}`, await cartCookie(cart.id)),
      params: {},
      context: { cspNonce: "" },
    });
    const left = await prisma.cartLine.findMany({
      where: { cartId: cart.id },
      select: { variantId: true, quantity: true },
      orderBy: { variantId: "asc" },
    });
    expect(left).toEqual(
      [
        { variantId: usd.variantIds[0], quantity: 1 },
        { variantId: eur.variantIds[0], quantity: 1 },
        { variantId: later.variantIds[0], quantity: 1 },
      ].sort((a, b) => (a.variantId < b.variantId ? -1 : 1)),
    );
  });
});
