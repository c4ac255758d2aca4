// Pure rules of the expert's demo editor (issue 11 #1, ADR 023): the form schema and its messages, the start as
// typed in the expert's zone, and which lifecycle action a demo's status allows.
import { z } from "~/utils/zod";
import { requiredText, textField } from "~/modules/forms/fields";
import { DEMO_CATEGORIES, type DemoStatus } from "./demos";
import { isValidTimeZone, zonedLocalToUtc } from "./schedule-time";
import { parseVideoUrl } from "./video-url";

/** The stored form of a link the schema accepted (null when empty). */
export function storedVideoUrl(value: string | undefined): string | null {
  if (!value) return null;
  const parsed = parseVideoUrl(value);
  return parsed.ok ? parsed.url : null;
}

export const EDITOR_CATEGORIES = DEMO_CATEGORIES.filter((c) => c !== "all") as [
  Exclude<(typeof DEMO_CATEGORIES)[number], "all">,
  ...Exclude<(typeof DEMO_CATEGORIES)[number], "all">[],
];

export const DURATION_MIN = 5;
export const DURATION_MAX = 480;
export const MAX_FEATURED_PRODUCTS = 6;
export const TITLE_MAX = 160;
export const DESCRIPTION_MAX = 2000;
/** A demo may be scheduled at most this far ahead. */
export const MAX_DAYS_AHEAD = 366;

export const EDITOR_MESSAGES = {
  category: "Choose a category.",
  duration: `Enter the length in whole minutes, from ${DURATION_MIN} to ${DURATION_MAX}.`,
  endBeforeStart: `The demo must end after it starts: enter a length of at least ${DURATION_MIN} minutes.`,
  startRequired: "Enter the date and time the demo starts.",
  startInvalid: "Enter a real date and time (for example 2026-12-01 14:30).",
  startNonexistent: "That time does not exist in your time zone (the clocks change then). Choose another time.",
  startPast: "The start must be in the future.",
  startTooFar: `Schedule the demo within the next ${MAX_DAYS_AHEAD} days.`,
  timeZone: "Your time zone could not be read. Reload the page and try again.",
  products: `Feature at most ${MAX_FEATURED_PRODUCTS} products.`,
  productGone: "One of the chosen products is no longer in the catalogue. Search again and pick another.",
  streamBeforeLive: "Add a stream URL and save before going live.",
} as const;

const optionalVideoUrl = textField()
  .trim()
  .optional()
  .superRefine((value, ctx) => {
    if (!value) return;
    const parsed = parseVideoUrl(value);
    if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.message });
  });

/**
 * The editor's fields. `startsAt` is the datetime-local value in `timeZone`; it is checked by `resolveStart` on the
 * server only when the start may change (an upcoming demo), against the clock of the request.
 */
export const demoFormSchema = z.object({
  title: requiredText("Title", TITLE_MAX),
  category: z.enum(EDITOR_CATEGORIES, { error: EDITOR_MESSAGES.category }),
  description: requiredText("Description", DESCRIPTION_MAX),
  startsAt: textField().trim().optional(),
  timeZone: textField().trim().max(100).optional(),
  durationMinutes: z
    .number({ error: EDITOR_MESSAGES.duration })
    .int(EDITOR_MESSAGES.duration)
    .min(1, EDITOR_MESSAGES.endBeforeStart)
    .min(DURATION_MIN, EDITOR_MESSAGES.duration)
    .max(DURATION_MAX, EDITOR_MESSAGES.duration),
  streamUrl: optionalVideoUrl,
  replayUrl: optionalVideoUrl,
  productIds: z
    .array(textField().trim().min(1).max(200))
    .max(MAX_FEATURED_PRODUCTS, EDITOR_MESSAGES.products)
    .optional(),
});

export type DemoFormValue = z.infer<typeof demoFormSchema>;

/** A product search with the editor's form checks nothing: whatever is typed so far survives it unchecked. */
export const productSearchSchema = z.object({}).loose();
export type ProductSearchValue = z.infer<typeof productSearchSchema>;

/** The intent of the editor's "Find products" button (and of Enter in its search field). */
export const FIND_PRODUCTS_INTENT = "find-products";

/** The start typed in the expert's zone as a UTC instant, or the field message. */
export function resolveStart(
  local: string | undefined,
  timeZone: string | undefined,
  now: Date,
): { ok: true; date: Date } | { ok: false; field: "startsAt" | "timeZone"; message: string } {
  if (!local) return { ok: false, field: "startsAt", message: EDITOR_MESSAGES.startRequired };
  const zone = timeZone || "UTC";
  if (!isValidTimeZone(zone)) return { ok: false, field: "startsAt", message: EDITOR_MESSAGES.timeZone };
  const result = zonedLocalToUtc(local, zone);
  if (!result.ok) {
    const message = result.reason === "nonexistent" ? EDITOR_MESSAGES.startNonexistent : EDITOR_MESSAGES.startInvalid;
    return { ok: false, field: "startsAt", message };
  }
  if (result.date.getTime() <= now.getTime())
    return { ok: false, field: "startsAt", message: EDITOR_MESSAGES.startPast };
  if (result.date.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) {
    return { ok: false, field: "startsAt", message: EDITOR_MESSAGES.startTooFar };
  }
  return { ok: true, date: result.date };
}

/** Which fields a demo in `status` can still change. */
export function editableFields(status: DemoStatus) {
  return {
    /** Start and length move the calendar entry: only before the demo starts. */
    schedule: status === "upcoming",
    stream: status === "upcoming" || status === "live",
    replay: status === "replay",
    any: status !== "cancelled",
  };
}

export const LIFECYCLE_INTENTS = ["go-live", "end", "cancel"] as const;
export type LifecycleIntent = (typeof LIFECYCLE_INTENTS)[number];

/** Why `intent` cannot run on a demo in `status` (null = it can). */
export function lifecycleRefusal(
  status: DemoStatus,
  intent: LifecycleIntent,
  demo: { streamUrl: string | null },
): string | null {
  if (intent === "go-live") {
    if (status !== "upcoming") return "Only an upcoming demo can go live.";
    if (!demo.streamUrl) return EDITOR_MESSAGES.streamBeforeLive;
    return null;
  }
  if (intent === "end") return status === "live" ? null : "Only a live demo can be ended.";
  return status === "upcoming" ? null : "Only an upcoming demo can be cancelled (end a live demo instead).";
}

export const LIFECYCLE_TOASTS = {
  "go-live": (title: string) => ({ title: "You're live", description: `"${title}" is live: buyers now see Join Now.` }),
  end: (title: string) => ({
    title: "Demo ended",
    description: `"${title}" is now a replay. Add the recording's link so buyers can watch it.`,
  }),
  cancel: (title: string, notified: number) => ({
    title: "Demo cancelled",
    description: `"${title}" was cancelled${notified ? `; ${notified} registered ${notified === 1 ? "member is" : "members are"} being told` : ""}.`,
  }),
} as const;

/** A readable, unique-enough id for a new demo: the title's words and a random suffix. */
export function demoSlug(title: string, suffix: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return `${words || "demo"}-${suffix}`;
}
