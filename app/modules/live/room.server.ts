// Live demo rooms (ADR 017): who may enter, what the room shows, and every room action. Each action writes its
// rows and one LiveRoomEvent atomically (chat and questions in one statement), and NOTIFYs the event's id on
// commit (the bus fans it out to streams).
import type { SessionUser } from "~/modules/auth/session.server";
import { visibleProductWhere } from "~/modules/home/showcase-products.server";
import { consume, RateLimitedError } from "~/modules/security/rate-limit.server";
import { prisma, type Tx } from "~/utils/db.server";
import { randomUUID } from "node:crypto";
import { Prisma, type LiveEventKind } from "~/generated/prisma/client";
import {
  ACCESS_DENIED,
  CHAT_WINDOW,
  checkPoll,
  checkText,
  MAX_MESSAGE_LENGTH,
  MAX_QUESTION_LENGTH,
  NOT_LIVE_MESSAGE,
  PRESENCE_WINDOW_MS,
  REMOVED_MESSAGE,
  sortQuestions,
  streamSeconds,
  type RoomState,
} from "./room";
import { announceRoomEvent, LIVE_CHANNEL } from "./bus.server";
import {
  messageSelect,
  pinnedSelect,
  pollSelect,
  questionSelect,
  toMessage,
  toPinned,
  toPoll,
  toQuestion,
  WATCHING_SQL,
} from "./views.server";

const demoAccessSelect = {
  id: true,
  status: true,
  startsAt: true,
  brandId: true,
  replayUrl: true,
  expert: { select: { userId: true } },
} as const;

type RoomDemo = { id: string; status: string; startsAt: Date; brandId: string | null; replayUrl: string | null };

export type RoomAccess =
  | { status: "not_found" }
  | { status: "not_live"; demo: RoomDemo }
  | { status: "denied"; demo: RoomDemo }
  | { status: "removed"; demo: RoomDemo }
  | { status: "ok"; demo: RoomDemo; user: SessionUser; host: boolean };

/** The host of a demo: its expert's account, the brand account managing its brand, or any admin. */
function isHost(
  user: SessionUser,
  demo: { brandId: string | null; expert: { userId: string | null } | null },
): boolean {
  if (user.role === "admin") return true;
  if (user.role === "influencer" && demo.expert?.userId === user.id) return true;
  return user.role === "brand" && user.brandId !== null && user.brandId === demo.brandId;
}

/** Who may be in a demo's room: live demos only, signed-in (approved, verified) users only, minus removed ones. */
export async function roomAccess(demoId: string, user: SessionUser | null): Promise<RoomAccess> {
  // One statement: the demo, its expert's account and whether this user was removed from its room.
  const found = await prisma.demo.findUnique({
    where: { id: demoId },
    select: {
      ...demoAccessSelect,
      liveBans: { where: { userId: user?.id ?? "" }, select: { userId: true }, take: 1 },
    },
  });
  if (!found) return { status: "not_found" };
  // The expert is only needed to decide who hosts; the page gets the rest.
  const { expert: _expert, liveBans, ...demo } = found;
  if (demo.status !== "live") return { status: "not_live", demo };
  if (!user) return { status: "denied", demo };
  const host = isHost(user, found);
  if (!host && liveBans.length > 0) return { status: "removed", demo };
  return { status: "ok", demo, user, host };
}

// ---- reading the room ----

const QUESTIONS_SHOWN = 50;

