// Admin › Requests & Orders (issue 11 #3): the order list of /admin?section=requests (filters in the URL, keyset
// pages) and the admins' order page /admin/orders/:id (lines, payments, refunds, shipments, audit; the fulfilment
// forms with the admin's scope). Only admins reach either; every other role and visitors are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readAdminOrderFilters } from "~/modules/orders/admin-orders";
import { ORDERS_PAGE_SIZE } from "~/modules/orders/fulfilment.server";
import { action as orderAction, loader as orderLoader } from "~/routes/admin_.orders.$orderId";
import { loader as adminLoader } from "~/routes/admin";
import { prisma } from "~/utils/db.server";
import { call, createBrandPage, createMember, getPage, postForm, toastOf, type Member } from "./people.support";
import { uid } from "./store.support";

const brandA = uid("orders-a");
const brandB = uid("orders-b");
const tag = uid("zq")
  .toLowerCase()
  .replace(/[^a-z0-9]/g, "");
let admin: Member;
let buyer: Member;
let brandMember: Member;
let expert: Member;
let community: Member;
const users: string[] = [];
const orderIds: string[] = [];

/** A paid order as markOrderPaid leaves it (Order paid, a BrandOrder per brand, a paid payment session). */
async function paidOrder(i: number, brandId: string, paidAt: Date, email: string, company: string) {
  const order = await prisma.order.create({
    data: {
      userId: buyer.id,
      email,
      idempotencyKey: uid("admin-orders-key"),
      status: "paid",
      currencyCode: "USD",
      totalCents: 2 * 1_500,
      paidAt,
      shippingName: "Dr. Ada Lovelace",
      shippingCompany: company,
      shippingLine1: "1 Test Street",
      shippingCity: "Heidelberg",
      shippingPostcode: "69117",
      shippingCountry: "Germany",
      poNumber: `PO-${i}`,
      lines: {
        create: [
          { productTitle: `Pipette ${i}`, variantTitle: "Default", unitPriceCents: 1_500, quantity: 2, brandId },
        ],
      },
      payments: {
        create: [{ provider: "test", externalId: uid("tgs"), url: "https://pay.example/x", status: "paid" }],
      },
      brandParts: { create: [{ brandId, paidAt, status: "open" }] },
    },
    select: { id: true, number: true },
  });
  orderIds.push(order.id);
  return order;
}

const list = async (query: string, member: Member | null = admin) => {
  const outcome = await call(adminLoader, getPage(`/admin?section=requests&${query}`, member));
  return outcome;
};
const rowsOf = (outcome: { data: any }) =>
  outcome.data.sections.orders.list.rows as { orderId: string; number: number; buyerEmail: string | null }[];

let aOrders: { id: string; number: number }[] = [];
let bOrders: { id: string; number: number }[] = [];

beforeAll(async () => {
  for (const id of [brandA, brandB]) await createBrandPage(id);
  [admin, buyer, brandMember, expert, community] = await Promise.all([
    createMember({ role: "admin" }),
    createMember({ role: "buyer", companyName: "Analytical Labs" }),
    createMember({ role: "brand", brandId: brandA }),
    createMember({ role: "influencer" }),
    createMember({ role: "community_member" }),
  ]);
  users.push(admin.id, buyer.id, brandMember.id, expert.id, community.id);
  // Brand A: 30 orders, one per day in March 2026 (noon UTC). Brand B: 3 orders of another company in April.
  for (let i = 0; i < 30; i++) {
    aOrders.push(
      await paidOrder(i, brandA, new Date(Date.UTC(2026, 2, 1 + i, 12)), `${tag}.a${i}@lab.example`, `Alpha ${tag}`),
    );
  }
  for (let i = 0; i < 3; i++) {
    bOrders.push(
      await paidOrder(100 + i, brandB, new Date(Date.UTC(2026, 3, 1 + i, 12)), `b${i}@other.example`, `Beta_${tag}`),
    );
  }
  aOrders = aOrders.reverse();
  bOrders = bOrders.reverse();
});

afterAll(async () => {
  await prisma.order.deleteMany({ where: { id: { in: orderIds } } });
  await prisma.user.deleteMany({ where: { id: { in: users } } });
  await prisma.brand.deleteMany({ where: { id: { in: [brandA, brandB] } } });
});

