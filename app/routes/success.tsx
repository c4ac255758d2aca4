import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { loadSuccessView } from "~/modules/orders/success.server";
import { TEST_PAYMENT_LABEL } from "~/modules/payments/providers.server";
import { isTestSessionId } from "~/modules/payments/test-gateway.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Payment Successful | LabMarket" },
  { name: "description", content: "Your LabMarket payment confirmation: order number, total and what happens next." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  // A payment through the built-in test gateway says so here too: no real money moved (issue 34).
  const testPayment = isTestSessionId(requestUrl(request).searchParams.get("session_id") ?? "")
    ? TEST_PAYMENT_LABEL
    : null;
  return { view: await loadSuccessView(request), testPayment };
}

const primary = "rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700";
const secondary =
  "rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800";

export default function Success() {
  const { view, testPayment } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      {testPayment ? (
        <p
          role="note"
          data-testid="test-payment-notice"
          className="mb-8 rounded-md border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-sm font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {testPayment.title}
        </p>
      ) : null}
      {view.state === "refunded" ? (
        <>
          <h1 className="text-3xl font-bold">Payment refunded</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400" data-testid="refunded">
            {`Your payment of ${view.total} for order #${view.number} arrived after the items had been sold to other buyers. It has been refunded in full; your cart has been kept.`}
          </p>
        </>
      ) : view.state === "unknown" ? (
        <>
          <h1 className="text-3xl font-bold">No payment to show</h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            We could not find a payment for this page. If you just paid, check your e-mail or your orders.
          </p>
        </>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-emerald-100 text-3xl text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300"
          >
            ✓
          </div>
          <h1 className="mt-6 text-3xl font-bold">
            {view.state === "paid" ? "Payment Successful!" : "Payment Processing"}
          </h1>
          <p className="mt-3 text-slate-600 dark:text-slate-400">
            {view.state === "paid"
              ? "Thank you for your order. Your cart has been emptied."
              : "Your payment is being confirmed by the payment provider. This page updates when you reload it."}
          </p>
          <dl className="mx-auto mt-8 grid max-w-sm grid-cols-2 gap-y-2 rounded-xl border border-slate-200 p-5 text-left dark:border-slate-800">
            <dt className="text-slate-600 dark:text-slate-400">Order number</dt>
            <dd className="text-right font-semibold" data-testid="order-number">
              {`#${view.number}`}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Total</dt>
            <dd className="text-right font-semibold" data-testid="order-total">
              {view.total}
            </dd>
          </dl>
          <ul className="mx-auto mt-4 max-w-sm text-left text-sm text-slate-700 dark:text-slate-300">
            {view.lines.map((line) => (
              <li key={line.id} className="py-1">
                <div className="flex justify-between gap-3">
                  <span>
                    {line.quantity} × {line.label}
                  </span>
                  <span>{line.lineTotal}</span>
                </div>
                {line.priceLabel ? (
                  <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="line-price-label">
                    {line.priceLabel}
                  </p>
                ) : null}
                {line.backorder ? (
                  <p className="text-xs font-medium text-amber-800 dark:text-amber-300" data-testid="line-backorder">
                    {line.backorder}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {view.shipping.length ? (
            <div className="mx-auto mt-4 max-w-sm text-left text-sm" data-testid="order-shipping">
              <h2 className="font-semibold">Shipping to</h2>
              <address className="not-italic text-slate-700 dark:text-slate-300">
                {view.shipping.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              {view.poNumber ? (
                <p className="mt-2" data-testid="order-po">
                  PO number: {view.poNumber}
                </p>
              ) : null}
            </div>
          ) : null}
          {view.email ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              A confirmation e-mail is on its way to {view.email}.
            </p>
          ) : null}
        </>
      )}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/store" className={primary}>
          Continue Shopping
        </Link>
        <Link to="/buyer-dashboard" className={secondary}>
          View My Orders
        </Link>
      </div>
    </div>
  );
}
