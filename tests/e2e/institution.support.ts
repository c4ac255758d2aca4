// The organisation journeys' shared set-up (requisitions, pricing): people, an organisation with terms and a seeded
// brand's product made straight in the app's database (DATABASE_URL), signing in, and the screenshots.
import bcrypt from "bcryptjs";
import pg from "pg";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test as base, type Browser, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready } from "./support";

export const PASSWORD = "Password123!";
export type Person = { id: string; email: string; fullName: string };

export class Institution {
  readonly pool: pg.Pool;
  constructor() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("the organisation journeys need DATABASE_URL (the app's database)");
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

export const test = base.extend<{ institution: Institution }>({
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
export async function screens(page: Page, testInfo: TestInfo, name: string) {
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

export async function signedIn(browser: Browser, testInfo: TestInfo, person: Person, path: string): Promise<Page> {
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
