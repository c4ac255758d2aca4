// The signed-in user's organisation as requisitions need it (issue 36): the organisations module's one lookup
// (getMembership / requireOrganisationMember, ADR 057), flattened with the role's permissions worked out once.
import type { OrganisationRole } from "~/generated/prisma/enums";
import { getMembership, requireOrganisationMember, type Membership } from "~/modules/organisations/membership.server";
import { canAdminister, canApprove, canPurchase, canRequisition } from "~/modules/organisations/roles";

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

function requisitionView(userId: string, membership: Membership): RequisitionMembership {
  const { organisation, role } = membership;
  return {
    userId,
    organisationId: organisation.id,
    organisationName: organisation.name,
    suspended: organisation.suspendedAt !== null,
    role,
    canRequisition: canRequisition(role),
    canApprove: canApprove(role),
    canPurchase: canPurchase(role),
    canAdminister: canAdminister(role),
  };
}

/** The user's membership (a user belongs to one organisation at a time), or null when they belong to none. */
export async function requisitionMembership(userId: string): Promise<RequisitionMembership | null> {
  const membership = await getMembership(userId);
  return membership ? requisitionView(userId, membership) : null;
}

/**
 * The signed-in member for a requisition page: anonymous visitors go to /login; a user in no organisation gets 404
 * (an organisation's requisitions exist only for its members).
 */
export async function requireRequisitionMember(request: Request) {
  const { user, membership } = await requireOrganisationMember(request);
  return { user, member: requisitionView(user.id, membership) };
}
