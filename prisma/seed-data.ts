// Typed loaders for the committed seed data in content/seed/*.json.
// Every file is parsed with a strict zod schema and then cross-checked (ids, references, spec counts),
// so a typo in the data fails loudly before anything touches the database.
//
// Run directly to regenerate content/seed/images.json from the data:
//   node --import tsx prisma/seed-data.ts --write-images
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { z } from "zod";
import { ATTRIBUTE_TYPES, storedAttributeValue } from "../app/modules/catalog/specifications.ts";

export const SEED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../content/seed");

// ─────────────── Building blocks ───────────────

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug");
const imagePath = z.string().regex(/^\/images\/[a-z0-9\-/]+\.svg$/, "must be a local /images/....svg path");
const text = z.string().trim().min(1);
const html = z.string().trim().min(1).regex(/^</, "must start with an HTML tag");
const embedUrl = z
  .string()
  .regex(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/, "must be a youtube-nocookie embed URL");
const cents = z.number().int().nonnegative();
const BRAND_IDS = ["agilent", "thermo-fisher", "merck", "roche", "sartorius", "waters"] as const;
const EXPERT_TAGS = ["biotech", "pharma", "diagnostics", "usa", "eu"] as const;

// ─────────────── Schemas ───────────────

export const currencySchema = z.strictObject({
  code: z.string().regex(/^[a-z]{3}$/),
  symbol: text,
  template: z.string().includes("$1"),
  /** US dollars per unit, the rate the shop states (the finder converts budgets and prices with it); optional. */
  usdPerUnit: z.number().positive().finite().nullable().optional(),
});

export const categorySchema = z.strictObject({
  id: slug,
  name: text,
  description: text,
  imageUrl: imagePath,
  position: z.number().int(),
  onHome: z.boolean(),
});

export const brandSchema = z.strictObject({
  id: z.enum(BRAND_IDS),
  name: text,
  tagline: text,
  description: text,
  logoUrl: imagePath,
  bannerUrl: imagePath,
  hq: text,
  website: z.url(),
  contactEmail: z.email(),
  founded: z.number().int().min(1600).max(2100).nullable(),
  position: z.number().int(),
  onHome: z.boolean(),
});

export const expertSchema = z.strictObject({
  id: z.number().int().min(1),
  name: text,
  type: text,
  specialty: text,
  bio: text,
  location: text,
  company: text,
  avatarUrl: imagePath,
  followers: z.number().int().nonnegative(),
  totalViews: z.number().int().nonnegative(),
  rating: z.number().min(4.5).max(5),
  tags: z.array(z.enum(EXPERT_TAGS)).min(2).max(3),
  position: z.number().int(),
  brandIds: z.array(z.enum(BRAND_IDS)).min(1),
  featuredProductId: slug,
  curatedProductIds: z.array(slug).min(3).max(5),
});

/** Structured specification values as entered, by attribute key ("max-pressure": "1300 bar"). */
const attributeValuesSchema = z.record(slug, text);

export const attributeDefinitionSchema = z.strictObject({
  key: slug,
  label: text,
  group: text,
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.string().nullable(),
  options: z.array(text),
  isFacet: z.boolean(),
  position: z.number().int(),
});

export const categoryAttributesSchema = z.strictObject({
  categoryId: slug,
  attributes: z.array(attributeDefinitionSchema).min(1),
});

const variantSchema = z.strictObject({
  id: slug,
  title: text,
  sku: text,
  priceInCents: cents.min(1),
  salePriceInCents: cents.nullable(),
  currencyCode: z.string().regex(/^[a-z]{3}$/),
  manageInventory: z.boolean(),
  inventoryQuantity: z.number().int().nonnegative(),
  weight: z.number().positive().nullable(),
  /** What one unit of sale is (issue 37): "50 filters", "96 wells"; and its unit, "pack", "kit", "each". */
  packSize: text.optional(),
  unit: text.optional(),
  imageUrl: imagePath.optional(),
  optionValues: z.record(z.string(), z.string()),
  /** Values that differ between variants (the product's own values are the rest). */
  attributes: attributeValuesSchema.optional(),
});

