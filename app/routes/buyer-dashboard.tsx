import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { EmptyState, Panel, StatCard, TabNav } from "~/components/dashboard/DashboardShell";
import { DashboardHeader, ProfileSummary } from "~/components/dashboard/ProfileSummary";
import { FormAlert } from "~/components/auth/fields";
import { BUYER_TABS, readTab } from "~/modules/accounts/dashboard";
import { getBuyerOverview, getDashboardProfile } from "~/modules/accounts/dashboard.server";
import { getBuyerRecommendations } from "~/modules/recommendations/buyer.server";
import { RecommendationList } from "~/components/recommendations/RecommendationList";
import { getComparisonView } from "~/modules/compare/compare.server";
import { listSavedDemos } from "~/modules/demos/engagement.server";
import { readTimeZone } from "~/utils/cookies.server";
import { CompareTable } from "~/components/compare/CompareTable";
import { DemoCard } from "~/components/cards/DemoCard";
import { SaveDemoButton } from "~/components/cards/DemoActions";
import { OrderHistory } from "~/components/orders/OrderHistory";
import { listOrdersForUser } from "~/modules/orders/orders.server";
import { requireRole } from "~/modules/auth/session.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Buyer Dashboard | LabMarket" },
  {
    name: "description",
    content: "Your LabMarket buyer dashboard: orders, recommendations, product comparison and profile.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["buyer"]);
  const url = requestUrl(request);
  const tab = readTab(BUYER_TABS, url.searchParams.get("tab"));
  const profile = await getDashboardProfile(user.id);
  const timeZone = readTimeZone(request);
  const base = {
    tab,
    profile,
    timeZone,
    overview: null,
    recommendations: null,
    compare: null,
    orders: null,
    saved: null,
  };
  switch (tab) {
    case "overview":
      return { ...base, overview: await getBuyerOverview(user.id) };
    case "recommendations":
      return { ...base, recommendations: await getBuyerRecommendations(user.id) };
    case "compare":
      return { ...base, compare: await getComparisonView(request) };
    case "saved":
      return { ...base, saved: await listSavedDemos(user.id, timeZone) };
    case "orders":
      return { ...base, orders: await listOrdersForUser(user.id) };
    default:
      return base;
  }
}

export default function BuyerDashboard() {
  const data = useLoaderData<typeof loader>();
  const profile = data.profile;
  if (!profile) return <FormAlert message="Could not load profile." />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <DashboardHeader
        name={profile.fullName}
        role={profile.role}
        avatarUrl={profile.avatarUrl}
        title="Buyer Dashboard"
      />
      <TabNav base="/buyer-dashboard" tabs={BUYER_TABS} active={data.tab} label="Buyer dashboard sections" />
      {data.tab === "overview" && data.overview ? (
        <>
          <div className="mt-6 grid gap-4 sm:grid-cols-3">
            <StatCard label="Paid orders" value={data.overview.orders} testId="buyer-orders-count" />
            <StatCard
              label="Last order"
              value={data.overview.lastOrderAt ? data.overview.lastOrderAt.slice(0, 10) : "—"}
            />
            <StatCard label="Interests" value={profile.interests.length} />
          </div>
          <Panel title="Get started">
            <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              <li>
                <Link to="/store" className="text-brand-700 underline dark:text-brand-100">
                  Shop the online store
                </Link>
              </li>
              <li>
                <Link to="/finder" className="text-brand-700 underline dark:text-brand-100">
                  Describe what you need to the Product Finder
                </Link>
              </li>
              <li>
                <Link to="/demo" className="text-brand-700 underline dark:text-brand-100">
                  Watch live and recorded demos
                </Link>
              </li>
              <li>
                <Link to="/buyer-dashboard?tab=compare" className="text-brand-700 underline dark:text-brand-100">
                  Compare up to 3 products
                </Link>
              </li>
              <li>
                <Link to="/quotes" className="text-brand-700 underline dark:text-brand-100">
                  My quotes
                </Link>
              </li>
              <li>
                <Link to="/organisation" className="text-brand-700 underline dark:text-brand-100">
                  My organisation
                </Link>{" "}
                (buy together with your lab or company)
              </li>
              <li>
                <Link to="/lists" className="text-brand-700 underline dark:text-brand-100">
                  My lists
                </Link>{" "}
                (reorder a whole list in one click)
              </li>
            </ul>
          </Panel>
        </>
      ) : null}
      {data.tab === "profile" ? (
        <Panel title="Profile">
          <ProfileSummary
            items={[
              { label: "Full name", value: profile.fullName },
              { label: "Email", value: profile.user.email },
              { label: "Company", value: profile.companyName },
              { label: "Country", value: profile.country },
              { label: "Phone", value: profile.phoneNumber },
              { label: "Interests", value: profile.interests.join(", ") },
            ]}
          />
        </Panel>
      ) : null}
      {data.tab === "recommendations" && data.recommendations ? (
        <Panel title="Recommended for you">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Picked from what you viewed, compared, asked quotes for and ordered, the brands and experts you follow, the
            demos you saved and the interests in your profile. Each product says why.
          </p>
          {data.recommendations.items.length ? (
            <RecommendationList items={data.recommendations.items} testId="buyer-recommendations" />
          ) : (
            <EmptyState>
              Nothing to recommend yet. Add interests to your profile, or browse the{" "}
              <Link to="/store" className="text-brand-700 underline dark:text-brand-100">
                store
              </Link>
              .
            </EmptyState>
          )}
        </Panel>
      ) : null}
      {data.tab === "compare" && data.compare ? (
        <Panel title="Compare Products">
          {data.compare.products.length ? (
            <CompareTable {...data.compare} />
          ) : (
            <EmptyState>
              Nothing to compare yet. Use “Compare” on products in the{" "}
              <Link to="/shop/products" className="text-brand-700 underline dark:text-brand-100">
                marketplace
              </Link>{" "}
              (up to 3).
            </EmptyState>
          )}
        </Panel>
      ) : null}
      {data.tab === "saved" && data.saved ? (
        <Panel title="Saved Products">
          {data.saved.length ? (
            <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="saved-demos">
              {data.saved.map((demo) => (
                <li key={demo.id} className="space-y-2">
                  <DemoCard demo={demo} />
                  <SaveDemoButton demo={demo} saved />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState>
              You have not saved any demos yet. Save one from the{" "}
              <Link to="/demo" className="text-brand-700 underline dark:text-brand-100">
                live demos
              </Link>{" "}
              page.
            </EmptyState>
          )}
        </Panel>
      ) : null}
      {data.tab === "orders" && data.orders ? (
        <Panel title="Order History">
          <OrderHistory orders={data.orders} timeZone={data.timeZone} headingLevel={3} />
        </Panel>
      ) : null}
    </div>
  );
}
