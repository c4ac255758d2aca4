import { describe, expect, it } from "vitest";
import { cartErrorTitle, parseCartForm } from "./cart-form";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

describe("parseCartForm", () => {
  it("parses add with a default quantity of 1", () => {
    expect(parseCartForm(form({ intent: "add", variantId: "v1", source: "card" }))).toEqual({
      ok: true,
      source: "card",
      action: { intent: "add", variantId: "v1", quantity: 1 },
    });
  });
  it("rejects add quantities below 1", () => {
    const result = parseCartForm(form({ intent: "add", variantId: "v1", quantity: "0", source: "detail" }));
    expect(result).toMatchObject({ ok: false, source: "detail", error: "Please enter a quantity between 1 and 999." });
  });
  it("applies the stepper's delta to the typed quantity", () => {
    expect(parseCartForm(form({ intent: "update", lineId: "l1", quantity: "3", delta: "1" }))).toMatchObject({
      ok: true,
      action: { intent: "update", lineId: "l1", quantity: 4 },
    });
    expect(parseCartForm(form({ intent: "update", lineId: "l1", quantity: "1", delta: "-1" }))).toMatchObject({
      action: { quantity: 0 },
    });
  });
  it("parses remove and clear; rejects unknown intents", () => {
    expect(parseCartForm(form({ intent: "remove", lineId: "l1" }))).toMatchObject({
      ok: true,
      action: { intent: "remove" },
    });
    expect(parseCartForm(form({ intent: "clear" }))).toMatchObject({ ok: true, action: { intent: "clear" } });
    expect(parseCartForm(form({ intent: "explode" }))).toMatchObject({ ok: false, source: "cart" });
  });
});

describe("cartErrorTitle", () => {
  it("uses the spec's titles", () => {
    expect(cartErrorTitle("card")).toBe("Error adding to cart");
    expect(cartErrorTitle("detail")).toBe("Oh no! Something went wrong.");
  });
});
