import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { returnFromCancelledCheckout, submitCheckout } from "~/modules/checkout/checkout.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { readFormData } from "~/modules/forms/request-body.server";

/** The hosted payment page's "cancel" returns here; otherwise there is nothing to show at /checkout. */
export async function loader({ request }: LoaderFunctionArgs) {
  const result = await returnFromCancelledCheckout(request);
  return result.toast ? redirectWithToast(result.redirect, result.toast) : redirect(result.redirect, 303);
}

/** POST /checkout → a pending order with reserved stock, then the hosted payment page (or back, with a message). */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitCheckout(request, await readFormData(request), context);
  if (result.external) return redirect(result.redirect, 303);
  return redirectWithToast(result.redirect, result.toast);
}