export const productSchema = z.strictObject({
  id: slug,
  title: text,
  subtitle: text.nullable(),
  ribbonText: text.nullable(),
  descriptionHtml: html,
  thumbnailUrl: imagePath.nullable(),
  images: z
    .array(z.strictObject({ url: imagePath, alt: z.string(), order: z.number().int(), type: z.literal("image") }))
    .min(2)
    .max(4),
  purchasable: z.boolean(),
  sortOrder: z.number().int(),
  siteProductSelection: z.enum(["lowest_price_first", "first"]).nullable(),
  categoryId: slug,
  brandId: z.enum(BRAND_IDS).nullable(),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  tag: text.nullable(),
  featuredRank: z.number().int().min(1).max(6).nullable(),
  videoUrl: embedUrl.nullable(),
  attributes: attributeValuesSchema,
  options: z.array(z.strictObject({ title: text, values: z.array(text).min(1) })),
  variants: z.array(variantSchema).min(1),
  additionalInfo: z.array(z.strictObject({ order: z.number().int(), title: text, descriptionHtml: html })).min(1),
  collections: z.array(slug),
  customFields: z.array(z.strictObject({ title: text, isRequired: z.boolean() })),
  related: z.array(
    z.strictObject({
      sectionTitle: text,
      relatedType: z.literal("product"),
      relatedId: slug,
      position: z.number().int(),
    }),
  ),
});

export const productsFileSchema = z.strictObject({
  collections: z.array(z.strictObject({ id: slug, name: text })),
  products: z.array(productSchema),
});

export const demoSchema = z
  .strictObject({
    id: slug,
    title: text,
    creatorName: text,
    creatorType: z.enum(["Influencer", "Company"]),
    expertId: z.number().int().optional(),
    brandId: z.enum(BRAND_IDS).optional(),
    category: z.enum(["bioreactors", "freeze-drying", "consumables", "analytics"]),
    status: z.enum(["live", "upcoming", "replay"]),
    viewers: z.number().int().nonnegative(),
    durationMinutes: z.number().int().positive(),
    startsInHours: z.number(),
    description: text,
    rating: z.number().min(0).max(5),
    thumbnailUrl: imagePath,
    streamUrl: embedUrl.optional(),
    replayUrl: embedUrl.optional(),
    onHome: z.boolean(),
    position: z.number().int(),
    productIds: z.array(slug).min(1).max(3),
  })
  .superRefine((d, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message });
    if (d.expertId === undefined && d.brandId === undefined) issue("needs expertId or brandId");
    if (d.creatorType === "Influencer" && d.expertId === undefined) issue("an Influencer demo needs expertId");
    if (d.status === "upcoming" ? d.startsInHours <= 0 : d.startsInHours >= 0)
      issue(`startsInHours must be ${d.status === "upcoming" ? "positive" : "negative"} for a ${d.status} demo`);
    if (d.status === "live" && !d.streamUrl) issue("a live demo needs streamUrl");
    if (d.status === "replay" && !d.replayUrl) issue("a replay demo needs replayUrl");
  });

export const eventSchema = z
  .strictObject({
    id: slug,
    name: text,
    type: z.enum(["panel_discussion", "conference", "webinar"]),
    daysFromSeed: z.number().int().nonnegative(),
    timeUtc: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be HH:MM"),
    durationMinutes: z.number().int().positive(),
    sponsoredBy: text,
    brandId: z.enum(BRAND_IDS).nullable(),
    sponsorLogoUrl: imagePath,
    description: text,
    imageUrl: imagePath,
    hasDetail: z.boolean(),
    agenda: z.array(text),
    speakers: z.array(z.strictObject({ name: text, title: text, avatarUrl: imagePath })),
  })
  .superRefine((e, ctx) => {
    if (e.hasDetail && (e.agenda.length < 4 || e.agenda.length > 6))
      ctx.addIssue({ code: "custom", message: "an event with detail needs 4-6 agenda items" });
    if (e.hasDetail && (e.speakers.length < 2 || e.speakers.length > 4))
      ctx.addIssue({ code: "custom", message: "an event with detail needs 2-4 speakers" });
    if (!e.hasDetail && (e.agenda.length > 0 || e.speakers.length > 0))
      ctx.addIssue({ code: "custom", message: "an event without detail has no agenda or speakers" });
  });

