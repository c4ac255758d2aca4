// The catalogue's facets, sort, paging and search box, with JavaScript on (filters apply in place, focus stays,
// suggestions as you type) and off (GET form with "Apply filters", the same results from a plain search).
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { cardDollars, jsEnabled, ready } from "./support";

async function goto(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  await ready(page, testInfo);
}

async function applyIfNoJs(page: Page, testInfo: TestInfo) {
  if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply filters" }).click();
}

// Prices in US dollars at the stated rates: what the store sorts and filters on (ADR 073).
const prices = cardDollars;

test("/store: filter by brand and stock, sort by price, page on; state in the URL", async ({ page }, testInfo) => {
  await goto(page, testInfo, "/store");
  const brand = page.getByTestId("facet-brand").getByLabel(/^Agilent Technologies/);
  await brand.check();
  await applyIfNoJs(page, testInfo);
  await expect(page).toHaveURL(/brand=agilent/);
  if (jsEnabled(testInfo)) await expect(brand).toBeFocused();
  const titles = page.getByTestId("store-card").getByRole("heading");
  await expect.poll(async () => (await titles.allTextContents()).every((t) => t.startsWith("Agilent"))).toBe(true);

  const stock = page.getByTestId("facet-stock").getByLabel(/In stock/);
  await stock.check();
  await applyIfNoJs(page, testInfo);
  await expect(page).toHaveURL(/stock=in/);
  await expect(page).toHaveURL(/brand=agilent/);
  await expect(page.getByTestId("showing-count")).toHaveText(/^Showing 1–\d+ of \d+ products$/);

  // Clear the facets, sort the whole catalogue by price, then page: page 2 continues where page 1 ended.
  await page.getByTestId("clear-filters").click();
  await expect(page).not.toHaveURL(/brand=/);
  await page.getByLabel("Sort by").selectOption("price-asc");
  await applyIfNoJs(page, testInfo);
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect
    .poll(async () => {
      const cents = await prices(page, "store-card");
      return cents.length === 12 && cents.every((v, i) => i === 0 || cents[i - 1] <= v + 0.01);
    })
    .toBe(true);
  const lastOnFirst = (await prices(page, "store-card")).at(-1)!;
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/sort=price-asc&page=2|page=2.*sort=price-asc/);
  await expect.poll(async () => (await prices(page, "store-card"))[0] >= lastOnFirst - 0.01).toBe(true);
  await expect(page.getByTestId("showing-count")).toHaveText(/^Showing 13–\d+ of \d+ products$/);
});

test("a price facet's links and the filter chips navigate in place: the history entry is replaced", async ({
  page,
}, testInfo) => {
  // They are light links (ADR 080): one delegated click handler instead of a <Link> each, with <Link replace
  // preventScrollReset>'s behaviour; without JavaScript, plain links to the same addresses.
  await goto(page, testInfo, "/about");
  await goto(page, testInfo, "/shop/products?category=analytical-instruments");
  const bucket = page.getByTestId("facet-price").getByRole("link", { name: /\$10,000 – \$50,000/ });
  await bucket.click();
  await expect(page).toHaveURL(/category=analytical-instruments&min=10000&max=50000$/);
  await expect(page.getByLabel("Min $")).toHaveValue("10000");
  const chip = page.getByRole("link", { name: /^Remove filter Price/ });
  await expect(chip).toBeVisible();
  if (jsEnabled(testInfo)) {
    await chip.click();
    await expect(page).toHaveURL(/\/shop\/products\?category=analytical-instruments$/);
    // Both steps replaced the listing's entry: back leaves the listing.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  } else {
    await chip.click();
    await expect(page).toHaveURL(/\/shop\/products\?category=analytical-instruments$/);
  }
});

