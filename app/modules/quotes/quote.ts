// Request-for-quotation rules: pure, shared by the buyer's list, the brand's inbox and the cart.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";

export type QuoteState = "requested" | "answered" | "expired" | "declined";

export interface QuoteLike {
  status: "requested" | "answered" | "declined" | "expired";
  validUntil: Date | string | null;
  unitPriceCents: number | null;
}

/** What the buyer sees: an answered quote past its validity date has expired. */
export function quoteState(quote: QuoteLike, now: Date = new Date()): QuoteState {
  if (quote.status === "declined") return "declined";
  if (quote.status === "expired") return "expired";
  if (quote.status === "requested") return "requested";
  if (!quote.validUntil || new Date(quote.validUntil).getTime() < now.getTime()) return "expired";
  return "answered";
}

/** Only an answered quote, still valid, with a price, may be bought at the quoted price. */
export function canBuyAtQuote(quote: QuoteLike, now: Date = new Date()): boolean {
  return quoteState(quote, now) === "answered" && quote.unitPriceCents !== null && quote.unitPriceCents > 0;
}

export const QUOTE_STATE_LABEL: Record<QuoteState, string> = {
  requested: "Awaiting answer",
  answered: "Answered",
  expired: "Expired",
  declined: "Declined",
};

export const MAX_QUOTE_QUANTITY = 10_000;

export const quoteRequestSchema = z.object({
  productId: textField().trim().min(1, "Choose a product.").max(200),
  variantId: textField().trim().min(1, "Choose a variant.").max(200),
  quantity: z.coerce
    .number({ message: "Enter a quantity." })
    .int("Enter a whole number.")
    .min(1, "The quantity must be at least 1.")
    .max(MAX_QUOTE_QUANTITY, `The quantity can be at most ${MAX_QUOTE_QUANTITY}.`),
  note: textField().trim().max(2000, "Keep the note under 2000 characters.").optional().default(""),
});

/** Price typed by the brand as "12,345.60" or "12345.6" → cents; null when not a positive amount. */
export function parsePriceToCents(input: string): number | null {
  const cleaned = input.replace(/[\s,]/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const cents = Math.round(Number(cleaned) * 100);
  return cents > 0 ? cents : null;
}

export const quoteAnswerSchema = z.object({
  unitPrice: textField({ message: "Enter the unit price." })
    .trim()
    .min(1, "Enter the unit price.")
    .refine((value) => parsePriceToCents(value) !== null, "Enter a price such as 1250.00."),
  leadTimeDays: z.coerce
    .number({ message: "Enter the lead time in days." })
    .int("Enter whole days.")
    .min(0, "The lead time cannot be negative.")
    .max(365, "The lead time can be at most 365 days."),
  validDays: z.coerce
    .number({ message: "Enter how many days the quote is valid." })
    .int("Enter whole days.")
    .min(1, "The quote must be valid for at least 1 day.")
    .max(180, "A quote can be valid for at most 180 days."),
  responseNote: textField().trim().max(2000, "Keep the note under 2000 characters.").optional().default(""),
});

/** The answer form's messages, one per field, and one for the whole form. */
export type QuoteAnswerErrors = Partial<
  Record<"unitPrice" | "leadTimeDays" | "validDays" | "responseNote" | "form", string>
>;

/** Decline: only the optional note to the buyer. */
export const quoteDeclineSchema = quoteAnswerSchema.pick({ responseNote: true });

/** /quotes "Add to cart" on an answered quote. */
export const quoteToCartSchema = z.object({ intent: z.literal("add-to-cart"), quoteId: textField().min(1).max(200) });
