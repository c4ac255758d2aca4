// Requisitions (issue 36 item 2, ADR 059): a member's cart submitted for approval, approved or rejected by another
// member within their monthly limit, cancelled by its requester. Every read is scoped to the member's organisation
// (a requisition of another organisation is "not found"); every change is one transaction that re-checks the status.
import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import type { RequisitionStatus } from "~/generated/prisma/enums";
import { resolveLinePrice, unusedQuote } from "~/modules/pricing/line-price";
import { loadVariantPricing, withPricing } from "~/modules/pricing/pricing.server";
import { chargeCurrency, chargedPrice } from "~/modules/currency/charge";
import type { RatedCurrency } from "~/modules/currency/display-currency";
import { prisma, readerFor } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import {
  approvalNeed,
  DEFAULT_APPROVAL_RULE,
  mayDecide,
  monthStartUtc,
  withinApproverLimit,
  type ApprovalReason,
  type ApprovalRule,
} from "./approval-rules";
import type { RequisitionMembership } from "./membership.server";
import { notifyApprovers, notifyRequester } from "./notifications.server";
import { describeApprovalReason, type DecisionInput, type SubmitRequisitionInput } from "./requisition";

type Db = PrismaClient;
const TX_OPTIONS = { maxWait: 15_000, timeout: 20_000 } as const;
export const QUEUE_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 20;
/** Offset paging stops here: older entries are reached by narrowing, not by paging a hundred pages. */
export const MAX_PAGE = 100;

export interface Actor {
  id: string;
  fullName: string;
  email: string;
}

export const SUSPENDED_MESSAGE =
  "Your organisation is suspended: it cannot submit requisitions or place orders. Please contact LabMarket.";

class RequisitionRefused extends Error {
  constructor(
    message: string,
    readonly field: "form" | "note" | "neededBy" = "form",
  ) {
    super(message);
  }
}

/** The organisation's approval rule as the pure rule reads it (the default when its admin set none). */
export async function approvalRuleOf(organisationId: string, db: Pick<Db, "approvalPolicy"> = prisma) {
  const policy = await db.approvalPolicy.findUnique({
    where: { organisationId },
    select: {
      mode: true,
      categoryIds: true,
      requesterMayOrder: true,
      thresholds: { select: { currencyCode: true, amountCents: true } },
    },
  });
  const rule: ApprovalRule = policy
    ? {
        mode: policy.mode,
        categoryIds: policy.categoryIds,
        thresholds: Object.fromEntries(policy.thresholds.map((t) => [t.currencyCode, t.amountCents])),
      }
    : DEFAULT_APPROVAL_RULE;
  return { rule, requesterMayOrder: policy?.requesterMayOrder ?? false };
}

export type SubmitOutcome =
  | { ok: true; requisitionId: string; status: RequisitionStatus; reason: ApprovalReason }
  | { ok: false; field: "form" | "note" | "neededBy"; error: string };

/**
 * The cart becomes a requisition: lines with their prices and titles as they are now, the total, the rule that
 * applies (approved at once when the rule does not ask for an approver), and a "submitted" event. The cart is
 * emptied in the same transaction, so either both happen or neither. Approvers are e-mailed after it commits.
 */
