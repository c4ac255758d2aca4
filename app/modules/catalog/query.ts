// URL search parameters of the catalogue screens, parsed leniently: bad input falls back to defaults
// (never a 500).
import { z } from "zod";

export const STORE_PAGE_SIZE = 12;
export const MAX_QUERY_LENGTH = 200;

const text = z
  .string()
  .transform((s) => s.trim().replace(/\s+/g, " ").slice(0, MAX_QUERY_LENGTH))
  .catch("");
const page = z.coerce.number().int().min(1).max(10_000).catch(1);

export interface StoreQuery {
  q: string;
  page: number;
}

export function parseStoreQuery(params: URLSearchParams): StoreQuery {
  return { q: text.parse(params.get("q") ?? ""), page: page.parse(params.get("page") ?? "1") };
}

export { MARKETPLACE_SORTS, type MarketplaceSort } from "./marketplace";
import type { MarketplaceSort } from "./marketplace";

export interface MarketplaceQuery {
  q: string;
  /** a Category id, or "" for All Products */
  category: string;
  sort: MarketplaceSort;
}

const sort = z.enum(["featured", "price-asc", "price-desc", "rating"]).catch("featured");
const slug = z
  .string()
  .regex(/^[a-z0-9-]{1,80}$/)
  .catch("");

export function parseMarketplaceQuery(params: URLSearchParams): MarketplaceQuery {
  const category = params.get("category") ?? "";
  return {
    q: text.parse(params.get("q") ?? ""),
    category: category === "all" ? "" : slug.parse(category),
    sort: sort.parse(params.get("sort") ?? "featured"),
  };
}

// Re-exported for server code; client components import them from ./paging (no zod in the browser bundle).
export { pageWindow, searchString } from "./paging";
