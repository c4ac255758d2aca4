// The marketplace (/shop/products = /shop): the same catalogue as the store, searched by name and brand,
// filtered by category and sorted (Featured, price both ways, rating).
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { selectDisplayVariant, variantPrice } from "./price";
import { compareCards, type MarketplaceCard } from "./marketplace";
import type { MarketplaceQuery } from "./query";
import { availableQuantity } from "./stock";

export interface MarketplaceResult {
  products: MarketplaceCard[];
  categories: { id: string; name: string }[];
  /** Y in 'Showing X of Y products' */
  total: number;
}

const visible = { deletedAt: null, status: "active" } satisfies Prisma.StoreProductWhereInput;

const cardSelect = {
  id: true,
  title: true,
  thumbnailUrl: true,
  rating: true,
  reviewCount: true,
  tag: true,
  purchasable: true,
  featuredRank: true,
  sortOrder: true,
  siteProductSelection: true,
  brand: { select: { name: true } },
  category: { select: { name: true } },
  variants: {
    select: {
      id: true,
      title: true,
      priceInCents: true,
      salePriceInCents: true,
      manageInventory: true,
      inventoryQuantity: true,
      reservedQuantity: true,
      currency: { select: { code: true, symbol: true, template: true } },
    },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  },
  demos: { select: { demoId: true }, orderBy: [{ demo: { position: "asc" } }, { demoId: "asc" }], take: 1 },
} satisfies Prisma.StoreProductSelect;

/** Every word must appear in the product name or its brand's name (case-insensitive). */
export function textFilter(q: string): Prisma.StoreProductWhereInput {
  const words = q.split(" ").filter(Boolean).slice(0, 8);
  return {
    AND: words.map((word) => ({
      OR: [
        { title: { contains: word, mode: "insensitive" as const } },
        { brand: { name: { contains: word, mode: "insensitive" as const } } },
      ],
    })),
  };
}

export async function listMarketplaceProducts(query: MarketplaceQuery): Promise<MarketplaceResult> {
  const where: Prisma.StoreProductWhereInput = {
    ...visible,
    ...(query.category ? { categoryId: query.category } : {}),
    ...(query.q ? textFilter(query.q) : {}),
  };
  const filtered = Boolean(query.q || query.category);
  const [rows, categories, total] = await Promise.all([
    prisma.storeProduct.findMany({ where, select: cardSelect }),
    prisma.category.findMany({ select: { id: true, name: true }, orderBy: [{ position: "asc" }, { name: "asc" }] }),
    filtered ? prisma.storeProduct.count({ where: visible }) : Promise.resolve(-1),
  ]);
  const products = rows.map((row): MarketplaceCard => {
    const chosen = selectDisplayVariant(row);
    const single = row.variants.length === 1 ? row.variants[0] : null;
    const inStock = row.purchasable && row.variants.some((v) => availableQuantity(v) > 0);
    return {
      id: row.id,
      title: row.title,
      brandName: row.brand?.name ?? null,
      categoryName: row.category?.name ?? null,
      thumbnailUrl: row.thumbnailUrl,
      rating: row.rating,
      reviewCount: row.reviewCount,
      tag: row.tag,
      price: chosen ? variantPrice(chosen) : null,
      purchasable: row.purchasable,
      inStock,
      addToCartVariantId: single && row.purchasable && availableQuantity(single) > 0 ? single.id : null,
      variantCount: row.variants.length,
      demoId: row.demos[0]?.demoId ?? null,
      featuredRank: row.featuredRank,
      sortOrder: row.sortOrder,
    };
  });
  products.sort(compareCards(query.sort));
  return { products, categories, total: total === -1 ? products.length : total };
}
