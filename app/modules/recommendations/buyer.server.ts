// A buyer's dashboard recommendations (issue 12 #3, ADR 028): precomputed rows per buyer with their reasons,
// read in one statement together with a key of the buyer's activity. When the key differs from the one the rows
// were computed with (a new view, compare, quote, order, follow, saved demo or profile change), or the rows are
// older than a day, the dashboard recomputes them for this buyer (a bounded handful of statements) before reading;
// the recommendation job refreshes stale buyers in the background too.
import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import {
  BUYER_MAX_AGE_MS,
  CONSUMABLE_CATEGORY_IDS,
  type DirectCandidate,
  type Edge,
  INTEREST_CATEGORIES,
  rankBuyerRecommendations,
  REORDER_AFTER_DAYS,
  reorderReason,
  type Seed,
} from "./buyer";
import {
  type CardRow,
  recommendableSql,
  recommendationCardJson,
  type RecommendedProduct,
  toRecommendedProduct,
} from "./cards.server";
import { computeSimilar, computeTogether } from "./product-recommendations.server";
import { flushUserProductViews, hasPendingViews } from "./views.server";
import { logger } from "~/utils/log.server";

const DAY_MS = 24 * 60 * 60_000;
/** Seeds read per kind of activity. */
const SEEDS_PER_ACTION = 10;
/** Seed products without precomputed rows computed on demand at most. */
const ON_DEMAND_PRODUCTS = 10;

/** Counts and latest times of everything the recommendations follow from, as one string. */
function activityKeySql(userId: string) {
  return Prisma.sql`concat_ws('|',
    (SELECT count(*) || ':' || COALESCE(max("viewedAt")::text, '') FROM "UserProductView" WHERE "userId" = ${userId}),
    (SELECT count(*) || ':' || COALESCE(max("createdAt")::text, '') FROM "CompareItem" WHERE "userId" = ${userId}),
    (SELECT count(*) || ':' || COALESCE(max("createdAt")::text, '') FROM "QuoteRequest" WHERE "buyerId" = ${userId}),
    (SELECT count(*) || ':' || COALESCE(max("paidAt")::text, '') FROM "Order" WHERE "userId" = ${userId} AND status = 'paid'),
    (SELECT count(*) FROM "BrandFollow" WHERE "userId" = ${userId}),
    (SELECT count(*) FROM "ExpertFollow" WHERE "userId" = ${userId}),
    (SELECT count(*) || ':' || COALESCE(max("createdAt")::text, '') FROM "SavedDemo" WHERE "userId" = ${userId}),
    (SELECT "updatedAt"::text FROM "Profile" WHERE id = ${userId}))`;
}

interface ReadRow {
  computedAt: Date | null;
  storedKey: string | null;
  activityKey: string;
  items: { reason: string; kind: string; card: CardRow }[];
}

/** The stored rows that are still recommendable and not in the buyer's cart, with the staleness key: one statement. */
async function readStored(userId: string): Promise<ReadRow> {
  const [row] = await prisma.$queryRaw<ReadRow[]>`
    SELECT s."computedAt", s."activityKey" AS "storedKey", ${activityKeySql(userId)} AS "activityKey",
      COALESCE((SELECT json_agg(json_build_object('reason', x.reason, 'kind', x.kind, 'card', x.card) ORDER BY x.position)
        FROM (SELECT r.reason, r.kind, r.position, ${recommendationCardJson("p")} AS card
              FROM "BuyerRecommendation" r JOIN "StoreProduct" p ON p.id = r."productId"
              WHERE r."userId" = ${userId} AND ${recommendableSql("p")}
                AND NOT EXISTS (SELECT 1 FROM "Cart" c JOIN "CartLine" l ON l."cartId" = c.id JOIN "Variant" v ON v.id = l."variantId"
                                WHERE c."userId" = ${userId} AND v."productId" = p.id)
              ORDER BY r.position LIMIT 12) x), '[]'::json) AS items
    FROM (SELECT 1) one LEFT JOIN "BuyerRecommendationState" s ON s."userId" = ${userId}`;
  return row!;
}

export interface BuyerRecommendations {
  items: (RecommendedProduct & { kind: string })[];
  computedAt: string | null;
}

/**
 * The dashboard's "AI Recommendations": one statement when the rows are fresh; when stale, this buyer's views
 * waiting on this machine are written and the rows recomputed first.
 */
