// Checkout, payment and orders against the real database: no oversell under 200 concurrent checkouts
// from two connection pools, idempotent submissions, deduplicated webhooks, signature checks, the
// reservation sweep, and the Stripe provider against a local fake of the Stripe HTTP API.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "~/generated/prisma/client";
import { addToCart, getCartView } from "~/modules/cart/cart.server";
import { checkoutCart, type CheckoutInput } from "~/modules/checkout/checkout.server";
import { listOrdersForUser, releaseExpiredReservations } from "~/modules/orders/orders.server";
import { setPaymentProviderForTests } from "~/modules/payments/providers.server";
import { StripeProvider } from "~/modules/payments/stripe.server";
import { buildTestEvent, signTestPayload, TestGatewayProvider } from "~/modules/payments/test-gateway.server";
import { handleWebhook } from "~/modules/payments/webhooks.server";
import { action as payAction, loader as payLoader } from "~/routes/pay.$sessionId";
import { action as checkoutAction } from "~/routes/checkout";
import { loader as successLoader } from "~/routes/success";
import { readToast } from "~/utils/cookies.server";
import { cookieFrom } from "./store.support";
import { action as stripeWebhookAction } from "~/routes/webhooks.stripe";
import { action as testWebhookAction } from "~/routes/webhooks.test-gateway";
import { prisma } from "~/utils/db.server";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe-server";
import {
  cartCookie,
  createProduct,
  deleteCreatedProducts,
  formRequest,
  getRequest,
  onPglite,
  runConcurrently,
  secondPool,
  uid,
} from "./store.support";
import { SHIPPING_FORM } from "./shipping.support";
import { routeArgs } from "../setup/route-args";

const testGateway = new TestGatewayProvider();
const origin = "http://localhost:3000";

function input(cartId: string, overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    cartId,
    userId: null,
    email: null,
    currency: null,
    origin,
    cancelPath: "/cart",
    locale: "en",
    ...overrides,
  };
}

async function cartWith(variantId: string, quantity: number) {
  const cart = await prisma.cart.create({ data: {}, select: { id: true } });
  const result = await addToCart(cart.id, variantId, quantity);
  expect(result.ok).toBe(true);
  return cart.id;
}

/** A cart holding a line regardless of stock (the add rule is tested elsewhere). */
async function plainCart(variantId: string, quantity: number) {
  const cart = await prisma.cart.create({ data: {}, select: { id: true } });
  await prisma.cartLine.create({
    data: {
      cartId: cart.id,
      variantId,
      quantity,
      productTitle: "x",
      variantTitle: "x",
      unitPriceCents: 1,
      currencyCode: "usd",
    },
  });
  return cart.id;
}

async function stockOf(variantId: string) {
  return prisma.variant.findUniqueOrThrow({
    where: { id: variantId },
    select: { inventoryQuantity: true, reservedQuantity: true },
  });
}

function signedTestEvent(type: Parameters<typeof buildTestEvent>[0], sessionId: string, email: string | null = null) {
  const payload = JSON.stringify(buildTestEvent(type, sessionId, email));
  return { payload, signature: signTestPayload(payload) };
}

let pool2: PrismaClient;
let pglite = false;
beforeAll(async () => {
  pool2 = secondPool();
  pglite = await onPglite();
});
afterAll(async () => {
  setPaymentProviderForTests(null);
  await pool2.$disconnect();
  await deleteCreatedProducts();
});

