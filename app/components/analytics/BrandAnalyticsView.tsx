import { Link } from "react-router";
import { DailyChart } from "~/components/charts/DailyChart";
import { ChangeBadge, PeriodNav } from "~/components/charts/PeriodNav";
import { StatCard } from "~/components/dashboard/DashboardShell";
import type { BrandAnalytics, MetricSummary } from "~/modules/analytics/brand-analytics";

function Metric({ label, metric, testId }: { label: string; metric: MetricSummary; testId: string }) {
  return (
    <StatCard
      label={label}
      testId={testId}
      value={
        <span className="flex flex-wrap items-baseline gap-x-2">
          {metric.total.toLocaleString("en-US")}
          <ChangeBadge change={metric.change} none={metric.previous === 0 ? "nothing before" : "—"} />
        </span>
      }
    />
  );
}

/** Totals of the period with their change against the period before (the Overview tab shows just these). */
export function BrandAnalyticsSummary({ analytics }: { analytics: BrandAnalytics }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="brand-analytics-summary">
      <Metric label={`Product views, ${analytics.period} days`} metric={analytics.views} testId="analytics-views" />
      <Metric label="Added to cart" metric={analytics.addsToCart} testId="analytics-adds" />
      <Metric label="Quote requests" metric={analytics.quoteRequests} testId="analytics-quotes" />
      <Metric label="Product orders" metric={analytics.orders} testId="analytics-orders" />
      {analytics.revenue.length === 0 ? (
        <StatCard label="Revenue" value="—" testId="analytics-revenue" />
      ) : (
        analytics.revenue.map((r) => (
          <StatCard
            key={r.currencyCode}
            label={`Revenue (${r.currencyCode.toUpperCase()})`}
            testId={`analytics-revenue-${r.currencyCode}`}
            value={
              <span className="flex flex-wrap items-baseline gap-x-2">
                {r.total}
                <ChangeBadge change={r.change} />
              </span>
            }
          />
        ))
      )}
    </div>
  );
}

export function BrandAnalyticsView({ analytics }: { analytics: BrandAnalytics }) {
  const { days } = analytics;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PeriodNav current={analytics.period} hrefFor={(days) => `/brand-dashboard?tab=analytics&days=${days}`} />
        <a
          href={`/brand-dashboard/analytics.csv?days=${analytics.period}`}
          download
          className="text-sm font-semibold text-brand-700 underline dark:text-brand-100"
          data-testid="analytics-csv"
        >
          Download CSV ({analytics.period} days, per product and day)
        </a>
      </div>
      <BrandAnalyticsSummary analytics={analytics} />
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="analytics-conversion">
        Conversion: {analytics.viewToCartPercent ?? "—"}
        {analytics.viewToCartPercent !== null ? "%" : ""} of product views led to an add to cart,{" "}
        {analytics.viewToOrderPercent ?? "—"}
        {analytics.viewToOrderPercent !== null ? "%" : ""} to an order. A product order is a paid order that holds the
        product; an order with two of your products counts for each. Views by search engines and link previews are not
        counted.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <DailyChart title="Product views" days={days} values={analytics.views.daily} testId="chart-views" />
        <DailyChart title="Added to cart" days={days} values={analytics.addsToCart.daily} testId="chart-adds" />
        <DailyChart title="Quote requests" days={days} values={analytics.quoteRequests.daily} testId="chart-quotes" />
        <DailyChart title="Product orders" days={days} values={analytics.orders.daily} testId="chart-orders" />
        {analytics.revenue.map((r) => (
          <DailyChart
            key={r.currencyCode}
            title={`Revenue (${r.currencyCode.toUpperCase()})`}
            days={days}
            values={r.daily.map((cents) => Math.round(cents / 100))}
            format={(value) => `${value.toLocaleString("en-US")} ${r.currencyCode.toUpperCase()}`}
            testId={`chart-revenue-${r.currencyCode}`}
          />
        ))}
      </div>
      <section>
        <h3 className="font-semibold">Top products</h3>
        {analytics.topProducts.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">No product activity in this period yet.</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="stack-table w-full min-w-[36rem] text-left text-sm" data-testid="analytics-top-products">
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Product
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Views
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Added to cart
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Quotes
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Orders
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {analytics.topProducts.map((p) => (
                  <tr key={p.id} className="border-b border-slate-100 dark:border-slate-800">
                    <td className="py-2 pr-3" data-label="Product">
                      <Link to={`/store/product/${p.id}`} className="text-brand-700 underline dark:text-brand-100">
                        {p.title}
                      </Link>
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums" data-label="Views">
                      {p.views.toLocaleString("en-US")}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums" data-label="Added to cart">
                      {p.addsToCart.toLocaleString("en-US")}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums" data-label="Quotes">
                      {p.quoteRequests.toLocaleString("en-US")}
                    </td>
                    <td className="py-2 pr-3 text-right tabular-nums" data-label="Orders">
                      {p.orders.toLocaleString("en-US")}
                    </td>
                    <td className="py-2 text-right tabular-nums" data-label="Revenue">
                      {p.revenue}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
