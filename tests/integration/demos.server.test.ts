// Integration: the demo list's category tabs and a demo's own page.
import { describe, expect, it } from "vitest";
import { loader as demoPageLoader } from "~/routes/demo_.$demoId";
import { loader as demoListLoader } from "~/routes/demo";
import { getDemoPage, listDemos } from "~/modules/demos/demos.server";
import { routeArgs } from "../setup/route-args";

describe("listDemos", () => {
  it("lists every demo, live first, then upcoming, then replays", async () => {
    const demos = await listDemos("all", null);
    expect(demos.length).toBeGreaterThanOrEqual(10);
    const order = { live: 0, upcoming: 1, replay: 2, cancelled: 3 } as const;
    const ranks = demos.map((d) => order[d.status]);
    expect([...ranks].sort()).toEqual(ranks);
  });

  it("filters by category tab", async () => {
    for (const category of ["bioreactors", "freeze-drying", "consumables", "analytics"] as const) {
      const demos = await listDemos(category, null);
      expect(demos.length, category).toBeGreaterThan(0);
      expect(demos.every((d) => d.category === category)).toBe(true);
    }
  });

  it("reads the tab from ?category= and ignores unknown values", async () => {
    const run = (search: string) =>
      demoListLoader(routeArgs({ request: new Request(`http://test/demo${search}`), params: {} }));
    const freeze = await run("?category=freeze-drying");
    expect(freeze.category).toBe("freeze-drying");
    expect(freeze.demos.map((d) => d.id)).toContain("freeze-drying-cycle-optimization");
    const unknown = await run("?category=nope");
    expect(unknown.category).toBe("all");
  });

  it("writes times in the visitor's zone", async () => {
    const [utc] = await listDemos("all", null);
    expect(utc.timeText).toMatch(/UTC$/);
    const [ny] = await listDemos("all", "America/New_York");
    expect(ny.timeText).toMatch(/E[SD]T$/);
  });
});

describe("demo page", () => {
  it("embeds the live stream (for members), the replay, or shows the start time", async () => {
    const locked = await getDemoPage("single-use-bioreactor-scale-up-live", null);
    expect(locked!.embedUrl).toBeNull();
    expect(locked!.liveLocked).toBe(true);
    const live = await getDemoPage("single-use-bioreactor-scale-up-live", null, "some-member-id");
    expect(live!.embedUrl).toMatch(/^https:\/\//);
    expect(live!.liveLocked).toBe(false);
    expect(live!.expert?.id).toBe(1);
    expect(live!.products.length).toBeGreaterThan(0);
    const replay = await getDemoPage("pilot-lyophilizer-walkthrough", null);
    expect(replay!.demo.status).toBe("replay");
    expect(replay!.embedUrl).toMatch(/^https:\/\//);
    const upcoming = await getDemoPage("freeze-drying-cycle-optimization", null);
    expect(upcoming!.demo.status).toBe("upcoming");
    expect(upcoming!.embedUrl).toBeNull();
    expect(upcoming!.startsAtText).toMatch(/UTC$/);
  });

  it("answers 404 for an unknown demo", async () => {
    expect(await getDemoPage("nope", null)).toBeNull();
    const thrown = await demoPageLoader(
      routeArgs({
        request: new Request("http://test/demo/nope"),
        params: { demoId: "nope" },
      }),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });
});
