import { describe, expect, it } from "vitest";
import { safeCsvCell } from "./csv";

describe("safeCsvCell", () => {
  it("writes cells a spreadsheet would run as a formula as text", () => {
    expect(safeCsvCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(safeCsvCell("+1")).toBe("'+1");
    expect(safeCsvCell("-2")).toBe("'-2");
    expect(safeCsvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(safeCsvCell("\t=1")).toBe("'\t=1");
  });

  it("leaves other text, numbers and empty values alone", () => {
    expect(safeCsvCell("Bioreactor 5 L")).toBe("Bioreactor 5 L");
    expect(safeCsvCell(-12.5)).toBe("-12.5");
    expect(safeCsvCell(null)).toBe("");
    expect(safeCsvCell(undefined)).toBe("");
  });
});
