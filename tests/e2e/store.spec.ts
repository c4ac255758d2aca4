// The store, with JavaScript on and off: search, a product page (carousel, variant in the URL, quantity,
// stock), the cart (drawer / page), checkout through the built-in test gateway (accepted card → success
// and order history; declined card → message and the cart kept; cancel → back, stock released).
//
// Each test makes its own products (and buyer) straight in the database and deletes them afterwards, so
// it never depends on other tests' stock. DATABASE_URL must point at the app's database.
import bcrypt from "bcryptjs";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test as base, type Page, type TestInfo } from "@playwright/test";
import { fillShipping } from "./checkout-support";
import { cardDollars, jsEnabled, ready, seriousAxeViolations } from "./support";

const PASSWORD = "Password123!";
const IMAGES = [1, 2, 3].map((n) => `/images/products/agilent-1290-uhplc-${n}.svg`);

type Fixture = { id: string; title: string; variantIds: string[]; word: string };

class Store {
  private pool: pg.Pool;
  private products: string[] = [];
  private users: string[] = [];
  constructor() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("store.spec.ts needs DATABASE_URL (the app's database) to create its products");
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  /** A purchasable product with managed stock per variant, three images and two detail sections. */
  async product(
    variants: { title: string; priceInCents: number; salePriceInCents?: number; stock: number }[],
  ): Promise<Fixture> {
    const suffix = randomUUID().replace(/-/g, "").slice(0, 10);
    const word = `vortexa${suffix.replace(/[0-9]/g, "")}`;
    const id = `e2e-${suffix}`;
    const title = `E2E ${word} Shaker`;
    await this.pool.query(
      `INSERT INTO "StoreProduct" (id, title, subtitle, "ribbonText", "descriptionHtml", "thumbnailUrl", purchasable, "sortOrder", "siteProductSelection", "updatedAt")
       VALUES ($1, $2, 'Orbital shaker for end-to-end tests', 'Test Ribbon', $3, $4, true, 900000, 'first', now())`,
      [
        id,
        title,
        `<p>The ${title} keeps <strong>flasks</strong> moving at a steady 30–300 rpm.</p><script>window.__pwned = true</script>`,
        IMAGES[0],
      ],
    );
    for (const [order, url] of IMAGES.entries()) {
      await this.pool.query(
        `INSERT INTO "ProductImage" (id, "productId", url, alt, "order") VALUES ($1, $2, $3, $4, $5)`,
        [`${id}-img${order}`, id, url, `${title} view ${order + 1}`, order],
      );
    }
    for (const [order, section] of [
      ["Warranty", "Two years."],
      ["Specifications", "<ul><li>30–300 rpm</li></ul>"],
    ].entries()) {
      await this.pool.query(
        `INSERT INTO "AdditionalInfo" (id, "productId", "order", title, "descriptionHtml") VALUES ($1, $2, $3, $4, $5)`,
        [`${id}-info${order}`, id, order === 0 ? 2 : 1, section[0], section[1]],
      );
    }
    const variantIds: string[] = [];
    for (const [position, v] of variants.entries()) {
      const variantId = `${id}-v${position}`;
      variantIds.push(variantId);
      await this.pool.query(
        `INSERT INTO "Variant" (id, "productId", title, "priceInCents", "salePriceInCents", "currencyCode", "manageInventory", "inventoryQuantity", position)
         VALUES ($1, $2, $3, $4, $5, 'usd', true, $6, $7)`,
        [variantId, id, v.title, v.priceInCents, v.salePriceInCents ?? null, v.stock, position],
      );
    }
    this.products.push(id);
    return { id, title, variantIds, word };
  }

  async stock(variantId: string) {
    const { rows } = await this.pool.query(
      `SELECT "inventoryQuantity" AS inventory, "reservedQuantity" AS reserved FROM "Variant" WHERE id = $1`,
      [variantId],
    );
    return rows[0] as { inventory: number; reserved: number };
  }

