// Punchout round trip (issue 36 #5, ADR 065), JavaScript on and off: a fake procurement system sends a cXML setup
// request, the member follows the StartPage into a marked session, adds a product, returns the cart, and the fake
// receives the PunchOutOrderMessage at its BrowserFormPost URL.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { hashPunchoutSecret } from "../../app/modules/punchout/credentials.server";
import { startFakeProcurement, type FakeProcurement } from "../fakes/procurement-server";
import { jsEnabled, ready } from "./support";

const SECRET = "e2e-shared-secret-0123456789";
let fake: FakeProcurement;

test.beforeAll(async () => {
  fake = await startFakeProcurement();
});
test.afterAll(async () => {
  await fake?.close();
});

/** An organisation with one member and a cXML connection, written straight to the database. */
async function organisationWithMember() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const suffix = randomUUID().slice(0, 8);
  const ids = { user: `e2e-po-user-${suffix}`, org: `e2e-po-org-${suffix}`, identity: `AN-E2E-${suffix}` };
  const email = `punchout-${suffix}@uni.example`;
  try {
    await client.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "createdAt", "updatedAt") VALUES ($1, $2, 'x', now(), now(), now())`,
      [ids.user, email],
    );
    await client.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "createdAt", "updatedAt") VALUES ($1, 'Punchout Member', 'buyer', 'approved', now(), now())`,
      [ids.user],
    );
    await client.query(
      `INSERT INTO "Organisation" (id, name, "billingEmail", "billingLine1", "billingCity", "billingPostcode", "billingCountry", "createdAt", "updatedAt")
       VALUES ($1, $2, 'ap@uni.example', '1 Campus Road', 'Cambridge', 'CB1 1AA', 'GB', now(), now())`,
      [ids.org, `Cambridge Lab ${suffix}`],
    );
    await client.query(
      `INSERT INTO "OrganisationMember" ("organisationId", "userId", role, "createdAt") VALUES ($1, $2, 'requester', now())`,
      [ids.org, ids.user],
    );
    await client.query(
      `INSERT INTO "PunchoutConnection" (id, "organisationId", "cxmlDomain", "cxmlIdentity", "cxmlSecretHash", "updatedAt") VALUES ($1, $2, 'NetworkID', $3, $4, now())`,
      [`e2e-po-conn-${suffix}`, ids.org, ids.identity, hashPunchoutSecret(SECRET)],
    );
  } finally {
    await client.end();
  }
  return { ...ids, email, name: `Cambridge Lab ${suffix}` };
}

test("punchout round trip: setup → start page → add to cart → Return cart → the procurement system receives the cart", async ({
  page,
  baseURL,
}, testInfo) => {
  const org = await organisationWithMember();
  const buyerCookie = `cookie-${testInfo.project.name}-${Date.now()}`;
  const startPage = await fake.punchOut({
    shopOrigin: baseURL!,
    identity: org.identity,
    secret: SECRET,
    email: org.email,
    buyerCookie,
  });

  await page.goto(startPage);
  await expect(page).toHaveURL(/\/store/);
  const banner = page.getByTestId("punchout-banner");
  await expect(banner).toContainText(`Punchout session for ${org.name} — Return cart to Fake Procurement`);

  await page.goto("/store/product/agilent-cary-60-uv-vis");
  await ready(page, testInfo);
  await page.getByRole("main").getByRole("button", { name: "Add to Cart" }).first().click();
  // Wait for the add to be confirmed: with JS it is a fetch that leaving the page at once could cut off.
  await expect(page.getByTestId("toast")).toContainText("Added to Cart!");
  await page.goto("/cart");
  await expect(page.getByTestId("cart-page")).toContainText("Cary 60");

  const before = fake.received.length;
  await page.getByTestId("punchout-return").getByRole("button", { name: "Return cart to Fake Procurement" }).click();
  if (!jsEnabled(testInfo)) {
    // Without JavaScript the page waits for the visible button.
    await expect(page.getByRole("heading", { name: "Returning your cart to Fake Procurement" })).toBeVisible();
    await page.getByRole("button", { name: "Return cart to Fake Procurement" }).click();
  }
  await expect(page.getByRole("heading", { name: "Cart received" })).toBeVisible();
  await expect(page.getByTestId("received-items")).toHaveText("1 items");
  const cart = fake.received.slice(before).find((r) => r.cxml?.includes(buyerCookie));
  expect(cart?.kind).toBe("cxml");
  expect(cart!.cxml).toContain("<SupplierPartID>AGL-CARY60</SupplierPartID>");
  expect(cart!.cxml).toMatch(/<UnitPrice>\s*<Money currency="USD">\d+\.\d{2}<\/Money>/);
  expect(cart!.cxml).toContain(`<BuyerCookie>${buyerCookie}</BuyerCookie>`);
  expect(cart!.fields["cxml-urlencoded"]).toContain("PunchOutOrderMessage");

  // The session has ended: back in the shop, no banner and no way to return the cart again.
  await page.goto("/cart");
  await expect(page.getByTestId("punchout-banner")).toHaveCount(0);
});
