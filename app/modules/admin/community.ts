// Admin › Manage Community: the moderation forms' rules (pure; the database side is community.server.ts).
import { z } from "~/utils/zod";
import { requiredText, textField } from "~/modules/forms/fields";

export const COMMUNITY_VIEWS = [
  { id: "queue", label: "Flag queue" },
  { id: "hidden", label: "Hidden & removed" },
  { id: "posts", label: "All posts" },
  { id: "leaderboard", label: "Leaderboard" },
] as const;
export type CommunityView = (typeof COMMUNITY_VIEWS)[number]["id"];

export function readCommunityView(value: string | null): CommunityView {
  return COMMUNITY_VIEWS.find((v) => v.id === value)?.id ?? "queue";
}

export const MODERATION_PAGE_SIZE = 20;
export const COMMENTS_PAGE_SIZE = 50;
export const REASON_MAX = 500;
export const CORRECTION_LIMIT = 10_000;

/** `?page=` as a 1-based page number (bad values: 1; capped so an offset stays small). */
export function readPage(value: string | null, max = 500): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : 1;
}

const id = textField().trim().min(1).max(64);
const reason = requiredText("A reason for the author", REASON_MAX, {
  required: "Please give the author a reason.",
  tooLong: `Please keep the reason under ${REASON_MAX} characters.`,
});

export const moderationSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("post-hide"), postId: id, reason }),
  z.object({ intent: z.literal("post-remove"), postId: id, reason }),
  z.object({ intent: z.literal("post-restore"), postId: id }),
  z.object({ intent: z.literal("post-lock"), postId: id }),
  z.object({ intent: z.literal("post-unlock"), postId: id }),
  z.object({ intent: z.literal("comment-hide"), commentId: id, reason }),
  z.object({ intent: z.literal("comment-remove"), commentId: id, reason }),
  z.object({ intent: z.literal("comment-restore"), commentId: id }),
  z.object({
    intent: z.literal("leaderboard-correct"),
    rowKey: textField().trim().min(1).max(200),
    points: z.coerce
      .number({ error: "Enter the points to add (or a negative number to take away)." })
      .int("Points must be a whole number.")
      .min(-CORRECTION_LIMIT, `At most ${CORRECTION_LIMIT.toLocaleString("en-US")} points at a time.`)
      .max(CORRECTION_LIMIT, `At most ${CORRECTION_LIMIT.toLocaleString("en-US")} points at a time.`)
      .refine((n) => n !== 0, "A correction of 0 points changes nothing."),
    reason: requiredText("Reason", 200, { required: "Please say why the points are corrected." }),
  }),
]);
export type ModerationInput = z.infer<typeof moderationSchema>;

/** Which form on the page a submission belongs to (its field messages are shown there). */
export function moderationFormKey(input: {
  intent?: unknown;
  postId?: unknown;
  commentId?: unknown;
  rowKey?: unknown;
}) {
  const target = input.postId ?? input.commentId ?? input.rowKey ?? "";
  return `${String(input.intent ?? "")}:${String(target)}`;
}

/** How a moderated post or comment reads to its author (hidden by members' reports: pending review). */
export function moderationLabel(state: { removed: boolean; pending?: boolean }): string {
  if (state.pending) return "Hidden pending review";
  return state.removed ? "Removed by a moderator" : "Hidden by a moderator";
}

export const MODERATION_NOTICES = {
  "post-hide": {
    title: "Post hidden",
    description: "Only its author and admins can see it now; the author sees your reason.",
  },
  "post-remove": { title: "Post removed", description: "It is gone from the community; its author sees your reason." },
  "post-restore": { title: "Post restored", description: "The post is visible again and its reports were cleared." },
  "post-lock": { title: "Thread locked", description: "The thread takes no new comments until it is unlocked." },
  "post-unlock": { title: "Thread unlocked", description: "Members can comment again." },
  "comment-hide": { title: "Comment hidden", description: "Only its author and admins can see it now." },
  "comment-remove": {
    title: "Comment removed",
    description: "It is gone from the thread; its author sees your reason.",
  },
  "comment-restore": {
    title: "Comment restored",
    description: "The comment is visible again and its reports were cleared.",
  },
  "leaderboard-correct": { title: "Leaderboard corrected", description: "The points were adjusted." },
} as const;
