// The finder's parser on the classes (issue 36): units and numbers written many ways, negated comparisons,
// "up to" a capability, kinds by other (German, French) names, negation, and a long hostile request. The examples
// are the parser's own, written for these tests; the relevance benchmark's requests are separate.
import { describe, expect, it } from "vitest";
import { parseRequest } from "./parse";
import { MAX_REQUEST_LENGTH, requirementsSchema, type NumberRequirement } from "./requirements";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";

const vocabulary = seedVocabularyWithRanges();
const parse = (q: string) => parseRequest(q, vocabulary);
const numbers = (q: string) => parse(q).requirements.filter((r): r is NumberRequirement => r.kind === "number");
const only = (q: string) => {
  const found = numbers(q);
  expect(found, q).toHaveLength(1);
  return found[0];
};
const keys = (r: NumberRequirement) => [...new Set(r.attributeIds.map((id) => id.split(".")[1]))];

describe("units and numbers", () => {
  it.each(["200 µl", "200 µL", "200 ul", "200 uL", "200 microliters", "200 microlitre", "200 µ l"])(
    "pipette tips %s is a volume of 200 µL",
    (written) => {
      const r = only(`pipette tips ${written}`);
      expect(r).toMatchObject({ dimension: "volume", unit: "µL" });
      expect(r.min).toBeCloseTo(0.000196, 9);
    },
  );

  it("reads 'k' after a number as thousands for speeds, forces and counts; '50 K' near a temperature stays kelvin", () => {
    expect(only("centrifuge at least 50k rpm")).toMatchObject({ dimension: "rotation", min: 50000 });
    expect(only("centrifuge at least 20k x g")).toMatchObject({ dimension: "rcf", min: 20000 });
    expect(only("Orbitrap resolving power at least 240k")).toMatchObject({ dimension: "count", min: 240000 });
    expect(keys(only("Orbitrap resolving power at least 240k"))).toEqual(["resolving-power"]);
    expect(only("freeze dryer condenser temperature colder than 200 K")).toMatchObject({
      dimension: "temperature",
      unit: "K",
    });
  });

  it("reads German thousands and decimal separators (the rule: a dot before exactly three digits is a thousands separator before rpm, × g or a count)", () => {
    expect(only("centrifuge at least 20.000 x g")).toMatchObject({ dimension: "rcf", min: 20000 });
    expect(only("centrifuge at least 15.000 rpm")).toMatchObject({ min: 15000 });
    expect(only("centrifuge at least 1.500 rpm")).toMatchObject({ min: 1500 });
    expect(only("vial 1,5 ml")).toMatchObject({ dimension: "volume", unit: "mL" });
    expect(only("vial 1,5 ml").min).toBeCloseTo(0.00147, 9); // a bare value: within 2 %
    expect(only("centrifuge at least 1.234,5 rpm")).toMatchObject({ min: 1234.5 });
    // English still reads as before.
    expect(only("centrifuge at least 15,000 rpm")).toMatchObject({ min: 15000 });
    expect(only("balance readability 0.1 mg").min).toBeCloseTo(0.098e-6, 12);
    expect(only("tips 1.000 mL").min).toBeCloseTo(0.00098, 9); // a volume: 1.000 is one millilitre
  });

  it("reads counts that are not units as their own attribute or as searched words, never as tests per kit", () => {
    const plate = parse("microplate 384 wells");
    expect(plate.requirements.some((r) => r.kind === "number")).toBe(false);
    // Wells are their own requirement, checked on the product's words (issue 35).
    expect(plate.requirements).toContainEqual(expect.objectContaining({ kind: "feature", terms: ["384-well"] }));
    expect(keys(only("pipette tips pack of 50"))).toEqual(["pack-size"]);
    const elisa = parse("ELISA kit for 96 samples");
    expect(elisa.requirements.some((r) => r.kind === "number")).toBe(false);
    expect(elisa.keywords).toContain("96");
    expect(parse("centrifugal filter 10K MWCO").keywords).toEqual(expect.arrayContaining(["10k", "mwco"]));
  });
});

