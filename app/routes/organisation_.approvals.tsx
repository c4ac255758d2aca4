import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Link, useActionData, useLoaderData } from "react-router";
import { ApprovalSettingsForm } from "~/components/requisitions/ApprovalSettingsForm";
import { readFormData } from "~/modules/forms/request-body.server";
import { requireRequisitionMember } from "~/modules/requisitions/membership.server";
import { parsePolicyForm } from "~/modules/requisitions/policy-form";
import {
  approvalSettingsView,
  loadApprovalSettings,
  policyFormContext,
  saveApprovalSettings,
} from "~/modules/requisitions/policy.server";
import { redirectWithToast } from "~/utils/cookies.server";

export const meta: MetaFunction = () => [
  { title: "Approval rules | LabMarket" },
  { name: "robots", content: "noindex" },
];

/** Only the organisation's admin sets its approval rules; other members get 403, non-members 404. */
async function requireOrganisationAdmin(request: Request) {
  const { member } = await requireRequisitionMember(request);
  if (!member.canAdminister)
    throw new Response("Only an organisation admin can change approval rules.", { status: 403 });
  return member;
}

/** GET /organisation/approvals: the rule, categories, who may order, and approvers' monthly limits. */
export async function loader({ request }: LoaderFunctionArgs) {
  const member = await requireOrganisationAdmin(request);
  const settings = await loadApprovalSettings(member);
  return { organisationName: member.organisationName, settings: approvalSettingsView(settings) };
}

/** POST: replaces the rule and limits in one transaction (audited); a mistake → 400 with the field's message. */
export async function action({ request }: ActionFunctionArgs) {
  const member = await requireOrganisationAdmin(request);
  const form = await readFormData(request);
  const settings = await loadApprovalSettings(member);
  const parsed = parsePolicyForm(form, policyFormContext(settings));
  if (!parsed.ok)
    return data({ errors: parsed.errors, settings: approvalSettingsView(settings, form) }, { status: 400 });
  const saved = await saveApprovalSettings(member, parsed.value);
  if (!saved.ok)
    return data({ errors: { form: saved.error }, settings: approvalSettingsView(settings, form) }, { status: 403 });
  return redirectWithToast("/organisation/approvals", { title: "Approval rules saved" });
}

export default function ApprovalSettingsPage() {
  const { organisationName, settings } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm text-slate-600 dark:text-slate-400">{organisationName}</p>
      <h1 className="text-3xl font-bold tracking-tight">Approval rules</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Members submit their cart as a requisition; approvers decide in their{" "}
        <Link to="/requisitions/approvals" className="font-semibold text-brand-700 underline dark:text-brand-100">
          approval queue
        </Link>
        . Nobody approves their own requisition.
      </p>
      <div className="mt-8">
        <ApprovalSettingsForm
          key={refused ? "refused" : "saved"}
          settings={refused?.settings ?? settings}
          errors={refused?.errors}
        />
      </div>
    </div>
  );
}
