// Community hubs: posts (topic filter), points leaderboard and upcoming live demos; pre-interest leads.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { formatEventDateTime } from "~/modules/events/events";
import { Prisma } from "~/generated/prisma/client";
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
import { LEADERBOARD_SIZE, rankLeaderboard, type PersonActivity } from "./leaderboard";
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
      ? prisma.postVote.findMany({
          where: { userId: viewerId, postId: { in: postIds } },
          select: { postId: true, value: true },
        })
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
  const { sums, mine } = await voteTotals(
    posts.map((p) => p.id),
    viewer?.id ?? null,
  );
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

/**
 * Everyone's activity on visible posts, one row per person, in one statement: posts written, comments written,
 * answers accepted, and the balance of votes on their posts. Account holders are keyed by user id (named by their
 * profile, joined to the seeded entry of the expert their account is); seeded posts have no account, so their votes
 * count for the name on the post.
 */
const activitySql = Prisma.sql`
  WITH visible AS (
    SELECT id, "authorId", "authorName", "acceptedCommentId" FROM "CommunityPost" WHERE hidden = false
  ), activity AS (
    SELECT "authorId" AS user_id, NULL::text AS author_name, 1 AS posts, 0 AS comments, 0 AS accepted, 0 AS votes
      FROM visible WHERE "authorId" IS NOT NULL
    UNION ALL
    SELECT c."authorId", NULL, 0, 1, 0, 0 FROM "PostComment" c JOIN visible p ON p.id = c."postId" WHERE NOT c.hidden
    UNION ALL
    SELECT c."authorId", NULL, 0, 0, 1, 0 FROM visible p JOIN "PostComment" c ON c.id = p."acceptedCommentId"
    UNION ALL
    SELECT p."authorId", CASE WHEN p."authorId" IS NULL THEN p."authorName" END, 0, 0, 0, v.value
      FROM "PostVote" v JOIN visible p ON p.id = v."postId"
  )
  SELECT a.user_id AS "userId", a.author_name AS "authorName",
         sum(a.posts)::int AS posts, sum(a.comments)::int AS comments,
         sum(a.accepted)::int AS "acceptedAnswers", sum(a.votes)::int AS "voteBalance",
         min(pr."fullName") AS "fullName", min(e.name) AS "expertName"
    FROM activity a
    LEFT JOIN "Profile" pr ON pr.id = a.user_id
    LEFT JOIN "Expert" e ON e."userId" = a.user_id
   GROUP BY a.user_id, a.author_name
`;

interface ActivityRow {
  userId: string | null;
  authorName: string | null;
  posts: number;
  comments: number;
  acceptedAnswers: number;
  voteBalance: number;
  fullName: string | null;
  expertName: string | null;
}

function toPersonActivity(row: ActivityRow): PersonActivity {
  const totals = {
    posts: row.posts,
    comments: row.comments,
    acceptedAnswers: row.acceptedAnswers,
    voteBalance: row.voteBalance,
  };
  if (row.userId) {
    return {
      key: `user:${row.userId}`,
      name: row.fullName ?? "LabMarket member",
      baselineName: row.expertName,
      totals,
    };
  }
  const name = row.authorName ?? "";
  return { key: `name:${name}`, name, baselineName: name, totals };
}

/** The points leaderboard, computed from the baseline entries and the activity in the database (leaderboard.ts). */
export async function listLeaderboard(limit = LEADERBOARD_SIZE) {
  const [baseline, activity, corrections] = await Promise.all([
    prisma.leaderboardEntry.findMany({
      orderBy: [{ position: "asc" }, { points: "desc" }],
      select: { id: true, name: true, points: true },
    }),
    prisma.$queryRaw<ActivityRow[]>(activitySql),
    prisma.leaderboardCorrection.groupBy({ by: ["rowKey"], _sum: { points: true } }),
  ]);
  const corrected = new Map(corrections.map((c) => [c.rowKey, c._sum.points ?? 0]));
  return rankLeaderboard(baseline, activity.map(toPersonActivity), limit, corrected);
}

/** Live and upcoming demos, soonest first, dated in the visitor's zone. */
export async function listUpcomingDemos(timeZone: string | null, take = 4) {
  const demos = await prisma.demo.findMany({
    where: { status: { in: ["live", "upcoming"] } },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take,
    select: {
      id: true,
      title: true,
      status: true,
      startsAt: true,
      creatorName: true,
      brand: { select: { name: true } },
    },
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
export async function getCommunityHub(
  topic: CommunityTopic,
  timeZone: string | null,
  viewer: Viewer = null,
  origin = "",
) {
  const [posts, leaderboard, demos] = await Promise.all([
    listCommunityPosts(topic, viewer, origin),
    listLeaderboard(),
    listUpcomingDemos(timeZone),
  ]);
  return { topic, posts, leaderboard, demos, isAdmin: viewer?.role === "admin", signedIn: viewer !== null };
}

export type JoinOutcome =
  { status: "joined"; created: boolean } | { status: "invalid"; result: SubmissionResult<string[]> };

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