export async function submitRequisition(
  actor: Actor,
  member: RequisitionMembership | null,
  cartId: string | null,
  input: SubmitRequisitionInput,
  {
    db = prisma,
    now = new Date(),
    origin = "",
    buyerCurrency = null,
  }: {
    db?: Db;
    now?: Date;
    origin?: string;
    /** The member's display currency and the stated rates: the requisition is in it when every line converts (ADR 074). */
    buyerCurrency?: { display: RatedCurrency | null; currencies: readonly RatedCurrency[] } | null;
  } = {},
): Promise<SubmitOutcome> {
  if (!member || !member.canRequisition)
    return { ok: false, field: "form", error: "Only members of an organisation can submit a requisition." };
  if (member.suspended) return { ok: false, field: "form", error: SUSPENDED_MESSAGE };
  if (!cartId) return { ok: false, field: "form", error: "Your cart is empty." };
  let created: { id: string; status: RequisitionStatus; reason: ApprovalReason; number: number; total: string };
  try {
    created = await db.$transaction(async (tx) => {
      // The cart's changes and a second submission of the same cart wait for this one (the lines are read after).
      await tx.$queryRaw`SELECT id FROM "Cart" WHERE id = ${cartId} FOR UPDATE`;
      const lines = await tx.cartLine.findMany({
        where: { cartId },
        orderBy: { createdAt: "asc" },
        select: {
          id: true,
          quantity: true,
          quote: {
            select: { status: true, validUntil: true, unitPriceCents: true, quantity: true, orderedQuantity: true },
          },
          variant: {
            select: {
              id: true,
              title: true,
              priceInCents: true,
              salePriceInCents: true,
              currencyCode: true,
              product: {
                select: { id: true, title: true, categoryId: true, purchasable: true, status: true, deletedAt: true },
              },
            },
          },
        },
      });
      if (lines.length === 0) throw new RequisitionRefused("Your cart is empty.");
      const currencies = [...new Set(lines.map((line) => line.variant.currencyCode))];
      // In the member's currency when they read prices in one and every line converts, as checkout charges (ADR 074).
      const chargedIn = buyerCurrency
        ? chargeCurrency(currencies, buyerCurrency.display, buyerCurrency.currencies)
        : null;
      if (currencies.length > 1 && !chargedIn)
        throw new RequisitionRefused(
          `Your cart holds items in several currencies (${currencies.map((c) => c.toUpperCase()).join(", ")}). A requisition is in one currency: please submit one currency at a time.`,
        );
      const gone = lines.find(
        ({ variant: { product } }) => !product.purchasable || product.status !== "active" || product.deletedAt,
      );
      if (gone)
        throw new RequisitionRefused(
          `${gone.variant.product.title} is no longer available. Please remove it from your cart.`,
        );
      const pricing = await loadVariantPricing(
        lines.map((line) => line.variant.id),
        member.organisationId,
        tx,
      );
      const snapshot = lines.map(({ quantity, quote, variant }, position) => {
        // The price the cart shows (ADR 067): the catalogue's, a tier's, the organisation's, or a still-valid
        // quote's for its units not yet ordered; in the member's currency when the cart is (ADR 074).
        const listedCents = resolveLinePrice(
          withPricing(variant, pricing),
          quantity,
          unusedQuote(quote),
          now,
        ).unitPriceCents;
        const price = chargedIn
          ? chargedPrice(listedCents, variant.currencyCode, chargedIn, buyerCurrency!.currencies)
          : { unitPriceCents: listedCents, listed: null };
        return {
          position,
          variantId: variant.id,
          productId: variant.product.id,
          productTitle: variant.product.title,
          variantTitle: variant.title,
          categoryId: variant.product.categoryId,
          quantity,
          unitPriceCents: price.unitPriceCents,
          currencyCode: chargedIn?.code ?? variant.currencyCode,
          ...price.listed,
        };
      });
      const currencyCode = chargedIn?.code ?? currencies[0]!;
      const totalCents = snapshot.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
      const { rule } = await approvalRuleOf(member.organisationId, tx);
      const reason = approvalNeed(rule, { currencyCode, totalCents, categoryIds: snapshot.map((l) => l.categoryId) });
      const currency = await tx.currency.findUnique({ where: { code: currencyCode } });
      const money = (cents: number) => formatMoney(cents, currency ?? { code: currencyCode });
      const requisition = await tx.requisition.create({
        data: {
          organisationId: member.organisationId,
          requesterId: actor.id,
          requesterName: actor.fullName,
          requesterEmail: actor.email,
          status: reason.needed ? "submitted" : "approved",
          currencyCode,
          totalCents,
          note: input.note,
          neededBy: input.neededBy ? new Date(`${input.neededBy}T00:00:00Z`) : null,
          approvalRule: reason.rule,
          decidedAt: reason.needed ? null : now,
          createdAt: now,
          lines: { create: snapshot },
          events: {
            create: [
              {
                actorId: actor.id,
                actorName: actor.fullName,
                action: "submitted",
                comment: input.note,
                createdAt: now,
              },
              ...(reason.needed
                ? []
                : [{ action: "auto-approved", comment: describeApprovalReason(reason, money), createdAt: now }]),
            ],
          },
        },
        select: { id: true, number: true, status: true },
      });
      // Emptied only now, in the transaction that stored the requisition.
      await tx.cartLine.deleteMany({ where: { id: { in: lines.map((line) => line.id) } } });
      return {
        id: requisition.id,
        status: requisition.status,
        reason,
        number: requisition.number,
        total: money(totalCents),
      };
    }, TX_OPTIONS);
  } catch (error) {
    if (error instanceof RequisitionRefused) return { ok: false, field: error.field, error: error.message };
    throw error;
  }
  if (created.status === "submitted")
    await notifyApprovers(
      { id: created.id, number: created.number, total: created.total, organisationId: member.organisationId },
      actor,
      origin,
      db,
    );
  return { ok: true, requisitionId: created.id, status: created.status, reason: created.reason };
}

