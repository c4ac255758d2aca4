import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/seed-accounts";
import { ready } from "./support";

// Admin › Reports & Analytics: the figures, the period switch, a chart's data table and the CSV download.
test("an admin reads the reports, changes the period and downloads the daily figures", async ({ page }, testInfo) => {
  await page.goto("/login?redirectTo=%2Fadmin%3Fsection%3Dreports");
  await ready(page, testInfo);
  await page.getByRole("main").getByLabel("Email").fill("admin@labmarket.test");
  await page.getByRole("main").getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/section=reports/);
  await expect(page.getByRole("heading", { name: "Reports & Analytics" })).toBeVisible();
  // The demo accounts were created today: they are this week's sign-ups.
  await expect(page.getByTestId("report-signups")).not.toHaveText(/^0/);
  await expect(page.getByTestId("report-signups-by-role").getByRole("row", { name: /brand/i })).toBeVisible();

  await page.getByRole("link", { name: "7 days", exact: true }).click();
  await expect(page).toHaveURL(/days=7/);
  const chart = page.getByTestId("report-chart-signups");
  await chart.getByText("Data table").click();
  await expect(chart.getByRole("row")).toHaveCount(8);

  const downloading = page.waitForEvent("download");
  await page.getByTestId("reports-csv").click();
  const csv = fs
    .readFileSync((await (await downloading).path())!, "utf8")
    .trim()
    .split("\n");
  expect(csv[0]).toBe("day,signups,approvals,product_views,adds_to_cart,paid_orders,gmv,refunded,currency");
  expect(csv.length).toBeGreaterThanOrEqual(8);
});
