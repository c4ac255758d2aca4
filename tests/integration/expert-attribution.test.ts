// Integration: attribution by ref (ADR 030) — a product page opened from an expert's page or a demo remembers the ref
// in a cookie without a query; add to cart records the checked expert (and demo) on the line, checkout copies it to
// the order line, payment adds it to the expert's daily sales, a quote request records it too; forged refs attribute
// nothing. Replay views count once per viewer per demo per day, never for bots. Expert Analytics shows the figures.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cartIdForUser } from "~/modules/cart/cart.server";
import { checkoutCart } from "~/modules/checkout/checkout.server";
import { expertAnalytics } from "~/modules/experts/expert-analytics.server";
import { countCachedReplayView, flushReplayViews, recordReplayView } from "~/modules/demos/replay-views.server";
import { markOrderPaid } from "~/modules/orders/orders.server";
import { TestGatewayProvider } from "~/modules/payments/test-gateway.server";
import { action as cartAction } from "~/routes/cart";
import { loader as demoLoader } from "~/routes/demo_.$demoId";
import { loader as dashboardLoader } from "~/routes/influencer-dashboard";
import { action as quoteAction, loader as quoteLoader } from "~/routes/quotes.new";
import { loader as productLoader } from "~/routes/store.product.$id";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, ORIGIN, postForm, unique, type Member } from "./people.support";
import { createProduct, deleteCreatedProducts } from "./store.support";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";

const madeExperts: number[] = [];
const madeDemos: string[] = [];
const buyers: string[] = [];

let expertUser: Member;
let expertId: number;
let other: number;
let demoId: string;
let curated: { id: string; variantIds: string[] };
let demoProduct: { id: string; variantIds: string[] };
let unrelated: { id: string; variantIds: string[] };

async function makeExpert(userId: string | null) {
  const id = 500_000_000 + Math.floor(Math.random() * 1_000_000_000);
  madeExperts.push(id);
  await prisma.expert.create({
    data: {
      id,
      userId,
      name: `Dr. Ref ${id}`,
      type: "Scientist",
      specialty: "Attribution",
      bio: "Made by the attribution tests.",
      location: "Nowhere",
      company: "Test Lab",
      avatarUrl: "/images/experts/expert-1.svg",
      position: 999,
    },
  });
  return id;
}

async function makeDemo(status: "replay" | "upcoming", replayUrl: string | null, productIds: string[]) {
  const id = unique("attribution-demo");
  madeDemos.push(id);
  await prisma.demo.create({
    data: {
      id,
      title: `Attribution demo ${id}`,
      creatorName: "Dr. Ref",
      creatorType: "Influencer",
      expertId,
      category: "analytics",
      status,
      durationMinutes: 30,
      startsAt: new Date(Date.now() - 86_400_000),
      description: "For the attribution tests.",
      thumbnailUrl: "/images/demos/expert-demo.svg",
      replayUrl,
      products: { create: productIds.map((productId) => ({ productId })) },
    },
  });
  return id;
}

async function buyer() {
  const member = await createMember();
  buyers.push(member.id);
  return member;
}

/** The cookie pairs a response sets ("name=value"). */
function setCookies(headers: Headers): string[] {
  return headers.getSetCookie().map((c) => c.split(";")[0]!);
}

/** Opens a product page as `member` (plus `extra` cookies); returns the cookies to send from then on. */
async function openProduct(member: Member, productId: string, search = "", extra: string[] = []) {
  const cookie = [member.cookie, ...extra].join("; ");
  const request = new Request(`${ORIGIN}/store/product/${productId}${search}`, {
    headers: { Cookie: cookie, "User-Agent": BROWSER },
  });
  const outcome = await call(productLoader, request, { id: productId });
  expect(outcome.status).toBe(200);
  const refCookie = setCookies(outcome.headers).find((c) => c.startsWith("ref="));
  return { outcome, cookies: refCookie ? [refCookie] : extra };
}

