// Issue 36 journey, JavaScript on and off: a buyer creates an organisation → invites a colleague by e-mail → the
// colleague signs in and accepts at the link from the e-mail (read from the outbox) → the admin changes their role,
// and the audit trail lists it. Members are made straight in the database and deleted afterwards (DATABASE_URL).
import bcrypt from "bcryptjs";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test as base, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready } from "./support";

const PASSWORD = "Password123!";
type Member = { id: string; email: string; fullName: string };

class People {
  readonly pool: pg.Pool;
  private users: string[] = [];
  readonly organisations: string[] = [];
  constructor() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("organisations.spec.ts needs DATABASE_URL (the app's database)");
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }
  async member(testInfo: TestInfo): Promise<Member> {
    const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const email = `e2e-org-${testInfo.project.name}-${id.slice(-10)}@example.com`;
    const fullName = `E2E Buyer ${id.slice(-4)}`;
    await this.pool.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
      [id, email, await bcrypt.hash(PASSWORD, 4)],
    );
    await this.pool.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "updatedAt") VALUES ($1, $2, 'buyer'::"Role", 'approved'::"ProfileStatus", now())`,
      [id, fullName],
    );
    this.users.push(id);
    return { id, email, fullName };
  }
  /** The invitation link in the newest e-mail to `email` (the outbox, as the dev mailbox shows it). */
  async invitationPath(email: string): Promise<string> {
    const { rows } = await this.pool.query(
      `SELECT text FROM "EmailMessage" WHERE "to" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
      [email],
    );
    const match = String(rows[0]?.text ?? "").match(/\/organisation\/join\/[A-Za-z0-9_-]+/);
    if (!match) throw new Error(`no invitation e-mail to ${email}`);
    return match[0];
  }
  async cleanup() {
    if (this.organisations.length)
      await this.pool.query(`DELETE FROM "Organisation" WHERE name = ANY($1)`, [this.organisations]);
    if (this.users.length) await this.pool.query(`DELETE FROM "User" WHERE id = ANY($1)`, [this.users]);
    await this.pool.end();
  }
}

const test = base.extend<{ people: People }>({
  people: async ({}, use) => {
    const people = new People();
    await use(people);
    await people.cleanup();
  },
});

async function logIn(page: Page, testInfo: TestInfo, member: Member, redirectTo: string) {
  await page.goto(`/login?${new URLSearchParams({ redirectTo })}`);
  await ready(page, testInfo);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(member.email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirectTo);
  await ready(page, testInfo);
}

test("create an organisation, invite a colleague, who accepts; the admin changes their role", async ({
  page,
  browser,
  people,
}, testInfo) => {
  const admin = await people.member(testInfo);
  const colleague = await people.member(testInfo);
  const name = `E2E Institute ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
  people.organisations.push(name);

  await logIn(page, testInfo, admin, "/organisation");
  const form = page.getByTestId("organisation-create-form");
  // A mistake first: the message is next to the field and nothing is created.
  await form.locator("#org-name").fill(name);
  await form.getByRole("button", { name: "Create organisation" }).click();
  await expect(page.locator("#org-billingEmail-error")).toHaveText("Billing contact e-mail is required.");
  await page.locator("#org-name").fill(name);
  await page.locator("#org-taxId").fill("DE 123 456 789");
  await page.locator("#org-billingEmail").fill("ap@institute.example");
  await page.locator("#org-billingLine1").fill("1 Campus Road");
  await page.locator("#org-billingCity").fill("Basel");
  await page.locator("#org-billingPostcode").fill("4051");
  await page.locator("#org-billingCountry").fill("Switzerland");
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page.getByTestId("organisation-name")).toHaveText(name);
  await expect(page.getByTestId("my-role")).toHaveText("Organisation admin");

  await page.locator("#invite-email").fill(colleague.email);
  await page.locator("#invite-role").selectOption("approver");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("organisation-invite")).toContainText(colleague.email);

  const invited = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) });
  const other = await invited.newPage();
  const link = await people.invitationPath(colleague.email);
  await other.goto(link);
  await ready(other, testInfo);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(`Join ${name}`);
  await other.getByRole("link", { name: "Sign in to accept" }).click();
  await expect(other).toHaveURL(/\/login\?redirectTo=/);
  await ready(other, testInfo);
  const main = other.getByRole("main");
  await main.getByLabel("Email").fill(colleague.email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(other).toHaveURL((url) => url.pathname === link);
  await ready(other, testInfo);
  await other.getByRole("button", { name: "Accept and join" }).click();
  await expect(other).toHaveURL(/\/organisation$/);
  await expect(other.getByTestId("my-role")).toHaveText("Approver");
  await invited.close();

  await page.goto("/organisation");
  await ready(page, testInfo);
  const row = page.locator(`[data-testid=organisation-member][data-email="${colleague.email}"]`);
  await row.getByLabel(`Role of ${colleague.fullName}`).selectOption("purchaser");
  await row.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByTestId("organisation-audit")).toContainText(
    `Changed the role of ${colleague.email} from Approver to Purchaser`,
  );
  await expect(page.locator(`[data-testid=organisation-member][data-email="${colleague.email}"] select`)).toHaveValue(
    "purchaser",
  );
  // The last admin cannot demote themselves: said next to their row.
  const mine = page.locator(`[data-testid=organisation-member][data-email="${admin.email}"]`);
  await mine.getByLabel(`Role of ${admin.fullName}`).selectOption("requester");
  await mine.getByRole("button", { name: "Change role" }).click();
  await expect(mine.getByRole("alert")).toContainText("An organisation needs an admin");
});

test("the organisation admin sets the punchout credentials from the organisation page", async ({
  page,
  people,
}, testInfo) => {
  const admin = await people.member(testInfo);
  const name = `E2E Punchout ${testInfo.project.name} ${randomUUID().slice(0, 6)}`;
  people.organisations.push(name);
  const organisationId = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
  await people.pool.query(
    `INSERT INTO "Organisation" (id, name, "billingEmail", "billingLine1", "billingCity", "billingPostcode", "billingCountry", "updatedAt")
     VALUES ($1, $2, 'ap@institute.example', '1 Campus Road', 'Basel', '4051', 'Switzerland', now())`,
    [organisationId, name],
  );
  await people.pool.query(
    `INSERT INTO "OrganisationMember" ("organisationId", "userId", role) VALUES ($1, $2, 'admin')`,
    [organisationId, admin.id],
  );

  await logIn(page, testInfo, admin, "/organisation");
  await page.getByRole("navigation", { name: "Organisation" }).getByRole("link", { name: "Punchout" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Punchout settings");
  await ready(page, testInfo);
  await page.getByLabel("Credential domain").fill("NetworkID");
  await page.getByLabel("Identity").fill(`AN-${randomUUID().slice(0, 10)}`);
  // A domain without a secret is refused next to the secret field, and nothing is saved.
  await page.getByRole("button", { name: /Save/ }).click();
  await expect(page.locator("#cxmlSecret-error")).toHaveText("Set a shared secret for cXML.");
  await page.getByLabel("Shared secret").fill("e2e-shared-secret-0123456789");
  await page.getByRole("button", { name: /Save/ }).click();
  await expect(page.getByTestId("toast")).toContainText("Punchout settings saved");
  await expect(page.getByLabel("Shared secret")).toHaveValue("");
  await expect(page.getByRole("main")).toContainText("A secret is set; leave blank to keep it.");
});
