// The expert's analytics: period links (?days=7|30|90, no JavaScript needed), totals, one server-rendered SVG chart
// per series with its data table, what their links brought in (ADR 030), and the figures of each demo.
import { Link } from "react-router";
import { DemoStatusBadge } from "~/components/cards/DemoCard";
import { compactNumber, chartScale, hasChartData, valueToY } from "~/components/charts/chart-scale";
import { ChartDataTable, ChartEmptyState, DailyChart } from "~/components/charts/DailyChart";
import { PeriodNav } from "~/components/charts/PeriodNav";
import { StatCard } from "~/components/dashboard/DashboardShell";
import type { DemoStatus } from "~/modules/demos/demos";
import type { ExpertAnalytics } from "~/modules/experts/expert-analytics.server";

const n = (value: number) => value.toLocaleString("en-US");

export function ExpertAnalyticsView({ analytics }: { analytics: ExpertAnalytics }) {
  const { days, totals, period } = analytics;
  return (
    <div className="space-y-6" data-testid="expert-analytics">
      <PeriodNav current={period} hrefFor={(p) => `/influencer-dashboard?tab=analytics&days=${p}`} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label={`Reminders set, ${period} days`} value={n(totals.reminders)} testId="analytics-reminders" />
        <StatCard
          label="Followers"
          value={
            <>
              {n(totals.followers)}{" "}
              <span className="text-sm font-medium text-slate-600 dark:text-slate-400">
                +{n(totals.newFollowers)} in {period} days
              </span>
            </>
          }
          testId="analytics-followers"
        />
        <StatCard label={`Messages to you, ${period} days`} value={n(totals.messages)} testId="analytics-messages" />
        <StatCard label={`Live chat messages, ${period} days`} value={n(totals.chatMessages)} />
        <StatCard
          label={`Replay views, ${period} days`}
          value={n(totals.replayViews)}
          testId="analytics-replay-views"
        />
        <StatCard
          label={`Quote requests from your demos, ${period} days`}
          value={n(totals.quoteRequests)}
          testId="analytics-quotes"
        />
        <StatCard
          label={`Paid orders at those quotes' prices, ${period} days`}
          value={n(totals.orders)}
          testId="analytics-orders"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <DailyChart title="Reminders set" days={days} values={analytics.reminders} testId="chart-reminders" />
        <DailyChart title="New followers" days={days} values={analytics.newFollowers} />
        <DailyChart title="Messages to you" days={days} values={analytics.messages} />
        <DailyChart title="Live chat messages" days={days} values={analytics.chatMessages} />
        <FollowersLine days={days} followers={analytics.followers} />
        <DailyChart title="Quote requests from your demos" days={days} values={analytics.quoteRequests} />
        <DailyChart title="Paid orders from those quotes" days={days} values={analytics.orders} />
        <DailyChart title="Replay views" days={days} values={analytics.replayViews} testId="chart-replay-views" />
      </div>
      <AttributionSection analytics={analytics} />
      <section aria-labelledby="demo-figures">
        <h3 id="demo-figures" className="font-semibold">
          Your demos from {days[0]} on
        </h3>
        {analytics.demos.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">No demos in this period.</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm" data-testid="analytics-demos">
              <thead>
                <tr className="text-slate-700 dark:text-slate-300">
                  <th scope="col" className="py-2 pr-3">
                    Demo
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Reminders
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Peak live viewers
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Live viewers in total
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    Chat messages
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Replay views
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {analytics.demos.map((d) => (
                  <tr key={d.id}>
                    <th scope="row" className="py-2 pr-3 font-medium">
                      <Link to={`/demo/${encodeURIComponent(d.id)}`} className="hover:underline">
                        {d.title}
                      </Link>{" "}
                      <DemoStatusBadge status={d.status as DemoStatus} />
                      <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                        <time dateTime={d.startsAt}>{d.startsAtText}</time>
                      </span>
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{n(d.reminders)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{n(d.peakViewers)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{n(d.totalViewers)}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{n(d.chatMessages)}</td>
                    <td className="py-2 text-right tabular-nums">{n(d.replayViews)}</td>
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

/**
 * Quote requests and paid orders of products buyers reached through the expert's page or demos (last touch within
 * 30 days, ADR 030), with revenue per currency.
 */
function AttributionSection({ analytics }: { analytics: ExpertAnalytics }) {
  const { days, totals, period } = analytics;
  return (
    <section aria-labelledby="attribution-heading" className="space-y-4" data-testid="analytics-attribution">
      <div>
        <h3 id="attribution-heading" className="font-semibold">
          From your links
        </h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Quote requests and paid orders of products buyers opened from your expert page, your curated products or your
          demos, within 30 days of their last visit through such a link. Revenue counts those products' lines only, per
          currency.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={`Quote requests from your links, ${period} days`}
          value={n(totals.attributedQuotes)}
          testId="analytics-attributed-quotes"
        />
        <StatCard
          label={`Paid orders from your links, ${period} days`}
          value={n(totals.attributedOrders)}
          testId="analytics-attributed-orders"
        />
        {analytics.attributedRevenue.length === 0 ? (
          <StatCard label="Revenue from your links" value="—" testId="analytics-attributed-revenue" />
        ) : (
          analytics.attributedRevenue.map((r) => (
            <StatCard
              key={r.currencyCode}
              label={`Revenue from your links (${r.currencyCode.toUpperCase()})`}
              value={r.total}
              testId={`analytics-attributed-revenue-${r.currencyCode}`}
            />
          ))
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <DailyChart
          title="Quote requests from your links"
          days={days}
          values={analytics.attributedQuotes}
          testId="chart-attributed-quotes"
        />
        <DailyChart
          title="Paid orders from your links"
          days={days}
          values={analytics.attributedOrders}
          testId="chart-attributed-orders"
        />
        {analytics.attributedRevenue.map((r) => (
          <DailyChart
            key={r.currencyCode}
            title={`Revenue from your links (${r.currencyCode.toUpperCase()})`}
            days={days}
            values={r.daily.map((cents) => Math.round(cents / 100))}
            format={(value) => `${value.toLocaleString("en-US")} ${r.currencyCode.toUpperCase()}`}
            testId={`chart-attributed-revenue-${r.currencyCode}`}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * Followers over time: the total at the end of each day as a line over an axis that starts at zero (a total of 24,800
 * that gains one follower is a flat line, not a cliff), with its table.
 */
function FollowersLine({ days, followers }: { days: string[]; followers: number[] }) {
  const width = 600;
  const height = 180;
  const pad = { left: 52, right: 8, top: 10, bottom: 20 };
  const { max, ticks } = chartScale(followers);
  const x = (i: number) => pad.left + (i * (width - pad.left - pad.right)) / Math.max(days.length - 1, 1);
  const y = (v: number) => valueToY(v, max, pad.top, height - pad.top - pad.bottom);
  const points = followers.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ");
  return (
    <figure className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="chart-followers">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">Followers over time</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {n(followers[0] ?? 0)} → {n(followers[followers.length - 1] ?? 0)}
        </span>
      </figcaption>
      {hasChartData(followers) ? (
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="mt-3 h-auto w-full text-brand-600 dark:text-brand-100"
          role="img"
          aria-label={`Followers from ${n(followers[0] ?? 0)} on ${days[0]} to ${n(followers[followers.length - 1] ?? 0)} on ${days[days.length - 1]}`}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={pad.left}
                x2={width - pad.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeWidth={1}
                className="text-slate-300 dark:text-slate-600"
              />
              <text
                x={pad.left - 6}
                y={y(tick) + 4}
                textAnchor="end"
                fontSize={11}
                className="fill-slate-600 dark:fill-slate-400"
              >
                {compactNumber(tick)}
              </text>
            </g>
          ))}
          <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} />
        </svg>
      ) : (
        <ChartEmptyState days={days.length}>No followers yet.</ChartEmptyState>
      )}
      <ChartDataTable
        caption="Followers at the end of each day"
        heading="Followers"
        days={days}
        cells={days.map((_, i) => n(followers[i] ?? 0))}
      />
    </figure>
  );
}
