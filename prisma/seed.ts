// Idempotent content seed from content/seed/*.json, in two parts (issue 34):
//  - reference data, which every shop needs: currencies, categories, specification attribute definitions (with their
//    units), collections and the home page's insight cards. (Settings need no rows: their defaults are in code.)
//  - demo content, which only demo mode or SEED_DEMO=1 asks for: brands, experts, store products (with structured
//    specification values, ADR 013) and the generated catalogue (ADR 014), demos, events, community posts,
//    leaderboard and panels, and sample PDFs (datasheet; SDS and CoA for consumables) of the store products, stored
//    through the files module. A production release leaves it out (server/settings.js demoContentFrom).
//
//   node --import tsx prisma/seed.ts             seed (or re-seed) and print row counts per table
//   node --import tsx prisma/seed.ts --if-empty  skip each part whose content is already there
//   node --import tsx prisma/seed.ts --generated N  N generated catalogue products (default 540, 0 = none)
//   node --import tsx prisma/seed.ts --demo | --no-demo  with or without the demo content (default: the settings)
//
// Rows with ids are upserted by id. Child rows without natural ids (images, options, variant option
// values, additional info, collections links, custom fields, related products, expert links, demo
// products, event speakers, panel curators) are deleted and recreated for the seeded parents, all
// inside one transaction that first takes a Postgres advisory lock, so two app instances starting at
// once cannot both seed. Accounts are not seeded here, except the first admin of a deployment (ADMIN_EMAIL, see
// first-admin.ts), created in the same transaction after the lock while the database has no admin.
//
// Deliberately left alone on re-seed: Expert.userId (account links), Variant.reservedQuantity (held by
// unpaid orders), CommunityPost.hidden (moderation), Panel.createdAt, event registrations, and any row
// that is not in the seed data (user-created panels, posts, products added later).
import { demoContentFrom, demoModeFrom } from "../server/settings.js";
import { seedDemoAccounts, seedDemoActivity } from "./seed-accounts.ts";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "../app/generated/prisma/client.ts";
import { loadSeedData, SeedDataError, type SeedData } from "./seed-data.ts";
import {
  ensureFirstAdmin,
  firstAdminFrom,
  firstAdminMessage,
  type FirstAdmin,
  type FirstAdminOutcome,
} from "./first-admin.ts";
import { storedAttributeValue } from "../app/modules/catalog/specifications.ts";
import {
  DEFAULT_GENERATED_COUNT,
  GENERATED_ID_PREFIX,
  generateCatalogue,
  type GeneratedProduct,
} from "../app/modules/catalog/generator/generate.ts";

/**
 * The sample documents' module, loaded only when the demo content is written: it brings pdfkit, the storage drivers
 * and the HTML sanitiser, which a release without demo content (and release.js's import of this bundle) need not load.
 * scripts/build-seed.js splits it into a chunk of its own.
 */
const sampleDocumentsModule = () => import("../app/modules/catalog/sample-documents.server.ts");

export const SEED_LOCK_KEY = 727001;
export const SEED_TX_OPTIONS = { timeout: 120_000, maxWait: 20_000 } as const;

type Db = PrismaClient | Prisma.TransactionClient;
type Tx = Prisma.TransactionClient;

export type SeedCounts = Record<string, number>;
export interface SeedResult {
  /** false when `ifEmpty` was set and content was already present. */
  seeded: boolean;
  counts: SeedCounts;
  /** Demo content was asked for (`ifEmpty`) but not written: the database already has brands of its own. */
  demoSkipped?: boolean;
  /** What became of the first admin `admin` asked for; "none" when none was asked for and the database has none. */
  admin?: FirstAdminOutcome | "none";
  /** The demo products' sample PDFs, when the demo content was written: how many, and how long they took. */
  sampleDocuments?: { count: number; ms: number };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Start of the UTC day of `now`, plus `days`, at "HH:MM" UTC. */
export function eventStart(now: Date, daysFromSeed: number, timeUtc: string): Date {
  const [hours, minutes] = timeUtc.split(":").map(Number);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + daysFromSeed, hours, minutes));
}

