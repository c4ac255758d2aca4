// Availability beside every price (issue 37, ADR 061), with JavaScript on and off:
//  (a) the brand allows back-orders (6 weeks' lead time) on an item with no stock in its product editor; a buyer
//      sees "Back-order" on the store card and the product page, orders it, and the cart, success page and order
//      history say the units ship when stock returns;
//  (b) a visitor asks to be told when an out-of-stock item is back (a missing address is refused next to the field),
//      the brand restocks it in its product editor, the job sends the e-mail and it arrives in the dev mailbox.
//
// Each test makes its own product of the demo brand (Agilent: the brand account edits it) and its own buyer straight
// in the database and deletes them afterwards: no other spec's stock or cart is touched. Titles start with the
// brand's name, as the catalogue spec expects of Agilent's cards. DATABASE_URL must point at the app's database.
import bcrypt from "bcryptjs";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test as base, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/seed-accounts";
import { fillShipping } from "./checkout-support";
import { jsEnabled, ready } from "./support";

type Fixture = { id: string; title: string; word: string; variantId: string; sku: string };

class Shelf {
  private pool: pg.Pool;
  private products: string[] = [];
  private users: string[] = [];
  constructor() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("availability.spec.ts needs DATABASE_URL (the app's database) to create its products");
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  /** A listed Agilent product with one tracked variant and `stock` units, far down the default sort. */
  async product(kind: string, testInfo: TestInfo, stock: number): Promise<Fixture> {
    const suffix = randomUUID().replace(/-/g, "").slice(0, 10);
    const word = `quorvane${suffix.replace(/[0-9]/g, "")}`;
    const id = `e2e-avail-${suffix}`;
    const title = `Agilent E2E ${word} ${kind}`;
    const sku = `E2E-AV-${suffix.toUpperCase()}-${testInfo.project.name.toUpperCase()}`;
    await this.pool.query(
      `INSERT INTO "StoreProduct" (id, title, "descriptionHtml", purchasable, "sortOrder", "brandId", "categoryId", "updatedAt")
       VALUES ($1, $2, '<p>Made for the availability test.</p>', true, 900000, 'agilent', 'analytical-instruments', now())`,
      [id, title],
    );
    const variantId = `${id}-v0`;
    await this.pool.query(
      `INSERT INTO "Variant" (id, "productId", title, sku, "priceInCents", "currencyCode", "manageInventory", "inventoryQuantity", position)
       VALUES ($1, $2, 'Default', $3, 48900, 'usd', true, $4, 0)`,
      [variantId, id, sku, stock],
    );
    this.products.push(id);
    return { id, title, word, variantId, sku };
  }

  async variant(variantId: string) {
    const { rows } = await this.pool.query(
      `SELECT "inventoryQuantity" AS inventory, "reservedQuantity" AS reserved, "allowBackorder", "leadTimeDays"
       FROM "Variant" WHERE id = $1`,
      [variantId],
    );
    return rows[0] as { inventory: number; reserved: number; allowBackorder: boolean; leadTimeDays: number | null };
  }

  async backorderedUnits(orderNumber: number) {
    const { rows } = await this.pool.query(
      `SELECT l."backorderedQuantity" AS backordered FROM "OrderLine" l JOIN "Order" o ON o.id = l."orderId"
       WHERE o.number = $1`,
      [orderNumber],
    );
    return rows.map((r) => r.backordered as number);
  }

