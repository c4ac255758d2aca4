import { describe, expect, it } from "vitest";
import { parseQuickOrder, QUICK_ORDER_MAX_LINES } from "./quick-order";

describe("parseQuickOrder", () => {
  it("reads a SKU and a quantity per line, with the separators spreadsheets and people use", () => {
    expect(parseQuickOrder("A-100 2\nB-200,3\nC-300;4\nD-400\t5\n\n  E-500  \nF-600 x6\nG-700 7x")).toEqual({
      ok: true,
      lines: [
        { row: 1, sku: "A-100", quantity: 2 },
        { row: 2, sku: "B-200", quantity: 3 },
        { row: 3, sku: "C-300", quantity: 4 },
        { row: 4, sku: "D-400", quantity: 5 },
        { row: 6, sku: "E-500", quantity: 1 },
        { row: 7, sku: "F-600", quantity: 6 },
        { row: 8, sku: "G-700", quantity: 7 },
      ],
    });
  });
  it("adds up the same SKU on two lines, whatever its case", () => {
    expect(parseQuickOrder("a-100 2\r\nA-100 3")).toEqual({ ok: true, lines: [{ row: 1, sku: "a-100", quantity: 5 }] });
  });
  it("reports every wrong line with its number and why, and nothing else", () => {
    const parsed = parseQuickOrder("A-100 0\nB-200 1.5\nC-300 -2\nD-400 two\nE-500 1000000\nF-600 2 3\nG-700 1");
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((p) => [p.row, p.message])).toEqual([
      [1, "The quantity must be at least 1."],
      [2, '"1.5" is not a quantity: use a whole number from 1.'],
      [3, '"-2" is not a quantity: use a whole number from 1.'],
      [4, '"two" is not a quantity: use a whole number from 1.'],
      [5, "At most 999 of one item per order line."],
      [6, "Write one SKU and one quantity per line."],
    ]);
    expect(parsed.problems[4]!.text).toBe("E-500 1000000");
  });
  it("refuses an empty paste and one that is too long as a whole", () => {
    expect(parseQuickOrder(" \n\n")).toEqual({ ok: false, problems: [], formError: "Enter at least one SKU." });
    const many = Array.from({ length: QUICK_ORDER_MAX_LINES + 1 }, (_, i) => `S-${i} 1`).join("\n");
    expect(parseQuickOrder(many)).toMatchObject({ ok: false, formError: expect.stringContaining("at most 50 lines") });
    expect(parseQuickOrder("x".repeat(5_001))).toMatchObject({
      ok: false,
      formError: expect.stringContaining("5,000"),
    });
  });
  it("counts merged quantities against the per-line maximum", () => {
    expect(parseQuickOrder("A-1 600\nA-1 600")).toMatchObject({
      ok: false,
      problems: [{ row: 2, message: "At most 999 of one item per order line." }],
    });
  });
});