async function addToCart(member: Member, variantId: string, cookies: string[], fields: Record<string, string> = {}) {
  const request = postForm(
    "/cart",
    { intent: "add", variantId, quantity: "1", source: "detail", redirectTo: "/cart", ...fields },
    member,
  );
  request.headers.set("Cookie", [member.cookie, ...cookies].join("; "));
  const outcome = await call(cartAction, request);
  expect(outcome.status).toBe(303);
  const cartId = await cartIdForUser(member.id);
  return prisma.cartLine.findFirstOrThrow({
    where: { cartId: cartId!, variantId },
    select: { attributedExpertId: true, attributedDemoId: true, cartId: true },
  });
}

async function checkoutAndPay(cartId: string, member: Member, paidAt = new Date()) {
  const outcome = await checkoutCart(
    {
      cartId,
      userId: member.id,
      email: member.email,
      currency: null,
      origin: ORIGIN,
      cancelPath: "/cart",
      locale: "en",
    },
    { provider: new TestGatewayProvider() },
  );
  expect(outcome.kind).toBe("redirect");
  const orderId = (outcome as { orderId: string }).orderId;
  expect(await prisma.$transaction((tx) => markOrderPaid(tx, orderId, null, { now: paidAt }))).toBe("paid");
  return orderId;
}

beforeAll(async () => {
  expertUser = await createMember({ role: "influencer" });
  expertId = await makeExpert(expertUser.id);
  other = await makeExpert(null);
  curated = await createProduct({ variants: [{ priceInCents: 12_345 }] });
  demoProduct = await createProduct({ variants: [{ priceInCents: 50_000, currencyCode: "eur" }] });
  unrelated = await createProduct({ variants: [{ priceInCents: 999 }] });
  await prisma.curatedProduct.create({ data: { expertId, productId: curated.id } });
  demoId = await makeDemo("replay", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", [demoProduct.id]);
});

afterAll(async () => {
  await prisma.order.deleteMany({ where: { userId: { in: buyers } } });
  await prisma.quoteRequest.deleteMany({ where: { buyerId: { in: buyers } } });
  await prisma.cart.deleteMany({ where: { userId: { in: buyers } } });
  await prisma.demo.deleteMany({ where: { id: { in: madeDemos } } });
  await prisma.expert.deleteMany({ where: { id: { in: madeExperts } } });
  await deleteCreatedProducts();
  await prisma.user.deleteMany({ where: { id: { in: [...buyers, expertUser.id] } } });
});

describe("ref on product links", () => {
  it("remembers a valid ref in an httpOnly, SameSite=Lax cookie and adds no SQL statement to the page", async () => {
    const member = await buyer();
    const queries = vi.spyOn(pg.Client.prototype, "query");
    await openProduct(member, curated.id);
    const plain = queries.mock.calls.length;
    queries.mockClear();
    const { outcome } = await openProduct(member, curated.id, `?ref=expert-${expertId}`);
    const withRef = queries.mock.calls.length;
    queries.mockRestore();
    expect(plain).toBeGreaterThan(0); // the spy sees the page's statements
    expect(withRef).toBe(plain);
    const header = outcome.headers.getSetCookie().find((c) => c.startsWith("ref="))!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Max-Age=2592000/);
  });

  it("sets no cookie for a malformed ref", async () => {
    const member = await buyer();
    for (const ref of ["expert-abc", "demo-", "expert-1;x", "<script>", "expert-99999999999"]) {
      const { outcome } = await openProduct(member, curated.id, `?ref=${encodeURIComponent(ref)}`);
      expect(outcome.headers.getSetCookie().some((c) => c.startsWith("ref="))).toBe(false);
    }
  });
});

