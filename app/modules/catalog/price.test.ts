import { describe, expect, it } from "vitest";
import { displayedPrice, effectivePriceCents, selectDisplayVariant, variantPrice, type PricedVariant } from "./price";

const usd = { code: "usd", symbol: "$", template: "$$1" };
const v = (id: string, priceInCents: number, salePriceInCents: number | null = null): PricedVariant => ({
  id,
  title: id,
  priceInCents,
  salePriceInCents,
  currency: usd,
});

describe("selectDisplayVariant", () => {
  const variants = [v("a", 3000), v("b", 1000), v("c", 2000)];

  it("picks the cheapest variant when site_product_selection is lowest_price_first", () => {
    expect(selectDisplayVariant({ siteProductSelection: "lowest_price_first", variants })?.id).toBe("b");
  });

  it("picks the cheapest variant when site_product_selection is null", () => {
    expect(selectDisplayVariant({ siteProductSelection: null, variants })?.id).toBe("b");
  });

  it("picks the first variant for any other selection", () => {
    expect(selectDisplayVariant({ siteProductSelection: "first", variants })?.id).toBe("a");
    expect(selectDisplayVariant({ siteProductSelection: "manual", variants })?.id).toBe("a");
  });

  it("compares variants by what they sell for (sale price when present)", () => {
    const onSale = [v("a", 3000, 500), v("b", 1000)];
    expect(selectDisplayVariant({ siteProductSelection: null, variants: onSale })?.id).toBe("a");
  });

  it("keeps the first of equally cheap variants", () => {
    expect(selectDisplayVariant({ siteProductSelection: null, variants: [v("a", 1000), v("b", 1000)] })?.id).toBe("a");
  });

  it("returns null without variants", () => {
    expect(selectDisplayVariant({ siteProductSelection: null, variants: [] })).toBeNull();
  });
});

describe("displayedPrice", () => {
  it("shows the sale amount with the original struck through", () => {
    const price = displayedPrice({ siteProductSelection: null, variants: [v("a", 129000, 114500)] });
    expect(price).toMatchObject({
      cents: 114500,
      formatted: "$1,145.00",
      originalCents: 129000,
      originalFormatted: "$1,290.00",
      onSale: true,
      currencyCode: "usd",
    });
  });

  it("shows the amount when there is no sale", () => {
    const price = displayedPrice({ siteProductSelection: "first", variants: [v("a", 1999), v("b", 5)] });
    expect(price).toMatchObject({ cents: 1999, formatted: "$19.99", originalFormatted: null, onSale: false });
  });

  it("uses the picked variant when given, the chosen one for an unknown id", () => {
    const product = { siteProductSelection: null, variants: [v("a", 3000), v("b", 1000)] };
    expect(displayedPrice(product, "a")?.cents).toBe(3000);
    expect(displayedPrice(product, "zzz")?.cents).toBe(1000);
  });

  it("falls back to € / eur without currency info", () => {
    const price = variantPrice({ id: "x", title: "x", priceInCents: 250, salePriceInCents: null, currency: null });
    expect(price.formatted).toBe("€2.50");
    expect(price.currencyCode).toBe("eur");
  });

  it("is null for a product without variants", () => {
    expect(displayedPrice({ siteProductSelection: null, variants: [] })).toBeNull();
  });

  it("effective price is the sale amount if present, otherwise the amount", () => {
    expect(effectivePriceCents({ priceInCents: 10, salePriceInCents: 0 })).toBe(0);
    expect(effectivePriceCents({ priceInCents: 10, salePriceInCents: null })).toBe(10);
  });
});
