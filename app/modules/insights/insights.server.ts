// Insight cards (spec §2 Insights): six rows ordered by position.
import { prisma } from "~/utils/db.server";

export function listInsightCards() {
  return prisma.insightCard.findMany({
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: {
      id: true,
      title: true,
      subheading: true,
      description: true,
      ctaText: true,
      ctaLink: true,
      keywords: true,
    },
  });
}

export type InsightCardItem = Awaited<ReturnType<typeof listInsightCards>>[number];
