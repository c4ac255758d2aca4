import { describe, expect, it } from "vitest";
import { checkoutLocale } from "./provider";

describe("checkoutLocale", () => {
  it("picks the first supported language", () => {
    expect(checkoutLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(checkoutLocale("pt-BR,pt;q=0.9")).toBe("pt-BR");
    expect(checkoutLocale("en-GB")).toBe("en-GB");
    expect(checkoutLocale("xx-YY, fr;q=0.5")).toBe("fr");
  });
  it("falls back to auto", () => {
    expect(checkoutLocale(null)).toBe("auto");
    expect(checkoutLocale("xx")).toBe("auto");
  });
});
