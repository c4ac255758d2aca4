// What a request says that the finder must not drop or misread (issue 35, from the third blind set's wrong claims,
// looked into in session 26): each rule with examples of our own, not the set's requests. A part the parser cannot
// read is reported as not understood (so no result says "Meets all"); a part it can read is read the way it is meant.
import { describe, expect, it } from "vitest";
import { parseRequest } from "./parse";
import type { NumberRequirement } from "./requirements";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";

const vocabulary = seedVocabularyWithRanges();
const parse = (q: string) => parseRequest(q, vocabulary);
const numbersOf = (q: string) => parse(q).requirements.filter((r): r is NumberRequirement => r.kind === "number");
const unread = (q: string) => parse(q).uninterpreted.map((u) => u.text);

describe("a word that starts with a digit is never dropped without a word", () => {
  it.each([
    ["tube rack 2x48 for a benchtop centrifuge", "2x48"],
    ["centrifuge like the 5424R", "5424R"],
    ["rotor in a 3x2 layout, at least 4000 rpm", "3x2"],
  ])("%s", (q, part) => {
    expect(unread(q).join(" ")).toContain(part);
    expect(parse(q).keywords).toContain(part.toLowerCase());
  });
});

describe("an option's abbreviation or other name is read as that option", () => {
  it.each([
    ["CA membrane syringe filters, 0.45 µm", ["Cellulose acetate"]],
    ["syringe filter, cellulose acetate membrane", ["Cellulose acetate"]],
    ["polyethersulfone syringe filter 25 mm", ["PES"]],
    ["Spritzenfilter Celluloseacetat", ["Cellulose acetate"]],
    ["filtre seringue acétate de cellulose", ["Cellulose acetate"]],
    ["polyvinylidene fluoride syringe filter", ["PVDF"]],
  ])("%s", (q, values) => {
    const membrane = parse(q).requirements.find((r) => r.kind === "enum");
    expect(membrane).toMatchObject({ kind: "enum", values });
  });

  it("reads a short abbreviation only as written in capitals: 'ca' before a number is circa", () => {
    expect(parse("Zentrifuge ca 5000 rpm").requirements.some((r) => r.kind === "enum")).toBe(false);
    expect(numbersOf("Zentrifuge ca 5000 rpm")).toHaveLength(1);
  });
});

describe("a German or French name of a product's feature is read as the feature", () => {
  it.each([
    ["CO2-Inkubator ohne Direktheizung", true],
    ["incubateur CO2 sans chauffage direct", true],
    ["CO2 incubator with direct heat", false],
  ])("%s", (q, negated) => {
    const feature = parse(q).requirements.find((r) => r.kind === "feature");
    expect(feature).toMatchObject({ kind: "feature", terms: expect.arrayContaining(["direct-heat"]) });
    expect(feature?.kind === "feature" && Boolean(feature.negated)).toBe(negated);
  });
});

describe("benchtop is checked on the words that say benchtop, never on 'laboratory'", () => {
  it.each(["benchtop freeze dryer", "tabletop lyophilizer", "Gefriertrockner Tischgerät", "lab scale freeze dryer"])(
    "%s",
    (q) => {
      const scale = parse(q).requirements.find((r) => r.kind === "scale");
      expect(scale).toMatchObject({ kind: "scale", scale: "benchtop" });
      expect(scale?.kind === "scale" && scale.terms).not.toContain("laboratory");
    },
  );
});

describe("reaching a temperature below zero is reaching that cold", () => {
  it.each([
    ["freeze dryer reaching -85 °C", "below", -85],
    ["ultra-low condenser that reaches -105°C", "below", -105],
    ["CO2 incubator reaching 50 °C", "above", 50],
  ])("%s", (q, comparator, value) => {
    const [temperature] = numbersOf(q);
    expect(temperature).toMatchObject({ comparator, ...(comparator === "below" ? { max: value } : { min: value }) });
  });
});

describe("a range a product is for is a range it must cover", () => {
  it.each([
    ["glass bioreactor for 3–15 L", "working-volume"],
    ["Bioreaktor für 5 bis 50 Liter", "working-volume"],
    ["bioréacteur pour 2 à 20 L", "working-volume"],
  ])("%s", (q, key) => {
    const [volume] = numbersOf(q);
    expect(volume?.attributeIds.some((id) => id.endsWith(`.${key}`))).toBe(true);
    expect(volume).toMatchObject({ comparator: "covers" });
  });
});

