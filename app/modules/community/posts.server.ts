// Community posts: the post page (comments / answers), Post Question, and the post actions: vote, comment,
// accept an answer, flag, remove and restore (issue 5). Ownership and permissions are checked here, inside
// the queries where possible, never only in the UI.
import { randomUUID } from "node:crypto";
import { postFieldsSelect } from "./community.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { getOptionalUser, type SessionUser } from "~/modules/auth/session.server";
import { formatEventDateTime } from "~/modules/events/events";
import { redirectWithToast, safeRedirectPath, type Toast } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import {
  authorRoleLabel,
  canAcceptAnswer,
  canRemovePost,
  COMMUNITY_NOTICES,
  flagNotice,
  flagReasonLabel,
  LOGIN_REQUIRED,
  loginPath,
  moderationOf,
  POST_TYPE_LABELS,
  postPath,
  postScore,
  topicLabel,
  VOTE_TARGETS,
  type VoteValue,
} from "./community";
import { voteTotals, type Viewer } from "./community.server";
import { flagContent } from "./flags.server";
import { commentSchema, postActionSchema, questionSchema } from "./post-schemas";
import { readFormData } from "~/modules/forms/request-body.server";

type Actor = Pick<SessionUser, "id" | "role" | "fullName">;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "P2002";
}

// ── Post page ──

/** "November 15, 2025, 2:00 PM UTC" in the visitor's zone (UTC without the zone hint). */
function stamp(instant: Date, timeZone: string | null): string {
  const when = formatEventDateTime(instant, timeZone);
  return `${when.date}, ${when.time} ${when.zone}`;
}

/** A post with its comments, for the post page; null when it does not exist or is hidden from this viewer. */
export async function getPostPage(postId: string, viewer: Viewer, origin: string, timeZone: string | null = null) {
  const post = await prisma.communityPost.findUnique({
    where: { id: postId },
    select: {
      ...postFieldsSelect,
      replies: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          body: true,
          createdAt: true,
          authorId: true,
          hidden: true,
          removedAt: true,
          moderationReason: true,
          author: { select: { profile: { select: { fullName: true, role: true } } } },
          // Only whether this viewer reported it (the reports themselves are for admins).
          flags: { where: { userId: viewer?.id ?? "" }, select: { userId: true } },
        },
      },
      flags: { select: { userId: true, reason: true, createdAt: true }, orderBy: { createdAt: "asc" } },
      lockedAt: true,
      removedAt: true,
      moderationReason: true,
    },
  });
  const isAdmin = viewer?.role === "admin";
  const isAsker = viewer !== null && post?.authorId === viewer.id;
  // A hidden or removed post is seen by admins and by its author, who is told why (issue 11).
  if (!post || (post.hidden && !isAdmin && !isAsker)) return null;
  const { sums, mine } = await voteTotals([post.id], viewer?.id ?? null);
  const visibleReplies = post.replies.filter(
    (comment) => !comment.hidden || isAdmin || (viewer !== null && comment.authorId === viewer.id),
  );
  const comments = visibleReplies.map((comment) => ({
    id: comment.id,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
    postedAt: stamp(comment.createdAt, timeZone),
    authorName: comment.author.profile?.fullName ?? "LabMarket member",
    authorRole: authorRoleLabel(comment.author.profile?.role ?? "member"),
    accepted: comment.id === post.acceptedCommentId,
    canAccept: canAcceptAnswer(viewer, post, comment) && comment.id !== post.acceptedCommentId,
    own: viewer !== null && comment.authorId === viewer.id,
    moderation: moderationOf(comment),
    flaggedByMe: comment.flags.length > 0,
    canFlag: viewer !== null && comment.authorId !== viewer.id && !comment.hidden && !post.hidden,
  }));
  // The accepted answer first, the rest in the order they were written.
  comments.sort((a, b) => Number(b.accepted) - Number(a.accepted));
  return {
    id: post.id,
    authorName: post.authorName,
    authorRole: post.authorRole,
    type: post.type,
    typeLabel: POST_TYPE_LABELS[post.type],
    topic: post.topic,
    topicLabel: topicLabel(post.topic),
    title: post.title,
    content: post.content,
    createdAt: post.createdAt.toISOString(),
    postedAt: stamp(post.createdAt, timeZone),
    score: postScore(post.likes, sums.get(post.id) ?? 0),
    myVote: mine.get(post.id) ?? 0,
    ownPost: isAsker,
    isAsker,
    archivedComments: post.comments,
    commentCount: post.comments + comments.length,
    comments,
    answered: post.acceptedCommentId !== null,
    hidden: post.hidden,
    /** Why a moderator hid or removed the post, or that reports hid it pending review (its author and admins see it). */
    moderation: moderationOf(post),
    locked: post.lockedAt !== null,
    flags: isAdmin
      ? post.flags.map((f) => ({ reason: flagReasonLabel(f.reason), createdAt: f.createdAt.toISOString() }))
      : [],
    flaggedByMe: viewer !== null && post.flags.some((f) => f.userId === viewer.id),
    canRemove: canRemovePost(viewer, post),
    canFlag: viewer !== null && !isAsker && !post.hidden,
    isAdmin,
    path: postPath(post.id),
    url: `${origin}${postPath(post.id)}`,
  };
}