test("/shop/products: category and price range facets, sort by price descending", async ({ page }, testInfo) => {
  await goto(page, testInfo, "/shop/products?category=analytical-instruments");
  await expect(page.getByTestId("facet-category").getByLabel(/Analytical Instruments/)).toBeChecked();
  await page
    .getByTestId("facet-price")
    .getByRole("link", { name: /\$50,000 – \$100,000/ })
    .click();
  await expect(page).toHaveURL(/min=50000&max=100000/);
  await expect(page.getByLabel("Min $")).toHaveValue("50000");
  await page.getByLabel("Sort by").selectOption("price-desc");
  await applyIfNoJs(page, testInfo);
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect
    .poll(async () => {
      const values = await prices(page, "marketplace-card");
      // A cent either way for the conversion's rounding.
      return (
        values.length > 0 &&
        values.every((v, i) => v >= 49_999.99 && v < 100_000.01 && (i === 0 || values[i - 1] >= v - 0.01))
      );
    })
    .toBe(true);
  await expect(page.getByTestId("marketplace-card").first()).toContainText("Analytical Instruments");

  // Compare from a card: the list's one compare form takes the card's product and returns to the same listing.
  const listing = page.url();
  const card = page.getByTestId("marketplace-card").nth(1);
  const title = (await card.getByTestId("marketplace-card-title").textContent())!;
  await card.getByRole("button", { name: `Compare ${title}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Added to comparison");
  expect(page.url()).toBe(listing);
  await page.goto("/compare");
  await expect(page.getByRole("main")).toContainText(title);
});

test("attribute facets of a category: a checkbox per option, number bounds in any unit", async ({ page }, testInfo) => {
  await goto(page, testInfo, "/shop/products?category=biopharma-machinery");
  const systemType = page.getByTestId("facet-spec.system-type");
  await expect(systemType).toContainText("System type");
  await systemType.getByLabel(/^Freeze dryer/).check();
  await applyIfNoJs(page, testInfo);
  await expect(page).toHaveURL(/spec\.system-type=Freeze\+dryer/);
  const showing = page.getByTestId("showing-count");
  await expect(showing).toHaveText(/^Showing 1–\d+ of \d+ products$/);
  const dryers = Number((await showing.textContent())!.match(/of (\d+)/)![1]);

  // −112 °F is −80 °C: typed in Fahrenheit, matched against values stored in Celsius.
  await page.getByTestId("facet-spec.condenser-temperature").getByLabel("To (°C)").fill("-112 °F");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/spec\.condenser-temperature\.max=-112/);
  await expect(page.getByTestId("facet-spec.condenser-temperature").getByLabel("To (°C)")).toHaveValue("-112 °F");
  await expect
    .poll(async () => Number(((await showing.textContent()) ?? "").match(/of (\d+)/)?.[1] ?? -1))
    .toBeLessThanOrEqual(dryers);
  await expect(page.getByTestId("marketplace-card").first()).toContainText(/Freeze Dryer|Lyophilizer/i);

  // A bound that is not a number is explained, and ignored.
  await goto(page, testInfo, "/shop/products?category=biopharma-machinery&spec.condenser-temperature.max=cold");
  await expect(page.getByText(/Condenser temperature must be a number/)).toBeVisible();
});

test("search tolerates typos and partial words; suggestions as you type with JavaScript", async ({
  page,
}, testInfo) => {
  await goto(page, testInfo, "/store");
  const box = page.getByLabel("Search products");
  if (jsEnabled(testInfo)) {
    await box.pressSequentially("lyoph", { delay: 30 });
    const option = page.getByRole("option", { name: /Lyophilizer/ }).first();
    await expect(option).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/store\/product\//);
    await goto(page, testInfo, "/store");
  }
  await page.getByLabel("Search products").fill("centrifgue");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=centrifgue/);
  await expect(page.getByTestId("store-card").first()).toContainText(/Centrifuge/);
});

test("search understands other names of a kind and answers a sentence with its closest matches", async ({
  page,
}, testInfo) => {
  // "lyophiliser" is a synonym (search-terms.ts, ADR 032): freeze dryers are found whatever they are called.
  await goto(page, testInfo, "/store");
  await page.getByLabel("Search products").fill("pilot lyophiliser with a large shelf area");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=pilot/);
  await expect(page.getByTestId("catalogue-notices")).toContainText("Nothing matches every word");
  await expect(page.getByTestId("store-card").first()).toContainText(/Freeze Dryer|Lyophilizer/i);
});

test("bad input shows a normal page with a message", async ({ page }, testInfo) => {
  await goto(page, testInfo, `/store?category=no-such-thing&min=9&max=1&page=abc&q=${"x".repeat(300)}%00`);
  const notices = page.getByTestId("catalogue-notices");
  await expect(notices).toContainText("limited to 200 characters");
  await expect(notices).toContainText("No category called “no-such-thing”");
  await expect(notices).toContainText("swapped");
  await expect(page.getByTestId("catalogue-empty")).toBeVisible();
});

test("“centrifuge in stock” in the search box turns on the In stock filter instead of searching the words", async ({
  page,
}, testInfo) => {
  await goto(page, testInfo, "/store");
  await page.getByLabel("Search products").fill("centrifuge in stock");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/store\?q=centrifuge&stock=in$/);
  await expect(page.getByLabel("Search products")).toHaveValue("centrifuge");
  await expect(page.getByTestId("facet-stock").getByLabel(/In stock/)).toBeChecked();
  // Every centrifuge in stock, not only the few whose text says "stock".
  await expect(page.getByTestId("showing-count")).toHaveText(/^Showing 1–12 of \d+ products for “centrifuge”$/);
  await expect(page.getByTestId("store-card").first()).toContainText(/centrifuge/i);
});
