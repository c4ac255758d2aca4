// The demo catalogue's vocabulary read from the seed files, for the parser's unit tests (no database).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_GENERATED_COUNT, generateCatalogue } from "~/modules/catalog/generator/generate";
import { storedAttributeValue, type AttributeType } from "~/modules/catalog/specifications";
import type { FinderVocabulary } from "./vocabulary";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../content/seed");
const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as T;

export function seedVocabulary(): FinderVocabulary {
  const categories = read<{ id: string; name: string; description: string }[]>("categories.json");
  const brands = read<{ id: string; name: string }[]>("brands.json");
  const currencies =
    read<{ code: string; symbol: string; template: string; usdPerUnit?: number | null }[]>("currencies.json");
  const attributes = read<
    {
      categoryId: string;
      attributes: {
        key: string;
        label: string;
        type: AttributeType;
        unit: string | null;
        options: string[];
        isFacet: boolean;
        position: number;
      }[];
    }[]
  >("attributes.json");
  return {
    categories: categories.map(({ id, name, description }) => ({ id, name, description })),
    brands: brands.map(({ id, name }) => ({ id, name })),
    currencies: currencies.map(({ code, symbol, template, usdPerUnit }) => ({
      code,
      symbol,
      template,
      usdPerUnit: usdPerUnit ?? null,
    })),
    attributes: attributes.flatMap((entry) =>
      entry.attributes.map((a) => ({ ...a, id: `${entry.categoryId}.${a.key}`, categoryId: entry.categoryId })),
    ),
  };
}

/** The seed vocabulary with each number attribute's observed range over the demo catalogue (hand-made + generated). */
export function seedVocabularyWithRanges(): FinderVocabulary {
  const vocabulary = seedVocabulary();
  const products = read<{
    products: {
      categoryId: string;
      attributes: Record<string, string>;
      variants: { attributes?: Record<string, string> }[];
    }[];
  }>("products.json").products;
  const all = [
    ...products,
    ...generateCatalogue(DEFAULT_GENERATED_COUNT).map((p) => ({
      categoryId: p.categoryId,
      attributes: p.attributes,
      variants: p.variants,
    })),
  ];
  const ranges = new Map<string, { min: number; max: number }>();
  for (const product of all) {
    const values = [product.attributes, ...product.variants.map((v) => v.attributes ?? {})];
    for (const entries of values)
      for (const [key, entered] of Object.entries(entries)) {
        const definition = vocabulary.attributes.find((a) => a.id === `${product.categoryId}.${key}`);
        if (!definition || (definition.type !== "number" && definition.type !== "range")) continue;
        const stored = storedAttributeValue(definition, entered);
        if (typeof stored === "string" || stored.numMin === null || stored.numMax === null) continue;
        const range = ranges.get(definition.id) ?? { min: Infinity, max: -Infinity };
        ranges.set(definition.id, { min: Math.min(range.min, stored.numMin), max: Math.max(range.max, stored.numMax) });
      }
  }
  return {
    ...vocabulary,
    attributes: vocabulary.attributes.map((a) => ({ ...a, observed: ranges.get(a.id) ?? null })),
  };
}
