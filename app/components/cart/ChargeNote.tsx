import type { CartView } from "~/modules/cart/cart";

/**
 * Which currency the cart is charged in when it is the buyer's and some lines are converted (ADR 074), and at what
 * rates: on the cart and on the checkout's summary, so the buyer sees the rate before paying.
 */
export function ChargeNote({ charge }: { charge: CartView["charge"] }) {
  if (!charge || charge.rates.length === 0) return null;
  return (
    <p className="mt-1 text-right text-sm text-slate-700 dark:text-slate-300" data-testid="cart-charge-note">
      Charged in {charge.currencyCode.toUpperCase()}, your currency, at the shop&apos;s stated rates (
      {charge.rates.join("; ")}).
    </p>
  );
}
