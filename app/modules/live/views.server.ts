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

/** A `pg` query function: the bus's own small pool or listener connection (never Prisma's request pool). */
export type RawQuery = <R>(text: string, values: unknown[]) => Promise<{ rows: R[] }>;

interface EventRow {
  id: string;
  kind: LiveEventKind;
  refId: string;
  m_id: string | null;
  m_user: string | null;
  m_author: string | null;
  m_body: string | null;
  m_hidden: boolean | null;
  m_created: string | null;
  q_id: string | null;
  q_user: string | null;
  q_author: string | null;
  q_body: string | null;
  q_votes: number | null;
  q_answered: boolean | null;
  q_seconds: number | null;
  q_hidden: boolean | null;
  q_created: string | null;
  p_id: string | null;
  p_question: string | null;
  p_closed: boolean | null;
  p_options: { id: string; label: string; votes: number }[] | null;
  d_replay: string | null;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/**
 * A demo's events after `afterId` joined with the rows they refer to, in ONE statement (pins, which are rare and
 * need the product card, are read separately). Timestamps are formatted in SQL as ISO strings (the columns are UTC
 * `timestamp without time zone`, which `pg` would otherwise read in the process's local zone).
 */
const EVENTS_SQL = `
  SELECT e."id"::text AS id, e."kind"::text AS kind, e."refId" AS "refId",
    m."id" AS m_id, m."userId" AS m_user, m."authorName" AS m_author, m."body" AS m_body,
    (m."hiddenAt" IS NOT NULL) AS m_hidden, to_char(m."createdAt", ${ISO}) AS m_created,
    q."id" AS q_id, q."userId" AS q_user, q."authorName" AS q_author, q."body" AS q_body, q."votes" AS q_votes,
    (q."answeredAt" IS NOT NULL) AS q_answered, q."answeredAtSeconds" AS q_seconds,
    (q."hiddenAt" IS NOT NULL) AS q_hidden, to_char(q."createdAt", ${ISO}) AS q_created,
    p."id" AS p_id, p."question" AS p_question, (p."closedAt" IS NOT NULL) AS p_closed,
    (SELECT json_agg(json_build_object('id', o."id", 'label', o."label", 'votes', o."votes") ORDER BY o."position")
       FROM "LivePollOption" o WHERE o."pollId" = p."id") AS p_options,
    d."replayUrl" AS d_replay
  FROM "LiveRoomEvent" e
  LEFT JOIN "LiveChatMessage" m ON e."kind" = 'message' AND m."id" = e."refId"
  LEFT JOIN "LiveQuestion" q ON e."kind" IN ('question', 'question_updated') AND q."id" = e."refId"
  LEFT JOIN "LivePoll" p ON e."kind" = 'poll' AND p."id" = e."refId"
  LEFT JOIN "Demo" d ON e."kind" = 'demo_ended' AND d."id" = e."demoId"
  WHERE e."demoId" = $1 AND e."id" > $2::bigint
  ORDER BY e."id"
  LIMIT $3`;

/** Stored events of a demo after `afterId` as views (oldest first, at most `limit` events read). */
export async function readEventViews(
  query: RawQuery,
  demoId: string,
  afterId: bigint,
  limit = 500,
): Promise<{ views: RoomEventView[]; lastId: bigint | null; count: number }> {
  const { rows } = await query<EventRow>(EVENTS_SQL, [demoId, afterId.toString(), limit]);
  if (rows.length === 0) return { views: [], lastId: null, count: 0 };
  const pinIds = [...new Set(rows.filter((r) => r.kind === "pin").map((r) => r.refId))];
  const pins = pinIds.length
    ? await prisma.livePinnedProduct.findMany({
        where: { demoId, productId: { in: pinIds }, unpinnedAt: null },
        select: pinnedSelect,
      })
    : [];
  const pinMap = new Map(pins.map((p) => [p.productId, p]));
  const views: RoomEventView[] = [];
  for (const r of rows) {
    const id = r.id;
    switch (r.kind) {
      case "message":
        if (r.m_id)
          views.push(
            r.m_hidden
              ? { id, kind: "message_hidden", messageId: r.m_id }
              : {
                  id,
                  kind: "message",
                  message: {
                    id: r.m_id,
                    authorId: r.m_user!,
                    authorName: r.m_author!,
                    body: r.m_body!,
                    createdAt: r.m_created!,
                  },
                },
          );
        break;
      case "message_hidden":
        views.push({ id, kind: "message_hidden", messageId: r.refId });
        break;
      case "question":
      case "question_updated":
        if (r.q_id && r.q_hidden) views.push({ id, kind: "question_hidden", questionId: r.q_id });
        else if (r.q_id)
          views.push({
            id,
            kind: r.kind,
            question: {
              id: r.q_id,
              authorId: r.q_user!,
              authorName: r.q_author!,
              body: r.q_body!,
              votes: r.q_votes ?? 0,
              answered: r.q_answered === true,
              answeredAtSeconds: r.q_seconds,
              createdAt: r.q_created!,
            },
          });
        break;
      case "poll":
        if (r.p_id)
          views.push({
            id,
            kind: "poll",
            poll: { id: r.p_id, question: r.p_question!, closed: r.p_closed === true, options: r.p_options ?? [] },
          });
        break;
      case "pin": {
        const pin = pinMap.get(r.refId);
        views.push(pin ? { id, kind: "pin", pinned: toPinned(pin) } : { id, kind: "unpin", productId: r.refId });
        break;
      }
      case "unpin":
        views.push({ id, kind: "unpin", productId: r.refId });
        break;
      case "viewer_removed":
        views.push({ id, kind: "viewer_removed", userId: r.refId });
        break;
      case "demo_ended":
        views.push({ id, kind: "demo_ended", replayUrl: r.d_replay });
        break;
    }
  }
  return { views, lastId: BigInt(rows[rows.length - 1]!.id), count: rows.length };
}

/**
 * "N watching" ($1 demo, $2 window start): viewers whose page or stream checked in since $2, on any app process;
 * the same statement raises the demo's peak (GREATEST) for the expert's analytics.
 */
export const WATCHING_SQL = `
  WITH c AS (SELECT count(*)::int AS n FROM "LivePresence" WHERE "demoId" = $1 AND "lastSeenAt" > $2),
  peak AS (
    UPDATE "Demo" d SET "peakViewers" = GREATEST(d."peakViewers", c.n) FROM c
    WHERE d."id" = $1 AND d."peakViewers" < c.n
    RETURNING d."id"
  )
  SELECT n FROM c`;