export type DecisionOutcome =
  | { kind: "approved" | "rejected" }
  | { kind: "not-found" }
  | { kind: "own" }
  | { kind: "not-allowed" }
  | { kind: "closed"; status: RequisitionStatus }
  | { kind: "over-limit"; limit: string; approved: string };

class OverLimit extends Error {
  constructor(
    readonly limitCents: number,
    readonly approvedCents: number,
  ) {
    super("over the approver's limit");
  }
}

/**
 * An approver approves or rejects a submitted requisition of their organisation, never their own. An approval counts
 * against the approver's monthly limit in the requisition's currency (if one is set): the limit row is locked first,
 * so approvals by the same approver take turns and the month's sum they read includes every earlier one.
 */
export async function decideRequisition(
  actor: Actor,
  member: RequisitionMembership | null,
  requisitionId: string,
  decision: DecisionInput,
  { db = prisma, now = new Date(), origin = "" }: { db?: Db; now?: Date; origin?: string } = {},
): Promise<DecisionOutcome> {
  if (!member) return { kind: "not-found" };
  if (!member.canApprove) return { kind: "not-allowed" };
  let outcome: DecisionOutcome;
  try {
    outcome = await db.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<
        {
          id: string;
          status: RequisitionStatus;
          requesterId: string | null;
          currencyCode: string;
          totalCents: number;
        }[]
      >`SELECT id, status, "requesterId", "currencyCode", "totalCents" FROM "Requisition"
        WHERE id = ${requisitionId} AND "organisationId" = ${member.organisationId} FOR UPDATE`;
      if (!row) return { kind: "not-found" } as const;
      if (row.requesterId === actor.id) return { kind: "own" } as const;
      if (!mayDecide({ userId: actor.id, canApprove: member.canApprove }, row))
        return { kind: "closed", status: row.status } as const;
      if (decision.intent === "approve") {
        const [limit] = await tx.$queryRaw<{ limitCents: number }[]>`
          SELECT "limitCents" FROM "ApproverLimit"
          WHERE "organisationId" = ${member.organisationId} AND "userId" = ${actor.id} AND "currencyCode" = ${row.currencyCode}
          FOR UPDATE`;
        if (limit) {
          const approved = await tx.requisition.aggregate({
            _sum: { totalCents: true },
            where: {
              organisationId: member.organisationId,
              decidedById: actor.id,
              currencyCode: row.currencyCode,
              status: { in: ["approved", "ordered"] },
              decidedAt: { gte: monthStartUtc(now) },
            },
          });
          const approvedCents = approved._sum.totalCents ?? 0;
          if (!withinApproverLimit(limit.limitCents, approvedCents, row.totalCents))
            throw new OverLimit(limit.limitCents, approvedCents);
        }
      }
      const status = decision.intent === "approve" ? "approved" : "rejected";
      await tx.requisition.update({
        where: { id: row.id },
        data: {
          status,
          decidedById: actor.id,
          decidedAt: now,
          events: {
            create: {
              actorId: actor.id,
              actorName: actor.fullName,
              action: status,
              comment: decision.comment,
              createdAt: now,
            },
          },
        },
      });
      return { kind: status } as const;
    }, TX_OPTIONS);
  } catch (error) {
    if (!(error instanceof OverLimit)) throw error;
    const req = await db.requisition.findUnique({ where: { id: requisitionId }, select: { currencyCode: true } });
    const currency = { code: req?.currencyCode ?? "usd" };
    return {
      kind: "over-limit",
      limit: formatMoney(error.limitCents, currency),
      approved: formatMoney(error.approvedCents, currency),
    };
  }
  if (outcome.kind === "approved" || outcome.kind === "rejected")
    await notifyRequester(requisitionId, outcome.kind, actor, decision.comment, origin, db);
  return outcome;
}

export type CancelOutcome =
  { kind: "cancelled" } | { kind: "not-found" } | { kind: "closed"; status: RequisitionStatus };

