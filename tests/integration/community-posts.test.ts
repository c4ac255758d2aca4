// Integration: the community's stored actions through the real route actions and loaders — Post Question,
// votes, comments, accepted answers, flags, removal and restore — and the computed leaderboard.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as askAction, loader as askLoader } from "~/routes/community_.ask";
import { action as postAction, loader as postLoader } from "~/routes/community_.posts.$postId";
import { loader as hubLoader } from "~/routes/community";
import { listLeaderboard } from "~/modules/community/community.server";
import { POINTS } from "~/modules/community/leaderboard";
import { prisma } from "~/utils/db.server";
import { call, createMember, getPage, postForm, toastOf, unique, type Member } from "./people.support";

const run = unique("community");
let asker: Member;
let helper: Member;
let voter: Member;
let flaggers: Member[];
let admin: Member;

beforeAll(async () => {
  [asker, helper, voter, admin, ...flaggers] = await Promise.all([
    createMember({ role: "buyer", fullName: `Asker ${run}` }),
    createMember({ role: "community_member", fullName: `Helper ${run}` }),
    createMember({ role: "influencer", fullName: `Voter ${run}` }),
    createMember({ role: "admin", fullName: `Admin ${run}` }),
    createMember({ fullName: `Flagger A ${run}` }),
    createMember({ fullName: `Flagger B ${run}` }),
    createMember({ fullName: `Flagger C ${run}` }),
  ]);
});

afterAll(async () => {
  const users = [asker, helper, voter, admin, ...flaggers].filter(Boolean).map((m) => m.id);
  await prisma.communityPost.updateMany({ where: { authorId: { in: users } }, data: { acceptedCommentId: null } });
  await prisma.communityPost.deleteMany({ where: { authorId: { in: users } } });
  await prisma.user.deleteMany({ where: { id: { in: users } } });
});

async function ask(member: Member | null, fields: Record<string, string>) {
  return call(askAction, postForm("/community/ask", fields, member));
}

async function newQuestion(member: Member, title = `Question ${unique("q")} ${run}`) {
  const outcome = await ask(member, {
    title,
    body: "How do I stop foaming in a 50 L single-use bioreactor?",
    topic: "bioreactors",
  });
  expect(outcome.status).toBe(303);
  const id = decodeURIComponent(outcome.location!.split("/").pop()!);
  return id;
}

function act(postId: string, fields: Record<string, string>, member: Member | null) {
  return call(postAction, postForm(`/community/posts/${postId}`, fields, member), { postId });
}

async function page(postId: string, member: Member | null) {
  return call(postLoader, getPage(`/community/posts/${postId}`, member), { postId });
}

describe("Post Question", () => {
  it("sends visitors to log in and back", async () => {
    const viaLoader = await call(askLoader, getPage("/community/ask?topic=bioreactors"));
    expect(viaLoader.status).toBe(303);
    expect(viaLoader.location).toBe("/login?redirectTo=%2Fcommunity%2Fask%3Ftopic%3Dbioreactors");
    const viaAction = await ask(null, { title: "x", body: "y", topic: "bioreactors" });
    expect(viaAction.location).toMatch(/^\/login\?redirectTo=/);
  });

  it("returns field errors with 400 and stores nothing", async () => {
    const before = await prisma.communityPost.count({ where: { authorId: asker.id } });
    const outcome = await ask(asker, { title: "  ", body: "", topic: "astrology" });
    expect(outcome.status).toBe(400);
    expect(outcome.data.result.error).toEqual({
      title: ["Please give your question a title."],
      body: ["Please describe your question."],
      topic: ["Please choose a topic."],
    });
    const tooLong = await ask(asker, { title: "x".repeat(201), body: "ok", topic: "bioreactors" });
    expect(tooLong.data.result.error).toEqual({ title: ["Please keep the title under 200 characters."] });
    expect(await prisma.communityPost.count({ where: { authorId: asker.id } })).toBe(before);
  });

  it("creates a discussion post by the user with their role and shows it on the hub", async () => {
    const title = `  Foaming in single-use bioreactors ${run}  `;
    const outcome = await ask(asker, {
      title,
      body: "Antifoam C or a simethicone emulsion?\n\nWe run at 37 °C.",
      topic: "bioreactors",
    });
    expect(outcome.status).toBe(303);
    expect(outcome.location).toMatch(/^\/community\/posts\/[a-z0-9]+$/);
    expect((await toastOf(outcome))?.title).toBe("Question Posted");
    const post = await prisma.communityPost.findFirstOrThrow({ where: { title: title.trim() } });
    expect(post).toMatchObject({
      authorId: asker.id,
      authorName: asker.fullName,
      authorRole: "Buyer",
      type: "discussion",
      topic: "bioreactors",
      hidden: false,
    });
    const hub = await call(hubLoader, getPage("/community?topic=bioreactors"));
    const item = hub.data.posts.find((p: { id: string }) => p.id === post.id);
    expect(item).toMatchObject({ title: title.trim(), score: 0, commentCount: 0, myVote: 0 });
  });
});

