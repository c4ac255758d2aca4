import type { LoaderFunctionArgs } from "react-router";
import { getEventCalendarFile } from "~/modules/events/events.server";
import { appOrigin } from "~/utils/env.server";

// /events/{id}.ics: the event as an iCalendar file (one-hour entry, location Online).
export async function loader({ params }: LoaderFunctionArgs) {
  const file = await getEventCalendarFile(params.eventId ?? "", appOrigin());
  if (!file)
    return new Response("Event not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(file.content, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, max-age=300",
    },
  });
}
