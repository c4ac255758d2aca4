// The store search's understanding beyond words (issue 35 item 3, ADR 062), per class, against the demo catalogue's
// vocabulary. Each case failed before: the store search read numbers and units as words ("20,000" and "x g" never
// matched anything), did not know German and French kind words, and corrected a misspelt kind by the spelling of
// product names' words, not to the kind.
import { describe, expect, it } from "vitest";
import { seedVocabulary } from "~/modules/finder/seed-vocabulary.test-helper";
import { searchPlan } from "./search-terms";
import { inStockLocation, understandSearch } from "./search-understanding";

const vocabulary = seedVocabulary();
const understand = (q: string) => understandSearch(q, vocabulary);
const kindOf = (q: string) => searchPlan(understand(q).text).groups.find((g) => g.role === "kind");

describe("numbers with units", () => {
  it("a bare value with a unit ranks by its specification and is no longer required as words", () => {
    const read = understand("SUB 500L");
    expect(read.specifications).toEqual([
      expect.objectContaining({
        source: "500L",
        attributeIds: ["biopharma-machinery.working-volume"],
        // A bare value on an operating range: the range holds it (issue 35); it only ranks.
        comparator: "covers",
        min: 500,
        max: 500,
        required: false,
      }),
    ]);
    expect(read.text).toBe("SUB");
    expect(searchPlan(read.text).all).not.toMatch(/500/);
  });

  it("a stated comparison filters, in the units and separators the finder reads", () => {
    for (const q of ["centrifuge ≥ 20,000 x g", "centrifuge at least 20.000 xg", "Zentrifuge mindestens 20.000 x g"]) {
      const read = understand(q);
      expect(read.specifications, q).toEqual([
        expect.objectContaining({ attributeIds: ["life-sciences-equipment.max-rcf"], min: 20_000, required: true }),
      ]);
      expect(searchPlan(read.text).all, q).not.toMatch(/20|000|x|g\b/);
    }
  });

  it("a value on an unnamed specification ranks only, and its words stay searched", () => {
    const read = understand("0.22 µm PES filter");
    expect(read.specifications[0]).toMatchObject({ ambiguous: true, required: false });
    expect(read.specifications[0]!.attributeIds).toContain("laboratory-consumables.pore-size");
    expect(read.text).toContain("0.22 µm");
  });

  it("SI prefixes and k suffixes: 1.5 kW, 200 µL and 5k rpm", () => {
    expect(understand("centrifuge up to 5k rpm").specifications[0]).toMatchObject({ max: null, min: 5000 });
    expect(understand("filter tips for 200 µL").specifications[0]).toMatchObject({ min: 0.000196, max: 0.000204 });
  });

  it("a query of a number alone keeps its words and only ranks", () => {
    const read = understand("≥ 500 L");
    expect(read.text).toMatch(/500 L/);
    expect(read.specifications.every((s) => !s.required)).toBe(true);
  });
});

describe("kinds by other names", () => {
  it("German and French lab words name the kind, widened to its English names", () => {
    expect(kindOf("Zentrifuge")?.any).toMatch(/centrifuge/);
    expect(kindOf("centrifugeuse réfrigérée")?.any).toMatch(/centrifuge/);
    expect(kindOf("Gefriertrockner")?.any).toMatch(/freeze <-> dryer/);
    expect(kindOf("bioréacteur")?.any).toMatch(/bioreactor/);
  });

  it("a lexicon word written without its accents is the same kind", () => {
    expect(kindOf("bioreacteur")?.any).toMatch(/bioreactor/);
  });

  it("German and French names are never searched in English product text as other names", () => {
    expect(searchPlan("centrifuge").all).not.toMatch(/zentrifuge|centrifugeuse/);
  });
});

describe("misspelt kinds", () => {
  it.each([
    ["centrifgue", "centrifuge"],
    ["bioreacter", "bioreactor"],
    ["spectrophotmeter", "spectrophotometer"],
    ["lyophilzer", "lyophilizer"],
  ])("%s corrects to %s, the kind itself", (typo, name) => {
    const read = understand(`${typo} for the lab`);
    expect(read.corrections).toEqual([{ from: typo, to: name }]);
    expect(read.text).toContain(name);
    expect(kindOf(`${typo} for the lab`)).toBeDefined();
  });

  it("never to another kind: the name chosen stands for exactly the kinds the finder read", () => {
    const read = understand("spectrophotmeter");
    expect(read.corrections[0]!.to).toBe("spectrophotometer");
    expect(kindOf("spectrophotmeter")?.any).not.toMatch(/spectrometer|mass/);
  });

  it("a kind spelt right is left as typed", () => {
    expect(understand("microcentrifuge").corrections).toEqual([]);
  });
});

describe("odd input", () => {
  it("a 500-character query full of numbers, units and negations is read without throwing", () => {
    const q = "not < 0.22 µm, ≥ 20,000 x g but no −80 °C ohne 5k rpm sans 1,5 mL ≤ 2.000 L 37°C 1e9 "
      .repeat(7)
      .slice(0, 500);
    const read = understand(q);
    expect(read.specifications.length).toBeLessThanOrEqual(4);
    expect(typeof read.text).toBe("string");
  });
});

describe("prices and what is not wanted (issue 35)", () => {
  it("a price ranks and its words are not searched for", () => {
    const read = understand("qPCR under $40,000");
    expect(read.preferences.price).toMatchObject({ min: null, max: 4_000_000 });
    expect(read.text).toBe("qPCR");
  });

  it("a price in another currency is converted at the shop's rate", () => {
    const read = understand("ELISA kits under 300 euros");
    expect(read.preferences.price?.max).toBeGreaterThan(30_000);
    expect(read.text).toBe("ELISA kits");
  });

  it("a brand not wanted is not searched for and ranks down", () => {
    const read = understand("ELISA kits not from Roche");
    expect(read.text).toBe("ELISA kits");
    expect(read.preferences.excludedBrandIds).toEqual(["roche"]);
  });

  it.each([
    ["glass bioreactor - no single-use", /single/],
    ["sterile syringe filter, any membrane except PTFE", /ptfe/i],
    ["freeze dryer, not benchtop", /benchtop/],
    ["2 mL vials, non-sterile", /sterile/],
  ])("%s: the unwanted words are not searched for", (q, unwanted) => {
    expect(understand(q).text).not.toMatch(unwanted);
  });

  it("a query that is only a price keeps its words", () => {
    expect(understand("under $500").text).toBe("under $500");
  });
});

describe("“in stock” in a store query (ADR 084)", () => {
  const location = (path: string) => inStockLocation(new URL(path, "http://localhost"));

  it.each([
    ["/store?q=centrifuge+in+stock", "/store?q=centrifuge&stock=in"],
    ["/shop/products?q=Pipetten+auf+Lager&sort=price-asc&page=3", "/shop/products?q=Pipetten&sort=price-asc&stock=in"],
    ["/store?q=en+stock+centrifugeuse&stock=in", "/store?q=centrifugeuse&stock=in"],
    ["/store?q=in+stock", "/store?stock=in"],
  ])("%s becomes the In stock filter: %s", (from, to) => {
    expect(location(from)).toBe(to);
  });

  it.each([
    "/store?q=centrifuge",
    "/store?q=centrifuge+not+in+stock",
    "/store?q=centrifuge+ships+within+2+weeks",
    "/store",
  ])("%s stays as it is", (path) => {
    expect(location(path)).toBeNull();
  });
});