describe("bad input", () => {
  it("a 500-character request full of numbers, units, separators and negations parses to a well-formed result", () => {
    const pieces = [
      "not below 1.000.000,5 µl",
      "no more than 50k rpm",
      "-20.000,000,000 x g",
      "1,5,5,5,5 ml",
      "9.999.999.999K",
      "without 2-8-2-8 °C",
      "mindestens 15.000",
      "up to 2,000,000 L",
      "non-sterile 384 wells",
      "au moins 1..2..3 nm",
    ];
    const request = Array.from({ length: 40 }, (_, i) => pieces[i % pieces.length])
      .join(" ")
      .slice(0, MAX_REQUEST_LENGTH);
    const parsed = parse(request);
    expect(parsed.text.length).toBeLessThanOrEqual(MAX_REQUEST_LENGTH);
    expect(requirementsSchema.safeParse({ requirements: parsed.requirements, keywords: parsed.keywords }).success).toBe(
      true,
    );
    const digits = parse(`${"1.".repeat(240)}x`);
    expect(requirementsSchema.safeParse({ requirements: digits.requirements, keywords: digits.keywords }).success).toBe(
      true,
    );
  });
});

describe("comparisons", () => {
  it.each([
    ["centrifuge no smaller than 15,000 rpm", "above", 15000],
    ["SUB no less than 200 L", "above", 200],
    ["SUB not less than 200 L", "above", 200],
    ["SUB not below 200 L", "above", 200],
    ["SUB not under 200 L", "above", 200],
    ["SUB not more than 200 L", "below", 200],
    ["SUB no more than 200 L", "below", 200],
    ["SUB not above 200 L", "below", 200],
    ["SUB not over 200 L", "below", 200],
    ["SUB no greater than 200 L", "below", 200],
    ["freeze dryer condenser not warmer than −80 °C", "below", -80],
  ])("%s", (q, comparator, bound) => {
    const r = only(q);
    expect(r.comparator).toBe(comparator);
    expect(comparator === "above" ? r.min : r.max).toBe(bound);
  });

  it("reads 'up to' on a capacity, a maximum rating or an operating range as what the product reaches", () => {
    expect(only("scalable SUB up to 2,000 L")).toMatchObject({ comparator: "above", min: 2000, max: null });
    expect(only("bioreactor with agitation up to 800 rpm")).toMatchObject({ comparator: "above", min: 800 });
    expect(only("balance weighing up to 320 g")).toMatchObject({ comparator: "above", min: 0.32 });
    expect(only("centrifuge up to 30,000 x g")).toMatchObject({ comparator: "above", min: 30000 });
    // A size is not a capability: "up to" stays a ceiling, and so do the words that only say "at most".
    expect(only("CO2 incubator up to 100 L")).toMatchObject({ comparator: "below", max: 100 });
    expect(only("SUB at most 2,000 L")).toMatchObject({ comparator: "below", max: 2000 });
    // "max" on a maximum may name it or cap it (issue 35): only the value itself meets both readings.
    expect(only("centrifuge max 30,000 x g")).toMatchObject({ comparator: "about", min: 30000, max: 30000 });
    expect(only("centrifuge weight max 30 kg")).toMatchObject({ comparator: "below", max: 30 });
  });

  it("reads words that say a product reaches a value as at least", () => {
    expect(only("benchtop centrifuge reaching 20,000 x g")).toMatchObject({ comparator: "above", min: 20000 });
    expect(only("UHPLC capable of 1,300 bar")).toMatchObject({ comparator: "above", min: 1300 });
    expect(only("Orbitrap resolving power at least 1M")).toMatchObject({ min: 1000000 });
  });

  it.each([
    ["Zentrifuge mindestens 15.000 rpm", "above", 15000],
    ["Zentrifuge höchstens 15.000 rpm", "below", 15000],
    ["Brutschrank ab 150 L", "above", 150],
    ["Brutschrank unter 100 L", "below", 100],
    ["Brutschrank über 150 L", "above", 150],
    ["Brutschrank nicht mehr als 100 L", "below", 100],
    ["Zentrifuge bis 30.000 x g", "above", 30000],
    ["centrifugeuse au moins 15 000 rpm", "above", 15000],
    ["incubateur au plus 100 L", "below", 100],
    ["incubateur moins de 100 L", "below", 100],
    ["incubateur plus de 150 L", "above", 150],
    ["centrifugeuse jusqu'à 30 000 x g", "above", 30000],
  ])("%s", (q, comparator, bound) => {
    const r = only(q);
    expect(r.comparator).toBe(comparator);
    expect(comparator === "above" ? r.min : r.max).toBe(bound);
  });

  it("reads ranges written out in German and French", () => {
    expect(only("Kit Lagerung zwischen 2 und 8 °C")).toMatchObject({ comparator: "covers", min: 2, max: 8 });
    // From one end to the other ("de … à"): the whole range, as a cover word asks (issue 35).
    expect(only("spectrophotomètre de 200 à 900 nm")).toMatchObject({ comparator: "covers" });
  });
});

