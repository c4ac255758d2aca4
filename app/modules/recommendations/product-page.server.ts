// The product page's "Similar products" and "Often bought together" (ADR 028): the precomputed rows, folded into
// the page's one statement (app/modules/catalog/product.server.ts) as a json column.
import { Prisma } from "~/generated/prisma/client";
import {
  type CardRow,
  recommendableSql,
  recommendationCardJson,
  type RecommendedProduct,
  toRecommendedProduct,
} from "./cards.server";

/** Shown per section. */
export const PRODUCT_PAGE_ITEMS = 4;

export interface ProductRecommendationRow {
  kind: "similar" | "together";
  reason: string;
  card: CardRow;
}

/** json array of the product's listed recommendations, PRODUCT_PAGE_ITEMS per kind, in rank order. */
export function productRecommendationsSql(productIdColumn: string) {
  return Prisma.sql`COALESCE((SELECT json_agg(json_build_object('kind', x.kind, 'reason', x.reason, 'card', x.card) ORDER BY x.kind, x.position)
    FROM (SELECT r.kind, r.reason, r.position, ${recommendationCardJson("rp")} AS card,
                 row_number() OVER (PARTITION BY r.kind ORDER BY r.position) AS n
          FROM "ProductRecommendation" r JOIN "StoreProduct" rp ON rp.id = r."relatedId"
          WHERE r."productId" = ${Prisma.raw(productIdColumn)} AND ${recommendableSql("rp")}) x
    WHERE x.n <= ${PRODUCT_PAGE_ITEMS}), '[]'::json)`;
}

export function toProductRecommendations(rows: ProductRecommendationRow[]): {
  similar: RecommendedProduct[];
  together: RecommendedProduct[];
} {
  return {
    similar: rows.filter((r) => r.kind === "similar").map((r) => toRecommendedProduct(r.card, r.reason)),
    together: rows.filter((r) => r.kind === "together").map((r) => toRecommendedProduct(r.card, r.reason)),
  };
}