describe("votes", () => {
  it("sends visitors to log in, back to the page they voted on", async () => {
    const outcome = await act(
      "post-cake-cracking-question",
      { intent: "vote", value: "up", redirectTo: "/community?topic=lyophilization" },
      null,
    );
    expect(outcome.status).toBe(303);
    expect(outcome.location).toBe("/login?redirectTo=%2Fcommunity%3Ftopic%3Dlyophilization");
    expect((await toastOf(outcome))?.title).toBe("Login Required");
  });

  it("keeps one vote per user: voting twice stores one row, changing updates it, clearing removes it; score = likes + votes", async () => {
    const postId = "post-do-spikes-perfusion";
    const likes = (await prisma.communityPost.findUniqueOrThrow({ where: { id: postId }, select: { likes: true } }))
      .likes;
    const votes = () => prisma.postVote.findMany({ where: { postId, userId: voter.id }, select: { value: true } });
    const score = async () => (await page(postId, voter)).data.post.score as number;
    const base = await score();

    const up = await act(postId, { intent: "vote", value: "up", redirectTo: "/community#post-x" }, voter);
    expect(up.status).toBe(303);
    expect(up.location).toBe("/community#post-x");
    expect((await toastOf(up))?.title).toBe("Vote Recorded");
    expect(await votes()).toEqual([{ value: 1 }]);
    expect(await score()).toBe(base + 1);

    // The same request twice (a double submit): still one row, same vote.
    await act(postId, { intent: "vote", value: "up" }, voter);
    expect(await votes()).toEqual([{ value: 1 }]);
    expect(await score()).toBe(base + 1);

    // The other way: the row is updated.
    await act(postId, { intent: "vote", value: "down" }, voter);
    expect(await votes()).toEqual([{ value: -1 }]);
    expect(await score()).toBe(base - 1);
    expect((await page(postId, voter)).data.post.myVote).toBe(-1);

    // Clicking the vote one has posts "clear" (the page's button leads there): the vote is removed.
    const cleared = await act(postId, { intent: "vote", value: "clear" }, voter);
    expect((await toastOf(cleared))?.title).toBe("Vote Removed");
    expect(await votes()).toEqual([]);
    expect(await score()).toBe(base);

    // A second voter counts separately; the score is the seeded likes plus every stored vote.
    await act(postId, { intent: "vote", value: "up" }, voter);
    await act(postId, { intent: "vote", value: "up" }, helper);
    const sum = await prisma.postVote.aggregate({ where: { postId }, _sum: { value: true } });
    expect(await score()).toBe(likes + (sum._sum.value ?? 0));
    await prisma.postVote.deleteMany({ where: { postId, userId: { in: [voter.id, helper.id] } } });
  });

  it("answers the page script with the new state, and never stores two rows for concurrent clicks", async () => {
    const postId = await newQuestion(asker);
    const fetched = await act(postId, { intent: "vote", value: "up", via: "fetch" }, voter);
    expect(fetched.status).toBe(200);
    expect(fetched.data).toEqual({ vote: 1, score: 1 });
    await prisma.postVote.deleteMany({ where: { postId } });
    await Promise.all([0, 1, 2, 3].map(() => act(postId, { intent: "vote", value: "down" }, helper)));
    expect(await prisma.postVote.findMany({ where: { postId, userId: helper.id }, select: { value: true } })).toEqual([
      { value: -1 },
    ]);
  });

  it("refuses votes on one's own post, bad values and unknown posts", async () => {
    const postId = await newQuestion(asker);
    const own = await act(postId, { intent: "vote", value: "up" }, asker);
    expect((await toastOf(own))?.description).toBe("You can't vote on your own post.");
    const ownFetch = await act(postId, { intent: "vote", value: "up", via: "fetch" }, asker);
    expect(ownFetch.status).toBe(403);
    expect((await act(postId, { intent: "vote", value: "sideways" }, voter)).status).toBe(400);
    expect((await act(postId, { intent: "dance" }, voter)).status).toBe(400);
    expect((await act("no-such-post", { intent: "vote", value: "up" }, voter)).status).toBe(404);
    expect(await prisma.postVote.count({ where: { postId } })).toBe(0);
  });
});

