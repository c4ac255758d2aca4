// "covers 190–1100 nm" (issue 36): a wanted range against a product's range is met only when the product's range
// holds all of it, not when the two merely overlap. Parsed by parse.ts, checked by checks.ts (and ranked by the
// finder's SQL arm, finder.server.ts numberScan).
import { describe, expect, it } from "vitest";
import { toBase } from "~/modules/catalog/units";
import { scoreProduct, type ShownRow } from "./checks";
import { requirementLabel } from "./describe";
import { parseRequest } from "./parse";
import type { NumberRequirement } from "./requirements";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";

const vocabulary = seedVocabularyWithRanges();
const AI = "analytical-instruments";
const number = (q: string) =>
  parseRequest(q, vocabulary).requirements.find((r): r is NumberRequirement => r.kind === "number");

const spectrophotometer = (id: string, fromNm: number, toNm: number): ShownRow => ({
  id,
  title: id,
  brandId: "thermo-fisher",
  brandName: "Thermo Fisher Scientific",
  categoryId: AI,
  categoryName: "Analytical Instruments",
  rating: 4,
  values: [
    {
      attributeId: `${AI}.wavelength-range`,
      numMin: toBase(fromNm, "nm"),
      numMax: toBase(toNm, "nm"),
      enumValue: null,
    },
  ],
  textMatches: {},
  keywordRank: 0,
});

describe("range covers range", () => {
  it.each([
    "UV-Vis spectrophotometer covering 190 to 1100 nm",
    "spectrophotometer that covers 190–1100 nm",
    "spectrophotometer wavelength range 190 to 1100 nm",
    "spectrophotometer spanning 190-1100 nm",
  ])("%s", (q) => {
    const r = number(q);
    expect(r).toMatchObject({ comparator: "covers", dimension: "length" });
    expect(r!.min).toBeCloseTo(0.00019, 9);
    expect(r!.max).toBeCloseTo(0.0011, 9);
    expect(requirementLabel(r!)).toBe("Wavelength range covering 190–1,100 nm");
  });

  it("a bare range and 'between … and …' on an operating range must be covered too (any overlap is a guess)", () => {
    expect(number("ELISA kit stored at 2-8 °C")).toMatchObject({ comparator: "covers" });
    expect(number("UHPLC flow between 0.05 and 5 mL/min")).toMatchObject({ comparator: "covers" });
  });

  it("is met by a product whose range holds the whole wanted range, not by one that only overlaps it", () => {
    const r = number("UV-Vis spectrophotometer covering 190 to 1100 nm")!;
    const status = (row: ShownRow) => scoreProduct([r], row).checks[0].status;
    expect(status(spectrophotometer("wide", 190, 1100))).toBe("met");
    expect(status(spectrophotometer("wider", 160, 1200))).toBe("met");
    expect(status(spectrophotometer("visible-only", 340, 1000))).toBe("not-met");
    expect(status(spectrophotometer("uv-only", 190, 850))).toBe("not-met");
  });
});
