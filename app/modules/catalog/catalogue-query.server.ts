// The one catalogue query behind /store, /shop/products and the category and brand lists: filter, facet, sort and
// page in SQL (ADR 015). Two statements per view, run in parallel: the page of cards, and the capped total with
// every facet's counts (a search adds a probe before them). Each app machine reuses the counts and a search's probe
// for a few seconds, and a category's attribute definitions for a minute. Nothing here reads more than a page of
// products, MATCH_SAMPLE matches of a search, or COUNT_CAP + 1 index entries per count.
import { Prisma } from "~/generated/prisma/client";
import { plannedPerCall, prisma, readRows } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { refreshingCache } from "~/utils/refreshing-cache";
import { attributeFacetKinds, facetAttributesOf } from "./attribute-facets.server";
import { BASE_FACET_KINDS, cappedCount, toFacet, type FacetKind } from "./catalogue-facets.server";
import { productPictureUrl } from "./product-picture";
import {
  COUNT_CAP,
  PRICE_BUCKETS,
  MATCH_SAMPLE,
  RANK_SAMPLE,
  type CatalogueCard,
  type CatalogueQuery,
  type CataloguePage,
  type Suggestion,
} from "./catalogue-query";
import { displayedPrice, selectDisplayVariant, type PricedVariant } from "./price";
import { CATEGORY_BOOST, EXACT_BONUS, searchPlan } from "./search-terms";
import { understandSearch, type SearchPreferences, type SpecificationTerm } from "./search-understanding";
import { finderVocabulary } from "~/modules/finder/finder.server";
import { orderableQuantity, productAvailability, saleUnitText } from "./availability";

/** A fixed scope of a list page (a category or brand page): always applied, never shown as a removable filter. */
export interface CatalogueScope {
  categoryId?: string;
  brandId?: string;
}

interface CardRow {
  id: string;
  title: string;
  subtitle: string | null;
  ribbonText: string | null;
  thumbnailUrl: string | null;
  purchasable: boolean;
  siteProductSelection: string | null;
  rating: number;
  reviewCount: number;
  tag: string | null;
  featuredRank: number | null;
  sortOrder: number;
  inStock: boolean;
  brandName: string | null;
  categoryName: string | null;
  demoId: string | null;
  variants: (PricedVariant & {
    manageInventory: boolean;
    inventoryQuantity: number;
    reservedQuantity: number;
    leadTimeDays: number | null;
    allowBackorder: boolean;
    packSize: string | null;
    unit: string | null;
  })[];
}

/** The listing condition on "StoreProduct" p: every catalogue read (this module, the finder) filters by it. */
export const visible = Prisma.sql`p."deletedAt" IS NULL AND p.status = 'active'`;

/**
 * How a search matches (ADR 015, ADR 032), decided by one probe statement:
 * - "all": every word (each a prefix: "lyoph" finds lyophilizers) or, for a phrase naming a product kind, any name of
 *   that kind ("lyophilizer" finds freeze dryers) — what the store search has always meant, widened by synonyms;
 * - "some", only when nothing matches all: the kinds the query names, or else any of its words, ranked by how many
 *   of the query's words a product matches ("pilot lyophilizer with 1 m² of shelf area" → freeze dryers, the pilot
 *   ones with shelf area first);
 * - "similar", only when neither matches: trigram word similarity on the name ("centrifgue"). Trying the trigram
 *   match on every search would make each broad word scan tens of thousands of extra index entries;
 * - "specified", only with a stated specification that no product matching the words has: every product recorded
 *   with it, ranked by the words ("diagnostic kit with analytical sensitivity below 1 pg/mL" when no kit's text says
 *   "diagnostic"). The specification's attribute belongs to the categories that have it, so it names the kind.
 */
type SearchMode = "all" | "some" | "similar" | "specified";

/** The query's words as the spelling correction compares them with product names' words (catalogue_title_words). */
function queryWords(q: string): string[] {
  return (
    q
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 8);
}

/**
 * How close a correction must be: a typo's trigram similarity ("centrifgue" → "centrifuge" 0.47, a swapped pair of
 * letters) is above it, two unrelated long words rarely are. A correction also keeps the first letter and the length
 * within two letters, as nearly every typo does.
 */
const CORRECTION_SIMILARITY = 0.45;

/**
 * The query's words that no product name has, replaced by the most similar word that one has ("centrifgue" →
 * "centrifuge"): trigram similarity on "SearchWord", the few thousand distinct words of product names, rather than
 * on a million names. Words under four letters are kept as typed.
 */
function correctionSql(words: string[]): Prisma.Sql {
  return Prisma.sql`(SELECT string_agg(coalesce(c.best, u.w), ' ' ORDER BY u.ord)
    FROM unnest(${words}::text[]) WITH ORDINALITY AS u(w, ord)
    LEFT JOIN LATERAL (
      SELECT s.word AS best FROM "SearchWord" s
      WHERE length(u.w) >= 4 AND NOT EXISTS (SELECT 1 FROM "SearchWord" e WHERE e.word = u.w) AND s.word % u.w
        AND similarity(s.word, u.w) >= ${CORRECTION_SIMILARITY} AND left(s.word, 1) = left(u.w, 1)
        AND abs(length(s.word) - length(u.w)) <= 2
      ORDER BY s.word <-> u.w, s.word LIMIT 1
    ) c ON true)`;
}

/**
 * The estimated share of the catalogue a search by words must match for its samples to be read by walking the
 * table in order rather than through the full-text index (see SearchChoice.broad). Measured at 1M products (ADR 041):
 * reading the first 300 matches by walking against the index took 2.8 against 46 ms at 5.7 %, 4.9 against 32 ms at
 * 3.4 %, 13.8 against 12.3 ms at 1.1 %, 27 against 8 ms at 0.6 %: at 2 % the walk reads at most 15,000 rows.
 */
const WALK_SHARE = 0.02;

/**
 * A stated specification filters the search only when at least this many matches meet it; fewer rank first among the
 * kinds named, followed by the closest (a buyer asking for a number the catalogue barely has still sees a page).
 */
const FEW_MATCHES = 5;

/**
 * The probe: how `q` matches, and — only when it matches neither way — its spelling correction (the CASE runs the
 * correction's sub-query only then).
 */
