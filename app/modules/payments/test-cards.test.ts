import { describe, expect, it } from "vitest";
import { DECLINE_OTHER_MESSAGE, evaluateTestCard, luhnValid } from "./test-cards";

const now = new Date("2026-06-15T00:00:00Z");

describe("evaluateTestCard", () => {
  it("accepts the usual test numbers, with or without spaces", () => {
    expect(evaluateTestCard("4242 4242 4242 4242", "12/34", "123", now)).toEqual({
      ok: true,
      brand: "Visa",
      last4: "4242",
    });
    expect(evaluateTestCard("5555555555554444", "01/2030", "999", now)).toMatchObject({
      ok: true,
      brand: "Mastercard",
    });
    expect(evaluateTestCard("3782 822463 10005", "12/30", "1234", now)).toMatchObject({
      ok: true,
      brand: "American Express",
    });
  });
  it("declines 4000 0000 0000 0002 with a message", () => {
    expect(evaluateTestCard("4000 0000 0000 0002", "12/34", "123", now)).toEqual({
      ok: false,
      field: "cardNumber",
      message: "Your card was declined.",
    });
    expect(evaluateTestCard("4000000000009995", "12/34", "123", now)).toMatchObject({
      message: "Your card has insufficient funds.",
    });
  });
  it("declines other valid numbers: this gateway never charges real cards", () => {
    expect(evaluateTestCard("4111 1111 1111 1111", "12/34", "123", now)).toMatchObject({
      ok: false,
      message: DECLINE_OTHER_MESSAGE,
    });
  });
  it("validates number, expiry and CVC", () => {
    expect(evaluateTestCard("4242 4242 4242 4241", "12/34", "123", now)).toMatchObject({ field: "cardNumber" });
    expect(evaluateTestCard("4242424242424242", "13/34", "123", now)).toMatchObject({
      field: "expiry",
      message: "Enter the expiry date as MM/YY.",
    });
    expect(evaluateTestCard("4242424242424242", "05/26", "123", now)).toMatchObject({
      field: "expiry",
      message: "Your card's expiration date is in the past.",
    });
    expect(evaluateTestCard("4242424242424242", "06/26", "123", now)).toMatchObject({ ok: true });
    expect(evaluateTestCard("4242424242424242", "06/26", "12", now)).toMatchObject({ field: "cvc" });
    expect(evaluateTestCard("378282246310005", "06/26", "123", now)).toMatchObject({ field: "cvc" });
  });
  it("luhn", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
  });
});
