// Panels: the listing with its search and category filter, and saving a new panel with curators.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { prisma } from "~/utils/db.server";
import { data } from "react-router";
import { getOptionalUser } from "~/modules/auth/session.server";
import { LOGIN_REQUIRED, loginPath } from "~/modules/community/community";
import { redirectWithToast, safeRedirectPath } from "~/utils/cookies.server";
import { panelMembershipSchema, panelSaveSchema } from "./panel-schema";
import {
  defaultPanelDescription,
  membershipToast,
  PANEL_CURATORS_REQUIRED,
  panelCategoryLabel,
  type PanelFilter,
} from "./panels";
import { readFormData } from "~/modules/forms/request-body.server";

const creatorSelect = { id: true, name: true, specialty: true, avatarUrl: true } as const;

/**
 * The listing. A panel's member count is its seeded audience (`members`) plus LabMarket memberships;
 * `joined` says whether the viewer is one of them.
 */
export async function listPanels(
  { q, category }: { q: string; category: PanelFilter },
  viewerId: string | null = null,
) {
  const needle = q.trim().slice(0, 100);
  const panels = await prisma.panel.findMany({
    where: {
      hiddenAt: null,
      ...(category === "all" ? {} : { category }),
      ...(needle
        ? {
            OR: [
              { name: { contains: needle, mode: "insensitive" as const } },
              { description: { contains: needle, mode: "insensitive" as const } },
              { curators: { some: { creator: { name: { contains: needle, mode: "insensitive" as const } } } } },
            ],
          }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      category: true,
      description: true,
      members: true,
      _count: { select: { memberships: true } },
      ...(viewerId ? { memberships: { where: { userId: viewerId }, select: { userId: true } } } : {}),
      curators: { select: { creator: { select: creatorSelect } }, orderBy: { creatorId: "asc" } },
    },
  });
  return panels.map((panel) => ({
    id: panel.id,
    name: panel.name,
    category: panel.category,
    categoryLabel: panelCategoryLabel(panel.category),
    description: panel.description,
    members: panel.members + panel._count.memberships,
    joined: Boolean(panel.memberships?.length),
    curators: panel.curators.map((c) => c.creator),
  }));
}

export type PanelListItem = Awaited<ReturnType<typeof listPanels>>[number];

/** The sample creators a panel can be curated by (spec §9: 6 creators). */
export function listPanelCreators() {
  return prisma.panelCreator.findMany({ select: creatorSelect, orderBy: { id: "asc" } });
}

export type PanelCreatorItem = Awaited<ReturnType<typeof listPanelCreators>>[number];

export type PanelSaveOutcome =
  | { status: "saved"; panelId: string; curatorCount: number }
  | { status: "invalid"; result: SubmissionResult<string[]> };

/** Validates and stores a panel and its curators in one transaction (spec §5 Panel save). */
export async function savePanel(formData: FormData, createdById: string | null = null): Promise<PanelSaveOutcome> {
  const submission = parseWithZod(formData, { schema: panelSaveSchema });
  if (submission.status !== "success") return { status: "invalid", result: submission.reply() };
  const { name, category, description, curators } = submission.value;
  const creators = await prisma.panelCreator.findMany({
    where: { id: { in: curators } },
    select: { id: true, name: true },
    orderBy: { id: "asc" },
  });
  if (creators.length !== curators.length) {
    return { status: "invalid", result: submission.reply({ fieldErrors: { curators: [PANEL_CURATORS_REQUIRED] } }) };
  }
  const panel = await prisma.panel.create({
    data: {
      name,
      category,
      description: description || defaultPanelDescription(creators.map((c) => c.name)),
      createdById,
      curators: { create: creators.map((creator) => ({ creatorId: creator.id })) },
      // The member who builds a panel is its first member.
      ...(createdById ? { memberships: { create: [{ userId: createdById }] } } : {}),
    },
    select: { id: true },
  });
  return { status: "saved", panelId: panel.id, curatorCount: creators.length };
}

export type MembershipOutcome =
  { status: "joined" | "already-member" | "left" | "not-member"; panelName: string } | { status: "not-found" };

/** Join Panel: one membership per user and panel (joining twice keeps one row). A hidden panel is not found. */
export async function joinPanel(userId: string, panelId: string): Promise<MembershipOutcome> {
  const panel = await prisma.panel.findFirst({ where: { id: panelId, hiddenAt: null }, select: { name: true } });
  if (!panel) return { status: "not-found" };
  const { count } = await prisma.panelMembership.createMany({ data: [{ panelId, userId }], skipDuplicates: true });
  return { status: count === 1 ? "joined" : "already-member", panelName: panel.name };
}

/** Leave Panel: removes the user's membership, if any. */
export async function leavePanel(userId: string, panelId: string): Promise<MembershipOutcome> {
  const panel = await prisma.panel.findUnique({ where: { id: panelId }, select: { name: true } });
  if (!panel) return { status: "not-found" };
  const { count } = await prisma.panelMembership.deleteMany({ where: { panelId, userId } });
  return { status: count === 1 ? "left" : "not-member", panelName: panel.name };
}

/**
 * The /panels form post: Join Panel or Leave Panel. Visitors are sent to log in (and back); a plain post
 * answers with a 303 and a toast, the page script's post (`via=fetch`) with the new state. Bad input: 400.
 */
export async function handlePanelMembership(request: Request) {
  const form = await readFormData(request);
  const parsed = panelMembershipSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "Unknown panel action." }, { status: 400 });
  const { intent, panelId, via } = parsed.data;
  const back = safeRedirectPath(parsed.data.redirectTo, "/panels");
  const user = await getOptionalUser(request);
  if (!user) return redirectWithToast(loginPath(back), LOGIN_REQUIRED);
  const outcome = intent === "join" ? await joinPanel(user.id, panelId) : await leavePanel(user.id, panelId);
  if (outcome.status === "not-found") throw new Response("Panel not found", { status: 404 });
  if (via === "fetch") return { joined: intent === "join" };
  return redirectWithToast(back, membershipToast(outcome.status, outcome.panelName));
}
