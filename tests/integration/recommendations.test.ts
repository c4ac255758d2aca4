// Integration: recommendations with reasons (issue 12 #3, ADR 028) — similar products by specification (listed,
// other brands, never the product itself), co-occurrence from paid orders and compare lists, the buyer dashboard's
// reasons following views and compares, interests for new buyers, nothing in the cart, cart add-ons and reorders.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subDays } from "date-fns";
import { storedAttributeValue, type AttributeType } from "~/modules/catalog/specifications";
import { getBuyerRecommendations, getCartSuggestions } from "~/modules/recommendations/buyer.server";
import {
  computeSimilar,
  computeTogether,
  runProductRecommendations,
} from "~/modules/recommendations/product-recommendations.server";
import { recordUserProductView, stopUserProductViews } from "~/modules/recommendations/views.server";
import { loader as productLoader } from "~/routes/store.product.$id";
import { loader as dashboardLoader } from "~/routes/buyer-dashboard";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, unique } from "./people.support";
import { createProduct, deleteCreatedProducts } from "./store.support";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const CATEGORY = "biopharma-machinery";

async function specify(productId: string, values: Record<string, string>) {
  for (const [key, entered] of Object.entries(values)) {
    const definition = await prisma.attributeDefinition.findUniqueOrThrow({ where: { id: `${CATEGORY}.${key}` } });
    const stored = storedAttributeValue({ ...definition, type: definition.type as AttributeType }, entered);
    if (typeof stored === "string") throw new Error(stored);
    await prisma.productAttributeValue.create({ data: { productId, attributeId: definition.id, ...stored } });
  }
}

async function freezeDryer(title: string, brandId: string, values: Record<string, string>, status = "active") {
  const product = await createProduct({ title, variants: [{ priceInCents: 50_000_00 }] });
  await prisma.storeProduct.update({ where: { id: product.id }, data: { brandId, categoryId: CATEGORY, status } });
  await specify(product.id, values);
  return product;
}

async function paidOrder(userId: string, variantIds: string[], paidAt: Date) {
  return prisma.order.create({
    data: {
      idempotencyKey: unique("recs-order"),
      userId,
      status: "paid",
      paidAt,
      currencyCode: "usd",
      totalCents: 100,
      lines: {
        create: variantIds.map((variantId) => ({
          variantId,
          productTitle: "t",
          variantTitle: "Default",
          unitPriceCents: 100,
          quantity: 1,
        })),
      },
    },
  });
}

let a: Awaited<ReturnType<typeof freezeDryer>>;
let b: Awaited<ReturnType<typeof freezeDryer>>;
let archived: Awaited<ReturnType<typeof freezeDryer>>;
let sameBrand: Awaited<ReturnType<typeof freezeDryer>>;
let bioreactor: Awaited<ReturnType<typeof freezeDryer>>;
const tag = unique("Lyo");

beforeAll(async () => {
  a = await freezeDryer(`${tag} Alpha Lyophilizer`, "agilent", {
    "system-type": "Freeze dryer",
    "shelf-area": "0.4 m²",
    "condenser-temperature": "−80 °C",
  });
  b = await freezeDryer(`${tag} Beta Lyophilizer`, "thermo-fisher", {
    "system-type": "Freeze dryer",
    "shelf-area": "0.4 m²",
    "condenser-temperature": "−85 °C",
  });
  archived = await freezeDryer(
    `${tag} Archived Lyophilizer`,
    "merck",
    { "system-type": "Freeze dryer", "shelf-area": "0.4 m²", "condenser-temperature": "−80 °C" },
    "archived",
  );
  sameBrand = await freezeDryer(`${tag} Alpha Twin`, "agilent", {
    "system-type": "Freeze dryer",
    "shelf-area": "0.4 m²",
    "condenser-temperature": "−80 °C",
  });
  bioreactor = await freezeDryer(`${tag} Bioreactor`, "merck", {
    "system-type": "Single-use bioreactor",
    "shelf-area": "0.4 m²",
  });
});

afterAll(async () => {
  await stopUserProductViews();
  await prisma.order.deleteMany({ where: { idempotencyKey: { startsWith: "recs-order" } } });
  await deleteCreatedProducts();
});

