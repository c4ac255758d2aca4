// The catalogue's URL state (/store, /shop/products, category and brand lists), parsed by one pure function.
// Bad input never throws: unknown or malformed values fall back to defaults and leave a notice for the page.
// Kept free of zod so client components can import the types and href helpers.

import { formatWholeMoney, formatWholeNumber, type CurrencyInfo } from "~/utils/money";
import type { MarketplaceCard } from "./marketplace";

export const MAX_QUERY_LENGTH = 200;
/** Offset paging is capped: deeper than this, the page asks the visitor to narrow the search (ADR 015). */
export const MAX_PAGE = 100;
/** Counts are exact up to this many rows, then shown as "10,000+". */
export const COUNT_CAP = 10_000;
/**
 * A search ranks, and counts its facets among, at most this many of its matches (ADR 015): each is a heap visit,
 * and a broad word matches tens of thousands of products at a million. Its total is still exact up to COUNT_CAP
 * (counted from the index alone) when no facet narrows it. Attribute facets are counted among as many products of
 * the category that pass the other filters. Below this many, every count is exact.
 */
export const MATCH_SAMPLE = 1_000;
/**
 * A search sorted by best match orders at most this many of its matches (ADR 015, addendum of 2026-11-26): the rank
 * is a dozen text functions per row, and at a million products its cost grew with the sample, not with the page
 * shown (1,000 rows: 12.8 ms of the page statement; 300: 5.7 ms). The search-as-you-type list ranks the same rows,
 * so it shows the first results of the search. Past them the visitor is asked to filter or sort otherwise.
 */
export const RANK_SAMPLE = 300;
/** At most this many values per multi-valued facet are read from the URL. */
const MAX_VALUES_PER_FACET = 20;

export const CATALOGUE_SORTS = [
  { value: "relevance", label: "Best match" },
  { value: "featured", label: "Featured" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "rating", label: "Rating: High to Low" },
  { value: "newest", label: "Newest" },
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]["value"];

/**
 * The currency prices are sorted, filtered and counted in when the buyer chose none (each product's own currency):
 * the shop's reference currency, in which every rated price is compared (ADR 073).
 */
export const REFERENCE_CURRENCY: CurrencyInfo = { code: "usd", symbol: "$", template: "$$1" };

/**
 * Price buckets offered as facet options, in cents of the buyer's currency; max is exclusive, null = open. Keep equal
 * to catalogue_price_bucket_bounds() in the migrations (the facet cells hold every rated currency's boundaries).
 */
export const PRICE_BUCKETS = [
  { min: null, max: 100_000 },
  { min: 100_000, max: 1_000_000 },
  { min: 1_000_000, max: 5_000_000 },
  { min: 5_000_000, max: 10_000_000 },
  { min: 10_000_000, max: null },
] as const satisfies readonly { min: number | null; max: number | null }[];

export interface PriceRange {
  /** cents of the query's priceCurrency, inclusive */
  min: number | null;
  /** cents, exclusive */
  max: number | null;
}

export interface CatalogueFilters {
  /** Category ids (slugs); a product matches any of them. */
  category: string[];
  /** Brand ids (slugs); a product matches any of them. */
  brand: string[];
  price: PriceRange;
  inStock: boolean;
  /**
   * Facet parameters this parser does not know (e.g. attribute facets `spec.<key>`), passed on to the facet
   * kinds registered on the server, which validate them against their definitions.
   */
  extra: Record<string, string[]>;
}

export interface CatalogueQuery {
  q: string;
  sort: CatalogueSort;
  page: number;
  filters: CatalogueFilters;
  /**
   * The currency the price filter's bounds are in and prices sort in: the buyer's display currency, or the reference
   * currency when they read each product's own (ADR 073). Not in the URL: it is the buyer's setting.
   */
  priceCurrency: CurrencyInfo;
  /** What was wrong with the URL, in words for the visitor. */
  notices: string[];
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** An attribute facet: `spec.<key>=<option>` (enum, yes/no) or `spec.<key>.min` / `spec.<key>.max` (numbers). */
const EXTRA_KEY = /^spec\.[a-z0-9_-]{1,60}(?:\.(?:min|max))?$/;
/** Parameters with a meaning here; anything else that is not a `spec.` facet is ignored silently (utm_, fbclid…). */
const KNOWN_KEYS = new Set(["q", "sort", "page", "category", "brand", "min", "max", "stock"]);

/** Strips NUL and other control characters, collapses white space and caps the length. */
export function cleanText(raw: string): string {
  return (
    raw
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, MAX_QUERY_LENGTH)
      .trim()
  );
}

