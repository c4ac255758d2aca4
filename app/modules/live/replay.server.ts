// After a live demo: what its room leaves on the replay page (answered questions with stream time, pinned products).
import { visibleProductWhere } from "~/modules/home/showcase-products.server";
import { prisma } from "~/utils/db.server";
import { formatStreamTime, replayLinkAt } from "./room";
import { pinnedSelect, toPinned } from "./views.server";

const ANSWERED_SHOWN = 50;

export async function listReplaySummary(demoId: string, replayUrl: string | null) {
  const [answered, pinned] = await Promise.all([
    prisma.liveQuestion.findMany({
      where: { demoId, hiddenAt: null, answeredAt: { not: null } },
      orderBy: { answeredAtSeconds: "asc" },
      take: ANSWERED_SHOWN,
      select: { id: true, body: true, authorName: true, votes: true, answeredAtSeconds: true },
    }),
    prisma.livePinnedProduct.findMany({
      where: { demoId, demoProduct: { product: visibleProductWhere } },
      orderBy: { pinnedAt: "asc" },
      select: pinnedSelect,
    }),
  ]);
  return {
    answered: answered.map((q) => {
      const seconds = q.answeredAtSeconds ?? 0;
      return { ...q, streamTime: formatStreamTime(seconds), seekUrl: replayLinkAt(replayUrl, seconds) };
    }),
    pinned: pinned.map(toPinned),
  };
}

/**
 * "Request a quote about this demo": the note the quote form starts with — the demo and the buyer's own questions
 * from its room (with the host's answer time), so the brand receives them with the quote. Null for an unknown demo.
 */
export async function demoQuoteNote(demoId: string, buyerId: string): Promise<string | null> {
  const demo = await prisma.demo.findUnique({ where: { id: demoId }, select: { title: true } });
  if (!demo) return null;
  const questions = await prisma.liveQuestion.findMany({
    where: { demoId, userId: buyerId, hiddenAt: null },
    orderBy: { createdAt: "asc" },
    take: 10,
    select: { body: true, answeredAtSeconds: true },
  });
  const lines = [`About the live demo "${demo.title}" (/demo/${demoId}).`];
  if (questions.length > 0) {
    lines.push("My questions in the demo:");
    for (const q of questions) {
      lines.push(
        `- ${q.body}${q.answeredAtSeconds !== null ? ` (answered at ${formatStreamTime(q.answeredAtSeconds)})` : ""}`,
      );
    }
  }
  return lines.join("\n").slice(0, 2000);
}
