// "Meets all" only when it is true (issue 35), second round: requests written to break the claim — negations the
// parser did not apply, ranges on operating ranges read as any overlap, numbers whose specification was guessed
// among several the product records — each class with the rule that now keeps a result from claiming it.
import { describe, expect, it } from "vitest";
import { scoreProduct, type ShownRow } from "./checks";
import { parseRequest } from "./parse";
import type { NumberRequirement, PriceRequirement, Requirement } from "./requirements";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";
import { recordedValue, shownRow } from "./shown-row.test-helper";

const vocabulary = seedVocabularyWithRanges();
const parse = (q: string) => parseRequest(q, vocabulary);
const numbersOf = (q: string) => parse(q).requirements.filter((r): r is NumberRequirement => r.kind === "number");
const pricesOf = (q: string) => parse(q).requirements.filter((r): r is PriceRequirement => r.kind === "price");
const brandsOf = (q: string) =>
  parse(q).requirements.filter((r): r is Extract<Requirement, { kind: "brand" }> => r.kind === "brand");

const claims = (q: string, row: ShownRow) => {
  const parsed = parse(q);
  const notUnderstood = [
    ...parsed.uninterpreted.map((u) => u.text),
    ...parsed.contradictions.flatMap((c) => c.sources),
  ];
  return scoreProduct(parsed.requirements, row, notUnderstood).reason.startsWith("Meets all");
};

const LS = "life-sciences-equipment";
const AI = "analytical-instruments";
const BM = "biopharma-machinery";

describe("a negation is applied or shown as not understood, never dropped", () => {
  it.each([
    "balance not by Sartorius",
    "balance not made by Sartorius",
    "balance sauf Sartorius",
    "Waage außer von Sartorius",
  ])("%s excludes the brand", (q) => {
    expect(brandsOf(q)).toEqual([expect.objectContaining({ negated: true, label: "not Sartorius" })]);
  });

  it.each([
    ["freeze dryer not above 20k", { comparator: "below", min: null, max: 2_000_000 }],
    ["freeze dryer not under 5k", { comparator: "above", min: 500_000, max: null }],
    ["freeze dryer nicht über 20.000 €", { comparator: "below", min: null, max: 2_160_000 }],
  ])("%s turns the price comparison round", (q, bound) => {
    expect(pricesOf(q)).toEqual([expect.objectContaining(bound)]);
  });

  it.each([
    "balance, Sartorius not wanted",
    "syringe filter not 0.45 µm",
    "centrifuge, rather not 15000 rpm",
    "CO2 incubator 150 L, no",
  ])("a negation left unapplied is not understood: %s", (q) => {
    expect(
      parse(q)
        .uninterpreted.map((u) => u.text)
        .join(" "),
    ).toMatch(/\b(not|no)\b/);
  });

  it("so a Sartorius balance never claims to meet 'balance, Sartorius not wanted'", () => {
    const balance = shownRow(
      LS,
      "sartorius-balance",
      [recordedValue(`${LS}.equipment-type`, null, null, "Analytical balance")],
      {
        brandId: "sartorius",
        brandName: "Sartorius",
      },
    );
    expect(claims("balance, Sartorius not wanted", balance)).toBe(false);
  });
});

describe("a range on an operating range must be covered, not merely touched", () => {
  it.each([
    ["spectrophotometer 200-900 nm", "wavelength-range"],
    ["UV-Vis 200 to 900 nm", "wavelength-range"],
    ["CO2 incubator 5 to 50 °C", "temperature-range"],
    ["centrifuge between -10 and 40 °C", "temperature-range"],
    ["bioreactor 200 L 50-500 rpm", "agitation"],
    ["mass spec m/z 50-2000", "mass-range"],
    ["LC column pH 2-10", "ph-range"],
  ])("%s", (q, key) => {
    const number = numbersOf(q).find((r) => r.attributeIds.some((id) => id.endsWith(`.${key}`)));
    expect(number).toMatchObject({ comparator: "covers" });
  });

  it("a single value stays within the range ('CO2 incubator between 100 and 150 L')", () => {
    expect(numbersOf("CO2 incubator between 100 and 150 L")[0]).toMatchObject({ comparator: "between" });
  });

  it("a 190–800 nm spectrophotometer does not meet '200-900 nm'; 190–1100 nm does", () => {
    const spectro = (hi: number) =>
      shownRow(AI, `uv-${hi}`, [
        recordedValue(`${AI}.technique`, null, null, "UV-Vis spectrophotometer"),
        recordedValue(`${AI}.wavelength-range`, 190e-6, hi * 1e-6),
      ]);
    expect(claims("UV-Vis spectrophotometer 200-900 nm", spectro(800))).toBe(false);
    expect(claims("UV-Vis spectrophotometer 200-900 nm", spectro(1100))).toBe(true);
  });
});