/** True when the text has something a search can match on (a letter or a digit). */
export function hasSearchableWord(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Whole currency units (e.g. "1500" or "1,500.50") to cents; null for empty or not a non-negative number. */
function parseAmount(raw: string | null): number | null | "invalid" {
  if (raw === null) return null;
  const text = cleanText(raw).replace(/[,$€£\s]/g, "");
  if (text === "") return null;
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(text)) return "invalid";
  return Math.round(Number(text) * 100);
}

function multi(params: URLSearchParams, key: string, label: string, notices: string[]): string[] {
  const values: string[] = [];
  let invalid = false;
  for (const raw of params.getAll(key)) {
    for (const part of raw.split(",")) {
      const value = cleanText(part).toLowerCase();
      if (value === "" || value === "all") continue;
      if (!SLUG.test(value)) invalid = true;
      else if (!values.includes(value)) values.push(value);
    }
  }
  if (invalid) notices.push(`Some ${label} values in the address were not valid and were ignored.`);
  if (values.length > MAX_VALUES_PER_FACET) {
    notices.push(`Only the first ${MAX_VALUES_PER_FACET} ${label} values are used.`);
    return values.slice(0, MAX_VALUES_PER_FACET);
  }
  return values;
}

/**
 * Reads the catalogue state from the URL. Repeated single-valued parameters use the first value; repeated
 * facet parameters (`category=a&category=b`, or `category=a,b`) select several values.
 */
export function parseCatalogueQuery(
  params: URLSearchParams,
  priceCurrency: CurrencyInfo = REFERENCE_CURRENCY,
): CatalogueQuery {
  const notices: string[] = [];

  const rawQ = params.get("q") ?? "";
  let q = cleanText(rawQ);
  if (rawQ.length > MAX_QUERY_LENGTH)
    notices.push(`Searches are limited to ${MAX_QUERY_LENGTH} characters; yours was shortened.`);
  if (q !== "" && !hasSearchableWord(q)) {
    notices.push("Your search had no letters or digits, so all products are shown.");
    q = "";
  }

  const sortParam = cleanText(params.get("sort") ?? "");
  const known = CATALOGUE_SORTS.find((s) => s.value === sortParam)?.value;
  if (sortParam && !known) notices.push("That sort order is not available; showing the default order.");
  let sort: CatalogueSort = known ?? (q ? "relevance" : "featured");
  if (sort === "relevance" && !q) sort = "featured";

  const pageParam = cleanText(params.get("page") ?? "");
  let page = 1;
  if (pageParam) {
    const n = /^\d{1,9}$/.test(pageParam) ? Number(pageParam) : NaN;
    if (!Number.isInteger(n) || n < 1) notices.push("That page number is not valid; showing the first page.");
    else if (n > MAX_PAGE) {
      notices.push(
        `Only the first ${MAX_PAGE} pages can be browsed. Narrow the search or add filters to see the rest.`,
      );
      page = MAX_PAGE;
    } else page = n;
  }

  let min = parseAmount(params.get("min"));
  let max = parseAmount(params.get("max"));
  if (min === "invalid" || max === "invalid") {
    notices.push("Prices must be numbers, like 1500; the price filter was ignored.");
    min = null;
    max = null;
  } else if (min !== null && max !== null && min > max) {
    notices.push("The minimum price was above the maximum, so the two were swapped.");
    [min, max] = [max, min];
  }

  const stock = cleanText(params.get("stock") ?? "");
  if (stock && stock !== "in") notices.push("Unknown availability filter ignored.");

  const extra: Record<string, string[]> = {};
  for (const key of new Set(params.keys())) {
    if (KNOWN_KEYS.has(key) || !EXTRA_KEY.test(key)) continue;
    const values = params.getAll(key).map(cleanText).filter(Boolean).slice(0, MAX_VALUES_PER_FACET);
    if (values.length) extra[key] = values;
  }

  return {
    q,
    sort,
    page,
    filters: {
      category: multi(params, "category", "category", notices),
      brand: multi(params, "brand", "brand", notices),
      price: { min, max },
      inStock: stock === "in",
      extra,
    },
    priceCurrency: { code: priceCurrency.code, symbol: priceCurrency.symbol, template: priceCurrency.template },
    notices,
  };
}

