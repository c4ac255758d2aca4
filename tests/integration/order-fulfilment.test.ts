// Orders to fulfil (issue 10 #5, ADR 022) against the real database: the checkout's shipping step, the split of a
// multi-brand order into brand parts, ownership per role, line transitions, partial refunds with stock released,
// the refund limits under concurrency (two connection pools), and the brand's order list paged in SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart, getCartView } from "~/modules/cart/cart.server";
import { checkoutCart } from "~/modules/checkout/checkout.server";
import {
  applyFulfilment,
  getFulfilmentOrder,
  listFulfilmentOrders,
  ORDERS_PAGE_SIZE,
  OVER_REFUND_MESSAGE,
  type FulfilmentActor,
} from "~/modules/orders/fulfilment.server";
import { listOrdersForUser, markOrderPaid, sendOrderConfirmation } from "~/modules/orders/orders.server";
import { TestGatewayProvider, testGatewayRefunds } from "~/modules/payments/test-gateway.server";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { action as orderAction, loader as orderLoader } from "~/routes/brand-dashboard_.orders.$orderId";
import { loader as ordersLoader } from "~/routes/brand-dashboard_.orders._index";
import { prisma } from "~/utils/db.server";
import {
  call,
  createBrandPage,
  createMember,
  getPage,
  mailsTo,
  postForm,
  toastOf,
  type Member,
} from "./people.support";
import { SHIPPING, SHIPPING_FORM } from "./shipping.support";
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
import { routeArgs } from "../setup/route-args";

const testGateway = new TestGatewayProvider();
const origin = "http://localhost:3000";

const brandA = uid("brand-a");
const brandB = uid("brand-b");
const brandC = uid("brand-c");
let memberA: Member;
let memberB: Member;
let admin: Member;
let buyer: Member;
let otherBuyer: Member;
let productA: { id: string; variantIds: string[] };
let productB: { id: string; variantIds: string[] };
const users: string[] = [];

const actor = (member: Member, role: "brand" | "admin", brandId: string | null): FulfilmentActor => ({
  id: member.id,
  role,
  brandId,
});

async function brandProduct(brandId: string, priceInCents: number, stock: number) {
  const product = await createProduct({
    title: `Fulfilment ${brandId}`,
    variants: [{ priceInCents, manageInventory: true, inventoryQuantity: stock }],
  });
  await prisma.storeProduct.update({ where: { id: product.id }, data: { brandId } });
  return product;
}

async function stockOf(variantId: string) {
  return prisma.variant.findUniqueOrThrow({
    where: { id: variantId },
    select: { inventoryQuantity: true, reservedQuantity: true },
  });
}

/** A paid order of `member` for these lines (checkout through the test gateway, then the payment applied). */
async function paidOrder(member: Member, lines: [variantId: string, quantity: number][]) {
  const cart = await prisma.cart.create({ data: { userId: member.id }, select: { id: true } });
  for (const [variantId, quantity] of lines) expect((await addToCart(cart.id, variantId, quantity)).ok).toBe(true);
  const outcome = await checkoutCart(
    {
      cartId: cart.id,
      userId: member.id,
      email: member.email,
      currency: null,
      origin,
      cancelPath: "/cart",
      locale: "en",
      shipping: SHIPPING,
    },
    { provider: testGateway },
  );
  if (outcome.kind !== "redirect") throw new Error(`checkout failed: ${outcome.kind}`);
  expect(await prisma.$transaction((tx) => markOrderPaid(tx, outcome.orderId, member.email))).toBe("paid");
  return outcome.orderId;
}

async function lineOf(orderId: string, variantId: string) {
  return prisma.orderLine.findFirstOrThrow({
    where: { orderId, variantId },
    select: { id: true, status: true, refundedQuantity: true, cancelReason: true, shipmentId: true },
  });
}

beforeAll(async () => {
  for (const id of [brandA, brandB, brandC]) await createBrandPage(id);
  [memberA, memberB, admin, buyer, otherBuyer] = await Promise.all([
    createMember({ role: "brand", brandId: brandA }),
    createMember({ role: "brand", brandId: brandB }),
    createMember({ role: "admin" }),
    createMember({ role: "buyer", companyName: "Analytical Labs GmbH" }),
    createMember({ role: "buyer" }),
  ]);
  users.push(memberA.id, memberB.id, admin.id, buyer.id, otherBuyer.id);
  productA = await brandProduct(brandA, 2_500, 100);
  productB = await brandProduct(brandB, 4_000, 100);
});

