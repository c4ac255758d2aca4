// Issue 5 journeys for events, community, panels and contact, with JavaScript on and off (demo mode):
// register for an event and find the e-mail with the .ics; post a question, answer it as another user, vote,
// accept, remove; join a panel; contact with routing and the spec sheet download.
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready } from "./support";

const DEMO_PASSWORD = "Demo1234!";
const ACCOUNTS = {
  buyer: "buyer@labmarket.test",
  community: "community@labmarket.test",
  influencer: "influencer@labmarket.test",
  admin: "admin@labmarket.test",
  brand: "brand@labmarket.test",
} as const;

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function logIn(page: Page, testInfo: TestInfo, email: string, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login");
  await ready(page, testInfo);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A separate browser session (own cookies) logged in as `email`, with the project's JavaScript setting. */
async function session(browser: Browser, testInfo: TestInfo, email: string) {
  const context = await browser.newContext({
    javaScriptEnabled: jsEnabled(testInfo),
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await logIn(page, testInfo, email);
  return { page, close: () => context.close() };
}

test.describe("events", () => {
  test("register for an event and find the confirmation e-mail with the .ics in the dev mailbox", async ({
    page,
  }, testInfo) => {
    const email = `e2e-event-${unique()}@example.com`;
    await page.goto("/events/webinar-mass-spectrometry");
    await ready(page, testInfo);
    const form = page.getByTestId("registration-form");
    await form.getByLabel("Full Name").fill("Dorothy Hodgkin");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Request to Join" }).click();
    await expect(page.getByTestId("toast")).toContainText("Registration Submitted!");

    await page.goto("/dev/mailbox");
    const mail = page.locator(`[data-testid="mail"][data-to="${email}"]`);
    await expect(mail).toHaveCount(1);
    await expect(mail.getByRole("heading")).toHaveText(/^Registration confirmed: Advances in Mass Spectrometry/);
    await expect(mail).toContainText("attachments: webinar-mass-spectrometry.ics");
    await expect(mail.getByTestId("mail-text")).toContainText("Hello Dorothy Hodgkin,");
    await expect(mail.getByTestId("mail-text")).toContainText("/events/webinar-mass-spectrometry");
  });
});

test.describe("community", () => {
  test("post a question, answer it as another user, vote, accept the answer and remove the post", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const title = `E2E: best antifoam for CHO perfusion? ${unique()}`;

    // Visitors are asked to log in first, and come back to the form.
    await page.goto("/community?topic=bioreactors");
    await ready(page, testInfo);
    await page.getByRole("link", { name: "Post Question" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcommunity%2Fask%3Ftopic%3Dbioreactors/);
    const main = page.getByRole("main");
    await main.getByLabel("Email").fill(ACCOUNTS.buyer);
    await main.getByLabel("Password").fill(DEMO_PASSWORD);
    await main.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/community\/ask\?topic=bioreactors$/);
    await expect(page).toHaveTitle("Post a Question | LabMarket");
    await ready(page, testInfo);

    // Bad input stays on the form with messages.
    const ask = page.getByTestId("ask-form");
    await ask.getByLabel("Title").fill("   ");
    await ask.getByLabel("Question").fill("   ");
    await ask.getByRole("button", { name: "Post Question" }).click();
    await expect(ask.getByText("Please give your question a title.")).toBeVisible();
    await expect(ask.getByText("Please describe your question.")).toBeVisible();

    await ask.getByLabel("Title").fill(title);
    await expect(ask.getByLabel("Topic")).toHaveValue("bioreactors");
    await ask
      .getByLabel("Question")
      .fill("Our 50 L perfusion run foams at 30 million cells/mL. Antifoam C or simethicone?");
    await ask.getByRole("button", { name: "Post Question" }).click();
    await expect(page).toHaveURL(/\/community\/posts\/[a-z0-9]+$/);
    await expect(page.getByTestId("toast")).toContainText("Question Posted");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText("Blake Buyer · Buyer")).toBeVisible();
    const postUrl = new URL(page.url()).pathname;

    // Another member answers.
    const helper = await session(browser, testInfo, ACCOUNTS.community);
    await helper.page.goto(postUrl);
    await ready(helper.page, testInfo);
    const commentForm = helper.page.getByTestId("comment-form");
    await commentForm.getByLabel("Your answer").fill("   ");
    await commentForm.getByRole("button", { name: "Post Answer" }).click();
    await expect(commentForm.getByText("Please write your answer.")).toBeVisible();
    await commentForm.getByLabel("Your answer").fill("Lower the sparger flow first, then dose antifoam C at 10 ppm.");
    await commentForm.getByRole("button", { name: "Post Answer" }).click();
    await expect(helper.page.getByTestId("toast")).toContainText("Answer Posted");
    await expect(helper.page.getByTestId("comment")).toHaveCount(1);
    await expect(helper.page.getByTestId("comment")).toContainText("Casey Community · Community Member");
    await expect(helper.page.getByRole("button", { name: /Accept answer/ })).toHaveCount(0);
    await helper.close();

    // A third member votes on the feed: up, then down (changed), then down again (removed), then up.
    const voter = await session(browser, testInfo, ACCOUNTS.influencer);
    await voter.page.goto("/community?topic=bioreactors");
    await ready(voter.page, testInfo);
    const card = voter.page.getByTestId("community-post").filter({ hasText: title });
    const score = card.getByTestId("post-score");
    await expect(score).toHaveText("0");
    await card.getByRole("button", { name: `Upvote: ${title}` }).click();
    await expect(score).toHaveText("1");
    await expect(card.getByRole("button", { name: `Upvote: ${title}` })).toHaveAttribute("aria-pressed", "true");
    await card.getByRole("button", { name: `Downvote: ${title}` }).click();
    await expect(score).toHaveText("-1");
    await card.getByRole("button", { name: `Downvote: ${title}` }).click();
    await expect(score).toHaveText("0");
    await card.getByRole("button", { name: `Upvote: ${title}` }).click();
    await expect(score).toHaveText("1");
    await expect(card).toContainText("1 comment");
    if (!jsEnabled(testInfo)) await expect(voter.page).toHaveURL(/\/community\?topic=bioreactors/);
    // The score is stored: once the vote request has finished (the buttons take clicks again), a reload shows it.
    await expect(card.getByRole("button", { name: `Upvote: ${title}` })).not.toHaveAttribute("aria-disabled", "true");
    await voter.page.reload();
    await expect(score).toHaveText("1");
    await expect(card.getByRole("link", { name: "LinkedIn", includeHidden: true })).toHaveAttribute(
      "href",
      /linkedin\.com\/sharing\/share-offsite\/\?url=.*%2Fcommunity%2Fposts%2F/,
    );
    await expect(card.getByRole("link", { name: "Facebook", includeHidden: true })).toHaveAttribute(
      "href",
      /facebook\.com\/sharer\/sharer\.php\?u=/,
    );
    await expect(card.getByRole("link", { name: "Twitter", includeHidden: true })).toHaveAttribute(
      "href",
      /twitter\.com\/intent\/tweet\?url=/,
    );
    await voter.close();

    // The asker cannot vote on their own post, accepts the answer, then removes the post after confirming.
    await page.goto(postUrl);
    await ready(page, testInfo);
    await expect(page.getByRole("button", { name: `Upvote: ${title}` })).toBeDisabled();
    await expect(page.getByTestId("post-score")).toHaveText("1");
    await page.getByRole("button", { name: /Accept answer/ }).click();
    await expect(page.getByTestId("toast")).toContainText("Answer Accepted");
    await expect(page.getByTestId("accepted-badge")).toHaveText("✓ Accepted answer");
    await expect(page.getByText("✓ Answered")).toBeVisible();

    await page.getByRole("link", { name: "Remove post" }).click();
    const confirm = page.getByTestId("confirm-remove");
    await expect(confirm).toContainText("Remove this post?");
    await confirm.getByRole("button", { name: "Yes, remove post" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByTestId("toast")).toContainText("Post Removed");
    await expect(page.getByTestId("community-post").filter({ hasText: title })).toHaveCount(0);
  });

  test("visitors voting are sent to log in and come back to the feed", async ({ page }, testInfo) => {
    await page.goto("/community-knowledge?topic=chromatography");
    await ready(page, testInfo);
    await page.getByRole("button", { name: /^Upvote: Diagnosing pressure ripple/ }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcommunity-knowledge%3Ftopic%3Dchromatography/);
    await expect(page.getByTestId("toast")).toContainText("Login Required");
  });
});

test.describe("panels", () => {
  test("join a panel and leave it again; the member count follows", async ({ page }, testInfo) => {
    await page.goto("/panels?category=manufacturing");
    await ready(page, testInfo);
    const card = page.getByTestId("panel-card").filter({ hasText: "GMP Manufacturing" }).first();
    await card.getByRole("button", { name: /^Join / }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpanels%3Fcategory%3Dmanufacturing/);

    // One account per project, so the js-on and js-off runs never touch the same membership.
    await logIn(
      page,
      testInfo,
      jsEnabled(testInfo) ? ACCOUNTS.admin : ACCOUNTS.community,
      "/panels?category=manufacturing",
    );
    await ready(page, testInfo);
    const members = card.getByTestId("panel-members");
    const leaveButton = card.getByRole("button", { name: /^Leave / });
    if (await leaveButton.count()) {
      await leaveButton.click();
      await expect(card.getByRole("button", { name: /^Join / })).toBeVisible();
    }
    const before = Number((await members.textContent())!.replace(/[^\d]/g, ""));
    await card.getByRole("button", { name: /^Join / }).click();
    await expect(card.getByRole("button", { name: /^Leave / })).toHaveText("Leave Panel");
    await expect(members).toHaveText(`${(before + 1).toLocaleString("en-US")} members`);
    if (!jsEnabled(testInfo)) await expect(page.getByTestId("toast")).toContainText("Joined Panel");
    await expect(card.getByRole("button", { name: /^Leave / })).not.toHaveAttribute("aria-disabled", "true");
    await page.reload();
    await expect(members).toHaveText(`${(before + 1).toLocaleString("en-US")} members`);
    await card.getByRole("button", { name: /^Leave / }).click();
    await expect(card.getByRole("button", { name: /^Join / })).toHaveText("Join Panel");
    await expect(members).toHaveText(`${before.toLocaleString("en-US")} members`);
  });

  test("only influencers and admins can build a panel", async ({ page }, testInfo) => {
    await page.goto("/create-panel");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcreate-panel$/);
    await logIn(page, testInfo, ACCOUNTS.buyer, "/create-panel");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("contact", () => {
  test("a quote request for a product is stored and the sender gets a confirmation", async ({ page }, testInfo) => {
    const email = `e2e-quote-${unique()}@example.com`;
    await page.goto("/contact?tab=quote&product=waters-acquity-premier-uplc");
    await ready(page, testInfo);
    const form = page.getByTestId("contact-form");
    await expect(form.getByLabel("Product")).toHaveValue("Waters ACQUITY Premier UPLC System");
    await form.getByLabel("Full Name").fill("Marie Curie");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("Institut du Radium");
    await form.getByLabel("Quantity").fill("2");
    await form.getByLabel("Requirements").fill("Two systems with PDA detectors.");
    await form.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByTestId("message-sent")).toContainText("Message Sent!");
    await expect(form.getByLabel("Full Name")).toHaveValue("");

    await page.goto("/dev/mailbox");
    await expect(page.locator(`[data-testid="mail"][data-to="${email}"]`).getByRole("heading")).toHaveText(
      "We received your quote request",
    );
    await expect(
      page
        .locator('[data-testid="mail"]')
        .filter({ hasText: "New quote request from Marie Curie" })
        .filter({ hasText: email })
        .first(),
    ).toContainText("Waters ACQUITY Premier UPLC System, one of your products");
  });

  test("Download Specs stores the request and downloads the spec sheet", async ({ page }, testInfo) => {
    const email = `e2e-specs-${unique()}@example.com`;
    await page.goto("/contact?tab=specs&product=agilent-1290-uhplc");
    await ready(page, testInfo);
    const form = page.getByTestId("contact-form");
    await form.getByLabel("Full Name").fill("Rosalind Franklin");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Company").fill("King's College");
    const downloading = page.waitForEvent("download");
    await form.getByRole("button", { name: "Request Specs" }).click();
    await expect(page.getByTestId("message-sent")).toContainText("Message Sent!");
    // With JavaScript the download starts by itself; without it the visitor follows the link.
    if (!jsEnabled(testInfo)) await page.getByTestId("spec-sheet-link").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("agilent-1290-uhplc-spec-sheet.html");
    const path = await download.path();
    const { readFile } = await import("node:fs/promises");
    const html = await readFile(path!, "utf8");
    expect(html).toContain("<h1>Agilent 1290 Infinity II UHPLC System</h1>");
    expect(html).toContain("Up to 1300 bar");
  });

  test("the brand finds an inquiry about its product in its inbox and marks it handled; admins get the rest", async ({
    page,
    browser,
  }, testInfo) => {
    const marker = unique();
    // A question about an Agilent product goes to the Agilent inbox (the demo brand account manages agilent).
    await page.goto("/contact?tab=quote&product=agilent-8890-gc");
    await ready(page, testInfo);
    const form = page.getByTestId("contact-form");
    await form.getByLabel("Full Name").fill("Lise Meitner");
    await form.getByLabel("Email").fill(`e2e-inbox-${marker}@example.com`);
    await form.getByLabel("Company").fill("Kaiser Wilhelm Institut");
    await form.getByLabel("Quantity").fill("1");
    await form.getByLabel("Requirements").fill(`Needs a headspace sampler ${marker}`);
    await form.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByTestId("message-sent")).toContainText("Message Sent!");
    // A question with no product goes to the admins.
    await page.goto("/contact?tab=question");
    await ready(page, testInfo);
    await form.getByLabel("Full Name").fill("Emmy Noether");
    await form.getByLabel("Email").fill(`e2e-admins-${marker}@example.com`);
    await form.getByLabel("Subject").fill(`Invoices ${marker}`);
    await form.getByLabel("Question").fill("Can we pay by bank transfer?");
    await form.getByRole("button", { name: "Send Question" }).click();
    await expect(page.getByTestId("message-sent")).toContainText("Message Sent!");

    const brand = await session(browser, testInfo, ACCOUNTS.brand);
    await brand.page.goto("/brand/inbox");
    await ready(brand.page, testInfo);
    await brand.page
      .getByRole("navigation", { name: "Inbox sections" })
      .getByRole("link", { name: /Inquiries \(\d+ new\)/ })
      .click();
    await expect(brand.page).toHaveURL(/\/brand\/inbox\?tab=inquiries$/);
    const card = brand.page.getByTestId("inquiry").filter({ hasText: marker });
    await expect(card).toContainText("Lise Meitner · Kaiser Wilhelm Institut");
    await expect(card.getByRole("link", { name: "Agilent 8890 Gas Chromatograph System" })).toBeVisible();
    await expect(card.getByTestId("inquiry-status")).toHaveText("New");
    await expect(brand.page.getByTestId("inquiry").filter({ hasText: `Invoices ${marker}` })).toHaveCount(0);
    await card.getByRole("button", { name: /Mark as handled/ }).click();
    await expect(brand.page.getByTestId("toast")).toContainText("Inquiry marked as handled");
    await expect(card.getByTestId("inquiry-status")).toHaveText("Handled");
    await expect(card.getByRole("button", { name: /Reopen/ })).toBeVisible();
    await brand.close();

    const admin = await session(browser, testInfo, ACCOUNTS.admin);
    await admin.page.goto("/admin");
    await ready(admin.page, testInfo);
    await admin.page.getByRole("link", { name: "Requests & Orders" }).click();
    const routed = admin.page.getByTestId("inquiry").filter({ hasText: `Invoices ${marker}` });
    await expect(routed).toContainText("Emmy Noether");
    await expect(admin.page.getByTestId("inquiry").filter({ hasText: `headspace sampler ${marker}` })).toHaveCount(0);
    await admin.page.getByRole("link", { name: "All inquiries" }).click();
    await expect(admin.page.getByTestId("inquiry").filter({ hasText: `headspace sampler ${marker}` })).toContainText(
      "routed to Agilent",
    );
    await admin.close();
  });
});
