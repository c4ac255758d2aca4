// Admin › Requests & Orders (issue 11 #3), with JavaScript on and off: an admin filters the orders by brand and
// buyer (a GET form) and opens one: buyer, PO number, its line, payment and audit panels. The paid order is written
// straight into the app's database (DATABASE_URL), as a paid checkout leaves it, with a company unique to the run.
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { jsEnabled, ready } from "./support";

test("an admin filters orders by brand and buyer and opens one", async ({ page }, testInfo) => {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const id = `e2eord${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const company = `Orders E2E ${testInfo.project.name} ${id.slice(-6)}`;
  const brand = (await pool.query<{ id: string; name: string }>(`SELECT id, name FROM "Brand" ORDER BY name LIMIT 1`))
    .rows[0]!;
  await pool.query(
    `INSERT INTO "Order" (id, "idempotencyKey", status, "currencyCode", "totalCents", "paidAt", "updatedAt", email,
       "shippingName", "shippingCompany", "shippingLine1", "shippingCity", "shippingPostcode", "shippingCountry", "poNumber")
     VALUES ($1, $1, 'paid', 'USD', 4200, now(), now(), $2, 'Dr. E2E', $3, '1 Lab Road', 'Basel', '4051', 'Switzerland', 'PO-E2E-7')`,
    [id, `${id}@example.com`, company],
  );
  await pool.query(
    `INSERT INTO "OrderLine" (id, "orderId", "productTitle", "variantTitle", "unitPriceCents", quantity, "brandId")
     VALUES ($1 || '-l', $1, 'E2E Centrifuge', 'Default', 2100, 2, $2)`,
    [id, brand.id],
  );
  await pool.query(`INSERT INTO "BrandOrder" ("orderId", "brandId", "paidAt", status) VALUES ($1, $2, now(), 'open')`, [
    id,
    brand.id,
  ]);
  await pool.query(
    `INSERT INTO "PaymentSession" (id, "orderId", provider, "externalId", url, status) VALUES ($1 || '-p', $1, 'test', $1 || '-x', 'https://pay.example', 'paid')`,
    [id],
  );
  try {
    await page.goto(`/login?${new URLSearchParams({ redirectTo: "/admin?section=requests" })}`);
    await ready(page, testInfo);
    await page.getByRole("main").getByLabel("Email").fill("admin@labmarket.test");
    await page.getByRole("main").getByLabel("Password").fill("Demo1234!");
    await page.getByRole("main").getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/section=requests/);
    await ready(page, testInfo);

    const filters = page.getByRole("search", { name: "Filter orders" });
    await filters.getByLabel("Brand").selectOption(brand.id);
    await filters.getByLabel("Buyer e-mail or company starts with").fill(company.toLowerCase());
    await filters.getByRole("button", { name: "Filter orders" }).click();
    await expect(page).toHaveURL(new RegExp(`brand=${brand.id}`));
    await expect(page.getByTestId("admin-order")).toHaveCount(1);
    await expect(page.getByTestId("admin-order")).toContainText(company);

    // A backwards range gets a message by its field.
    await filters.getByLabel("Paid from").fill("2026-05-10");
    await filters.getByLabel("Paid to (included)").fill("2026-05-01");
    await filters.getByRole("button", { name: "Filter orders" }).click();
    await expect(page.getByText("The end date is before the start date.")).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId("admin-order")).toHaveCount(1);
    // With JavaScript the fields follow the URL again (without, the browser restores what was typed).
    if (jsEnabled(testInfo)) await expect(filters.getByLabel("Paid from")).toHaveValue("");

    await page.getByTestId("admin-order").getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Order #");
    await expect(page.getByTestId("order-po")).toHaveText("PO-E2E-7");
    await expect(page.getByTestId("order-line")).toContainText("E2E Centrifuge");
    await expect(page.getByTestId("order-payments")).toContainText("test");
  } finally {
    await pool.query(`DELETE FROM "Order" WHERE id = $1`, [id]);
    await pool.end();
  }
});
