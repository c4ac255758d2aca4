// Charging in the buyer's currency (issue 37 item 2, ADR 074) against the real database: a cart listed in several
// currencies is charged in the buyer's display currency at the shop's stated rates, the total the cart shows is the
// total charged, each converted line records its listed price, currency and the rate; a rate changed between the
// cart and the checkout is refused as a changed cart; a currency without a stated rate keeps the cart as listed; an
// order on terms is in the terms' currency; the invoice says what each line was listed at.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCartView } from "~/modules/cart/cart.server";
import { addToCart } from "~/modules/cart/cart.server";
import { checkoutCart, type CheckoutInput } from "~/modules/checkout/checkout.server";
import { forgetShopCurrencies, readDisplayCurrency } from "~/modules/currency/currencies.server";
import { issueInvoicesForOrder } from "~/modules/invoices/invoices.server";
import { TestGatewayProvider } from "~/modules/payments/test-gateway.server";
import { onAccountOption } from "~/modules/terms/checkout-terms.server";
import { placeOrderOnTerms } from "~/modules/terms/order-on-terms.server";
import { action as checkoutAction } from "~/routes/checkout";
import { action as requisitionAction, loader as requisitionLoader } from "~/routes/requisitions.$id";
import { action as submitRequisitionAction } from "~/routes/requisitions.new";
import { displayCurrencyCookie } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import { routeArgs } from "../setup/route-args";
import { createOrganisation } from "./organisation.support";
import { call, createBrandPage, createMember, getPage, mailsTo, postForm } from "./people.support";
import { SHIPPING_FORM } from "./shipping.support";
import { cartCookie, createProduct, deleteCreatedProducts, formRequest, getRequest, uid } from "./store.support";

// Currencies of this test's own, with round rates, so other tests' prices and rates are untouched.
const A = { code: "xqa", symbol: "A", template: "A$1", usdPerUnit: "2" }; // 1 A = 2 USD
const B = { code: "xqb", symbol: "B", template: "B$1", usdPerUnit: "0.5" }; // 1 B = 0.5 USD
const UNRATED = { code: "xqc", symbol: "C", template: "C$1", usdPerUnit: null };
const provider = new TestGatewayProvider();
const brand = uid("charge-brand");

