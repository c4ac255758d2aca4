// The test gateway's hosted page (/pay/{sessionId}): shows the order, takes a test card, and reports
// the outcome through the same webhook handler as a real provider.
import { z } from "~/utils/zod";
import { textField } from "~/modules/forms/fields";
import { orderForSession } from "~/modules/orders/orders.server";
import { appOrigin } from "~/utils/env.server";
import { safeRedirectPath } from "~/utils/cookies.server";
import { paymentProviderNamed } from "./providers.server";
import { evaluateTestCard, type CardField } from "./test-cards";
import { buildTestEvent, isTestSessionId, signTestPayload } from "./test-gateway.server";
import { handleWebhook } from "./webhooks.server";
import { requestUrl } from "~/utils/request-url";

export async function loadTestPaymentPage(sessionId: string, now: Date = new Date()) {
  if (!isTestSessionId(sessionId) || !paymentProviderNamed("test")) return null;
  const found = await orderForSession(sessionId);
  if (!found || found.session.provider !== "test") return null;
  const { order, session } = found;
  // Like a real hosted session, the page expires with the order's stock reservation.
  const expired = order.reservedUntil !== null && new Date(order.reservedUntil).getTime() <= now.getTime();
  const state =
    order.status === "paid"
      ? "paid"
      : session.status === "open" && order.status === "pending" && !expired
        ? "open"
        : "closed";
  return {
    sessionId,
    state: state as "open" | "paid" | "closed",
    order: {
      number: order.number,
      total: order.total,
      lines: order.lines,
      email: order.email,
      reservedUntil: order.reservedUntil,
    },
  };
}

const paySchema = z.object({
  cardNumber: textField().trim().min(1, "Enter your card number.").max(30),
  expiry: textField().trim().min(1, "Enter the expiry date as MM/YY.").max(7),
  cvc: textField().trim().min(1, "Enter the security code.").max(4),
  name: textField().trim().max(120).optional(),
  email: z.union([z.literal(""), textField().trim().max(254).email("Enter a valid e-mail address.")]).optional(),
});

export type PayFieldErrors = Partial<Record<CardField | "email" | "form", string>>;

export type PayResult =
  { kind: "redirect"; to: string } | { kind: "errors"; errors: PayFieldErrors; status: 400 | 404 | 409 };

/** POST /pay/{sessionId}: intent=pay (a test card) or intent=cancel. */
export async function submitTestPayment(request: Request, sessionId: string, form: FormData): Promise<PayResult> {
  const page = await loadTestPaymentPage(sessionId);
  if (!page) return { kind: "errors", status: 404, errors: { form: "This payment session does not exist." } };
  const intent = form.get("intent");
  const cancelTo = safeRedirectPath(requestUrl(request).searchParams.get("cancel"), "/cart");
  const success = `/success?session_id=${encodeURIComponent(sessionId)}`;
  if (page.state === "paid") return { kind: "redirect", to: success };

  if (intent === "cancel") {
    if (page.state === "open") await deliver("checkout.session.expired", sessionId, null);
    return { kind: "redirect", to: cancelTo };
  }
  if (page.state !== "open") {
    // Past its reservation: release the stock now rather than wait for the sweep.
    await deliver("checkout.session.expired", sessionId, null);
    return {
      kind: "errors",
      status: 409,
      errors: { form: "This payment session has expired. Return to your cart to check out again." },
    };
  }
  const parsed = paySchema.safeParse(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) {
    const errors: PayFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof PayFieldErrors;
      errors[field] ??= issue.message;
    }
    return { kind: "errors", status: 400, errors };
  }
  const card = evaluateTestCard(parsed.data.cardNumber, parsed.data.expiry, parsed.data.cvc);
  if (!card.ok) return { kind: "errors", status: 400, errors: { [card.field]: card.message } };
  const outcome = await deliver("checkout.session.completed", sessionId, parsed.data.email || page.order.email || null);
  if (outcome.status !== 200)
    return { kind: "errors", status: 409, errors: { form: "The payment could not be confirmed. Please try again." } };
  return { kind: "redirect", to: success };
}

/** Signs the event like a provider would and hands it to the common webhook handler. */
async function deliver(type: Parameters<typeof buildTestEvent>[0], sessionId: string, email: string | null) {
  const payload = JSON.stringify(buildTestEvent(type, sessionId, email));
  return handleWebhook("test", payload, signTestPayload(payload), { origin: appOrigin() });
}
