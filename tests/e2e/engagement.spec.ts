// Issue 5 journeys on the demo, expert and brand pages, with JavaScript on and off: Join Now (denied and
// allowed), Set Reminder with the .ics e-mail in the dev mailbox, Save and Share, Follow with the count
// changing, Message into the expert's inbox, Subscribe and Request a Demo.
//
// Each test makes its own members straight in the database (approved and verified, like the seeded demo
// accounts) and logs in through the /login form; they are deleted afterwards. DATABASE_URL must point at
// the app's database (scripts/test.js sets it).
import bcrypt from "bcryptjs";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test as base, type Browser, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready, seriousAxeViolations } from "./support";

const PASSWORD = "Password123!";
const LIVE = {
  id: "single-use-bioreactor-scale-up-live",
  title: "Scaling Up with Single-Use Bioreactors: From 2 L to 50 L",
};
const UPCOMING = [
  { id: "freeze-drying-cycle-optimization", title: "Freeze-Drying Cycle Optimization on a Benchtop Lyophilizer" },
  { id: "orbitrap-proteomics-workflows", title: "High-Resolution Proteomics Workflows on the Orbitrap Exploris 240" },
];

type Member = { id: string; email: string; fullName: string };

class People {
  private pool: pg.Pool;
  private users: string[] = [];
  private links: { id: number; userId: string | null }[] = [];
  constructor() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("engagement.spec.ts needs DATABASE_URL (the app's database) to create its members");
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  /** An approved, verified account (a session only exists for those). */
  async member(role: "buyer" | "influencer" = "buyer", testInfo?: TestInfo): Promise<Member> {
    const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const email = `e2e-${role}-${testInfo?.project.name ?? "x"}-${id.slice(-10)}@example.com`;
    const fullName = `E2E ${role === "buyer" ? "Buyer" : "Expert"} ${id.slice(-4)}`;
    const hash = await bcrypt.hash(PASSWORD, 4);
    await this.pool.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
      [id, email, hash],
    );
    await this.pool.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "updatedAt") VALUES ($1, $2, $3::"Role", 'approved'::"ProfileStatus", now())`,
      [id, fullName, role],
    );
    this.users.push(id);
    return { id, email, fullName };
  }

  /**
   * Links a seeded expert to an account for the test (restored afterwards). Creating extra experts would
   * change the expert list other specs count, so each project borrows its own seeded expert instead.
   */
  async linkExpert(expertId: number, owner: Member): Promise<{ id: number; name: string }> {
    const { rows } = await this.pool.query(`SELECT name, "userId" FROM "Expert" WHERE id = $1`, [expertId]);
    if (!rows[0]) throw new Error(`expert ${expertId} is not seeded`);
    this.links.push({ id: expertId, userId: rows[0].userId });
    await this.pool.query(`UPDATE "Expert" SET "userId" = $2 WHERE id = $1`, [expertId, owner.id]);
    return { id: expertId, name: rows[0].name };
  }

  async cleanup() {
    for (const link of this.links.reverse())
      await this.pool.query(`UPDATE "Expert" SET "userId" = $2 WHERE id = $1`, [link.id, link.userId]);
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

async function goto(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  await ready(page, testInfo);
}

async function logIn(page: Page, testInfo: TestInfo, member: Member, redirectTo: string) {
  await goto(page, testInfo, `/login?${new URLSearchParams({ redirectTo })}`);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(member.email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === redirectTo);
  await ready(page, testInfo);
}

async function newPage(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) });
  return context.newPage();
}

const card = (page: Page, title: string) =>
  page.getByTestId("demo-card").filter({ has: page.getByRole("heading", { name: title }) });

test.describe("live demos", () => {
  test("anonymous Join Now is denied with the spec's notice, and the stream stays locked", async ({
    page,
  }, testInfo) => {
    await goto(page, testInfo, "/demo?category=bioreactors");
    await card(page, LIVE.title)
      .getByRole("button", { name: `Join Now: ${LIVE.title}` })
      .click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Access Denied");
    await expect(toast).toContainText("You must be logged in and verified to join a live demo.");
    await expect(page).toHaveURL(/\/demo\?category=bioreactors$/);
    // Anonymous visitors see no Save or Share on the cards.
    await expect(card(page, LIVE.title).getByTestId("save-demo")).toHaveCount(0);

    await goto(page, testInfo, `/demo/${LIVE.id}`);
    await expect(page.getByTestId("live-locked")).toContainText(
      "Access Denied: You must be logged in and verified to join a live demo.",
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    await page
      .getByTestId("live-locked")
      .getByRole("button", { name: /^Join Now/ })
      .click();
    await expect(page.getByTestId("toast")).toContainText("Access Denied");
    await expect(page).toHaveURL(new RegExp(`/demo/${LIVE.id}$`));
  });

  test("a member joins a live demo, saves it and shares it", async ({ page, people }, testInfo) => {
    const member = await people.member("buyer", testInfo);
    await logIn(page, testInfo, member, "/demo");
    const live = card(page, LIVE.title);
    await live.getByRole("button", { name: `Save: ${LIVE.title}` }).click();
    await expect(page.getByTestId("toast")).toContainText("Demo Saved");
    await expect(card(page, LIVE.title).getByTestId("save-demo")).toHaveAttribute("aria-pressed", "true");

    // Share: LinkedIn, Twitter and Facebook share links for the demo's absolute URL.
    const share = card(page, LIVE.title).getByTestId("share-menu");
    await share.locator("summary").click();
    const linkedin = share.getByRole("link", { name: /LinkedIn/ });
    await expect(linkedin).toBeVisible();
    expect(await linkedin.getAttribute("href")).toMatch(
      new RegExp(`^https://www\\.linkedin\\.com/sharing/share-offsite/\\?url=http[^&]*%2Fdemo%2F${LIVE.id}$`),
    );
    await expect(share.getByRole("link", { name: /Twitter/ })).toHaveAttribute(
      "href",
      /^https:\/\/twitter\.com\/intent\/tweet\?url=/,
    );
    await expect(share.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
    );

    await card(page, LIVE.title)
      .getByRole("button", { name: `Join Now: ${LIVE.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/demo/${LIVE.id}$`));
    await expect(page.locator("iframe[title^='Live stream']")).toHaveAttribute("src", /^https:\/\//);
    await expect(page.getByTestId("demo-actions").getByTestId("save-demo")).toHaveText("Saved");

    // Unsave from the demo page.
    await page.getByTestId("demo-actions").getByTestId("save-demo").click();
    await expect(page.getByTestId("toast")).toContainText("Demo Removed");
    await expect(page.getByTestId("demo-actions").getByTestId("save-demo")).toHaveText("Save");
  });

  test("set a reminder: one e-mail with the .ics invite, a second click says it is already set", async ({
    page,
    people,
  }, testInfo) => {
    const demo = UPCOMING[jsEnabled(testInfo) ? 0 : 1]!;
    await goto(page, testInfo, "/demo");
    // Visitors are asked to log in first and come back to the list.
    await card(page, demo.title)
      .getByRole("button", { name: `Set Reminder: ${demo.title}` })
      .click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdemo$/);
    await expect(page.getByTestId("toast")).toContainText("Login Required");

    const member = await people.member("buyer", testInfo);
    await logIn(page, testInfo, member, "/demo");
    await card(page, demo.title)
      .getByRole("button", { name: `Set Reminder: ${demo.title}` })
      .click();
    await expect(page.getByTestId("toast")).toContainText("Reminder Set");
    await expect(page).toHaveURL(/\/demo$/);
    await ready(page, testInfo);
    await card(page, demo.title)
      .getByRole("button", { name: `Set Reminder: ${demo.title}` })
      .click();
    await expect(page.getByTestId("toast")).toContainText("Reminder Already Set");

    await goto(page, testInfo, `/demo/${demo.id}`);
    await expect(page.getByTestId("reminder-status")).toContainText("Reminder set");

    await goto(page, testInfo, "/dev/mailbox");
    const mails = page.locator(`[data-testid=mail][data-to="${member.email}"]`);
    await expect(mails).toHaveCount(1);
    await expect(mails.getByRole("heading")).toHaveText(`Reminder set: ${demo.title}`);
    await expect(mails).toContainText(`attachments: ${demo.id}.ics`);
    await expect(mails.getByTestId("mail-text")).toContainText(`/demo/${demo.id}`);
  });
});