describe("attribution flows", () => {
  it("add to cart → order → paid: the expert's line, order line and daily sales", async () => {
    const member = await buyer();
    const { cookies } = await openProduct(member, curated.id, `?ref=expert-${expertId}`);
    const line = await addToCart(member, curated.variantIds[0]!, cookies);
    expect(line).toMatchObject({ attributedExpertId: expertId, attributedDemoId: null });
    // The unrelated product in the same cart is not attributed (the cookie is per product).
    await addToCart(member, unrelated.variantIds[0]!, cookies);
    const orderId = await checkoutAndPay(line.cartId, member);
    const lines = await prisma.orderLine.findMany({
      where: { orderId },
      select: { variantId: true, attributedExpertId: true },
      orderBy: { unitPriceCents: "desc" },
    });
    expect(lines).toEqual([
      { variantId: curated.variantIds[0], attributedExpertId: expertId },
      { variantId: unrelated.variantIds[0], attributedExpertId: null },
    ]);
    const sales = await prisma.expertDailySales.findMany({ where: { expertId } });
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ currencyCode: "usd", orders: 1, units: 1, revenueCents: 12_345n });
  });

  it("a demo's ref records the demo and its expert; the last touch wins", async () => {
    const member = await buyer();
    let { cookies } = await openProduct(member, demoProduct.id, `?ref=expert-${expertId}`);
    ({ cookies } = await openProduct(member, demoProduct.id, `?ref=demo-${demoId}`, cookies));
    const line = await addToCart(member, demoProduct.variantIds[0]!, cookies);
    expect(line).toMatchObject({ attributedExpertId: expertId, attributedDemoId: demoId });
  });

  it("Add to Cart in a live room sends the demo's ref as a field, checked like the cookie", async () => {
    const member = await buyer();
    const line = await addToCart(member, demoProduct.variantIds[0]!, [], { ref: `demo-${demoId}` });
    expect(line).toMatchObject({ attributedExpertId: expertId, attributedDemoId: demoId });
  });

  it("forged refs attribute nothing and never fail", async () => {
    const member = await buyer();
    // A real expert with a product that is not theirs; an unknown expert; an unknown demo; a demo not showing it.
    for (const ref of [`expert-${other}`, "expert-2147483000", "demo-no-such-demo", `demo-${demoId}`]) {
      const { cookies } = await openProduct(member, unrelated.id, `?ref=${ref}`);
      expect(cookies.length).toBe(1);
      const line = await addToCart(member, unrelated.variantIds[0]!, cookies);
      expect(line).toMatchObject({ attributedExpertId: null, attributedDemoId: null });
    }
    // A made-up form field, and a cookie not signed by the server.
    const byField = await addToCart(member, unrelated.variantIds[0]!, [], { ref: "expert-1' OR 1=1" });
    expect(byField.attributedExpertId).toBeNull();
    const forgedCookie = `ref=${Buffer.from(JSON.stringify([{ p: unrelated.id, r: `expert-${expertId}`, t: 1 }])).toString("base64")}`;
    const byCookie = await addToCart(member, unrelated.variantIds[0]!, [forgedCookie]);
    expect(byCookie.attributedExpertId).toBeNull();
  });

  it("a quote request records the remembered ref, or the demo it is asked about", async () => {
    const member = await buyer();
    // "Request a Quote" on the expert's page carries the ref to the quote form, which remembers it.
    const form = await call(quoteLoader, getPage(`/quotes/new?product=${curated.id}&ref=expert-${expertId}`, member));
    expect(form.status).toBe(200);
    const refCookie = setCookies(form.headers).find((c) => c.startsWith("ref="))!;
    expect(refCookie).toBeTruthy();
    const request = postForm(
      "/quotes/new",
      { productId: curated.id, variantId: curated.variantIds[0]!, quantity: "2" },
      member,
    );
    request.headers.set("Cookie", `${member.cookie}; ${refCookie}`);
    expect((await call(quoteAction, request)).status).toBe(303);
    const aboutDemo = await call(
      quoteAction,
      postForm(
        "/quotes/new",
        { productId: demoProduct.id, variantId: demoProduct.variantIds[0]!, quantity: "1", demoId },
        member,
      ),
    );
    expect(aboutDemo.status).toBe(303);
    // Without any ref: not attributed.
    await call(
      quoteAction,
      postForm("/quotes/new", { productId: unrelated.id, variantId: unrelated.variantIds[0]!, quantity: "1" }, member),
    );
    const quotes = await prisma.quoteRequest.findMany({
      where: { buyerId: member.id },
      select: { productId: true, attributedExpertId: true, attributedDemoId: true },
    });
    expect(quotes).toHaveLength(3);
    const byProduct = Object.fromEntries(quotes.map((q) => [q.productId, q]));
    expect(byProduct[curated.id]).toMatchObject({ attributedExpertId: expertId, attributedDemoId: null });
    expect(byProduct[demoProduct.id]).toMatchObject({ attributedExpertId: expertId, attributedDemoId: demoId });
    expect(byProduct[unrelated.id]).toMatchObject({ attributedExpertId: null, attributedDemoId: null });
  });
});