describe("admin order list: filters in the URL, pages in SQL", () => {
  it("filters by brand and pages by keyset without overlap", async () => {
    const first = await list(`brand=${brandA}`);
    expect(first.status).toBe(200);
    expect(rowsOf(first).map((r) => r.orderId)).toEqual(aOrders.slice(0, ORDERS_PAGE_SIZE).map((o) => o.id));
    expect(rowsOf(first)[0]!.buyerEmail).toBe(`${tag}.a29@lab.example`);
    const next = first.data.sections.orders.list.next as string;
    expect(next).toBeTruthy();
    const second = await list(`brand=${brandA}&after=${encodeURIComponent(next)}`);
    expect(rowsOf(second).map((r) => r.orderId)).toEqual(aOrders.slice(ORDERS_PAGE_SIZE).map((o) => o.id));
    expect(second.data.sections.orders.list.next).toBeNull();
    expect(rowsOf(await list(`brand=${brandB}`)).map((r) => r.orderId)).toEqual(bOrders.map((o) => o.id));
  });

  it("finds buyers by the start of their e-mail or company, in any case, wildcards taken literally", async () => {
    const byEmail = await list(`buyer=${tag.toUpperCase()}.A2`);
    // a2, a20..a29: eleven orders of brand A
    expect(rowsOf(byEmail)).toHaveLength(11);
    expect(rowsOf(byEmail).every((r) => r.buyerEmail!.startsWith(`${tag}.a2`))).toBe(true);
    const byCompany = await list(`buyer=${encodeURIComponent(`beta_${tag}`)}`);
    expect(rowsOf(byCompany).map((r) => r.orderId)).toEqual(bOrders.map((o) => o.id));
    // "_" is not a wildcard: "beta-" matches nothing
    expect(rowsOf(await list(`buyer=${encodeURIComponent(`beta-${tag}`)}`))).toHaveLength(0);
    expect(rowsOf(await list(`buyer=%25${tag}`))).toHaveLength(0);
    // with a brand too
    expect(rowsOf(await list(`brand=${brandB}&buyer=alpha`))).toHaveLength(0);
  });

  it("filters by paid date (both days included) and by the brand part's state", async () => {
    const march = await list(`brand=${brandA}&from=2026-03-10&to=2026-03-12`);
    expect(rowsOf(march).map((r) => r.orderId)).toEqual([
      aOrders[29 - 11]!.id,
      aOrders[29 - 10]!.id,
      aOrders[29 - 9]!.id,
    ]);
    const april = await list(`from=2026-04-02&buyer=beta%5F${tag}`);
    expect(rowsOf(april).map((r) => r.orderId)).toEqual(bOrders.slice(0, 2).map((o) => o.id));
    // days are the viewer's: on Kiritimati (UTC+14) 1 April 12:00 UTC is already 2 April
    const tokyo = await call(
      adminLoader,
      new Request(`http://localhost:3000/admin?section=requests&from=2026-04-02&buyer=beta%5F${tag}`, {
        headers: { Cookie: `${admin.cookie}; tz=Pacific%2FKiritimati` },
      }),
    );
    expect(rowsOf(tokyo).map((r) => r.orderId)).toEqual(bOrders.map((o) => o.id));

    await prisma.brandOrder.update({
      where: { orderId_brandId: { orderId: aOrders[0]!.id, brandId: brandA } },
      data: { status: "shipped" },
    });
    expect(rowsOf(await list(`brand=${brandA}&status=shipped`)).map((r) => r.orderId)).toEqual([aOrders[0]!.id]);
    expect(rowsOf(await list(`brand=${brandA}&status=open&from=2026-03-29`)).map((r) => r.orderId)).toEqual([
      aOrders[1]!.id,
    ]);
    await prisma.brandOrder.update({
      where: { orderId_brandId: { orderId: aOrders[0]!.id, brandId: brandA } },
      data: { status: "open" },
    });
  });

  it("a bad date range or a state without its brand gets a field message and lists nothing", async () => {
    const backwards = await list(`from=2026-03-12&to=2026-03-10`);
    expect(backwards.status).toBe(200);
    expect(backwards.data.sections.orders.filters.errors).toEqual({ to: "The end date is before the start date." });
    expect(rowsOf(backwards)).toEqual([]);
    const notADay = await list(`from=2026-02-30&to=tomorrow`);
    expect(notADay.data.sections.orders.filters.errors).toEqual({
      from: "Enter the start as a date (YYYY-MM-DD).",
      to: "Enter the end as a date (YYYY-MM-DD).",
    });
    const noBrand = await list(`status=shipped`);
    expect(noBrand.data.sections.orders.filters.errors.status).toMatch(/choose a brand/);
    // the form keeps what was typed
    expect(backwards.data.sections.orders.filters.values).toMatchObject({ from: "2026-03-12", to: "2026-03-10" });
  });

  it("unknown values fall back (status, brand ids with odd characters, a forged cursor)", () => {
    const f = readAdminOrderFilters(new URLSearchParams("status=nope&brand=a'b&after=x"), null);
    expect(f.values.status).toBe("paid");
    expect(f.values.brand).toBe("");
    expect(f.query?.brandId).toBeNull();
  });
});

