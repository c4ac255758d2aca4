// Integration: Admin › Manage Community — the flag queue, hide / remove / restore of posts and comments with the
// reason their author sees, locked threads, leaderboard corrections; admins only, every action audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listLeaderboard } from "~/modules/community/community.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { action as postAction, loader as postLoader } from "~/routes/community_.posts.$postId";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, postForm, toastOf, unique, type Member } from "./people.support";

const run = unique("mod");
const PATH = "/admin?section=community";
let author: Member;
let commenter: Member;
let reader: Member;
let admin: Member;
let refused: Member[];

beforeAll(async () => {
  [author, commenter, reader, admin, ...refused] = await Promise.all([
    createMember({ role: "buyer", fullName: `Author ${run}` }),
    createMember({ role: "community_member", fullName: `Commenter ${run}` }),
    createMember({ role: "buyer", fullName: `Reader ${run}` }),
    createMember({ role: "admin", fullName: `Admin ${run}` }),
    createMember({ role: "buyer" }),
    createMember({ role: "influencer" }),
    createMember({ role: "brand", brandId: "agilent" }),
  ]);
});

afterAll(async () => {
  const users = [author, commenter, reader, admin, ...refused].map((m) => m.id);
  await prisma.communityPost.updateMany({ where: { authorId: { in: users } }, data: { acceptedCommentId: null } });
  await prisma.communityPost.deleteMany({ where: { authorId: { in: users } } });
  await prisma.leaderboardCorrection.deleteMany({ where: { actorId: admin.id } });
  await prisma.user.deleteMany({ where: { id: { in: users } } });
});

async function newPost(title = `Post ${unique("p")} ${run}`) {
  const post = await prisma.communityPost.create({
    data: {
      authorId: author.id,
      authorName: author.fullName,
      authorRole: "Buyer",
      type: "discussion",
      topic: "bioreactors",
      title,
      content: "Which antifoam works in single-use bags?",
    },
    select: { id: true },
  });
  return post.id;
}

const moderate = (fields: Record<string, string>, member: Member | null = admin) =>
  call(adminAction, postForm(PATH, fields, member));
const postPage = (postId: string, member: Member | null) =>
  call(postLoader, getPage(`/community/posts/${postId}`, member), { postId });

describe("Manage Community: authorisation", () => {
  it("refuses anonymous visitors and buyers, experts and brands — nothing changes, nothing is audited", async () => {
    const postId = await newPost();
    const anonymous = await moderate({ intent: "post-hide", postId, reason: "Spam" }, null);
    expect(anonymous.location).toMatch(/^\/login/);
    for (const member of refused) {
      expect((await call(adminLoader, getPage(PATH, member))).location).toBe("/");
      const outcome = await moderate({ intent: "post-hide", postId, reason: "Spam" }, member);
      expect(outcome.location).toBe("/");
      expect((await moderate({ intent: "post-lock", postId }, member)).location).toBe("/");
    }
    const post = await prisma.communityPost.findUniqueOrThrow({ where: { id: postId } });
    expect(post.hidden).toBe(false);
    expect(post.lockedAt).toBeNull();
    expect(await prisma.auditLog.count({ where: { targetId: postId } })).toBe(0);
  });
});

