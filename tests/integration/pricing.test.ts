// Organisation price lists and quantity tiers (issue 36 item 4, issue 37 item 3, ADR 067) against the real database:
// the brand sets them in its pricing pages (bad input refused next to the field, nothing stored), and the price that
// applies is the same in the store, the product page, the cart, card checkout, an order on terms and its invoice,
// with the line recording which price it is. Other organisations, other brands and expired lists get nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCart, getCartView, updateCartLine } from "~/modules/cart/cart.server";
import { checkoutCart } from "~/modules/checkout/checkout.server";
import type { SessionUser } from "~/modules/auth/session.server";
import { issueInvoicesForOrder } from "~/modules/invoices/invoices.server";
import { getQuoteForResponder } from "~/modules/quotes/quotes.server";
import { TestGatewayProvider } from "~/modules/payments/test-gateway.server";
import { placeOrderOnTerms } from "~/modules/terms/order-on-terms.server";
import { action as pricingAction, loader as pricingLoader } from "~/routes/brand-dashboard_.pricing._index";
import { action as listAction, loader as listLoader } from "~/routes/brand-dashboard_.pricing.$priceListId";
import { loader as organisationPricesLoader } from "~/routes/organisation_.prices";
import { loader as productLoader } from "~/routes/store.product.$id";
import { prisma } from "~/utils/db.server";
import { createOrganisation } from "./organisation.support";
import { call, createBrandPage, createMember, getPage, postForm, toastOf, type Member } from "./people.support";
import { cartCookie, createProduct, deleteCreatedProducts, getRequest, uid } from "./store.support";

const brandA = uid("pricing-brand-a");
const brandB = uid("pricing-brand-b");
const categoryId = uid("pricing-category");
let brandUserA: Member;
let brandUserB: Member;
let purchaser: Member;
let outsider: Member;
let orgId: string;
let orgName: string;
/** brand A: a $100.00 SKU in the category, a $50.00 SKU in the category; brand B: a $80.00 SKU in the category */
let skuA: string;
let variantA: string;
let productA: string;
let variantA2: string;
let variantB: string;

async function product(brandId: string, priceInCents: number) {
  const created = await createProduct({
    title: `Pricing ${brandId} ${priceInCents}`,
    variants: [{ priceInCents, manageInventory: true, inventoryQuantity: 500 }],
  });
  const sku = uid("SKU").toUpperCase();
  await prisma.storeProduct.update({ where: { id: created.id }, data: { brandId, categoryId, status: "active" } });
  await prisma.variant.update({ where: { id: created.variantIds[0] }, data: { sku } });
  return { productId: created.id, variantId: created.variantIds[0]!, sku };
}

async function memberCart(member: Member, variantId: string, quantity: number) {
  const cart = await prisma.cart.create({ data: { userId: member.id }, select: { id: true } });
  expect((await addToCart(cart.id, variantId, quantity)).ok).toBe(true);
  return cart.id;
}

async function cartView(member: Member | null, cartId: string) {
  const cookie = [await cartCookie(cartId), member?.cookie].filter(Boolean).join("; ");
  return getCartView(getRequest("/cart", cookie));
}

beforeAll(async () => {
  await prisma.category.create({
    data: { id: categoryId, name: `Pricing category ${categoryId}`, description: "x", imageUrl: "/x.svg" },
  });
  await createBrandPage(brandA);
  await createBrandPage(brandB);
  brandUserA = await createMember({ role: "brand", brandId: brandA });
  brandUserB = await createMember({ role: "brand", brandId: brandB });
  purchaser = await createMember();
  outsider = await createMember();
  orgName = uid("Pricing University");
  orgId = (await createOrganisation(orgName, { [purchaser.id]: "admin" })).id;
  await prisma.organisationTerms.create({
    data: {
      organisationId: orgId,
      netDays: 30,
      creditLimitCents: 100_000_000,
      currencyCode: "usd",
      approvedAt: new Date(),
    },
  });
  const a = await product(brandA, 10_000);
  skuA = a.sku;
  variantA = a.variantId;
  productA = a.productId;
  variantA2 = (await product(brandA, 5_000)).variantId;
  variantB = (await product(brandB, 8_000)).variantId;
});

