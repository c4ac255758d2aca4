// Net terms (issue 36 item 3, ADR 060): an organisation admin applies, a marketplace admin approves or declines. Both
// are audited in the transaction that makes the change (the organisation's trail and the marketplace's audit log).
import type { OrganisationRole } from "~/generated/prisma/enums";
import { writeAudit } from "~/modules/admin/audit.server";
import { getMembership } from "~/modules/organisations/membership.server";
import { canAdminister, canPurchase } from "~/modules/organisations/roles";
import { prisma, type Tx } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import { grantError, type TermsApplicationInput, type TermsDecisionInput } from "./terms";

type Db = typeof prisma | Tx;

export interface Membership {
  organisationId: string;
  organisationName: string;
  role: OrganisationRole;
  suspended: boolean;
}

/** The organisation a user buys for and their role in it (null: none), through the organisations module's lookup. */
export async function membershipOf(userId: string, db: Db = prisma): Promise<Membership | null> {
  const membership = await getMembership(userId, db);
  if (!membership) return null;
  return {
    organisationId: membership.organisation.id,
    organisationName: membership.organisation.name,
    role: membership.role,
    suspended: membership.organisation.suspendedAt !== null,
  };
}

export type TermsOutcome = { ok: true; message: string } | { ok: false; message: string; field?: string };

/** An organisation admin applies for terms. One application under review at a time per organisation. */
export async function applyForTerms(userId: string, input: TermsApplicationInput): Promise<TermsOutcome> {
  return prisma.$transaction(async (tx) => {
    const membership = await membershipOf(userId, tx);
    if (!membership || !canAdminister(membership.role))
      return { ok: false, message: "Only an organisation admin can apply for terms." };
    if (membership.suspended)
      return { ok: false, message: "Your organisation is suspended and cannot apply for terms." };
    // Applications of one organisation take turns on its row, so two posts cannot both open one.
    await tx.$queryRaw`SELECT id FROM "Organisation" WHERE id = ${membership.organisationId} FOR UPDATE`;
    const pending = await tx.termsApplication.count({
      where: { organisationId: membership.organisationId, status: "pending" },
    });
    if (pending > 0) return { ok: false, message: "Your application is already under review." };
    const application = await tx.termsApplication.create({
      data: {
        organisationId: membership.organisationId,
        requestedNetDays: input.netDays,
        requestedLimitCents: input.creditLimit,
        currencyCode: input.currency,
        note: input.note,
        appliedById: userId,
      },
      select: { id: true },
    });
    await tx.organisationAuditEvent.create({
      data: {
        organisationId: membership.organisationId,
        actorId: userId,
        action: "terms.applied",
        details: {
          applicationId: application.id,
          netDays: input.netDays,
          creditLimitCents: input.creditLimit,
          currencyCode: input.currency,
        },
      },
    });
    return { ok: true, message: "Your application for terms has been sent to LabMarket for review." };
  });
}

/** What /organisation/terms shows: the terms in force, the latest applications, and whether the viewer may apply. */
export async function getTermsPage(userId: string) {
  const membership = await membershipOf(userId);
  if (!membership) return null;
  const [terms, applications, overdue] = await Promise.all([
    prisma.organisationTerms.findUnique({
      where: { organisationId: membership.organisationId },
      select: { netDays: true, creditLimitCents: true, currencyCode: true, outstandingCents: true, approvedAt: true },
    }),
    prisma.termsApplication.findMany({
      where: { organisationId: membership.organisationId },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: {
        id: true,
        status: true,
        requestedNetDays: true,
        requestedLimitCents: true,
        currencyCode: true,
        note: true,
        createdAt: true,
        decidedAt: true,
        approvedNetDays: true,
        approvedLimitCents: true,
        declineReason: true,
      },
    }),
    prisma.invoice.count({
      where: { organisationId: membership.organisationId, paidAt: null, dueAt: { lt: new Date() } },
    }),
  ]);
  const money = (cents: number, code: string) => formatMoney(cents, { code });
  return {
    organisationName: membership.organisationName,
    suspended: membership.suspended,
    canApply: canAdminister(membership.role) && !applications.some((a) => a.status === "pending"),
    isAdmin: canAdminister(membership.role),
    canPurchase: canPurchase(membership.role),
    overdueInvoices: overdue,
    terms: terms
      ? {
          netDays: terms.netDays,
          creditLimit: money(terms.creditLimitCents, terms.currencyCode),
          outstanding: money(terms.outstandingCents, terms.currencyCode),
          available: money(Math.max(0, terms.creditLimitCents - terms.outstandingCents), terms.currencyCode),
          currencyCode: terms.currencyCode,
          approvedAt: terms.approvedAt.toISOString(),
        }
      : null,
    applications: applications.map((a) => ({
      id: a.id,
      status: a.status,
      requested: `Net ${a.requestedNetDays}, ${money(a.requestedLimitCents, a.currencyCode)}`,
      granted:
        a.status === "approved" && a.approvedNetDays !== null && a.approvedLimitCents !== null
          ? `Net ${a.approvedNetDays}, ${money(a.approvedLimitCents, a.currencyCode)}`
          : null,
      note: a.note,
      declineReason: a.declineReason,
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
    })),
  };
}

