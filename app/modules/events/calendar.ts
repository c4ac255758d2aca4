// "Add to Calendar" (spec §7 Other): an external calendar template link with the event name, start and
// end in UTC compact format (end one hour after start), the description and location 'Online'.

/** Calendar entry length (spec §9). */
export const CALENDAR_ENTRY_MINUTES = 60;
export const CALENDAR_LOCATION = "Online";

/** 2025-11-15T14:00:00.000Z → "20251115T140000Z". */
export function toCalendarStamp(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
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
