// "Return cart" (ADR 065): a plain form post from the cart page or the punchout banner. Answers the page that posts
// the cart to the procurement system; the punchout session ends. Its CSP is set here (server/security.js leaves this
// path's policy to the route).
import { randomBytes } from "node:crypto";
import type { ActionFunctionArgs } from "react-router";
import { readFormData } from "~/modules/forms/request-body.server";
import { returnPageHtml, returnPagePolicy } from "~/modules/punchout/return-page";
import { returnPunchoutCart } from "~/modules/punchout/sessions.server";
import { redirectWithToast } from "~/utils/cookies.server";

export function loader() {
  return new Response(null, { status: 303, headers: { Location: "/cart" } });
}

export async function action({ request }: ActionFunctionArgs) {
  await readFormData(request);
  const outcome = await returnPunchoutCart(request);
  if (!outcome.ok)
    return redirectWithToast("/cart", {
      title: "Cart not returned",
      description: outcome.message,
      variant: "destructive",
    });
  const nonce = randomBytes(16).toString("base64");
  const headers = outcome.headers;
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  headers.set("Content-Security-Policy", returnPagePolicy(outcome.form.action, nonce));
  return new Response(returnPageHtml({ ...outcome.form, nonce }), { status: 200, headers });
}
