// Wordings nobody tuned for (issue 35): each class a buyer may write, read into the requirement it states — or
// reported as not understood, never read as something else. The examples are the parser's own, written from the
// classes of the issue and the catalogue's data; the relevance benchmark's requests are separate.
import { describe, expect, it } from "vitest";
import { NOT_WANTED, parseRequest } from "./parse";
import { requirementsSchema, type NumberRequirement } from "./requirements";
import { LONG_HOSTILE_REQUESTS } from "./long-requests.test-helper";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";
import { toBase } from "~/modules/catalog/units";

const vocabulary = seedVocabularyWithRanges();
const parse = (q: string) => parseRequest(q, vocabulary);
const numbersOf = (q: string) => parse(q).requirements.filter((r): r is NumberRequirement => r.kind === "number");
const keyOf = (r: NumberRequirement) => [...new Set(r.attributeIds.map((id) => id.split(".")[1]))].join(",");
const only = (q: string) => {
  const numbers = numbersOf(q);
  expect(numbers).toHaveLength(1);
  return { key: keyOf(numbers[0]!), min: numbers[0]!.min, max: numbers[0]!.max };
};

describe("better, finer, faster: the direction depends on the attribute", () => {
  it.each([
    // A lower readability or time is the better one: at most.
    ["analytical balance, readability 0.01 mg or better", "readability", null, toBase(0.01, "mg")],
    ["balance readability better than 0.1 mg", "readability", null, toBase(0.1, "mg")],
    ["analytical balance, 0.1 mg or finer", "readability", null, toBase(0.1, "mg")],
    ["rapid antigen test, results in 15 min or faster", "time-to-result", null, 900],
    ["ELISA kit, Ergebnis schneller als 2 Stunden", "time-to-result", null, 7200],
    // A higher speed or flow is the better one: at least.
    ["centrifuge 4000 rpm or faster", "max-speed", 4000, null],
    ["HPLC flow rate 5 mL/min or faster", "flow-rate", 5, null],
    ["Zentrifuge 10.000 rpm oder schneller", "max-speed", 10000, null],
    // A finer pore or particle is a smaller one: at most, on that size (not "at least" on any length).
    ["nylon syringe filter, 0.3 µm or finer", "pore-size", null, toBase(0.3, "µm")],
    ["Spritzenfilter PES 0,3 µm oder feiner", "pore-size", null, toBase(0.3, "µm")],
    ["C8 column, particles 2.5 µm or better", "particle-size", null, toBase(2.5, "µm")],
  ])("%s", (q, key, min, max) => {
    expect(only(q)).toEqual({ key, min, max });
  });

  it("'at least' on a pore size is a size, not a grade", () => {
    expect(only("syringe filter, pore size at least 0.3 µm")).toEqual({
      key: "pore-size",
      min: toBase(0.3, "µm"),
      max: null,
    });
  });
});

describe("a writer groups thousands one way", () => {
  it.each([
    // "1.000 U/min" can only be a thousand: the dots of the same request group thousands, "1.500 L" included.
    ["Glasbioreaktor, Arbeitsvolumen mind. 1.500 L, Rührer ≥ 1.000 U/min", "working-volume", 1500],
    // A decimal comma elsewhere ("0,5") makes every dot a grouping one.
    ["Bioreaktor 1.200 L Arbeitsvolumen, Begasung 0,5 vvm", "working-volume", 1200],
  ])("%s", (q, key, value) => {
    const read = numbersOf(q).find((r) => keyOf(r) === key);
    expect(read?.min ?? read?.max).toBe(toBase(value, "L"));
  });

  it("without such a sign, a dot before three digits of a volume stays a decimal point", () => {
    expect(only("bioreactor working volume 1.500 L")).toMatchObject({ key: "working-volume", min: toBase(1.5, "L") });
  });
});

