// Facet kinds of the catalogue query. A kind turns its part of the URL state into a SQL condition and counts
// its options under every OTHER selected filter (so choosing a brand does not zero the other brands). Attribute
// facets from the specification tables plug in as more kinds (attribute-facets.server.ts).
import { Prisma } from "~/generated/prisma/client";
import { COUNT_CAP, PRICE_BUCKETS, priceBucketLabel, type CatalogueQuery, type Facet } from "./catalogue-query";

/**
 * A SQL expression counting the products that match every selected filter except the facet being counted, plus
 * `extra` (an option's condition on `p`). Exact up to COUNT_CAP; the query module decides what is counted (the
 * catalogue through an index, or the materialised matches of a search).
 */
export type CountBuilder = (extra: Prisma.Sql) => Prisma.Sql;

export interface FacetKind {
  key: string;
  label: string;
  type: Facet["type"];
  /**
   * This facet's selection as a SQL condition on `p`, or null when nothing is selected. `p` is "StoreProduct", or the
   * materialised matches of a search, which carry id, categoryId, brandId, referencePriceCents and inStock: use only those
   * (an attribute facet joins its values table on p.id).
   */
  condition(query: CatalogueQuery): Prisma.Sql | null;
  /**
   * The selection as the page statement tests it while walking products in the page's order, when that differs from
   * `condition` (which also selects the unordered samples that facets are counted on).
   */
  pageCondition?(query: CatalogueQuery): Prisma.Sql | null;
  /**
   * True when the page statement tests this facet's selection by a probe per product row that the planner cannot
   * turn into a join (a broad specification filter, see hasValuePerRow): the page walks its order whatever the
   * values, so the statement may keep a prepared plan. Unset: a selection of this kind changes the best plan.
   */
  pageTestedPerRow?: boolean;
  /** A SQL expression giving a JSON array of { value, label, count }, each counted with `count`. */
  optionsSql(count: CountBuilder, query: CatalogueQuery): Prisma.Sql;
  /**
   * The same counted in one grouped pass over the rows of `source` (aliased p, a materialised sample with an id)
   * that satisfy `where`: for attribute facets, whose per-option counts would each join the values table.
   */
  groupedOptionsSql?(source: Prisma.Sql, where: Prisma.Sql): Prisma.Sql;
  /** Selected values, to mark options and to tell the visitor about values that do not exist. */
  selected(query: CatalogueQuery): string[];
  /** "number" facets (attribute bounds): the display unit and the bounds as typed. */
  unit?: string | null;
  bounds?: { min: string; max: string };
}

/**
 * count(*) of the rows of `from` (aliased p) matching `where`, reading at most COUNT_CAP + 1 of them. The inner
 * select has no columns on purpose: a bitmap scan that needs no column then skips the heap for all-visible pages,
 * so a search's total is counted from its (partial) index alone.
 */
export function cappedCount(from: Prisma.Sql, where: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT count(*)::int FROM (SELECT FROM ${from} WHERE ${where} LIMIT ${COUNT_CAP + 1}) capped)`;
}

function lookupFacet(key: "category" | "brand", label: string, table: "Category" | "Brand"): FacetKind {
  const column = key === "category" ? Prisma.sql`p."categoryId"` : Prisma.sql`p."brandId"`;
  const from = table === "Category" ? Prisma.sql`"Category" t` : Prisma.sql`"Brand" t`;
  return {
    key,
    label,
    type: "multi",
    condition: (query) => {
      const values = query.filters[key];
      return values.length ? Prisma.sql`${column} IN (${Prisma.join(values)})` : null;
    },
    optionsSql: (count) => Prisma.sql`(
      SELECT coalesce(json_agg(json_build_object(
        'value', t.id, 'label', t.name, 'count', ${count(Prisma.sql`${column} = t.id`)}
      ) ORDER BY t.position, t.name), '[]'::json) FROM ${from})`,
    selected: (query) => query.filters[key],
  };
}

const bucketValue = (b: { min: number | null; max: number | null }) => `${b.min ?? ""}-${b.max ?? ""}`;

/**
 * A price range in the buyer's currency as a condition on the reference price (US cents at the catalogue's rates,
 * ADR 073). The bounds are converted in SQL by the function the facet cells' floors are made with, so a bucket's
 * bounds are always cell floors and the cells count it exactly. `p` is "StoreProduct", its matches, or
 * "CatalogueFacetCell", whose "referencePriceCents" holds the floor.
 */
function priceCondition(range: { min: number | null; max: number | null }, currencyCode: string): Prisma.Sql[] {
  // Each bound in a scalar subquery: evaluated once per statement (an InitPlan). As a plain call, a filter on a
  // search's materialised matches ran the function (a look-up of the rate) for every row, 5 ms a bucket at 1M.
  const bound = (cents: number) => Prisma.sql`(SELECT catalogue_reference_cents(${cents}::int, ${currencyCode}))`;
  const parts: Prisma.Sql[] = [];
  if (range.min !== null) parts.push(Prisma.sql`p."referencePriceCents" >= ${bound(range.min)}`);
  if (range.max !== null) parts.push(Prisma.sql`p."referencePriceCents" < ${bound(range.max)}`);
  return parts;
}

const priceFacet: FacetKind = {
  key: "price",
  label: "Price",
  type: "range",
  condition: ({ filters: { price }, priceCurrency }) => {
    const parts = priceCondition(price, priceCurrency.code);
    return parts.length ? Prisma.join(parts, " AND ") : null;
  },
  optionsSql: (count, { priceCurrency }) =>
    Prisma.sql`json_build_array(${Prisma.join(
      PRICE_BUCKETS.map((bucket) => {
        const parts = [Prisma.sql`p."referencePriceCents" IS NOT NULL`, ...priceCondition(bucket, priceCurrency.code)];
        return Prisma.sql`json_build_object('value', ${bucketValue(bucket)}::text,
          'label', ${priceBucketLabel(bucket, priceCurrency)}::text, 'count', ${count(Prisma.join(parts, " AND "))})`;
      }),
    )})`,
  selected: ({ filters: { price } }) => (price.min !== null || price.max !== null ? [bucketValue(price)] : []),
};

const stockFacet: FacetKind = {
  key: "stock",
  label: "Availability",
  type: "toggle",
  condition: (query) => (query.filters.inStock ? Prisma.sql`p."inStock"` : null),
  optionsSql: (count) =>
    Prisma.sql`json_build_array(json_build_object('value', 'in', 'label', 'In stock', 'count', ${count(Prisma.sql`p."inStock"`)}))`,
  selected: (query) => (query.filters.inStock ? ["in"] : []),
};

export const BASE_FACET_KINDS: FacetKind[] = [
  lookupFacet("category", "Category", "Category"),
  lookupFacet("brand", "Brand", "Brand"),
  priceFacet,
  stockFacet,
];

/** Turns the JSON options read from SQL into facets, marking selections and flagging capped counts. */
export function toFacet(
  kind: FacetKind,
  raw: { value: string; label: string; count: number }[],
  query: CatalogueQuery,
  sampled: boolean,
): Facet {
  const selected = new Set(kind.selected(query));
  return {
    key: kind.key,
    label: kind.label,
    type: kind.type,
    ...(kind.type === "number" ? { unit: kind.unit ?? null, bounds: kind.bounds } : {}),
    options: raw.map((o) => ({
      value: o.value,
      label: o.label,
      count: Math.min(o.count, COUNT_CAP),
      // Counted among a sample of a search's matches (or of a large category): at least this many.
      capped: o.count > COUNT_CAP || (sampled && o.count > 0),
      selected: selected.has(o.value),
    })),
  };
}
