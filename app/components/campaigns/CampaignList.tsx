// The campaigns of one brand or one expert, newest first, with plain-link paging (works without JavaScript).
import { Link } from "react-router";
import { EmptyState } from "~/components/dashboard/DashboardShell";
import type { CampaignList as CampaignListData } from "~/modules/campaigns/campaigns.server";
import { CampaignStatusBadge } from "./CampaignStatusBadge";

export function CampaignList({
  list,
  detailBase,
  pageBase,
  counterpart,
  empty,
}: {
  list: CampaignListData;
  /** e.g. "/brand-dashboard/campaigns" */
  detailBase: string;
  /** the list's own URL without the page, e.g. "/brand-dashboard?tab=collaborations" */
  pageBase: string;
  /** which name to show beside each campaign */
  counterpart: "expert" | "brand";
  empty: string;
}) {
  if (list.items.length === 0 && list.page === 1) return <EmptyState>{empty}</EmptyState>;
  return (
    <>
      <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="campaign-list">
        {list.items.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="campaign-row">
            <div className="min-w-0">
              <Link to={`${detailBase}/${c.id}`} className="font-semibold text-brand-700 underline dark:text-brand-100">
                {c.title}
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {counterpart === "expert" ? c.expertName : c.brandName} · {c.startsOn} to {c.endsOn} · {c.compensation}
              </p>
            </div>
            <CampaignStatusBadge status={c.status} />
          </li>
        ))}
      </ul>
      {list.page > 1 || list.hasNext ? (
        <nav aria-label="Campaign pages" className="mt-4 flex gap-4 text-sm">
          {list.page > 1 ? (
            <Link to={`${pageBase}&page=${list.page - 1}`} className="font-semibold underline">
              Newer
            </Link>
          ) : null}
          <span className="text-slate-600 dark:text-slate-400">Page {list.page}</span>
          {list.hasNext ? (
            <Link to={`${pageBase}&page=${list.page + 1}`} className="font-semibold underline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