afterAll(async () => {
  await prisma.invoice.deleteMany({ where: { organisationId: orgId } });
  await prisma.order.deleteMany({ where: { organisationId: orgId } });
  await deleteCreatedProducts();
  await prisma.organisation.deleteMany({ where: { id: orgId } });
  await prisma.brand.deleteMany({ where: { id: { in: [brandA, brandB] } } });
  await prisma.category.deleteMany({ where: { id: categoryId } });
});

describe("the brand sets prices in its pricing pages", () => {
  it("refuses bad input next to the field and stores nothing", async () => {
    const before = await prisma.priceList.count({ where: { brandId: brandA } });
    const unknown = await call(
      pricingAction,
      postForm(
        "/brand-dashboard/pricing",
        { intent: "create-list", organisation: "No Such Org 123", name: "Contract X" },
        brandUserA,
      ),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.data.errors.organisation).toMatch(/No organisation has that name/);
    expect(unknown.data.typed.organisation).toBe("No Such Org 123");
    const backwards = await call(
      pricingAction,
      postForm(
        "/brand-dashboard/pricing",
        {
          intent: "create-list",
          organisation: orgName,
          name: "Contract",
          validFrom: "2027-02-01",
          validUntil: "2027-01-01",
        },
        brandUserA,
      ),
    );
    expect(backwards.data.errors.validUntil).toBe("The end must be after the start.");
    const tierAboveList = await call(
      pricingAction,
      postForm(
        "/brand-dashboard/pricing",
        { intent: "add-tier", sku: skuA, minQuantity: "10", unitPrice: "100.00" },
        brandUserA,
      ),
    );
    expect(tierAboveList.data.errors.unitPrice).toMatch(/below the list price \(\$100\.00\)/);
    const tierOfOne = await call(
      pricingAction,
      postForm(
        "/brand-dashboard/pricing",
        { intent: "add-tier", sku: skuA, minQuantity: "1", unitPrice: "90" },
        brandUserA,
      ),
    );
    expect(tierOfOne.data.errors.minQuantity).toMatch(/2 units or more/);
    const othersSku = await call(
      pricingAction,
      postForm(
        "/brand-dashboard/pricing",
        { intent: "add-tier", sku: skuA, minQuantity: "10", unitPrice: "90" },
        brandUserB,
      ),
    );
    expect(othersSku.data.errors.sku).toMatch(/No product of yours/);
    expect(await prisma.priceList.count({ where: { brandId: brandA } })).toBe(before);
    expect(await prisma.variantPriceTier.count({ where: { variantId: variantA } })).toBe(0);
  });

  it("removes a tier; removing it again (another tab) or another brand's tier says nothing was changed", async () => {
    const tier = await prisma.variantPriceTier.create({
      data: { variantId: variantA, minQuantity: 500, unitPriceCents: 5_000 },
    });
    const remove = (member: Member) =>
      call(pricingAction, postForm("/brand-dashboard/pricing", { intent: "remove-tier", tierId: tier.id }, member));
    const othersRemoval = await remove(brandUserB);
    expect((await toastOf(othersRemoval))?.title).toBe("Already removed");
    expect(await prisma.variantPriceTier.count({ where: { id: tier.id } })).toBe(1);
    expect((await toastOf(await remove(brandUserA)))?.title).toBe("Quantity price removed");
    expect(await prisma.variantPriceTier.count({ where: { id: tier.id } })).toBe(0);
    expect((await toastOf(await remove(brandUserA)))?.title).toBe("Already removed");
  });

  it("creates a list by the organisation's name, adds a SKU's fixed price and a category discount, and a tier", async () => {
    const created = await call(
      pricingAction,
      postForm(
        "/brand-dashboard/pricing",
        { intent: "create-list", organisation: orgName.toUpperCase(), name: "Contract 2027" },
        brandUserA,
      ),
    );
    expect(created.status).toBe(302);
    const listId = created.location!.split("/").pop()!;
    const post = (fields: Record<string, string>, member = brandUserA) =>
      call(listAction, postForm(`/brand-dashboard/pricing/${listId}`, fields, member), { priceListId: listId });
    const fixedTooHigh = await post({ intent: "add-entry", target: "sku", sku: skuA, kind: "fixed", amount: "120" });
    expect(fixedTooHigh.data.errors.amount).toMatch(/below the list price/);
    const fixedForCategory = await post({
      intent: "add-entry",
      target: "category",
      categoryId,
      kind: "fixed",
      amount: "10",
    });
    expect(fixedForCategory.data.errors.kind).toMatch(/category gets a discount/);
    const badPercent = await post({
      intent: "add-entry",
      target: "category",
      categoryId,
      kind: "discount",
      amount: "150",
    });
    expect(badPercent.data.errors.amount).toMatch(/between 0.01 and 99.99/);
    expect((await post({ intent: "add-entry", target: "sku", sku: skuA, kind: "fixed", amount: "82.50" })).status).toBe(
      303,
    );
    expect(
      (await post({ intent: "add-entry", target: "category", categoryId, kind: "discount", amount: "10" })).status,
    ).toBe(303);
    const twice = await post({ intent: "add-entry", target: "sku", sku: skuA, kind: "discount", amount: "5" });
    expect(twice.data.errors.sku).toMatch(/already has an entry/);
    // Another brand neither sees nor changes it.
    const hidden = await call(listLoader, getPage(`/brand-dashboard/pricing/${listId}`, brandUserB), {
      priceListId: listId,
    });
    expect(hidden.status).toBe(404);
    const entry = await prisma.priceListEntry.findFirstOrThrow({ where: { priceListId: listId, variantId: variantA } });
    await post({ intent: "remove-entry", entryId: entry.id }, brandUserB).catch(() => null);
    expect(await prisma.priceListEntry.count({ where: { priceListId: listId } })).toBe(2);

    const tier = await call(
      pricingAction,
      postForm(
        "/brand-dashboard/pricing",
        { intent: "add-tier", sku: skuA, minQuantity: "20", unitPrice: "79.00" },
        brandUserA,
      ),
    );
    expect(tier.status).toBe(303);
    const page = await call(pricingLoader, getPage("/brand-dashboard/pricing", brandUserA));
    expect(page.data.pricing.lists.map((l: { name: string }) => l.name)).toContain("Contract 2027");
    expect(page.data.pricing.tiers).toEqual([
      expect.objectContaining({ sku: skuA, minQuantity: 20, unitPrice: "$79.00" }),
    ]);
    const detail = await call(listLoader, getPage(`/brand-dashboard/pricing/${listId}`, brandUserA), {
      priceListId: listId,
    });
    expect(detail.data.list.entries.map((e: { price: string }) => e.price)).toEqual([
      "$82.50 (list $100.00)",
      "10 % off the list price",
    ]);
  });
});

