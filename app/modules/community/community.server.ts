// Community hubs: posts (topic filter), points leaderboard and upcoming live demos; pre-interest leads.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { formatEventDateTime } from "~/modules/events/events";
import { prisma } from "~/utils/db.server";
import type { Role } from "~/generated/prisma/enums";
import {
  canRemovePost,
  POST_TYPE_LABELS,
  postPath,
  postScore,
  topicLabel,
  type CommunityTopic,
  type VoteValue,
} from "./community";
import { LEADERBOARD_SIZE, NO_ACTIVITY, rankLeaderboard, type PersonActivity } from "./leaderboard";
import { joinCommunitySchema } from "./join-schema";

/** Who is looking: decides the viewer's own vote, hidden posts (admins) and the Remove / Restore actions. */
export type Viewer = { id: string; role: Role } | null;

const FEED_EXCERPT_CHARS = 600;

/** A feed excerpt: whole paragraphs up to ~600 characters (the post page shows everything). */
export function excerpt(content: string, max = FEED_EXCERPT_CHARS): { text: string; truncated: boolean } {
  if (content.length <= max) return { text: content, truncated: false };
  const cut = content.slice(0, max);
  const at = Math.max(cut.lastIndexOf("\n\n"), cut.lastIndexOf(". ") + 1, cut.lastIndexOf(" "));
  return { text: `${cut.slice(0, at > max / 2 ? at : max).trimEnd()}…`, truncated: true };
}

/** Sum of stored votes per post, and the viewer's own vote on each. */
export async function voteTotals(postIds: string[], viewerId: string | null) {
  if (postIds.length === 0) return { sums: new Map<string, number>(), mine: new Map<string, VoteValue>() };
  const [sums, mine] = await Promise.all([
    prisma.postVote.groupBy({ by: ["postId"], where: { postId: { in: postIds } }, _sum: { value: true } }),
    viewerId
      ? prisma.postVote.findMany({ where: { userId: viewerId, postId: { in: postIds } }, select: { postId: true, value: true } })
      : Promise.resolve([]),
  ]);
  return {
    sums: new Map(sums.map((row) => [row.postId, row._sum.value ?? 0])),
    mine: new Map(mine.map((row) => [row.postId, Math.sign(row.value) as VoteValue])),
  };
}

/** The post columns every community view shows (feed and post page). */
export const postFieldsSelect = {
  id: true,
  authorName: true,
  authorRole: true,
  authorId: true,
  type: true,
  topic: true,
  title: true,
  content: true,
  likes: true,
  comments: true,
  hidden: true,
  acceptedCommentId: true,
  createdAt: true,
} as const;

/**
 * The feed: posts of the topic, newest first, with score (seeded likes + votes), the viewer's vote and
 * comment count (seeded + stored). Hidden posts (pending review) are left out, except for admins.
 */
export async function listCommunityPosts(topic: CommunityTopic, viewer: Viewer = null, origin = "") {
  const isAdmin = viewer?.role === "admin";
  const posts = await prisma.communityPost.findMany({
    where: { ...(isAdmin ? {} : { hidden: false }), ...(topic === "all" ? {} : { topic }) },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 100,
    select: {
      ...postFieldsSelect,
      _count: { select: { replies: true, flags: true } },
    },
  });
  const { sums, mine } = await voteTotals(posts.map((p) => p.id), viewer?.id ?? null);
  return posts.map((post) => {
    const { text, truncated } = excerpt(post.content);
    return {
      id: post.id,
      authorName: post.authorName,
      authorRole: post.authorRole,
      type: post.type,
      topic: post.topic,
      title: post.title,
      content: text,
      truncated,
      typeLabel: POST_TYPE_LABELS[post.type],
      topicLabel: topicLabel(post.topic),
      createdAt: post.createdAt.toISOString(),
      score: postScore(post.likes, sums.get(post.id) ?? 0),
      myVote: mine.get(post.id) ?? 0,
      ownPost: viewer !== null && post.authorId === viewer.id,
      commentCount: post.comments + post._count.replies,
      answered: post.acceptedCommentId !== null,
      hidden: post.hidden,
      flagCount: isAdmin ? post._count.flags : 0,
      canRemove: canRemovePost(viewer, post),
      path: postPath(post.id),
      url: `${origin}${postPath(post.id)}`,
    };
  });
}

export type CommunityPostItem = Awaited<ReturnType<typeof listCommunityPosts>>[number];

