// Issue 37 journey, JavaScript on and off: quick order by SKU from the cart page — a wrong line is named and nothing
// is added; corrected, every line lands in the cart at once.
import pg from "pg";
import { expect, test } from "@playwright/test";
import { ready } from "./support";

async function twoSkus(): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  try {
    const { rows } = await pool.query(
      `SELECT v.sku FROM "Variant" v JOIN "StoreProduct" p ON p.id = v."productId"
       WHERE v.sku IS NOT NULL AND p.purchasable AND p.status = 'active' AND p."deletedAt" IS NULL
         AND (NOT v."manageInventory" OR v."inventoryQuantity" - v."reservedQuantity" >= 10)
       ORDER BY v.sku LIMIT 2`,
    );
    return rows.map((row) => row.sku as string);
  } finally {
    await pool.end();
  }
}

test("quick order by SKU: a wrong line adds nothing and is named; corrected, all lines land in the cart", async ({
  page,
}, testInfo) => {
  const [first, second] = await twoSkus();
  expect(second).toBeTruthy();
  await page.goto("/cart");
  await ready(page, testInfo);
  await page.getByRole("link", { name: "Quick order by SKU" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quick order by SKU");
  await ready(page, testInfo);

  const field = page.getByLabel("SKUs and quantities");
  await field.fill(`${first} 2\nNOT-A-SKU 1\n${second} zero`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  const problems = page.getByTestId("quick-order-problems");
  await expect(problems.getByRole("listitem")).toHaveCount(1);
  await expect(problems).toContainText("Line 3 (" + `${second} zero` + '): "zero" is not a quantity');
  await expect(page.getByLabel("SKUs and quantities")).toHaveValue(`${first} 2\nNOT-A-SKU 1\n${second} zero`);

  await page.getByLabel("SKUs and quantities").fill(`${first} 2\nNOT-A-SKU 1\n${second} 1`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("quick-order-problems")).toContainText('No product has the SKU "NOT-A-SKU"');

  await page.getByLabel("SKUs and quantities").fill(`${first} 2\n${second}`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("toast")).toContainText("3 units of 2 items added by SKU");
  await expect(page.getByRole("main")).toContainText("3 items in your cart.");
});
