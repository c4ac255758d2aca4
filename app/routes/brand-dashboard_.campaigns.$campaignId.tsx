import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import { CampaignDetails } from "~/components/campaigns/CampaignDetails";
import { availableCampaignActions } from "~/modules/campaigns/campaigns";
import { CampaignNotFound, getCampaign, type CampaignOwner } from "~/modules/campaigns/campaigns.server";
import { CAMPAIGN_TOASTS, runCampaignForm } from "~/modules/campaigns/campaign-form.server";
import { requireRole, type SessionUser } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";

export const meta: MetaFunction = () => [
  { title: "Campaign | LabMarket" },
  { name: "description", content: "A campaign with an expert: terms, status and submitted content." },
];

const notFound = () => new Response("Campaign not found", { status: 404 });

function brandOwner(user: SessionUser): CampaignOwner {
  if (!user.brandId) throw notFound();
  return { kind: "brand", brandId: user.brandId };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand"]);
  const campaign = await getCampaign(brandOwner(user), params.campaignId ?? "");
  if (!campaign) throw notFound();
  return { campaign, actions: availableCampaignActions(campaign.status, "brand") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, ["brand"]);
  const form = await readFormData(request);
  const id = params.campaignId ?? "";
  try {
    const result = await runCampaignForm(brandOwner(user), id, form, appOrigin());
    if (!result.ok) return data({ errors: result.errors }, { status: 400 });
    return redirectWithToast(`/brand-dashboard/campaigns/${id}`, CAMPAIGN_TOASTS[result.action]);
  } catch (error) {
    if (error instanceof CampaignNotFound) throw notFound();
    throw error;
  }
}

export default function BrandCampaign() {
  const { campaign, actions } = useLoaderData<typeof loader>();
  const errors = useActionData<typeof action>()?.errors ?? {};
  const pending = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to="/brand-dashboard?tab=collaborations"
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Expert Collaborations
      </Link>
      <CampaignDetails campaign={campaign} viewer="brand" />
      {errors.form ? (
        <p
          role="alert"
          className="mt-6 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {errors.form}
        </p>
      ) : null}
      {actions.length ? (
        <Form method="post" className="mt-6 flex flex-wrap gap-3">
          {actions.includes("complete") ? (
            <button
              type="submit"
              name="intent"
              value="complete"
              className={`${primaryButtonClass} sm:w-auto`}
              disabled={pending}
            >
              Mark Completed
            </button>
          ) : null}
          {actions.includes("withdraw") ? (
            <button type="submit" name="intent" value="withdraw" className={secondaryButtonClass} disabled={pending}>
              Withdraw invitation
            </button>
          ) : null}
        </Form>
      ) : (
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {campaign.status === "in_progress"
            ? "Waiting for the expert to submit content."
            : "Nothing more to do on this campaign."}
        </p>
      )}
    </div>
  );
}
