// Admin › Dashboard Overview: the counts and the latest admin actions.
import { EmptyState, Panel, StatCard } from "~/components/dashboard/DashboardShell";
import type { AdminView } from "~/modules/admin/admin.server";
import { formatDateTime } from "~/modules/admin/format";

export function OverviewSection({
  counts,
  audit,
  timeZone,
}: {
  counts: NonNullable<AdminView["counts"]>;
  audit: NonNullable<AdminView["audit"]>;
  timeZone: string | null;
}) {
  return (
    <>
      <h2 className="mt-2 text-lg text-slate-700 dark:text-slate-300">Dashboard Overview</h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="admin-counts">
        <StatCard label="Total profiles" value={counts.profiles} testId="count-profiles" />
        <StatCard label="Brands" value={counts.brands} testId="count-brands" />
        <StatCard label="Pending approvals" value={counts.pending} testId="count-pending" />
        <StatCard label="Products with a video" value={counts.productsWithVideo} testId="count-products" />
        <StatCard label="Demos" value={counts.demos} testId="count-demos" />
        <StatCard label="Requests" value={counts.requests} testId="count-requests" />
      </div>
      <Panel title="Recent admin activity">
        {audit.length === 0 ? (
          <EmptyState>No admin actions recorded yet.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {audit.map((entry) => (
              <li key={entry.id} className="py-2 text-sm">
                <span className="font-medium">{entry.actor?.email ?? "deleted admin"}</span> ·{" "}
                {entry.action.replace(".", " ").replace("_", " ")} ·{" "}
                {(entry.details as { email?: string } | null)?.email ?? entry.targetId} ·{" "}
                <span className="text-slate-600 dark:text-slate-400">{formatDateTime(entry.createdAt, timeZone)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
