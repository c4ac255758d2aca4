// The organisation's punchout settings page (ADR 065): who may see and change them (the organisation's admin, or a
// marketplace admin), and saving them. Secrets are stored as digests only; a blank secret field keeps the old one.
import { z } from "~/utils/zod";
import type { SessionUser } from "~/modules/auth/session.server";
import { textField } from "~/modules/forms/fields";
import { canAdminister } from "~/modules/organisations/roles";
import { prisma } from "~/utils/db.server";
import { generatePunchoutSecret, hashPunchoutSecret } from "./credentials.server";
import { parseReturnHosts, SECRET_MIN_LENGTH } from "./rules";

export interface PunchoutSettingsView {
  organisation: { id: string; name: string; suspended: boolean };
  cxmlDomain: string;
  cxmlIdentity: string;
  cxmlSecretSet: boolean;
  ociUsername: string;
  ociPasswordSet: boolean;
  returnHosts: string;
  priceTolerancePercent: number;
  updatedAt: string | null;
  /** A fresh random secret the page suggests (never stored unless submitted). */
  suggestedSecret: string;
}

export type PunchoutAccess =
  | { ok: true; organisationId: string; asMarketplaceAdmin: boolean }
  | { ok: false; reason: "not-member" | "not-admin" | "choose-organisation" | "unknown-organisation" };

/**
 * Which organisation's punchout settings `user` may manage: their own, if they are its admin; any, for a marketplace
 * admin (who names it with ?organisation=). A small lookup of its own until the organisation pages bring theirs.
 */
export async function punchoutSettingsAccess(user: SessionUser, requestedId: string | null): Promise<PunchoutAccess> {
  if (user.role === "admin") {
    if (!requestedId) {
      const own = await prisma.organisationMember.findUnique({
        where: { userId: user.id },
        select: { organisationId: true },
      });
      if (own) return { ok: true, organisationId: own.organisationId, asMarketplaceAdmin: true };
      return { ok: false, reason: "choose-organisation" };
    }
    const exists = await prisma.organisation.findUnique({ where: { id: requestedId }, select: { id: true } });
    return exists
      ? { ok: true, organisationId: exists.id, asMarketplaceAdmin: true }
      : { ok: false, reason: "unknown-organisation" };
  }
  const member = await prisma.organisationMember.findUnique({
    where: { userId: user.id },
    select: { organisationId: true, role: true },
  });
  if (!member) return { ok: false, reason: "not-member" };
  if (!canAdminister(member.role)) return { ok: false, reason: "not-admin" };
  return { ok: true, organisationId: member.organisationId, asMarketplaceAdmin: false };
}

/** Organisations a marketplace admin can pick from (newest first, a short list). */
export function organisationsToPick() {
  return prisma.organisation.findMany({ select: { id: true, name: true }, orderBy: { createdAt: "desc" }, take: 50 });
}

export async function punchoutSettings(organisationId: string): Promise<PunchoutSettingsView | null> {
  const organisation = await prisma.organisation.findUnique({
    where: { id: organisationId },
    select: {
      id: true,
      name: true,
      suspendedAt: true,
      punchoutConnection: {
        select: {
          cxmlDomain: true,
          cxmlIdentity: true,
          cxmlSecretHash: true,
          ociUsername: true,
          ociPasswordHash: true,
          returnHosts: true,
          priceTolerancePercent: true,
          updatedAt: true,
        },
      },
    },
  });
  if (!organisation) return null;
  const connection = organisation.punchoutConnection;
  return {
    organisation: { id: organisation.id, name: organisation.name, suspended: organisation.suspendedAt !== null },
    cxmlDomain: connection?.cxmlDomain ?? "",
    cxmlIdentity: connection?.cxmlIdentity ?? "",
    cxmlSecretSet: Boolean(connection?.cxmlSecretHash),
    ociUsername: connection?.ociUsername ?? "",
    ociPasswordSet: Boolean(connection?.ociPasswordHash),
    returnHosts: connection?.returnHosts.join(", ") ?? "",
    priceTolerancePercent: connection?.priceTolerancePercent ?? 0,
    updatedAt: connection?.updatedAt.toISOString() ?? null,
    suggestedSecret: generatePunchoutSecret(),
  };
}

const optionalSecret = textField()
  .max(200, "Please keep this under 200 characters.")
  .refine((value) => value === "" || value.length >= SECRET_MIN_LENGTH, `Use at least ${SECRET_MIN_LENGTH} characters.`)
  .refine(
    (value) => value === "" || new Set(value).size >= 8,
    "Use a less repetitive secret (at least 8 different characters).",
  )
  .refine((value) => value === "" || value.trim() === value, "Remove the spaces at the start or end.");

