import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, ready } from "./support";

// Recommendations with reasons (ADR 028): a new buyer's dashboard recommendations change after they view a product
// and compare two; the product page shows "Similar products" (rows written by the recommendation job, which runs
// at server start).

// Headless Chromium says "HeadlessChrome", which isbot treats as a robot (its views would not count).
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PASSWORD = "Password123!";

async function goto(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  await ready(page, testInfo);
}

async function signUpBuyer(page: Page, testInfo: TestInfo): Promise<void> {
  const email = `e2e-recs-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  await goto(page, testInfo, "/signup?role=buyer");
  const main = page.getByRole("main");
  await main.getByLabel("Full name").fill("E2E Recommendations");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
  await goto(page, testInfo, "/dev/mailbox");
  const text = await page
    .locator(`[data-testid=mail][data-to="${email}"]`)
    .first()
    .locator("[data-testid=mail-text]")
    .innerText();
  const code = text.match(/\b(\d{6})\b/)![1]!;
  await goto(page, testInfo, "/verify-otp");
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify Account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await ready(page, testInfo);
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

async function reasons(page: Page, testInfo: TestInfo): Promise<string> {
  await goto(page, testInfo, "/buyer-dashboard?tab=recommendations");
  await expect(page.getByRole("heading", { name: "Recommended for you" })).toBeVisible();
  return (await page.getByTestId("recommendation-reason").allInnerTexts()).join("\n");
}

test("dashboard recommendations give reasons that follow the buyer's views and compares", async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = jsEnabled(testInfo);
  // Each project views its own product (the server and catalogue are shared between the two runs).
  const viewed = js ? "gen-pilot-freeze-dryer-0018" : "gen-pilot-freeze-dryer-0075";
  const compared = ["gen-pilot-freeze-dryer-0037", "gen-pilot-freeze-dryer-0056"];
  const context = await browser.newContext({
    javaScriptEnabled: js,
    userAgent: DESKTOP_CHROME,
    baseURL: testInfo.project.use.baseURL,
  });
  const page = await context.newPage();
  await signUpBuyer(page, testInfo);

  // A new buyer without activity: reasons, but none from views or compares.
  const before = await reasons(page, testInfo);
  expect(before).not.toContain("Because you viewed");
  expect(before).not.toContain("Because you compared");

  // The product page: its similar products come from the job that ran at start-up.
  await expect
    .poll(
      async () => {
        await goto(page, testInfo, `/store/product/${viewed}`);
        return page.getByTestId("similar-products").getByTestId("recommendation-reason").count();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();

  await expect
    .poll(() => reasons(page, testInfo), { timeout: 20_000, intervals: [1_000] })
    .toContain(`Because you viewed ${title}`);

  for (const id of compared) {
    await goto(page, testInfo, `/store/product/${id}`);
    await page.getByRole("button", { name: /^Compare / }).click();
    await expect(page.getByTestId("toast")).toBeVisible();
  }
  await expect(page.getByRole("main")).toBeVisible();
  await expect
    .poll(() => reasons(page, testInfo), { timeout: 20_000, intervals: [1_000] })
    .toContain("Because you compared two biopharma machinery products");
  await context.close();
});
