// The admin's invitation form, the pending invitations (revoke, send again) and the organisation's audit trail.
import { Form } from "react-router";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import { formatOrderDate as formatDateTime } from "~/modules/orders/orders";
import { AUDIT_LABELS } from "~/modules/organisations/organisation";
import type { OrganisationPage } from "~/modules/organisations/organisations.server";
import {
  ORGANISATION_ROLE_DESCRIPTIONS,
  ORGANISATION_ROLE_LABELS,
  ORGANISATION_ROLES,
} from "~/modules/organisations/roles";

export type InviteErrors = Partial<Record<"email" | "role" | "form", string>>;

export function InviteForm({ errors, values }: { errors: InviteErrors; values: { email?: string; role?: string } }) {
  return (
    <Form
      method="post"
      className="grid gap-4 sm:grid-cols-[1fr_14rem_auto] sm:items-start"
      noValidate
      data-testid="invite-form"
    >
      <input type="hidden" name="intent" value="invite" />
      <div>
        <label htmlFor="invite-email" className="block text-sm font-medium">
          E-mail address
        </label>
        <input
          id="invite-email"
          name="email"
          type="email"
          defaultValue={values.email ?? ""}
          className={inputClass}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "invite-email-error" : undefined}
        />
        {errors.email ? (
          <p
            id="invite-email-error"
            className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
            data-testid="field-error"
          >
            {errors.email}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="invite-role" className="block text-sm font-medium">
          Role
        </label>
        <select
          id="invite-role"
          name="role"
          defaultValue={values.role ?? "requester"}
          className={inputClass}
          aria-invalid={errors.role ? true : undefined}
          aria-describedby={errors.role ? "invite-role-error" : undefined}
        >
          {ORGANISATION_ROLES.map((role) => (
            <option key={role} value={role}>
              {ORGANISATION_ROLE_LABELS[role]}
            </option>
          ))}
        </select>
        {errors.role ? (
          <p
            id="invite-role-error"
            className="mt-1 text-sm font-medium text-red-700 dark:text-red-400"
            data-testid="field-error"
          >
            {errors.role}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${primaryButtonClass} sm:mt-6 sm:w-auto`}>
        Send invitation
      </button>
      <dl className="text-sm text-slate-600 sm:col-span-3 dark:text-slate-400">
        {ORGANISATION_ROLES.map((role) => (
          <div key={role} className="flex gap-2">
            <dt className="font-medium text-slate-800 dark:text-slate-200">{ORGANISATION_ROLE_LABELS[role]}:</dt>
            <dd>{ORGANISATION_ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
    </Form>
  );
}

export function PendingInvites({
  invites,
  timeZone,
}: {
  invites: OrganisationPage["invites"];
  timeZone: string | null;
}) {
  if (invites.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No invitations waiting.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="organisation-invites">
      {invites.map((invite) => (
        <li
          key={invite.id}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
          data-testid="organisation-invite"
        >
          <div className="min-w-0">
            <p className="break-all font-medium">{invite.email}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {ORGANISATION_ROLE_LABELS[invite.role]} ·{" "}
              {invite.state === "expired" ? "expired" : `expires ${formatDateTime(invite.expiresAt, timeZone)}`}
            </p>
          </div>
          <div className="flex gap-2">
            <Form method="post">
              <input type="hidden" name="intent" value="reinvite" />
              <input type="hidden" name="inviteId" value={invite.id} />
              <button type="submit" className={`${secondaryButtonClass} !px-3 !py-1.5 text-sm`}>
                Send again
              </button>
            </Form>
            {invite.state === "pending" ? (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="inviteId" value={invite.id} />
                <button type="submit" className={`${secondaryButtonClass} !px-3 !py-1.5 text-sm`}>
                  Revoke
                </button>
              </Form>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

function describe(event: OrganisationPage["audit"][number]): string {
  const label = AUDIT_LABELS[event.action] ?? event.action;
  const d = event.details;
  const role = (value: string | undefined) =>
    value && value in ORGANISATION_ROLE_LABELS
      ? ORGANISATION_ROLE_LABELS[value as keyof typeof ORGANISATION_ROLE_LABELS]
      : value;
  switch (event.action) {
    case "member.invited":
      return `${label} ${d.email} as ${role(d.role)}`;
    case "invite.revoked":
    case "member.removed":
      return `${label} ${d.email}`;
    case "member.role_changed":
      return `${label} ${d.email} from ${role(d.from)} to ${role(d.to)}`;
    case "invite.accepted":
      return `${label} (${d.email}, ${role(d.role)})`;
    case "organisation.suspended":
      return `${label}: ${d.reason}`;
    default:
      return label;
  }
}

export function AuditTrail({ events, timeZone }: { events: OrganisationPage["audit"]; timeZone: string | null }) {
  if (events.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Nothing recorded yet.</p>;
  return (
    <ol className="space-y-2 text-sm" data-testid="organisation-audit">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap gap-x-2" data-testid="audit-event" data-action={event.action}>
          <time dateTime={event.at} className="text-slate-600 dark:text-slate-400">
            {formatDateTime(event.at, timeZone)}
          </time>
          <span className="font-medium">{event.actor}</span>
          <span>{describe(event)}</span>
        </li>
      ))}
    </ol>
  );
}
