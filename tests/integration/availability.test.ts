// Availability beside every price (issue 37, ADR 061) against the real database: the product page's wording for
// in stock / lead time / back-order / out of stock; a back-order through cart, checkout and payment (the order line
// records the back-ordered units, stock never goes below zero); no back-order → never beyond stock, nothing stored
// half-way; "notify me when available" (once per variant and address, clear messages, rate limit); a restock in
// the product editor queues the job, and the job writes one e-mail per subscriber, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deliverStockNotifications,
  STOCK_NOTIFICATIONS_JOB,
  stockNotificationJob,
} from "~/modules/availability/notify-me.server";
import { NOTIFY_IN_STOCK_MESSAGE, NOTIFY_UNTRACKED_MESSAGE } from "~/modules/availability/notify-me";
import { addToCart, getCartView } from "~/modules/cart/cart.server";
import { checkoutCart, type CheckoutInput } from "~/modules/checkout/checkout.server";
import { startJobs } from "~/modules/jobs/jobs.server";
import { listOrdersForUser, releaseExpiredReservations } from "~/modules/orders/orders.server";
import { buildTestEvent, signTestPayload, TestGatewayProvider } from "~/modules/payments/test-gateway.server";
import { handleWebhook } from "~/modules/payments/webhooks.server";
import { LIMITS } from "~/modules/security/rate-limit.server";
import { action as editAction, loader as editLoader } from "~/routes/brand-dashboard_.products.$productId";
import { action as newAction } from "~/routes/brand-dashboard_.products.new";
import { action as cartAction } from "~/routes/cart";
import { action as productAction, loader as productLoader } from "~/routes/store.product.$id";
import { readToast } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import { routeArgs } from "../setup/route-args";
import { eventually } from "./production-server.support";
import { call, createMember, getPage, mailsTo, postForm, unique, type Member } from "./people.support";
import { cookieFrom, createProduct, deleteCreatedProducts, formRequest, getRequest, uid } from "./store.support";

const testGateway = new TestGatewayProvider();
let buyer: Member;
let brand: Member;
const editorProducts: string[] = [];

beforeAll(async () => {
  [buyer, brand] = await Promise.all([
    createMember({ role: "buyer" }),
    createMember({ role: "brand", brandId: "agilent" }),
  ]);
});

afterAll(async () => {
  await deleteCreatedProducts();
  await prisma.storeProduct.deleteMany({ where: { id: { in: editorProducts } } });
  await prisma.order.deleteMany({ where: { userId: buyer?.id } });
  await prisma.user.deleteMany({ where: { id: { in: [buyer, brand].filter(Boolean).map((m) => m.id) } } });
});

function checkoutInput(cartId: string, overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    cartId,
    userId: null,
    email: null,
    currency: null,
    origin: "http://localhost:3000",
    cancelPath: "/cart",
    locale: "en",
    ...overrides,
  };
}

async function stockOf(variantId: string) {
  return prisma.variant.findUniqueOrThrow({
    where: { id: variantId },
    select: { inventoryQuantity: true, reservedQuantity: true },
  });
}

async function pay(orderId: string, email: string | null = null) {
  const session = await prisma.paymentSession.findFirstOrThrow({ where: { orderId }, select: { externalId: true } });
  const payload = JSON.stringify(buildTestEvent("checkout.session.completed", session.externalId, email));
  return handleWebhook("test", payload, signTestPayload(payload));
}

async function productPage(productId: string, variantId?: string, member?: Member) {
  const path = `/store/product/${productId}${variantId ? `?variant=${variantId}` : ""}`;
  const page = await productLoader(
    routeArgs({ request: getPage(path, member), params: { id: productId }, pattern: "/store/product/:id" }),
  );
  return (page as Awaited<ReturnType<typeof productLoader>>).product;
}

