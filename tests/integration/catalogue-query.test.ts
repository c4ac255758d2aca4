// The catalogue query against the real database (PostgreSQL, or PGlite with TEST_DB=pglite): facet counts equal a
// brute-force count over a generated catalogue, typo and partial-word search, stable paging, and bad input.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  COUNT_CAP,
  parseCatalogueQuery,
  MATCH_SAMPLE,
  RANK_SAMPLE,
  type CatalogueQuery,
} from "~/modules/catalog/catalogue-query";
import {
  compactFacetCells,
  forgetCatalogueCounts,
  searchCatalogue,
  suggestProducts,
} from "~/modules/catalog/catalogue-query.server";
import { rangeProbe } from "~/modules/catalog/attribute-facets.server";
import { repriceCatalogue } from "~/modules/catalog/reference-prices.server";
import { effectivePriceCents, selectDisplayVariant } from "~/modules/catalog/price";
import { availableQuantity } from "~/modules/catalog/stock";
import { loader as storeLoader } from "~/routes/store._index";
import { loader as marketplaceLoader } from "~/routes/shop.products";
import { loader as suggestLoader } from "~/routes/store.suggest";
import { observeRawReads, prisma } from "~/utils/db.server";
import { env } from "~/utils/env.server";
import { routeArgs } from "../setup/route-args";

const PREFIX = `cq-${Date.now().toString(36)}`;
const MARKER = `qzortex${Date.now().toString(36).replace(/[0-9]/g, "")}`;
const GENERATED = 240;

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be reproduced. */
function random(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Product {
  id: string;
  categoryId: string | null;
  brandId: string | null;
  priceCents: number | null;
  currencyCode: string | null;
  /** US cents at the catalogue's rate, computed here in integers (ADR 073). */
  referenceCents: number | null;
  inStock: boolean;
  title: string;
}

/** Each currency's catalogue rate in millionths of a dollar (exact: the column has six decimals). */
let rates = new Map<string, number>();
async function loadRates() {
  const rows = await prisma.currency.findMany({ select: { code: true, catalogueUsdPerUnit: true } });
  rates = new Map(
    rows.flatMap((r) => (r.catalogueUsdPerUnit ? [[r.code, Math.round(Number(r.catalogueUsdPerUnit) * 1e6)]] : [])),
  );
}
/** `cents` of `code` in reference cents, rounded half up as PostgreSQL's numeric round does for positive amounts. */
function reference(cents: number | null, code: string | null): number | null {
  const micro = code ? rates.get(code) : undefined;
  return cents === null || micro === undefined ? null : Math.round((cents * micro) / 1e6);
}

let catalogue: Product[] = [];
let categories: string[] = [];
let brands: string[] = [];

/** Every visible product with its price and stock computed in JavaScript from its variants (not the SQL columns). */
async function loadCatalogue(): Promise<Product[]> {
  await loadRates();
  const rows = await prisma.storeProduct.findMany({
    where: { deletedAt: null, status: "active" },
    select: {
      id: true,
      title: true,
      categoryId: true,
      brandId: true,
      purchasable: true,
      siteProductSelection: true,
      variants: { orderBy: [{ position: "asc" }, { id: "asc" }] },
    },
  });
  return rows.map((row) => {
    const chosen = selectDisplayVariant(row);
    return {
      id: row.id,
      title: row.title,
      categoryId: row.categoryId,
      brandId: row.brandId,
      priceCents: chosen ? effectivePriceCents(chosen) : null,
      currencyCode: chosen?.currencyCode ?? null,
      referenceCents: chosen ? reference(effectivePriceCents(chosen), chosen.currencyCode) : null,
      inStock: row.purchasable && row.variants.some((v) => availableQuantity(v) > 0),
    };
  });
}

/** Whether a product's price lies in [lo, hi) of the buyer's currency: compared in reference cents, as the store does. */
function inPriceRange(p: Product, lo: number | null, hi: number | null, currency: string): boolean {
  if (lo === null && hi === null) return true;
  if (p.referenceCents === null) return false;
  return (
    (lo === null || p.referenceCents >= reference(lo, currency)!) &&
    (hi === null || p.referenceCents < reference(hi, currency)!)
  );
}

function matches(p: Product, q: CatalogueQuery, except?: string): boolean {
  const f = q.filters;
  if (except !== "category" && f.category.length && !f.category.includes(p.categoryId ?? "")) return false;
  if (except !== "brand" && f.brand.length && !f.brand.includes(p.brandId ?? "")) return false;
  if (except !== "price" && !inPriceRange(p, f.price.min, f.price.max, q.priceCurrency.code)) return false;
  if (except !== "stock" && f.inStock && !p.inStock) return false;
  return true;
}

const EUROS = { code: "eur", symbol: "€", template: "€$1" };
const query = (search: string, currency?: typeof EUROS) => parseCatalogueQuery(new URLSearchParams(search), currency);

/** The SQL texts one view of the catalogue with these URL parameters runs. */
async function statementTextsOf(search: string): Promise<string[]> {
  const texts: string[] = [];
  const stop = observeRawReads((sql) => texts.push(sql.text));
  try {
    await searchCatalogue(query(search), { pageSize: 5 });
  } finally {
    stop();
  }
  return texts;
}
const get = (path: string) =>
  routeArgs({
    request: new Request(`http://localhost${path}`),
    params: {},
  });

beforeAll(async () => {
  categories = (await prisma.category.findMany({ select: { id: true } })).map((c) => c.id);
  brands = (await prisma.brand.findMany({ select: { id: true } })).map((b) => b.id);
  const rand = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const products = Array.from({ length: GENERATED }, (_, i) => ({
    id: `${PREFIX}-${String(i).padStart(4, "0")}`,
    title: `${MARKER} ${pick(["Centrifuge", "Incubator", "Pipette", "Spectrometer"])} ${i}`,
    descriptionHtml: "<p>Generated for the catalogue query tests.</p>",
    categoryId: rand() < 0.05 ? null : pick(categories),
    brandId: rand() < 0.1 ? null : pick(brands),
    purchasable: rand() > 0.1,
    siteProductSelection: pick([null, "lowest_price_first", "first"]),
    // Few distinct values, so sorting has many ties and paging must break them by id.
    rating: pick([3, 4, 4.5, 5]),
    reviewCount: pick([0, 10, 20]),
    sortOrder: pick([1, 2]),
    featuredRank: rand() < 0.2 ? pick([1, 2, 3]) : null,
  }));
  await prisma.storeProduct.createMany({ data: products });
  const variants = products.flatMap((p, i) =>
    Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, position) => {
      const price = pick([50_000, 99_900, 100_000, 450_000, 2_500_000, 7_500_000, 12_000_000]);
      return {
        id: `${p.id}-v${position}`,
        productId: p.id,
        title: `Option ${position + 1}`,
        priceInCents: price,
        salePriceInCents: rand() < 0.2 ? Math.round(price * 0.9) : null,
        // Each product's variants share a currency (as the seed's rule says); the store compares them at the rates.
        currencyCode: ["usd", "eur", "gbp"][i % 3],
        manageInventory: rand() < 0.6,
        inventoryQuantity: pick([0, 0, 1, 5]),
        reservedQuantity: i % 7 === 0 ? 1 : 0,
        position,
      };
    }),
  );
  await prisma.variant.createMany({ data: variants });
  catalogue = await loadCatalogue();
}, 60_000);

