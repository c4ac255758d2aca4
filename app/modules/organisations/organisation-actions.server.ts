// POST /organisation: one form per intent (create, update, invite, reinvite, revoke, role, remove, leave). Each
// answers with a redirect and a toast, or with its form's messages (status 400/403) for the page to show beside the
// fields; nothing is stored half-way (every change is one transaction in organisations.server.ts).
import type { SessionUser } from "~/modules/auth/session.server";
import { honeypotTripped } from "~/modules/security/honeypot";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";
import { getMembership } from "./membership.server";
import { fieldErrors, inviteSchema, organisationSchema, roleChangeSchema } from "./organisation";
import {
  changeMemberRole,
  createOrganisation,
  inviteMember,
  leaveOrganisation,
  reinvite,
  removeMember,
  revokeInvite,
  updateOrganisation,
} from "./organisations.server";
import { canAdminister, ORGANISATION_ROLE_LABELS } from "./roles";

export type OrganisationActionData = {
  status: number;
  intent: string;
  errors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
  rowError?: { userId: string; message: string } | null;
};

function stringValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "intent") values[key] = value.slice(0, 500);
  return values;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

const HERE = "/organisation";

export async function organisationAction(
  user: SessionUser,
  form: FormData,
): Promise<Response | OrganisationActionData> {
  const intent = text(form, "intent");
  if (honeypotTripped(form))
    return { status: 400, intent, errors: { form: "Your submission could not be processed." } };
  const fail = (errors: Partial<Record<string, string>>, status = 400): OrganisationActionData => ({
    status,
    intent,
    errors,
    values: stringValues(form),
  });

  if (intent === "create") {
    if (user.role !== "buyer") return fail({ form: "Only buyer accounts can create an organisation." }, 403);
    const parsed = organisationSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return fail(fieldErrors(parsed.error));
    const created = await createOrganisation(user.id, parsed.data);
    if (!created.ok) return fail({ form: created.message });
    return redirectWithToast(HERE, {
      title: "Organisation created",
      description: `${parsed.data.name} is ready. You are its admin: invite your colleagues below.`,
    });
  }

  if (intent === "leave") {
    const left = await leaveOrganisation(user.id);
    if (!left.ok) return fail({ form: left.message });
    return redirectWithToast(HERE, { title: "You left the organisation" });
  }

  // Everything else is an admin's: the guard answers 404 to non-members and 403 to other roles.
  const membership = await getMembership(user.id);
  if (!membership) throw new Response("You are not a member of an organisation.", { status: 404 });
  if (!canAdminister(membership.role)) return fail({ form: "Only the organisation's admin can do this." }, 403);
  const organisationId = membership.organisation.id;

  switch (intent) {
    case "update": {
      const parsed = organisationSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return fail(fieldErrors(parsed.error));
      const updated = await updateOrganisation(user.id, organisationId, parsed.data);
      if (!updated.ok) return fail({ form: updated.message });
      return redirectWithToast(HERE, { title: "Details saved" });
    }
    case "invite": {
      const parsed = inviteSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return fail(fieldErrors(parsed.error));
      const invited = await inviteMember(user.id, organisationId, parsed.data, appOrigin());
      if (!invited.ok) return fail({ [invited.field ?? "form"]: invited.message });
      return redirectWithToast(HERE, {
        title: "Invitation sent",
        description: `${parsed.data.email} will get an e-mail with a link to join as ${ORGANISATION_ROLE_LABELS[parsed.data.role]}.`,
      });
    }
    case "reinvite": {
      const sent = await reinvite(user.id, organisationId, text(form, "inviteId"), appOrigin());
      if (!sent.ok) return fail({ form: sent.message });
      return redirectWithToast(HERE, {
        title: "Invitation sent again",
        description: "The earlier link no longer works.",
      });
    }
    case "revoke": {
      const revoked = await revokeInvite(user.id, organisationId, text(form, "inviteId"));
      if (!revoked.ok) return fail({ form: revoked.message });
      return redirectWithToast(HERE, { title: "Invitation revoked" });
    }
    case "role": {
      const parsed = roleChangeSchema.safeParse(Object.fromEntries(form));
      const userId = text(form, "userId");
      if (!parsed.success) return { status: 400, intent, rowError: { userId, message: "Choose a role." } };
      const changed = await changeMemberRole(user.id, organisationId, parsed.data.userId, parsed.data.role);
      if (!changed.ok) return { status: 400, intent, rowError: { userId, message: changed.message } };
      return redirectWithToast(HERE, {
        title: "Role changed",
        description: `Now ${ORGANISATION_ROLE_LABELS[parsed.data.role]}.`,
      });
    }
    case "remove": {
      const userId = text(form, "userId");
      const removed = await removeMember(user.id, organisationId, userId);
      if (!removed.ok) return { status: 400, intent, rowError: { userId, message: removed.message } };
      return redirectWithToast(HERE, { title: "Member removed" });
    }
    default:
      return fail({ form: "Unknown action." });
  }
}
