// Attribute facets (issue 9, ADR 013/015): the facet specifications of the one category a catalogue view is in,
// as more facet kinds of the catalogue query. Enums and yes/no attributes are checkboxes counted per option;
// numbers and ranges are min/max bounds typed in the attribute's unit (or any unit of its dimension: "-112 °F"),
// matched in base units against the stored values, so −112 °F and −80 °C meet.
import { Prisma } from "~/generated/prisma/client";
import { plannedPerCall, prisma, readRows } from "~/utils/db.server";
import type { CatalogueQuery } from "./catalogue-query";
import type { FacetKind } from "./catalogue-facets.server";
import type { AttributeType } from "./specifications";
import { dimensionOf, formatQuantity, parseQuantity, toBase } from "./units";

export interface FacetAttribute {
  id: string;
  key: string;
  label: string;
  type: AttributeType;
  unit: string | null;
  options: string[];
}

/**
 * Definitions change only when an admin edits a category's attributes, and every filtered view of a category needs
 * them: each app machine keeps them for a minute rather than adding a statement to every view.
 */
const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; attributes: FacetAttribute[] }>();

export async function facetAttributesOf(categoryId: string): Promise<FacetAttribute[]> {
  const hit = cache.get(categoryId);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.attributes;
  const rows = await prisma.attributeDefinition.findMany({
    where: { categoryId, isFacet: true, type: { not: "text" } },
    orderBy: [{ position: "asc" }, { key: "asc" }],
    select: { id: true, key: true, label: true, type: true, unit: true, options: true },
  });
  const attributes = rows.map((row) => ({ ...row, type: row.type as AttributeType }));
  cache.set(categoryId, { at: Date.now(), attributes });
  return attributes;
}

/** After an edit of a category's attribute definitions, so this machine shows the change at once. */
export function forgetFacetAttributes(categoryId?: string): void {
  if (categoryId) cache.delete(categoryId);
  else cache.clear();
}

const hasValue = (attributeId: string, test: Prisma.Sql) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "ProductAttributeValue" av
    WHERE av."productId" = p.id AND av."attributeId" = ${attributeId} AND ${test})`;

/**
 * The same test as a probe per product row. `OFFSET 0` keeps PostgreSQL from turning the EXISTS into a join that
 * starts from every value in range: for a broad range that is tens of thousands of product look-ups before the
 * first card, where walking the products in the page's order finds a page after a few hundred probes.
 */
const hasValuePerRow = (attributeId: string, test: Prisma.Sql) =>
  Prisma.sql`EXISTS (SELECT 1 FROM "ProductAttributeValue" av
    WHERE av."productId" = p.id AND av."attributeId" = ${attributeId} AND ${test} OFFSET 0)`;

/**
 * Above `broadAbove` matching values, a filter is "broad" and is tested per product row (see hasValuePerRow).
 * Walking costs about pageSize / share-of-matches rows, starting from the values about one look-up per value:
 * they cross near sqrt(page size × category size), ~2,000 for a 200,000-product category.
 */
export const rangeProbe = { broadAbove: 2_000 };
const BREADTH_CACHE_MS = 60_000;
const BREADTH_CACHE_ENTRIES = 500;
const breadthCache = new Map<string, { at: number; broad: Promise<boolean> }>();

/**
 * Whether more than `rangeProbe.broadAbove` values of the attribute pass `test`: an index-only count that stops
 * there. The planner cannot tell for a range by itself: one histogram of "numMin" is shared by every attribute, so a
 * range on one attribute is estimated from all of them (ADR 015 addendum). Reused per machine for a minute.
 */
function holdsManyValues(attributeId: string, test: Prisma.Sql): Promise<boolean> {
  const limit = rangeProbe.broadAbove;
  const key = JSON.stringify([attributeId, test.text, test.values, limit]);
  const hit = breadthCache.get(key);
  if (hit && Date.now() - hit.at < BREADTH_CACHE_MS) return hit.broad;
  const broad = readRows<{ n: number }[]>(
    plannedPerCall(Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "ProductAttributeValue" av
        WHERE av."attributeId" = ${attributeId} AND ${test} LIMIT ${limit + 1}) v`),
  ).then(([row]) => (row?.n ?? 0) > limit);
  breadthCache.delete(key);
  breadthCache.set(key, { at: Date.now(), broad });
  broad.catch(() => breadthCache.delete(key));
  if (breadthCache.size > BREADTH_CACHE_ENTRIES) breadthCache.delete(breadthCache.keys().next().value!);
  return broad;
}

