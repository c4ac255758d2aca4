// Pure rules of the marketplace view: its card and its sort orders.
import type { DisplayedPrice } from "./price";

export const MARKETPLACE_SORTS = [
  { value: "featured", label: "Featured" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "rating", label: "Rating: High to Low" },
] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number]["value"];

export interface MarketplaceCard {
  id: string;
  title: string;
  brandName: string | null;
  categoryName: string | null;
  thumbnailUrl: string | null;
  rating: number;
  reviewCount: number;
  tag: string | null;
  price: DisplayedPrice | null;
  purchasable: boolean;
  inStock: boolean;
  /** Set for a purchasable single-variant product with stock: Add to Cart posts it. */
  addToCartVariantId: string | null;
  variantCount: number;
  demoId: string | null;
  featuredRank: number | null;
  sortOrder: number;
}

export function compareCards(sort: MarketplaceSort) {
  const featured = (a: MarketplaceCard, b: MarketplaceCard) =>
    (a.featuredRank ?? Number.MAX_SAFE_INTEGER) - (b.featuredRank ?? Number.MAX_SAFE_INTEGER) ||
    a.sortOrder - b.sortOrder ||
    a.title.localeCompare(b.title);
  const price = (card: MarketplaceCard) => card.price?.cents ?? Number.MAX_SAFE_INTEGER;
  switch (sort) {
    case "price-asc":
      return (a: MarketplaceCard, b: MarketplaceCard) => price(a) - price(b) || featured(a, b);
    case "price-desc":
      return (a: MarketplaceCard, b: MarketplaceCard) =>
        (b.price?.cents ?? -1) - (a.price?.cents ?? -1) || featured(a, b);
    case "rating":
      return (a: MarketplaceCard, b: MarketplaceCard) => b.rating - a.rating || b.reviewCount - a.reviewCount || featured(a, b);
    default:
      return featured;
  }
}

