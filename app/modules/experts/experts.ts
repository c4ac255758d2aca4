// Pure rules of the public expert ("influencer") pages: id parsing, search filters, stat formatting.

/** What an expert card shows (the loaders build it; ExpertCard renders it). */
export interface ExpertCardData {
  id: number;
  name: string;
  type: string;
  specialty: string;
  avatarUrl: string;
  followers: number;
  totalViews: number;
  rating: number;
  company: string;
  tags: string[];
}

/** Filter chips of Shop by influencer (spec §2), in display order. */
export const EXPERT_TAGS = ["all", "biotech", "pharma", "diagnostics", "usa", "eu"] as const;
export type ExpertTag = (typeof EXPERT_TAGS)[number];

export const EXPERT_TAG_LABELS: Record<ExpertTag, string> = {
  all: "All",
  biotech: "Biotech",
  pharma: "Pharma",
  diagnostics: "Diagnostics",
  usa: "USA",
  eu: "EU",
};

/** Longest search text we pass to the database; longer input is cut, never an error. */
export const MAX_QUERY_LENGTH = 100;

export interface ExpertFilters {
  q: string;
  tag: ExpertTag;
}

export function isExpertTag(value: unknown): value is ExpertTag {
  return typeof value === "string" && (EXPERT_TAGS as readonly string[]).includes(value);
}

/** Reads ?q= and ?tag= ; an unknown tag means "all", the query is trimmed and bounded. */
export function parseExpertFilters(params: URLSearchParams): ExpertFilters {
  const q = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const rawTag = (params.get("tag") ?? "all").toLowerCase();
  return { q, tag: isExpertTag(rawTag) ? rawTag : "all" };
}

/** The URL of the list with these filters; empty values are left out so links stay short. */
export function expertListHref(filters: Partial<ExpertFilters>, basePath = "/shop/influencers"): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.tag && filters.tag !== "all") params.set("tag", filters.tag);
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/**
 * Escapes LIKE wildcards so the search text matches literally: Prisma's `contains` passes `%` and `_`
 * through to Postgres unescaped (backslash is Postgres' default LIKE escape character).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const MAX_INT4 = 2_147_483_647;

/** Expert ids are positive integers (a Postgres int4); anything else is "not found", never a 500. */
export function parseExpertId(raw: string | undefined | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_INT4 ? id : null;
}

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** 24800 → "24.8K", 412000 → "412K", 950 → "950". */
export function formatCount(value: number): string {
  return compact.format(value);
}

/** 4.9 → "4.9" (always one decimal). */
export function formatRating(value: number): string {
  return value.toFixed(1);
}

// ── Engagement: Follow / Unfollow and Message (issue 5) ──

export const EXPERT_INTENTS = ["follow", "unfollow", "message"] as const;
export type ExpertIntent = (typeof EXPERT_INTENTS)[number];

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5000;

/** Displayed followers: the seeded audience plus the members who follow on LabMarket. */
export function displayedFollowers(seeded: number, followRows: number): number {
  return seeded + followRows;
}

export const EXPERT_NOTICES = {
  followed: (name: string) => ({ title: "Following", description: `You are now following ${name}.` }),
  unfollowed: (name: string) => ({ title: "Unfollowed", description: `You are no longer following ${name}.` }),
  messageSent: (name: string) => ({
    title: "Message sent",
    description: `${name} will find your message in their inbox.`,
  }),
};
