// "Meets all" only when it is true (issue 35): each class of wrong claim found on the finder, with a request that was
// read too loosely before (counts read as "about", words that narrow a kind dropped with the kind taken for them, a
// bare second number joined to the wrong attribute, "at least −85 °C" on a condenser read as warmer) and the check
// that now fails or cannot be claimed.
import { describe, expect, it } from "vitest";
import { meetsEveryRequirement, rankProducts, scoreProduct, type ShownRow } from "./checks";
import { parseRequest } from "./parse";
import type { NumberRequirement, Requirement } from "./requirements";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";

const vocabulary = seedVocabularyWithRanges();
const parse = (q: string) => parseRequest(q, vocabulary);
const numbersOf = (q: string) => parse(q).requirements.filter((r): r is NumberRequirement => r.kind === "number");
const keyOf = (r: NumberRequirement) => [...new Set(r.attributeIds.map((id) => id.split(".")[1]))];
const features = (q: string) =>
  parse(q)
    .requirements.filter((r) => r.kind === "feature")
    .map((r) => (r.kind === "feature" ? r.terms : []));
const kinds = (q: string) =>
  parse(q)
    .requirements.filter((r) => r.kind === "type")
    .flatMap((r) => (r.kind === "type" ? r.options.map((o) => o.value) : []));

const LC = "laboratory-consumables";
function consumable(id: string, values: ShownRow["values"], textMatches: Record<number, boolean> = {}): ShownRow {
  return {
    id,
    title: id,
    brandId: null,
    brandName: null,
    categoryId: LC,
    categoryName: "Laboratory Consumables",
    rating: 4,
    values,
    textMatches,
    keywordRank: 0,
  };
}
const productType = (value: string) => ({
  attributeId: `${LC}.product-type`,
  numMin: null,
  numMax: null,
  enumValue: value,
});
const packSize = (n: number) => ({ attributeId: `${LC}.pack-size`, numMin: n, numMax: n, enumValue: null });
const statusesOf = (requirements: Requirement[], row: ShownRow) => rankProducts(requirements, [row])[0]!.statuses;

describe("counts are exact, never about ±10 %", () => {
  it.each([
    ["pipette tips, pack of 960", 960],
    ["pipette tips 1000 per pack", 1000],
    ["box of 480 tips", 480],
    ["ELISA kit with 96 tests", 96],
  ])("%s", (q, n) => {
    const [count] = numbersOf(q);
    expect(count).toMatchObject({ dimension: "count", min: n, max: n });
  });

  it("a pack of 1000 does not meet a pack of 960, so it never claims to", () => {
    const { requirements } = parse("pipette tips, pack of 960");
    const thousand = consumable("tips-1000", [productType("Pipette tip"), packSize(1000)]);
    const exact = consumable("tips-960", [productType("Pipette tip"), packSize(960), packSize(480)]);
    expect(meetsEveryRequirement(requirements, statusesOf(requirements, thousand))).toBe(false);
    expect(meetsEveryRequirement(requirements, statusesOf(requirements, exact))).toBe(true);
    expect(scoreProduct(requirements, thousand).reason).not.toMatch(/^Meets all/);
  });

  it("'about' keeps its band", () => {
    expect(numbersOf("pipette tips, about 1000 per pack")[0]).toMatchObject({ min: 900, max: 1100 });
  });

  it("a count of the kind itself is its pack size ('1000 tips', '100 amber vials')", () => {
    expect(keyOf(numbersOf("1000 sterile tips")[0]!)).toEqual(["pack-size"]);
    expect(numbersOf("100 amber vials")[0]).toMatchObject({ min: 100, max: 100 });
    expect(keyOf(numbersOf("100 amber vials")[0]!)).toEqual(["pack-size"]);
  });
});