  async buyer(testInfo: TestInfo) {
    const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const email = `e2e-store-${testInfo.project.name}-${id.slice(-10)}@example.com`;
    await this.pool.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
      [id, email, await bcrypt.hash(PASSWORD, 4)],
    );
    await this.pool.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "updatedAt") VALUES ($1, 'E2E Store Buyer', 'buyer'::"Role", 'approved'::"ProfileStatus", now())`,
      [id],
    );
    this.users.push(id);
    return { id, email };
  }

  async cleanup() {
    if (this.products.length) await this.pool.query(`DELETE FROM "StoreProduct" WHERE id = ANY($1)`, [this.products]);
    if (this.users.length) {
      await this.pool.query(`DELETE FROM "Order" WHERE "userId" = ANY($1)`, [this.users]);
      await this.pool.query(`DELETE FROM "User" WHERE id = ANY($1)`, [this.users]);
    }
    await this.pool.end();
  }
}

const test = base.extend<{ store: Store }>({
  store: async ({}, use) => {
    const store = new Store();
    await use(store);
    await store.cleanup();
  },
});

async function goto(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  await ready(page, testInfo);
}

async function addFromProductPage(page: Page, testInfo: TestInfo, quantity: number) {
  await page.getByTestId("quantity").fill(String(quantity));
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("toast")).toContainText("Added to Cart!");
  await ready(page, testInfo);
}

/** The cart's contents: the drawer with JS, the /cart page without. */
async function openCart(page: Page, testInfo: TestInfo) {
  await page.getByTestId("cart-button").click();
  if (jsEnabled(testInfo)) {
    const drawer = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(drawer).toBeVisible();
    return drawer;
  }
  await expect(page).toHaveURL(/\/cart$/);
  return page.getByTestId("cart-page");
}

async function payWith(page: Page, card: string) {
  await expect(page).toHaveURL(/\/pay\/tgs_[0-9a-f]{40}/);
  await expect(page.getByTestId("test-mode")).toContainText("TEST MODE");
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("Security code").fill("123");
  await page.getByTestId("pay").click();
}

test.describe("catalogue", () => {
  test("the store's search filters the grid (query in the URL) and the grid pages", async ({
    page,
    store,
  }, testInfo) => {
    const product = await store.product([
      { title: "Default", priceInCents: 12_345, salePriceInCents: 9_900, stock: 4 },
    ]);
    await goto(page, testInfo, "/store");
    await expect(page.getByTestId("store-card")).toHaveCount(12);
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/store\?page=2$/);
    await expect(page.getByTestId("store-card").first()).toBeVisible();

    await page.getByLabel("Search products").fill(product.word);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/store\\?q=${product.word}(&|$)`));
    const cards = page.getByTestId("store-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(product.title);
    await expect(cards.first().getByTestId("price-current")).toHaveText("$99.00");
    await expect(cards.first().getByTestId("price-original")).toHaveText("$123.45");
    await expect(page.getByLabel("Search products")).toHaveValue(product.word);

    // a single-variant card adds straight to the cart
    await cards
      .first()
      .getByRole("button", { name: `Add to Cart: ${product.title}` })
      .click();
    await expect(page.getByTestId("toast")).toContainText(`${product.title} has been added to your cart.`);
    await expect(page).toHaveURL(new RegExp(`/store\\?q=${product.word}(&|$)`));
    await expect(page.getByTestId("cart-badge")).toHaveText("1");

    // No product has every word: the closest matches show, and the page says so (ADR 032).
    await page.getByLabel("Search products").fill(`${product.word} nothingmatcheshere`);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("catalogue-notices")).toContainText("Nothing matches every word");
    await expect(cards.first()).toContainText(product.title);
    await page.getByLabel("Search products").fill("zqxjvwk");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("catalogue-empty")).toContainText("No products match");
  });

  test("a product page: carousel wraps, Style in the URL, stepper and stock rule, details, JSON-LD", async ({
    page,
    store,
  }, testInfo) => {
    const product = await store.product([
      { title: "Small Platform", priceInCents: 100_000, stock: 5 },
      { title: "Large Platform", priceInCents: 150_000, salePriceInCents: 140_000, stock: 3 },
    ]);
    await goto(page, testInfo, `/product/${product.id}`);
    await expect(page).toHaveTitle(`${product.title} | LabMarket`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(
      /^The E2E vortexa\w* Shaker keeps flasks moving/,
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: product.title,
      offers: [{ price: "1000.00", priceCurrency: "USD" }, { price: "1400.00" }],
    });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expect(page.getByTestId("description")).not.toContainText("window.__pwned");
    await expect(page.getByTestId("ribbon")).toHaveText("Test Ribbon");
    await expect(page.getByRole("link", { name: /Back to Store/ }).first()).toHaveAttribute("href", "/store");

    // carousel wraps at both ends
    await expect(page.getByTestId("gallery-position")).toHaveText("Image 1 of 3");
    await page.getByTestId("gallery-prev").click();
    await expect(page.getByTestId("gallery-position")).toHaveText("Image 3 of 3");
    await page.getByTestId("gallery-next").click();
    await expect(page.getByTestId("gallery-position")).toHaveText("Image 1 of 3");

    // 'first' selection: the first variant shows; picking a Style puts it in the URL
    await expect(page.getByTestId("price-current")).toHaveText("$1,000.00");
    await expect(page.getByTestId("stock-message")).toHaveText("5 in stock!");
    await page.getByTestId("variant-option").filter({ hasText: "Large Platform" }).click();
    await expect(page).toHaveURL(new RegExp(`variant=${product.variantIds[1]}`));
    await expect(page.getByTestId("price-current")).toHaveText("$1,400.00");
    await expect(page.getByTestId("price-original")).toHaveText("$1,500.00");
    await expect(page.getByTestId("stock-message")).toHaveText("3 in stock!");

    if (jsEnabled(testInfo)) {
      // the stepper: minimum 1, and Add to Cart disabled beyond stock
      await page.getByRole("button", { name: "Decrease quantity" }).isDisabled();
      for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Increase quantity" }).click();
      await expect(page.getByTestId("quantity")).toHaveValue("4");
      await expect(page.getByTestId("stock-message")).toHaveText("Not enough stock. Only 3 left.");
      await expect(page.getByTestId("add-to-cart")).toBeDisabled();
      await page.getByRole("button", { name: "Decrease quantity" }).click();
      await expect(page.getByTestId("add-to-cart")).toBeEnabled();
    } else {
      // without JS the server applies the same rule
      await page.getByTestId("quantity").fill("4");
      await page.getByTestId("add-to-cart").click();
      await expect(page.getByTestId("toast")).toContainText(
        `Not enough stock for ${product.title} (Large Platform). Only 3 left.`,
      );
    }
    await addFromProductPage(page, testInfo, 2);
    await expect(page.getByTestId("toast")).toContainText(`2 x ${product.title} (Large Platform) added.`);
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await expect(page).toHaveURL(new RegExp(`variant=${product.variantIds[1]}`));

    // Product Details sorted by order
    const details = page.getByTestId("product-details").locator("summary");
    await expect(details).toHaveText([/^Specifications/, /^Warranty/]);

    const missing = await page.goto(`/store/product/${product.id}-missing`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to Store/ })).toBeVisible();
  });

  test("the marketplace searches, filters by category and sorts", async ({ page }, testInfo) => {
    await goto(page, testInfo, "/shop/products");
    const count = page.getByTestId("showing-count");
    await expect(count).toHaveText(/^Showing 1–24 of \d+ products$/);
    await page
      .getByTestId("facet-category")
      .getByLabel(/Diagnostic Kits/)
      .check();
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/category=diagnostic-kits/);
    await expect(count).toHaveText(/^Showing 1–\d+ of \d+ products$/);
    await page.getByLabel("Sort by").selectOption("price-desc");
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    // In US dollars at the stated rates, what the sort compares (ADR 073).
    const prices = () => cardDollars(page, "marketplace-card");
    await expect.poll(async () => (await prices()).length).toBeGreaterThan(1);
    await expect
      .poll(async () => {
        const cents = await prices();
        return cents.every((value, i) => i === 0 || cents[i - 1] >= value - 0.01);
      })
      .toBe(true);
    // cards: Add to Cart (single variant), Request a Quote and Watch Demo are real links/forms
    await goto(page, testInfo, "/shop/products?q=agilent");
    const gc = page.getByTestId("marketplace-card").filter({ hasText: "Agilent 8890 Gas Chromatograph System" });
    await expect(gc.getByRole("link", { name: /^Request a Quote/ })).toHaveAttribute(
      "href",
      /[?&]product=agilent-8890-gc$/,
    );
    await expect(gc.getByTestId("marketplace-card-title")).toHaveAttribute("href", "/product/agilent-8890-gc");
    const uhplc = page.getByTestId("marketplace-card").filter({ hasText: "Agilent 1290 Infinity II UHPLC System" });
    await expect(uhplc.getByTestId("watch-demo")).toHaveAttribute("href", /^\/demo\/[a-z0-9-]+$/);
    await gc.getByRole("button", { name: "Add to Cart: Agilent 8890 Gas Chromatograph System" }).click();
    await expect(page.getByTestId("toast")).toContainText(
      "Agilent 8890 Gas Chromatograph System has been added to your cart.",
    );
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await page.getByLabel("Search by product or brand").fill("zqxjvwk qplmzxv");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("catalogue-empty")).toContainText("No products match");
  });
});

