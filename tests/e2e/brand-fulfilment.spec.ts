// Orders to fulfil (issue 10 #5), with JavaScript on and off: a buyer buys a seeded Agilent product (shipping step,
// test gateway), the brand that owns it (the demo brand account, which manages Agilent) ships it with a tracking
// number, and the buyer sees "Shipped" in Order History. The buyer is made for this test (straight in the database,
// like store.spec.ts does) so that no other spec's cart is bought with it; DATABASE_URL is the app's database.
import bcrypt from "bcryptjs";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { fillShipping } from "./checkout-support";
import { jsEnabled, ready } from "./support";

const PRODUCT = "agilent-cary-60-uv-vis";
const BRAND = { email: "brand@labmarket.test", password: "Demo1234!" };
const PASSWORD = "Password123!";

async function login(page: Page, testInfo: TestInfo, email: string, password: string, redirectTo: string) {
  await page.goto(`/login?${new URLSearchParams({ redirectTo })}`);
  await ready(page, testInfo);
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password").fill(password);
  await page.getByRole("main").getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === redirectTo);
  await ready(page, testInfo);
}

async function newPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: jsEnabled(testInfo),
  });
  return context.newPage();
}

test("a buyer's order of a brand's product: the brand ships it with a tracking number, the buyer sees Shipped", async ({
  page,
  browser,
}, testInfo) => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
  const email = `e2e-fulfil-${testInfo.project.name}-${id.slice(-8)}@example.com`;
  await pool.query(
    `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
    [id, email, await bcrypt.hash(PASSWORD, 4)],
  );
  await pool.query(
    `INSERT INTO "Profile" (id, "fullName", "companyName", role, status, "updatedAt")
     VALUES ($1, 'E2E Fulfilment Buyer', 'E2E Analytical Labs', 'buyer'::"Role", 'approved'::"ProfileStatus", now())`,
    [id],
  );
  try {
    // The buyer checks out: the shipping step, then the test gateway.
    await login(page, testInfo, email, PASSWORD, `/store/product/${PRODUCT}`);
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("toast")).toContainText("Added to Cart!");
    await page.goto("/cart");
    await page.getByTestId("cart-page").getByTestId("checkout").click();
    const tracking = `1Z${id.slice(-10).toUpperCase()}`;
    await fillShipping(page, testInfo, { poNumber: `PO-${testInfo.project.name}` });
    await expect(page).toHaveURL(/\/pay\/tgs_/);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/39");
    await page.getByLabel("Security code").fill("123");
    await page.getByTestId("pay").click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByTestId("order-shipping")).toContainText("Hauptstraße 12");
    const number = (await page.getByTestId("order-number").textContent())!.trim();

    // The brand finds its part of the order and ships it.
    const brand = await newPage(browser, testInfo);
    await login(brand, testInfo, BRAND.email, BRAND.password, "/brand-dashboard");
    await brand.getByTestId("brand-orders-link").click();
    await expect(brand).toHaveURL(/\/brand-dashboard\/orders$/);
    const row = brand.getByTestId("brand-order").filter({ hasText: `Order ${number}` });
    await expect(row).toContainText("E2E Analytical Labs");
    await expect(row).toContainText(`PO PO-${testInfo.project.name}`);
    await row.getByRole("link", { name: `Order ${number}` }).click();
    await ready(brand, testInfo);
    await expect(brand.getByTestId("order-shipping")).toContainText("69117 Heidelberg");
    const ship = brand.getByTestId("ship-form");
    await ship.getByLabel("Carrier").fill("UPS");
    await ship.getByLabel("Tracking number").fill(tracking);
    await ship.getByTestId("mark-shipped").click();
    await expect(brand.getByTestId("toast")).toContainText("Marked as shipped with UPS");
    await expect(brand.getByTestId("order-line").first().getByTestId("line-status")).toHaveText("Shipped");
    await brand.context().close();

    // The buyer sees it shipped, with the tracking number.
    await page.goto("/buyer-dashboard?tab=orders");
    const order = page.getByTestId("order").filter({ hasText: `Order ${number}` });
    await expect(order.getByTestId("order-status")).toHaveText("Shipped");
    await expect(order.getByTestId("line-tracking")).toContainText(tracking);
  } finally {
    await pool.query(`DELETE FROM "Order" WHERE "userId" = $1`, [id]);
    await pool.query(`DELETE FROM "User" WHERE id = $1`, [id]);
    await pool.end();
  }
});
