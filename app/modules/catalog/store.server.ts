// The /store grid: one SQL statement per page view (ids, total count, and each product's variants
// with currency info as JSON), ranked by Postgres full-text search when there is a query.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { displayedPrice, type DisplayedPrice } from "./price";
import { STORE_PAGE_SIZE, type StoreQuery } from "./query";
import { availableQuantity } from "./stock";

interface StoreRow {
  id: string;
  title: string;
  subtitle: string | null;
  ribbonText: string | null;
  thumbnailUrl: string | null;
  purchasable: boolean;
  siteProductSelection: string | null;
  total: number;
  variants: {
    id: string;
    title: string;
    priceInCents: number;
    salePriceInCents: number | null;
    manageInventory: boolean;
    inventoryQuantity: number;
    reservedQuantity: number;
    currency: { code: string; symbol: string; template: string };
  }[];
}

export interface StoreCard {
  id: string;
  title: string;
  subtitle: string | null;
  ribbonText: string | null;
  thumbnailUrl: string | null;
  purchasable: boolean;
  price: DisplayedPrice | null;
  variantCount: number;
  /** Set for a single-variant product: the card adds it to the cart straight away. */
  singleVariantId: string | null;
  /** false when not purchasable, or a single variant with nothing left to sell */
  available: boolean;
}

export interface StorePage {
  products: StoreCard[];
  total: number;
  page: number;
  totalPages: number;
  pageSize: number;
}

const variantsJson = Prisma.sql`COALESCE((
  SELECT json_agg(json_build_object(
    'id', v.id, 'title', v.title, 'priceInCents', v."priceInCents", 'salePriceInCents', v."salePriceInCents",
    'manageInventory', v."manageInventory", 'inventoryQuantity', v."inventoryQuantity",
    'reservedQuantity', v."reservedQuantity",
    'currency', json_build_object('code', c.code, 'symbol', c.symbol, 'template', c.template)
  ) ORDER BY v.position, v.id)
  FROM "Variant" v JOIN "Currency" c ON c.code = v."currencyCode"
  WHERE v."productId" = p.id
), '[]'::json)`;

const visible = Prisma.sql`p."deletedAt" IS NULL AND p.status = 'active'`;

function storePageSql(q: string, limit: number, offset: number) {
  if (q) {
    return Prisma.sql`
      WITH query AS (SELECT websearch_to_tsquery('english', ${q}) AS tsq),
      paged AS (
        SELECT p.id, ts_rank(p."searchVector", query.tsq) AS rank, p."sortOrder", p.title,
               count(*) OVER () AS total
        FROM "StoreProduct" p, query
        WHERE ${visible} AND p."searchVector" @@ query.tsq
        ORDER BY rank DESC, p."sortOrder" ASC, p.title ASC
        LIMIT ${limit} OFFSET ${offset}
      )
      SELECT p.id, p.title, p.subtitle, p."ribbonText", p."thumbnailUrl", p.purchasable,
             p."siteProductSelection", paged.total::int AS total, ${variantsJson} AS variants
      FROM paged JOIN "StoreProduct" p ON p.id = paged.id
      ORDER BY paged.rank DESC, paged."sortOrder" ASC, paged.title ASC`;
  }
  return Prisma.sql`
    WITH paged AS (
      SELECT p.id, p."sortOrder", p.title, count(*) OVER () AS total
      FROM "StoreProduct" p
      WHERE ${visible}
      ORDER BY p."sortOrder" ASC, p.title ASC
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT p.id, p.title, p.subtitle, p."ribbonText", p."thumbnailUrl", p.purchasable,
           p."siteProductSelection", paged.total::int AS total, ${variantsJson} AS variants
    FROM paged JOIN "StoreProduct" p ON p.id = paged.id
    ORDER BY paged."sortOrder" ASC, paged.title ASC`;
}

function countSql(q: string) {
  return q
    ? Prisma.sql`SELECT count(*)::int AS total FROM "StoreProduct" p
        WHERE ${visible} AND p."searchVector" @@ websearch_to_tsquery('english', ${q})`
    : Prisma.sql`SELECT count(*)::int AS total FROM "StoreProduct" p WHERE ${visible}`;
}

export function toStoreCard(row: Omit<StoreRow, "total">): StoreCard {
  const single = row.variants.length === 1 ? row.variants[0] : null;
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    ribbonText: row.ribbonText,
    thumbnailUrl: row.thumbnailUrl,
    purchasable: row.purchasable,
    price: displayedPrice(row),
    variantCount: row.variants.length,
    singleVariantId: single?.id ?? null,
    available: row.purchasable && row.variants.length > 0 && (!single || availableQuantity(single) > 0),
  };
}

/** One page of the store grid (12 per page), filtered and ranked by full-text search when q is set. */
export async function listStoreProducts({ q, page }: StoreQuery): Promise<StorePage> {
  const offset = (page - 1) * STORE_PAGE_SIZE;
  const rows = await prisma.$queryRaw<StoreRow[]>(storePageSql(q, STORE_PAGE_SIZE, offset));
  let total = rows[0]?.total ?? 0;
  // A page past the end has no rows to carry the count: only then is a second query needed.
  if (rows.length === 0 && page > 1) {
    total = (await prisma.$queryRaw<{ total: number }[]>(countSql(q)))[0]?.total ?? 0;
  }
  return {
    products: rows.map(toStoreCard),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / STORE_PAGE_SIZE)),
    pageSize: STORE_PAGE_SIZE,
  };
}