describe("comparison words and abbreviations in three languages", () => {
  it.each([
    ["centrifuge that does not exceed 15,000 x g", "max-rcf", null, 15000],
    ["centrifuge in excess of 20,000 x g", "max-rcf", 20000, null],
    ["centrifuge, upwards of 10,000 rpm", "max-speed", 10000, null],
    ["Zentrifuge mind. 20.000 x g", "max-rcf", 20000, null],
    ["Zentrifuge wenigstens 15.000 rpm", "max-speed", 15000, null],
    ["incubateur CO2, volume inférieur ou égal à 150 L", "chamber-volume", null, 150],
    ["centrifugeuse supérieure ou égale à 10 000 rpm", "max-speed", 10000, null],
    // "Not exceeding" in its spellings: at most, never "about".
    ["CO2 incubator, chamber not exceeding 150 L", "chamber-volume", null, 150],
    ["incubateur CO2, volume n’excédant pas 150 L", "chamber-volume", null, 150],
    ["incubateur CO2, volume ne dépassant pas 150 L", "chamber-volume", null, 150],
  ])("%s", (q, key, min, max) => {
    expect(only(q)).toEqual({ key, min, max });
  });
});

describe("a pack's size in German and French", () => {
  it.each([
    ["pointes de pipette, paquet de 960"],
    ["pointes de pipette, sachet de 960"],
    ["Pipettenspitzen, Beutel zu 960"],
  ])("%s", (q) => {
    expect(only(q)).toEqual({ key: "pack-size", min: 960, max: 960 });
    expect(parse(q).uninterpreted).toEqual([]);
  });
});

describe("units in German and French spellings", () => {
  it.each([
    ["Laborzentrifuge ab 4.000 U/min", 4000],
    ["centrifugeuse au moins 15 000 tr/min", 15000],
    ["Zentrifuge mindestens 6000 UpM", 6000],
  ])("%s is a speed in rpm", (q, min) => {
    expect(only(q)).toEqual({ key: "max-speed", min, max: null });
  });

  it("hours in German are hours", () => {
    expect(only("ELISA kit, Ergebnis in höchstens 3 Stunden")).toEqual({
      key: "time-to-result",
      min: null,
      max: 10800,
    });
  });
});

describe("a bare g beside a centrifuge is a force, not a mass", () => {
  it.each([
    ["centrifuge in excess of 20,000 g", 20000],
    ["centrifugeuse au minimum 15 000 g", 15000],
  ])("%s", (q, min) => {
    expect(only(q)).toEqual({ key: "max-rcf", min, max: null });
  });

  it("its digits are read as a force's: a dot before three digits groups thousands (20.000 g is 20,000 × g)", () => {
    expect(only("Zentrifuge mindestens 20.000 g")).toEqual({ key: "max-rcf", min: 20000, max: null });
    expect(only("microcentrifuge, 15.000 g or more")).toEqual({ key: "max-rcf", min: 15000, max: null });
    expect(numbersOf("centrifuge 20.000 g")[0]).toMatchObject({ min: 20000, unit: "× g" });
    expect(only("centrifuge between 10.000 and 12.000 g")).toEqual({ key: "max-rcf", min: 10000, max: 12000 });
    // A mass keeps the decimal reading: 1.500 g of weighing capacity is one and a half grams.
    expect(numbersOf("balance, capacity at least 1.500 g")[0]).toMatchObject({ min: toBase(1.5, "g") });
  });

  it("is a mass where a word names one (a weight) or the kind weighs (a balance)", () => {
    expect(only("centrifuge, weight at most 2000 g").key).toBe("weight");
    expect(only("balance, capacity at least 220 g").key).toBe("weighing-capacity");
  });
});

describe("a thousands suffix after a specification's other name is not money", () => {
  it("resolution at least 60k is the resolving power; under 300k the price", () => {
    const { requirements } = parse("mass spec resolution at least 60k, under 300k");
    const number = requirements.find((r): r is NumberRequirement => r.kind === "number");
    expect(number && keyOf(number)).toBe("resolving-power");
    expect(number?.min).toBe(60000);
    const prices = requirements.filter((r) => r.kind === "price");
    expect(prices).toHaveLength(1);
    expect(prices[0]).toMatchObject({ max: 30000000 });
  });
});

