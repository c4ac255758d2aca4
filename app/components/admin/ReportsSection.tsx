// Admin › Reports & Analytics (issue 11): the marketplace's figures over 7/30/90 days, as cards, SVG charts with
// data tables, and a CSV of the daily figures.
import { Link } from "react-router";
import { DailyChart } from "~/components/charts/DailyChart";
import { ChangeBadge, PeriodNav } from "~/components/charts/PeriodNav";
import { Panel, StatCard } from "~/components/dashboard/DashboardShell";
import { roleLabel } from "~/modules/accounts/roles";
import type { ReportsSectionData } from "~/modules/admin/reports.server";

const percent = (value: number | null) => (value === null ? "—" : `${value}%`);
const cell = "py-2 pr-3";
const number = `${cell} text-right tabular-nums`;

export function ReportsSection({ data }: { data: ReportsSectionData }) {
  const { days } = data;
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg text-slate-700 dark:text-slate-300">Reports & Analytics</h2>
        <PeriodNav
          label="Report period"
          current={data.period}
          hrefFor={(days) => `/admin?section=reports&days=${days}`}
        />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="reports-summary">
        <StatCard
          label={`Sign-ups, ${data.period} days`}
          testId="report-signups"
          value={
            <span className="flex flex-wrap items-baseline gap-x-2">
              {data.signups.total.toLocaleString("en-US")} <ChangeBadge change={data.signups.change} />
            </span>
          }
        />
        <StatCard
          label="Accounts approved"
          testId="report-approvals"
          value={
            <span className="flex flex-wrap items-baseline gap-x-2">
              {data.approvals.total.toLocaleString("en-US")} <ChangeBadge change={data.approvals.change} />
            </span>
          }
        />
        <StatCard
          label="Paid orders"
          testId="report-orders"
          value={
            <span className="flex flex-wrap items-baseline gap-x-2">
              {data.orders.total.toLocaleString("en-US")} <ChangeBadge change={data.orders.change} />
            </span>
          }
        />
        {data.gmv.length === 0 ? <StatCard label="GMV" value="—" testId="report-gmv" /> : null}
        {data.gmv.map((g) => (
          <StatCard
            key={g.currencyCode}
            label={`GMV (${g.currencyCode.toUpperCase()})`}
            testId={`report-gmv-${g.currencyCode}`}
            value={
              <span className="flex flex-wrap items-baseline gap-x-2">
                {g.gmv} <ChangeBadge change={g.change} />
              </span>
            }
          />
        ))}
      </div>

      <Panel title="Orders and GMV">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          GMV is the total of the orders paid in the period that are still paid (orders refunded in full are left out);
          refunds of part of an order are listed beside it.
        </p>
        {data.gmv.length > 0 ? (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm" data-testid="report-gmv-table">
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className={`${cell} font-medium`}>
                    Currency
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    Paid orders
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    GMV
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    Average order
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    Refunded
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.gmv.map((g) => (
                  <tr key={g.currencyCode} className="border-b border-slate-100 dark:border-slate-800">
                    <td className={cell}>{g.currencyCode.toUpperCase()}</td>
                    <td className={number}>{g.orders.toLocaleString("en-US")}</td>
                    <td className={number}>{g.gmv}</td>
                    <td className={number}>{g.averageOrder}</td>
                    <td className={number}>{g.refunded}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <DailyChart title="Paid orders" days={days} values={data.orders.daily} testId="report-chart-orders" />
          {data.gmv.map((g) => (
            <DailyChart
              key={g.currencyCode}
              title={`GMV (${g.currencyCode.toUpperCase()})`}
              days={days}
              values={g.daily.map((cents) => Math.round(cents / 100))}
              format={(value) => `${value.toLocaleString("en-US")} ${g.currencyCode.toUpperCase()}`}
              testId={`report-chart-gmv-${g.currencyCode}`}
            />
          ))}
        </div>
      </Panel>

      <Panel title="Conversion">
        <dl className="grid gap-4 sm:grid-cols-3" data-testid="report-funnel">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Product views</dt>
            <dd className="text-xl font-semibold tabular-nums">{data.funnel.views.toLocaleString("en-US")}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">
              Added to cart ({percent(data.funnel.viewToCartPercent)} of views)
            </dt>
            <dd className="text-xl font-semibold tabular-nums">{data.funnel.addsToCart.toLocaleString("en-US")}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">
              Paid orders ({percent(data.funnel.cartToOrderPercent)} of adds, {percent(data.funnel.viewToOrderPercent)}{" "}
              of views)
            </dt>
            <dd className="text-xl font-semibold tabular-nums">{data.funnel.orders.toLocaleString("en-US")}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Views by search engines and link previews are not counted; an order may hold several added products.
        </p>
      </Panel>

      <Panel title="Sign-ups and approvals">
        <div className="grid gap-4 lg:grid-cols-2">
          <DailyChart title="Sign-ups" days={days} values={data.signups.daily} testId="report-chart-signups" />
          <DailyChart
            title="Accounts approved"
            days={days}
            values={data.approvals.daily}
            testId="report-chart-approvals"
          />
        </div>
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm" data-testid="report-signups-by-role">
            <caption className="mb-2 text-left font-semibold">
              Sign-ups of the period by role and where they stand now
            </caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className={`${cell} font-medium`}>
                  Role
                </th>
                <th scope="col" className={`${number} font-medium`}>
                  Pending
                </th>
                <th scope="col" className={`${number} font-medium`}>
                  Approved
                </th>
                <th scope="col" className={`${number} font-medium`}>
                  Rejected
                </th>
              </tr>
            </thead>
            <tbody>
              {data.signupsByRole.map((row) => (
                <tr key={row.role} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className={`${cell} font-normal capitalize`}>
                    {roleLabel(row.role)}
                  </th>
                  <td className={number}>{row.pending}</td>
                  <td className={number}>{row.approved}</td>
                  <td className={number}>{row.rejected}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>

      <Panel title="Top products">
        {data.topProducts.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">No paid orders in this period.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm" data-testid="report-top-products">
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className={`${cell} font-medium`}>
                    Product
                  </th>
                  <th scope="col" className={`${cell} font-medium`}>
                    Brand
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    Orders
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    Units
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.topProducts.map((p) => (
                  <tr key={p.id} className="border-b border-slate-100 dark:border-slate-800">
                    <td className={cell}>
                      <Link to={`/store/product/${p.id}`} className="text-brand-700 underline dark:text-brand-100">
                        {p.title}
                      </Link>
                    </td>
                    <td className={cell}>{p.brand ?? "—"}</td>
                    <td className={number}>{p.orders}</td>
                    <td className={number}>{p.units}</td>
                    <td className={number}>{p.revenue}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>

      <Panel title="Top experts">
        {data.topExperts.length === 0 ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">No new followers or demos in this period.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-left text-sm" data-testid="report-top-experts">
              <thead>
                <tr className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="col" className={`${cell} font-medium`}>
                    Expert
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    New followers
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    Demos held
                  </th>
                  <th scope="col" className={`${number} font-medium`}>
                    Peak viewers (sum)
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.topExperts.map((e) => (
                  <tr key={e.id} className="border-b border-slate-100 dark:border-slate-800">
                    <td className={cell}>
                      <Link to={`/influencer/${e.id}`} className="text-brand-700 underline dark:text-brand-100">
                        {e.name}
                      </Link>
                    </td>
                    <td className={number}>{e.followers}</td>
                    <td className={number}>{e.demos}</td>
                    <td className={number}>{e.peakViewers}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <p className="mt-4">
        <a
          href={`/admin/reports.csv?days=${data.period}`}
          download
          className="text-sm font-semibold text-brand-700 underline dark:text-brand-100"
          data-testid="reports-csv"
        >
          Download the daily figures as CSV ({data.period} days)
        </a>
      </p>
    </>
  );
}
