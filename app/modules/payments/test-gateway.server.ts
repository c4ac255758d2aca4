// The built-in test gateway: a hosted payment page of our own (/pay/{sessionId}, clearly marked TEST
// MODE) used when no Stripe key is configured. Its events are signed like a real provider's webhooks and
// go through the same handler.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "~/utils/env.server";
import {
  WebhookSignatureError,
  type CreateSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSession,
  type RefundInput,
} from "./provider";

const SIGNATURE_TOLERANCE_S = 300;

function secret(): string {
  return createHmac("sha256", env().SESSION_SECRET).update("labmarket-test-gateway-v1").digest("hex");
}

/** Session ids are derived from the idempotency key: the same checkout always gets the same session. */
function sessionIdFor(idempotencyKey: string): string {
  return `tgs_${createHmac("sha256", secret()).update(idempotencyKey).digest("hex").slice(0, 40)}`;
}

export function isTestSessionId(value: string): boolean {
  return /^tgs_[0-9a-f]{40}$/.test(value);
}

export type TestGatewayEventType =
  "checkout.session.completed" | "checkout.session.expired" | "checkout.session.async_payment_failed";

export interface TestGatewayEventBody {
  id: string;
  type: TestGatewayEventType;
  created: number;
  data: { sessionId: string; email: string | null };
}

export function buildTestEvent(
  type: TestGatewayEventType,
  sessionId: string,
  email: string | null = null,
): TestGatewayEventBody {
  return {
    id: `evt_tg_${randomBytes(12).toString("hex")}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { sessionId, email },
  };
}

/** The signature header of a payload: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">. */
export function signTestPayload(payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac("sha256", secret()).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${mac}`;
}

function verify(payload: string, header: string | null, now = Math.floor(Date.now() / 1000)): void {
  if (!header) throw new WebhookSignatureError("Missing signature");
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) throw new WebhookSignatureError("Malformed signature");
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_S)
    throw new WebhookSignatureError("Signature timestamp outside tolerance");
  const expected = Buffer.from(createHmac("sha256", secret()).update(`${timestamp}.${payload}`).digest("hex"));
  const given = Buffer.from(parts.v1);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new WebhookSignatureError();
}

export interface TestGatewayRefund extends RefundInput {
  refundId: string;
  createdAt: Date;
}

const refundLog = globalThis as unknown as { __testGatewayRefunds?: TestGatewayRefund[] };

/** The refunds the test gateway has made in this process (it moves no real money; the Refund rows are the record). */
export function testGatewayRefunds(): TestGatewayRefund[] {
  return (refundLog.__testGatewayRefunds ??= []);
}

export class TestGatewayProvider implements PaymentProvider {
  readonly name = "test" as const;

  async createSession(input: CreateSessionInput): Promise<ProviderSession> {
    const externalId = sessionIdFor(input.idempotencyKey);
    const origin = new URL(input.successUrl).origin;
    const cancel = new URL(input.cancelUrl);
    const cancelPath = cancel.origin === origin ? `${cancel.pathname}${cancel.search}` : "/cart";
    return { externalId, url: `${origin}/pay/${externalId}?${new URLSearchParams({ cancel: cancelPath })}` };
  }

  async expireSession(): Promise<void> {
    // The session's state lives in our own PaymentSession row, which the orders module updates.
  }

  async isSessionPaid(): Promise<{ paid: boolean; email: string | null }> {
    // Payments on the test page are confirmed synchronously through the webhook handler.
    return { paid: false, email: null };
  }

  async refundSession(input: RefundInput): Promise<{ refundId: string }> {
    // Idempotent like a real provider: the same key is the same refund.
    const refundId = `tgr_${createHmac("sha256", secret()).update(input.idempotencyKey).digest("hex").slice(0, 40)}`;
    const log = testGatewayRefunds();
    if (!log.some((r) => r.refundId === refundId)) log.push({ ...input, refundId, createdAt: new Date() });
    return { refundId };
  }

  parseWebhook(rawBody: string, signature: string | null): PaymentEvent {
    verify(rawBody, signature);
    let body: TestGatewayEventBody;
    try {
      body = JSON.parse(rawBody) as TestGatewayEventBody;
    } catch {
      throw new WebhookSignatureError("Malformed payload");
    }
    if (typeof body?.id !== "string" || typeof body.type !== "string")
      throw new WebhookSignatureError("Malformed payload");
    const kind =
      body.type === "checkout.session.completed"
        ? "paid"
        : body.type === "checkout.session.expired"
          ? "expired"
          : body.type === "checkout.session.async_payment_failed"
            ? "failed"
            : "ignored";
    return {
      id: body.id,
      rawType: body.type,
      kind,
      sessionExternalId: typeof body.data?.sessionId === "string" ? body.data.sessionId : null,
      email: typeof body.data?.email === "string" ? body.data.email : null,
    };
  }
}
