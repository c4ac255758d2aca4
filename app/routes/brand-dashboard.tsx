import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { BrandAnalyticsSummary, BrandAnalyticsView } from "~/components/analytics/BrandAnalyticsView";
import { FormAlert } from "~/components/auth/fields";
import { EmptyState, Panel, StatCard, TabNav } from "~/components/dashboard/DashboardShell";
import { BrandProductList } from "~/components/product-editor/BrandProductList";
import { DashboardHeader, ProfileSummary } from "~/components/dashboard/ProfileSummary";
import { BRAND_TABS, readTab } from "~/modules/accounts/dashboard";
import { getBrandData, getDashboardProfile } from "~/modules/accounts/dashboard.server";
import { getBrandAnalytics } from "~/modules/analytics/brand-analytics.server";
import { readPeriod } from "~/modules/analytics/periods";
import { requireRole } from "~/modules/auth/session.server";
import { BrandCampaignsPanel } from "~/components/campaigns/BrandCampaignsPanel";
import { listCampaigns } from "~/modules/campaigns/campaigns.server";
import { listBrandProducts, readBrandListParams } from "~/modules/product-editor/brand-products.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Brand Dashboard | LabMarket" },
  {
    name: "description",
    content: "Your LabMarket brand dashboard: company profile, products and expert collaborations.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand"]);
  const url = requestUrl(request);
  const tab = readTab(BRAND_TABS, url.searchParams.get("tab"));
  const profile = await getDashboardProfile(user.id);
  const brand = await getBrandData(profile?.brandId ?? null);
  const analytics =
    brand && (tab === "overview" || tab === "analytics")
      ? await getBrandAnalytics(brand.id, tab === "analytics" ? readPeriod(url.searchParams.get("days")) : 30)
      : null;
  const productList =
    tab === "products" && brand ? await listBrandProducts(brand.id, readBrandListParams(url.searchParams)) : null;
  const campaigns =
    tab === "collaborations" && brand
      ? await listCampaigns({ kind: "brand", brandId: brand.id }, Number(url.searchParams.get("page")))
      : null;
  return { tab, profile, brand, analytics, productList, campaigns };
}

export default function BrandDashboard() {
  const { tab, profile, brand, analytics, productList, campaigns } = useLoaderData<typeof loader>();
  if (!profile) return <FormAlert message="Could not load profile." />;
  const notLinked = (
    <EmptyState>
      Your account is not linked to a brand page yet ({profile.companyName ?? "company not set"}). Our team links it
      when your account is approved.
    </EmptyState>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <DashboardHeader
        name={profile.fullName}
        role={profile.role}
        avatarUrl={profile.avatarUrl}
        title="Brand Dashboard"
      />
      <TabNav base="/brand-dashboard" tabs={BRAND_TABS} active={tab} label="Brand dashboard sections" />
      <p className="mt-4 text-sm">
        <Link
          to="/brand/inbox"
          className="font-semibold text-brand-700 underline dark:text-brand-100"
          data-testid="brand-inbox-link"
        >
          Inquiries & Quotes: open your inbox
        </Link>
        {" · "}
        <Link
          to="/brand-dashboard/orders"
          className="font-semibold text-brand-700 underline dark:text-brand-100"
          data-testid="brand-orders-link"
        >
          Orders to fulfil
        </Link>
        {" · "}
        <Link
          to="/brand-dashboard/invoices"
          className="font-semibold text-brand-700 underline dark:text-brand-100"
          data-testid="brand-invoices-link"
        >
          Invoices
        </Link>
        {" · "}
        <Link
          to="/brand-dashboard/pricing"
          className="font-semibold text-brand-700 underline dark:text-brand-100"
          data-testid="brand-pricing-link"
        >
          Pricing
        </Link>
      </p>
      {tab === "overview" ? (
        brand ? (
          <>
            <div className="mt-6 grid gap-4 sm:grid-cols-3">
              <StatCard label="Products in the store" value={brand.products.length} testId="brand-product-count" />
              <StatCard label="Demos" value={brand.demoCount} />
              <StatCard label="Expert collaborations" value={brand.experts.length} />
            </div>
            {analytics ? (
              <Panel
                title="Last 30 days"
                action={
                  <Link
                    to="/brand-dashboard?tab=analytics"
                    className="text-sm font-semibold text-brand-700 underline dark:text-brand-100"
                  >
                    All analytics
                  </Link>
                }
              >
                <BrandAnalyticsSummary analytics={analytics} />
              </Panel>
            ) : null}
            <Panel title={brand.name}>
              <Link
                to={`/shop/brands/${brand.id}`}
                className="font-semibold text-brand-700 underline dark:text-brand-100"
              >
                View your public brand page
              </Link>
            </Panel>
          </>
        ) : (
          <Panel title="Welcome">{notLinked}</Panel>
        )
      ) : null}
      {tab === "company" ? (
        <Panel title="Company Profile">
          <ProfileSummary
            items={[
              { label: "Company name", value: profile.companyName },
              { label: "Contact", value: `${profile.fullName}${profile.jobTitle ? `, ${profile.jobTitle}` : ""}` },
              { label: "Email", value: profile.user.email },
              { label: "Phone", value: profile.phoneNumber },
              { label: "Country", value: profile.country },
              { label: "Website", value: profile.companyWebsite },
              { label: "Products to showcase", value: profile.productsToShowcase },
              { label: "Headquarters", value: brand?.hq },
            ]}
          />
        </Panel>
      ) : null}
      {tab === "products" ? (
        <Panel title="Product Management">{productList ? <BrandProductList list={productList} /> : notLinked}</Panel>
      ) : null}
      {tab === "analytics" ? (
        <Panel title="Analytics">{analytics ? <BrandAnalyticsView analytics={analytics} /> : notLinked}</Panel>
      ) : null}
      {tab === "collaborations" ? (
        <BrandCampaignsPanel campaigns={campaigns} experts={brand?.experts ?? []} notLinked={notLinked} />
      ) : null}
    </div>
  );
}