/** `now` shifted by a (possibly fractional, possibly negative) number of hours. */
export function demoStart(now: Date, startsInHours: number): Date {
  return new Date(now.getTime() + Math.round(startsInHours * HOUR_MS));
}

/**
 * Upserts all seed content. With a PrismaClient it opens its own transaction (advisory lock first);
 * with a transaction client it runs inside the caller's transaction (and takes the same lock there).
 */
export async function seedContent(
  prisma: Db,
  now: Date = new Date(),
  options: { ifEmpty?: boolean; data?: SeedData; generated?: number; demo?: boolean; admin?: FirstAdmin | null } = {},
): Promise<SeedResult> {
  const data = options.data ?? loadSeedData();
  const demo = options.demo ?? true;
  let staleFiles: string[] = [];
  const run = async (tx: Tx): Promise<SeedResult> => {
    await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // The first admin (ADMIN_EMAIL), under the same lock: two releases at once cannot both create one.
    const admin = options.admin
      ? await ensureFirstAdmin(tx, options.admin)
      : (await tx.profile.count({ where: { role: "admin" } })) > 0
        ? undefined
        : ("none" as const);
    // With --if-empty each part is written only when it is missing. (A database seeded before structured
    // specifications existed, ADR 013, gets its attribute definitions once.)
    const reference =
      !options.ifEmpty || (await tx.category.count()) === 0 || (await tx.attributeDefinition.count()) === 0;
    const demoContent = demo && (!options.ifEmpty || (await tx.brand.count()) === 0);
    const demoSkipped = demo && !demoContent;
    if (!reference && !demoContent) return { seeded: false, counts: {}, demoSkipped, admin };
    if (reference) await seedReference(tx, data);
    let sampleDocuments: SeedResult["sampleDocuments"];
    if (demoContent) {
      await seedDemoContent(tx, data, now);
      await seedGeneratedCatalogue(tx, data, generateCatalogue(options.generated ?? DEFAULT_GENERATED_COUNT), now);
      // The hand-written store products only (a few dozen small PDFs), read back as just written.
      const started = Date.now();
      const { seedSampleDocuments } = await sampleDocumentsModule();
      const documents = await seedSampleDocuments(
        tx,
        data.products.map((p) => p.id),
      );
      staleFiles = documents.staleFileKeys;
      sampleDocuments = { count: documents.documents, ms: Date.now() - started };
    }
    return { seeded: true, counts: await countRows(tx), demoSkipped, admin, sampleDocuments };
  };
  if ("$transaction" in prisma && typeof prisma.$transaction === "function") {
    const result = await (prisma as PrismaClient).$transaction(run, SEED_TX_OPTIONS);
    // Files of sample documents whose content changed, deleted only now: a rolled-back seed still points at them.
    // (Inside a caller's transaction they are left: a few unused KB until the next seed of its own.)
    if (staleFiles.length > 0) await (await sampleDocumentsModule()).deleteUnreferencedFiles(prisma, staleFiles);
    return result;
  }
  return run(prisma as Tx);
}

/** AttributeDefinition ids are "<categoryId>.<key>": stable, so facet URLs and values survive a re-seed. */
export function attributeId(categoryId: string, key: string): string {
  return `${categoryId}.${key}`;
}

interface WithAttributes {
  id: string;
  categoryId: string;
  attributes: Record<string, string>;
  variants: { id: string; attributes?: Record<string, string> }[];
}

/** The ProductAttributeValue rows of products and their variants (values validated by seed-data.ts / generator tests). */
function attributeValueRows(
  data: SeedData,
  products: WithAttributes[] = data.products,
): Prisma.ProductAttributeValueCreateManyInput[] {
  return products.flatMap((p) => {
    const definitions = data.attributes.find((a) => a.categoryId === p.categoryId)?.attributes ?? [];
    const rows = (values: Record<string, string>, variantId: string | null) =>
      Object.entries(values).flatMap(([key, entered]) => {
        const definition = definitions.find((d) => d.key === key);
        const stored = definition ? storedAttributeValue(definition, entered) : null;
        if (!definition || stored === null || typeof stored === "string") return [];
        return [{ productId: p.id, variantId, attributeId: attributeId(p.categoryId, key), ...stored }];
      });
    return [...rows(p.attributes, null), ...p.variants.flatMap((v) => rows(v.attributes ?? {}, v.id))];
  });
}

