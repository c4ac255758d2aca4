// Money races (issue 15 items 2 and 3, ADR 010): a paid provider session always ends as a paid order,
// even when the buyer's "cancel" arrives at the same moment; one cart rendered in two tabs is one order.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "~/generated/prisma/client";
import { StripeProvider } from "~/modules/payments/stripe.server";
import { readToast } from "~/utils/cookies.server";
import { loader as checkoutLoader } from "~/routes/checkout";
import { startFakeStripe } from "../fakes/stripe-server";
import { addToCart, getCartView } from "~/modules/cart/cart.server";
import { cancelCheckout, checkoutCart } from "~/modules/checkout/checkout.server";
import { submitTestPayment } from "~/modules/payments/test-gateway-page.server";
import {
  buildTestEvent,
  signTestPayload,
  TestGatewayProvider,
  testGatewayRefunds,
} from "~/modules/payments/test-gateway.server";
import { handleWebhook } from "~/modules/payments/webhooks.server";
import { action as checkoutAction } from "~/routes/checkout";
import { prisma } from "~/utils/db.server";
import {
  cartCookie,
  cookieFrom,
  createProduct,
  deleteCreatedProducts,
  formRequest,
  getRequest,
  onPglite,
  runConcurrently,
  secondPool,
} from "./store.support";
import { SHIPPING_FORM } from "./shipping.support";
import { routeArgs } from "../setup/route-args";

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

/** The buyer's browser coming back from the hosted page's "cancel" link: GET /checkout?cancelled=<order>. */
async function cancelThroughLoader(orderId: string, cartId: string) {
  const response = (await checkoutLoader(
    routeArgs({
      request: getRequest(`/checkout?cancelled=${orderId}&redirectTo=%2Fcart`, await cartCookie(cartId)),
      params: {},
    }),
  )) as Response;
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { toast } = await readToast(getRequest("/", cookies));
  return { location: response.headers.get("Location"), toast };
}

function completedEvent(sessionId: string) {
  const payload = JSON.stringify(buildTestEvent("checkout.session.completed", sessionId, "buyer@example.com"));
  return handleWebhook("test", payload, signTestPayload(payload));
}

/** What the provider does after the race: it redelivers an event that was not acknowledged (a 2xx), a few times. */
async function redeliverUntilAcknowledged(sessionId: string, first: { status: number }) {
  let outcome = first;
  for (let attempt = 0; outcome.status !== 200 && attempt < 5; attempt++) outcome = await completedEvent(sessionId);
  return outcome.status === 200;
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
        const acknowledged = await redeliverUntilAcknowledged(trial.sessionId, webhook);
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
    // Every payment is acknowledged (after the provider's redeliveries) and every one ended as a paid order: the
    // unit was released by the cancel at most, never sold elsewhere, so nothing is refunded.
    expect(results.filter((r) => r.acknowledged)).toHaveLength(TRIALS);
    expect(results.filter((r) => r.status === "paid")).toHaveLength(TRIALS);
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
    const successes = results.filter((r) => r.success).length;
    const paidOrders = results.filter((r) => r.status === "paid").length;
    console.info(
      `[test gateway race] ${TRIALS} trials: ${successes} /success pages, ${paidOrders} paid orders, ${lost} /success pages for an unpaid order`,
    );
    expect(lost).toBe(0);
    // The payments that went through are paid orders, one each (and some do go through).
    expect(successes).toBeGreaterThan(0);
    expect(paidOrders).toBe(successes);
  });
});

