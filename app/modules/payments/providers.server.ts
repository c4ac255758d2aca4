// Which hosted payment page the store uses, decided by server/settings.js (paymentsFrom): Stripe Checkout when
// STRIPE_SECRET_KEY is set; the built-in test gateway in development, or in production only when PAYMENTS=test turns
// it on on purpose (then every payment page says it is a test); in a production deployment without either, none —
// checkout refuses with PAYMENTS_UNAVAILABLE and creates nothing (issue 34).
import { paymentGatewaySetting } from "~/utils/env.server";
import type { PaymentProvider, ProviderName } from "./provider";
import { stripeFromEnv } from "./stripe.server";
import { TestGatewayProvider } from "./test-gateway.server";

let override: PaymentProvider | null = null;
let cachedStripe: PaymentProvider | null | undefined;

/** Tests swap in a provider (e.g. Stripe pointed at the local fake). */
export function setPaymentProviderForTests(provider: PaymentProvider | null) {
  override = provider;
  cachedStripe = undefined;
}

function stripe(): PaymentProvider | null {
  if (cachedStripe === undefined) cachedStripe = stripeFromEnv();
  return cachedStripe;
}

/** Whether the test gateway may take payments: no real provider configured, and the settings allow it. */
function testGatewayAllowed(): boolean {
  return !stripe() && paymentGatewaySetting() === "test";
}

/** The gateway checkout sends buyers to, or null when payments are not configured (checkout then refuses). */
export function activePaymentProvider(): PaymentProvider | null {
  return override ?? stripe() ?? (testGatewayAllowed() ? new TestGatewayProvider() : null);
}

/** The provider that owns sessions (and webhooks) of the given name, or null when not configured. */
export function paymentProviderNamed(name: ProviderName | string): PaymentProvider | null {
  if (override?.name === name) return override;
  if (name === "stripe") return stripe();
  // The test gateway exists only while no real provider is configured and the settings allow it: it can never settle
  // real orders, and a production deployment without PAYMENTS=test has no test pages at all.
  if (name === "test") return testGatewayAllowed() ? new TestGatewayProvider() : null;
  return null;
}

/** What the buyer is told when checkout cannot take payments (a production deployment without a gateway). */
export const PAYMENTS_UNAVAILABLE = {
  title: "Payments are not configured",
  description:
    "This shop cannot take payments yet. Nothing was ordered, no stock was held and your cart has been kept. Please try again later or contact us.",
} as const;

/** The label every payment page carries while the built-in test gateway takes the payments. */
export const TEST_PAYMENT_LABEL = {
  title: "Test payment — no real money moves",
  description:
    "This shop's payments go through LabMarket's built-in test gateway: no card is charged and no order is really paid. Pay with the test card 4242 4242 4242 4242.",
} as const;

/**
 * The test-payment label when the gateway checkout uses is the built-in test gateway, null otherwise (Stripe, or
 * payments not configured).
 */
export function testPaymentLabel(): typeof TEST_PAYMENT_LABEL | null {
  return activePaymentProvider()?.name === "test" ? TEST_PAYMENT_LABEL : null;
}
