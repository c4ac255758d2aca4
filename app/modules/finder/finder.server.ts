// The product finder's reads (issue 12, ADR 026): the catalogue's vocabulary (cached per app machine), and one
// ranking statement. Each requirement becomes an "arm" — an index range scan on the attribute value table (or the
// catalogue's category / brand / full-text indexes) capped at ARM_CAP rows — the arms' union is pre-ranked by how
// many of them a product is in, the best CANDIDATES are joined to the listed products with their values, and the
// exact checks and order are computed from those rows (checks.ts). No arm reads more than ARM_CAP index entries,
// so a request costs the same at 570 products and at a million, and never scans a table.
import { Prisma } from "~/generated/prisma/client";
import { visible } from "~/modules/catalog/catalogue-query.server";
import { productPictureUrl } from "~/modules/catalog/product-picture";
import type { AttributeType } from "~/modules/catalog/specifications";
import { plannedPerCall, prisma, readRows } from "~/utils/db.server";
import type { ListedPrice } from "~/modules/currency/display-currency";
import type { CurrencyInfo } from "~/utils/money";
import { formatMoney } from "~/utils/money";
import { refreshingCache } from "~/utils/refreshing-cache";
import {
  WEIGHTS,
  followUpAttributes,
  followUpQuestions,
  type CheckStatus,
  rankProducts,
  scoreProduct,
  type CandidateRow,
  type FollowUp,
  type RequirementCheck,
} from "./checks";
import { requirementLabel } from "./describe";
import { FINDER_PAGE_SIZE, FINDER_PAGES } from "./paging";
import type { ParsedRequest, Requirement, Scale } from "./requirements";
import { termPattern } from "./text-terms";
import { SCALE_TERMS, type FinderVocabulary } from "./vocabulary";

/**
 * Index entries one requirement reads at most. A thousand is ten times the candidates: at a million products it
 * still leaves the pre-rank a choice among the products several arms name, and the union's aggregate stays small.
 */
export const ARM_CAP = 1000;
/** Products pre-ranked by the arms that are checked exactly: every page the finder can show. */
export const CANDIDATES = FINDER_PAGE_SIZE * FINDER_PAGES;

const VOCABULARY_AGE = { freshMs: 60_000, staleMs: Infinity };
const vocabularyCache = refreshingCache<FinderVocabulary>({ maxEntries: 1 });

/**
 * Categories, attribute definitions (with the lowest and highest stored value of each number attribute, two index
 * probes each) and brands. They change only when an admin edits them: each app machine keeps them for a minute, and
 * after that answers from the old copy while one refresh runs (about 120 ms at a million products), so no request
 * waits for it but the first.
 */
export function finderVocabulary(): Promise<FinderVocabulary> {
  return vocabularyCache.get("vocabulary", VOCABULARY_AGE, loadVocabulary);
}

/** After an edit of categories, definitions or brands (and in tests). */
export function forgetFinderVocabulary(): void {
  vocabularyCache.clear();
}