describe("admin order page", () => {
  it("shows buyer, address, PO, lines, payments, refunds, shipments and audit; the admin ships and cancels", async () => {
    const target = aOrders[0]!;
    const page = await call(orderLoader, getPage(`/admin/orders/${target.id}`, admin), { orderId: target.id });
    expect(page.status).toBe(200);
    expect(page.data.order.poNumber).toBe("PO-29");
    expect(page.data.order.shipping).toContain("69117 Heidelberg");
    expect(page.data.email).toBe(`${tag}.a29@lab.example`);
    expect(page.data.payments).toHaveLength(1);
    expect(page.data.order.lines).toHaveLength(1);
    const lineId = page.data.order.lines[0].id as string;

    const refund = await call(
      orderAction,
      postForm(`/admin/orders/${target.id}`, { intent: "refund", lineId, quantity: "1", reason: "Damaged box" }, admin),
      { orderId: target.id },
    );
    expect(refund.status).toBe(303);
    expect(refund.location).toBe(`/admin/orders/${target.id}`);
    expect((await toastOf(refund))?.description).toMatch(/Refund recorded/);
    const ship = await call(
      orderAction,
      postForm(
        `/admin/orders/${target.id}`,
        { intent: "ship", lineId, carrier: "DHL", trackingNumber: "JD0001" },
        admin,
      ),
      { orderId: target.id },
    );
    expect(ship.status).toBe(303);
    const tooMuch = await call(
      orderAction,
      postForm(`/admin/orders/${target.id}`, { intent: "refund", lineId, quantity: "5", reason: "Too many" }, admin),
      { orderId: target.id },
    );
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.data.feedback.errors.quantity).toMatch(/At most 1 unit/);

    const after = await call(orderLoader, getPage(`/admin/orders/${target.id}`, admin), { orderId: target.id });
    expect(after.data.order.lines[0].status).toBe("shipped");
    expect(after.data.order.refunds).toHaveLength(1);
    expect(after.data.shipments).toMatchObject([{ carrier: "DHL", trackingNumber: "JD0001", lines: 1 }]);
    expect(after.data.audit.map((a: { action: string }) => a.action)).toEqual(["order.ship", "order.refund"]);
    expect(after.data.parts[0].status).toBe("shipped");
    // the list's brand state follows (the same BrandOrder row)
    expect(rowsOf(await list(`brand=${brandA}&status=shipped`)).map((r) => r.orderId)).toEqual([target.id]);
  });

  it("answers 404 for unknown ids, ids that cannot be ids and unpaid orders", async () => {
    for (const id of ["nope", "a'b", "x".repeat(70)]) {
      expect((await call(orderLoader, getPage(`/admin/orders/${id}`, admin), { orderId: id })).status).toBe(404);
    }
    const pending = await prisma.order.create({
      data: {
        idempotencyKey: uid("pending"),
        currencyCode: "USD",
        totalCents: 100,
        lines: { create: [{ productTitle: "x", variantTitle: "y", unitPriceCents: 100, quantity: 1 }] },
      },
      select: { id: true },
    });
    orderIds.push(pending.id);
    expect(
      (await call(orderLoader, getPage(`/admin/orders/${pending.id}`, admin), { orderId: pending.id })).status,
    ).toBe(404);
    const post = await call(
      orderAction,
      postForm(`/admin/orders/nope`, { intent: "refund-all", reason: "Not a real order" }, admin),
      {
        orderId: "nope",
      },
    );
    expect(post.status).toBe(404);
  });
});

describe("only admins", () => {
  it("refuses buyers, brands, experts, community members and visitors on the list, the page and its posts", async () => {
    const target = bOrders[0]!;
    for (const member of [buyer, brandMember, expert, community, null]) {
      const section = await list("", member);
      expect(section.status).toBe(303);
      expect(section.data).toBeNull();
      const page = await call(orderLoader, getPage(`/admin/orders/${target.id}`, member), { orderId: target.id });
      expect(page.status).toBe(303);
      const post = await call(
        orderAction,
        postForm(`/admin/orders/${target.id}`, { intent: "refund-all", reason: "mine now" }, member),
        { orderId: target.id },
      );
      expect(post.status).toBe(303);
      expect(post.location === "/" || post.location?.startsWith("/login")).toBe(true);
    }
    expect(await prisma.refund.count({ where: { orderId: target.id } })).toBe(0);
  });
});