describe("kinds, attributes and negations in the words buyers use", () => {
  const kindOf = (q: string) => parse(q).requirements.find((r) => r.kind === "type");
  it.each([
    ["pointes à filtre 1000 µL", "Pipette tip"],
    ["pointe de pipette stérile", "Pipette tip"],
    ["Echtzeit-PCR-Gerät mit 96 Wells", "Real-time PCR"],
    ["PCR en temps réel, 384 puits", "Real-time PCR"],
    ["Mikrotiterplatten mit 384 Wells", "Microplate"],
  ])("%s is a %s", (q, kind) => {
    const found = kindOf(q);
    expect(found?.kind === "type" && found.options.map((o) => o.value)).toEqual([kind]);
    expect(parse(q).uninterpreted).toEqual([]);
  });

  it("reads 'pointes à filtre' as filter tips, not as filters", () => {
    const requirements = parse("pointes à filtre 200 µL").requirements;
    expect(requirements.filter((r) => r.kind === "type")).toHaveLength(1);
    expect(requirements).toContainEqual(expect.objectContaining({ kind: "feature", terms: ["filter"] }));
  });

  it.each(["isn't", "is not", "that's not"])("reads “%s” before a brand as excluding it", (words) => {
    const brand = parse(`CO2 incubator that ${words} Sartorius`).requirements.find((r) => r.kind === "brand");
    expect(brand).toMatchObject({ kind: "brand", negated: true });
  });

  it("reads 'shelves' as naming the shelf temperature", () => {
    const [shelves] = numbersOf("pilot freeze dryer, shelves down to -55 °C");
    expect(shelves?.attributeIds).toEqual(["biopharma-machinery.shelf-temperature"]);
  });
});

describe("numbers written the way buyers write them", () => {
  it.each(["CO2 incubator 170 litres+", "CO2 incubator 170 L+"])("%s: a “+” after the unit is “or more”", (q) => {
    expect(numbersOf(q)).toEqual([expect.objectContaining({ comparator: "above", min: 170, max: null })]);
    expect(parse(q).uninterpreted).toEqual([]);
  });

  it.each([
    ["UV-Vis spectrophotometer 200–900 nm", "wavelength-range"],
    ["LC column, pH 2–10", "ph-range"],
  ])("%s: a bare range on a range specification is covered by the product", (q, key) => {
    const [range] = numbersOf(q);
    expect(range?.attributeIds.some((id) => id.endsWith(`.${key}`))).toBe(true);
    expect(range).toMatchObject({ comparator: "covers" });
  });

  it("reads a range on a single value as the value lying within it", () => {
    expect(numbersOf("CO2 incubator 150–200 L")[0]).toMatchObject({ comparator: "between" });
  });

  it("does not report the words of a relative clause as not understood", () => {
    expect(unread("pilot freeze dryer whose shelves go down to -55 °C")).toEqual([]);
  });
});

describe("'6 x 250 mL': how many of what a product holds, checked on its own words", () => {
  it.each([
    ["swing-out centrifuge 6x250ml", "6 x 250", "Holds 6 × 250 mL"],
    ["centrifuge with a rotor for 24 x 1.5 ml tubes", "24 x 1.5", "Holds 24 × 1.5 mL"],
    ["Zentrifuge 4 × 400 ml, mind. 4000 rpm", "4 x 400", "Holds 4 × 400 mL"],
    ["centrifugeuse 24 x 1,5 ml", "24 x 1.5", "Holds 24 × 1.5 mL"],
  ])("%s", (q, term, label) => {
    const held = parse(q).requirements.find((r) => r.kind === "feature");
    expect(held).toMatchObject({ kind: "feature", label, terms: expect.arrayContaining([term]) });
    // The volume is what each place holds, not the product's own volume, and the count is not a bare number.
    expect(numbersOf(q).filter((r) => r.dimension === "volume")).toEqual([]);
    expect(unread(q).join(" ")).not.toMatch(/\d/);
  });
});