async function loadVocabulary(): Promise<FinderVocabulary> {
  const [categories, attributes, brands, currencies] = await Promise.all([
    prisma.category.findMany({ select: { id: true, name: true, description: true }, orderBy: { position: "asc" } }),
    prisma.$queryRaw<
      {
        id: string;
        categoryId: string;
        key: string;
        label: string;
        type: string;
        unit: string | null;
        options: string[];
        isFacet: boolean;
        position: number;
        low: number | null;
        high: number | null;
      }[]
    >(Prisma.sql`
      SELECT d.id, d."categoryId", d.key, d.label, d.type, d.unit, d.options, d."isFacet", d.position,
        CASE WHEN d.type IN ('number', 'range') THEN (SELECT av."numMin" FROM "ProductAttributeValue" av
          WHERE av."attributeId" = d.id AND av."numMin" IS NOT NULL ORDER BY av."numMin" ASC LIMIT 1) END AS low,
        CASE WHEN d.type IN ('number', 'range') THEN (SELECT av."numMax" FROM "ProductAttributeValue" av
          WHERE av."attributeId" = d.id AND av."numMax" IS NOT NULL ORDER BY av."numMax" DESC LIMIT 1) END AS high
      FROM "AttributeDefinition" d ORDER BY d."categoryId", d.position, d.key`),
    prisma.brand.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
    // The shop's stated exchange rates (price requirements): a few rows, cached with the rest.
    prisma.currency.findMany({
      select: { code: true, symbol: true, template: true, usdPerUnit: true },
      orderBy: { code: "asc" },
    }),
  ]);
  return {
    categories,
    brands,
    currencies: currencies.map((c) => ({ ...c, usdPerUnit: c.usdPerUnit === null ? null : Number(c.usdPerUnit) })),
    attributes: attributes.map(({ low, high, ...a }) => ({
      ...a,
      type: a.type as AttributeType,
      observed: low !== null && high !== null ? { min: Number(low), max: Number(high) } : null,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * A free word in a tsquery: a prefix from four letters on ("perfus" finds perfusion), a whole word below that — a
 * two-letter prefix would match a large part of the catalogue's words and make the index scan large.
 */
function term(word: string): string {
  return word.length >= 4 ? `${word}:*` : word;
}

function termQuery(phrase: string): Prisma.Sql {
  return Prisma.sql`phraseto_tsquery('english', ${phrase})`;
}

/** The free words as one full-text query (any of them), or null without any. */
function keywordQuery(parsed: ParsedRequest): Prisma.Sql | null {
  const words = parsed.keywords.map((k) => k.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean);
  return words.length ? Prisma.sql`to_tsquery('english', ${words.map(term).join(" | ")})` : null;
}

/** The free words and the compliance and feature phrases as one full-text query, or null without any. */
function textQuery(parsed: ParsedRequest): Prisma.Sql | null {
  const keywords = keywordQuery(parsed);
  const parts: Prisma.Sql[] = keywords ? [keywords] : [];
  for (const r of parsed.requirements)
    if (r.kind === "compliance" || (r.kind === "feature" && !r.negated))
      for (const phrase of r.terms) parts.push(termQuery(phrase));
  return parts.length ? Prisma.join(parts, " || ") : null;
}

/**
 * The union of capped index scans. Each part is one value of one attribute (or one category, one brand) read in its
 * index's order, so the planner has no reason to prefer a sequential scan "until LIMIT rows" (an `OR` of equalities
 * was planned as exactly that at a million products). The parts share the arm's cap, so every value of an arm
 * contributes ("Freeze dryer" in both categories that have it).
 */
function union(parts: Prisma.Sql[]): Prisma.Sql {
  const each = Math.ceil(ARM_CAP / Math.max(1, parts.length));
  return Prisma.join(
    parts.map((part) => Prisma.sql`(${part} LIMIT ${each})`),
    " UNION ALL ",
  );
}

const enumScan = (attributeId: string, value: string) =>
  Prisma.sql`SELECT av."productId" AS id FROM "ProductAttributeValue" av
    WHERE av."attributeId" = ${attributeId} AND av."enumValue" = ${value} ORDER BY av."productId"`;

/** "at most" reads the lowest values first, "at least" the highest, a band from its low end. */
function numberScan(r: Extract<Requirement, { kind: "number" }>, attributeId: string, single: boolean): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`av."attributeId" = ${attributeId}`];
  // "covers" (issue 36): the product's range holds all of [min, max] — read from the low end, like a band.
  if (r.comparator === "covers" && r.min !== null && r.max !== null)
    return Prisma.sql`SELECT av."productId" AS id FROM "ProductAttributeValue" av
    WHERE av."attributeId" = ${attributeId} AND av."numMin" <= ${r.min} AND av."numMax" >= ${r.max}
    ORDER BY av."numMin" ASC`;
  if (r.min !== null) parts.push(single ? Prisma.sql`av."numMin" >= ${r.min}` : Prisma.sql`av."numMax" >= ${r.min}`);
  if (r.max !== null) parts.push(Prisma.sql`av."numMin" <= ${r.max}`);
  const order =
    r.max === null
      ? single
        ? Prisma.sql`av."numMin" DESC`
        : Prisma.sql`av."numMax" DESC`
      : Prisma.sql`av."numMin" ASC`;
  return Prisma.sql`SELECT av."productId" AS id FROM "ProductAttributeValue" av
    WHERE ${Prisma.join(parts, " AND ")} ORDER BY ${order}`;
}

/**
 * A price requirement's arm: the reference prices ("StoreProduct"."referencePriceCents", US cents at the catalogue's
 * rates, ADR 073) within the bounds, on the catalogue's partial price indexes (ascending from "at least", descending
 * from "at most": the products nearest the budget first).
 */
function priceScan(r: Extract<Requirement, { kind: "price" }>): Prisma.Sql {
  const order =
    r.max === null ? Prisma.sql`p."referencePriceCents", p.id` : Prisma.sql`p."referencePriceCents" DESC, p.id DESC`;
  return Prisma.sql`SELECT p.id FROM "StoreProduct" p WHERE ${visible} AND ${priceBounds(r)} ORDER BY ${order}`;
}

/** The reference price within the requirement's bounds (US cents). */
function priceBounds(r: Extract<Requirement, { kind: "price" }>): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`p."referencePriceCents" IS NOT NULL`];
  if (r.max !== null) parts.push(Prisma.sql`p."referencePriceCents" <= ${Math.floor(r.max)}`);
  if (r.min !== null) parts.push(Prisma.sql`p."referencePriceCents" >= ${Math.ceil(r.min)}`);
  return Prisma.join(parts, " AND ");
}

/**
 * Entries of a kind probed for "a kind within a price" (shared by the kind's options): the kind arm's own. Twice as
 * many found all of a first page within "freeze dryer under $2,000" at 1M instead of 6 of 10, for 10–15 ms more.
 */
const KIND_PRICE_SCAN = ARM_CAP;

/**
 * "freeze dryer under $40,000": the capped arms of the kind and of the price hardly overlap at a million products
 * (each reads its own first thousand), so the kind arm's entries are also probed by primary key for their price, and
 * those within it carry both arms' bits: they are pre-ranked first.
 */
function kindWithinPrice(
  options: { attributeId: string; value: string }[],
  r: Extract<Requirement, { kind: "price" }>,
): Prisma.Sql {
  const each = Math.ceil(KIND_PRICE_SCAN / Math.max(1, options.length));
  const kinds = options.map((o) => Prisma.sql`(${enumScan(o.attributeId, o.value)} LIMIT ${each})`);
  // A primary-key probe per entry: `OFFSET 0` keeps the planner from turning the probe into a join, which it would
  // hash over every listed price within the bounds (160,000 index entries at 1M for "under $40,000", 78 ms).
  return Prisma.sql`SELECT k.id FROM (${Prisma.join(kinds, " UNION ALL ")}) k
    WHERE EXISTS (SELECT 1 FROM "StoreProduct" p WHERE p.id = k.id AND ${visible} AND ${priceBounds(r)} OFFSET 0)`;
}

/** One requirement's arm: the ids of products that meet it, at most ARM_CAP index entries read per value. */
function armOf(r: Requirement, vocabulary: FinderVocabulary): Prisma.Sql | null {
  switch (r.kind) {
    case "type":
      return union(r.options.map((o) => enumScan(o.attributeId, o.value)));
    case "enum":
      // A negation's other options would name nearly every product of the kind: it only checks the others' finds.
      if (r.negated) return null;
      return union(r.attributeIds.flatMap((id) => r.values.map((value) => enumScan(id, value))));
    case "number":
      // A single number is stored as numMin = numMax: "at least" then bounds the (attributeId, numMin) index too.
      return union(
        r.attributeIds.map((id) =>
          numberScan(r, id, vocabulary.attributes.find((a) => a.id === id)?.type === "number"),
        ),
      );
    case "category":
      if (r.negated) return null;
      return union(
        r.categoryIds.map(
          (id) =>
            Prisma.sql`SELECT p.id FROM "StoreProduct" p WHERE ${visible} AND p."categoryId" = ${id} ORDER BY p."referencePriceCents", p.id`,
        ),
      );
    case "brand":
      if (r.negated) return null;
      return union(
        r.brandIds.map(
          (id) =>
            Prisma.sql`SELECT p.id FROM "StoreProduct" p WHERE ${visible} AND p."brandId" = ${id} ORDER BY p."referencePriceCents", p.id`,
        ),
      );
    case "price":
      return union([priceScan(r)]);
    case "compliance":
    case "scale":
    case "feature":
    case "delivery":
      // Matched on the candidates only (the text arm finds compliance words); a scale word alone selects nothing,
      // nor does "in stock": a million products' stock says nothing of which of them were asked for (ADR 084).
      return null;
  }
}

/**
 * Whether the product itself says a compliance term or scale word: its title, subtitle, description or a text
 * specification. Never its category's description (issue 35: a glass bioreactor's category "mentions" pilot scale).
 * The words themselves, not their stems: "production" is not said by "drug products" (both stem to "product"), nor
 * "mini" by "minimum" (issue 35) — termPattern.
 */
function textCheck(r: Extract<Requirement, { kind: "compliance" | "scale" | "feature" }>): Prisma.Sql {
  const pattern = termPattern(r.terms);
  const says = Prisma.sql`(concat_ws(' ', p.title, p.subtitle, p."descriptionHtml") ~* ${pattern} OR EXISTS (
      SELECT 1 FROM "ProductAttributeValue" av WHERE av."productId" = p.id AND av."textValue" ~* ${pattern}))`;
  if (!(r.kind === "feature" && r.negated)) return says;
  // "non-filtered": met only when the product does not say it, so any word of its stem ("Filter tips") says it.
  const query = Prisma.join(r.terms.map(termQuery), " || ");
  return Prisma.sql`(${says} OR p."searchVector" @@ (${query}) OR EXISTS (SELECT 1 FROM "ProductAttributeValue" av
      WHERE av."productId" = p.id AND av."textValue" IS NOT NULL AND to_tsvector('english', av."textValue") @@ (${query})))`;
}

/**
 * A text check's specifications per option: every text value an option records as its own (saying the words or not)
 * and the product's own values that say them, as [attribute, option or null, says].
 */
function textValuesOf(r: Extract<Requirement, { kind: "compliance" | "feature" }>): Prisma.Sql {
  const pattern = termPattern(r.terms);
  return Prisma.sql`(SELECT json_agg(json_build_array(av."attributeId", av."variantId", av."textValue" ~* ${pattern}))
    FROM "ProductAttributeValue" av WHERE av."productId" = p.id AND av."textValue" IS NOT NULL
      AND (av."variantId" IS NOT NULL OR av."textValue" ~* ${pattern}))`;
}

/**
 * A scale on the product's own words: true when they say it, false when they say only another scale ("Benchtop
 * Freeze Dryer", "Laboratory Lyophilizer" for "pilot"), null when they say none.
 */
function scaleCheck(r: Extract<Requirement, { kind: "scale" }>): Prisma.Sql {
  const others = (Object.keys(SCALE_TERMS) as Scale[])
    .filter((scale) => scale !== r.scale)
    .flatMap((scale) => [...SCALE_TERMS[scale].own, ...SCALE_TERMS[scale].suggests]);
  return Prisma.sql`CASE WHEN ${textCheck(r)} THEN true WHEN ${textCheck({ ...r, terms: others })} THEN false END`;
}

export interface FinderResult {
  id: string;
  title: string;
  subtitle: string | null;
  thumbnailUrl: string | null;
  brandName: string | null;
  categoryName: string | null;
  price: ListedPrice | null;
  score: number;
  checks: RequirementCheck[];
  reason: string;
}

export interface FinderAnswer {
  /** The page's results, best first. */
  results: FinderResult[];
  /** The page shown (from 1) and the rank of its first result (from 1). */
  page: number;
  firstRank: number;
  /** Whether a next page has results. */
  hasMore: boolean;
  followUps: FollowUp[];
  /** True when nothing in the request could select a product (no requirement, no word). */
  nothingToSearch: boolean;
  /**
   * How many of the ranked candidates meet every requirement understood (issue 35); a lower bound when
   * `meetingAllAtLeast` (the candidates were capped at CANDIDATES).
   */
  meetingAll: number;
  meetingAllAtLeast: boolean;
  /** The requirements no ranked candidate meets: what cannot be met, for an unanswerable request. */
  unmetByAll: string[];
  /** The parts of the request that were not understood: shown on every result, and no result claims to meet all. */
  notUnderstood: string[];
}

interface Row extends Omit<
  CandidateRow,
  "values" | "textMatches" | "textValues" | "priceUsdCents" | "variantPrices" | "shipping"
> {
  priceUsdCents?: string | number | null;
  values:
    | [
        attributeId: string,
        numMin: number | null,
        numMax: number | null,
        enumValue: string | null,
        variantId: string | null,
      ][]
    | null;
  variantPrices?: [id: string, usdCents: number | null][] | null;
  shipping?:
    | [
        id: string,
        manageInventory: boolean,
        inventoryQuantity: number,
        reservedQuantity: number,
        allowBackorder: boolean,
        leadTimeDays: number | null,
      ][]
    | null;
  textMatches: Record<string, boolean | null> | null;
  textValues: Record<string, [attributeId: string, variantId: string | null, says: boolean][] | null> | null;
}

/** What a shown result needs besides what it was ranked on. */
interface ShownDetails {
  id: string;
  subtitle: string | null;
  thumbnailUrl: string | null;
  brandName: string | null;
  categoryName: string | null;
  priceCents: number | null;
  currency: Partial<CurrencyInfo> | null;
}

/**
 * The shown results' pictures, names and prices: a second, short statement for at most a page of products, rather
 * than joining and looking up a price's currency for every one of the hundred candidates that are only ranked.
 * Products that stopped being listed since the ranking are left out.
 */
async function shownDetails(ids: string[]): Promise<Map<string, ShownDetails>> {
  if (!ids.length) return new Map();
  const rows = await readRows<ShownDetails[]>(Prisma.sql`
    SELECT p.id, p.subtitle, p."thumbnailUrl", b.name AS "brandName", cat.name AS "categoryName", p."priceCents",
      (SELECT json_build_object('code', c.code, 'symbol', c.symbol, 'template', c.template)
        FROM "Variant" v JOIN "Currency" c ON c.code = v."currencyCode"
        WHERE v."productId" = p.id ORDER BY v.position, v.id LIMIT 1) AS currency
    FROM "StoreProduct" p
    LEFT JOIN "Brand" b ON b.id = p."brandId"
    LEFT JOIN "Category" cat ON cat.id = p."categoryId"
    WHERE p.id = ANY (${ids}::text[]) AND ${visible}`);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * "not zanzibar-coated", "ohne Direktheizung" before the lexicon knew it: a negated word that no candidate's text says
 * excluded nothing, so it was not understood — shown as such, never counted as met (issue 35). Returns the other
 * requirements, the candidates with their text matches numbered for those, and the sources of the idle ones.
 */
function withoutIdleExclusions(
  all: Requirement[],
  candidates: CandidateRow[],
): { requirements: Requirement[]; checked: CandidateRow[]; excludedNothing: string[] } {
  const idle = new Set(
    all.flatMap((r, i) =>
      r.kind === "feature" && r.negated && candidates.length > 0 && candidates.every((c) => !c.textMatches[i])
        ? [i]
        : [],
    ),
  );
  if (!idle.size) return { requirements: all, checked: candidates, excludedNothing: [] };
  const kept = all.flatMap((r, i) => (idle.has(i) ? [] : [i]));
  return {
    requirements: kept.map((i) => all[i]!),
    checked: candidates.map((c) => ({
      ...c,
      textMatches: Object.fromEntries(kept.map((i, j) => [j, c.textMatches[i]!])),
      textValues: Object.fromEntries(kept.flatMap((i, j) => (c.textValues?.[i] ? [[j, c.textValues[i]]] : []))),
    })),
    excludedNothing: [...idle].map((i) => all[i]!.source),
  };
}

/**
 * One page of the ranked answer to a parsed request: the ranking statement, and one for the shown results' details
 * (after the cached vocabulary).
 */
export async function findProducts(
  parsed: ParsedRequest,
  vocabulary: FinderVocabulary,
  page = 1,
): Promise<FinderAnswer> {
  const arms: { sql: Prisma.Sql; weight: number }[] = [];
  const kinds = parsed.requirements.filter((r) => r.kind === "type");
  // Alternative kinds ("HPLC or UHPLC") are one arm.
  const options = kinds.flatMap((r) => (r.kind === "type" ? r.options : [])).slice(0, 20);
  if (kinds.length) arms.push({ sql: armOf({ ...kinds[0], options }, vocabulary)!, weight: WEIGHTS.type });
  // Rows that count for the kind arm (bit 1) and the price arm at once.
  const both: Prisma.Sql[] = [];
  for (const r of parsed.requirements) {
    if (r.kind === "type") continue;
    const sql = armOf(r, vocabulary);
    if (sql && r.kind === "price" && kinds.length && !both.length)
      both.push(
        Prisma.sql`SELECT s.id, ${Prisma.raw(String(1 | (1 << arms.length)))} AS arm FROM (${kindWithinPrice(options, r)}) s`,
      );
    if (sql) arms.push({ sql, weight: WEIGHTS[r.kind] });
  }
  const text = textQuery(parsed);
  if (text)
    arms.push({
      sql: Prisma.sql`SELECT p.id FROM "StoreProduct" p WHERE ${visible} AND p."searchVector" @@ (${text}) LIMIT ${ARM_CAP}`,
      weight: 1,
    });
  // What was read but not used counts as not understood too: the fragments of a contradiction (issue 35).
  const notUnderstood = [
    ...new Set([...parsed.uninterpreted.map((u) => u.text), ...parsed.contradictions.flatMap((c) => c.sources)]),
  ];
  if (!arms.length)
    return {
      results: [],
      page,
      firstRank: 1,
      hasMore: false,
      followUps: [],
      nothingToSearch: true,
      meetingAll: 0,
      meetingAllAtLeast: false,
      unmetByAll: [],
      notUnderstood,
    };

  const follow = followUpAttributes(parsed, vocabulary);
  const attributeIds = new Set<string>(follow.map((a) => a.id));
  for (const r of parsed.requirements) {
    if (r.kind === "type") r.options.forEach((o) => attributeIds.add(o.attributeId));
    if (r.kind === "number" || r.kind === "enum") r.attributeIds.forEach((id) => attributeIds.add(id));
  }
  // Each value as an array (attribute, low, high, option): a hundred candidates' values parse faster than as objects.
  const valuesSql = attributeIds.size
    ? Prisma.sql`(SELECT json_agg(json_build_array(av."attributeId", av."numMin", av."numMax", av."enumValue", av."variantId"))
      FROM "ProductAttributeValue" av WHERE av."productId" = p.id AND av."attributeId" IN (${Prisma.join([...attributeIds])}))`
    : Prisma.sql`NULL::json`;
  const textChecks = parsed.requirements.flatMap((r, i) =>
    r.kind === "scale"
      ? [Prisma.sql`${String(i)}::text, ${scaleCheck(r)}`]
      : r.kind === "compliance" || r.kind === "feature"
        ? [Prisma.sql`${String(i)}::text, ${textCheck(r)}`]
        : [],
  );
  const textSql = textChecks.length
    ? Prisma.sql`json_build_object(${Prisma.join(textChecks)})`
    : Prisma.sql`NULL::json`;
  // The text specifications that decide a text check per option (oneOptionMeetsAll): each option's own, and the
  // product's that say it.
  const textValueChecks = parsed.requirements.flatMap((r, i) =>
    r.kind === "compliance" || r.kind === "feature" ? [Prisma.sql`${String(i)}::text, ${textValuesOf(r)}`] : [],
  );
  const textValuesSql = textValueChecks.length
    ? Prisma.sql`json_build_object(${Prisma.join(textValueChecks)})`
    : Prisma.sql`NULL::json`;
  const priceSql = parsed.requirements.some((r) => r.kind === "price")
    ? // The reference price: the displayed variant's at the catalogue's rates (ADR 073), what the chip's rates give
      // once the reprice job has run after a rate change.
      // Each variant's too: a variant's price goes with its own values (oneOptionMeetsAll).
      Prisma.sql`, p."referencePriceCents" AS "priceUsdCents",
        (SELECT json_agg(json_build_array(v.id,
            catalogue_reference_cents(coalesce(v."salePriceInCents", v."priceInCents"), v."currencyCode")))
          FROM "Variant" v WHERE v."productId" = p.id) AS "variantPrices"`
    : Prisma.empty;
  // Each variant's stock and lead time, and whether the product is sold online (delivery requirements, ADR 084).
  const shippingSql = parsed.requirements.some((r) => r.kind === "delivery")
    ? Prisma.sql`, p.purchasable, (SELECT json_agg(json_build_array(v.id, v."manageInventory", v."inventoryQuantity",
          v."reservedQuantity", v."allowBackorder", v."leadTimeDays"))
        FROM "Variant" v WHERE v."productId" = p.id) AS shipping`
    : Prisma.empty;
  const keywords = keywordQuery(parsed);
  // The words that named the kind ("microcentrifuge", "headspace vials") break ties between products of that kind.
  const kindWords = [
    ...new Set(
      parsed.requirements.flatMap((r) =>
        r.kind === "type" ? (r.source.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) : [],
      ),
    ),
  ].slice(0, 8);
  const kindRank = kindWords.length
    ? Prisma.sql` + ts_rank(p."searchVector", to_tsquery('english', ${kindWords.map(term).join(" | ")})) * 0.1`
    : Prisma.empty;
  const rankSql = keywords
    ? Prisma.sql`ts_rank(p."searchVector", ${keywords}) * 10${kindRank}`
    : Prisma.sql`0::real${kindRank}`;
  // Each arm's rows carry the arm's bit; one aggregate per product ORs them, so an arm counts once however many of
  // its rows name the product (a value per variant, one kind in two categories) without deduplicating each arm.
  // At most MAX_REQUIREMENTS + 1 arms (the kinds share one, the words one more), so every bit fits an integer.
  const armsSql = Prisma.join(
    [
      ...arms.map((arm, i) => Prisma.sql`SELECT s.id, ${Prisma.raw(String(1 << i))} AS arm FROM (${arm.sql}) s`),
      ...both,
    ],
    " UNION ALL ",
  );
  const preRank = Prisma.join(
    arms.map(
      (arm, i) =>
        Prisma.sql`CASE WHEN bit_or(a.arm) & ${Prisma.raw(String(1 << i))} <> 0 THEN ${arm.weight}::real ELSE 0 END`,
    ),
    " + ",
  );
  const rows = await readRows<Row[]>(
    plannedPerCall(Prisma.sql`
    WITH candidates AS (
      SELECT a.id, ${preRank} AS pre FROM (${armsSql}) a
      GROUP BY a.id ORDER BY pre DESC, a.id LIMIT ${CANDIDATES}
    )
    SELECT p.id, p.title, p."brandId", p."categoryId", p.rating,
      ${valuesSql} AS values,
      ${textSql} AS "textMatches",
      ${textValuesSql} AS "textValues",
      ${rankSql} AS "keywordRank"${priceSql}${shippingSql}
    FROM candidates JOIN "StoreProduct" p ON p.id = candidates.id
    WHERE ${visible}`),
  );
  const candidates: CandidateRow[] = rows.map((row) => ({
    ...row,
    rating: Number(row.rating),
    keywordRank: Number(row.keywordRank),
    priceUsdCents: row.priceUsdCents === undefined || row.priceUsdCents === null ? null : Number(row.priceUsdCents),
    values: (row.values ?? []).map(([attributeId, numMin, numMax, enumValue, variantId]) => ({
      attributeId,
      numMin,
      numMax,
      enumValue,
      variantId,
    })),
    variantPrices: row.variantPrices?.map(([id, usdCents]) => ({ id, usdCents })),
    shipping: row.shipping?.map(
      ([id, manageInventory, inventoryQuantity, reservedQuantity, allowBackorder, leadTimeDays]) => ({
        id,
        manageInventory,
        inventoryQuantity,
        reservedQuantity,
        allowBackorder,
        leadTimeDays,
      }),
    ),
    textMatches: Object.fromEntries(Object.entries(row.textMatches ?? {}).map(([k, v]) => [Number(k), v])),
    textValues: Object.fromEntries(
      Object.entries(row.textValues ?? {}).map(([k, hits]) => [
        Number(k),
        (hits ?? []).map(([attributeId, variantId, says]) => ({ attributeId, variantId, says })),
      ]),
    ),
  }));
  const { requirements, checked, excludedNothing } = withoutIdleExclusions(parsed.requirements, candidates);
  notUnderstood.push(...excludedNothing.filter((source) => !notUnderstood.includes(source)));
  const ranked = rankProducts(requirements, checked);
  const first = (page - 1) * FINDER_PAGE_SIZE;
  const pageRows = ranked.slice(first, first + FINDER_PAGE_SIZE).map(({ row }) => row);
  const details = await shownDetails(pageRows.map((row) => row.id));
  // Only the page's results are explained (their checks with values and reason); the rest only ranked.
  const results = pageRows.flatMap((row): FinderResult[] => {
    const shown = details.get(row.id);
    if (!shown) return [];
    const { score, checks, reason } = scoreProduct(requirements, { ...row, ...shown }, notUnderstood);
    return [
      {
        id: row.id,
        title: row.title,
        subtitle: shown.subtitle,
        thumbnailUrl: productPictureUrl(shown.thumbnailUrl, row),
        brandName: shown.brandName,
        categoryName: shown.categoryName,
        price:
          shown.priceCents === null
            ? null
            : {
                cents: shown.priceCents,
                formatted: formatMoney(shown.priceCents, shown.currency),
                currencyCode: shown.currency?.code ?? "",
              },
        score,
        checks,
        reason,
      },
    ];
  });
  return {
    results,
    page,
    firstRank: first + 1,
    hasMore: ranked.length > first + FINDER_PAGE_SIZE,
    followUps: followUpQuestions(
      parsed,
      vocabulary,
      ranked.map((r) => r.row),
    ),
    nothingToSearch: false,
    meetingAll: ranked.filter((r) => r.meetsAll).length,
    meetingAllAtLeast: rows.length >= CANDIDATES,
    unmetByAll: unmetByAll(requirements, ranked),
    notUnderstood,
  };
}

/**
 * The labels of the requirements that no ranked candidate meets (alternative kinds count as one: unmet only when no
 * candidate is any of them). The candidates are the products that meet most of the request, so a requirement none of
 * them meets is the part of the request the catalogue cannot satisfy together with the rest.
 */
function unmetByAll(requirements: Requirement[], ranked: { statuses: CheckStatus[] }[]): string[] {
  if (!ranked.length) return [];
  // A specification guessed among several that a product's values disagree on (not understood) may be met there.
  const metAnywhere = (i: number) => ranked.some((r) => r.statuses[i] === "met" || r.statuses[i] === "not-understood");
  const kinds = requirements.flatMap((r, i) => (r.kind === "type" ? [i] : []));
  const labels: string[] = [];
  if (kinds.length && !kinds.some(metAnywhere)) labels.push(requirementLabel(requirements[kinds[0]!]!));
  requirements.forEach((r, i) => {
    if (r.kind !== "type" && !metAnywhere(i)) labels.push(requirementLabel(r));
  });
  return labels;
}
