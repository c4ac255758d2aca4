// Issue 37 item 2 (ADR 068), JavaScript on and off: a visitor chooses to read prices in euros from the store page; a
// dollar product then shows "≈ €…" (at the shop's stated rate) beside its listed dollar price on the store card and
// the product page, and the cart adds a converted total while charging as listed; "each product's own currency"
// turns it off again.
import pg from "pg";
import { expect, test } from "@playwright/test";
import { screens } from "./institution.support";
import { ready } from "./support";

async function dollarProduct() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  try {
    const { rows } = await pool.query(
      `SELECT p.id, p.title, v."priceInCents", (SELECT "usdPerUnit" FROM "Currency" WHERE code = 'eur') AS eur
       FROM "StoreProduct" p JOIN "Variant" v ON v."productId" = p.id
       WHERE p.purchasable AND p.status = 'active' AND p."deletedAt" IS NULL AND v."currencyCode" = 'usd'
         AND v."salePriceInCents" IS NULL AND (NOT v."manageInventory" OR v."inventoryQuantity" >= 5)
         AND (SELECT count(*) FROM "Variant" w WHERE w."productId" = p.id) = 1
       ORDER BY p.id LIMIT 1`,
    );
    return rows[0] as { id: string; title: string; priceInCents: number; eur: string };
  } finally {
    await pool.end();
  }
}

const euros = (cents: number) =>
  `≈ €${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("prices in euros: converted beside the listed price on card, product page and cart; back to as listed", async ({
  page,
}, testInfo) => {
  const product = await dollarProduct();
  const converted = euros(Math.round(product.priceInCents / Number(product.eur)));
  await page.goto(`/store?${new URLSearchParams({ q: product.title })}`);
  await ready(page, testInfo);
  await expect(page.getByTestId("price-converted")).toHaveCount(0);
  const choice = page.getByRole("main").getByTestId("currency-choice");
  await choice.getByLabel("Prices in").selectOption("eur");
  await choice.getByRole("button", { name: "Apply" }).click();
  await ready(page, testInfo);
  // Back on the same search, the card leads with the converted price; the listed one follows.
  await expect(page).toHaveURL(/\/store\?q=/);
  const card = page.getByTestId("store-card").filter({ hasText: product.title }).first();
  await expect(card.getByTestId("price-converted")).toHaveText(converted);
  await expect(card.getByTestId("price-current")).toContainText("$");
  await expect(page.getByRole("main").getByTestId("currency-rates")).toContainText("1 EUR = 1.08 USD");
  await screens(page, testInfo, "store-in-euros");

  await page.goto(`/store/product/${product.id}`);
  await ready(page, testInfo);
  await expect(page.getByRole("main").getByTestId("price-converted").first()).toHaveText(converted);
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(page.getByTestId("toast")).toContainText(/cart/i);
  await page.goto("/cart");
  await ready(page, testInfo);
  await expect(page.getByRole("main").getByTestId("cart-total-converted")).toContainText("charged as listed");

  // Each product's own currency again, from the footer.
  const footer = page.getByRole("contentinfo").getByTestId("currency-choice");
  await footer.getByLabel("Prices in").selectOption("listed");
  await footer.getByRole("button", { name: "Apply" }).click();
  await ready(page, testInfo);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-total-converted")).toHaveCount(0);
});