afterAll(async () => {
  await prisma.storeProduct.deleteMany({ where: { id: { startsWith: PREFIX } } });
});

describe("denormalised price and stock", () => {
  it("the trigger-maintained columns equal the rules computed from the variants", async () => {
    const rows = await prisma.storeProduct.findMany({
      where: { deletedAt: null, status: "active" },
      select: { id: true, priceCents: true, priceCurrencyCode: true, referencePriceCents: true, inStock: true },
    });
    const byId = new Map(catalogue.map((p) => [p.id, p]));
    for (const row of rows) {
      const expected = byId.get(row.id)!;
      expect({
        id: row.id,
        price: row.priceCents,
        currency: row.priceCurrencyCode,
        reference: row.referencePriceCents,
        inStock: row.inStock,
      }).toEqual({
        id: row.id,
        price: expected.priceCents,
        currency: expected.currencyCode,
        reference: expected.referenceCents,
        inStock: expected.inStock,
      });
    }
  });

  it("follow stock, price and purchasable changes", async () => {
    const id = `${PREFIX}-0003`;
    await prisma.variant.updateMany({
      where: { productId: id },
      data: { manageInventory: true, inventoryQuantity: 0 },
    });
    expect(await prisma.storeProduct.findUnique({ where: { id }, select: { inStock: true } })).toEqual({
      inStock: false,
    });
    await prisma.variant.update({
      where: { id: `${id}-v0` },
      data: { inventoryQuantity: 3, priceInCents: 1234, salePriceInCents: null },
    });
    await prisma.storeProduct.update({ where: { id }, data: { purchasable: true, siteProductSelection: "first" } });
    expect(
      await prisma.storeProduct.findUnique({ where: { id }, select: { inStock: true, priceCents: true } }),
    ).toEqual({ inStock: true, priceCents: 1234 });
    await prisma.storeProduct.update({ where: { id }, data: { purchasable: false } });
    expect(await prisma.storeProduct.findUnique({ where: { id }, select: { inStock: true } })).toEqual({
      inStock: false,
    });
    await prisma.variant.deleteMany({ where: { productId: id } });
    expect(await prisma.storeProduct.findUnique({ where: { id }, select: { priceCents: true } })).toEqual({
      priceCents: null,
    });
    catalogue = await loadCatalogue();
  });
});

describe("facet counts", () => {
  const cases: [string, typeof EUROS | undefined][] = [
    ["", undefined],
    ["stock=in", undefined],
    ["category=analytical-instruments", undefined],
    ["category=analytical-instruments&category=diagnostic-kits&brand=agilent&brand=roche", undefined],
    ["brand=sartorius&stock=in&min=1000", undefined],
    ["min=1000&max=50000&category=life-sciences-equipment&brand=thermo-fisher&stock=in", undefined],
    ["max=999", undefined],
    // With a search, counts come from its materialised matches (the generated products carry MARKER).
    [`q=${MARKER}`, undefined],
    [`q=${MARKER}&brand=agilent&brand=merck&stock=in&min=1000&max=100000`, undefined],
    // A buyer reading euros: buckets and bounds in euros, on the cells and off them (ADR 073).
    ["", EUROS],
    ["min=1000&max=10000", EUROS],
    ["max=999&stock=in", EUROS],
    ["min=1234", EUROS],
    [`q=${MARKER}&min=1000`, EUROS],
  ];
  for (const [search, currency] of cases) {
    it(`equal a brute-force count: ${search || "(no filters)"}${currency ? " in euros" : ""}`, async () => {
      const q = query(search, currency);
      const result = await searchCatalogue(q, { pageSize: 12 });
      const searched = q.q ? catalogue.filter((p) => p.id.startsWith(PREFIX)) : catalogue;
      expect(result.total).toBe(Math.min(searched.filter((p) => matches(p, q)).length, COUNT_CAP));
      // Attribute facets (a single category selected) have their own brute-force test below.
      for (const facet of result.facets.filter((f) => !f.key.startsWith("spec."))) {
        for (const option of facet.options) {
          const expected = searched.filter((p) => {
            if (!matches(p, q, facet.key)) return false;
            if (facet.key === "category") return p.categoryId === option.value;
            if (facet.key === "brand") return p.brandId === option.value;
            if (facet.key === "stock") return p.inStock;
            const [lo, hi] = option.value.split("-").map((v) => (v === "" ? null : Number(v)));
            return p.referenceCents !== null && inPriceRange(p, lo, hi, q.priceCurrency.code);
          }).length;
          expect({ facet: facet.key, value: option.value, count: option.count }).toEqual({
            facet: facet.key,
            value: option.value,
            count: expected,
          });
        }
      }
    });
  }

  it("labels the price buckets in the buyer's currency", async () => {
    const result = await searchCatalogue(query("", EUROS), { pageSize: 12 });
    const price = result.facets.find((f) => f.key === "price")!;
    expect(price.options.map((o) => o.label)).toEqual([
      "Under €1,000",
      "€1,000 – €10,000",
      "€10,000 – €50,000",
      "€50,000 – €100,000",
      "€100,000 and up",
    ]);
  });
});

