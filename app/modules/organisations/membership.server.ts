// The one way other features learn which organisation a user buys for, and in which role (ADR 057).
// Requisitions, terms, invoices, lists and limits call these; none of them reads OrganisationMember itself.
import type { OrganisationRole } from "~/generated/prisma/enums";
import { requireUser, type SessionUser } from "~/modules/auth/session.server";
import { prisma } from "~/utils/db.server";

/** The organisation as its members' features need it: identity, suspension and the shared billing details. */
export type MembershipOrganisation = {
  id: string;
  name: string;
  legalEntity: string | null;
  taxId: string | null;
  suspendedAt: Date | null;
  suspensionReason: string | null;
  billingEmail: string;
  billingName: string | null;
  billingLine1: string;
  billingLine2: string | null;
  billingCity: string;
  billingRegion: string | null;
  billingPostcode: string;
  billingCountry: string;
};

export type Membership = { organisation: MembershipOrganisation; role: OrganisationRole };

const organisationSelect = {
  id: true,
  name: true,
  legalEntity: true,
  taxId: true,
  suspendedAt: true,
  suspensionReason: true,
  billingEmail: true,
  billingName: true,
  billingLine1: true,
  billingLine2: true,
  billingCity: true,
  billingRegion: true,
  billingPostcode: true,
  billingCountry: true,
} as const;

/**
 * The user's organisation and role, or null when they buy only for themselves. One indexed query; pass a transaction
 * as `db` to read it inside one.
 */
export async function getMembership(
  userId: string,
  db: Pick<typeof prisma, "organisationMember"> = prisma,
): Promise<Membership | null> {
  const row = await db.organisationMember.findUnique({
    where: { userId },
    select: { role: true, organisation: { select: organisationSelect } },
  });
  return row ? { organisation: row.organisation, role: row.role } : null;
}

export type OrganisationGuardOptions = {
  /** Refuse (403) when the organisation is suspended: for ordering, submitting and anything that spends. */
  active?: boolean;
};

/**
 * Guard for organisation features: anonymous → /login; no organisation → 404 (nothing to see, and it does
 * not reveal which organisations exist); a role the predicate refuses → 403; with `active`, a suspended
 * organisation → 403. Pass a rule from roles.ts, e.g. `requireOrganisationRole(request, canApprove)`.
 */
export async function requireOrganisationRole(
  request: Request,
  predicate: (role: OrganisationRole) => boolean,
  options: OrganisationGuardOptions = {},
): Promise<{ user: SessionUser; membership: Membership }> {
  const user = await requireUser(request);
  const membership = await getMembership(user.id);
  if (!membership) throw new Response("You are not a member of an organisation.", { status: 404 });
  if (!predicate(membership.role)) {
    throw new Response("Your role in the organisation does not allow this.", { status: 403 });
  }
  if (options.active && membership.organisation.suspendedAt) {
    throw new Response("Your organisation is suspended; it cannot order or submit requisitions.", { status: 403 });
  }
  return { user, membership };
}

/** Any member (every role), e.g. for pages every member sees. */
export function requireOrganisationMember(request: Request, options: OrganisationGuardOptions = {}) {
  return requireOrganisationRole(request, () => true, options);
}
