import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, redirect } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { EventDateCard } from "~/components/events/EventDateCard";
import { RegistrationClosed, RegistrationForm } from "~/components/events/EventRegistration";
import { getEventDetail, submitEventRegistration } from "~/modules/events/events.server";
import { appOrigin } from "~/utils/env.server";
import { REGISTRATION_CLOSED, REGISTRATION_TOAST } from "~/modules/events/registration";
import { readTimeZone, redirectWithToast } from "~/utils/cookies.server";
import { useNonce } from "~/utils/nonce";
import { readFormData } from "~/modules/forms/request-body.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const event = await getEventDetail(params.eventId ?? "", { timeZone: readTimeZone(request), origin: appOrigin() });
  // Unknown ids and the event without detail data go back to the listing (spec §2).
  if (!event) throw redirect("/events");
  return { event };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const eventId = params.eventId ?? "";
  const outcome = await submitEventRegistration(eventId, await readFormData(request), {
    origin: appOrigin(),
    timeZone: readTimeZone(request),
  });
  if (outcome.status === "unknown-event") throw redirect("/events");
  if (outcome.status === "full")
    return redirectWithToast(`/events/${encodeURIComponent(eventId)}`, REGISTRATION_CLOSED);
  if (outcome.status === "invalid") return data({ result: outcome.result }, { status: 400 });
  return redirectWithToast(`/events/${encodeURIComponent(eventId)}`, REGISTRATION_TOAST);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) => {
  if (!data) return [{ title: "Event | LabMarket" }];
  return [
    { title: `${data.event.name} | LabMarket` },
    { name: "description", content: data.event.description.slice(0, 160) },
    { property: "og:title", content: data.event.name },
    { property: "og:type", content: "website" },
    { property: "og:url", content: data.event.pageUrl },
  ];
};

export default function EventDetailPage() {
  const { event } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const nonce = useNonce();
  return (
    <div>
      {/* schema.org Event for an online event; JSON data, never executed. */}
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: event.jsonLd }}
      />
      <section className="relative isolate overflow-hidden bg-slate-900 text-white" aria-labelledby="event-title">
        <img
          src={event.imageUrl}
          alt=""
          width={1600}
          height={500}
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-30"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 to-slate-900/40" />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <Link to="/events" className="text-sm font-medium text-slate-200 hover:text-white">
            ← All events
          </Link>
          <p className="mt-6">
            <span className="rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
              {event.typeLabel}
            </span>
          </p>
          <h1 id="event-title" className="mt-4 max-w-4xl text-3xl font-bold tracking-tight sm:text-5xl">
            {event.name}
          </h1>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-3">
        <div className="min-w-0 space-y-12 lg:col-span-2">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-semibold">
              About this event
            </h2>
            <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{event.description}</p>
          </section>

          {event.agenda.length > 0 ? (
            <section aria-labelledby="agenda-heading">
              <h2 id="agenda-heading" className="text-2xl font-semibold">
                Agenda
              </h2>
              <ol className="mt-4 space-y-3">
                {event.agenda.map((item, index) => (
                  <li key={item} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 dark:bg-brand-900 dark:text-brand-100"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-1 text-slate-700 dark:text-slate-300">{item}</span>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          {event.speakers.length > 0 ? (
            <section aria-labelledby="speakers-heading">
              <h2 id="speakers-heading" className="text-2xl font-semibold">
                Speakers
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {event.speakers.map((speaker) => (
                  <li
                    key={speaker.id}
                    className="flex items-center gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
                  >
                    <img
                      src={speaker.avatarUrl}
                      alt={speaker.name}
                      width={64}
                      height={64}
                      loading="lazy"
                      className="h-16 w-16 rounded-full bg-slate-100 object-cover dark:bg-slate-800"
                    />
                    <div>
                      <p className="font-semibold text-slate-900 dark:text-white">{speaker.name}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">{speaker.title}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className="space-y-6" aria-label="Event details">
          <EventDateCard event={event} />

          {event.registrationClosed ? (
            <RegistrationClosed />
          ) : (
            <RegistrationForm spotsLeft={event.spotsLeft} lastResult={actionData?.result} />
          )}
        </aside>
      </div>
    </div>
  );
}