/** The room as the server renders it, plus what this viewer already did (their votes). */
export async function loadRoom(demoId: string, viewerId: string) {
  const [last, messages, questions, poll, pinned, myQuestionVotes] = await Promise.all([
    prisma.liveRoomEvent.findFirst({ where: { demoId }, orderBy: { id: "desc" }, select: { id: true } }),
    prisma.liveChatMessage.findMany({
      where: { demoId, hiddenAt: null },
      orderBy: { createdAt: "desc" },
      take: CHAT_WINDOW,
      select: messageSelect,
    }),
    prisma.liveQuestion.findMany({
      where: { demoId, hiddenAt: null },
      orderBy: [{ answeredAt: { sort: "desc", nulls: "first" } }, { votes: "desc" }, { createdAt: "asc" }],
      take: QUESTIONS_SHOWN,
      select: questionSelect,
    }),
    prisma.livePoll.findFirst({ where: { demoId }, orderBy: { openedAt: "desc" }, select: pollSelect }),
    prisma.livePinnedProduct.findMany({
      where: { demoId, unpinnedAt: null, demoProduct: { product: visibleProductWhere } },
      orderBy: { pinnedAt: "desc" },
      select: pinnedSelect,
    }),
    prisma.liveQuestionVote.findMany({
      where: { userId: viewerId, question: { demoId } },
      select: { questionId: true },
    }),
  ]);
  const myPollVote = poll
    ? await prisma.livePollVote.findUnique({
        where: { pollId_userId: { pollId: poll.id, userId: viewerId } },
        select: { optionId: true },
      })
    : null;
  const state: RoomState = {
    lastEventId: last ? last.id.toString() : "0",
    messages: messages.reverse().map(toMessage),
    questions: sortQuestions(questions.map(toQuestion)),
    poll: poll ? toPoll(poll) : null,
    pinned: pinned.map(toPinned),
  };
  return {
    state,
    viewer: {
      id: viewerId,
      votedQuestionIds: myQuestionVotes.map((v) => v.questionId),
      pollVote: poll && myPollVote ? { pollId: poll.id, optionId: myPollVote.optionId } : null,
    },
  };
}

/** Products featured in the demo that the host may pin (with whether they already are). */
export async function listPinnableProducts(demoId: string) {
  const rows = await prisma.demoProduct.findMany({
    where: { demoId, product: visibleProductWhere },
    select: { productId: true, product: { select: { title: true } }, livePin: { select: { unpinnedAt: true } } },
    orderBy: { product: { sortOrder: "asc" } },
  });
  return rows.map((r) => ({
    id: r.productId,
    title: r.product.title,
    pinned: r.livePin !== null && r.livePin.unpinnedAt === null,
  }));
}

/** Marks the viewer present in the room. */
export async function touchPresence(demoId: string, userId: string, now = new Date()): Promise<void> {
  await prisma.livePresence.upsert({
    where: { demoId_userId: { demoId, userId } },
    create: { demoId, userId, lastSeenAt: now },
    update: { lastSeenAt: now },
    select: { demoId: true },
  });
}

/** "N watching": viewers whose page or stream checked in within the presence window; raises the demo's peak. */
export async function countWatching(demoId: string, now = new Date()): Promise<number> {
  const rows = await prisma.$queryRawUnsafe<{ n: number }[]>(
    WATCHING_SQL,
    demoId,
    new Date(now.getTime() - PRESENCE_WINDOW_MS),
  );
  return rows[0]?.n ?? 0;
}

// ---- events ----

const roomLockKey = (demoId: string) => `live-room:${demoId}`;

/**
 * Appends a room event in ONE statement: it takes the demo's advisory lock, then inserts the event (its id is drawn
 * after the lock) and NOTIFYs its id. The lock is released at commit, so the event ids of one demo commit in id
 * order and a reader that has seen id N never later finds a smaller id appear (streams resume with "id > N").
 * Inside an interactive transaction the lock is held only from here to the commit; the NOTIFY is delivered then.
 */
async function appendEvent(tx: Tx, demoId: string, kind: LiveEventKind, refId: string): Promise<void> {
  await tx.$queryRaw`
    WITH l AS (SELECT pg_advisory_xact_lock(hashtext(${roomLockKey(demoId)})) AS locked),
    e AS (
      INSERT INTO "LiveRoomEvent" ("demoId", "kind", "refId")
      SELECT ${demoId}, ${kind}::"LiveEventKind", ${refId} FROM l
      RETURNING "id"
    )
    SELECT e."id"::text AS id, pg_notify(${LIVE_CHANNEL}, ${demoId} || ':' || e."id"::text)::text AS sent FROM e`;
}

