// Issue 13: a live demo's room, with JavaScript on (fetchers + Server-Sent Events) and off (form posts that
// return to the room's anchors, and a Refresh link). A visitor is refused with the spec's notice; a verified
// buyer chats, asks a question the host answers, votes in the host's poll and adds a pinned product to the cart;
// after the demo the replay lists the answered question.
// Each test makes its own live demo and accounts in the database and removes them afterwards.
import bcrypt from "bcryptjs";
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test as base, type Browser, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready } from "./support";

const PASSWORD = "Password123!";
type Member = { id: string; email: string; fullName: string };

class Fixtures {
  private pool: pg.Pool;
  private users: string[] = [];
  private demos: string[] = [];
  constructor() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("live-room.spec.ts needs DATABASE_URL (the app's database)");
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  async member(role: "buyer" | "admin"): Promise<Member> {
    const id = `e2e${randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const email = `e2e-live-${role}-${id.slice(-10)}@example.com`;
    const fullName = `E2E ${role === "buyer" ? "Buyer" : "Host"} ${id.slice(-4)}`;
    await this.pool.query(
      `INSERT INTO "User" (id, email, "passwordHash", "emailVerifiedAt", "updatedAt") VALUES ($1, $2, $3, now(), now())`,
      [id, email, await bcrypt.hash(PASSWORD, 4)],
    );
    await this.pool.query(
      `INSERT INTO "Profile" (id, "fullName", role, status, "updatedAt") VALUES ($1, $2, $3::"Role", 'approved'::"ProfileStatus", now())`,
      [id, fullName, role],
    );
    this.users.push(id);
    return { id, email, fullName };
  }

  /** A live demo of its own featuring one purchasable product. */
  async liveDemo(): Promise<{ id: string; product: string }> {
    const id = `e2e-live-${randomUUID().slice(0, 8)}`;
    const { rows } = await this.pool.query(
      `SELECT p.id, p.title FROM "StoreProduct" p WHERE p."deletedAt" IS NULL AND p.status = 'active' AND p.purchasable
         AND EXISTS (SELECT 1 FROM "Variant" v WHERE v."productId" = p.id) ORDER BY p."sortOrder" LIMIT 1`,
    );
    await this.pool.query(
      `INSERT INTO "Demo" (id, title, "creatorName", "creatorType", category, status, "durationMinutes", "startsAt", description, "thumbnailUrl")
       VALUES ($1, $2, 'E2E Host', 'Company', 'analytics', 'live', 45, now() - interval '5 minutes', 'An e2e live demo.', '/images/demos/test.svg')`,
      [id, `E2E live room ${id}`],
    );
    await this.pool.query(`INSERT INTO "DemoProduct" ("demoId", "productId") VALUES ($1, $2)`, [id, rows[0].id]);
    this.demos.push(id);
    return { id, product: rows[0].title };
  }

  async endDemo(id: string) {
    await this.pool.query(`UPDATE "Demo" SET status = 'replay' WHERE id = $1`, [id]);
  }

  async cleanup() {
    if (this.demos.length) await this.pool.query(`DELETE FROM "Demo" WHERE id = ANY($1)`, [this.demos]);
    if (this.users.length) await this.pool.query(`DELETE FROM "User" WHERE id = ANY($1)`, [this.users]);
    await this.pool.end();
  }
}

const test = base.extend<{ fixtures: Fixtures }>({
  fixtures: async ({}, use) => {
    const fixtures = new Fixtures();
    await use(fixtures);
    await fixtures.cleanup();
  },
});

async function logIn(browser: Browser, testInfo: TestInfo, member: Member, redirectTo: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) });
  const page = await context.newPage();
  await page.goto(`/login?${new URLSearchParams({ redirectTo })}`);
  await ready(page, testInfo);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(member.email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirectTo);
  await ready(page, testInfo);
  return page;
}

/** With JS the change streams in; without it the viewer follows the room's Refresh link. */
async function refreshWithoutJs(page: Page, testInfo: TestInfo) {
  if (!jsEnabled(testInfo)) await page.getByRole("link", { name: "Refresh" }).click();
}

test("a visitor is refused with the spec's notice", async ({ page, fixtures }, testInfo) => {
  const demo = await fixtures.liveDemo();
  await page.goto(`/demo/${demo.id}`);
  await ready(page, testInfo);
  await expect(page.getByTestId("room-access-denied")).toHaveText(
    "Access Denied: You must be logged in and verified to join a live demo.",
  );
  await expect(page.getByTestId("live-room")).toHaveCount(0);
});

test("a verified buyer chats, asks, votes and buys from the room; the replay keeps the answer", async ({
  browser,
  fixtures,
}, testInfo) => {
  // Two signed-in browsers through a whole demo: longer than one page's test.
  test.setTimeout(150_000);
  const demo = await fixtures.liveDemo();
  const path = `/demo/${demo.id}`;
  const host = await logIn(browser, testInfo, await fixtures.member("admin"), path);
  const buyer = await logIn(browser, testInfo, await fixtures.member("buyer"), path);

  // The host pins the demo's product and opens a poll.
  await host.getByRole("button", { name: `Pin ${demo.product}` }).click();
  await expect(host.getByTestId("pinned-product")).toHaveCount(1);
  await host.getByText("Host: open a new poll").click();
  await host.getByLabel("Question", { exact: true }).fill("Which scale do you run?");
  await host.getByLabel("Option 1").fill("Bench");
  await host.getByLabel("Option 2").fill("Pilot");
  await host.getByRole("button", { name: "Open poll" }).click();
  await expect(host.getByTestId("poll")).toContainText("Which scale do you run?");

  // The buyer chats (HTML stays text) and asks a question.
  await refreshWithoutJs(buyer, testInfo);
  await buyer.getByLabel("Message").fill("Hello <b>room</b>");
  await buyer.getByRole("button", { name: "Send" }).click();
  await expect(buyer.getByTestId("chat-messages")).toContainText("Hello <b>room</b>");
  if (!jsEnabled(testInfo)) await expect(buyer).toHaveURL(new RegExp(`${path}#chat$`));
  await buyer.getByLabel("Ask the host").fill("Does the pilot skid fit a 50 L bag?");
  await buyer.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(buyer.getByTestId("questions")).toContainText("Does the pilot skid fit a 50 L bag?");

  // The host sees the question and answers it; the buyer sees it answered.
  await refreshWithoutJs(host, testInfo);
  await host.getByRole("button", { name: "Mark answered: Does the pilot skid fit a 50 L bag?" }).click();
  await refreshWithoutJs(buyer, testInfo);
  await expect(buyer.getByTestId("questions")).toContainText(/Answered at \d+:\d\d/);

  // The buyer votes and sees the results.
  await buyer.getByLabel("Pilot").check();
  await buyer.getByRole("button", { name: "Vote" }).click();
  await expect(buyer.getByTestId("poll")).toContainText("Pilot (your vote)");

  // A new poll: the buyer's vote on the last one does not lock them out of it (the vote is kept per poll).
  // (With JavaScript the host's "open a new poll" panel is still open from the first poll.)
  if (!(await host.getByLabel("Question", { exact: true }).isVisible()))
    await host.getByText("Host: open a new poll").click();
  await host.getByLabel("Question", { exact: true }).fill("Which sterilisation?");
  await host.getByLabel("Option 1").fill("Autoclave");
  await host.getByLabel("Option 2").fill("Gamma");
  await host.getByRole("button", { name: "Open poll" }).click();
  await expect(host.getByTestId("poll")).toContainText("Which sterilisation?");
  await refreshWithoutJs(buyer, testInfo);
  await expect(buyer.getByTestId("poll")).toContainText("Which sterilisation?");
  await buyer.getByLabel("Gamma").check();
  await buyer.getByRole("button", { name: "Vote" }).click();
  await expect(buyer.getByTestId("poll")).toContainText("Gamma (your vote)");

  // The pinned product goes into the cart from the room (back at #pinned without JavaScript), beside its spec sheet.
  await expect(buyer.getByRole("link", { name: `Download the spec sheet of ${demo.product}` })).toHaveAttribute(
    "href",
    /\/store\/product\/.+\/spec-sheet$/,
  );
  await buyer.getByRole("button", { name: `Add ${demo.product} to cart` }).click();
  await expect(buyer.getByTestId("cart-badge")).toHaveText("1");
  if (!jsEnabled(testInfo)) await expect(buyer).toHaveURL(new RegExp(`${path}#pinned$`));

  // The host unpins it: the room no longer shows it, the replay still lists it.
  await refreshWithoutJs(host, testInfo);
  await host.getByRole("button", { name: `Unpin ${demo.product}` }).click();
  await refreshWithoutJs(buyer, testInfo);
  await expect(buyer.getByTestId("pinned-product")).toHaveCount(0);

  // After the demo the replay lists the answered question with its stream time.
  await fixtures.endDemo(demo.id);
  await buyer.goto(path);
  await expect(buyer.getByTestId("answered-questions")).toContainText("Does the pilot skid fit a 50 L bag?");
  await expect(buyer.getByTestId("replay-room")).toContainText(demo.product);
  // The quote about this demo carries the demo and the buyer's question to the brand.
  await buyer.getByTestId("demo-quote").click();
  await expect(buyer.getByTestId("quote-about-demo")).toContainText("Does the pilot skid fit a 50 L bag?");
  await buyer.getByRole("button", { name: "Send quote request" }).click();
  await expect(buyer).toHaveURL((url) => url.pathname === "/quotes");
  await host.context().close();
  await buyer.context().close();
});