function input(cartId: string, overrides: Partial<CheckoutInput> = {}): CheckoutInput {
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

/** A purchaser of an organisation of its own whose terms are in currency A. */
async function purchaserOnTermsInA(name: string) {
  const purchaser = await createMember();
  const org = await createOrganisation(uid(name), { [purchaser.id]: "purchaser" });
  await prisma.organisationTerms.create({
    data: {
      organisationId: org.id,
      netDays: 30,
      creditLimitCents: 1_000_000,
      currencyCode: A.code,
      approvedAt: new Date(),
    },
  });
  return { purchaser, org };
}

async function displayCookie(code: string): Promise<string> {
  return (await displayCurrencyCookie().serialize(code)).split(";")[0]!;
}

async function buyerCurrency(code: string | null) {
  const cookie = code ? await displayCookie(code) : "";
  return readDisplayCurrency(getRequest("/", cookie), null);
}

/** A cart with $1,000.00 × 2 (listed in USD) and B800.00 × 1 (listed in xqb). */
async function mixedCart() {
  const dollars = await createProduct({ title: "Charge Dollar Pump", variants: [{ priceInCents: 100_000 }] });
  const bees = await createProduct({
    title: "Charge B Shaker",
    variants: [{ priceInCents: 80_000, currencyCode: B.code }],
  });
  await prisma.storeProduct.updateMany({ where: { id: { in: [dollars.id, bees.id] } }, data: { brandId: brand } });
  const cart = await prisma.cart.create({ data: {}, select: { id: true } });
  expect((await addToCart(cart.id, dollars.variantIds[0]!, 2)).ok).toBe(true);
  expect((await addToCart(cart.id, bees.variantIds[0]!, 1)).ok).toBe(true);
  return { cartId: cart.id, dollarVariant: dollars.variantIds[0]!, beeVariant: bees.variantIds[0]! };
}

beforeAll(async () => {
  for (const currency of [A, B, UNRATED])
    await prisma.currency.upsert({ where: { code: currency.code }, create: currency, update: currency });
  forgetShopCurrencies();
  await createBrandPage(brand);
});
afterAll(async () => {
  await deleteCreatedProducts();
  await prisma.orderLine.deleteMany({ where: { order: { currencyCode: { in: [A.code, B.code, UNRATED.code] } } } });
  await prisma.invoice.deleteMany({ where: { currencyCode: A.code } });
  await prisma.order.deleteMany({ where: { currencyCode: { in: [A.code, B.code, UNRATED.code] } } });
  await prisma.organisationTerms.deleteMany({ where: { currencyCode: A.code } });
  await prisma.brand.deleteMany({ where: { id: brand } });
  await prisma.currency.deleteMany({ where: { code: { in: [A.code, B.code, UNRATED.code] } } });
  forgetShopCurrencies();
});

describe("a cart charged in the buyer's currency", () => {
  it("the cart shows one total in the buyer's currency with the rates, and checkout charges exactly that", async () => {
    const { cartId, dollarVariant, beeVariant } = await mixedCart();
    const cookie = `${await cartCookie(cartId)}; ${await displayCookie(A.code)}`;
    const view = await getCartView(getRequest("/cart", cookie));
    // $1,000 = A500 (1 USD = 0.5 A); B800 = A200 (1 B = 0.25 A): A1,000 + A200.
    expect(view.totals).toEqual([{ currencyCode: A.code, cents: 120_000, formatted: "A1,200.00" }]);
    expect(view.total).toBe("A1,200.00");
    expect(view.charge).toEqual({ currencyCode: A.code, rates: ["1 USD = 0.5 XQA", "1 XQB = 0.25 XQA"] });
    expect(view.lines.map((line) => [line.unitPrice, line.listedUnitPrice, line.lineTotal])).toEqual([
      ["A500.00", "$1,000.00", "A1,000.00"],
      ["A200.00", "B800.00", "A200.00"],
    ]);

    const outcome = await checkoutCart(
      input(cartId, { idempotencyKey: view.checkoutKey!, buyerCurrency: await buyerCurrency(A.code) }),
      { provider },
    );
    expect(outcome.kind).toBe("redirect");
    if (outcome.kind !== "redirect") return;
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: outcome.orderId },
      select: {
        currencyCode: true,
        totalCents: true,
        lines: {
          orderBy: { unitPriceCents: "desc" },
          select: {
            variantId: true,
            unitPriceCents: true,
            quantity: true,
            listedUnitPriceCents: true,
            listedCurrencyCode: true,
            exchangeRate: true,
          },
        },
      },
    });
    expect(order.currencyCode).toBe(A.code);
    expect(order.totalCents).toBe(120_000);
    expect(order.lines.map((line) => ({ ...line, exchangeRate: String(line.exchangeRate) }))).toEqual([
      {
        variantId: dollarVariant,
        unitPriceCents: 50_000,
        quantity: 2,
        listedUnitPriceCents: 100_000,
        listedCurrencyCode: "usd",
        exchangeRate: "0.5",
      },
      {
        variantId: beeVariant,
        unitPriceCents: 20_000,
        quantity: 1,
        listedUnitPriceCents: 80_000,
        listedCurrencyCode: B.code,
        exchangeRate: "0.25",
      },
    ]);
    // The hosted payment page charges the order's currency and amount.
    const session = await prisma.paymentSession.findFirstOrThrow({ where: { orderId: outcome.orderId } });
    expect(session.status).toBe("open");
  });

  it("through POST /checkout with the buyer's cookie: the order is in their currency", async () => {
    const { cartId } = await mixedCart();
    const cookie = `${await cartCookie(cartId)}; ${await displayCookie(A.code)}`;
    const key = (await getCartView(getRequest("/cart", cookie))).checkoutKey!;
    const response = (await checkoutAction(
      routeArgs({
        request: formRequest("/checkout", { ...SHIPPING_FORM, idempotencyKey: key, redirectTo: "/cart" }, cookie),
        params: {},
      }),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toMatch(/\/pay\/tgs_/);
    const order = await prisma.order.findFirstOrThrow({
      where: { cartId },
      select: { currencyCode: true, totalCents: true },
    });
    expect(order).toEqual({ currencyCode: A.code, totalCents: 120_000 });
  });

  it("a rate stated between the cart and the checkout is a changed cart: nothing is created at the new rate unseen", async () => {
    const { cartId } = await mixedCart();
    const cookie = `${await cartCookie(cartId)}; ${await displayCookie(A.code)}`;
    const seen = (await getCartView(getRequest("/cart", cookie))).checkoutKey!;
    await prisma.currency.update({ where: { code: B.code }, data: { usdPerUnit: "0.6" } });
    forgetShopCurrencies();
    try {
      const outcome = await checkoutCart(
        input(cartId, { idempotencyKey: seen, buyerCurrency: await buyerCurrency(A.code) }),
        { provider },
      );
      expect(outcome).toEqual({ kind: "changed" });
      expect(await prisma.order.count({ where: { cartId } })).toBe(0);
      // The cart now shows the new total (B800 = A240), which is what the next checkout charges.
      const view = await getCartView(getRequest("/cart", cookie));
      expect(view.total).toBe("A1,240.00");
    } finally {
      await prisma.currency.update({ where: { code: B.code }, data: { usdPerUnit: B.usdPerUnit } });
      forgetShopCurrencies();
    }
  });

  it("as listed (no display currency) the cart is paid one currency at a time, as before", async () => {
    const { cartId } = await mixedCart();
    const view = await getCartView(getRequest("/cart", await cartCookie(cartId)));
    expect(view.charge).toBeNull();
    expect(view.totals?.map((total) => total.formatted)).toEqual(["$2,000.00", "B800.00"]);
    const outcome = await checkoutCart(input(cartId, { buyerCurrency: await buyerCurrency(null) }), {
      provider,
    });
    expect(outcome).toEqual({ kind: "mixed-currencies", currencies: ["usd", B.code] });
  });

  it("a line in a currency without a stated rate keeps the whole cart as listed (no guessed conversion)", async () => {
    const { cartId } = await mixedCart();
    const unrated = await createProduct({ variants: [{ priceInCents: 5_000, currencyCode: UNRATED.code }] });
    await addToCart(cartId, unrated.variantIds[0]!, 1);
    const cookie = `${await cartCookie(cartId)}; ${await displayCookie(A.code)}`;
    const view = await getCartView(getRequest("/cart", cookie));
    expect(view.charge).toBeNull();
    expect(view.totals).toHaveLength(3);
    const outcome = await checkoutCart(input(cartId, { buyerCurrency: await buyerCurrency(A.code) }), {
      provider,
    });
    expect(outcome.kind).toBe("mixed-currencies");
  });
});

