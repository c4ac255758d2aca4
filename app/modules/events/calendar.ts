// "Add to Calendar" (spec §7 Other): an external calendar template link with the event name, start and
// end in UTC compact format (end one hour after start), the description and location 'Online'.
// The .ics download and the registration e-mail share eventCalendarFile (one generic .ics builder,
// buildCalendarInvite, serves events and demo reminders alike).
import { buildCalendarInvite } from "~/modules/demos/calendar-invite";

/** Calendar entry length (spec §9). */
export const CALENDAR_ENTRY_MINUTES = 60;
export const CALENDAR_LOCATION = "Online";

/** 2025-11-15T14:00:00.000Z → "20251115T140000Z". */
export function toCalendarStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
}

export function calendarEnd(start: Date): Date {
  return new Date(start.getTime() + CALENDAR_ENTRY_MINUTES * 60_000);
}

export function googleCalendarUrl(event: { name: string; description: string; startsAt: Date }): string {
  const dates = `${toCalendarStamp(event.startsAt)}/${toCalendarStamp(calendarEnd(event.startsAt))}`;
  return (
    "https://calendar.google.com/calendar/render?action=TEMPLATE" +
    `&text=${encodeURIComponent(event.name)}` +
    `&dates=${dates}` +
    `&details=${encodeURIComponent(event.description)}` +
    `&location=${encodeURIComponent(CALENDAR_LOCATION)}`
  );
}

export interface CalendarFile {
  filename: string;
  content: string;
  contentType: string;
}

/** An event as an .ics file: a one-hour entry (spec §9), location Online, the event page as its link. */
export function eventCalendarFile(
  event: { id: string; name: string; description: string; startsAt: Date; sponsoredBy: string },
  origin: string,
): CalendarFile {
  const content = buildCalendarInvite({
    uid: `${event.id}@labmarket`,
    title: event.name,
    description: event.description,
    start: event.startsAt,
    durationMinutes: CALENDAR_ENTRY_MINUTES,
    url: `${origin}/events/${encodeURIComponent(event.id)}`,
    location: CALENDAR_LOCATION,
    organizer: event.sponsoredBy,
  });
  return { filename: `${event.id}.ics`, content, contentType: "text/calendar; charset=utf-8; method=PUBLISH" };
}
