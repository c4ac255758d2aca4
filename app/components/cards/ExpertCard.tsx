import { Link } from "react-router";
import {
  EXPERT_TAG_LABELS,
  formatCount,
  formatRating,
  isExpertTag,
  type ExpertCardData,
} from "~/modules/experts/experts";
import { CardHeading } from "./Heading";

/** An expert ("influencer") card linking to /influencer/{id}; optionally with 'View Curated Products'. */
export function ExpertCard({
  expert,
  headingLevel = 3,
  showCurated = false,
  lazy = true,
}: {
  expert: ExpertCardData;
  headingLevel?: 2 | 3 | 4;
  showCurated?: boolean;
  lazy?: boolean;
}) {
  const profile = `/influencer/${expert.id}`;
  return (
    <article
      data-testid="expert-card"
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center gap-4">
        <img
          src={expert.avatarUrl}
          alt=""
          width={64}
          height={64}
          loading={lazy ? "lazy" : undefined}
          className="h-16 w-16 shrink-0 rounded-full bg-slate-100 object-cover dark:bg-slate-800"
        />
        <div className="min-w-0">
          <CardHeading level={headingLevel} className="text-lg font-semibold leading-tight">
            <Link
              to={profile}
              prefetch="intent"
              className="hover:text-brand-700 hover:underline dark:hover:text-brand-100"
            >
              {expert.name}
            </Link>
          </CardHeading>
          <p className="text-sm font-medium text-brand-700 dark:text-brand-100">{expert.type}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{expert.company}</p>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{expert.specialty}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
        <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-400">Followers</dt>
          <dd className="font-semibold">{formatCount(expert.followers)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-400">Views</dt>
          <dd className="font-semibold">{formatCount(expert.totalViews)}</dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800">
          <dt className="text-xs text-slate-600 dark:text-slate-400">Rating</dt>
          <dd className="font-semibold">
            <span aria-hidden="true" className="text-amber-600 dark:text-amber-400">
              ★{" "}
            </span>
            {formatRating(expert.rating)}
          </dd>
        </div>
      </dl>
      {expert.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
          {expert.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-900 dark:text-brand-100"
            >
              {isExpertTag(tag) ? EXPERT_TAG_LABELS[tag] : tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link
          to={profile}
          prefetch="intent"
          className="rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          aria-label={`View profile of ${expert.name}`}
        >
          View Profile
        </Link>
        {showCurated ? (
          <Link
            to={`${profile}/products`}
            className="rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:border-brand-500 dark:text-brand-100 dark:hover:bg-slate-800"
            aria-label={`View curated products of ${expert.name}`}
          >
            View Curated Products
          </Link>
        ) : null}
      </div>
    </article>
  );
}