export type PostPageData = NonNullable<Awaited<ReturnType<typeof getPostPage>>>;

// ── Post Question ──

export type QuestionOutcome =
  { status: "created"; postId: string } | { status: "invalid"; result: SubmissionResult<string[]> };

/** Post Question: a discussion post by the user (their name, their role), in the chosen topic. */
export async function createQuestion(user: Actor, formData: FormData): Promise<QuestionOutcome> {
  const submission = parseWithZod(formData, { schema: questionSchema });
  if (submission.status !== "success") return { status: "invalid", result: submission.reply() };
  const { title, body, topic } = submission.value;
  const post = await prisma.communityPost.create({
    data: {
      authorId: user.id,
      authorName: user.fullName,
      authorRole: authorRoleLabel(user.role),
      type: "discussion",
      topic,
      title,
      content: body,
    },
    select: { id: true },
  });
  return { status: "created", postId: post.id };
}

// ── Votes ──

export type VoteOutcome =
  { status: "ok"; vote: VoteValue; score: number } | { status: "own-post" } | { status: "not-found" };

/**
 * Sets the user's vote on a post to `target`: +1 up, -1 down, 0 none. One vote per user and post (the
 * primary key), changeable; the buttons post the vote they lead to (nextVote: clicking the vote one already
 * has clears it), so a repeated request changes nothing. Voting on one's own post is refused.
 */
export async function castVote(userId: string, postId: string, target: VoteValue, attempt = 0): Promise<VoteOutcome> {
  const post = await prisma.communityPost.findUnique({
    where: { id: postId },
    select: { authorId: true, hidden: true, likes: true },
  });
  if (!post || post.hidden) return { status: "not-found" };
  if (post.authorId === userId) return { status: "own-post" };
  let vote: VoteValue;
  try {
    vote = await prisma.$transaction(async (tx) => {
      const existing = await tx.postVote.findUnique({
        where: { postId_userId: { postId, userId } },
        select: { value: true },
      });
      const next = target;
      if (next === 0) await tx.postVote.deleteMany({ where: { postId, userId } });
      else if (existing?.value === next) return next;
      else if (existing)
        await tx.postVote.update({
          where: { postId_userId: { postId, userId } },
          data: { value: next },
          select: { value: true },
        });
      else await tx.postVote.create({ data: { postId, userId, value: next }, select: { value: true } });
      return next;
    });
  } catch (error) {
    // Two first votes at once: the primary key lets one in; read the state again and set the target on it.
    if (isUniqueViolation(error) && attempt === 0) return castVote(userId, postId, target, 1);
    throw error;
  }
  const sum = await prisma.postVote.aggregate({ where: { postId }, _sum: { value: true } });
  return { status: "ok", vote, score: postScore(post.likes, sum._sum.value ?? 0) };
}