/** The requester cancels their own requisition while it waits for approval. */
export async function cancelRequisition(
  actor: Actor,
  member: RequisitionMembership | null,
  requisitionId: string,
  comment: string | null,
  { db = prisma, now = new Date() }: { db?: Db; now?: Date } = {},
): Promise<CancelOutcome> {
  if (!member) return { kind: "not-found" };
  return db.$transaction(async (tx) => {
    const mine = await tx.requisition.findFirst({
      where: { id: requisitionId, organisationId: member.organisationId, requesterId: actor.id },
      select: { status: true },
    });
    if (!mine) return { kind: "not-found" } as const;
    const changed = await tx.requisition.updateMany({
      where: { id: requisitionId, status: "submitted" },
      data: { status: "cancelled", updatedAt: now },
    });
    if (changed.count !== 1) return { kind: "closed", status: mine.status } as const;
    await tx.requisitionEvent.create({
      data: {
        requisitionId,
        actorId: actor.id,
        actorName: actor.fullName,
        action: "cancelled",
        comment,
        createdAt: now,
      },
    });
    return { kind: "cancelled" } as const;
  }, TX_OPTIONS);
}

const SUMMARY_SELECT = {
  id: true,
  number: true,
  status: true,
  currencyCode: true,
  totalCents: true,
  requesterId: true,
  requesterName: true,
  note: true,
  neededBy: true,
  createdAt: true,
  _count: { select: { lines: true } },
} as const;

/** A page of requisitions (20 a page); `hasNext` when there is a further page. */
function pageOf<T>(rows: T[], page: number, size: number) {
  return { items: rows.slice(0, size), page, hasNext: rows.length > size && page < MAX_PAGE };
}

export function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** The requester's own requisitions in their organisation, newest first. */
export async function listMyRequisitions(member: RequisitionMembership, page: number, db: Db = prisma) {
  const rows = await db.requisition.findMany({
    where: { organisationId: member.organisationId, requesterId: member.userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * LIST_PAGE_SIZE,
    take: LIST_PAGE_SIZE + 1,
    select: SUMMARY_SELECT,
  });
  return pageOf(rows, page, LIST_PAGE_SIZE);
}

/** For a member who may place orders: approved requisitions of the organisation waiting for an order, oldest first. */
export async function listAwaitingOrder(member: RequisitionMembership, requesterMayOrder: boolean, db: Db = prisma) {
  if (!member.canPurchase && !requesterMayOrder) return [];
  return db.requisition.findMany({
    where: {
      organisationId: member.organisationId,
      status: "approved",
      ...(member.canPurchase ? {} : { requesterId: member.userId }),
    },
    orderBy: [{ decidedAt: "asc" }, { id: "asc" }],
    take: 50,
    select: SUMMARY_SELECT,
  });
}

/**
 * The approver's queue: submitted requisitions of their organisation that are not their own, oldest first, a page at
 * a time. Each says whether it fits what is left of the approver's monthly limit in its currency.
 */
export async function approvalQueue(
  member: RequisitionMembership,
  page: number,
  { db, now = new Date() }: { db?: Pick<Db, "$queryRaw">; now?: Date } = {},
) {
  // One statement (issue 36: ≤ 4 per view with the session, cart and membership reads): the page of the queue with
  // each requisition's first lines and line count, and the approver's limits with what they approved this month in
  // each limit's currency — summed per limit, so the (organisationId, decidedById, currencyCode, decidedAt) index
  // reads only this month's decisions (ADR 069). A currency without a limit is never over it, so only those count.
  // Read on the pool unless `db` is given (ADR 071).
  const [result] = await readerFor(db)<{ items: QueueRowJson[] | null; limits: LimitJson[] | null }[]>(Prisma.sql`
    WITH page AS (
      SELECT r.id, r.number, r.status::text AS status, r."currencyCode", r."totalCents", r."requesterId",
             r."requesterName", r.note, r."neededBy", r."createdAt",
             (SELECT count(*)::int FROM "RequisitionLine" WHERE "requisitionId" = r.id) AS "lineCount",
             (SELECT coalesce(json_agg(json_build_object('productTitle', l."productTitle", 'quantity', l.quantity)
                                       ORDER BY l.position), '[]')
                FROM (SELECT "productTitle", quantity, position FROM "RequisitionLine"
                       WHERE "requisitionId" = r.id ORDER BY position LIMIT 3) l) AS lines
        FROM "Requisition" r
       WHERE r."organisationId" = ${member.organisationId} AND r.status = 'submitted'
         AND (r."requesterId" IS NULL OR r."requesterId" <> ${member.userId})
       ORDER BY r."createdAt", r.id
       LIMIT ${QUEUE_PAGE_SIZE + 1} OFFSET ${(page - 1) * QUEUE_PAGE_SIZE}
    ), limits AS (
      SELECT l."currencyCode", l."limitCents",
             (SELECT coalesce(sum(a."totalCents"), 0)::bigint FROM "Requisition" a
               WHERE a."organisationId" = l."organisationId" AND a."decidedById" = l."userId"
                 AND a."currencyCode" = l."currencyCode" AND a.status IN ('approved', 'ordered')
                 AND a."decidedAt" >= ${monthStartUtc(now)}) AS "usedCents"
        FROM "ApproverLimit" l
       WHERE l."organisationId" = ${member.organisationId} AND l."userId" = ${member.userId}
    )
    SELECT (SELECT json_agg(p ORDER BY p."createdAt", p.id) FROM page p) AS items,
           (SELECT json_agg(l ORDER BY l."currencyCode") FROM limits l) AS limits`);
  const limits = (result?.limits ?? []).map((l) => ({
    currencyCode: l.currencyCode,
    limitCents: l.limitCents,
    usedCents: Number(l.usedCents),
  }));
  const rows = (result?.items ?? []).map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    currencyCode: row.currencyCode,
    totalCents: row.totalCents,
    requesterId: row.requesterId,
    requesterName: row.requesterName,
    note: row.note,
    neededBy: row.neededBy === null ? null : new Date(`${row.neededBy}T00:00:00Z`),
    createdAt: new Date(`${row.createdAt}Z`),
    _count: { lines: row.lineCount },
    lines: row.lines,
  }));
  const limitOf = new Map(limits.map((l) => [l.currencyCode, l]));
  const queue = pageOf(rows, page, QUEUE_PAGE_SIZE);
  return {
    ...queue,
    items: queue.items.map((row) => {
      const limit = limitOf.get(row.currencyCode);
      return {
        ...row,
        withinLimit: withinApproverLimit(limit?.limitCents ?? null, limit?.usedCents ?? 0, row.totalCents),
      };
    }),
    limits,
  };
}