test.describe("cart and checkout", () => {
  test("change quantity, pay with an accepted test card → success, cart emptied, order in history", async ({
    page,
    store,
  }, testInfo) => {
    const product = await store.product([{ title: "Compact", priceInCents: 25_000, stock: 6 }]);
    const buyer = await store.buyer(testInfo);
    await goto(page, testInfo, `/login?${new URLSearchParams({ redirectTo: `/store/product/${product.id}` })}`);
    await page.getByRole("main").getByLabel("Email").fill(buyer.email);
    await page.getByRole("main").getByLabel("Password").fill(PASSWORD);
    await page.getByRole("main").getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(new RegExp(`/store/product/${product.id}$`));
    await ready(page, testInfo);
    await addFromProductPage(page, testInfo, 1);

    let cart = await openCart(page, testInfo);
    const line = cart.getByTestId("cart-line").filter({ hasText: product.title });
    await line.getByRole("button", { name: `Increase quantity of ${product.title}` }).click();
    cart = jsEnabled(testInfo) ? page.getByRole("dialog", { name: "Shopping cart" }) : page.getByTestId("cart-page");
    await expect(cart.getByTestId("line-quantity")).toHaveValue("2");
    await expect(cart.getByTestId("cart-total")).toHaveText("$500.00");
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
    await cart.getByTestId("checkout").click();
    await fillShipping(page, testInfo);

    await payWith(page, "4242 4242 4242 4242");
    await expect(page).toHaveURL(/\/success\?session_id=tgs_/);
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    const number = (await page.getByTestId("order-number").textContent())!.trim();
    expect(number).toMatch(/^#\d+$/);
    await expect(page.getByTestId("order-total")).toHaveText("$500.00");
    await expect(page.getByTestId("cart-badge")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/store");
    await expect(page.getByRole("link", { name: "View My Orders" })).toHaveAttribute("href", "/buyer-dashboard");
    expect(await store.stock(product.variantIds[0])).toEqual({ inventory: 4, reserved: 0 });

    await goto(page, testInfo, "/buyer-dashboard?tab=orders");
    const history = page.getByTestId("order-history");
    await expect(history).toContainText(`Order ${number}`);
    await expect(history).toContainText("Paid");
    await expect(history).toContainText(product.title);
  });

  test("a declined card shows the message and keeps the cart", async ({ page, store }, testInfo) => {
    const product = await store.product([{ title: "Default", priceInCents: 4_000, stock: 3 }]);
    await goto(page, testInfo, `/store/product/${product.id}`);
    await addFromProductPage(page, testInfo, 1);
    const cart = await openCart(page, testInfo);
    await cart.getByTestId("checkout").click();
    await fillShipping(page, testInfo);
    await payWith(page, "4000 0000 0000 0002");
    await expect(page.getByText("Your card was declined.")).toBeVisible();
    await expect(page).toHaveURL(/\/pay\/tgs_/);
    await goto(page, testInfo, "/cart");
    await expect(page.getByTestId("cart-page").getByTestId("cart-line")).toContainText(product.title);
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
  });

  test("cancel on the payment page returns to the page and releases the stock", async ({ page, store }, testInfo) => {
    const product = await store.product([{ title: "Default", priceInCents: 7_500, stock: 2 }]);
    await goto(page, testInfo, `/store/product/${product.id}`);
    await addFromProductPage(page, testInfo, 2);
    const cart = await openCart(page, testInfo);
    const returnPath = jsEnabled(testInfo) ? `/store/product/${product.id}` : "/cart";
    await cart.getByTestId("checkout").click();
    await fillShipping(page, testInfo);
    await expect(page).toHaveURL(/\/pay\/tgs_/);
    // Unpaid checkouts hold at most half an item's stock, rounded up (ADR 046): 1 of these 2.
    expect(await store.stock(product.variantIds[0])).toEqual({ inventory: 2, reserved: 1 });
    await page.getByTestId("cancel-payment").click();
    await expect(page).toHaveURL((url) => url.pathname === returnPath);
    await expect(page.getByTestId("toast")).toContainText("Checkout cancelled");
    expect(await store.stock(product.variantIds[0])).toEqual({ inventory: 2, reserved: 0 });
    await goto(page, testInfo, `/store/product/${product.id}`);
    await expect(page.getByTestId("stock-message")).toHaveText("2 in stock!");
    await expect(page.getByTestId("cart-badge")).toHaveText("2");
  });
});

test.describe("accessibility of the store screens", () => {
  test("marketplace, product with variants, cart, payment and success pages have no serious or critical axe violations", async ({
    page,
    store,
  }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "axe needs JavaScript in the page");
    const product = await store.product([
      { title: "Small Platform", priceInCents: 10_000, stock: 5 },
      { title: "Large Platform", priceInCents: 15_000, salePriceInCents: 14_000, stock: 1 },
    ]);
    const check = async (label: string) => {
      expect((await seriousAxeViolations(page)).map((v) => `${label} ${v}`)).toEqual([]);
    };
    await goto(page, testInfo, "/shop/products");
    await check("/shop/products");
    await goto(page, testInfo, `/store/product/${product.id}?variant=${product.variantIds[1]}`);
    await check("product");
    await addFromProductPage(page, testInfo, 1);
    await goto(page, testInfo, "/cart");
    await check("/cart");
    await page.getByTestId("cart-page").getByTestId("checkout").click();
    // Check the checkout page only once it is there: checked mid-navigation, axe measured its fade-in as low contrast.
    await expect(page).toHaveURL(/\/checkout(\?|$)/);
    await ready(page, testInfo);
    await expect(page.getByTestId("shipping-form")).toBeVisible();
    await check("/checkout");
    await fillShipping(page, testInfo);
    await expect(page).toHaveURL(/\/pay\/tgs_/);
    await ready(page, testInfo);
    await check("/pay");
    await payWith(page, "4242 4242 4242 4242");
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await check("/success");
  });
});