describe("a payment racing the /checkout?cancelled page (issue 15 #2)", () => {
  it(`${TRIALS} concurrent trials through the route loader: 0 payments lost, and the page says what happened`, async (test) => {
    if (pglite) test.skip();
    const trials = await Promise.all(Array.from({ length: TRIALS }, () => checkedOutCart()));
    const results = await Promise.all(
      trials.map(async (trial) => {
        const [webhook, page] = await Promise.all([
          completedEvent(trial.sessionId),
          cancelThroughLoader(trial.orderId, trial.cartId),
        ]);
        const acknowledged = await redeliverUntilAcknowledged(trial.sessionId, webhook);
        const order = await prisma.order.findUniqueOrThrow({ where: { id: trial.orderId }, select: { status: true } });
        return { acknowledged, status: order.status, page };
      }),
    );
    const lost = results.filter((r) => r.acknowledged && r.status !== "paid" && r.status !== "refunded").length;
    console.info(
      `[payment race, loader] ${TRIALS} trials: ${lost} lost; pages: ${JSON.stringify(
        results.reduce<Record<string, number>>(
          (n, r) => ({ ...n, [r.page.toast?.title ?? "-"]: (n[r.page.toast?.title ?? "-"] ?? 0) + 1 }),
          {},
        ),
      )}`,
    );
    expect(lost).toBe(0);
    // Every payment is acknowledged and ends as a paid order (its unit was never sold elsewhere).
    expect(results.filter((r) => r.acknowledged)).toHaveLength(TRIALS);
    expect(results.filter((r) => r.status === "paid")).toHaveLength(TRIALS);
    for (const r of results) {
      expect(["Checkout cancelled", "Payment received"]).toContain(r.page.toast?.title);
      // "Payment received" only for a paid order, and then the page is the order's success page.
      if (r.page.toast?.title === "Payment received") {
        expect(r.status).toBe("paid");
        expect(r.page.location).toMatch(/^\/success\?session_id=tgs_/);
      }
    }
  });

  it("a cancel after the payment says the payment went through, never 'No payment was taken'", async () => {
    const trial = await checkedOutCart();
    expect((await completedEvent(trial.sessionId)).status).toBe(200);
    const page = await cancelThroughLoader(trial.orderId, trial.cartId);
    expect(page.toast).toMatchObject({ title: "Payment received" });
    expect(page.toast?.description).not.toMatch(/No payment was taken/);
    expect(page.location).toBe(`/success?session_id=${trial.sessionId}`);
    expect((await prisma.order.findUniqueOrThrow({ where: { id: trial.orderId } })).status).toBe("paid");
  });

  it("a payment that arrives after its stock was sold elsewhere is refunded through the provider, recorded and e-mailed", async () => {
    const trial = await checkedOutCart();
    const cancelled = await cancelThroughLoader(trial.orderId, trial.cartId);
    expect(cancelled.toast).toMatchObject({ title: "Checkout cancelled", description: /No payment was taken/ });
    expect(cancelled.location).toBe("/cart");
    // Another buyer takes the last unit while this buyer's hosted page is still open.
    await prisma.variant.update({ where: { id: trial.variantId }, data: { inventoryQuantity: 0 } });
    const late = await completedEvent(trial.sessionId);
    expect(late).toMatchObject({ status: 200, result: "applied", paid: false });
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: trial.orderId },
      select: { status: true, number: true, totalCents: true, paidAt: true, refundedCents: true, refunds: true },
    });
    expect(order.refunds).toHaveLength(1);
    expect(order.refundedCents).toBe(1_000);
    const refund = order.refunds[0];
    expect(order.status).toBe("refunded");
    expect(order.paidAt).not.toBeNull();
    expect(refund).toMatchObject({
      provider: "test",
      kind: "late-payment",
      sessionId: trial.sessionId,
      amountCents: 1_000,
      currencyCode: "usd",
      status: "succeeded",
      externalId: expect.stringMatching(/^tgr_/),
    });
    // The test gateway recorded exactly one refund of the full amount for this session.
    const made = testGatewayRefunds().filter((r) => r.sessionExternalId === trial.sessionId);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amountCents: 1_000, currencyCode: "usd", refundId: refund.externalId });
    // No stock was taken; the line stays in the cart; the buyer is told.
    expect(
      await prisma.variant.findUniqueOrThrow({
        where: { id: trial.variantId },
        select: { inventoryQuantity: true, reservedQuantity: true },
      }),
    ).toEqual({ inventoryQuantity: 0, reservedQuantity: 0 });
    expect(await prisma.cartLine.count({ where: { cartId: trial.cartId } })).toBe(1);
    const mails = await prisma.emailMessage.findMany({
      where: { to: "buyer@example.com", subject: `Your LabMarket order #${order.number} was refunded` },
      select: { text: true },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/refunded the full \$10\.00/);
    // A redelivery, the success page and the cancel page change nothing and refund nothing more.
    expect((await completedEvent(trial.sessionId)).status).toBe(200);
    const { loadSuccessView } = await import("~/modules/orders/success.server");
    expect(await loadSuccessView(getRequest(`/success?session_id=${trial.sessionId}`))).toMatchObject({
      state: "refunded",
      number: order.number,
    });
    expect((await cancelThroughLoader(trial.orderId, trial.cartId)).toast).toMatchObject({ title: "Payment refunded" });
    expect(testGatewayRefunds().filter((r) => r.sessionExternalId === trial.sessionId)).toHaveLength(1);
  });

  it("Stripe refunds the session's payment intent (refunds.create), once per idempotency key", async () => {
    const fake = await startFakeStripe();
    try {
      const stripe = new StripeProvider("sk_test_fake", "whsec_test", fake.url);
      const session = await stripe.createSession({
        orderId: "order_refund_test",
        orderNumber: 1,
        currencyCode: "usd",
        lines: [{ name: "Pipette", unitAmountCents: 2_500, quantity: 2 }],
        customerEmail: null,
        successUrl: "http://localhost/success?session_id={CHECKOUT_SESSION_ID}",
        cancelUrl: "http://localhost/checkout?cancelled=order_refund_test",
        locale: "en",
        expiresAt: new Date(Date.now() + 40 * 60_000),
        idempotencyKey: "checkout-order_refund_test",
      });
      fake.completeSession(session.externalId);
      const input = {
        sessionExternalId: session.externalId,
        amountCents: 5_000,
        currencyCode: "usd",
        reason: "sold out",
        idempotencyKey: "refund-order_refund_test",
      };
      const first = await stripe.refundSession(input);
      const again = await stripe.refundSession(input);
      expect(again.refundId).toBe(first.refundId);
      expect(fake.refunds).toEqual([
        expect.objectContaining({
          id: first.refundId,
          payment_intent: fake.sessions.get(session.externalId)!.payment_intent,
          amount: 5_000,
        }),
      ]);
    } finally {
      await fake.close();
    }
  });
});

