// Pure community rules (spec §2 Community hubs, §4 Pre-interest modal, §5 Pre-interest form).
import { z } from "zod";

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

export function topicLabel(value: string): string {
  return COMMUNITY_TOPICS.find((topic) => topic.value === value)?.label ?? value;
}

export const POST_TYPE_LABELS = { article: "Article", video: "Video", discussion: "Discussion" } as const;
export type PostTypeValue = keyof typeof POST_TYPE_LABELS;

/** Where a pre-interest sign-up came from (stored on the lead). */
export const LEAD_SOURCES = ["community", "community-knowledge", "home"] as const;

export const joinCommunitySchema = z.object({
  full_name: z
    .string({ error: "Full name is required." })
    .trim()
    .min(1, "Full name is required.")
    .max(200, "Please keep your name under 200 characters."),
  email: z
    .string({ error: "Email is required." })
    .trim()
    .toLowerCase()
    .max(254, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  source: z.enum(LEAD_SOURCES).catch("community").default("community"),
});

export type JoinCommunityInput = z.infer<typeof joinCommunitySchema>;

export const JOIN_THANK_YOU = {
  title: "Thank you for your interest!",
  description: "You're on the list. We'll be in touch soon with ways to get involved in the LabMarket community.",
} as const;

/** Modal timing (spec §4/§9): a 1 s wait after submitting, then the thank-you view, closed after 3 s. */
export const JOIN_SUBMIT_DELAY_MS = 1000;
export const JOIN_AUTO_CLOSE_MS = 3000;