/** How many attribute facets the URL sets (a number facet's min and max count once). */
export function attributeFilterCount(filters: Pick<CatalogueFilters, "extra">): number {
  return new Set(Object.keys(filters.extra).map((key) => key.replace(/\.(?:min|max)$/, ""))).size;
}

/** True when any facet narrows the catalogue (the search text aside). */
export function hasFilters(filters: CatalogueFilters): boolean {
  return (
    filters.category.length > 0 ||
    filters.brand.length > 0 ||
    filters.price.min !== null ||
    filters.price.max !== null ||
    filters.inStock ||
    Object.keys(filters.extra).length > 0
  );
}

/** The canonical URL search string of a catalogue state (defaults dropped), for links, pager and forms. */
export function catalogueSearch(query: Pick<CatalogueQuery, "q" | "sort" | "page" | "filters">): string {
  const out = new URLSearchParams();
  if (query.q) out.set("q", query.q);
  for (const c of query.filters.category) out.append("category", c);
  for (const b of query.filters.brand) out.append("brand", b);
  if (query.filters.price.min !== null) out.set("min", centsToInput(query.filters.price.min));
  if (query.filters.price.max !== null) out.set("max", centsToInput(query.filters.price.max));
  if (query.filters.inStock) out.set("stock", "in");
  for (const [key, values] of Object.entries(query.filters.extra)) for (const v of values) out.append(key, v);
  const defaultSort = query.q ? "relevance" : "featured";
  if (query.sort !== defaultSort) out.set("sort", query.sort);
  if (query.page > 1) out.set("page", String(query.page));
  const s = out.toString();
  return s ? `?${s}` : "";
}

/** Cents as the price inputs show them: whole units without decimals when round. */
export function centsToInput(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** "Showing X of Y": the total is exact up to the cap, then "10,000+"; a capped facet count reads "at least N". */
export function formatCount(count: number, capped: boolean): string {
  return capped ? `${formatWholeNumber(count)}+` : formatWholeNumber(count);
}

/** Label of a price bucket, in whole units of the buyer's currency. */
export function priceBucketLabel(
  bucket: { min: number | null; max: number | null },
  currency: CurrencyInfo = REFERENCE_CURRENCY,
): string {
  const fmt = (cents: number) => formatWholeMoney(cents, currency);
  if (bucket.min === null && bucket.max !== null) return `Under ${fmt(bucket.max)}`;
  if (bucket.max === null && bucket.min !== null) return `${fmt(bucket.min)} and up`;
  return `${fmt(bucket.min ?? 0)} – ${fmt(bucket.max ?? 0)}`;
}

export interface FacetOption {
  value: string;
  label: string;
  /** Exact up to COUNT_CAP; `capped` says there are more. */
  count: number;
  capped: boolean;
  selected: boolean;
}

export interface Facet {
  key: string;
  label: string;
  /**
   * "multi": checkboxes of values; "range": min/max price inputs with bucket shortcuts; "toggle": one checkbox;
   * "number": min/max inputs of a numeric specification in `unit` (URL `<key>.min`, `<key>.max`).
   */
  type: "multi" | "range" | "toggle" | "number";
  options: FacetOption[];
  /** "number" facets: the display unit, and the bounds as the visitor typed them. */
  unit?: string | null;
  bounds?: { min: string; max: string };
}

/** A card of either view: the /store grid reads some fields, the marketplace grid others. */
export interface CatalogueCard extends MarketplaceCard {
  subtitle: string | null;
  ribbonText: string | null;
  /** Set for a single-variant product: the /store card adds it to the cart straight away. */
  singleVariantId: string | null;
  /** false when not purchasable, or a single variant with nothing left to sell */
  available: boolean;
  /** The variant whose price the card shows (see selectDisplayVariant); null without variants. */
  priceVariantId: string | null;
}

export interface CataloguePage {
  products: CatalogueCard[];
  /** Exact when `totalCapped` is false; otherwise COUNT_CAP and there are more. */
  total: number;
  totalCapped: boolean;
  page: number;
  /** Pages that can be browsed (capped with the total). */
  totalPages: number;
  pageSize: number;
  facets: Facet[];
  /** Things to tell the visitor: bad URL values, unknown categories or brands, a page past the end. */
  notices: string[];
}

export interface Suggestion {
  id: string;
  title: string;
  brandName: string | null;
  href: string;
}
