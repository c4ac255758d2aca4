// A demo page's side column: when, how long, audience and rating; then who hosts it (the expert, the brand).
import { Link } from "react-router";
import { describeViewers, formatDuration } from "~/modules/demos/demos";
import type { DemoPageData } from "~/modules/demos/demos.server";
import { formatRating } from "~/modules/experts/experts";

export function DemoDetails({
  demo,
  startsAtText,
  rating,
  expert,
  brand,
  liveRoomOpen = false,
}: Pick<DemoPageData, "demo" | "startsAtText" | "rating" | "expert" | "brand"> & {
  /** The live room is on the page with its own "N watching" (who is really there): no second, stored figure here. */
  liveRoomOpen?: boolean;
}) {
  const viewers = liveRoomOpen && demo.status === "live" ? null : describeViewers(demo.status, demo.viewers);
  return (
    <aside className="space-y-6">
      <section aria-labelledby="demo-facts" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
        <h2 id="demo-facts" className="font-semibold">
          Details
        </h2>
        <dl className="mt-3 space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600 dark:text-slate-400">{demo.status === "upcoming" ? "Starts" : "Date"}</dt>
            <dd className="text-right">
              <time dateTime={demo.startsAt}>{startsAtText}</time>
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600 dark:text-slate-400">Duration</dt>
            <dd>{formatDuration(demo.durationMinutes)}</dd>
          </div>
          {viewers ? (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">Audience</dt>
              <dd>{viewers}</dd>
            </div>
          ) : null}
          {rating > 0 ? (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600 dark:text-slate-400">Rating</dt>
              <dd>
                <span aria-hidden="true" className="text-amber-600 dark:text-amber-400">
                  ★{" "}
                </span>
                {formatRating(rating)}
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="demo-host" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
        <h2 id="demo-host" className="font-semibold">
          Hosted by
        </h2>
        <ul className="mt-3 space-y-4">
          {expert ? (
            <li className="flex items-center gap-3">
              <img
                src={expert.avatarUrl}
                alt=""
                width={48}
                height={48}
                className="h-12 w-12 rounded-full bg-slate-100"
              />
              <div>
                <Link
                  to={`/influencer/${expert.id}`}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
                >
                  {expert.name}
                </Link>
                <p className="text-sm text-slate-600 dark:text-slate-400">{expert.specialty}</p>
              </div>
            </li>
          ) : null}
          {brand ? (
            <li className="flex flex-wrap items-center gap-3">
              <img
                src={brand.logoUrl}
                alt=""
                width={120}
                height={40}
                className="h-10 w-[7.5rem] shrink-0 rounded-md border border-slate-200 bg-white object-contain dark:border-slate-700"
              />
              <div>
                <Link
                  to={`/shop/brands/${brand.id}`}
                  className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
                >
                  {brand.name}
                </Link>
                <p className="text-sm text-slate-600 dark:text-slate-400">{expert ? "Partner brand" : brand.tagline}</p>
              </div>
            </li>
          ) : null}
          {!expert && !brand ? <li className="text-sm">{demo.creatorName}</li> : null}
        </ul>
      </section>
    </aside>
  );
}
