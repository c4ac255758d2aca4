import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { returnFromCancelledCheckout, submitCheckout } from "~/modules/checkout/checkout.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { readFormData } from "~/modules/forms/request-body.server";

export const meta: MetaFunction = () => [{ title: "Checkout | LabMarket" }, { name: "robots", content: "noindex" }];

/** The hosted payment page's "cancel" returns here; otherwise there is nothing to show at /checkout. */
export async function loader({ request }: LoaderFunctionArgs) {
  const result = await returnFromCancelledCheckout(request);
  return result.toast ? redirectWithToast(result.redirect, result.toast) : redirect(result.redirect, 303);
}

/** POST /checkout → a pending order with reserved stock, then the hosted payment page (or back, with a message). */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitCheckout(request, await readFormData(request), context);
  if ("rateLimited" in result) {
    const { retryAfterSeconds, ...page } = result.rateLimited;
    return data(page, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
  }
  if (result.external) return redirect(result.redirect, 303);
  return redirectWithToast(result.redirect, result.toast);
}

/** Shown only when checkout is rate-limited (HTTP 429): the message and the way back to the cart. */
export default function Checkout() {
  const page = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{page?.title ?? "Checkout"}</h1>
      <p role="alert" className="mt-3 text-slate-700 dark:text-slate-300">
        {page?.message ?? "Review your cart and check out from there."}
      </p>
      <Link
        to={page?.back ?? "/cart"}
        className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Back to your cart
      </Link>
    </div>
  );
}
