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

export const MARKETPLACE_SORTS = [
  { value: "featured", label: "Featured" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "rating", label: "Rating: High to Low" },
] as const;
export type MarketplaceSort = (typeof MARKETPLACE_SORTS)[number]["value"];

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

/** Builds a URL search string from params, dropping empty and default values. */
export function searchString(params: Record<string, string | number | null | undefined>, defaults: Record<string, string | number> = {}): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === "" || defaults[key] === value) continue;
    out.set(key, String(value));
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}

/** Page numbers to show in a pager: first, last, and a window around the current page; 0 = gap. */
export function pageWindow(current: number, totalPages: number, radius = 1): number[] {
  const pages: number[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - current) <= radius) pages.push(p);
    else if (pages[pages.length - 1] !== 0) pages.push(0);
  }
  return pages;
}
