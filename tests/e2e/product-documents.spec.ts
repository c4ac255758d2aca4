// The product page's Documents list with the demo seed's sample PDFs (issue 37 item 3), JavaScript on and off.
// Reads seeded products only (never changes them), so it needs no fixtures.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { jsEnabled, ready } from "./support";

test("a seeded consumable lists its datasheet, SDS and CoA with kind and size; the datasheet downloads as a PDF", async ({
  page,
}, testInfo) => {
  await page.goto("/store/product/merck-millex-gv-filters");
  await ready(page, testInfo);
  const documents = page.getByTestId("product-documents");
  await expect(documents.getByRole("heading", { name: "Documents" })).toBeVisible();
  const items = documents.getByRole("listitem");
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(/^Sample datasheet – Millex-GV.*Datasheet · PDF, \d+ KB$/);
  await expect(items.nth(1)).toContainText(/^Sample safety data sheet – .*Safety data sheet \(SDS\) · PDF, \d+ KB$/);
  await expect(items.nth(2)).toContainText(
    /^Sample certificate of analysis – .*Certificate of analysis \(CoA\) · PDF, \d+ KB$/,
  );
  // axe runs as page script: with JavaScript on only.
  if (jsEnabled(testInfo)) {
    const results = await new AxeBuilder({ page }).include('[data-testid="product-documents"]').analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }

  const link = documents.getByRole("link", { name: /^Sample datasheet – / });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/files\/document\/[0-9a-f]{32}\.pdf\?name=/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // What a click does, with or without JavaScript: the browser downloads the file under the document's title.
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Sample datasheet - Millex-GV.*\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBe(Number(response.headers()["content-length"]));
});

test("a seeded instrument lists its datasheet only", async ({ page }, testInfo) => {
  await page.goto("/store/product/agilent-1290-uhplc");
  await ready(page, testInfo);
  const items = page.getByTestId("product-documents").getByRole("listitem");
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(
    /^Sample datasheet – Agilent 1290 Infinity II UHPLC System.*Datasheet · PDF, \d+ KB$/,
  );
});
