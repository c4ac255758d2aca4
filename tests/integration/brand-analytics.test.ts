// Integration: brand analytics (ADR 025) — what is counted (views by people, add-to-carts, quote requests, paid
// orders once), what is not (crawlers, prefetches, unpaid orders), the brand's figures only, the dashboard tab
// and the CSV export.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subDays } from "date-fns";
import {
  countCachedProductView,
  countProductActivity,
  flushProductActivity,
  recordOrderSales,
} from "~/modules/analytics/activity.server";
import { getBrandAnalytics } from "~/modules/analytics/brand-analytics.server";
import { utcDay } from "~/modules/analytics/periods";
import { addToCart } from "~/modules/cart/cart.server";
import { markOrderPaid } from "~/modules/orders/orders.server";
import { loader as productLoader } from "~/routes/store.product.$id";
import { loader as dashboardLoader } from "~/routes/brand-dashboard";
import { loader as csvLoader } from "~/routes/brand-dashboard_.analytics[.csv]";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, unique } from "./people.support";
import { createProduct, deleteCreatedProducts } from "./store.support";
import { routeArgs } from "../setup/route-args";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const brands: string[] = [];
async function createBrand() {
  const id = unique("analytics-brand");
  brands.push(id);
  await prisma.brand.create({
    data: {
      id,
      name: `Brand ${id}`,
      tagline: "t",
      description: "d",
      logoUrl: "/logo.png",
      bannerUrl: "/banner.png",
      hq: "Basel",
      website: "https://example.com",
      contactEmail: `${id}@example.com`,
    },
  });
  return id;
}

async function brandProduct(brandId: string, title?: string, currencyCode = "usd") {
  const product = await createProduct({ title, variants: [{ priceInCents: 12_50, currencyCode }] });
  await prisma.storeProduct.update({ where: { id: product.id }, data: { brandId } });
  return product;
}

function view(productId: string, headers: Record<string, string>) {
  return call(productLoader, new Request(`http://localhost:3000/store/product/${productId}`, { headers }), {
    id: productId,
  });
}

async function activityOf(productId: string) {
  return prisma.productDailyActivity.findMany({
    where: { productId },
    select: { views: true, addsToCart: true, quoteRequests: true, brandId: true },
  });
}

/** A pending order of `lines` (variant, quantity, unit price), as checkout leaves it before the payment. */
async function pendingOrder(
  lines: { variantId: string; quantity: number; unitPriceCents: number }[],
  currencyCode = "usd",
) {
  return prisma.order.create({
    data: {
      idempotencyKey: unique("analytics-order"),
      currencyCode,
      totalCents: lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0),
      lines: {
        create: lines.map((line) => ({
          variantId: line.variantId,
          productTitle: "p",
          variantTitle: "v",
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
        })),
      },
    },
    select: { id: true },
  });
}

beforeAll(async () => {
  await flushProductActivity();
});

afterAll(async () => {
  await deleteCreatedProducts();
  await prisma.order.deleteMany({ where: { idempotencyKey: { startsWith: "analytics-order" } } });
  await prisma.brand.deleteMany({ where: { id: { in: brands } } });
});

