// Requisitions' forms and words (issue 36 item 2, ADR 059). Pure: zod schemas shared by the server (the authority)
// and the pages, status labels and the sentences the history and e-mails use.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import type { ApprovalReason } from "./approval-rules";

export const REQUISITION_STATUSES = ["submitted", "approved", "rejected", "cancelled", "ordered"] as const;
export type RequisitionStatusName = (typeof REQUISITION_STATUSES)[number];

export const REQUISITION_STATUS_LABELS: Record<RequisitionStatusName, string> = {
  submitted: "Waiting for approval",
  approved: "Approved",
  rejected: "Rejected",
  cancelled: "Cancelled",
  ordered: "Ordered",
};

export const REQUISITION_EVENT_LABELS: Record<string, string> = {
  submitted: "Submitted",
  approved: "Approved",
  "auto-approved": "Approved automatically",
  rejected: "Rejected",
  cancelled: "Cancelled",
  ordered: "Order placed",
  "prices-confirmed": "Current prices confirmed",
};

export const COMMENT_MAX = 1000;

const optionalText = (label: string, max: number) =>
  textField()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .transform((value) => value || null);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** "Submit for approval" from the cart: an optional note and an optional needed-by date (today or later, UTC). */
export function submitRequisitionSchema(today: Date = new Date()) {
  const todayIso = today.toISOString().slice(0, 10);
  return z.object({
    note: optionalText("The note", COMMENT_MAX),
    neededBy: textField()
      .trim()
      .optional()
      .transform((value) => value || null)
      .refine((value) => value === null || (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))), {
        message: "Please enter a date as YYYY-MM-DD.",
      })
      .refine((value) => value === null || !ISO_DATE.test(value) || value >= todayIso, {
        message: "The needed-by date cannot be in the past.",
      }),
  });
}

export type SubmitRequisitionInput = z.infer<ReturnType<typeof submitRequisitionSchema>>;

/** Approve or reject: a comment is optional to approve and required to reject. */
export const decisionSchema = z
  .object({
    intent: z.enum(["approve", "reject"], { error: "Choose approve or reject." }),
    comment: optionalText("The comment", COMMENT_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.intent === "reject" && !value.comment)
      ctx.addIssue({ code: "custom", path: ["comment"], message: "Please say why you reject this requisition." });
  });

export type DecisionInput = z.infer<typeof decisionSchema>;

/** Cancelling one's own submitted requisition: an optional comment. */
export const cancelSchema = z.object({ comment: optionalText("The comment", COMMENT_MAX) });

/** Place order: card or on account (which needs the PO number), an optional PO number (the same rule as checkout's) and the prices the purchaser confirmed. */
export const placeOrderSchema = z.object({
  payment: z.enum(["card", "terms"], { error: "Choose how to pay." }),
  poNumber: textField()
    .trim()
    .max(50, "PO number must be at most 50 characters.")
    .regex(/^([A-Za-z0-9][A-Za-z0-9 ._/#-]*)?$/, "A PO number may hold letters, digits, spaces and . _ / # -.")
    .optional()
    .transform((value) => value || null),
  confirmedPrices: z
    .string()
    .max(200)
    .optional()
    .transform((value) => value || null),
});

/** First error per field of a failed zod parse, for messages next to the fields. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = typeof issue.path[0] === "string" ? issue.path[0] : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The sentence the history and the requisition page give for the rule that applied. */
export function describeApprovalReason(reason: ApprovalReason, money: (cents: number) => string): string {
  switch (reason.rule) {
    case "every":
      return "Every requisition of this organisation needs approval.";
    case "category":
      return `Products in the category "${reason.categoryId}" always need approval.`;
    case "amount":
      return `The total is above the approval threshold of ${money(reason.thresholdCents)}.`;
    case "no-threshold":
      return "No approval threshold is set for this currency, so it needs approval.";
    case "under-threshold":
      return `Approved automatically: the total is within the approval threshold of ${money(reason.thresholdCents)}.`;
  }
}

/** A price that changed between submission and conversion into an order. */
export interface PriceChange {
  variantId: string;
  title: string;
  submittedCents: number;
  currentCents: number;
}

/** What the purchaser confirms: the current prices, by variant, in one short string (the form carries it back). */
export function priceSignature(prices: { variantId: string; currentCents: number }[]): string {
  const text = [...prices]
    .sort((a, b) => (a.variantId < b.variantId ? -1 : 1))
    .map((p) => `${p.variantId}:${p.currentCents}`)
    .join("|");
  // FNV-1a, 32 bits: short, stable, and enough to tell one price list from another (not a secret).
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