describe("brands are read as written, not as a word without its plural s", () => {
  it("water is not Waters", () => {
    expect(parse("water bath").requirements.filter((r) => r.kind === "brand")).toEqual([]);
    expect(parse("remove water from samples").requirements.filter((r) => r.kind === "brand")).toEqual([]);
  });

  it("Waters is, and a misspelt brand still is", () => {
    expect(parse("Waters HPLC").requirements.some((r) => r.kind === "brand")).toBe(true);
    expect(parse("Sartorious balance").requirements.some((r) => r.kind === "brand")).toBe(true);
  });
});

describe("kind names and needs that imply a kind", () => {
  const kinds = (q: string) =>
    parse(q).requirements.flatMap((r) => (r.kind === "type" ? r.options.map((o) => o.value) : []));

  it.each([
    ["UV-Vis covering 200-800 nm", "UV-Vis spectrophotometer"],
    ["uv/vis, 190 to 1100 nm", "UV-Vis spectrophotometer"],
    ["I need to dry heat-sensitive samples without heating them", "Freeze dryer"],
    ["something to lyophilize protein samples", "Freeze dryer"],
  ])("%s", (q, kind) => {
    expect(kinds(q)).toContain(kind);
  });

  it.each([
    ["sterile filter tips", ["Pipette tip"]],
    ["freeze dryer vials 2 mL", ["Vial"]],
    ["centrifuge for 50 mL tubes", ["Centrifuge"]],
    ["sterile filter 0.22 µm", ["Syringe filter", "Capsule filter"]],
  ])("a kind's name before another kind's describes it; the last names the kind: %s", (q, expected) => {
    expect(kinds(q)).toEqual(expected);
  });

  it("the describing words are still read: sterile filter tips are sterile tips with a filter", () => {
    const labels = parse("sterile filter tips").requirements.map((r) => ("label" in r ? r.label : r.kind));
    expect(labels).toEqual(expect.arrayContaining(["Sterile: yes", "Filter tips", "Pipette tip"]));
  });

  it("a need read as a kind keeps the rest of the sentence: 'without heating' is checked, not searched for", () => {
    const parsed = parse("I need to dry heat-sensitive samples without heating them");
    expect(parsed.requirements).toContainEqual(expect.objectContaining({ kind: "feature", negated: true }));
    expect(parsed.keywords).not.toContain("heating");
  });
});

describe("negations in other words, and carried along a list", () => {
  const summary = (q: string) =>
    parse(q).requirements.map((r) =>
      r.kind === "enum" || r.kind === "brand" ? `${r.kind}:${r.negated ? "not " : ""}${r.label}` : r.kind,
    );

  it.each([
    ["mass spectrometer other than Orbitrap", "Technique: not Orbitrap MS"],
    ["ELISA kit, apart from Roche", "not Roche Diagnostics"],
    ["syringe filter, anything but PTFE", "Membrane: not PTFE"],
    ["filtre seringue autre que PTFE", "Membrane: not PTFE"],
  ])("%s", (q, label) => {
    expect(summary(q).join(" | ")).toContain(label);
    expect(summary(q).join(" | ")).not.toMatch(/enum:(?!not).*(Orbitrap|PTFE)/);
  });

  it("not a scale wanted when a scale is negated with a phrase", () => {
    const parsed = parse("anything but a benchtop centrifuge");
    expect(parsed.requirements.some((r) => r.kind === "scale")).toBe(false);
    expect(parsed.requirements).toContainEqual(
      expect.objectContaining({ kind: "feature", negated: true, source: "anything but a benchtop" }),
    );
  });

  it("not PES or PTFE leaves both out; neither Roche nor Merck both brands", () => {
    expect(summary("syringe filter not PES or PTFE")).toEqual([
      "type",
      "enum:not Membrane: not PES",
      "enum:not Membrane: not PTFE",
    ]);
    expect(summary("neither Roche nor Merck ELISA kit").filter((s) => s.startsWith("brand"))).toHaveLength(2);
    expect(summary("neither Roche nor Merck ELISA kit").every((s) => !s.startsWith("brand") || /not/.test(s))).toBe(
      true,
    );
  });

  it("PES or PTFE is either membrane, one requirement", () => {
    const enums = parse("syringe filter, PES or PTFE").requirements.filter((r) => r.kind === "enum");
    expect(enums).toHaveLength(1);
    expect(enums[0]).toMatchObject({ values: ["PES", "PTFE"] });
  });

  it("a narrower word negated with its kind is never required", () => {
    const parsed = parse("centrifuge without microcentrifuges");
    expect(parsed.requirements.filter((r) => r.kind === "feature" && !r.negated)).toEqual([]);
  });
});

