// The one handler for payment events from every provider: verified, deduplicated by provider event id
// (a replay changes nothing), applied in one transaction with the event record.
import type { PrismaClient } from "~/generated/prisma/client";
import { markOrderPaid, orderIdForSession, releaseOrder, sendOrderConfirmation } from "~/modules/orders/orders.server";
import { isUniqueViolation } from "~/modules/cart/cart.server";
import { prisma } from "~/utils/db.server";
import { WebhookSignatureError, type PaymentEvent, type ProviderName } from "./provider";
import { paymentProviderNamed } from "./providers.server";
import { settleRefund } from "./refunds.server";
import { logger } from "~/utils/log.server";

export type WebhookOutcome =
  | { status: 200; result: "applied" | "duplicate" | "ignored"; orderId: string | null; paid: boolean }
  | { status: 400 | 404 | 409; error: string };

class PaymentNotApplied extends Error {}

/**
 * Applies one verified event. Records the event id and its effect in the same transaction, so a replay (or
 * a concurrent duplicate delivery) finds the id taken and changes nothing.
 */
export async function processPaymentEvent(
  provider: ProviderName,
  event: PaymentEvent,
  { db = prisma, origin = null }: { db?: PrismaClient; origin?: string | null } = {},
): Promise<WebhookOutcome> {
  let orderId: string | null = null;
  let paid = false;
  let refund = false;
  try {
    await db.$transaction(
      async (tx) => {
        await tx.webhookEvent.create({ data: { id: event.id, provider, type: event.rawType } });
        if (event.kind === "ignored" || !event.sessionExternalId) return;
        orderId = await orderIdForSession(tx, event.sessionExternalId);
        if (!orderId) return;
        if (event.kind === "paid") {
          const applied = await markOrderPaid(tx, orderId, event.email, {
            sessionExternalId: event.sessionExternalId,
          });
          paid = applied === "paid";
          refund = applied === "refund";
          // Money was taken: the event is only recorded as handled once the order is paid (or refunded), so
          // that if it could not be (an unexpected state), the transaction rolls back and the provider retries.
          const status = (await tx.order.findUnique({ where: { id: orderId }, select: { status: true } }))?.status;
          if (applied === "none" && status !== "paid" && status !== "refunded") {
            throw new PaymentNotApplied(orderId);
          }
        } else await releaseOrder(tx, orderId, event.kind === "failed" ? "failed" : "cancelled");
      },
      { maxWait: 15_000, timeout: 20_000 },
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 200, result: "duplicate", orderId: null, paid: false };
    if (error instanceof PaymentNotApplied) {
      logger().error(`[payments] a paid session could not mark order ${error.message} paid; the provider will retry`);
      return { status: 409, error: "The payment could not be applied yet; please retry." };
    }
    throw error;
  }
  if (paid && orderId) await sendOrderConfirmation(orderId, origin, db);
  if (refund && orderId) await settleRefund(orderId, db);
  return { status: 200, result: event.kind === "ignored" || !orderId ? "ignored" : "applied", orderId, paid };
}

/** HTTP entry (routes/webhooks.*): 400 and nothing changed when the signature does not verify. */
export async function handleWebhook(
  providerName: ProviderName,
  rawBody: string,
  signature: string | null,
  options: { db?: PrismaClient; origin?: string | null } = {},
): Promise<WebhookOutcome> {
  const provider = paymentProviderNamed(providerName);
  if (!provider) return { status: 404, error: "This payment provider is not configured." };
  let event: PaymentEvent;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return { status: 400, error: error.message };
    return { status: 400, error: "Invalid payload" };
  }
  return processPaymentEvent(provider.name, event, options);
}

/**
 * The success page does not wait for the webhook: when the order is still pending, ask the provider
 * whether the session was paid and, if so, apply the same effect (idempotent with the webhook).
 */
export async function syncPaidSession(
  providerName: string,
  externalId: string,
  { db = prisma, origin = null }: { db?: PrismaClient; origin?: string | null } = {},
): Promise<boolean> {
  const provider = paymentProviderNamed(providerName);
  if (!provider) return false;
  let status: { paid: boolean; email: string | null };
  try {
    status = await provider.isSessionPaid(externalId);
  } catch (error) {
    logger().error({ err: error }, "[payments] could not read the session status");
    return false;
  }
  if (!status.paid) return false;
  const orderId = await orderIdForSession(db, externalId);
  if (!orderId) return false;
  const applied = await db.$transaction((tx) =>
    markOrderPaid(tx, orderId, status.email, { sessionExternalId: externalId }),
  );
  if (applied === "paid") await sendOrderConfirmation(orderId, origin, db);
  if (applied === "refund") await settleRefund(orderId, db);
  return true;
}
