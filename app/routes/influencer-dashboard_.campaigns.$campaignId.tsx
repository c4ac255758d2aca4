import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { CampaignDetails } from "~/components/campaigns/CampaignDetails";
import { ExpertCampaignActions } from "~/components/campaigns/ExpertCampaignActions";
import { availableCampaignActions } from "~/modules/campaigns/campaigns";
import {
  CampaignNotFound,
  expertDemoOptions,
  getCampaign,
  type CampaignOwner,
} from "~/modules/campaigns/campaigns.server";
import { CAMPAIGN_TOASTS, runCampaignForm } from "~/modules/campaigns/campaign-form.server";
import { requireRole } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";

export const meta: MetaFunction = () => [
  { title: "Campaign | LabMarket" },
  { name: "description", content: "A brand's campaign invitation: accept or decline it, then submit your content." },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["influencer"]);
  const owner: CampaignOwner = { kind: "expert", userId: user.id };
  const campaign = await getCampaign(owner, params.campaignId ?? "");
  if (!campaign) throw new Response("Campaign not found", { status: 404 });
  const actions = availableCampaignActions(campaign.status, "expert");
  return { campaign, actions, demos: actions.includes("submit") ? await expertDemoOptions(user.id) : [] };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, ["influencer"]);
  const form = await readFormData(request);
  const id = params.campaignId ?? "";
  try {
    const result = await runCampaignForm({ kind: "expert", userId: user.id }, id, form, appOrigin());
    if (!result.ok) return data({ errors: result.errors }, { status: 400 });
    return redirectWithToast(`/influencer-dashboard/campaigns/${id}`, CAMPAIGN_TOASTS[result.action]);
  } catch (error) {
    if (error instanceof CampaignNotFound) throw new Response("Campaign not found", { status: 404 });
    throw error;
  }
}

export default function ExpertCampaign() {
  const { campaign, actions, demos } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>()?.errors ?? {};
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to="/influencer-dashboard?tab=campaigns"
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Campaigns
      </Link>
      <CampaignDetails campaign={campaign} viewer="expert" />
      <ExpertCampaignActions status={campaign.status} actions={actions} demos={demos} errors={errors} />
    </div>
  );
}