/** Runs `write` and appends its event in one transaction (Prisma's default limits), then wakes this process's streams. */
async function writeWithEvent<T>(
  demoId: string,
  write: (tx: Tx) => Promise<{ result: T; kind: LiveEventKind; refId: string } | { result: T; kind: null }>,
): Promise<T> {
  const out = await prisma.$transaction(async (tx) => {
    const written = await write(tx);
    if (written.kind) await appendEvent(tx, demoId, written.kind, written.refId);
    return written;
  });
  if (out.kind) announceRoomEvent(demoId);
  return out.result;
}

/**
 * The hot path (chat messages and questions): no interactive transaction, ONE statement that takes the room lock,
 * inserts the row and its event, and NOTIFYs — one round trip holding a pooled connection for its own duration.
 * The row's id is made here; the event id is drawn after the lock (see appendEvent).
 */
async function insertWithEvent(
  table: "LiveChatMessage" | "LiveQuestion",
  kind: "message" | "question",
  demoId: string,
  user: SessionUser,
  body: string,
): Promise<string> {
  const id = randomUUID();
  const insert =
    table === "LiveChatMessage"
      ? Prisma.sql`INSERT INTO "LiveChatMessage" ("id", "demoId", "userId", "authorName", "body", "createdAt")`
      : Prisma.sql`INSERT INTO "LiveQuestion" ("id", "demoId", "userId", "authorName", "body", "createdAt")`;
  await prisma.$queryRaw`
    WITH l AS (SELECT pg_advisory_xact_lock(hashtext(${roomLockKey(demoId)})) AS locked),
    r AS (
      ${insert}
      SELECT ${id}, ${demoId}, ${user.id}, ${user.fullName}, ${body}, now() AT TIME ZONE 'UTC' FROM l
      RETURNING "id"
    ),
    e AS (
      INSERT INTO "LiveRoomEvent" ("demoId", "kind", "refId")
      SELECT ${demoId}, ${kind}::"LiveEventKind", r."id" FROM r
      RETURNING "id"
    )
    SELECT e."id"::text AS id, pg_notify(${LIVE_CHANNEL}, ${demoId} || ':' || e."id"::text)::text AS sent FROM e`;
  announceRoomEvent(demoId);
  return id;
}

// ---- the demo's end ----

/**
 * Ends a live demo (live → replay) — THE one path for its host and for an admin: one conditional update (a double
 * click or two tabs end it once), the replay's audience taken from the room's presence rows, and a `demo_ended`
 * room event in the same transaction, so every open room switches to its ended state at once. `hostUserId`
 * limits it to the demo's own expert; `alsoInTx` adds the caller's own record (an admin's audit entry) to the
 * transaction. False when the demo was not live (or not theirs).
 */
export async function endLiveDemo(
  demoId: string,
  options: { hostUserId?: string; alsoInTx?: (tx: Tx) => Promise<unknown> } = {},
): Promise<boolean> {
  const owner = options.hostUserId ? { expert: { userId: options.hostUserId } } : {};
  return writeWithEvent(demoId, async (tx) => {
    const { count } = await tx.demo.updateMany({
      where: { id: demoId, status: "live", ...owner },
      data: { status: "replay" },
    });
    if (count === 0) return { result: false, kind: null };
    // The replay's audience: everyone who was in the room (LivePresence keeps one row per viewer).
    const viewers = await tx.livePresence.count({ where: { demoId } });
    await tx.demo.updateMany({ where: { id: demoId, viewers: { lt: viewers } }, data: { viewers } });
    await options.alsoInTx?.(tx);
    return { result: true, kind: "demo_ended", refId: demoId };
  });
}

// ---- actions ----

export type RoomIntent =
  | "live-message"
  | "live-question"
  | "live-upvote"
  | "live-vote"
  | "live-answer"
  | "live-open-poll"
  | "live-close-poll"
  | "live-pin"
  | "live-unpin"
  | "live-hide"
  | "live-hide-question"
  | "live-remove";