  async buyer(testInfo: TestInfo) {
    const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const email = `e2e-avail-${testInfo.project.name}-${id.slice(-10)}@example.com`;
    await this.pool.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
      [id, email, await bcrypt.hash(DEMO_PASSWORD, 4)],
    );
    await this.pool.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "updatedAt")
       VALUES ($1, 'E2E Availability Buyer', 'buyer'::"Role", 'approved'::"ProfileStatus", now())`,
      [id],
    );
    this.users.push(id);
    return { id, email };
  }

  async cleanup() {
    if (this.users.length) {
      await this.pool.query(`DELETE FROM "Order" WHERE "userId" = ANY($1)`, [this.users]);
      await this.pool.query(`DELETE FROM "Cart" WHERE "userId" = ANY($1)`, [this.users]);
      await this.pool.query(`DELETE FROM "User" WHERE id = ANY($1)`, [this.users]);
    }
    // Variants and their alerts go with the products (ON DELETE CASCADE).
    if (this.products.length) await this.pool.query(`DELETE FROM "StoreProduct" WHERE id = ANY($1)`, [this.products]);
    await this.pool.end();
  }
}

const test = base.extend<{ shelf: Shelf }>({
  shelf: async ({}, use) => {
    const shelf = new Shelf();
    await use(shelf);
    await shelf.cleanup();
  },
});

async function goto(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  await ready(page, testInfo);
}

/** A browser of its own, logged in as `email` (DEMO_PASSWORD), JS as the project says. */
async function session(browser: Browser, testInfo: TestInfo, email: string) {
  const context = await browser.newContext({
    javaScriptEnabled: jsEnabled(testInfo),
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await goto(page, testInfo, "/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { page, close: () => context.close() };
}

/** The brand's product editor: `change` fills the first variant's fields, then "Save changes". */
async function editAsBrand(
  browser: Browser,
  testInfo: TestInfo,
  productId: string,
  change: (variant: Locator) => Promise<void>,
) {
  const brand = await session(browser, testInfo, "brand@labmarket.test");
  await goto(brand.page, testInfo, `/brand-dashboard/products/${productId}`);
  const editor = brand.page.getByTestId("product-editor");
  await change(editor.getByRole("group", { name: "Variant 1" }));
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expect(brand.page.getByTestId("toast")).toContainText("Product saved");
  await expect(brand.page.getByTestId("product-status")).toHaveText("Live");
  await brand.close();
}

test("a buyer back-orders an item with no stock: Back-order on the card, product page, cart, success page and order history", async ({
  browser,
  shelf,
}, testInfo) => {
  test.setTimeout(120_000);
  const product = await shelf.product("Back-order Column", testInfo, 0);

  // The brand allows back-orders with a lead time of 6 weeks (the editor's own fields).
  await editAsBrand(browser, testInfo, product.id, async (variant) => {
    await expect(variant.getByLabel("Units in stock")).toHaveValue("0");
    await variant.getByLabel("Allow back-orders when out of stock").check();
    await variant.getByLabel("Lead time", { exact: true }).fill("6");
    await variant.getByLabel("Lead time in").selectOption("weeks");
    await variant.getByLabel("Pack size").fill("2 columns");
    await variant.getByLabel("Unit of sale").fill("box");
  });
  expect(await shelf.variant(product.variantId)).toMatchObject({ allowBackorder: true, leadTimeDays: 42 });

  const buyer = await shelf.buyer(testInfo);
  const { page, close } = await session(browser, testInfo, buyer.email);
  try {
    // The store card: the wording beside the price and a "Back-order" button, not "Unavailable".
    await goto(page, testInfo, `/store?q=${product.word}`);
    const card = page.getByTestId("store-card").filter({ hasText: product.word });
    await expect(card.getByTestId("card-availability")).toHaveText("Back-order, ships in 6 weeks");
    await expect(card.getByRole("button", { name: `Back-order: ${product.title}` })).toBeEnabled();

    await goto(page, testInfo, `/store/product/${product.id}`);
    await expect(page.getByTestId("availability")).toHaveText("Back-order, ships in 6 weeks");
    await expect(page.getByTestId("sale-unit")).toHaveText("Price per box (2 columns)");
    const order = page.getByTestId("add-to-cart");
    await expect(order).toHaveText("Back-order");
    await expect(page.getByRole("link", { name: "Request a Quote" })).toBeVisible();
    // Waiting for stock is offered too, folded away beside the Back-order button.
    await expect(page.getByTestId("notify-me")).toBeHidden();
    await page.getByText("Rather wait for stock? Get an e-mail when it is back").click();
    await expect(page.getByTestId("notify-me")).toBeVisible();
    await page.getByTestId("quantity").fill("2");
    await order.click();
    await expect(page.getByTestId("toast")).toContainText("Back-order: ships when stock returns.");

    await goto(page, testInfo, "/cart");
    const line = page.getByTestId("cart-page").getByTestId("cart-line").filter({ hasText: product.title });
    await expect(line.getByTestId("line-backorder")).toHaveText("Back-order: ships when stock returns.");
    await page.getByTestId("cart-page").getByTestId("checkout").click();
    await fillShipping(page, testInfo);
    await expect(page).toHaveURL(/\/pay\/tgs_/);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel("Expiry (MM/YY)").fill("12/39");
    await page.getByLabel("Security code").fill("123");
    await page.getByTestId("pay").click();
    await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
    await expect(page.getByTestId("line-backorder")).toHaveText("Back-order: ships when stock returns.");
    const number = Number((await page.getByTestId("order-number").textContent())!.trim().replace("#", ""));

    // Nothing was in stock: nothing taken, the two units recorded as back-ordered.
    expect(await shelf.backorderedUnits(number)).toEqual([2]);
    expect(await shelf.variant(product.variantId)).toMatchObject({ inventory: 0, reserved: 0 });

    await goto(page, testInfo, "/buyer-dashboard?tab=orders");
    const placed = page.getByTestId("order").filter({ hasText: `Order #${number}` });
    await expect(placed.getByTestId("order-status")).toHaveText("Paid");
    await expect(placed.getByTestId("line-backorder")).toHaveText("Back-order: ships when stock returns.");
  } finally {
    await close();
  }
});

