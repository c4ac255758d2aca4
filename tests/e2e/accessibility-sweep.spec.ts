// Issue 37 (ADR 072): the store, a product page, the brand dashboard (overview and analytics) and the admin's users
// section have no serious or critical axe violations at a desktop width (1366 px) and a phone width (390 px), in the
// light and the dark theme. Each page and state is also saved as screenshots (the first screen, and the whole page
// with `-full`) in this test's output folder (test-results/…), to look at.
// axe runs as page script: JavaScript on only. Reads seeded data, changes nothing but the theme cookie.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { jsEnabled, logInAs, ready, seriousAxeViolations } from "./support";

const WIDTHS = [
  { name: "1366", width: 1366, height: 900 },
  { name: "390", width: 390, height: 844 },
] as const;
const THEMES = ["light", "dark"] as const;

/** The theme cookie, set as the toggle sets it (a plain form post to the theme resource). */
async function chooseTheme(page: Page, theme: (typeof THEMES)[number]) {
  const response = await page.request.post("/resources/theme", { form: { theme, _fetcher: "1" } });
  expect(response.ok()).toBe(true);
}

/** Every width and theme of each path: axe's serious and critical violations (expected none) and a screenshot. */
async function sweep(page: Page, testInfo: TestInfo, who: string, paths: string[]) {
  const violations: string[] = [];
  for (const theme of THEMES) {
    await chooseTheme(page, theme);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const path of paths) {
        await page.goto(path);
        await ready(page, testInfo);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? "dark" : "");
        const slug = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "");
        // The page's entrance fade has ended, so the screenshot shows the colours axe measures.
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
        const shot = testInfo.outputPath(`${who}-${slug}-${size.name}-${theme}`);
        await page.screenshot({ path: `${shot}.png` });
        await page.screenshot({ path: `${shot}-full.png`, fullPage: true });
        // Disclosures open (filters, data tables, menus in <details>): axe skips what is hidden.
        await page.evaluate(() => document.querySelectorAll("details").forEach((d) => d.setAttribute("open", "")));
        for (const v of await seriousAxeViolations(page)) violations.push(`${who} ${path} ${size.name} ${theme}: ${v}`);
      }
    }
  }
  expect(violations).toEqual([]);
}

test.describe("accessibility at 1366 and 390 px, light and dark", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!jsEnabled(testInfo), "axe runs as page script");
    test.setTimeout(180_000);
  });

  test("the store and a product page", async ({ page }, testInfo) => {
    await sweep(page, testInfo, "visitor", ["/store", "/store/product/agilent-1290-uhplc"]);
  });

  test("the brand dashboard", async ({ page }, testInfo) => {
    await logInAs(page, testInfo, "brand@labmarket.test");
    await sweep(page, testInfo, "brand", ["/brand-dashboard", "/brand-dashboard?tab=analytics"]);
  });

  test("the admin's users section", async ({ page }, testInfo) => {
    await logInAs(page, testInfo, "admin@labmarket.test");
    await sweep(page, testInfo, "admin", ["/admin?section=users"]);
  });
});
