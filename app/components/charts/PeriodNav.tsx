// The 7/30/90-day choice of the analytics and report pages: links (works without JavaScript, keeps the back
// button), the current one marked for assistive technology.
import { Link } from "react-router";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "~/modules/analytics/periods";

export function PeriodNav({
  current,
  hrefFor,
  label = "Analytics period",
}: {
  current: AnalyticsPeriod;
  hrefFor: (period: AnalyticsPeriod) => string;
  label?: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-2">
        {ANALYTICS_PERIODS.map((period) => (
          <li key={period}>
            <Link
              to={hrefFor(period)}
              preventScrollReset
              aria-current={period === current ? "page" : undefined}
              className={`inline-block rounded-full border px-3 py-1 text-sm font-medium ${
                period === current
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800"
              }`}
            >
              {period} days
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "▲ +12%" against the period before; a dash (or `none`) when there was nothing to compare with. */
export function ChangeBadge({ change, none = "—" }: { change: number | null; none?: string }) {
  if (change === null) return <span className="text-sm text-slate-600 dark:text-slate-400">{none}</span>;
  const flat = change === 0;
  const up = change > 0;
  return (
    <span
      className={`text-sm font-medium ${
        flat
          ? "text-slate-600 dark:text-slate-400"
          : up
            ? "text-emerald-700 dark:text-emerald-300"
            : "text-red-700 dark:text-red-300"
      }`}
    >
      <span aria-hidden="true">{flat ? "→" : up ? "▲" : "▼"}</span> {up ? "+" : ""}
      {change}% <span className="sr-only">against the period before</span>
    </span>
  );
}