describe("an order on terms is in the terms' currency", () => {
  it("lines listed in dollars are converted into the terms' currency, the credit is taken in it, the invoice says so", async () => {
    const { purchaser, org } = await purchaserOnTermsInA("Charge Org");
    const product = await createProduct({
      title: "Charge Terms Centrifuge",
      variants: [{ priceInCents: 300_000, manageInventory: true, inventoryQuantity: 5 }],
    });
    await prisma.storeProduct.update({ where: { id: product.id }, data: { brandId: brand } });
    const option = await onAccountOption(purchaser.id, [{ unitPriceCents: 300_000, currencyCode: "usd", quantity: 2 }]);
    expect(option).toMatchObject({ blocked: null, convertedTotal: "A3,000.00", available: "A10,000.00" });

    const outcome = await placeOrderOnTerms({
      userId: purchaser.id,
      email: purchaser.email,
      poNumber: "PO-CHARGE-1",
      lines: [{ variantId: product.variantIds[0]!, quantity: 2 }],
      idempotencyKey: uid("charge-terms"),
    });
    expect(outcome.kind).toBe("placed");
    if (outcome.kind !== "placed") return;
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: outcome.orderId },
      select: {
        currencyCode: true,
        totalCents: true,
        lines: {
          select: { unitPriceCents: true, listedUnitPriceCents: true, listedCurrencyCode: true, exchangeRate: true },
        },
      },
    });
    expect(order.currencyCode).toBe(A.code);
    expect(order.totalCents).toBe(300_000);
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({
      unitPriceCents: 150_000,
      listedUnitPriceCents: 300_000,
      listedCurrencyCode: "usd",
    });
    expect(String(order.lines[0]!.exchangeRate)).toBe("0.5");
    expect(
      await prisma.organisationTerms.findUniqueOrThrow({
        where: { organisationId: org.id },
        select: { outstandingCents: true },
      }),
    ).toEqual({ outstandingCents: 300_000 });

    // The confirmation e-mail says what the line was listed at and the rate.
    const [mail] = await mailsTo(purchaser.email);
    expect(mail?.text).toContain("listed $3,000.00 · 1 USD = 0.5 XQA");

    await issueInvoicesForOrder(outcome.orderId);
    const invoice = await prisma.invoice.findFirstOrThrow({
      where: { orderId: outcome.orderId },
      select: { currencyCode: true, totalCents: true, lines: { select: { description: true } } },
    });
    expect(invoice.currencyCode).toBe(A.code);
    expect(invoice.lines[0]!.description).toContain("listed $3,000.00 · 1 USD = 0.5 XQA");

    // A punchout OrderRequest keeps its purchase order's currency: no conversion, the terms' currency check refuses.
    const punchout = await placeOrderOnTerms({
      userId: purchaser.id,
      email: purchaser.email,
      poNumber: "PO-CHARGE-2",
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
      idempotencyKey: uid("charge-punchout"),
      convertIntoTermsCurrency: false,
    });
    expect(punchout).toMatchObject({ kind: "refused", reason: "currency" });
  });

  it("a line in a currency without a stated rate cannot go on terms in another currency: the option says why", async () => {
    const { purchaser } = await purchaserOnTermsInA("Charge Org 2");
    const option = await onAccountOption(purchaser.id, [
      { unitPriceCents: 100, currencyCode: UNRATED.code, quantity: 1 },
    ]);
    expect(option?.blocked).toMatch(/another currency/);
    expect(option?.convertedTotal).toBeNull();
  });
});

