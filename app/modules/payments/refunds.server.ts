// Refunds (issue 15 #2): a payment that arrives after its order's stock was sold elsewhere cannot be
// fulfilled. markOrderPaid records a Refund row with the order's change to "refunded" (in the payment's
// transaction); this module then gives the money back through the order's payment provider, tells the buyer,
// and retries from the sweep when the provider could not be reached. The provider's idempotency key
// (refund-<order>) makes a retry the same refund, never a second one.
import type { PrismaClient } from "~/generated/prisma/client";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import { paymentProviderNamed } from "./providers.server";

const MAX_ATTEMPTS = 20;

/** Refunds the order's payment at its provider unless already done; true when it is refunded now. */
export async function settleRefund(orderId: string, db: PrismaClient = prisma): Promise<boolean> {
  const refund = await db.refund.findUnique({
    where: { orderId },
    select: {
      id: true,
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
      idempotencyKey: `refund-${orderId}`,
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
    if (count === 1) await sendRefundEmail(orderId, db);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[refunds] refund of order ${orderId} failed (the sweep retries): ${message}`);
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
    select: { orderId: true },
    orderBy: { createdAt: "asc" },
    take: 50,
  });
  let settled = 0;
  for (const { orderId } of due) if (await settleRefund(orderId, db)) settled += 1;
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
      `Your payment of ${amount} for order #${order.number} went through after the checkout had ended, and the items had sold out in the meantime.`,
      `We have refunded the full ${amount} to your card. Depending on your bank it can take 5 to 10 days to appear.`,
      "The items are still in your cart: you are welcome to order again when they are back in stock.",
    ]);
    await sendEmail({ to: order.email, ...email });
  } catch (error) {
    console.error(`[refunds] refund e-mail for ${orderId} failed:`, error);
  }
}
