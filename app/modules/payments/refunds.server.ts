// Refunds. A payment that arrives after its order's stock was sold elsewhere cannot be fulfilled (issue 15 #2):
// markOrderPaid records a Refund row with the order's change to "refunded" (in the payment's transaction). A brand
// or an admin refunds units of a paid order's line (ADR 022): the fulfilment module records the row with its
// conditional update of the order's refunded total. This module then gives the money back through the order's
// payment provider and retries from the sweep when the provider could not be reached. Each row's provider
// idempotency key (refund-<order> for a late payment, refund-<row id> otherwise) makes a retry the same refund,
// never a second one.
import type { PrismaClient } from "~/generated/prisma/client";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import { paymentProviderNamed } from "./providers.server";
import { logger } from "~/utils/log.server";

const MAX_ATTEMPTS = 20;

/** Settles an order's late-payment refund (ADR 018) at its provider unless already done. */
export async function settleRefund(orderId: string, db: PrismaClient = prisma): Promise<boolean> {
  const refund = await db.refund.findFirst({ where: { orderId, kind: "late-payment" }, select: { id: true } });
  return refund ? settleRefundRow(refund.id, db) : false;
}

/** Gives one recorded refund's money back at its provider unless already done; true when it is refunded now. */
export async function settleRefundRow(refundId: string, db: PrismaClient = prisma): Promise<boolean> {
  const refund = await db.refund.findUnique({
    where: { id: refundId },
    select: {
      id: true,
      orderId: true,
      kind: true,
      idempotencyKey: true,
      provider: true,
      sessionId: true,
      amountCents: true,
      currencyCode: true,
      reason: true,
      status: true,
    },
  });
  if (!refund || refund.status === "succeeded") return false;
  try {
    const provider = paymentProviderNamed(refund.provider);
    if (!provider) throw new Error(`payment provider "${refund.provider}" is not configured`);
    const { refundId } = await provider.refundSession({
      sessionExternalId: refund.sessionId,
      amountCents: refund.amountCents,
      currencyCode: refund.currencyCode,
      reason: refund.reason,
      idempotencyKey: refund.idempotencyKey,
    });
    const { count } = await db.refund.updateMany({
      where: { id: refund.id, status: { not: "succeeded" } },
      data: {
        status: "succeeded",
        externalId: refundId,
        refundedAt: new Date(),
        lastError: null,
        attempts: { increment: 1 },
      },
    });
    // A brand's or admin's refund told the buyer when it was made (fulfilment e-mails).
    if (count === 1 && refund.kind === "late-payment") await sendRefundEmail(refund.orderId, db);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger().error(`[refunds] refund ${refund.id} of order ${refund.orderId} failed (the sweep retries): ${message}`);
    await db.refund
      .update({
        where: { id: refund.id },
        data: { status: "failed", lastError: message.slice(0, 1000), attempts: { increment: 1 } },
        select: { id: true },
      })
      .catch(() => undefined);
    return false;
  }
}

/** The sweep's part: refunds recorded but not settled (the process stopped, or the provider failed). */
export async function retryUnsettledRefunds(
  now: Date = new Date(),
  db: PrismaClient = prisma,
  { graceMs = 60_000 }: { graceMs?: number } = {},
): Promise<number> {
  const due = await db.refund.findMany({
    where: {
      status: { in: ["pending", "failed"] },
      attempts: { lt: MAX_ATTEMPTS },
      createdAt: { lt: new Date(now.getTime() - graceMs) },
    },
    select: { id: true },
    orderBy: { createdAt: "asc" },
    take: 50,
  });
  let settled = 0;
  for (const { id } of due) if (await settleRefundRow(id, db)) settled += 1;
  return settled;
}

/** Tells the buyer (when the order has an address) that their payment was given back. Never throws. */
async function sendRefundEmail(orderId: string, db: PrismaClient): Promise<void> {
  try {
    const order = await db.order.findUnique({
      where: { id: orderId },
      select: { number: true, email: true, totalCents: true, currencyCode: true },
    });
    if (!order?.email) return;
    const currency = await db.currency.findUnique({
      where: { code: order.currencyCode },
      select: { code: true, symbol: true, template: true },
    });
    const amount = formatMoney(order.totalCents, currency ?? { code: order.currencyCode, symbol: "", template: "" });
    const email = composeEmail(`Your LabMarket order #${order.number} was refunded`, "Your payment was refunded", [
      `Your payment of ${amount} for order #${order.number} went through after the items had been sold to other buyers.`,
      `We have refunded the full ${amount} to your card. Depending on your bank it can take 5 to 10 days to appear.`,
      "The items are still in your cart: you are welcome to order again when they are back in stock.",
    ]);
    await sendEmail({ to: order.email, ...email });
  } catch (error) {
    logger().error({ err: error }, `[refunds] refund e-mail for ${orderId} failed`);
  }
}
