// Members' reports (flags) on community content: ONE rule for posts and comments (ADR 031). Each target keeps
// its own table (PostFlag, CommentFlag) so both keep real foreign keys; what differs per target is only where
// its rows live, listed in STORES.
import { prisma } from "~/utils/db.server";
import { FLAGS_TO_HIDE, type FlagKind } from "./community";

export type FlagTarget = { kind: "post"; id: string } | { kind: "comment"; id: string; postId: string };
export type FlagOutcome = "flagged" | "hidden" | "already" | "own" | "not-found";

interface FlagStore {
  /** The target's author and whether members see it; null when it does not exist (or not where it was named). */
  find(target: FlagTarget): Promise<{ authorId: string | null; visible: boolean } | null>;
  /** Adds this member's flag; 0 when they had already flagged it (the primary key decides). */
  add(id: string, userId: string, reason: string | null): Promise<number>;
  count(id: string): Promise<number>;
  /** Hides it pending review (no moderator reason: its author is told members reported it). */
  hide(id: string): Promise<unknown>;
}

const STORES: Record<FlagKind, FlagStore> = {
  post: {
    async find(target) {
      const post = await prisma.communityPost.findUnique({
        where: { id: target.id },
        select: { authorId: true, hidden: true },
      });
      return post && { authorId: post.authorId, visible: !post.hidden };
    },
    add: async (postId, userId, reason) =>
      (await prisma.postFlag.createMany({ data: [{ postId, userId, reason }], skipDuplicates: true })).count,
    count: (postId) => prisma.postFlag.count({ where: { postId } }),
    hide: (id) => prisma.communityPost.updateMany({ where: { id, hidden: false }, data: { hidden: true } }),
  },
  comment: {
    async find(target) {
      if (target.kind !== "comment") return null;
      const comment = await prisma.postComment.findFirst({
        where: { id: target.id, postId: target.postId },
        select: { authorId: true, hidden: true, post: { select: { hidden: true } } },
      });
      // A comment under a hidden post is out of sight too.
      return comment && { authorId: comment.authorId, visible: !comment.hidden && !comment.post.hidden };
    },
    add: async (commentId, userId, reason) =>
      (await prisma.commentFlag.createMany({ data: [{ commentId, userId, reason }], skipDuplicates: true })).count,
    count: (commentId) => prisma.commentFlag.count({ where: { commentId } }),
    hide: (id) => prisma.postComment.updateMany({ where: { id, hidden: false }, data: { hidden: true } }),
  },
};

/**
 * One flag per member and target; the author cannot flag their own content, and content members no longer see
 * cannot be flagged. When FLAGS_TO_HIDE different members have flagged it, it is hidden pending review. The
 * count runs after this flag is committed, so of several flags arriving at once the last one always sees them all.
 */
export async function flagContent(user: { id: string }, target: FlagTarget, reason?: string): Promise<FlagOutcome> {
  const store = STORES[target.kind];
  const found = await store.find(target);
  if (!found || !found.visible) return "not-found";
  if (found.authorId === user.id) return "own";
  if ((await store.add(target.id, user.id, reason ?? null)) === 0) return "already";
  if ((await store.count(target.id)) >= FLAGS_TO_HIDE) {
    await store.hide(target.id);
    return "hidden";
  }
  return "flagged";
}
