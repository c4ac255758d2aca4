// One interface for the hosted payment pages: Stripe Checkout (when STRIPE_SECRET_KEY is set) and the
// built-in test gateway (otherwise). Both confirm payments through the same webhook-style handler.

export type ProviderName = "stripe" | "test";

export interface CheckoutLineItem {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CreateSessionInput {
  orderId: string;
  orderNumber: number;
  /** lower-case ISO code */
  currencyCode: string;
  lines: CheckoutLineItem[];
  customerEmail: string | null;
  /** origin + /success?session_id={CHECKOUT_SESSION_ID} */
  successUrl: string;
  /** where "cancel" brings the buyer back (absolute URL) */
  cancelUrl: string;
  locale: string;
  expiresAt: Date;
  /** the same key always yields the same session */
  idempotencyKey: string;
}

export interface ProviderSession {
  externalId: string;
  url: string;
}

/** Gives a paid session's money back, in full or in part. */
export interface RefundInput {
  sessionExternalId: string;
  amountCents: number;
  /** lower-case ISO code */
  currencyCode: string;
  /** shown to the provider's dashboard user */
  reason: string;
  /** the same key always yields the same refund (a retry never refunds twice) */
  idempotencyKey: string;
}

/** A provider's webhook event reduced to what the store acts on. */
export interface PaymentEvent {
  /** the provider's event id (deduplication key) */
  id: string;
  rawType: string;
  kind: "paid" | "expired" | "failed" | "ignored";
  sessionExternalId: string | null;
  email: string | null;
}

export interface PaymentProvider {
  name: ProviderName;
  createSession(input: CreateSessionInput): Promise<ProviderSession>;
  /** Ends an open session so it can no longer be paid (cancel, sweep). */
  expireSession(externalId: string): Promise<void>;
  /** Asks the provider whether a session was paid (the success page does not wait for the webhook). */
  isSessionPaid(externalId: string): Promise<{ paid: boolean; email: string | null }>;
  /** Refunds a paid session (the payment came for stock that was already gone); returns the provider's id. */
  refundSession(input: RefundInput): Promise<{ refundId: string }>;
  /** Verifies the signature and parses the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
}

export class WebhookSignatureError extends Error {
  constructor(message = "Invalid webhook signature") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

const STRIPE_LOCALES = new Set([
  "bg",
  "cs",
  "da",
  "de",
  "el",
  "en",
  "en-GB",
  "es",
  "es-419",
  "et",
  "fi",
  "fil",
  "fr",
  "fr-CA",
  "hi-IN",
  "hr",
  "hu",
  "id",
  "it",
  "ja",
  "ko",
  "lt",
  "lv",
  "ms",
  "mt",
  "nb",
  "nl",
  "pl",
  "pt",
  "pt-BR",
  "ro",
  "ru",
  "sk",
  "sl",
  "sv",
  "th",
  "tr",
  "vi",
  "zh",
  "zh-HK",
  "zh-TW",
]);

/** The buyer's preferred locale from Accept-Language, as one the hosted page supports, else "auto". */
export function checkoutLocale(acceptLanguage: string | null): string {
  if (!acceptLanguage) return "auto";
  for (const part of acceptLanguage.split(",")) {
    const tag = part.split(";")[0].trim();
    if (!tag) continue;
    const [lang, region] = tag.split("-");
    const full = region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : lang.toLowerCase();
    if (STRIPE_LOCALES.has(full)) return full;
    if (STRIPE_LOCALES.has(lang.toLowerCase())) return lang.toLowerCase();
  }
  return "auto";
}
