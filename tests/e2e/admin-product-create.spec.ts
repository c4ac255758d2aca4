import pg from "pg";
import { expect, test } from "@playwright/test";
import { logInAs, ready } from "./support";

// Issue 10 #1 "and admins for any brand" (ADR 019 addendum): from Manage Products & Panels an admin opens the
// new-product form, is told next to the brand select that a brand is required, picks one and publishes the product
// (an admin's product needs no review). It belongs to that brand and the store finds it. JS on and off.

test("an admin creates and publishes a product for a brand", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  const word = `Dravomel${letters}`;
  const sku = `E2E-ADM-${letters.toUpperCase()}-${testInfo.project.name}`;
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  try {
    await logInAs(page, testInfo, "admin@labmarket.test");

    await page.goto("/admin?section=products");
    await page.getByTestId("admin-new-product").click();
    await expect(page.getByRole("heading", { name: "New product for a brand" })).toBeVisible();
    await ready(page, testInfo);

    const editor = page.getByTestId("product-editor");
    const brand = editor.getByRole("combobox", { name: "Brand", exact: true });
    const variant = editor.getByRole("group", { name: "Variant 1" });
    await editor.getByRole("textbox", { name: "Title", exact: true }).fill(`Waters ${word} column heater`);
    await editor.getByRole("combobox", { name: "Category", exact: true }).selectOption("analytical-instruments");
    await variant.getByLabel("SKU", { exact: true }).fill(sku);
    await variant.getByLabel("Price", { exact: true }).fill("2,400.00");
    await variant.getByLabel("Sale price", { exact: true }).fill("1,999.00");
    await variant.getByLabel("Units in stock").fill("3");
    // No brand chosen: refused next to the select, what was typed stays.
    await editor.getByRole("button", { name: "Save and publish" }).click();
    await expect(editor.getByText("Choose the brand this product belongs to.")).toBeVisible();
    await expect(brand).toHaveAttribute("aria-invalid", "true");
    await expect(variant.getByLabel("SKU", { exact: true })).toHaveValue(sku);
    const stored = await pool.query(`SELECT 1 FROM "StoreProduct" WHERE title LIKE $1`, [`%${word}%`]);
    expect(stored.rowCount).toBe(0);

    await brand.selectOption("waters");
    await editor.getByRole("button", { name: "Save and publish" }).click();
    await expect(page).toHaveURL(/\/brand-dashboard\/products\/waters-/);
    await expect(page.getByTestId("toast")).toContainText("It is listed in the store.");
    await expect(page.getByTestId("product-status")).toHaveText("Live");
    const created = await pool.query(`SELECT "brandId", status FROM "StoreProduct" WHERE title LIKE $1`, [`%${word}%`]);
    expect(created.rows).toEqual([{ brandId: "waters", status: "active" }]);

    await page.goto(`/store?q=${word}`);
    await page
      .getByRole("link", { name: new RegExp(`${word} column heater`) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(word) })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("$1,999.00");
  } finally {
    // Other specs read the demo brands' listings: the new product goes again.
    await pool.query(`DELETE FROM "StoreProduct" WHERE title LIKE $1`, [`Waters ${word}%`]);
    await pool.end();
  }
});