describe("attribute facets of one category", () => {
  interface Value {
    productId: string;
    attributeId: string;
    enumValue: string | null;
    numMin: number | null;
    numMax: number | null;
  }
  let category = "";
  let values: Value[] = [];
  let attributes: { id: string; key: string; type: string; options: string[] }[] = [];

  beforeAll(async () => {
    // The category whose products carry the most specification values (the seeded and generated catalogue).
    const [busiest] = await prisma.$queryRaw<{ categoryId: string }[]>`
      SELECT d."categoryId" FROM "ProductAttributeValue" v JOIN "AttributeDefinition" d ON d.id = v."attributeId"
      WHERE d."isFacet" GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`;
    category = busiest.categoryId;
    attributes = await prisma.attributeDefinition.findMany({
      where: { categoryId: category, isFacet: true, type: { not: "text" } },
      select: { id: true, key: true, type: true, options: true },
    });
    values = await prisma.productAttributeValue.findMany({
      where: { attributeId: { in: attributes.map((a) => a.id) } },
      select: { productId: true, attributeId: true, enumValue: true, numMin: true, numMax: true },
    });
  });

  const enumAttribute = () => attributes.find((a) => a.type === "enum")!;
  const numberAttribute = () => attributes.find((a) => a.type === "number" || a.type === "range")!;
  const has = (productId: string, attributeId: string, test: (v: Value) => boolean) =>
    values.some((v) => v.productId === productId && v.attributeId === attributeId && test(v));

  it("offers the category's facet attributes, counted per option like a brute-force count", async () => {
    const attribute = enumAttribute();
    const inCategory = catalogue.filter((p) => p.categoryId === category);
    const chosen = attribute.options.find((o) =>
      inCategory.some((p) => has(p.id, attribute.id, (v) => v.enumValue === o)),
    )!;
    for (const search of [
      `category=${category}`,
      `category=${category}&spec.${attribute.key}=${encodeURIComponent(chosen)}`,
    ]) {
      const q = query(search);
      const result = await searchCatalogue(q, { pageSize: 12 });
      const selected = q.filters.extra[`spec.${attribute.key}`] ?? [];
      const passes = (p: Product) =>
        p.categoryId === category &&
        (!selected.length || has(p.id, attribute.id, (v) => selected.includes(v.enumValue ?? "")));
      expect(result.total).toBe(catalogue.filter(passes).length);
      const facet = result.facets.find((f) => f.key === `spec.${attribute.key}`)!;
      expect(facet.type).toBe("multi");
      for (const option of facet.options) {
        const expected = inCategory.filter((p) => has(p.id, attribute.id, (v) => v.enumValue === option.value)).length;
        expect({ option: option.value, count: option.count, capped: option.capped }).toEqual({
          option: option.value,
          count: expected,
          capped: false,
        });
      }
      // The brand counts respect the attribute filter (counted without the cells, which know no attributes).
      const brandFacet = result.facets.find((f) => f.key === "brand")!;
      for (const option of brandFacet.options)
        expect(option.count).toBe(catalogue.filter((p) => passes(p) && p.brandId === option.value).length);
    }
  });

  it("pages the same products when a selected option and range are tested per product row", async () => {
    const option = enumAttribute();
    const number = numberAttribute();
    const inCategory = catalogue.filter((p) => p.categoryId === category);
    const chosen = option.options.find((o) => inCategory.some((p) => has(p.id, option.id, (v) => v.enumValue === o)))!;
    const stored = values.filter((v) => v.attributeId === number.id && v.numMax !== null).map((v) => v.numMax!);
    stored.sort((a, b) => a - b);
    const bound = stored[Math.floor((stored.length * 3) / 4)];
    for (const search of [
      `category=${category}&spec.${option.key}=${encodeURIComponent(chosen)}`,
      `category=${category}&spec.${option.key}=${encodeURIComponent(chosen)}&spec.${number.key}.max=${bound}&sort=price-asc`,
    ]) {
      const joined = await searchCatalogue(query(search), { pageSize: 5 });
      rangeProbe.broadAbove = 0;
      try {
        const perRow = await searchCatalogue(query(search), { pageSize: 5 });
        expect(perRow.total).toBe(joined.total);
        expect(perRow.products.map((p) => p.id)).toEqual(joined.products.map((p) => p.id));
        expect(perRow.facets).toEqual(joined.facets);
        const second = await searchCatalogue(query(`${search}&page=2`), { pageSize: 5 });
        expect(second.products.map((p) => p.id).filter((id) => perRow.products.some((p) => p.id === id))).toEqual([]);
      } finally {
        rangeProbe.broadAbove = 2_000;
      }
    }
  });

  it("keeps the page statement prepared when every selected specification filter is probed per row", async () => {
    const option = enumAttribute();
    const number = numberAttribute();
    const chosen = option.options[0];
    const search = `category=${category}&spec.${option.key}=${encodeURIComponent(chosen)}&spec.${number.key}.max=1000000`;
    /** Whether the page statement (the one that reads the cards' variants) was marked to be planned per call. */
    async function pagePlannedPerCall() {
      const page = (await statementTextsOf(search)).filter((text) => text.includes(`'reservedQuantity'`));
      expect(page).toHaveLength(1);
      return page[0].includes("plan per call");
    }
    // As joins (narrow filters), the best plan depends on the values: planned per call.
    rangeProbe.broadAbove = 1_000_000;
    try {
      expect(await pagePlannedPerCall()).toBe(true);
      // Probed per row (broad filters), the page walks its order whatever the values: prepared.
      rangeProbe.broadAbove = 0;
      expect(await pagePlannedPerCall()).toBe(false);
    } finally {
      rangeProbe.broadAbove = 2_000;
    }
  });

  it("filters numbers in base units whatever unit the bound is typed in", async () => {
    const attribute = numberAttribute();
    const stored = values.filter((v) => v.attributeId === attribute.id && v.numMax !== null).map((v) => v.numMax!);
    stored.sort((a, b) => a - b);
    const median = stored[Math.floor(stored.length / 2)];
    const result = await searchCatalogue(query(`category=${category}&spec.${attribute.key}.max=${median}`), {
      pageSize: 12,
    });
    const expected = catalogue.filter(
      (p) => p.categoryId === category && has(p.id, attribute.id, (v) => v.numMin !== null && v.numMin <= median),
    ).length;
    expect(result.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    // A range counted as broad is tested per product row instead of joined from its values: same products.
    rangeProbe.broadAbove = 0;
    try {
      const perRow = await searchCatalogue(query(`category=${category}&spec.${attribute.key}.max=${median}`), {
        pageSize: 12,
      });
      expect(perRow.total).toBe(expected);
      expect(perRow.products.map((p) => p.id)).toEqual(result.products.map((p) => p.id));
    } finally {
      rangeProbe.broadAbove = 2_000;
    }
    expect(result.facets.find((f) => f.key === `spec.${attribute.key}`)).toMatchObject({
      type: "number",
      bounds: { min: "", max: String(median) },
    });
  });

  it("matches −112 °F and −80 °C alike, and explains bad bounds and keys", async () => {
    // A temperature facet with values: its median as the bound, typed once in °C and once in °F.
    const [temperature] = await prisma.$queryRaw<{ key: string; categoryId: string; median: number }[]>`
      SELECT d.key, d."categoryId", percentile_disc(0.5) WITHIN GROUP (ORDER BY v."numMin") AS median
      FROM "AttributeDefinition" d JOIN "ProductAttributeValue" v ON v."attributeId" = d.id
      WHERE d."isFacet" AND d.unit = '°C' GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`;
    expect(temperature).toBeDefined();
    const celsius = await searchCatalogue(
      query(`category=${temperature.categoryId}&spec.${temperature.key}.max=${temperature.median}`),
      { pageSize: 12 },
    );
    const fahrenheit = await searchCatalogue(
      query(
        `category=${temperature.categoryId}&spec.${temperature.key}.max=${encodeURIComponent(`${(temperature.median * 9) / 5 + 32} °F`)}`,
      ),
      { pageSize: 12 },
    );
    expect(celsius.total).toBeGreaterThan(0);
    expect(fahrenheit.total).toBe(celsius.total);
    expect(fahrenheit.notices).toEqual([]);
    const attribute = numberAttribute();
    const bad = await searchCatalogue(query(`category=${category}&spec.${attribute.key}.min=cold`), { pageSize: 12 });
    expect(bad.notices.join(" ")).toMatch(/must be a number/);
    expect(bad.total).toBe(catalogue.filter((p) => p.categoryId === category).length);
    const unknownKey = await searchCatalogue(query(`category=${category}&spec.no-such-thing=1`), { pageSize: 12 });
    expect(unknownKey.notices.join(" ")).toMatch(/no specification filter called “no-such-thing”/);
    const noCategory = await searchCatalogue(query(`spec.${attribute.key}.min=1`), { pageSize: 12 });
    expect(noCategory.notices.join(" ")).toMatch(/within one category/);
    expect(noCategory.facets.some((f) => f.key.startsWith("spec."))).toBe(false);
  });

  it("with a search, counts attribute options among its matches", async () => {
    const attribute = enumAttribute();
    const [word] = catalogue
      .find((p) => p.categoryId === category && !p.id.startsWith(PREFIX))!
      .title.match(/[A-Za-z]{5,}/) ?? ["a"];
    const result = await searchCatalogue(query(`q=${word}&category=${category}`), { pageSize: 12 });
    const facet = result.facets.find((f) => f.key === `spec.${attribute.key}`)!;
    expect(facet.options.length).toBe(attribute.options.length);
    expect(facet.options.reduce((sum, o) => sum + o.count, 0)).toBeLessThanOrEqual(result.total * 3);
  });
});

describe("facet cells under concurrent stock changes", () => {
  it("never deadlock, stay exact, and compact to one row per cell", async () => {
    const ids = catalogue
      .filter((p) => p.id.startsWith(PREFIX))
      .slice(10, 30)
      .map((p) => p.id);
    // Pairs of products flipped in opposite orders by concurrent transactions: with one locked row per cell,
    // a product going out of stock and another coming back touched the same two cells in opposite order.
    const flip = (first: string, second: string, round: number) =>
      prisma.$transaction(async (tx) => {
        for (const [i, id] of [first, second].entries()) {
          await tx.variant.updateMany({
            where: { productId: id },
            data: { manageInventory: true, inventoryQuantity: (round + i) % 2 === 0 ? 0 : 5 },
          });
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      });
    for (let round = 0; round < 4; round++) {
      await Promise.all(
        ids.slice(0, 10).map((id, i) => (i % 2 === 0 ? flip(id, ids[10 + i], round) : flip(ids[10 + i], id, round))),
      );
    }
    catalogue = await loadCatalogue();
    const expectedInStock = catalogue.filter((p) => p.inStock).length;
    const stockCount = async () =>
      (await searchCatalogue(query(""), { pageSize: 12 })).facets.find((f) => f.key === "stock")!.options[0].count;
    expect(await stockCount()).toBe(expectedInStock);
    await compactFacetCells();
    expect(await stockCount()).toBe(expectedInStock);
    const duplicates = await prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM "CatalogueFacetCell" GROUP BY "categoryId", "brandId", "inStock", "referencePriceCents" HAVING count(*) > 1
      ) d`;
    expect(duplicates[0].n).toBe(0);
  });
});

describe("search", () => {
  it("finds centrifuges despite a typo and lyophilizers from a partial word", async () => {
    const centrifuges = catalogue.filter((p) => /centrifuge/i.test(p.title) && !p.id.startsWith(PREFIX));
    expect(centrifuges.length).toBeGreaterThan(0);
    const typo = await searchCatalogue(query("q=centrifgue"), { pageSize: 50 });
    // Every centrifuge matches (the seeded catalogue has more than a page of them), and only centrifuges show.
    expect(typo.total).toBeGreaterThanOrEqual(centrifuges.length);
    expect(typo.products.every((p) => /centrifug/i.test(p.title))).toBe(true);
    // A misspelt kind is corrected to that kind by the finder's parser (ADR 062), then searched like that word.
    expect(typo.notices.join(" ")).toMatch(/Read “centrifgue” as “centrifuge”/);
    const word = await searchCatalogue(query("q=centrifuge"), { pageSize: 50 });
    expect(typo.products.map((p) => p.id)).toEqual(word.products.map((p) => p.id));
    expect(typo.total).toBe(word.total);

    const lyophilizers = catalogue.filter((p) => /lyophili[sz]er/i.test(p.title));
    expect(lyophilizers.length).toBeGreaterThan(0);
    const partial = await searchCatalogue(query("q=lyoph"), { pageSize: 50 });
    expect(partial.total).toBeGreaterThanOrEqual(lyophilizers.length);
    expect(partial.notices).toEqual([]);
  });

  it("corrects to words of names added or renamed since (the words table follows the products)", async () => {
    const id = `${PREFIX}-words`;
    await prisma.storeProduct.create({
      data: { id, title: "Quixotrim Orbital Shaker", descriptionHtml: "<p>Orbital shaker.</p>", status: "active" },
    });
    try {
      const added = await searchCatalogue(query("q=quixotrin"), { pageSize: 12 });
      expect(added.products.map((p) => p.id)).toEqual([id]);
      expect(added.notices.join(" ")).toMatch(/showing results for “quixotrim”/);
      await prisma.storeProduct.update({ where: { id }, data: { title: "Velmoradix Orbital Shaker" } });
      const renamed = await searchCatalogue(query("q=velmoradex"), { pageSize: 12 });
      expect(renamed.products.map((p) => p.id)).toEqual([id]);
      // A word nothing resembles is not "corrected": nothing is found, by words or by similar names.
      const nothing = await searchCatalogue(query("q=zzxqwv"), { pageSize: 12 });
      expect(nothing.products).toEqual([]);
    } finally {
      await prisma.storeProduct.delete({ where: { id } });
    }
  });

  it("suggestions are the first results of the same search", async () => {
    const [suggestions, page] = await Promise.all([
      suggestProducts("centrifgue", 5),
      searchCatalogue(query("q=centrifgue"), { pageSize: 5 }),
    ]);
    expect(suggestions.map((s) => s.id)).toEqual(page.products.map((p) => p.id));
    const response = await suggestLoader(get("/store/suggest?q=lyoph"));
    const body = (await response.json()) as { suggestions: { title: string; href: string }[] };
    expect(body.suggestions[0].title).toMatch(/lyophili/i);
    expect(body.suggestions[0].href).toMatch(/^\/store\/product\//);
    const empty = await suggestLoader(get("/store/suggest?q=%00"));
    expect(await empty.json()).toMatchObject({ suggestions: [] });
  });

  it("combines search with facets", async () => {
    const result = await searchCatalogue(query(`q=${MARKER}&stock=in&brand=agilent`), { pageSize: 100 });
    const expected = catalogue.filter((p) => p.id.startsWith(PREFIX) && p.inStock && p.brandId === "agilent");
    expect(result.products.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
  });
});

describe("search beyond the exact words (synonyms, ADR 032)", () => {
  // A word of their own, so no other test's search meets these products (prefix matching included).
  const SYN = `${PREFIX}-syn`;
  const WORD = `vormix${Date.now().toString(36).replace(/[0-9]/g, "")}`;
  const made = [
    { id: `${SYN}-freeze`, title: `${WORD} Benchtop Freeze Dryer`, categoryId: "life-sciences-equipment" },
    { id: `${SYN}-lyo`, title: `${WORD} Benchtop Lyophilizer`, categoryId: "life-sciences-equipment" },
    { id: `${SYN}-fermenter`, title: `${WORD} Stirred Fermenter`, categoryId: "biopharma-machinery" },
    { id: `${SYN}-kit`, title: `${WORD} Assay Kit`, categoryId: "diagnostic-kits" },
    { id: `${SYN}-kit-other`, title: `${WORD} Assay Kit`, categoryId: "laboratory-consumables" },
  ];
  beforeAll(async () => {
    await prisma.storeProduct.createMany({
      data: made.map((p) => ({ ...p, descriptionHtml: "<p>Made for the synonym tests.</p>" })),
    });
  });
  afterAll(async () => {
    await prisma.storeProduct.deleteMany({ where: { id: { startsWith: SYN } } });
  });
  const ids = async (q: string) =>
    (await searchCatalogue(query(new URLSearchParams({ q }).toString()), { pageSize: 20 })).products.map((p) => p.id);

  it("a synonym finds the product, and the exact word ranks first", async () => {
    expect(await ids(`${WORD} lyophilizer`)).toEqual([`${SYN}-lyo`, `${SYN}-freeze`]);
    expect(await ids(`${WORD} freeze dryer`)).toEqual([`${SYN}-freeze`, `${SYN}-lyo`]);
    // "SUB" in capitals names single-use bioreactors; "bioreactor" also names fermenters.
    expect(await ids(`${WORD} bioreactor`)).toEqual([`${SYN}-fermenter`]);
  });

  it("a category word boosts that category's products", async () => {
    expect(await ids(`${WORD} assay kit`)).toEqual([`${SYN}-kit`, `${SYN}-kit-other`]);
  });

  it("when no product has every word, shows the named kind ranked by the other words, and says so", async () => {
    const result = await searchCatalogue(query(new URLSearchParams({ q: `${WORD} lyophilizer qzxv` }).toString()), {
      pageSize: 5,
    });
    expect(result.products.slice(0, 2).map((p) => p.id)).toEqual([`${SYN}-lyo`, `${SYN}-freeze`]);
    expect(result.notices.join(" ")).toMatch(/Nothing matches every word/);
    // Without a kind named, any word of three letters or more will do.
    expect((await ids(`${WORD} qzxv`)).sort()).toEqual(made.map((p) => p.id).sort());
  });

  it("suggestions use the same synonyms", async () => {
    const suggestions = await suggestProducts(`${WORD} lyophilizer`, 5);
    expect(suggestions.map((s) => s.id)).toEqual([`${SYN}-lyo`, `${SYN}-freeze`]);
  });

  it("hostile queries are searched as words, never as query syntax", async () => {
    for (const q of [`${WORD}') | !x:* & (`, `${WORD} <-> :A`, "'; DROP TABLE x; --", "🧪"]) {
      const result = await searchCatalogue(query(new URLSearchParams({ q }).toString()), { pageSize: 5 });
      expect(Array.isArray(result.products)).toBe(true);
    }
  });
});

