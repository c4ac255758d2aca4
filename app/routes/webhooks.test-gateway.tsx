import type { ActionFunctionArgs } from "react-router";
import { appOrigin } from "~/utils/env.server";
import { handleWebhook } from "~/modules/payments/webhooks.server";

/** The built-in test gateway's webhook endpoint (HMAC-signed like a real provider's). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405 });
  const outcome = await handleWebhook("test", await request.text(), request.headers.get("x-test-gateway-signature"), {
    origin: appOrigin(),
  });
  if (outcome.status !== 200) return Response.json({ error: outcome.error }, { status: outcome.status });
  return Response.json({ received: true, result: outcome.result });
}

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