export async function getBuyerRecommendations(userId: string, now = new Date()): Promise<BuyerRecommendations> {
  let stored = await readStored(userId);
  const stale =
    hasPendingViews(userId) ||
    !stored.computedAt ||
    stored.storedKey !== stored.activityKey ||
    now.getTime() - new Date(stored.computedAt).getTime() > BUYER_MAX_AGE_MS;
  if (stale) {
    try {
      if (hasPendingViews(userId)) await flushUserProductViews();
      await refreshBuyerRecommendations(userId, now);
      stored = await readStored(userId);
    } catch (error) {
      // The rows already stored are still worth showing; the job retries the refresh.
      logger().error({ err: error }, "[recommendations] refresh failed; showing the stored rows");
    }
  }
  return {
    items: stored.items.map((item) => ({ ...toRecommendedProduct(item.card, item.reason), kind: item.kind })),
    computedAt: stored.computedAt ? new Date(stored.computedAt).toISOString() : null,
  };
}

interface SeedRow extends Seed {
  at: Date;
}

async function loadSeeds(userId: string): Promise<SeedRow[]> {
  return prisma.$queryRaw<SeedRow[]>`
    SELECT s.pid AS "productId", p.title, k.name AS "categoryName", s.action, s.at
    FROM (
      (SELECT "productId" AS pid, 'compared' AS action, "createdAt" AS at FROM "CompareItem" WHERE "userId" = ${userId}
        ORDER BY "createdAt" DESC LIMIT ${SEEDS_PER_ACTION})
      UNION ALL
      (SELECT "productId", 'viewed', "viewedAt" FROM "UserProductView" WHERE "userId" = ${userId}
        ORDER BY "viewedAt" DESC LIMIT ${SEEDS_PER_ACTION})
      UNION ALL
      (SELECT "productId", 'quoted', "createdAt" FROM "QuoteRequest" WHERE "buyerId" = ${userId}
        ORDER BY "createdAt" DESC LIMIT ${SEEDS_PER_ACTION})
      UNION ALL
      (SELECT v."productId", 'ordered', o."paidAt" FROM "Order" o
        JOIN "OrderLine" l ON l."orderId" = o.id JOIN "Variant" v ON v.id = l."variantId"
        WHERE o."userId" = ${userId} AND o.status = 'paid' ORDER BY o."createdAt" DESC LIMIT ${SEEDS_PER_ACTION})
    ) s
    JOIN "StoreProduct" p ON p.id = s.pid LEFT JOIN "Category" k ON k.id = p."categoryId"
    ORDER BY s.at DESC, s.pid`;
}

async function loadEdges(seedIds: string[]): Promise<Edge[]> {
  if (!seedIds.length) return [];
  return prisma.$queryRaw<Edge[]>`
    SELECT r."productId", r."relatedId", r.kind, r.score, r.reason
    FROM "ProductRecommendation" r JOIN "StoreProduct" p ON p.id = r."relatedId"
    WHERE r."productId" = ANY(${seedIds}::text[]) AND ${recommendableSql("p")}
    ORDER BY r."productId", r.kind, r.position`;
}