describe("a broad search past the ranked sample", () => {
  const BROAD = `${PREFIX}-broad`;
  const WORD = `${MARKER}wide`;
  const COUNT = MATCH_SAMPLE + 150;
  beforeAll(async () => {
    await prisma.storeProduct.createMany({
      data: Array.from({ length: COUNT }, (_, i) => ({
        id: `${BROAD}-${String(i).padStart(5, "0")}`,
        title: `${WORD} Vial ${i}`,
        descriptionHtml: "<p>Generated for the sampling test.</p>",
        categoryId: categories[i % categories.length],
        brandId: brands[i % brands.length],
      })),
    });
  }, 60_000);
  afterAll(async () => {
    await prisma.storeProduct.deleteMany({ where: { id: { startsWith: BROAD } } });
  });

  it("counts its total exactly, its facets as 'at least', and ends its pages with the ranked sample", async () => {
    const result = await searchCatalogue(query(`q=${WORD}`), { pageSize: 12 });
    expect(result.total).toBe(COUNT);
    expect(result.totalCapped).toBe(false);
    const brandFacet = result.facets.find((f) => f.key === "brand")!;
    expect(brandFacet.options.every((o) => o.capped || o.count === 0)).toBe(true);
    expect(brandFacet.options.reduce((sum, o) => sum + o.count, 0)).toBeLessThanOrEqual(MATCH_SAMPLE + 1);
    const lastRanked = Math.ceil(RANK_SAMPLE / 12);
    expect(result.totalPages).toBe(lastRanked);
    expect(result.notices.join(" ")).not.toMatch(/Best match orders/);
    // Search-as-you-type ranks the same sample: its list is the search's first page.
    const suggestions = await suggestProducts(WORD, 12);
    expect(suggestions.map((s) => s.id)).toEqual(result.products.map((p) => p.id));
    const last = await searchCatalogue(query(`q=${WORD}&page=${lastRanked}`), { pageSize: 12 });
    expect(last.products).toHaveLength(RANK_SAMPLE - (lastRanked - 1) * 12);
    expect(last.notices.join(" ")).toMatch(/Best match orders the first 300 matches only/);
    const past = await searchCatalogue(query(`q=${WORD}&page=${lastRanked + 1}`), { pageSize: 12 });
    expect(past.products).toHaveLength(0);
    expect(past.notices.join(" ")).toMatch(new RegExp(`results end on page ${lastRanked}`));
    // Sorted by price, the whole result can be paged.
    const byPrice = await searchCatalogue(query(`q=${WORD}&sort=price-asc`), { pageSize: 12 });
    expect(byPrice.totalPages).toBe(Math.ceil(COUNT / 12));
    // A facet narrows the sample: the total is then "at least".
    const narrowed = await searchCatalogue(query(`q=${WORD}&brand=${brands[0]}`), { pageSize: 12 });
    expect(narrowed.totalCapped).toBe(true);
  });

  it("walks the table for a broad word's samples in a prepared statement, and ranks the rows the index gives", async () => {
    const LONE = `${MARKER}lone`;
    const loneId = `${BROAD}-lone`;
    await prisma.storeProduct.create({
      data: { id: loneId, title: `${LONE} Flask`, descriptionHtml: "<p>A word of one product.</p>" },
    });
    try {
      // Fresh statistics, as autovacuum keeps them: the choice rests on the planner's estimate of each word's share.
      await prisma.$executeRawUnsafe(`ANALYZE "StoreProduct"`);
      const statements = async (q: string) => {
        const texts: string[] = [];
        const stop = observeRawReads((sql) => texts.push(sql.text));
        try {
          const page = await searchCatalogue(query(`q=${q}`), { pageSize: 12 });
          return { page, texts: texts.filter((text) => !text.includes("WITH probe AS")) };
        } finally {
          stop();
        }
      };
      const broad = await statements(WORD);
      const [page, counts] = broad.texts;
      expect(page).toContain("ts_match_vq(");
      expect(page).not.toContain("plan per call");
      expect(counts).toContain("ts_match_vq(");
      // Every ranked page together is the first RANK_SAMPLE matches in the table's order, as the index reads them.
      const lastRanked = Math.ceil(RANK_SAMPLE / 12);
      const ranked: string[] = [];
      for (let n = 1; n <= lastRanked; n++)
        ranked.push(
          ...(await searchCatalogue(query(`q=${WORD}&page=${n}`), { pageSize: 12 })).products.map((p) => p.id),
        );
      const byIndex = await prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
        return tx.$queryRaw<{ id: string }[]>`SELECT id FROM "StoreProduct"
          WHERE "deletedAt" IS NULL AND status = 'active' AND "searchVector" @@ to_tsquery('english', ${`${WORD}:*`})
          ORDER BY ctid LIMIT ${RANK_SAMPLE}`;
      });
      expect(new Set(ranked).size).toBe(RANK_SAMPLE);
      expect([...ranked].sort()).toEqual(byIndex.map((row) => row.id).sort());
      // Suggestions walk the same sample.
      expect((await suggestProducts(WORD, 12)).map((s) => s.id)).toEqual(broad.page.products.map((p) => p.id));
      // A word of one product is looked up in the index, planned for its value.
      const narrow = await statements(LONE);
      expect(narrow.page.products.map((p) => p.id)).toEqual([loneId]);
      expect(narrow.texts[0]).not.toContain("ts_match_vq(");
      expect(narrow.texts[0]).toContain("plan per call");
    } finally {
      await prisma.storeProduct.deleteMany({ where: { id: loneId } });
    }
  });
});

