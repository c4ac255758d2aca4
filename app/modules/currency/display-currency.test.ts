import { describe, expect, it } from "vitest";
import { convertCents, convertedAmount, parseDisplayCurrency, rateText, type RatedCurrency } from "./display-currency";

const currencies: RatedCurrency[] = [
  { code: "eur", symbol: "€", template: "€$1", usdPerUnit: 1.08 },
  { code: "gbp", symbol: "£", template: "£$1", usdPerUnit: 1.27 },
  { code: "usd", symbol: "$", template: "$$1", usdPerUnit: 1 },
  { code: "chf", symbol: "CHF ", template: "CHF $1", usdPerUnit: null },
];

describe("parseDisplayCurrency", () => {
  it("accepts a known currency with a stated rate, in any case", () => {
    expect(parseDisplayCurrency("EUR", currencies)?.code).toBe("eur");
    expect(parseDisplayCurrency(" gbp ", currencies)?.code).toBe("gbp");
  });
  it("falls back (null) for anything else: unknown, unrated, 'listed', not a string", () => {
    for (const value of ["xyz", "chf", "listed", "", null, undefined, 42, "eur; drop table"])
      expect(parseDisplayCurrency(value, currencies)).toBeNull();
  });
});

describe("convertCents and convertedAmount", () => {
  it("converts through the dollar rates, rounded to the cent", () => {
    expect(convertCents(100_000, currencies[2], currencies[0])).toBe(92_593); // $1,000 → €925.93
    expect(convertCents(100_000, currencies[0], currencies[1])).toBe(85_039); // €1,000 → £850.39
    expect(convertCents(100, currencies[3], currencies[0])).toBeNull();
  });
  it("marks a converted price and leaves a price in the display currency (or without a choice) as listed", () => {
    expect(convertedAmount(100_000, "usd", currencies[0], currencies)).toEqual({
      formatted: "≈ €925.93",
      cents: 92_593,
      currencyCode: "eur",
    });
    expect(convertedAmount(100_000, "EUR", currencies[0], currencies)).toBeNull();
    expect(convertedAmount(100_000, "usd", null, currencies)).toBeNull();
    expect(convertedAmount(100_000, "chf", currencies[0], currencies)).toBeNull();
  });
  it("states the rate", () => {
    expect(rateText(currencies[0])).toBe("1 EUR = 1.08 USD");
    expect(rateText(currencies[3])).toBe("CHF: no stated rate");
  });
});
