// The listings send only what their cards render (ADR 080): each grid's fields, nothing of the other grid or the
// ordering; the page around the cards is unchanged.
import { describe, expect, it } from "vitest";
import { marketplaceCardView, storeCardView, withCardViews } from "~/modules/catalog/card-views";
import type { CatalogueCard, CataloguePage } from "~/modules/catalog/catalogue-query";

const card: CatalogueCard = {
  id: "p1",
  title: "Centrifuge 5430",
  subtitle: "Benchtop",
  ribbonText: "New",
  thumbnailUrl: "/images/p1.webp",
  purchasable: true,
  price: {
    cents: 100_000,
    formatted: "$1,000.00",
    originalCents: null,
    originalFormatted: null,
    onSale: false,
    currencyCode: "USD",
  },
  variantCount: 1,
  singleVariantId: "v1",
  priceVariantId: "v1",
  saleUnit: null,
  available: true,
  brandName: "Eppendorf",
  categoryName: "Life Sciences Equipment",
  rating: 4.5,
  reviewCount: 12,
  tag: "Bestseller",
  inStock: true,
  addToCartVariantId: "v1",
  availability: { kind: "in-stock", text: "In stock", orderable: true, notifiable: false },
  demoId: "d1",
  featuredRank: 3,
  sortOrder: 7,
};

describe("card views", () => {
  it("a /store card keeps the fields StoreProductCard renders and the variant of its organisation price", () => {
    expect(Object.keys(storeCardView(card)).sort()).toEqual(
      [
        "available",
        "availability",
        "id",
        "price",
        "priceVariantId",
        "ribbonText",
        "saleUnit",
        "singleVariantId",
        "subtitle",
        "thumbnailUrl",
        "title",
        "variantCount",
      ].sort(),
    );
    expect(storeCardView(card)).toMatchObject({ id: "p1", price: card.price, availability: card.availability });
  });

  it("a marketplace card keeps the fields MarketplaceProductCard renders", () => {
    expect(Object.keys(marketplaceCardView(card)).sort()).toEqual(
      [
        "addToCartVariantId",
        "availability",
        "brandName",
        "categoryName",
        "demoId",
        "id",
        "inStock",
        "price",
        "rating",
        "reviewCount",
        "saleUnit",
        "tag",
        "thumbnailUrl",
        "title",
        "variantCount",
      ].sort(),
    );
  });

  it("the page keeps its totals, facets and notices", () => {
    const page: CataloguePage = {
      products: [card],
      total: 1,
      totalCapped: false,
      page: 1,
      totalPages: 1,
      pageSize: 24,
      facets: [],
      notices: ["n"],
    };
    const viewed = withCardViews(page, marketplaceCardView);
    expect({ ...viewed, products: [] }).toEqual({ ...page, products: [] });
    expect(viewed.products).toEqual([marketplaceCardView(card)]);
  });
});