describe("comments and accepted answers", () => {
  it("stores a comment from a signed-in member and shows it on the post page", async () => {
    const postId = await newQuestion(asker);
    const anonymous = await act(postId, { intent: "comment", body: "Try antifoam C" }, null);
    expect(anonymous.location).toBe(`/login?redirectTo=${encodeURIComponent(`/community/posts/${postId}`)}`);
    const empty = await act(postId, { intent: "comment", body: "   " }, helper);
    expect(empty.status).toBe(400);
    expect(empty.data.result.error).toEqual({ body: ["Please write your answer."] });
    expect(await prisma.postComment.count({ where: { postId } })).toBe(0);

    const ok = await act(
      postId,
      { intent: "comment", body: "Lower the sparger flow first.\n\nThen dose antifoam C at 10 ppm." },
      helper,
    );
    expect(ok.status).toBe(303);
    const comment = await prisma.postComment.findFirstOrThrow({
      where: { postId },
      select: { id: true, authorId: true, body: true },
    });
    expect(ok.location).toBe(`/community/posts/${postId}#comment-${comment.id}`);
    expect(comment.authorId).toBe(helper.id);
    const view = await page(postId, asker);
    expect(view.data.post.comments).toHaveLength(1);
    expect(view.data.post.comments[0]).toMatchObject({
      authorName: helper.fullName,
      authorRole: "Community Member",
      canAccept: true,
    });
    expect(view.data.post.commentCount).toBe(1);
  });

  it("lets only the asker accept, never their own comment, and keeps one accepted answer", async () => {
    const postId = await newQuestion(asker);
    await act(postId, { intent: "comment", body: "First answer" }, helper);
    await act(postId, { intent: "comment", body: "Second answer" }, voter);
    await act(postId, { intent: "comment", body: "Thanks, trying it" }, asker);
    const [first, second, own] = await prisma.postComment.findMany({
      where: { postId },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    const accepted = async () =>
      (await prisma.communityPost.findUniqueOrThrow({ where: { id: postId }, select: { acceptedCommentId: true } }))
        .acceptedCommentId;

    const byOther = await act(postId, { intent: "accept", commentId: first!.id }, voter);
    expect((await toastOf(byOther))?.description).toBe("Only the person who asked can accept an answer.");
    const byAdmin = await act(postId, { intent: "accept", commentId: first!.id }, admin);
    expect((await toastOf(byAdmin))?.title).toBe("Not Allowed");
    expect(await accepted()).toBeNull();
    expect((await page(postId, voter)).data.post.comments.every((c: { canAccept: boolean }) => !c.canAccept)).toBe(
      true,
    );

    const ownAnswer = await act(postId, { intent: "accept", commentId: own!.id }, asker);
    expect((await toastOf(ownAnswer))?.description).toBe("You can't accept your own answer.");
    expect(await accepted()).toBeNull();

    const ok = await act(postId, { intent: "accept", commentId: first!.id }, asker);
    expect(ok.location).toBe(`/community/posts/${postId}#comment-${first!.id}`);
    expect(await accepted()).toBe(first!.id);
    await act(postId, { intent: "accept", commentId: second!.id }, asker);
    expect(await accepted()).toBe(second!.id);
    const view = (await page(postId, null)).data.post;
    expect(view.answered).toBe(true);
    expect(view.comments[0]).toMatchObject({ id: second!.id, accepted: true });
    expect(view.comments.filter((c: { accepted: boolean }) => c.accepted)).toHaveLength(1);

    // A comment of another post cannot be accepted here.
    const otherPost = await newQuestion(asker);
    await act(otherPost, { intent: "comment", body: "Elsewhere" }, helper);
    const foreign = await prisma.postComment.findFirstOrThrow({ where: { postId: otherPost }, select: { id: true } });
    expect((await act(postId, { intent: "accept", commentId: foreign.id }, asker)).status).toBe(404);
    expect(await accepted()).toBe(second!.id);
  });
});

describe("flags, removal and restore", () => {
  it("hides a post after three flags from different users; admins see it and restore it", async () => {
    const postId = await newQuestion(asker);
    const [a, b, c] = flaggers;
    const first = await act(postId, { intent: "flag", reason: "spam" }, a!);
    expect((await toastOf(first))?.title).toBe("Thanks for Reporting");
    const repeat = await act(postId, { intent: "flag", reason: "off-topic" }, a!);
    expect((await toastOf(repeat))?.title).toBe("Already Reported");
    const own = await act(postId, { intent: "flag" }, asker);
    expect((await toastOf(own))?.description).toBe("You can't report your own post.");
    await act(postId, { intent: "flag", reason: "nonsense-reason" }, b!);
    expect(await prisma.postFlag.count({ where: { postId } })).toBe(2);
    expect((await prisma.communityPost.findUniqueOrThrow({ where: { id: postId } })).hidden).toBe(false);

    const third = await act(postId, { intent: "flag", reason: "abusive" }, c!);
    expect(third.location).toBe("/community");
    expect((await toastOf(third))?.description).toBe("This post is now hidden until a moderator reviews it.");
    expect((await prisma.communityPost.findUniqueOrThrow({ where: { id: postId } })).hidden).toBe(true);
    expect(
      await prisma.postFlag.findMany({ where: { postId }, select: { reason: true }, orderBy: { createdAt: "asc" } }),
    ).toEqual([{ reason: "spam" }, { reason: null }, { reason: "abusive" }]);

    // Hidden: gone from the feed and its page for members; admins see it with the reports.
    const memberHub = await call(hubLoader, getPage("/community", voter));
    expect(memberHub.data.posts.map((p: { id: string }) => p.id)).not.toContain(postId);
    expect((await page(postId, voter)).status).toBe(404);
    expect((await act(postId, { intent: "vote", value: "up" }, voter)).status).toBe(404);
    const adminHub = await call(hubLoader, getPage("/community", admin));
    expect(adminHub.data.posts.find((p: { id: string }) => p.id === postId)).toMatchObject({
      hidden: true,
      flagCount: 3,
    });
    const adminView = await page(postId, admin);
    expect(adminView.data.post.flags.map((f: { reason: string }) => f.reason)).toEqual([
      "Spam or advertising",
      "No reason given",
      "Abusive or harassing",
    ]);

    const notAdmin = await act(postId, { intent: "restore" }, asker);
    expect((await toastOf(notAdmin))?.description).toBe("Only admins can restore a post.");
    expect((await prisma.communityPost.findUniqueOrThrow({ where: { id: postId } })).hidden).toBe(true);
    const restored = await act(postId, { intent: "restore", redirectTo: "/community" }, admin);
    expect((await toastOf(restored))?.title).toBe("Post Restored");
    expect((await prisma.communityPost.findUniqueOrThrow({ where: { id: postId } })).hidden).toBe(false);
    expect(await prisma.postFlag.count({ where: { postId } })).toBe(0);
  });

  it("lets the author or an admin remove a post, with a confirmation step", async () => {
    const postId = await newQuestion(asker);
    await act(postId, { intent: "comment", body: "An answer" }, helper);
    const firstComment = await prisma.postComment.findFirstOrThrow({ where: { postId }, select: { id: true } });
    await act(postId, { intent: "accept", commentId: firstComment.id }, asker);
    await act(postId, { intent: "vote", value: "up" }, voter);

    const confirm = await call(postLoader, getPage(`/community/posts/${postId}?confirm=remove`, asker), { postId });
    expect(confirm.data.confirmRemove).toBe(true);
    const notOwner = await call(postLoader, getPage(`/community/posts/${postId}?confirm=remove`, voter), { postId });
    expect(notOwner.data.confirmRemove).toBe(false);

    const refused = await act(postId, { intent: "remove" }, voter);
    expect((await toastOf(refused))?.description).toBe("Only the author or an admin can remove this post.");
    expect(await prisma.communityPost.count({ where: { id: postId } })).toBe(1);

    const removed = await act(postId, { intent: "remove" }, asker);
    expect(removed.location).toBe("/community");
    expect((await toastOf(removed))?.title).toBe("Post Removed");
    expect(await prisma.communityPost.count({ where: { id: postId } })).toBe(0);
    expect(await prisma.postComment.count({ where: { postId } })).toBe(0);
    expect(await prisma.postVote.count({ where: { postId } })).toBe(0);

    const other = await newQuestion(helper);
    const byAdmin = await act(other, { intent: "remove", redirectTo: "/community-knowledge" }, admin);
    expect(byAdmin.location).toBe("/community-knowledge");
    expect(await prisma.communityPost.count({ where: { id: other } })).toBe(0);
  });
});

describe("leaderboard", () => {
  it("is computed from posts, answers, accepted answers and votes received, on top of the seeded baseline", async () => {
    const [author, answerer, fan] = await Promise.all([
      createMember({ fullName: `Lead Author ${run}` }),
      createMember({ fullName: `Lead Answerer ${run}` }),
      createMember({ fullName: `Lead Fan ${run}` }),
    ]);
    try {
      const points = async (name: string) => (await listLeaderboard(1000)).find((r) => r.name === name)?.points ?? 0;
      const postId = await newQuestion(author);
      await act(postId, { intent: "comment", body: "Answer one" }, answerer);
      await act(postId, { intent: "comment", body: "Answer two" }, answerer);
      const comment = await prisma.postComment.findFirstOrThrow({
        where: { postId, authorId: answerer.id },
        select: { id: true },
      });
      await act(postId, { intent: "accept", commentId: comment.id }, author);
      await act(postId, { intent: "vote", value: "up" }, fan);
      await act(postId, { intent: "vote", value: "up" }, answerer);

      expect(await points(author.fullName)).toBe(POINTS.post + 2 * POINTS.voteReceived);
      expect(await points(answerer.fullName)).toBe(2 * POINTS.comment + POINTS.acceptedAnswer);
      expect(await points(fan.fullName)).toBe(0);

      // Votes on a seeded post count for the person named on it, on top of their seeded points.
      const rossiBefore = await points("Dr. Elena Rossi");
      await act("post-primary-drying-shortcuts", { intent: "vote", value: "down" }, fan);
      expect(await points("Dr. Elena Rossi")).toBe(rossiBefore - 1);
      await act("post-primary-drying-shortcuts", { intent: "vote", value: "clear" }, fan);
      expect(await points("Dr. Elena Rossi")).toBe(rossiBefore);

      // The hub shows the seeded leader first.
      const hub = await call(hubLoader, getPage("/community"));
      expect(hub.data.leaderboard[0].name).toBe("Dr. Elena Rossi");

      // Hidden posts do not count.
      await prisma.communityPost.update({ where: { id: postId }, data: { hidden: true } });
      expect(await points(author.fullName)).toBe(0);
      expect(await points(answerer.fullName)).toBe(0);
    } finally {
      await prisma.communityPost.updateMany({ where: { authorId: author.id }, data: { acceptedCommentId: null } });
      await prisma.communityPost.deleteMany({ where: { authorId: author.id } });
      await prisma.user.deleteMany({ where: { id: { in: [author.id, answerer.id, fan.id] } } });
    }
  });
});
