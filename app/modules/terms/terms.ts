// Net terms for organisations (issue 36 item 3, ADR 060): what an organisation admin may ask for, what a marketplace
// admin may grant, and whether an order on terms may be placed. Pure: shared by server and client.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";

export const NET_DAYS = [30, 45, 60] as const;
export type NetDays = (typeof NET_DAYS)[number];

/** The currencies terms may be granted in (those the catalogue sells in; one currency per order). */
export const TERMS_CURRENCIES = ["usd", "eur", "gbp"] as const;

/** The largest credit limit an application may ask for (10 million in the currency's units). */
export const MAX_CREDIT_LIMIT_CENTS = 10_000_000_00;

/** "12,500.50" or "12500" → cents; null when it is not an amount with at most two decimals. */
export function amountToCents(text: string): number | null {
  const plain = text.trim().replace(/,/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, fraction = ""] = plain.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

const netDaysField = z.coerce
  .number({ error: "Choose net 30, 45 or 60 days." })
  .refine((value): value is NetDays => (NET_DAYS as readonly number[]).includes(value), {
    message: "Choose net 30, 45 or 60 days.",
  });

function creditLimitField(label: string) {
  return textField({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .transform((value, ctx) => {
      const cents = amountToCents(value);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: `${label} must be an amount such as 25000 or 25000.00.` });
        return z.NEVER;
      }
      if (cents <= 0 || cents > MAX_CREDIT_LIMIT_CENTS) {
        ctx.addIssue({ code: "custom", message: `${label} must be more than 0 and at most 10,000,000.` });
        return z.NEVER;
      }
      return cents;
    });
}

/** An organisation admin's application (/organisation/terms). */
export const termsApplicationSchema = z.object({
  netDays: netDaysField,
  creditLimit: creditLimitField("Credit limit"),
  currency: z.enum(TERMS_CURRENCIES, { error: "Choose a currency." }),
  note: textField()
    .trim()
    .max(1000, "The note must be at most 1,000 characters.")
    .optional()
    .transform((value) => value || null),
});
export type TermsApplicationInput = z.infer<typeof termsApplicationSchema>;

/** A marketplace admin's decision on one application. */
export const termsDecisionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("approve-terms"),
    applicationId: textField().min(1).max(64),
    netDays: netDaysField,
    creditLimit: creditLimitField("Credit limit"),
  }),
  z.object({
    intent: z.literal("decline-terms"),
    applicationId: textField().min(1).max(64),
    reason: textField({ error: "Please give a reason for declining." })
      .trim()
      .min(3, "Please give a reason for declining.")
      .max(500, "The reason must be at most 500 characters."),
  }),
]);
export type TermsDecisionInput = z.infer<typeof termsDecisionSchema>;

/**
 * What an admin may grant for an application: the net days and credit limit asked for, or less (a shorter period
 * and a lower limit), never more. Returns the field message when the grant is more generous than the request.
 */
export function grantError(
  requested: { netDays: number; limitCents: number },
  granted: { netDays: number; limitCents: number },
): { field: "netDays" | "creditLimit"; message: string } | null {
  if (granted.netDays > requested.netDays)
    return { field: "netDays", message: `At most the net ${requested.netDays} days asked for.` };
  if (granted.limitCents > requested.limitCents)
    return { field: "creditLimit", message: "At most the credit limit asked for." };
  return null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Due date of an invoice: the issue date plus the net days (calendar days, in UTC). */
export function dueDate(issuedAt: Date, netDays: number): Date {
  return new Date(issuedAt.getTime() + netDays * DAY_MS);
}

/** An invoice is overdue from the moment its due date has passed while it is unpaid (derived, never stored). */
export function isOverdue(invoice: { dueAt: Date; paidAt: Date | null }, now: Date): boolean {
  return invoice.paidAt === null && invoice.dueAt.getTime() < now.getTime();
}

/** Whether an order of `orderCents` fits under the credit limit next to what is still unpaid. */
export function withinCreditLimit(terms: { outstandingCents: number; creditLimitCents: number }, orderCents: number) {
  return orderCents > 0 && terms.outstandingCents + orderCents <= terms.creditLimitCents;
}

/** Why an organisation cannot order on terms now (null: it can). */
export type TermsRefusal =
  "not-purchaser" | "suspended" | "no-terms" | "currency" | "overdue" | "over-limit" | "po-required";

export interface TermsState {
  /** The user is a member with canPurchase. */
  canPurchase: boolean;
  suspended: boolean;
  terms: { creditLimitCents: number; outstandingCents: number; currencyCode: string } | null;
  hasOverdueInvoice: boolean;
}

/** The rule in one place: who may order on terms, checked before and again inside the order's transaction. */
export function termsRefusal(
  state: TermsState,
  order: { totalCents: number; currencyCode: string },
): TermsRefusal | null {
  if (!state.canPurchase) return "not-purchaser";
  if (state.suspended) return "suspended";
  if (!state.terms) return "no-terms";
  if (state.terms.currencyCode !== order.currencyCode) return "currency";
  if (state.hasOverdueInvoice) return "overdue";
  if (!withinCreditLimit(state.terms, order.totalCents)) return "over-limit";
  return null;
}

export const TERMS_REFUSAL_MESSAGES: Record<TermsRefusal, string> = {
  "not-purchaser": "Only purchasers and admins of your organisation can place orders on its account.",
  suspended: "Your organisation is suspended and cannot place orders. Please contact LabMarket.",
  "no-terms":
    "Your organisation has no approved payment terms. Please pay by card, or ask your organisation admin to apply for terms.",
  currency:
    "Your organisation's terms are in another currency. Please check out the items in your terms' currency, or pay by card.",
  overdue:
    "Your organisation has an overdue invoice. New orders on account are blocked until it is paid; you can still pay by card.",
  "over-limit":
    "This order would take your organisation over its credit limit (unpaid invoices and orders included). Please pay by card or settle open invoices first.",
  "po-required": "A PO number is required to pay on account.",
};

export const TERMS_STATUS_LABELS = { pending: "Under review", approved: "Approved", declined: "Declined" } as const;