test.describe("experts", () => {
  test("follow an expert and see the count change, then unfollow", async ({ page, people }, testInfo) => {
    // Each project follows its own expert, so the two runs never change each other's count.
    const expertId = jsEnabled(testInfo) ? 5 : 6;
    const member = await people.member("buyer", testInfo);
    await logIn(page, testInfo, member, `/influencer/${expertId}`);
    const count = page.getByTestId("follower-count");
    const before = Number((await count.innerText()).replace(/,/g, ""));
    expect(before).toBeGreaterThan(1000);

    await page.getByTestId("follow-button").click();
    await expect(count).toHaveText((before + 1).toLocaleString("en-US"));
    await expect(page.getByTestId("follow-button")).toHaveText("Unfollow");
    await expect(page.getByTestId("toast")).toContainText("Following");
    await page.reload();
    await ready(page, testInfo);
    await expect(count).toHaveText((before + 1).toLocaleString("en-US"));

    await page.getByTestId("follow-button").click();
    await expect(count).toHaveText(before.toLocaleString("en-US"));
    await expect(page.getByTestId("follow-button")).toHaveText("Follow");
    await expect(page.getByTestId("toast")).toContainText("Unfollowed");
  });

  test("visitors who click Follow are asked to log in and come back", async ({ page }, testInfo) => {
    await goto(page, testInfo, "/influencer/4");
    await page.getByTestId("follow-button").click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Finfluencer%2F4$/);
    await expect(page.getByTestId("toast")).toContainText("Please log in to use this feature.");
  });

  test("a message reaches the expert's inbox and e-mail", async ({ page, browser, people }, testInfo) => {
    const owner = await people.member("influencer", testInfo);
    const expert = await people.linkExpert(jsEnabled(testInfo) ? 5 : 6, owner);
    const sender = await people.member("buyer", testInfo);
    await logIn(page, testInfo, sender, `/influencer/${expert.id}`);
    const form = page.getByTestId("message-form");
    // Too long a subject is refused next to the field (server rule; the browser caps typing at the limit).
    await form.getByLabel("Subject").evaluate((el: HTMLInputElement) => el.removeAttribute("maxlength"));
    await form.getByLabel("Subject").fill("s".repeat(151));
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByTestId("field-error")).toHaveText("Please keep the subject under 150 characters.");

    await form.getByLabel("Subject").fill("Scale-up question");
    await form.getByLabel("Message").fill("Which vessel would you pick for a 20 L pilot run?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("toast")).toContainText("Message sent");

    const inbox = await newPage(browser, testInfo);
    await logIn(inbox, testInfo, owner, "/influencer-dashboard/inbox");
    const message = inbox.getByTestId("inbox-message").first();
    await expect(message.getByRole("heading")).toContainText("Scale-up question");
    await expect(message.getByTestId("unread-badge")).toBeVisible();
    await expect(message).toContainText("Which vessel would you pick for a 20 L pilot run?");
    await expect(message).toContainText(`From ${sender.fullName}`);
    await inbox.reload();
    await expect(inbox.getByTestId("inbox-message").first().getByRole("heading")).toHaveText("Scale-up question");
    await expect(inbox.getByTestId("unread-badge")).toHaveCount(0);

    await goto(inbox, testInfo, "/dev/mailbox");
    await expect(inbox.locator(`[data-testid=mail][data-to="${owner.email}"]`).getByRole("heading")).toHaveText(
      `New message from ${sender.fullName}: Scale-up question`,
    );
    await inbox.context().close();
  });
});