test("notify me: a visitor subscribes on an out-of-stock item, the brand restocks it, the e-mail arrives", async ({
  browser,
  shelf,
}, testInfo) => {
  test.setTimeout(120_000);
  const product = await shelf.product("Guard Cartridge", testInfo, 0);
  const email = `e2e-notify-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`;
  const context = await browser.newContext({
    javaScriptEnabled: jsEnabled(testInfo),
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  try {
    // The card offers the product page's alert and quote instead of a dead "Unavailable" button.
    await goto(page, testInfo, `/store?q=${product.word}`);
    const card = page.getByTestId("store-card").filter({ hasText: product.word });
    await expect(card.getByTestId("card-availability")).toHaveText("Out of stock");
    await expect(card.getByRole("button")).toHaveCount(0);
    await card.getByRole("link", { name: `Notify me or request a quote: ${product.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/store/product/${product.id}$`));
    await ready(page, testInfo);

    await expect(page.getByTestId("availability")).toHaveText("Out of stock");
    await expect(page.getByTestId("add-to-cart")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Request a Quote" })).toBeVisible();
    const form = page.getByTestId("notify-me");
    // No address: refused next to the field, nothing stored.
    await form.getByTestId("notify-submit").click();
    await expect(form.getByText("Enter the e-mail address to notify.")).toBeVisible();
    await expect(form.getByTestId("notify-email")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Your e-mail").fill(email);
    await form.getByTestId("notify-submit").click();
    await expect(page.getByTestId("notify-done")).toHaveText(
      `Done: we'll e-mail ${email} once when it is back in stock.`,
    );
    await expect(page.getByText("Enter the e-mail address to notify.")).toHaveCount(0);

    // The brand restocks in its editor: the save queues the job, the server's worker sends the e-mail.
    await editAsBrand(browser, testInfo, product.id, async (variant) => {
      await variant.getByLabel("Units in stock").fill("3");
    });
    await expect
      .poll(
        async () => {
          await goto(page, testInfo, "/dev/mailbox");
          return page.locator(`[data-testid=mail][data-to="${email}"]`).count();
        },
        { timeout: 45_000, intervals: [1_000] },
      )
      .toBe(1);
    const mail = page.locator(`[data-testid=mail][data-to="${email}"]`);
    await expect(mail).toContainText(`Back in stock: ${product.title}`);
    await expect(mail.getByTestId("mail-text")).toContainText(`catalogue number ${product.sku}`);
    const text = await mail.getByTestId("mail-text").innerText();
    const link = new URL(text.match(/Order it here: (\S+)/)![1]!);

    // The link in the e-mail opens the item, now in stock and orderable.
    await goto(page, testInfo, `${link.pathname}${link.search}`);
    await expect(page.getByTestId("availability")).toHaveText("In stock");
    await expect(page.getByTestId("add-to-cart")).toHaveText("Add to Cart");
    await expect(page.getByTestId("notify-me")).toHaveCount(0);
  } finally {
    await context.close();
  }
});
