// "Notify me when available" (issue 37, ADR 061): the form's rule, shared by the product page and its action. Pure.
import { z } from "zod";
import { emailAddress, textField } from "~/modules/forms/fields";

export const NOTIFY_INTENT = "notify";

/** A visitor gives an address; a signed-in buyer's own address is used (the field is then not shown). */
export const notifyMeSchema = z.object({
  intent: z.literal(NOTIFY_INTENT),
  variantId: textField({ error: "Choose an option first." }).trim().min(1, "Choose an option first.").max(100),
  email: emailAddress({
    required: "Enter the e-mail address to notify.",
    invalid: "Enter a valid e-mail address, like name@lab.org.",
  }).optional(),
});

export type NotifyMeInput = z.infer<typeof notifyMeSchema>;

export type NotifyMeErrors = Partial<Record<"email" | "variantId" | "form", string>>;

/** What the product page's action answers: the form's state for the variant it was posted for. */
export interface NotifyMeState {
  variantId: string;
  /** What the visitor typed (shown again in the field). */
  email: string;
  errors: NotifyMeErrors;
  confirmation: string | null;
}

export const NOTIFY_IN_STOCK_MESSAGE = "This item is in stock: you can order it now, no alert needed.";
export const NOTIFY_UNTRACKED_MESSAGE = "This item is always available to order: no alert needed.";

export function notifyConfirmation(email: string, already: boolean): string {
  return already
    ? `You're already on the list: we'll e-mail ${email} once when it is back in stock.`
    : `Done: we'll e-mail ${email} once when it is back in stock.`;
}
