// The precomputed product recommendations (issue 12 #3, ADR 028): "similar" (cross-brand equivalents by
// specification) and "together" (bought together in paid orders, compared together by the same buyer), TOP_N
// rows per product with a reason. Written only here, by the recommendation job, in batches of products:
// - products changed since the last run (StoreProduct.updatedAt, cursor "similar"),
// - products in orders paid or compares made since the last run (cursor "together"),
// - and a rolling sweep over every product by id (cursor "sweep"), so lists also learn about new neighbours and
//   forget removed compares within one sweep.
// Each cursor has a lease: with several app machines only one works on it at a time.
import { prisma } from "~/utils/db.server";
import {
  type AttributeInfo,
  type AttributeRange,
  type ComparableValue,
  scoreSimilarity,
  TOP_N,
  togetherReason,
  togetherScore,
  topSimilar,
} from "./similarity";

/** Products per batch: a few bounded statements each. */
export const BATCH_SIZE = 200;
/**
 * Index entries read per numeric specification in each direction (nearest values above and below) and per enumerated
 * value; the listed / other-brand filter comes after (attribute ids belong to one category).
 */
const SCAN = 12;
/** Order lines read per product for co-occurrence (the most recent ones). */
const ORDER_LINES_PER_PRODUCT = 2_000;
const LEASE_MS = 5 * 60_000;

// ---------------------------------------------------------------- cursors and leases

interface Cursor {
  cursorAt: Date | null;
  cursorId: string | null;
}

/** Takes the cursor's lease, or null when another machine holds it. */
async function claimCursor(name: string, now: Date): Promise<Cursor | null> {
  await prisma.$executeRaw`INSERT INTO "RecommendationCursor" (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`;
  const rows = await prisma.$queryRaw<Cursor[]>`
    UPDATE "RecommendationCursor" SET "leaseUntil" = ${new Date(now.getTime() + LEASE_MS)}
    WHERE name = ${name} AND ("leaseUntil" IS NULL OR "leaseUntil" < ${now})
    RETURNING "cursorAt", "cursorId"`;
  return rows[0] ?? null;
}

async function saveCursor(name: string, cursor: Cursor, release: boolean) {
  await prisma.recommendationCursor.update({
    where: { name },
    data: { cursorAt: cursor.cursorAt, cursorId: cursor.cursorId, ...(release ? { leaseUntil: null } : {}) },
  });
}

// ---------------------------------------------------------------- similar products

interface ValueRow {
  productId: string;
  attributeId: string;
  numMin: number | null;
  numMax: number | null;
  enumValue: string | null;
}

