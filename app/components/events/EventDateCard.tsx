// An event page's side card: date and time in the visitor's zone, the sponsor, and ways to keep or share the date.
import { Link } from "react-router";
import { ShareLink } from "~/components/content/ShareLink";
import type { EventDetail } from "~/modules/events/events.server";

export function EventDateCard({ event }: { event: EventDetail }) {
  return (
    <div className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 className="text-lg font-semibold">Date &amp; Time</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        <time dateTime={event.startsAtIso}>
          <span className="block font-medium">
            {event.when.weekday}, {event.when.date}
          </span>
          <span className="block">
            {event.when.time} {event.when.zone}
          </span>
        </time>
      </p>
      {event.sponsor ? (
        <>
          <h2 className="mt-5 text-lg font-semibold">Sponsored By</h2>
          <div className="mt-2 flex items-center gap-3">
            {event.sponsor.logoUrl ? (
              <img
                src={event.sponsor.logoUrl}
                alt=""
                width={120}
                height={40}
                className="h-10 w-[120px] rounded object-contain"
              />
            ) : null}
            {event.sponsor.brandId ? (
              <Link
                to={`/shop/brands/${event.sponsor.brandId}`}
                className="font-medium text-brand-700 hover:underline dark:text-brand-100"
              >
                {event.sponsor.name}
              </Link>
            ) : (
              <span className="font-medium">{event.sponsor.name}</span>
            )}
          </div>
        </>
      ) : (
        <>
          <h2 className="mt-5 text-lg font-semibold">Hosted By</h2>
          <p className="mt-2 font-medium" data-testid="event-in-house">
            LabMarket
          </p>
        </>
      )}
      <div className="mt-6 space-y-3">
        <a
          href={event.calendarUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Add to Calendar
          <span className="sr-only"> (Google Calendar, opens in a new tab)</span>
        </a>
        <a
          href={event.icsPath}
          download
          className="flex w-full items-center justify-center rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Download .ics
        </a>
        <ShareLink title={event.name} text={`Join me at ${event.name} on LabMarket`} url={event.pageUrl} />
      </div>
    </div>
  );
}
