// Which hosted payment page the store uses: Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the
// built-in test gateway.
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

export function activePaymentProvider(): PaymentProvider {
  return override ?? stripe() ?? new TestGatewayProvider();
}

/** The provider that owns sessions (and webhooks) of the given name, or null when not configured. */
export function paymentProviderNamed(name: ProviderName | string): PaymentProvider | null {
  if (override?.name === name) return override;
  if (name === "stripe") return stripe();
  // The test gateway exists only while no real provider is configured: it can never settle real orders.
  if (name === "test") return stripe() ? null : new TestGatewayProvider();
  return null;
}