describe("kinds by another name", () => {
  const kinds = (q: string) =>
    parse(q)
      .requirements.filter((r) => r.kind === "type")
      .flatMap((r) => (r.kind === "type" ? r.options.map((o) => o.value) : []));

  it.each([
    ["cryovials", ["Vial"]],
    ["PCR plate", ["Microplate"]],
    ["384 well PCR plates", ["Microplate"]],
    ["microplate", ["Microplate"]],
    ["lyo", ["Freeze dryer", "Freeze dryer"]],
    ["SUB", ["Single-use bioreactor"]],
    ["Gefriertrockner", ["Freeze dryer", "Freeze dryer"]],
    ["Brutschrank", ["CO2 incubator"]],
    ["Sicherheitswerkbank", ["Biosafety cabinet"]],
    ["Analysenwaage", ["Analytical balance"]],
    ["Pipettenspitzen", ["Pipette tip"]],
    ["Zentrifuge", ["Centrifuge"]],
    ["centrifugeuse", ["Centrifuge"]],
    ["lyophilisateur", ["Freeze dryer", "Freeze dryer"]],
    ["bioréacteur", ["Single-use bioreactor", "Glass bioreactor"]],
    ["bioreacteur", ["Single-use bioreactor", "Glass bioreactor"]],
    ["hotte", ["Biosafety cabinet"]],
    ["balance analytique", ["Analytical balance"]],
    ["spectrophotomètre", ["UV-Vis spectrophotometer", "Microvolume spectrophotometer"]],
  ])("%s", (q, expected) => {
    expect(kinds(q)).toEqual(expected);
    expect(parse(q).notices.join(" ")).not.toMatch(/was read as/);
  });

  it("reads a German request with its kind and comparison words", () => {
    const parsed = parse("Gefriertrockner mit Kondensator mindestens −80 °C");
    expect(parsed.requirements[0]).toMatchObject({ kind: "type", label: "Freeze dryer" });
  });
});

describe("other languages' names are read as written only", () => {
  it("does not take an English word one letter away for a German or French name", () => {
    expect(parse("Falcon tubes").requirements.filter((r) => r.kind === "type")).toEqual([]);
    expect(parse("runs hotter").requirements.filter((r) => r.kind === "type")).toEqual([]);
  });
});

describe("negation", () => {
  const kindsOf = (q: string) => parse(q).requirements.filter((r) => r.kind === "type");

  it("never reads a negated scale word as a scale wanted", () => {
    for (const q of ["not benchtop freeze dryer", "freeze dryer, not a benchtop one", "nicht benchtop Zentrifuge"]) {
      const parsed = parse(q);
      expect(
        parsed.requirements.some((r) => r.kind === "scale"),
        q,
      ).toBe(false);
      // Checked instead on the product's own words: it must not call itself benchtop (issue 35).
      expect(parsed.requirements, q).toContainEqual(
        expect.objectContaining({ kind: "feature", negated: true, terms: expect.arrayContaining(["benchtop"]) }),
      );
    }
    const production = parse("production freeze dryer, not benchtop");
    expect(production.contradictions).toEqual([]);
    expect(production.requirements).toContainEqual(expect.objectContaining({ kind: "scale", scale: "production" }));
  });

  it("reads 'no single-use bioreactor' as a bioreactor that is not single-use", () => {
    const parsed = parse("no single-use bioreactor");
    expect(parsed.requirements).toContainEqual(
      expect.objectContaining({ kind: "enum", attributeIds: ["biopharma-machinery.single-use"], values: ["no"] }),
    );
    expect(kindsOf("no single-use bioreactor")).toEqual([
      expect.objectContaining({ label: expect.stringMatching(/Glass bioreactor/) }),
    ]);
    expect(parse("bioreactor without single-use").requirements).toContainEqual(
      expect.objectContaining({ kind: "enum", values: ["no"] }),
    );
    expect(parse("tips sans sterile").requirements).toContainEqual(expect.objectContaining({ values: ["no"] }));
  });

  it("reads a negated option as any other option of its attribute", () => {
    const membrane = parse("syringe filter, not PVDF").requirements.find((r) => r.kind === "enum");
    expect(membrane).toMatchObject({ kind: "enum", label: "Membrane: not PVDF" });
    expect(membrane?.kind === "enum" && membrane.values).toEqual(["PES", "PTFE", "Nylon", "Cellulose acetate"]);
  });

  it("takes a negated kind out of a general kind beside it", () => {
    const [kind] = kindsOf("mass spectrometer, but not an Orbitrap");
    expect(kind).toMatchObject({ label: "Q-TOF LC/MS or Triple quadrupole MS" });
    expect(parse("mass spectrometer, but not an Orbitrap").keywords).toEqual([]);
    expect(kind.kind === "type" && kind.options.map((o) => o.value)).toEqual(["Q-TOF LC/MS", "Triple quadrupole MS"]);
  });

  it("reads a negated kind or brand as any other one, never as the one wanted (issue 35)", () => {
    const parsed = parse("mass spectrometer, not an Orbitrap, not from Agilent");
    expect(kindsOf("mass spectrometer, not an Orbitrap, not from Agilent")).toEqual([
      expect.objectContaining({ label: expect.stringMatching(/Q-TOF/) }),
    ]);
    const brand = parsed.requirements.find((r) => r.kind === "brand");
    expect(brand).toMatchObject({ negated: true, label: "not Agilent Technologies" });
    expect(brand?.kind === "brand" && brand.brandIds.includes("agilent")).toBe(false);
    const notOrbitrap = parsed.requirements.find((r) => r.kind === "enum");
    expect(notOrbitrap).toMatchObject({ negated: true, label: expect.stringMatching(/not Orbitrap/) });
    expect(notOrbitrap?.kind === "enum" && notOrbitrap.values.includes("Orbitrap MS")).toBe(false);
  });

  it("a negation that would leave out the kind wanted beside it is read by its narrower word", () => {
    const parsed = parse("centrifuge but not a microcentrifuge");
    expect(parsed.requirements.some((r) => r.kind === "enum" && r.negated)).toBe(false);
    expect(parsed.requirements).toContainEqual(
      expect.objectContaining({ kind: "feature", negated: true, label: "Not Microcentrifuge" }),
    );
  });
});

