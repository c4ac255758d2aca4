// One .ics builder for calendar invites (ics package): a timed online entry in UTC with a link and an
// alarm. Used for demo reminders; general enough for any scheduled session (events can share it).
import { createEvent } from "ics";

export interface CalendarInvite {
  /** Stable id, so a calendar updates the same entry when the invite is sent again. */
  uid: string;
  title: string;
  description: string;
  start: Date;
  durationMinutes: number;
  url: string;
  location?: string;
  organizer?: string;
  /** Minutes before the start at which the calendar shows an alarm (none when omitted). */
  alarmMinutesBefore?: number;
  /** Version of the entry: a calendar replaces the entry with the same uid when this is higher (default 0). */
  sequence?: number;
  /** CANCEL removes the entry with the same uid from the calendar (STATUS:CANCELLED); default PUBLISH. */
  method?: "PUBLISH" | "CANCEL";
}

/** The invite as iCalendar text; throws only on impossible input (e.g. an invalid date). */
export function buildCalendarInvite(invite: CalendarInvite): string {
  const { error, value } = createEvent({
    uid: invite.uid,
    productId: "labmarket/calendar",
    method: invite.method ?? "PUBLISH",
    sequence: invite.sequence ?? 0,
    title: invite.title,
    description: `${invite.description}\n\n${invite.url}`,
    start: invite.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: Math.max(1, Math.round(invite.durationMinutes)) },
    location: invite.location ?? "Online",
    url: invite.url,
    ...(invite.organizer ? { organizer: { name: invite.organizer } } : {}),
    status: invite.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    ...(invite.alarmMinutesBefore && invite.method !== "CANCEL"
      ? {
          alarms: [
            {
              action: "display" as const,
              description: `Starts in ${invite.alarmMinutesBefore} minutes: ${invite.title}`,
              trigger: { minutes: invite.alarmMinutesBefore, before: true },
            },
          ],
        }
      : {}),
  });
  if (error || !value) throw error ?? new Error("Could not build the calendar invite");
  return value;
}

/**
 * A demo's invite: the demo's own length, its page as the link, an alarm 15 minutes before. Its uid never changes;
 * `sequence` is the demo's scheduleSequence (raised by each reschedule), and a cancelled demo's invite is a CANCEL.
 */
export function demoCalendarInvite(
  demo: {
    id: string;
    title: string;
    description: string;
    startsAt: Date;
    durationMinutes: number;
    creatorName: string;
    scheduleSequence?: number;
  },
  origin: string,
  options: { cancelled?: boolean } = {},
): { filename: string; content: string; contentType: string } {
  const method = options.cancelled ? "CANCEL" : "PUBLISH";
  const content = buildCalendarInvite({
    uid: `demo-${demo.id}@labmarket`,
    title: `Live demo: ${demo.title}`,
    description: demo.description,
    start: demo.startsAt,
    durationMinutes: demo.durationMinutes,
    url: `${origin}/demo/${encodeURIComponent(demo.id)}`,
    organizer: demo.creatorName,
    alarmMinutesBefore: 15,
    sequence: demo.scheduleSequence ?? 0,
    method,
  });
  return { filename: `${demo.id}.ics`, content, contentType: `text/calendar; charset=utf-8; method=${method}` };
}
