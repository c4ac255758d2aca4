// A campaign's terms, timeline and submitted content, as both sides see it.
import { Link } from "react-router";
import type { CampaignView } from "~/modules/campaigns/campaigns.server";
import { CampaignStatusBadge } from "./CampaignStatusBadge";

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : null);

export function CampaignDetails({ campaign, viewer }: { campaign: CampaignView; viewer: "brand" | "expert" }) {
  const timeline = [
    { label: "Invited", at: when(campaign.createdAt) },
    {
      label: campaign.status === "declined" ? "Declined" : "Accepted",
      at: when(campaign.respondedAt),
    },
    { label: "Content submitted", at: when(campaign.submittedAt) },
    { label: "Completed", at: when(campaign.completedAt) },
    { label: "Withdrawn", at: when(campaign.withdrawnAt) },
  ].filter((step) => step.at);
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{campaign.title}</h1>
        <CampaignStatusBadge status={campaign.status} />
      </div>
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-5 text-sm sm:grid-cols-2 dark:border-slate-800">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">{viewer === "brand" ? "Expert" : "Brand"}</dt>
          <dd className="font-semibold">
            {viewer === "brand" ? (
              <Link to={`/influencer/${campaign.expert.id}`} className="underline">
                {campaign.expert.name}
              </Link>
            ) : (
              campaign.brand.name
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Dates</dt>
          <dd className="font-semibold">
            {campaign.startsOn} to {campaign.endsOn}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Compensation</dt>
          <dd className="font-semibold" data-testid="campaign-compensation">
            {campaign.compensation}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Products</dt>
          <dd>
            <ul className="list-disc pl-5">
              {campaign.products.map((p) => (
                <li key={p.id}>
                  <Link to={`/store/product/${encodeURIComponent(p.id)}`} className="underline">
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600 dark:text-slate-400">Brief</dt>
          <dd className="whitespace-pre-line">{campaign.brief}</dd>
        </div>
        {campaign.declineReason ? (
          <div className="sm:col-span-2">
            <dt className="text-slate-600 dark:text-slate-400">Reason for declining</dt>
            <dd className="whitespace-pre-line">{campaign.declineReason}</dd>
          </div>
        ) : null}
        {campaign.content ? (
          <div className="sm:col-span-2" data-testid="campaign-content">
            <dt className="text-slate-600 dark:text-slate-400">Submitted content</dt>
            <dd>
              {campaign.content.kind === "demo" ? (
                <Link to={`/demo/${encodeURIComponent(campaign.content.demoId)}`} className="font-semibold underline">
                  Demo: {campaign.content.title}
                </Link>
              ) : (
                <a
                  href={campaign.content.url}
                  rel="noopener noreferrer nofollow ugc"
                  target="_blank"
                  className="break-all font-semibold underline"
                >
                  {campaign.content.url}
                </a>
              )}
              {campaign.contentNote ? <p className="mt-1 whitespace-pre-line">{campaign.contentNote}</p> : null}
            </dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="text-slate-600 dark:text-slate-400">Timeline</dt>
          <dd>
            <ul className="mt-1 space-y-0.5">
              {timeline.map((step) => (
                <li key={step.label}>
                  {step.label}: {step.at}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </>
  );
}
