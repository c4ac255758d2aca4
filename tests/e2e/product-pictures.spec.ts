// Pictures that tell products apart (issue 37 item 4, ADR 068), JavaScript on and off: generated products of one kind
// show different drawings that load as SVG with no background of their own (the card's light or dark frame shows
// through), and hand-made products keep their own pictures. Reads seeded products only.
import { expect, test } from "@playwright/test";
import { ready } from "./support";

test("each generated centrifuge in the grid has its own picture, without a background, in light and dark", async ({
  page,
}, testInfo) => {
  await page.goto("/store?q=centrifuge");
  await ready(page, testInfo);
  const sources = await page
    .getByTestId("store-card")
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  const generated = sources.filter((src) => src.startsWith("/images/generated/centrifuge.svg?v="));
  expect(generated.length).toBeGreaterThanOrEqual(4);
  expect(new Set(generated).size).toBe(generated.length);
  expect(sources.some((src) => src.startsWith("/images/products/"))).toBe(true);
  for (const src of generated) {
    const response = await page.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  }

  await page.getByRole("button", { name: "Switch to dark theme" }).first().click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  // The first cards load eagerly. Drawn on a canvas, the picture's corner is transparent: no panel of its own.
  const picture = page
    .locator('[data-testid="store-card"] img[src^="/images/generated/"]:not([loading="lazy"])')
    .first();
  const corner = await picture.evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    return { width: image.naturalWidth, alpha: context.getImageData(4, 4, 1, 1).data[3] };
  });
  expect(corner).toEqual({ width: 800, alpha: 0 });
});