describe("what is counted", () => {
  it("counts product page views by people, not by crawlers, prefetches or missing products", async () => {
    const brandId = await createBrand();
    const product = await brandProduct(brandId);
    expect((await view(product.id, { "User-Agent": BROWSER })).status).toBe(200);
    await view(product.id, { "User-Agent": BROWSER });
    await view(product.id, { "User-Agent": CRAWLER });
    await view(product.id, { "User-Agent": BROWSER, "Sec-Purpose": "prefetch" });
    expect((await view("no-such-product", { "User-Agent": BROWSER })).status).toBe(404);
    // Nothing is written while the page renders: the counts wait for the batch.
    expect(await activityOf(product.id)).toEqual([]);
    await flushProductActivity();
    expect(await activityOf(product.id)).toEqual([{ views: 2, addsToCart: 0, quoteRequests: 0, brandId }]);
    expect(await prisma.productDailyActivity.count({ where: { productId: "no-such-product" } })).toBe(0);
  });

  it("counts pages served from the anonymous page cache by their path", async () => {
    const brandId = await createBrand();
    const product = await brandProduct(brandId);
    const browser = new Headers({ "user-agent": BROWSER });
    countCachedProductView("GET", `/store/product/${encodeURIComponent(product.id)}`, browser);
    countCachedProductView("HEAD", `/store/product/${product.id}`, browser);
    countCachedProductView("GET", `/store/product/${product.id}`, new Headers({ "user-agent": CRAWLER }));
    countCachedProductView("GET", `/store/product/${product.id}/spec-sheet`, browser);
    countCachedProductView("GET", "/store/product/%E0%A4%A", browser);
    await flushProductActivity();
    expect(await activityOf(product.id)).toEqual([{ views: 1, addsToCart: 0, quoteRequests: 0, brandId }]);
  });

  it("adds the batches of several machines and several flushes instead of overwriting", async () => {
    const brandId = await createBrand();
    const product = await brandProduct(brandId);
    countProductActivity(product.id, "views");
    countProductActivity(product.id, "quoteRequests");
    await flushProductActivity();
    countProductActivity(product.id, "views");
    countProductActivity(product.id, "views");
    await Promise.all([flushProductActivity(), flushProductActivity()]);
    expect(await activityOf(product.id)).toEqual([{ views: 3, addsToCart: 0, quoteRequests: 1, brandId }]);
  });

  it("counts an add to cart when the line is added, not when stock refuses it", async () => {
    const brandId = await createBrand();
    const product = await createProduct({
      variants: [{ priceInCents: 5_00, manageInventory: true, inventoryQuantity: 2 }],
    });
    await prisma.storeProduct.update({ where: { id: product.id }, data: { brandId } });
    const cart = await prisma.cart.create({ data: {}, select: { id: true } });
    expect((await addToCart(cart.id, product.variantIds[0]!, 1)).ok).toBe(true);
    expect((await addToCart(cart.id, product.variantIds[0]!, 5)).ok).toBe(false);
    await flushProductActivity();
    expect(await activityOf(product.id)).toEqual([{ views: 0, addsToCart: 1, quoteRequests: 0, brandId }]);
    await prisma.cart.delete({ where: { id: cart.id } });
  });

  it("adds a paid order to its products' sales once, per currency, with revenue in cents", async () => {
    const brandId = await createBrand();
    const first = await brandProduct(brandId);
    const second = await brandProduct(brandId);
    const order = await pendingOrder([
      { variantId: first.variantIds[0]!, quantity: 2, unitPriceCents: 12_50 },
      { variantId: second.variantIds[0]!, quantity: 1, unitPriceCents: 3_00 },
    ]);
    const paidAt = new Date();
    expect(await prisma.$transaction((tx) => markOrderPaid(tx, order.id, null, { now: paidAt }))).toBe("paid");
    // A second notice of the same payment (webhook retry) changes nothing.
    expect(await prisma.$transaction((tx) => markOrderPaid(tx, order.id, null, { now: paidAt }))).toBe("none");
    const sales = await prisma.productDailySales.findMany({
      where: { brandId },
      orderBy: { revenueCents: "desc" },
      select: { productId: true, currencyCode: true, orders: true, units: true, revenueCents: true },
    });
    expect(sales).toEqual([
      { productId: first.id, currencyCode: "usd", orders: 1, units: 2, revenueCents: 2_500n },
      { productId: second.id, currencyCode: "usd", orders: 1, units: 1, revenueCents: 3_00n },
    ]);
  });

  it("rolls a sale into the same day's row (a transaction that fails records nothing)", async () => {
    const brandId = await createBrand();
    const product = await brandProduct(brandId);
    const order = await pendingOrder([{ variantId: product.variantIds[0]!, quantity: 1, unitPriceCents: 10_00 }]);
    await expect(
      prisma.$transaction(async (tx) => {
        await recordOrderSales(tx, order.id, new Date());
        throw new Error("payment transaction failed after recording");
      }),
    ).rejects.toThrow("payment transaction failed");
    expect(await prisma.productDailySales.count({ where: { productId: product.id } })).toBe(0);
  });
});

