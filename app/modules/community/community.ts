// Pure community rules (spec §2 Community hubs, §4 Pre-interest modal, §5 Pre-interest form).

export const COMMUNITY_TOPICS = [
  { value: "all", label: "All Topics" },
  { value: "lyophilization", label: "Lyophilization" },
  { value: "chromatography", label: "Chromatography" },
  { value: "bioreactors", label: "Bioreactors" },
] as const;

export type CommunityTopic = (typeof COMMUNITY_TOPICS)[number]["value"];

export function parseCommunityTopic(value: string | null | undefined): CommunityTopic {
  return COMMUNITY_TOPICS.find((topic) => topic.value === value)?.value ?? "all";
}

/** The topics a post can have (the filter without "all"). */
export const POST_TOPICS = COMMUNITY_TOPICS.filter((topic) => topic.value !== "all").map((topic) => topic.value) as [
  Exclude<CommunityTopic, "all">,
  ...Exclude<CommunityTopic, "all">[],
];
export type PostTopic = (typeof POST_TOPICS)[number];

export function topicLabel(value: string): string {
  return COMMUNITY_TOPICS.find((topic) => topic.value === value)?.label ?? value;
}

export const POST_TYPE_LABELS = { article: "Article", video: "Video", discussion: "Discussion" } as const;
export type PostTypeValue = keyof typeof POST_TYPE_LABELS;

/** Where a pre-interest sign-up came from (stored on the lead). */
export const LEAD_SOURCES = ["community", "community-knowledge", "home"] as const;

export const JOIN_THANK_YOU = {
  title: "Thank you for your interest!",
  description: "You're on the list. We'll be in touch soon with ways to get involved in the LabMarket community.",
} as const;

/** Modal timing (spec §4/§9): a 1 s wait after submitting, then the thank-you view, closed after 3 s. */
export const JOIN_SUBMIT_DELAY_MS = 1000;
export const JOIN_AUTO_CLOSE_MS = 3000;

// ── Votes (one per user and post, changeable; the same vote again removes it) ──

export type VoteValue = -1 | 0 | 1;

/** The vote a user has after clicking `clicked` (+1 up, -1 down) while holding `current` (0 = none). */
export function nextVote(current: VoteValue, clicked: 1 | -1): VoteValue {
  return current === clicked ? 0 : clicked;
}

/**
 * A vote button posts the vote it leads to ("up", "down" or "clear"), worked out from the vote the page shows
 * with nextVote. Setting a target is idempotent: a double submit or a retried request cannot flip it back.
 */
export const VOTE_TARGETS = { up: 1, down: -1, clear: 0 } as const satisfies Record<string, VoteValue>;
export type VoteTarget = keyof typeof VOTE_TARGETS;

export function voteTargetName(vote: VoteValue): VoteTarget {
  return vote === 1 ? "up" : vote === -1 ? "down" : "clear";
}

/** A post's shown score: the likes it came with (seed) plus the sum of the stored votes. */
export function postScore(seededLikes: number, voteSum: number): number {
  return seededLikes + voteSum;
}

/** The score after the viewer's vote changes from `from` to `to` (optimistic UI and tests). */
export function rescore(score: number, from: VoteValue, to: VoteValue): number {
  return score - from + to;
}

// ── Moderation ──

/** Flags from this many different users hide a post until an admin reviews it. */
export const FLAGS_TO_HIDE = 3;

export const FLAG_REASONS = [
  { value: "spam", label: "Spam or advertising" },
  { value: "off-topic", label: "Off-topic" },
  { value: "abusive", label: "Abusive or harassing" },
  { value: "misinformation", label: "Misleading or unsafe advice" },
  { value: "other", label: "Something else" },
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number]["value"];

export function flagReasonLabel(value: string | null | undefined): string {
  return FLAG_REASONS.find((reason) => reason.value === value)?.label ?? "No reason given";
}

/** What members report (ADR 031): posts and comments follow the same flag rule. */
export type FlagKind = "post" | "comment";

/** What the author of content hidden by members' reports (not yet by a moderator) is told. */
export const PENDING_REVIEW_REASON = "Members reported it. A moderator will review it soon.";

/** How hidden or removed content reads to its author: a moderator's decision, or hidden pending review. */
export function moderationOf(content: {
  hidden: boolean;
  removedAt: Date | null;
  moderationReason: string | null;
}): { removed: boolean; pending: boolean; reason: string } | null {
  if (!content.hidden && !content.removedAt) return null;
  const removed = content.removedAt !== null;
  if (content.moderationReason) return { removed, pending: false, reason: content.moderationReason };
  return removed
    ? { removed, pending: false, reason: "No reason was given." }
    : { removed, pending: true, reason: PENDING_REVIEW_REASON };
}

