// "Notify me when available" (issue 37, ADR 061): the names, states and messages the product page and its action
// share. Pure, and free of zod: the product page imports it, and a schema built here would put all of zod in that
// page's first load (ADR 051, ADR 072). The schema lives with the action that parses with it
// (notify-me-action.server.ts).

export const NOTIFY_INTENT = "notify";

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
