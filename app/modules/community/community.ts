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
