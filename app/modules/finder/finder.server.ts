// The product finder's reads (issue 12, ADR 026): the catalogue's vocabulary (cached per app machine), and one
// ranking statement. Each requirement becomes an "arm" — an index range scan on the attribute value table (or the
// catalogue's category / brand / full-text indexes) capped at ARM_CAP rows — the arms' union is pre-ranked by how
// many of them a product is in, the best CANDIDATES are joined to the listed products with their values, and the
// exact checks and order are computed from those rows (checks.ts). No arm reads more than ARM_CAP index entries,
// so a request costs the same at 570 products and at a million, and never scans a table.
import { Prisma } from "~/generated/prisma/client";
import { visible } from "~/modules/catalog/catalogue-query.server";
import type { AttributeType } from "~/modules/catalog/specifications";
import { prisma } from "~/utils/db.server";
import type { CurrencyInfo } from "~/utils/money";
import { formatMoney } from "~/utils/money";
import {
  WEIGHTS,
  followUpAttributes,
  followUpQuestions,
  rankProducts,
  type CandidateRow,
  type FollowUp,
  type RequirementCheck,
} from "./checks";
import type { ParsedRequest, Requirement } from "./requirements";
import type { FinderVocabulary } from "./vocabulary";

/** Index entries one requirement reads at most. */
export const ARM_CAP = 2000;
/** Products pre-ranked by the arms that are checked exactly. */
export const CANDIDATES = 200;
/** Results shown. */
export const SHOWN = 20;

const VOCABULARY_MS = 60_000;
let cachedVocabulary: { at: number; vocabulary: Promise<FinderVocabulary> } | null = null;

/**
 * Categories, attribute definitions (with the lowest and highest stored value of each number attribute, two index
 * probes each) and brands. They change only when an admin edits them: each app machine keeps them for a minute.
 */
export function finderVocabulary(): Promise<FinderVocabulary> {
  if (cachedVocabulary && Date.now() - cachedVocabulary.at < VOCABULARY_MS) return cachedVocabulary.vocabulary;
  const vocabulary = loadVocabulary();
  cachedVocabulary = { at: Date.now(), vocabulary };
  vocabulary.catch(() => {
    cachedVocabulary = null;
  });
  return vocabulary;
}

/** After an edit of categories, definitions or brands (and in tests). */
export function forgetFinderVocabulary(): void {
  cachedVocabulary = null;
}

