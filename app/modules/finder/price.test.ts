// The finder's price reading (price.ts): budgets in dollars, euros and pounds, k/M, comparators and ranges, bounds in
// US cents at the shop's stated rates; numbers with units are never taken for prices. And the price check.
import { describe, expect, it } from "vitest";
import { scoreProduct, type ShownRow } from "./checks";
import { requirementLabel } from "./describe";
import { parseRequest } from "./parse";
import { requirementsSchema, type PriceRequirement } from "./requirements";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";

const vocabulary = seedVocabularyWithRanges();
const parse = (q: string) => parseRequest(q, vocabulary);
const prices = (q: string) => parse(q).requirements.filter((r): r is PriceRequirement => r.kind === "price");
const price = (q: string) => {
  const found = prices(q);
  expect(found, q).toHaveLength(1);
  return found[0];
};

describe("price phrases", () => {
  it.each([
    // request, comparator, min, max (US cents), currency, source
    ["freeze dryer under $40,000", "below", null, 4_000_000, "usd", "under $40,000"],
    ["below 40k", "below", null, 4_000_000, "usd", "below 40k"],
    ["max. €30,000", "below", null, 3_240_000, "eur", "max. €30,000"],
    ["at most 30.000 €", "below", null, 3_240_000, "eur", "at most 30.000 €"],
    // A budget is a ceiling, even "around" a figure (issue 35): at most £15,000.
    ["budget around 15k GBP", "below", null, 1_905_000, "gbp", "budget around 15k GBP"],
    ["less than 25,000 USD", "below", null, 2_500_000, "usd", "less than 25,000 USD"],
    ["between $5k and $10k", "between", 500_000, 1_000_000, "usd", "between $5k and $10k"],
    ["over $100,000", "above", 10_000_000, null, "usd", "over $100,000"],
    ["from 50k", "above", 5_000_000, null, "usd", "from 50k"],
    ["£12k or less", "below", null, 1_524_000, "gbp", "£12k or less"],
    ["up to 20 000 EUR", "below", null, 2_160_000, "eur", "up to 20 000 EUR"],
    ["30k€", "about", 2_916_000, 3_240_000, "eur", "30k€"],
    ["HPLC 5-10k EUR", "between", 540_000, 1_080_000, "eur", "5-10k EUR"],
    ["$5k–$10k", "between", 500_000, 1_000_000, "usd", "$5k–$10k"],
    ["price under 40,000", "below", null, 4_000_000, "usd", "price under 40,000"],
    ["budget 5,000 pounds", "below", null, 635_000, "gbp", "budget 5,000 pounds"],
    ["mass spectrometer up to $1.2M", "below", null, 120_000_000, "usd", "up to $1.2M"],
    ["costs less than 2 million euros", "below", null, 216_000_000, "eur", "costs less than 2 million euros"],
    ["pipette $250", "about", 22_500, 25_000, "usd", "$250"],
    ["€12,50 tips", "about", 1_215, 1_350, "eur", "€12,50"],
    ["under 40k for a benchtop freeze dryer", "below", null, 4_000_000, "usd", "under 40k"],
    ["no less than $5k", "above", 500_000, null, "usd", "no less than $5k"],
    ["not more than €20k", "below", null, 2_160_000, "eur", "not more than €20k"],
    ["freeze dryer, budget 40k total", "below", null, 4_000_000, "usd", "budget 40k"],
  ] as const)("%s", (q, comparator, min, max, currency, source) => {
    expect(price(q)).toMatchObject({ kind: "price", comparator, min, max, currency, source, label: "Price" });
  });

  it("consumes the price: its number is no longer reported as a number without a unit", () => {
    const parsed = parse("freeze dryer under $40,000");
    expect(parsed.uninterpreted).toEqual([]);
    expect(parsed.requirements.map((r) => r.kind)).toEqual(["type", "price"]);
    expect(parsed.keywords).toEqual([]);
  });

  it("states the rate in the chip, and says when no currency was written", () => {
    expect(requirementLabel(price("freeze dryer under €30,000"))).toBe(
      "Price at most €30,000 (≈ $32,400 at 1 EUR = 1.08 USD)",
    );
    expect(requirementLabel(price("below 40k"))).toBe("Price at most $40,000 (no currency given: read as US dollars)");
    expect(requirementLabel(price("under $40,000"))).toBe("Price at most $40,000");
    expect(requirementLabel(price("between $5k and $10k"))).toBe("Price between $5,000 and $10,000");
  });

  it("keeps other requirements and the price apart, and the schema accepts it", () => {
    const parsed = parse("benchtop freeze dryer, condenser colder than −80 °C, under €30,000");
    expect(parsed.requirements.map((r) => r.kind)).toEqual(["scale", "type", "number", "price"]);
    expect(requirementsSchema.safeParse({ requirements: parsed.requirements, keywords: parsed.keywords }).success).toBe(
      true,
    );
  });

  it.each([
    "bioreactor 50 L",
    "centrifuge 15,000 rpm",
    "ELISA kit 96 tests",
    "centrifuge at least 15,000 x g",
    "centrifuge at least 40k rpm",
    "scale up to 5,000 pounds",
    "IL-6 ELISA",
    "freeze dryer under 40,000",
    "a 40k rotor",
    "freezer colder than −80 °C",
    "cell counter from 50k cells",
    "price per 96 tests",
  ])("does not take %s for a price", (q) => {
    expect(prices(q)).toEqual([]);
  });

  it("numbers with units stay quantities beside a price", () => {
    const parsed = parse("bioreactor 50 L under $20k");
    expect(parsed.requirements.map((r) => [r.kind, r.source])).toEqual([
      ["type", "bioreactor"],
      ["number", "50 L"],
      ["price", "under $20k"],
    ]);
  });

  it("reports a currency the shop states no rate for, rather than guessing one", () => {
    const parsed = parseRequest("freeze dryer under 30,000 CHF", vocabulary);
    expect(parsed.requirements.filter((r) => r.kind === "price")).toEqual([]);
    expect(parsed.uninterpreted).toEqual([
      { text: "under 30,000 CHF", reason: expect.stringMatching(/CHF.*no exchange rate/) },
    ]);
  });

  it("without stated rates, reads US dollars only", () => {
    const bare = { ...vocabulary, currencies: undefined };
    expect(parseRequest("under $40,000", bare).requirements).toMatchObject([{ kind: "price", max: 4_000_000 }]);
    expect(parseRequest("under €40,000", bare).requirements).toEqual([]);
  });
});