describe("the product page's wording", () => {
  it("says in stock with a lead time, ships in weeks, back-order and out of stock, per variant", async () => {
    const product = await createProduct({
      title: `Availability Wording ${uid()}`,
      variants: [
        { title: "Stocked", priceInCents: 1_000, manageInventory: true, inventoryQuantity: 5, leadTimeDays: 2 },
        { title: "Made to order", priceInCents: 1_000, manageInventory: false, leadTimeDays: 42 },
        { title: "Back-orderable", priceInCents: 1_000, manageInventory: true, allowBackorder: true },
        { title: "Sold out", priceInCents: 1_000, manageInventory: true, inventoryQuantity: 0 },
        { title: "Plain", priceInCents: 1_000, manageInventory: true, inventoryQuantity: 1 },
      ],
    });
    const [stocked, , back, , plain] = product.variantIds;
    const detail = await productPage(product.id, back);
    const wording = Object.fromEntries(detail.variants.map((v) => [v.title, v.availability]));
    expect(wording).toEqual({
      Stocked: { kind: "in-stock", text: "In stock, ships in 2 days", orderable: true, notifiable: false },
      "Made to order": { kind: "in-stock", text: "Ships in 6 weeks", orderable: true, notifiable: false },
      "Back-orderable": { kind: "backorder", text: "Back-order", orderable: true, notifiable: true },
      "Sold out": { kind: "out-of-stock", text: "Out of stock", orderable: false, notifiable: true },
      Plain: { kind: "in-stock", text: "In stock", orderable: true, notifiable: false },
    });
    expect(detail.selectedVariantId).toBe(back);
    // Search engines read the same: back-order is schema.org's BackOrder, not OutOfStock.
    const offers = (detail.jsonLd as { offers: { availability: string }[] }).offers.map((o) => o.availability);
    expect(offers).toEqual([
      "https://schema.org/InStock",
      "https://schema.org/InStock",
      "https://schema.org/BackOrder",
      "https://schema.org/OutOfStock",
      "https://schema.org/InStock",
    ]);
    // Units held by unpaid orders are not on hand: the last unit held reads "Out of stock".
    await prisma.variant.update({ where: { id: plain }, data: { reservedQuantity: 1 } });
    expect((await productPage(product.id, plain)).variants.find((v) => v.id === plain)!.availability.text).toBe(
      "Out of stock",
    );
    // A product not sold online says so on every variant, whatever its stock.
    await prisma.storeProduct.update({ where: { id: product.id }, data: { purchasable: false } });
    const closed = await productPage(product.id, stocked);
    expect(new Set(closed.variants.map((v) => v.availability.text))).toEqual(new Set(["Available on quote"]));
  });
});

