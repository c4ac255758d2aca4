// Integration: the /create-panel guard and save, the /panels listing, and Join / Leave Panel.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { action, loader } from "~/routes/create-panel";
import { action as panelsAction, loader as panelsLoader } from "~/routes/panels";
import { call, createMember, getPage, postForm, toastOf, type Member } from "./people.support";
import { PANEL_CURATORS_REQUIRED, PANEL_NAME_REQUIRED } from "~/modules/panels/panels";
import { listPanels } from "~/modules/panels/panels.server";
import { routeArgs } from "../setup/route-args";

const run = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
let influencer: Member;
let buyer: Member;
let admin: Member;

beforeAll(async () => {
  [influencer, buyer, admin] = await Promise.all([
    createMember({ role: "influencer" }),
    createMember({ role: "buyer" }),
    createMember({ role: "admin" }),
  ]);
});

function post(entries: [string, string][], member: Member | null = influencer) {
  const body = new URLSearchParams(entries);
  return action(
    routeArgs({
      request: new Request("http://localhost/create-panel", {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(member ? { Cookie: member.cookie } : {}) },
      }),
      params: {},
    }),
  ).catch((thrown: unknown) => thrown);
}

function asData(result: unknown) {
  const value = result as {
    type?: string;
    data?: { result?: { error?: Record<string, string[]> } };
    init?: { status?: number };
  };
  expect(value.type).toBe("DataWithResponseInit");
  return value;
}

afterAll(async () => {
  await prisma.panel.deleteMany({ where: { name: { contains: run } } });
  await prisma.user.deleteMany({ where: { id: { in: [influencer, buyer, admin].filter(Boolean).map((m) => m.id) } } });
});

describe("/create-panel guard", () => {
  it("sends visitors to log in and other roles home, in the loader and the action", async () => {
    const visitor = await call(loader, getPage("/create-panel"));
    expect(visitor.status).toBe(303);
    expect(visitor.location).toBe("/login?redirectTo=%2Fcreate-panel");
    const asBuyer = await call(loader, getPage("/create-panel", buyer));
    expect(asBuyer.location).toBe("/");
    for (const member of [influencer, admin])
      expect((await call(loader, getPage("/create-panel", member))).status).toBe(200);

    const entries: [string, string][] = [
      ["name", `Guarded ${run}`],
      ["category", "analytics"],
      ["curators", "1"],
    ];
    const postedByVisitor = (await post(entries, null)) as Response;
    expect(postedByVisitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    const postedByBuyer = (await post(entries, buyer)) as Response;
    expect(postedByBuyer.headers.get("Location")).toBe("/");
    expect(await prisma.panel.count({ where: { name: `Guarded ${run}` } })).toBe(0);
  });
});

describe("panel save", () => {
  it("needs a name that is not blank and at least one curator", async () => {
    const result = asData(
      await post([
        ["name", "   "],
        ["category", "analytics"],
      ]),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error).toEqual({ name: [PANEL_NAME_REQUIRED], curators: [PANEL_CURATORS_REQUIRED] });
    const noCurators = asData(
      await post([
        ["name", `Named ${run}`],
        ["category", "analytics"],
      ]),
    );
    expect(noCurators.data?.result?.error).toEqual({ curators: [PANEL_CURATORS_REQUIRED] });
    expect(await prisma.panel.count({ where: { name: { contains: run } } })).toBe(0);
  });

  it("rejects curators that do not exist", async () => {
    const result = asData(
      await post([
        ["name", `Ghost ${run}`],
        ["category", "analytics"],
        ["curators", "9999"],
      ]),
    );
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
    const payload = JSON.parse(
      Buffer.from(decodeURIComponent(cookie.split(";")[0].split("=")[1]).split(".")[0], "base64").toString(),
    );
    expect(JSON.stringify(payload)).toContain("Your panel has been saved with 2 curators.");
    const panel = await prisma.panel.findFirstOrThrow({
      where: { name },
      select: {
        category: true,
        description: true,
        createdById: true,
        curators: { select: { creatorId: true }, orderBy: { creatorId: "asc" } },
      },
    });
    expect(panel.category).toBe("analytics");
    expect(panel.createdById).toBe(influencer.id);
    expect(await prisma.panelMembership.findMany({ where: { panel: { name } }, select: { userId: true } })).toEqual([
      { userId: influencer.id },
    ]);
    expect(panel.curators.map((c) => c.creatorId)).toEqual([2, 5]);
    expect(panel.description).toBe("Curated by Dr. Marcus Weber and Dr. James Okafor.");

    const listed = await listPanels({ q: run, category: "analytics" });
    expect(listed.map((p) => p.name)).toEqual([name]);
    expect(listed[0].members).toBe(1);
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
    expect(byCurator.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Consumables Quality Watch", "High-Resolution MS Users Group"]),
    );
  });
});

describe("Join Panel", () => {
  const panelId = "panel-hrms-users";
  const join = (member: Member | null, fields: Record<string, string> = {}) =>
    call(
      panelsAction,
      postForm("/panels", { intent: "join", panelId, redirectTo: "/panels?category=analytics", ...fields }, member),
    );
  const leave = (member: Member | null, fields: Record<string, string> = {}) =>
    call(panelsAction, postForm("/panels", { intent: "leave", panelId, ...fields }, member));
  const card = async (member: Member | null) =>
    (await call(panelsLoader, getPage("/panels", member))).data.panels.find(
      (p: { id: string }) => p.id === panelId,
    ) as { members: number; joined: boolean };

  it("sends visitors to log in and back to the filtered list", async () => {
    const outcome = await join(null);
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/login?redirectTo=%2Fpanels%3Fcategory%3Danalytics");
  });

  it("records one membership per user, counts it on top of the seeded members, and leaves", async () => {
    const seeded = (await prisma.panel.findUniqueOrThrow({ where: { id: panelId }, select: { members: true } }))
      .members;
    const before = await card(buyer);
    expect(before.joined).toBe(false);

    const joined = await join(buyer);
    expect(joined.location).toBe("/panels?category=analytics");
    expect(await toastOf(joined)).toMatchObject({ title: "Joined Panel" });
    const again = await join(buyer);
    expect((await toastOf(again))?.title).toBe("Already a Member");
    expect(await prisma.panelMembership.count({ where: { panelId, userId: buyer.id } })).toBe(1);

    const after = await card(buyer);
    expect(after).toMatchObject({ joined: true, members: before.members + 1 });
    const memberships = await prisma.panelMembership.count({ where: { panelId } });
    expect(after.members).toBe(seeded + memberships);
    expect((await card(null)).joined).toBe(false);

    const fetched = await join(admin, { via: "fetch" });
    expect(fetched.data).toEqual({ joined: true });
    expect((await card(buyer)).members).toBe(before.members + 2);

    const left = await leave(buyer);
    expect((await toastOf(left))?.title).toBe("Left Panel");
    expect(await prisma.panelMembership.count({ where: { panelId, userId: buyer.id } })).toBe(0);
    expect((await card(buyer)).joined).toBe(false);
    await leave(admin);
  });

  it("rejects unknown panels and intents", async () => {
    expect((await join(buyer, { panelId: "no-such-panel" })).status).toBe(404);
    expect((await join(buyer, { intent: "explode" })).status).toBe(400);
    expect(await prisma.panelMembership.count({ where: { userId: buyer.id } })).toBe(0);
  });
});
