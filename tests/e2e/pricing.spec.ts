// Issue 36 item 4 and issue 37 item 3 (ADR 067), JavaScript on and off: a brand gives an organisation a price list
// (an unknown organisation is refused next to the field) with a fixed price for a SKU, and a quantity price; a
// purchaser of that organisation sees "Your organisation's price" and the quantity prices on the product page and
// the store card, the cart labels the line, the order on account charges it, and the invoice says which price it is.
import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { E2E_ADDRESS } from "./checkout-support";
import { screens, signedIn, test } from "./institution.support";
import { ready } from "./support";

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test("brand price list → organisation price on product page, card, cart, order on account and invoice", async ({
  browser,
  institution,
}, testInfo) => {
  test.setTimeout(120_000);
  const { productId, brandId } = await institution.product();
  const { rows } = await institution.pool.query(
    `SELECT v.id, v.sku, v."priceInCents", p.title FROM "Variant" v JOIN "StoreProduct" p ON p.id = v."productId"
     WHERE v."productId" = $1`,
    [productId],
  );
  const variant = rows[0] as { id: string; sku: string | null; priceInCents: number; title: string };
  if (!variant.sku) {
    variant.sku = `E2E-${variant.id.slice(-10)}`.toUpperCase();
    await institution.pool.query(`UPDATE "Variant" SET sku = $2 WHERE id = $1 AND sku IS NULL`, [
      variant.id,
      variant.sku,
    ]);
  }
  const contractCents = Math.round(variant.priceInCents * 0.8);
  const tierCents = Math.round(variant.priceInCents * 0.7);
  const purchaser = await institution.person(testInfo, "buyer");
  const brandUser = await institution.person(testInfo, "brand", brandId);
  const organisationName = `E2E Pricing Institute ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
  await institution.organisation(organisationName, [[purchaser, "admin"]]);
  const listName = `Contract ${randomUUID().slice(0, 4)}`;
  const po = `PO-PRICE-${testInfo.project.name}-${randomUUID().slice(0, 6)}`;

  // The brand creates the price list; an organisation nobody has is refused next to the field, the typing kept.
  const asBrand = await signedIn(browser, testInfo, brandUser, "/brand-dashboard/pricing");
  const listForm = asBrand.getByTestId("price-list-form");
  await listForm.getByLabel("Organisation (name or ID)").fill("No Such Institute 0000");
  await listForm.getByLabel("Price list name").fill(listName);
  await listForm.getByRole("button", { name: "Create price list" }).click();
  await expect(asBrand.locator("#organisation-error")).toContainText("No organisation has that name");
  await expect(asBrand.getByTestId("price-list-form").getByLabel("Price list name")).toHaveValue(listName);
  await asBrand.getByTestId("price-list-form").getByLabel("Organisation (name or ID)").fill(organisationName);
  await asBrand.getByTestId("price-list-form").getByRole("button", { name: "Create price list" }).click();
  await expect(asBrand).toHaveURL(/\/brand-dashboard\/pricing\/[^/]+$/);
  await ready(asBrand, testInfo);
  await expect(asBrand.getByRole("heading", { level: 1 })).toHaveText(listName);

  // A fixed price for the SKU.
  const entryForm = asBrand.getByTestId("entry-form");
  await entryForm.getByLabel("Fixed unit price (SKU only)").check();
  await entryForm.getByLabel("SKU (for one SKU)").fill(variant.sku);
  await entryForm.getByLabel("Discount (%) or unit price").fill((contractCents / 100).toFixed(2));
  await entryForm.getByRole("button", { name: "Add to price list" }).click();
  await expect(asBrand.getByTestId("entry-row")).toContainText(dollars(contractCents));

  // A quantity price from 50 units.
  await asBrand.goto("/brand-dashboard/pricing");
  await ready(asBrand, testInfo);
  const tierForm = asBrand.getByTestId("tier-form");
  await tierForm.getByLabel("SKU").fill(variant.sku);
  await tierForm.getByLabel("From quantity").fill("50");
  await tierForm.getByLabel("Unit price").fill((tierCents / 100).toFixed(2));
  await tierForm.getByRole("button", { name: "Save quantity price" }).click();
  await expect(asBrand.getByTestId("toast")).toContainText("Quantity price saved");
  await asBrand.goto(`/brand-dashboard/pricing?sku=${encodeURIComponent(variant.sku)}`);
  await expect(asBrand.getByTestId("tier-row").filter({ hasText: "50+ units" })).toContainText(dollars(tierCents));
  await screens(asBrand, testInfo, "brand-pricing");

  // The purchaser sees the organisation's price on the product page and the store card.
  const asBuyer = await signedIn(browser, testInfo, purchaser, `/store/product/${productId}`);
  await expect(asBuyer.getByTestId("organisation-price")).toContainText(dollars(contractCents));
  await expect(asBuyer.getByTestId("organisation-price")).toContainText(listName);
  await expect(asBuyer.getByTestId("quantity-prices")).toContainText(`50+ units: ${dollars(tierCents)}`);
  await screens(asBuyer, testInfo, "product-organisation-price");
  await asBuyer.goto(`/store?${new URLSearchParams({ q: variant.title })}`);
  await ready(asBuyer, testInfo);
  await expect(
    asBuyer.getByTestId("store-card").filter({ hasText: variant.title }).getByTestId("card-organisation-price").first(),
  ).toContainText(dollars(contractCents));

  // The cart labels the line; the order on account charges it.
  await asBuyer.goto(`/store/product/${productId}`);
  await ready(asBuyer, testInfo);
  await asBuyer.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(asBuyer.getByTestId("toast")).toContainText(/cart/i);
  await asBuyer.goto("/cart");
  await ready(asBuyer, testInfo);
  const line = asBuyer.getByTestId("cart-line").filter({ hasText: variant.title });
  await expect(line.getByTestId("line-price-source")).toHaveText(`Organisation price (${listName})`);
  await expect(line.getByTestId("line-total")).toHaveText(dollars(contractCents));
  await asBuyer.goto("/checkout");
  await ready(asBuyer, testInfo);
  const form = asBuyer.getByTestId("shipping-form");
  for (const [label, value] of Object.entries(E2E_ADDRESS)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByLabel("PO number").fill(po);
  await form.getByTestId("place-on-account").click();
  await expect(asBuyer.getByTestId("toast")).toContainText(/on account/i);

  // The invoice, made by the job, says which price it is.
  await expect(async () => {
    await asBuyer.goto("/organisation/invoices");
    await expect(asBuyer.getByRole("main")).toContainText(po, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await asBuyer.getByTestId("invoice-row").filter({ hasText: po }).getByRole("link").click();
  await ready(asBuyer, testInfo);
  await expect(asBuyer.getByRole("main")).toContainText(`Organisation price (${listName})`);
  await expect(asBuyer.getByRole("main")).toContainText(dollars(contractCents));

  // Members see the list on the organisation's prices page.
  await asBuyer.goto("/organisation/prices");
  await ready(asBuyer, testInfo);
  await expect(asBuyer.getByRole("main")).toContainText(listName);
  await expect(asBuyer.getByTestId("organisation-price-entries")).toContainText(dollars(contractCents));
  for (const page of [asBrand, asBuyer]) await page.context().close();
});
