import { describe, expect, it } from "vitest";
import { currencyForCountry } from "./country-currency";

describe("currencyForCountry", () => {
  it("reads the names buyers type, in English or the country's own, and ISO codes, in any case", () => {
    expect(currencyForCountry("Germany")).toBe("eur");
    expect(currencyForCountry(" deutschland ")).toBe("eur");
    expect(currencyForCountry("The  Netherlands")).toBe("eur");
    expect(currencyForCountry("United Kingdom")).toBe("gbp");
    expect(currencyForCountry("GB")).toBe("gbp");
    expect(currencyForCountry("USA")).toBe("usd");
    expect(currencyForCountry("Schweiz")).toBe("chf");
  });
  it("suggests nothing for a name it does not know, or none", () => {
    for (const country of ["Atlantis", "", null, undefined, "Germany, Berlin"])
      expect(currencyForCountry(country)).toBeNull();
  });
});
