// GET /checkout: the shipping step between the cart and the hosted payment page (ADR 022). It shows what will be
// ordered, asks where it goes (prefilled from the buyer's last order or profile) and posts to /checkout with the
// cart's idempotency key.
import type { CartView } from "~/modules/cart/cart";
import { getCartView } from "~/modules/cart/cart.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import { safeRedirectPath } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";
import { activePaymentProvider, PAYMENTS_UNAVAILABLE, testPaymentLabel } from "~/modules/payments/providers.server";
import { CHECKOUT_MESSAGES } from "./checkout.server";
import { shippingDefaults, type ShippingField } from "./shipping";
import { requestUrl } from "~/utils/request-url";
import { onAccountOption, type OnAccountOption } from "~/modules/terms/checkout-terms.server";

export interface CheckoutPage {
  lines: CartView["lines"];
  total: string;
  idempotencyKey: string;
  currency: string | null;
  redirectTo: string;
  defaults: Partial<Record<ShippingField, string>>;
  signedIn: boolean;
  /** Set while the built-in test gateway takes the payments: the page says no real money moves (issue 34). */
  testPayment: { title: string; description: string } | null;
  /** A purchaser of an organisation with terms may pay on account with a PO number (ADR 060); null otherwise. */
  onAccount: OnAccountOption | null;
  /** Charged in the buyer's currency, at these rates (ADR 074); null: as listed. */
  charge: CartView["charge"];
}

export type CheckoutPageResult =
  | { page: CheckoutPage }
  | { redirect: string; toast: { title: string; description: string; variant: "destructive" } }
  /** No payment gateway is configured: the page says so instead of asking for an address (HTTP 503). */
  | { paymentsUnavailable: { title: string; message: string; back: string } };

export async function loadCheckoutPage(request: Request): Promise<CheckoutPageResult> {
  const url = requestUrl(request);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"), "/cart");
  const [cart, user] = await Promise.all([getCartView(request), getOptionalUser(request)]);
  if (cart.lines.length === 0 || !cart.checkoutKey)
    return { redirect: "/cart", toast: { ...CHECKOUT_MESSAGES.empty, variant: "destructive" } };
  if (!activePaymentProvider())
    return {
      paymentsUnavailable: {
        title: PAYMENTS_UNAVAILABLE.title,
        message: PAYMENTS_UNAVAILABLE.description,
        back: redirectTo,
      },
    };
  const totals = cart.totals ?? [];
  const requested = url.searchParams.get("currency");
  // A cart in several currencies is paid one currency at a time (the cart offers one button per currency).
  const currency = totals.length > 1 ? (totals.find((t) => t.currencyCode === requested)?.currencyCode ?? null) : null;
  if (totals.length > 1 && !currency)
    return {
      redirect: "/cart",
      toast: {
        title: "Checkout Error",
        description: "Your cart holds items in several currencies. Please check out one currency at a time.",
        variant: "destructive",
      },
    };
  const lines = currency ? cart.lines.filter((line) => line.currency.code === currency) : cart.lines;
  const total = currency ? (totals.find((t) => t.currencyCode === currency)?.formatted ?? cart.total) : cart.total;
  const [last, profile] = user
    ? await Promise.all([
        prisma.order.findFirst({
          where: { userId: user.id, shippingLine1: { not: null } },
          orderBy: { createdAt: "desc" },
          select: {
            shippingName: true,
            shippingCompany: true,
            shippingLine1: true,
            shippingLine2: true,
            shippingCity: true,
            shippingRegion: true,
            shippingPostcode: true,
            shippingCountry: true,
            shippingPhone: true,
          },
        }),
        prisma.profile.findUnique({
          where: { id: user.id },
          select: { fullName: true, companyName: true, phoneNumber: true, country: true },
        }),
      ])
    : [null, null];
  return {
    page: {
      lines,
      total,
      idempotencyKey: `${cart.checkoutKey}${currency ? `-${currency}` : ""}`,
      currency,
      redirectTo,
      defaults: shippingDefaults(last, profile),
      signedIn: user !== null,
      testPayment: testPaymentLabel(),
      charge: cart.charge ?? null,
      onAccount: user
        ? await onAccountOption(
            user.id,
            lines.map((line) => ({
              unitPriceCents: line.currentUnitPriceCents,
              currencyCode: line.currency.code,
              quantity: line.quantity,
            })),
          )
        : null,
    },
  };
}