/** createMany in slices of 2,000 rows, under Postgres' bind-parameter limit at any catalogue size. */
async function createInChunks<T>(
  model: { createMany(args: { data: T[] }): Promise<unknown> },
  rows: T[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 2000)
    await model.createMany({ data: rows.slice(start, start + 2000) });
}

/**
 * The generated catalogue (ADR 014): fixed ids from a seeded PRNG, written in a few set-based statements
 * (INSERT ... ON CONFLICT from a JSON record set) so 500+ products seed in about a second, also on PGlite.
 * Variant ids stay (carts and orders point at them); reservedQuantity is never touched; generated products
 * beyond the requested count are soft-deleted, never removed.
 */
async function seedGeneratedCatalogue(tx: Tx, data: SeedData, products: GeneratedProduct[], now: Date): Promise<void> {
  const ids = products.map((p) => p.id);
  const rows = products.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() }));
  await tx.$executeRaw`
    INSERT INTO "StoreProduct" (id, title, subtitle, "ribbonText", "descriptionHtml", "thumbnailUrl", purchasable, "sortOrder",
      "siteProductSelection", "typeValue", status, "categoryId", "brandId", rating, "reviewCount", tag, "createdAt", "updatedAt", "deletedAt")
    SELECT id, title, subtitle, "ribbonText", "descriptionHtml", "thumbnailUrl", purchasable, "sortOrder",
      "siteProductSelection", 'physical', 'active', "categoryId", "brandId", rating, "reviewCount", tag, "createdAt", ${now}, NULL
    FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(id text, title text, subtitle text, "ribbonText" text,
      "descriptionHtml" text, "thumbnailUrl" text, purchasable boolean, "sortOrder" int, "siteProductSelection" text,
      "categoryId" text, "brandId" text, rating float8, "reviewCount" int, tag text, "createdAt" timestamp)
    ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, subtitle = EXCLUDED.subtitle, "ribbonText" = EXCLUDED."ribbonText",
      "descriptionHtml" = EXCLUDED."descriptionHtml", "thumbnailUrl" = EXCLUDED."thumbnailUrl", purchasable = EXCLUDED.purchasable,
      "sortOrder" = EXCLUDED."sortOrder", "siteProductSelection" = EXCLUDED."siteProductSelection", status = 'active',
      "categoryId" = EXCLUDED."categoryId", "brandId" = EXCLUDED."brandId", rating = EXCLUDED.rating,
      "reviewCount" = EXCLUDED."reviewCount", tag = EXCLUDED.tag, "createdAt" = EXCLUDED."createdAt",
      "updatedAt" = EXCLUDED."updatedAt", "deletedAt" = NULL`;
  // Lists go in as one JSON parameter: a bench-sized catalogue would pass Postgres' 65,535 bind parameters.
  const idsJson = JSON.stringify(ids);
  await tx.$executeRaw`
    UPDATE "StoreProduct" SET "deletedAt" = ${now}
    WHERE id LIKE ${`${GENERATED_ID_PREFIX}%`} AND "deletedAt" IS NULL
      AND id NOT IN (SELECT json_array_elements_text(${idsJson}::json))`;

  const variants = products.flatMap((p) => p.variants.map((v, position) => ({ ...v, productId: p.id, position })));
  const ofGenerated = { productId: { startsWith: GENERATED_ID_PREFIX } };
  await tx.$executeRaw`
    DELETE FROM "Variant" WHERE "productId" IN (SELECT json_array_elements_text(${idsJson}::json))
      AND id NOT IN (SELECT json_array_elements_text(${JSON.stringify(variants.map((v) => v.id))}::json))`;
  await tx.$executeRaw`
    INSERT INTO "Variant" (id, "productId", title, sku, "priceInCents", "salePriceInCents", "currencyCode", "manageInventory",
      "inventoryQuantity", weight, position)
    SELECT id, "productId", title, sku, "priceInCents", "salePriceInCents", "currencyCode", "manageInventory",
      "inventoryQuantity", weight, position
    FROM json_to_recordset(${JSON.stringify(variants)}::json) AS x(id text, "productId" text, title text, sku text,
      "priceInCents" int, "salePriceInCents" int, "currencyCode" text, "manageInventory" boolean, "inventoryQuantity" int,
      weight float8, position int)
    ON CONFLICT (id) DO UPDATE SET "productId" = EXCLUDED."productId", title = EXCLUDED.title, sku = EXCLUDED.sku,
      "priceInCents" = EXCLUDED."priceInCents", "salePriceInCents" = EXCLUDED."salePriceInCents",
      "currencyCode" = EXCLUDED."currencyCode", "manageInventory" = EXCLUDED."manageInventory",
      "inventoryQuantity" = EXCLUDED."inventoryQuantity", weight = EXCLUDED.weight, position = EXCLUDED.position`;

  await tx.productImage.deleteMany({ where: ofGenerated });
  await tx.productOption.deleteMany({ where: ofGenerated });
  await tx.additionalInfo.deleteMany({ where: ofGenerated });
  await tx.productCollection.deleteMany({ where: ofGenerated });
  await tx.productAttributeValue.deleteMany({ where: ofGenerated });
  await createInChunks(
    tx.productImage,
    products.flatMap((p) => p.images.map((i) => ({ productId: p.id, ...i }))),
  );
  const optionId = (productId: string, position: number) => `${productId}--option-${position}`;
  await createInChunks(
    tx.productOption,
    products.flatMap((p) =>
      p.options.map((o, position) => ({
        id: optionId(p.id, position),
        productId: p.id,
        title: o.title,
        values: o.values,
        position,
      })),
    ),
  );
  await createInChunks(
    tx.variantOptionValue,
    products.flatMap((p) =>
      p.variants.flatMap((v) =>
        p.options.map((o, position) => ({
          id: `${v.id}--value-${position}`,
          optionId: optionId(p.id, position),
          variantId: v.id,
          value: v.optionValues[o.title],
        })),
      ),
    ),
  );
  await createInChunks(
    tx.additionalInfo,
    products.flatMap((p) => p.additionalInfo.map((a) => ({ productId: p.id, ...a }))),
  );
  await createInChunks(
    tx.productCollection,
    products.flatMap((p) =>
      p.collections.map((collectionId) => ({ productId: p.id, collectionId, order: p.sortOrder })),
    ),
  );
  await createInChunks(tx.productAttributeValue, attributeValueRows(data, products));
}

