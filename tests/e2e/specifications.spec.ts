// Structured specifications and money formatting on product pages (issue 9), JavaScript on and off.
// Reads seeded and generated products only (never changes them), so it needs no fixtures.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { ready } from "./support";

async function goto(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  await ready(page, testInfo);
}

const specRow = (page: Page, label: string) =>
  page.getByTestId("spec-row").filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });

test("the grouped specifications table follows the selected variant; prices have thousands separators", async ({
  page,
}, testInfo) => {
  await goto(page, testInfo, "/store/product/agilent-1290-uhplc");
  await expect(page.getByTestId("price-current")).toHaveText("$98,500.00");
  const table = page.getByTestId("specifications");
  await expect(table.getByRole("heading", { name: "Technical specifications" })).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText([
    "Overview",
    "Performance",
    "Dimensions and weight",
    "Electrical",
  ]);
  await expect(specRow(page, "Maximum pressure").getByRole("cell")).toHaveText("1,300 bar");
  await expect(specRow(page, "Flow rate").getByRole("cell")).toHaveText("0.05–5 mL/min");

  await goto(page, testInfo, "/store/product/labconco-freezone-4-5l");
  await page.getByTestId("variant-option").filter({ hasText: "-84 °C" }).click();
  await expect(page).toHaveURL(/variant=labconco-freezone-4-5l-84c/);
  await expect(specRow(page, "Condenser temperature").getByRole("cell")).toHaveText("−84 °C* (selected option)");
  await expect(page.getByTestId("price-current")).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
});

test("a generated product shows its own drawing of its type as an eager, high-priority main image, and its specifications", async ({
  page,
}, testInfo) => {
  await goto(page, testInfo, "/store/product/gen-centrifuge-0006");
  const image = page.getByTestId("gallery-image");
  // The kind's drawing varied by the product, with its model code on the panel (ADR 068).
  await expect(image).toHaveAttribute("src", /^\/images\/generated\/centrifuge\.svg\?v=\d+&label=CF-\d{3}/);
  await expect(image).toHaveAttribute("fetchpriority", "high");
  await expect(image).toHaveAttribute("loading", "eager");
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Centrifuge");
  await expect(specRow(page, "Equipment type").getByRole("cell")).toHaveText("Centrifuge");
  await expect(specRow(page, "Maximum speed").getByRole("cell")).toHaveText(/^[\d,]+ rpm$/);
  await expect(page.getByTestId("price-current")).toHaveText(/^[$€]\d{1,3}(,\d{3})*\.\d{2}$/);
});