describe("checkout", () => {
  it("an empty cart is refused with the spec's message path", async () => {
    const cart = await prisma.cart.create({ data: {} });
    expect(await checkoutCart(input(cart.id), { provider: testGateway })).toEqual({ kind: "empty" });
    expect(await checkoutCart(input(null as unknown as string), { provider: testGateway })).toEqual({ kind: "empty" });
  });

  it("POST /checkout: empty cart → the spec's message; a cart → 303 to the hosted page (same one when repeated)", async () => {
    const empty = (await checkoutAction(
      routeArgs({
        request: formRequest("/checkout", { ...SHIPPING_FORM, idempotencyKey: uid("route-key"), redirectTo: "/store" }),
        params: {},
      }),
    )) as Response;
    expect(empty.status).toBe(303);
    expect(empty.headers.get("Location")).toBe("/store");
    const { toast } = await readToast(getRequest("/", cookieFrom(empty, "flash")!));
    expect(toast).toEqual({
      title: "Your cart is empty",
      description: "Add some products to your cart before checking out.",
      variant: "destructive",
    });

    const product = await createProduct({ variants: [{ priceInCents: 2_500 }] });
    const cartId = await cartWith(product.variantIds[0], 1);
    const cookie = await cartCookie(cartId);
    // The key the cart page renders (stable for the cart's contents).
    const key = (await getCartView(getRequest("/cart", cookie))).checkoutKey!;
    const submit = async () =>
      (await checkoutAction(
        routeArgs({
          request: formRequest(
            "/checkout",
            { ...SHIPPING_FORM, idempotencyKey: key, redirectTo: "https://evil.example/" },
            cookie,
          ),
          params: {},
        }),
      )) as Response;
    const first = await submit();
    const second = await submit();
    expect(first.status).toBe(303);
    // The hosted page's address comes from the configured origin (http://localhost:3000 in tests), not the request's.
    expect(first.headers.get("Location")).toMatch(
      /^http:\/\/localhost:3000\/pay\/tgs_[0-9a-f]{40}\?cancel=%2Fcheckout%3Fcancelled%3D[^&]+%26redirectTo%3D%252Fcart$/,
    );
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
  });

  it("creates a pending order with line snapshots, reserves stock and redirects to the hosted page", async () => {
    const product = await createProduct({
      title: "Snapshot Spectrometer",
      variants: [
        { title: "Std", priceInCents: 10_000, salePriceInCents: 9_000, manageInventory: true, inventoryQuantity: 5 },
        { title: "Pro", priceInCents: 20_000 },
      ],
    });
    const cartId = await cartWith(product.variantIds[0], 2);
    await addToCart(cartId, product.variantIds[1], 1);
    const outcome = await checkoutCart(input(cartId), { provider: testGateway });
    expect(outcome.kind).toBe("redirect");
    if (outcome.kind !== "redirect") return;
    expect(outcome.url).toMatch(/^http:\/\/localhost:3000\/pay\/tgs_[0-9a-f]{40}\?cancel=/);
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: outcome.orderId },
      select: {
        status: true,
        totalCents: true,
        currencyCode: true,
        reservedUntil: true,
        lines: {
          select: { productTitle: true, variantTitle: true, unitPriceCents: true, quantity: true },
          orderBy: { unitPriceCents: "asc" },
        },
      },
    });
    expect(order).toMatchObject({ status: "pending", totalCents: 38_000, currencyCode: "usd" });
    expect(order.reservedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000); // RESERVATION_MINUTES, default 15
    expect(order.lines).toEqual([
      { productTitle: "Snapshot Spectrometer", variantTitle: "Std", unitPriceCents: 9_000, quantity: 2 },
      { productTitle: "Snapshot Spectrometer", variantTitle: "Pro", unitPriceCents: 20_000, quantity: 1 },
    ]);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 5, reservedQuantity: 2 });
    // the snapshot does not move when the catalogue price changes afterwards
    await prisma.variant.update({ where: { id: product.variantIds[1] }, data: { priceInCents: 1 } });
    const line = await prisma.orderLine.findFirstOrThrow({ where: { orderId: outcome.orderId, variantTitle: "Pro" } });
    expect(line.unitPriceCents).toBe(20_000);
  });

  it("200 concurrent checkouts from two pools for the last unit: exactly one paid order, clear out-of-stock for the rest", async (ctx) => {
    if (pglite) ctx.skip(); // a real PostgreSQL proof (see onPglite); the sequential variant below runs everywhere
    const product = await createProduct({
      title: "Last Unit Lyophilizer",
      variants: [{ title: "Pilot", priceInCents: 50_000, manageInventory: true, inventoryQuantity: 1 }],
    });
    const variantId = product.variantIds[0];
    const carts = await Promise.all(
      Array.from({ length: 200 }, () => prisma.cart.create({ data: {}, select: { id: true } })),
    );
    await prisma.cartLine.createMany({
      data: carts.map((cart) => ({
        cartId: cart.id,
        variantId,
        quantity: 1,
        productTitle: "Last Unit Lyophilizer",
        variantTitle: "Pilot",
        unitPriceCents: 50_000,
        currencyCode: "usd",
      })),
    });
    const started = Date.now();
    const settled = await runConcurrently(
      carts.map(
        (cart, i) => () => checkoutCart(input(cart.id), { provider: testGateway, db: i % 2 === 0 ? prisma : pool2 }),
      ),
      false,
    );
    console.info(`200 concurrent checkouts took ${Date.now() - started} ms`);
    const rejected = settled.filter((s) => s.status === "rejected");
    expect(rejected).toEqual([]);
    const outcomes = settled.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof checkoutCart>>>).value);
    const winners = outcomes.filter((o) => o.kind === "redirect");
    const losers = outcomes.filter((o) => o.kind === "out-of-stock");
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(199);
    for (const loser of losers) {
      expect(loser).toEqual({
        kind: "out-of-stock",
        message: "Not enough stock for Last Unit Lyophilizer (Pilot). Only 0 left.",
      });
    }
    expect(await stockOf(variantId)).toEqual({ inventoryQuantity: 1, reservedQuantity: 1 });
    expect(await prisma.order.count({ where: { lines: { some: { variantId } } } })).toBe(1);

    // pay the winner through the webhook handler
    const winner = winners[0] as Extract<(typeof outcomes)[number], { kind: "redirect" }>;
    const sessionId = new URL(winner.url).pathname.split("/").pop()!;
    const { payload, signature } = signedTestEvent("checkout.session.completed", sessionId, "winner@example.com");
    expect(await handleWebhook("test", payload, signature)).toMatchObject({
      status: 200,
      result: "applied",
      paid: true,
    });
    expect(await stockOf(variantId)).toEqual({ inventoryQuantity: 0, reservedQuantity: 0 });
    expect(await prisma.order.count({ where: { status: "paid", lines: { some: { variantId } } } })).toBe(1);
  }, 120_000);

  it("competing checkouts for the last unit, one after another: one order, then the out-of-stock message", async () => {
    const product = await createProduct({
      title: "Last Unit Loop",
      variants: [{ title: "Solo", priceInCents: 800, manageInventory: true, inventoryQuantity: 1 }],
    });
    const outcomes = [];
    for (let i = 0; i < 5; i++)
      outcomes.push(
        await checkoutCart(input(await plainCart(product.variantIds[0], 1)), {
          provider: testGateway,
          db: i % 2 ? pool2 : prisma,
        }),
      );
    expect(outcomes.map((o) => o.kind)).toEqual([
      "redirect",
      "out-of-stock",
      "out-of-stock",
      "out-of-stock",
      "out-of-stock",
    ]);
    expect(outcomes[1]).toEqual({
      kind: "out-of-stock",
      message: "Not enough stock for Last Unit Loop (Solo). Only 0 left.",
    });
  });

  it("10 concurrent submits with one idempotency key → one order, one payment session", async () => {
    const product = await createProduct({
      variants: [{ priceInCents: 1_500, manageInventory: true, inventoryQuantity: 10 }],
    });
    const cartId = await cartWith(product.variantIds[0], 3);
    const outcomes = (
      await runConcurrently(
        Array.from(
          { length: 10 },
          (_, i) => () => checkoutCart(input(cartId), { provider: testGateway, db: i % 2 ? pool2 : prisma }),
        ),
        pglite,
      )
    ).map((r) => (r.status === "fulfilled" ? r.value : { kind: "thrown" as const }));
    const urls = new Set(outcomes.map((o) => (o.kind === "redirect" ? o.url : o.kind)));
    expect(urls.size).toBe(1);
    expect([...urls][0]).toMatch(/\/pay\/tgs_/);
    const orders = await prisma.order.findMany({
      where: { cartId },
      select: { id: true, payments: { select: { id: true } } },
    });
    expect(orders).toHaveLength(1);
    expect(orders[0].payments).toHaveLength(1);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 10, reservedQuantity: 3 });
  });

  it("paid: stock decremented, reservation released, ordered lines leave the cart, e-mail sent; a webhook replayed 5× has one effect", async () => {
    const product = await createProduct({
      title: "Replay Reactor",
      variants: [{ priceInCents: 2_000, manageInventory: true, inventoryQuantity: 4 }],
    });
    const cartId = await cartWith(product.variantIds[0], 2);
    const user = await prisma.user.create({ data: { email: `${uid("buyer")}@example.com`, passwordHash: "x" } });
    const outcome = await checkoutCart(input(cartId, { userId: user.id, email: user.email }), {
      provider: testGateway,
    });
    if (outcome.kind !== "redirect") throw new Error(outcome.kind);
    const sessionId = new URL(outcome.url).pathname.split("/").pop()!;
    const { payload, signature } = signedTestEvent("checkout.session.completed", sessionId);
    const results = (
      await runConcurrently(
        [1, 2, 3].map(() => () => handleWebhook("test", payload, signature)),
        pglite,
      )
    ).map((r) => (r.status === "fulfilled" ? r.value : { status: 500 as const, error: String(r.reason) }));
    results.push(
      await handleWebhook("test", payload, signature),
      await handleWebhook("test", payload, signature, { db: pool2 }),
    );
    expect(results.filter((r) => r.status === 200 && r.result === "applied")).toHaveLength(1);
    expect(results.filter((r) => r.status === 200 && r.result === "duplicate")).toHaveLength(4);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 2, reservedQuantity: 0 });
    expect(await prisma.cartLine.count({ where: { cartId } })).toBe(0);
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: outcome.orderId },
      select: { status: true, paidAt: true, number: true },
    });
    expect(order.status).toBe("paid");
    expect(order.paidAt).toBeTruthy();
    expect(
      await prisma.emailMessage.count({
        where: { to: user.email, subject: `Your LabMarket order #${order.number} is confirmed` },
      }),
    ).toBe(1);
    const history = await listOrdersForUser(user.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ number: order.number, status: "paid", statusLabel: "Paid", total: "$40.00" });
    expect(history[0].lines[0]).toMatchObject({ label: "Replay Reactor", quantity: 2, lineTotal: "$40.00" });
    await prisma.user.delete({ where: { id: user.id } });
  });

  it("a webhook with a bad signature → 400 and nothing changed", async () => {
    const product = await createProduct({
      variants: [{ priceInCents: 700, manageInventory: true, inventoryQuantity: 2 }],
    });
    const cartId = await cartWith(product.variantIds[0], 1);
    const outcome = await checkoutCart(input(cartId), { provider: testGateway });
    if (outcome.kind !== "redirect") throw new Error(outcome.kind);
    const sessionId = new URL(outcome.url).pathname.split("/").pop()!;
    const { payload, signature } = signedTestEvent("checkout.session.completed", sessionId);
    const forged = signature.replace(/v1=([0-9a-f])/, (_m, c) => `v1=${c === "0" ? "1" : "0"}`);
    const eventsBefore = await prisma.webhookEvent.count();
    for (const [body, sig] of [
      [payload, forged],
      [payload.replace("completed", "expired"), signature],
      [payload, null],
      ["not json", signTestPayload("not json")],
    ] as const) {
      const response = (await testWebhookAction(
        routeArgs({
          request: new Request("http://localhost/webhooks/test-gateway", {
            method: "POST",
            body,
            headers: sig ? { "x-test-gateway-signature": sig } : {},
          }),
          params: {},
        }),
      )) as Response;
      expect(response.status).toBe(400);
    }
    expect(await prisma.webhookEvent.count()).toBe(eventsBefore);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: outcome.orderId }, select: { status: true } })).toEqual({
      status: "pending",
    });
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 2, reservedQuantity: 1 });
    // a good signature through the same HTTP route works
    const ok = (await testWebhookAction(
      routeArgs({
        request: new Request("http://localhost/webhooks/test-gateway", {
          method: "POST",
          body: payload,
          headers: { "x-test-gateway-signature": signature },
        }),
        params: {},
      }),
    )) as Response;
    expect(ok.status).toBe(200);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 1, reservedQuantity: 0 });
  });

  it("a validly signed but stale webhook (t= outside the 5-minute tolerance) → 400, nothing marked paid", async () => {
    const product = await createProduct({
      variants: [{ priceInCents: 700, manageInventory: true, inventoryQuantity: 2 }],
    });
    const outcome = await checkoutCart(input(await cartWith(product.variantIds[0], 1)), { provider: testGateway });
    if (outcome.kind !== "redirect") throw new Error(outcome.kind);
    const sessionId = new URL(outcome.url).pathname.split("/").pop()!;
    const payload = JSON.stringify(buildTestEvent("checkout.session.completed", sessionId));
    const now = Math.floor(Date.now() / 1000);
    const eventsBefore = await prisma.webhookEvent.count();
    // A replay of a captured delivery: the signature is right for its old (or a forged future) timestamp.
    for (const timestamp of [now - 301, now - 24 * 60 * 60, now + 301]) {
      const response = (await testWebhookAction(
        routeArgs({
          request: new Request("http://localhost/webhooks/test-gateway", {
            method: "POST",
            body: payload,
            headers: { "x-test-gateway-signature": signTestPayload(payload, timestamp) },
          }),
          params: {},
        }),
      )) as Response;
      expect(response.status).toBe(400);
    }
    expect(await prisma.webhookEvent.count()).toBe(eventsBefore);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: outcome.orderId }, select: { status: true } })).toEqual({
      status: "pending",
    });
    expect(await prisma.paymentSession.count({ where: { externalId: sessionId, status: "paid" } })).toBe(0);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 2, reservedQuantity: 1 });
    // The same event signed now (within the tolerance) is applied.
    expect(await handleWebhook("test", payload, signTestPayload(payload, now - 60))).toMatchObject({
      status: 200,
      paid: true,
    });
  });

  it("cancel/expiry releases the reservation; the sweep releases abandoned ones", async () => {
    const product = await createProduct({
      variants: [{ priceInCents: 300, manageInventory: true, inventoryQuantity: 3 }],
    });
    const cancelled = await checkoutCart(input(await cartWith(product.variantIds[0], 1)), { provider: testGateway });
    const abandoned = await checkoutCart(input(await cartWith(product.variantIds[0], 2)), { provider: testGateway });
    if (cancelled.kind !== "redirect" || abandoned.kind !== "redirect") throw new Error("checkout failed");
    // Unpaid checkouts hold at most half the stock, rounded up (ADR 046): 2 of 3, so the second holds 1 of its 2.
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 3, reservedQuantity: 2 });
    const thirdCart = await prisma.cart.create({ data: {} });
    await prisma.cartLine.create({
      data: {
        cartId: thirdCart.id,
        variantId: product.variantIds[0],
        quantity: 2,
        productTitle: "x",
        variantTitle: "Default",
        unitPriceCents: 300,
        currencyCode: "usd",
      },
    });
    const third = await checkoutCart(input(thirdCart.id), { provider: testGateway });
    expect(third).toMatchObject({ kind: "out-of-stock", message: expect.stringContaining("Only 1 left.") });

    const sessionId = new URL(cancelled.url).pathname.split("/").pop()!;
    const { payload, signature } = signedTestEvent("checkout.session.expired", sessionId);
    await handleWebhook("test", payload, signature);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 3, reservedQuantity: 1 });

    expect((await releaseExpiredReservations(new Date())).released).toBe(0);
    const later = new Date(Date.now() + 60 * 60_000);
    const swept = await releaseExpiredReservations(later);
    expect(swept.released).toBeGreaterThanOrEqual(1);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 3, reservedQuantity: 0 });
    expect(
      await prisma.order.findUniqueOrThrow({ where: { id: abandoned.orderId }, select: { status: true } }),
    ).toEqual({ status: "cancelled" });
    // a late "paid" for a released order still takes stock (never below zero)
    const abandonedSession = new URL(abandoned.url).pathname.split("/").pop()!;
    const late = signedTestEvent("checkout.session.completed", abandonedSession);
    expect(await handleWebhook("test", late.payload, late.signature)).toMatchObject({ paid: true });
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 1, reservedQuantity: 0 });
  });
});