async function searchMode(
  q: string,
  { correct, specifications }: { correct: boolean; specifications: SpecificationTerm[] },
) {
  const plan = searchPlan(q);
  const required = requiredSpecifications(specifications);
  const matchesAny = (tsquery: string, withRequired = false) =>
    Prisma.sql`EXISTS (SELECT 1 FROM "StoreProduct" p WHERE ${visible} AND p."searchVector" @@ to_tsquery('english', ${tsquery})${withRequired && required ? Prisma.sql` AND ${required}` : Prisma.empty})`;
  // With a stated specification (ADR 062), the kinds the query names and the specification are what must match: its
  // other words rank ("high-speed centrifuge, at least 25,000 rpm" is every centrifuge that fast, the high-speed
  // ones first). When no product meets the specification, the query is searched as without it ("relaxed") and the
  // specification only ranks: the closest products are shown, and the visitor is told that none meets it.
  const kindsFirst = required !== null && plan.some !== null && plan.groups.some((g) => g.role === "kind");
  // Fewer than FEW_MATCHES products meeting the specification ("few"): it ranks instead of filtering, over the kinds
  // the query names (or any of its words), so the few come first and the closest follow, never a page of two.
  const atLeastFew = (tsquery: string) =>
    Prisma.sql`(SELECT count(*) FROM (SELECT 1 FROM "StoreProduct" p WHERE ${visible} AND p."searchVector" @@ to_tsquery('english', ${tsquery}) AND ${required} LIMIT ${FEW_MATCHES}) few) >= ${FEW_MATCHES}`;
  const fewMode = plan.some ? "some-few" : "all-few";
  const strict = required
    ? kindsFirst
      ? Prisma.sql`WHEN ${atLeastFew(plan.some!)} THEN 'some' WHEN ${matchesAny(plan.some!, true)} THEN 'some-few'`
      : Prisma.sql`WHEN ${atLeastFew(plan.all)} THEN 'all'
        ${plan.some ? Prisma.sql`WHEN ${atLeastFew(plan.some)} THEN 'some'` : Prisma.empty}
        WHEN ${matchesAny(plan.all, true)} THEN ${fewMode}
        ${plan.some ? Prisma.sql`WHEN ${matchesAny(plan.some, true)} THEN ${fewMode}` : Prisma.empty}
        ${plan.groups.some((g) => g.role === "kind") ? Prisma.empty : Prisma.sql`WHEN EXISTS (SELECT 1 FROM "StoreProduct" p WHERE ${visible} AND ${required}) THEN 'specified'`}`
    : Prisma.empty;
  // CASE evaluates its EXISTS probes in order and stops at the first that holds: a search that matches all its words
  // costs one probe, as before.
  const words = queryWords(q);
  // The share is the planner's estimate from the tsvector statistics over the table's size (-1 before its first
  // ANALYZE: then the share is 1, and a table never analysed is small).
  const shareOf = (tsquery: string) =>
    Prisma.sql`(SELECT e.n::float8 / greatest(c.reltuples, e.n, 1)
      FROM catalogue_search_estimate(to_tsquery('english', ${tsquery})) AS e(n), pg_class c
      WHERE c.oid = '"StoreProduct"'::regclass)`;
  const [row] = await readRows<
    { mode: SearchMode; relaxed: boolean; few: boolean; corrected: string | null; share: number | null }[]
  >(
    plannedPerCall(Prisma.sql`
    WITH probe AS (
      SELECT CASE ${strict} WHEN ${matchesAny(plan.all)} THEN ${required ? "all-relaxed" : "all"}
        ${plan.some ? Prisma.sql`WHEN ${matchesAny(plan.some)} THEN ${required ? "some-relaxed" : "some"}` : Prisma.empty}
        ELSE 'similar' END AS mode
    )
    SELECT regexp_replace(mode, '-(relaxed|few)$', '') AS mode, mode LIKE '%-relaxed' AS relaxed,
      mode LIKE '%-few' AS few,
      ${correct && words.some((w) => w.length >= 4) ? Prisma.sql`CASE WHEN mode = 'similar' THEN ${correctionSql(words)} END` : Prisma.sql`NULL::text`} AS corrected,
      CASE regexp_replace(mode, '-(relaxed|few)$', '') WHEN 'all' THEN ${shareOf(plan.all)} ${plan.some ? Prisma.sql`WHEN 'some' THEN ${shareOf(plan.some)}` : Prisma.empty} END AS share
    FROM probe`),
  );
  const corrected = row?.corrected && row.corrected !== words.join(" ") ? row.corrected : null;
  const relaxed = Boolean(row?.relaxed) || (required !== null && row?.mode === "similar");
  return {
    mode: row?.mode ?? ("similar" as SearchMode),
    corrected,
    // "specified" has no words to walk by: it is read through the value probes alone.
    broad: (row?.share ?? 0) >= WALK_SHARE && row?.mode !== "specified",
    relaxed,
    few: Boolean(row?.few),
  };
}

interface SearchChoice {
  mode: SearchMode;
  /**
   * A search by words that matches at least WALK_SHARE of the catalogue: its samples (the ranked matches, the
   * matches the facets are counted on) are read by walking the table in physical order with a test that no index
   * answers. The rows are the ones the index gives, in the same order, and the statement is prepared: its plan is
   * the same for every value, so it is not parsed, analysed and planned again on every view.
   */
  broad: boolean;
  /** The text searched: the query, or its spelling correction. */
  q: string;
  /** The query as typed when `q` is its correction. */
  correctedFrom: string | null;
  /** The numbers with a unit the query states, as specifications (search-understanding.ts). */
  specifications: SpecificationTerm[];
  /** The price the query states and the brands it does not want: they rank (search-understanding.ts). */
  preferences?: SearchPreferences;
  /** What the query was read as beyond its words, for the visitor ("Read “centrifgue” as “centrifuge”."). */
  readAs: string[];
}

/**
 * How to search for `q`: by its words (all, else some), else by its spelling correction when that matches by words
 * (a second probe), else by similar names. A typo costs two probes and then a search as fast as any word's.
 */
async function probeSearch(typed: string): Promise<SearchChoice> {
  // The finder's reading of the query (issue 35, ADR 062): its numbers with units as specifications, its misspelt
  // kinds corrected. The vocabulary is cached per app machine (finderVocabulary), so this adds no statement.
  const understood = understandSearch(typed, await finderVocabulary());
  const { specifications, preferences } = understood;
  const q = understood.text;
  const readAs = [
    ...understood.corrections.map(({ from, to }) => `Read “${from}” as “${to}”.`),
    ...(preferences.price ? [`Read ${preferences.price.label}: products within it are shown first.`] : []),
    ...specifications.map((s) =>
      s.required
        ? `Read “${s.source}” as ${s.label}: only products recorded with it are shown.`
        : `Read “${s.source}” as ${s.label}: products recorded with it are shown first.`,
    ),
  ];
  const chosen = { q, correctedFrom: null, specifications, preferences, readAs };
  const first = await searchMode(q, { correct: true, specifications });
  if (first.mode !== "similar" || !first.corrected) return withRelaxed({ ...chosen, ...first });
  const second = await searchMode(first.corrected, { correct: false, specifications });
  return second.mode === "similar"
    ? withRelaxed({ ...chosen, mode: "similar", broad: false, relaxed: first.relaxed })
    : withRelaxed({ ...chosen, ...second, q: first.corrected, correctedFrom: q });
}