test.describe("brands", () => {
  test("subscribe changes the count; a visitor requests a demo", async ({ page, people }, testInfo) => {
    const brand = jsEnabled(testInfo) ? "merck" : "sartorius";
    const member = await people.member("buyer", testInfo);
    await logIn(page, testInfo, member, `/shop/brands/${brand}`);
    const count = page.getByTestId("subscriber-count");
    const before = Number((await count.innerText()).match(/^[\d,]+/)![0].replace(/,/g, ""));
    await page.getByTestId("subscribe-button").click();
    await expect(count).toHaveText(
      `${(before + 1).toLocaleString("en-US")} ${before + 1 === 1 ? "subscriber" : "subscribers"}`,
    );
    await expect(page.getByTestId("subscribe-button")).toHaveText("Unsubscribe");
    await expect(page.getByTestId("toast")).toContainText("Subscribed");

    // The form is prefilled for members.
    const form = page.getByTestId("request-demo-form");
    await expect(form.getByLabel("Full name")).toHaveValue(member.fullName);
    await expect(form.getByLabel("Email")).toHaveValue(member.email);

    const requester = `e2e-demo-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
    await form.getByLabel("Email").fill(requester);
    await form.getByLabel("Company").fill("E2E Labs");
    await form.getByLabel("Message").fill("Please show us your filtration range.");
    await form.getByLabel(/Preferred date/).fill("2020-01-01");
    await form.getByRole("button", { name: "Request a Demo" }).click();
    await expect(form.getByTestId("field-error")).toHaveText("Please choose a date from today on.");

    const future = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await page
      .getByTestId("request-demo-form")
      .getByLabel(/Preferred date/)
      .fill(future);
    await page.getByTestId("request-demo-form").getByRole("button", { name: "Request a Demo" }).click();
    await expect(page.getByTestId("toast")).toContainText("Demo Request Sent");
    await expect(page.getByTestId("toast")).toContainText(requester);

    await goto(page, testInfo, "/dev/mailbox");
    await expect(page.locator(`[data-testid=mail][data-to="${requester}"]`).getByRole("heading")).toHaveText(
      /^Your demo request to /,
    );
  });
});

test.describe("accessibility", () => {
  test("demo, expert, inbox and brand pages have no serious or critical axe violations, signed in and out", async ({
    page,
    people,
  }, testInfo) => {
    test.skip(!jsEnabled(testInfo), "axe runs as page script");
    test.setTimeout(180_000);
    const paths = ["/demo", `/demo/${LIVE.id}`, `/demo/${UPCOMING[0]!.id}`, "/influencer/1", "/shop/brands/agilent"];
    const check = async (path: string, who: string) => {
      await goto(page, testInfo, path);
      // Open every share menu so its links and field are checked too.
      for (const summary of await page.getByTestId("share-menu").locator("summary").all())
        await summary.evaluate((el) => el.parentElement!.setAttribute("open", ""));
      // The stream/replay player is a third-party page (unreachable offline): its own accessibility is not ours.
      expect((await seriousAxeViolations(page, { exclude: "iframe" })).map((v) => `${who} ${path} ${v}`)).toEqual([]);
    };
    for (const path of paths) await check(path, "visitor");
    const owner = await people.member("influencer", testInfo);
    const expert = await people.linkExpert(5, owner);
    const member = await people.member("buyer", testInfo);
    await logIn(page, testInfo, member, "/demo");
    for (const path of [...paths, `/influencer/${expert.id}`]) await check(path, "member");
    await page.context().clearCookies();
    await logIn(page, testInfo, owner, "/influencer-dashboard/inbox");
    await check("/influencer-dashboard/inbox", "expert");
  });
});
