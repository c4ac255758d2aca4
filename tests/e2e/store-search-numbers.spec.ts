// The store search by a number with a unit (issue 35 item 3, ADR 062), with JavaScript on and off: two centrifuges
// alike but for their recorded maximum RCF; a search with a stated comparison ("≥ 20,000 x g") shows the one that
// meets it first, never the other, and says how the number was read; a bare value ranks the matching one first.
// The products are made straight in the database and deleted afterwards. DATABASE_URL must point at the app's database.
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ready } from "./support";

const CATEGORY = "life-sciences-equipment";
let pool: pg.Pool;
const created: string[] = [];

test.beforeAll(() => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("store-search-numbers.spec.ts needs DATABASE_URL (the app's database)");
  pool = new pg.Pool({ connectionString: url, max: 2 });
});

test.afterAll(async () => {
  if (created.length) await pool.query(`DELETE FROM "StoreProduct" WHERE id = ANY($1)`, [created]);
  await pool.end();
});

/** A listed centrifuge with one variant and its maximum RCF recorded (× g is the attribute's base unit). */
async function centrifuge(word: string, name: string, rcf: number) {
  const id = `e2e-rcf-${randomUUID().slice(0, 12)}`;
  created.push(id);
  const title = `E2E ${word} ${name} Centrifuge`;
  await pool.query(
    `INSERT INTO "StoreProduct" (id, title, "descriptionHtml", purchasable, "sortOrder", "categoryId", "updatedAt")
     VALUES ($1, $2, '<p>Made for the end-to-end tests.</p>', true, 900000, $3, now())`,
    [id, title, CATEGORY],
  );
  await pool.query(
    `INSERT INTO "Variant" (id, "productId", title, "priceInCents", "currencyCode", position)
     VALUES ($1, $2, 'Default', 900000, 'usd', 0)`,
    [`${id}-v0`, id],
  );
  await pool.query(
    `INSERT INTO "ProductAttributeValue" ("productId", "attributeId", "numMin", "numMax", entered, "enteredUnit")
     VALUES ($1, $2, $3, $3, $4, '× g')`,
    [id, `${CATEGORY}.max-rcf`, rcf, `${rcf.toLocaleString("en-US")} × g`],
  );
  return title;
}

test("a search by number and unit: a stated comparison filters, a bare value ranks", async ({ page }, testInfo) => {
  const word = `rotorix${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;
  const fast = await centrifuge(word, "Fast", 21_000);
  const slow = await centrifuge(word, "Slow", 10_000);

  await page.goto("/store");
  await ready(page, testInfo);
  await page.getByLabel("Search products").fill(`${word} centrifuge ≥ 20,000 x g`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await ready(page, testInfo);
  await expect(page).toHaveURL(/\/store\?q=/);
  const cards = page.getByTestId("store-card");
  await expect(cards.first()).toContainText(fast);
  await expect(page.getByTestId("store-card").filter({ hasText: slow })).toHaveCount(0);
  await expect(page.getByTestId("catalogue-notices")).toContainText("Maximum RCF at least 20,000 × g");

  // A bare force is what the centrifuge must reach (ADR 075): it ranks the one that reaches 15,000 × g first and still
  // shows the other (a bare value ranks, it does not filter).
  await page.getByLabel("Search products").fill(`${word} centrifuge 15,000 x g`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await ready(page, testInfo);
  await expect(cards.first()).toContainText(fast);
  await expect(page.getByTestId("store-card").filter({ hasText: slow })).toHaveCount(1);
});