/** What every shop needs, demo or not: currencies, categories, attribute definitions, collections, insight cards. */
async function seedReference(tx: Tx, data: SeedData): Promise<void> {
  for (const c of data.currencies) {
    const fields = { symbol: c.symbol, template: c.template, usdPerUnit: c.usdPerUnit ?? null };
    await tx.currency.upsert({ where: { code: c.code }, create: { code: c.code, ...fields }, update: fields });
  }
  // The catalogue prices at the stated rates (ADR 073): adopted before any product is written, and every product
  // already listed in a currency whose seeded rate changed repriced (a seed is small: one batch, in this transaction).
  await tx.$executeRaw`
    WITH pending AS (SELECT array_agg(currency_code) AS codes, array_agg(catalogue_rate) AS rates FROM catalogue_adopt_rates())
    SELECT catalogue_reprice_batch(codes, '', 2147483647), catalogue_reprice_done(codes, rates) FROM pending
    WHERE codes IS NOT NULL`;
  for (const c of data.categories) {
    const { id, ...fields } = c;
    await tx.category.upsert({ where: { id }, create: { id, ...fields }, update: fields });
  }
  for (const { categoryId, attributes } of data.attributes) {
    for (const a of attributes) {
      const id = attributeId(categoryId, a.key);
      await tx.attributeDefinition.upsert({
        where: { id },
        create: { id, categoryId, ...a },
        update: { categoryId, ...a },
      });
    }
  }
  for (const c of data.collections) {
    await tx.collection.upsert({ where: { id: c.id }, create: c, update: { name: c.name } });
  }
  // The home page's cards about what the marketplace offers (site copy, no people or products).
  for (const card of data.insights) {
    const { id, ...fields } = card;
    await tx.insightCard.upsert({ where: { id }, create: { id, ...fields }, update: fields });
  }
}

