import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, redirect } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { ShippingForm } from "~/components/checkout/ShippingForm";
import { ChargeNote } from "~/components/cart/ChargeNote";
import { loadCheckoutPage } from "~/modules/checkout/checkout-page.server";
import { returnFromCancelledCheckout, submitCheckout } from "~/modules/checkout/checkout.server";
import { redirectWithToast } from "~/utils/cookies.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { requestUrl } from "~/utils/request-url";
import { submitOrderOnTerms } from "~/modules/terms/checkout-terms.server";

export const meta: MetaFunction = () => [{ title: "Checkout | LabMarket" }, { name: "robots", content: "noindex" }];

/**
 * GET /checkout: the shipping step (address and PO number) for the cart's items. The hosted payment page's
 * "cancel" also returns here (?cancelled=<order>) and is sent back to the page the buyer came from.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (requestUrl(request).searchParams.has("cancelled")) {
    const result = await returnFromCancelledCheckout(request);
    return result.toast ? redirectWithToast(result.redirect, result.toast) : redirect(result.redirect, 303);
  }
  const result = await loadCheckoutPage(request);
  if ("redirect" in result) return redirectWithToast(result.redirect, result.toast);
  // A production shop without a payment gateway says so here, before asking for an address (issue 34).
  if ("paymentsUnavailable" in result) return data({ notice: result.paymentsUnavailable }, { status: 503 });
  return result.page;
}

/**
 * POST /checkout → a pending order with reserved stock and the shipping details, then the hosted payment page.
 * A mistake in the address answers 400 with the messages by their fields (nothing created, the cart kept); a shop
 * without a payment gateway answers 503 "Payments are not configured" (nothing created, the cart kept).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  // "Place order on account": the organisation's terms instead of the card page (ADR 060).
  if (form.get("payment") === "terms") {
    const onAccount = await submitOrderOnTerms(request, form);
    if ("invalid" in onAccount) return data({ invalid: onAccount.invalid }, { status: 400 });
    return redirectWithToast(onAccount.redirect, onAccount.toast);
  }
  const result = await submitCheckout(request, form, context);
  if ("invalid" in result) return data({ invalid: result.invalid }, { status: 400 });
  if ("paymentsUnavailable" in result) return data(result.paymentsUnavailable, { status: 503 });
  if ("rateLimited" in result) {
    const { retryAfterSeconds, ...page } = result.rateLimited;
    return data(page, { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } });
  }
  if (result.external) return redirect(result.redirect, 303);
  return redirectWithToast(result.redirect, result.toast);
}

function CheckoutNotice({ title, message, back }: { title: string; message: string; back: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="checkout-notice">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert" className="mt-3 text-slate-700 dark:text-slate-300">
        {message}
      </p>
      <Link
        to={back}
        className="mt-6 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Back to your cart
      </Link>
    </div>
  );
}

export default function Checkout() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // Too many checkouts from this address (HTTP 429), or no payment gateway (503): the message and the way back.
  if (actionData && "back" in actionData) return <CheckoutNotice {...actionData} />;
  if ("notice" in loaded) return <CheckoutNotice {...loaded.notice} />;
  const page = loaded;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-5">
      <div className="lg:col-span-3">
        <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          Where should we ship your order? The brands see this address and your PO number.
        </p>
        {page.testPayment ? (
          <div
            role="note"
            data-testid="test-payment-notice"
            className="mt-4 rounded-md border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
          >
            <p className="font-bold">{page.testPayment.title}</p>
            <p className="mt-1">{page.testPayment.description}</p>
          </div>
        ) : null}
        {actionData && "invalid" in actionData ? (
          <p
            role="alert"
            className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {actionData.invalid.error?.[""]?.[0] ?? "Please correct the highlighted fields."} Your cart has been kept.
          </p>
        ) : null}
        <div className="mt-6">
          <ShippingForm
            idempotencyKey={page.idempotencyKey}
            currency={page.currency}
            redirectTo={page.redirectTo}
            defaults={page.defaults}
            lastResult={actionData && "invalid" in actionData ? actionData.invalid : undefined}
            onAccount={page.onAccount}
          />
        </div>
      </div>
      <aside
        aria-labelledby="checkout-summary"
        className="h-fit rounded-xl border border-slate-200 p-5 lg:col-span-2 dark:border-slate-800"
      >
        <h2 id="checkout-summary" className="text-lg font-semibold">
          Your order
        </h2>
        <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800" data-testid="checkout-lines">
          {page.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <span>
                {line.quantity} × {line.productTitle}
                {line.variantTitle !== "Default" ? ` (${line.variantTitle})` : ""}
              </span>
              <span className="font-medium">{line.lineTotal}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-semibold dark:border-slate-800">
          <span>Total</span>
          <span data-testid="checkout-total">{page.total}</span>
        </p>
        <ChargeNote charge={page.charge} />
        <Link to="/cart" className="mt-4 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-100">
          Change your cart
        </Link>
      </aside>
    </div>
  );
}