/**
 * No product, or fewer than FEW_MATCHES, meets the stated specifications: they only rank (the products meeting them
 * first), and the visitor is told so.
 */
function withRelaxed(
  choice: SearchChoice & { relaxed: boolean; few?: boolean; corrected?: string | null },
): SearchChoice {
  const { relaxed, few = false, corrected: _corrected, ...rest } = choice;
  if (!relaxed && !few) return rest;
  const unmet = rest.specifications.filter((s) => s.required);
  return {
    ...rest,
    specifications: rest.specifications.map((s) => ({ ...s, required: false })),
    readAs: [
      ...rest.readAs.filter((notice) => !unmet.some((s) => notice.startsWith(`Read “${s.source}”`))),
      ...unmet.map((s) =>
        few
          ? `Few products matching your search are recorded with ${s.label}: they are shown first, then the closest.`
          : `No product matching your search is recorded with ${s.label}; showing the closest products first.`,
      ),
    ],
  };
}

/**
 * A product's recorded value of one of the specification's attributes meets its bounds: any overlap of the value (or
 * range) with them, all of them for "covers". One probe of the product's values (`ProductAttributeValue_productId_idx`)
 * per product tested: it is tested on a search's matches only, never on the catalogue.
 */
function specificationMatch(s: SpecificationTerm): Prisma.Sql {
  // OFFSET 0: a probe per ranked row, never a hashed set of every value meeting the bounds (see requiredSpecifications).
  return Prisma.sql`EXISTS (SELECT 1 FROM "ProductAttributeValue" av WHERE av."productId" = p.id AND ${boundsOf(s)} OFFSET 0)`;
}

/**
 * The stated comparisons ("at least 500 L") every match must meet, or null without any: a probe of each match's
 * values (`ProductAttributeValue_productId_idx`, a handful of rows per product). `OFFSET 0` keeps the planner from
 * turning it into a semi-join, which hashed every value meeting the bounds in the whole catalogue (174,824 index
 * entries and 0.6 s for "centrifuge ≥ 20,000 x g" at 1M) before returning the first match.
 */
function requiredSpecifications(specifications: SpecificationTerm[]): Prisma.Sql | null {
  const required = specifications.filter((s) => s.required);
  return required.length
    ? Prisma.join(
        required.map(
          (s) =>
            Prisma.sql`EXISTS (SELECT 1 FROM "ProductAttributeValue" av WHERE av."productId" = p.id AND ${boundsOf(s)} OFFSET 0)`,
        ),
        " AND ",
      )
    : null;
}

/**
 * Bounds compared with a margin of a millionth of their size: a value entered as "1 pg/mL" is stored converted to
 * the base unit (1.0000000000000002e-9 g/L), and "at most 1 pg/mL" must still hold for it.
 */
const widen = (bound: number, direction: 1 | -1) => bound + direction * Math.abs(bound) * 1e-6;

/** A value row `av` of one of the specification's attributes that meets its bounds. */
function boundsOf(s: SpecificationTerm): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`av."attributeId" = ANY(${s.attributeIds}::text[])`];
  if (s.comparator === "covers" && s.min !== null && s.max !== null)
    parts.push(Prisma.sql`av."numMin" <= ${widen(s.min, 1)} AND av."numMax" >= ${widen(s.max, -1)}`);
  else {
    if (s.max !== null) parts.push(Prisma.sql`av."numMin" <= ${widen(s.max, 1)}`);
    if (s.min !== null) parts.push(Prisma.sql`av."numMax" >= ${widen(s.min, -1)}`);
  }
  return Prisma.join(parts, " AND ");
}

/**
 * Entries of the value index read for the products that have a query's specifications, to rank them in the sample
 * (see pageSql): an index range scan on (attributeId, numMin, numMax, productId) capped like a finder arm, so a
 * specification few matches have costs no walk through the search's matches.
 */
const SPECIFICATION_SCAN = 500;

/** Ids of products recorded with any of the specifications (at most SPECIFICATION_SCAN index entries each). */
function specifiedProducts(specifications: SpecificationTerm[]): Prisma.Sql {
  return Prisma.join(
    specifications.map(
      (s) =>
        Prisma.sql`(SELECT av."productId" FROM "ProductAttributeValue" av WHERE ${boundsOf(s)} LIMIT ${SPECIFICATION_SCAN})`,
    ),
    " UNION ",
  );
}

/** Added to a match's rank per specification of the query its recorded values meet: as much as a named kind. */
export const SPECIFICATION_WEIGHT = 3;

/**
 * Added to a match recorded as a kind the query names (its kind attribute, ADR 013), or of that kind's category with
 * no kind recorded: it is that kind, where another product only mentions it ("LC-MS vials" for a mass spectrometer). More than a met
 * specification or price, so no cheap consumable within a price outranks the instrument asked for.
 */
const RECORDED_KIND_WEIGHT = SPECIFICATION_WEIGHT + 1;

/**
 * A stated price ("under $30,000") and unwanted brands ("not from Roche") rank (issue 35): a match whose reference
 * price (a column of the row, ADR 073) is within the bounds gains as much as a specification; one of a brand not
 * wanted loses as much. Evaluated on the ranked sample only, from the row itself: no extra read. With a price or a
 * specification, a match recorded as a kind the query names gains RECORDED_KIND_WEIGHT (one probe of its values).
 */
