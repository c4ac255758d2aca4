// Integration: the home page's content comes from the database with the spec's limits, in one statement.
import { describe, expect, it } from "vitest";
import { displayedFollowers } from "~/modules/experts/experts";
import { prisma } from "~/utils/db.server";
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

  it("reads the same rows Prisma would: experts in order with follows counted, demo start times exact", async () => {
    const home = await getHomeData("Europe/Berlin");
    const experts = await prisma.expert.findMany({
      orderBy: [{ position: "asc" }, { id: "asc" }],
      take: 6,
      select: {
        id: true,
        name: true,
        followers: true,
        tags: true,
        rating: true,
        _count: { select: { followedBy: true } },
        demos: { orderBy: [{ position: "asc" }, { id: "asc" }], take: 1, select: { id: true } },
      },
    });
    expect(home.experts.map((e) => e.id)).toEqual(experts.map((e) => e.id));
    home.experts.forEach((card, i) => {
      const row = experts[i]!;
      expect(card).toMatchObject({
        name: row.name,
        tags: row.tags,
        rating: row.rating,
        followers: displayedFollowers(row.followers, row._count.followedBy),
      });
    });
    home.panel.forEach((p, i) =>
      expect(p.demoHref).toBe(experts[i]!.demos[0] ? `/demo/${experts[i]!.demos[0]!.id}` : "/demo"),
    );

    const demos = await prisma.demo.findMany({
      where: { onHome: true },
      orderBy: [{ position: "asc" }, { startsAt: "asc" }],
      take: 3,
      select: { id: true, startsAt: true },
    });
    expect(home.demos.map((d) => [d.id, d.startsAt])).toEqual(demos.map((d) => [d.id, d.startsAt.toISOString()]));
  });

  it("counts a new follow in the expert's card", async () => {
    // The last card: the follow tests elsewhere use the first experts.
    const last = (await getHomeData(null)).experts.length - 1;
    const { id: expertId, followers: before } = (await getHomeData(null)).experts[last]!;
    const user = await prisma.user.create({
      data: { email: `home-follow-${Date.now()}@example.com`, passwordHash: "x" },
      select: { id: true },
    });
    try {
      await prisma.expertFollow.create({ data: { userId: user.id, expertId } });
      expect((await getHomeData(null)).experts[last]!.followers).toBe(before + 1);
    } finally {
      await prisma.user.delete({ where: { id: user.id } });
    }
  });
});
