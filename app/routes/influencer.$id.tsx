import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { ExpertMessageForm, FollowerStat, FollowExpertButton } from "~/components/cards/ExpertActions";
import { notFoundBoundary } from "~/components/cards/NotFoundPanel";
import { ExpertBrands, ExpertDemoLinks, ExpertFeaturedPick } from "~/components/experts/ExpertProfileSections";
import { getOptionalUserId } from "~/modules/auth/session.server";
import { EXPERT_TAG_LABELS, formatCount, formatRating, isExpertTag, parseExpertId } from "~/modules/experts/experts";
import { handleExpertAction } from "~/modules/experts/engagement.server";
import { getExpertProfile } from "~/modules/experts/experts.server";
import { expertRef, formatRef, productHref } from "~/modules/attribution/ref";

export const meta: MetaFunction<typeof loader> = ({ loaderData: data }) =>
  data
    ? [
        { title: `${data.expert.name} | LabMarket` },
        {
          name: "description",
          content: `${data.expert.name}, ${data.expert.specialty}. ${data.expert.bio}`.slice(0, 160),
        },
      ]
    : [
        { title: "Expert not found | LabMarket" },
        { name: "description", content: "This expert profile does not exist. Browse all experts on LabMarket." },
      ];

export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseExpertId(params.id);
  const expert = id === null ? null : await getExpertProfile(id, await getOptionalUserId(request));
  // Unlike the prototype (which fell back to expert 1), an unknown expert is a real 404.
  if (!expert) throw new Response("Expert not found", { status: 404 });
  return { expert };
}

/** Follow, Unfollow and Message. */
export async function action({ params, request }: ActionFunctionArgs) {
  const id = parseExpertId(params.id);
  if (id === null) throw new Response("Expert not found", { status: 404 });
  return handleExpertAction(request, id);
}

const primary = "rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700";
const secondary =
  "rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800";

export default function InfluencerProfile() {
  const { expert } = useLoaderData<typeof loader>();
  const firstDemo = expert.demos[0];
  const product = expert.featuredProduct;
  // Product links from this page carry ?ref=expert-<id> (ADR 030).
  const ref = expertRef(expert.id);
  const stats = [
    { label: "Total views", value: formatCount(expert.totalViews) },
    { label: "Rating", value: formatRating(expert.rating) },
    { label: "Demos", value: String(expert.demos.length) },
  ];
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to="/shop/influencers" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100">
        <span aria-hidden="true">←</span> All experts
      </Link>

      <section className="mt-6 flex flex-col gap-8 rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-6 sm:p-10 md:flex-row dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <img
          src={expert.avatarUrl}
          alt={`Portrait of ${expert.name}`}
          width={160}
          height={160}
          className="h-32 w-32 shrink-0 rounded-full border-4 border-white bg-slate-100 object-cover shadow md:h-40 md:w-40 dark:border-slate-800"
        />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-100">
            {expert.type}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{expert.name}</h1>
          <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{expert.specialty}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {expert.company} · {expert.location}
          </p>
          {expert.tags.length > 0 ? (
            <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
              {expert.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`/shop/influencers?tag=${encodeURIComponent(tag)}`}
                    className="block rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900 hover:underline dark:bg-brand-900 dark:text-brand-100"
                  >
                    {isExpertTag(tag) ? EXPERT_TAG_LABELS[tag] : tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            {expert.viewer.isSelf ? (
              <Link to="/influencer-dashboard/inbox" className={primary}>
                Open your inbox
              </Link>
            ) : (
              <>
                <FollowExpertButton
                  expertId={expert.id}
                  name={expert.name}
                  following={expert.viewer.following}
                  signedIn={expert.viewer.signedIn}
                />
                <Link to="#message" className={secondary}>
                  Message
                </Link>
              </>
            )}
            <Link to={firstDemo ? `/demo/${firstDemo.id}` : "/demo"} className={primary}>
              Watch Demo
            </Link>
            {product ? (
              <Link to={productHref(product.id, ref)} className={primary} aria-label={`Buy Now: ${product.title}`}>
                Buy Now
              </Link>
            ) : null}
            <Link
              to={
                product
                  ? `/quotes/new?${new URLSearchParams({ product: product.id, ref: formatRef(ref) })}`
                  : "/contact?tab=quote"
              }
              className={secondary}
            >
              Request a Quote
            </Link>
            <Link to={`/influencer/${expert.id}/products`} className={secondary}>
              View Curated Products
            </Link>
          </div>
        </div>
      </section>

      <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4" data-testid="expert-stats">
        <FollowerStat expertId={expert.id} followers={expert.followers} following={expert.viewer.following} />
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl border border-slate-200 p-4 text-center dark:border-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="about-expert" className="lg:col-span-2">
          <h2 id="about-expert" className="text-2xl font-bold tracking-tight">
            About
          </h2>
          <p className="mt-3 leading-7 text-slate-700 dark:text-slate-300">{expert.bio}</p>

          <ExpertDemoLinks expert={expert} />
        </section>

        <aside className="space-y-6">
          {expert.viewer.isSelf ? null : (
            <ExpertMessageForm expertId={expert.id} name={expert.name} signedIn={expert.viewer.signedIn} />
          )}
          <ExpertBrands brands={expert.brands} />
          {product ? <ExpertFeaturedPick expert={expert} product={product} attribution={ref} /> : null}
        </aside>
      </div>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary({
  title: "Expert not found",
  message: "We couldn't find this expert. The profile may have been removed, or the link is wrong.",
  link: { to: "/shop/influencers", label: "Browse all experts" },
});
