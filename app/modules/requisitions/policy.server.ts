// The organisation admin's approval settings (issue 36 item 2, ADR 059): read for the settings page and saved in one
// transaction (rule, thresholds, categories, approvers' limits), recorded in the organisation's audit trail.
import type { PrismaClient } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";
import type { RequisitionMembership } from "./membership.server";
import { ORGANISATION_ROLE_LABELS } from "~/modules/organisations/roles";
import {
  centsToAmount,
  limitField,
  thresholdField,
  type ApprovalSettingsView,
  type ParsedPolicy,
  type PolicyFormContext,
} from "./policy-form";

const APPROVER_ROLES = ["approver", "purchaser", "admin"] as const;

/** What the settings page shows and the form may name: currencies, categories, approvers and the saved values. */
export async function loadApprovalSettings(member: RequisitionMembership, db: PrismaClient = prisma) {
  const [currencies, categories, approvers, policy, limits] = await Promise.all([
    db.currency.findMany({ select: { code: true, symbol: true, template: true }, orderBy: { code: "asc" } }),
    db.category.findMany({ select: { id: true, name: true }, orderBy: [{ position: "asc" }, { name: "asc" }] }),
    db.organisationMember.findMany({
      where: { organisationId: member.organisationId, role: { in: [...APPROVER_ROLES] } },
      select: { userId: true, role: true, user: { select: { email: true, profile: { select: { fullName: true } } } } },
      orderBy: { createdAt: "asc" },
    }),
    db.approvalPolicy.findUnique({
      where: { organisationId: member.organisationId },
      select: {
        mode: true,
        categoryIds: true,
        requesterMayOrder: true,
        thresholds: { select: { currencyCode: true, amountCents: true } },
      },
    }),
    db.approverLimit.findMany({
      where: { organisationId: member.organisationId },
      select: { userId: true, currencyCode: true, limitCents: true },
    }),
  ]);
  return { currencies, categories, approvers, policy, limits };
}

export function policyFormContext(settings: Awaited<ReturnType<typeof loadApprovalSettings>>): PolicyFormContext {
  return {
    currencyCodes: settings.currencies.map((c) => c.code),
    categoryIds: settings.categories.map((c) => c.id),
    approverIds: settings.approvers.map((a) => a.userId),
  };
}

/** Replaces the organisation's rule and limits with the form's, and notes it in the organisation's audit trail. */
export async function saveApprovalSettings(
  member: RequisitionMembership,
  value: ParsedPolicy,
  db: PrismaClient = prisma,
): Promise<{ ok: true } | { ok: false; error: string }> {
  if (!member.canAdminister) return { ok: false, error: "Only an organisation admin can change approval rules." };
  const organisationId = member.organisationId;
  await db.$transaction(async (tx) => {
    await tx.approvalPolicy.upsert({
      where: { organisationId },
      create: {
        organisationId,
        mode: value.mode,
        categoryIds: value.categoryIds,
        requesterMayOrder: value.requesterMayOrder,
        updatedById: member.userId,
      },
      update: {
        mode: value.mode,
        categoryIds: value.categoryIds,
        requesterMayOrder: value.requesterMayOrder,
        updatedById: member.userId,
      },
    });
    await tx.approvalThreshold.deleteMany({ where: { organisationId } });
    if (value.thresholds.length)
      await tx.approvalThreshold.createMany({ data: value.thresholds.map((t) => ({ organisationId, ...t })) });
    await tx.approverLimit.deleteMany({ where: { organisationId } });
    if (value.limits.length)
      await tx.approverLimit.createMany({ data: value.limits.map((l) => ({ organisationId, ...l })) });
    await tx.organisationAuditEvent.create({
      data: {
        organisationId,
        actorId: member.userId,
        action: "approval-rules.updated",
        details: {
          mode: value.mode,
          thresholds: value.thresholds,
          categoryIds: value.categoryIds,
          requesterMayOrder: value.requesterMayOrder,
          limits: value.limits,
        },
      },
    });
  });
  return { ok: true };
}

/**
 * The settings page's view: the saved rule, or — after a refused post — what the admin typed, so nothing they entered
 * is lost while they correct it.
 */
export function approvalSettingsView(
  settings: Awaited<ReturnType<typeof loadApprovalSettings>>,
  typed: FormData | null = null,
): ApprovalSettingsView {
  const amounts: Record<string, string> = {};
  for (const t of settings.policy?.thresholds ?? [])
    amounts[thresholdField(t.currencyCode)] = centsToAmount(t.amountCents);
  for (const l of settings.limits) amounts[limitField(l.userId, l.currencyCode)] = centsToAmount(l.limitCents);
  let mode: ApprovalSettingsView["mode"] = settings.policy?.mode ?? "every";
  let categoryIds = settings.policy?.categoryIds ?? [];
  let requesterMayOrder = settings.policy?.requesterMayOrder ?? false;
  if (typed) {
    for (const [name, value] of typed.entries())
      if (typeof value === "string" && (name.startsWith("threshold_") || name.startsWith("limit_")))
        amounts[name] = value;
    mode = typed.get("mode") === "above" ? "above" : "every";
    categoryIds = typed.getAll("categories").filter((v): v is string => typeof v === "string");
    requesterMayOrder = typed.get("requesterMayOrder") === "on";
  }
  return {
    mode,
    requesterMayOrder,
    categoryIds,
    amounts,
    currencies: settings.currencies.map((c) => ({ code: c.code, symbol: c.symbol })),
    categories: settings.categories,
    approvers: settings.approvers.map((a) => ({
      userId: a.userId,
      name: a.user.profile?.fullName || a.user.email,
      roleLabel: ORGANISATION_ROLE_LABELS[a.role],
    })),
  };
}