/**
 * Demo content (demo mode or SEED_DEMO=1 only): brands with made-up copy, products and their prices, experts, demos,
 * events, community posts, leaderboard and panels — people and offers that do not exist.
 */
async function seedDemoContent(tx: Tx, data: SeedData, now: Date): Promise<void> {
  for (const b of data.brands) {
    const { id, ...fields } = b;
    await tx.brand.upsert({ where: { id }, create: { id, ...fields }, update: fields });
  }

  // ── Store products ──
  const productIds = data.products.map((p) => p.id);
  for (const p of data.products) {
    const fields = {
      title: p.title,
      subtitle: p.subtitle,
      ribbonText: p.ribbonText,
      descriptionHtml: p.descriptionHtml,
      thumbnailUrl: p.thumbnailUrl,
      purchasable: p.purchasable,
      sortOrder: p.sortOrder,
      siteProductSelection: p.siteProductSelection,
      typeValue: "physical",
      status: "active",
      categoryId: p.categoryId,
      brandId: p.brandId,
      rating: p.rating,
      reviewCount: p.reviewCount,
      tag: p.tag,
      featuredRank: p.featuredRank,
      videoUrl: p.videoUrl,
      deletedAt: null,
    };
    await tx.storeProduct.upsert({ where: { id: p.id }, create: { id: p.id, ...fields }, update: fields });
  }

  // Children without natural ids: delete for every seeded product, then recreate in bulk.
  // (Deleting options cascades to their variant option values.)
  const ofSeeded = { productId: { in: productIds } };
  await tx.productImage.deleteMany({ where: ofSeeded });
  await tx.productOption.deleteMany({ where: ofSeeded });
  await tx.additionalInfo.deleteMany({ where: ofSeeded });
  await tx.productCollection.deleteMany({ where: ofSeeded });
  await tx.customField.deleteMany({ where: ofSeeded });
  await tx.relatedProduct.deleteMany({ where: ofSeeded });
  await tx.productAttributeValue.deleteMany({ where: ofSeeded });

  await tx.productImage.createMany({
    data: data.products.flatMap((p) =>
      p.images.map((i) => ({ productId: p.id, url: i.url, alt: i.alt, order: i.order, type: i.type })),
    ),
  });
  const optionId = (productId: string, position: number) => `${productId}--option-${position}`;
  await tx.productOption.createMany({
    data: data.products.flatMap((p) =>
      p.options.map((o, position) => ({
        id: optionId(p.id, position),
        productId: p.id,
        title: o.title,
        values: o.values,
        position,
      })),
    ),
  });
  await tx.additionalInfo.createMany({
    data: data.products.flatMap((p) =>
      p.additionalInfo.map((a) => ({
        productId: p.id,
        order: a.order,
        title: a.title,
        descriptionHtml: a.descriptionHtml,
      })),
    ),
  });
  await tx.productCollection.createMany({
    data: data.products.flatMap((p) =>
      p.collections.map((collectionId) => ({ productId: p.id, collectionId, order: p.sortOrder })),
    ),
  });
  await tx.customField.createMany({
    data: data.products.flatMap((p) =>
      p.customFields.map((f) => ({ productId: p.id, title: f.title, isRequired: f.isRequired })),
    ),
  });
  await tx.relatedProduct.createMany({
    data: data.products.flatMap((p) =>
      p.related.map((r) => ({
        productId: p.id,
        sectionTitle: r.sectionTitle,
        relatedType: r.relatedType,
        relatedId: r.relatedId,
        position: r.position,
      })),
    ),
  });

  // Variants keep their ids (carts and orders point at them): upsert, and drop only variants that
  // are no longer in the data for a seeded product. reservedQuantity is never touched.
  const variantIds = data.products.flatMap((p) => p.variants.map((v) => v.id));
  await tx.variant.deleteMany({ where: { ...ofSeeded, id: { notIn: variantIds } } });
  for (const p of data.products) {
    for (const [position, v] of p.variants.entries()) {
      const fields = {
        productId: p.id,
        title: v.title,
        imageUrl: v.imageUrl ?? null,
        sku: v.sku,
        priceInCents: v.priceInCents,
        salePriceInCents: v.salePriceInCents,
        currencyCode: v.currencyCode,
        manageInventory: v.manageInventory,
        inventoryQuantity: v.inventoryQuantity,
        weight: v.weight,
        packSize: v.packSize ?? null,
        unit: v.unit ?? null,
        position,
      };
      await tx.variant.upsert({ where: { id: v.id }, create: { id: v.id, ...fields }, update: fields });
    }
  }
  await tx.variantOptionValue.createMany({
    data: data.products.flatMap((p) =>
      p.variants.flatMap((v) =>
        p.options.map((o, position) => ({
          id: `${v.id}--value-${position}`,
          optionId: optionId(p.id, position),
          variantId: v.id,
          value: v.optionValues[o.title],
        })),
      ),
    ),
  });

  await tx.productAttributeValue.createMany({ data: attributeValueRows(data) });

  // ── Experts ──
  const expertIds = data.experts.map((e) => e.id);
  for (const e of data.experts) {
    const fields = {
      name: e.name,
      type: e.type,
      specialty: e.specialty,
      bio: e.bio,
      location: e.location,
      company: e.company,
      avatarUrl: e.avatarUrl,
      followers: e.followers,
      totalViews: e.totalViews,
      rating: e.rating,
      tags: e.tags,
      position: e.position,
      featuredProductId: e.featuredProductId,
    };
    // userId (a link to an account) is managed by the accounts code and left as it is.
    await tx.expert.upsert({ where: { id: e.id }, create: { id: e.id, ...fields }, update: fields });
  }
  await tx.expertBrand.deleteMany({ where: { expertId: { in: expertIds } } });
  await tx.expertBrand.createMany({
    data: data.experts.flatMap((e) => e.brandIds.map((brandId) => ({ expertId: e.id, brandId }))),
  });
  await tx.curatedProduct.deleteMany({ where: { expertId: { in: expertIds } } });
  await tx.curatedProduct.createMany({
    data: data.experts.flatMap((e) =>
      e.curatedProductIds.map((productId, position) => ({ expertId: e.id, productId, position })),
    ),
  });

  // ── Demos ──
  for (const d of data.demos) {
    const fields = {
      title: d.title,
      creatorName: d.creatorName,
      creatorType: d.creatorType,
      expertId: d.expertId ?? null,
      brandId: d.brandId ?? null,
      category: d.category,
      status: d.status,
      viewers: d.viewers,
      durationMinutes: d.durationMinutes,
      startsAt: demoStart(now, d.startsInHours),
      description: d.description,
      rating: d.rating,
      thumbnailUrl: d.thumbnailUrl,
      streamUrl: d.streamUrl ?? null,
      replayUrl: d.replayUrl ?? null,
      onHome: d.onHome,
      position: d.position,
    };
    await tx.demo.upsert({ where: { id: d.id }, create: { id: d.id, ...fields }, update: fields });
  }
  const demoIds = data.demos.map((d) => d.id);
  await tx.demoProduct.deleteMany({ where: { demoId: { in: demoIds } } });
  await tx.demoProduct.createMany({
    data: data.demos.flatMap((d) => d.productIds.map((productId) => ({ demoId: d.id, productId }))),
  });

  // ── Events ──
  for (const e of data.events) {
    const fields = {
      name: e.name,
      startsAt: eventStart(now, e.daysFromSeed, e.timeUtc),
      durationMinutes: e.durationMinutes,
      type: e.type,
      sponsoredBy: e.sponsoredBy,
      sponsorLogoUrl: e.sponsorLogoUrl,
      brandId: e.brandId,
      description: e.description,
      imageUrl: e.imageUrl,
      hasDetail: e.hasDetail,
      agenda: e.agenda,
    };
    await tx.event.upsert({ where: { id: e.id }, create: { id: e.id, ...fields }, update: fields });
  }
  const eventIds = data.events.map((e) => e.id);
  await tx.eventSpeaker.deleteMany({ where: { eventId: { in: eventIds } } });
  await tx.eventSpeaker.createMany({
    data: data.events.flatMap((e) =>
      e.speakers.map((s, position) => ({
        eventId: e.id,
        name: s.name,
        title: s.title,
        avatarUrl: s.avatarUrl,
        position,
      })),
    ),
  });

  // ── Community ──
  for (const post of data.posts) {
    const fields = {
      authorName: post.authorName,
      authorRole: post.authorRole,
      type: post.type,
      topic: post.topic,
      title: post.title,
      content: post.content,
      likes: post.likes,
      comments: post.comments,
      createdAt: new Date(now.getTime() - Math.round(post.daysAgo * DAY_MS)),
    };
    // `hidden` (moderation) is only defaulted on create.
    await tx.communityPost.upsert({ where: { id: post.id }, create: { id: post.id, ...fields }, update: fields });
  }
  for (const [position, entry] of data.leaderboard.entries()) {
    const fields = { name: entry.name, points: entry.points, position };
    await tx.leaderboardEntry.upsert({ where: { id: entry.id }, create: { id: entry.id, ...fields }, update: fields });
  }

  // ── Panels ──
  for (const c of data.panelCreators) {
    const { id, ...fields } = c;
    await tx.panelCreator.upsert({ where: { id }, create: { id, ...fields }, update: fields });
  }
  for (const panel of data.panels) {
    const fields = {
      name: panel.name,
      category: panel.category,
      description: panel.description,
      members: panel.members,
    };
    await tx.panel.upsert({ where: { id: panel.id }, create: { id: panel.id, ...fields }, update: fields });
  }
  const panelIds = data.panels.map((x) => x.id);
  await tx.panelCurator.deleteMany({ where: { panelId: { in: panelIds } } });
  await tx.panelCurator.createMany({
    data: data.panels.flatMap((x) => x.creatorIds.map((creatorId) => ({ panelId: x.id, creatorId }))),
  });
}