describe("a number whose specification was guessed among several the product records is not claimed", () => {
  const cabinet = (width: number, height: number) =>
    shownRow(LS, `bsc-${width}x${height}`, [
      recordedValue(`${LS}.equipment-type`, null, null, "Biosafety cabinet"),
      recordedValue(`${LS}.width`, width),
      recordedValue(`${LS}.height`, height),
    ]);

  it("'biosafety cabinet 1200 mm' is width or height: a cabinet 1000 mm wide and 1200 mm high does not claim it", () => {
    expect(numbersOf("biosafety cabinet 1200 mm")[0]).toMatchObject({ ambiguous: true });
    const parsed = parse("biosafety cabinet 1200 mm");
    const scored = scoreProduct(parsed.requirements, cabinet(1000, 1200));
    expect(scored.reason).not.toMatch(/^Meets all/);
    expect(scored.checks[1]).toMatchObject({ status: "not-understood", value: "1,000 mm · 1,200 mm" });
    expect(scored.reason).toMatch(/^Meets 1 of 2 — not understood: “Width or Height /);
  });

  it("but claims it when every specification it records meets it", () => {
    expect(claims("biosafety cabinet 1200 mm", cabinet(1200, 1200))).toBe(true);
  });

  it("and an incubator, which records only its chamber volume, meets 'CO2 incubator ≤ 100 L'", () => {
    const incubator = shownRow(LS, "inc", [
      recordedValue(`${LS}.equipment-type`, null, null, "CO2 incubator"),
      recordedValue(`${LS}.chamber-volume`, 50),
    ]);
    expect(numbersOf("CO2 incubator ≤ 100 L")[0]).toMatchObject({ ambiguous: true });
    expect(claims("CO2 incubator ≤ 100 L", incubator)).toBe(true);
  });

  it("a freeze dryer whose weight is 100 kg but ice capacity 10 kg does not claim 'freeze dryer 100 kg'", () => {
    const dryer = shownRow(BM, "fd", [
      recordedValue(`${BM}.system-type`, null, null, "Freeze dryer"),
      recordedValue(`${BM}.weight`, 100),
      recordedValue(`${BM}.ice-capacity`, 10),
    ]);
    expect(claims("freeze dryer 100 kg", dryer)).toBe(false);
  });
});

describe("'at least' on a specification where lower is better is at least that good", () => {
  it.each([
    "balance readability at least 0.1 mg",
    "analytical balance, at least 0.1 mg readability",
    "Analysenwaage Ablesbarkeit mindestens 0,1 mg",
  ])("%s", (q) => {
    expect(numbersOf(q)[0]).toMatchObject({ comparator: "below", min: null });
  });

  it("a 1 mg balance never claims 'readability at least 0.1 mg'", () => {
    const balance = shownRow(LS, "coarse", [
      recordedValue(`${LS}.equipment-type`, null, null, "Analytical balance"),
      recordedValue(`${LS}.readability`, 1e-6),
    ]);
    expect(claims("balance readability at least 0.1 mg", balance)).toBe(false);
  });

  it("'more than' keeps its sense", () => {
    expect(numbersOf("balance readability more than 0.1 mg")[0]).toMatchObject({ comparator: "above" });
  });
});

describe("a bare price is never met above the figure (a ceiling or a target: only what both accept)", () => {
  const dryer = (usd: number) =>
    shownRow(BM, `fd-${usd}`, [recordedValue(`${BM}.system-type`, null, null, "Freeze dryer")], {
      priceUsdCents: usd * 100,
    });

  it.each(["freeze dryer €12k", "freeze dryer around €12k", "freeze dryer ~ 12.000 €"])("%s", (q) => {
    expect(pricesOf(q)[0]).toMatchObject({ comparator: "about", max: 1_296_000 });
    expect(claims(q, dryer(13_500))).toBe(false);
    expect(claims(q, dryer(12_500))).toBe(true);
  });
});

describe("a scale is met only by the product saying that scale, not a word that goes with it", () => {
  it.each([
    ["pilot freeze dryer", ["pilot", "scale-up"]],
    ["benchtop freeze dryer", ["benchtop", "bench-top", "tabletop"]],
    ["production lyophilizer", ["production", "process-scale"]],
  ])("%s", (q, terms) => {
    expect(parse(q).requirements.find((r) => r.kind === "scale")).toMatchObject({ terms });
  });
});

describe("'max' on a specification that is a maximum is the value itself, not a guessed cap", () => {
  const centrifuge = (rpm: number) =>
    shownRow(LS, `c-${rpm}`, [
      recordedValue(`${LS}.equipment-type`, null, null, "Centrifuge"),
      recordedValue(`${LS}.max-speed`, rpm),
    ]);

  it.each(["centrifuge max 15000 rpm", "centrifuge 15000 rpm max", "Zentrifuge max. 15.000 U/min"])("%s", (q) => {
    expect(numbersOf(q)[0]).toMatchObject({ comparator: "about", min: 15000, max: 15000 });
    expect(claims(q, centrifuge(12_500))).toBe(false);
    expect(claims(q, centrifuge(15_200))).toBe(false);
    expect(claims(q, centrifuge(25_000))).toBe(false);
    expect(claims(q, centrifuge(15_000))).toBe(true);
  });

  it("'at most' and 'höchstens' stay caps", () => {
    expect(numbersOf("centrifuge at most 15000 rpm")[0]).toMatchObject({ comparator: "below", max: 15000 });
    expect(numbersOf("Zentrifuge höchstens 15.000 U/min")[0]).toMatchObject({ comparator: "below", max: 15000 });
  });
});

