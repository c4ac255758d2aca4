// The admin audit log: one row per admin action (who, what, on which record, the details that matter).
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

type Db = Pick<typeof prisma, "auditLog">;

/** Writes one audit entry; pass the transaction client so the entry commits with the change it records. */
export function writeAudit(
  db: Db,
  actorId: string,
  action: string,
  targetId: string | null,
  details: Prisma.InputJsonValue = {},
) {
  return db.auditLog.create({ data: { actorId, action, targetId, details }, select: { id: true } });
}