describe("Manage Community: the flag queue and post moderation", () => {
  it("lists flagged posts with their reasons, paged in SQL", async () => {
    const postId = await newPost();
    await prisma.postFlag.createMany({
      data: [
        { postId, userId: reader.id, reason: "spam" },
        { postId, userId: commenter.id, reason: "spam" },
      ],
    });
    const outcome = await call(adminLoader, getPage(`${PATH}&view=queue`, admin));
    const list = outcome.data.sections.community.list;
    const item = list.posts.find((p: { id: string }) => p.id === postId);
    expect(item.flagCount).toBe(2);
    expect(item.flagReasons).toEqual([{ label: "Spam or advertising", count: 2 }]);
    expect(list.posts.length).toBeLessThanOrEqual(20);
    const page2 = await call(adminLoader, getPage(`${PATH}&view=posts&page=2`, admin));
    expect(page2.data.sections.community.page).toBe(2);
  });

  it("hiding needs a reason (field message, nothing changed); with one the post is hidden and its author sees why", async () => {
    const postId = await newPost();
    const bad = await moderate({ intent: "post-hide", postId, reason: "  " });
    expect(bad.status).toBe(400);
    expect(bad.data.form).toBe(`post-hide:${postId}`);
    expect(bad.data.result.error.reason).toEqual(["Please give the author a reason."]);
    expect((await prisma.communityPost.findUniqueOrThrow({ where: { id: postId } })).hidden).toBe(false);

    const ok = await moderate({
      intent: "post-hide",
      postId,
      reason: "Advertising is not allowed here.",
      view: "queue",
    });
    expect(ok.status).toBe(303);
    expect(ok.location).toBe("/admin?section=community&view=queue");
    expect((await toastOf(ok))?.title).toBe("Post hidden");
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { targetId: postId, action: "community.post_hide" },
    });
    expect(audit.actorId).toBe(admin.id);
    expect(audit.details).toEqual({ reason: "Advertising is not allowed here." });

    const mine = await postPage(postId, author);
    expect(mine.status).toBe(200);
    expect(mine.data.post.moderation).toEqual({
      removed: false,
      pending: false,
      reason: "Advertising is not allowed here.",
    });
    expect((await postPage(postId, reader)).status).toBe(404);
    expect((await postPage(postId, null)).status).toBe(404);
  });

  it("restore shows the post again and clears its reports; remove keeps it for its author only", async () => {
    const postId = await newPost();
    await prisma.postFlag.create({ data: { postId, userId: reader.id, reason: "off-topic" } });
    await moderate({ intent: "post-hide", postId, reason: "Checking" });
    await moderate({ intent: "post-restore", postId });
    expect((await postPage(postId, reader)).status).toBe(200);
    expect(await prisma.postFlag.count({ where: { postId } })).toBe(0);

    await moderate({ intent: "post-remove", postId, reason: "Unsafe advice about autoclaving." });
    expect((await postPage(postId, reader)).status).toBe(404);
    const mine = await postPage(postId, author);
    expect(mine.data.post.moderation).toEqual({
      removed: true,
      pending: false,
      reason: "Unsafe advice about autoclaving.",
    });
    expect(await prisma.auditLog.count({ where: { targetId: postId, actorId: admin.id } })).toBe(3);
  });

  it("a locked thread refuses new comments with a clear message; unlocking opens it again", async () => {
    const postId = await newPost();
    await moderate({ intent: "post-lock", postId });
    expect((await postPage(postId, reader)).data.post.locked).toBe(true);
    const refusedComment = await call(
      postAction,
      postForm(`/community/posts/${postId}`, { intent: "comment", body: "Late answer" }, commenter),
      { postId },
    );
    expect((await toastOf(refusedComment))?.title).toBe("Thread Locked");
    expect(await prisma.postComment.count({ where: { postId } })).toBe(0);
    await moderate({ intent: "post-unlock", postId });
    const accepted = await call(
      postAction,
      postForm(`/community/posts/${postId}`, { intent: "comment", body: "Now it works" }, commenter),
      { postId },
    );
    expect(accepted.status).toBe(303);
    expect(await prisma.postComment.count({ where: { postId } })).toBe(1);
  });

  it("a hidden comment disappears for others; its author sees it with the reason; restore brings it back", async () => {
    const postId = await newPost();
    const comment = await prisma.postComment.create({
      data: { postId, authorId: commenter.id, body: "Buy my antifoam at example.com" },
      select: { id: true },
    });
    const hidden = await moderate({ intent: "comment-hide", commentId: comment.id, reason: "Self-promotion" });
    expect((await toastOf(hidden))?.title).toBe("Comment hidden");
    expect((await postPage(postId, reader)).data.post.comments).toHaveLength(0);
    const own = (await postPage(postId, commenter)).data.post.comments;
    expect(own).toHaveLength(1);
    expect(own[0].moderation).toEqual({ removed: false, pending: false, reason: "Self-promotion" });
    await moderate({ intent: "comment-restore", commentId: comment.id });
    expect((await postPage(postId, reader)).data.post.comments).toHaveLength(1);
    expect(await prisma.auditLog.count({ where: { targetId: comment.id } })).toBe(2);
  });

  it("an unknown post answers with a message and stores nothing", async () => {
    const outcome = await moderate({ intent: "post-lock", postId: "no-such-post" });
    expect((await toastOf(outcome))?.title).toBe("Nothing changed");
  });
});

describe("Manage Community: leaderboard corrections", () => {
  it("adds the points to the row, audited; a bad number or an unknown row is a field message", async () => {
    const [top] = await listLeaderboard(1);
    const bad = await moderate({ intent: "leaderboard-correct", rowKey: top!.id, points: "0", reason: "Nothing" });
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.points[0]).toMatch(/0 points/);
    const unknown = await moderate({ intent: "leaderboard-correct", rowKey: "user:nobody", points: "5", reason: "x" });
    expect(unknown.status).toBe(400);
    expect(unknown.data.result.error.points[0]).toMatch(/no longer on the leaderboard/);

    const ok = await moderate({ intent: "leaderboard-correct", rowKey: top!.id, points: "25", reason: "Webinar host" });
    expect((await toastOf(ok))?.title).toBe("Leaderboard corrected");
    const after = (await listLeaderboard(50)).find((r) => r.id === top!.id)!;
    expect(after.points).toBe(top!.points + 25);
    expect(await prisma.auditLog.count({ where: { action: "community.leaderboard_correct", actorId: admin.id } })).toBe(
      1,
    );
    const view = await call(adminLoader, getPage(`${PATH}&view=leaderboard`, admin));
    expect(view.data.sections.community.leaderboard.corrections[0].reason).toBe("Webinar host");
    await prisma.leaderboardCorrection.deleteMany({ where: { actorId: admin.id } });
  });
});
