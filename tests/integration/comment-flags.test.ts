// Integration: members report comments under the posts' flag rule (ADR 031) — once per member, never their own,
// never a hidden comment, three reports hide it pending review — and Manage Community's flag queue lists them with
// their post and reasons; hide / remove / restore are admin-only, audited, and the author sees the reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { action as postAction, loader as postLoader } from "~/routes/community_.posts.$postId";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, postForm, toastOf, unique, type Member } from "./people.support";

const run = unique("cflag");
const ADMIN = "/admin?section=community";
let author: Member;
let commenter: Member;
let reporters: Member[];
let admin: Member;
let refused: Member[];

beforeAll(async () => {
  [author, commenter, admin, ...reporters] = await Promise.all([
    createMember({ role: "buyer", fullName: `Asker ${run}` }),
    createMember({ role: "community_member", fullName: `Commenter ${run}` }),
    createMember({ role: "admin", fullName: `Admin ${run}` }),
    createMember({ fullName: `Reporter A ${run}` }),
    createMember({ fullName: `Reporter B ${run}` }),
    createMember({ fullName: `Reporter C ${run}` }),
  ]);
  refused = await Promise.all([
    createMember({ role: "buyer" }),
    createMember({ role: "community_member" }),
    createMember({ role: "influencer" }),
    createMember({ role: "brand", brandId: "agilent" }),
  ]);
});

afterAll(async () => {
  const users = [author, commenter, admin, ...reporters, ...refused].map((m) => m.id);
  await prisma.communityPost.deleteMany({ where: { authorId: { in: users } } });
  await prisma.user.deleteMany({ where: { id: { in: users } } });
});

/** A post of the author's with one comment by the commenter. */
async function thread(body = "Try a silicone antifoam at 10 ppm.") {
  const post = await prisma.communityPost.create({
    data: {
      authorId: author.id,
      authorName: author.fullName,
      authorRole: "Buyer",
      type: "discussion",
      topic: "bioreactors",
      title: `Antifoam ${unique("t")} ${run}`,
      content: "Which antifoam works in single-use bags?",
    },
    select: { id: true },
  });
  const comment = await prisma.postComment.create({
    data: { postId: post.id, authorId: commenter.id, body },
    select: { id: true },
  });
  return { postId: post.id, commentId: comment.id };
}

const report = (postId: string, commentId: string, member: Member | null, reason = "spam") =>
  call(postAction, postForm(`/community/posts/${postId}`, { intent: "flag-comment", commentId, reason }, member), {
    postId,
  });
const postPage = (postId: string, member: Member | null) =>
  call(postLoader, getPage(`/community/posts/${postId}`, member), { postId });
const moderate = (fields: Record<string, string>, member: Member | null = admin) =>
  call(adminAction, postForm(ADMIN, fields, member));
const flagsOn = (commentId: string) => prisma.commentFlag.count({ where: { commentId } });

describe("reporting a comment", () => {
  it("sends visitors to log in; a member reports once (303 + toast back to the comment), the repeat changes nothing", async () => {
    const { postId, commentId } = await thread();
    expect((await report(postId, commentId, null)).location).toMatch(/^\/login\?redirectTo=/);

    const before = await postPage(postId, reporters[0]!);
    expect(before.data.post.comments[0]).toMatchObject({ canFlag: true, flaggedByMe: false });
    const first = await report(postId, commentId, reporters[0]!);
    expect(first.status).toBe(303);
    expect(first.location).toBe(`/community/posts/${postId}#comment-${commentId}`);
    expect((await toastOf(first))?.title).toBe("Thanks for Reporting");
    const again = await report(postId, commentId, reporters[0]!, "abusive");
    expect((await toastOf(again))?.title).toBe("Already Reported");
    expect(await flagsOn(commentId)).toBe(1);
    expect((await postPage(postId, reporters[0]!)).data.post.comments[0].flaggedByMe).toBe(true);
  });

  it("refuses the comment's own author, and an unknown reason counts as no reason", async () => {
    const { postId, commentId } = await thread();
    expect((await postPage(postId, commenter)).data.post.comments[0].canFlag).toBe(false);
    const own = await report(postId, commentId, commenter);
    expect((await toastOf(own))?.title).toBe("Not Allowed");
    expect(await flagsOn(commentId)).toBe(0);
    await report(postId, commentId, reporters[1]!, "<script>");
    expect(await prisma.commentFlag.findFirstOrThrow({ where: { commentId } })).toMatchObject({ reason: null });
  });

  it("refuses a hidden comment, a comment under a hidden post, and a comment named under another post", async () => {
    const hidden = await thread();
    await prisma.postComment.update({ where: { id: hidden.commentId }, data: { hidden: true } });
    const gone = await report(hidden.postId, hidden.commentId, reporters[0]!);
    expect(gone.status).toBe(303);
    expect((await toastOf(gone))?.title).toBe("Comment Unavailable");

    const underHiddenPost = await thread();
    await prisma.communityPost.update({ where: { id: underHiddenPost.postId }, data: { hidden: true } });
    expect((await toastOf(await report(underHiddenPost.postId, underHiddenPost.commentId, reporters[0]!)))?.title).toBe(
      "Comment Unavailable",
    );

    const other = await thread();
    const crossed = await report(other.postId, hidden.commentId, reporters[0]!);
    expect((await toastOf(crossed))?.title).toBe("Comment Unavailable");
    expect(
      await prisma.commentFlag.count({
        where: {
          userId: reporters[0]!.id,
          comment: { postId: { in: [hidden.postId, underHiddenPost.postId, other.postId] } },
        },
      }),
    ).toBe(0);
  });

  it("three reports hide it pending review: gone for others, its author told members reported it", async () => {
    const { postId, commentId } = await thread("Buy my antifoam at example.com");
    await report(postId, commentId, reporters[0]!);
    await report(postId, commentId, reporters[1]!, "off-topic");
    const third = await report(postId, commentId, reporters[2]!);
    expect((await toastOf(third))?.description).toBe("This comment is now hidden until a moderator reviews it.");
    expect(third.location).toBe(`/community/posts/${postId}#comments`);
    expect((await postPage(postId, reporters[0]!)).data.post.comments).toHaveLength(0);
    const own = (await postPage(postId, commenter)).data.post.comments;
    expect(own[0].moderation).toEqual({
      removed: false,
      pending: true,
      reason: "Members reported it. A moderator will review it soon.",
    });
  });
});

