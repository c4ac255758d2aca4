// The deterministic demo catalogue generator (issue 9, ADR 014): N realistic products from the templates,
// the same N products with the same ids on every run (a seeded PRNG, no clock, no Math.random), so seeding
// is idempotent and a bench can regenerate exactly what the demo shows.
import { BRAND_NAMES, TEMPLATES, type AttributeSpec, type BrandId, type ProductTemplate } from "./templates";

export const DEFAULT_GENERATED_COUNT = 540;
export const GENERATED_ID_PREFIX = "gen-";
/** Fixed clock for createdAt, so "newest" sorting is stable across re-seeds. */
const EPOCH = Date.UTC(2026, 9, 1);
const DAY_MS = 86_400_000;

export interface GeneratedVariant {
  id: string;
  title: string;
  sku: string;
  priceInCents: number;
  salePriceInCents: number | null;
  currencyCode: string;
  manageInventory: boolean;
  inventoryQuantity: number;
  weight: number | null;
  optionValues: Record<string, string>;
  attributes?: Record<string, string>;
}

export interface GeneratedProduct {
  id: string;
  type: string;
  title: string;
  subtitle: string;
  ribbonText: string | null;
  descriptionHtml: string;
  thumbnailUrl: string;
  images: { url: string; alt: string; order: number; type: "image" }[];
  purchasable: boolean;
  sortOrder: number;
  siteProductSelection: "lowest_price_first";
  categoryId: string;
  brandId: BrandId;
  rating: number;
  reviewCount: number;
  tag: string | null;
  createdAt: Date;
  attributes: Record<string, string>;
  options: { title: string; values: string[] }[];
  variants: GeneratedVariant[];
  additionalInfo: { order: number; title: string; descriptionHtml: string }[];
  collections: string[];
}

/** mulberry32: a tiny, well-known 32-bit PRNG; good enough for demo data and fully reproducible. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const between = (random: Random, min: number, max: number, step: number) => {
  const steps = Math.floor((max - min) / step);
  return roundTo(min + Math.floor(random() * (steps + 1)) * step, step);
};
function roundTo(value: number, step: number): number {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + (step % 1 === 0 ? 0 : 1));
  return Number(value.toFixed(Math.min(decimals, 6)));
}
const grouped = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 6 });
const withUnit = (value: string, unit: string) =>
  unit === "" ? value : unit === "%" ? `${value} %` : `${value} ${unit}`;

/** One generated value as a person would type it; sometimes in an alternative unit (psi, °F) to exercise normalisation. */
function attributeValue(random: Random, spec: AttributeSpec): string {
  if ("pick" in spec) return pick(random, spec.pick);
  if ("range" in spec) {
    const [lowStep, highStep] = typeof spec.step === "number" ? [spec.step, spec.step] : spec.step;
    const low = between(random, spec.range[0][0], spec.range[0][1], lowStep);
    const high = between(random, spec.range[1][0], spec.range[1][1], highStep);
    return withUnit(`${grouped(Math.min(low, high))}–${grouped(Math.max(low, high))}`, spec.unit);
  }
  const value = between(random, spec.number[0], spec.number[1], spec.step);
  if (spec.alt && random() < 0.3) {
    const converted = value * spec.alt.factor + (spec.alt.offset ?? 0);
    const digits = spec.alt.digits ?? 0;
    const rounded =
      digits >= 0 ? Number(converted.toFixed(digits)) : Math.round(converted / 10 ** -digits) * 10 ** -digits;
    return withUnit(grouped(rounded), spec.alt.unit);
  }
  return withUnit(grouped(value), spec.unit);
}

const RIBBONS = ["New", "Best Seller", "Sale", "Limited Stock", "Free Installation"];

