import { Form, useLocation, useNavigation } from "@remix-run/react";
import type { CartView } from "~/modules/cart/cart";

/**
 * POST /checkout: carries the cart's idempotency key (stable for its contents, so a double submit or a
 * second tab returns the same order and payment session; the server derives it again and refuses a stale one). redirectTo is where "cancel" brings the buyer back.
 * A cart mixing currencies gets one checkout button per currency.
 */
export function CheckoutForm({ cart }: { cart: CartView }) {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === "/checkout";
  const totals = cart.totals ?? [];
  const redirectTo = `${location.pathname}${location.search}`;
  const currencies = totals.length > 1 ? totals : [null];
  return (
    <div className="space-y-2">
      {currencies.map((total) => (
        <Form key={total?.currencyCode ?? "all"} method="post" action="/checkout">
          <input
            type="hidden"
            name="idempotencyKey"
            value={`${cart.checkoutKey ?? ""}${total ? `-${total.currencyCode}` : ""}`}
          />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {total ? <input type="hidden" name="currency" value={total.currencyCode} /> : null}
          <button
            type="submit"
            disabled={pending}
            data-testid="checkout"
            className="block w-full rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {pending
              ? "Redirecting to payment…"
              : total
                ? `Checkout ${total.currencyCode.toUpperCase()} items (${total.formatted})`
                : "Checkout"}
          </button>
        </Form>
      ))}
      <p className="text-center text-xs text-slate-600 dark:text-slate-400">
        Secure card payment on a hosted checkout page.
      </p>
    </div>
  );
}
