import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import { DefinitionList, Panel } from "~/components/dashboard/DashboardShell";
import { FormAlert, secondaryButtonClass } from "~/components/auth/fields";
import { OrganisationForm, type OrganisationFormErrors } from "~/components/organisations/OrganisationForm";
import { MembersSection, type RowError } from "~/components/organisations/MembersSection";
import { AuditTrail, InviteForm, PendingInvites, type InviteErrors } from "~/components/organisations/InvitesSection";
import { requireUser } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { getMembership } from "~/modules/organisations/membership.server";
import { organisationAction } from "~/modules/organisations/organisation-actions.server";
import { getOrganisationPage } from "~/modules/organisations/organisations.server";
import { canAdminister, canApprove, canPurchase, ORGANISATION_ROLE_LABELS } from "~/modules/organisations/roles";
import { readTimeZone } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Organisation | LabMarket" },
  { name: "description", content: "Your organisation on LabMarket: details, members, roles and invitations." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const membership = await getMembership(user.id);
  const timeZone = readTimeZone(request);
  if (!membership)
    return { user: { id: user.id, role: user.role }, membership: null, page: null, timeZone, editing: false };
  const page = await getOrganisationPage(membership.organisation.id, membership.role);
  const editing = canAdminister(membership.role) && requestUrl(request).searchParams.get("edit") === "1";
  return { user: { id: user.id, role: user.role }, membership: { role: membership.role }, page, timeZone, editing };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const outcome = await organisationAction(user, form);
  if (outcome instanceof Response) return outcome;
  return data(outcome, { status: outcome.status });
}

type ActionData = {
  intent: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  rowError?: RowError;
};

