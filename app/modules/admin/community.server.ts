// Admin › Manage Community: the flag queue, hidden and removed content, a post's comments, leaderboard corrections,
// and the moderation POSTs. Every list pages in SQL; every action is audited in the transaction that makes it.
import { parseWithZod } from "@conform-to/zod/v4";
import type { SessionUser } from "~/modules/auth/session.server";
import { flagReasonLabel } from "~/modules/community/community";
import { excerpt, listLeaderboard } from "~/modules/community/community.server";
import { readFormData } from "~/modules/forms/request-body.server";
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import { writeAudit } from "./audit.server";
import {
  COMMENTS_PAGE_SIZE,
  MODERATION_NOTICES,
  MODERATION_PAGE_SIZE,
  moderationFormKey,
  moderationSchema,
  readCommunityView,
  readPage,
  type CommunityView,
  type ModerationInput,
} from "./community";
import { backToSection, failed, sectionFormError } from "./section-forms.server";

const LEADERBOARD_ROWS = 50;

function whereFor(view: CommunityView): Prisma.CommunityPostWhereInput {
  if (view === "queue") return { hidden: false, flags: { some: {} } };
  if (view === "hidden") return { hidden: true };
  return {};
}

async function listModerationPosts(view: CommunityView, page: number) {
  const rows = await prisma.communityPost.findMany({
    where: whereFor(view),
    orderBy:
      view === "queue"
        ? [{ flags: { _count: "desc" } }, { createdAt: "desc" }, { id: "asc" }]
        : [{ createdAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * MODERATION_PAGE_SIZE,
    take: MODERATION_PAGE_SIZE + 1,
    select: {
      id: true,
      title: true,
      content: true,
      authorName: true,
      authorRole: true,
      createdAt: true,
      hidden: true,
      removedAt: true,
      lockedAt: true,
      moderationReason: true,
      _count: { select: { flags: true, replies: true } },
    },
  });
  const posts = rows.slice(0, MODERATION_PAGE_SIZE);
  const reasons = posts.length
    ? await prisma.postFlag.groupBy({
        by: ["postId", "reason"],
        where: { postId: { in: posts.map((p) => p.id) } },
        _count: { _all: true },
      })
    : [];
  return {
    hasNext: rows.length > MODERATION_PAGE_SIZE,
    posts: posts.map((post) => ({
      id: post.id,
      title: post.title,
      excerpt: excerpt(post.content, 280).text,
      authorName: post.authorName,
      authorRole: post.authorRole,
      createdAt: post.createdAt.toISOString(),
      state: post.removedAt ? ("removed" as const) : post.hidden ? ("hidden" as const) : ("visible" as const),
      locked: post.lockedAt !== null,
      reason: post.moderationReason,
      flagCount: post._count.flags,
      commentCount: post._count.replies,
      flagReasons: reasons
        .filter((r) => r.postId === post.id)
        .map((r) => ({ label: flagReasonLabel(r.reason), count: r._count._all }))
        .sort((a, b) => b.count - a.count),
    })),
  };
}

/**
 * Reported comments awaiting a moderator's decision: reported, and neither hidden nor removed with a reason yet
 * (a comment hidden by members' reports is pending review and stays here). Restore clears its reports.
 */
const commentQueueWhere = {
  moderationReason: null,
  removedAt: null,
  flags: { some: {} },
} satisfies Prisma.PostCommentWhereInput;

async function listFlaggedComments(page: number) {
  const rows = await prisma.postComment.findMany({
    where: commentQueueWhere,
    orderBy: [{ flags: { _count: "desc" } }, { createdAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * MODERATION_PAGE_SIZE,
    take: MODERATION_PAGE_SIZE + 1,
    select: {
      id: true,
      body: true,
      createdAt: true,
      hidden: true,
      author: { select: { email: true, profile: { select: { fullName: true } } } },
      post: { select: { id: true, title: true } },
      _count: { select: { flags: true } },
    },
  });
  const comments = rows.slice(0, MODERATION_PAGE_SIZE);
  const reasons = comments.length
    ? await prisma.commentFlag.groupBy({
        by: ["commentId", "reason"],
        where: { commentId: { in: comments.map((c) => c.id) } },
        _count: { _all: true },
      })
    : [];
  return {
    page,
    hasNext: rows.length > MODERATION_PAGE_SIZE,
    comments: comments.map((c) => ({
      id: c.id,
      excerpt: excerpt(c.body, 280).text,
      createdAt: c.createdAt.toISOString(),
      authorName: c.author.profile?.fullName ?? c.author.email,
      state: c.hidden ? ("hidden" as const) : ("visible" as const),
      post: c.post,
      flagCount: c._count.flags,
      flagReasons: reasons
        .filter((r) => r.commentId === c.id)
        .map((r) => ({ label: flagReasonLabel(r.reason), count: r._count._all }))
        .sort((a, b) => b.count - a.count),
    })),
  };
}

async function getPostForModeration(postId: string, page: number) {
  const post = await prisma.communityPost.findUnique({
    where: { id: postId },
    select: {
      id: true,
      title: true,
      content: true,
      authorName: true,
      hidden: true,
      removedAt: true,
      lockedAt: true,
      moderationReason: true,
      _count: { select: { replies: true } },
      replies: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        skip: (page - 1) * COMMENTS_PAGE_SIZE,
        take: COMMENTS_PAGE_SIZE,
        select: {
          id: true,
          body: true,
          createdAt: true,
          hidden: true,
          removedAt: true,
          moderationReason: true,
          author: { select: { email: true, profile: { select: { fullName: true } } } },
          _count: { select: { flags: true } },
        },
      },
    },
  });
  if (!post) return null;
  return {
    id: post.id,
    title: post.title,
    content: post.content,
    authorName: post.authorName,
    state: post.removedAt ? ("removed" as const) : post.hidden ? ("hidden" as const) : ("visible" as const),
    locked: post.lockedAt !== null,
    reason: post.moderationReason,
    commentCount: post._count.replies,
    commentPage: page,
    hasNextComments: page * COMMENTS_PAGE_SIZE < post._count.replies,
    comments: post.replies.map((c) => ({
      id: c.id,
      body: c.body,
      createdAt: c.createdAt.toISOString(),
      authorName: c.author.profile?.fullName ?? c.author.email,
      state: c.removedAt ? ("removed" as const) : c.hidden ? ("hidden" as const) : ("visible" as const),
      reason: c.moderationReason,
      flagCount: c._count.flags,
    })),
  };
}

async function getLeaderboardView() {
  const [rows, corrections] = await Promise.all([
    listLeaderboard(LEADERBOARD_ROWS),
    prisma.leaderboardCorrection.findMany({
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, rowKey: true, points: true, reason: true, createdAt: true },
    }),
  ]);
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return {
    rows,
    corrections: corrections.map((c) => ({
      ...c,
      name: names.get(c.rowKey) ?? c.rowKey,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}

/** Everything Manage Community shows for one URL (`view`, `page`, `post`, `cpage`, `rpage`). */
export async function getCommunitySection(url: URL) {
  const params = url.searchParams;
  const view = readCommunityView(params.get("view"));
  const page = readPage(params.get("page"));
  const postId = params.get("post")?.slice(0, 64) ?? null;
  const [counts, list, comments, post, leaderboard] = await Promise.all([
    Promise.all([
      prisma.communityPost.count({ where: whereFor("queue") }),
      prisma.communityPost.count({ where: whereFor("hidden") }),
      prisma.postComment.count({ where: commentQueueWhere }),
    ]).then(([queue, hidden, comments]) => ({ queue, hidden, comments })),
    view === "leaderboard" ? null : listModerationPosts(view, page),
    view === "queue" ? listFlaggedComments(readPage(params.get("rpage"))) : null,
    postId ? getPostForModeration(postId, readPage(params.get("cpage"))) : null,
    view === "leaderboard" ? getLeaderboardView() : null,
  ]);
  return { view, page, counts, list, comments, postId, post, leaderboard };
}

export type CommunitySectionData = Awaited<ReturnType<typeof getCommunitySection>>;

type Outcome = { ok: true } | { ok: false; field?: string; message: string };
const NOT_FOUND = { ok: false, message: "It no longer exists." } as const;

/** Carries out one moderation action with its audit entry, all or nothing. */
export async function moderate(actorId: string, input: ModerationInput): Promise<Outcome> {
  return prisma.$transaction(async (tx) => {
    const now = new Date();
    switch (input.intent) {
      case "post-hide":
      case "post-remove": {
        const removed = input.intent === "post-remove";
        const { count } = await tx.communityPost.updateMany({
          where: { id: input.postId },
          data: { hidden: true, removedAt: removed ? now : null, moderationReason: input.reason },
        });
        if (count === 0) return NOT_FOUND;
        await writeAudit(tx, actorId, removed ? "community.post_remove" : "community.post_hide", input.postId, {
          reason: input.reason,
        });
        return { ok: true };
      }
      case "post-restore": {
        const { count } = await tx.communityPost.updateMany({
          where: { id: input.postId },
          data: { hidden: false, removedAt: null, moderationReason: null },
        });
        if (count === 0) return NOT_FOUND;
        const flags = await tx.postFlag.deleteMany({ where: { postId: input.postId } });
        await writeAudit(tx, actorId, "community.post_restore", input.postId, { flagsCleared: flags.count });
        return { ok: true };
      }
      case "post-lock":
      case "post-unlock": {
        const lock = input.intent === "post-lock";
        const { count } = await tx.communityPost.updateMany({
          where: { id: input.postId },
          data: { lockedAt: lock ? now : null },
        });
        if (count === 0) return NOT_FOUND;
        await writeAudit(tx, actorId, lock ? "community.post_lock" : "community.post_unlock", input.postId);
        return { ok: true };
      }
      case "comment-hide":
      case "comment-remove": {
        const removed = input.intent === "comment-remove";
        const comment = await tx.postComment.findUnique({
          where: { id: input.commentId },
          select: { postId: true },
        });
        if (!comment) return NOT_FOUND;
        await tx.postComment.update({
          where: { id: input.commentId },
          data: { hidden: true, removedAt: removed ? now : null, moderationReason: input.reason },
          select: { id: true },
        });
        // A hidden answer is no longer the accepted one.
        await tx.communityPost.updateMany({
          where: { id: comment.postId, acceptedCommentId: input.commentId },
          data: { acceptedCommentId: null },
        });
        await writeAudit(
          tx,
          actorId,
          removed ? "community.comment_remove" : "community.comment_hide",
          input.commentId,
          { postId: comment.postId, reason: input.reason },
        );
        return { ok: true };
      }
      case "comment-restore": {
        // Restore is also how a reported comment is kept: its reports are cleared (new ones start from zero).
        const { count } = await tx.postComment.updateMany({
          where: { id: input.commentId },
          data: { hidden: false, removedAt: null, moderationReason: null },
        });
        if (count === 0) return NOT_FOUND;
        const flags = await tx.commentFlag.deleteMany({ where: { commentId: input.commentId } });
        await writeAudit(tx, actorId, "community.comment_restore", input.commentId, { flagsCleared: flags.count });
        return { ok: true };
      }
      case "leaderboard-correct": {
        await tx.leaderboardCorrection.create({
          data: { rowKey: input.rowKey, points: input.points, reason: input.reason, actorId },
          select: { id: true },
        });
        await writeAudit(tx, actorId, "community.leaderboard_correct", input.rowKey, {
          points: input.points,
          reason: input.reason,
        });
        return { ok: true };
      }
    }
  });
}

/** Only rows on the leaderboard can be corrected (the list the admin picked from). */
async function isLeaderboardRow(rowKey: string): Promise<boolean> {
  const rows = await listLeaderboard(Number.MAX_SAFE_INTEGER);
  return rows.some((r) => r.id === rowKey);
}

function queryOf(form: FormData) {
  const keep = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 64) : null;
  };
  return {
    view: keep("view"),
    page: keep("page"),
    post: keep("post"),
    cpage: keep("cpage"),
    rpage: keep("rpage"),
  };
}

export async function communityAction(request: Request, admin: SessionUser) {
  const form = await readFormData(request);
  const formKey = moderationFormKey(Object.fromEntries(form));
  const submission = parseWithZod(form, { schema: moderationSchema });
  if (submission.status !== "success") return sectionFormError("community", formKey, submission.reply());
  const input = submission.value;
  if (input.intent === "leaderboard-correct" && !(await isLeaderboardRow(input.rowKey)))
    return sectionFormError(
      "community",
      formKey,
      submission.reply({ fieldErrors: { points: ["This person is no longer on the leaderboard."] } }),
    );
  const outcome = await moderate(admin.id, input);
  const query = queryOf(form);
  if (!outcome.ok) return backToSection("community", failed("Nothing changed", outcome.message), query);
  return backToSection("community", MODERATION_NOTICES[input.intent], query);
}