describe("yes/no attributes in other words and languages", () => {
  const yesNo = (q: string) =>
    parse(q).requirements.flatMap((r) =>
      r.kind === "enum" && (r.values[0] === "yes" || r.values[0] === "no")
        ? [`${r.attributeIds[0]!.split(".")[1]}=${r.values.join()}`]
        : [],
    );

  it.each([
    ["Bioreaktor nicht Einweg", "single-use=no"],
    ["bioréacteur pas à usage unique", "single-use=no"],
    ["reusable bioreactor 10 L", "single-use=no"],
    ["disposable bioreactor bag, 50 L, not reusable", "single-use=yes"],
    ["tips, unsterile", "sterile=no"],
    ["pointes stériles 200 µl", "sterile=yes"],
  ])("%s", (q, expected) => {
    expect(yesNo(q)).toContain(expected);
  });
});

describe("a bare value is read as a buyer means it, never ±10 % (issue 35)", () => {
  const number = (q: string) => numbersOf(q)[0]!;

  it("on an operating range the range must hold it", () => {
    expect(number("SUB 500L")).toMatchObject({ comparator: "covers", min: 500, max: 500, bare: true });
  });

  it("on a capability at least it", () => {
    expect(number("need a centrifuge that does 25k rpm")).toMatchObject({ comparator: "above", min: 25000 });
    expect(number("qPCR with 6 channels")).toMatchObject({ comparator: "above", min: 6 });
  });

  it("on a condenser at least that cold", () => {
    expect(number("freeze dryer with a -105 °C condenser")).toMatchObject({ comparator: "below", max: -105 });
  });

  it("anything else the value within rounding: 0.2 µm is not 0.22 µm, 2 mL not 1.8 mL", () => {
    const pore = number("syringe filter 0.2 µm");
    expect(pore.max).toBeLessThan(toBase(0.22, "µm")!);
    const volume = number("2 mL vials");
    expect(volume.min).toBeGreaterThan(toBase(1.8, "mL")!);
  });

  it("on a time to result at most it: a result in 20 minutes is a result within 20 minutes", () => {
    expect(number("rapid antigen test, result in 20 min")).toMatchObject({ comparator: "below", min: null, max: 1200 });
    expect(number("Schnelltest, Ergebnis in 15 Minuten")).toMatchObject({ comparator: "below", max: 900 });
  });

  it("about keeps its band", () => {
    expect(number("vials of about 2 mL").min).toBeLessThanOrEqual(toBase(1.8, "mL")!);
  });

  it("about before a range is the range within rounding: the range already says how far off may be", () => {
    for (const q of ["CO2 incubator ~150–160 L", "CO2 incubator about 150 to 160 L", "CO2-Brutschrank ca. 150–160 L"]) {
      const volume = number(q);
      expect(volume.min).toBeGreaterThan(145);
      expect(volume.max).toBeLessThan(165);
    }
    expect(number("freeze dryer condenser about -80 to -90 °C")).toMatchObject({ min: -91, max: -79 });
  });

  it("from one end to the other is the whole range", () => {
    expect(number("spectrophotomètre UV-visible de 200 à 1000 nm")).toMatchObject({ comparator: "covers" });
    expect(number("UV-Vis spectrophotometer, from 190 to 1100 nm")).toMatchObject({ comparator: "covers" });
  });
});