function preferenceTerms(specifications: SpecificationTerm[], preferences?: SearchPreferences): Prisma.Sql[] {
  const terms: Prisma.Sql[] = [];
  // The kind probe is a read per ranked match (3–5 ms of a broad search's statement at 1M): it is spent only where
  // a price or a specification could lift a product that merely mentions the kind above one that is it.
  const kinds = preferences?.price || specifications.length ? (preferences?.kinds ?? []) : [];
  if (kinds.length) {
    // One probe of the match's kind values, as the finder's kind check reads them: one of the kinds named; with no
    // kind recorded, a product of a category of the kinds named (listed without its kind, not another kind).
    const attributeIds = [...new Set(kinds.map((k) => k.attributeId))];
    // A kind attribute's id is "<categoryId>.<key>" (ADR 013).
    const categoryIds = [...new Set(attributeIds.map((id) => id.slice(0, id.indexOf("."))))];
    const named = Prisma.join(kinds.map((k) => Prisma.sql`(${k.attributeId}, ${k.value})`));
    terms.push(
      Prisma.sql` + CASE WHEN COALESCE((SELECT bool_or((av."attributeId", av."enumValue") IN (${named}))
        FROM "ProductAttributeValue" av WHERE av."productId" = p.id AND av."attributeId" = ANY(${attributeIds}::text[])),
        p."categoryId" = ANY(${categoryIds}::text[])) THEN ${RECORDED_KIND_WEIGHT}::float8 ELSE 0 END`,
    );
  }
  const price = preferences?.price;
  if (price && (price.min !== null || price.max !== null)) {
    const bounds = [
      ...(price.min !== null ? [Prisma.sql`p."referencePriceCents" >= ${Math.floor(price.min)}`] : []),
      ...(price.max !== null ? [Prisma.sql`p."referencePriceCents" <= ${Math.ceil(price.max)}`] : []),
    ];
    terms.push(
      Prisma.sql` + CASE WHEN ${Prisma.join(bounds, " AND ")} THEN ${SPECIFICATION_WEIGHT}::float8 ELSE 0 END`,
    );
  }
  if (preferences?.excludedBrandIds.length)
    terms.push(
      Prisma.sql` - CASE WHEN p."brandId" = ANY(${preferences.excludedBrandIds}::text[]) THEN ${SPECIFICATION_WEIGHT}::float8 ELSE 0 END`,
    );
  return terms;
}

/** The full-text query of a mode ("similar" has none). */
function modeTsQuery(q: string, mode: Exclude<SearchMode, "similar">): string {
  const plan = searchPlan(q);
  return mode === "all" ? plan.all : mode === "some" ? (plan.some ?? plan.all) : plan.ranked;
}

/**
 * The condition of a search on "StoreProduct" p. `walk` (a broad search's samples): the full-text match as a
 * function call, which no index answers, so the table is read in order until the sample is full; its tsquery a
 * sub-query computed once, as a prepared statement's generic plan would otherwise parse it on every row.
 */
function searchCondition(q: string, mode: SearchMode, { walk = false } = {}): Prisma.Sql {
  if (mode === "similar") return Prisma.sql`${q} <% p.title`;
  // The stated specification is the condition (requiredSpecifications); the words only rank.
  if (mode === "specified") return Prisma.sql`true`;
  return walk
    ? Prisma.sql`ts_match_vq(p."searchVector", (SELECT to_tsquery('english', ${modeTsQuery(q, mode)})))`
    : Prisma.sql`p."searchVector" @@ to_tsquery('english', ${modeTsQuery(q, mode)})`;
}

/**
 * A match's relevance (evaluated only on the ranked sample, at most RANK_SAMPLE rows): the weights of the query's
 * groups it matches (a named kind most, numbers least), a bonus for the words as typed over another name of the
 * kind, a boost for the categories the query names (synonym table, or every word of the category's name), then
 * ts_rank (title over subtitle over description). The title's trigram similarity was added as well until
 * 2026-11-26: it was a fifth of a broad search's statement at 1M (300 titles) and moved the labelled set's figures by
 * less than a hundredth (ADR 032 addendum); it remains the rank of a search by similar names.
 */
function rankExpression(
  q: string,
  mode: SearchMode,
  specifications: SpecificationTerm[] = [],
  preferences?: SearchPreferences,
): Prisma.Sql {
  const parts = [
    ...specifications.map(
      // A stated comparison that only ranks (few or no products meet it) outweighs a price and the words.
      (s) =>
        Prisma.sql` + CASE WHEN ${specificationMatch(s)} THEN ${s.stated ? 2 * SPECIFICATION_WEIGHT : SPECIFICATION_WEIGHT}::float8 ELSE 0 END`,
    ),
    ...preferenceTerms(specifications, preferences),
  ];
  const specified = parts.length ? Prisma.join(parts, "") : Prisma.empty;

  if (mode === "similar") return Prisma.sql`(word_similarity(${q}, p.title)${specified})`;
  const plan = searchPlan(q);
  // Each tsquery is a sub-query computed once: in a prepared statement's generic plan a bare to_tsquery() would be
  // parsed again for every ranked row.
  const matched = (tsquery: string, weight: number) =>
    Prisma.sql`CASE WHEN p."searchVector" @@ (SELECT to_tsquery('english', ${tsquery})) THEN ${weight}::float8 ELSE 0 END`;
  const terms = plan.groups.flatMap((group) => [
    matched(group.any, group.weight),
    ...(group.own !== group.any ? [matched(group.own, EXACT_BONUS)] : []),
  ]);
  const categories = Prisma.sql`CASE WHEN p."categoryId" = ANY(ARRAY(
      SELECT c.id FROM "Category" c
      WHERE c.id = ANY(${plan.categoryIds}::text[]) OR to_tsvector('english', ${q}) @@ plainto_tsquery('english', c.name)
    )) THEN ${CATEGORY_BOOST}::float8 ELSE 0 END`;
  return Prisma.sql`(${Prisma.join(terms, " + ")} + ${categories}
    + ts_rank(p."searchVector", (SELECT to_tsquery('english', ${plan.ranked})))${specified})`;
}

const ORDER: Record<Exclude<CatalogueQuery["sort"], "relevance">, Prisma.Sql> = {
  featured: Prisma.sql`p."featuredRank" ASC NULLS LAST, p."sortOrder" ASC, p.title ASC, p.id ASC`,
  // The reference price (ADR 073): the same order in every display currency, and across products' own currencies.
  "price-asc": Prisma.sql`p."referencePriceCents" ASC NULLS LAST, p.id ASC`,
  "price-desc": Prisma.sql`p."referencePriceCents" DESC NULLS LAST, p.id DESC`,
  rating: Prisma.sql`p.rating DESC, p."reviewCount" DESC, p.id ASC`,
  newest: Prisma.sql`p."createdAt" DESC, p.id DESC`,
};

const variantsJson = Prisma.sql`COALESCE((
  SELECT json_agg(json_build_object(
    'id', v.id, 'title', v.title, 'priceInCents', v."priceInCents", 'salePriceInCents', v."salePriceInCents",
    'manageInventory', v."manageInventory", 'inventoryQuantity', v."inventoryQuantity",
    'reservedQuantity', v."reservedQuantity", 'leadTimeDays', v."leadTimeDays", 'allowBackorder', v."allowBackorder",
    'packSize', v."packSize", 'unit', v."unit",
    'currency', json_build_object('code', c.code, 'symbol', c.symbol, 'template', c.template)
  ) ORDER BY v.position, v.id)
  FROM "Variant" v JOIN "Currency" c ON c.code = v."currencyCode"
  WHERE v."productId" = p.id
), '[]'::json)`;

