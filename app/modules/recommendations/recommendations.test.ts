import { describe, expect, it } from "vitest";
import { activityReason, rankBuyerRecommendations, reorderReason } from "./buyer";
import {
  type AttributeInfo,
  type AttributeRange,
  type ComparableValue,
  MIN_SIMILARITY,
  numericCloseness,
  scoreSimilarity,
  togetherReason,
  topSimilar,
} from "./similarity";

const attributes = new Map<string, AttributeInfo>(
  [
    { id: "kind", label: "System type", type: "enum", unit: null, position: 0 },
    { id: "shelf", label: "Shelf area", type: "number", unit: "m²", position: 1 },
    { id: "condenser", label: "Condenser", type: "number", unit: "°C", position: 2 },
    { id: "notes", label: "Notes", type: "text", unit: null, position: 3 },
    { id: "sterile", label: "Sterile", type: "boolean", unit: null, position: 4 },
  ].map((a) => [a.id, a]),
);
const ranges = new Map<string, AttributeRange>([
  ["shelf", { min: 0.1, max: 10 }],
  ["condenser", { min: -105, max: -50 }],
]);
const value = (attributeId: string, v: number | string): ComparableValue =>
  typeof v === "number"
    ? { attributeId, numMin: v, numMax: v, enumValue: null }
    : { attributeId, numMin: null, numMax: null, enumValue: v };

const lyo = [value("kind", "Freeze dryer"), value("shelf", 0.4), value("condenser", -80)];

describe("specification similarity", () => {
  it("scores identical specifications 1 and close ones relative to the catalogue range", () => {
    expect(scoreSimilarity(attributes, ranges, lyo, lyo)!.score).toBe(1);
    const close = scoreSimilarity(attributes, ranges, lyo, [
      value("kind", "Freeze dryer"),
      value("shelf", 0.4),
      value("condenser", -85),
    ])!;
    expect(close.score).toBeCloseTo((1 + 1 + (1 - 5 / 55)) / 3, 6);
    expect(numericCloseness(value("shelf", 0.1), value("shelf", 10), ranges.get("shelf"))).toBe(0);
    expect(numericCloseness(value("x", 1), value("x", 2), undefined)).toBe(0);
  });

  it("words the reason: shared values first, then the closest difference, candidate's value first", () => {
    const result = scoreSimilarity(attributes, ranges, lyo, [
      value("kind", "Freeze dryer"),
      value("shelf", 0.4),
      value("condenser", -85),
    ])!;
    expect(result.reason).toBe("Same 0.4 m² shelf area, condenser −85 °C vs −80 °C");
    const onlyDifferent = scoreSimilarity(attributes, ranges, lyo, [
      value("kind", "Freeze dryer"),
      value("shelf", 0.5),
    ])!;
    expect(onlyDifferent.reason).toBe("Shelf area 0.5 m² vs 0.4 m²");
    const onlyKind = scoreSimilarity(attributes, ranges, lyo, [value("kind", "Freeze dryer")])!;
    expect(onlyKind.reason).toBe("Also a Freeze dryer");
  });

  it("is not similar across kinds, and counts missing specifications against the candidate", () => {
    expect(
      scoreSimilarity(attributes, ranges, lyo, [value("kind", "Glass bioreactor"), value("shelf", 0.4)]),
    ).toBeNull();
    const sparse = scoreSimilarity(attributes, ranges, lyo, [value("kind", "Freeze dryer")])!;
    expect(sparse.score).toBeCloseTo(1 / 3, 6);
    const extra = scoreSimilarity(attributes, ranges, lyo, [...lyo, value("sterile", "yes")])!;
    expect(extra.score).toBeCloseTo(3 / 4, 6);
    expect(scoreSimilarity(attributes, ranges, lyo, [])).toBeNull();
  });

  it("keeps the best candidates above the threshold, ties by id", () => {
    const top = topSimilar(
      [
        { id: "b", score: 0.9 },
        { id: "a", score: 0.9 },
        { id: "c", score: MIN_SIMILARITY - 0.01 },
        { id: "d", score: 0.5 },
      ],
      2,
    );
    expect(top.map((t) => t.id)).toEqual(["a", "b"]);
  });

  it("words co-occurrence counts", () => {
    expect(togetherReason(3, 0)).toBe("Bought together in 3 orders");
    expect(togetherReason(1, 2)).toBe("Bought together in 1 order, compared together by 2 buyers");
    expect(togetherReason(0, 1)).toBe("Compared together by 1 buyer");
  });
});