describe("a point-of-care PCR test by other names", () => {
  it.each(["point-of-care PCR test for influenza", "bedside PCR test for influenza", "POC PCR test for influenza"])(
    "%s",
    (q) => {
      const parsed = parse(q);
      expect(parsed.requirements).toEqual([
        expect.objectContaining({ kind: "type", label: "Molecular point-of-care test" }),
      ]);
      expect(parsed.keywords).toEqual(["influenza"]);
    },
  );
});

describe("the start an option shares with others names them all", () => {
  it("class II is any class II cabinet; not class II excludes them", () => {
    const wanted = parse("class II biosafety cabinet").requirements.find((r) => r.kind === "enum");
    expect(wanted).toMatchObject({
      label: "Biosafety class: Class II",
      values: ["Class II, Type A2", "Class II, Type B2"],
    });
    const unwanted = parse("BSC not class II").requirements.find((r) => r.kind === "enum");
    expect(unwanted).toMatchObject({ label: "Biosafety class: not Class II", negated: true });
    expect(unwanted).toMatchObject({ values: ["Class I", "Class III"] });
  });
});

describe("a negative number without a unit is degrees, never a count", () => {
  it.each(["-80 storage box", "storage box for -80"])("%s", (q) => {
    const [number] = numbersOf(q);
    expect(number).toMatchObject({ dimension: "temperature", unit: "°C" });
    expect(number!.attributeIds.every((id) => !id.endsWith("pack-size"))).toBe(true);
  });
});

describe("a number many specifications could be says what it is", () => {
  it("cryovials for -196: a temperature, any of several", () => {
    const [number] = numbersOf("cryovials for -196");
    expect(number).toMatchObject({ ambiguous: true, dimension: "temperature" });
    expect(number!.label).toMatch(/^Temperature \(any of \d+ specifications\)$/);
  });
});

describe("a budget is a ceiling, even around a figure", () => {
  it.each(["pilot lyophiliser, budget around 130k GBP", "freeze dryer, budget of about $20,000"])("%s", (q) => {
    const price = parse(q).requirements.find((r) => r.kind === "price");
    expect(price).toMatchObject({ comparator: "below", min: null });
  });
});

describe("what is not wanted is checked on the product's own words, never searched for", () => {
  const features = (q: string) =>
    parse(q).requirements.flatMap((r) =>
      r.kind === "feature" ? [`${r.negated ? "not " : ""}${r.terms.join("|")}`] : [],
    );

  it.each([
    ["freeze dryer, not benchtop, under $50k", "not benchtop|bench-top|tabletop"],
    ["HPLC without fluorescence detector, under 100k", "not FLD|fluorescence"],
    ["2 mL vials, not amber", "not amber"],
    ["LC column not C18", "not C18"],
    ["centrifuge without microcentrifuges", "not microcentrifuge|micro-centrifuge"],
  ])("%s", (q, feature) => {
    const parsed = parse(q);
    expect(features(q)).toContain(feature);
    expect(parsed.keywords).toEqual([]);
    expect(parsed.uninterpreted).toEqual([]);
  });

  it("a price after a clause that ends in a specification's name is still a price", () => {
    expect(parse("HPLC without fluorescence detector, under 100k").requirements.some((r) => r.kind === "price")).toBe(
      true,
    );
  });

  it("de paillasse and Tischgerät are benchtop", () => {
    expect(parse("centrifugeuse de paillasse").requirements.some((r) => r.kind === "scale")).toBe(true);
    expect(parse("Zentrifuge, Tischgerät").requirements.some((r) => r.kind === "scale")).toBe(true);
  });
});

