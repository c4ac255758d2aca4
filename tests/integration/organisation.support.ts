// An organisation of a test's own with its members and roles (issue 36), made straight in the database.
import type { OrganisationRole } from "~/generated/prisma/enums";
import { prisma } from "~/utils/db.server";
import { uid } from "./store.support";

export async function createOrganisation(
  name: string,
  members: Record<string, OrganisationRole>,
  extra: { legalEntity?: string; taxId?: string } = {},
) {
  const org = await prisma.organisation.create({
    data: {
      name,
      ...extra,
      billingEmail: `${uid("billing")}@example.com`,
      billingLine1: "1 Lab Street",
      billingCity: "Basel",
      billingPostcode: "4051",
      billingCountry: "Switzerland",
    },
  });
  for (const [userId, role] of Object.entries(members))
    await prisma.organisationMember.create({ data: { organisationId: org.id, userId, role } });
  return org;
}