describe("replay views", () => {
  it("counts one view per viewer per demo per day, skips bots and demos without a recording", async () => {
    const upcoming = await makeDemo("upcoming", null, []);
    const a = await buyer();
    const b = await buyer();
    const page = (member: Member | null, ua = BROWSER) =>
      new Request(`${ORIGIN}/demo/${demoId}`, {
        headers: { ...(member ? { Cookie: member.cookie } : {}), "User-Agent": ua },
      });
    // The page itself records (signed-in viewer a, twice), then b, a bot, an anonymous visitor twice (same address
    // and browser) and once through the page cache, and a prefetch.
    for (const member of [a, a, b]) expect((await call(demoLoader, page(member), { demoId })).status).toBe(200);
    expect((await call(demoLoader, page(null, BOT), { demoId })).status).toBe(200);
    recordReplayView({ method: "GET", headers: new Headers({ "User-Agent": BROWSER }) }, demoId, {
      clientIp: "203.0.113.9",
    });
    countCachedReplayView("GET", `/demo/${demoId}`, new Headers({ "User-Agent": BROWSER }), "203.0.113.9");
    countCachedReplayView("GET", `/demo/${demoId}`, new Headers({ "User-Agent": BROWSER }), "203.0.113.10");
    recordReplayView(
      { method: "GET", headers: new Headers({ "User-Agent": BROWSER, "Sec-Purpose": "prefetch" }) },
      demoId,
      { clientIp: "203.0.113.11" },
    );
    recordReplayView({ method: "GET", headers: new Headers({ "User-Agent": BROWSER }) }, upcoming, {
      userId: a.id,
    });
    await flushReplayViews();
    // The same viewer again after the write (another machine, say) is not a second view.
    recordReplayView({ method: "GET", headers: new Headers({ "User-Agent": BROWSER }) }, demoId, { userId: b.id });
    await flushReplayViews();
    const rows = await prisma.demoDailyReplayViews.findMany({ where: { demoId: { in: [demoId, upcoming] } } });
    expect(rows.map((r) => [r.demoId, r.views])).toEqual([[demoId, 4]]);
  });
});

describe("expert Analytics", () => {
  it("shows attributed quotes, orders with revenue per currency, and replay views", async () => {
    // An order in euros through the demo's link, paid yesterday.
    const member = await buyer();
    const { cookies } = await openProduct(member, demoProduct.id, `?ref=demo-${demoId}`);
    const line = await addToCart(member, demoProduct.variantIds[0]!, cookies);
    await checkoutAndPay(line.cartId, member, new Date(Date.now() - 86_400_000));

    const analytics = (await expertAnalytics(expertUser.id, 7))!;
    expect(analytics.totals.attributedOrders).toBe(2);
    expect(analytics.totals.attributedQuotes).toBe(2);
    expect(analytics.totals.replayViews).toBe(4);
    expect(analytics.attributedRevenue.map((r) => [r.currencyCode, r.total])).toEqual([
      ["eur", expect.stringContaining("500.00")],
      ["usd", expect.stringContaining("123.45")],
    ]);
    expect(analytics.attributedOrders.slice(-2)).toEqual([1, 1]);
    expect(analytics.demos.find((d) => d.id === demoId)?.replayViews).toBe(4);
    // Another expert sees none of it.
    const dashboard = await call(dashboardLoader, getPage("/influencer-dashboard?tab=analytics&days=7", expertUser));
    expect(dashboard.status).toBe(200);
    expect(dashboard.data.analytics.totals.attributedOrders).toBe(2);
    expect(await prisma.expertDailySales.count({ where: { expertId: other } })).toBe(0);
  });
});
