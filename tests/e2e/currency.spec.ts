// Issue 37 item 2 (ADR 068), JavaScript on and off: a visitor chooses to read prices in euros from the store page; a
// dollar product then shows "≈ €…" (at the shop's stated rate) beside its listed dollar price on the store card and
// the product page; the cart and checkout charge the converted amount in euros, and the paid order records the listed
// price and the rate (ADR 074); "each product's own currency" turns it off again.
import pg from "pg";
import { expect, test } from "@playwright/test";
import { screens } from "./institution.support";
import { fillShipping } from "./checkout-support";
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

/** A category whose products list in more than one currency, so sorting them in euros means converting. */
async function mixedCategory(): Promise<string> {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  try {
    const { rows } = await pool.query(
      `SELECT p."categoryId" AS id FROM "StoreProduct" p
       WHERE p.status = 'active' AND p."deletedAt" IS NULL AND p."categoryId" IS NOT NULL
       GROUP BY 1 HAVING count(DISTINCT p."priceCurrencyCode") > 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    return rows[0].id as string;
  } finally {
    await pool.end();
  }
}

/** A card's price in euros: the converted amount, or the listed one for a product listed in euros. */
async function euroAmounts(page: import("@playwright/test").Page): Promise<number[]> {
  const cards = page.getByTestId("store-card");
  const amounts: number[] = [];
  for (let i = 0; i < (await cards.count()); i++) {
    const price = cards.nth(i).getByTestId("price");
    if ((await price.count()) === 0) continue;
    const converted = price.getByTestId("price-converted");
    const text = (await converted.count())
      ? await converted.innerText()
      : await price.getByTestId("price-current").innerText();
    expect(text).toContain("€");
    amounts.push(Number(text.replace(/[^0-9.]/g, "")));
  }
  return amounts;
}

const euros = (cents: number) =>
  `≈ €${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("prices in euros: converted beside the listed price on card, product page and cart; back to as listed", async ({
  page,
}, testInfo) => {
  const product = await dollarProduct();
  const converted = euros(Math.round(product.priceInCents / Number(product.eur)));
  // What the cart charges: the same amount, no longer approximate.
  const charged = converted.replace("≈ ", "");
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
  // The cart is charged in euros (ADR 074): the converted amount is the price, the listed one and the rate are said.
  const cart = page.getByTestId("cart-page");
  const line = cart.getByTestId("cart-line").filter({ hasText: product.title });
  await expect(line.getByTestId("line-total")).toHaveText(charged);
  await expect(line.getByTestId("line-listed-price")).toContainText("Listed at $");
  await expect(cart.getByTestId("cart-charge-note")).toContainText("Charged in EUR");
  await expect(cart.getByTestId("cart-charge-note")).toContainText("1 USD = 0.9259259259 EUR");
  await screens(page, testInfo, "cart-charged-in-euros");

  // Each product's own currency again, from the footer: the cart is charged as listed.
  const footer = page.getByRole("contentinfo").getByTestId("currency-choice");
  await footer.getByLabel("Prices in").selectOption("listed");
  await footer.getByRole("button", { name: "Apply" }).click();
  await ready(page, testInfo);
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-charge-note")).toHaveCount(0);
  await expect(line.getByTestId("line-total")).toContainText("$");

  // Euros again, then checkout: the order is paid in euros and records what the line was listed at, and the rate.
  await footer.getByLabel("Prices in").selectOption("eur");
  await footer.getByRole("button", { name: "Apply" }).click();
  await ready(page, testInfo);
  await expect(line.getByTestId("line-total")).toHaveText(charged);
  await cart.getByTestId("checkout").click();
  await expect(page.getByTestId("checkout-total")).toHaveText(charged);
  await expect(page.getByTestId("cart-charge-note")).toContainText("Charged in EUR");
  await fillShipping(page, testInfo);
  await expect(page).toHaveURL(/\/pay\/tgs_/);
  await expect(page.getByTestId("pay-total")).toHaveText(charged);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("Security code").fill("123");
  await page.getByTestId("pay").click();
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(charged);
  await expect(page.getByTestId("line-price-label")).toContainText("1 USD = 0.9259259259 EUR");
  await expect(page.getByTestId("line-price-label")).toContainText(
    `listed $${(product.priceInCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
  );
  await screens(page, testInfo, "order-paid-in-euros");
});

test("in euros, the store sorts by the converted price and the price filter reads euros", async ({
  page,
}, testInfo) => {
  const category = await mixedCategory();
  await page.goto(`/store?category=${category}`);
  await ready(page, testInfo);
  const choice = page.getByRole("main").getByTestId("currency-choice");
  await choice.getByLabel("Prices in").selectOption("eur");
  await choice.getByRole("button", { name: "Apply" }).click();
  await ready(page, testInfo);
  // The choice has been stored (with JavaScript the post completes after the click returns): the rates note shows.
  await expect(page.getByRole("main").getByTestId("currency-rates")).toContainText("1 EUR = 1.08 USD");
  await page.goto(`/store?category=${category}&sort=price-asc`);
  await ready(page, testInfo);
  const ascending = await euroAmounts(page);
  expect(ascending.length).toBeGreaterThan(2);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  const priceFacet = page.getByTestId("facet-price");
  await expect(priceFacet.getByRole("link", { name: "Under €1,000" })).toBeVisible();

  // A lower bound typed in euros, applied with the form (a plain GET without JavaScript).
  const floor = Math.ceil(ascending[Math.floor(ascending.length / 2)]);
  await priceFacet.getByLabel("Min €").fill(String(floor));
  await page.getByRole("button", { name: "Apply filters" }).click();
  await ready(page, testInfo);
  await expect(page).toHaveURL(new RegExp(`min=${floor}`));
  await expect(
    page.getByRole("link", { name: `Remove filter Price: from €${floor.toLocaleString("en-US")}` }),
  ).toBeVisible();
  const filtered = await euroAmounts(page);
  expect(filtered.length).toBeGreaterThan(0);
  for (const amount of filtered) expect(amount).toBeGreaterThanOrEqual(floor - 0.01);
  expect(filtered).toEqual([...filtered].sort((a, b) => a - b));
  await screens(page, testInfo, "store-sorted-in-euros");
});