/** The conditions of a query, keyed by facet so each facet can be counted without its own. */
function conditions(
  query: CatalogueQuery,
  scope: CatalogueScope,
  kinds: FacetKind[],
  mode: SearchMode | null,
  attributeKeys: Set<string>,
  walk: boolean,
  /** The stated specifications every match meets (requiredSpecifications), or null. */
  required: Prisma.Sql | null = null,
) {
  const scoped: Prisma.Sql[] = [];
  if (scope.categoryId) scoped.push(Prisma.sql`p."categoryId" = ${scope.categoryId}`);
  if (scope.brandId) scoped.push(Prisma.sql`p."brandId" = ${scope.brandId}`);
  const fixed: Prisma.Sql[] = [visible, ...scoped];
  if (query.q && mode) fixed.push(searchCondition(query.q, mode));
  if (required) fixed.push(required);
  /** Visibility, scope and search, for reading a search's samples: walking when `walk` (see SearchChoice.broad). */
  const sampled =
    walk && query.q && mode
      ? Prisma.join(
          [visible, ...scoped, searchCondition(query.q, mode, { walk }), ...(required ? [required] : [])],
          " AND ",
        )
      : null;
  const byFacet = new Map<string, Prisma.Sql>();
  const forPage: Prisma.Sql[] = [];
  for (const kind of kinds) {
    const condition = kind.condition(query);
    if (condition) byFacet.set(kind.key, condition);
    const pageCondition = kind.pageCondition ? kind.pageCondition(query) : condition;
    if (pageCondition) forPage.push(pageCondition);
  }
  const facetsExcept = (except?: string, extra?: Prisma.Sql, only?: (key: string) => boolean) => [
    ...[...byFacet].filter(([key]) => key !== except && (!only || only(key))).map(([, sql]) => sql),
    ...(extra ? [extra] : []),
  ];
  const andAll = (parts: Prisma.Sql[]) => (parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`true`);
  /** The whole WHERE clause on "StoreProduct" p, without one facet's own condition when counting that facet. */
  const where = (except?: string, extra?: Prisma.Sql) =>
    Prisma.join([...fixed, ...facetsExcept(except, extra)], " AND ");
  /** The same on the materialised matches of a search (visibility, scope and search already applied). */
  const whereOnMatches = (except?: string, extra?: Prisma.Sql) => andAll(facetsExcept(except, extra));
  /** The same on "CatalogueFacetCell" (visible products only, no search, no attribute filter). */
  const whereOnCells = (except?: string, extra?: Prisma.Sql) => andAll([...scoped, ...facetsExcept(except, extra)]);
  /** Every condition but the attribute facets': the products whose specifications an attribute facet counts. */
  const withoutAttributes = Prisma.join(
    [...fixed, ...facetsExcept(undefined, undefined, (key) => !attributeKeys.has(key))],
    " AND ",
  );
  /** On that sample: the other attribute facets' conditions (the rest are applied already). */
  const whereOnSample = (except?: string, extra?: Prisma.Sql) =>
    andAll(facetsExcept(except, extra, (key) => attributeKeys.has(key)));
  /** The products passing the attribute filters (and visibility and scope): what the built-in facets count then. */
  const withAttributes = Prisma.join(
    [...fixed, ...facetsExcept(undefined, undefined, (key) => attributeKeys.has(key))],
    " AND ",
  );
  /** On those: the built-in facets' conditions but one. */
  const whereOnMatchesBase = (except?: string, extra?: Prisma.Sql) =>
    andAll(facetsExcept(except, extra, (key) => !attributeKeys.has(key)));
  return {
    where,
    /** The page statement's WHERE clause: every condition, each as tested on a walk in the page's order. */
    pageWhere: Prisma.join([...fixed, ...forPage], " AND "),
    whereOnMatches,
    whereOnMatchesBase,
    withAttributes,
    whereOnCells,
    whereOnSample,
    withoutAttributes,
    base: Prisma.join(fixed, " AND "),
    /** The search's samples' WHERE clause: `base`, walking the table when the search is broad. */
    sampleBase: sampled ?? Prisma.join(fixed, " AND "),
    walking: sampled !== null,
    /** A facet or a stated specification narrows the search: its total is counted, not estimated from words. */
    filtered: byFacet.size > 0 || required !== null,
    /** A facet narrows the search (a stated specification aside: the walked sample tests it per row). */
    facetFiltered: byFacet.size > 0,
    attributeSelected: [...byFacet.keys()].some((key) => attributeKeys.has(key)),
    /** A selected specification filter that the page statement does not test per row: its values change the plan. */
    pageDependsOnValues: kinds.some(
      (kind) => byFacet.has(kind.key) && attributeKeys.has(kind.key) && !kind.pageTestedPerRow,
    ),
  };
}

const PRICE_FLOORS = new Set<number>(
  PRICE_BUCKETS.flatMap((b) => [b.min, b.max]).filter((v): v is NonNullable<typeof v> => v !== null),
);

/**
 * True when the facet-cell table answers the built-in facets' counts: no search, no attribute filter, and a price
 * range on bucket boundaries (a cell holds a whole bucket).
 */
function countableOnCells(query: CatalogueQuery, attributeSelected: boolean): boolean {
  const { min, max } = query.filters.price;
  return (
    !query.q && !attributeSelected && (min === null || PRICE_FLOORS.has(min)) && (max === null || PRICE_FLOORS.has(max))
  );
}

/** The one category a view is in (its scope, or a single selected category): attribute facets belong to it. */
function categoryOf(query: CatalogueQuery, scope: CatalogueScope): string | null {
  if (scope.categoryId) return scope.categoryId;
  return query.filters.category.length === 1 ? query.filters.category[0] : null;
}

/**
 * Sorts read along an index that leads with the category (`StoreProduct_category_featured_idx`,
 * `StoreProduct_category_reference_price_idx`): a category's page in that order is the same walk for every category.
 */
const CATEGORY_INDEX_SORTS = new Set<CatalogueQuery["sort"]>(["featured", "relevance", "price-asc"]);

/**
 * Whether a page statement's best plan is the same whatever its values, so that PostgreSQL may keep one generic plan
 * for it (ADR 042): no search; no brand, price or stock filter, whose share of a category varies from all to none
 * (a generic plan walking a category for a rare brand read 241,530 rows in 89 ms where its own plan read the brand's
 * index); at most one category, with a sort whose index leads with it; specification filters only where they are
 * tested per row along that walk.
 */