/** Followed brands and experts, saved demos and profile interests: a few products each, from index scans. */
async function loadDirect(userId: string): Promise<DirectCandidate[]> {
  const profile = await prisma.profile.findUnique({ where: { id: userId }, select: { interests: true } });
  const interests = (profile?.interests ?? []).filter(
    (i): i is keyof typeof INTEREST_CATEGORIES => i in INTEREST_CATEGORIES,
  );
  const interestOf = new Map<string, string>();
  for (const interest of interests)
    for (const category of INTEREST_CATEGORIES[interest])
      if (!interestOf.has(category)) interestOf.set(category, interest);
  const categories = [...interestOf.keys()];
  const rows = await prisma.$queryRaw<
    { productId: string; kind: DirectCandidate["kind"]; label: string; rank: number }[]
  >`
    (SELECT x.id AS "productId", 'follow' AS kind, 'From ' || b.name || ', a brand you follow' AS label, x.rank
      FROM (SELECT "brandId" FROM "BrandFollow" WHERE "userId" = ${userId} ORDER BY "createdAt" DESC LIMIT 5) f
      JOIN "Brand" b ON b.id = f."brandId"
      CROSS JOIN LATERAL (
        SELECT y.id, row_number() OVER (ORDER BY y."featuredRank" NULLS LAST, y.rating DESC, y.id)::int AS rank FROM (
          SELECT p.id, p."featuredRank", p.rating FROM "StoreProduct" p
          WHERE p."brandId" = f."brandId" AND ${recommendableSql("p")} AND p."referencePriceCents" IS NOT NULL
          ORDER BY p."referencePriceCents" DESC, p.id DESC LIMIT 50) y
        ORDER BY rank LIMIT 3) x)
    UNION ALL
    (SELECT c."productId", 'follow', 'Picked by ' || e.name || ', an expert you follow', c.position
      FROM (SELECT "expertId" FROM "ExpertFollow" WHERE "userId" = ${userId} ORDER BY "createdAt" DESC LIMIT 5) f
      JOIN "Expert" e ON e.id = f."expertId"
      CROSS JOIN LATERAL (SELECT cp."productId", cp.position FROM "CuratedProduct" cp JOIN "StoreProduct" p ON p.id = cp."productId"
        WHERE cp."expertId" = f."expertId" AND ${recommendableSql("p")} ORDER BY cp.position LIMIT 3) c)
    UNION ALL
    (SELECT dp."productId", 'saved', 'Shown in “' || d.title || '”, a demo you saved', 0
      FROM (SELECT "demoId" FROM "SavedDemo" WHERE "userId" = ${userId} ORDER BY "createdAt" DESC LIMIT 5) s
      JOIN "Demo" d ON d.id = s."demoId"
      CROSS JOIN LATERAL (SELECT x."productId" FROM "DemoProduct" x JOIN "StoreProduct" p ON p.id = x."productId"
        WHERE x."demoId" = s."demoId" AND ${recommendableSql("p")} LIMIT 3) dp)
    UNION ALL
    (SELECT x.id, 'interest', k.id, x.rank
      FROM "Category" k
      CROSS JOIN LATERAL (
        SELECT y.id, row_number() OVER (ORDER BY y."featuredRank" NULLS LAST, y.rating DESC, y.id)::int AS rank FROM (
          SELECT p.id, p."featuredRank", p.rating FROM "StoreProduct" p
          WHERE p."categoryId" = k.id AND ${recommendableSql("p")} AND p."referencePriceCents" IS NOT NULL
          ORDER BY p."referencePriceCents" DESC, p.id DESC LIMIT 50) y
        ORDER BY rank LIMIT 4) x
      WHERE k.id = ANY(${categories}::text[]))
    UNION ALL
    (SELECT p.id, 'featured', 'Featured by our experts', p."featuredRank"
      FROM "StoreProduct" p WHERE p."featuredRank" IS NOT NULL AND ${recommendableSql("p")}
      ORDER BY p."featuredRank", p."sortOrder", p.title, p.id LIMIT 6)`;
  return rows.map((row, index) => ({
    productId: row.productId,
    kind: row.kind,
    reason: row.kind === "interest" ? `Matches your interest in ${interestOf.get(row.label) ?? row.label}` : row.label,
    strength: 1 / (1 + Math.max(0, Number(row.rank) - 1)) - index * 1e-6,
  }));
}

/** Recomputes a buyer's rows and their activity key (a bounded handful of statements). */
export async function refreshBuyerRecommendations(userId: string, now = new Date()): Promise<number> {
  const [seeds, direct, cart, keyRow] = await Promise.all([
    loadSeeds(userId),
    loadDirect(userId),
    prisma.$queryRaw<{ productId: string }[]>`
      SELECT DISTINCT v."productId" FROM "Cart" c JOIN "CartLine" l ON l."cartId" = c.id JOIN "Variant" v ON v.id = l."variantId"
      WHERE c."userId" = ${userId}`,
    prisma.$queryRaw<{ key: string }[]>`SELECT ${activityKeySql(userId)} AS key`,
  ]);
  const seedIds = [...new Set(seeds.map((s) => s.productId))];
  let edges = await loadEdges(seedIds);
  // Products the job has not reached yet (new, or just changed): computed here, a few at most.
  const withRows = new Set(edges.map((e) => e.productId));
  const missing = seedIds.filter((id) => !withRows.has(id)).slice(0, ON_DEMAND_PRODUCTS);
  if (missing.length) {
    await computeSimilar(missing);
    await computeTogether(missing);
    edges = await loadEdges(seedIds);
  }
  const ranked = rankBuyerRecommendations({
    seeds,
    edges,
    direct,
    exclude: cart.map((c) => c.productId),
  });
  await prisma.$transaction([
    prisma.buyerRecommendation.deleteMany({ where: { userId } }),
    // Two tabs refreshing at once: the second one's rows meet the first one's (same products), not an error.
    prisma.buyerRecommendation.createMany({
      data: ranked.map((row, position) => ({ userId, ...row, position })),
      skipDuplicates: true,
    }),
    prisma.buyerRecommendationState.upsert({
      where: { userId },
      create: { userId, computedAt: now, activityKey: keyRow[0]!.key },
      update: { computedAt: now, activityKey: keyRow[0]!.key },
    }),
  ]);
  return ranked.length;
}