function rangeTest(min: number | null, max: number | null): Prisma.Sql | null {
  const parts: Prisma.Sql[] = [];
  if (min !== null) parts.push(Prisma.sql`av."numMax" >= ${min}`);
  if (max !== null) parts.push(Prisma.sql`av."numMin" <= ${max}`);
  return parts.length ? Prisma.join(parts, " AND ") : null;
}

const BOOLEAN_OPTIONS = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

const optionTest = (values: string[]) => Prisma.sql`av."enumValue" IN (${Prisma.join(values)})`;

/**
 * An option facet. On the page statement a broad selection (a common option, such as a category's main kind) is
 * tested per product row like a broad range: with a broad range also selected the page walks the category's
 * products either way, and the option's probe (index-only, exact) is cheaper than the range's and, as the cheaper
 * filter, runs first. The unordered samples the facets are counted on keep the plain EXISTS, which the planner may
 * start from the option's values.
 */
function optionFacet(attribute: FacetAttribute, broad: boolean): FacetKind {
  const param = `spec.${attribute.key}`;
  const options =
    attribute.type === "boolean" ? BOOLEAN_OPTIONS : attribute.options.map((value) => ({ value, label: value }));
  const selected = (query: CatalogueQuery) => query.filters.extra[param] ?? [];
  return {
    key: param,
    label: attribute.label,
    type: "multi",
    condition: (query) => {
      const values = selected(query);
      return values.length ? hasValue(attribute.id, optionTest(values)) : null;
    },
    pageCondition: (query) => {
      const values = selected(query);
      return values.length ? (broad ? hasValuePerRow : hasValue)(attribute.id, optionTest(values)) : null;
    },
    pageTestedPerRow: broad,
    optionsSql: (count) =>
      options.length
        ? Prisma.sql`json_build_array(${Prisma.join(
            options.map(
              (option) => Prisma.sql`json_build_object('value', ${option.value}::text, 'label', ${option.label}::text,
                'count', ${count(hasValue(attribute.id, Prisma.sql`av."enumValue" = ${option.value}`))})`,
            ),
          )})`
        : Prisma.sql`'[]'::json`,
    // Per row of the sample, that product's values of this attribute (an index probe on productId; OFFSET 0 keeps
    // the planner from turning it into a join over every value of the attribute), grouped by option.
    groupedOptionsSql: (source, where) =>
      options.length
        ? Prisma.sql`(SELECT coalesce(json_agg(json_build_object('value', o.value, 'label', o.label,
              'count', coalesce(c.n, 0)) ORDER BY o.ord), '[]'::json)
            FROM unnest(${options.map((option) => option.value)}::text[], ${options.map((option) => option.label)}::text[])
              WITH ORDINALITY AS o(value, label, ord)
            LEFT JOIN (
              SELECT v."enumValue" AS value, count(DISTINCT p.id)::int AS n
              FROM ${source} CROSS JOIN LATERAL (
                SELECT av."enumValue" FROM "ProductAttributeValue" av
                WHERE av."productId" = p.id AND av."attributeId" = ${attribute.id} OFFSET 0
              ) v
              WHERE ${where}
              GROUP BY 1
            ) c ON c.value = o.value)`
        : Prisma.sql`'[]'::json`,
    selected,
  };
}