describe("the brand's analytics", () => {
  it("fills every day of the period, compares with the period before and ranks the products", async () => {
    const brandId = await createBrand();
    const otherBrandId = await createBrand();
    const top = await brandProduct(brandId, "=cmd|' /C calc'!A0 Top seller");
    const quiet = await brandProduct(brandId, "Quiet instrument");
    const foreign = await brandProduct(otherBrandId, "Another brand's product");
    const now = new Date();
    const today = utcDay(now);
    const lastWeek = utcDay(subDays(now, 8));
    await prisma.productDailyActivity.createMany({
      data: [
        { productId: top.id, brandId, day: new Date(`${today}T00:00:00Z`), views: 30, addsToCart: 6, quoteRequests: 1 },
        { productId: quiet.id, brandId, day: new Date(`${today}T00:00:00Z`), views: 10 },
        { productId: top.id, brandId, day: new Date(`${lastWeek}T00:00:00Z`), views: 20 },
        { productId: foreign.id, brandId: otherBrandId, day: new Date(`${today}T00:00:00Z`), views: 999 },
      ],
    });
    await prisma.productDailySales.createMany({
      data: [
        {
          productId: top.id,
          brandId,
          day: new Date(`${today}T00:00:00Z`),
          currencyCode: "usd",
          orders: 3,
          units: 4,
          revenueCents: 50_000n,
        },
        {
          productId: top.id,
          brandId,
          day: new Date(`${today}T00:00:00Z`),
          currencyCode: "eur",
          orders: 1,
          units: 1,
          revenueCents: 9_000n,
        },
      ],
    });

    const week = await getBrandAnalytics(brandId, 7, now);
    expect(week.days).toHaveLength(7);
    expect(week.days.at(-1)).toBe(today);
    expect(week.views).toMatchObject({ total: 40, previous: 20, change: 100 });
    expect(week.views.daily).toEqual([0, 0, 0, 0, 0, 0, 40]);
    expect(week.addsToCart).toMatchObject({ total: 6, previous: 0, change: null });
    expect(week.orders.total).toBe(4);
    expect(week.revenue.map((r) => [r.currencyCode, r.total])).toEqual([
      ["usd", "$500.00"],
      ["eur", "€90.00"],
    ]);
    expect(week.viewToCartPercent).toBe(15);
    expect(week.viewToOrderPercent).toBe(10);
    expect(week.topProducts.map((p) => p.id)).toEqual([top.id, quiet.id]);
    expect(week.topProducts[0]).toMatchObject({ views: 30, addsToCart: 6, quoteRequests: 1, orders: 4 });

    const ninety = await getBrandAnalytics(brandId, 90, now);
    expect(ninety.days).toHaveLength(90);
    expect(ninety.views.total).toBe(60);

    const other = await getBrandAnalytics(otherBrandId, 30, now);
    expect(other.views.total).toBe(999);
    expect(other.topProducts.map((p) => p.id)).toEqual([foreign.id]);

    // The dashboard: the brand's own figures on Overview and Analytics; other roles never reach them.
    const brandUser = await createMember({ role: "brand", brandId });
    const tab = await call(dashboardLoader, getPage("/brand-dashboard?tab=analytics&days=7", brandUser));
    expect(tab.data.analytics.views.total).toBe(40);
    expect(tab.data.analytics.period).toBe(7);
    const overview = await call(dashboardLoader, getPage("/brand-dashboard", brandUser));
    expect(overview.data.analytics.period).toBe(30);
    const oddPeriod = await call(dashboardLoader, getPage("/brand-dashboard?tab=analytics&days=365", brandUser));
    expect(oddPeriod.data.analytics.period).toBe(30);
    const company = await call(dashboardLoader, getPage("/brand-dashboard?tab=company", brandUser));
    expect(company.data.analytics).toBeNull();
    const buyer = await createMember({ role: "buyer" });
    expect((await call(dashboardLoader, getPage("/brand-dashboard?tab=analytics", buyer))).status).not.toBe(200);

    // CSV: one row per product, day and currency, the brand's only, formula cells written as text.
    const csv = await call(csvLoader, getPage("/brand-dashboard/analytics.csv?days=7", brandUser));
    expect(csv.status).toBe(200);
    const response = (await csvLoader(
      routeArgs({
        request: getPage("/brand-dashboard/analytics.csv?days=7", brandUser),
        params: {},
      }),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="labmarket-analytics-7d-/);
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe(
      "day,product_id,product_title,views,adds_to_cart,quote_requests,orders,units,revenue,currency",
    );
    expect(lines).toHaveLength(4);
    const topLines = lines.filter((line) => line.includes(top.id));
    expect(topLines).toEqual([
      // Sold in two currencies that day: the views etc. are on the first row only, so sums stay right.
      `${today},${top.id},'=cmd|' /C calc'!A0 Top seller,30,6,1,1,1,90.00,EUR`,
      `${today},${top.id},'=cmd|' /C calc'!A0 Top seller,0,0,0,3,4,500.00,USD`,
    ]);
    expect(lines.some((line) => line.includes(foreign.id))).toBe(false);
    expect(lines.some((line) => line.startsWith(`${lastWeek},`))).toBe(false);

    const unlinked = await createMember({ role: "brand" });
    expect((await call(csvLoader, getPage("/brand-dashboard/analytics.csv", unlinked))).status).toBe(404);
    expect((await call(csvLoader, getPage("/brand-dashboard/analytics.csv", buyer))).status).not.toBe(200);
    expect((await call(csvLoader, getPage("/brand-dashboard/analytics.csv"))).status).not.toBe(200);
  });
});