export const ROOM_INTENTS: readonly RoomIntent[] = [
  "live-message",
  "live-question",
  "live-upvote",
  "live-vote",
  "live-answer",
  "live-open-poll",
  "live-close-poll",
  "live-pin",
  "live-unpin",
  "live-hide",
  "live-hide-question",
  "live-remove",
];

const HOST_INTENTS: readonly RoomIntent[] = [
  "live-answer",
  "live-open-poll",
  "live-close-poll",
  "live-pin",
  "live-unpin",
  "live-hide",
  "live-hide-question",
  "live-remove",
];

/** Where in the room each action returns to (the anchor of its panel). */
export const INTENT_ANCHOR: Record<RoomIntent, string> = {
  "live-message": "chat",
  "live-hide": "chat",
  "live-remove": "chat",
  "live-question": "questions",
  "live-hide-question": "questions",
  "live-upvote": "questions",
  "live-answer": "questions",
  "live-vote": "poll",
  "live-open-poll": "poll",
  "live-close-poll": "poll",
  "live-pin": "pinned",
  "live-unpin": "pinned",
};

export type RoomActionResult =
  { ok: true; message?: string } | { ok: false; status: 400 | 403 | 404 | 409 | 429; error: string };

const fail = (status: 400 | 403 | 404 | 409 | 429, error: string): RoomActionResult => ({ ok: false, status, error });
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Runs one room action for the signed-in user (null = visitor) after checking access; never throws on bad input. */
export async function runRoomAction(
  demoId: string,
  user: SessionUser | null,
  intent: RoomIntent,
  form: FormData,
  now = new Date(),
): Promise<RoomActionResult> {
  const access = await roomAccess(demoId, user);
  if (access.status === "not_found") return fail(404, "This demo does not exist.");
  if (access.status === "not_live") return fail(409, NOT_LIVE_MESSAGE);
  if (access.status === "denied") return fail(403, `${ACCESS_DENIED.title}: ${ACCESS_DENIED.description}`);
  if (access.status === "removed") return fail(403, REMOVED_MESSAGE);
  const { user: member, host, demo } = access;
  if (HOST_INTENTS.includes(intent) && !host) return fail(403, "Only the host can do that.");
  try {
    switch (intent) {
      case "live-message":
        return await postMessage(demoId, member, host, text(form, "body"));
      case "live-question":
        return await askQuestion(demoId, member, host, text(form, "body"));
      case "live-upvote":
        return await upvoteQuestion(demoId, member.id, text(form, "questionId"));
      case "live-vote":
        return await votePoll(demoId, member.id, text(form, "pollId"), text(form, "optionId"));
      case "live-answer":
        return await answerQuestion(demoId, text(form, "questionId"), streamSeconds(demo.startsAt, now), now);
      case "live-open-poll":
        return await openPoll(demoId, text(form, "question"), form.getAll("option"));
      case "live-close-poll":
        return await closePoll(demoId, text(form, "pollId"), now);
      case "live-pin":
        return await pinProduct(demoId, text(form, "productId"), true);
      case "live-unpin":
        return await pinProduct(demoId, text(form, "productId"), false);
      case "live-hide":
        return await hideMessage(demoId, text(form, "messageId"), now);
      case "live-hide-question":
        return await hideQuestion(demoId, text(form, "questionId"), now);
      case "live-remove":
        return await removeViewer(demoId, member.id, text(form, "messageId"));
    }
  } catch (error) {
    if (error instanceof RateLimitedError) return fail(429, error.message);
    throw error;
  }
}

async function postMessage(demoId: string, user: SessionUser, host: boolean, body: string): Promise<RoomActionResult> {
  const checked = checkText(body, MAX_MESSAGE_LENGTH, "message");
  if (!checked.ok) return fail(400, checked.error);
  // Hosts are not limited: they run the room (and the benchmark's host posts 20 messages a second).
  if (!host) await consume("liveChat", `${demoId}:${user.id}`);
  await insertWithEvent("LiveChatMessage", "message", demoId, user, checked.value);
  return { ok: true };
}

