// Pure rules of the live-demo screens: category tabs, the status-driven button, durations and times.
import { dateTimeFormat } from "~/utils/date-format";

export const DEMO_CATEGORIES = ["all", "bioreactors", "freeze-drying", "consumables", "analytics"] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export const DEMO_CATEGORY_LABELS: Record<DemoCategory, string> = {
  all: "All Demos",
  bioreactors: "Bioreactors",
  "freeze-drying": "Freeze-Drying",
  consumables: "Consumables",
  analytics: "Analytics",
};

export type DemoStatus = "live" | "upcoming" | "replay" | "cancelled";

/** What a demo card shows (the loaders build it; DemoCard renders it). */
export interface DemoCardData {
  id: string;
  title: string;
  creatorName: string;
  creatorType: string;
  category: string;
  status: DemoStatus;
  viewers: number;
  durationMinutes: number;
  thumbnailUrl: string;
  /** ISO start time, for the <time> element. */
  startsAt: string;
  /** Start / recording time already formatted in the visitor's zone by the loader. */
  timeText: string;
  /** Whether the signed-in visitor saved it (unknown = not shown as saved; saving is idempotent). */
  saved?: boolean;
}

export const DEMO_STATUS_LABELS: Record<DemoStatus, string> = {
  live: "LIVE",
  upcoming: "UPCOMING",
  replay: "REPLAY",
  cancelled: "CANCELLED",
};

/** ?category= ; anything unknown shows all demos. */
/** Who hosts a demo, as it reads: the stored creator type "Influencer" reads "Expert" (issue 37). */
export function creatorTypeLabel(creatorType: string): string {
  return creatorType === "Influencer" ? "Expert" : creatorType;
}

export function parseDemoCategory(value: string | null | undefined): DemoCategory {
  const v = (value ?? "").toLowerCase();
  return (DEMO_CATEGORIES as readonly string[]).includes(v) ? (v as DemoCategory) : "all";
}

export function demoCategoryHref(category: DemoCategory, basePath = "/demo"): string {
  return category === "all" ? basePath : `${basePath}?category=${category}`;
}

/** Label of a category value stored on a demo (falls back to the raw value). */
export function demoCategoryLabel(category: string): string {
  return (DEMO_CATEGORY_LABELS as Record<string, string>)[category] ?? category;
}

/**
 * The card's button (spec §2 Live demos): live → Join Now, upcoming → Set Reminder, a replay → Watch Replay; a
 * cancelled demo has none.
 */
export function demoActionLabel(status: DemoStatus): "Join Now" | "Set Reminder" | "Watch Replay" | null {
  if (status === "live") return "Join Now";
  if (status === "upcoming") return "Set Reminder";
  if (status === "replay") return "Watch Replay";
  return null;
}

/** "342 watching" for a live demo, "1,870 views" for a replay, nothing before it starts. */
export function describeViewers(status: DemoStatus, viewers: number): string | null {
  if (status === "upcoming" || status === "cancelled") return null;
  const n = viewers.toLocaleString("en-US");
  return status === "live" ? `${n} watching` : `${n} views`;
}

/** 45 → "45 min", 60 → "1 h", 70 → "1 h 10 min". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/**
 * A date-time in the visitor's zone with its short zone name ("Tue, Nov 25, 2:00 PM CET"); without a
 * known zone it is rendered in UTC and says "UTC".
 */
export function formatDateTime(date: Date, timeZone: string | null): string {
  return dateTimeFormat({
    timeZone: timeZone ?? "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

export function formatDate(date: Date, timeZone: string | null): string {
  return dateTimeFormat({
    timeZone: timeZone ?? "UTC",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(date);
}

/** The time line of a demo card: when it started, starts, or was recorded. */
export function describeDemoTime(status: DemoStatus, startsAt: Date, timeZone: string | null): string {
  if (status === "live") return `Started ${formatDateTime(startsAt, timeZone)}`;
  if (status === "upcoming") return `Starts ${formatDateTime(startsAt, timeZone)}`;
  if (status === "cancelled") return `Cancelled (was ${formatDateTime(startsAt, timeZone)})`;
  return `Recorded ${formatDate(startsAt, timeZone)}`;
}