/** Row counts of every table this seed writes, in seeding order. */
export async function countRows(db: Db): Promise<SeedCounts> {
  const counters: [string, () => Promise<number>][] = [
    ["Currency", () => db.currency.count()],
    ["Category", () => db.category.count()],
    ["Brand", () => db.brand.count()],
    ["Collection", () => db.collection.count()],
    ["StoreProduct", () => db.storeProduct.count()],
    ["ProductImage", () => db.productImage.count()],
    ["ProductOption", () => db.productOption.count()],
    ["Variant", () => db.variant.count()],
    ["VariantOptionValue", () => db.variantOptionValue.count()],
    ["AdditionalInfo", () => db.additionalInfo.count()],
    ["ProductCollection", () => db.productCollection.count()],
    ["CustomField", () => db.customField.count()],
    ["RelatedProduct", () => db.relatedProduct.count()],
    ["Expert", () => db.expert.count()],
    ["ExpertBrand", () => db.expertBrand.count()],
    ["CuratedProduct", () => db.curatedProduct.count()],
    ["Demo", () => db.demo.count()],
    ["DemoProduct", () => db.demoProduct.count()],
    ["Event", () => db.event.count()],
    ["EventSpeaker", () => db.eventSpeaker.count()],
    ["CommunityPost", () => db.communityPost.count()],
    ["LeaderboardEntry", () => db.leaderboardEntry.count()],
    ["PanelCreator", () => db.panelCreator.count()],
    ["Panel", () => db.panel.count()],
    ["PanelCurator", () => db.panelCurator.count()],
    ["InsightCard", () => db.insightCard.count()],
    ["ProductDocument", () => db.productDocument.count()],
  ];
  const counts: SeedCounts = {};
  // Sequential on purpose: inside an interactive transaction queries run one at a time anyway.
  for (const [table, count] of counters) counts[table] = await count();
  return counts;
}