/** A bound as typed: a bare number is in the attribute's unit; a number with a unit must be of its dimension. */
function readBound(text: string, unit: string): number | null {
  const bare = text.replace(/−/g, "-").replace(/,/g, "").trim();
  if (/^[+-]?\d+(?:\.\d+)?$/.test(bare)) return toBase(Number(bare), unit);
  const quantity = parseQuantity(text);
  if (!quantity || quantity.min !== quantity.max || dimensionOf(quantity.unit) !== dimensionOf(unit)) return null;
  return quantity.baseMin;
}

interface RangeBounds {
  typed: { min: string; max: string };
  min: number | null;
  max: number | null;
}

/** A numeric facet's bounds from the URL, in base units; what was wrong with them goes to `notices`. */
function rangeBounds(attribute: FacetAttribute, query: CatalogueQuery, notices: string[]): RangeBounds {
  const param = `spec.${attribute.key}`;
  const unit = attribute.unit ?? "";
  const typed = {
    min: query.filters.extra[`${param}.min`]?.[0] ?? "",
    max: query.filters.extra[`${param}.max`]?.[0] ?? "",
  };
  let min = typed.min ? readBound(typed.min, unit) : null;
  let max = typed.max ? readBound(typed.max, unit) : null;
  const unitWords = unit ? ` (in ${unit})` : "";
  if ((typed.min && min === null) || (typed.max && max === null)) {
    notices.push(
      `${attribute.label} must be a number${unitWords}, like ${unit ? formatQuantity(toBase(10, unit) ?? 10, unit) : "10"}; that filter was ignored.`,
    );
    min = null;
    max = null;
  } else if (min !== null && max !== null && min > max) {
    notices.push(`The lowest ${attribute.label.toLowerCase()} was above the highest, so the two were swapped.`);
    [min, max] = [max, min];
  }
  return { typed, min, max };
}

function numberFacet(attribute: FacetAttribute, { typed, min, max }: RangeBounds, broad: boolean): FacetKind {
  const param = `spec.${attribute.key}`;
  // A product matches when any of its values (a variant's, or a range such as 12.5–50 L) overlaps the bounds.
  const range = rangeTest(min, max);
  const condition = range ? (broad ? hasValuePerRow : hasValue)(attribute.id, range) : null;
  return {
    key: param,
    label: attribute.label,
    type: "number",
    unit: attribute.unit,
    bounds: typed,
    condition: () => condition,
    pageTestedPerRow: broad,
    optionsSql: () => Prisma.sql`'[]'::json`,
    selected: () => (condition ? [`${typed.min}-${typed.max}`] : []),
  };
}

/**
 * The attribute facet kinds of `attributes` for this query, and what was wrong with their URL values. URL keys
 * that name no facet attribute of the category are reported and ignored.
 */
export async function attributeFacetKinds(
  attributes: FacetAttribute[],
  query: CatalogueQuery,
  inOneCategory: boolean,
): Promise<{ kinds: FacetKind[]; notices: string[] }> {
  const notices: string[] = [];
  const kinds = await Promise.all(
    attributes.map(async (attribute) => {
      if (attribute.type !== "number" && attribute.type !== "range") {
        const values = query.filters.extra[`spec.${attribute.key}`] ?? [];
        return optionFacet(attribute, values.length > 0 && (await holdsManyValues(attribute.id, optionTest(values))));
      }
      const bounds = rangeBounds(attribute, query, notices);
      const range = rangeTest(bounds.min, bounds.max);
      return numberFacet(attribute, bounds, range !== null && (await holdsManyValues(attribute.id, range)));
    }),
  );
  const known = new Set(kinds.flatMap((kind) => [kind.key, `${kind.key}.min`, `${kind.key}.max`]));
  const unknown = Object.keys(query.filters.extra).filter((key) => !known.has(key));
  if (unknown.length) {
    notices.push(
      inOneCategory
        ? `This category has no specification filter called “${unknown.map((k) => k.replace(/^spec\./, "")).join("”, “")}”; it was ignored.`
        : "Specification filters apply within one category: choose a category to use them.",
    );
  }
  return { kinds, notices };
}
