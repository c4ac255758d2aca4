import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, redirect } from "react-router";
import { Link, isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "react-router";
import { TestCardForm } from "~/components/checkout/TestCardForm";
import { TEST_PAYMENT_LABEL } from "~/modules/payments/providers.server";
import { loadTestPaymentPage, submitTestPayment } from "~/modules/payments/test-gateway-page.server";
import { safeRedirectPath } from "~/utils/cookies.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Test Payment | LabMarket" },
  {
    name: "description",
    content: "LabMarket's built-in test payment page: pay for your order with a test card. No real card is charged.",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await loadTestPaymentPage(params.sessionId ?? "");
  if (!page) throw data({ message: "Payment session not found" }, { status: 404 });
  const cancelPath = safeRedirectPath(requestUrl(request).searchParams.get("cancel"), "/cart");
  // The page exists only while the test gateway may take payments; it always says that no real money moves.
  return { ...page, cancelPath, testPayment: TEST_PAYMENT_LABEL };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const result = await submitTestPayment(request, params.sessionId ?? "", await readFormData(request));
  if (result.kind === "redirect") return redirect(result.to, 303);
  return data({ errors: result.errors }, { status: result.status });
}

export default function TestPaymentPage() {
  const { sessionId, state, order, cancelPath, testPayment } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const errors = actionData?.errors ?? {};
  const formAction = `/pay/${sessionId}?${new URLSearchParams({ cancel: cancelPath })}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div
        role="note"
        className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        data-testid="test-mode"
      >
        <p className="text-lg font-bold tracking-wide">TEST MODE</p>
        <p className="mt-1 font-semibold">{testPayment.title}</p>
        <p className="mt-1 text-sm">
          This is LabMarket's built-in test payment page. No real card is charged. Pay with{" "}
          <strong>4242 4242 4242 4242</strong>, any future expiry date and any 3-digit code;{" "}
          <strong>4000 0000 0000 0002</strong> is declined.
        </p>
      </div>
      <h1 className="mt-8 text-3xl font-bold tracking-tight">Pay for order #{order.number}</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <section
          aria-labelledby="summary-heading"
          className="rounded-xl border border-slate-200 p-5 dark:border-slate-800"
        >
          <h2 id="summary-heading" className="font-semibold">
            Order summary
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {order.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3 py-2">
                <span>
                  {line.quantity} × {line.label}
                </span>
                <span className="font-medium">{line.lineTotal}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 text-lg font-semibold dark:border-slate-800">
            <span>Total</span>
            <span data-testid="pay-total">{order.total}</span>
          </p>
        </section>

        {state === "open" ? (
          <TestCardForm formAction={formAction} errors={errors} total={order.total} email={order.email} />
        ) : state === "paid" ? (
          <section className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 dark:border-emerald-800 dark:bg-emerald-950">
            <h2 className="font-semibold">This order is paid.</h2>
            <Link
              to={`/success?session_id=${sessionId}`}
              className="mt-3 inline-block font-medium text-brand-700 underline dark:text-brand-100"
            >
              See the confirmation
            </Link>
          </section>
        ) : (
          <section
            className="rounded-xl border border-slate-300 p-5 dark:border-slate-700"
            data-testid="session-closed"
          >
            <h2 className="font-semibold">This payment session has expired.</h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              The order was cancelled and its items were released. Your cart has been kept.
            </p>
            <Link to="/cart" className="mt-3 inline-block font-medium text-brand-700 underline dark:text-brand-100">
              Return to your cart
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? "Payment session not found" : "Payment page unavailable"}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">Return to your cart to check out again.</p>
      <Link
        to="/cart"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Go to your cart
      </Link>
    </div>
  );
}