async function loadVocabulary(): Promise<FinderVocabulary> {
  const [categories, attributes, brands] = await Promise.all([
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
  ]);
  return {
    categories,
    brands,
    attributes: attributes.map(({ low, high, ...a }) => ({
      ...a,
      type: a.type as AttributeType,
      observed: low !== null && high !== null ? { min: Number(low), max: Number(high) } : null,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------

/** A full-text query of the free words (as prefixes) and the compliance phrases, or null without any. */
function textQuery(parsed: ParsedRequest): Prisma.Sql | null {
  const parts: Prisma.Sql[] = [];
  const words = parsed.keywords.map((k) => k.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean);
  if (words.length) parts.push(Prisma.sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(" | ")})`);
  for (const r of parsed.requirements)
    if (r.kind === "compliance") for (const term of r.terms) parts.push(termQuery(term));
  return parts.length ? Prisma.join(parts, " || ") : null;
}

function termQuery(term: string): Prisma.Sql {
  return Prisma.sql`phraseto_tsquery('english', ${term})`;
}

function keywordQuery(parsed: ParsedRequest): Prisma.Sql | null {
  const words = parsed.keywords.map((k) => k.replace(/[^\p{L}\p{N}]/gu, "")).filter(Boolean);
  return words.length ? Prisma.sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(" | ")})` : null;
}

function numberCondition(r: Extract<Requirement, { kind: "number" }>, vocabulary: FinderVocabulary): Prisma.Sql {
  // A single number is stored as numMin = numMax: both bounds then narrow the (attributeId, numMin) index range.
  const singles = r.attributeIds.every((id) => vocabulary.attributes.find((a) => a.id === id)?.type === "number");
  const parts: Prisma.Sql[] = [];
  if (r.min !== null) parts.push(singles ? Prisma.sql`av."numMin" >= ${r.min}` : Prisma.sql`av."numMax" >= ${r.min}`);
  if (r.max !== null) parts.push(Prisma.sql`av."numMin" <= ${r.max}`);
  return Prisma.join(parts, " AND ");
}

/** One requirement's arm: the ids of products that meet it, at most ARM_CAP index entries read. */
function armOf(r: Requirement, vocabulary: FinderVocabulary): Prisma.Sql | null {
  const values = (test: Prisma.Sql) =>
    Prisma.sql`SELECT av."productId" AS id FROM "ProductAttributeValue" av WHERE ${test} LIMIT ${ARM_CAP}`;
  switch (r.kind) {
    case "type":
      return values(
        Prisma.join(
          r.options.map((o) => Prisma.sql`(av."attributeId" = ${o.attributeId} AND av."enumValue" = ${o.value})`),
          " OR ",
        ),
      );
    case "number":
      return values(
        Prisma.sql`av."attributeId" IN (${Prisma.join(r.attributeIds)}) AND ${numberCondition(r, vocabulary)}`,
      );
    case "enum":
      return values(
        Prisma.sql`av."attributeId" IN (${Prisma.join(r.attributeIds)}) AND av."enumValue" IN (${Prisma.join(r.values)})`,
      );
    case "category":
      return Prisma.sql`SELECT p.id FROM "StoreProduct" p WHERE ${visible} AND p."categoryId" IN (${Prisma.join(r.categoryIds)}) LIMIT ${ARM_CAP}`;
    case "brand":
      return Prisma.sql`SELECT p.id FROM "StoreProduct" p WHERE ${visible} AND p."brandId" IN (${Prisma.join(r.brandIds)}) LIMIT ${ARM_CAP}`;
    case "compliance":
    case "scale":
      // Matched on the candidates only (the text arm finds compliance words); a scale word alone selects nothing.
      return null;
  }
}

/** Whether the product (or, for a scale word, its category) says a compliance term or scale word. */
function textCheck(r: Extract<Requirement, { kind: "compliance" | "scale" }>): Prisma.Sql {
  const query = Prisma.join(r.terms.map(termQuery), " || ");
  const own = Prisma.sql`(p."searchVector" @@ (${query}) OR EXISTS (SELECT 1 FROM "ProductAttributeValue" av
      WHERE av."productId" = p.id AND av."textValue" IS NOT NULL AND to_tsvector('english', av."textValue") @@ (${query})))`;
  return r.kind === "scale"
    ? Prisma.sql`(${own} OR to_tsvector('english', coalesce(cat.description, '')) @@ (${query}))`
    : own;
}

export interface FinderResult {
  id: string;
  title: string;
  subtitle: string | null;
  thumbnailUrl: string | null;
  brandName: string | null;
  categoryName: string | null;
  price: string | null;
  score: number;
  checks: RequirementCheck[];
  reason: string;
}

export interface FinderAnswer {
  results: FinderResult[];
  followUps: FollowUp[];
  /** True when nothing in the request could select a product (no requirement, no word). */
  nothingToSearch: boolean;
}

interface Row extends Omit<CandidateRow, "values" | "textMatches"> {
  values: CandidateRow["values"] | null;
  textMatches: Record<string, boolean> | null;
  subtitle: string | null;
  thumbnailUrl: string | null;
  priceCents: number | null;
  currency: Partial<CurrencyInfo> | null;
}

/** The ranked answer to a parsed request: one statement (after the cached vocabulary). */
export async function findProducts(parsed: ParsedRequest, vocabulary: FinderVocabulary): Promise<FinderAnswer> {
  const arms: { sql: Prisma.Sql; weight: number }[] = [];
  const kinds = parsed.requirements.filter((r) => r.kind === "type");
  if (kinds.length) {
    // Alternative kinds ("HPLC or UHPLC") are one arm.
    const options = kinds.flatMap((r) => (r.kind === "type" ? r.options : []));
    arms.push({ sql: armOf({ ...kinds[0], options: options.slice(0, 20) }, vocabulary)!, weight: WEIGHTS.type });
  }
  for (const r of parsed.requirements) {
    if (r.kind === "type") continue;
    const sql = armOf(r, vocabulary);
    if (sql) arms.push({ sql, weight: WEIGHTS[r.kind] });
  }
  const text = textQuery(parsed);
  if (text)
    arms.push({
      sql: Prisma.sql`SELECT p.id FROM "StoreProduct" p WHERE ${visible} AND p."searchVector" @@ (${text}) LIMIT ${ARM_CAP}`,
      weight: 1,
    });
  if (!arms.length) return { results: [], followUps: [], nothingToSearch: true };

  const follow = followUpAttributes(parsed, vocabulary);
  const attributeIds = new Set<string>(follow.map((a) => a.id));
  for (const r of parsed.requirements) {
    if (r.kind === "type") r.options.forEach((o) => attributeIds.add(o.attributeId));
    if (r.kind === "number" || r.kind === "enum") r.attributeIds.forEach((id) => attributeIds.add(id));
  }
  const valuesSql = attributeIds.size
    ? Prisma.sql`(SELECT json_agg(json_build_object('attributeId', av."attributeId", 'numMin', av."numMin",
        'numMax', av."numMax", 'enumValue', av."enumValue"))
      FROM "ProductAttributeValue" av WHERE av."productId" = p.id AND av."attributeId" IN (${Prisma.join([...attributeIds])}))`
    : Prisma.sql`NULL::json`;
  const textChecks = parsed.requirements.flatMap((r, i) =>
    r.kind === "compliance" || r.kind === "scale" ? [Prisma.sql`${String(i)}::text, ${textCheck(r)}`] : [],
  );
  const textSql = textChecks.length
    ? Prisma.sql`json_build_object(${Prisma.join(textChecks)})`
    : Prisma.sql`NULL::json`;
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
    ? Prisma.sql` + ts_rank(p."searchVector", to_tsquery('english', ${kindWords.map((w) => `${w}:*`).join(" | ")})) * 0.1`
    : Prisma.empty;
  const rankSql = keywords
    ? Prisma.sql`ts_rank(p."searchVector", ${keywords}) * 10${kindRank}`
    : Prisma.sql`0::real${kindRank}`;
  const armsSql = Prisma.join(
    arms.map((arm) => Prisma.sql`SELECT DISTINCT s.id, ${arm.weight}::real AS weight FROM (${arm.sql}) s`),
    " UNION ALL ",
  );
  const rows = await prisma.$queryRaw<Row[]>(Prisma.sql`
    WITH candidates AS (
      SELECT a.id, sum(a.weight) AS pre FROM (${armsSql}) a
      GROUP BY a.id ORDER BY pre DESC, a.id LIMIT ${CANDIDATES}
    )
    SELECT p.id, p.title, p.subtitle, p."thumbnailUrl", p."brandId", b.name AS "brandName", p."categoryId",
      cat.name AS "categoryName", p.rating, p."priceCents",
      (SELECT json_build_object('code', c.code, 'symbol', c.symbol, 'template', c.template)
        FROM "Variant" v JOIN "Currency" c ON c.code = v."currencyCode"
        WHERE v."productId" = p.id ORDER BY v.position, v.id LIMIT 1) AS currency,
      ${valuesSql} AS values,
      ${textSql} AS "textMatches",
      ${rankSql} AS "keywordRank"
    FROM candidates JOIN "StoreProduct" p ON p.id = candidates.id
    LEFT JOIN "Brand" b ON b.id = p."brandId"
    LEFT JOIN "Category" cat ON cat.id = p."categoryId"
    WHERE ${visible}`);
  const candidates: (CandidateRow & Row)[] = rows.map((row) => ({
    ...row,
    rating: Number(row.rating),
    keywordRank: Number(row.keywordRank),
    values: row.values ?? [],
    textMatches: Object.fromEntries(Object.entries(row.textMatches ?? {}).map(([k, v]) => [Number(k), v])),
  }));
  const ranked = rankProducts(parsed.requirements, candidates);
  const results = ranked.slice(0, SHOWN).map(({ row, score, checks, reason }) => {
    const full = row as CandidateRow & Row;
    return {
      id: full.id,
      title: full.title,
      subtitle: full.subtitle,
      thumbnailUrl: full.thumbnailUrl,
      brandName: full.brandName,
      categoryName: full.categoryName,
      price: full.priceCents === null ? null : formatMoney(full.priceCents, full.currency),
      score,
      checks,
      reason,
    };
  });
  return {
    results,
    followUps: followUpQuestions(
      parsed,
      vocabulary,
      ranked.map((r) => r.row),
    ),
    nothingToSearch: false,
  };
}