test("an admin ends the demo: the open room says so at once with JS, on the next load without", async ({
  browser,
  fixtures,
}, testInfo) => {
  test.setTimeout(90_000);
  const demo = await fixtures.liveDemo();
  const path = `/demo/${demo.id}`;
  const viewer = await logIn(browser, testInfo, await fixtures.member("buyer"), path);
  await expect(viewer.getByTestId("live-room")).toBeVisible();
  await expect(viewer.getByTestId("demo-status")).toHaveText("LIVE");
  await expect(viewer.locator("#player")).not.toContainText("This demo has ended");

  const admin = await logIn(browser, testInfo, await fixtures.member("admin"), "/admin");
  await admin.goto("/admin?section=demos&view=demos");
  await ready(admin, testInfo);
  await admin.getByRole("button", { name: `End live demo E2E live room ${demo.id}` }).click();
  await expect(admin.getByTestId("toast")).toContainText("Demo ended");

  if (jsEnabled(testInfo)) {
    // Streamed: no reload.
    await expect(viewer.getByTestId("room-ended")).toContainText("This demo has ended");
    await expect(viewer.getByTestId("live-room")).toHaveCount(0);
    // The page around the room no longer says live: the badge and the player change with it.
    await expect(viewer.getByTestId("demo-status")).toHaveText("REPLAY");
    await expect(viewer.locator("#player")).toContainText("This demo has ended");
  } else {
    await viewer.getByRole("link", { name: "Refresh" }).click();
    await expect(viewer.getByTestId("live-room")).toHaveCount(0);
    // A replay now (its recording is not added yet).
    await expect(viewer.getByText("Recording not available")).toBeVisible();
  }
  await admin.context().close();
  await viewer.context().close();
});