describe("more names of kinds, and what a product is for", () => {
  const kinds = (q: string) =>
    parse(q).requirements.flatMap((r) => (r.kind === "type" ? r.options.map((o) => o.value) : []));

  it.each([
    ["minifuge", "Centrifuge"],
    ["tabletop microfuge", "Centrifuge"],
    ["plaque 96 puits", "Microplate"],
    ["deepwell plate 2 ml", "Microplate"],
    ["LC/MS/MS for small molecules", "Triple quadrupole MS"],
  ])("%s", (q, kind) => {
    expect(kinds(q)).toContain(kind);
  });

  it("a container's volume after 'for' is what the product is for, never its own size", () => {
    const parsed = parse("minifuge for 1.5 ml tubes");
    expect(parsed.requirements.some((r) => r.kind === "number")).toBe(false);
    expect(parsed.uninterpreted.map((u) => u.text)).toContain("1.5 ml tubes");
    // "for 500 liter batches" is the bioreactor's own volume.
    expect(numbersOf("bioreactor for 500 liter batches")).toHaveLength(1);
  });
});

describe("long requests of numbers, units and negations read like any other", () => {
  // How long they take is measured by `npm run bench:relevance` (beside ordinary requests), not asserted here.
  it.each(LONG_HOSTILE_REQUESTS)("%#", (q) => {
    const parsed = parse(q);
    expect(parsed.text.length).toBeLessThanOrEqual(500);
    expect(parsed.requirements.length).toBeLessThanOrEqual(12);
    expect(() =>
      requirementsSchema.parse({ requirements: parsed.requirements, keywords: parsed.keywords }),
    ).not.toThrow();
  });
});

describe("words that state a specification without a number", () => {
  it.each([
    "rapid antigen test kept in the fridge",
    "ELISA kit, stored in the fridge",
    "Schnelltest, Lagerung im Kühlschrank",
    "test rapide, conservation au réfrigérateur",
  ])("%s: stored at 2–8 °C", (q) => {
    expect(only(q)).toEqual({ key: "storage-temperature", min: 2, max: 8 });
  });

  it("the fridge and its temperatures written out are one requirement, read the same way", () => {
    const storage = numbersOf("rapid antigen test, fridge storage (2–8 °C)");
    expect(storage).toHaveLength(1);
    expect(storage[0]).toMatchObject({ comparator: "covers", min: 2, max: 8 });
  });

  it.each(["refrigerated centrifuge", "centrifugeuse de paillasse réfrigérée", "gekühlte Zentrifuge"])("%s", (q) => {
    expect(only(q)).toEqual({ key: "temperature-range", min: null, max: 4 });
  });

  it("not refrigerated is not a temperature wanted; alone it names nothing", () => {
    expect(numbersOf("centrifuge not refrigerated")).toEqual([]);
    expect(numbersOf("refrigerated")).toEqual([]);
  });
});

describe("a value ruled out is reported, never read as the value wanted (session 29)", () => {
  it.each([
    ["syringe filter not 0.45 µm", "not 0.45 µm"],
    ["centrifuge, not 20,000 x g", "not 20,000 x g"],
    ["vials, no 2 mL", "no 2 mL"],
    ["single-use bioreactor, without 50 L", "without 50 L"],
    ["Spritzenfilter, kein 0,45 µm", "kein 0,45 µm"],
    ["filtre seringue, pas 0,45 µm", "pas 0,45 µm"],
  ])("%s", (q, reported) => {
    const parsed = parse(q);
    expect(numbersOf(q)).toEqual([]);
    expect(parsed.uninterpreted).toContainEqual({ text: reported, reason: NOT_WANTED });
  });

  it("a negated comparison is still a comparison", () => {
    expect(numbersOf("centrifuge not less than 20,000 x g")[0]).toMatchObject({ min: 20000, max: null });
    expect(numbersOf("balance, no more than 6 kg")[0]).toMatchObject({ max: 6 });
  });

  it("not 384 wells rules out a plate that says 384-well", () => {
    expect(parse("microplate, not 384 wells").requirements).toContainEqual(
      expect.objectContaining({ kind: "feature", label: "Not 384-well", terms: ["384-well"], negated: true }),
    );
    expect(parse("96-well plate").requirements.find((r) => r.kind === "feature")).toEqual(
      expect.objectContaining({ label: "96-well", terms: ["96-well"] }),
    );
    expect(parse("96-well plate").requirements.find((r) => r.kind === "feature")).not.toHaveProperty("negated");
  });
});