export const punchoutSettingsSchema = z
  .object({
    cxmlDomain: textField().trim().max(100, "Please keep this under 100 characters."),
    cxmlIdentity: textField().trim().max(200, "Please keep this under 200 characters."),
    cxmlSecret: optionalSecret,
    ociUsername: textField()
      .trim()
      .max(100, "Please keep this under 100 characters.")
      .refine((value) => value === "" || /^[A-Za-z0-9._@-]+$/.test(value), "Use letters, digits and . _ @ - only."),
    ociPassword: optionalSecret,
    returnHosts: textField()
      .max(1000, "Please keep this under 1000 characters.")
      .refine(
        (value) => parseReturnHosts(value) !== null,
        "List host names (like buyer.example.com), separated by commas.",
      ),
    priceTolerancePercent: z.coerce
      .number({ error: "Enter a whole percentage from 0 to 20." })
      .int("Enter a whole percentage from 0 to 20.")
      .min(0, "Enter a whole percentage from 0 to 20.")
      .max(20, "Enter a whole percentage from 0 to 20."),
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.cxmlDomain) !== Boolean(value.cxmlIdentity)) {
      const path = value.cxmlDomain ? "cxmlIdentity" : "cxmlDomain";
      ctx.addIssue({ code: "custom", path: [path], message: "Give both the credential domain and the identity." });
    }
  });

export type PunchoutSettingsInput = z.infer<typeof punchoutSettingsSchema>;
export type PunchoutSettingsField = keyof PunchoutSettingsInput;

export type SaveResult = { ok: true } | { ok: false; field: PunchoutSettingsField | "form"; message: string };

/** Saves the settings; a blank secret keeps the stored one. Taken identities and user names are field errors. */
export async function savePunchoutSettings(
  organisationId: string,
  actorId: string,
  input: PunchoutSettingsInput,
): Promise<SaveResult> {
  const current = await prisma.punchoutConnection.findUnique({
    where: { organisationId },
    select: { cxmlSecretHash: true, ociPasswordHash: true },
  });
  if (input.cxmlDomain && !input.cxmlSecret && !current?.cxmlSecretHash)
    return { ok: false, field: "cxmlSecret", message: "Set a shared secret for cXML." };
  if (input.ociUsername && !input.ociPassword && !current?.ociPasswordHash)
    return { ok: false, field: "ociPassword", message: "Set a password for OCI." };
  const [identityTaken, usernameTaken] = await Promise.all([
    // The domain in any case, as requests are matched (ADR 071); compared with lower(), not ILIKE, whose _ and %
    // would match other domains.
    input.cxmlDomain
      ? prisma.$queryRaw<{ id: string }[]>`
          SELECT id FROM "PunchoutConnection"
          WHERE lower("cxmlDomain") = lower(${input.cxmlDomain}) AND "cxmlIdentity" = ${input.cxmlIdentity}
            AND "organisationId" <> ${organisationId}
          LIMIT 1`.then((rows) => rows[0] ?? null)
      : null,
    input.ociUsername
      ? prisma.punchoutConnection.findFirst({
          where: { ociUsername: input.ociUsername, NOT: { organisationId } },
          select: { id: true },
        })
      : null,
  ]);
  if (identityTaken)
    return {
      ok: false,
      field: "cxmlIdentity",
      message: "Another organisation uses this identity. Ask your procurement team for yours.",
    };
  if (usernameTaken) return { ok: false, field: "ociUsername", message: "This user name is taken. Choose another." };
  const data = {
    cxmlDomain: input.cxmlDomain || null,
    cxmlIdentity: input.cxmlIdentity || null,
    cxmlSecretHash: !input.cxmlDomain
      ? null
      : input.cxmlSecret
        ? hashPunchoutSecret(input.cxmlSecret)
        : current?.cxmlSecretHash,
    ociUsername: input.ociUsername || null,
    ociPasswordHash: !input.ociUsername
      ? null
      : input.ociPassword
        ? hashPunchoutSecret(input.ociPassword)
        : current?.ociPasswordHash,
    returnHosts: parseReturnHosts(input.returnHosts) ?? [],
    priceTolerancePercent: input.priceTolerancePercent,
    updatedById: actorId,
  };
  try {
    await prisma.$transaction([
      prisma.punchoutConnection.upsert({
        where: { organisationId },
        create: { organisationId, ...data },
        update: data,
      }),
      prisma.organisationAuditEvent.create({
        data: {
          organisationId,
          actorId,
          action: "punchout.settings.updated",
          // What changed in words, never the secrets themselves.
          details: {
            cxml: input.cxmlDomain ? `${input.cxmlDomain}:${input.cxmlIdentity}` : null,
            cxmlSecretChanged: Boolean(input.cxmlSecret),
            ociUsername: input.ociUsername || null,
            ociPasswordChanged: Boolean(input.ociPassword),
          },
        },
      }),
    ]);
  } catch (error) {
    // Two admins saving the same identity at once: the unique index decides.
    if ((error as { code?: string }).code === "P2002")
      return { ok: false, field: "form", message: "Another organisation took this identity or user name just now." };
    throw error;
  }
  return { ok: true };
}
