// The kind a buyer names outranks any one other requirement (issue 35): a product of another category is another
// kind — its kind check is not met, not "no data" — so a balance under the price limit never ranks above a triple
// quad over it for "triple quad under €200k".
import { describe, expect, it } from "vitest";
import { rankProducts, type ShownRow } from "./checks";
import { parseRequest } from "./parse";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";
import { shownRow } from "./shown-row.test-helper";

const vocabulary = seedVocabularyWithRanges();

const row = (id: string, categoryId: string, values: ShownRow["values"], priceUsdCents: number) =>
  shownRow(categoryId, id, values, { priceUsdCents });

describe("a product of another category is not the kind asked for", () => {
  const { requirements } = parseRequest("triple quad LC-MS under $200,000", vocabulary);
  const technique = (value: string) => ({
    attributeId: "analytical-instruments.technique",
    numMin: null,
    numMax: null,
    enumValue: value,
  });
  const balance = row("balance", "life-sciences-equipment", [], 900_000);
  const tripleQuadOverBudget = row("qqq", "analytical-instruments", [technique("Triple quadrupole MS")], 40_000_000);
  const unrecordedInstrument = row("unknown", "analytical-instruments", [], 900_000);

  it("checks the kind as not met on another category's product, and as unknown in the kind's own category", () => {
    const [kindIndex] = requirements.flatMap((r, i) => (r.kind === "type" ? [i] : []));
    const statuses = (r: ShownRow) => rankProducts(requirements, [r])[0]!.statuses[kindIndex!];
    expect(statuses(balance)).toBe("not-met");
    expect(statuses(unrecordedInstrument)).toBe("unknown");
    expect(statuses(tripleQuadOverBudget)).toBe("met");
  });

  it("ranks the right kind over the limit above another kind within it", () => {
    expect(rankProducts(requirements, [balance, tripleQuadOverBudget]).map((r) => r.id)).toEqual(["qqq", "balance"]);
  });
});

describe("a scale is not met by a product whose own words say another scale", () => {
  const { requirements } = parseRequest("pilot freeze dryer", vocabulary);
  const scaleIndex = requirements.findIndex((r) => r.kind === "scale");
  const dryer = (textMatches: Record<number, boolean | null>) => ({
    ...row("dryer", "life-sciences-equipment", [], 1_000_000),
    textMatches,
  });
  it.each([
    [true, "met"],
    [false, "not-met"],
    [null, "unknown"],
  ] as const)("a text check of %s is %s", (says, status) => {
    expect(rankProducts(requirements, [dryer({ [scaleIndex]: says })])[0]!.statuses[scaleIndex]).toBe(status);
  });
});

describe("a price limit is met when one of the product's options is within it", () => {
  const { requirements } = parseRequest("biosafety cabinet, $26k and up", vocabulary);
  const priceIndex = requirements.findIndex((r) => r.kind === "price");
  const cabinet = (variantPrices: { id: string; usdCents: number | null }[]) => ({
    ...row("bsc", "life-sciences-equipment", [], 2_020_000),
    variantPrices,
  });
  it("meets it through the wide option's price, though the shown price is the narrow one's", () => {
    const both = cabinet([
      { id: "narrow", usdCents: 2_020_000 },
      { id: "wide", usdCents: 2_890_000 },
    ]);
    expect(rankProducts(requirements, [both])[0]!.statuses[priceIndex]).toBe("met");
    const narrowOnly = cabinet([{ id: "narrow", usdCents: 2_020_000 }]);
    expect(rankProducts(requirements, [narrowOnly])[0]!.statuses[priceIndex]).toBe("not-met");
  });
});