describe("the same rule for posts", () => {
  it("a post hidden by three reports tells its author it is pending review, not a moderator's decision", async () => {
    const { postId } = await thread();
    for (const r of reporters)
      await call(postAction, postForm(`/community/posts/${postId}`, { intent: "flag", reason: "spam" }, r), { postId });
    const own = await postPage(postId, author);
    expect(own.data.post.moderation).toEqual({
      removed: false,
      pending: true,
      reason: "Members reported it. A moderator will review it soon.",
    });
    expect((await postPage(postId, reporters[0]!)).status).toBe(404);
  });
});

describe("Manage Community: reported comments", () => {
  it("lists a reported comment with its post and reasons; hiding with a reason takes it out and its author sees why", async () => {
    const { postId, commentId } = await thread("Autoclave single-use bags to reuse them.");
    await report(postId, commentId, reporters[0]!, "misinformation");
    await report(postId, commentId, reporters[1]!, "misinformation");
    const queue = (await call(adminLoader, getPage(`${ADMIN}&view=queue`, admin))).data.sections.community;
    const item = queue.comments.comments.find((c: { id: string }) => c.id === commentId);
    expect(item).toMatchObject({
      state: "visible",
      authorName: commenter.fullName,
      post: { id: postId },
      flagCount: 2,
      flagReasons: [{ label: "Misleading or unsafe advice", count: 2 }],
    });
    expect(queue.counts.comments).toBeGreaterThanOrEqual(1);

    const bad = await moderate({ intent: "comment-hide", commentId, reason: " " });
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.reason).toEqual(["Please give the author a reason."]);
    const reason = "Autoclaving single-use bags is unsafe.";
    const hidden = await moderate({ intent: "comment-hide", commentId, reason, view: "queue" });
    expect((await toastOf(hidden))?.title).toBe("Comment hidden");
    expect(hidden.location).toBe("/admin?section=community&view=queue");
    const after = (await call(adminLoader, getPage(`${ADMIN}&view=queue`, admin))).data.sections.community;
    expect(after.comments.comments.some((c: { id: string }) => c.id === commentId)).toBe(false);
    const own = (await postPage(postId, commenter)).data.post.comments[0];
    expect(own.moderation).toEqual({ removed: false, pending: false, reason });
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { targetId: commentId } });
    expect(audit).toMatchObject({ actorId: admin.id, action: "community.comment_hide", details: { postId, reason } });
  });

  it("restore (or keep) clears its reports, audited; remove keeps it for its author with the reason", async () => {
    const { postId, commentId } = await thread();
    for (const r of reporters) await report(postId, commentId, r);
    expect((await prisma.postComment.findUniqueOrThrow({ where: { id: commentId } })).hidden).toBe(true);
    const restored = await moderate({ intent: "comment-restore", commentId });
    expect((await toastOf(restored))?.title).toBe("Comment restored");
    expect(await flagsOn(commentId)).toBe(0);
    expect((await postPage(postId, reporters[0]!)).data.post.comments).toHaveLength(1);
    expect(
      (await prisma.auditLog.findFirstOrThrow({ where: { targetId: commentId, action: "community.comment_restore" } }))
        .details,
    ).toEqual({ flagsCleared: 3 });

    await moderate({ intent: "comment-remove", commentId, reason: "Spam links." });
    expect((await postPage(postId, reporters[0]!)).data.post.comments).toHaveLength(0);
    expect((await postPage(postId, commenter)).data.post.comments[0].moderation).toEqual({
      removed: true,
      pending: false,
      reason: "Spam links.",
    });
    expect(await prisma.auditLog.count({ where: { targetId: commentId, actorId: admin.id } })).toBe(2);
  });

  it("refuses hide, remove and restore to visitors, buyers, members, experts and brands: nothing changes, nothing audited", async () => {
    const { commentId } = await thread();
    await report(
      (await prisma.postComment.findUniqueOrThrow({ where: { id: commentId } })).postId,
      commentId,
      reporters[0]!,
    );
    const attempts: Record<string, string>[] = [
      { intent: "comment-hide", commentId, reason: "x" },
      { intent: "comment-remove", commentId, reason: "x" },
      { intent: "comment-restore", commentId },
    ];
    for (const fields of attempts) {
      expect((await moderate(fields, null)).location).toMatch(/^\/login/);
      for (const member of refused) expect((await moderate(fields, member)).location).toBe("/");
    }
    const comment = await prisma.postComment.findUniqueOrThrow({ where: { id: commentId } });
    expect(comment).toMatchObject({ hidden: false, removedAt: null, moderationReason: null });
    expect(await flagsOn(commentId)).toBe(1);
    expect(await prisma.auditLog.count({ where: { targetId: commentId } })).toBe(0);
  });
});
