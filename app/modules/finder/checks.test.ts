// The finder's per-product checks, score, reason line and follow-up questions (issue 12).
import { describe, expect, it } from "vitest";
import { followUpQuestions, rankProducts, reasonOf, scoreProduct, type ShownRow } from "./checks";
import { parseRequest } from "./parse";
import { seedVocabularyWithRanges } from "./seed-vocabulary.test-helper";

const vocabulary = seedVocabularyWithRanges();
const LS = "life-sciences-equipment";

function row(id: string, values: ShownRow["values"], extra: Partial<ShownRow> = {}): ShownRow {
  return {
    id,
    title: id,
    brandId: "sartorius",
    brandName: "Sartorius",
    categoryId: LS,
    categoryName: "Life Sciences Equipment",
    rating: 4,
    values,
    textMatches: {},
    keywordRank: 0,
    ...extra,
  };
}
const kind = (value: string) => ({ attributeId: `${LS}.equipment-type`, numMin: null, numMax: null, enumValue: value });
const condenser = (c: number) => ({
  attributeId: `${LS}.condenser-temperature`,
  numMin: c,
  numMax: c,
  enumValue: null,
});

describe("checks", () => {
  const parsed = parseRequest("freeze dryer, condenser colder than -112 °F, 21 CFR Part 11", vocabulary);

  it("met, not met and unknown, with the product's values in the buyer's unit", () => {
    const scored = scoreProduct(parsed.requirements, row("a", [kind("Freeze dryer"), condenser(-50), condenser(-84)]));
    expect(scored.checks.map((c) => [c.status, c.value])).toEqual([
      ["met", "Freeze dryer"],
      ["met", "−58 °F · −119.2 °F"],
      ["unknown", "not mentioned"],
    ]);
    const warm = scoreProduct(parsed.requirements, row("b", [kind("Freeze dryer"), condenser(-50)]));
    expect(warm.checks[1]).toMatchObject({ status: "not-met", value: "−58 °F" });
    const none = scoreProduct(parsed.requirements, row("c", [kind("Centrifuge")]));
    expect(none.checks.map((c) => c.status)).toEqual(["not-met", "unknown", "unknown"]);
  });

  it("orders by score: meeting beats unknown beats not meeting; ties by rating", () => {
    const ranked = rankProducts(parsed.requirements, [
      row("warm", [kind("Freeze dryer"), condenser(-50)], { rating: 5 }),
      row("unknown", [kind("Freeze dryer")]),
      row("cold", [kind("Freeze dryer"), condenser(-84)], { rating: 3 }),
      row("cold-text", [kind("Freeze dryer"), condenser(-84)], { rating: 3, textMatches: { 2: true } }),
    ]);
    expect(ranked.map((r) => r.id)).toEqual(["cold-text", "cold", "unknown", "warm"]);
    // The ranking reads statuses only; the explanation of a shown result gives the same score.
    for (const r of ranked) expect(scoreProduct(parsed.requirements, r.row).score).toBe(r.score);
  });

  it("the reason names what is not met and what has no data", () => {
    const scored = scoreProduct(parsed.requirements, row("b", [kind("Freeze dryer"), condenser(-50)]));
    expect(scored.reason).toBe(
      "Meets 1 of 3 — not Condenser temperature colder than −112 °F (has −58 °F) — no data for 21 CFR Part 11.",
    );
    expect(reasonOf([], [])).toMatch(/words/);
  });
});

describe("follow-up questions", () => {
  it("ask about open key attributes the results have values for, with answers the parser reads back", () => {
    const parsed = parseRequest("centrifuge", vocabulary);
    const rows = [15000, 20000, 25000, 30000].map((rpm, i) =>
      row(`c${i}`, [kind("Centrifuge"), { attributeId: `${LS}.max-speed`, numMin: rpm, numMax: rpm, enumValue: null }]),
    );
    const [question] = followUpQuestions(parsed, vocabulary, rows);
    expect(question.question).toBe("What maximum speed do you need?");
    for (const answer of question.answers) {
      const refined = parseRequest(answer.q, vocabulary);
      expect(refined.requirements.find((r) => r.kind === "number")).toMatchObject({
        attributeIds: [`${LS}.max-speed`],
      });
    }
  });

  it("without a kind, ask what kind of product", () => {
    const parsed = parseRequest("Sartorius", vocabulary);
    const rows = ["Centrifuge", "Centrifuge", "Analytical balance"].map((k, i) => row(`p${i}`, [kind(k)]));
    const [question] = followUpQuestions(parsed, vocabulary, rows);
    expect(question.question).toBe("Which equipment type?");
    expect(question.answers.map((a) => a.q)).toEqual(["Sartorius, Centrifuge", "Sartorius, Analytical balance"]);
  });
});
