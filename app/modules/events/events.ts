// Pure event rules shared by the server and the UI (spec §2 Events, §4 Events filter, §9 Events).
import { dateTimeFormat } from "~/utils/date-format";

export type EventTypeValue = "panel_discussion" | "conference" | "webinar";

/** The listing tabs, in order; the value is what `?type=` carries. */
export const EVENT_FILTERS = [
  { value: "all", label: "All Events", type: null },
  { value: "panel-discussion", label: "Panel Discussions", type: "panel_discussion" },
  { value: "conference", label: "Conferences", type: "conference" },
  { value: "webinar", label: "Webinars", type: "webinar" },
] as const satisfies readonly { value: string; label: string; type: EventTypeValue | null }[];

export type EventFilter = (typeof EVENT_FILTERS)[number]["value"];

export const EVENT_TYPE_LABELS: Record<EventTypeValue, string> = {
  panel_discussion: "Panel Discussion",
  conference: "Conference",
  webinar: "Webinar",
};

export const NO_UPCOMING_EVENTS = "No upcoming events match the selected filter. Check back soon!";

/** Unknown or missing `?type=` values fall back to "all" (never an error page). */
export function parseEventFilter(value: string | null | undefined): EventFilter {
  return EVENT_FILTERS.find((filter) => filter.value === value)?.value ?? "all";
}

export function eventTypeForFilter(filter: EventFilter): EventTypeValue | null {
  return EVENT_FILTERS.find((f) => f.value === filter)?.type ?? null;
}

/**
 * The listing rule as a database query: only events dated now or later, of the chosen type,
 * soonest first.
 */
export function upcomingEventsQuery(filter: EventFilter, now: Date) {
  const type = eventTypeForFilter(filter);
  return {
    where: { startsAt: { gte: now }, ...(type ? { type } : {}) },
    orderBy: [{ startsAt: "asc" as const }, { id: "asc" as const }],
  };
}

/** The same rule over plain rows (used where events are already loaded, and as the rule's reference). */
export function selectUpcomingEvents<T extends { startsAt: Date; type: EventTypeValue; id: string }>(
  events: readonly T[],
  filter: EventFilter,
  now: Date,
): T[] {
  const type = eventTypeForFilter(filter);
  return events
    .filter((event) => event.startsAt.getTime() >= now.getTime() && (!type || event.type === type))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
}

export interface EventDateTime {
  /** 'MMMM d, yyyy', e.g. "November 15, 2025". */
  date: string;
  /** e.g. "Saturday". */
  weekday: string;
  /** e.g. "2:00 PM". */
  time: string;
  /** Short zone name, e.g. "UTC", "CET", "GMT+1", "EST". */
  zone: string;
  /** The IANA zone used; "UTC" when the visitor's zone is unknown. */
  timeZone: string;
}

/** Date parts in the visitor's zone; without a known zone, in UTC labelled "UTC". */
export function formatEventDateTime(instant: Date, timeZone: string | null | undefined): EventDateTime {
  const zone = timeZone || "UTC";
  const date = dateTimeFormat({ timeZone: zone, month: "long", day: "numeric", year: "numeric" }).format(instant);
  const weekday = dateTimeFormat({ timeZone: zone, weekday: "long" }).format(instant);
  const parts = dateTimeFormat({
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).formatToParts(instant);
  const zoneName = parts.find((part) => part.type === "timeZoneName")?.value ?? zone;
  const time = parts
    .filter((part) => part.type !== "timeZoneName")
    .map((part) => part.value)
    .join("")
    .replace(/\u202f/g, " ")
    .trim();
  return { date, weekday, time, zone: zone === "UTC" ? "UTC" : zoneName, timeZone: zone };
}

// ── JSON-LD (schema.org Event) for the detail page head ──

export interface EventJsonLdInput {
  name: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  imageUrl: string;
  sponsoredBy: string;
  sponsorUrl: string | null;
  pageUrl: string;
  origin: string;
  speakers: { name: string; title: string }[];
}

export function eventJsonLd(input: EventJsonLdInput) {
  const end = new Date(input.startsAt.getTime() + input.durationMinutes * 60_000);
  // An in-house event (no sponsor) is organised by the marketplace itself and names no sponsor.
  const sponsor = input.sponsoredBy
    ? { "@type": "Organization", name: input.sponsoredBy, ...(input.sponsorUrl ? { url: input.sponsorUrl } : {}) }
    : null;
  const organizer = sponsor ?? { "@type": "Organization", name: "LabMarket", url: input.origin };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: input.name,
    description: input.description,
    startDate: input.startsAt.toISOString(),
    endDate: end.toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: input.pageUrl },
    image: [new URL(input.imageUrl, input.origin).toString()],
    organizer,
    ...(sponsor ? { sponsor } : {}),
    ...(input.speakers.length
      ? {
          performer: input.speakers.map((speaker) => ({
            "@type": "Person",
            name: speaker.name,
            jobTitle: speaker.title,
          })),
        }
      : {}),
  };
}

/** JSON for an inline <script type="application/ld+json">: "<" is escaped so text can never close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
