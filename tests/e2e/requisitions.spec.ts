// Issue 36 journey, JavaScript on and off: a requester submits their cart for approval → an approver approves it from
// the queue with a comment → a purchaser places it on the organisation's account with a PO number → the brand's
// invoice is issued by the job → the brand marks it paid, and the organisation sees it paid. The organisation, its
// members (with terms) and a brand user of a seeded non-demo brand are made straight in the database (DATABASE_URL);
// orders and invoices stay, as they would in the shop (invoices are never deleted).
import bcrypt from "bcryptjs";
import pg from "pg";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test as base, type Browser, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready } from "./support";

const PASSWORD = "Password123!";
type Person = { id: string; email: string; fullName: string };

class Institution {
  readonly pool: pg.Pool;
  constructor() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("requisitions.spec.ts needs DATABASE_URL (the app's database)");
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }
  async person(testInfo: TestInfo, label: string, brandId: string | null = null): Promise<Person> {
    const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const email = `e2e-req-${label}-${testInfo.project.name}-${id.slice(-8)}@example.com`;
    const fullName = `E2E ${label[0]!.toUpperCase()}${label.slice(1)} ${id.slice(-4)}`;
    await this.pool.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
      [id, email, await bcrypt.hash(PASSWORD, 4)],
    );
    await this.pool.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "brandId", "updatedAt")
       VALUES ($1, $2, $3::"Role", 'approved'::"ProfileStatus", $4, now())`,
      [id, fullName, brandId ? "brand" : "buyer", brandId],
    );
    return { id, email, fullName };
  }
  async organisation(name: string, members: [Person, string][]) {
    const { rows } = await this.pool.query(
      `INSERT INTO "Organisation" (id, name, "billingEmail", "billingLine1", "billingCity", "billingPostcode",
         "billingCountry", "updatedAt")
       VALUES ($1, $2, 'ap@institute.example', '1 Campus Road', 'Basel', '4051', 'Switzerland', now()) RETURNING id`,
      [`e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`, name],
    );
    const organisationId = rows[0].id as string;
    for (const [person, role] of members)
      await this.pool.query(
        `INSERT INTO "OrganisationMember" ("organisationId", "userId", role) VALUES ($1, $2, $3::"OrganisationRole")`,
        [organisationId, person.id, role],
      );
    await this.pool.query(
      `INSERT INTO "OrganisationTerms" ("organisationId", "netDays", "creditLimitCents", "currencyCode", "approvedAt", "updatedAt")
       VALUES ($1, 30, 100000000, 'usd', now(), now())`,
      [organisationId],
    );
    return organisationId;
  }
  /** A purchasable dollar product in stock of a seeded brand other than the demo brand, and that brand's id. */
  async product() {
    const { rows } = await this.pool.query(
      `SELECT p.id, p."brandId" FROM "StoreProduct" p JOIN "Variant" v ON v."productId" = p.id
       WHERE p."brandId" IS NOT NULL AND p."brandId" <> 'agilent' AND p.purchasable AND p.status = 'active'
         AND p."deletedAt" IS NULL AND v."currencyCode" = 'usd' AND v."priceInCents" BETWEEN 10000 AND 500000
         AND (NOT v."manageInventory" OR v."inventoryQuantity" >= 20)
         AND (SELECT count(*) FROM "Variant" w WHERE w."productId" = p.id) = 1
       ORDER BY p.id LIMIT 1`,
    );
    if (!rows[0]) throw new Error("no seeded single-variant dollar product of a non-demo brand");
    return { productId: rows[0].id as string, brandId: rows[0].brandId as string };
  }
  async end() {
    await this.pool.end();
  }
}

const test = base.extend<{ institution: Institution }>({
  institution: async ({}, use) => {
    const institution = new Institution();
    await use(institution);
    await institution.end();
  },
});

/**
 * Screenshots of the current page at 1280 and 390 px, light and dark, into test-results/screens (looked at by hand for
 * the proof; the assertions are the test's). Only in the js-on project: the pixels are the same without JS.
 */
async function screens(page: Page, testInfo: TestInfo, name: string) {
  if (!jsEnabled(testInfo)) return;
  const origin = new URL(page.url()).origin;
  for (const theme of ["light", "dark"] as const) {
    const set = await page.context().request.post("/resources/theme", { form: { theme }, headers: { Origin: origin } });
    expect(set.status()).toBeLessThan(400);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await ready(page, testInfo);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await page.screenshot({
        path: path.join(testInfo.project.outputDir, "screens", `${name}-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await page.context().request.post("/resources/theme", { form: { theme: "light" }, headers: { Origin: origin } });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
}

async function signedIn(browser: Browser, testInfo: TestInfo, person: Person, path: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) });
  const page = await context.newPage();
  await page.goto(`/login?${new URLSearchParams({ redirectTo: path })}`);
  await ready(page, testInfo);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(person.email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await ready(page, testInfo);
  return page;
}

