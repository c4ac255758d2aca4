// The signed-in user's organisation as requisitions need it (issue 36). The organisations module is getting its own
// getMembership(userId) on another branch; this small lookup stands in until the two are unified at the merge.
import type { OrganisationRole } from "~/generated/prisma/enums";
import { canAdminister, canApprove, canPurchase, canRequisition } from "~/modules/organisations/roles";
import { prisma } from "~/utils/db.server";
import { requireUser } from "~/modules/auth/session.server";

export interface RequisitionMembership {
  userId: string;
  organisationId: string;
  organisationName: string;
  suspended: boolean;
  role: OrganisationRole;
  canRequisition: boolean;
  canApprove: boolean;
  canPurchase: boolean;
  canAdminister: boolean;
}

/** The user's membership (a user belongs to one organisation at a time), or null when they belong to none. */
export async function requisitionMembership(userId: string): Promise<RequisitionMembership | null> {
  const member = await prisma.organisationMember.findUnique({
    where: { userId },
    select: { role: true, organisation: { select: { id: true, name: true, suspendedAt: true } } },
  });
  if (!member) return null;
  return {
    userId,
    organisationId: member.organisation.id,
    organisationName: member.organisation.name,
    suspended: member.organisation.suspendedAt !== null,
    role: member.role,
    canRequisition: canRequisition(member.role),
    canApprove: canApprove(member.role),
    canPurchase: canPurchase(member.role),
    canAdminister: canAdminister(member.role),
  };
}

/**
 * The signed-in member for a requisition page: anonymous visitors go to /login; a user in no organisation gets 404
 * (an organisation's requisitions exist only for its members).
 */
export async function requireRequisitionMember(request: Request) {
  const user = await requireUser(request);
  const member = await requisitionMembership(user.id);
  if (!member) throw new Response("Not found", { status: 404 });
  return { user, member };
}
