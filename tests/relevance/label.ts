// Turns the benchmark's judgements (requests.ts) into graded product ids over the demo catalogue, read from the seed
// files and the deterministic generator (never through the finder or the store search), and writes judgements.json.
// Run once when the catalogue or a judgement changes: node --import tsx tests/relevance/label.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_GENERATED_COUNT, generateCatalogue } from "~/modules/catalog/generator/generate";
import { storedAttributeValue } from "~/modules/catalog/specifications";
import { parseQuantity } from "~/modules/catalog/units";
import { seedVocabulary } from "~/modules/finder/seed-vocabulary.test-helper";
import { kindAttributeOf } from "~/modules/finder/vocabulary";
import { REQUESTS, type Judgement, type SpecTest } from "./requests";

const dir = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(dir, "../..");

interface Product {
  id: string;
  title: string;
  subtitle?: string | null;
  descriptionHtml: string;
  categoryId: string;
  brandId: string | null;
  attributes: Record<string, string>;
  variants: { attributes?: Record<string, string> }[];
}

const seed = JSON.parse(readFileSync(path.join(root, "content/seed/products.json"), "utf8")) as { products: Product[] };
const products: Product[] = [
  ...seed.products.map((p) => ({ ...p, brandId: p.brandId ?? null })),
  ...generateCatalogue(DEFAULT_GENERATED_COUNT),
];
const vocabulary = seedVocabulary();

function valuesOf(product: Product, key: string) {
  const definition = vocabulary.attributes.find((a) => a.id === `${product.categoryId}.${key}`);
  if (!definition) return [];
  return [product.attributes, ...product.variants.map((v) => v.attributes ?? {})]
    .map((entries) => entries[key])
    .filter((v): v is string => v !== undefined)
    .map((entered) => storedAttributeValue(definition, entered))
    .filter((v) => typeof v !== "string");
}

const base = (text: string) => {
  const quantity = parseQuantity(text);
  if (!quantity) throw new Error(`not a quantity: ${text}`);
  return quantity.baseMin;
};

function passes(product: Product, test: SpecTest): boolean {
  const values = valuesOf(product, test.key);
  switch (test.op) {
    case "is":
      return values.some((v) => v.enumValue !== null && test.values.includes(v.enumValue));
    case "min<=":
      return values.some((v) => v.numMin !== null && v.numMin <= base(test.value) + 1e-9);
    case "max>=":
      return values.some((v) => v.numMax !== null && v.numMax >= base(test.value) - 1e-9);
    case "overlaps":
      return values.some(
        (v) =>
          v.numMin !== null &&
          v.numMax !== null &&
          v.numMin <= base(test.to) + 1e-9 &&
          v.numMax >= base(test.from) - 1e-9,
      );
    case "covers":
      return values.some(
        (v) =>
          v.numMin !== null &&
          v.numMax !== null &&
          v.numMin <= base(test.from) + 1e-9 &&
          v.numMax >= base(test.to) - 1e-9,
      );
  }
}

function textOf(product: Product): string {
  const texts = [product.attributes, ...product.variants.map((v) => v.attributes ?? {})].flatMap((a) =>
    Object.values(a),
  );
  return [product.title, product.subtitle ?? "", product.descriptionHtml.replace(/<[^>]*>/g, " "), ...texts]
    .join(" ")
    .toLowerCase();
}

function kindOf(product: Product): string | null {
  const attribute = kindAttributeOf(vocabulary, product.categoryId);
  return attribute ? (product.attributes[attribute.key] ?? null) : null;
}

export function grade(judgement: Judgement, product: Product): 0 | 1 | 2 {
  const kindOk = !judgement.kinds || judgement.kinds.includes(kindOf(product) ?? "");
  const categoryOk = !judgement.categories || judgement.categories.includes(product.categoryId);
  if (!kindOk || !categoryOk) return 0;
  const rest = [
    ...(judgement.brands ? [judgement.brands.includes(product.brandId ?? "")] : []),
    ...(judgement.specs ?? []).map((test) => passes(product, test)),
    ...(judgement.text ?? []).map((word) => textOf(product).includes(word.toLowerCase())),
  ];
  return rest.every(Boolean) ? 2 : 1;
}

const judgements = REQUESTS.map((judgement) => {
  const relevant: Record<string, number> = {};
  for (const product of products) {
    const g = grade(judgement, product);
    if (g) relevant[product.id] = g;
  }
  const full = Object.values(relevant).filter((g) => g === 2).length;
  if (!full) console.warn(`no fully relevant product for “${judgement.q}”`);
  return { q: judgement.q, relevant };
});
writeFileSync(path.join(dir, "judgements.json"), `${JSON.stringify(judgements, null, 1)}\n`);
console.log(
  `${judgements.length} requests; fully relevant products per request: ${judgements
    .map((j) => Object.values(j.relevant).filter((g) => g === 2).length)
    .join(", ")}`,
);
