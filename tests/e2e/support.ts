import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";
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