afterAll(async () => {
  await prisma.order.deleteMany({ where: { userId: { in: users } } });
  await prisma.order.deleteMany({ where: { lines: { some: { brandId: brandC } } } });
  await deleteCreatedProducts();
  await prisma.user.deleteMany({ where: { id: { in: users } } });
  await prisma.brand.deleteMany({ where: { id: { in: [brandA, brandB, brandC] } } });
});

describe("checkout's shipping step", () => {
  it("a bad address answers 400 with a message per field; nothing is created and the cart is kept", async () => {
    const product = await createProduct({ variants: [{ priceInCents: 1_000 }] });
    const cart = await prisma.cart.create({ data: {}, select: { id: true } });
    await addToCart(cart.id, product.variantIds[0], 2);
    const cookie = await cartCookie(cart.id);
    const page = await checkoutLoader(
      routeArgs({
        request: getRequest("/checkout?redirectTo=%2Fcart", cookie),
        params: {},
      }),
    );
    const key = (page as { idempotencyKey: string }).idempotencyKey;
    expect(key).toBe((await getCartView(getRequest("/cart", cookie))).checkoutKey);
    const bad = (await checkoutAction(
      routeArgs({
        request: formRequest(
          "/checkout",
          { ...SHIPPING_FORM, shippingName: " ", shippingPostcode: "69117!", poNumber: "<b>", idempotencyKey: key },
          cookie,
        ),
        params: {},
      }),
    )) as unknown as { data: { invalid: { error: Record<string, string[]> } }; init: ResponseInit };
    expect(bad.init.status).toBe(400);
    expect(bad.data.invalid.error.shippingName).toEqual(["Recipient is required."]);
    expect(bad.data.invalid.error.shippingPostcode?.[0]).toMatch(/valid postcode/);
    expect(bad.data.invalid.error.poNumber?.[0]).toMatch(/PO number/);
    expect(await prisma.order.count({ where: { cartId: cart.id } })).toBe(0);
    expect(await prisma.cartLine.findMany({ where: { cartId: cart.id }, select: { quantity: true } })).toEqual([
      { quantity: 2 },
    ]);

    const good = (await checkoutAction(
      routeArgs({
        request: formRequest("/checkout", { ...SHIPPING_FORM, idempotencyKey: key, redirectTo: "/cart" }, cookie),
        params: {},
      }),
    )) as Response;
    expect(good.status).toBe(303);
    expect(good.headers.get("Location")).toMatch(/\/pay\/tgs_/);
    const order = await prisma.order.findFirstOrThrow({
      where: { cartId: cart.id },
      select: {
        shippingName: true,
        shippingCompany: true,
        shippingPostcode: true,
        shippingCountry: true,
        poNumber: true,
      },
    });
    expect(order).toEqual({
      shippingName: "Dr. Ada Lovelace",
      shippingCompany: "Analytical Labs GmbH",
      shippingPostcode: "69117",
      shippingCountry: "Germany",
      poNumber: "PO-2026-0042",
    });
    await prisma.order.deleteMany({ where: { cartId: cart.id } });
  });

  it("an empty cart has no shipping step", async () => {
    const response = (await checkoutLoader(
      routeArgs({
        request: getRequest("/checkout"),
        params: {},
      }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/cart");
  });

  it("the confirmation e-mail and the buyer's history show the address and the PO number", async () => {
    const orderId = await paidOrder(buyer, [[productA.variantIds[0], 1]]);
    await sendOrderConfirmation(orderId, origin);
    const mail = (await mailsTo(buyer.email)).at(-1)!;
    expect(mail.text).toContain("Shipping to:\nDr. Ada Lovelace\nAnalytical Labs GmbH\nHauptstraße 12");
    expect(mail.text).toContain("PO number: PO-2026-0042");
    expect(mail.html).toContain("Hauptstraße 12");
    const [view] = (await listOrdersForUser(buyer.id)).filter((o) => o.id === orderId);
    expect(view.shipping).toContain("69117 Heidelberg, Baden-Württemberg");
    expect(view.poNumber).toBe("PO-2026-0042");
    expect(view.statusLabel).toBe("Paid");
  });
});

describe("the shipping step's prefill", () => {
  it("a signed-in buyer starts from their last address (never its PO number); a first order from their profile", async () => {
    await paidOrder(buyer, [[productA.variantIds[0], 1]]);
    const cart = await prisma.cart.create({ data: { userId: buyer.id }, select: { id: true } });
    await addToCart(cart.id, productA.variantIds[0], 1);
    const page = (await checkoutLoader(
      routeArgs({
        request: getPage("/checkout", buyer),
        params: {},
      }),
    )) as { defaults: Record<string, string>; lines: unknown[] };
    expect(page.lines).toHaveLength(1);
    expect(page.defaults).toMatchObject({ shippingName: "Dr. Ada Lovelace", shippingPostcode: "69117" });
    expect(page.defaults.poNumber).toBeUndefined();

    const newcomer = await createMember({ role: "buyer", fullName: "Grace Hopper", companyName: "Hopper Labs" });
    users.push(newcomer.id);
    const fresh = await prisma.cart.create({ data: { userId: newcomer.id }, select: { id: true } });
    await addToCart(fresh.id, productA.variantIds[0], 1);
    const first = (await checkoutLoader(
      routeArgs({
        request: getPage("/checkout", newcomer),
        params: {},
      }),
    )) as { defaults: Record<string, string> };
    expect(first.defaults).toEqual({ shippingName: "Grace Hopper", shippingCompany: "Hopper Labs" });
  });
});

describe("a multi-brand order", () => {
  it("splits into one part per brand; each brand sees only its lines, the buyer's company, the address and the PO", async () => {
    const orderId = await paidOrder(buyer, [
      [productA.variantIds[0], 2],
      [productB.variantIds[0], 1],
    ]);
    const parts = await prisma.brandOrder.findMany({ where: { orderId }, select: { brandId: true, status: true } });
    expect(parts.sort((a, b) => a.brandId.localeCompare(b.brandId))).toEqual(
      [
        { brandId: brandA, status: "open" },
        { brandId: brandB, status: "open" },
      ].sort((a, b) => a.brandId.localeCompare(b.brandId)),
    );

    const listA = await listFulfilmentOrders(actor(memberA, "brand", brandA), { filter: "open" });
    const rowA = listA.rows.find((r) => r.orderId === orderId)!;
    expect(rowA).toMatchObject({
      lineCount: 1,
      total: "$50.00",
      buyerCompany: "Analytical Labs GmbH",
      poNumber: "PO-2026-0042",
    });
    expect(rowA.shipTo).toBe("Heidelberg, Germany");

    const seenByA = await getFulfilmentOrder(actor(memberA, "brand", brandA), orderId);
    expect(seenByA!.lines.map((l) => l.brandId)).toEqual([brandA]);
    expect(seenByA!.partTotal).toBe("$50.00");
    expect(seenByA!.shipping[0]).toBe("Dr. Ada Lovelace");
    const seenByB = await getFulfilmentOrder(actor(memberB, "brand", brandB), orderId);
    expect(seenByB!.lines.map((l) => l.brandId)).toEqual([brandB]);
    const seenByAdmin = await getFulfilmentOrder(actor(admin, "admin", null), orderId);
    expect(seenByAdmin!.lines).toHaveLength(2);

    // Through the routes, with real sessions.
    const page = await call(orderLoader, getPage(`/brand-dashboard/orders/${orderId}`, memberA), { orderId });
    expect(page.status).toBe(200);
    expect(page.data.order.lines).toHaveLength(1);
    const list = await call(ordersLoader, getPage("/brand-dashboard/orders?status=all", memberB));
    expect(list.data.list.rows.map((r: { orderId: string }) => r.orderId)).toContain(orderId);
  });
});

describe("ownership per role", () => {
  it("another brand's order is 404, another brand's line is refused, buyers are sent away, buyers see only theirs", async () => {
    const onlyB = await paidOrder(buyer, [[productB.variantIds[0], 1]]);
    const mixed = await paidOrder(buyer, [
      [productA.variantIds[0], 1],
      [productB.variantIds[0], 1],
    ]);
    expect(
      (await call(orderLoader, getPage(`/brand-dashboard/orders/${onlyB}`, memberA), { orderId: onlyB })).status,
    ).toBe(404);
    expect(
      (await call(orderLoader, getPage(`/brand-dashboard/orders/nope`, memberA), { orderId: "nope" })).status,
    ).toBe(404);
    const lineB = await lineOf(onlyB, productB.variantIds[0]);
    const post = (member: Member, orderId: string, fields: Record<string, string>) =>
      call(orderAction, postForm(`/brand-dashboard/orders/${orderId}`, fields, member), { orderId });
    const ship = { intent: "ship", lineId: lineB.id, carrier: "DHL", trackingNumber: "JD0001" };
    expect((await post(memberA, onlyB, ship)).status).toBe(404);
    // B's line inside an order A has a part of: not A's to ship.
    const mixedB = await lineOf(mixed, productB.variantIds[0]);
    const refused = await post(memberA, mixed, { ...ship, lineId: mixedB.id });
    expect(refused.status).toBe(400);
    expect(refused.data.feedback.errors.lineId).toBe("Choose lines of this order.");
    expect((await lineOf(mixed, productB.variantIds[0])).status).toBe("open");
    // Buyers and signed-out visitors never reach the brand pages.
    const asBuyer = await call(orderLoader, getPage(`/brand-dashboard/orders/${mixed}`, buyer), { orderId: mixed });
    expect(asBuyer).toMatchObject({ status: 303, location: "/" });
    expect(
      (await call(orderAction, postForm(`/brand-dashboard/orders/${mixed}`, ship), { orderId: mixed })).location,
    ).toMatch(/^\/login/);
    // A brand account not linked to a brand sees nothing.
    expect(await getFulfilmentOrder({ id: memberA.id, role: "brand", brandId: null }, mixed)).toBeNull();
    // Buyers see only their own orders.
    expect((await listOrdersForUser(otherBuyer.id)).some((o) => o.id === mixed)).toBe(false);
    expect((await listOrdersForUser(buyer.id)).some((o) => o.id === mixed)).toBe(true);
  });
});

describe("line transitions", () => {
  it("ship several lines in one parcel; the buyer is e-mailed and sees Shipped per line; no second shipment", async () => {
    const second = await createProduct({
      title: "Second A",
      variants: [{ priceInCents: 1_000, manageInventory: true, inventoryQuantity: 5 }],
    });
    await prisma.storeProduct.update({ where: { id: second.id }, data: { brandId: brandA } });
    const orderId = await paidOrder(buyer, [
      [productA.variantIds[0], 1],
      [second.variantIds[0], 2],
      [productB.variantIds[0], 1],
    ]);
    const [l1, l2] = [await lineOf(orderId, productA.variantIds[0]), await lineOf(orderId, second.variantIds[0])];
    const form = new URLSearchParams([
      ["intent", "ship"],
      ["lineId", l1.id],
      ["lineId", l2.id],
      ["carrier", "DHL Express"],
      ["trackingNumber", "JD014600001234"],
    ]);
    const shipped = await call(
      orderAction,
      new Request(`${origin}/brand-dashboard/orders/${orderId}`, {
        method: "POST",
        body: form,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: memberA.cookie },
      }),
      { orderId },
    );
    expect(shipped.status).toBe(303);
    expect((await toastOf(shipped))?.description).toMatch(/DHL Express \(JD014600001234\)/);
    const [s1, s2] = [await lineOf(orderId, productA.variantIds[0]), await lineOf(orderId, second.variantIds[0])];
    expect(s1.status).toBe("shipped");
    expect(s1.shipmentId).not.toBeNull();
    expect(s2.shipmentId).toBe(s1.shipmentId);
    expect(
      await prisma.brandOrder.findUnique({ where: { orderId_brandId: { orderId, brandId: brandA } } }),
    ).toMatchObject({
      status: "shipped",
    });
    const mail = (await mailsTo(buyer.email)).at(-1)!;
    expect(mail.subject).toMatch(/has shipped/);
    expect(mail.text).toContain("JD014600001234");
    const view = (await listOrdersForUser(buyer.id)).find((o) => o.id === orderId)!;
    expect(view.statusLabel).toBe("Partially shipped");
    expect(view.lines.filter((l) => l.statusLabel === "Shipped")).toHaveLength(2);
    expect(view.lines.find((l) => l.status === "shipped")!.shipment).toMatchObject({ carrier: "DHL Express" });
    expect(
      await prisma.auditLog.count({ where: { targetId: orderId, action: "order.ship", actorId: memberA.id } }),
    ).toBe(1);

    const again = await applyFulfilment(actor(memberA, "brand", brandA), orderId, {
      intent: "ship",
      lineId: [l1.id],
      carrier: "UPS",
      trackingNumber: "1Z999",
    });
    expect(again).toMatchObject({ ok: false, message: expect.stringMatching(/already shipped/) });
    const cancelShipped = await applyFulfilment(actor(memberA, "brand", brandA), orderId, {
      intent: "cancel",
      lineId: l1.id,
      reason: "Too late",
    });
    expect(cancelShipped).toMatchObject({ ok: false, message: expect.stringMatching(/cannot be cancelled/) });
    // B ships its part: the order is shipped.
    const lineB = await lineOf(orderId, productB.variantIds[0]);
    expect(
      await applyFulfilment(actor(memberB, "brand", brandB), orderId, {
        intent: "ship",
        lineId: [lineB.id],
        carrier: "UPS",
        trackingNumber: "1Z999AA10123456784",
      }),
    ).toMatchObject({ ok: true });
    expect((await listOrdersForUser(buyer.id)).find((o) => o.id === orderId)!.statusLabel).toBe("Shipped");
  });

  it("bad input answers 400 by its field", async () => {
    const orderId = await paidOrder(buyer, [[productA.variantIds[0], 1]]);
    const line = await lineOf(orderId, productA.variantIds[0]);
    const out = await call(
      orderAction,
      postForm(
        `/brand-dashboard/orders/${orderId}`,
        { intent: "refund", lineId: line.id, quantity: "-1", reason: "x" },
        memberA,
      ),
      { orderId },
    );
    expect(out.status).toBe(400);
    expect(out.data.feedback).toMatchObject({ intent: "refund", lineId: line.id });
    expect(out.data.feedback.errors.quantity).toBe("Refund at least one unit.");
    expect(out.data.feedback.errors.reason).toMatch(/reason/);
  });
});

describe("refunds", () => {
  it("a partial refund goes through the provider and restocks unshipped units; shipped units give money only", async () => {
    const before = (await stockOf(productA.variantIds[0])).inventoryQuantity;
    const orderId = await paidOrder(buyer, [[productA.variantIds[0], 3]]);
    expect((await stockOf(productA.variantIds[0])).inventoryQuantity).toBe(before - 3);
    const line = await lineOf(orderId, productA.variantIds[0]);
    const brand = actor(memberA, "brand", brandA);
    const session = await prisma.paymentSession.findFirstOrThrow({ where: { orderId }, select: { externalId: true } });

    expect(
      await applyFulfilment(brand, orderId, {
        intent: "refund",
        lineId: line.id,
        quantity: 1,
        reason: "One vial short",
      }),
    ).toMatchObject({
      ok: true,
    });
    expect((await stockOf(productA.variantIds[0])).inventoryQuantity).toBe(before - 2);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { refundedCents: true } })).toEqual({
      refundedCents: 2_500,
    });
    const [refund] = await prisma.refund.findMany({ where: { orderId } });
    expect(refund).toMatchObject({
      kind: "fulfilment",
      amountCents: 2_500,
      status: "succeeded",
      quantity: 1,
      orderLineId: line.id,
    });
    expect(testGatewayRefunds().filter((r) => r.sessionExternalId === session.externalId)).toEqual([
      expect.objectContaining({
        amountCents: 2_500,
        idempotencyKey: `refund-${refund.id}`,
        refundId: refund.externalId,
      }),
    ]);
    expect((await mailsTo(buyer.email)).at(-1)!.text).toMatch(/refunding \$25\.00/);
    expect((await lineOf(orderId, productA.variantIds[0])).status).toBe("open");

    // The other two ship; refunding one of them gives money back but no stock.
    await applyFulfilment(brand, orderId, {
      intent: "ship",
      lineId: [line.id],
      carrier: "DHL",
      trackingNumber: "JD0002",
    });
    expect(
      await applyFulfilment(brand, orderId, {
        intent: "refund",
        lineId: line.id,
        quantity: 1,
        reason: "Damaged in transit",
      }),
    ).toMatchObject({
      ok: true,
    });
    expect((await stockOf(productA.variantIds[0])).inventoryQuantity).toBe(before - 2);
    expect(
      await applyFulfilment(brand, orderId, { intent: "refund", lineId: line.id, quantity: 2, reason: "More" }),
    ).toEqual({
      ok: false,
      field: "quantity",
      message: "At most 1 unit of this line can be refunded.",
    });
    expect(await applyFulfilment(brand, orderId, { intent: "refund-all", reason: "Goodwill" })).toMatchObject({
      ok: true,
    });
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { refundedCents: true, totalCents: true },
    });
    expect(order.refundedCents).toBe(order.totalCents);
    expect(await applyFulfilment(brand, orderId, { intent: "refund-all", reason: "Again" })).toMatchObject({
      ok: false,
      message: "Everything in this order has already been refunded.",
    });
    const history = (await listOrdersForUser(buyer.id)).find((o) => o.id === orderId)!;
    expect(history.refunded).toBe("$75.00");
  });

  it("cancelling a paid line refunds it, restocks it and tells the buyer why", async () => {
    const orderId = await paidOrder(buyer, [
      [productA.variantIds[0], 2],
      [productB.variantIds[0], 1],
    ]);
    const stockA = (await stockOf(productA.variantIds[0])).inventoryQuantity;
    const line = await lineOf(orderId, productA.variantIds[0]);
    const out = await call(
      orderAction,
      postForm(
        `/brand-dashboard/orders/${orderId}`,
        { intent: "cancel", lineId: line.id, reason: "Discontinued by the maker" },
        memberA,
      ),
      { orderId },
    );
    expect(out.status).toBe(303);
    expect(await lineOf(orderId, productA.variantIds[0])).toMatchObject({
      status: "cancelled",
      refundedQuantity: 2,
      cancelReason: "Discontinued by the maker",
    });
    expect((await stockOf(productA.variantIds[0])).inventoryQuantity).toBe(stockA + 2);
    expect(
      await prisma.brandOrder.findUnique({ where: { orderId_brandId: { orderId, brandId: brandA } } }),
    ).toMatchObject({
      status: "cancelled",
    });
    const mail = (await mailsTo(buyer.email)).at(-1)!;
    expect(mail.subject).toMatch(/were cancelled/);
    expect(mail.text).toContain("Reason: Discontinued by the maker");
    expect(mail.text).toContain("$50.00");
    // B's line is untouched; the order is still awaiting B's shipment.
    expect((await lineOf(orderId, productB.variantIds[0])).status).toBe("open");
    expect((await listOrdersForUser(buyer.id)).find((o) => o.id === orderId)!.statusLabel).toBe("Paid");
  });

  it("never refunds more than was paid: the order-level conditional update refuses and nothing changes", async () => {
    const orderId = await paidOrder(buyer, [[productA.variantIds[0], 2]]);
    const line = await lineOf(orderId, productA.variantIds[0]);
    const stock = (await stockOf(productA.variantIds[0])).inventoryQuantity;
    // Money already given back outside this line (e.g. an admin refund of the whole order elsewhere).
    await prisma.order.update({ where: { id: orderId }, data: { refundedCents: 4_000 } });
    expect(
      await applyFulfilment(actor(admin, "admin", null), orderId, {
        intent: "refund",
        lineId: line.id,
        quantity: 1,
        reason: "Test",
      }),
    ).toEqual({ ok: false, field: "quantity", message: OVER_REFUND_MESSAGE });
    expect(await lineOf(orderId, productA.variantIds[0])).toMatchObject({ refundedQuantity: 0, status: "open" });
    expect(await prisma.refund.count({ where: { orderId } })).toBe(0);
    expect((await stockOf(productA.variantIds[0])).inventoryQuantity).toBe(stock);
    // The database refuses it too.
    await expect(prisma.order.update({ where: { id: orderId }, data: { refundedCents: 5_001 } })).rejects.toThrow();
  });

  it("two simultaneous refunds (two connection pools) cannot exceed what was paid", async () => {
    const sequential = await onPglite();
    const pool2 = secondPool();
    try {
      const orderId = await paidOrder(buyer, [[productA.variantIds[0], 3]]);
      const line = await lineOf(orderId, productA.variantIds[0]);
      const stock = (await stockOf(productA.variantIds[0])).inventoryQuantity;
      const results = await runConcurrently(
        [
          () =>
            applyFulfilment(actor(memberA, "brand", brandA), orderId, {
              intent: "refund",
              lineId: line.id,
              quantity: 2,
              reason: "Brand",
            }),
          () =>
            applyFulfilment(
              actor(admin, "admin", null),
              orderId,
              { intent: "refund", lineId: line.id, quantity: 2, reason: "Admin" },
              { db: pool2 },
            ),
        ],
        sequential,
      );
      const outcomes = results.map((r) => (r.status === "fulfilled" ? r.value.ok : r.reason));
      expect(outcomes.sort()).toEqual([false, true]);
      const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { refundedCents: true } });
      expect(order.refundedCents).toBe(5_000);
      expect(await prisma.refund.count({ where: { orderId } })).toBe(1);
      expect((await stockOf(productA.variantIds[0])).inventoryQuantity).toBe(stock + 2);

      // Two full refunds at once: the total refunded is the total paid, once.
      const other = await paidOrder(buyer, [
        [productA.variantIds[0], 1],
        [productB.variantIds[0], 1],
      ]);
      const both = await runConcurrently(
        [
          () => applyFulfilment(actor(admin, "admin", null), other, { intent: "refund-all", reason: "One" }),
          () =>
            applyFulfilment(actor(admin, "admin", null), other, { intent: "refund-all", reason: "Two" }, { db: pool2 }),
        ],
        sequential,
      );
      expect(both.map((r) => r.status === "fulfilled" && r.value.ok).sort()).toEqual([false, true]);
      const paid = await prisma.order.findUniqueOrThrow({
        where: { id: other },
        select: { refundedCents: true, totalCents: true },
      });
      expect(paid.refundedCents).toBe(paid.totalCents);
      expect(
        (await prisma.refund.aggregate({ where: { orderId: other }, _sum: { amountCents: true } }))._sum.amountCents,
      ).toBe(paid.totalCents);
    } finally {
      await pool2.$disconnect();
    }
  });
});