function samePlanForEveryValue(
  query: CatalogueQuery,
  scope: CatalogueScope,
  mode: SearchMode | null,
  pageDependsOnValues: boolean,
): boolean {
  const { brand, price, inStock, category } = query.filters;
  if (mode || pageDependsOnValues || scope.brandId || brand.length || inStock) return false;
  if (price.min !== null || price.max !== null || category.length > 1) return false;
  return categoryOf(query, scope) === null || CATEGORY_INDEX_SORTS.has(query.sort);
}

/**
 * A page's LIMIT and OFFSET. PostgreSQL estimates a LIMIT or OFFSET parameter at a tenth of the rows, so the
 * generic plan of a prepared page looks thousands of times dearer than the plan for its values and is never kept:
 * every view was planned again at bind (0.5–0.7 ms of 1–2.5). For a page whose plan is the same for every value
 * (samePlanForEveryValue) the first page's LIMIT is written into the text (the page size is one of two constants),
 * so the generic plan is costed as it runs and kept after five views. Other pages keep both as parameters.
 */
function limitOffset(limit: number, offset: number, literal: boolean): Prisma.Sql {
  if (literal && offset === 0) return Prisma.raw(`LIMIT ${Math.trunc(limit)}`);
  return Prisma.sql`LIMIT ${limit} OFFSET ${offset}`;
}

function pageSql(
  query: CatalogueQuery,
  mode: SearchMode | null,
  where: Prisma.Sql,
  limit: number,
  offset: number,
  genericPlan: boolean,
  specifications: SpecificationTerm[] = [],
  preferences?: SearchPreferences,
): Prisma.Sql {
  const relevance = query.sort === "relevance" && query.q && mode;
  const order = ORDER[query.sort === "relevance" ? "featured" : query.sort];
  const outerOrder = relevance ? Prisma.sql`paged.rank DESC, p.title ASC, p.id ASC` : order;
  const card = Prisma.sql`
    SELECT p.id, p.title, p.subtitle, p."ribbonText", p."thumbnailUrl", p.purchasable, p."siteProductSelection",
           p.rating, p."reviewCount", p.tag, p."featuredRank", p."sortOrder", p."inStock",
           b.name AS "brandName", cat.name AS "categoryName",
           (SELECT dp."demoId" FROM "DemoProduct" dp JOIN "Demo" d ON d.id = dp."demoId"
             WHERE dp."productId" = p.id ORDER BY d.position, dp."demoId" LIMIT 1) AS "demoId",
           ${variantsJson} AS variants
    FROM paged JOIN "StoreProduct" p ON p.id = paged.id
    LEFT JOIN "Brand" b ON b.id = p."brandId"
    LEFT JOIN "Category" cat ON cat.id = p."categoryId"
    ORDER BY ${outerOrder}`;
  if (relevance) {
    // Relevance ranks at most RANK_SAMPLE matches: a broad word at a million products would otherwise rank
    // every match to show twelve. Past them the visitor is told to narrow the search or sort otherwise.
    // A query with specifications ranks the matches recorded with them first among those it ranks: the sample
    // takes them first (from the value index, capped), then fills up with the other matches.
    const sample = specifications.length
      ? Prisma.sql`sample AS (
        SELECT u.id FROM (
          (SELECT p.id, 0 AS preferred FROM "StoreProduct" p
            WHERE ${where} AND p.id IN (${specifiedProducts(specifications)}) LIMIT ${RANK_SAMPLE})
          UNION ALL
          (SELECT p.id, 1 AS preferred FROM "StoreProduct" p WHERE ${where} LIMIT ${RANK_SAMPLE})
        ) u GROUP BY u.id ORDER BY min(u.preferred), u.id LIMIT ${RANK_SAMPLE}
      ),
      matches AS (
        SELECT p.id, p.title, ${rankExpression(query.q, mode, specifications, preferences)} AS rank
        FROM sample JOIN "StoreProduct" p ON p.id = sample.id
      ),`
      : Prisma.sql`matches AS (
        SELECT p.id, p.title, ${rankExpression(query.q, mode, [], preferences)} AS rank
        FROM "StoreProduct" p WHERE ${where} LIMIT ${RANK_SAMPLE}
      ),`;
    return Prisma.sql`
      WITH ${sample}
      paged AS (
        SELECT id, rank FROM matches ORDER BY rank DESC, title ASC, id ASC LIMIT ${limit} OFFSET ${offset}
      )
      ${card}`;
  }
  return Prisma.sql`
    WITH paged AS (
      SELECT p.id FROM "StoreProduct" p WHERE ${where}
      ORDER BY ${order} ${limitOffset(limit, offset, genericPlan)}
    )
    ${card}`;
}

function toCard(row: CardRow): CatalogueCard {
  const single = row.variants.length === 1 ? row.variants[0] : null;
  const price = displayedPrice(row);
  const shown = selectDisplayVariant(row);
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    ribbonText: row.ribbonText,
    thumbnailUrl: productPictureUrl(row.thumbnailUrl, row),
    purchasable: row.purchasable,
    price,
    variantCount: row.variants.length,
    singleVariantId: single?.id ?? null,
    priceVariantId: shown?.id ?? null,
    saleUnit: shown ? saleUnitText(shown.packSize, shown.unit) : null,
    available: row.purchasable && row.variants.length > 0 && (!single || orderableQuantity(single) > 0),
    brandName: row.brandName,
    categoryName: row.categoryName,
    rating: row.rating,
    reviewCount: row.reviewCount,
    tag: row.tag,
    inStock: row.inStock,
    // A back-order is added from the card like an item in stock (issue 37).
    addToCartVariantId: single && row.purchasable && orderableQuantity(single) > 0 ? single.id : null,
    availability: productAvailability(row.variants, row.purchasable),
    demoId: row.demoId,
    featuredRank: row.featuredRank,
    sortOrder: row.sortOrder,
  };
}

/**
 * The total of a search no facet narrows: its sampled matches when they are all of them; otherwise "more than
 * COUNT_CAP" when the planner's estimate (tsvector statistics) is far above the cap; otherwise a capped count. A
 * broad word at a million products is thus never counted row by row: a GIN index cannot count without visiting
 * the heap (ADR 015). Similar names are not counted past the sample at all ("1,000+"): each is a trigram test.
 */