describe("back-orders through cart, checkout and payment", () => {
  it("orders 5 of an item with 2 on hand: 2 held and taken, 3 back-ordered, stock ends at 0", async () => {
    const product = await createProduct({
      title: `Back-order Partial ${uid()}`,
      variants: [
        { priceInCents: 2_000, manageInventory: true, inventoryQuantity: 2, allowBackorder: true, leadTimeDays: 14 },
      ],
    });
    const variantId = product.variantIds[0];
    expect((await productPage(product.id)).variants[0].availability.text).toBe("In stock, ships in 2 weeks");

    // The cart form (no JavaScript needed): the 5 units go in, 3 of them marked as back-ordered.
    const added = (await cartAction(
      routeArgs({
        request: formRequest(
          "/cart",
          { intent: "add", variantId, quantity: "5", source: "detail", redirectTo: "/cart" },
          buyer.cookie,
        ),
      }),
    )) as Response;
    expect(added.status).toBe(303);
    const { toast } = await readToast(getRequest("/", cookieFrom(added, "flash")!));
    expect(toast?.variant).not.toBe("destructive");
    const cookie = [buyer.cookie, cookieFrom(added, "cart")].filter(Boolean).join("; ");
    const cart = await getCartView(getRequest("/cart", cookie));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 5, backorderedQuantity: 3 });

    const outcome = await checkoutCart(checkoutInput(cart.cartId!, { userId: buyer.id, email: buyer.email }), {
      provider: testGateway,
    });
    if (outcome.kind !== "redirect") throw new Error(`checkout: ${JSON.stringify(outcome)}`);
    const line = await prisma.orderLine.findFirstOrThrow({
      where: { orderId: outcome.orderId },
      select: { quantity: true, heldQuantity: true, backorderedQuantity: true },
    });
    // MAX_HELD_STOCK_PERCENT (50 by default) of 2 on hand: one unit is held now, the other is taken at payment.
    expect(line).toMatchObject({ quantity: 5, backorderedQuantity: 3 });
    expect(await stockOf(variantId)).toEqual({ inventoryQuantity: 2, reservedQuantity: line.heldQuantity });

    expect(await pay(outcome.orderId)).toMatchObject({ status: 200, result: "applied", paid: true });
    expect(await stockOf(variantId)).toEqual({ inventoryQuantity: 0, reservedQuantity: 0 });
    const [order] = (await listOrdersForUser(buyer.id)).filter((o) => o.id === outcome.orderId);
    expect(order.status).toBe("paid");
    expect(order.lines[0]).toMatchObject({ quantity: 5, backorderedQuantity: 3 });
    const confirmation = (await mailsTo(buyer.email)).at(-1)!;
    expect(confirmation.text).toContain("3 of 5 on back-order: they ship when stock returns.");
  });

  it("an item with nothing on hand: everything back-ordered, nothing held or taken, stock stays at 0", async () => {
    const product = await createProduct({
      title: `Back-order Empty ${uid()}`,
      variants: [{ priceInCents: 900, manageInventory: true, inventoryQuantity: 0, allowBackorder: true }],
    });
    const variantId = product.variantIds[0];
    const cart = await prisma.cart.create({ data: {}, select: { id: true } });
    expect(await addToCart(cart.id, variantId, 2)).toMatchObject({ ok: true });
    const outcome = await checkoutCart(checkoutInput(cart.id), { provider: testGateway });
    if (outcome.kind !== "redirect") throw new Error(`checkout: ${JSON.stringify(outcome)}`);
    expect(
      await prisma.orderLine.findFirstOrThrow({
        where: { orderId: outcome.orderId },
        select: { heldQuantity: true, backorderedQuantity: true },
      }),
    ).toEqual({ heldQuantity: 0, backorderedQuantity: 2 });
    expect(await pay(outcome.orderId, "backorder@example.com")).toMatchObject({ status: 200, paid: true });
    expect(await stockOf(variantId)).toEqual({ inventoryQuantity: 0, reservedQuantity: 0 });
  });

  it("units sold to others while the buyer paid late become a back-order, not a refund; stock never below 0", async () => {
    const product = await createProduct({
      title: `Back-order Late ${uid()}`,
      variants: [{ priceInCents: 700, manageInventory: true, inventoryQuantity: 2, allowBackorder: true }],
    });
    const variantId = product.variantIds[0];
    const cart = await prisma.cart.create({ data: {}, select: { id: true } });
    expect(await addToCart(cart.id, variantId, 2)).toMatchObject({ ok: true });
    const outcome = await checkoutCart(checkoutInput(cart.id), { provider: testGateway });
    if (outcome.kind !== "redirect") throw new Error(`checkout: ${JSON.stringify(outcome)}`);
    expect((await prisma.orderLine.findFirstOrThrow({ where: { orderId: outcome.orderId } })).backorderedQuantity).toBe(
      0,
    );
    // The reservation ends unpaid (the sweep) and another buyer takes one of the two units meanwhile.
    await prisma.order.update({ where: { id: outcome.orderId }, data: { reservedUntil: new Date(Date.now() - 1) } });
    await releaseExpiredReservations(new Date());
    expect(await stockOf(variantId)).toEqual({ inventoryQuantity: 2, reservedQuantity: 0 });
    await prisma.variant.update({ where: { id: variantId }, data: { inventoryQuantity: 1 } });

    expect(await pay(outcome.orderId, "late@example.com")).toMatchObject({ status: 200, paid: true });
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: outcome.orderId },
      select: { status: true, refundedCents: true, lines: { select: { backorderedQuantity: true } } },
    });
    expect(order).toEqual({ status: "paid", refundedCents: 0, lines: [{ backorderedQuantity: 1 }] });
    expect(await stockOf(variantId)).toEqual({ inventoryQuantity: 0, reservedQuantity: 0 });
  });

  it("without back-orders: never beyond stock, a clear message, no cart line, no order, stock untouched", async () => {
    const product = await createProduct({
      title: `No Back-order ${uid()}`,
      variants: [{ title: "Kit", priceInCents: 1_500, manageInventory: true, inventoryQuantity: 2 }],
    });
    const variantId = product.variantIds[0];
    // The cart form: refused with the reason, nothing in the cart.
    const refused = (await cartAction(
      routeArgs({
        request: formRequest("/cart", { intent: "add", variantId, quantity: "3", source: "detail", redirectTo: "/x" }),
      }),
    )) as Response;
    expect(refused.headers.get("Location")).toBe("/x");
    const { toast } = await readToast(getRequest("/", cookieFrom(refused, "flash")!));
    expect(toast).toMatchObject({ variant: "destructive" });
    expect(toast?.description).toMatch(/^Not enough stock for No Back-order .*\(Kit\)\. Only 2 left\.$/);
    expect(await prisma.cartLine.count({ where: { variantId } })).toBe(0);

    // A cart that held 2 when stock was 2, and stock fell to 1 before checkout: refused, nothing half-way.
    const cart = await prisma.cart.create({ data: {}, select: { id: true } });
    expect(await addToCart(cart.id, variantId, 2)).toMatchObject({ ok: true });
    expect(await addToCart(cart.id, variantId, 1)).toEqual({
      ok: false,
      error: expect.stringMatching(/^Not enough stock for .*\(Kit\)\. Only 2 left\.$/),
    });
    await prisma.variant.update({ where: { id: variantId }, data: { inventoryQuantity: 1 } });
    const outcome = await checkoutCart(checkoutInput(cart.id), { provider: testGateway });
    expect(outcome).toEqual({
      kind: "out-of-stock",
      message: expect.stringMatching(/^Not enough stock for .*\(Kit\)\. Only 1 left\.$/),
    });
    expect(await prisma.order.count({ where: { cartId: cart.id } })).toBe(0);
    expect(await prisma.orderLine.count({ where: { variantId } })).toBe(0);
    expect(await stockOf(variantId)).toEqual({ inventoryQuantity: 1, reservedQuantity: 0 });
  });
});