describe("the brand's order list", () => {
  it("pages by keyset in SQL, newest payment first, and filters the parts still to fulfil", async () => {
    const base = Date.parse("2026-01-01T00:00:00Z");
    const ids: string[] = [];
    for (let i = 0; i < ORDERS_PAGE_SIZE + 5; i++) {
      const order = await prisma.order.create({
        data: {
          idempotencyKey: uid("list-key"),
          status: "paid",
          currencyCode: "usd",
          totalCents: 100,
          paidAt: new Date(base + i * 60_000),
          lines: {
            create: {
              productTitle: "Listed",
              variantTitle: "Default",
              unitPriceCents: 100,
              quantity: 1,
              brandId: brandC,
            },
          },
          brandParts: {
            create: { brandId: brandC, paidAt: new Date(base + i * 60_000), status: i % 3 === 0 ? "shipped" : "open" },
          },
        },
        select: { id: true },
      });
      ids.push(order.id);
    }
    const brandCActor: FulfilmentActor = { id: memberA.id, role: "brand", brandId: brandC };
    const first = await listFulfilmentOrders(brandCActor, { filter: "all" });
    expect(first.rows).toHaveLength(ORDERS_PAGE_SIZE);
    expect(first.rows[0].orderId).toBe(ids.at(-1));
    expect(first.next).not.toBeNull();
    const second = await listFulfilmentOrders(brandCActor, { filter: "all", cursor: first.next });
    expect(second.rows).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(new Set([...first.rows, ...second.rows].map((r) => r.orderId))).toEqual(new Set(ids));
    const open = await listFulfilmentOrders(brandCActor, { filter: "open" });
    expect(open.rows.every((r) => r.status === "open")).toBe(true);
    expect(open.rows).toHaveLength(ORDERS_PAGE_SIZE - 5);
    // A forged cursor is ignored, never an error.
    expect((await listFulfilmentOrders(brandCActor, { cursor: "'; drop table" })).rows).toHaveLength(ORDERS_PAGE_SIZE);
    // Admins: every paid order (or one brand's with ?brand=).
    const adminList = await call(ordersLoader, getPage(`/brand-dashboard/orders?brand=${brandC}&status=all`, admin));
    expect(adminList.data.list.rows).toHaveLength(ORDERS_PAGE_SIZE);
  });
});