describe("a number written onto its unit is read or reported, never dropped", () => {
  it.each([
    ["centrifuge 4°C-40°C", "temperature-range", 4, 40],
    ["UV-Vis 190nm-1100nm", "wavelength-range", 190e-6, 1100e-6],
    ["UV-Vis 190nm–1100nm", "wavelength-range", 190e-6, 1100e-6],
    ["bioreactor 10L-50L", "working-volume", 10, 50],
    ["HPLC 1mL/min-5mL/min", "flow-rate", 1, 5],
  ])("%s is a range", (q, key, min, max) => {
    const [number] = numbersOf(q);
    expect(number!.attributeIds.some((id) => id.endsWith(`.${key}`))).toBe(true);
    expect(number!.min).toBeCloseTo(min, 12);
    expect(number!.max).toBeCloseTo(max, 12);
    expect(parse(q).uninterpreted).toEqual([]);
  });

  it.each([
    ["tips 1000ul 960pk", "960pk"],
    ["vials 2ml 100pcs", "100pcs"],
    ["2x master mix", "2x"],
  ])("%s reports what it could not read", (q, text) => {
    expect(parse(q).uninterpreted.map((u) => u.text)).toContain(text);
  });

  it("'IL-6' and 'CoV-2' stay words", () => {
    expect(numbersOf("ELISA kit IL-6")).toEqual([]);
    expect(numbersOf("SARS-CoV-2 rapid test")).toEqual([]);
  });
});

describe("an amount without a currency beside one with a currency is in that currency", () => {
  it.each([
    ["centrifuge less than 8k euros but more than 5k", 540_000],
    ["Zentrifuge unter 8.000 € und über 5k", 540_000],
  ])("%s", (q, floor) => {
    const prices = pricesOf(q);
    expect(prices.map((p) => p.currency)).toEqual(["eur", "eur"]);
    expect(prices.find((p) => p.comparator === "above")).toMatchObject({ min: floor });
  });

  it("amounts in two currencies keep their own; none written is still US dollars", () => {
    expect(pricesOf("centrifuge under €8k, over $5k").map((p) => p.currency)).toEqual(["eur", "usd"]);
    expect(pricesOf("freeze dryer under 8k")[0]).toMatchObject({ currency: "usd" });
  });
});