async function askQuestion(demoId: string, user: SessionUser, host: boolean, body: string): Promise<RoomActionResult> {
  const checked = checkText(body, MAX_QUESTION_LENGTH, "question");
  if (!checked.ok) return fail(400, checked.error);
  if (!host) await consume("liveChat", `${demoId}:${user.id}`);
  await insertWithEvent("LiveQuestion", "question", demoId, user, checked.value);
  return { ok: true, message: "Question sent to the host." };
}

async function upvoteQuestion(demoId: string, userId: string, questionId: string): Promise<RoomActionResult> {
  return writeWithEvent(demoId, async (tx) => {
    const question = await tx.liveQuestion.findFirst({
      where: { id: questionId, demoId, hiddenAt: null },
      select: { userId: true, answeredAt: true },
    });
    if (!question) return { result: fail(404, "That question is no longer in this room."), kind: null };
    if (question.userId === userId) return { result: fail(400, "You cannot upvote your own question."), kind: null };
    const inserted = await tx.liveQuestionVote.createMany({ data: [{ questionId, userId }], skipDuplicates: true });
    if (inserted.count === 0) return { result: fail(409, "You already upvoted this question."), kind: null };
    await tx.liveQuestion.update({
      where: { id: questionId },
      data: { votes: { increment: 1 } },
      select: { id: true },
    });
    return { result: { ok: true } as RoomActionResult, kind: "question_updated", refId: questionId };
  });
}

async function votePoll(demoId: string, userId: string, pollId: string, optionId: string): Promise<RoomActionResult> {
  if (!optionId) return fail(400, "Please choose an option.");
  return writeWithEvent(demoId, async (tx) => {
    const option = await tx.livePollOption.findFirst({
      where: { id: optionId, pollId, poll: { demoId } },
      select: { poll: { select: { closedAt: true } } },
    });
    if (!option) return { result: fail(404, "That poll option does not exist."), kind: null };
    if (option.poll.closedAt) return { result: fail(409, "This poll is closed."), kind: null };
    const inserted = await tx.livePollVote.createMany({ data: [{ pollId, userId, optionId }], skipDuplicates: true });
    if (inserted.count === 0) return { result: fail(409, "You already voted in this poll."), kind: null };
    await tx.livePollOption.update({
      where: { id: optionId },
      data: { votes: { increment: 1 } },
      select: { id: true },
    });
    return { result: { ok: true } as RoomActionResult, kind: "poll", refId: pollId };
  });
}

async function answerQuestion(
  demoId: string,
  questionId: string,
  seconds: number,
  now: Date,
): Promise<RoomActionResult> {
  return writeWithEvent(demoId, async (tx) => {
    const updated = await tx.liveQuestion.updateMany({
      where: { id: questionId, demoId, answeredAt: null, hiddenAt: null },
      data: { answeredAt: now, answeredAtSeconds: seconds },
    });
    if (updated.count === 0) return { result: fail(409, "That question is already answered or gone."), kind: null };
    return { result: { ok: true } as RoomActionResult, kind: "question_updated", refId: questionId };
  });
}

async function openPoll(demoId: string, question: string, options: FormDataEntryValue[]): Promise<RoomActionResult> {
  const checked = checkPoll(question, options);
  if (!checked.ok) return fail(400, checked.error);
  return writeWithEvent(demoId, async (tx) => {
    // One poll at a time: opening a new one closes the current one.
    await tx.livePoll.updateMany({ where: { demoId, closedAt: null }, data: { closedAt: new Date() } });
    const poll = await tx.livePoll.create({
      data: {
        demoId,
        question: checked.question,
        options: { create: checked.options.map((label, position) => ({ label, position })) },
      },
      select: { id: true },
    });
    return { result: { ok: true } as RoomActionResult, kind: "poll", refId: poll.id };
  });
}

