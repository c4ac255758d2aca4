// The catalogue's URL kept clean and its active filters as removable chips (issue 37). Pure: the store's loader
// redirects an address with empty parameters to the clean one (no JavaScript), the form leaves them out when it
// submits with JavaScript, and the chips are plain links to the same search without one filter.
import { formatWholeMoney } from "~/utils/money";
import { catalogueSearch, type CatalogueQuery, type Facet } from "./catalogue-query";

/**
 * The parameters without the empty ones (`spec.x=`, `min=`, `sort=`, a blank `q`), or null when there is none to
 * drop (the address is already clean).
 */
export function withoutEmptyParams(params: URLSearchParams): URLSearchParams | null {
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [key, value] of params) {
    if (value.trim() === "") dropped = true;
    else kept.append(key, value);
  }
  return dropped ? kept : null;
}

/** The clean address of a catalogue page (path and search) when its URL has empty parameters; null when clean. */
export function cleanCatalogueLocation(url: URL): string | null {
  const kept = withoutEmptyParams(url.searchParams);
  if (!kept) return null;
  const search = kept.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}

export interface FilterChip {
  /** what the chip says: "Brand: Agilent", "In stock", "Price: $100 – $500" */
  label: string;
  /** the search string without this filter (first page, same search and sort) */
  search: string;
}

type ChipQuery = Pick<CatalogueQuery, "q" | "sort" | "filters" | "priceCurrency">;

/** One chip per active filter value (a number specification's bounds make one chip), in the facets' order. */
export function filterChips(query: ChipQuery, facets: readonly Facet[]): FilterChip[] {
  const { filters } = query;
  const facetOf = (key: string) => facets.find((f) => f.key === key);
  const optionLabel = (key: string, value: string) =>
    facetOf(key)?.options.find((o) => o.value === value)?.label ?? value;
  const searchWith = (changes: Partial<ChipQuery["filters"]>) =>
    catalogueSearch({ q: query.q, sort: query.sort, page: 1, filters: { ...filters, ...changes } });
  const chips: FilterChip[] = [];
  for (const key of ["category", "brand"] as const) {
    const label = facetOf(key)?.label ?? (key === "category" ? "Category" : "Brand");
    for (const value of filters[key])
      chips.push({
        label: `${label}: ${optionLabel(key, value)}`,
        search: searchWith({ [key]: filters[key].filter((v) => v !== value) }),
      });
  }
  const { min, max } = filters.price;
  if (min !== null || max !== null) {
    const money = (cents: number) => formatWholeMoney(cents, query.priceCurrency);
    const text =
      min !== null && max !== null
        ? `${money(min)} – ${money(max)}`
        : min !== null
          ? `from ${money(min)}`
          : `up to ${money(max!)}`;
    chips.push({ label: `Price: ${text}`, search: searchWith({ price: { min: null, max: null } }) });
  }
  if (filters.inStock) chips.push({ label: "In stock", search: searchWith({ inStock: false }) });
  const seen = new Set<string>();
  for (const key of Object.keys(filters.extra)) {
    const base = key.replace(/\.(?:min|max)$/, "");
    if (seen.has(base)) continue;
    seen.add(base);
    const facet = facetOf(base);
    const label = facet?.label ?? base.replace(/^spec\./, "");
    if (filters.extra[`${base}.min`] || filters.extra[`${base}.max`]) {
      const from = filters.extra[`${base}.min`]?.[0];
      const to = filters.extra[`${base}.max`]?.[0];
      const unit = facet?.unit ? ` ${facet.unit}` : "";
      const text = from && to ? `${from} – ${to}` : from ? `from ${from}` : `up to ${to}`;
      const extra = { ...filters.extra };
      delete extra[`${base}.min`];
      delete extra[`${base}.max`];
      // Bounds typed with their own unit ("-112 °F") keep it; bare numbers get the facet's.
      const typedUnit = /[^\d\s.,+\-–]/.test(`${from ?? ""}${to ?? ""}`);
      chips.push({ label: `${label}: ${text}${typedUnit ? "" : unit}`, search: searchWith({ extra }) });
      continue;
    }
    for (const value of filters.extra[key]) {
      const rest = filters.extra[key].filter((v) => v !== value);
      const extra = { ...filters.extra };
      if (rest.length) extra[key] = rest;
      else delete extra[key];
      chips.push({ label: `${label}: ${optionLabel(key, value)}`, search: searchWith({ extra }) });
    }
  }
  return chips;
}
