// The approval rule of an organisation (issue 36 item 2, ADR 059). Pure: the server decides with it inside the
// submission and approval transactions; pages use it to explain the rule in words.

export type ApprovalModeName = "every" | "above";

export interface ApprovalRule {
  mode: ApprovalModeName;
  /** With mode "above": the amount (cents) above which a requisition in that currency needs approval. */
  thresholds: Record<string, number>;
  /** Category ids whose products always need approval. */
  categoryIds: string[];
}

/** An organisation that has not set a rule: every requisition needs an approver (the safe default). */
export const DEFAULT_APPROVAL_RULE: ApprovalRule = { mode: "every", thresholds: {}, categoryIds: [] };

export interface RequisitionForRule {
  currencyCode: string;
  totalCents: number;
  /** The categories of the requisition's products (null for a product without one). */
  categoryIds: (string | null)[];
}

/** Which rule decided, stored on the requisition and said in its history. */
export type ApprovalReason =
  | { needed: true; rule: "every" }
  | { needed: true; rule: "category"; categoryId: string }
  | { needed: true; rule: "amount"; thresholdCents: number }
  | { needed: true; rule: "no-threshold" }
  | { needed: false; rule: "under-threshold"; thresholdCents: number };

/**
 * Does this requisition need an approver, and under which rule? A listed category always needs one; with mode
 * "every" everything does; with mode "above" a total above the currency's threshold does, and so does a currency
 * the admin set no threshold for (nothing is approved automatically by omission).
 */
export function approvalNeed(rule: ApprovalRule, requisition: RequisitionForRule): ApprovalReason {
  const listed = requisition.categoryIds.find((id) => id !== null && rule.categoryIds.includes(id));
  if (listed) return { needed: true, rule: "category", categoryId: listed };
  if (rule.mode === "every") return { needed: true, rule: "every" };
  const threshold = rule.thresholds[requisition.currencyCode.toLowerCase()];
  if (threshold === undefined) return { needed: true, rule: "no-threshold" };
  if (requisition.totalCents > threshold) return { needed: true, rule: "amount", thresholdCents: threshold };
  return { needed: false, rule: "under-threshold", thresholdCents: threshold };
}

/**
 * May an approver with `limitCents` (null: no limit) approve `totalCents` when they have approved
 * `approvedThisMonthCents` in the same currency this calendar month? The limit is inclusive.
 */
export function withinApproverLimit(limitCents: number | null, approvedThisMonthCents: number, totalCents: number) {
  if (limitCents === null) return true;
  return approvedThisMonthCents + totalCents <= limitCents;
}

/** The first instant of the calendar month (UTC) that holds `now`: an approver's limit counts from there. */
export function monthStartUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Nobody approves their own requisition, whatever their role (ADR 057). */
export function mayDecide(
  approver: { userId: string; canApprove: boolean },
  requisition: { requesterId: string | null; status: string },
): boolean {
  return approver.canApprove && requisition.status === "submitted" && requisition.requesterId !== approver.userId;
}

/** Who may place the order for an approved requisition: a purchaser, or its requester if the organisation allows. */
export function mayPlaceOrder(
  member: { userId: string; canPurchase: boolean },
  requisition: { requesterId: string | null },
  requesterMayOrder: boolean,
): boolean {
  return member.canPurchase || (requesterMayOrder && requisition.requesterId === member.userId);
}
