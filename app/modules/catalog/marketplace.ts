// The marketplace view's card (sorting and paging happen in SQL: catalogue-query.server.ts).
import type { Availability } from "./availability";
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
  /** What that price buys ("Price per box (3 columns)", "Pack size: 500 mL"), or null when the brand said nothing. */
  saleUnit: string | null;
  purchasable: boolean;
  inStock: boolean;
  /** Set for a purchasable single-variant product with stock: Add to Cart posts it. */
  addToCartVariantId: string | null;
  variantCount: number;
  demoId: string | null;
  /** "In stock, ships in 2 days", "Back-order"… from the card query's variants (issue 37): no query of its own. */
  availability: Availability;
  featuredRank: number | null;
  sortOrder: number;
}