describe("one cart, one open order", () => {
  it("two checkouts of different contents of the same cart at once: one payable order (issue 15 #3)", async () => {
    const usd = await createProduct({
      variants: [{ priceInCents: 1_000, manageInventory: true, inventoryQuantity: 10 }],
    });
    const eur = await createProduct({
      variants: [{ priceInCents: 2_000, currencyCode: "eur", manageInventory: true, inventoryQuantity: 10 }],
    });
    const cart = await prisma.cart.create({ data: {}, select: { id: true } });
    await addToCart(cart.id, usd.variantIds[0], 1);
    await addToCart(cart.id, eur.variantIds[0], 1);
    const checkout = (currency: string, db: PrismaClient) => () =>
      checkoutCart(
        {
          cartId: cart.id,
          userId: null,
          email: null,
          currency,
          origin: "http://localhost",
          cancelPath: "/cart",
          locale: "en",
        },
        { provider: testGateway, db },
      );
    const results = await runConcurrently([checkout("usd", prisma), checkout("eur", pool2)], pglite);
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    const orders = await prisma.order.findMany({
      where: { cartId: cart.id },
      select: { id: true, status: true, payments: { select: { status: true } } },
    });
    expect(orders).toHaveLength(2);
    const open = orders.filter((o) => o.status === "pending");
    expect(open).toHaveLength(1);
    // Only the open order can be paid: the other one's session (if it got one) is expired.
    const payable = orders.filter((o) => o.payments.some((p) => p.status === "open"));
    expect(payable.map((o) => o.id)).toEqual([open[0].id]);
    // Exactly the open order's units are reserved.
    const reserved = await prisma.variant.findMany({
      where: { id: { in: [usd.variantIds[0], eur.variantIds[0]] } },
      select: { reservedQuantity: true },
    });
    expect(reserved.reduce((sum, v) => sum + v.reservedQuantity, 0)).toBe(1);
    // And the database itself refuses a second pending order for the cart.
    await expect(
      prisma.order.create({
        data: {
          cartId: cart.id,
          idempotencyKey: `dup-${cart.id}`,
          status: "pending",
          currencyCode: "usd",
          totalCents: 1,
        },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
  });

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
      checkoutAction(
        routeArgs({
          request: formRequest("/checkout", { ...SHIPPING_FORM, idempotencyKey: key, redirectTo: "/cart" }, cookie),
          params: {},
        }),
      ) as Promise<Response>;
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
    await successLoader(
      routeArgs({
        request: getRequest(`/success?session_id=${session.externalId}`, await cartCookie(cart.id)),
        params: {},
      }),
    );
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

  it("two concurrent add-to-cart posts on a first visit (visitor token, no cart yet) land in one cart (issue 15 #6)", async () => {
    const a = await createProduct({ variants: [{ priceInCents: 1_000 }] });
    const b = await createProduct({ variants: [{ priceInCents: 2_000 }] });
    // What the first page view's inline script sets: a random token, before any cart exists.
    const visitor = `cart_visitor=${randomBytes(16).toString("hex")}`;
    const { action: cartAction } = await import("~/routes/cart");
    const add = (variantId: string) => () =>
      cartAction(
        routeArgs({
          request: formRequest("/cart", { intent: "add", variantId, quantity: "1", redirectTo: "/cart" }, visitor),
          params: {},
        }),
      ) as Promise<Response>;
    const results = await runConcurrently([add(a.variantIds[0]), add(b.variantIds[0])], pglite);
    const responses = results.map((r) => (r.status === "fulfilled" ? r.value : null));
    expect(responses.every((r) => r?.status === 303)).toBe(true);
    const cartCookies = responses.map((r) => cookieFrom(r!, "cart"));
    expect(cartCookies[0]).not.toBeNull();
    expect(cartCookies[1]).toBe(cartCookies[0]);
    const carts = await prisma.cart.findMany({
      where: { lines: { some: { variantId: { in: [a.variantIds[0], b.variantIds[0]] } } } },
      select: { id: true, lines: { select: { variantId: true } } },
    });
    expect(carts).toHaveLength(1);
    expect(carts[0].lines.map((l) => l.variantId).sort()).toEqual([a.variantIds[0], b.variantIds[0]].sort());
    // The browser then holds that cart's signed cookie; a made-up token cannot name somebody else's cart.
    expect((await getCartView(getRequest("/cart", cartCookies[0]!))).lines).toHaveLength(2);
    const other = await getCartView(getRequest("/cart", `cart_visitor=${randomBytes(16).toString("hex")}`));
    expect(other.lines).toHaveLength(0);
  });

  it("a signed-in buyer without a cart: three adds at once land in the account's one cart (issue 32 #7)", async () => {
    const { createMember } = await import("./people.support");
    const member = await createMember();
    const products = await Promise.all([1, 2, 3].map((i) => createProduct({ variants: [{ priceInCents: 900 + i }] })));
    const { action: cartAction } = await import("~/routes/cart");
    const results = await runConcurrently(
      products.map(
        (p) => () =>
          cartAction(
            routeArgs({
              request: formRequest(
                "/cart",
                { intent: "add", variantId: p.variantIds[0], quantity: "1", redirectTo: "/cart" },
                member.cookie,
              ),
              params: {},
            }),
          ) as Promise<Response>,
      ),
      pglite,
    );
    expect(results.map((r) => (r.status === "fulfilled" ? r.value.status : 0))).toEqual([303, 303, 303]);
    const carts = await prisma.cart.findMany({
      where: { userId: member.id },
      select: { _count: { select: { lines: true } } },
    });
    expect(carts).toEqual([{ _count: { lines: 3 } }]);
  });

  describe("first visit without JavaScript (issue 32 #7)", () => {
    type RootData = { cartToken?: string | null };
    /** The page as the visitor's browser gets it: its root data (the forms' cart token) and any cookie it sets. */
    async function page(nonce: string, cookie = "") {
      const { loader: rootLoader } = await import("~/root");
      const result = (await rootLoader(
        routeArgs({
          request: getRequest("/store", cookie),
          params: {},
          values: { cspNonce: nonce },
        }),
      )) as unknown as { data: RootData; init: ResponseInit | null };
      return { data: result.data, setCookies: new Headers(result.init?.headers ?? {}).getSetCookie() };
    }
    /** The fields of an add-to-cart form as AddToCartForm renders them on that page. */
    function addForm(data: RootData, variantId: string) {
      return {
        intent: "add",
        variantId,
        source: "card",
        redirectTo: "/store",
        quantity: "1",
        ...(data.cartToken ? { cartToken: data.cartToken } : {}),
      };
    }
    async function post(fields: Record<string, string>, cookie = "") {
      const { action: cartAction } = await import("~/routes/cart");
      return (await cartAction(
        routeArgs({
          request: formRequest("/cart", fields, cookie),
          params: {},
        }),
      )) as Response;
    }
    const nonce = () => randomBytes(16).toString("base64");

    it("six add-to-cart posts sent at once from one page, with no cookie at all, land in one cart", async () => {
      const products = await Promise.all(
        Array.from({ length: 6 }, (_, i) => createProduct({ variants: [{ priceInCents: 1_000 + i }] })),
      );
      const variantIds = products.map((p) => p.variantIds[0]);
      // The page a first visitor gets sets no cookie (so the few-seconds page cache of ADR 007 may keep it).
      const store = await page(nonce());
      expect(store.setCookies).toEqual([]);
      const results = await runConcurrently(
        variantIds.map((variantId) => () => post(addForm(store.data, variantId))),
        pglite,
      );
      const responses = results.map((r) => (r.status === "fulfilled" ? r.value : null));
      expect(responses.map((r) => r?.status)).toEqual(Array(6).fill(303));
      // Whichever answer the browser keeps, its cart cookie names the cart holding all six lines.
      const cookies = new Set(responses.map((r) => cookieFrom(r!, "cart")));
      expect(cookies.size).toBe(1);
      const [cookie] = [...cookies];
      expect((await getCartView(getRequest("/cart", cookie!))).lines.map((l) => l.variantId).sort()).toEqual(
        [...variantIds].sort(),
      );
      expect(await prisma.cart.count({ where: { lines: { some: { variantId: { in: variantIds } } } } })).toBe(1);
    });

    it("two visitors never share a cart: each page view has its own token, the page cache's copies included", async () => {
      const product = await createProduct({ variants: [{ priceInCents: 1_500 }] });
      // A copy of the cached page is served with a new CSP nonce (ADR 007): the token is that nonce, so it differs.
      const nonces = [nonce(), nonce()];
      const [one, two] = [await page(nonces[0]), await page(nonces[1])];
      // The token of a page without cookies is its response's nonce: the one value each cached copy renews.
      expect([one.data.cartToken, two.data.cartToken]).toEqual(nonces);
      const [a, b] = [
        await post(addForm(one.data, product.variantIds[0])),
        await post(addForm(two.data, product.variantIds[0])),
      ];
      expect(cookieFrom(a, "cart")).not.toBe(cookieFrom(b, "cart"));
      for (const response of [a, b])
        expect((await getCartView(getRequest("/cart", cookieFrom(response, "cart")!))).lines).toEqual([
          expect.objectContaining({ variantId: product.variantIds[0], quantity: 1 }),
        ]);
    });

    it("a page's token joins its cart only for minutes; a visitor holding a cookie or an account gets no token", async () => {
      const product = await createProduct({ variants: [{ priceInCents: 1_700 }] });
      const store = await page(nonce());
      const first = await post(addForm(store.data, product.variantIds[0]));
      const cartCookieValue = cookieFrom(first, "cart")!;
      const cartId = (await getCartView(getRequest("/cart", cartCookieValue))).cartId!;
      await prisma.cart.update({ where: { id: cartId }, data: { createdAt: new Date(Date.now() - 11 * 60_000) } });
      const late = await post(addForm(store.data, product.variantIds[0]));
      expect(cookieFrom(late, "cart")).not.toBe(cartCookieValue);
      expect((await getCartView(getRequest("/cart", cartCookieValue))).lines[0].quantity).toBe(1);
      // Nothing a cart could be found by is needed once the browser holds a cart cookie or a visitor token.
      expect((await page(nonce(), cartCookieValue)).data.cartToken).toBeNull();
      expect((await page(nonce(), `cart_visitor=${randomBytes(16).toString("hex")}`)).data.cartToken).toBeNull();
      // A page rendered for a request with other cookies is never cached: its token is random, not the nonce.
      const n = nonce();
      const withTheme = (await page(n, "theme=dark")).data.cartToken;
      expect(withTheme).toBeTruthy();
      expect(withTheme).not.toBe(n);
    });
  });
});
