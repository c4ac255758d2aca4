// Requisition e-mails through the mail module's outbox (issue 36 item 2): approvers hear of a new requisition, the
// requester of the decision. Sent after the change commits; a failed delivery is recorded by the mail module and
// never undoes the change.
import type { PrismaClient } from "~/generated/prisma/client";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { logger } from "~/utils/log.server";

const APPROVER_ROLES = ["approver", "purchaser", "admin"] as const;

/** Every member who may approve the new requisition (all approvers but its requester) gets one e-mail. */
export async function notifyApprovers(
  requisition: { id: string; number: number; total: string; organisationId: string },
  requester: { id: string; fullName: string },
  origin: string,
  db: PrismaClient,
): Promise<number> {
  const approvers = await db.organisationMember.findMany({
    where: {
      organisationId: requisition.organisationId,
      role: { in: [...APPROVER_ROLES] },
      NOT: { userId: requester.id },
    },
    select: { user: { select: { email: true } } },
  });
  const mail = composeEmail(
    `Requisition R-${requisition.number} waits for your approval`,
    "A requisition waits for approval",
    [
      `${requester.fullName} submitted requisition R-${requisition.number} for ${requisition.total}.`,
      `Review it in your approval queue: ${origin}/requisitions/approvals`,
    ],
  );
  for (const approver of approvers) {
    await sendEmail({ to: approver.user.email, ...mail }).catch((error) =>
      logger().error({ err: error }, "[requisitions] could not e-mail an approver"),
    );
  }
  return approvers.length;
}

/** The requester hears that their requisition was approved or rejected, with the approver's comment. */
export async function notifyRequester(
  requisitionId: string,
  decision: "approved" | "rejected",
  approver: { fullName: string },
  comment: string | null,
  origin: string,
  db: PrismaClient,
): Promise<void> {
  const requisition = await db.requisition.findUnique({
    where: { id: requisitionId },
    select: { number: true, requesterEmail: true },
  });
  if (!requisition) return;
  const mail = composeEmail(
    `Requisition R-${requisition.number} was ${decision}`,
    decision === "approved" ? "Your requisition was approved" : "Your requisition was rejected",
    [
      `${approver.fullName} ${decision} requisition R-${requisition.number}.`,
      ...(comment ? [`Their comment: ${comment}`] : []),
      `See it here: ${origin}/requisitions/${requisitionId}`,
    ],
  );
  await sendEmail({ to: requisition.requesterEmail, ...mail }).catch((error) =>
    logger().error({ err: error }, "[requisitions] could not e-mail the requester"),
  );
}
