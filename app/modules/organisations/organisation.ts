// Organisations' forms and pure rules (issue 36, ADR 057/058): the organisation's details, invitations, roles,
// suspension. Pure: shared by the routes' actions, the module and the unit tests.
import { z } from "~/utils/zod";
import { emailAddress, requiredText, textField } from "~/modules/forms/fields";
import { ORGANISATION_ROLES } from "./roles";

/** How long an invitation link works. */
export const INVITE_VALID_DAYS = 7;

function optionalText(max: number) {
  return textField()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : null));
}

const COUNTRY = textField({ error: "Country is required." })
  .trim()
  .min(2, "Country is required.")
  .max(60, "Please keep this under 60 characters.");

/** The organisation's details: who it is, where invoices go, where goods go (shipping is optional as a whole). */
export const organisationSchema = z
  .object({
    name: requiredText("Organisation name", 120),
    legalEntity: optionalText(160),
    taxId: optionalText(40).refine((v) => v === null || /^[A-Za-z0-9 .\-/]+$/.test(v), {
      message: "Use letters, digits, spaces, dots, dashes or slashes.",
    }),
    billingEmail: emailAddress({ required: "Billing contact e-mail is required." }),
    billingName: optionalText(120),
    billingLine1: requiredText("Billing address", 160),
    billingLine2: optionalText(160),
    billingCity: requiredText("City", 80),
    billingRegion: optionalText(80),
    billingPostcode: requiredText("Postcode", 20),
    billingCountry: COUNTRY,
    shippingName: optionalText(120),
    shippingLine1: optionalText(160),
    shippingLine2: optionalText(160),
    shippingCity: optionalText(80),
    shippingRegion: optionalText(80),
    shippingPostcode: optionalText(20),
    shippingCountry: optionalText(60),
  })
  .superRefine((value, ctx) => {
    // A shipping address is all or nothing: once a line is given, its city, postcode and country are needed.
    const given = [value.shippingLine1, value.shippingCity, value.shippingPostcode, value.shippingCountry].some(
      Boolean,
    );
    if (!given) return;
    const required = [
      ["shippingLine1", "Shipping address"],
      ["shippingCity", "City"],
      ["shippingPostcode", "Postcode"],
      ["shippingCountry", "Country"],
    ] as const;
    for (const [field, label] of required)
      if (!value[field]) ctx.addIssue({ code: "custom", path: [field], message: `${label} is required for shipping.` });
  });

export type OrganisationInput = z.infer<typeof organisationSchema>;
export type OrganisationField = keyof OrganisationInput;

export const ORGANISATION_FIELDS: readonly OrganisationField[] = [
  "name",
  "legalEntity",
  "taxId",
  "billingEmail",
  "billingName",
  "billingLine1",
  "billingLine2",
  "billingCity",
  "billingRegion",
  "billingPostcode",
  "billingCountry",
  "shippingName",
  "shippingLine1",
  "shippingLine2",
  "shippingCity",
  "shippingRegion",
  "shippingPostcode",
  "shippingCountry",
];

const roleField = z.enum(ORGANISATION_ROLES, { error: "Choose a role." });

export const inviteSchema = z.object({
  email: emailAddress(),
  role: roleField,
});

export const roleChangeSchema = z.object({
  userId: textField().min(1, "Choose a member.").max(64),
  role: roleField,
});

export const suspendSchema = z.object({
  organisationId: textField().min(1).max(64),
  reason: requiredText("A reason", 500, { required: "Say why (the organisation's admins will read it)." }),
});

/** Field errors of a failed parse, first message per field, `form` for the rest. */
export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field | "form", string>> {
  const errors: Partial<Record<Field | "form", string>> = {};
  for (const issue of error.issues) {
    const key = (typeof issue.path[0] === "string" ? issue.path[0] : "form") as Field | "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What the invitation link says when it cannot be used. */
export const INVITATION_MESSAGES = {
  missing: "This invitation link is not valid. Ask the organisation's admin for a new one.",
  expired: "This invitation has expired. Ask the organisation's admin to invite you again.",
  revoked: "This invitation was withdrawn. Ask the organisation's admin for a new one.",
  accepted: "This invitation has already been used.",
  wrongUser: "This invitation is for another e-mail address. Sign in with the invited address to accept it.",
  otherOrganisation:
    "You already belong to another organisation. Leave it first (on its page), then open this link again.",
} as const;

export type InvitationState = "pending" | "expired" | "accepted" | "revoked";

export function invitationState(
  invite: { expiresAt: Date; acceptedAt: Date | null; revokedAt: Date | null },
  now: Date,
): InvitationState {
  if (invite.acceptedAt) return "accepted";
  if (invite.revokedAt) return "revoked";
  return invite.expiresAt.getTime() <= now.getTime() ? "expired" : "pending";
}

export function inviteExpiry(now: Date): Date {
  return new Date(now.getTime() + INVITE_VALID_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * Would this change leave the organisation without an admin? `admins` counts its admins now; `target` is the member
 * whose role changes to `newRole` (null = removed or leaving).
 */
export function leavesNoAdmin(admins: number, targetRole: string, newRole: string | null): boolean {
  return targetRole === "admin" && newRole !== "admin" && admins <= 1;
}

/** The words the audit trail shows for each recorded action. */
export const AUDIT_LABELS: Record<string, string> = {
  "organisation.created": "Created the organisation",
  "organisation.updated": "Edited the organisation's details",
  "member.invited": "Invited",
  "invite.revoked": "Revoked the invitation of",
  "invite.accepted": "Accepted an invitation",
  "member.removed": "Removed",
  "member.role_changed": "Changed the role of",
  "member.left": "Left the organisation",
  "organisation.suspended": "Suspended the organisation (marketplace admin)",
  "organisation.reinstated": "Reinstated the organisation (marketplace admin)",
};

/** The organisation's address fields an order's delivery address is made from (a Prisma select). */
export const ORGANISATION_ADDRESS_SELECT = {
  name: true,
  billingName: true,
  billingLine1: true,
  billingLine2: true,
  billingCity: true,
  billingRegion: true,
  billingPostcode: true,
  billingCountry: true,
  shippingName: true,
  shippingLine1: true,
  shippingLine2: true,
  shippingCity: true,
  shippingRegion: true,
  shippingPostcode: true,
  shippingCountry: true,
} as const;

type OrganisationAddress = {
  [K in keyof typeof ORGANISATION_ADDRESS_SELECT]: K extends
    "name" | `billing${"Line1" | "City" | "Postcode" | "Country"}`
    ? string
    : string | null;
};

/**
 * Where an organisation's order goes when nobody typed an address (a requisition, punchout, an order on account):
 * its shipping address when it has a complete one, else its billing address — never a mix of the two.
 */
export function organisationDeliveryAddress(organisation: OrganisationAddress) {
  const ships = Boolean(organisation.shippingLine1 && organisation.shippingCity && organisation.shippingCountry);
  return {
    shippingName: (ships ? organisation.shippingName : organisation.billingName) ?? organisation.name,
    shippingCompany: organisation.name,
    shippingLine1: ships ? organisation.shippingLine1! : organisation.billingLine1,
    shippingLine2: ships ? organisation.shippingLine2 : organisation.billingLine2,
    shippingCity: ships ? organisation.shippingCity! : organisation.billingCity,
    shippingRegion: ships ? organisation.shippingRegion : organisation.billingRegion,
    shippingPostcode: ships
      ? (organisation.shippingPostcode ?? organisation.billingPostcode)
      : organisation.billingPostcode,
    shippingCountry: ships ? organisation.shippingCountry! : organisation.billingCountry,
  };
}
