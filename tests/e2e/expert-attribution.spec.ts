// Issue 11 #2, ADR 030: a buyer opens a product from an expert's curated products (the link carries ?ref=expert-N),
// adds it to the cart, checks out and pays; the expert's Analytics shows the paid order and its revenue from their
// links. With JavaScript on and off.
//
// The spec makes its own buyer, its own expert login and its own product straight in the database and removes
// them afterwards. Each project borrows a seeded expert nobody else links (2 with JS, 3 without), curates its product
// for the test and restores the expert's login afterwards. DATABASE_URL must point at the app's database.
import bcrypt from "bcryptjs";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test as base, type Browser, type Page, type TestInfo } from "@playwright/test";
import { fillShipping } from "./checkout-support";
import { jsEnabled, ready } from "./support";

const PASSWORD = "Password123!";

class Fixtures {
  private pool: pg.Pool;
  private users: string[] = [];
  private products: string[] = [];
  private links: { id: number; userId: string | null }[] = [];
  constructor() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("expert-attribution.spec.ts needs DATABASE_URL (the app's database)");
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  async member(role: "buyer" | "influencer", testInfo: TestInfo) {
    const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const email = `e2e-attr-${role}-${testInfo.project.name}-${id.slice(-10)}@example.com`;
    await this.pool.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
      [id, email, await bcrypt.hash(PASSWORD, 4)],
    );
    await this.pool.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "updatedAt") VALUES ($1, $2, $3::"Role", 'approved'::"ProfileStatus", now())`,
      [id, `E2E Attribution ${role}`, role],
    );
    this.users.push(id);
    return { id, email };
  }

  /** A purchasable product outside the store's first pages (high sortOrder), one variant in stock. */
  async product(priceInCents: number) {
    const suffix = randomUUID().replace(/-/g, "").slice(0, 10);
    const id = `e2e-attr-${suffix}`;
    const title = `E2E Attribution Pipette ${suffix}`;
    await this.pool.query(
      `INSERT INTO "StoreProduct" (id, title, "descriptionHtml", purchasable, "sortOrder", "updatedAt")
       VALUES ($1, $2, '<p>Made for the attribution test.</p>', true, 900000, now())`,
      [id, title],
    );
    await this.pool.query(
      `INSERT INTO "Variant" (id, "productId", title, "priceInCents", "currencyCode", "manageInventory", "inventoryQuantity", position)
       VALUES ($1, $2, 'Default', $3, 'usd', true, 5, 0)`,
      [`${id}-v0`, id, priceInCents],
    );
    this.products.push(id);
    return { id, title };
  }

  async borrowExpert(expertId: number, userId: string, productId: string) {
    const { rows } = await this.pool.query(`SELECT name, "userId" FROM "Expert" WHERE id = $1`, [expertId]);
    if (!rows[0]) throw new Error(`expert ${expertId} is not seeded`);
    this.links.push({ id: expertId, userId: rows[0].userId });
    await this.pool.query(`UPDATE "Expert" SET "userId" = $2 WHERE id = $1`, [expertId, userId]);
    await this.pool.query(`INSERT INTO "CuratedProduct" ("expertId", "productId", position) VALUES ($1, $2, 999)`, [
      expertId,
      productId,
    ]);
    return { name: rows[0].name as string };
  }

  async cleanup() {
    for (const link of this.links.reverse())
      await this.pool.query(`UPDATE "Expert" SET "userId" = $2 WHERE id = $1`, [link.id, link.userId]);
    if (this.users.length) {
      // The expert's daily sales hold this test's order: taken back out (the figures are the seeded expert's).
      await this.pool.query(
        `UPDATE "ExpertDailySales" s SET orders = s.orders - x.orders, units = s.units - x.units,
                "revenueCents" = s."revenueCents" - x.cents
         FROM (SELECT l."attributedExpertId" AS "expertId", (o."paidAt" AT TIME ZONE 'UTC')::date AS day,
                      o."currencyCode", count(DISTINCT o.id)::int AS orders, SUM(l.quantity)::int AS units,
                      SUM(l."unitPriceCents"::bigint * l.quantity) AS cents
               FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
               WHERE o."userId" = ANY($1) AND o.status = 'paid' AND l."attributedExpertId" IS NOT NULL
               GROUP BY 1, 2, 3) x
         WHERE s."expertId" = x."expertId" AND s.day = x.day AND s."currencyCode" = x."currencyCode"`,
        [this.users],
      );
      await this.pool.query(`DELETE FROM "ExpertDailySales" WHERE orders <= 0`);
      await this.pool.query(`DELETE FROM "Order" WHERE "userId" = ANY($1)`, [this.users]);
      await this.pool.query(`DELETE FROM "Cart" WHERE "userId" = ANY($1)`, [this.users]);
    }
    if (this.products.length) await this.pool.query(`DELETE FROM "StoreProduct" WHERE id = ANY($1)`, [this.products]);
    if (this.users.length) await this.pool.query(`DELETE FROM "User" WHERE id = ANY($1)`, [this.users]);
    await this.pool.end();
  }
}

const test = base.extend<{ fixtures: Fixtures }>({
  fixtures: async ({}, use) => {
    const fixtures = new Fixtures();
    await use(fixtures);
    await fixtures.cleanup();
  },
});

async function logIn(browser: Browser, testInfo: TestInfo, email: string, redirectTo: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) });
  const page = await context.newPage();
  await page.goto(`/login?${new URLSearchParams({ redirectTo })}`);
  await ready(page, testInfo);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirectTo.split("?")[0]);
  await ready(page, testInfo);
  return page;
}

const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).match(/[\d,]+/)![0].replace(/,/g, ""));

test("a buyer follows an expert's curated product link and buys it; the expert's Analytics shows the order", async ({
  browser,
  fixtures,
}, testInfo) => {
  test.setTimeout(120_000);
  const expertId = jsEnabled(testInfo) ? 2 : 3;
  const product = await fixtures.product(43_210);
  const expertLogin = await fixtures.member("influencer", testInfo);
  const expert = await fixtures.borrowExpert(expertId, expertLogin.id, product.id);
  const buyerLogin = await fixtures.member("buyer", testInfo);

  const analyticsPath = "/influencer-dashboard?tab=analytics&days=7";
  const dashboard = await logIn(browser, testInfo, expertLogin.email, analyticsPath);
  await expect(dashboard.getByTestId("analytics-attribution")).toBeVisible();
  const ordersBefore = await figure(dashboard, "analytics-attributed-orders");

  // The buyer opens the product from the expert's curated products: the link carries the ref.
  const buyer = await logIn(browser, testInfo, buyerLogin.email, `/influencer/${expertId}/products`);
  await expect(buyer.getByRole("heading", { level: 1 })).toHaveText(`Curated by ${expert.name}`);
  const view = buyer.getByRole("link", { name: `View Product: ${product.title}` });
  await expect(view).toHaveAttribute("href", `/store/product/${product.id}?ref=expert-${expertId}`);
  await view.click();
  await expect(buyer).toHaveURL(new RegExp(`/store/product/${product.id}\\?ref=expert-${expertId}$`));
  await ready(buyer, testInfo);
  // Remembered in an httpOnly cookie (not readable by scripts).
  const refCookie = (await buyer.context().cookies()).find((c) => c.name === "ref" || c.name === "__Host-ref");
  expect(refCookie?.httpOnly).toBe(true);
  expect(refCookie?.sameSite).toBe("Lax");

  // Add to cart, check out, pay with the test gateway.
  await buyer.getByTestId("add-to-cart").click();
  await expect(buyer.getByTestId("toast")).toContainText("Added to Cart!");
  await ready(buyer, testInfo);
  await buyer.goto("/cart");
  await ready(buyer, testInfo);
  await buyer.getByTestId("cart-page").getByTestId("checkout").click();
  await fillShipping(buyer, testInfo);
  await expect(buyer).toHaveURL(/\/pay\/tgs_[0-9a-f]{40}/);
  await buyer.getByLabel("Card number").fill("4242 4242 4242 4242");
  await buyer.getByLabel("Expiry (MM/YY)").fill("12/39");
  await buyer.getByLabel("Security code").fill("123");
  await buyer.getByTestId("pay").click();
  await expect(buyer.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();

  // The expert's Analytics: one more paid order from their links, and its revenue in dollars.
  await dashboard.goto(analyticsPath);
  await ready(dashboard, testInfo);
  expect(await figure(dashboard, "analytics-attributed-orders")).toBe(ordersBefore + 1);
  await expect(dashboard.getByTestId("analytics-attributed-revenue-usd")).toContainText("$");
  await expect(dashboard.getByTestId("chart-attributed-orders")).toContainText(`${ordersBefore + 1} in 7 days`);
  // The period switch keeps working (links, no JavaScript needed).
  await dashboard.getByRole("link", { name: "30 days" }).click();
  await expect(dashboard).toHaveURL(/days=30/);
  expect(await figure(dashboard, "analytics-attributed-orders")).toBeGreaterThanOrEqual(ordersBefore + 1);

  await buyer.context().close();
  await dashboard.context().close();
});