/** Admin › Terms & Invoices: applications waiting (oldest first) and the latest decisions. */
export async function listTermsApplications() {
  const select = {
    id: true,
    status: true,
    requestedNetDays: true,
    requestedLimitCents: true,
    currencyCode: true,
    note: true,
    createdAt: true,
    decidedAt: true,
    approvedNetDays: true,
    approvedLimitCents: true,
    declineReason: true,
    organisation: { select: { id: true, name: true, legalEntity: true, taxId: true, suspendedAt: true } },
  } as const;
  const [pending, decided] = await Promise.all([
    prisma.termsApplication.findMany({ where: { status: "pending" }, orderBy: { createdAt: "asc" }, take: 50, select }),
    prisma.termsApplication.findMany({
      where: { status: { not: "pending" } },
      orderBy: { decidedAt: "desc" },
      take: 20,
      select,
    }),
  ]);
  const view = (a: (typeof pending)[number]) => ({
    id: a.id,
    status: a.status,
    organisation: a.organisation.name,
    legalEntity: a.organisation.legalEntity,
    taxId: a.organisation.taxId,
    suspended: a.organisation.suspendedAt !== null,
    requestedNetDays: a.requestedNetDays,
    requestedLimit: formatMoney(a.requestedLimitCents, { code: a.currencyCode }),
    requestedLimitValue: (a.requestedLimitCents / 100).toFixed(2),
    currencyCode: a.currencyCode,
    note: a.note,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
    granted:
      a.approvedNetDays !== null && a.approvedLimitCents !== null
        ? `Net ${a.approvedNetDays}, ${formatMoney(a.approvedLimitCents, { code: a.currencyCode })}`
        : null,
    declineReason: a.declineReason,
  });
  return { pending: pending.map(view), decided: decided.map(view) };
}

/**
 * A marketplace admin approves (net days and credit limit as asked or lower) or declines with a reason. Only an
 * application still under review changes (a conditional update: two admins deciding at once, one wins).
 * Approving sets the organisation's terms; what it already owes on terms stays counted.
 */
export async function decideTermsApplication(adminId: string, input: TermsDecisionInput): Promise<TermsOutcome> {
  return prisma.$transaction(async (tx) => {
    const application = await tx.termsApplication.findUnique({
      where: { id: input.applicationId },
      select: {
        id: true,
        status: true,
        organisationId: true,
        requestedNetDays: true,
        requestedLimitCents: true,
        currencyCode: true,
        organisation: { select: { name: true } },
      },
    });
    if (!application) return { ok: false, message: "That application no longer exists." };
    if (application.status !== "pending") return { ok: false, message: "That application has already been decided." };
    const now = new Date();
    if (input.intent === "decline-terms") {
      const updated = await tx.termsApplication.updateMany({
        where: { id: application.id, status: "pending" },
        data: { status: "declined", decidedAt: now, decidedById: adminId, declineReason: input.reason },
      });
      if (updated.count !== 1) return { ok: false, message: "That application has already been decided." };
      await writeAudit(tx, adminId, "terms.declined", application.organisationId, {
        applicationId: application.id,
        reason: input.reason,
      });
      await tx.organisationAuditEvent.create({
        data: {
          organisationId: application.organisationId,
          actorId: adminId,
          action: "terms.declined",
          details: { applicationId: application.id, reason: input.reason },
        },
      });
      return { ok: true, message: `Terms for ${application.organisation.name} declined.` };
    }
    const refused = grantError(
      { netDays: application.requestedNetDays, limitCents: application.requestedLimitCents },
      { netDays: input.netDays, limitCents: input.creditLimit },
    );
    if (refused) return { ok: false, message: refused.message, field: refused.field };
    const updated = await tx.termsApplication.updateMany({
      where: { id: application.id, status: "pending" },
      data: {
        status: "approved",
        decidedAt: now,
        decidedById: adminId,
        approvedNetDays: input.netDays,
        approvedLimitCents: input.creditLimit,
      },
    });
    if (updated.count !== 1) return { ok: false, message: "That application has already been decided." };
    await tx.organisationTerms.upsert({
      where: { organisationId: application.organisationId },
      create: {
        organisationId: application.organisationId,
        netDays: input.netDays,
        creditLimitCents: input.creditLimit,
        currencyCode: application.currencyCode,
        approvedAt: now,
        approvedById: adminId,
      },
      update: {
        netDays: input.netDays,
        creditLimitCents: input.creditLimit,
        currencyCode: application.currencyCode,
        approvedAt: now,
        approvedById: adminId,
      },
    });
    const details = {
      applicationId: application.id,
      netDays: input.netDays,
      creditLimitCents: input.creditLimit,
      currencyCode: application.currencyCode,
    };
    await writeAudit(tx, adminId, "terms.approved", application.organisationId, details);
    await tx.organisationAuditEvent.create({
      data: { organisationId: application.organisationId, actorId: adminId, action: "terms.approved", details },
    });
    return {
      ok: true,
      message: `Net ${input.netDays} terms with a credit limit of ${formatMoney(input.creditLimit, { code: application.currencyCode })} approved for ${application.organisation.name}.`,
    };
  });
}
