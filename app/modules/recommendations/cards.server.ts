// The card of a recommended product, read in the same statement as the recommendation rows (ADR 028).
import { Prisma } from "~/generated/prisma/client";
import { displayedPrice, listedPrice } from "~/modules/catalog/price";
import type { ListedPrice } from "~/modules/currency/display-currency";
import { productPictureUrl } from "~/modules/catalog/product-picture";

/** A listed product a buyer can buy: not deleted, active (ADR 019) and purchasable. */
export const recommendableSql = (alias: string) =>
  Prisma.raw(`${alias}."deletedAt" IS NULL AND ${alias}.status = 'active' AND ${alias}.purchasable`);

/** json of the card fields of product `alias` (its brand, category and variants for the displayed price). */
export const recommendationCardJson = (alias: string) =>
  Prisma.raw(`json_build_object(
    'id', ${alias}.id, 'title', ${alias}.title, 'subtitle', ${alias}.subtitle, 'thumbnailUrl', ${alias}."thumbnailUrl",
    'rating', ${alias}.rating, 'reviewCount', ${alias}."reviewCount", 'siteProductSelection', ${alias}."siteProductSelection",
    'brand', (SELECT b.name FROM "Brand" b WHERE b.id = ${alias}."brandId"),
    'category', (SELECT k.name FROM "Category" k WHERE k.id = ${alias}."categoryId"),
    'variants', COALESCE((SELECT json_agg(json_build_object(
        'id', v.id, 'title', v.title, 'priceInCents', v."priceInCents", 'salePriceInCents', v."salePriceInCents",
        'currency', (SELECT json_build_object('code', c.code, 'symbol', c.symbol, 'template', c.template) FROM "Currency" c WHERE c.code = v."currencyCode")
      ) ORDER BY v.position, v.id) FROM "Variant" v WHERE v."productId" = ${alias}.id), '[]'::json)
  )`);

export interface CardRow {
  id: string;
  title: string;
  subtitle: string | null;
  thumbnailUrl: string | null;
  rating: number;
  reviewCount: number;
  siteProductSelection: string | null;
  brand: string | null;
  category: string | null;
  variants: {
    id: string;
    title: string;
    priceInCents: number;
    salePriceInCents: number | null;
    currency: { code: string; symbol: string; template: string };
  }[];
}

/** A recommended product as shown: card fields, the displayed price and why. */
export interface RecommendedProduct {
  id: string;
  title: string;
  subtitle: string | null;
  imageUrl: string | null;
  rating: number;
  reviewCount: number;
  brand: string | null;
  category: string | null;
  price: ListedPrice | null;
  reason: string;
}

export function toRecommendedProduct(card: CardRow, reason: string): RecommendedProduct {
  return {
    id: card.id,
    title: card.title,
    subtitle: card.subtitle,
    imageUrl: productPictureUrl(card.thumbnailUrl, card),
    rating: card.rating,
    reviewCount: card.reviewCount,
    brand: card.brand,
    category: card.category,
    price: listedPrice(displayedPrice(card)),
    reason,
  };
}
