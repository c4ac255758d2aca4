// Live demo rooms: how stored rows and room events become the views the page renders and the stream sends.
import type { LiveEventKind } from "~/generated/prisma/client";
import { productCardSelect, toProductCard } from "~/modules/home/showcase-products.server";
import { prisma } from "~/utils/db.server";
import type { ChatMessageView, PinnedProductView, PollView, QuestionView, RoomEventView } from "./room";

export const messageSelect = { id: true, userId: true, authorName: true, body: true, createdAt: true } as const;
export const questionSelect = {
  id: true,
  userId: true,
  authorName: true,
  body: true,
  votes: true,
  answeredAt: true,
  answeredAtSeconds: true,
  createdAt: true,
} as const;
export const pollSelect = {
  id: true,
  question: true,
  closedAt: true,
  options: { select: { id: true, label: true, votes: true }, orderBy: { position: "asc" as const } },
} as const;
export const pinnedSelect = {
  productId: true,
  demoProduct: { select: { product: { select: productCardSelect } } },
} as const;

export function toMessage(m: {
  id: string;
  userId: string;
  authorName: string;
  body: string;
  createdAt: Date;
}): ChatMessageView {
  return { id: m.id, authorId: m.userId, authorName: m.authorName, body: m.body, createdAt: m.createdAt.toISOString() };
}

export function toQuestion(q: {
  id: string;
  userId: string;
  authorName: string;
  body: string;
  votes: number;
  answeredAt: Date | null;
  answeredAtSeconds: number | null;
  createdAt: Date;
}): QuestionView {
  return {
    id: q.id,
    authorId: q.userId,
    authorName: q.authorName,
    body: q.body,
    votes: q.votes,
    answered: q.answeredAt !== null,
    answeredAtSeconds: q.answeredAtSeconds,
    createdAt: q.createdAt.toISOString(),
  };
}

export function toPoll(p: {
  id: string;
  question: string;
  closedAt: Date | null;
  options: { id: string; label: string; votes: number }[];
}): PollView {
  return { id: p.id, question: p.question, closed: p.closedAt !== null, options: p.options };
}

type SelectedPin = {
  productId: string;
  demoProduct: { product: Parameters<typeof toProductCard>[0] & { variants: { id: string }[] } };
};

export function toPinned(pin: SelectedPin): PinnedProductView {
  const card = toProductCard(pin.demoProduct.product);
  return {
    product: {
      id: card.id,
      title: card.title,
      brandName: card.brandName,
      thumbnailUrl: card.thumbnailUrl,
      purchasable: card.purchasable,
      price: card.price,
    },
    variantId: pin.demoProduct.product.variants[0]?.id ?? null,
  };
}

/** The views of stored events, in id order, as every stream sends them (current state of the row referred to). */
export async function eventViews(
  demoId: string,
  events: { id: bigint; kind: LiveEventKind; refId: string }[],
): Promise<RoomEventView[]> {
  const refs = (kinds: LiveEventKind[]) => [
    ...new Set(events.filter((e) => kinds.includes(e.kind)).map((e) => e.refId)),
  ];
  const messageIds = refs(["message"]);
  const questionIds = refs(["question", "question_updated"]);
  const pollIds = refs(["poll"]);
  const pinIds = refs(["pin"]);
  const [messages, questions, polls, pins] = await Promise.all([
    messageIds.length
      ? prisma.liveChatMessage.findMany({
          where: { id: { in: messageIds } },
          select: { ...messageSelect, hiddenAt: true },
        })
      : [],
    questionIds.length
      ? prisma.liveQuestion.findMany({
          where: { id: { in: questionIds } },
          select: { ...questionSelect, hiddenAt: true },
        })
      : [],
    pollIds.length ? prisma.livePoll.findMany({ where: { id: { in: pollIds } }, select: pollSelect }) : [],
    pinIds.length
      ? prisma.livePinnedProduct.findMany({ where: { demoId, productId: { in: pinIds } }, select: pinnedSelect })
      : [],
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const messageMap = byId(messages);
  const questionMap = byId(questions);
  const pollMap = byId(polls);
  const pinMap = new Map(pins.map((p) => [p.productId, p]));
  const views: RoomEventView[] = [];
  for (const event of events) {
    const id = event.id.toString();
    switch (event.kind) {
      case "message": {
        const m = messageMap.get(event.refId);
        if (m)
          views.push(
            m.hiddenAt
              ? { id, kind: "message_hidden", messageId: m.id }
              : { id, kind: "message", message: toMessage(m) },
          );
        break;
      }
      case "message_hidden":
        views.push({ id, kind: "message_hidden", messageId: event.refId });
        break;
      case "question":
      case "question_updated": {
        const q = questionMap.get(event.refId);
        if (q && !q.hiddenAt) views.push({ id, kind: event.kind, question: toQuestion(q) });
        break;
      }
      case "poll": {
        const p = pollMap.get(event.refId);
        if (p) views.push({ id, kind: "poll", poll: toPoll(p) });
        break;
      }
      case "pin": {
        const pin = pinMap.get(event.refId);
        views.push(pin ? { id, kind: "pin", pinned: toPinned(pin) } : { id, kind: "unpin", productId: event.refId });
        break;
      }
      case "unpin":
        views.push({ id, kind: "unpin", productId: event.refId });
        break;
      case "viewer_removed":
        views.push({ id, kind: "viewer_removed", userId: event.refId });
        break;
    }
  }
  return views;
}

/** Stored events of a demo after `afterId`, oldest first, at most `limit`. */
export function eventsAfter(demoId: string, afterId: bigint, limit = 500) {
  return prisma.liveRoomEvent.findMany({
    where: { demoId, id: { gt: afterId } },
    orderBy: { id: "asc" },
    take: limit,
    select: { id: true, kind: true, refId: true },
  });
}
