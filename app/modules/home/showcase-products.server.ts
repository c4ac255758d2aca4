// Store-product cards shown on the showcase pages (brand detail, expert curated products, demo pages).
// The price shown is the catalogue's displayed price (app/modules/catalog/price.ts), never a rule of our own.
import { productAvailability } from "~/modules/catalog/availability";
import { displayedPrice } from "~/modules/catalog/price";
import type { ProductCardData } from "~/modules/catalog/product-card";
import { productPictureUrl } from "~/modules/catalog/product-picture";

export const productCardSelect = {
  id: true,
  title: true,
  subtitle: true,
  thumbnailUrl: true,
  purchasable: true,
  siteProductSelection: true,
  brand: { select: { name: true } },
  variants: {
    select: {
      id: true,
      title: true,
      priceInCents: true,
      salePriceInCents: true,
      manageInventory: true,
      inventoryQuantity: true,
      reservedQuantity: true,
      leadTimeDays: true,
      allowBackorder: true,
      currency: { select: { code: true, symbol: true, template: true } },
    },
    orderBy: { position: "asc" as const },
  },
} as const;

/** Products that are listed in the store (not deleted, active). */
export const visibleProductWhere = { deletedAt: null, status: "active" } as const;

interface SelectedProduct {
  id: string;
  title: string;
  subtitle: string | null;
  thumbnailUrl: string | null;
  purchasable: boolean;
  siteProductSelection: string | null;
  brand: { name: string } | null;
  variants: {
    id: string;
    title: string;
    priceInCents: number;
    salePriceInCents: number | null;
    manageInventory: boolean;
    inventoryQuantity: number;
    reservedQuantity: number;
    leadTimeDays: number | null;
    allowBackorder: boolean;
    currency: { code: string; symbol: string; template: string };
  }[];
}

export function toProductCard(product: SelectedProduct): ProductCardData {
  const price = displayedPrice(product);
  return {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle,
    thumbnailUrl: productPictureUrl(product.thumbnailUrl, product),
    brandName: product.brand?.name ?? null,
    purchasable: product.purchasable,
    price: price
      ? {
          formatted: price.formatted,
          originalFormatted: price.originalFormatted,
          cents: price.cents,
          currencyCode: price.currencyCode,
        }
      : null,
    availability: productAvailability(product.variants, product.purchasable),
  };
}