describe("session 27", () => {
  describe("a word one option records as its own is that option's, not the product's", () => {
    // A system whose description offers both detectors, each option recording its own, the cheaper without the DAD.
    const lc = (hits: ShownRow["textValues"]) =>
      shownRow(AI, "lc-two-detectors", [recordedValue(`${AI}.technique`, null, null, "HPLC")], {
        textMatches: { 1: true },
        textValues: hits,
        variantPrices: [
          { id: "vwd", usdCents: 6_400_000 },
          { id: "dad", usdCents: 7_150_000 },
        ],
        priceUsdCents: 6_400_000,
      });
    const q = "HPLC with DAD under $70,000";

    it("the option under the price that records another detector does not meet both", () => {
      const parsed = parse(q);
      expect(parsed.requirements.map((r) => r.kind)).toEqual(["type", "feature", "price"]);
      const row = lc({
        1: [
          { attributeId: `${AI}.detector`, variantId: "vwd", says: false },
          { attributeId: `${AI}.detector`, variantId: "dad", says: true },
        ],
      });
      expect(claims(q, row)).toBe(false);
      expect(scoreProduct(parsed.requirements, row).reason).toMatch(/no single option meets them all/);
    });

    it("but an option recording it within the price does", () => {
      const row = lc({
        1: [
          { attributeId: `${AI}.detector`, variantId: "vwd", says: true },
          { attributeId: `${AI}.detector`, variantId: "dad", says: true },
        ],
      });
      expect(claims(q, row)).toBe(true);
    });

    it("and a product whose options record nothing of it is read on its words, as before", () => {
      expect(claims(q, lc({}))).toBe(true);
    });
  });

  describe("a narrowing word of several words misspelt in its first word is read, as a kind's name is", () => {
    it("'precison balance with ionizer' asks for a precision balance", () => {
      const features = parse("precison balance with ionizer").requirements.filter((r) => r.kind === "feature");
      expect(features.map((r) => r.label)).toEqual(["Precision balance", "Ionizer"]);
    });

    it("so a balance that is not a precision balance never claims 'precison balance'", () => {
      const parsed = parse("precison balance");
      expect(parsed.requirements.map((r) => r.kind === "feature" && r.label)).toContain("Precision balance");
      const balance = shownRow(LS, "analytical", [
        recordedValue(`${LS}.equipment-type`, null, null, "Analytical balance"),
      ]);
      expect(claims("precison balance", balance)).toBe(false);
    });
  });

  describe("a capital letter after a narrowing word names which one ('troponin I'), never dropped", () => {
    it.each([
      ["troponin I immunoassay", "Troponin I", ["troponin I"]],
      ["Troponin T hs assay", "Troponin T", ["troponin T"]],
    ])("%s", (q, label, terms) => {
      const feature = parse(q).requirements.find((r) => r.kind === "feature");
      expect(feature).toMatchObject({ label, terms });
    });

    it("a lower-case word after it is not a letter ('troponin in serum')", () => {
      expect(parse("troponin immunoassay in serum").requirements.find((r) => r.kind === "feature")).toMatchObject({
        label: "Troponin",
      });
    });
  });

  describe("an 'at least' word after an elided article is still 'at least that good' where lower is better", () => {
    it.each(["balance d'une lisibilité d'au moins 0,01 mg", "balance, lisibilité d’au moins 0,01 mg"])("%s", (q) => {
      expect(numbersOf(q)[0]).toMatchObject({ comparator: "below", min: null });
    });

    it("so a 0.1 mg balance never claims it", () => {
      const balance = shownRow(LS, "coarse", [
        recordedValue(`${LS}.equipment-type`, null, null, "Analytical balance"),
        recordedValue(`${LS}.readability`, 1e-7),
      ]);
      expect(claims("balance d'une lisibilité d'au moins 0,01 mg", balance)).toBe(false);
    });
  });

  describe("a German count adjective before a kind's name is its size or its count: not read as a pack size", () => {
    // "1000er Spitzen" are 1000 µL tips in a lab's German as often as a pack of 1000; "960er Pack" says which.
    it.each(["1000er Filterspitzen, max 150 €", "200er Spitzen steril"])("%s", (q) => {
      const parsed = parse(q);
      expect(numbersOf(q).filter((r) => r.attributeIds.some((id) => id.endsWith(".pack-size")))).toEqual([]);
      expect(parsed.uninterpreted.map((u) => u.text).join(" ")).toMatch(/\d+er/);
    });

    it("with a pack word it is the pack size", () => {
      const [pack] = numbersOf("Spitzen 1000er Pack steril");
      expect(pack!.attributeIds.some((id) => id.endsWith(".pack-size"))).toBe(true);
    });
  });

  describe("a comparison after another number of its dimension is about the same specification only if it can be", () => {
    it("'balance 0.01 mg and at least 200 g': 200 g is a weighing capacity, not a readability", () => {
      const numbers = numbersOf("balance with ionizer 0.01 mg and at least 200 g");
      expect(numbers[1]!.attributeIds.some((id) => id.endsWith(".readability"))).toBe(false);
      expect(numbers[1]!.attributeIds.some((id) => id.endsWith(".weighing-capacity"))).toBe(true);
    });

    it("so a balance whose 0.01 mg option weighs only 120 g never claims it", () => {
      const balance = shownRow(LS, "two-options", [
        recordedValue(`${LS}.equipment-type`, null, null, "Analytical balance"),
        { ...recordedValue(`${LS}.readability`, 1e-7), variantId: "a" },
        { ...recordedValue(`${LS}.weighing-capacity`, 0.22), variantId: "a" },
        { ...recordedValue(`${LS}.readability`, 1e-8), variantId: "b" },
        { ...recordedValue(`${LS}.weighing-capacity`, 0.12), variantId: "b" },
      ]);
      expect(claims("balance 0.01 mg and at least 200 g", balance)).toBe(false);
    });

    it("an opposite bound still closes the range of the same one ('colder than −80 °C and warmer than −90 °C')", () => {
      const numbers = numbersOf("freeze dryer condenser colder than -80 °C and warmer than -90 °C");
      expect(numbers).toHaveLength(2);
      expect(numbers[1]!.attributeIds).toEqual(numbers[0]!.attributeIds);
    });
  });

  describe("narrowing words joined by 'or' are alternatives, one requirement", () => {
    it.each([
      ["isocratic or binary HPLC", "Isocratic pump or Binary pump", ["isocratic", "binary"]],
      ["HPLC mit DAD oder FLD", "Diode array detector or Fluorescence detector", ["DAD", "diode array", "FLD"]],
    ])("%s", (q, label, terms) => {
      const features = parse(q).requirements.filter((r) => r.kind === "feature");
      expect(features).toHaveLength(1);
      expect(features[0]).toMatchObject({ label });
      expect((features[0] as { terms: string[] }).terms).toEqual(expect.arrayContaining(terms));
    });

    it("'and' keeps both", () => {
      expect(parse("HPLC with DAD and FLD").requirements.filter((r) => r.kind === "feature")).toHaveLength(2);
    });
  });
});

