// An event's registrations as CSV, streamed in pages of 500 (keyset on createdAt, id), so the export of a large event
// never holds every row in memory. Cells a spreadsheet would run as a formula are written as text (safeCsvCell).
import { stringify } from "csv-stringify";
import { Readable } from "node:stream";
import { prisma } from "~/utils/db.server";
import { safeCsvCell } from "~/utils/csv";
import { writeAudit } from "./audit.server";

const BATCH = 500;
export const REGISTRATION_CSV_HEADER = ["Full name", "Email", "Company", "Role", "Registered at (UTC)"];

async function* registrationRows(eventId: string) {
  yield REGISTRATION_CSV_HEADER;
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch: {
      id: string;
      fullName: string;
      email: string;
      company: string | null;
      role: string | null;
      createdAt: Date;
    }[] = await prisma.eventRegistration.findMany({
      where: {
        eventId,
        ...(after
          ? { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }
          : {}),
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: BATCH,
      select: { id: true, fullName: true, email: true, company: true, role: true, createdAt: true },
    });
    for (const r of batch)
      yield [
        safeCsvCell(r.fullName),
        safeCsvCell(r.email),
        safeCsvCell(r.company),
        safeCsvCell(r.role),
        r.createdAt.toISOString(),
      ];
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/** The CSV download of an event's registrations (audited: it hands out personal data), or null for an unknown event. */
export async function registrationsCsv(actorId: string, eventId: string) {
  const event = await prisma.event.findUnique({
    where: { id: eventId },
    select: { id: true, _count: { select: { registrations: true } } },
  });
  if (!event) return null;
  await writeAudit(prisma, actorId, "event.registrations_export", event.id, { rows: event._count.registrations });
  const csv = Readable.from(registrationRows(event.id)).pipe(stringify());
  return {
    filename: `registrations-${event.id}.csv`,
    body: Readable.toWeb(csv) as ReadableStream,
  };
}