describe("buyer recommendations", () => {
  const seed = (productId: string, action: "compared" | "viewed" | "ordered" | "quoted", title = productId) => ({
    productId,
    title,
    categoryName: "Biopharma Machinery",
    action,
  });

  it("says what the buyer did and why the product follows", () => {
    const similar = { kind: "similar" as const, reason: "Same 0.4 m² shelf area, condenser −85 °C vs −80 °C" };
    expect(activityReason(seed("a", "compared", "Alpha"), similar, 2)).toBe(
      "Because you compared two biopharma machinery products: same 0.4 m² shelf area, condenser −85 °C vs −80 °C",
    );
    expect(activityReason(seed("a", "viewed", "Alpha"), similar)).toBe(
      "Because you viewed Alpha: same 0.4 m² shelf area, condenser −85 °C vs −80 °C",
    );
    expect(
      activityReason(seed("a", "ordered", "Alpha"), { kind: "together", reason: "Bought together in 3 orders" }),
    ).toBe("Because you ordered Alpha: often bought with it in 3 orders");
    expect(reorderReason("Filter Tips", 42)).toBe("You ordered Filter Tips 42 days ago: time to reorder?");
  });

  it("ranks by weighted contributions, keeps the strongest reason and never recommends excluded or seed products", () => {
    const ranked = rankBuyerRecommendations({
      seeds: [seed("a", "viewed", "Alpha"), seed("b", "compared", "Beta")],
      edges: [
        { productId: "a", relatedId: "x", kind: "similar", score: 0.9, reason: "Same 1 L volume" },
        { productId: "b", relatedId: "x", kind: "similar", score: 0.8, reason: "Same 2 L volume" },
        { productId: "b", relatedId: "a", kind: "similar", score: 0.9, reason: "Same" },
        { productId: "a", relatedId: "cart", kind: "similar", score: 1, reason: "Same" },
        { productId: "a", relatedId: "y", kind: "together", score: 2, reason: "Bought together in 1 order" },
      ],
      direct: [{ productId: "z", kind: "interest", reason: "Matches your interest in Lyophilization", strength: 1 }],
      exclude: ["cart"],
    });
    expect(ranked.map((r) => r.productId)).toEqual(["x", "y", "z"]);
    expect(ranked[0]!.reason).toBe("Because you compared Beta: same 2 L volume");
    expect(ranked[2]!.reason).toBe("Matches your interest in Lyophilization");
  });

  it("a product viewed after it was compared counts as compared", () => {
    const ranked = rankBuyerRecommendations({
      seeds: [seed("a", "viewed", "Alpha"), seed("a", "compared", "Alpha"), seed("b", "compared", "Beta")],
      edges: [{ productId: "a", relatedId: "x", kind: "similar", score: 0.9, reason: "Same 1 L volume" }],
      direct: [],
      exclude: [],
    });
    expect(ranked[0]!.reason).toBe("Because you compared two biopharma machinery products: same 1 L volume");
  });

  it("gives other sources a turn after three items from one", () => {
    const ranked = rankBuyerRecommendations({
      seeds: [seed("a", "quoted", "Alpha")],
      edges: ["p1", "p2", "p3", "p4"].map((relatedId, i) => ({
        productId: "a",
        relatedId,
        kind: "similar" as const,
        score: 0.9 - i * 0.01,
        reason: "Same",
      })),
      direct: [{ productId: "z", kind: "interest", reason: "Matches your interest in Lyophilization", strength: 1 }],
      exclude: [],
    });
    expect(ranked.map((r) => r.productId)).toEqual(["p1", "p2", "p3", "z", "p4"]);
  });

  it("a buyer without activity gets their interests (then featured products)", () => {
    const ranked = rankBuyerRecommendations({
      seeds: [],
      edges: [],
      direct: [
        { productId: "f", kind: "featured", reason: "Featured by our experts", strength: 1 },
        { productId: "i", kind: "interest", reason: "Matches your interest in Cell Therapy", strength: 0.5 },
      ],
      exclude: [],
    });
    expect(ranked.map((r) => r.productId)).toEqual(["i", "f"]);
  });
});