export default function OrganisationRoute() {
  const { user, membership, page, timeZone, editing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const errorsFor = (intent: string) => (actionData?.intent === intent ? (actionData.errors ?? {}) : {});
  const valuesFor = (intent: string) => (actionData?.intent === intent ? (actionData.values ?? {}) : {});
  if (!membership || !page) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Organisation</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Buy for your lab, department or company together: members share the organisation's billing and shipping
          details and its lists. Were you invited? Open the link in the invitation e-mail to join.
        </p>
        {errorsFor("leave").form ? <FormAlert message={errorsFor("leave").form} /> : null}
        {user.role === "buyer" ? (
          <Panel title="Create an organisation">
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              You become its admin and can invite colleagues.
            </p>
            <OrganisationForm
              intent="create"
              values={valuesFor("create")}
              errors={errorsFor("create") as OrganisationFormErrors}
              submitLabel="Create organisation"
            />
          </Panel>
        ) : (
          <FormAlert variant="info" message="Organisations are for buyer accounts." />
        )}
      </div>
    );
  }
  const { organisation: org } = page;
  const admin = canAdminister(membership.role);
  const address = (prefix: "billing" | "shipping") => {
    const o = org as Record<string, string | null>;
    const parts = [
      o[`${prefix}Name`],
      o[`${prefix}Line1`],
      o[`${prefix}Line2`],
      [o[`${prefix}Postcode`], o[`${prefix}City`]].filter(Boolean).join(" "),
      o[`${prefix}Region`],
      o[`${prefix}Country`],
    ].filter(Boolean);
    return parts.length ? parts.join(", ") : null;
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Organisation</p>
      <h1 className="mt-1 break-words text-3xl font-bold tracking-tight" data-testid="organisation-name">
        {org.name}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Your role: <strong data-testid="my-role">{ORGANISATION_ROLE_LABELS[membership.role]}</strong>
      </p>
      <nav aria-label="Organisation" className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        <Link to="/requisitions" className="text-brand-700 underline dark:text-brand-100">
          Requisitions
        </Link>
        <Link to="/organisation/orders" className="text-brand-700 underline dark:text-brand-100">
          Orders
        </Link>
        {canApprove(membership.role) ? (
          <Link to="/requisitions/approvals" className="text-brand-700 underline dark:text-brand-100">
            Approval queue
          </Link>
        ) : null}
        {admin ? (
          <Link to="/organisation/approvals" className="text-brand-700 underline dark:text-brand-100">
            Approval rules
          </Link>
        ) : null}
        <Link to="/lists" className="text-brand-700 underline dark:text-brand-100">
          Shared lists
        </Link>
        <Link to="/organisation/prices" className="text-brand-700 underline dark:text-brand-100">
          Prices
        </Link>
        <Link to="/organisation/terms" className="text-brand-700 underline dark:text-brand-100">
          Payment terms
        </Link>
        {canPurchase(membership.role) ? (
          <Link to="/organisation/invoices" className="text-brand-700 underline dark:text-brand-100">
            Invoices
          </Link>
        ) : null}
        {admin ? (
          <Link to="/organisation/punchout" className="text-brand-700 underline dark:text-brand-100">
            Punchout
          </Link>
        ) : null}
      </nav>
      {org.suspendedAt ? (
        <div className="mt-4">
          <FormAlert
            title="This organisation is suspended"
            message={`It cannot order or submit requisitions until LabMarket reinstates it. Reason: ${org.suspensionReason ?? "—"}`}
          />
        </div>
      ) : null}
      {editing ? (
        <Panel
          title="Edit details"
          action={
            <Link to="/organisation" className="text-sm text-brand-700 underline dark:text-brand-100">
              Cancel
            </Link>
          }
        >
          <OrganisationForm
            intent="update"
            values={actionData?.intent === "update" ? valuesFor("update") : org}
            errors={errorsFor("update") as OrganisationFormErrors}
            submitLabel="Save details"
          />
        </Panel>
      ) : (
        <Panel
          title="Details"
          action={
            admin ? (
              <Link to="/organisation?edit=1" className={`${secondaryButtonClass} !px-3 !py-1.5 text-sm`}>
                Edit details
              </Link>
            ) : null
          }
        >
          <DefinitionList
            items={[
              { label: "Legal entity", value: org.legalEntity },
              { label: "Tax / VAT id", value: org.taxId },
              { label: "Billing contact", value: org.billingEmail },
              { label: "Billing address", value: address("billing") },
              { label: "Shipping address", value: address("shipping") ?? "Same as billing" },
            ]}
          />
        </Panel>
      )}
      <Panel title={`Members (${page.members.length})`}>
        <MembersSection
          members={page.members}
          viewerId={user.id}
          admin={admin}
          rowError={actionData?.rowError ?? null}
        />
      </Panel>
      {admin ? (
        <>
          <Panel title="Invite a colleague">
            <InviteForm errors={errorsFor("invite") as InviteErrors} values={valuesFor("invite")} />
            {errorsFor("revoke").form || errorsFor("reinvite").form ? (
              <div className="mt-4">
                <FormAlert message={errorsFor("revoke").form ?? errorsFor("reinvite").form} />
              </div>
            ) : null}
            <h3 className="mt-6 font-semibold">Invitations waiting</h3>
            <div className="mt-2">
              <PendingInvites invites={page.invites} timeZone={timeZone} />
            </div>
          </Panel>
          <Panel title="Audit trail">
            <AuditTrail events={page.audit} timeZone={timeZone} />
          </Panel>
        </>
      ) : null}
      <Panel title="Leave the organisation">
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="leave" />
          <p className="text-sm text-slate-700 dark:text-slate-300">
            You keep your account, cart and own orders; the organisation's lists and orders stay with it.
          </p>
          <button type="submit" className={`${secondaryButtonClass} text-red-700 dark:text-red-300`}>
            Leave {org.name}
          </button>
        </Form>
        {errorsFor("leave").form ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400" data-testid="field-error">
            {errorsFor("leave").form}
          </p>
        ) : null}
      </Panel>
    </div>
  );
}
