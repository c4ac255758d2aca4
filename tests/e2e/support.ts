import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import { DEMO_PASSWORD } from "../../prisma/seed-accounts";

/** True in the "js-on" project, false in "js-off": flows branch only where the UI differs by design. */
export function jsEnabled(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/** Waits until the page is hydrated (JS on) so clicks reach React handlers; a no-op without JS. */
export async function ready(page: Page, testInfo: TestInfo) {
  if (jsEnabled(testInfo)) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Logs `page` in as a seeded demo account (the README's password) from the login page, JS on or off. */
export async function logInAs(page: Page, testInfo: TestInfo, email: string) {
  await page.goto("/login");
  await ready(page, testInfo);
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Password").fill(DEMO_PASSWORD);
  await main.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * axe's serious and critical violations on the current page, one line each ("rule: first targets").
 * Waits for running animations (page transition, card fade-in) to end first: axe measures contrast on what is
 * painted, and a half-faded card reads as low contrast.
 */
export async function seriousAxeViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  let builder = new AxeBuilder({ page });
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** The seeded rates (US dollars per unit) by currency symbol, as the demo database states them. */
const SEEDED_RATES = new Map(
  (
    JSON.parse(readFileSync(new URL("../../content/seed/currencies.json", import.meta.url), "utf8")) as {
      symbol: string;
      usdPerUnit?: number;
    }[]
  ).map((c) => [c.symbol, c.usdPerUnit ?? Number.NaN]),
);

/**
 * The listed prices of the cards (their `price-current`, in each product's own currency) in US dollars at the seeded
 * rates: the store sorts and filters by price in one currency (ADR 073), so the order is checked on these.
 */
export async function cardDollars(page: Page, card: string): Promise<number[]> {
  const texts = await page.getByTestId(card).getByTestId("price-current").allTextContents();
  return texts.map((text) => {
    const listed = text.replace(/^listed at /, "").trim();
    const rate = SEEDED_RATES.get(listed.replace(/[\d.,\s]/g, "").slice(0, 1)) ?? Number.NaN;
    return Number(listed.replace(/[^0-9.]/g, "")) * rate;
  });
}