export const communityFileSchema = z.strictObject({
  posts: z.array(
    z.strictObject({
      id: slug,
      authorName: text,
      authorRole: text,
      type: z.enum(["article", "video", "discussion"]),
      topic: z.enum(["lyophilization", "chromatography", "bioreactors"]),
      title: text,
      content: text,
      likes: z.number().int().nonnegative(),
      comments: z.number().int().nonnegative(),
      daysAgo: z.number().nonnegative(),
    }),
  ),
  leaderboard: z.array(z.strictObject({ id: slug, name: text, points: z.number().int().nonnegative() })),
});

export const panelsFileSchema = z.strictObject({
  creators: z.array(z.strictObject({ id: z.number().int().min(1), name: text, specialty: text, avatarUrl: imagePath })),
  panels: z.array(
    z.strictObject({
      id: slug,
      name: text,
      category: z.enum(["bioreactors", "freeze-drying", "lab-consumables", "analytics", "manufacturing"]),
      description: text,
      members: z.number().int().nonnegative(),
      creatorIds: z.array(z.number().int()).min(1),
    }),
  ),
});

export const insightSchema = z.strictObject({
  id: slug,
  title: text,
  subheading: text,
  description: text,
  ctaText: text,
  ctaLink: z.string().regex(/^\/[a-z0-9\-/]*$/),
  keywords: z.array(text),
  position: z.number().int(),
});

export type CurrencySeed = z.infer<typeof currencySchema>;
export type CategorySeed = z.infer<typeof categorySchema>;
export type BrandSeed = z.infer<typeof brandSchema>;
export type ExpertSeed = z.infer<typeof expertSchema>;
export type ProductSeed = z.infer<typeof productSchema>;
export type VariantSeed = z.infer<typeof variantSchema>;
export type CollectionSeed = z.infer<typeof productsFileSchema>["collections"][number];
export type DemoSeed = z.infer<typeof demoSchema>;
export type EventSeed = z.infer<typeof eventSchema>;
export type CommunityPostSeed = z.infer<typeof communityFileSchema>["posts"][number];
export type LeaderboardSeed = z.infer<typeof communityFileSchema>["leaderboard"][number];
export type PanelCreatorSeed = z.infer<typeof panelsFileSchema>["creators"][number];
export type PanelSeed = z.infer<typeof panelsFileSchema>["panels"][number];
export type InsightSeed = z.infer<typeof insightSchema>;

export type CategoryAttributesSeed = z.infer<typeof categoryAttributesSchema>;

export interface SeedData {
  currencies: CurrencySeed[];
  categories: CategorySeed[];
  /** Attribute definitions per category (content/seed/attributes.json). */
  attributes: CategoryAttributesSeed[];
  brands: BrandSeed[];
  experts: ExpertSeed[];
  collections: CollectionSeed[];
  products: ProductSeed[];
  demos: DemoSeed[];
  events: EventSeed[];
  posts: CommunityPostSeed[];
  leaderboard: LeaderboardSeed[];
  panelCreators: PanelCreatorSeed[];
  panels: PanelSeed[];
  insights: InsightSeed[];
  /** Contents of content/seed/images.json (the list of placeholder images to generate). */
  images: string[];
}

// ─────────────── Loading ───────────────

export class SeedDataError extends Error {
  override name = "SeedDataError";
}

