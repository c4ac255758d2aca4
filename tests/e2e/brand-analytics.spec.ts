import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/seed-accounts";
import { jsEnabled, ready } from "./support";

// Brand analytics: a visitor's product views reach the brand's Analytics tab (cached pages included), the period
// switch and the data table work, and the CSV downloads.

// Headless Chromium says "HeadlessChrome", which isbot rightly treats as a robot: the visitor is a desktop Chrome.
const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function viewsShown(page: Page): Promise<number> {
  const text = (await page.getByTestId("analytics-views").innerText()).trim();
  return Number(text.split(/\s/)[0]!.replace(/,/g, ""));
}

test("a visitor's views reach the brand's analytics; periods, data table and CSV", async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const js = jsEnabled(testInfo);
  const brandContext = await browser.newContext({ javaScriptEnabled: js, baseURL: testInfo.project.use.baseURL });
  const brand = await brandContext.newPage();
  await brand.goto("/login");
  await ready(brand, testInfo);
  await brand.getByRole("main").getByLabel("Email").fill("brand@labmarket.test");
  await brand.getByRole("main").getByLabel("Password").fill(DEMO_PASSWORD);
  await brand.getByRole("main").getByRole("button", { name: "Log In" }).click();
  await expect(brand).not.toHaveURL(/\/login/);

  await brand.goto("/brand-dashboard?tab=analytics&days=7");
  await expect(brand.getByRole("heading", { name: "Analytics" })).toBeVisible();
  const before = await viewsShown(brand);

  // An anonymous visitor (its repeat view may come from the page cache, which counts it too) and a crawler.
  const visitor = await browser.newContext({
    javaScriptEnabled: js,
    userAgent: DESKTOP_CHROME,
    baseURL: testInfo.project.use.baseURL,
  });
  const visitorPage = await visitor.newPage();
  for (let i = 0; i < 2; i++) {
    const response = await visitorPage.request.get("/store/product/agilent-8890-gc", {
      headers: { "User-Agent": DESKTOP_CHROME },
    });
    expect(response.status()).toBe(200);
  }
  await visitorPage.request.get("/store/product/agilent-8890-gc", {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  await visitor.close();

  // Counts are written in batches (every second in this test server): the brand sees them after a reload.
  await expect
    .poll(
      async () => {
        await brand.reload();
        return (await viewsShown(brand)) - before;
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBeGreaterThanOrEqual(2);

  // One drawing per screen width (DailyChart): the one shown is the image.
  await expect(brand.getByTestId("chart-views").getByRole("img")).toHaveAttribute("aria-label", /Product views: /);
  await brand.getByRole("link", { name: "90 days", exact: true }).click();
  await expect(brand).toHaveURL(/days=90/);
  await expect(brand.getByRole("link", { name: "90 days", exact: true })).toHaveAttribute("aria-current", "page");
  const table = brand.getByTestId("chart-views");
  await table.getByText("Data table").click();
  await expect(table.getByRole("table")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(91);
  await expect(brand.getByTestId("analytics-top-products").getByRole("link", { name: /8890/ })).toBeVisible();

  const downloading = brand.waitForEvent("download");
  await brand.getByTestId("analytics-csv").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^labmarket-analytics-90d-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.split("\n")[0]).toBe(
    "day,product_id,product_title,views,adds_to_cart,quote_requests,orders,units,revenue,currency",
  );
  expect(csv).toContain(",agilent-8890-gc,");
  await brandContext.close();
});
