import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE, EMAIL_MAX, emailAddress, requiredText, textField } from "./fields";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe("emailAddress", () => {
  const schema = emailAddress();
  it("trims and lower-cases a valid address", () => {
    expect(schema.parse("  Marie.Curie@Example.COM ")).toBe("marie.curie@example.com");
  });
  it("says required for missing or blank input, invalid for a non-address, and too long past the limit", () => {
    expect(messages(schema.safeParse(undefined))).toEqual(["Email is required."]);
    expect(messages(schema.safeParse("   "))).toEqual(["Email is required."]);
    expect(messages(schema.safeParse("marie@"))).toEqual(["Please enter a valid email address."]);
    const long = `${"a".repeat(EMAIL_MAX)}@example.com`;
    expect(messages(emailAddress({ tooLong: "Too long." }).safeParse(long))).toEqual(["Too long."]);
  });
});

describe("requiredText", () => {
  it("trims, requires and bounds the text with the form's wording", () => {
    const schema = requiredText("Company", 5);
    expect(schema.parse("  Acme ")).toBe("Acme");
    expect(messages(schema.safeParse(" "))).toEqual(["Company is required."]);
    expect(messages(schema.safeParse("Acme Labs"))).toEqual(["Please keep this under 5 characters."]);
    expect(messages(requiredText("Name", 5, { required: "Who are you?" }).safeParse(""))).toEqual(["Who are you?"]);
  });
});

describe("textField", () => {
  it("keeps tabs, new lines and ordinary Unicode", () => {
    expect(textField().parse("Line one\r\n\tLine two — µL")).toBe("Line one\r\n\tLine two — µL");
  });
  it("refuses NUL and the other control characters with a field message", () => {
    for (const value of ["Ada\u0000", "\u0001x", "a\u001Bb", "del\u007F"]) {
      expect(messages(textField().safeParse(value))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
    expect(messages(requiredText("Full name", 50).safeParse("Ada\u0000 Lovelace"))).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
    expect(messages(emailAddress().safeParse("ada\u0000@example.com"))).toContain(CONTROL_CHARACTERS_MESSAGE);
  });
});
