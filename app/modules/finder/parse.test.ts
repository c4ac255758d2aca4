// The finder's requirement parser: units, comparators, ranges, synonyms, contradictions and bad input (issue 12).
// These examples are the parser's own; the relevance benchmark's requests (tests/relevance/) are separate.
import { describe, expect, it } from "vitest";
import { requirementLabel, withoutFragment } from "./describe";
import { parseRequest } from "./parse";
import { MAX_REQUEST_LENGTH, MAX_REQUIREMENTS, requirementsSchema, type NumberRequirement } from "./requirements";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";

const vocabulary = seedVocabularyWithRanges();
const parse = (q: string) => parseRequest(q, vocabulary);
const numbers = (q: string) => parse(q).requirements.filter((r): r is NumberRequirement => r.kind === "number");
const only = (q: string) => {
  const found = numbers(q);
  expect(found).toHaveLength(1);
  return found[0];
};
const keys = (r: NumberRequirement) => [...new Set(r.attributeIds.map((id) => id.split(".")[1]))];

describe("units", () => {
  it("converts to the base unit and keeps the unit the buyer wrote", () => {
    expect(only("freeze dryer with condenser below -112 °F")).toMatchObject({
      max: -80,
      unit: "°F",
      comparator: "below",
    });
    // "up to" a maximum rating is what the instrument reaches (issue 36): at least 18,000 psi.
    expect(only("UHPLC up to 18,000 psi")).toMatchObject({ unit: "psi", comparator: "above" });
    expect(only("UHPLC up to 18,000 psi").min).toBeCloseTo(1241.06, 2);
    expect(only("chromatography system at least 2 MPa")).toMatchObject({ min: 20, unit: "MPa" });
    expect(only("pipette tips 1 mL volume")).toMatchObject({ dimension: "volume", min: 0.00098, max: 0.00102 });
    expect(only("centrifuge at least 20000xg")).toMatchObject({ dimension: "rcf", min: 20000 });
    expect(only("pilot freeze dryer shelf area at least 10 ft²").min).toBeCloseTo(0.929, 3);
    expect(only("ELISA results within 2 hours")).toMatchObject({ dimension: "time", max: 7200, unit: "h" });
  });

  it("reads numbers with thousands separators, decimals, minus signs and 'minus'", () => {
    expect(only("centrifuge at least 15,200 rpm").min).toBe(15200);
    expect(only("syringe filter 0.45 µm pore").min).toBeCloseTo(0.000441, 9); // base unit mm, a bare value ±2 %
    expect(only("condenser colder than −85 °C").max).toBe(-85);
    expect(only("condenser colder than minus 85 °C").max).toBe(-85);
  });

  it("assumes °C for a unit-less temperature comparison and says so", () => {
    const parsed = parse("freeze dryer condenser colder than -80");
    expect(parsed.requirements.find((r) => r.kind === "number")).toMatchObject({ max: -80, unit: "°C" });
    expect(parsed.notices.join(" ")).toMatch(/degrees Celsius/);
  });

  it("reports a number without a unit instead of guessing", () => {
    const parsed = parse("a centrifuge for 24");
    expect(parsed.requirements.map((r) => r.kind)).toEqual(["type"]);
    expect(parsed.uninterpreted).toEqual([{ text: "24", reason: expect.stringMatching(/without a unit/) }]);
  });

  it("reads a count when a word says what it counts", () => {
    // A bare count is exact (issue 35): a kit of 100 tests is not a kit of 96.
    expect(only("ELISA kit with 96 tests")).toMatchObject({ dimension: "count", min: 96, max: 96 });
    expect(only("ELISA kit with about 100 tests")).toMatchObject({ dimension: "count", min: 90, max: 110 });
    expect(keys(only("qPCR with at least 4 channels"))).toEqual(["detection-channels"]);
  });
});