/** A queue row as the statement above returns it (json_agg: timestamps without a zone, dates as YYYY-MM-DD). */
interface QueueRowJson {
  id: string;
  number: number;
  status: RequisitionStatus;
  currencyCode: string;
  totalCents: number;
  requesterId: string | null;
  requesterName: string;
  note: string | null;
  neededBy: string | null;
  createdAt: string;
  lineCount: number;
  lines: { productTitle: string; quantity: number }[];
}

interface LimitJson {
  currencyCode: string;
  limitCents: number;
  usedCents: number | string;
}

/** One requisition of the member's organisation with its lines and history; null when it is not theirs to see. */
export async function getRequisition(member: RequisitionMembership, requisitionId: string, db: Db = prisma) {
  return db.requisition.findFirst({
    where: { id: requisitionId, organisationId: member.organisationId },
    select: {
      ...SUMMARY_SELECT,
      requesterEmail: true,
      approvalRule: true,
      decidedAt: true,
      orderId: true,
      lines: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          variantId: true,
          productId: true,
          productTitle: true,
          variantTitle: true,
          quantity: true,
          unitPriceCents: true,
          listedUnitPriceCents: true,
          listedCurrencyCode: true,
          exchangeRate: true,
        },
      },
      events: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, actorName: true, action: true, comment: true, createdAt: true },
      },
    },
  });
}

/** What the approver is told: a toast after a decision, or a message next to the comment when it was refused. */
export function decisionFeedback(
  outcome: DecisionOutcome,
): { ok: true; title: string; description: string } | { ok: false; status: 400 | 403 | 404 | 409; error: string } {
  switch (outcome.kind) {
    case "approved":
      return { ok: true, title: "Requisition approved", description: "The requester has been notified." };
    case "rejected":
      return { ok: true, title: "Requisition rejected", description: "The requester has been notified." };
    case "own":
      return { ok: false, status: 403, error: "You cannot approve or reject your own requisition." };
    case "not-allowed":
      return { ok: false, status: 403, error: "Only approvers of your organisation can decide on requisitions." };
    case "closed":
      return {
        ok: false,
        status: 409,
        error: `This requisition is no longer waiting for approval (${outcome.status}).`,
      };
    case "over-limit":
      return {
        ok: false,
        status: 409,
        error: `Approving this would exceed your monthly approval limit of ${outcome.limit} (${outcome.approved} approved this month). Another approver can approve it.`,
      };
    default:
      return { ok: false, status: 404, error: "This requisition was not found." };
  }
}
