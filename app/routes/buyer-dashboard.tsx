import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { inputClass } from "~/components/auth/fields";
import { EmptyState, Panel, StatCard, TabNav } from "~/components/dashboard/DashboardShell";
import { ProductGrid } from "~/components/dashboard/ProductList";
import { DashboardHeader, ProfileSummary } from "~/components/dashboard/ProfileSummary";
import { FormAlert } from "~/components/auth/fields";
import { addToCompare, BUYER_TABS, readCompareIds, readTab } from "~/modules/accounts/dashboard";
import { getBuyerOverview, getCompareData, getDashboardProfile, getRecommendations } from "~/modules/accounts/dashboard.server";
import { listOrdersForUser } from "~/modules/orders/orders.server";
import { requireRole } from "~/modules/auth/session.server";
import { BuyerOrders } from "~/components/dashboard/BuyerOrders";

export const meta: MetaFunction = () => [
  { title: "Buyer Dashboard | LabMarket" },
  { name: "description", content: "Your LabMarket buyer dashboard: orders, recommendations, product comparison and profile." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["buyer"]);
  const url = new URL(request.url);
  const tab = readTab(BUYER_TABS, url.searchParams.get("tab"));
  const profile = await getDashboardProfile(user.id);
  const base = { tab, profile, overview: null, recommendations: null, compare: null, orders: null, compareFull: false };
  switch (tab) {
    case "overview":
      return { ...base, overview: await getBuyerOverview(user.id) };
    case "recommendations":
      return { ...base, recommendations: await getRecommendations() };
    case "compare": {
      let ids = readCompareIds(url.searchParams.get("compare"));
      const add = url.searchParams.get("add");
      let compareFull = false;
      if (add && /^[A-Za-z0-9_-]{1,64}$/.test(add)) ({ ids, full: compareFull } = addToCompare(ids, add));
      return { ...base, compare: { ids, ...(await getCompareData(ids)) }, compareFull };
    }
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
      <DashboardHeader name={profile.fullName} role={profile.role} avatarUrl={profile.avatarUrl} title="Buyer Dashboard" />
      <TabNav base="/buyer-dashboard" tabs={BUYER_TABS} active={data.tab} label="Buyer dashboard sections" />
      {data.tab === "overview" && data.overview ? (
        <>
          <div className="mt-6 grid gap-4 sm:grid-cols-3">
            <StatCard label="Paid orders" value={data.overview.orders} testId="buyer-orders-count" />
            <StatCard label="Last order" value={data.overview.lastOrderAt ? data.overview.lastOrderAt.slice(0, 10) : "—"} />
            <StatCard label="Interests" value={profile.interests.length} />
          </div>
          <Panel title="Get started">
            <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
              <li>
                <Link to="/store" className="text-brand-700 underline dark:text-brand-100">Shop the online store</Link>
              </li>
              <li>
                <Link to="/demo" className="text-brand-700 underline dark:text-brand-100">Watch live and recorded demos</Link>
              </li>
              <li>
                <Link to="/buyer-dashboard?tab=compare" className="text-brand-700 underline dark:text-brand-100">Compare up to 3 products</Link>
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
          <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">Products our experts feature most, from the online store.</p>
          {data.recommendations.length ? <ProductGrid products={data.recommendations} /> : <EmptyState>No featured products yet.</EmptyState>}
        </Panel>
      ) : null}
      {data.tab === "compare" && data.compare ? <Compare compare={data.compare} full={data.compareFull} /> : null}
      {data.tab === "orders" ? (
        <Panel title="Order History">
          <BuyerOrders orders={data.orders} />
        </Panel>
      ) : null}
    </div>
  );
}

type CompareData = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["compare"]>;

function Compare({ compare, full }: { compare: CompareData; full: boolean }) {
  const list = compare.ids.join(",");
  const without = (id: string) => compare.ids.filter((x) => x !== id).join(",");
  return (
    <Panel title="Compare Products">
      {full ? <FormAlert title="Comparison full" message="Please remove a product to add another." /> : null}
      <Form method="get" action="/buyer-dashboard" className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="compare" />
        {list ? <input type="hidden" name="compare" value={list} /> : null}
        <div className="min-w-64 flex-1">
          <label htmlFor="compare-add" className="block text-sm font-medium">
            Add a product ({compare.ids.length} of 3 slots used)
          </label>
          <select id="compare-add" name="add" className={inputClass} defaultValue="">
            <option value="" disabled>
              Choose a product
            </option>
            {compare.options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          Add to comparison
        </button>
      </Form>
      <div className="mt-6 grid gap-4 md:grid-cols-3" data-testid="compare-slots">
        {[0, 1, 2].map((slot) => {
          const p = compare.chosen[slot];
          if (!p) {
            return (
              <div key={slot} className="grid min-h-40 place-items-center rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300">
                Empty slot
              </div>
            );
          }
          return (
            <div key={p.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="compare-slot">
              <h3 className="font-semibold">
                <Link to={`/store/product/${p.id}`} className="hover:underline">{p.title}</Link>
              </h3>
              <dl className="mt-2 space-y-1 text-sm">
                <div><dt className="inline text-slate-600 dark:text-slate-400">Price: </dt><dd className="inline">{p.price ?? "—"}</dd></div>
                <div><dt className="inline text-slate-600 dark:text-slate-400">Brand: </dt><dd className="inline">{p.brand ?? "—"}</dd></div>
                <div><dt className="inline text-slate-600 dark:text-slate-400">Category: </dt><dd className="inline">{p.category ?? "—"}</dd></div>
                <div><dt className="inline text-slate-600 dark:text-slate-400">Rating: </dt><dd className="inline">★ {p.rating.toFixed(1)} ({p.reviewCount} reviews)</dd></div>
              </dl>
              <Link
                to={`/buyer-dashboard?tab=compare${without(p.id) ? `&compare=${without(p.id)}` : ""}`}
                className="mt-3 inline-block text-sm font-semibold text-red-700 underline dark:text-red-400"
              >
                Remove
              </Link>
            </div>
          );
        })}
      </div>
    </Panel>
  );
}