describe("a kind named after 'with' another kind is a part of the first, not a second kind", () => {
  it.each([
    "pipette tips with filter, 200 µL",
    "Pipettenspitzen 10 µl steril mit Filter",
    "pointes de pipette avec filtre",
  ])("%s", (q) => {
    const requirements = parse(q).requirements;
    const kinds = requirements.flatMap((r) => (r.kind === "type" ? r.options.map((o) => o.value) : []));
    expect(kinds).toEqual(["Pipette tip"]);
    expect(requirements).toContainEqual(
      expect.objectContaining({ kind: "feature", terms: expect.arrayContaining(["filter"]) }),
    );
  });
});

describe("a kind negated after another kind is a part the first goes without", () => {
  it.each(["200 µl pipette tips with no filter", "Pipettenspitzen ohne Filter, steril", "pointes sans filtre"])(
    "%s",
    (q) => {
      const requirements = parse(q).requirements;
      const kinds = requirements.flatMap((r) => (r.kind === "type" ? r.options.map((o) => o.value) : []));
      expect(kinds).toEqual(["Pipette tip"]);
      // No exclusion of the filter kinds (the tips are none of them): the tips' own words must not say filter.
      expect(requirements.filter((r) => r.kind === "enum" && r.negated)).toEqual([]);
      expect(requirements).toContainEqual(
        expect.objectContaining({ kind: "feature", negated: true, terms: ["filter"], label: "Without filter" }),
      );
    },
  );

  it("'Spitzen ohne Filter, 480er Pack': a German count adjective is the count", () => {
    const q = "Spitzen ohne Filter, 480er Pack";
    expect(numbersOf(q)).toContainEqual(expect.objectContaining({ label: "Pack size", min: 480, max: 480 }));
    expect(unread(q)).toEqual([]);
  });

  it("a negated kind that shares options with the wanted one is still read as an exclusion", () => {
    const requirements = parse("mass spectrometer, but not an Orbitrap").requirements;
    expect(requirements).toContainEqual(expect.objectContaining({ kind: "enum", negated: true }));
    expect(requirements.some((r) => r.kind === "feature")).toBe(false);
  });
});

describe("detectors, pumps, cabinet classes and accessories by the names buyers use (session 27)", () => {
  const featureTerms = (q: string) =>
    parse(q).requirements.flatMap((r) =>
      r.kind === "feature" ? [`${r.negated ? "not " : ""}${r.terms.join("|")}`] : [],
    );

  it.each([
    ["UHPLC with PDA detector", "DAD|diode array"],
    ["HPLC-System mit Diodenarray-Detektor", "DAD|diode array"],
    ["LC with FLD", "FLD|fluorescence"],
    ["HPLC avec détecteur de fluorescence", "FLD|fluorescence"],
    ["quat pump HPLC", "quaternary"],
    ["gradient UHPLC", "binary|quaternary"],
    ["HPLC, no isocratic pumps", "not isocratic"],
    ["Feinwaage mit Ionisator", "ionizer|ioniser"],
  ])("%s", (q, terms) => {
    expect(featureTerms(q)).toContain(terms);
    expect(unread(q)).toEqual([]);
  });

  it("a detector named alone implies a liquid chromatograph", () => {
    const kinds = parse("DAD, 600 bar").requirements.flatMap((r) =>
      r.kind === "type" ? r.options.map((o) => o.value) : [],
    );
    expect(kinds).toEqual(["HPLC", "UHPLC"]);
  });

  it.each([
    ["B2 biosafety cabinet", "Class II, Type B2", false],
    ["class II A2 hood", "Class II, Type A2", false],
    ["BSC, anything but B2", "Class II, Type B2", true],
  ])("%s: a cabinet's class by its type", (q, option, negated) => {
    const classes = parse(q).requirements.filter((r) => r.kind === "enum");
    expect(classes).toHaveLength(1);
    const [reading] = classes;
    expect(reading.kind === "enum" && Boolean(reading.negated)).toBe(negated);
    expect(reading.kind === "enum" && reading.values.includes(option)).toBe(!negated);
    expect(unread(q)).toEqual([]);
  });

  it("'b2' in lower case is no cabinet class", () => {
    expect(parse("vitamin b2 assay").requirements.some((r) => r.kind === "enum")).toBe(false);
  });

  it("an abbreviation of an option no kind named records is searched for as words, not read as that option", () => {
    // "B2" is a cabinet's type, but an ELISA records no cabinet class: the request is about vitamin B2.
    const q = "vitamin B2 ELISA kit";
    expect(parse(q).requirements.some((r) => r.kind === "enum")).toBe(false);
    expect(unread(q).join(" ")).toContain("B2");
    // With a cabinet named it still is the cabinet's type ("B2 biosafety cabinet" above).
  });

  it("'not Thermo Fisher' leaves no word of the brand unread", () => {
    expect(parse("CO2 incubator, not Thermo Fisher").requirements).toContainEqual(
      expect.objectContaining({ kind: "brand", negated: true }),
    );
    expect(unread("CO2 incubator, not Thermo Fisher")).toEqual([]);
  });

  it("'d'au moins 150 litres': a comparison after an elided article", () => {
    expect(numbersOf("incubateur CO2 d'au moins 150 litres")).toContainEqual(
      expect.objectContaining({ comparator: "above", min: 150 }),
    );
    expect(unread("incubateur CO2 d'au moins 150 litres")).toEqual([]);
  });
});