describe("the facet counts cache", () => {
  const WORD = `${MARKER}cached`;
  const ids: string[] = [];
  async function addProduct() {
    const id = `${PREFIX}-cached-${ids.length}`;
    ids.push(id);
    await prisma.storeProduct.create({
      data: { id, title: `${WORD} Flask ${ids.length}`, descriptionHtml: "<p>Counts cache test.</p>" },
    });
  }
  // A search's total comes from the counts statement, so it shows which counts a view got.
  const total = async () => (await searchCatalogue(query(`q=${WORD}`), { pageSize: 5 })).total;

  it("reuses counts for a few seconds, serves them while one refresh runs, and counts again past twice that", async () => {
    try {
      await withCatalogueCaches(5, async (start) => {
        await addProduct();
        expect(await total()).toBe(1);
        await addProduct();
        expect(await total()).toBe(1);
        // Older than 5 s: the next view gets the old counts at once, and a refresh brings the new ones.
        vi.setSystemTime(start + 6_000);
        expect(await total()).toBe(1);
        await vi.waitFor(async () => expect(await total()).toBe(2));
        // More than twice 5 s after the refresh: too old to serve, counted again before the view.
        await addProduct();
        vi.setSystemTime(start + 17_000);
        expect(await total()).toBe(3);
      });
    } finally {
      await prisma.storeProduct.deleteMany({ where: { id: { in: ids } } });
    }
  });
});