describe("the price that applies, everywhere", () => {
  it("the member's cart shows the organisation price with its label; a visitor's cart the list price", async () => {
    const memberCartId = await memberCart(purchaser, variantA, 1);
    const view = await cartView(purchaser, memberCartId);
    expect(view.lines[0]).toMatchObject({
      unitPrice: "$82.50",
      priceLabel: "Organisation price (Contract 2027)",
      priceChanged: false,
    });
    const visitorCart = await prisma.cart.create({ data: {}, select: { id: true } });
    await addToCart(visitorCart.id, variantA, 1);
    expect((await cartView(null, visitorCart.id)).lines[0]).toMatchObject({ unitPrice: "$100.00", priceLabel: null });
    // 25 units: the $79.00 tier beats the $82.50 contract price, for the visitor too.
    await prisma.cartLine.updateMany({ where: { cartId: visitorCart.id }, data: { quantity: 25 } });
    expect((await cartView(null, visitorCart.id)).lines[0]).toMatchObject({
      unitPrice: "$79.00",
      priceLabel: "Quantity price, 20+ units",
    });
    // The category discount covers the other SKU of the brand, not brand B's product in the same category.
    const other = await memberCart(purchaser, variantA2, 1);
    expect((await cartView(purchaser, other)).lines[0]).toMatchObject({ unitPrice: "$45.00" });
    const brandBCart = await memberCart(purchaser, variantB, 1);
    expect((await cartView(purchaser, brandBCart)).lines[0]).toMatchObject({ unitPrice: "$80.00", priceLabel: null });
    // Another organisation's member pays the list price.
    const outsiderCart = await memberCart(outsider, variantA, 1);
    expect((await cartView(outsider, outsiderCart)).lines[0]).toMatchObject({ unitPrice: "$100.00" });
  });

  it("reaching a quantity price is not a price change; a catalogue price change still is", async () => {
    // Quantity raised in the cart: the line's price follows the tier, and the cart says nothing moved.
    const raised = await prisma.cart.create({ data: {}, select: { id: true } });
    await addToCart(raised.id, variantA, 1);
    const line = (await prisma.cartLine.findFirst({ where: { cartId: raised.id }, select: { id: true } }))!;
    expect((await updateCartLine(raised.id, line.id, 25)).ok).toBe(true);
    expect((await cartView(null, raised.id)).lines[0]).toMatchObject({
      unitPrice: "$79.00",
      priceLabel: "Quantity price, 20+ units",
      priceChanged: false,
    });
    // Added again from the product page up to the tier: the same.
    const merged = await prisma.cart.create({ data: {}, select: { id: true } });
    await addToCart(merged.id, variantA, 1);
    await addToCart(merged.id, variantA, 19);
    expect((await cartView(null, merged.id)).lines[0]).toMatchObject({ unitPrice: "$79.00", priceChanged: false });
    // The brand's list price moves after the buyer added one unit: changing the quantity keeps the notice.
    const moved = await prisma.cart.create({ data: {}, select: { id: true } });
    await addToCart(moved.id, variantA2, 1);
    await prisma.variant.update({ where: { id: variantA2 }, data: { priceInCents: 6_000 } });
    try {
      const movedLine = (await prisma.cartLine.findFirst({ where: { cartId: moved.id }, select: { id: true } }))!;
      await updateCartLine(moved.id, movedLine.id, 2);
      expect((await cartView(null, moved.id)).lines[0]).toMatchObject({ priceChanged: true });
    } finally {
      await prisma.variant.update({ where: { id: variantA2 }, data: { priceInCents: 5_000 } });
    }
  });

  it("the product page shows the member's organisation price and the quantity prices", async () => {
    const member = await call(productLoader, getPage(`/store/product/${productA}`, purchaser), { id: productA });
    expect(member.data.buyerPrices[variantA]).toEqual({
      organisation: { unitPrice: "$82.50", priceListName: "Contract 2027" },
      tiers: [{ minQuantity: 20, unitPrice: "$79.00" }],
    });
    const visitor = await call(productLoader, getPage(`/store/product/${productA}`), { id: productA });
    expect(visitor.data.buyerPrices[variantA]).toEqual({
      organisation: null,
      tiers: [{ minQuantity: 20, unitPrice: "$79.00" }],
    });
  });

  it("the brand answering the organisation's quote request sees the price the buyer pays without a quote", async () => {
    const quote = await prisma.quoteRequest.create({
      data: { buyerId: purchaser.id, productId: productA, variantId: variantA, brandId: brandA, quantity: 25 },
    });
    const view = await getQuoteForResponder(
      { id: brandUserA.id, role: "brand", brandId: brandA } as SessionUser,
      quote.id,
    );
    // 25 units: the $79.00 tier beats the contract's $82.50.
    expect(view?.buyerPrice).toEqual({ unitPrice: "$79.00", label: "Quantity price, 20+ units" });
    await prisma.quoteRequest.update({ where: { id: quote.id }, data: { quantity: 2 } });
    const two = await getQuoteForResponder(
      { id: brandUserA.id, role: "brand", brandId: brandA } as SessionUser,
      quote.id,
    );
    expect(two?.buyerPrice).toEqual({ unitPrice: "$82.50", label: "Organisation price (Contract 2027)" });
    await prisma.quoteRequest.delete({ where: { id: quote.id } });
  });

  it("card checkout charges it and the order line records it", async () => {
    const cartId = await memberCart(purchaser, variantA, 2);
    const outcome = await checkoutCart(
      {
        cartId,
        userId: purchaser.id,
        email: purchaser.email,
        currency: null,
        origin: "http://localhost:3000",
        cancelPath: "/cart",
        locale: "en",
      },
      { provider: new TestGatewayProvider() },
    );
    expect(outcome.kind).toBe("redirect");
    const line = await prisma.orderLine.findFirstOrThrow({
      where: { order: { cartId }, variantId: variantA },
      select: { unitPriceCents: true, priceSource: true, priceNote: true, order: { select: { totalCents: true } } },
    });
    expect(line).toEqual({
      unitPriceCents: 8_250,
      priceSource: "organisation",
      priceNote: "Contract 2027",
      order: { totalCents: 16_500 },
    });
  });

  it("an order on terms charges it and the invoice says which price it is", async () => {
    const placed = await placeOrderOnTerms({
      userId: purchaser.id,
      email: purchaser.email,
      poNumber: "PO-PRICE-1",
      lines: [
        { variantId: variantA, quantity: 1 },
        { variantId: variantA2, quantity: 30 },
      ],
      idempotencyKey: uid("price-terms"),
    });
    expect(placed.kind).toBe("placed");
    if (placed.kind !== "placed") return;
    await issueInvoicesForOrder(placed.orderId);
    const invoice = await prisma.invoice.findFirstOrThrow({
      where: { orderId: placed.orderId },
      select: {
        totalCents: true,
        lines: { orderBy: { position: "asc" }, select: { description: true, unitPriceCents: true } },
      },
    });
    expect(invoice.totalCents).toBe(8_250 + 30 * 4_500);
    expect(invoice.lines[0]).toMatchObject({
      unitPriceCents: 8_250,
      description: expect.stringMatching(/— Organisation price \(Contract 2027\)$/),
    });
  });

  it("an expired list no longer applies, and members see their lists on the organisation's prices page", async () => {
    const list = await prisma.priceList.findFirstOrThrow({ where: { brandId: brandA, organisationId: orgId } });
    const prices = await call(organisationPricesLoader, getPage("/organisation/prices", purchaser));
    expect(prices.data.lists).toEqual([expect.objectContaining({ name: "Contract 2027", entries: expect.any(Array) })]);
    expect(prices.data.organisation.id).toBe(orgId);
    const none = await call(organisationPricesLoader, getPage("/organisation/prices", outsider));
    expect(none.data).toEqual({ organisation: null, lists: [] });

    const ended = await call(
      listAction,
      postForm(
        `/brand-dashboard/pricing/${list.id}`,
        { intent: "update-dates", validFrom: "2020-01-01", validUntil: "2021-01-01" },
        brandUserA,
      ),
      { priceListId: list.id },
    );
    expect(ended.status).toBe(303);
    const cartId = await memberCart(purchaser, variantA, 1);
    expect((await cartView(purchaser, cartId)).lines[0]).toMatchObject({ unitPrice: "$100.00", priceLabel: null });
  });
});