describe("similar products", () => {
  it("lists listed cross-brand equivalents with a reason, never the product itself, archived, same-brand or other kinds", async () => {
    await computeSimilar([a.id]);
    const rows = await prisma.productRecommendation.findMany({
      where: { productId: a.id, kind: "similar" },
      orderBy: { position: "asc" },
    });
    const ids = rows.map((r) => r.relatedId);
    expect(ids).toContain(b.id);
    for (const excluded of [a.id, archived.id, sameBrand.id, bioreactor.id]) expect(ids).not.toContain(excluded);
    const beta = rows.find((r) => r.relatedId === b.id)!;
    expect(beta.reason).toContain("0.4 m² shelf area");
    expect(beta.reason).toContain("−85 °C vs −80 °C");

    // The product page reads them in its one statement; a product archived after the run disappears at once.
    const page = await call(productLoader, getPage(`/store/product/${a.id}`), { id: a.id });
    expect(page.data.product.similar.map((p: { id: string }) => p.id)).toContain(b.id);
    await prisma.storeProduct.update({ where: { id: b.id }, data: { status: "archived" } });
    const after = await call(productLoader, getPage(`/store/product/${a.id}`), { id: a.id });
    expect(after.data.product.similar.map((p: { id: string }) => p.id)).not.toContain(b.id);
    await prisma.storeProduct.update({ where: { id: b.id }, data: { status: "active" } });
  });

  it("the job covers changed products in batches and resumes from its cursor", async () => {
    const first = await runProductRecommendations({ budgetMs: 60_000 });
    expect(first.similarProducts).toBeGreaterThan(0);
    const second = await runProductRecommendations({ budgetMs: 60_000 });
    expect(second.similarProducts).toBe(0);
    await prisma.storeProduct.update({ where: { id: sameBrand.id }, data: { title: `${tag} Alpha Twin II` } });
    const third = await runProductRecommendations({ budgetMs: 60_000 });
    expect(third.similarProducts).toBe(1);

    // Another machine holds the lease: this one leaves the cursor alone.
    await prisma.recommendationCursor.update({
      where: { name: "similar" },
      data: { leaseUntil: new Date(Date.now() + 60_000) },
    });
    await prisma.storeProduct.update({ where: { id: sameBrand.id }, data: { title: `${tag} Alpha Twin III` } });
    expect((await runProductRecommendations({ budgetMs: 60_000 })).similarProducts).toBe(0);
    await prisma.recommendationCursor.update({ where: { name: "similar" }, data: { leaseUntil: null } });
    expect((await runProductRecommendations({ budgetMs: 60_000 })).similarProducts).toBe(1);
  });
});

describe("bought and compared together", () => {
  it("counts paid orders and compare lists, not unpaid orders", async () => {
    const buyer = await createMember();
    const other = await createMember();
    await paidOrder(buyer.id, [a.variantIds[0]!, b.variantIds[0]!], new Date());
    await prisma.order.create({
      data: {
        idempotencyKey: unique("recs-order"),
        userId: buyer.id,
        status: "pending",
        currencyCode: "usd",
        totalCents: 100,
        lines: {
          create: [a.variantIds[0]!, sameBrand.variantIds[0]!].map((variantId) => ({
            variantId,
            productTitle: "t",
            variantTitle: "Default",
            unitPriceCents: 100,
            quantity: 1,
          })),
        },
      },
    });
    await prisma.compareItem.createMany({
      data: [
        { userId: other.id, productId: a.id },
        { userId: other.id, productId: bioreactor.id },
      ],
    });
    await computeTogether([a.id]);
    const rows = await prisma.productRecommendation.findMany({ where: { productId: a.id, kind: "together" } });
    const byId = new Map(rows.map((r) => [r.relatedId, r.reason]));
    expect(byId.get(b.id)).toBe("Bought together in 1 order");
    expect(byId.get(bioreactor.id)).toBe("Compared together by 1 buyer");
    expect(byId.has(sameBrand.id)).toBe(false);

    // Cart add-ons: what goes with the cart's products, never what is already in it.
    const cart = await prisma.cart.create({
      data: {
        userId: buyer.id,
        lines: {
          create: {
            variantId: a.variantIds[0]!,
            quantity: 1,
            productTitle: "A",
            variantTitle: "D",
            unitPriceCents: 1,
            currencyCode: "usd",
          },
        },
      },
    });
    const suggestions = await getCartSuggestions(cart.id, buyer.id);
    expect(suggestions.addOns.map((p) => p.id)).toContain(b.id);
    expect(suggestions.addOns.find((p) => p.id === b.id)!.reason).toBe("Goes with A: bought together in 1 order");
    await prisma.cartLine.create({
      data: {
        cartId: cart.id,
        variantId: b.variantIds[0]!,
        quantity: 1,
        productTitle: "B",
        variantTitle: "D",
        unitPriceCents: 1,
        currencyCode: "usd",
      },
    });
    const withB = await getCartSuggestions(cart.id, buyer.id);
    expect(withB.addOns.map((p) => p.id)).not.toContain(b.id);
    expect(withB.addOns.map((p) => p.id)).not.toContain(a.id);
  });
});

