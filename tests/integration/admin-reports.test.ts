// Integration: Admin › Reports & Analytics — the figures move by what happened in the period (sign-ups, approvals,
// paid orders by currency, GMV without orders refunded in full, conversion, top products and experts), the period
// switch, the CSV, and that only admins reach them.
import { afterAll, describe, expect, it } from "vitest";
import { getReportsSection } from "~/modules/admin/reports.server";
import { loader as adminLoader } from "~/routes/admin";
import { loader as csvLoader } from "~/routes/admin_.reports[.csv]";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, unique } from "./people.support";
import { createProduct, deleteCreatedProducts } from "./store.support";
import { routeArgs } from "../setup/route-args";

const orderKeys: string[] = [];
async function paidOrder(
  totalCents: number,
  currencyCode: string,
  options: { status?: "paid" | "refunded"; refundedCents?: number; paidAt?: Date } = {},
) {
  const idempotencyKey = unique("report-order");
  orderKeys.push(idempotencyKey);
  return prisma.order.create({
    data: {
      idempotencyKey,
      currencyCode,
      totalCents,
      status: options.status ?? "paid",
      paidAt: options.paidAt ?? new Date(),
      refundedCents: options.refundedCents ?? 0,
    },
  });
}

afterAll(async () => {
  await prisma.order.deleteMany({ where: { idempotencyKey: { in: orderKeys } } });
  await deleteCreatedProducts();
});

describe("admin reports", () => {
  it("counts what happened in the period and nothing outside it", async () => {
    const before = await getReportsSection(7);
    const admin = await createMember({ role: "admin" });
    const newcomer = await createMember({ role: "brand" });
    await prisma.auditLog.create({ data: { actorId: admin.id, action: "user.approve", targetId: newcomer.id } });
    await paidOrder(100_00, "usd");
    await paidOrder(300_00, "usd", { refundedCents: 50_00 });
    await paidOrder(90_00, "eur");
    // Refunded in full, and paid before the period: not in the figures.
    await paidOrder(999_00, "usd", { status: "refunded" });
    await paidOrder(777_00, "usd", { paidAt: new Date(Date.now() - 20 * 86_400_000) });
    const product = await createProduct({
      title: `Report bestseller ${unique("p")}`,
      variants: [{ priceInCents: 1_00 }],
    });
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    await prisma.productDailyActivity.create({
      data: { productId: product.id, day: today, views: 1_000, addsToCart: 40 },
    });
    await prisma.productDailySales.create({
      data: {
        productId: product.id,
        day: today,
        currencyCode: "usd",
        orders: 500,
        units: 900,
        revenueCents: 12_345_00n,
      },
    });

    const after = await getReportsSection(7);
    expect(after.days).toHaveLength(7);
    expect(after.signups.total - before.signups.total).toBe(2);
    expect(after.approvals.total - before.approvals.total).toBe(1);
    expect(after.orders.total - before.orders.total).toBe(3);
    expect(after.orders.daily.at(-1)! - before.orders.daily.at(-1)!).toBe(3);
    const usdBefore = before.gmv.find((g) => g.currencyCode === "usd");
    const usd = after.gmv.find((g) => g.currencyCode === "usd")!;
    expect(usd.orders - (usdBefore?.orders ?? 0)).toBe(2);
    const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);
    expect(cents(usd.gmv) - cents(usdBefore?.gmv ?? "0")).toBe(400_00);
    expect(cents(usd.refunded) - cents(usdBefore?.refunded ?? "0")).toBe(50_00);
    expect(after.gmv.find((g) => g.currencyCode === "eur")).toBeTruthy();
    expect(after.funnel.views - before.funnel.views).toBe(1_000);
    expect(after.funnel.addsToCart - before.funnel.addsToCart).toBe(40);
    expect(after.topProducts[0]).toMatchObject({ id: product.id, orders: 500, units: 900, revenue: "$12,345.00" });
    const brandRow = after.signupsByRole.find((row) => row.role === "brand")!;
    const brandRowBefore = before.signupsByRole.find((row) => row.role === "brand")!;
    expect(brandRow.approved - brandRowBefore.approved).toBe(1);

    // The order paid 20 days ago is in the 30-day figures.
    const month = await getReportsSection(30);
    expect(month.days).toHaveLength(30);
    expect(month.orders.total).toBeGreaterThanOrEqual(after.orders.total + 1);

    // Through the admin page and its CSV.
    const page = await call(adminLoader, getPage("/admin?section=reports&days=7", admin));
    expect(page.status).toBe(200);
    expect(page.data.sections.reports.period).toBe(7);
    expect(page.data.sections.reports.orders.total).toBe(after.orders.total);
    const response = (await csvLoader(
      routeArgs({
        request: getPage("/admin/reports.csv?days=7", admin),
        params: {},
      }),
    )) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trim().split("\n");
    expect(lines[0]).toBe("day,signups,approvals,product_views,adds_to_cart,paid_orders,gmv,refunded,currency");
    const todayRows = lines.filter((line) => line.startsWith(today.toISOString().slice(0, 10)));
    expect(todayRows.map((line) => line.split(",").at(-1))).toEqual(["EUR", "USD"]);
    const usdRow = todayRows.find((line) => line.endsWith(",USD"))!.split(",");
    expect(Number(usdRow[1])).toBe(0); // sign-ups are on the day's first row (EUR) only
    expect(Number(todayRows[0]!.split(",")[3])).toBeGreaterThanOrEqual(1_000);
    expect(Number(usdRow[3])).toBe(0);
  });

  it("is for admins only", async () => {
    for (const role of ["buyer", "brand", "influencer", "community_member"] as const) {
      const member = await createMember({ role });
      expect((await call(adminLoader, getPage("/admin?section=reports", member))).status).not.toBe(200);
      expect((await call(csvLoader, getPage("/admin/reports.csv", member))).status).not.toBe(200);
    }
    expect((await call(csvLoader, getPage("/admin/reports.csv"))).status).not.toBe(200);
  });
});