describe("German and French requests", () => {
  it("reads attribute words and filler words in German and French", () => {
    const de = parse("Gefriertrockner mit Kondensator kälter als −80 °C");
    expect(keys(de.requirements.find((r): r is NumberRequirement => r.kind === "number")!)).toEqual([
      "condenser-temperature",
    ]);
    expect(de.keywords).toEqual([]);
    expect(keys(only("Zentrifuge mit Drehzahl mindestens 15.000 rpm"))).toEqual(["max-speed"]);
    expect(keys(only("Einweg-Bioreaktor mit Arbeitsvolumen ab 200 L"))).toEqual(["working-volume"]);
    const fr = parse("spectrophotomètre avec longueur d'onde de 190 à 1100 nm");
    expect(keys(fr.requirements.find((r): r is NumberRequirement => r.kind === "number")!)).toEqual([
      "wavelength-range",
    ]);
    expect(fr.keywords).toEqual([]);
  });
});

describe("German and French names of sizes, weights and kinds (session 29)", () => {
  it.each([
    ["Zentrifuge, Tiefe max. 45 cm", "depth", null, 450],
    ["Zentrifuge höchstens 45 cm tief", "depth", null, 450],
    ["Brutschrank, Breite höchstens 70 cm", "width", null, 700],
    ["Sicherheitswerkbank, Höhe unter 1,6 m", "height", null, 1600],
    ["Waage mit einem Gewicht von höchstens 6 kg", "weight", null, 6],
    ["incubateur CO2, profondeur max. 60 cm", "depth", null, 600],
    ["incubateur CO2, largeur max. 70 cm", "width", null, 700],
    ["hotte, hauteur max. 1,6 m", "height", null, 1600],
    ["centrifugeuse, poids max. 40 kg", "weight", null, 40],
    ["Schnelltest, Ergebnis in höchstens 20 Minuten", "time-to-result", null, 1200],
  ])("%s", (q, key, min, max) => {
    const r = only(q);
    expect(keys(r)).toEqual([key]);
    expect(r.min).toBe(min);
    expect(r.max).toBeCloseTo(max!, 6);
  });

  it("a Kühlzentrifuge is a refrigerated centrifuge; a Schnelltest a rapid antigen test", () => {
    const cooled = parse("Kühlzentrifuge mind. 20.000 x g");
    expect(cooled.requirements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "type", label: "Centrifuge" }),
        expect.objectContaining({
          kind: "number",
          max: 4,
          attributeIds: expect.arrayContaining([expect.stringMatching(/temperature-range$/)]),
        }),
      ]),
    );
    expect(cooled.keywords).toEqual([]);
    expect(numbers("keine Kühlzentrifuge")).toEqual([]);
    expect(parse("Schnelltest für Influenza").requirements).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "type", label: "Rapid antigen test" })]),
    );
    expect(parse("test rapide grippe").requirements).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: "type", label: "Rapid antigen test" })]),
    );
  });
});
