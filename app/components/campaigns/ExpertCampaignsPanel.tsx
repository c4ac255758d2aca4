// Influencer dashboard → Campaigns: the invitations and campaigns addressed to the signed-in expert.
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import type { CampaignList as CampaignListData } from "~/modules/campaigns/campaigns.server";
import { CampaignList } from "./CampaignList";

export function ExpertCampaignsPanel({ campaigns }: { campaigns: CampaignListData | null }) {
  return (
    <Panel title="Campaigns">
      {campaigns ? (
        <CampaignList
          list={campaigns}
          detailBase="/influencer-dashboard/campaigns"
          pageBase="/influencer-dashboard?tab=campaigns"
          counterpart="brand"
          empty="No campaign invitations yet. Brands invite experts from their dashboard; you will get an e-mail."
        />
      ) : (
        <EmptyState>Campaigns appear once your expert page is linked to your account.</EmptyState>
      )}
    </Panel>
  );
}
