// Integration: saving a panel through the /create-panel action, and the /panels listing.
import { afterAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { action } from "~/routes/create-panel";
import { PANEL_CURATORS_REQUIRED, PANEL_NAME_REQUIRED } from "./panels";
import { listPanels } from "./panels.server";

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function post(entries: [string, string][]) {
  const body = new URLSearchParams(entries);
  return action({
    request: new Request("http://localhost/create-panel", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
    params: {},
    context: { cspNonce: "" },
  });
}

function asData(result: unknown) {
  const value = result as { type?: string; data?: { result?: { error?: Record<string, string[]> } }; init?: { status?: number } };
  expect(value.type).toBe("DataWithResponseInit");
  return value;
}

afterAll(async () => {
  await prisma.panel.deleteMany({ where: { name: { contains: run } } });
});

describe("panel save", () => {
  it("needs a name that is not blank and at least one curator", async () => {
    const result = asData(await post([["name", "   "], ["category", "analytics"]]));
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error).toEqual({ name: [PANEL_NAME_REQUIRED], curators: [PANEL_CURATORS_REQUIRED] });
    const noCurators = asData(await post([["name", `Named ${run}`], ["category", "analytics"]]));
    expect(noCurators.data?.result?.error).toEqual({ curators: [PANEL_CURATORS_REQUIRED] });
    expect(await prisma.panel.count({ where: { name: { contains: run } } })).toBe(0);
  });

  it("rejects curators that do not exist", async () => {
    const result = asData(await post([["name", `Ghost ${run}`], ["category", "analytics"], ["curators", "9999"]]));
    expect(result.data?.result?.error).toEqual({ curators: [PANEL_CURATORS_REQUIRED] });
  });

  it("stores the panel with its curators and redirects to /panels with the toast", async () => {
    const name = `Chromatography Circle ${run}`;
    const response = (await post([
      ["name", `  ${name}  `],
      ["category", "analytics"],
      ["description", ""],
      ["curators", "5"],
      ["curators", "2"],
      ["q", "dr"],
    ])) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/panels");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    const payload = JSON.parse(Buffer.from(decodeURIComponent(cookie.split(";")[0].split("=")[1]).split(".")[0], "base64").toString());
    expect(JSON.stringify(payload)).toContain("Your panel has been saved with 2 curators.");
    const panel = await prisma.panel.findFirstOrThrow({
      where: { name },
      select: { category: true, description: true, curators: { select: { creatorId: true }, orderBy: { creatorId: "asc" } } },
    });
    expect(panel.category).toBe("analytics");
    expect(panel.curators.map((c) => c.creatorId)).toEqual([2, 5]);
    expect(panel.description).toBe("Curated by Dr. Marcus Weber and Dr. James Okafor.");

    const listed = await listPanels({ q: run, category: "analytics" });
    expect(listed.map((p) => p.name)).toEqual([name]);
    expect(listed[0].curators.map((c) => c.name)).toEqual(["Dr. Marcus Weber", "Dr. James Okafor"]);
    expect(await listPanels({ q: run, category: "bioreactors" })).toEqual([]);
  });
});

describe("panel listing", () => {
  it("lists the seeded panels with curators and filters by category and search", async () => {
    const all = await listPanels({ q: "", category: "all" });
    expect(all.length).toBeGreaterThanOrEqual(6);
    const freeze = await listPanels({ q: "", category: "freeze-drying" });
    expect(freeze.map((p) => p.name)).toContain("Lyo Cycle Development Circle");
    expect(freeze.every((p) => p.category === "freeze-drying")).toBe(true);
    const byCurator = await listPanels({ q: "okafor", category: "all" });
    expect(byCurator.map((p) => p.name)).toEqual(expect.arrayContaining(["Consumables Quality Watch", "High-Resolution MS Users Group"]));
  });
});