function generateOne(template: ProductTemplate, index: number, serial: number, random: Random): GeneratedProduct {
  const brandId = pick(random, template.brands);
  const attributes: Record<string, string> = {};
  for (const [key, spec] of Object.entries(template.attributes)) attributes[key] = attributeValue(random, spec);
  // Values that must agree with each other.
  if (attributes["system-type"] && attributes["single-use"])
    attributes["single-use"] = attributes["system-type"].startsWith("Single-use") ? "yes" : "no";
  const noun = template.nounFor ? template.nounFor(attributes) : pick(random, template.nouns);
  Object.assign(attributes, template.nounValues?.[noun]);
  const series = pick(random, template.series);
  const modelNumber = `${template.model}-${100 + Math.floor(random() * 900)}${pick(random, ["", "", "R", "X", " Pro", " Plus"])}`;
  const title = `${BRAND_NAMES[brandId]} ${series} ${modelNumber} ${noun}`;
  const id = `${GENERATED_ID_PREFIX}${template.type}-${String(serial).padStart(4, "0")}`;
  const basePrice = between(random, template.price[0], template.price[1], template.price[1] > 10000 ? 50 : 1);
  const currencyCode = random() < 0.75 ? "usd" : "eur";
  const onSale = random() < 0.12;
  const ribbon = onSale
    ? "Sale"
    : random() < 0.18
      ? pick(
          random,
          RIBBONS.filter((r) => r !== "Sale"),
        )
      : null;

  const variantSpec = template.variants?.[0];
  const variantValues = variantSpec
    ? variantSpec.values
    : [{ title: "Standard", sku: "", priceFactor: 1, attributes: undefined }];
  const skuBase = `${template.model}${brandId.slice(0, 2).toUpperCase()}-${String(serial).padStart(4, "0")}`;
  const variants: GeneratedVariant[] = variantValues.map((value, position) => {
    const priceInCents = Math.round(basePrice * value.priceFactor) * 100;
    const stock = template.consumable ? Math.floor(random() * 400) : random() < 0.2 ? 0 : Math.floor(random() * 8);
    return {
      id: `${id}-v${position + 1}`,
      title: value.title,
      sku: value.sku ? `${skuBase}-${value.sku}` : skuBase,
      priceInCents,
      salePriceInCents: onSale ? Math.round((priceInCents * 0.85) / 100) * 100 : null,
      currencyCode,
      manageInventory: true,
      inventoryQuantity: stock,
      weight: null,
      optionValues: variantSpec ? { [variantSpec.option]: value.title } : {},
      ...(value.attributes ? { attributes: value.attributes } : {}),
    };
  });
  const picture = `/images/types/${template.type}.svg`;
  const highlights = Object.entries(attributes)
    .filter(([, v]) => /\d/.test(v))
    .slice(0, 3)
    .map(
      ([key, v]) => `<li>${escapeText(key[0].toUpperCase() + key.slice(1).replace(/-/g, " "))}: ${escapeText(v)}</li>`,
    )
    .join("");
  return {
    id,
    type: template.type,
    title,
    subtitle: template.subtitle({ ...attributes, ...(variants[0].attributes ?? {}) }),
    ribbonText: ribbon,
    descriptionHtml: `<p>The <strong>${escapeText(title)}</strong> is built ${escapeText(template.blurb)}.</p><ul>${highlights}</ul>`,
    thumbnailUrl: picture,
    images: [{ url: picture, alt: `${noun} (drawing)`, order: 0, type: "image" }],
    purchasable: true,
    sortOrder: 1000 + index,
    siteProductSelection: "lowest_price_first",
    categoryId: template.categoryId,
    brandId,
    rating: Math.round((3.4 + random() * 1.6) * 10) / 10,
    reviewCount: Math.floor(random() * 240),
    tag: ribbon,
    createdAt: new Date(EPOCH - Math.floor(random() * 365) * DAY_MS),
    attributes,
    options: variantSpec ? [{ title: variantSpec.option, values: variantSpec.values.map((v) => v.title) }] : [],
    variants,
    additionalInfo: [
      {
        order: 0,
        title: template.consumable ? "Shipping & storage" : "Installation & warranty",
        descriptionHtml: template.consumable
          ? "<p>Ships within 2 business days from the EU or US warehouse. Store as stated on the label.</p>"
          : "<p>Installation and operational qualification by a certified engineer; 12 months parts and labour warranty.</p>",
      },
    ],
    collections: template.collections,
  };
}

function escapeText(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);
}

/**
 * `count` products spread over every template (so every category, type and brand appears), in a fixed
 * order with fixed ids "gen-<type>-<serial>". The same (count, seed) always gives the same catalogue.
 */
export function generateCatalogue(count: number = DEFAULT_GENERATED_COUNT, seed = 20261122): GeneratedProduct[] {
  const random = prng(seed);
  const products: GeneratedProduct[] = [];
  for (let index = 0; index < count; index += 1) {
    const template = TEMPLATES[index % TEMPLATES.length];
    products.push(generateOne(template, index, index + 1, random));
  }
  return products;
}
