// Panels: the listing with its search and category filter, and saving a new panel with curators.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { prisma } from "~/utils/db.server";
import { panelSaveSchema } from "./panel-schema";
import {
  defaultPanelDescription,
  PANEL_CURATORS_REQUIRED,
  panelCategoryLabel,
  type PanelFilter,
} from "./panels";

const creatorSelect = { id: true, name: true, specialty: true, avatarUrl: true } as const;

export async function listPanels({ q, category }: { q: string; category: PanelFilter }) {
  const needle = q.trim().slice(0, 100);
  const panels = await prisma.panel.findMany({
    where: {
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
      curators: { select: { creator: { select: creatorSelect } }, orderBy: { creatorId: "asc" } },
    },
  });
  return panels.map((panel) => ({
    id: panel.id,
    name: panel.name,
    category: panel.category,
    categoryLabel: panelCategoryLabel(panel.category),
    description: panel.description,
    members: panel.members,
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
    },
    select: { id: true },
  });
  return { status: "saved", panelId: panel.id, curatorCount: creators.length };
}