async function closePoll(demoId: string, pollId: string, now: Date): Promise<RoomActionResult> {
  return writeWithEvent(demoId, async (tx) => {
    const updated = await tx.livePoll.updateMany({
      where: { id: pollId, demoId, closedAt: null },
      data: { closedAt: now },
    });
    if (updated.count === 0) return { result: fail(409, "That poll is already closed."), kind: null };
    return { result: { ok: true } as RoomActionResult, kind: "poll", refId: pollId };
  });
}

async function pinProduct(demoId: string, productId: string, pin: boolean): Promise<RoomActionResult> {
  return writeWithEvent(demoId, async (tx) => {
    if (pin) {
      const featured = await tx.demoProduct.findUnique({
        where: { demoId_productId: { demoId, productId } },
        select: { livePin: { select: { unpinnedAt: true } } },
      });
      if (!featured) return { result: fail(400, "Only products featured in this demo can be pinned."), kind: null };
      if (featured.livePin && featured.livePin.unpinnedAt === null)
        return { result: { ok: true } as RoomActionResult, kind: null };
      // A product pinned again moves back to the top; its row was kept (soft unpin) for the replay.
      await tx.livePinnedProduct.upsert({
        where: { demoId_productId: { demoId, productId } },
        create: { demoId, productId },
        update: { pinnedAt: new Date(), unpinnedAt: null },
        select: { productId: true },
      });
      return { result: { ok: true } as RoomActionResult, kind: "pin", refId: productId };
    }
    // Soft unpin: the replay still lists every product pinned during the demo.
    const removed = await tx.livePinnedProduct.updateMany({
      where: { demoId, productId, unpinnedAt: null },
      data: { unpinnedAt: new Date() },
    });
    if (removed.count === 0) return { result: { ok: true } as RoomActionResult, kind: null };
    return { result: { ok: true } as RoomActionResult, kind: "unpin", refId: productId };
  });
}

async function hideMessage(demoId: string, messageId: string, now: Date): Promise<RoomActionResult> {
  return writeWithEvent(demoId, async (tx) => {
    const updated = await tx.liveChatMessage.updateMany({
      where: { id: messageId, demoId, hiddenAt: null },
      data: { hiddenAt: now },
    });
    if (updated.count === 0) return { result: { ok: true } as RoomActionResult, kind: null };
    return { result: { ok: true } as RoomActionResult, kind: "message_hidden", refId: messageId };
  });
}

async function hideQuestion(demoId: string, questionId: string, now: Date): Promise<RoomActionResult> {
  return writeWithEvent(demoId, async (tx) => {
    const updated = await tx.liveQuestion.updateMany({
      where: { id: questionId, demoId, hiddenAt: null },
      data: { hiddenAt: now },
    });
    if (updated.count === 0) return { result: { ok: true } as RoomActionResult, kind: null };
    // The stream turns a hidden question's event into "question_hidden" (views.server.ts).
    return { result: { ok: true } as RoomActionResult, kind: "question_updated", refId: questionId };
  });
}

/** Removes the author of a message from the room: a ban row, their messages hidden, their streams closed. */
async function removeViewer(demoId: string, hostId: string, messageId: string): Promise<RoomActionResult> {
  const message = await prisma.liveChatMessage.findFirst({
    where: { id: messageId, demoId },
    select: { userId: true },
  });
  if (!message) return fail(404, "That message is no longer in this room.");
  if (message.userId === hostId) return fail(400, "You cannot remove yourself.");
  return writeWithEvent(demoId, async (tx) => {
    await tx.liveRoomBan.createMany({ data: [{ demoId, userId: message.userId }], skipDuplicates: true });
    await tx.liveChatMessage.updateMany({
      where: { demoId, userId: message.userId, hiddenAt: null },
      data: { hiddenAt: new Date() },
    });
    return {
      result: { ok: true, message: "Viewer removed from the room." } as RoomActionResult,
      kind: "viewer_removed",
      refId: message.userId,
    };
  });
}
