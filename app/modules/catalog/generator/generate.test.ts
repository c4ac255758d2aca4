import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSeedData } from "../../../../prisma/seed-data";
import { storedAttributeValue } from "../specifications";
import { BRAND_NAMES, TEMPLATES } from "./templates";
import { generateCatalogue, prng } from "./generate";

describe("catalogue generator", () => {
  it("is deterministic: the same count and seed give the same products and ids", () => {
    expect(generateCatalogue(60)).toEqual(generateCatalogue(60));
    expect(generateCatalogue(60, 7)).not.toEqual(generateCatalogue(60));
    expect(prng(1)()).toBe(prng(1)());
  });

  it("covers every category, brand and product type with unique ids and SKUs", () => {
    const products = generateCatalogue();
    const { categories } = loadSeedData(undefined, { checkImages: false });
    expect(products.length).toBeGreaterThanOrEqual(500);
    expect(new Set(products.map((p) => p.categoryId))).toEqual(new Set(categories.map((c) => c.id)));
    expect(new Set(products.map((p) => p.brandId))).toEqual(new Set(Object.keys(BRAND_NAMES)));
    expect(new Set(products.map((p) => p.type))).toEqual(new Set(TEMPLATES.map((t) => t.type)));
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    const skus = products.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it("gives every product valid specification values, a price and a drawing of its type", () => {
    const { attributes } = loadSeedData(undefined, { checkImages: false });
    for (const product of generateCatalogue()) {
      const definitions = attributes.find((a) => a.categoryId === product.categoryId)!.attributes;
      const values = [product.attributes, ...product.variants.map((v) => v.attributes ?? {})];
      for (const [key, entered] of values.flatMap((v) => Object.entries(v))) {
        const definition = definitions.find((d) => d.key === key);
        expect(definition, `${product.id}: ${key}`).toBeDefined();
        expect(typeof storedAttributeValue(definition!, entered), `${product.id}: ${key} = ${entered}`).toBe("object");
      }
      for (const v of product.variants) expect(v.priceInCents).toBeGreaterThan(0);
      expect(existsSync(path.join("public", product.thumbnailUrl))).toBe(true);
    }
  });
});
