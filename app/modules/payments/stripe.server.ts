// Stripe Checkout through the stripe SDK (when STRIPE_SECRET_KEY is set). STRIPE_API_BASE may point the
// SDK at another host (tests use a local fake of the Stripe HTTP API).
import Stripe from "stripe";
import { env } from "~/utils/env.server";
import {
  WebhookSignatureError,
  type CreateSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSession,
  type RefundInput,
} from "./provider";

type StripeEvent = ReturnType<Stripe["webhooks"]["constructEvent"]>;
type CheckoutSession = Awaited<ReturnType<Stripe["checkout"]["sessions"]["retrieve"]>>;

export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000 };
  if (apiBase) {
    const url = new URL(apiBase);
    options.host = url.hostname;
    options.port = url.port || (url.protocol === "https:" ? 443 : 80);
    options.protocol = url.protocol === "http:" ? "http" : "https";
  }
  return new Stripe(secretKey, options);
}

const STRIPE_MIN_EXPIRY_MS = 31 * 60_000;

export class StripeProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string | undefined,
    apiBase?: string,
  ) {
    this.stripe = createStripeClient(secretKey, apiBase);
  }

  async createSession(input: CreateSessionInput): Promise<ProviderSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: input.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: input.currencyCode,
            unit_amount: line.unitAmountCents,
            product_data: { name: line.name },
          },
        })),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        locale: input.locale as "auto",
        client_reference_id: input.orderId,
        metadata: { orderId: input.orderId, orderNumber: String(input.orderNumber) },
        ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
        // Stripe requires at least 30 minutes; a shorter stock hold is enforced by the sweep, which
        // expires the session when the reservation ends.
        expires_at: Math.floor(Math.max(input.expiresAt.getTime(), Date.now() + STRIPE_MIN_EXPIRY_MS) / 1000),
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
    return { externalId: session.id, url: session.url };
  }

  async expireSession(externalId: string): Promise<void> {
    const session = await this.stripe.checkout.sessions.retrieve(externalId);
    if (session.status === "open") await this.stripe.checkout.sessions.expire(externalId);
  }

  async isSessionPaid(externalId: string): Promise<{ paid: boolean; email: string | null }> {
    const session = await this.stripe.checkout.sessions.retrieve(externalId);
    return { paid: session.payment_status === "paid", email: sessionEmail(session) };
  }

  async refundSession(input: RefundInput): Promise<{ refundId: string }> {
    const session = await this.stripe.checkout.sessions.retrieve(input.sessionExternalId);
    const intent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw new Error(`Stripe session ${input.sessionExternalId} has no payment to refund`);
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: intent,
        amount: input.amountCents,
        reason: "requested_by_customer",
        metadata: { reason: input.reason.slice(0, 500) },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { refundId: refund.id };
  }

  parseWebhook(rawBody: string, signature: string | null): PaymentEvent {
    if (!this.webhookSecret) throw new WebhookSignatureError("STRIPE_WEBHOOK_SECRET is not configured");
    if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
    let event: StripeEvent;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
    }
    const object = (event.data as { object?: { object?: string } }).object;
    const session = object?.object === "checkout.session" ? (object as unknown as CheckoutSession) : null;
    let kind: PaymentEvent["kind"] = "ignored";
    if (event.type === "checkout.session.completed" && session?.payment_status === "paid") kind = "paid";
    else if (event.type === "checkout.session.async_payment_succeeded") kind = "paid";
    else if (event.type === "checkout.session.expired") kind = "expired";
    else if (event.type === "checkout.session.async_payment_failed") kind = "failed";
    return {
      id: event.id,
      rawType: event.type,
      kind,
      sessionExternalId: session?.id ?? null,
      email: session ? sessionEmail(session) : null,
    };
  }
}

function sessionEmail(session: CheckoutSession): string | null {
  return session.customer_details?.email ?? session.customer_email ?? null;
}

/** The configured Stripe provider, or null when STRIPE_SECRET_KEY is not set. */
export function stripeFromEnv(): StripeProvider | null {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } = env();
  return STRIPE_SECRET_KEY ? new StripeProvider(STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE) : null;
}