function searchTotal(q: string, mode: SearchMode, base: Prisma.Sql, scope: CatalogueScope): Prisma.Sql {
  const exact = cappedCount(Prisma.sql`"StoreProduct" p`, base);
  const estimated =
    mode !== "similar" && !scope.categoryId && !scope.brandId
      ? Prisma.sql`WHEN catalogue_search_estimate(to_tsquery('english', ${modeTsQuery(q, mode)})) > ${2 * COUNT_CAP} THEN ${COUNT_CAP + 1}`
      : Prisma.empty;
  return Prisma.sql`(CASE WHEN (SELECT count(*) FROM matches) <= ${MATCH_SAMPLE} THEN (SELECT count(*)::int FROM matches)
    ${estimated} ELSE ${mode === "similar" ? Prisma.sql`${MATCH_SAMPLE}` : exact} END)`;
}

/**
 * Facet counts change only when products, prices or stock do, and most views repeat a few filter combinations
 * (the bare store, a category): each app machine reuses a combination's counts for a few seconds, as the page
 * cache does for whole pages (ADR 007), so a repeated view runs only its page statement. Once they are older, the
 * next views still get them while one refresh runs, until they are twice that old: otherwise every view of the
 * combination in those milliseconds waited for the counts statement (64 ms on a two-facet category page at 1M).
 * Bounded in entries.
 */
type CountRows = Record<string, unknown>[];
const countsCache = refreshingCache<CountRows>({ maxEntries: 500 });

function countsOf(sql: Prisma.Sql): Promise<CountRows> {
  const freshMs = env().CATALOGUE_COUNTS_CACHE_SECONDS * 1000;
  return countsCache.get(JSON.stringify([sql.text, sql.values]), { freshMs, staleMs: 2 * freshMs }, () =>
    readRows<CountRows>(plannedPerCall(sql)),
  );
}

/**
 * How a query matches (its mode and spelling correction) changes only when the words of the catalogue's products do,
 * and searches repeat (a few words make most of a store's searches): each app machine reuses a query's choice for as
 * long as the facet counts, with the same refresh. A repeated search then runs its page statement alone (and the
 * counts when they are due), not one or two probes before it: at 1M products the probe was an eighth of a broad
 * search's database time, and a typo's two probes took a third of its. A product with a word no product had before
 * is found by that word at most twice that long after it is listed (ADR 015 addendum).
 */
const searchChoices = refreshingCache<SearchChoice>({ maxEntries: 1000 });

function chooseSearch(q: string): Promise<SearchChoice> {
  const freshMs = env().CATALOGUE_COUNTS_CACHE_SECONDS * 1000;
  return searchChoices.get(q, { freshMs, staleMs: 2 * freshMs }, () => probeSearch(q));
}

/** Forgets cached facet counts and search choices (tests that change the catalogue and count again at once). */
export function forgetCatalogueCounts(): void {
  countsCache.clear();
  searchChoices.clear();
}

