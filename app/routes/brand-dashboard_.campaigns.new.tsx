import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { InviteForm } from "~/components/campaigns/InviteForm";
import { EmptyState } from "~/components/dashboard/DashboardShell";
import { readInviteForm, todayIso } from "~/modules/campaigns/campaigns";
import { CampaignError, inviteExpert, inviteFormOptions } from "~/modules/campaigns/campaigns.server";
import { requireRole } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";

export const meta: MetaFunction = () => [
  { title: "Invite an Expert | LabMarket" },
  { name: "description", content: "Invite an expert to a campaign featuring your products." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand"]);
  return { options: user.brandId ? await inviteFormOptions(user.brandId) : null, today: todayIso() };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, ["brand"]);
  const form = await readFormData(request);
  if (!user.brandId) throw new Response("Not Found", { status: 404 });
  const read = readInviteForm(form);
  if (!read.ok) return data({ errors: read.errors, values: read.values }, { status: 400 });
  try {
    const campaign = await inviteExpert({ userId: user.id, brandId: user.brandId }, read.input, appOrigin());
    return redirectWithToast(`/brand-dashboard/campaigns/${campaign.id}`, {
      title: "Invitation sent",
      description: "The expert has been e-mailed and can accept or decline it from their dashboard.",
    });
  } catch (error) {
    if (error instanceof CampaignError)
      return data({ errors: { [error.field ?? "form"]: error.message }, values: read.values }, { status: 400 });
    throw error;
  }
}

export default function InviteExpert() {
  const { options, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link
        to="/brand-dashboard?tab=collaborations"
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Expert Collaborations
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Invite an expert</h1>
      {options ? (
        <InviteForm options={options} values={result?.values ?? null} errors={result?.errors ?? {}} today={today} />
      ) : (
        <div className="mt-6">
          <EmptyState>
            Your account is not linked to a brand page yet; our team links it when it is approved.
          </EmptyState>
        </div>
      )}
    </div>
  );
}