/**
 * Runs `body` with the per-machine catalogue caches (facet counts, search choices) on for `seconds`, which every
 * other test has off, and a fake clock that `body` moves from `start`; then turns them off and empties them again.
 */
async function withCatalogueCaches(seconds: number, body: (start: number) => Promise<void>) {
  const settings = env();
  const before = settings.CATALOGUE_COUNTS_CACHE_SECONDS;
  settings.CATALOGUE_COUNTS_CACHE_SECONDS = seconds;
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    forgetCatalogueCounts();
    await body(Date.now());
  } finally {
    vi.useRealTimers();
    settings.CATALOGUE_COUNTS_CACHE_SECONDS = before;
    forgetCatalogueCounts();
  }
}

describe("the search choice cache", () => {
  const WORD = `${MARKER}chosen`;
  const id = `${PREFIX}-chosen`;
  /**
   * Whether one search probed how its query matches, and whether it then searched by similar names (what a query
   * that no product's words match gets) rather than by words.
   */
  async function search(q: string) {
    const texts: string[] = [];
    const stop = observeRawReads((sql) => texts.push(sql.text));
    try {
      const page = await searchCatalogue(query(`q=${q}`), { pageSize: 5 });
      return {
        page,
        probed: texts.some((text) => text.includes("WITH probe AS")),
        bySimilarNames: texts.some((text) => text.includes("<% p.title")),
      };
    } finally {
      stop();
    }
  }

  it("reuses how a query matches as long as the counts, and probes again once that is out of date", async () => {
    try {
      await withCatalogueCaches(5, async (start) => {
        // No product has the word yet: the probe finds no match by words.
        const before = await search(WORD);
        expect(before.probed).toBe(true);
        expect(before.bySimilarNames).toBe(true);
        await prisma.storeProduct.create({
          data: { id, title: `${WORD} Pipette`, descriptionHtml: "<p>Search choice cache test.</p>" },
        });
        // Within 5 s the same query is not probed again, and keeps the choice it had.
        const repeated = await search(WORD);
        expect(repeated.probed).toBe(false);
        expect(repeated.bySimilarNames).toBe(true);
        // More than twice 5 s later the choice is too old to serve: probed again, and now the word matches.
        vi.setSystemTime(start + 11_000);
        const later = await search(WORD);
        expect(later.probed).toBe(true);
        expect(later.bySimilarNames).toBe(false);
        expect(later.page.products.map((p) => p.id)).toEqual([id]);
        // Another query is probed on its own.
        expect((await search(`${WORD} pipette`)).probed).toBe(true);
      });
    } finally {
      await prisma.storeProduct.deleteMany({ where: { id } });
    }
  });

  it("probes every search when the cache is off (as in the other tests)", async () => {
    expect(env().CATALOGUE_COUNTS_CACHE_SECONDS).toBe(0);
    expect((await search("centrifuge")).probed).toBe(true);
    expect((await search("centrifuge")).probed).toBe(true);
  });
});