describe("comparators", () => {
  it.each([
    ["colder than −80 °C", { comparator: "below", min: null, max: -80 }],
    ["below −80 °C", { comparator: "below", max: -80 }],
    ["under -80 °C", { comparator: "below", max: -80 }],
    ["at most −80 °C", { comparator: "below", max: -80 }],
    ["≤ −80 °C", { comparator: "below", max: -80 }],
    ["−80 °C or colder", { comparator: "below", max: -80 }],
    ["warmer than −40 °C", { comparator: "above", min: -40, max: null }],
    // A plain "at least" on a sub-zero condenser says how cold it gets (issue 35); "warmer than" stays above.
    ["at least −40 °C", { comparator: "below", max: -40, min: null }],
    ["−40 °C or warmer", { comparator: "above", min: -40 }],
    ["between −90 and −70 °C", { comparator: "between", min: -90, max: -70 }],
    ["−90 to −70 °C", { comparator: "between", min: -90, max: -70 }],
    ["about −80 °C", { comparator: "about", min: -85, max: -75 }],
    ["around −80 °C", { comparator: "about", min: -85, max: -75 }],
    ["~ −80 °C", { comparator: "about", min: -85, max: -75 }],
    // A bare temperature of a condenser (below zero in every product) is at least that cold (issue 35).
    ["−80 °C", { comparator: "below", max: -80 }],
  ])("freeze dryer condenser %s", (phrase, expected) => {
    const r = only(`freeze dryer condenser ${phrase}`);
    expect(r).toMatchObject(expected);
    expect(keys(r)).toEqual(["condenser-temperature"]);
  });

  it("'up to', 'at least', 'more than' and 'about' on other dimensions (±10 %)", () => {
    expect(only("CO2 incubator at least 150 L")).toMatchObject({ comparator: "above", min: 150 });
    expect(only("CO2 incubator up to 100 L")).toMatchObject({ comparator: "below", max: 100 });
    expect(only("CO2 incubator more than 150 L")).toMatchObject({ comparator: "above", min: 150 });
    expect(only("single-use bioreactor about 200 L")).toMatchObject({ comparator: "about", min: 180, max: 220 });
  });

  it("ranges with a dash, 'to', 'between … and' and 'from … to', the unit written once", () => {
    expect(only("ELISA kit stored at 2-8 °C")).toMatchObject({ comparator: "covers", min: 2, max: 8 });
    expect(only("PCR master mix stored -25 to -15 °C")).toMatchObject({ min: -25, max: -15 });
    expect(only("UHPLC flow between 0.05 and 5 mL/min")).toMatchObject({ min: 0.05, max: 5 });
    expect(only("UHPLC flow from 0.05 to 5 mL/min")).toMatchObject({ min: 0.05, max: 5 });
    expect(only("UHPLC flow 50 µL/min to 5 mL/min")).toMatchObject({ min: 0.05, max: 5 });
  });
});

describe("attributes for numbers", () => {
  it("chooses the attribute by its name and synonyms, then by dimension", () => {
    expect(keys(only("freeze dryer with collector colder than −80 °C"))).toEqual(["condenser-temperature"]);
    expect(keys(only("pilot lyophilizer shelf area 1 m²"))).toEqual(["shelf-area"]);
    expect(keys(only("SUB at least 200 L"))).toEqual(["working-volume"]);
    expect(keys(only("centrifuge at least 20,000 x g"))).toEqual(["max-rcf"]);
    expect(keys(only("LC column 1.7 µm"))).toEqual(["particle-size"]);
    expect(keys(only("LC column 150 mm long"))).toEqual(["column-length"]);
  });

  it("uses stored values to tell attributes of one dimension apart when no word names one", () => {
    expect(keys(only("syringe filter 0.22 µm"))).toEqual(["pore-size"]);
    expect(keys(only("syringe filter 25 mm"))).toEqual(["diameter"]);
  });

  it("marks a number ambiguous when several attributes could be meant", () => {
    const r = only("bioreactor 1,200 mm");
    expect(r.ambiguous).toBe(true);
    expect(keys(r).sort()).toEqual(["depth", "height", "width"]);
  });

  it("reads a number with no words of its own as the same attribute as the one before it", () => {
    const [a, b] = numbers("freeze dryer condenser colder than −60 °C and warmer than −90 °C");
    expect(keys(a)).toEqual(keys(b));
  });
});

