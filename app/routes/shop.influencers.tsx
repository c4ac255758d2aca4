import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "react-router";
import { ExpertCard } from "~/components/cards/ExpertCard";
import {
  EXPERT_TAGS,
  EXPERT_TAG_LABELS,
  expertListHref,
  MAX_QUERY_LENGTH,
  parseExpertFilters,
} from "~/modules/experts/experts";
import { listExperts } from "~/modules/experts/experts.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Shop by Expert | LabMarket" },
  {
    name: "description",
    content:
      "Find verified industry experts in biotech, pharma and diagnostics, and shop the lab equipment they use and recommend.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const filters = parseExpertFilters(requestUrl(request).searchParams);
  return { filters, experts: await listExperts(filters) };
}

export default function ShopByInfluencer() {
  const { filters, experts } = useLoaderData<typeof loader>();
  const basePath = useLocation().pathname.startsWith("/shop-by-influencer")
    ? "/shop-by-influencer"
    : "/shop/influencers";
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === basePath;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">Shop by Expert</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-400">
        Discover verified scientists and lab leaders, watch their demos and shop the products they trust.
      </p>

      <Form method="get" action={basePath} role="search" className="mt-8 flex flex-wrap gap-3" preventScrollReset>
        <label htmlFor="expert-search" className="sr-only">
          Search experts by name or specialty
        </label>
        <input
          id="expert-search"
          type="search"
          name="q"
          defaultValue={filters.q}
          key={filters.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="Search by name or specialty"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-500/40 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        {filters.tag !== "all" ? <input type="hidden" name="tag" value={filters.tag} /> : null}
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          disabled={searching}
        >
          {searching ? "Searching…" : "Search"}
        </button>
      </Form>

      <nav aria-label="Filter experts" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {EXPERT_TAGS.map((tag) => {
            const active = tag === filters.tag;
            return (
              <li key={tag}>
                <Link
                  to={expertListHref({ q: filters.q, tag }, basePath)}
                  preventScrollReset
                  aria-current={active ? "page" : undefined}
                  className={`block rounded-full px-4 py-1.5 text-sm font-semibold ${
                    active
                      ? "bg-brand-600 text-white"
                      : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700"
                  }`}
                >
                  {EXPERT_TAG_LABELS[tag]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {experts.length === 1 ? "1 expert" : `${experts.length} experts`}
        {filters.q ? ` matching “${filters.q}”` : ""}
      </p>

      {experts.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">No experts found</p>
          <p className="mt-2 text-slate-600 dark:text-slate-400">Try another search or filter.</p>
          <Link to={basePath} className="mt-4 inline-block font-semibold text-brand-700 underline dark:text-brand-100">
            Show all experts
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {experts.map((expert, index) => (
            <li key={expert.id}>
              <ExpertCard expert={expert} headingLevel={2} showCurated lazy={index > 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
