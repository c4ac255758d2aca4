// Issue 11 #1: an expert schedules a demo → a buyer sets a reminder → the expert reschedules → the buyer's mailbox
// has the updated invitation → the expert goes live → the buyer sees Join Now → the expert ends it and adds a
// replay → the buyer sees Watch Replay. With the seeded demo accounts; the demo is removed afterwards.
import pg from "pg";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready } from "./support";

const PASSWORD = "Demo1234!";
const EXPERT = "influencer@labmarket.test";
const BUYER = "buyer@labmarket.test";

async function logIn(browser: Browser, testInfo: TestInfo, email: string, redirectTo: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) });
  const page = await context.newPage();
  await page.goto(`/login?${new URLSearchParams({ redirectTo })}`);
  await ready(page, testInfo);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL((url) => url.pathname === redirectTo);
  await ready(page, testInfo);
  return page;
}

/** "YYYY-MM-DDTHH:MM" some days ahead (the datetime-local value the expert types). */
const daysAhead = (days: number, time: string) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

const demoCard = (page: Page, title: string) =>
  page.getByTestId("demo-card").filter({ has: page.getByRole("heading", { name: title }) });

test("an expert schedules, reschedules, goes live, ends and adds a replay; a buyer follows along", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const title = `E2E scheduled demo ${testInfo.project.name} ${Date.now().toString(36)}`;
  let demoId = "";
  try {
    // The expert schedules a demo from Content Management.
    const expert = await logIn(browser, testInfo, EXPERT, "/influencer-dashboard");
    await expert.goto("/influencer-dashboard?tab=content");
    await expert.getByTestId("schedule-demo").click();
    await expect(expert).toHaveURL(/\/influencer-dashboard\/demos\/new$/);
    await ready(expert, testInfo);
    const form = expert.getByTestId("demo-editor");
    // The product picker searches before anything else is filled in: the form's checks are for saving only.
    await form.getByLabel("Search the catalogue").fill("centrifuge");
    await form.getByRole("button", { name: "Find products" }).click();
    const matches = form.getByTestId("product-results");
    await expect(matches.getByRole("checkbox").first()).toBeVisible();
    await expect(form.getByTestId("field-error")).toHaveCount(0);
    const featured = (await matches.getByRole("checkbox").first().getAttribute("value"))!;
    await matches.getByRole("checkbox").first().check();
    await ready(expert, testInfo);
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Category").selectOption("analytics");
    await form.getByLabel("Length (minutes)").fill("30");
    await form.getByLabel("Starts").fill(daysAhead(7, "15:00"));
    await form.getByLabel("Description").fill("A walk through a UHPLC column swap, live.");
    await form.getByLabel(/^Stream URL/).fill("https://www.twitch.tv/somelab");
    await form.getByRole("button", { name: "Schedule demo" }).click();
    // An unknown video host is refused next to the field; nothing is stored.
    await expect(form.getByTestId("field-error")).toContainText("This video host is not supported");
    await form.getByLabel(/^Stream URL/).fill("https://www.youtube.com/watch?v=Bs9tR4mVx2Q");
    await form.getByRole("button", { name: "Schedule demo" }).click();
    await expect(expert.getByTestId("toast")).toContainText("Demo scheduled");
    await expect(expert).toHaveURL(/\/influencer-dashboard\/demos\/[^/]+$/);
    demoId = decodeURIComponent(new URL(expert.url()).pathname.split("/").pop()!);
    const stored = await db.query(`SELECT "productId" FROM "DemoProduct" WHERE "demoId" = $1`, [demoId]);
    expect(stored.rows.map((row) => row.productId)).toEqual([featured]);
    await ready(expert, testInfo);

    // A buyer sets a reminder.
    const buyer = await logIn(browser, testInfo, BUYER, `/demo/${demoId}`);
    await buyer.getByRole("button", { name: `Set Reminder: ${title}` }).click();
    await expect(buyer.getByTestId("toast")).toContainText("Reminder Set");

    // The expert moves it; the buyer's mailbox has the updated invitation.
    await expert.getByTestId("demo-editor").getByLabel("Starts").fill(daysAhead(8, "16:30"));
    await expert.getByRole("button", { name: "Save changes" }).click();
    await expect(expert.getByTestId("toast")).toContainText("Demo rescheduled");
    await buyer.goto("/dev/mailbox");
    const mail = buyer.locator(`[data-testid="mail"][data-to="${BUYER}"]`).filter({ hasText: `Rescheduled: ${title}` });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText(`attachments: ${demoId}.ics`);
    await expect(mail.getByTestId("mail-text")).toContainText("now starts");
    const { rows } = await db.query(`SELECT attachments FROM "EmailMessage" WHERE "to" = $1 AND subject = $2`, [
      BUYER,
      `Rescheduled: ${title}`,
    ]);
    const ics = Buffer.from(rows[0].attachments[0].contentBase64, "base64").toString("utf8");
    expect(ics).toContain(`UID:demo-${demoId}@labmarket`);
    expect(ics).toContain("SEQUENCE:1");

    // The expert goes live: the buyer sees Join Now and joins.
    await ready(expert, testInfo);
    await expert.getByRole("button", { name: "Go live" }).click();
    await expect(expert.getByTestId("toast")).toContainText("You're live");
    await buyer.goto("/demo?category=analytics");
    await ready(buyer, testInfo);
    await demoCard(buyer, title)
      .getByRole("button", { name: `Join Now: ${title}` })
      .click();
    await expect(buyer).toHaveURL(new RegExp(`/demo/${demoId}$`));
    await expect(buyer.getByTestId("demo-status").first()).toHaveText(/LIVE/);

    // The expert ends it and adds the recording: the buyer sees Watch Replay.
    await ready(expert, testInfo);
    await expert.getByRole("button", { name: "End demo" }).click();
    await expect(expert.getByTestId("toast")).toContainText("Demo ended");
    await ready(expert, testInfo);
    await expert
      .getByTestId("demo-editor")
      .getByLabel(/^Replay URL/)
      .fill("https://vimeo.com/76979871");
    await expert.getByRole("button", { name: "Save changes" }).click();
    await expect(expert.getByTestId("toast")).toContainText("Demo saved");
    await buyer.goto("/demo?category=analytics");
    await demoCard(buyer, title)
      .getByRole("link", { name: `Watch Replay: ${title}` })
      .click();
    await expect(buyer).toHaveURL(new RegExp(`/demo/${demoId}$`));
    await expect(buyer.locator("iframe#player, #player iframe")).toHaveAttribute(
      "src",
      "https://player.vimeo.com/video/76979871",
    );
  } finally {
    if (demoId) await db.query(`DELETE FROM "Demo" WHERE id = $1`, [demoId]);
    await db.end();
  }
});
