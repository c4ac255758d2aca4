import bcrypt from "bcryptjs";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/seed-accounts";
import { pdfBytes, pngBytes } from "../fakes/upload-fixtures";
import { fillShipping } from "./checkout-support";
import { jsEnabled, ready } from "./support";

// Issue 10, the whole supply side in one flow: a brand creates a product with a variant, a specification, an image
// and a datasheet and submits it (#1); an admin approves it in Manage Products & Panels (#3); it is found by the
// store's search with its datasheet; a buyer buys it (shipping step, PO number, test gateway); the brand finds its
// part of the order and ships it with a tracking number (#5); the buyer sees "Shipped" in Order History.
// The buyer is made for this test straight in the database (DATABASE_URL is the app's), so no other spec's cart
// is bought with it.

async function session(
  browser: Browser,
  testInfo: TestInfo,
  email: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    javaScriptEnabled: jsEnabled(testInfo),
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto("/login");
  await ready(page, testInfo);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { page, close: () => context.close() };
}

test("a brand's new product: approved, found, bought, shipped with a tracking number, Shipped for the buyer", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  const word = `Vexolan${letters}`;
  const sku = `E2E-${letters.toUpperCase()}-${testInfo.project.name}`;

  const brand = await session(browser, testInfo, "brand@labmarket.test");
  const page = brand.page;
  await page.goto("/brand-dashboard?tab=products");
  await page.getByTestId("new-product").click();
  await expect(page.getByRole("heading", { name: "New product" })).toBeVisible();
  await ready(page, testInfo);
  await page.getByLabel("Category (shows its specification fields)").selectOption("analytical-instruments");
  await page.getByRole("button", { name: "Show specification fields" }).click();
  await expect(page.getByLabel(/Maximum pressure/)).toBeVisible();

  const editor = page.getByTestId("product-editor");
  const variant = editor.getByRole("group", { name: "Variant 1" });
  await editor.getByRole("textbox", { name: "Title", exact: true }).fill(`Agilent ${word} UHPLC pump`);
  await variant.getByLabel("SKU", { exact: true }).fill(sku);
  await variant.getByLabel("Price", { exact: true }).fill("12.345");
  await variant.getByLabel("Option values").fill("Flow: 5 mL/min");
  await variant.getByLabel("Units in stock").fill("4");
  await editor.getByLabel(/Maximum pressure/).fill("18,000 psi");
  await editor.getByRole("button", { name: "Save and submit for review" }).click();
  // A bad price is refused next to its field; what was typed stays.
  await expect(editor.getByText("Enter a price such as 1250.00.")).toBeVisible();
  await expect(variant.getByLabel("SKU", { exact: true })).toHaveValue(sku);
  await variant.getByLabel("Price", { exact: true }).fill("1,250.50");
  await editor.getByRole("button", { name: "Save and submit for review" }).click();
  await expect(page).toHaveURL(/\/brand-dashboard\/products\/agilent-vexolan/);
  await expect(page.getByTestId("product-status")).toHaveText("In review");

  await ready(page, testInfo);
  await page
    .getByLabel("Add an image")
    .setInputFiles({ name: "pump.png", mimeType: "image/png", buffer: Buffer.from(pngBytes()) });
  await page.getByLabel("Alt text", { exact: true }).fill("The pump from the front");
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByTestId("product-images").getByRole("img", { name: "The pump from the front" })).toBeVisible();
  await page
    .getByLabel("PDF file")
    .setInputFiles({ name: "datasheet.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfBytes()) });
  await page.locator("#document-title").fill(`${word} datasheet`);
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(page.getByTestId("product-documents").getByRole("link", { name: `${word} datasheet` })).toBeVisible();
  await brand.close();

  const admin = await session(browser, testInfo, "admin@labmarket.test");
  await admin.page.goto("/admin?section=products");
  const item = admin.page.getByTestId("review-item").filter({ hasText: word });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Approve and list" }).click();
  await expect(admin.page.getByTestId("review-item").filter({ hasText: word })).toHaveCount(0);

  await admin.page.goto(`/store?q=${word}`);
  await admin.page
    .getByRole("link", { name: new RegExp(`${word} UHPLC pump`) })
    .first()
    .click();
  await expect(admin.page.getByRole("heading", { level: 1, name: new RegExp(word) })).toBeVisible();
  await expect(
    admin.page.getByTestId("product-documents").getByRole("link", { name: `${word} datasheet` }),
  ).toBeVisible();
  await expect(admin.page.getByTestId("specifications")).toContainText("18,000 psi");
  const productPath = new URL(admin.page.url()).pathname;
  await admin.close();

  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
  const email = `e2e-supply-${testInfo.project.name}-${id.slice(-8)}@example.com`;
  await pool.query(
    `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
    [id, email, await bcrypt.hash(DEMO_PASSWORD, 4)],
  );
  await pool.query(
    `INSERT INTO "Profile" (id, "fullName", "companyName", role, status, "updatedAt")
     VALUES ($1, 'E2E Supply Buyer', 'E2E Analytical Labs', 'buyer'::"Role", 'approved'::"ProfileStatus", now())`,
    [id],
  );
  try {
    const buyer = await session(browser, testInfo, email);
    await buyer.page.goto(productPath);
    await ready(buyer.page, testInfo);
    await buyer.page.getByTestId("add-to-cart").click();
    await expect(buyer.page.getByTestId("toast")).toContainText("Added to Cart!");
    await buyer.page.goto("/cart");
    await buyer.page.getByTestId("cart-page").getByTestId("checkout").click();
    await fillShipping(buyer.page, testInfo, { poNumber: `PO-${letters}` });
    await expect(buyer.page).toHaveURL(/\/pay\/tgs_/);
    await buyer.page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await buyer.page.getByLabel("Expiry (MM/YY)").fill("12/39");
    await buyer.page.getByLabel("Security code").fill("123");
    await buyer.page.getByTestId("pay").click();
    await expect(buyer.page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(buyer.page.getByTestId("order-shipping")).toContainText("Hauptstraße 12");
    const number = (await buyer.page.getByTestId("order-number").textContent())!.trim();

    const seller = await session(browser, testInfo, "brand@labmarket.test");
    await seller.page.goto("/brand-dashboard");
    await seller.page.getByTestId("brand-orders-link").click();
    await expect(seller.page).toHaveURL(/\/brand-dashboard\/orders$/);
    const row = seller.page.getByTestId("brand-order").filter({ hasText: `Order ${number}` });
    await expect(row).toContainText("E2E Analytical Labs");
    await expect(row).toContainText(`PO PO-${letters}`);
    await row.getByRole("link", { name: `Order ${number}` }).click();
    await ready(seller.page, testInfo);
    await expect(seller.page.getByTestId("order-shipping")).toContainText("69117 Heidelberg");
    await expect(seller.page.getByTestId("order-line").first()).toContainText(word);
    const tracking = `1Z${letters.toUpperCase()}`;
    const ship = seller.page.getByTestId("ship-form");
    await ship.getByLabel("Carrier").fill("UPS");
    await ship.getByLabel("Tracking number").fill(tracking);
    await ship.getByTestId("mark-shipped").click();
    await expect(seller.page.getByTestId("toast")).toContainText("Marked as shipped with UPS");
    await expect(seller.page.getByTestId("order-line").first().getByTestId("line-status")).toHaveText("Shipped");
    await seller.close();

    await buyer.page.goto("/buyer-dashboard?tab=orders");
    const order = buyer.page.getByTestId("order").filter({ hasText: `Order ${number}` });
    await expect(order.getByTestId("order-status")).toHaveText("Shipped");
    await expect(order.getByTestId("line-tracking")).toContainText(tracking);
    await buyer.close();
  } finally {
    await pool.query(`DELETE FROM "Order" WHERE "userId" = $1`, [id]);
    await pool.query(`DELETE FROM "User" WHERE id = $1`, [id]);
    // Other specs read the demo brand's listing (its cards' titles start with the brand, as this one's does, since
    // the store spec may run while it is listed): the new product goes again.
    await pool.query(`DELETE FROM "StoreProduct" WHERE title LIKE $1`, [`Agilent ${word}%`]);
    await pool.end();
  }
});
