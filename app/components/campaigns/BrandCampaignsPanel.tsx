// Brand dashboard → Expert Collaborations: the brand's campaigns and the experts who feature its products.
import { Link } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import type { CampaignList as CampaignListData } from "~/modules/campaigns/campaigns.server";
import { CampaignList } from "./CampaignList";

export function BrandCampaignsPanel({
  campaigns,
  experts,
  notLinked,
}: {
  campaigns: CampaignListData | null;
  experts: { id: number; name: string; specialty: string }[];
  notLinked: React.ReactNode;
}) {
  if (!campaigns) return <Panel title="Expert Collaborations">{notLinked}</Panel>;
  return (
    <>
      <Panel
        title="Expert Collaborations"
        action={
          <Link
            to="/brand-dashboard/campaigns/new"
            className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            data-testid="invite-expert"
          >
            Invite an expert
          </Link>
        }
      >
        <CampaignList
          list={campaigns}
          detailBase="/brand-dashboard/campaigns"
          pageBase="/brand-dashboard?tab=collaborations"
          counterpart="expert"
          empty="No campaigns yet. Invite an expert to feature your products."
        />
      </Panel>
      <Panel title="Experts featuring your brand">
        {experts.length ? (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700">
            {experts.map((e) => (
              <li key={e.id} className="flex items-center justify-between gap-2 py-2">
                <span>
                  <span className="font-medium">{e.name}</span>{" "}
                  <span className="text-sm text-slate-600 dark:text-slate-400">· {e.specialty}</span>
                </span>
                <Link
                  to={`/influencer/${e.id}`}
                  className="text-sm font-semibold text-brand-700 underline dark:text-brand-100"
                >
                  View profile
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>No expert features your brand on their page yet.</EmptyState>
        )}
      </Panel>
    </>
  );
}
