// The finder's per-product checks, score, reason line and follow-up questions (issue 12).
import { describe, expect, it } from "vitest";
import {
  followUpQuestions,
  meetsEveryRequirement,
  rankProducts,
  reasonOf,
  scoreProduct,
  type CheckStatus,
  type ShownRow,
} from "./checks";
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

  it("a check on the product's words says what its words say, not a value it has", () => {
    const withoutCfr = parseRequest("freeze dryer without manifold", vocabulary);
    const saysIt = scoreProduct(
      withoutCfr.requirements,
      row("d", [kind("Freeze dryer")], { textMatches: { 1: true } }),
    );
    expect(saysIt.reason).toMatch(/— not .* \(its words say it\)\.$/);
    expect(saysIt.reason).not.toMatch(/has mentioned/);
  });
});

describe("never claiming more than was understood (issue 35)", () => {
  const parsed = parseRequest("freeze dryer, condenser colder than -112 °F", vocabulary);
  const cold = row("cold", [kind("Freeze dryer"), condenser(-84)]);

  it("says 'Meets all' only when every requirement is met and nothing was left not understood", () => {
    expect(scoreProduct(parsed.requirements, cold).reason).toBe("Meets all 2 of your requirements.");
    const partly = scoreProduct(parsed.requirements, cold, ["40,000"]);
    expect(partly.reason).toBe("Meets the 2 requirements understood — not understood: “40,000”.");
    expect(partly.reason).not.toMatch(/Meets all/);
    // The part that was not understood is shown on the result as such, after the requirements' checks.
    expect(partly.checks.at(-1)).toEqual({ label: "“40,000”", status: "not-understood", value: "not understood" });
    // The score (the order) does not change: nothing was checked for it.
    expect(partly.score).toBe(scoreProduct(parsed.requirements, cold).score);
    const warm = scoreProduct(parsed.requirements, row("warm", [kind("Freeze dryer"), condenser(-50)]), ["40,000"]);
    expect(warm.reason).toMatch(/^Meets 1 of 2 — not .* — not understood: “40,000”\.$/);
    expect(reasonOf([], [], ["mindestens"])).toBe("Matches words of your request — not understood: “mindestens”.");
  });

  it("a product meets every requirement when each is met; of alternative kinds, one is enough", () => {
    expect(meetsEveryRequirement(parsed.requirements, ["met", "met"])).toBe(true);
    expect(meetsEveryRequirement(parsed.requirements, ["met", "unknown"])).toBe(false);
    expect(meetsEveryRequirement([], [])).toBe(false);
    const either = parseRequest("HPLC or UHPLC system", vocabulary);
    const kinds = either.requirements.filter((r) => r.kind === "type").length;
    expect(kinds).toBeGreaterThan(1);
    const statuses = either.requirements.map((r, i): CheckStatus => (r.kind === "type" && i > 0 ? "not-met" : "met"));
    expect(meetsEveryRequirement(either.requirements, statuses)).toBe(true);
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
