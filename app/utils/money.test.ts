import { describe, expect, it } from "vitest";
import { EMPTY_CART_TOTAL, formatWholeMoney, formatMoney } from "./money";

// Spec §9: cents / 100 with 2 decimals; the currency info template replaces a "$1" placeholder
// (so US dollars are "$$1": the symbol, then the placeholder); fallback symbol € and code eur.
describe("formatMoney", () => {
  it("divides cents by 100 with 2 decimals through the template", () => {
    expect(formatMoney(123456, { code: "usd", symbol: "$", template: "$$1" })).toBe("$1,234.56");
    expect(formatMoney(5, { code: "usd", symbol: "$", template: "$$1" })).toBe("$0.05");
    expect(formatMoney(0, { code: "gbp", symbol: "£", template: "£$1" })).toBe("£0.00");
    expect(formatMoney(1990, { code: "eur", symbol: "€", template: "€$1" })).toBe("€19.90");
  });

  it("places the amount wherever the template's $1 placeholder is", () => {
    expect(formatMoney(1999, { code: "eur", symbol: "€", template: "$1 €" })).toBe("19.99 €");
    expect(formatMoney(1999, { code: "chf", symbol: "CHF", template: "CHF $1" })).toBe("CHF 19.99");
  });

  it("rounds to whole cents and keeps large amounts exact", () => {
    expect(formatMoney(23900000, { code: "usd", symbol: "$", template: "$$1" })).toBe("$239,000.00");
    expect(formatMoney(1, { code: "usd", symbol: "$", template: "$$1" })).toBe("$0.01");
  });

  it("groups thousands like the issue's examples", () => {
    expect(formatMoney(4280000, { code: "usd", symbol: "$", template: "$$1" })).toBe("$42,800.00");
    expect(formatMoney(1145000, { code: "eur", symbol: "€", template: "€$1" })).toBe("€11,450.00");
    expect(formatMoney(123456789012, { code: "usd", symbol: "$", template: "$$1" })).toBe("$1,234,567,890.12");
    expect(formatMoney(99999, { code: "usd", symbol: "$", template: "$$1" })).toBe("$999.99");
  });

  it("puts the minus sign before the template", () => {
    expect(formatMoney(-150000, { code: "usd", symbol: "$", template: "$$1" })).toBe("-$1,500.00");
  });

  it("uses Intl's currency format for a known code without symbol or template", () => {
    expect(formatMoney(4280000, { code: "usd", symbol: "", template: "" })).toBe("$42,800.00");
    expect(formatMoney(1145000, { code: "gbp" })).toBe("£11,450.00");
  });

  it("builds the template from the symbol when there is none", () => {
    expect(formatMoney(1000, { symbol: "£" })).toBe("£10.00");
  });

  it("falls back to the euro sign without currency info", () => {
    expect(formatMoney(1000)).toBe("€10.00");
    expect(formatMoney(1000, null)).toBe("€10.00");
    expect(formatMoney(1000, { code: "xyz", symbol: "", template: "" })).toBe("€10.00");
  });

  it("gives every currency code the digits of its own Intl currency format", () => {
    const amounts = [0, 1, 99, 100, 105, 99999, 100000, 4280000, 123456789, 99999999999];
    for (const code of Intl.supportedValuesOf("currency")) {
      const own = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: code,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const cents of amounts) {
        const digits = own
          .formatToParts(cents / 100)
          .filter((p) => ["integer", "group", "decimal", "fraction"].includes(p.type))
          .map((p) => p.value)
          .join("");
        expect(formatMoney(-cents, { code, symbol: "¤", template: "" })).toBe(`${cents ? "-" : ""}¤${digits}`);
      }
    }
  });

  it("round figures in whole units, through the currency's template; cents kept when there are any", () => {
    const euros = { code: "eur", symbol: "€", template: "€$1" };
    expect(formatWholeMoney(100_000_00, euros)).toBe("€100,000");
    expect(formatWholeMoney(250_050, euros)).toBe("€2,500.50");
    expect(formatWholeMoney(500, { code: "xts", symbol: "¤", template: "" })).toBe("¤5");
  });

  it("the empty cart total is $0.00", () => {
    expect(EMPTY_CART_TOTAL).toBe("$0.00");
  });
});
