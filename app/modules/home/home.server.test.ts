// Integration: the home page's content comes from the database with the spec's limits.
import { describe, expect, it } from "vitest";
import { getHomeData } from "./home.server";

describe("getHomeData", () => {
  it("returns at most 6 experts, 4 brands, 4 categories, the insights and 3 demos", async () => {
    const home = await getHomeData(null);
    expect(home.experts.length).toBeLessThanOrEqual(6);
    expect(home.experts.length).toBeGreaterThan(0);
    expect(home.brands.map((b) => b.id)).toEqual(["agilent", "thermo-fisher", "merck", "roche"]);
    expect(home.categories.map((c) => c.id)).toEqual([
      "analytical-instruments",
      "life-sciences-equipment",
      "laboratory-consumables",
      "biopharma-machinery",
    ]);
    expect(home.insights).toHaveLength(6);
    expect(home.demos).toHaveLength(3);
    expect(home.demos.some((d) => d.status === "upcoming")).toBe(true);
    expect(home.panel.length).toBe(3);
    expect(home.panel.every((p) => p.demoHref.startsWith("/demo"))).toBe(true);
  });
});