describe("paging", () => {
  for (const sort of ["featured", "price-asc", "price-desc", "rating", "newest", "relevance"]) {
    it(`has no duplicates or gaps across pages: ${sort}`, async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 30; page++) {
        const result = await searchCatalogue(query(`q=${MARKER}&sort=${sort}&page=${page}`), { pageSize: 17 });
        seen.push(...result.products.map((p) => p.id));
        if (page >= result.totalPages) break;
      }
      const expected = catalogue.filter((p) => p.id.startsWith(PREFIX)).map((p) => p.id);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual(expected.sort());
    });
  }

  it("sorts by the displayed price converted at the stated rates, whatever currency each product lists in", async () => {
    const byId = new Map(catalogue.map((p) => [p.id, p]));
    for (const sort of ["price-asc", "price-desc"]) {
      const result = await searchCatalogue(query(`q=${MARKER}&sort=${sort}`), { pageSize: 60 });
      const listed = result.products.map((p) => byId.get(p.id)!);
      expect(new Set(listed.map((p) => p.currencyCode)).size).toBe(3);
      const references = listed.map((p) => p.referenceCents ?? Number.MAX_SAFE_INTEGER);
      const sorted = [...references].sort((a, b) => a - b);
      expect(references).toEqual(sort === "price-asc" ? sorted : sorted.reverse());
    }
  });
});

