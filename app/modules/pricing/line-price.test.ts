import { describe, expect, it } from "vitest";
import {
  discountedCents,
  organisationPrice,
  priceSourceLabel,
  resolveLinePrice,
  tierFor,
  unusedQuote,
  type OrganisationOffer,
} from "./line-price";

const now = new Date("2026-03-01T00:00:00Z");
const quote = { status: "answered" as const, validUntil: "2026-03-10T00:00:00Z", unitPriceCents: 800, quantity: 5 };
const listOnly = { priceInCents: 1000, salePriceInCents: null };
const offer = (over: Partial<OrganisationOffer>): OrganisationOffer => ({
  priceListName: "Uni contract 2026",
  scope: "variant",
  fixedPriceCents: null,
  discountBasisPoints: null,
  ...over,
});

describe("resolveLinePrice: quoted lines", () => {
  it("charges the quoted price while the quote is valid, even above a cheaper organisation price", () => {
    const cheaper = { ...listOnly, offers: [offer({ fixedPriceCents: 500 })] };
    expect(resolveLinePrice(cheaper, 5, quote, now)).toEqual({ unitPriceCents: 800, source: "quote", note: null });
  });
  it("falls back to the catalogue price when expired, unanswered, or over the quoted quantity", () => {
    const cents = (q: typeof quote | null, quantity = 5) => resolveLinePrice(listOnly, quantity, q, now).unitPriceCents;
    expect(cents({ ...quote, validUntil: "2026-02-01T00:00:00Z" })).toBe(1000);
    expect(cents({ ...quote, status: "requested" } as unknown as typeof quote)).toBe(1000);
    expect(cents(quote, 6)).toBe(1000);
    expect(cents(null, 1)).toBe(1000);
  });
  it("counts only the quote's units not yet ordered", () => {
    const used = unusedQuote({ ...quote, orderedQuantity: 3 });
    expect(used?.quantity).toBe(2);
    expect(resolveLinePrice(listOnly, 3, used, now).source).toBe("list");
  });
});

describe("resolveLinePrice: catalogue, tiers and organisation prices", () => {
  const tiers = [
    { minQuantity: 10, unitPriceCents: 900 },
    { minQuantity: 50, unitPriceCents: 800 },
  ];
  it("is the list price, or the sale price when on sale", () => {
    expect(resolveLinePrice(listOnly, 1)).toEqual({ unitPriceCents: 1000, source: "list", note: null });
    expect(resolveLinePrice({ priceInCents: 1000, salePriceInCents: 950 }, 1).source).toBe("sale");
  });
  it("takes the tier of the highest minimum reached", () => {
    expect(resolveLinePrice({ ...listOnly, tiers }, 9).source).toBe("list");
    expect(resolveLinePrice({ ...listOnly, tiers }, 10)).toEqual({
      unitPriceCents: 900,
      source: "tier",
      note: "10+ units",
    });
    expect(resolveLinePrice({ ...listOnly, tiers }, 75)).toEqual({
      unitPriceCents: 800,
      source: "tier",
      note: "50+ units",
    });
    expect(tierFor(tiers, 3)).toBeNull();
  });
  it("keeps a sale price that beats the tier", () => {
    expect(resolveLinePrice({ priceInCents: 1000, salePriceInCents: 850, tiers }, 10).unitPriceCents).toBe(850);
  });
  it("applies the organisation's price when it is the lowest, naming the price list", () => {
    const priced = { ...listOnly, tiers, offers: [offer({ discountBasisPoints: 1500 })] };
    expect(resolveLinePrice(priced, 1)).toEqual({
      unitPriceCents: 850,
      source: "organisation",
      note: "Uni contract 2026",
    });
    // At 50+ the tier (800) beats the contract (850): the buyer pays the lowest.
    expect(resolveLinePrice(priced, 50).source).toBe("tier");
  });
  it("prefers an entry naming the SKU over one naming its category, even when the category's is lower", () => {
    const offers = [offer({ scope: "category", discountBasisPoints: 3000 }), offer({ fixedPriceCents: 900 })];
    expect(organisationPrice(offers, 1000)?.cents).toBe(900);
    expect(organisationPrice([offers[0]], 1000)?.cents).toBe(700);
    expect(organisationPrice([], 1000)).toBeNull();
  });
  it("discounts off the list price, rounded to the cent, never to zero", () => {
    expect(discountedCents(999, 1250)).toBe(874);
    expect(discountedCents(1, 9999)).toBe(1);
    // The discount is off the list price, not stacked on a sale.
    expect(
      resolveLinePrice(
        { priceInCents: 1000, salePriceInCents: 700, offers: [offer({ discountBasisPoints: 2000 })] },
        1,
      ),
    ).toEqual({ unitPriceCents: 700, source: "sale", note: null });
  });
  it("labels every source but the plain list price", () => {
    expect(priceSourceLabel("organisation", "Uni")).toBe("Organisation price (Uni)");
    expect(priceSourceLabel("tier", "10+ units")).toBe("Quantity price, 10+ units");
    expect(priceSourceLabel("list", null)).toBeNull();
  });
});
