// The post of an order page's fulfilment forms (ship, cancel a line, refund units, refund everything), shared by
// the brand's order page and the admins' order page: parse, apply with the actor's scope, answer a 400 with the
// message by its field, a 404 for an order the actor may not change, or a redirect with a toast.
import { data } from "react-router";
import type { SessionUser } from "~/modules/auth/session.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { appOrigin } from "~/utils/env.server";
import { parseFulfilmentForm, type FulfilmentErrors } from "./fulfilment";
import { applyFulfilment } from "./fulfilment.server";

export type FulfilmentFeedback = { intent: string; lineId: string | null; errors: FulfilmentErrors };

export async function postFulfilment(request: Request, user: SessionUser, orderId: string, redirectTo: string) {
  const parsed = parseFulfilmentForm(await readFormData(request));
  if (!parsed.ok) {
    const feedback: FulfilmentFeedback = { intent: parsed.intent, lineId: parsed.lineId, errors: parsed.errors };
    return data({ feedback }, { status: 400 });
  }
  const result = await applyFulfilment(user, orderId, parsed.input, { origin: appOrigin() });
  if (!result.ok && result.notFound) throw new Response("Order not found", { status: 404 });
  if (!result.ok) {
    const input = parsed.input;
    const feedback: FulfilmentFeedback = {
      intent: input.intent,
      lineId: input.intent === "cancel" || input.intent === "refund" ? input.lineId : null,
      errors: { [result.field ?? "form"]: result.message },
    };
    return data({ feedback }, { status: 400 });
  }
  return redirectWithToast(redirectTo, { title: "Order updated", description: result.message });
}