describe("session 28", () => {
  describe("'or finer'/'or better' is checked for plausibility in the direction it means on each specification", () => {
    // "1 mg or finer" is at most 1 mg of readability (every balance reads that finely), not "at least 1 mg" of a
    // weighing capacity or a weight, which every balance has.
    it.each([
      ["balance 1 mg or finer", "readability"],
      ["balance 1 mg or finer, 220 g capacity", "readability"],
      ["balance 200 g or better", "weighing-capacity"],
    ])("%s", (q, key) => {
      expect(numbersOf(q)[0]!.attributeIds.every((id) => id.endsWith(`.${key}`))).toBe(true);
    });

    it("so a balance reading 10 mg never claims '1 mg or finer'", () => {
      const balance = shownRow(LS, "coarse-balance", [
        recordedValue(`${LS}.equipment-type`, null, null, "Analytical balance"),
        recordedValue(`${LS}.readability`, 1e-5),
        recordedValue(`${LS}.weighing-capacity`, 0.22),
        recordedValue(`${LS}.weight`, 6),
      ]);
      expect(claims("balance 1 mg or finer", balance)).toBe(false);
    });
  });

  describe("a request written in German or French groups thousands with dots, as its writer does", () => {
    it.each([
      ["UHPLC mind. 1.300 bar", 1300],
      ["HPLC mindestens 1.000 bar", 1000],
      ["Bioreaktor 1.000 L Arbeitsvolumen", 1000],
      ["chromatographe avec au moins 1.200 bar", 1200],
      // A German word joined to another by a hyphen is still German.
      ["UV-Vis-Spektralphotometer 190 bis 1.100 nm", 190e-6],
    ])("%s", (q, value) => {
      expect(numbersOf(q)[0]).toMatchObject({ min: value });
    });

    it("'UV-Vis-Spektralphotometer 190 bis 1.100 nm' is 190–1,100 nm", () => {
      expect(numbersOf("UV-Vis-Spektralphotometer 190 bis 1.100 nm")[0]).toMatchObject({ max: 1100e-6 });
    });

    it("an English request keeps the decimal point ('1.000 mL' is one millilitre), as do words English shares", () => {
      expect(numbersOf("tips 1.000 mL")[0]!.min).toBeLessThan(0.002);
      expect(numbersOf("balance, capacity at least 1.500 g")[0]!.min).toBeCloseTo(0.0015);
      expect(numbersOf("von Willebrand factor ELISA, 1.500 pg/mL")[0]!.max).toBeLessThan(1e-8);
    });

    it("so a 600 bar HPLC never claims 'HPLC mind. 1.000 bar'", () => {
      const hplc = shownRow(AI, "hplc-600", [
        recordedValue(`${AI}.technique`, null, null, "HPLC"),
        recordedValue(`${AI}.max-pressure`, 600),
      ]);
      expect(claims("HPLC mind. 1.000 bar", hplc)).toBe(false);
    });
  });

  describe("'up to' a temperature on an operating range is reaching it, not a ceiling a condenser always meets", () => {
    it.each(["CO2 incubator up to 55 °C", "CO2 Inkubator bis 55 °C", "centrifuge up to 40 °C"])("%s", (q) => {
      const [number] = numbersOf(q);
      expect(number).toMatchObject({ comparator: "above", max: null });
      expect(number!.attributeIds.every((id) => id.endsWith(".temperature-range"))).toBe(true);
    });

    it("so an incubator reaching only 51 °C never claims 'up to 55 °C'", () => {
      const incubator = shownRow(LS, "incubator-51", [
        recordedValue(`${LS}.equipment-type`, null, null, "CO2 incubator"),
        recordedValue(`${LS}.temperature-range`, 3, 51),
      ]);
      expect(claims("CO2 incubator up to 55 °C", incubator)).toBe(false);
    });

    it("a size stays a ceiling ('CO2 incubator up to 200 L')", () => {
      expect(numbersOf("CO2 incubator up to 200 L")[0]).toMatchObject({ comparator: "below", max: 200 });
    });
  });

  describe("a word saying where an operating range starts asks it to hold that value", () => {
    it.each([
      "UV-Vis starting at 190 nm",
      "UV-Vis 190 nm and up",
      "Spektralphotometer ab 190 nm",
      "spectrophotomètre à partir de 190 nm",
    ])("%s", (q) => {
      const [number] = numbersOf(q);
      expect(number).toMatchObject({ comparator: "covers" });
      expect(number!.attributeIds.every((id) => id.endsWith(".wavelength-range"))).toBe(true);
    });

    it("so a 200–1,030 nm spectrophotometer never claims 'starting at 190 nm'", () => {
      const uvVis = shownRow(AI, "uv-vis-200", [
        recordedValue(`${AI}.technique`, null, null, "UV-Vis spectrophotometer"),
        recordedValue(`${AI}.wavelength-range`, 200e-6, 1030e-6),
        recordedValue(`${AI}.width`, 0.33),
        recordedValue(`${AI}.depth`, 0.36),
      ]);
      expect(claims("UV-Vis starting at 190 nm", uvVis)).toBe(false);
    });

    it("a start word before a range written out starts that range ('ab 190 nm bis 1.100 nm')", () => {
      expect(numbersOf("Spektralphotometer ab 190 nm bis 1.100 nm")[0]).toMatchObject({
        comparator: "covers",
        min: 190e-6,
        max: 1100e-6,
      });
      expect(numbersOf("Zentrifuge ab 10.000 bis 15.000 U/min")[0]).toMatchObject({
        comparator: "between",
        min: 10000,
        max: 15000,
      });
    });

    it("so a 190–1,080 nm spectrophotometer never claims 'ab 190 nm bis 1.100 nm'", () => {
      const uvVis = shownRow(AI, "uv-vis-1080", [
        recordedValue(`${AI}.technique`, null, null, "UV-Vis spectrophotometer"),
        recordedValue(`${AI}.wavelength-range`, 190e-6, 1080e-6),
      ]);
      expect(claims("Spektralphotometer ab 190 nm bis 1.100 nm", uvVis)).toBe(false);
    });

    it("a single value stays 'at least' ('Zentrifuge ab 15.000 U/min')", () => {
      expect(numbersOf("Zentrifuge ab 15.000 U/min")[0]).toMatchObject({ comparator: "above", min: 15000 });
    });
  });

  describe("a comparison is not about a specification whose stored values are a hundred times away", () => {
    it.each([
      ["UV-Vis at least 190 nm", ["wavelength-range"]],
      ["balance under 5 kg", ["weighing-capacity", "weight"]],
    ])("%s", (q, keys) => {
      const ids = numbersOf(q)[0]!.attributeIds;
      expect([...new Set(ids.map((id) => id.split(".").pop()))].sort()).toEqual(keys);
    });
  });

  describe("a kind's one-word name that narrows a kind named before it is that part, not another kind", () => {
    it.each(["tips 200 µL filter", "pipette tips 1000 µL filter sterile, 960 pack", "Pipettenspitzen 200 µL Filter"])(
      "%s",
      (q) => {
        const requirements = parse(q).requirements;
        expect(requirements.filter((r) => r.kind === "type")).toHaveLength(1);
        expect(requirements).toContainEqual(expect.objectContaining({ kind: "feature", terms: ["filter"] }));
      },
    );

    it("so a tip without a filter never claims 'tips 200 µL filter'", () => {
      const tip = shownRow(
        "laboratory-consumables",
        "plain-tip",
        [
          recordedValue("laboratory-consumables.product-type", null, null, "Pipette tip"),
          recordedValue("laboratory-consumables.volume", 0.0002),
        ],
        { textMatches: {} },
      );
      expect(claims("tips 200 µL filter", tip)).toBe(false);
    });

    it("'or' keeps them alternatives, and a kind of several words stays a kind", () => {
      expect(parse("tips or filters").requirements.filter((r) => r.kind === "type")).toHaveLength(2);
      expect(
        parse("pipette tips 200 µL, syringe filter 0.2 µm").requirements.filter((r) => r.kind === "type"),
      ).toHaveLength(2);
    });
  });

  describe("an English '1.000' whose decimal reading no product is near, or that ends a range below its start", () => {
    it.each([
      ["Agilent HPLC pressure > 1.000 bar", { min: 1000 }],
      ["HPLC at least 1.000 bar", { min: 1000 }],
      ["UV-Vis 190 to 1.100 nm", { min: 190e-6, max: 1100e-6 }],
      ["bioreactor 2 to 2.000 L", { min: 2, max: 2000 }],
    ])("%s", (q, bound) => {
      expect(numbersOf(q)[0]).toMatchObject(bound);
    });

    it.each([
      // Values the decimal reading is near keep it: a 1 mL tip, a 1.5 g capacity, a 2 L bioreactor.
      ["tips 1.000 mL", 0.001],
      ["bioreactor 2.000 L", 2],
    ])("%s keeps its decimal point", (q, value) => {
      expect((numbersOf(q)[0]!.min! + numbersOf(q)[0]!.max!) / 2).toBeCloseTo(value);
    });

    it("so a 600 bar HPLC never claims 'HPLC at least 1.000 bar'", () => {
      const hplc = shownRow(AI, "hplc-600", [
        recordedValue(`${AI}.technique`, null, null, "HPLC"),
        recordedValue(`${AI}.max-pressure`, 600),
      ]);
      expect(claims("HPLC at least 1.000 bar", hplc)).toBe(false);
    });

    it("and a 2–50 L bioreactor never claims 'bioreactor 2 to 2.000 L'", () => {
      const bioreactor = shownRow(BM, "bench-bioreactor", [
        recordedValue(`${BM}.system-type`, null, null, "Glass bioreactor"),
        recordedValue(`${BM}.working-volume`, 2, 50),
      ]);
      expect(claims("bioreactor 2 to 2.000 L", bioreactor)).toBe(false);
    });
  });

  describe("'or better' on a temperature below zero is colder", () => {
    it.each(["freeze dryer -80 °C or better", "Gefriertrockner -80 °C oder besser"])("%s", (q) => {
      const [number] = numbersOf(q);
      expect(number).toMatchObject({ comparator: "below", max: -80 });
      expect(number!.attributeIds.every((id) => id.endsWith(".condenser-temperature"))).toBe(true);
    });

    it("so a freeze dryer whose condenser reaches only −50 °C never claims '−80 °C or better'", () => {
      const dryer = shownRow(BM, "dryer-50", [
        recordedValue(`${BM}.system-type`, null, null, "Freeze dryer"),
        recordedValue(`${BM}.condenser-temperature`, -50),
        recordedValue(`${BM}.shelf-temperature`, -40, 60),
      ]);
      expect(claims("freeze dryer -80 °C or better", dryer)).toBe(false);
    });
  });
});

