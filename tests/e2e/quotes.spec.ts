import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/seed-accounts";
import { jsEnabled, ready } from "./support";

// Request for quotation: a buyer asks, the brand answers in its inbox, the buyer buys at the quoted price.

async function session(
  browser: Browser,
  testInfo: TestInfo,
  email: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
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
  return { page, close: () => context.close() };
}

test("request a quote, answer it as the brand, buy at the quoted price", async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const note = `Validation package needed ${Date.now()}-${testInfo.project.name}`;
  const buyer = await session(browser, testInfo, "buyer@labmarket.test");
  await buyer.page.goto("/store/product/agilent-8890-gc");
  await ready(buyer.page, testInfo);
  await buyer.page.getByRole("link", { name: "Request a Quote" }).first().click();
  await expect(buyer.page).toHaveURL(/\/quotes\/new\?product=agilent-8890-gc/);
  await expect(buyer.page.getByRole("heading", { name: "Request a Quote" })).toBeVisible();

  // A quantity of 0 is refused next to the field and nothing is stored.
  await buyer.page.getByLabel("Quantity").fill("0");
  await buyer.page.getByRole("button", { name: "Send quote request" }).click();
  await expect(buyer.page.getByText("The quantity must be at least 1.")).toBeVisible();

  await buyer.page.getByLabel("Quantity").fill("3");
  await buyer.page.getByLabel(/Note for the brand/).fill(note);
  await buyer.page.getByRole("button", { name: "Send quote request" }).click();
  await expect(buyer.page).toHaveURL(/\/quotes$/);
  const myQuote = buyer.page.getByTestId("quote").filter({ hasText: note });
  await expect(myQuote.getByText("Awaiting answer")).toBeVisible();

  const brand = await session(browser, testInfo, "brand@labmarket.test");
  await brand.page.goto("/brand/inbox");
  const row = brand.page.getByRole("row").filter({ hasText: note });
  await row.getByRole("link", { name: /Answer/ }).click();
  await expect(brand.page).toHaveURL(/\/brand\/inbox\/quotes\//);
  await expect(brand.page.getByRole("heading", { name: "Quote request" })).toBeVisible();
  await expect(brand.page.getByText(note)).toBeVisible();
  await ready(brand.page, testInfo);
  await brand.page.getByLabel(/Unit price/).fill("not a price");
  await brand.page.getByRole("button", { name: "Send quote" }).click();
  await expect(brand.page.getByText("Enter a price such as 1250.00.")).toBeVisible();
  await brand.page.getByLabel(/Unit price/).fill("12345.60");
  await brand.page.getByLabel("Lead time (days)").fill("21");
  await brand.page.getByLabel("Valid for (days)").fill("14");
  await brand.page.getByRole("button", { name: "Send quote" }).click();
  await expect(brand.page).toHaveURL(/\/brand\/inbox$/);
  await brand.close();

  await buyer.page.goto("/quotes");
  await ready(buyer.page, testInfo);
  const answered = buyer.page.getByTestId("quote").filter({ hasText: note });
  await expect(answered.getByText("Answered")).toBeVisible();
  await expect(answered.getByText("$37,036.80")).toBeVisible();
  await answered.getByRole("button", { name: "Add to cart at quoted price" }).click();
  await expect(buyer.page.getByTestId("toast")).toContainText("Added to Cart");
  await buyer.page.goto("/cart");
  await expect(buyer.page.getByRole("main").getByText("$12,345.60").first()).toBeVisible();
  await buyer.close();
});

test("anonymous visitors are asked to log in before requesting a quote", async ({ page }) => {
  await page.goto("/quotes/new?product=agilent-8890-gc");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fquotes%2Fnew%3Fproduct%3Dagilent-8890-gc/);
});