test("requester submits → approver approves → purchaser orders on account with a PO → invoice → brand marks it paid", async ({
  browser,
  institution,
}, testInfo) => {
  test.setTimeout(120_000);
  const [requester, approver, purchaser] = [
    await institution.person(testInfo, "requester"),
    await institution.person(testInfo, "approver"),
    await institution.person(testInfo, "purchaser"),
  ];
  const { productId, brandId } = await institution.product();
  const po = `PO-${testInfo.project.name}-${randomUUID().slice(0, 6)}`;
  const brandUser = await institution.person(testInfo, "brand", brandId);
  await institution.organisation(`E2E Institute ${testInfo.project.name} ${randomUUID().slice(0, 6)}`, [
    [requester, "requester"],
    [approver, "approver"],
    [purchaser, "purchaser"],
  ]);

  // The requester puts the product in their cart and submits it for approval.
  const asRequester = await signedIn(browser, testInfo, requester, `/store/product/${productId}`);
  await asRequester.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(asRequester.getByTestId("toast")).toContainText(/cart/i);
  await asRequester.goto("/cart");
  await ready(asRequester, testInfo);
  await asRequester.locator("#requisition-needed-by").fill("2020-01-01");
  await asRequester.getByRole("button", { name: "Submit for approval" }).click();
  // A past date is refused next to its field; the cart is still there.
  await expect(asRequester.getByText("The needed-by date cannot be in the past.")).toBeVisible();
  await asRequester.locator("#requisition-needed-by").fill("");
  await asRequester.locator("#requisition-note").fill("For the spring practical course");
  await asRequester.getByRole("button", { name: "Submit for approval" }).click();
  await expect(asRequester).toHaveURL(/\/requisitions\/(?!new$)[^/]+$/);
  const requisitionPath = new URL(asRequester.url()).pathname;
  await expect(asRequester.getByTestId("requisition-status").first()).toHaveText("Waiting for approval");

  // The approver finds it in the queue and approves it with a comment.
  const asApprover = await signedIn(browser, testInfo, approver, "/requisitions/approvals");
  await screens(asApprover, testInfo, "approval-queue");
  const item = asApprover.getByTestId("approval-queue").locator("> li").filter({ hasText: requester.fullName });
  await item.getByLabel(/Comment on R-/).fill("Within the teaching budget");
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(asApprover.getByTestId("toast")).toContainText(/approved/i);

  // The requester sees the decision and the approver's comment in the history.
  await asRequester.goto(requisitionPath);
  await ready(asRequester, testInfo);
  await expect(asRequester.getByTestId("requisition-status").first()).toHaveText("Approved");
  await expect(asRequester.getByRole("main")).toContainText("Within the teaching budget");
  await expect(asRequester.getByTestId("place-order-form")).toHaveCount(0);

  // The purchaser places it on account: the PO number is required there.
  const asPurchaser = await signedIn(browser, testInfo, purchaser, requisitionPath);
  const orderForm = asPurchaser.getByTestId("place-order-form");
  await expect(orderForm.getByLabel(/On account with a purchase order/)).toBeChecked();
  await orderForm.getByRole("button", { name: "Place order" }).click();
  await expect(asPurchaser.locator("#poNumber-error")).toContainText(/PO number/i);
  await asPurchaser
    .getByTestId("place-order-form")
    .getByLabel(/PO number/)
    .fill(po);
  await asPurchaser.getByTestId("place-order-form").getByRole("button", { name: "Place order" }).click();
  await expect(asPurchaser.getByTestId("toast")).toContainText("Order placed on account");
  await expect(asPurchaser.getByTestId("requisition-status").first()).toHaveText("Ordered");
  // The organisation's orders list it for every member.
  await asRequester.goto("/organisation/orders");
  await expect(asRequester.getByTestId("organisation-order").filter({ hasText: po })).toContainText("On account");

  // The job issues the brand's invoice; the purchaser finds it under Invoices.
  await expect(async () => {
    await asPurchaser.goto("/organisation/invoices");
    await expect(asPurchaser.getByRole("main")).toContainText(po, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // The brand opens the invoice and marks it paid.
  const asBrand = await signedIn(browser, testInfo, brandUser, "/brand-dashboard/invoices");
  await asBrand.getByTestId("invoice-row").filter({ hasText: po }).getByRole("link").click();
  await ready(asBrand, testInfo);
  await expect(asBrand.getByRole("main")).toContainText(po);
  await screens(asBrand, testInfo, "invoice");
  await ready(asBrand, testInfo);
  await asBrand.getByTestId("mark-paid").click();
  await expect(asBrand.getByTestId("mark-paid")).toHaveCount(0);
  await expect(asBrand.getByRole("main")).toContainText(/paid/i);

  await asPurchaser.goto("/organisation/invoices");
  await expect(asPurchaser.getByTestId("invoice-row").filter({ hasText: po })).toContainText(/Paid \S/);
  for (const page of [asRequester, asApprover, asPurchaser, asBrand]) await page.context().close();
});
