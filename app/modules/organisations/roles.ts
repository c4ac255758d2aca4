// What each member of an organisation may do (issue 36, ADR 057). Pure: shared by server and client.
// One role per member; the roles nest, so an admin can do what a purchaser can, and so on, except that nobody
// approves their own requisition (that rule lives with requisitions, since it needs the requester).
import type { OrganisationRole } from "~/generated/prisma/enums";

export const ORGANISATION_ROLES = [
  "requester",
  "approver",
  "purchaser",
  "admin",
] as const satisfies readonly OrganisationRole[];

const RANK: Record<OrganisationRole, number> = { requester: 0, approver: 1, purchaser: 2, admin: 3 };

export const ORGANISATION_ROLE_LABELS: Record<OrganisationRole, string> = {
  requester: "Requester",
  approver: "Approver",
  purchaser: "Purchaser",
  admin: "Organisation admin",
};

/** What a role adds, in the words the members' page shows. */
export const ORGANISATION_ROLE_DESCRIPTIONS: Record<OrganisationRole, string> = {
  requester: "Builds carts, submits requisitions and keeps shared lists.",
  approver: "Also approves or rejects other members' requisitions.",
  purchaser: "Also places orders on the organisation's terms with a purchase order number.",
  admin: "Also invites and removes members, changes roles and sets approval rules and terms.",
};

export function isOrganisationRole(value: unknown): value is OrganisationRole {
  return typeof value === "string" && (ORGANISATION_ROLES as readonly string[]).includes(value);
}

function atLeast(role: OrganisationRole, needed: OrganisationRole): boolean {
  return RANK[role] >= RANK[needed];
}

/** Submit a cart as a requisition, keep lists, see the organisation's orders. Every member. */
export function canRequisition(role: OrganisationRole): boolean {
  return atLeast(role, "requester");
}

/** Approve or reject another member's requisition. */
export function canApprove(role: OrganisationRole): boolean {
  return atLeast(role, "approver");
}

/** Place an order on the organisation's terms (purchase order) and see its invoices. */
export function canPurchase(role: OrganisationRole): boolean {
  return atLeast(role, "purchaser");
}

/** Invite, remove, change roles, edit the organisation, set approval rules, apply for terms. */
export function canAdminister(role: OrganisationRole): boolean {
  return role === "admin";
}