describe("wells are their own requirement, checked on the product's words", () => {
  it.each([
    ["384-well assay plates", "384-well"],
    ["96 wells plate", "96-well"],
    ["microplate with 1536 wells", "1536-well"],
    ["microplaque 96 puits", "96-well"],
  ])("%s", (q, term) => {
    expect(features(q)).toContainEqual([term]);
    expect(numbersOf(q)).toEqual([]);
    expect(parse(q).uninterpreted).toEqual([]);
  });

  it("a 384-well plate never claims to be a 96-well one", () => {
    const { requirements } = parse("96-well plate");
    expect(kinds("96-well plate")).toEqual(["Microplate"]);
    const index = requirements.findIndex((r) => r.kind === "feature");
    const plate = consumable("plate-384", [productType("Microplate")], { [index]: false });
    const checks = scoreProduct(requirements, plate);
    expect(checks.reason).not.toMatch(/^Meets all/);
    expect(checks.checks[index]).toMatchObject({ label: "96-well", status: "unknown", value: "not mentioned" });
  });
});

describe("a word that narrows the kind is checked on the product, never dropped", () => {
  it.each([
    ["C18 column with 1.7 µm particles", ["C18"], ["LC column"]],
    ["microcentrifuge", ["microcentrifuge", "micro-centrifuge"], ["Centrifuge"]],
    ["Mikrozentrifuge mit 15.000 rpm", ["microcentrifuge", "micro-centrifuge"], ["Centrifuge"]],
    ["micro centrifugeuse", ["microcentrifuge", "micro-centrifuge"], ["Centrifuge"]],
    ["cryovials 2 mL", ["cryovial", "cryogenic", "cryo"], ["Vial"]],
    ["20 mL headspace vials", ["headspace"], ["Vial"]],
    ["HILIC column, 150 mm long", ["HILIC"], ["LC column"]],
    ["low-retention pipette tips", ["low-retention"], ["Pipette tip"]],
    // No kind named: the narrowing word names it.
    ["C18, 1.7 µm", ["C18"], ["LC column"]],
  ])("%s", (q, terms, kind) => {
    expect(features(q)).toContainEqual(terms);
    expect(kinds(q)).toEqual(kind);
  });

  it("a C8 column never claims to meet 'C18 column'", () => {
    const { requirements } = parse("C18 column");
    const index = requirements.findIndex((r) => r.kind === "feature");
    const c8 = consumable("c8", [productType("LC column")], { [index]: false });
    const c18 = consumable("c18", [productType("LC column")], { [index]: true });
    expect(scoreProduct(requirements, c8).reason).not.toMatch(/^Meets all/);
    expect(scoreProduct(requirements, c18).reason).toBe("Meets all 2 of your requirements.");
  });

  it("a negated narrowing word is never required: the product must not say it", () => {
    const parsed = parse("LC column, not C18");
    expect(parsed.requirements.filter((r) => r.kind === "feature")).toEqual([
      expect.objectContaining({ source: "not C18", negated: true, terms: ["C18"] }),
    ]);
    const c18 = consumable("c18", [productType("LC column")], { 1: true });
    const c8 = consumable("c8", [productType("LC column")], { 1: false });
    expect(scoreProduct(parsed.requirements, c18).reason).not.toMatch(/^Meets all/);
    expect(scoreProduct(parsed.requirements, c8).reason).toMatch(/^Meets all/);
  });
});

describe("a bare second number is joined to the previous attribute only when it can be about it", () => {
  it("'25mm 0.45um' is a diameter and a pore size, not a contradiction", () => {
    const parsed = parse("nylon syringe filter 25mm 0.45um");
    expect(parsed.contradictions).toEqual([]);
    expect(numbersOf("nylon syringe filter 25mm 0.45um").map(keyOf)).toEqual([["diameter"], ["pore-size"]]);
  });

  it("written comparisons still contradict ('colder than −80 °C and warmer than −40 °C')", () => {
    expect(parse("freeze dryer condenser colder than −80 °C and warmer than −40 °C").contradictions).toHaveLength(1);
  });
});

describe("'at least' a sub-zero temperature on a condenser is at least that cold", () => {
  it.each([
    "freeze dryer, condenser at least −85 °C",
    "Gefriertrockner, Kondensator mindestens −85 °C",
    "lyophilisateur condenseur au moins -85 °C",
    "freeze dryer condenser −85 °C minimum",
  ])("%s", (q) => {
    expect(numbersOf(q)[0]).toMatchObject({ comparator: "below", max: -85, min: null });
  });

  it("'warmer than' keeps its sense", () => {
    expect(numbersOf("freeze dryer condenser warmer than −60 °C")[0]).toMatchObject({ comparator: "above", min: -60 });
  });
});

