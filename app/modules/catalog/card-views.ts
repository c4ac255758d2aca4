import type { CatalogueCard, CataloguePage } from "./catalogue-query";

// What each listing sends for its cards (ADR 080). A page's loader data is serialised for the hydration script of
// every view (and for each client navigation): a card of `searchCatalogue` carries the fields of both grids and of
// the ordering (23), and each grid renders about half of them.

/** The fields a /store card renders, and the variant whose organisation price the card may show. */
export type StoreCardView = Pick<
  CatalogueCard,
  | "id"
  | "title"
  | "subtitle"
  | "ribbonText"
  | "thumbnailUrl"
  | "price"
  | "saleUnit"
  | "availability"
  | "variantCount"
  | "available"
  | "singleVariantId"
  | "priceVariantId"
>;

/** The fields a marketplace card renders. */
export type MarketplaceCardView = Pick<
  CatalogueCard,
  | "id"
  | "title"
  | "brandName"
  | "categoryName"
  | "thumbnailUrl"
  | "rating"
  | "reviewCount"
  | "tag"
  | "price"
  | "saleUnit"
  | "availability"
  | "addToCartVariantId"
  | "inStock"
  | "variantCount"
  | "demoId"
>;

export function storeCardView(card: CatalogueCard): StoreCardView {
  return {
    id: card.id,
    title: card.title,
    subtitle: card.subtitle,
    ribbonText: card.ribbonText,
    thumbnailUrl: card.thumbnailUrl,
    price: card.price,
    saleUnit: card.saleUnit,
    availability: card.availability,
    variantCount: card.variantCount,
    available: card.available,
    singleVariantId: card.singleVariantId,
    priceVariantId: card.priceVariantId,
  };
}

export function marketplaceCardView(card: CatalogueCard): MarketplaceCardView {
  return {
    id: card.id,
    title: card.title,
    brandName: card.brandName,
    categoryName: card.categoryName,
    thumbnailUrl: card.thumbnailUrl,
    rating: card.rating,
    reviewCount: card.reviewCount,
    tag: card.tag,
    price: card.price,
    saleUnit: card.saleUnit,
    availability: card.availability,
    addToCartVariantId: card.addToCartVariantId,
    inStock: card.inStock,
    variantCount: card.variantCount,
    demoId: card.demoId,
  };
}

/** A listing page whose cards are `Card`s. */
export type CardPage<Card> = Omit<CataloguePage, "products"> & { products: Card[] };

/** The page with each card cut to what its grid renders. */
export function withCardViews<Card>(page: CataloguePage, view: (card: CatalogueCard) => Card): CardPage<Card> {
  return { ...page, products: page.products.map(view) };
}
