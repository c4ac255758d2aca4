import { describe, expect, it } from "vitest";
import { withoutRepeatedSpecifications } from "./detail-sections";

const sections = [
  { title: "Specifications" },
  { title: "What's in the box" },
  { title: "Technical specifications" },
  { title: "Specs" },
  { title: "Specification sheets we offer" },
];

describe("withoutRepeatedSpecifications", () => {
  it("drops a free-text specifications section when the product has the structured table", () => {
    expect(withoutRepeatedSpecifications(sections, true).map((s) => s.title)).toEqual([
      "What's in the box",
      "Specification sheets we offer",
    ]);
  });
  it("keeps it when the table is empty: it is the only specification the product has", () => {
    expect(withoutRepeatedSpecifications(sections, false)).toEqual(sections);
  });
});
