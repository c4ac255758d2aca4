import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import { panelSaveSchema } from "./panel-schema";
import {
  defaultPanelDescription,
  filterCreators,
  panelBuilderDraft,
  PANEL_CURATORS_REQUIRED,
  PANEL_NAME_REQUIRED,
  panelSavedToast,
  parseCuratorIds,
  parsePanelFilter,
} from "./panels";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

describe("panel save validation", () => {
  it("requires a name that is not blank after trimming", () => {
    const submission = parseWithZod(
      form([
        ["name", "   "],
        ["category", "analytics"],
        ["curators", "1"],
      ]),
      { schema: panelSaveSchema },
    );
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ name: [PANEL_NAME_REQUIRED] });
  });

  it("requires at least one curator", () => {
    const submission = parseWithZod(
      form([
        ["name", "HPLC"],
        ["category", "analytics"],
      ]),
      { schema: panelSaveSchema },
    );
    expect(submission.reply().error).toEqual({ curators: [PANEL_CURATORS_REQUIRED] });
  });

  it("accepts one or many curators and trims the name", () => {
    const one = parseWithZod(
      form([
        ["name", " HPLC Panel "],
        ["category", "analytics"],
        ["curators", "2"],
      ]),
      { schema: panelSaveSchema },
    );
    expect(one.status).toBe("success");
    if (one.status === "success") expect(one.value).toMatchObject({ name: "HPLC Panel", curators: [2] });
    const many = parseWithZod(
      form([
        ["name", "X"],
        ["category", "manufacturing"],
        ["curators", "2"],
        ["curators", "5"],
      ]),
      { schema: panelSaveSchema },
    );
    if (many.status === "success") expect(many.value.curators).toEqual([2, 5]);
    else throw new Error("expected success");
  });
});

describe("panel helpers", () => {
  it("falls back to all panels for unknown categories", () => {
    expect(parsePanelFilter("freeze-drying")).toBe("freeze-drying");
    expect(parsePanelFilter("nope")).toBe("all");
  });

  it("counts curators in the saved toast", () => {
    expect(panelSavedToast(1).description).toBe("Your panel has been saved with 1 curator.");
    expect(panelSavedToast(3)).toEqual({
      title: "Panel Saved",
      description: "Your panel has been saved with 3 curators.",
    });
  });

  it("describes a panel by its curators", () => {
    expect(defaultPanelDescription(["A"])).toBe("Curated by A.");
    expect(defaultPanelDescription(["A", "B", "C"])).toBe("Curated by A, B and C.");
  });

  it("searches creators by name and specialty", () => {
    const creators = [
      { name: "Dr. Sarah Chen", specialty: "Bioprocess Engineering" },
      { name: "Dr. James Okafor", specialty: "Chromatography" },
    ];
    expect(filterCreators(creators, "  chrom ")).toEqual([creators[1]]);
    expect(filterCreators(creators, "SARAH")).toEqual([creators[0]]);
    expect(filterCreators(creators, "")).toHaveLength(2);
  });

  it("reads selected curator ids, dropping duplicates, junk and the removed one", () => {
    expect(parseCuratorIds(["3", "1", "3", "x", "-2", "5"], "1")).toEqual([3, 5]);
  });

  it("reads the builder's draft from its URL: capped text, a real category, the curators minus the removed one", () => {
    const params = new URLSearchParams([
      ["name", "x".repeat(130)],
      ["category", "all"],
      ["q", "chrom"],
      ["curators", "2"],
      ["curators", "4"],
      ["remove", "2"],
    ]);
    expect(panelBuilderDraft(params)).toEqual({
      name: "x".repeat(120),
      category: "bioreactors",
      description: "",
      q: "chrom",
      curators: [4],
    });
    expect(panelBuilderDraft(new URLSearchParams("category=analytics")).category).toBe("analytics");
  });
});