function readJson<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  const full = path.join(dir, file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(full, "utf8"));
  } catch (err) {
    throw new SeedDataError(`${file}: cannot read or parse JSON (${(err as Error).message})`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 20)
      .map((i) => `  - ${i.path.join(".") || "(root)"}: ${i.message}`)
      .join("\n");
    throw new SeedDataError(`${file}: invalid seed data\n${issues}`);
  }
  return result.data;
}

/** Loads, parses and cross-checks every seed file. Throws SeedDataError listing all problems found. */
export function loadSeedData(dir: string = SEED_DIR, options: { checkImages?: boolean } = {}): SeedData {
  const productsFile = readJson(dir, "products.json", productsFileSchema);
  const community = readJson(dir, "community.json", communityFileSchema);
  const panelsFile = readJson(dir, "panels.json", panelsFileSchema);
  const data: SeedData = {
    currencies: readJson(dir, "currencies.json", z.array(currencySchema)),
    categories: readJson(dir, "categories.json", z.array(categorySchema)),
    attributes: readJson(dir, "attributes.json", z.array(categoryAttributesSchema)),
    brands: readJson(dir, "brands.json", z.array(brandSchema)),
    experts: readJson(dir, "experts.json", z.array(expertSchema)),
    collections: productsFile.collections,
    products: productsFile.products,
    demos: readJson(dir, "demos.json", z.array(demoSchema)),
    events: readJson(dir, "events.json", z.array(eventSchema)),
    posts: community.posts,
    leaderboard: community.leaderboard,
    panelCreators: panelsFile.creators,
    panels: panelsFile.panels,
    insights: readJson(dir, "insights.json", z.array(insightSchema)),
    images: options.checkImages === false ? [] : readJson(dir, "images.json", z.array(imagePath)),
  };
  const problems = validateSeedData(data, { checkImages: options.checkImages !== false });
  if (problems.length > 0) {
    throw new SeedDataError(
      `seed data failed ${problems.length} check(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  return data;
}

// ─────────────── Cross-checks ───────────────

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  const dups = new Set<T>();
  for (const v of values) (seen.has(v) ? dups : seen).add(v);
  return [...dups];
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

/** Returns a list of human-readable problems; empty when the data is consistent. */
export function validateSeedData(data: SeedData, options: { checkImages?: boolean } = {}): string[] {
  const p: string[] = [];
  const check = (ok: boolean, message: string) => {
    if (!ok) p.push(message);
  };
  const uniqueIds = (name: string, ids: (string | number)[]) => {
    const d = duplicates(ids);
    check(d.length === 0, `${name}: duplicate ids ${d.join(", ")}`);
  };

  const currencyCodes = new Set(data.currencies.map((c) => c.code));
  const categoryIds = new Set(data.categories.map((c) => c.id));

  // Structured specifications: definitions per known category, unique keys; every value fits its definition.
  uniqueIds(
    "attributes.json categories",
    data.attributes.map((a) => a.categoryId),
  );
  for (const entry of data.attributes) {
    check(categoryIds.has(entry.categoryId), `attributes.json: unknown category ${entry.categoryId}`);
    uniqueIds(
      `attributes.json ${entry.categoryId}`,
      entry.attributes.map((a) => a.key),
    );
    for (const a of entry.attributes) {
      check(
        (a.type === "enum") === a.options.length > 0,
        `attributes.json ${entry.categoryId}.${a.key}: options are for enums only`,
      );
      check(
        (a.type === "number" || a.type === "range") === (a.unit !== null),
        `attributes.json ${entry.categoryId}.${a.key}: unit is for numbers only`,
      );
    }
  }
  for (const product of data.products) {
    const definitions = data.attributes.find((a) => a.categoryId === product.categoryId)?.attributes ?? [];
    const checkValues = (where: string, values: Record<string, string>) => {
      for (const [key, entered] of Object.entries(values)) {
        const definition = definitions.find((d) => d.key === key);
        if (!definition) {
          p.push(`${where}: no attribute "${key}" in category ${product.categoryId}`);
          continue;
        }
        const stored = storedAttributeValue(definition, entered);
        if (typeof stored === "string") p.push(`${where}: ${stored}`);
      }
    };
    checkValues(`product ${product.id}`, product.attributes);
    check(Object.keys(product.attributes).length >= 3, `product ${product.id}: needs at least 3 specification values`);
    for (const variant of product.variants) {
      if (!variant.attributes) continue;
      checkValues(`variant ${variant.id}`, variant.attributes);
      for (const key of Object.keys(variant.attributes))
        check(!(key in product.attributes), `variant ${variant.id}: "${key}" is set on the product too`);
    }
  }
  const brandIds = new Set(data.brands.map((b) => b.id));
  const expertIds = new Set(data.experts.map((e) => e.id));
  const productIds = new Set(data.products.map((x) => x.id));
  const collectionIds = new Set(data.collections.map((c) => c.id));
  const creatorIds = new Set(data.panelCreators.map((c) => c.id));

  uniqueIds(
    "currencies",
    data.currencies.map((c) => c.code),
  );
  uniqueIds(
    "categories",
    data.categories.map((c) => c.id),
  );
  uniqueIds(
    "brands",
    data.brands.map((b) => b.id),
  );
  uniqueIds(
    "experts",
    data.experts.map((e) => e.id),
  );
  uniqueIds(
    "collections",
    data.collections.map((c) => c.id),
  );
  uniqueIds(
    "products",
    data.products.map((x) => x.id),
  );
  uniqueIds(
    "variants",
    data.products.flatMap((x) => x.variants.map((v) => v.id)),
  );
  uniqueIds(
    "variant skus",
    data.products.flatMap((x) => x.variants.map((v) => v.sku)),
  );
  uniqueIds(
    "demos",
    data.demos.map((d) => d.id),
  );
  uniqueIds(
    "events",
    data.events.map((e) => e.id),
  );
  uniqueIds(
    "community posts",
    data.posts.map((x) => x.id),
  );
  uniqueIds(
    "leaderboard",
    data.leaderboard.map((x) => x.id),
  );
  uniqueIds(
    "panel creators",
    data.panelCreators.map((c) => c.id),
  );
  uniqueIds(
    "panels",
    data.panels.map((x) => x.id),
  );
  uniqueIds(
    "insights",
    data.insights.map((i) => i.id),
  );

  // Currencies and categories (spec §2, §9).
  for (const code of ["usd", "eur", "gbp"]) check(currencyCodes.has(code), `currencies: missing ${code}`);
  const expectedCategories = [
    "analytical-instruments",
    "life-sciences-equipment",
    "laboratory-consumables",
    "biopharma-machinery",
    "diagnostic-kits",
  ];
  check(
    data.categories.length === 5 && expectedCategories.every((id) => categoryIds.has(id)),
    `categories: expected exactly ${expectedCategories.join(", ")}`,
  );
  check(
    data.categories
      .filter((c) => c.onHome)
      .map((c) => c.id)
      .sort()
      .join() === expectedCategories.slice(0, 4).sort().join(),
    "categories: the first four (not diagnostic-kits) must be onHome",
  );

  // Brands: six, four on the home page.
  check(data.brands.length === 6, `brands: expected 6, got ${data.brands.length}`);
  check(
    data.brands
      .filter((b) => b.onHome)
      .map((b) => b.id)
      .sort()
      .join() === ["agilent", "merck", "roche", "thermo-fisher"].join(),
    "brands: onHome must be exactly agilent, thermo-fisher, merck, roche",
  );

  // Experts: ids 1..6, every filter chip matches someone.
  check(
    data.experts
      .map((e) => e.id)
      .sort((a, b) => a - b)
      .join() === "1,2,3,4,5,6",
    "experts: ids must be exactly 1..6",
  );
  for (const tag of EXPERT_TAGS)
    check(
      data.experts.some((e) => e.tags.includes(tag)),
      `experts: no expert tagged ${tag}`,
    );
  for (const e of data.experts) {
    check(productIds.has(e.featuredProductId), `expert ${e.id}: unknown featuredProductId ${e.featuredProductId}`);
    for (const id of e.curatedProductIds) check(productIds.has(id), `expert ${e.id}: unknown curated product ${id}`);
    check(duplicates(e.curatedProductIds).length === 0, `expert ${e.id}: duplicate curated products`);
    for (const id of e.brandIds) check(brandIds.has(id), `expert ${e.id}: unknown brand ${id}`);
  }

  // Products.
  const products = data.products;
  check(products.length >= 26, `products: expected at least 26, got ${products.length}`);
  for (const id of categoryIds)
    check(
      products.some((x) => x.categoryId === id),
      `products: none in category ${id}`,
    );
  for (const id of brandIds)
    check(
      products.some((x) => x.brandId === id),
      `products: none from brand ${id}`,
    );
  check(products.filter((x) => !x.purchasable).length === 3, "products: exactly 3 must be non-purchasable");
  const ranks = products.flatMap((x) => (x.featuredRank === null ? [] : [x.featuredRank])).sort();
  check(
    ranks.join() === "1,2,3,4,5,6",
    `products: featuredRank must be 1..6 exactly once each (got ${ranks.join() || "none"})`,
  );
  check(products.filter((x) => x.variants.length >= 2).length >= 6, "products: need at least 6 multi-variant products");
  check(
    products.filter((x) => x.variants.some((v) => v.salePriceInCents !== null)).length >= 5,
    "products: need at least 5 products with a sale price",
  );
  const managed = products.filter((x) => x.variants.some((v) => v.manageInventory));
  check(managed.length >= 6, "products: need at least 6 products with managed inventory");
  check(
    managed.filter((x) =>
      x.variants.some((v) => v.manageInventory && v.inventoryQuantity >= 1 && v.inventoryQuantity <= 3),
    ).length >= 3,
    "products: need at least 3 products with low stock (1-3 units)",
  );
  check(
    products.some((x) => x.variants.some((v) => v.manageInventory && v.inventoryQuantity === 0)),
    "products: need one managed variant with 0 stock",
  );
  for (const x of products) {
    const where = `product ${x.id}`;
    check(categoryIds.has(x.categoryId), `${where}: unknown category ${x.categoryId}`);
    check(x.brandId === null || brandIds.has(x.brandId), `${where}: unknown brand ${x.brandId}`);
    check(
      x.thumbnailUrl === null || x.images.some((i) => i.url === x.thumbnailUrl),
      `${where}: thumbnailUrl must be one of its images`,
    );
    check(duplicates(x.images.map((i) => i.url)).length === 0, `${where}: duplicate image urls`);
    check(duplicates(x.additionalInfo.map((i) => i.order)).length === 0, `${where}: duplicate additionalInfo order`);
    for (const c of x.collections) check(collectionIds.has(c), `${where}: unknown collection ${c}`);
    for (const r of x.related) {
      check(productIds.has(r.relatedId), `${where}: related product ${r.relatedId} does not exist`);
      check(r.relatedId !== x.id, `${where}: related to itself`);
    }
    check(duplicates(x.options.map((o) => o.title)).length === 0, `${where}: duplicate option titles`);
    if (x.variants.length === 1) {
      check(
        x.variants[0].title === "Default" || x.options.length > 0,
        `${where}: a single variant without options must be titled "Default"`,
      );
    } else {
      check(x.options.length > 0, `${where}: multiple variants need at least one option`);
    }
    const combos = new Set<string>();
    for (const v of x.variants) {
      check(currencyCodes.has(v.currencyCode), `${where}: variant ${v.id} has unknown currency ${v.currencyCode}`);
      check(
        v.salePriceInCents === null || v.salePriceInCents < v.priceInCents,
        `${where}: variant ${v.id} sale price must be below price`,
      );
      check(
        v.manageInventory || v.inventoryQuantity === 0,
        `${where}: variant ${v.id} has stock without managed inventory`,
      );
      check(
        !v.imageUrl || x.images.some((i) => i.url === v.imageUrl),
        `${where}: variant ${v.id} imageUrl is not one of the product images`,
      );
      for (const [title, value] of Object.entries(v.optionValues)) {
        const option = x.options.find((o) => o.title === title);
        check(!!option, `${where}: variant ${v.id} refers to unknown option "${title}"`);
        check(
          !option || option.values.includes(value),
          `${where}: variant ${v.id} value "${value}" is not a value of "${title}"`,
        );
      }
      for (const o of x.options)
        check(o.title in v.optionValues, `${where}: variant ${v.id} has no value for option "${o.title}"`);
      const combo = JSON.stringify(x.options.map((o) => v.optionValues[o.title]));
      check(x.options.length === 0 || !combos.has(combo), `${where}: two variants share option values ${combo}`);
      combos.add(combo);
    }
    const currencies = new Set(x.variants.map((v) => v.currencyCode));
    check(currencies.size === 1, `${where}: all variants must share one currency`);
  }

  // Demos.
  check(data.demos.length >= 9, `demos: expected at least 9, got ${data.demos.length}`);
  const byCategory = countBy(data.demos, (d) => d.category);
  for (const c of ["bioreactors", "freeze-drying", "consumables", "analytics"])
    check((byCategory[c] ?? 0) >= 2, `demos: need at least 2 in category ${c}`);
  const byStatus = countBy(data.demos, (d) => d.status);
  check((byStatus.live ?? 0) >= 2, "demos: need at least 2 live");
  check((byStatus.upcoming ?? 0) >= 3, "demos: need at least 3 upcoming");
  check((byStatus.replay ?? 0) >= 3, "demos: need at least 3 replay");
  const home = data.demos.filter((d) => d.onHome);
  check(home.length === 3, `demos: exactly 3 must be onHome (got ${home.length})`);
  check(home.filter((d) => d.status === "upcoming").length === 1, "demos: exactly one onHome demo must be upcoming");
  for (const d of data.demos) {
    check(d.expertId === undefined || expertIds.has(d.expertId), `demo ${d.id}: unknown expert ${d.expertId}`);
    check(d.brandId === undefined || brandIds.has(d.brandId), `demo ${d.id}: unknown brand ${d.brandId}`);
    for (const id of d.productIds) check(productIds.has(id), `demo ${d.id}: unknown product ${id}`);
    check(duplicates(d.productIds).length === 0, `demo ${d.id}: duplicate products`);
  }

  // Events: the spec's four, in the spec's order.
  const expectedEvents = [
    "panel-discussion-crispr",
    "conference-bioprocessing-summit",
    "webinar-mass-spectrometry",
    "webinar-ai-drug-discovery",
  ];
  check(
    data.events.map((e) => e.id).join() === expectedEvents.join(),
    `events: expected exactly ${expectedEvents.join(", ")} in that order`,
  );
  const eventOffsets = data.events.map(
    (e) => e.daysFromSeed * 1440 + Number(e.timeUtc.slice(0, 2)) * 60 + Number(e.timeUtc.slice(3)),
  );
  check(
    eventOffsets.every((m, i) => i === 0 || m > eventOffsets[i - 1]),
    "events: must start in ascending order",
  );
  for (const e of data.events) {
    check(e.brandId === null || brandIds.has(e.brandId), `event ${e.id}: unknown brand ${e.brandId}`);
    check(
      e.hasDetail === (e.id !== "webinar-ai-drug-discovery"),
      `event ${e.id}: only webinar-ai-drug-discovery lacks detail`,
    );
  }

  // Community.
  check(data.posts.length >= 8, `community: expected at least 8 posts, got ${data.posts.length}`);
  const byTopic = countBy(data.posts, (x) => x.topic);
  for (const t of ["lyophilization", "chromatography", "bioreactors"])
    check((byTopic[t] ?? 0) >= 2, `community: need 2 posts on ${t}`);
  check(data.leaderboard.length >= 5 && data.leaderboard.length <= 8, "community: leaderboard needs 5-8 entries");

  // Panels.
  check(
    data.panelCreators
      .map((c) => c.id)
      .sort((a, b) => a - b)
      .join() === "1,2,3,4,5,6",
    "panels: creators must be exactly ids 1..6",
  );
  check(data.panels.length >= 6, `panels: expected at least 6 panels, got ${data.panels.length}`);
  for (const x of data.panels) {
    for (const id of x.creatorIds) check(creatorIds.has(id), `panel ${x.id}: unknown creator ${id}`);
    check(duplicates(x.creatorIds).length === 0, `panel ${x.id}: duplicate creators`);
  }

  // Insights: exact titles and CTA order from the spec.
  const expectedInsights: [string, string][] = [
    ["Expert-Led Product Discovery", "/shop/influencers"],
    ["Community-Driven Knowledge", "/community"],
    ["AI-Powered Recommendations", "/ai-features"],
    ["Curated Marketplace", "/shop/products"],
    ["Knowledge Hub & Resources", "/community-knowledge"],
    ["Live Product Demonstrations", "/demo"],
  ];
  const sortedInsights = [...data.insights].sort((a, b) => a.position - b.position);
  check(
    JSON.stringify(sortedInsights.map((i) => [i.title, i.ctaLink])) === JSON.stringify(expectedInsights),
    "insights: expected the spec's 6 cards (titles and ctaLinks) in order",
  );

  // Images: every referenced path must be listed in images.json (placeholders are generated from it).
  if (options.checkImages !== false) {
    const listed = new Set(data.images);
    const referenced = collectImagePaths(data);
    const missing = referenced.filter((u) => !listed.has(u));
    check(
      missing.length === 0,
      `images.json: missing ${missing.length} path(s), e.g. ${missing.slice(0, 5).join(", ")} (run: node --import tsx prisma/seed-data.ts --write-images)`,
    );
    check(
      JSON.stringify(data.images) === JSON.stringify(referenced),
      "images.json: must be the sorted, de-duplicated list of referenced images (run: node --import tsx prisma/seed-data.ts --write-images)",
    );
  }
  return p;
}

/** Every distinct /images/... path referenced anywhere in the seed data, sorted. */
export function collectImagePaths(data: Omit<SeedData, "images">): string[] {
  const out = new Set<string>();
  const add = (u: string | null | undefined) => {
    if (u) out.add(u);
  };
  for (const c of data.categories) add(c.imageUrl);
  for (const b of data.brands) {
    add(b.logoUrl);
    add(b.bannerUrl);
  }
  for (const e of data.experts) add(e.avatarUrl);
  for (const x of data.products) {
    add(x.thumbnailUrl);
    for (const i of x.images) add(i.url);
    for (const v of x.variants) add(v.imageUrl);
  }
  for (const d of data.demos) add(d.thumbnailUrl);
  for (const e of data.events) {
    add(e.imageUrl);
    add(e.sponsorLogoUrl);
    for (const s of e.speakers) add(s.avatarUrl);
  }
  for (const c of data.panelCreators) add(c.avatarUrl);
  return [...out].sort();
}

// ─────────────── CLI: regenerate images.json ───────────────

// The file-name test matters when esbuild bundles this module into build/seed.js: there import.meta.url is the
// bundle's, and this CLI must not run alongside the seed's own.
const runAsScript =
  import.meta.url.endsWith("/seed-data.ts") &&
  process.argv[1] &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runAsScript) {
  if (process.argv.includes("--write-images")) {
    const data = loadSeedData(SEED_DIR, { checkImages: false });
    const images = collectImagePaths(data);
    writeFileSync(path.join(SEED_DIR, "images.json"), JSON.stringify(images, null, 2) + "\n");
    console.log(`Wrote ${images.length} image paths to content/seed/images.json`);
  } else {
    const data = loadSeedData();
    console.log(
      `Seed data OK: ${data.products.length} products, ${data.demos.length} demos, ${data.images.length} images`,
    );
  }
}