/** Whether `viewer` may remove a post: its author, or any admin. */
export function canRemovePost(viewer: { id: string; role: string } | null, post: { authorId: string | null }): boolean {
  if (!viewer) return false;
  return viewer.role === "admin" || (post.authorId !== null && post.authorId === viewer.id);
}

/** Whether `viewer` may accept an answer: only the post's author (the asker), on somebody else's comment. */
export function canAcceptAnswer(
  viewer: { id: string } | null,
  post: { authorId: string | null },
  comment: { authorId: string },
): boolean {
  return Boolean(viewer && post.authorId === viewer.id && comment.authorId !== viewer.id);
}

/** How a member's role reads next to their name on a post: "Community Member", "Expert" (stored "influencer")... */
export function authorRoleLabel(role: string): string {
  if (role === "influencer") return "Expert";
  return role
    .split("_")
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(" ");
}

/** The page of a post, optionally at an anchor (a comment). */
export function postPath(postId: string, anchor?: string): string {
  return `/community/posts/${encodeURIComponent(postId)}${anchor ? `#${anchor}` : ""}`;
}

export const COMMUNITY_NOTICES = {
  questionPosted: {
    title: "Question Posted",
    description: "Your question is live. We'll show answers here as they come in.",
  },
  commentPosted: { title: "Answer Posted", description: "Thanks for sharing your knowledge." },
  voteRecorded: { title: "Vote Recorded", description: "Thanks for your vote." },
  voteRemoved: { title: "Vote Removed", description: "Your vote was taken back." },
  ownPostVote: {
    title: "Not Allowed",
    description: "You can't vote on your own post.",
    variant: "destructive" as const,
  },
  accepted: { title: "Answer Accepted", description: "The answer is now marked as accepted." },
  notAsker: {
    title: "Not Allowed",
    description: "Only the person who asked can accept an answer.",
    variant: "destructive" as const,
  },
  ownAnswer: {
    title: "Not Allowed",
    description: "You can't accept your own answer.",
    variant: "destructive" as const,
  },
  flagged: { title: "Thanks for Reporting", description: "Our moderators will review this post." },
  flaggedHidden: {
    title: "Thanks for Reporting",
    description: "This post is now hidden until a moderator reviews it.",
  },
  alreadyFlagged: { title: "Already Reported", description: "You have already reported this post." },
  ownFlag: { title: "Not Allowed", description: "You can't report your own post.", variant: "destructive" as const },
  commentFlagged: { title: "Thanks for Reporting", description: "Our moderators will review this comment." },
  commentFlaggedHidden: {
    title: "Thanks for Reporting",
    description: "This comment is now hidden until a moderator reviews it.",
  },
  commentAlreadyFlagged: { title: "Already Reported", description: "You have already reported this comment." },
  ownCommentFlag: {
    title: "Not Allowed",
    description: "You can't report your own comment.",
    variant: "destructive" as const,
  },
  commentGone: {
    title: "Comment Unavailable",
    description: "This comment is no longer shown, so it cannot be reported.",
    variant: "destructive" as const,
  },
  removed: { title: "Post Removed", description: "The post and its answers were removed." },
  notRemover: {
    title: "Not Allowed",
    description: "Only the author or an admin can remove this post.",
    variant: "destructive" as const,
  },
  restored: { title: "Post Restored", description: "The post is visible again and its reports were cleared." },
  adminOnly: { title: "Not Allowed", description: "Only admins can restore a post.", variant: "destructive" as const },
  locked: {
    title: "Thread Locked",
    description: "A moderator locked this thread, so it takes no new answers or comments.",
    variant: "destructive" as const,
  },
} as const;

/** The notice after a member reports a post or a comment. */
export function flagNotice(kind: FlagKind, outcome: "flagged" | "hidden" | "already" | "own") {
  const n = COMMUNITY_NOTICES;
  if (kind === "post")
    return { flagged: n.flagged, hidden: n.flaggedHidden, already: n.alreadyFlagged, own: n.ownFlag }[outcome];
  return {
    flagged: n.commentFlagged,
    hidden: n.commentFlaggedHidden,
    already: n.commentAlreadyFlagged,
    own: n.ownCommentFlag,
  }[outcome];
}

/** Spec §2: an action that needs an account, shown on the login page the visitor is sent to. */
export const LOGIN_REQUIRED = { title: "Login Required", description: "Please log in to use this feature." } as const;

/** /login?redirectTo=<page>: the visitor comes back to the page they were on after logging in. */
export function loginPath(redirectTo: string): string {
  return `/login?${new URLSearchParams({ redirectTo })}`;
}
