// After a live demo: what its room leaves on the replay page (answered questions with stream time, every product
// pinned during it, unpinned ones included) and the "Request a quote about this demo" context.
import { visibleProductWhere } from "~/modules/home/showcase-products.server";
import { prisma } from "~/utils/db.server";
import { formatStreamTime, replayLinkAt } from "./room";
import { pinnedSelect, toPinned } from "./views.server";

const ANSWERED_SHOWN = 50;

export async function listReplaySummary(demoId: string, replayUrl: string | null) {
  const [answered, pinned, featured] = await Promise.all([
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
    prisma.demoProduct.count({ where: { demoId, product: visibleProductWhere } }),
  ]);
  return {
    answered: answered.map((q) => {
      const seconds = q.answeredAtSeconds ?? 0;
      return { ...q, streamTime: formatStreamTime(seconds), seekUrl: replayLinkAt(replayUrl, seconds) };
    }),
    // Every product pinned during the demo, unpinned ones included (unpinning keeps the row).
    pinned: pinned.map(toPinned),
    /** Whether "Request a quote about this demo" has a product to ask about. */
    quotable: featured > 0,
  };
}

/** A buyer's question from a demo's room, as a quote request keeps it (a snapshot). */
export interface DemoQuestionSnapshot {
  body: string;
  answeredAtSeconds: number | null;
}

/**
 * "Request a quote about this demo": the demo, the buyer's own questions from its room (a snapshot the quote
 * request keeps, so the brand receives them with it) and the demo's products, pinned ones first (the default
 * product of a demo-level request). Null for an unknown demo.
 */
export async function demoQuoteContext(demoId: string, buyerId: string) {
  const demo = await prisma.demo.findUnique({
    where: { id: demoId },
    select: {
      id: true,
      title: true,
      liveQuestions: {
        where: { userId: buyerId, hiddenAt: null },
        orderBy: { createdAt: "asc" },
        take: 10,
        select: { body: true, answeredAtSeconds: true },
      },
      products: {
        where: { product: visibleProductWhere },
        select: { productId: true, product: { select: { title: true } }, livePin: { select: { pinnedAt: true } } },
        orderBy: { product: { sortOrder: "asc" } },
      },
    },
  });
  if (!demo) return null;
  const products = [...demo.products]
    .sort((a, b) => Number(b.livePin !== null) - Number(a.livePin !== null))
    .map((p) => ({ id: p.productId, title: p.product.title }));
  return {
    demo: { id: demo.id, title: demo.title },
    questions: demo.liveQuestions.map((q): DemoQuestionSnapshot => ({
      body: q.body,
      answeredAtSeconds: q.answeredAtSeconds,
    })),
    products,
  };
}

/** The stored snapshot read back (it is JSON in the database): anything malformed is left out. */
export function readDemoQuestions(value: unknown): (DemoQuestionSnapshot & { streamTime: string | null })[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (q): q is DemoQuestionSnapshot =>
        typeof q === "object" && q !== null && typeof (q as DemoQuestionSnapshot).body === "string",
    )
    .map((q) => ({
      body: q.body,
      answeredAtSeconds: typeof q.answeredAtSeconds === "number" ? q.answeredAtSeconds : null,
      streamTime: typeof q.answeredAtSeconds === "number" ? formatStreamTime(q.answeredAtSeconds) : null,
    }));
}
