import { describe, expect, it } from "vitest";
import { canBuyAtQuote, parsePriceToCents, quoteAnswerSchema, quoteRequestSchema, quoteState } from "./quote";

const now = new Date("2026-11-22T12:00:00Z");

describe("quote state", () => {
  it("is requested until the brand answers", () => {
    expect(quoteState({ status: "requested", validUntil: null, unitPriceCents: null }, now)).toBe("requested");
  });
  it("is answered while valid and expired after the validity date", () => {
    const answered = {
      status: "answered" as const,
      validUntil: new Date("2026-11-23T00:00:00Z"),
      unitPriceCents: 1000,
    };
    expect(quoteState(answered, now)).toBe("answered");
    expect(canBuyAtQuote(answered, now)).toBe(true);
    const later = new Date("2026-11-23T00:00:01Z");
    expect(quoteState(answered, later)).toBe("expired");
    expect(canBuyAtQuote(answered, later)).toBe(false);
  });
  it("never lets a declined quote be bought", () => {
    expect(canBuyAtQuote({ status: "declined", validUntil: new Date("2030-01-01"), unitPriceCents: 1000 }, now)).toBe(
      false,
    );
  });
});

describe("quote forms", () => {
  it("parses prices into cents and refuses anything else", () => {
    expect(parsePriceToCents("12,345.60")).toBe(1234560);
    expect(parsePriceToCents("99")).toBe(9900);
    expect(parsePriceToCents("0")).toBeNull();
    expect(parsePriceToCents("-5")).toBeNull();
    expect(parsePriceToCents("12.345")).toBeNull();
    expect(parsePriceToCents("abc")).toBeNull();
  });
  it("requires a positive whole quantity", () => {
    expect(quoteRequestSchema.safeParse({ productId: "p", variantId: "v", quantity: "0" }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ productId: "p", variantId: "v", quantity: "2.5" }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ productId: "p", variantId: "v", quantity: "3" }).success).toBe(true);
  });
  it("validates the brand's answer", () => {
    expect(quoteAnswerSchema.safeParse({ unitPrice: "1500", leadTimeDays: "14", validDays: "30" }).success).toBe(true);
    const bad = quoteAnswerSchema.safeParse({ unitPrice: "free", leadTimeDays: "-1", validDays: "0" });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(bad.error.issues.map((i) => i.path[0]).sort()).toEqual(["leadTimeDays", "unitPrice", "validDays"]);
  });
});
