import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/seed-accounts";
import { jsEnabled, ready } from "./support";

// Influencer collaborations: the brand invites an expert, the expert accepts and submits a post link, the brand
// marks the campaign Completed. Seeded logins: brand@labmarket.test (Agilent), influencer@labmarket.test (Expert 1).

async function session(browser: Browser, testInfo: TestInfo, email: string): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: jsEnabled(testInfo),
    baseURL: testInfo.project.use.baseURL,
  });
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

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a campaign from invitation to completion", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const title = `Bioreactor series ${Date.now()} ${testInfo.project.name}`;

  const brand = await session(browser, testInfo, "brand@labmarket.test");
  await brand.goto("/brand-dashboard?tab=collaborations");
  await brand.getByTestId("invite-expert").click();
  await expect(brand.getByRole("heading", { name: "Invite an expert" })).toBeVisible();
  await ready(brand, testInfo);
  await brand.getByLabel("Expert").selectOption("1");
  await brand.getByLabel("Campaign title").fill(title);
  await brand.getByLabel("Products to feature").selectOption(["agilent-8890-gc"]);
  await brand.getByLabel("Start date").fill(isoDay(1));
  await brand.getByLabel("End date").fill(isoDay(30));
  await brand.getByLabel(/^Fee/).fill("750.00");
  // Too short a brief is refused next to its field; what was typed stays.
  await brand.getByLabel("Brief").fill("Too short");
  await brand.getByRole("button", { name: "Send invitation" }).click();
  await expect(brand.getByText(/Write a brief of at least 20 characters/)).toBeVisible();
  await expect(brand.getByLabel("Campaign title")).toHaveValue(title);
  await brand.getByLabel("Brief").fill("Show the 8890 GC to QC labs in a 20-minute demo, with a sample run.");
  await brand.getByRole("button", { name: "Send invitation" }).click();
  // A cuid, not "new": with JavaScript the form's own URL is still showing until the redirect lands.
  await expect(brand).toHaveURL(/\/brand-dashboard\/campaigns\/c[a-z0-9]{20,}$/);
  await expect(brand.getByTestId("campaign-status")).toHaveText("Invitation");
  const campaignUrl = new URL(brand.url()).pathname;
  await expect(brand.getByTestId("campaign-compensation")).toHaveText("$750.00 fee");

  const expert = await session(browser, testInfo, "influencer@labmarket.test");
  await expert.goto("/influencer-dashboard?tab=campaigns");
  const row = expert.getByTestId("campaign-row").filter({ hasText: title });
  await expect(row.getByTestId("campaign-status")).toHaveText("Invitation");
  await row.getByRole("link", { name: title }).click();
  await ready(expert, testInfo);
  await expert.getByRole("button", { name: "Accept invitation" }).click();
  await expect(expert.getByTestId("campaign-status")).toHaveText("In Progress");
  await ready(expert, testInfo);
  await expert.getByLabel("Link to your post").fill("https://www.linkedin.com/posts/sarah-chen-8890-gc");
  await expert.getByRole("button", { name: "Submit content" }).click();
  await expect(expert.getByTestId("campaign-status")).toHaveText("Content Submitted");

  await brand.goto(campaignUrl);
  await expect(brand.getByTestId("campaign-content")).toContainText("linkedin.com/posts/sarah-chen-8890-gc");
  await ready(brand, testInfo);
  await brand.getByRole("button", { name: "Mark Completed" }).click();
  await expect(brand.getByTestId("campaign-status")).toHaveText("Completed");
  await brand.goto("/brand-dashboard?tab=collaborations");
  await expect(brand.getByTestId("campaign-row").filter({ hasText: title }).getByTestId("campaign-status")).toHaveText(
    "Completed",
  );

  await expert.goto("/influencer-dashboard?tab=campaigns");
  await expect(expert.getByTestId("campaign-row").filter({ hasText: title }).getByTestId("campaign-status")).toHaveText(
    "Completed",
  );
  await brand.context().close();
  await expert.context().close();
});
