// The product page's "Notify me when available" post (issue 37): guard → honeypot → rate limit → schema → subscribe.
// Answers with the form's state (400 with field messages on bad input) so it works the same without JavaScript.
import { data } from "react-router";
import { getOptionalUser } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { honeypotTripped } from "~/modules/security/honeypot";
import { clientAddress, consumeForAddress, RateLimitedError } from "~/modules/security/rate-limit.server";
import { emailAddress, textField } from "~/modules/forms/fields";
import { z } from "~/utils/zod";
import { NOTIFY_INTENT, notifyConfirmation, type NotifyMeErrors, type NotifyMeState } from "./notify-me";
import { subscribeToStock } from "./notify-me.server";

/** A visitor gives an address; a signed-in buyer's own address is used (the field is then not shown). */
const notifyMeSchema = z.object({
  intent: z.literal(NOTIFY_INTENT),
  variantId: textField({ error: "Choose an option first." }).trim().min(1, "Choose an option first.").max(100),
  email: emailAddress({
    required: "Enter the e-mail address to notify.",
    invalid: "Enter a valid e-mail address, like name@lab.org.",
  }).optional(),
});

export async function submitNotifyMe(request: Request, productId: string, context?: unknown) {
  const form = await readFormData(request);
  const variantId = typeof form.get("variantId") === "string" ? String(form.get("variantId")) : "";
  const typed = typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 300) : "";
  const reply = (state: Omit<NotifyMeState, "variantId" | "email">, status = 200) =>
    data<NotifyMeState>({ variantId, email: typed, ...state }, { status });
  if (honeypotTripped(form))
    return reply({ errors: { form: "This request could not be accepted." }, confirmation: null }, 400);
  const user = await getOptionalUser(request);
  const parsed = notifyMeSchema.safeParse({
    intent: form.get("intent"),
    variantId,
    // A signed-in buyer is notified at their account's address; a visitor must give one.
    email: user ? user.email : typed,
  });
  if (!parsed.success) {
    const errors: NotifyMeErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "email" || issue.path[0] === "variantId" ? issue.path[0] : "form";
      errors[field] ??= issue.message;
    }
    return reply({ errors, confirmation: null }, 400);
  }
  try {
    await consumeForAddress("notifyIp", clientAddress(request, context));
  } catch (error) {
    if (error instanceof RateLimitedError) return reply({ errors: { form: error.message }, confirmation: null }, 429);
    throw error;
  }
  const outcome = await subscribeToStock({
    productId,
    variantId: parsed.data.variantId,
    email: parsed.data.email ?? "",
    userId: user?.id ?? null,
  });
  if (!outcome.ok) return reply({ errors: outcome.errors, confirmation: null }, 400);
  return reply({ errors: {}, confirmation: notifyConfirmation(outcome.email, outcome.already) });
}
