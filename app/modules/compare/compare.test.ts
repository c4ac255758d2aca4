import { describe, expect, it } from "vitest";
import {
  addToComparison,
  COMPARE_CAPACITY,
  mergeComparisons,
  removeFromComparison,
  specificationMatrix,
} from "./compare";

describe("comparison list", () => {
  it("adds up to three products and refuses a fourth", () => {
    let ids: string[] = [];
    for (const id of ["a", "b", "c"]) {
      const result = addToComparison(ids, id);
      expect(result.ok).toBe(true);
      if (result.ok) ids = result.ids;
    }
    expect(ids).toEqual(["a", "b", "c"]);
    expect(addToComparison(ids, "d")).toEqual({ ok: false, reason: "full" });
    expect(COMPARE_CAPACITY).toBe(3);
  });

  it("treats adding a product already compared as a no-op, even when full", () => {
    expect(addToComparison(["a", "b", "c"], "b")).toEqual({ ok: true, ids: ["a", "b", "c"], added: false });
  });

  it("removes a product and frees a slot", () => {
    const ids = removeFromComparison(["a", "b", "c"], "b");
    expect(ids).toEqual(["a", "c"]);
    expect(addToComparison(ids, "d")).toEqual({ ok: true, ids: ["a", "c", "d"], added: true });
  });

  it("merges a visitor's list into the user's without duplicates, capped at three", () => {
    expect(mergeComparisons(["a"], ["b", "a", "c", "d"])).toEqual(["a", "b", "c"]);
  });

  it("lines up specifications by label with a dash for missing values", () => {
    const matrix = specificationMatrix([
      {
        specifications: [
          { label: "Flow rate", value: "5 mL/min" },
          { label: "Weight", value: "40 kg" },
        ],
      },
      {
        specifications: [
          { label: "Weight", value: "12 kg" },
          { label: "Power", value: "230 V" },
        ],
      },
    ]);
    expect(matrix).toEqual([
      { label: "Flow rate", values: ["5 mL/min", "—"] },
      { label: "Weight", values: ["40 kg", "12 kg"] },
      { label: "Power", values: ["—", "230 V"] },
    ]);
  });
});