describe("session 29", () => {
  describe("a negation carries on over a list of names of its kind joined by a comma, a slash or 'and'", () => {
    it.each([
      ["HPLC excluding Agilent, Waters", ["not Agilent Technologies", "not Waters Corporation"]],
      ["HPLC no Agilent/Waters", ["not Agilent Technologies", "not Waters Corporation"]],
      [
        "centrifuge except Thermo, Merck and Sartorius",
        ["not Thermo Fisher Scientific", "not Merck KGaA", "not Sartorius"],
      ],
      ["Waage außer Sartorius, Merck", ["not Sartorius", "not Merck KGaA"]],
      ["balance other than Sartorius and Merck", ["not Sartorius", "not Merck KGaA"]],
    ])("%s", (q, labels) => {
      expect(brandsOf(q).map((b) => b.label)).toEqual(labels);
    });

    it.each([
      "syringe filter except nylon, PTFE",
      "Spritzenfilter ohne Nylon/PTFE",
      "filtre seringue sans nylon et PTFE",
    ])("%s", (q) => {
      const membranes = parse(q).requirements.filter((r) => r.kind === "enum");
      expect(membranes.map((r) => r.label)).toEqual(["Membrane: not Nylon", "Membrane: not PTFE"]);
    });

    it("a name of another kind after the comma is not negated ('centrifuge not Thermo, 15000 rpm')", () => {
      expect(brandsOf("centrifuge not Thermo, 15000 rpm").map((b) => b.label)).toEqual([
        "not Thermo Fisher Scientific",
      ]);
      expect(brandsOf("balance by Sartorius, not Merck").map((b) => b.label)).toEqual(["Sartorius", "not Merck KGaA"]);
    });

    it("so a Waters HPLC never claims 'HPLC excluding Agilent, Waters'", () => {
      const hplc = shownRow(AI, "waters-hplc", [recordedValue(`${AI}.technique`, null, null, "HPLC")], {
        brandId: "waters",
        brandName: "Waters Corporation",
      });
      expect(claims("HPLC excluding Agilent, Waters", hplc)).toBe(false);
      expect(claims("HPLC no Agilent/Waters", hplc)).toBe(false);
    });
  });

  describe("'up to' a temperature below zero on an operating range is reaching down to it, never a warmer bound", () => {
    it.each([
      ["centrifuge up to -10 °C", "temperature-range", -10],
      ["Zentrifuge bis -10 °C", "temperature-range", -10],
      ["centrifugeuse jusqu'à -10 °C", "temperature-range", -10],
      ["freeze dryer shelf up to -40 °C", "shelf-temperature", -40],
    ])("%s", (q, key, value) => {
      const number = numbersOf(q).find((r) => r.attributeIds.some((id) => id.endsWith(`.${key}`)));
      expect(number).toMatchObject({ comparator: "below", min: null, max: value });
    });

    it("a temperature above zero keeps reaching up ('CO2 incubator up to 55 °C')", () => {
      expect(numbersOf("CO2 incubator up to 55 °C")[0]).toMatchObject({ comparator: "above", min: 55 });
    });

    it("so a centrifuge cooling only to −9 °C never claims 'Zentrifuge bis -10 °C'", () => {
      const centrifuge = shownRow(LS, "centrifuge-9", [
        recordedValue(`${LS}.equipment-type`, null, null, "Centrifuge"),
        recordedValue(`${LS}.temperature-range`, -9, 38),
      ]);
      expect(claims("Zentrifuge bis -10 °C", centrifuge)).toBe(false);
      expect(claims("centrifuge up to -10 °C", centrifuge)).toBe(false);
    });
  });
});

