import type { Page, TestInfo } from "@playwright/test";

/** True in the "js-on" project, false in "js-off": flows branch only where the UI differs by design. */
export function jsEnabled(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/** Waits until the page is hydrated (JS on) so clicks reach React handlers; a no-op without JS. */
export async function ready(page: Page, testInfo: TestInfo) {
  if (jsEnabled(testInfo)) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
