import { describe, expect, it } from "vitest";
import { compareCards, type MarketplaceCard } from "./marketplace";

function card(id: string, overrides: Partial<MarketplaceCard>): MarketplaceCard {
  return {
    id,
    title: id,
    brandName: null,
    categoryName: null,
    thumbnailUrl: null,
    rating: 0,
    reviewCount: 0,
    tag: null,
    price: null,
    purchasable: true,
    inStock: true,
    addToCartVariantId: null,
    variantCount: 1,
    demoId: null,
    featuredRank: null,
    sortOrder: 0,
    ...overrides,
  };
}
const price = (cents: number) => ({ cents, formatted: "", originalCents: null, originalFormatted: null, onSale: false, currencyCode: "usd" });

const cards = [
  card("a", { featuredRank: null, sortOrder: 1, price: price(500), rating: 4.1 }),
  card("b", { featuredRank: 2, sortOrder: 5, price: price(100), rating: 4.9, reviewCount: 3 }),
  card("c", { featuredRank: 1, sortOrder: 9, price: price(900), rating: 4.9, reviewCount: 10 }),
  card("d", { featuredRank: null, sortOrder: 0, price: null, rating: 3 }),
];
const order = (sort: Parameters<typeof compareCards>[0]) => [...cards].sort(compareCards(sort)).map((c) => c.id);

describe("marketplace sort", () => {
  it("featured: featured rank first (nulls last), then the store order", () => {
    expect(order("featured")).toEqual(["c", "b", "d", "a"]);
  });
  it("price low to high and high to low (unpriced last)", () => {
    expect(order("price-asc")).toEqual(["b", "a", "c", "d"]);
    expect(order("price-desc")).toEqual(["c", "a", "b", "d"]);
  });
  it("rating high to low, more reviews first on ties", () => {
    expect(order("rating")).toEqual(["c", "b", "a", "d"]);
  });
});