describe("a misspelt narrowing word is read, a near word is not", () => {
  it.each([
    ["ultracentifuge, 60,000 x g", "Ultracentrifuge"],
    ["microcentrifge for 24 tubes", "Microcentrifuge"],
  ])("%s", (q, label) => {
    const parsed = parse(q);
    expect(parsed.requirements).toContainEqual(expect.objectContaining({ kind: "feature", label }));
    expect(parsed.notices.join(" ")).toMatch(/was read as/);
  });

  it.each(["deionised water", "ionized air"])("%s is no ionizer", (q) => {
    expect(parse(q).requirements.some((r) => r.kind === "feature")).toBe(false);
  });
});

describe("a product line's name for its kind", () => {
  it("ÄKTA is a chromatography system", () => {
    const kinds = parse("ÄKTA, 20 mL/min").requirements.flatMap((r) =>
      r.kind === "type" ? r.options.map((o) => o.value) : [],
    );
    expect(kinds).toEqual(["Chromatography system"]);
  });
});

describe("more of what buyers write", () => {
  const kindsOf = (q: string) =>
    parse(q).requirements.flatMap((r) => (r.kind === "type" ? r.options.map((o) => o.value) : []));

  it.each([
    ["biosafty cabinet class II", "Biosafety cabinet"],
    ["biosaftey cabinet, 1.2 m wide", "Biosafety cabinet"],
    ["Begasungsbrutschrank 150 Liter", "CO2 incubator"],
  ])("%s: a misspelt or German kind of several words is read", (q, kind) => {
    expect(kindsOf(q)).toEqual([kind]);
  });

  it("'filterless tips' excludes filters", () => {
    const requirements = parse("filterless 1000 µl tips").requirements;
    expect(requirements).toContainEqual(expect.objectContaining({ kind: "feature", negated: true, terms: ["filter"] }));
    expect(unread("filterless 1000 µl tips")).toEqual([]);
  });

  it("'sub-3 micron' is below 3 µm, and 'sub' there is no single-use bioreactor", () => {
    const q = "150 mm column, sub-3 micron particles";
    expect(numbersOf(q).find((r) => r.attributeIds.some((id) => id.endsWith(".particle-size")))).toMatchObject({
      comparator: "below",
    });
    expect(kindsOf(q)).toEqual(["LC column"]);
  });

  it.each([
    ["PCT ELISA", "procalcitonin"],
    ["procalcitonine rapid test", "procalcitonin"],
    ["C-reactive protein rapid test", "CRP"],
    ["TNF-α immunoassay", "TNF-alpha"],
    ["interleukin-6 ELISA kit", "IL-6"],
  ])("%s names what the kit detects", (q, term) => {
    expect(parse(q).requirements).toContainEqual(
      expect.objectContaining({ kind: "feature", terms: expect.arrayContaining([term]) }),
    );
    expect(unread(q)).toEqual([]);
  });
});

describe("a count written onto its noun with a hyphen", () => {
  it("'6-channel qPCR' is six detection channels (a capability: six or more)", () => {
    expect(numbersOf("6-channel qPCR, non-Roche")).toEqual([
      expect.objectContaining({ attributeIds: ["analytical-instruments.detection-channels"], min: 6, max: null }),
    ]);
  });

  it("'96-well' stays a count of wells, and a count no specification names is reported", () => {
    expect(parse("96-well plate").requirements).toContainEqual(expect.objectContaining({ label: "96-well" }));
    expect(unread("3-year warranty centrifuge").join(" ")).toMatch(/3/);
  });
});
