// Integration: Admin › Manage Products & Panels, the panels part — edit (field messages, nothing stored on bad
// input), hide with a reason (leaves /panels, refuses new members) and show again, remove a member; admins only,
// every change audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinPanel, listPanels } from "~/modules/panels/panels.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, postForm, toastOf, unique, type Member } from "./people.support";

const PATH = "/admin?section=products";
let admin: Member;
let member: Member;
let panelId: string;

beforeAll(async () => {
  [admin, member] = await Promise.all([createMember({ role: "admin" }), createMember({ role: "buyer" })]);
  const panel = await prisma.panel.create({
    data: { name: `Lyo panel ${unique("p")}`, category: "freeze-drying", description: "Cycle design talk." },
    select: { id: true },
  });
  panelId = panel.id;
  await joinPanel(member.id, panelId);
});

afterAll(async () => {
  await prisma.panel.deleteMany({ where: { id: panelId } });
});

const post = (fields: Record<string, string>, who: Member | null = admin) =>
  call(adminAction, postForm(PATH, fields, who));
const audits = (action: string) => prisma.auditLog.count({ where: { action, targetId: panelId } });

describe("admin panels", () => {
  it("lists panels with their members on the products section", async () => {
    const page = await call(adminLoader, getPage(`${PATH}&panel=${panelId}`, admin));
    expect(page.status).toBe(200);
    expect(page.data.sections.panels.panels.some((p: { id: string }) => p.id === panelId)).toBe(true);
    expect(page.data.sections.panels.members.map((m: { userId: string }) => m.userId)).toEqual([member.id]);
  });

  it("edits a panel, and refuses an empty name next to the field without storing anything", async () => {
    const refused = await post({ intent: "panel.update", panelId, name: " ", category: "analytics", description: "x" });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ section: "products", form: `panel-${panelId}` });
    expect(refused.data.result.error.name[0]).toMatch(/name/i);
    expect((await prisma.panel.findUniqueOrThrow({ where: { id: panelId } })).category).toBe("freeze-drying");

    const saved = await post({
      intent: "panel.update",
      panelId,
      name: "Freeze-drying cycle design",
      category: "manufacturing",
      description: "Primary and secondary drying.",
    });
    expect(saved.status).toBe(303);
    expect((await toastOf(saved))?.title).toBe("Panel saved");
    expect(await prisma.panel.findUniqueOrThrow({ where: { id: panelId } })).toMatchObject({
      name: "Freeze-drying cycle design",
      category: "manufacturing",
      description: "Primary and secondary drying.",
    });
    expect(await audits("panel.update")).toBe(1);
    expect(
      (await post({ intent: "panel.update", panelId: "no-such-panel", name: "X", category: "analytics" })).status,
    ).toBe(303);
  });

  it("hides a panel only with a reason; hidden panels leave /panels and take no members; shows it again", async () => {
    const noReason = await post({ intent: "panel.hide", panelId, reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.data.form).toBe(`panel-hide-${panelId}`);
    expect((await prisma.panel.findUniqueOrThrow({ where: { id: panelId } })).hiddenAt).toBeNull();

    expect((await post({ intent: "panel.hide", panelId, reason: "Off-topic promotion" })).status).toBe(303);
    const hidden = await prisma.panel.findUniqueOrThrow({ where: { id: panelId } });
    expect(hidden.hiddenReason).toBe("Off-topic promotion");
    expect((await listPanels({ q: "", category: "all" })).some((p) => p.id === panelId)).toBe(false);
    const newcomer = await createMember();
    expect(await joinPanel(newcomer.id, panelId)).toEqual({ status: "not-found" });
    // Hiding twice changes nothing and says so.
    expect((await toastOf(await post({ intent: "panel.hide", panelId, reason: "again" })))?.title).toBe(
      "Nothing changed",
    );
    expect(await audits("panel.hide")).toBe(1);

    expect((await post({ intent: "panel.show", panelId })).status).toBe(303);
    expect((await listPanels({ q: "", category: "all" })).some((p) => p.id === panelId)).toBe(true);
    expect(await audits("panel.show")).toBe(1);
  });

  it("removes a member", async () => {
    const removed = await post({ intent: "panel.removeMember", panelId, userId: member.id });
    expect((await toastOf(removed))?.title).toBe("Member removed from the panel");
    expect(await prisma.panelMembership.count({ where: { panelId, userId: member.id } })).toBe(0);
    expect(await audits("panel.remove_member")).toBe(1);
  });

  it("is for admins only", async () => {
    for (const role of ["buyer", "brand", "influencer", "community_member"] as const) {
      const other = await createMember({ role });
      const out = await post({ intent: "panel.hide", panelId, reason: "not yours" }, other);
      // Sent away (to their own landing page) before any panel form is read.
      expect(out.location ?? "").not.toMatch(/section=products/);
      expect((await call(adminLoader, getPage(PATH, other))).status).not.toBe(200);
    }
    expect((await post({ intent: "panel.show", panelId }, null)).location).toMatch(/^\/login/);
    expect((await prisma.panel.findUniqueOrThrow({ where: { id: panelId } })).hiddenAt).toBeNull();
  });
});
