// The marketplace view's card (sorting and paging happen in SQL: catalogue-query.server.ts).
import type { DisplayedPrice } from "./price";

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
