// "Notify me when available" (issue 37, ADR 061): subscriptions, and the job that e-mails them when stock returns.
//
// A subscription is one row per variant and address. The e-mails are sent by a job (pg-boss): the editor or an import
// queues it for the variants whose stock went from nothing to some, and a sweep every few minutes catches what a
// crash, JOBS=send without a worker yet, or a direct database edit left behind. Each e-mail is claimed first (sentAt
// set by a conditional update), so any number of workers running at once send each subscriber one e-mail.
import { Prisma } from "~/generated/prisma/client";
import { availableQuantity } from "~/modules/catalog/stock";
import type { JobDefinition } from "~/modules/jobs/jobs.server";
import { sendJob } from "~/modules/jobs/jobs.server";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import { appOrigin } from "~/utils/env.server";
import { logger } from "~/utils/log.server";
import { NOTIFY_IN_STOCK_MESSAGE, NOTIFY_UNTRACKED_MESSAGE, type NotifyMeErrors } from "./notify-me";

export const STOCK_NOTIFICATIONS_JOB = "stock-notifications";
const BATCH = 200;

export type SubscribeOutcome = { ok: true; email: string; already: boolean } | { ok: false; errors: NotifyMeErrors };

/**
 * Subscribes `email` to the variant of `productId`. Refused (a field message, nothing stored) when the variant is not
 * the product's, or has stock on hand, or does not track stock. Subscribing again is a no-op while the alert is
 * pending, and re-arms it once it has been sent.
 */
export async function subscribeToStock(input: {
  productId: string;
  variantId: string;
  email: string;
  userId: string | null;
}): Promise<SubscribeOutcome> {
  const variant = await prisma.variant.findFirst({
    where: { id: input.variantId, productId: input.productId, product: { deletedAt: null, status: "active" } },
    select: { manageInventory: true, inventoryQuantity: true, reservedQuantity: true },
  });
  if (!variant) return { ok: false, errors: { variantId: "This option is no longer sold." } };
  if (!variant.manageInventory) return { ok: false, errors: { form: NOTIFY_UNTRACKED_MESSAGE } };
  if (availableQuantity(variant) > 0) return { ok: false, errors: { form: NOTIFY_IN_STOCK_MESSAGE } };
  const email = input.email.trim().toLowerCase();
  const existing = await prisma.stockNotification.findUnique({
    where: { variantId_email: { variantId: input.variantId, email } },
    select: { sentAt: true },
  });
  if (existing && existing.sentAt === null) return { ok: true, email, already: true };
  await prisma.stockNotification.upsert({
    where: { variantId_email: { variantId: input.variantId, email } },
    create: { variantId: input.variantId, email, userId: input.userId },
    update: { sentAt: null, createdAt: new Date(), userId: input.userId ?? undefined },
  });
  return { ok: true, email, already: false };
}

/**
 * Queues the e-mails for variants whose stock just went from nothing on hand to some (the caller knows the before
 * and after). Never throws: the sweep sends them anyway.
 */
export async function stockReturned(variantIds: string[]): Promise<void> {
  if (variantIds.length === 0) return;
  try {
    await sendJob(STOCK_NOTIFICATIONS_JOB, { variantIds });
  } catch (error) {
    logger().error({ err: error }, "[notify-me] could not queue the availability e-mails; the sweep will send them");
  }
}

/**
 * Sends the pending alerts of the variants that have stock on hand again (all such variants without `variantIds`),
 * a batch at a time until none is left. Returns how many e-mails this call sent.
 */
export async function deliverStockNotifications({
  variantIds,
  origin = appOrigin(),
}: { variantIds?: string[]; origin?: string } = {}): Promise<number> {
  if (variantIds && variantIds.length === 0) return 0;
  let sent = 0;
  for (;;) {
    // Only alerts whose item has units on hand now, chosen in SQL: alerts of items still out of stock (any number of
    // them) never fill a batch and hold back the ones that can go.
    const ids = await prisma.$queryRaw<{ id: string }[]>`
      SELECT n.id FROM "StockNotification" n
      JOIN "Variant" v ON v.id = n."variantId"
      JOIN "StoreProduct" p ON p.id = v."productId"
      WHERE n."sentAt" IS NULL AND v."manageInventory" AND v."inventoryQuantity" > v."reservedQuantity"
        AND p."deletedAt" IS NULL AND p.status = 'active'
        ${variantIds ? Prisma.sql`AND n."variantId" IN (${Prisma.join(variantIds)})` : Prisma.empty}
      ORDER BY n."createdAt", n.id
      LIMIT ${BATCH}`;
    if (ids.length === 0) return sent;
    const batch = await prisma.stockNotification.findMany({
      where: { id: { in: ids.map((row) => row.id) }, sentAt: null },
      select: {
        id: true,
        email: true,
        variant: { select: { id: true, title: true, sku: true, product: { select: { id: true, title: true } } } },
      },
    });
    let claimed = 0;
    for (const row of batch) {
      // The claim: one e-mail per subscription, whoever runs this at the same time.
      const { count } = await prisma.stockNotification.updateMany({
        where: { id: row.id, sentAt: null },
        data: { sentAt: new Date() },
      });
      if (count !== 1) continue;
      claimed += 1;
      try {
        await sendEmail({ to: row.email, ...backInStockEmail(row.variant, origin) });
      } catch (error) {
        // Not written to the outbox: the alert is pending again, for the next run (the job's retry or the sweep).
        await prisma.stockNotification.updateMany({ where: { id: row.id }, data: { sentAt: null } });
        throw error;
      }
      sent += 1;
    }
    // Another run claimed this whole batch: what is left is theirs or the next sweep's.
    if (claimed === 0 || ids.length < BATCH) return sent;
  }
}

function backInStockEmail(
  variant: { id: string; title: string; sku: string | null; product: { id: string; title: string } },
  origin: string,
) {
  const { product } = variant;
  const name = variant.title === "Default" ? product.title : `${product.title} (${variant.title})`;
  const url = `${origin}/store/product/${encodeURIComponent(product.id)}?variant=${encodeURIComponent(variant.id)}`;
  return composeEmail(`Back in stock: ${product.title}`, "An item you asked about is back in stock", [
    `${name}${variant.sku ? `, catalogue number ${variant.sku},` : ""} is available again.`,
    `Order it here: ${url}`,
    "You asked us to tell you once; this is the only e-mail about it. Stock is not held for you.",
  ]);
}

export const stockNotificationJob: JobDefinition = {
  name: STOCK_NOTIFICATIONS_JOB,
  // The sweep: a queued run carries the variants, the scheduled one checks every pending alert.
  cron: "*/5 * * * *",
  retryLimit: 2,
  handler: async (data) => {
    const ids = (data as { variantIds?: unknown } | null)?.variantIds;
    const variantIds = Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : undefined;
    await deliverStockNotifications({ variantIds });
  },
};
