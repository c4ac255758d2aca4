import { CAMPAIGN_STATUS_LABEL, type CampaignStatus } from "~/modules/campaigns/campaigns";

const STYLES: Record<CampaignStatus, string> = {
  invitation: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  in_progress: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  declined: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  content_submitted: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200",
  completed: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  withdrawn: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
      data-testid="campaign-status"
    >
      {CAMPAIGN_STATUS_LABEL[status]}
    </span>
  );
}
