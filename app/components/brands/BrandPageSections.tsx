// The brand page's "About" (with headquarters, website, contact and founding year) and its upcoming events.
import { Link } from "react-router";
import type { BrandDetailView } from "~/modules/brands/brands.server";

/** The website as people write it: no scheme, no trailing slash. */
function websiteLabel(url: string) {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

export function BrandAbout({ brand }: { brand: BrandDetailView["brand"] }) {
  return (
    <section aria-labelledby="about-brand" className="grid gap-8 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <h2 id="about-brand" className="text-2xl font-bold tracking-tight">
          About {brand.name}
        </h2>
        <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{brand.description}</p>
      </div>
      <dl className="space-y-3 rounded-xl border border-slate-200 p-5 text-sm dark:border-slate-800">
        <div>
          <dt className="font-semibold">Headquarters</dt>
          <dd className="text-slate-700 dark:text-slate-300">{brand.hq}</dd>
        </div>
        <div>
          <dt className="font-semibold">Website</dt>
          <dd>
            <a
              href={brand.website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline underline-offset-2 dark:text-brand-100"
            >
              {websiteLabel(brand.website)}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Contact</dt>
          <dd>
            <a
              href={`mailto:${brand.contactEmail}`}
              className="break-all text-brand-700 underline underline-offset-2 dark:text-brand-100"
            >
              {brand.contactEmail}
            </a>
          </dd>
        </div>
        {brand.founded ? (
          <div>
            <dt className="font-semibold">Founded</dt>
            <dd className="text-slate-700 dark:text-slate-300">{brand.founded}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

export function BrandEvents({
  brand,
  events,
}: {
  brand: Pick<BrandDetailView["brand"], "name">;
  events: BrandDetailView["events"];
}) {
  return (
    <section aria-labelledby="brand-events" data-testid="brand-events">
      <h2 id="brand-events" className="text-2xl font-bold tracking-tight">
        Upcoming events
      </h2>
      {events.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          No upcoming events from {brand.name}.{" "}
          <Link to="/events" className="font-semibold text-brand-700 underline dark:text-brand-100">
            See all events
          </Link>
        </p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {events.map((event) => (
            <li key={event.id} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
                {event.typeLabel}
              </p>
              <h3 className="mt-1 text-lg font-semibold">
                <Link to={event.href} className="hover:underline">
                  {event.name}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                <time dateTime={event.startsAt}>{event.startsAtText}</time>
              </p>
              <p className="mt-2 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{event.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
