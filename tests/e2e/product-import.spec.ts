// Bulk CSV import (issue 10 #4): a brand uploads a CSV with two bad rows; the progress page (meta refresh without
// JavaScript, revalidation with it) ends with the summary and the two errors (row, column, message), the error report
// downloads, and the other rows are in Product Management as drafts.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/seed-accounts";
import { ready } from "./support";

test("a CSV import with two bad rows reports them and imports the rest", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.goto("/login");
  await ready(page, testInfo);
  await page.getByRole("main").getByLabel("Email").fill("brand@labmarket.test");
  await page.getByRole("main").getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("main").getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`.replace(/[^a-z0-9-]/gi, "").toUpperCase();
  const header = "sku,product_ref,title,category,price,currency,manage_stock,quantity,options";
  const rows = [
    `${run}-1,A,Import pump ${run},analytical-instruments,1250.00,usd,yes,4,Flow: 5 mL/min`,
    `${run}-2,A,,,1500.00,usd,yes,2,Flow: 10 mL/min`,
    `${run}-3,,Bad price ${run},analytical-instruments,twelve,usd,yes,1,`,
    `${run}-4,,Import column ${run},Analytical Instruments,99.90,usd,no,,`,
    `${run}-5,,Bad stock ${run},analytical-instruments,10.00,usd,yes,lots,`,
  ];

  await page.goto("/brand-dashboard?tab=products");
  await page.getByRole("link", { name: "Import / export CSV" }).click();
  await expect(page.getByRole("heading", { name: "Import products from CSV" })).toBeVisible();
  await page.getByLabel("CSV file").setInputFiles({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([header, ...rows].join("\n") + "\n"),
  });
  await page.getByRole("button", { name: "Upload and import" }).click();

  // The page refreshes itself until the run is done (meta refresh without JS, revalidation with it).
  await expect(page.getByTestId("import-status")).toHaveAttribute("data-status", "done", { timeout: 45_000 });
  await expect(page.getByTestId("import-created")).toHaveText("3");
  await expect(page.getByTestId("import-failed")).toHaveText("2");
  const errors = page.getByTestId("import-errors");
  await expect(errors.getByRole("row", { name: /^4 price Enter a price such as 1250\.00\./ })).toBeVisible();
  await expect(errors.getByRole("row", { name: /^6 quantity Enter the units in stock/ })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByTestId("error-report").click();
  const report = await (await download).path();
  const text = fs.readFileSync(report, "utf8");
  expect(text.split("\n")[0]).toBe("row,column,message");
  expect(text).toContain("4,price,Enter a price such as 1250.00.");

  await page.getByRole("link", { name: "See your products" }).click();
  await expect(page.getByText(`Import pump ${run}`)).toBeVisible();
  await expect(page.getByText(`Import column ${run}`)).toBeVisible();
  await expect(page.getByText(`Bad price ${run}`)).toHaveCount(0);
});