describe("kinds, categories and synonyms", () => {
  const kinds = (q: string) =>
    parse(q)
      .requirements.filter((r) => r.kind === "type")
      .flatMap((r) => (r.kind === "type" ? r.options.map((o) => o.value) : []));

  it.each([
    ["lyophilizer", ["Freeze dryer", "Freeze dryer"]],
    ["Lyophilisers", ["Freeze dryer", "Freeze dryer"]],
    ["freeze-dryer", ["Freeze dryer", "Freeze dryer"]],
    ["LC", ["HPLC", "UHPLC"]],
    ["liquid chromatography", ["HPLC", "UHPLC"]],
    ["SUB", ["Single-use bioreactor"]],
    ["single use bioreactor", ["Single-use bioreactor"]],
    ["FPLC", ["Chromatography system"]],
    ["triple quad", ["Triple quadrupole MS"]],
    ["qPCR", ["Real-time PCR"]],
    ["PCR master mix", ["PCR master mix"]],
    ["BSC", ["Biosafety cabinet"]],
    ["NanoDrop", ["Microvolume spectrophotometer"]],
    ["filter tips", ["Pipette tip"]],
  ])("%s", (q, expected) => {
    expect(kinds(q)).toEqual(expected);
  });

  it("names a whole category", () => {
    expect(parse("diagnostic kits").requirements).toEqual([
      expect.objectContaining({ kind: "category", categoryIds: ["diagnostic-kits"] }),
    ]);
    expect(parse("Laboratory Consumables").requirements[0]).toMatchObject({ categoryIds: ["laboratory-consumables"] });
  });

  it("reads a kind after 'for' as a purpose when another kind says what is wanted", () => {
    const parsed = parse("freeze dryer for 2R vials");
    expect(kinds("freeze dryer for 2R vials")).toEqual(["Freeze dryer", "Freeze dryer"]);
    expect(parsed.uninterpreted.map((u) => u.text)).toContain("vials");
  });

  it("reads enum options, yes/no attributes and their negation", () => {
    const parsed = parse("sterile PES syringe filter");
    expect(parsed.requirements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "enum", values: ["yes"], attributeIds: ["laboratory-consumables.sterile"] }),
        expect.objectContaining({ kind: "enum", values: ["PES"] }),
      ]),
    );
    expect(parse("non-sterile vials").requirements).toContainEqual(expect.objectContaining({ values: ["no"] }));
    expect(parse("Class II, Type A2 cabinet").requirements[0]).toMatchObject({ values: ["Class II, Type A2"] });
  });

  it("reads brands by name, by a distinctive word of the name and by known other names", () => {
    const brands = (q: string) => parse(q).requirements.flatMap((r) => (r.kind === "brand" ? r.brandIds : []));
    expect(brands("Agilent UHPLC")).toEqual(["agilent"]);
    expect(brands("Thermo Fisher Scientific centrifuge")).toEqual(["thermo-fisher"]);
    expect(brands("Millipore syringe filter")).toEqual(["merck"]);
    expect(brands("waters or sartorius")).toEqual(["waters", "sartorius"]);
  });

  it("reads compliance terms (with their numbers) and scale words", () => {
    const parsed = parse("balance with 21 CFR Part 11 audit trail for GMP and GLP labs, benchtop");
    expect(parsed.requirements.filter((r) => r.kind === "compliance").map((r) => r.label)).toEqual([
      "21 CFR Part 11",
      "GMP",
      "GLP",
    ]);
    expect(parsed.requirements.find((r) => r.kind === "scale")).toMatchObject({ scale: "benchtop" });
    expect(parsed.requirements.some((r) => r.kind === "number")).toBe(false);
    expect(parse("pilot scale lyophilizer").requirements[0]).toMatchObject({ kind: "scale", scale: "pilot" });
    expect(parse("production lyophilizer").requirements[0]).toMatchObject({ kind: "scale", scale: "production" });
  });

  it("keeps free words for the text search and reports them", () => {
    const parsed = parse("single-use bioreactor for CHO perfusion");
    expect(parsed.keywords).toEqual(["cho", "perfusion"]);
    expect(parsed.uninterpreted).toEqual([{ text: "CHO perfusion", reason: expect.stringMatching(/searched for/) }]);
  });
});

describe("contradictions", () => {
  it("explains bounds that cannot both hold, and uses neither", () => {
    const parsed = parse("colder than −80 °C and warmer than 0 °C");
    expect(parsed.requirements).toEqual([]);
    expect(parsed.contradictions).toEqual([
      {
        message: expect.stringMatching(/“colder than −80 °C” and “warmer than 0 °C” cannot both hold/),
        sources: ["colder than −80 °C", "warmer than 0 °C"],
      },
    ]);
  });

  it("finds them across units and keeps the other requirements", () => {
    const parsed = parse("CO2 incubator at least 200 L and at most 50 gal");
    expect(parsed.contradictions).toHaveLength(1);
    expect(parsed.requirements.map((r) => r.kind)).toEqual(["type"]);
  });

  it("bounds that overlap are not a contradiction", () => {
    expect(parse("freeze dryer condenser colder than −60 °C and warmer than −90 °C").contradictions).toEqual([]);
  });

  it("opposite yes/no words and two different scales", () => {
    expect(parse("sterile, non-sterile tips").contradictions).toHaveLength(1);
    expect(parse("benchtop production lyophilizer").contradictions).toHaveLength(1);
  });
});

