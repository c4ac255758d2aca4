// Community hubs: posts (topic filter), points leaderboard and upcoming live demos; pre-interest leads.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { formatEventDateTime } from "~/modules/events/events";
import { prisma } from "~/utils/db.server";
import { POST_TYPE_LABELS, topicLabel, type CommunityTopic } from "./community";
import { joinCommunitySchema } from "./join-schema";

export async function listCommunityPosts(topic: CommunityTopic) {
  const posts = await prisma.communityPost.findMany({
    where: { hidden: false, ...(topic === "all" ? {} : { topic }) },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      id: true,
      authorName: true,
      authorRole: true,
      type: true,
      topic: true,
      title: true,
      content: true,
      likes: true,
      comments: true,
      createdAt: true,
    },
  });
  return posts.map((post) => ({
    ...post,
    typeLabel: POST_TYPE_LABELS[post.type],
    topicLabel: topicLabel(post.topic),
    createdAt: post.createdAt.toISOString(),
  }));
}

export type CommunityPostItem = Awaited<ReturnType<typeof listCommunityPosts>>[number];

export function listLeaderboard() {
  return prisma.leaderboardEntry.findMany({
    orderBy: [{ position: "asc" }, { points: "desc" }],
    select: { id: true, name: true, points: true },
  });
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
export async function getCommunityHub(topic: CommunityTopic, timeZone: string | null) {
  const [posts, leaderboard, demos] = await Promise.all([
    listCommunityPosts(topic),
    listLeaderboard(),
    listUpcomingDemos(timeZone),
  ]);
  return { topic, posts, leaderboard, demos };
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
