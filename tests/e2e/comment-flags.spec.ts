// Issue 11, with JavaScript on and off: a member reports a comment, an admin finds it in Manage Community's flag
// queue (with its post and the reason) and hides it with a reason, and the comment's author sees why.
// The test makes its own post and comment (seeded threads are read by other specs) and deletes them afterwards.
import pg from "pg";
import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready } from "./support";

const DEMO_PASSWORD = "Demo1234!";
const ADMIN = "admin@labmarket.test";
const AUTHOR = "buyer@labmarket.test";
const REPORTER = "community@labmarket.test";

async function session(browser: Browser, testInfo: TestInfo, email: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled(testInfo) });
  const page = await context.newPage();
  await page.goto("/login");
  await ready(page, testInfo);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

test("a member reports a comment, an admin hides it with a reason, its author sees why", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const run = randomUUID().slice(0, 8);
  const postId = `e2e-cflag-${run}`;
  const title = `E2E: antifoam for 50 L bags? ${run}`;
  const body = `Buy my antifoam at example.com, best price ${run}`;
  const reason = "Advertising belongs on brand pages, not in answers.";

  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  try {
    const { rows } = await pool.query(`SELECT id FROM "User" WHERE email = $1`, [AUTHOR]);
    const authorId = rows[0].id as string;
    await pool.query(
      `INSERT INTO "CommunityPost" (id, "authorId", "authorName", "authorRole", type, topic, title, content)
       VALUES ($1, $2, 'E2E Buyer', 'Buyer', 'discussion', 'bioreactors', $3, 'Which antifoam works in single-use bags?')`,
      [postId, authorId, title],
    );
    await pool.query(`INSERT INTO "PostComment" (id, "postId", "authorId", body) VALUES ($1, $2, $3, $4)`, [
      `${postId}-c`,
      postId,
      authorId,
      body,
    ]);
    const path = `/community/posts/${postId}`;

    // The member reports the comment (a <details> disclosure: it opens without JavaScript too).
    const member = await session(browser, testInfo, REPORTER);
    await member.goto(path);
    await ready(member, testInfo);
    const comment = member.getByTestId("comment").filter({ hasText: body });
    await comment.getByTestId("report-comment").locator("summary").click();
    await comment.getByLabel("Reason").selectOption("spam");
    await comment.getByRole("button", { name: /^Report comment/ }).click();
    await expect(member.getByTestId("toast")).toContainText("Our moderators will review this comment.");
    await expect(member.getByTestId("comment").filter({ hasText: body })).toContainText("You reported this comment.");

    // The admin finds it in the flag queue with its post and the reason, and hides it with a reason.
    const admin = await session(browser, testInfo, ADMIN);
    await admin.goto("/admin?section=community&view=queue");
    await ready(admin, testInfo);
    const item = admin.getByTestId("reported-comment").filter({ hasText: body });
    await expect(item).toContainText(title);
    await expect(item.getByTestId("flag-reasons")).toContainText("Spam or advertising (1)");
    await item.getByLabel("Hide — reason shown to the author").fill(reason);
    await item.getByRole("button", { name: "Hide", exact: true }).click();
    await expect(admin.getByTestId("toast")).toContainText("Comment hidden");
    await expect(admin.getByTestId("reported-comment").filter({ hasText: body })).toHaveCount(0);

    // Other members no longer see it; its author sees it with the moderator's reason.
    await member.goto(path);
    await expect(member.getByRole("heading", { name: title })).toBeVisible();
    await expect(member.getByTestId("comment").filter({ hasText: body })).toHaveCount(0);
    const author = await session(browser, testInfo, AUTHOR);
    await author.goto(path);
    const own = author.getByTestId("comment").filter({ hasText: body });
    await expect(own.getByTestId("moderation-notice")).toContainText("Hidden by a moderator");
    await expect(own.getByTestId("moderation-notice")).toContainText(reason);
    for (const page of [member, admin, author]) await page.context().close();
  } finally {
    // The post goes with its comment and the comment's reports.
    await pool.query(`DELETE FROM "CommunityPost" WHERE id = $1`, [postId]);
    await pool.end();
  }
});