describe("bad input", () => {
  it("empty and whitespace", () => {
    expect(parse("   ")).toMatchObject({ text: "", requirements: [], keywords: [], uninterpreted: [] });
  });

  it("emoji only", () => {
    expect(parse("🧪🔬🙂").uninterpreted[0].reason).toMatch(/no letters or numbers/);
  });

  it("5,000 characters: reads the first 500 and caps the requirements", () => {
    const parsed = parse("centrifuge at least 10,000 rpm and 20,000 x g, ".repeat(120));
    expect(parsed.text.length).toBeLessThanOrEqual(MAX_REQUEST_LENGTH);
    expect(parsed.requirements.length).toBeLessThanOrEqual(MAX_REQUIREMENTS);
    expect(parsed.notices.join(" ")).toMatch(/first 500 characters/);
  });

  it("nonsense and markup are words, not requirements", () => {
    const parsed = parse("<script>alert(1)</script> zxqv");
    expect(parsed.requirements).toEqual([]);
    expect(parsed.keywords).toContain("zxqv");
  });

  it("every parse result fits the requirements schema the language model must also meet", () => {
    for (const q of [
      "benchtop freeze-dryer, condenser colder than −80 °C, 21 CFR Part 11",
      "Agilent LC 1,200 bar",
      "x".repeat(6000),
    ]) {
      const parsed = parse(q);
      expect(
        requirementsSchema.safeParse({ requirements: parsed.requirements, keywords: parsed.keywords }).success,
      ).toBe(true);
    }
  });
});

describe("chips", () => {
  it("labels requirements in the buyer's unit", () => {
    expect(parse("condenser colder than -112 °F").requirements.map(requirementLabel)).toEqual([
      "Condenser temperature colder than −112 °F",
    ]);
    expect(parse("UHPLC at least 1000 bar").requirements.map(requirementLabel)).toEqual([
      "UHPLC",
      "Maximum pressure at least 1,000 bar",
    ]);
  });

  it("removes a fragment and the word that joined it", () => {
    expect(withoutFragment("freeze dryer colder than −80 °C and warmer than 0 °C", "colder than −80 °C")).toBe(
      "freeze dryer warmer than 0 °C",
    );
    expect(withoutFragment("freeze dryer colder than −80 °C and warmer than 0 °C", "warmer than 0 °C")).toBe(
      "freeze dryer colder than −80 °C",
    );
    expect(withoutFragment("benchtop freeze-dryer, condenser colder than −80 °C, GMP", "benchtop")).toBe(
      "freeze-dryer, condenser colder than −80 °C, GMP",
    );
    expect(withoutFragment("a, b, c", "b")).toBe("a, c");
  });
});

describe("typos", () => {
  it("reads a misspelt one-word name as the closest one and says so", () => {
    for (const [q, kind] of [
      ["centrifgue", "Centrifuge"],
      ["lyophilzer", "Freeze dryer"],
      ["bioreacter", "Single-use bioreactor or Glass bioreactor"],
      ["incubtor", "CO2 incubator"],
    ]) {
      const parsed = parse(q);
      expect(parsed.requirements[0]).toMatchObject({ kind: "type", label: kind });
      expect(parsed.notices.join(" ")).toMatch(/was read as/);
    }
  });

  it("leaves short words, numbers and unknown words alone", () => {
    expect(parse("tip").requirements[0]).toMatchObject({ label: "Pipette tip" });
    expect(parse("tap").requirements).toEqual([]);
    expect(parse("florp zindle").requirements).toEqual([]);
  });
});

describe("any input", () => {
  it("never throws and always yields requirements the schema accepts (2,000 random requests)", () => {
    const pieces = [
      "−",
      "-",
      "80",
      "0.22",
      "1,300",
      "°C",
      "°F",
      "µm",
      "mL/min",
      "x g",
      "bar",
      "between",
      "and",
      "to",
      "colder than",
      "at least",
      "up to",
      "about",
      "~",
      "freeze dryer",
      "SUB",
      "LC",
      "GMP",
      "21 CFR Part 11",
      "benchtop",
      "non",
      "sterile",
      "PVDF",
      "Agilent",
      "🧪",
      "'",
      "%",
      ",",
      ";",
      ".",
      "(",
      ")",
      "<",
      ">",
      "≤",
      "\u0000",
      "x".repeat(60),
      "9".repeat(40),
      " ",
    ];
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 2000; i++) {
      const words = Array.from(
        { length: 1 + Math.floor(next() * 25) },
        () => pieces[Math.floor(next() * pieces.length)],
      );
      const parsed = parse(words.join(next() < 0.5 ? " " : ""));
      const checked = requirementsSchema.safeParse({ requirements: parsed.requirements, keywords: parsed.keywords });
      expect(checked.success, JSON.stringify(parsed.requirements)).toBe(true);
    }
  });
});