describe("a stated rate reprices the catalogue (ADR 073)", () => {
  // A currency of this test's own (ISO 4217 XBB), so the shared rates and other tests' prices stay as they are.
  const CODE = "xbb";
  const marker = `${MARKER}rate`;
  const ids = [`${PREFIX}-rate-a`, `${PREFIX}-rate-b`];
  beforeAll(async () => {
    await prisma.currency.create({ data: { code: CODE, symbol: "ẍ", template: "ẍ$1", usdPerUnit: "1" } });
    await repriceCatalogue();
    const base = { descriptionHtml: "<p>Rate test.</p>", categoryId: null, brandId: null };
    await prisma.storeProduct.createMany({
      data: [
        { id: ids[0], title: `${marker} in test units`, ...base },
        { id: ids[1], title: `${marker} in dollars`, ...base },
      ],
    });
    await prisma.variant.createMany({
      data: [
        { id: `${ids[0]}-v0`, productId: ids[0], title: "One", priceInCents: 100_000, currencyCode: CODE },
        { id: `${ids[1]}-v0`, productId: ids[1], title: "One", priceInCents: 150_000, currencyCode: "usd" },
      ],
    });
  });
  afterAll(async () => {
    await prisma.storeProduct.deleteMany({ where: { id: { in: ids } } });
    await prisma.currency.delete({ where: { code: CODE } });
    await repriceCatalogue();
  });

  const order = async () =>
    (await searchCatalogue(query(`q=${marker}&sort=price-asc`), { pageSize: 12 })).products.map((p) => p.id);
  const reference = async () =>
    (await prisma.storeProduct.findUnique({ where: { id: ids[0] }, select: { referencePriceCents: true } }))!
      .referencePriceCents;

  it("keeps the catalogue's rate until the reprice, then sorts and filters at the new one", async () => {
    expect(await order()).toEqual(ids);
    expect(await reference()).toBe(100_000);
    await prisma.currency.update({ where: { code: CODE }, data: { usdPerUnit: "2.000001" } });
    // Until the job runs, the store reads the catalogue's rate: the order does not move half-way.
    expect(await order()).toEqual(ids);
    expect(await repriceCatalogue()).toBe(1);
    expect(await reference()).toBe(200_000);
    expect(await order()).toEqual([ids[1], ids[0]]);
    // A filter in dollars now excludes the repriced product; its bucket count moved with it.
    const underTwoThousand = await searchCatalogue(query(`q=${marker}&max=2000`), { pageSize: 12 });
    expect(underTwoThousand.products.map((p) => p.id)).toEqual([ids[1]]);
    // Nothing changed since: no reprice.
    expect(await repriceCatalogue()).toBeNull();
    // A reprice that stopped half-way (a crash between batches) leaves its currency pending: the next run finishes it.
    await prisma.currency.update({ where: { code: CODE }, data: { catalogueRepricePending: true } });
    await prisma.storeProduct.update({ where: { id: ids[0] }, data: { referencePriceCents: 100_000 } });
    expect(await repriceCatalogue()).toBe(1);
    expect(await reference()).toBe(200_000);
    expect(
      await prisma.currency.findUnique({ where: { code: CODE }, select: { catalogueRepricePending: true } }),
    ).toEqual({ catalogueRepricePending: false });
    // The cells were rebuilt on the new rate's floors: counts without a search still equal a brute-force count.
    catalogue = await loadCatalogue();
    const q = query("min=1000&max=10000", EUROS);
    const cells = await searchCatalogue(q, { pageSize: 12 });
    expect(cells.total).toBe(catalogue.filter((p) => matches(p, q)).length);
  });
});

describe("page statements a generic plan may serve (ADR 042)", () => {
  /** The page statement a view runs (the one that reads its cards). */
  async function pageStatement(search: string): Promise<string> {
    return (await statementTextsOf(search)).find((text) => text.includes("WITH paged AS"))!;
  }

  // Which plan PostgreSQL keeps rests on its statistics; what the app decides is which texts it lets it choose for.
  it("writes the page size into a first page whose plan is the same for every value, and binds it elsewhere", async () => {
    for (const search of ["", "sort=rating", `category=${categories[0]}`, `category=${categories[0]}&sort=price-asc`]) {
      const text = await pageStatement(search);
      expect(text, search).toMatch(/LIMIT 5\s/);
      expect(text, search).not.toContain("plan per call");
    }
    // A brand's or stock's share of a category, a later page and a sort no category index keeps: planned per value.
    for (const search of [
      `category=${categories[0]}&brand=${brands[0]}`,
      `brand=${brands[0]}`,
      "stock=in",
      "min=100",
      "page=2",
      `category=${categories[0]}&sort=rating`,
      `category=${categories[0]}&category=${categories[1]}`,
    ]) {
      expect(await pageStatement(search), search).toMatch(/LIMIT \$\d+ OFFSET \$\d+/);
    }
  });
});

describe("bad input gives a normal page", () => {
  const urls = [
    "/store?category=no-such-category",
    "/store?brand=nobody&brand=agilent",
    "/store?min=900&max=100",
    "/store?min=abc",
    "/store?page=99999",
    "/store?page=90",
    `/store?q=${"centrifuge ".repeat(200)}`,
    "/store?q=%00%00cen%00trifuge",
    "/store?q=a&q=b&sort=rating&sort=bogus&page=1&page=2",
    "/store?q=%22unclosed%20OR%20-(",
    "/store?q=:*%20%26%20!",
    "/store?spec.nothing=1&whatever=2",
    "/shop/products?category=%3Cscript%3E&sort=%00",
  ];
  for (const url of urls) {
    it(url.slice(0, 80), async () => {
      const loader = url.startsWith("/store") ? storeLoader : marketplaceLoader;
      const data = await loader(get(url));
      expect(data.result.products.length).toBeGreaterThanOrEqual(0);
      expect(data.result.page).toBeGreaterThanOrEqual(1);
    });
  }

  it("says what was wrong", async () => {
    const unknown = await storeLoader(get("/store?category=no-such-category"));
    expect(unknown.result.products).toHaveLength(0);
    expect(unknown.result.notices.join(" ")).toMatch(/No category called “no-such-category”/);
    const past = await storeLoader(get("/store?page=99"));
    expect(past.result.products).toHaveLength(0);
    expect(past.result.notices.join(" ")).toMatch(/There is no page 99/);
    const swapped = await storeLoader(get("/store?min=900&max=100"));
    expect(swapped.result.notices.join(" ")).toMatch(/swapped/);
    expect(swapped.query.filters.price).toEqual({ min: 10_000, max: 90_000 });
  });
});