/**
 * The job's part: buyers whose rows are older than a day (oldest first), or who have none but were active in the
 * last day, refreshed `limit` at a time. Buyers who never come back cost nothing after their day.
 */
export async function refreshStaleBuyers(now = new Date(), limit = 100): Promise<number> {
  const stale = await prisma.$queryRaw<{ userId: string }[]>`
    (SELECT s."userId" FROM "BuyerRecommendationState" s
      WHERE s."computedAt" < ${new Date(now.getTime() - BUYER_MAX_AGE_MS)}
        AND EXISTS (SELECT 1 FROM "Session" x WHERE x."userId" = s."userId" AND x."expiresAt" > ${now})
      ORDER BY s."computedAt" LIMIT ${limit})
    UNION
    (SELECT DISTINCT v."userId" FROM "UserProductView" v
      LEFT JOIN "BuyerRecommendationState" s ON s."userId" = v."userId"
      WHERE v."viewedAt" > ${new Date(now.getTime() - DAY_MS)} AND (s."userId" IS NULL OR s."computedAt" < v."viewedAt")
      LIMIT ${limit})`;
  for (const { userId } of stale) await refreshBuyerRecommendations(userId, now);
  return stale.length;
}

// ---------------------------------------------------------------- cart

export interface CartSuggestions {
  addOns: RecommendedProduct[];
  reorders: RecommendedProduct[];
}

/**
 * The cart page's block, one statement: products often bought or compared with the cart's products (not in the
 * cart), and for a signed-in buyer the consumables they bought REORDER_AFTER_DAYS or more ago and not since.
 */
export async function getCartSuggestions(
  cartId: string | null,
  userId: string | null,
  now = new Date(),
): Promise<CartSuggestions> {
  const reorderBefore = new Date(now.getTime() - REORDER_AFTER_DAYS * DAY_MS);
  const [row] = await prisma.$queryRaw<
    { addOns: { reason: string; card: CardRow }[]; reorders: { paidAt: string; card: CardRow }[] }[]
  >`
    WITH in_cart AS (
      SELECT DISTINCT v."productId" AS id, l."productTitle" AS title FROM "CartLine" l JOIN "Variant" v ON v.id = l."variantId"
      WHERE l."cartId" = ${cartId ?? ""}
    ),
    add_ons AS (
      SELECT DISTINCT ON (r."relatedId") r."relatedId" AS id, r.score, r.reason, c.title
      FROM in_cart c JOIN "ProductRecommendation" r ON r."productId" = c.id AND r.kind = 'together'
      WHERE r."relatedId" NOT IN (SELECT id FROM in_cart)
      ORDER BY r."relatedId", r.score DESC
    ),
    bought AS (
      SELECT v."productId" AS id, max(o."paidAt") AS "paidAt"
      FROM (SELECT id, "paidAt" FROM "Order" WHERE "userId" = ${userId ?? ""} AND status = 'paid' ORDER BY "createdAt" DESC LIMIT 50) o
      JOIN "OrderLine" l ON l."orderId" = o.id JOIN "Variant" v ON v.id = l."variantId"
      GROUP BY v."productId"
    )
    SELECT
      COALESCE((SELECT json_agg(json_build_object('reason', a.title || ': ' || lower(substr(a.reason, 1, 1)) || substr(a.reason, 2), 'card', ${recommendationCardJson("p")}) ORDER BY a.score DESC, a.id)
        FROM (SELECT * FROM add_ons ORDER BY score DESC, id LIMIT 40) a JOIN "StoreProduct" p ON p.id = a.id AND ${recommendableSql("p")} AND p."inStock"), '[]'::json) AS "addOns",
      COALESCE((SELECT json_agg(json_build_object('paidAt', b."paidAt" AT TIME ZONE 'UTC', 'card', ${recommendationCardJson("p")}) ORDER BY b."paidAt")
        FROM bought b JOIN "StoreProduct" p ON p.id = b.id AND ${recommendableSql("p")}
        WHERE b."paidAt" <= ${reorderBefore} AND p."categoryId" = ANY(${[...CONSUMABLE_CATEGORY_IDS]}::text[])
          AND b.id NOT IN (SELECT id FROM in_cart)), '[]'::json) AS reorders`;
  return {
    addOns: row!.addOns.slice(0, 4).map((a) => toRecommendedProduct(a.card, `Goes with ${a.reason}`)),
    reorders: row!.reorders
      .slice(0, 4)
      .map((r) =>
        toRecommendedProduct(
          r.card,
          reorderReason(r.card.title, Math.floor((now.getTime() - new Date(r.paidAt).getTime()) / DAY_MS)),
        ),
      ),
  };
}
