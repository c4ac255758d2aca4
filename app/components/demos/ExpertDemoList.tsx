// Content Management: the expert's demos (a page of 20), each linking to its editor, and "Schedule a demo".
import { Link } from "react-router";
import { DemoStatusBadge } from "~/components/cards/DemoCard";
import { EmptyState } from "~/components/dashboard/DashboardShell";
import { demoCategoryLabel, formatDuration, type DemoStatus } from "~/modules/demos/demos";

export interface ExpertDemoRow {
  id: string;
  title: string;
  category: string;
  status: DemoStatus;
  startsAt: string;
  startsAtText: string;
  durationMinutes: number;
  reminders: number;
}

export function ScheduleDemoLink() {
  return (
    <Link
      to="/influencer-dashboard/demos/new"
      className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      data-testid="schedule-demo"
    >
      Schedule a demo
    </Link>
  );
}

export function ExpertDemoList({ demos, page, hasNext }: { demos: ExpertDemoRow[]; page: number; hasNext: boolean }) {
  if (demos.length === 0 && page === 1) return <EmptyState>You have no demos yet. Schedule your first one.</EmptyState>;
  const pageHref = (n: number) => `/influencer-dashboard?tab=content${n > 1 ? `&page=${n}` : ""}`;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="text-slate-700 dark:text-slate-300">
              <th scope="col" className="py-2 pr-3">
                Demo
              </th>
              <th scope="col" className="py-2 pr-3">
                Status
              </th>
              <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                Starts
              </th>
              <th scope="col" className="py-2 text-right">
                Reminders
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {demos.map((d) => (
              <tr key={d.id} data-testid="influencer-demo">
                <th scope="row" className="py-2 pr-3 font-medium">
                  <Link
                    to={`/influencer-dashboard/demos/${encodeURIComponent(d.id)}`}
                    className="text-brand-700 hover:underline dark:text-brand-100"
                  >
                    {d.title}
                  </Link>
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    {demoCategoryLabel(d.category)} · {formatDuration(d.durationMinutes)}
                  </span>
                  <span className="block text-xs font-normal text-slate-600 sm:hidden dark:text-slate-400">
                    <time dateTime={d.startsAt}>{d.startsAtText}</time>
                  </span>
                </th>
                <td className="py-2 pr-3">
                  <DemoStatusBadge status={d.status} />
                </td>
                <td className="hidden py-2 pr-3 sm:table-cell">
                  <time dateTime={d.startsAt}>{d.startsAtText}</time>
                </td>
                <td className="py-2 text-right">{d.reminders.toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page > 1 || hasNext ? (
        <nav aria-label="Demo pages" className="mt-4 flex justify-between text-sm font-semibold">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} className="text-brand-700 hover:underline dark:text-brand-100">
              ← Newer demos
            </Link>
          ) : (
            <span />
          )}
          {hasNext ? (
            <Link to={pageHref(page + 1)} className="text-brand-700 hover:underline dark:text-brand-100">
              Older demos →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