describe("a requisition in the member's currency", () => {
  it("a mixed cart becomes one requisition in the member's currency; the order from it records the listed prices", async () => {
    const [requester, approver, purchaser] = await Promise.all([createMember(), createMember(), createMember()]);
    await createOrganisation(uid("Charge Requisition Org"), {
      [requester.id]: "requester",
      [approver.id]: "approver",
      [purchaser.id]: "purchaser",
    });
    const { cartId } = await mixedCart();
    await prisma.cart.update({ where: { id: cartId }, data: { userId: requester.id } });
    const inA = `${await displayCookie(A.code)}; ${await cartCookie(cartId)}`;
    const submitted = await call(
      submitRequisitionAction,
      postForm("/requisitions/new", {}, { ...requester, cookie: `${inA}; ${requester.cookie}` }),
    );
    expect(submitted.status).toBe(303);
    const id = submitted.location!.split("/").pop()!;
    const requisition = await prisma.requisition.findUniqueOrThrow({
      where: { id },
      select: {
        currencyCode: true,
        totalCents: true,
        lines: {
          orderBy: { position: "asc" },
          select: { unitPriceCents: true, currencyCode: true, listedUnitPriceCents: true, listedCurrencyCode: true },
        },
      },
    });
    expect(requisition).toEqual({
      currencyCode: A.code,
      totalCents: 120_000,
      lines: [
        { unitPriceCents: 50_000, currencyCode: A.code, listedUnitPriceCents: 100_000, listedCurrencyCode: "usd" },
        { unitPriceCents: 20_000, currencyCode: A.code, listedUnitPriceCents: 80_000, listedCurrencyCode: B.code },
      ],
    });
    const page = await call(requisitionLoader, getPage(`/requisitions/${id}`, approver), { id });
    expect(page.data.requisition.total).toBe("A1,200.00");
    expect(page.data.requisition.lines[0].listedNote).toBe("listed $1,000.00 · 1 USD = 0.5 XQA");
    expect(
      (
        await call(requisitionAction, postForm(`/requisitions/${id}`, { intent: "approve", comment: "" }, approver), {
          id,
        })
      ).status,
    ).toBe(303);

    // A rate stated since submission is a changed price: shown and confirmed, never charged silently.
    await prisma.currency.update({ where: { code: B.code }, data: { usdPerUnit: "0.6" } });
    forgetShopCurrencies();
    try {
      const place = (extra: Record<string, string> = {}) =>
        call(
          requisitionAction,
          postForm(
            `/requisitions/${id}`,
            { intent: "place-order", payment: "card", poNumber: "", ...extra },
            purchaser,
          ),
          { id },
        );
      const changed = await place();
      expect(changed.status).toBe(409);
      expect(changed.data.order.priceChanges.map((change: { title: string }) => change.title)).toEqual([
        "Charge B Shaker",
      ]);
      expect(await prisma.requisition.findUniqueOrThrow({ where: { id }, select: { status: true } })).toEqual({
        status: "approved",
      });
      const signature = changed.data.order.signature;
      expect(typeof signature).toBe("string");
      const placed = await place({ confirmedPrices: signature });
      expect(placed.status).toBe(303);
      const { orderId } = await prisma.requisition.findUniqueOrThrow({ where: { id }, select: { orderId: true } });
      const order = await prisma.order.findUniqueOrThrow({
        where: { id: orderId! },
        select: {
          currencyCode: true,
          totalCents: true,
          lines: {
            orderBy: { unitPriceCents: "desc" },
            select: { unitPriceCents: true, listedCurrencyCode: true, exchangeRate: true },
          },
        },
      });
      // B800 at 1 B = 0.3 A is A240 now.
      expect(order.currencyCode).toBe(A.code);
      expect(order.totalCents).toBe(124_000);
      expect(
        order.lines.map((line) => [line.unitPriceCents, line.listedCurrencyCode, String(line.exchangeRate)]),
      ).toEqual([
        [50_000, "usd", "0.5"],
        [24_000, B.code, "0.3"],
      ]);
    } finally {
      await prisma.currency.update({ where: { code: B.code }, data: { usdPerUnit: B.usdPerUnit } });
      forgetShopCurrencies();
    }
  });
});
