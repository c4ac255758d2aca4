import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/seed-accounts";
import { pdfBytes, pngBytes } from "../fakes/upload-fixtures";
import { jsEnabled, ready } from "./support";

// Issue 10 #1, #3: a brand creates a product with a variant, a specification, an image and a datasheet and submits
// it; an admin approves it in Manage Products & Panels; it is then found by the store's search, with its datasheet.

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

test("a brand's new product is listed and searchable once an admin approves it", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
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
  await editor.getByRole("textbox", { name: "Title", exact: true }).fill(`${word} UHPLC pump`);
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
  await expect(page).toHaveURL(/\/brand-dashboard\/products\/vexolan/);
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
  await admin.close();
});
