// Admin › Manage Products & Panels, the panels part: list (paged in SQL), edit name/category/description, hide
// with a reason and show again, and remove a member. Every write is audited in the transaction that makes it.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SessionUser } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { panelCategoryLabel } from "~/modules/panels/panels";
import { prisma } from "~/utils/db.server";
import { writeAudit } from "./audit.server";
import { readPage } from "./community";
import { PANEL_MEMBERS_SHOWN, PANELS_PAGE_SIZE, panelActionSchema, panelEditSchema } from "./panels";
import { backToSection, failed, sectionFormError } from "./section-forms.server";

export async function getPanelsAdmin(url: URL) {
  const page = readPage(url.searchParams.get("panelPage"));
  const openId = url.searchParams.get("panel");
  const [rows, open] = await Promise.all([
    prisma.panel.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * PANELS_PAGE_SIZE,
      take: PANELS_PAGE_SIZE + 1,
      select: {
        id: true,
        name: true,
        category: true,
        description: true,
        members: true,
        hiddenAt: true,
        hiddenReason: true,
        _count: { select: { memberships: true } },
      },
    }),
    openId
      ? prisma.panel.findUnique({
          where: { id: openId },
          select: {
            id: true,
            memberships: {
              orderBy: { createdAt: "desc" },
              take: PANEL_MEMBERS_SHOWN,
              select: {
                createdAt: true,
                user: { select: { id: true, email: true, profile: { select: { fullName: true } } } },
              },
            },
          },
        })
      : null,
  ]);
  return {
    page,
    hasNext: rows.length > PANELS_PAGE_SIZE,
    openPanelId: open?.id ?? null,
    panels: rows.slice(0, PANELS_PAGE_SIZE).map((panel) => ({
      id: panel.id,
      name: panel.name,
      category: panel.category,
      categoryLabel: panelCategoryLabel(panel.category),
      description: panel.description,
      seededMembers: panel.members,
      memberships: panel._count.memberships,
      hiddenAt: panel.hiddenAt?.toISOString() ?? null,
      hiddenReason: panel.hiddenReason,
    })),
    members:
      open?.memberships.map((m) => ({
        userId: m.user.id,
        name: m.user.profile?.fullName ?? m.user.email,
        email: m.user.email,
        joinedAt: m.createdAt.toISOString(),
      })) ?? [],
  };
}

export type PanelsAdminData = Awaited<ReturnType<typeof getPanelsAdmin>>;

const notFound = () => failed("Panel not found", "It may have been removed meanwhile.");

/** The panels forms of `/admin?section=products` (the product review posts to /admin/products). */
export async function panelsAction(request: Request, admin: SessionUser) {
  const form = await readFormData(request);
  const back = (panelId: string | null) => ({ panel: panelId, panelPage: String(form.get("panelPage") ?? "") });
  if (form.get("intent") === "panel.update") {
    const submission = parseWithZod(form, { schema: panelEditSchema });
    if (submission.status !== "success") {
      return sectionFormError("products", `panel-${String(form.get("panelId") ?? "")}`, submission.reply());
    }
    const { panelId, name, category, description } = submission.value;
    const updated = await prisma.$transaction(async (tx) => {
      const before = await tx.panel.findUnique({ where: { id: panelId }, select: { name: true, category: true } });
      if (!before) return false;
      await tx.panel.update({ where: { id: panelId }, data: { name, category, description: description ?? "" } });
      await writeAudit(tx, admin.id, "panel.update", panelId, { before, after: { name, category } });
      return true;
    });
    if (!updated) return backToSection("products", notFound());
    return backToSection("products", { title: "Panel saved", description: name }, back(panelId));
  }

  const submission = parseWithZod(form, { schema: panelActionSchema });
  if (submission.status !== "success") {
    if (form.get("intent") === "panel.hide" && submission.error?.reason) {
      return sectionFormError("products", `panel-hide-${String(form.get("panelId") ?? "")}`, submission.reply());
    }
    return backToSection("products", failed("Unknown panel action", "Nothing was changed."));
  }
  const input = submission.value;
  const done = await prisma.$transaction(async (tx) => {
    switch (input.intent) {
      case "panel.hide": {
        const { count } = await tx.panel.updateMany({
          where: { id: input.panelId, hiddenAt: null },
          data: { hiddenAt: new Date(), hiddenReason: input.reason },
        });
        if (count === 1) await writeAudit(tx, admin.id, "panel.hide", input.panelId, { reason: input.reason });
        return count === 1;
      }
      case "panel.show": {
        const { count } = await tx.panel.updateMany({
          where: { id: input.panelId, hiddenAt: { not: null } },
          data: { hiddenAt: null, hiddenReason: null },
        });
        if (count === 1) await writeAudit(tx, admin.id, "panel.show", input.panelId);
        return count === 1;
      }
      case "panel.removeMember": {
        const { count } = await tx.panelMembership.deleteMany({
          where: { panelId: input.panelId, userId: input.userId },
        });
        if (count === 1) {
          await writeAudit(tx, admin.id, "panel.remove_member", input.panelId, { userId: input.userId });
        }
        return count === 1;
      }
    }
  });
  if (!done)
    return backToSection(
      "products",
      failed("Nothing changed", "The panel or member was already in that state."),
      back(input.panelId),
    );
  const titles = {
    "panel.hide": "Panel hidden",
    "panel.show": "Panel shown again",
    "panel.removeMember": "Member removed from the panel",
  } as const;
  return backToSection("products", { title: titles[input.intent], description: "" }, back(input.panelId));
}