/** One page of the catalogue with its facets, for a parsed URL state (see parseCatalogueQuery). */
export async function searchCatalogue(
  query: CatalogueQuery,
  { pageSize, scope = {} }: { pageSize: number; scope?: CatalogueScope },
): Promise<CataloguePage> {
  const baseKinds = BASE_FACET_KINDS.filter(
    (kind) => !(kind.key === "category" && scope.categoryId) && !(kind.key === "brand" && scope.brandId),
  );
  const category = categoryOf(query, scope);
  const [attributes, search] = await Promise.all([
    category ? facetAttributesOf(category) : Promise.resolve([]),
    query.q ? chooseSearch(query.q) : Promise.resolve(null),
  ]);
  const mode = search?.mode ?? null;
  // What is searched: the query, or its spelling correction. The facets and the page keep the query as typed.
  const searched = search ? { ...query, q: search.q } : query;
  const attributeFacets = await attributeFacetKinds(attributes, query, category !== null);
  const kinds = [...baseKinds, ...attributeFacets.kinds];
  const attributeKeys = new Set(attributeFacets.kinds.map((kind) => kind.key));
  // A broad search walks the table for its samples unless a scope narrows it (a walk would then read the rows of
  // other categories or brands too).
  const walk = Boolean(search?.broad) && !scope.categoryId && !scope.brandId;
  const {
    where,
    pageWhere,
    whereOnMatches,
    whereOnMatchesBase,
    whereOnCells,
    whereOnSample,
    withAttributes,
    withoutAttributes,
    base,
    sampleBase,
    walking,
    filtered,
    facetFiltered,
    attributeSelected,
    pageDependsOnValues,
  } = conditions(
    searched,
    scope,
    kinds,
    mode,
    attributeKeys,
    walk,
    requiredSpecifications(search?.specifications ?? []),
  );
  const offset = (query.page - 1) * pageSize;
  // Where counts come from, cheapest first (ADR 015):
  // - a search: its first MATCH_SAMPLE + 1 matches, materialised once ("matches"); every facet counted among them,
  //   its total estimated or counted (searchTotal) when no facet narrows it;
  // - an attribute filter: "matches" are the first MATCH_SAMPLE + 1 products passing the attribute filters, and the
  //   built-in facets are counted among them;
  // - otherwise the built-in facets from the facet-cell table (a few hundred rows), or, for a free price range, a
  //   capped index scan per option;
  // - attribute facets (no search): among the first MATCH_SAMPLE + 1 products passing the built-in filters
  //   ("sample"), one grouped join per attribute.
  // Counted among a sample, a count is exact below MATCH_SAMPLE and "at least" beyond.
  const onCells = countableOnCells(query, attributeSelected);
  const matchesWhere = mode ? sampleBase : attributeSelected ? withAttributes : null;
  const count = (kind?: FacetKind) => (extra?: Prisma.Sql) => {
    const except = kind?.key;
    if (mode) return Prisma.sql`(SELECT count(*)::int FROM matches p WHERE ${whereOnMatches(except, extra)})`;
    if (matchesWhere)
      return Prisma.sql`(SELECT count(*)::int FROM matches p WHERE ${whereOnMatchesBase(except, extra)})`;
    if (onCells)
      return Prisma.sql`(SELECT coalesce(sum(p.products), 0)::int FROM "CatalogueFacetCell" p WHERE ${whereOnCells(except, extra)})`;
    return cappedCount(Prisma.sql`"StoreProduct" p`, where(except, extra));
  };
  const options = (kind: FacetKind) => {
    if (!attributeKeys.has(kind.key) || !kind.groupedOptionsSql) return kind.optionsSql(count(kind), query);
    return mode
      ? kind.groupedOptionsSql(Prisma.sql`matches p`, whereOnMatches(kind.key))
      : kind.groupedOptionsSql(Prisma.sql`sample p`, whereOnSample(kind.key));
  };
  const facetColumns = kinds.map((kind, i) => Prisma.sql`${options(kind)} AS ${Prisma.raw(`"f${i}"`)}`);
  const ctes: Prisma.Sql[] = [];
  if (matchesWhere)
    ctes.push(Prisma.sql`matches AS MATERIALIZED (
      SELECT p.id, p."categoryId", p."brandId", p."referencePriceCents", p."inStock"
      FROM "StoreProduct" p WHERE ${matchesWhere} LIMIT ${MATCH_SAMPLE + 1})`);
  if (!mode && attributeKeys.size > 0)
    ctes.push(Prisma.sql`sample AS MATERIALIZED (
      SELECT p.id FROM "StoreProduct" p WHERE ${withoutAttributes} LIMIT ${MATCH_SAMPLE + 1})`);
  const totalSql = mode && !filtered ? searchTotal(searched.q, mode, base, scope) : count()();
  const countsSql = Prisma.sql`
    ${ctes.length ? Prisma.sql`WITH ${Prisma.join(ctes)}` : Prisma.empty}
    SELECT ${totalSql} AS total,
      ${matchesWhere ? Prisma.sql`(SELECT count(*)::int FROM matches)` : Prisma.sql`0`} AS matched,
      ${!mode && attributeKeys.size > 0 ? Prisma.sql`(SELECT count(*)::int FROM sample)` : Prisma.sql`0`} AS sampled,
      ${Prisma.join(facetColumns)}`;
  // A broad search ranked by relevance and narrowed by no facet ranks the sample its walk reads.
  const walkedPage = walking && !facetFiltered && query.sort === "relevance";
  const pageQuery = pageSql(
    searched,
    mode,
    walkedPage ? sampleBase : pageWhere,
    pageSize,
    offset,
    samePlanForEveryValue(query, scope, mode, pageDependsOnValues),
    search?.specifications ?? [],
    search?.preferences,
  );
  const [rows, [counts]] = await Promise.all([
    // A search's matches, and a narrow specification filter's, vary by value: planned per call, but for a walked
    // sample, whose plan is the same for every value (ADR 041). Other pages are prepared, with broad specification
    // filters too: those are probed per row along the page's order whatever their values, so the statement is not
    // parsed and analysed on every view (ADR 015 addendum).
    readRows<CardRow[]>((mode && !walkedPage) || pageDependsOnValues ? plannedPerCall(pageQuery) : pageQuery),
    countsOf(countsSql),
  ]);
  const rawTotal = Number(counts.total);
  // More than MATCH_SAMPLE matches: facets counted among them are "at least", and so is a total that a facet
  // narrows (a search's own total is estimated or counted, see searchTotal).
  const sampled = Number(counts.matched) > MATCH_SAMPLE;
  const attributesSampled = Number(counts.sampled) > MATCH_SAMPLE;
  // Similar names are never counted past the sample (a trigram test per name): "1,000+".
  const totalCapped = rawTotal > COUNT_CAP || (sampled && (filtered || mode === "similar"));
  const shownTotal = Math.min(rawTotal, COUNT_CAP);
  // Relevance orders only the ranked sample: pages end with it.
  const ranked = query.sort === "relevance" && mode !== null;
  const rankedPages = Math.ceil(RANK_SAMPLE / pageSize);
  const pastRanked = ranked && Number(counts.matched) > RANK_SAMPLE;
  const totalPages = Math.max(1, Math.min(Math.ceil(shownTotal / pageSize), pastRanked ? rankedPages : Infinity));
  const facets = kinds.map((kind, i) =>
    toFacet(
      kind,
      counts[`f${i}`] as { value: string; label: string; count: number }[],
      query,
      attributeKeys.has(kind.key) && !mode ? attributesSampled : sampled,
    ),
  );

  const notices = [...query.notices, ...attributeFacets.notices, ...(search?.readAs ?? [])];
  if (search?.correctedFrom)
    notices.push(`No product name has “${search.correctedFrom}”; showing results for “${search.q}”.`);
  if (mode === "similar") notices.push(`Nothing matches “${query.q}” exactly; showing products with similar names.`);
  if (mode === "some" && !search?.specifications.some((s) => s.required))
    notices.push(`Nothing matches every word of “${searched.q}”; showing the closest matches first.`);
  for (const facet of facets) {
    if (facet.type !== "multi") continue;
    const known = new Set(facet.options.map((o) => o.value));
    const unknown = kinds
      .find((k) => k.key === facet.key)!
      .selected(query)
      .filter((v) => !known.has(v));
    if (unknown.length)
      notices.push(`No ${facet.label.toLowerCase()} called “${unknown.join("”, “")}” exists, so nothing matches it.`);
  }
  if (rows.length === 0 && query.page > 1 && shownTotal > 0) {
    notices.push(`There is no page ${query.page}: the results end on page ${totalPages}.`);
  }
  if (pastRanked && query.page >= rankedPages) {
    notices.push(
      `Best match orders the first ${RANK_SAMPLE.toLocaleString("en-US")} matches only. Add a filter or sort by price to see more.`,
    );
  }
  return {
    products: rows.map(toCard),
    total: shownTotal,
    totalCapped,
    page: query.page,
    totalPages,
    pageSize,
    facets,
    notices,
  };
}

/**
 * Search-as-you-type: the best few matches for `q`, ranked like /store?q= (same condition and rank), so the list
 * shows the first results the plain GET search returns.
 */
export async function suggestProducts(typed: string, limit = 8): Promise<Suggestion[]> {
  if (!typed) return [];
  const { mode, q, broad, specifications, preferences } = await chooseSearch(typed);
  const required = requiredSpecifications(specifications);
  const sql = Prisma.sql`
    WITH matches AS (
      SELECT p.id, p.title, p."brandId", ${rankExpression(q, mode, specifications, preferences)} AS rank
      FROM "StoreProduct" p WHERE ${visible} AND ${searchCondition(q, mode, { walk: broad })}
        ${required ? Prisma.sql`AND ${required}` : Prisma.empty} LIMIT ${RANK_SAMPLE}
    )
    SELECT m.id, m.title, b.name AS "brandName"
    FROM matches m LEFT JOIN "Brand" b ON b.id = m."brandId"
    ORDER BY m.rank DESC, m.title ASC, m.id ASC LIMIT ${limit}`;
  const rows = await readRows<{ id: string; title: string; brandName: string | null }[]>(
    broad ? sql : plannedPerCall(sql),
  );
  return rows.map((row) => ({ ...row, href: `/store/product/${row.id}` }));
}

/** Folds the facet-cell deltas that stock and price changes append into one row per cell (a background job). */
export async function compactFacetCells(): Promise<void> {
  await prisma.$executeRaw`SELECT catalogue_compact_facet_cells()`;
}