async function loadValues(ids: string[]): Promise<Map<string, ComparableValue[]>> {
  if (!ids.length) return new Map();
  const rows = await prisma.$queryRaw<ValueRow[]>`
    SELECT "productId", "attributeId", min("numMin") AS "numMin", max("numMax") AS "numMax", min("enumValue") AS "enumValue"
    FROM "ProductAttributeValue"
    WHERE "productId" = ANY(${ids}::text[]) AND ("numMin" IS NOT NULL OR "enumValue" IS NOT NULL)
    GROUP BY "productId", "attributeId"`;
  const byProduct = new Map<string, ComparableValue[]>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

interface CategoryModel {
  attributes: Map<string, AttributeInfo>;
  ranges: Map<string, AttributeRange>;
}

/** Attribute definitions and their catalogue ranges: two index lookups per attribute (min and max). */
async function loadCategories(categoryIds: string[]): Promise<Map<string, CategoryModel>> {
  const rows = await prisma.$queryRaw<
    (AttributeInfo & { categoryId: string; min: number | null; max: number | null })[]
  >`
    SELECT d.id, d."categoryId", d.label, d.type, d.unit, d.position,
      CASE WHEN d.type IN ('number', 'range') THEN (SELECT min(v."numMin") FROM "ProductAttributeValue" v WHERE v."attributeId" = d.id) END AS min,
      CASE WHEN d.type IN ('number', 'range') THEN (SELECT max(v."numMax") FROM "ProductAttributeValue" v WHERE v."attributeId" = d.id) END AS max
    FROM "AttributeDefinition" d WHERE d."categoryId" = ANY(${categoryIds}::text[])`;
  const models = new Map<string, CategoryModel>();
  for (const row of rows) {
    let model = models.get(row.categoryId);
    if (!model) models.set(row.categoryId, (model = { attributes: new Map(), ranges: new Map() }));
    model.attributes.set(row.id, {
      id: row.id,
      label: row.label,
      type: row.type,
      unit: row.unit,
      position: row.position,
    });
    if (row.min !== null && row.max !== null) model.ranges.set(row.id, { min: row.min, max: row.max });
  }
  return models;
}

/**
 * Recomputes the "similar" rows of these products. Candidates come from index scans only: for each numeric
 * specification the SCAN nearest values above and below, and SCAN products sharing each enumerated value —
 * then only listed products of another brand (the attribute belongs to the category). They are then scored in memory.
 */
export async function computeSimilar(ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const sources = await prisma.storeProduct.findMany({
    where: { id: { in: ids }, deletedAt: null, status: "active", categoryId: { not: null } },
    select: { id: true, categoryId: true },
  });
  const sourceIds = sources.map((s) => s.id);
  const candidatePairs = sources.length
    ? await prisma.$queryRaw<{ pid: string; cid: string }[]>`
    WITH src AS MATERIALIZED (
      SELECT v."productId" AS pid, v."attributeId" AS aid, min(v."numMin") AS x, min(v."enumValue") AS e, p."brandId" AS brand
      FROM "ProductAttributeValue" v JOIN "StoreProduct" p ON p.id = v."productId"
      WHERE v."productId" = ANY(${sourceIds}::text[]) AND p.id = ANY(${sourceIds}::text[])
        AND (v."numMin" IS NOT NULL OR v."enumValue" IS NOT NULL)
      GROUP BY v."productId", v."attributeId", p."brandId"
    ),
    near AS MATERIALIZED (
      SELECT src.pid, src.brand, n.pid AS cid FROM src
      CROSS JOIN LATERAL (
        (SELECT w."productId" AS pid FROM "ProductAttributeValue" w
          WHERE src.x IS NOT NULL AND w."attributeId" = src.aid AND w."numMin" >= src.x ORDER BY w."numMin" LIMIT ${SCAN})
        UNION ALL
        (SELECT w."productId" FROM "ProductAttributeValue" w
          WHERE src.x IS NOT NULL AND w."attributeId" = src.aid AND w."numMin" < src.x ORDER BY w."numMin" DESC LIMIT ${SCAN})
        UNION ALL
        (SELECT w."productId" FROM "ProductAttributeValue" w
          WHERE src.x IS NULL AND w."attributeId" = src.aid AND w."enumValue" = src.e AND w."productId" > src.pid
          ORDER BY w."enumValue", w."productId" LIMIT ${SCAN})
      ) n
    )
    SELECT DISTINCT near.pid, near.cid FROM near JOIN "StoreProduct" q ON q.id = near.cid
    WHERE near.cid <> near.pid AND q."brandId" IS DISTINCT FROM near.brand AND q.status = 'active' AND q."deletedAt" IS NULL`
    : [];
  const candidatesOf = new Map<string, Set<string>>();
  for (const { pid, cid } of candidatePairs) {
    const set = candidatesOf.get(pid) ?? new Set();
    set.add(cid);
    candidatesOf.set(pid, set);
  }
  const allIds = new Set(sources.map((s) => s.id));
  for (const set of candidatesOf.values()) for (const id of set) allIds.add(id);
  const [values, categories] = await Promise.all([
    loadValues([...allIds]),
    loadCategories([...new Set(sources.map((s) => s.categoryId!))]),
  ]);
  const rows: { productId: string; relatedId: string; score: number; reason: string }[] = [];
  for (const source of sources) {
    const model = categories.get(source.categoryId!);
    const own = values.get(source.id) ?? [];
    if (!model || !own.length) continue;
    const scored = [...(candidatesOf.get(source.id) ?? [])].flatMap((id) => {
      const result = scoreSimilarity(model.attributes, model.ranges, own, values.get(id) ?? []);
      return result ? [{ id, score: result.score, result }] : [];
    });
    for (const best of topSimilar(scored))
      rows.push({ productId: source.id, relatedId: best.id, score: best.score, reason: best.result.reason });
  }
  await writeRows("similar", ids, rows);
  return rows.length;
}

/** Replaces the rows of one kind for these products in one transaction (rows keep their rank order). */
async function writeRows(
  kind: "similar" | "together",
  ids: string[],
  rows: { productId: string; relatedId: string; score: number; reason: string }[],
) {
  const position = new Map<string, number>();
  const data = rows.map((row) => {
    const next = position.get(row.productId) ?? 0;
    position.set(row.productId, next + 1);
    return { ...row, kind, position: next };
  });
  await prisma.$transaction([
    prisma.productRecommendation.deleteMany({ where: { productId: { in: ids }, kind } }),
    prisma.productRecommendation.createMany({ data, skipDuplicates: true }),
  ]);
}

// ---------------------------------------------------------------- bought / compared together

/** Recomputes the "together" rows of these products from paid orders and compare lists. */
export async function computeTogether(ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const pairs = await prisma.$queryRaw<{ pid: string; other: string; orders: number; compares: number }[]>`
    WITH src AS (SELECT DISTINCT unnest(${ids}::text[]) AS pid),
    lines AS (
      SELECT src.pid, x."orderId" FROM src CROSS JOIN LATERAL (
        SELECT l."orderId" FROM "Variant" v JOIN "OrderLine" l ON l."variantId" = v.id
        WHERE v."productId" = src.pid ORDER BY l."orderId" DESC LIMIT ${ORDER_LINES_PER_PRODUCT}) x
    ),
    ord AS (
      SELECT lines.pid, v2."productId" AS other, count(DISTINCT o.id)::int AS n
      FROM lines
      JOIN "Order" o ON o.id = lines."orderId" AND o.status = 'paid'
      JOIN "OrderLine" l2 ON l2."orderId" = o.id
      JOIN "Variant" v2 ON v2.id = l2."variantId" AND v2."productId" <> lines.pid
      GROUP BY lines.pid, v2."productId"
    ),
    cmp AS (
      SELECT src.pid, c2."productId" AS other, count(DISTINCT c."userId")::int AS n
      FROM src JOIN "CompareItem" c ON c."productId" = src.pid
      JOIN "CompareItem" c2 ON c2."userId" = c."userId" AND c2."productId" <> src.pid
      GROUP BY src.pid, c2."productId"
    )
    SELECT COALESCE(ord.pid, cmp.pid) AS pid, COALESCE(ord.other, cmp.other) AS other,
           COALESCE(ord.n, 0) AS orders, COALESCE(cmp.n, 0) AS compares
    FROM ord FULL JOIN cmp ON cmp.pid = ord.pid AND cmp.other = ord.other`;
  const byProduct = new Map<string, typeof pairs>();
  for (const pair of pairs) {
    const list = byProduct.get(pair.pid) ?? [];
    list.push(pair);
    byProduct.set(pair.pid, list);
  }
  const rows: { productId: string; relatedId: string; score: number; reason: string }[] = [];
  for (const [productId, list] of byProduct) {
    const ranked = list
      .map((p) => ({ ...p, score: togetherScore(p.orders, p.compares) }))
      .sort((a, b) => b.score - a.score || (a.other < b.other ? -1 : 1))
      .slice(0, TOP_N);
    for (const p of ranked)
      rows.push({ productId, relatedId: p.other, score: p.score, reason: togetherReason(p.orders, p.compares) });
  }
  await writeRows("together", ids, rows);
  return rows.length;
}

// ---------------------------------------------------------------- the job's run

export interface RunReport {
  similarProducts: number;
  togetherProducts: number;
  sweptProducts: number;
  rows: number;
  complete: boolean;
}

/**
 * One run of the recommendation job: processes changed products, products of new orders and compares, and the
 * next stretch of the rolling sweep, BATCH_SIZE at a time, for at most `budgetMs`. Cursors advance per batch, so
 * a run that stops (time budget, crash) resumes where it was.
 */
export async function runProductRecommendations(
  options: { now?: Date; budgetMs?: number; sweepBatches?: number } = {},
): Promise<RunReport> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const budgetMs = options.budgetMs ?? 30_000;
  const inBudget = () => Date.now() - started < budgetMs;
  const report: RunReport = { similarProducts: 0, togetherProducts: 0, sweptProducts: 0, rows: 0, complete: true };

  // 1. Products changed since the last run (their specifications, status or brand).
  const changed = await claimCursor("similar", now);
  if (changed) {
    let cursor = changed;
    try {
      for (;;) {
        if (!inBudget()) {
          report.complete = false;
          break;
        }
        const batch = await prisma.$queryRaw<{ id: string; updatedAt: Date }[]>`
          SELECT id, "updatedAt" FROM "StoreProduct"
          WHERE ${cursor.cursorAt}::timestamp IS NULL
             OR ("updatedAt", id) > (${cursor.cursorAt ?? now}::timestamp, ${cursor.cursorId ?? ""})
          ORDER BY "updatedAt", id LIMIT ${BATCH_SIZE}`;
        if (!batch.length) break;
        const ids = batch.map((b) => b.id);
        report.rows += await computeSimilar(ids);
        report.rows += await computeTogether(ids);
        report.similarProducts += ids.length;
        const last = batch[batch.length - 1]!;
        cursor = { cursorAt: last.updatedAt, cursorId: last.id };
        await saveCursor("similar", cursor, false);
        if (batch.length < BATCH_SIZE) break;
      }
    } finally {
      await saveCursor("similar", cursor, true);
    }
  }

  // 2. Products of orders paid and compares made since the last run.
  const together = await claimCursor("together", now);
  if (together) {
    const since = together.cursorAt ?? new Date(0);
    try {
      const affected = await prisma.$queryRaw<{ id: string }[]>`
        SELECT DISTINCT v."productId" AS id FROM "Order" o
        JOIN "OrderLine" l ON l."orderId" = o.id JOIN "Variant" v ON v.id = l."variantId"
        WHERE o.status = 'paid' AND o."paidAt" > ${since} AND o."paidAt" <= ${now}
        UNION
        SELECT c2."productId" FROM "CompareItem" c JOIN "CompareItem" c2 ON c2."userId" = c."userId"
        WHERE c."createdAt" > ${since} AND c."createdAt" <= ${now}`;
      const ids = affected.map((a) => a.id);
      for (let i = 0; i < ids.length; i += BATCH_SIZE) {
        report.rows += await computeTogether(ids.slice(i, i + BATCH_SIZE));
        report.togetherProducts += Math.min(BATCH_SIZE, ids.length - i);
      }
      await saveCursor("together", { cursorAt: now, cursorId: null }, true);
    } catch (error) {
      await saveCursor("together", together, true);
      throw error;
    }
  }

  // 3. The rolling sweep: the next products by id, wrapping around.
  const sweep = await claimCursor("sweep", now);
  if (sweep) {
    let cursor = sweep;
    try {
      for (let i = 0; i < (options.sweepBatches ?? 1) && inBudget(); i++) {
        const batch = await prisma.$queryRaw<{ id: string }[]>`
          SELECT id FROM "StoreProduct" WHERE id > ${cursor.cursorId ?? ""} ORDER BY id LIMIT ${BATCH_SIZE}`;
        const ids = batch.map((b) => b.id);
        report.rows += await computeSimilar(ids);
        report.rows += await computeTogether(ids);
        report.sweptProducts += ids.length;
        cursor = { cursorAt: now, cursorId: batch.length < BATCH_SIZE ? null : ids[ids.length - 1]! };
        await saveCursor("sweep", cursor, false);
      }
    } finally {
      await saveCursor("sweep", cursor, true);
    }
  }
  return report;
}