/** The points leaderboard, computed from the baseline entries and the activity in the database (leaderboard.ts). */
export async function listLeaderboard(limit = LEADERBOARD_SIZE) {
  const visible = { hidden: false };
  const [baseline, postsByUser, commentsByUser, accepted, votesByPost] = await Promise.all([
    prisma.leaderboardEntry.findMany({ orderBy: [{ position: "asc" }, { points: "desc" }], select: { id: true, name: true, points: true } }),
    prisma.communityPost.groupBy({ by: ["authorId"], where: { ...visible, authorId: { not: null } }, _count: { _all: true } }),
    prisma.postComment.groupBy({ by: ["authorId"], where: { post: visible }, _count: { _all: true } }),
    prisma.communityPost.findMany({
      where: { ...visible, acceptedCommentId: { not: null } },
      select: { acceptedComment: { select: { authorId: true } } },
    }),
    prisma.postVote.groupBy({ by: ["postId"], where: { post: visible }, _sum: { value: true } }),
  ]);
  const votedPosts = await prisma.communityPost.findMany({
    where: { id: { in: votesByPost.map((v) => v.postId) } },
    select: { id: true, authorId: true, authorName: true },
  });

  const people = new Map<string, PersonActivity>();
  const personFor = (key: string, name: string, baselineName: string | null) => {
    let person = people.get(key);
    if (!person) {
      person = { key, name, baselineName, totals: { ...NO_ACTIVITY } };
      people.set(key, person);
    }
    return person.totals;
  };
  const userKey = (id: string) => `user:${id}`;
  for (const row of postsByUser) if (row.authorId) personFor(userKey(row.authorId), "", null).posts += row._count._all;
  for (const row of commentsByUser) personFor(userKey(row.authorId), "", null).comments += row._count._all;
  for (const row of accepted) if (row.acceptedComment) personFor(userKey(row.acceptedComment.authorId), "", null).acceptedAnswers += 1;
  const postAuthor = new Map(votedPosts.map((p) => [p.id, p]));
  for (const row of votesByPost) {
    const post = postAuthor.get(row.postId);
    if (!post) continue;
    // Seeded posts have no account: their votes count for the person named on the post.
    const totals = post.authorId ? personFor(userKey(post.authorId), "", null) : personFor(`name:${post.authorName}`, post.authorName, post.authorName);
    totals.voteBalance += row._sum.value ?? 0;
  }

  const userIds = [...people.keys()].filter((k) => k.startsWith("user:")).map((k) => k.slice(5));
  if (userIds.length > 0) {
    const [profiles, experts] = await Promise.all([
      prisma.profile.findMany({ where: { id: { in: userIds } }, select: { id: true, fullName: true } }),
      prisma.expert.findMany({ where: { userId: { in: userIds } }, select: { userId: true, name: true } }),
    ]);
    const names = new Map(profiles.map((p) => [p.id, p.fullName]));
    const linked = new Map(experts.map((e) => [e.userId, e.name]));
    for (const id of userIds) {
      const person = people.get(userKey(id))!;
      person.name = names.get(id) ?? "LabMarket member";
      person.baselineName = linked.get(id) ?? null;
    }
  }
  return rankLeaderboard(baseline, [...people.values()], limit);
}

/** Live and upcoming demos, soonest first, dated in the visitor's zone. */
export async function listUpcomingDemos(timeZone: string | null, take = 4) {
  const demos = await prisma.demo.findMany({
    where: { status: { in: ["live", "upcoming"] } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take,
    select: { id: true, title: true, status: true, startsAt: true, creatorName: true, brand: { select: { name: true } } },
  });
  return demos.map((demo) => ({
    id: demo.id,
    title: demo.title,
    live: demo.status === "live",
    brand: demo.brand?.name ?? demo.creatorName,
    when: formatEventDateTime(demo.startsAt, timeZone),
    startsAtIso: demo.startsAt.toISOString(),
  }));
}

export type UpcomingDemoItem = Awaited<ReturnType<typeof listUpcomingDemos>>[number];

/** Everything a community hub page shows, in parallel. */
export async function getCommunityHub(topic: CommunityTopic, timeZone: string | null, viewer: Viewer = null, origin = "") {
  const [posts, leaderboard, demos] = await Promise.all([
    listCommunityPosts(topic, viewer, origin),
    listLeaderboard(),
    listUpcomingDemos(timeZone),
  ]);
  return { topic, posts, leaderboard, demos, isAdmin: viewer?.role === "admin", signedIn: viewer !== null };
}

export type JoinOutcome =
  | { status: "joined"; created: boolean }
  | { status: "invalid"; result: SubmissionResult<string[]> };

/** The pre-interest form: one lead per e-mail; a repeat sign-up is thanked without a second row. */
export async function joinCommunity(formData: FormData): Promise<JoinOutcome> {
  const submission = parseWithZod(formData, { schema: joinCommunitySchema });
  if (submission.status !== "success") return { status: "invalid", result: submission.reply() };
  const { full_name: fullName, email, source } = submission.value;
  try {
    await prisma.lead.create({ data: { fullName, email, source }, select: { id: true } });
    return { status: "joined", created: true };
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") return { status: "joined", created: false };
    throw error;
  }
}