describe("notify me when available", () => {
  async function notify(productId: string, fields: Record<string, string>, member?: Member, clientIp?: string) {
    const request = postForm(`/store/product/${productId}`, { intent: "notify", ...fields }, member);
    const out = await productAction(
      routeArgs({ request, params: { id: productId }, pattern: "/store/product/:id", values: { clientIp } }),
    );
    const { data, init } = out as unknown as { data: Record<string, unknown>; init: ResponseInit | null };
    return { status: init?.status ?? 200, ...(data as { errors: Record<string, string>; confirmation: string }) };
  }
  const rows = (variantId: string) =>
    prisma.stockNotification.findMany({ where: { variantId }, select: { email: true, userId: true, sentAt: true } });

  it("stores one alert per variant and address; a second request says so; after it was sent it re-arms", async () => {
    const product = await createProduct({
      title: `Notify Subscribe ${uid()}`,
      variants: [{ priceInCents: 500, manageInventory: true, inventoryQuantity: 0 }],
    });
    const variantId = product.variantIds[0];
    const visitor = `${unique("visitor")}@Example.com`;
    const first = await notify(product.id, { variantId, email: `  ${visitor} ` });
    expect(first).toMatchObject({ status: 200, errors: {} });
    expect(first.confirmation).toBe(`Done: we'll e-mail ${visitor.toLowerCase()} once when it is back in stock.`);
    const again = await notify(product.id, { variantId, email: visitor.toUpperCase() });
    expect(again.confirmation).toBe(
      `You're already on the list: we'll e-mail ${visitor.toLowerCase()} once when it is back in stock.`,
    );
    // A signed-in buyer is notified at their account's address, whatever the form says.
    const signedIn = await notify(product.id, { variantId, email: "someone-else@example.com" }, buyer);
    expect(signedIn.confirmation).toContain(buyer.email);
    expect(await rows(variantId)).toEqual(
      expect.arrayContaining([
        { email: visitor.toLowerCase(), userId: null, sentAt: null },
        { email: buyer.email, userId: buyer.id, sentAt: null },
      ]),
    );
    expect(await rows(variantId)).toHaveLength(2);

    // Sent once; subscribing again afterwards re-arms the same row (still one per address).
    await prisma.stockNotification.updateMany({ where: { variantId }, data: { sentAt: new Date() } });
    const rearmed = await notify(product.id, { variantId, email: visitor });
    expect(rearmed.confirmation).toMatch(/^Done: /);
    const after = await rows(variantId);
    expect(after).toHaveLength(2);
    expect(after.find((r) => r.email === visitor.toLowerCase())!.sentAt).toBeNull();
    expect(after.find((r) => r.email === buyer.email)!.sentAt).not.toBeNull();
  });

  it("an item in stock, or always available, gets a clear message and stores nothing", async () => {
    const product = await createProduct({
      title: `Notify In Stock ${uid()}`,
      variants: [
        { title: "Stocked", priceInCents: 500, manageInventory: true, inventoryQuantity: 3 },
        { title: "Untracked", priceInCents: 500, manageInventory: false },
      ],
    });
    const [stocked, untracked] = product.variantIds;
    const email = `${unique("instock")}@example.com`;
    expect(await notify(product.id, { variantId: stocked, email })).toMatchObject({
      status: 400,
      errors: { form: NOTIFY_IN_STOCK_MESSAGE },
      confirmation: null,
    });
    expect(await notify(product.id, { variantId: untracked, email })).toMatchObject({
      status: 400,
      errors: { form: NOTIFY_UNTRACKED_MESSAGE },
    });
    // A variant of another product (a tampered form) is refused too.
    const other = await createProduct({
      variants: [{ priceInCents: 500, manageInventory: true, inventoryQuantity: 0 }],
    });
    expect(await notify(product.id, { variantId: other.variantIds[0], email })).toMatchObject({
      status: 400,
      errors: { variantId: "This option is no longer sold." },
    });
    expect(await prisma.stockNotification.count({ where: { email } })).toBe(0);
  });

  it("a visitor without a valid address gets the message next to the field; bots and bad forms store nothing", async () => {
    const product = await createProduct({
      title: `Notify No Address ${uid()}`,
      variants: [{ priceInCents: 500, manageInventory: true, inventoryQuantity: 0 }],
    });
    const variantId = product.variantIds[0];
    expect(await notify(product.id, { variantId })).toMatchObject({
      status: 400,
      errors: { email: "Enter the e-mail address to notify." },
      confirmation: null,
    });
    expect(await notify(product.id, { variantId, email: "   " })).toMatchObject({
      errors: { email: "Enter the e-mail address to notify." },
    });
    const typo = await notify(product.id, { variantId, email: "name@lab" });
    expect(typo).toMatchObject({ status: 400, errors: { email: "Enter a valid e-mail address, like name@lab.org." } });
    // What was typed comes back into the field (the page renders it as the field's value without JavaScript).
    expect((typo as unknown as { email: string }).email).toBe("name@lab");
    expect(await notify(product.id, { email: "a@example.com" })).toMatchObject({
      status: 400,
      errors: { variantId: "Choose an option first." },
    });
    expect(await notify(product.id, { variantId, email: "a@example.com", contact_fax: "555" })).toMatchObject({
      status: 400,
    });
    expect(await prisma.stockNotification.count({ where: { variantId } })).toBe(0);
  });

  it("is rate limited per client address with a clear message", async () => {
    const product = await createProduct({
      title: `Notify Limit ${uid()}`,
      variants: [{ priceInCents: 500, manageInventory: true, inventoryQuantity: 0 }],
    });
    const variantId = product.variantIds[0];
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 20}-${uid()}`;
    const { points } = LIMITS.notifyIp;
    for (let i = 0; i < points; i++) {
      const ok = await notify(product.id, { variantId, email: `limit-${i}@example.com` }, undefined, ip);
      expect(ok.status, JSON.stringify(ok)).toBe(200);
    }
    const limited = await notify(product.id, { variantId, email: "one-too-many@example.com" }, undefined, ip);
    expect(limited.status).toBe(429);
    expect(limited.errors.form).toMatch(/^Too many availability alerts\. Please try again in \d+ minutes?\.$/);
    expect(await prisma.stockNotification.count({ where: { variantId } })).toBe(points);
    // Another address is not held up.
    expect((await notify(product.id, { variantId, email: "other@example.com" }, undefined, `${ip}-b`)).status).toBe(
      200,
    );
  });
});

describe("restock → job → e-mails", () => {
  /** The edit form's current values as a browser would post them back (see product-editor.test.ts). */
  async function editorForm(id: string, changes: Record<string, string> = {}) {
    const page = await call(editLoader, getPage(`/brand-dashboard/products/${encodeURIComponent(id)}`, brand), {
      productId: id,
    });
    const v = page.data.values;
    const fields: Record<string, string> = {
      intent: "save",
      title: v.title,
      subtitle: v.subtitle,
      ribbonText: v.ribbonText,
      categoryId: v.categoryId,
      descriptionHtml: v.descriptionHtml,
      relatedSkus: v.relatedSkus,
    };
    v.variants.forEach((row: Record<string, string | boolean>, i: number) => {
      for (const [k, value] of Object.entries(row)) {
        if (typeof value === "boolean") {
          if (value) fields[`variant.${i}.${k}`] = "on";
        } else fields[`variant.${i}.${k}`] = value;
      }
    });
    for (const [k, value] of Object.entries(v.specs as Record<string, string>)) fields[`spec.${k}`] = value;
    return { ...fields, ...changes };
  }

  it("the brand sets stock from 0 to 4: the job is queued, one e-mail per subscriber, sentAt set, a rerun sends none", async () => {
    const sku = `AVAIL-${uid().toUpperCase()}`;
    const created = await call(
      newAction,
      postForm(
        "/brand-dashboard/products/new",
        {
          intent: "save",
          title: `Agilent Restock ${sku} column`,
          categoryId: "analytical-instruments",
          descriptionHtml: "<p>Back soon.</p>",
          "variant.0.sku": sku,
          "variant.0.price": "120.00",
          "variant.0.currency": "usd",
          "variant.0.manageInventory": "on",
          "variant.0.quantity": "0",
          "variant.0.leadTime": "3",
          "variant.0.leadTimeUnit": "weeks",
        },
        brand,
      ),
    );
    expect(created.status, JSON.stringify(created.data?.errors)).toBe(303);
    const productId = decodeURIComponent(created.location!.split("/").pop()!);
    editorProducts.push(productId);
    // Listed (as an admin's approval would).
    await prisma.storeProduct.update({ where: { id: productId }, data: { status: "active" } });
    const variant = await prisma.variant.findFirstOrThrow({
      where: { productId },
      select: { id: true, leadTimeDays: true, allowBackorder: true },
    });
    expect(variant).toMatchObject({ leadTimeDays: 21, allowBackorder: false });
    expect((await productPage(productId)).variants[0].availability.text).toBe("Out of stock");

    const visitor = `${unique("restock")}@example.com`;
    const post = (fields: Record<string, string>, member?: Member) =>
      productAction(
        routeArgs({
          request: postForm(
            `/store/product/${productId}`,
            { intent: "notify", variantId: variant.id, ...fields },
            member,
          ),
          params: { id: productId },
        }),
      );
    await post({ email: visitor });
    await post({}, buyer);
    expect(await prisma.stockNotification.count({ where: { variantId: variant.id } })).toBe(2);

    // A web machine's queue (JOBS=send): the editor's save queues the job; nothing runs here.
    const stopSender = await startJobs([stockNotificationJob], { work: false });
    try {
      // An edit that leaves it out of stock queues nothing.
      const unchanged = await call(
        editAction,
        postForm(`/brand-dashboard/products/${productId}`, await editorForm(productId, { subtitle: "Soon" }), brand),
        { productId },
      );
      expect(unchanged.status, JSON.stringify(unchanged.data?.errors)).toBe(303);
      const restocked = await call(
        editAction,
        postForm(
          `/brand-dashboard/products/${productId}`,
          await editorForm(productId, { "variant.0.quantity": "4" }),
          brand,
        ),
        { productId },
      );
      expect(restocked.status, JSON.stringify(restocked.data?.errors)).toBe(303);
    } finally {
      await stopSender();
    }
    const queued = await prisma.$queryRawUnsafe<{ data: { variantIds: string[] } }[]>(
      `SELECT data FROM pgboss_v12.job WHERE name = $1 AND data->'variantIds' ? $2`,
      STOCK_NOTIFICATIONS_JOB,
      variant.id,
    );
    expect(queued).toEqual([{ data: { variantIds: [variant.id] } }]);
    expect(await prisma.storeProduct.findUniqueOrThrow({ where: { id: productId }, select: { status: true } })).toEqual(
      { status: "active" },
    );
    expect((await productPage(productId)).variants[0].availability.text).toBe("In stock, ships in 3 weeks");
    // Nothing is sent before the job runs.
    expect(await mailsTo(visitor)).toEqual([]);

    // A worker (JOBS=1) picks the queued job up and sends the e-mails (the sweep's schedule is left out here).
    const stopWorker = await startJobs([{ ...stockNotificationJob, cron: undefined }]);
    try {
      await eventually(
        async () =>
          (await mailsTo(visitor)).length > 0 &&
          (await mailsTo(buyer.email)).some((m) => m.subject.startsWith("Back in stock"))
            ? true
            : undefined,
        "the job to send the back-in-stock e-mails",
        30_000,
      );
    } finally {
      await stopWorker();
    }
    const [mail] = await mailsTo(visitor);
    expect(mail.subject).toBe(`Back in stock: Agilent Restock ${sku} column`);
    expect(mail.text).toContain(`catalogue number ${sku}`);
    expect(mail.text).toContain(
      `/store/product/${encodeURIComponent(productId)}?variant=${encodeURIComponent(variant.id)}`,
    );
    expect((await mailsTo(buyer.email)).filter((m) => m.subject.startsWith("Back in stock"))).toHaveLength(1);
    const sent = await prisma.stockNotification.findMany({
      where: { variantId: variant.id },
      select: { sentAt: true },
    });
    expect(sent.every((row) => row.sentAt !== null)).toBe(true);

    // The sweep (or a retried job) finds nothing more to send.
    expect(await deliverStockNotifications({ variantIds: [variant.id] })).toBe(0);
    expect(await deliverStockNotifications()).toBe(0);
    expect(await mailsTo(visitor)).toHaveLength(1);
  });

  it("the job sends nothing for items still out of stock, and sends each alert once when runs overlap", async () => {
    const product = await createProduct({
      title: `Notify Overlap ${uid()}`,
      variants: [
        { title: "A", priceInCents: 500, manageInventory: true, inventoryQuantity: 0 },
        { title: "B", priceInCents: 500, manageInventory: true, inventoryQuantity: 0 },
      ],
    });
    const [a, b] = product.variantIds;
    const emails = Array.from({ length: 5 }, () => `${unique("overlap")}@example.com`);
    await prisma.stockNotification.createMany({
      data: [...emails.map((email) => ({ variantId: a, email })), { variantId: b, email: emails[0] }],
    });
    expect(await deliverStockNotifications({ variantIds: [a, b] })).toBe(0);
    await prisma.variant.update({ where: { id: a }, data: { inventoryQuantity: 1 } });
    const runs = await Promise.all([
      deliverStockNotifications({ variantIds: [a] }),
      deliverStockNotifications({ variantIds: [a, b] }),
      deliverStockNotifications(),
    ]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(5);
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
    // B is still out of stock: its alert waits.
    expect(
      await prisma.stockNotification.findFirstOrThrow({ where: { variantId: b }, select: { sentAt: true } }),
    ).toEqual({ sentAt: null });
  });
});