describe("buyer dashboard recommendations", () => {
  it("a new buyer starts from their interests", async () => {
    const buyer = await createMember();
    await prisma.profile.update({ where: { id: buyer.id }, data: { interests: ["Lyophilization"] } });
    const result = await getBuyerRecommendations(buyer.id);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.some((i) => i.reason === "Matches your interest in Lyophilization")).toBe(true);

    // Fresh rows are read, not recomputed (one statement: rows and the activity key).
    const again = await getBuyerRecommendations(buyer.id);
    expect(again.computedAt).toBe(result.computedAt);
    expect(again.items.map((i) => i.id)).toEqual(result.items.map((i) => i.id));
  });

  it("reasons follow what the buyer views and compares, and nothing in the cart is recommended", async () => {
    const buyer = await createMember();
    await computeSimilar([a.id, b.id]);
    const before = await call(dashboardLoader, getPage("/buyer-dashboard?tab=recommendations", buyer));
    const reasonsBefore = before.data.recommendations.items.map((i: { reason: string }) => i.reason).join("\n");
    expect(reasonsBefore).not.toContain("Because you viewed");

    const request = new Request("http://localhost/store/product/x", { headers: { "User-Agent": BROWSER } });
    recordUserProductView(request, buyer.id, a.id);
    const viewed = await getBuyerRecommendations(buyer.id);
    const fromView = viewed.items.find((i) => i.id === b.id);
    expect(fromView?.reason).toMatch(
      new RegExp(`^Because you viewed ${tag} Alpha Lyophilizer: same 0.4 m² shelf area`),
    );

    await prisma.compareItem.createMany({
      data: [
        { userId: buyer.id, productId: a.id },
        { userId: buyer.id, productId: sameBrand.id },
      ],
    });
    const compared = await getBuyerRecommendations(buyer.id);
    expect(compared.items.find((i) => i.id === b.id)?.reason).toMatch(
      /^Because you compared two biopharma machinery products: same 0.4 m² shelf area/,
    );
    // Compared products themselves are not recommended back.
    expect(compared.items.map((i) => i.id)).not.toContain(a.id);

    // In the cart: gone at once (the read filters the cart), and after a refresh too.
    await prisma.cart.create({
      data: {
        userId: buyer.id,
        lines: {
          create: {
            variantId: b.variantIds[0]!,
            quantity: 1,
            productTitle: "B",
            variantTitle: "D",
            unitPriceCents: 1,
            currencyCode: "usd",
          },
        },
      },
    });
    const withCart = await getBuyerRecommendations(buyer.id);
    expect(withCart.items.map((i) => i.id)).not.toContain(b.id);
    await prisma.buyerRecommendationState.update({ where: { userId: buyer.id }, data: { activityKey: "stale" } });
    expect((await getBuyerRecommendations(buyer.id)).items.map((i) => i.id)).not.toContain(b.id);
  });

  it("offers consumables bought long enough ago for reorder, not recent ones", async () => {
    const buyer = await createMember();
    const tips = await createProduct({ title: `${tag} Filter Tips`, variants: [{ priceInCents: 20_00 }] });
    const plates = await createProduct({ title: `${tag} Plates`, variants: [{ priceInCents: 30_00 }] });
    await prisma.storeProduct.updateMany({
      where: { id: { in: [tips.id, plates.id] } },
      data: { categoryId: "laboratory-consumables" },
    });
    await paidOrder(buyer.id, [tips.variantIds[0]!], subDays(new Date(), 40));
    await paidOrder(buyer.id, [plates.variantIds[0]!], subDays(new Date(), 3));
    const suggestions = await getCartSuggestions(null, buyer.id);
    expect(suggestions.reorders.map((p) => p.id)).toEqual([tips.id]);
    expect(suggestions.reorders[0]!.reason).toBe(`You ordered ${tag} Filter Tips 40 days ago: time to reorder?`);
  });
});