describe("the test gateway's hosted page (/pay/{sessionId})", () => {
  async function startPayment(stock = 2) {
    const product = await createProduct({
      title: "Gateway Grinder",
      variants: [{ priceInCents: 1_234, manageInventory: true, inventoryQuantity: stock }],
    });
    const cartId = await cartWith(product.variantIds[0], 1);
    const outcome = await checkoutCart(input(cartId, { cancelPath: "/store" }), { provider: testGateway });
    if (outcome.kind !== "redirect") throw new Error(outcome.kind);
    const url = new URL(outcome.url);
    const sessionId = url.pathname.split("/").pop()!;
    return { product, cartId, sessionId, path: `${url.pathname}${url.search}`, orderId: outcome.orderId };
  }
  const call = async (path: string, sessionId: string, fields: Record<string, string>, cookie = "") =>
    (await payAction(
      routeArgs({
        request: formRequest(path, fields, cookie),
        params: { sessionId },
      }),
    )) as Response | { init: { status: number }; data: { errors: Record<string, string> } };

  it("shows the order in TEST MODE; declines 4000 0000 0000 0002 (400, order still payable); accepts 4242 → /success", async () => {
    const { product, cartId, sessionId, path, orderId } = await startPayment();
    const page = await payLoader(routeArgs({ request: getRequest(path), params: { sessionId } }));
    expect(page).toMatchObject({
      state: "open",
      order: { total: "$12.34" },
      cancelPath: expect.stringMatching(/^\/checkout\?cancelled=/),
    });
    const card = { intent: "pay", expiry: "12/39", cvc: "123" };
    const declined = await call(path, sessionId, { ...card, cardNumber: "4000 0000 0000 0002" });
    expect(declined).toMatchObject({
      init: { status: 400 },
      data: { errors: { cardNumber: "Your card was declined." } },
    });
    const invalid = await call(path, sessionId, { ...card, cardNumber: "4242", email: "not-an-email" });
    expect(invalid).toMatchObject({ init: { status: 400 } });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).toEqual({
      status: "pending",
    });
    expect(await prisma.cartLine.count({ where: { cartId } })).toBe(1);

    const paid = (await call(path, sessionId, {
      ...card,
      cardNumber: "4242 4242 4242 4242",
      email: "gateway@example.com",
    })) as Response;
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`/success?session_id=${sessionId}`);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 1, reservedQuantity: 0 });
    const success = await successLoader(
      routeArgs({
        request: getRequest(`/success?session_id=${sessionId}`, await cartCookie(cartId)),
        params: {},
      }),
    );
    expect(success.view).toMatchObject({ state: "paid", total: "$12.34", email: "gateway@example.com" });
    expect(await prisma.cartLine.count({ where: { cartId } })).toBe(0);
    // paying again is a no-op redirect to the same confirmation
    const again = (await call(path, sessionId, { ...card, cardNumber: "4242 4242 4242 4242" })) as Response;
    expect(again.headers.get("Location")).toBe(`/success?session_id=${sessionId}`);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 1, reservedQuantity: 0 });
  });

  it("cancel releases the stock and returns through /checkout to the page the buyer came from", async () => {
    const { product, cartId, sessionId, path, orderId } = await startPayment();
    const cancelled = (await call(path, sessionId, { intent: "cancel" })) as Response;
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("Location")).toMatch(/^\/checkout\?cancelled=.+&redirectTo=%2Fstore$/);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 2, reservedQuantity: 0 });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true } })).toEqual({
      status: "cancelled",
    });
    expect(await prisma.cartLine.count({ where: { cartId } })).toBe(1);
    const closed = await payLoader(routeArgs({ request: getRequest(path), params: { sessionId } }));
    expect(closed.state).toBe("closed");
    const late = await call(path, sessionId, {
      intent: "pay",
      cardNumber: "4242424242424242",
      expiry: "12/39",
      cvc: "123",
    });
    expect(late).toMatchObject({ init: { status: 409 } });
  });

  it("an unknown session is a 404", async () => {
    await expect(
      payLoader(routeArgs({ request: getRequest("/pay/tgs_0000"), params: { sessionId: "tgs_0000" } })),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("Stripe provider against a local fake of the Stripe API", () => {
  let fake: FakeStripe;
  let provider: StripeProvider;
  const webhookSecret = "whsec_test_secret";
  const stripeForSigning = new Stripe("sk_test_signing");

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = new StripeProvider("sk_test_fake", webhookSecret, fake.url);
    setPaymentProviderForTests(provider);
  });
  afterAll(async () => {
    setPaymentProviderForTests(null);
    await fake.close();
  });

  function stripeSignature(payload: string, secret = webhookSecret) {
    return stripeForSigning.webhooks.generateTestHeaderString({ payload, secret });
  }

  it("creates a Checkout Session with line items, URLs, locale and expiry; one session for 10 concurrent submits", async () => {
    const product = await createProduct({
      title: "Stripe Stirrer",
      variants: [{ title: "Large", priceInCents: 4_200, manageInventory: true, inventoryQuantity: 5 }],
    });
    const cartId = await cartWith(product.variantIds[0], 2);
    const outcomes = (
      await runConcurrently(
        Array.from(
          { length: 10 },
          () => () =>
            checkoutCart(input(cartId, { locale: "de", cancelPath: "/store/product/x?variant=y" }), { provider }),
        ),
        pglite,
      )
    ).map((r) => (r.status === "fulfilled" ? r.value : { kind: "thrown" as const }));
    const urls = new Set(outcomes.map((o) => (o.kind === "redirect" ? o.url : o.kind)));
    expect(urls.size).toBe(1);
    const url = [...urls][0];
    expect(url.startsWith(`${fake.url}/c/pay/cs_test_`)).toBe(true);
    expect(fake.sessions.size).toBe(1);
    const session = [...fake.sessions.values()][0];
    expect(session).toMatchObject({
      mode: "payment",
      locale: "de",
      currency: "usd",
      amount_total: 8_400,
      success_url: `${origin}/success?session_id=${session.id}`,
    });
    expect(session.line_items_input).toEqual([
      {
        quantity: "2",
        price_data: { currency: "usd", unit_amount: "4200", product_data: { name: "Stripe Stirrer (Large)" } },
      },
    ]);
    expect(session.cancel_url).toMatch(
      new RegExp(`^${origin}/checkout\\?cancelled=.+&redirectTo=%2Fstore%2Fproduct%2Fx%3Fvariant%3Dy$`),
    );
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 30 * 60 - 5);
    const creates = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
    expect(creates.length).toBeGreaterThanOrEqual(1);
    expect(new Set(creates.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(await prisma.paymentSession.count({ where: { externalId: session.id, provider: "stripe" } })).toBe(1);

    // paid via a signed webhook through the HTTP route; replayed 5 times → one effect
    const event = JSON.stringify(fake.completeSession(session.id, "stripe-buyer@example.com"));
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = (await stripeWebhookAction(
        routeArgs({
          request: new Request("http://localhost/webhooks/stripe", {
            method: "POST",
            body: event,
            headers: { "stripe-signature": stripeSignature(event) },
          }),
          params: {},
        }),
      )) as Response;
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 3, reservedQuantity: 0 });
    const order = await prisma.order.findFirstOrThrow({ where: { cartId }, select: { status: true, email: true } });
    expect(order).toEqual({ status: "paid", email: "stripe-buyer@example.com" });
  });

  it("rejects a Stripe webhook signed with another secret (400, nothing changed); expiry releases stock", async () => {
    const product = await createProduct({
      variants: [{ priceInCents: 999, manageInventory: true, inventoryQuantity: 1 }],
    });
    const outcome = await checkoutCart(input(await cartWith(product.variantIds[0], 1)), { provider });
    if (outcome.kind !== "redirect") throw new Error(outcome.kind);
    const sessionId = new URL(outcome.url).pathname.split("/").pop()!;
    const paid = JSON.stringify(fake.completeSession(sessionId));
    const bad = (await stripeWebhookAction(
      routeArgs({
        request: new Request("http://localhost/webhooks/stripe", {
          method: "POST",
          body: paid,
          headers: { "stripe-signature": stripeSignature(paid, "whsec_wrong") },
        }),
        params: {},
      }),
    )) as Response;
    expect(bad.status).toBe(400);
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 1, reservedQuantity: 1 });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: outcome.orderId }, select: { status: true } })).toEqual({
      status: "pending",
    });

    const expired = JSON.stringify(fake.expireSessionEvent(sessionId));
    expect(await handleWebhook("stripe", expired, stripeSignature(expired))).toMatchObject({
      status: 200,
      result: "applied",
    });
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 1, reservedQuantity: 0 });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: outcome.orderId }, select: { status: true } })).toEqual({
      status: "cancelled",
    });
  });

  it("a Stripe webhook signed with the right secret but an old timestamp → 400, nothing marked paid", async () => {
    const product = await createProduct({
      variants: [{ priceInCents: 999, manageInventory: true, inventoryQuantity: 1 }],
    });
    const outcome = await checkoutCart(input(await cartWith(product.variantIds[0], 1)), { provider });
    if (outcome.kind !== "redirect") throw new Error(outcome.kind);
    const sessionId = new URL(outcome.url).pathname.split("/").pop()!;
    const paid = JSON.stringify(fake.completeSession(sessionId));
    const stale = stripeForSigning.webhooks.generateTestHeaderString({
      payload: paid,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    const response = (await stripeWebhookAction(
      routeArgs({
        request: new Request("http://localhost/webhooks/stripe", {
          method: "POST",
          body: paid,
          headers: { "stripe-signature": stale },
        }),
        params: {},
      }),
    )) as Response;
    expect(response.status).toBe(400);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: outcome.orderId }, select: { status: true } })).toEqual({
      status: "pending",
    });
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 1, reservedQuantity: 1 });
    expect(await handleWebhook("stripe", paid, stripeSignature(paid))).toMatchObject({ status: 200, paid: true });
  });

  it("a provider failure gives 'Checkout Error' and releases the reservation", async () => {
    const broken = new StripeProvider("sk_live_not_accepted_by_fake", webhookSecret, fake.url);
    const product = await createProduct({
      variants: [{ priceInCents: 100, manageInventory: true, inventoryQuantity: 1 }],
    });
    const outcome = await checkoutCart(input(await cartWith(product.variantIds[0], 1)), { provider: broken });
    expect(outcome).toEqual({ kind: "error" });
    expect(await stockOf(product.variantIds[0])).toEqual({ inventoryQuantity: 1, reservedQuantity: 0 });
  });
});