// ── Comments / answers ──

export type CommentOutcome =
  | { status: "created"; commentId: string }
  | { status: "invalid"; result: SubmissionResult<string[]> }
  | { status: "locked" }
  | { status: "not-found" };

export async function addComment(userId: string, postId: string, formData: FormData): Promise<CommentOutcome> {
  const submission = parseWithZod(formData, { schema: commentSchema });
  const post = await prisma.communityPost.findUnique({
    where: { id: postId },
    select: { hidden: true, lockedAt: true },
  });
  if (!post || post.hidden) return { status: "not-found" };
  if (post.lockedAt) return { status: "locked" };
  if (submission.status !== "success") return { status: "invalid", result: submission.reply() };
  // The lock is checked again in the insert itself: a thread locked a moment ago takes no comment.
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    INSERT INTO "PostComment" (id, "postId", "authorId", body)
    SELECT ${randomUUID()}, p.id, ${userId}, ${submission.value.body}
      FROM "CommunityPost" p WHERE p.id = ${postId} AND p."lockedAt" IS NULL AND NOT p.hidden
    RETURNING id`;
  if (rows.length === 0) return { status: "locked" };
  return { status: "created", commentId: rows[0]!.id };
}

// ── Accepted answer ──

export type AcceptOutcome = "accepted" | "not-asker" | "own-answer" | "not-found";

/** Only the post's author accepts, a comment on their post written by someone else; one accepted per post. */
export async function acceptAnswer(user: { id: string }, postId: string, commentId: string): Promise<AcceptOutcome> {
  const [post, comment] = await Promise.all([
    prisma.communityPost.findUnique({ where: { id: postId }, select: { authorId: true, hidden: true } }),
    prisma.postComment.findFirst({ where: { id: commentId, postId }, select: { authorId: true } }),
  ]);
  if (!post || post.hidden || !comment) return "not-found";
  if (post.authorId !== user.id) return "not-asker";
  if (!canAcceptAnswer(user, post, comment)) return "own-answer";
  // Ownership is part of the update itself.
  const { count } = await prisma.communityPost.updateMany({
    where: { id: postId, authorId: user.id },
    data: { acceptedCommentId: commentId },
  });
  return count === 1 ? "accepted" : "not-asker";
}

// ── Removal, restore (flags: flags.server.ts) ──

/** The author or an admin removes a post, with its votes, comments and flags. */
export async function removePost(
  user: { id: string; role: string },
  postId: string,
): Promise<"removed" | "forbidden" | "not-found"> {
  const post = await prisma.communityPost.findUnique({ where: { id: postId }, select: { authorId: true } });
  if (!post) return "not-found";
  if (!canRemovePost(user, post)) return "forbidden";
  const owner = user.role === "admin" ? {} : { authorId: user.id };
  const removed = await prisma.$transaction(async (tx) => {
    // Unlink the accepted answer first: it is deleted with the post's comments.
    await tx.communityPost.updateMany({ where: { id: postId, ...owner }, data: { acceptedCommentId: null } });
    const { count } = await tx.communityPost.deleteMany({ where: { id: postId, ...owner } });
    return count;
  });
  return removed === 1 ? "removed" : "forbidden";
}

/** An admin's review: the post is shown again and its flags are cleared (new flags start from zero). */
export async function restorePost(
  user: { role: string },
  postId: string,
): Promise<"restored" | "forbidden" | "not-found"> {
  if (user.role !== "admin") return "forbidden";
  const restored = await prisma.$transaction(async (tx) => {
    const { count } = await tx.communityPost.updateMany({ where: { id: postId }, data: { hidden: false } });
    if (count === 1) await tx.postFlag.deleteMany({ where: { postId } });
    return count;
  });
  return restored === 1 ? "restored" : "not-found";
}

// ── The post page's form posts ──

function toast(url: string, notice: Toast) {
  return redirectWithToast(url, notice);
}

/**
 * Every post action (`intent`): vote, comment, accept, flag, remove, restore. Plain form posts answer with a
 * 303 and a toast (back to `redirectTo`, a same-site path, or the post page); visitors are sent to log in.
 * A vote sent by the page's script (`via=fetch`) answers with the new state instead. Bad input: 400.
 */
export async function handlePostAction(request: Request, postId: string) {
  const form = await readFormData(request);
  const page = postPath(postId);
  const back = safeRedirectPath(form.get("redirectTo"), page);
  const user = await getOptionalUser(request);
  if (!user) return toast(loginPath(back), LOGIN_REQUIRED);

  if (form.get("intent") === "comment") {
    const outcome = await addComment(user.id, postId, form);
    if (outcome.status === "not-found") throw new Response("Post not found", { status: 404 });
    if (outcome.status === "locked") return toast(back, COMMUNITY_NOTICES.locked);
    if (outcome.status === "invalid") return data({ result: outcome.result }, { status: 400 });
    return toast(postPath(postId, `comment-${outcome.commentId}`), COMMUNITY_NOTICES.commentPosted);
  }

  const parsed = postActionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "Unknown community action." }, { status: 400 });
  const action = parsed.data;
  switch (action.intent) {
    case "vote": {
      const outcome = await castVote(user.id, postId, VOTE_TARGETS[action.value]);
      if (outcome.status === "not-found") throw new Response("Post not found", { status: 404 });
      if (action.via === "fetch") {
        return outcome.status === "ok"
          ? { vote: outcome.vote, score: outcome.score }
          : data({ error: COMMUNITY_NOTICES.ownPostVote.description }, { status: 403 });
      }
      if (outcome.status === "own-post") return toast(back, COMMUNITY_NOTICES.ownPostVote);
      return toast(back, outcome.vote === 0 ? COMMUNITY_NOTICES.voteRemoved : COMMUNITY_NOTICES.voteRecorded);
    }
    case "accept": {
      const outcome = await acceptAnswer(user, postId, action.commentId);
      if (outcome === "not-found") throw new Response("Answer not found", { status: 404 });
      if (outcome === "not-asker") return toast(back, COMMUNITY_NOTICES.notAsker);
      if (outcome === "own-answer") return toast(back, COMMUNITY_NOTICES.ownAnswer);
      return toast(postPath(postId, `comment-${action.commentId}`), COMMUNITY_NOTICES.accepted);
    }
    case "flag": {
      const outcome = await flagContent(user, { kind: "post", id: postId }, action.reason);
      if (outcome === "not-found") throw new Response("Post not found", { status: 404 });
      // A hidden post's page is gone for everyone but admins: back to the hub.
      if (outcome === "hidden") return toast(user.role === "admin" ? back : "/community", flagNotice("post", outcome));
      return toast(back, flagNotice("post", outcome));
    }
    case "flag-comment": {
      const target = { kind: "comment" as const, id: action.commentId, postId };
      const outcome = await flagContent(user, target, action.reason);
      if (outcome === "not-found") return toast(postPath(postId, "comments"), COMMUNITY_NOTICES.commentGone);
      // A comment hidden by this report leaves the thread: back to the thread, not to its anchor.
      const anchor = outcome === "hidden" ? "comments" : `comment-${action.commentId}`;
      return toast(postPath(postId, anchor), flagNotice("comment", outcome));
    }
    case "remove": {
      const outcome = await removePost(user, postId);
      if (outcome === "not-found") throw new Response("Post not found", { status: 404 });
      if (outcome === "forbidden") return toast(back, COMMUNITY_NOTICES.notRemover);
      // The post page no longer exists: go back to where the visitor came from, unless that was the post.
      const target = back.startsWith(page) ? "/community" : back;
      return toast(target, COMMUNITY_NOTICES.removed);
    }
    case "restore": {
      const outcome = await restorePost(user, postId);
      if (outcome === "not-found") throw new Response("Post not found", { status: 404 });
      if (outcome === "forbidden") return toast(back, COMMUNITY_NOTICES.adminOnly);
      return toast(back, COMMUNITY_NOTICES.restored);
    }
  }
}