describe("price check", () => {
  const row = (extra: Partial<ShownRow>): ShownRow => ({
    id: "p",
    title: "p",
    brandId: null,
    brandName: null,
    categoryId: null,
    categoryName: null,
    rating: 4,
    values: [],
    textMatches: {},
    keywordRank: 0,
    ...extra,
  });
  const usd = { code: "usd", symbol: "$", template: "$$1" };
  const gbp = { code: "gbp", symbol: "£", template: "£$1" };
  const euros = price("under €30,000"); // at most 3,240,000 US cents

  it("is met at or below the converted limit, with the product's price in its own currency and the buyer's", () => {
    const met = scoreProduct([euros], row({ priceCents: 3_240_000, priceUsdCents: 3_240_000, currency: usd }));
    expect(met.checks).toEqual([
      {
        label: "Price at most €30,000 (≈ $32,400 at 1 EUR = 1.08 USD)",
        status: "met",
        value: "$32,400.00 (≈ €30,000.00)",
      },
    ]);
    const dear = scoreProduct([euros], row({ priceCents: 2_600_000, priceUsdCents: 3_302_000, currency: gbp }));
    expect(dear.checks[0]).toMatchObject({ status: "not-met", value: "£26,000.00 (≈ €30,574.07)" });
    expect(dear.reason).toMatch(/^Meets 0 of 1 — not Price at most €30,000/);
  });

  it("shows the price alone in the buyer's currency, and is unknown without a price or a rate", () => {
    const dollars = price("under $40,000");
    expect(
      scoreProduct([dollars], row({ priceCents: 3_500_000, priceUsdCents: 3_500_000, currency: usd })).checks[0],
    ).toMatchObject({
      status: "met",
      value: "$35,000.00",
    });
    expect(scoreProduct([dollars], row({ priceCents: null, priceUsdCents: null })).checks[0]).toMatchObject({
      status: "unknown",
      value: null,
    });
  });

  it("weighs like a number requirement", () => {
    const both = parse("freeze dryer, condenser colder than −80 °C, under $40,000").requirements;
    const withValues = (usdCents: number) =>
      row({
        values: [
          {
            attributeId: "life-sciences-equipment.equipment-type",
            numMin: null,
            numMax: null,
            enumValue: "Freeze dryer",
          },
          { attributeId: "life-sciences-equipment.condenser-temperature", numMin: -84, numMax: -84, enumValue: null },
        ],
        priceCents: usdCents,
        priceUsdCents: usdCents,
        currency: usd,
      });
    const cheap = scoreProduct(both, withValues(3_000_000));
    const dear = scoreProduct(both, withValues(5_000_000));
    expect(cheap.score - dear.score).toBe(3);
  });
});
