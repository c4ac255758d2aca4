// The one way other features learn which organisation a user buys for, and in which role (ADR 057).
// Requisitions, terms, invoices, lists and limits call these; none of them reads OrganisationMember itself.
import { Prisma } from "~/generated/prisma/client";
import type { OrganisationRole } from "~/generated/prisma/enums";
import { requireUser, type SessionUser } from "~/modules/auth/session.server";
import { readerFor, type PrismaClient } from "~/utils/db.server";

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

/**
 * The user's organisation and role, or null when they buy only for themselves. One indexed statement, on every
 * organisation page: read on the pool (ADR 071); pass a transaction as `db` to read it inside one.
 */
export async function getMembership(userId: string, db?: Pick<PrismaClient, "$queryRaw">): Promise<Membership | null> {
  const [row] = await readerFor(db)<(MembershipOrganisation & { role: OrganisationRole })[]>(Prisma.sql`
    SELECT m.role::text AS role, o.id, o.name, o."legalEntity", o."taxId", o."suspendedAt", o."suspensionReason",
           o."billingEmail", o."billingName", o."billingLine1", o."billingLine2", o."billingCity", o."billingRegion",
           o."billingPostcode", o."billingCountry"
      FROM "OrganisationMember" m
      JOIN "Organisation" o ON o.id = m."organisationId"
     WHERE m."userId" = ${userId}`);
  if (!row) return null;
  const { role, ...organisation } = row;
  return { organisation, role };
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
