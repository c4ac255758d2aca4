import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { EVENT_FILTERS, NO_UPCOMING_EVENTS, parseEventFilter } from "~/modules/events/events";
import { listUpcomingEvents, type EventCard } from "~/modules/events/events.server";
import { readTimeZone } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Events | LabMarket" },
  {
    name: "description",
    content:
      "Upcoming panel discussions, conferences and webinars on bioprocessing, analytics and drug discovery, hosted with leading life-sciences brands.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const filter = parseEventFilter(requestUrl(request).searchParams.get("type"));
  const events = await listUpcomingEvents(filter, readTimeZone(request));
  return { filter, events };
}

export default function EventsPage() {
  const { filter, events } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          Industry Events &amp; Discussions
        </h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-400">
          Join panel discussions, conferences and webinars with the scientists and brands shaping pharma and life
          sciences.
        </p>
      </header>

      <nav aria-label="Event types" className="mt-8 overflow-x-auto">
        <ul className="inline-flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
          {EVENT_FILTERS.map((tab) => {
            const active = tab.value === filter;
            return (
              <li key={tab.value}>
                <Link
                  to={tab.value === "all" ? "/events" : `/events?type=${tab.value}`}
                  preventScrollReset
                  aria-current={active ? "page" : undefined}
                  className={`block whitespace-nowrap rounded-md px-4 py-2 text-sm font-medium ${
                    active
                      ? "bg-white text-brand-700 shadow-sm dark:bg-slate-950 dark:text-brand-100"
                      : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                  }`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {events.length === 0 ? (
        <p className="mt-10 rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          {NO_UPCOMING_EVENTS}
        </p>
      ) : (
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="event-grid">
          {events.map((event, index) => (
            <EventCardItem key={event.id} event={event} index={index} />
          ))}
        </ul>
      )}
    </div>
  );
}

function EventCardItem({ event, index }: { event: EventCard; index: number }) {
  return (
    <li
      className="animate-in flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
      style={{ animation: `page-enter 400ms ease-out ${index * 0.1}s both` }}
      data-testid="event-card"
    >
      <img
        src={event.imageUrl}
        alt=""
        width={640}
        height={320}
        className="aspect-[2/1] w-full bg-slate-100 object-cover dark:bg-slate-800"
        loading={index > 2 ? "lazy" : undefined}
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-100">
            {event.typeLabel}
          </span>
          <time dateTime={event.startsAtIso} className="text-slate-600 dark:text-slate-400">
            {event.when.date} · {event.when.time} {event.when.zone}
          </time>
        </div>
        <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{event.name}</h2>
        <div className="mt-2 flex-1">
          <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{event.description}</p>
        </div>
        <div className="mt-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          {event.sponsoredBy && event.sponsorLogoUrl ? (
            <img
              src={event.sponsorLogoUrl}
              alt=""
              width={72}
              height={24}
              loading="lazy"
              className="h-6 w-[72px] rounded object-contain"
            />
          ) : null}
          <span>{event.sponsoredBy ? `Sponsored by ${event.sponsoredBy}` : "Hosted by LabMarket"}</span>
        </div>
        <Link
          to={`/events/${event.id}`}
          className="mt-5 inline-flex justify-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          aria-label={`View Event: ${event.name}`}
        >
          View Event
        </Link>
      </div>
    </li>
  );
}
