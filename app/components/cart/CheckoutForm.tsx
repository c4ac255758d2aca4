import { Form, useLocation } from "react-router";
import type { CartView } from "~/modules/cart/cart";

/**
 * Checkout starts with the shipping step (GET /checkout, ADR 022), which posts the order with the cart's
 * idempotency key. redirectTo is where the payment page's "cancel" brings the buyer back. A cart mixing
 * currencies gets one checkout button per currency.
 */
export function CheckoutForm({ cart, onNavigate }: { cart: CartView; onNavigate?: () => void }) {
  const location = useLocation();
  const totals = cart.totals ?? [];
  const redirectTo = `${location.pathname}${location.search}`;
  const currencies = totals.length > 1 ? totals : [null];
  return (
    <div className="space-y-2">
      {currencies.map((total) => (
        <Form key={total?.currencyCode ?? "all"} method="get" action="/checkout" onSubmit={onNavigate}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          {total ? <input type="hidden" name="currency" value={total.currencyCode} /> : null}
          <button
            type="submit"
            data-testid="checkout"
            className="block w-full rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {total ? `Checkout ${total.currencyCode.toUpperCase()} items (${total.formatted})` : "Checkout"}
          </button>
        </Form>
      ))}
      <p className="text-center text-xs text-slate-600 dark:text-slate-400">
        Next: your shipping address, then secure card payment on a hosted checkout page.
      </p>
    </div>
  );
}