const BM = "biopharma-machinery";
function machine(id: string, values: ShownRow["values"], extra: Partial<ShownRow> = {}): ShownRow {
  return { ...consumable(id, values), categoryId: BM, categoryName: "Biopharma Machinery", ...extra };
}
const systemType = (value: string) => ({
  attributeId: `${BM}.system-type`,
  numMin: null,
  numMax: null,
  enumValue: value,
});
const machineValue = (key: string, min: number, max = min, variantId: string | null = null) => ({
  attributeId: `${BM}.${key}`,
  numMin: min,
  numMax: max,
  enumValue: null,
  variantId,
});

describe("a comparison written after the attribute's name bounds the number", () => {
  it.each([
    ["production lyophilizer with 8 m² of shelf area or more", { comparator: "above", min: 8, max: null }],
    ["bioreactor with 200 L of working volume at most", { comparator: "below", min: null, max: 200 }],
  ])("%s", (q, bound) => {
    expect(numbersOf(q)[0]).toMatchObject(bound);
  });

  it("so 7.4 m² no longer meets '8 m² of shelf area or more'", () => {
    const { requirements } = parse("freeze dryer with 8 m² of shelf area or more");
    const row = machine("small", [systemType("Freeze dryer"), machineValue("shelf-area", 7.4)]);
    expect(scoreProduct(requirements, row).reason).not.toMatch(/^Meets all/);
  });
});

describe("a product's range must hold a wanted value, not merely come near it", () => {
  it("a 31–496 L working volume does not do 'SUB 500L'; 3–584 L does", () => {
    const { requirements } = parse("SUB 500L");
    const working = (lo: number, hi: number) =>
      machine(`sub-${hi}`, [systemType("Single-use bioreactor"), machineValue("working-volume", lo, hi)]);
    expect(scoreProduct(requirements, working(31, 496)).reason).not.toMatch(/^Meets all/);
    expect(scoreProduct(requirements, working(3, 584)).reason).toMatch(/^Meets all/);
  });
});

describe("one option must meet every requirement at once", () => {
  const q = "freeze dryer, condenser colder than -80 °C, under $13,000";
  const { requirements } = parse(q);
  // The −84 °C condenser is the dearer variant; only the −50 °C one is within the budget.
  const split = machine(
    "split",
    [
      systemType("Freeze dryer"),
      machineValue("condenser-temperature", -50, -50, "warm"),
      machineValue("condenser-temperature", -84, -84, "cold"),
    ],
    {
      priceUsdCents: 1_200_000,
      variantPrices: [
        { id: "warm", usdCents: 1_200_000 },
        { id: "cold", usdCents: 1_500_000 },
      ],
    },
  );
  const whole = machine(
    "whole",
    [
      systemType("Freeze dryer"),
      machineValue("condenser-temperature", -50, -50, "warm"),
      machineValue("condenser-temperature", -84, -84, "cold"),
    ],
    {
      priceUsdCents: 1_100_000,
      variantPrices: [
        { id: "warm", usdCents: 1_100_000 },
        { id: "cold", usdCents: 1_250_000 },
      ],
    },
  );

  it("says each is met but no single option meets them all, and ranks below one that does", () => {
    expect(meetsEveryRequirement(requirements, statusesOf(requirements, split))).toBe(true);
    expect(scoreProduct(requirements, split).reason).toBe(
      "Meets each of your 3 requirements, but no single option meets them all.",
    );
    expect(scoreProduct(requirements, whole).reason).toBe("Meets all 3 of your requirements.");
    const ranked = rankProducts(requirements, [split, whole]);
    expect(ranked.map((r) => [r.id, r.meetsAll])).toEqual([
      ["whole", true],
      ["split", false],
    ]);
  });

  it("a product whose values do not differ by variant is judged as one", () => {
    const single = machine("single", [systemType("Freeze dryer"), machineValue("condenser-temperature", -84)], {
      priceUsdCents: 1_000_000,
    });
    expect(scoreProduct(requirements, single).reason).toBe("Meets all 3 of your requirements.");
  });
});
