import { describe, expect, it } from "vitest";
import { CATEGORY_SYNONYMS, GROUP_WEIGHTS, KIND_SYNONYMS, MAX_GROUPS, searchPlan } from "./search-terms";

describe("searchPlan", () => {
  it("searches plain words as prefixes, all of them, as the store always has", () => {
    const plan = searchPlan("Agilent infin 12");
    expect(plan.all).toBe("agilent:* & infin:* & 12:*");
    expect(plan.groups.map((g) => [g.text, g.role])).toEqual([
      ["agilent", "word"],
      ["infin", "word"],
      ["12", "minor"],
    ]);
    expect(plan.some).toBe("agilent:* | infin:*");
  });

  it("widens a kind name to its other names, exact words first in the group", () => {
    const plan = searchPlan("lyophilizer");
    const [group] = plan.groups;
    expect(group.role).toBe("kind");
    expect(group.own).toBe("lyophilizer:*");
    expect(group.any.startsWith("(lyophilizer:* | ")).toBe(true);
    expect(group.any).toContain("(freeze <-> dryer)");
    expect(group.any).toContain("lyophiliser");
    expect(plan.all).toBe(group.any);
    // Nothing to relax to: the only group is required either way.
    expect(plan.some).toBeNull();
  });

  it("reads a multi-word kind name leftmost-longest, and an option name as a kind", () => {
    const plan = searchPlan("Freeze dryers");
    expect(plan.groups).toHaveLength(1);
    expect(plan.groups[0].own).toBe("(freeze:* & dryers:*)");
    expect(plan.groups[0].any).toContain("lyophilizer");
    const lc = searchPlan("liquid chromatography system");
    expect(lc.groups.map((g) => g.text)).toEqual(["liquid chromatography"]);
    expect(lc.groups[0].any).toContain("uhplc");
  });

  it("leaves out other names the typed words already cover, and bare short abbreviations", () => {
    // Every syringe or sterile filter is a filter: searching them too would only read more index entries. "capsule"
    // names the capsule filter on its own (a product may not say "filter"), so it is searched as well.
    expect(searchPlan("filter").all).toBe("(filter:* | capsule)");
    const bioreactor = searchPlan("bioreactor").groups[0].any;
    expect(bioreactor).not.toMatch(/single <-> use/);
    expect(bioreactor).toContain("fermenter");
    // "SUB" is a kind when typed, but "sub" is never searched as another name (it is in "sub-2 µm").
    expect(bioreactor).not.toMatch(/\bsub\b/);
  });

  it("reads a short abbreviation as a kind only in capitals", () => {
    expect(searchPlan("SUB").groups[0].role).toBe("kind");
    expect(searchPlan("SUB").all).toContain("(single <-> use <-> bioreactor)");
    expect(searchPlan("column with sub-2 µm particles").groups.find((g) => g.text === "sub")?.role).toBe("word");
    expect(searchPlan("LC").groups[0].any).toContain("hplc");
  });

  it("drops filler words unless nothing else is left", () => {
    const plan = searchPlan("I need a centrifuge for my lab");
    expect(plan.groups.map((g) => g.text)).toEqual(["centrifuge"]);
    expect(searchPlan("the best").all).toBe("the:* & best:*");
  });

  it("relaxes to the named kinds, or else to any real word", () => {
    const kinds = searchPlan("pilot lyophilizer with 2 shelves");
    expect(kinds.all.split(" & ")).toHaveLength(4);
    expect(kinds.some).toBe(kinds.groups.find((g) => g.role === "kind")!.any);
    const words = searchPlan("keep cell cultures at 37 °C");
    // Numbers and single letters rank but are not enough to match on their own.
    expect(words.some).toBe("keep:* | cell:* | cultures:*");
    expect(words.all).toBe("keep:* & cell:* & cultures:* & 37:* & c");
    expect(searchPlan("37 °C").some).toBeNull();
  });

  it("weighs kinds over categories over words over numbers, and names categories from the table", () => {
    const plan = searchPlan("diagnostic kit for IL-6 in 96 wells");
    expect(plan.categoryIds).toEqual(CATEGORY_SYNONYMS["diagnostic kit"]);
    const weight = (text: string) => plan.groups.find((g) => g.text === text)?.weight;
    expect(weight("diagnostic kit")).toBe(GROUP_WEIGHTS.category);
    expect(weight("il")).toBe(GROUP_WEIGHTS.minor);
    expect(weight("96")).toBe(GROUP_WEIGHTS.minor);
    expect(GROUP_WEIGHTS.kind).toBeGreaterThan(GROUP_WEIGHTS.category);
    expect(GROUP_WEIGHTS.category).toBeGreaterThan(GROUP_WEIGHTS.word);
    expect(GROUP_WEIGHTS.word).toBeGreaterThan(GROUP_WEIGHTS.minor);
  });

  it("ranks by a number with thousands separators but never requires it", () => {
    const plan = searchPlan("resolving power above 50,000 and 0.22 µm");
    // The micro sign stays a micro sign (the catalogue's text has it), and m² stays m² (to_tsquery reads it as m).
    expect(plan.all).toBe("resolving:* & power:* & µm:*");
    expect(searchPlan("1 m²").all).toBe("1 & m²:*");
    expect(plan.groups.find((g) => g.text === "50,000")).toMatchObject({ any: "(50 <-> 000)", rankOnly: true });
    expect(plan.ranked).toContain("(50 <-> 000)");
    expect(plan.all).not.toMatch(/0\.22|\b22\b/);
  });

  it("searches at most MAX_GROUPS groups and removes repeats", () => {
    const plan = searchPlan("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda");
    expect(plan.groups).toHaveLength(MAX_GROUPS);
    expect(searchPlan("freeze dryer freeze dryer").groups).toHaveLength(1);
  });

  it("builds query strings from letters, digits and its own operators only, whatever the input", () => {
    const hostile = [
      "') OR 1=1 --",
      "a:* | !b & (c <-> d)",
      '\'; DROP TABLE "StoreProduct"; --',
      "lyophilizer\\' & '",
      "🧪🧫",
      "",
      "x".repeat(5000),
      "a<2>b :A *:* ' \" \\ $1",
    ];
    for (const q of hostile) {
      const plan = searchPlan(q);
      for (const text of [plan.all, plan.some ?? "", plan.ranked, ...plan.groups.flatMap((g) => [g.own, g.any])])
        expect(text.replace(/:\*|<->|[()&| ]/g, "")).toMatch(/^[\p{L}\p{N}]*$/u);
    }
    expect(searchPlan("🧪🧫").all).toBe("");
  });

  it("knows every kind synonym's targets (a typo in the table would silently widen nothing)", () => {
    for (const [synonym, options] of Object.entries(KIND_SYNONYMS)) {
      const plan = searchPlan(synonym.toUpperCase());
      expect({ synonym, roles: plan.groups.map((g) => g.role) }).toEqual({ synonym, roles: ["kind"] });
      expect(options.length).toBeGreaterThan(0);
    }
  });
});