// ─────────────── CLI ───────────────

/** For scripts/release.js, which imports the bundle to check the ADMIN_* settings before it migrates. */
export { firstAdminFrom };

async function main(argv: string[]): Promise<number> {
  const ifEmpty = argv.includes("--if-empty");
  // Demo content: --demo / --no-demo (scripts/release.js passes one), else the settings (demo mode, SEED_DEMO, and
  // outside production on by default).
  const demo = argv.includes("--no-demo") ? false : argv.includes("--demo") ? true : demoContentFrom(process.env);
  // --generated N: how many generated catalogue products (ADR 014); SEED_GENERATED_PRODUCTS does the same.
  // (The variable alone used to read the first other argument, e.g. --if-empty in the release step, as N.)
  const generated = argv.includes("--generated")
    ? Number(argv[argv.indexOf("--generated") + 1])
    : process.env.SEED_GENERATED_PRODUCTS
      ? Number(process.env.SEED_GENERATED_PRODUCTS)
      : undefined;
  if (generated !== undefined && (!Number.isInteger(generated) || generated < 0 || generated > 100_000)) {
    console.error("Seed failed: --generated needs a whole number from 0 to 100000.");
    return 1;
  }
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    console.error("Seed failed: DATABASE_URL is not set.");
    return 1;
  }
  // Validate the data before opening a connection, so data errors are reported as such.
  let data: SeedData;
  try {
    data = loadSeedData();
  } catch (err) {
    console.error(`Seed failed: ${err instanceof SeedDataError ? err.message : String(err)}`);
    return 1;
  }
  // The first admin (ADMIN_EMAIL, ADMIN_NAME, ADMIN_PASSWORD): checked before connecting, one line when wrong.
  const firstAdmin = firstAdminFrom(process.env);
  if (firstAdmin.problem) {
    console.error(`Seed failed: ${firstAdmin.problem}`);
    return 1;
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  try {
    const started = Date.now();
    const result = await seedContent(prisma, new Date(), { ifEmpty, data, generated, demo, admin: firstAdmin.admin });
    // Demo mode's accounts include an admin (seeded just below): "no admin" is said only outside demo mode.
    const demoAccounts = demoModeFrom(process.env) && demo;
    if (result.admin && !(result.admin === "none" && demoAccounts))
      console.log(firstAdminMessage(result.admin === "none" ? "not-asked" : result.admin, firstAdmin.admin));
    // Demo accounts exist only in demo mode (never in a real deployment); upserted on every start.
    // (They manage seeded brands and experts: only with the demo content.)
    if (demoAccounts) {
      await seedDemoAccounts(prisma);
      await seedDemoActivity(prisma);
      console.log("Seed: demo accounts and their inbox ready (see README)");
    }
    // Demo content goes only into a database without brands, so it never mixes with a shop's own catalogue: say so
    // rather than let a SEED_DEMO=1 release look as if it had added it.
    if (result.demoSkipped)
      console.log("Seed: demo content NOT added: the database already has brands (it is added only to one without)");
    if (!result.seeded) {
      console.log("Seed: content already present");
      return 0;
    }
    console.log(
      `Seed: content upserted in ${Date.now() - started} ms (${demo && !result.demoSkipped ? "reference data and demo content" : "reference data only; SEED_DEMO=1 adds the demo content"})`,
    );
    if (result.sampleDocuments)
      console.log(`Seed: ${result.sampleDocuments.count} sample documents (PDF) in ${result.sampleDocuments.ms} ms`);
    const width = Math.max(...Object.keys(result.counts).map((k) => k.length));
    for (const [table, count] of Object.entries(result.counts)) console.log(`  ${table.padEnd(width)}  ${count}`);
    return 0;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`Seed failed: ${message}`);
    if (process.env.DEBUG && err instanceof Error && err.stack) console.error(err.stack);
    return 1;
  } finally {
    await prisma.$disconnect();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err) => {
      console.error(`Seed failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    },
  );
}