describe("session 30", () => {
  const keyOf = (r: NumberRequirement) => [...new Set(r.attributeIds.map((id) => id.split(".").pop()))];

  it("a number a hundred times away from every value of the number before it is not joined to it", () => {
    // "0.01 mg, under 8 kg" on a balance: 8 kg is no readability, though every readability is under it.
    const numbers = numbersOf("Thermo balance with ionizer, 0.01 mg, under 8 kg");
    expect(keyOf(numbers[0])).toEqual(["readability"]);
    expect(keyOf(numbers[1])).not.toContain("readability");
    const balance = shownRow(LS, "balance-8.1kg", [
      recordedValue(`${LS}.equipment-type`, null, null, "Analytical balance"),
      recordedValue(`${LS}.readability`, 1e-8),
      recordedValue(`${LS}.weighing-capacity`, 0.22),
      recordedValue(`${LS}.weight`, 8.1),
    ]);
    expect(claims("balance 0.01 mg, under 8 kg", balance)).toBe(false);
  });

  it("'220 g max' on a weighing capacity is the capacity itself, as '15,000 rpm max' is a maximum speed", () => {
    expect(numbersOf("balance 220 g max, 0.1 mg")[0]).toMatchObject({ comparator: "about", min: 0.22, max: 0.22 });
  });

  describe("a comparison that leaves its number out is strict on specifications, never on a budget", () => {
    it.each([
      ["B2 cabinet with inflow above 0.5 m/s", { comparator: "above", strict: true }],
      ["balance lighter than 6 kg", { comparator: "below", strict: true }],
      ["Zentrifuge unter 30 kg", { comparator: "below", strict: true }],
      ["centrifugeuse de moins de 30 kg", { comparator: "below", strict: true }],
    ])("%s", (q, reading) => {
      expect(numbersOf(q)[0]).toMatchObject(reading);
    });

    it.each(["balance at most 6 kg", "balance max. 6 kg", "balance ≤ 6 kg", "balance not over 6 kg"])(
      "%s keeps its limit",
      (q) => {
        expect(numbersOf(q)[0].strict).toBeUndefined();
      },
    );

    it("so a cabinet at exactly 0.50 m/s does not claim 'above 0.5 m/s', one at 0.51 m/s does", () => {
      const cabinet = (inflow: number) =>
        shownRow(LS, `bsc-${inflow}`, [
          recordedValue(`${LS}.equipment-type`, null, null, "Biosafety cabinet"),
          recordedValue(`${LS}.inflow-velocity`, inflow),
        ]);
      expect(claims("biosafety cabinet with inflow above 0.5 m/s", cabinet(0.5))).toBe(false);
      expect(claims("biosafety cabinet with inflow above 0.5 m/s", cabinet(0.51))).toBe(true);
    });

    it("a price under a budget keeps its limit ('under $12,000' is met at $12,000)", () => {
      expect(pricesOf("centrifuge under $12,000")[0]).toMatchObject({ comparator: "below", max: 1_200_000 });
      expect(pricesOf("centrifuge under $12,000")[0]).not.toHaveProperty("strict");
    });
  });

  it.each([
    ["balance lighter than 6 kg", "weight"],
    ["Waage leichter als 6 kg", "weight"],
    ["biosafety cabinet narrower than 150 cm", "width"],
    ["balance no deeper than 37 cm", "depth"],
    ["A2 hood shallower than 76 cm", "depth"],
    ["freeze dryer taller than 50 cm", "height"],
  ])("a comparison that names what it compares names the specification: %s", (q, key) => {
    expect(keyOf(numbersOf(q)[0])).toEqual([key]);
  });

  it.each([
    ["syringe filter 0.3 µm pores or smaller", { comparator: "below", max: 0.0003 }],
    ["nylon syringe filter, 250 nm pores or finer", { comparator: "below", max: 0.00025 }],
    ["CO2 incubator 150 L chamber or larger", { comparator: "above", min: 150 }],
  ])("a comparison after the specification's name is read, and its words with it: %s", (q, reading) => {
    expect(numbersOf(q)[0]).toMatchObject(reading);
    expect(parse(q).uninterpreted).toEqual([]);
  });

  it.each([
    ["balance that reads to 0.00001 g", 1e-8],
    ["Waage 0,00001 g", 1e-8],
  ])("a hundred-thousandth is one number, never '0.000' and '01': %s", (q, kilograms) => {
    const [readability] = numbersOf(q);
    expect(keyOf(readability)).toEqual(["readability"]);
    expect(readability.min! / kilograms).toBeCloseTo(0.98, 2);
    expect(parse(q).uninterpreted).toEqual([]);
  });

  it("an inflow in feet per minute is an inflow velocity (100 fpm = 0.508 m/s)", () => {
    const [inflow] = numbersOf("A2 cabinet, inflow at least 100 fpm");
    expect(keyOf(inflow)).toEqual(["inflow-velocity"]);
    expect(inflow.min).toBeCloseTo(0.508, 3);
  });

  it.each([
    ["A2 hood shallower than 30.5 in", "depth"],
    ["freeze dryer no taller than 18 in (under a shelf)", "height"],
  ])("'in' after a number that ends the phrase is inches: %s", (q, key) => {
    expect(keyOf(numbersOf(q)[0])).toEqual([key]);
  });

  it("'in' before more words is the preposition ('50 mL in 2 minutes')", () => {
    expect(numbersOf("50 mL in 2 minutes").map((r) => r.unit)).toEqual(["mL", "min"]);
  });

  it.each([
    ["balance 6 kg or lighter", "weight", { comparator: "below", max: 6 }],
    ["centrifuge 60 kg or heavier", "weight", { comparator: "above", min: 60 }],
    ["biosafety cabinet 150 cm or narrower", "width", { comparator: "below", max: 1500 }],
    ["balance plus légère que 6 kg", "weight", { comparator: "below", max: 6, strict: true }],
    [
      "poste de sécurité microbiologique moins large que 150 cm",
      "width",
      { comparator: "below", max: 1500, strict: true },
    ],
  ])("a comparison after or before the number names its specification: %s", (q, key, reading) => {
    expect(keyOf(numbersOf(q)[0])).toEqual([key]);
    expect(numbersOf(q)[0]).toMatchObject(reading);
    expect(parse(q).uninterpreted).toEqual([]);
  });

  it.each([
    ["balance less than or equal to 6 kg", { comparator: "below", max: 6 }],
    ["CO2 incubator greater than or equal to 150 L", { comparator: "above", min: 150 }],
  ])("'or equal to' keeps the number: %s", (q, reading) => {
    expect(numbersOf(q)[0]).toMatchObject(reading);
    expect(numbersOf(q)[0].strict).toBeUndefined();
  });

  it.each(["pipette tips under $0.10 per tip", "ELISA kit, $5 per test", "Spitzen unter 0,10 € pro Spitze"])(
    "a price per tip or test is reported, never compared as a pack's price: %s",
    (q) => {
      expect(pricesOf(q)).toEqual([]);
      expect(
        parse(q)
          .uninterpreted.map((u) => u.reason)
          .join(" "),
      ).toMatch(/price per tip, test or sample/);
    },
  );

  it.each([
    "syringe filters under $400 per pack",
    "PES capsule under $900 each",
    "Spitzen unter 90 € pro Packung",
    "pointes à filtre, moins de 60 $ la boîte",
  ])("the item a price is for is read with the price: %s", (q) => {
    expect(pricesOf(q)).toHaveLength(1);
    expect(parse(q).uninterpreted).toEqual([]);
  });
});
