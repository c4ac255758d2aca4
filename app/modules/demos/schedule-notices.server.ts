// Rescheduled and cancelled demos: every member with a reminder gets one e-mail with the demo's calendar entry
// again (same UID, the demo's new SEQUENCE; METHOD:CANCEL once cancelled). ADR 023.
//
// Nothing is queued per member: a reminder whose inviteSequence is below the demo's scheduleSequence IS the pending
// notice. Each e-mail is claimed first (inviteSequence raised to the demo's current sequence with a conditional
// update), so any number of app machines, the request that made the change and the every-minute sweep can all
// deliver at once and each member gets each version at most once. Two quick reschedules collapse into one e-mail
// with the latest time when the first has not gone out yet.
import { Prisma } from "~/generated/prisma/client";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import { demoCalendarInvite } from "./calendar-invite";
import { formatDateTime, formatDuration } from "./demos";

/** Notices the request that made the change sends itself; the sweep sends the rest within a minute. */
export const INLINE_NOTICES = 25;
const SWEEP_BATCH = 200;

const noticeDemoSelect = {
  id: true,
  title: true,
  description: true,
  startsAt: true,
  durationMinutes: true,
  creatorName: true,
  status: true,
  scheduleSequence: true,
} as const;

/** Sends up to `limit` pending notices of one demo; returns how many e-mails this call sent. */
export async function deliverScheduleNotices(
  demoId: string,
  { origin, limit = SWEEP_BATCH }: { origin: string; limit?: number },
): Promise<number> {
  const demo = await prisma.demo.findUnique({ where: { id: demoId }, select: noticeDemoSelect });
  if (!demo || demo.scheduleSequence === 0) return 0;
  if (demo.status !== "upcoming" && demo.status !== "cancelled") return 0; // started meanwhile: nothing to move
  const sequence = demo.scheduleSequence;
  const pending = await prisma.demoReminder.findMany({
    where: { demoId, inviteSequence: { lt: sequence } },
    select: { userId: true, user: { select: { email: true, profile: { select: { fullName: true } } } } },
    orderBy: { userId: "asc" },
    take: limit,
  });
  const cancelled = demo.status === "cancelled";
  const invite = demoCalendarInvite(demo, origin, { cancelled });
  const url = `${origin}/demo/${encodeURIComponent(demo.id)}`;
  let sent = 0;
  for (const member of pending) {
    // The claim: only while the demo is still at this version, and only once per member and version.
    const { count } = await prisma.demoReminder.updateMany({
      where: {
        userId: member.userId,
        demoId,
        inviteSequence: { lt: sequence },
        demo: { scheduleSequence: sequence, status: demo.status },
      },
      data: { inviteSequence: sequence },
    });
    if (count !== 1) continue;
    const name = member.user.profile?.fullName ?? member.user.email;
    const when = formatDateTime(demo.startsAt, null);
    const email = cancelled
      ? composeEmail(`Cancelled: ${demo.title}`, "A demo you registered for was cancelled", [
          `Hello ${name},`,
          `${demo.creatorName} has cancelled "${demo.title}", which was planned for ${when}.`,
          `The attached calendar update (${invite.filename}) removes it from your calendar. Your reminder is cancelled too.`,
          `More live demos: ${origin}/demo`,
        ])
      : composeEmail(`Rescheduled: ${demo.title}`, "A demo you registered for has a new time", [
          `Hello ${name},`,
          `"${demo.title}" with ${demo.creatorName} now starts ${when} and lasts ${formatDuration(demo.durationMinutes)}.`,
          `The attached calendar update (${invite.filename}) moves it in your calendar. We'll e-mail you again shortly before the new time.`,
          `Demo page: ${url}`,
        ]);
    await sendEmail({
      to: member.user.email,
      ...email,
      attachments: [{ filename: invite.filename, content: invite.content, contentType: invite.contentType }],
    });
    sent++;
  }
  return sent;
}

/** How many members a change of this demo has still to tell (for the expert's notice). */
export function countPendingNotices(demoId: string, sequence: number): Promise<number> {
  return prisma.demoReminder.count({ where: { demoId, inviteSequence: { lt: sequence } } });
}

/**
 * The sweep (every minute, on whichever machine pg-boss picks): every demo moved or cancelled recently whose
 * members have not all been told. Demos that started more than a day ago are left alone.
 */
export async function sendPendingScheduleNotices(origin: string, now: Date = new Date()): Promise<number> {
  const demos = await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT d.id FROM "Demo" d
    WHERE d.status IN ('upcoming', 'cancelled') AND d."scheduleSequence" > 0
      AND d."startsAt" > ${new Date(now.getTime() - 86_400_000)}
      AND EXISTS (SELECT 1 FROM "DemoReminder" r WHERE r."demoId" = d.id AND r."inviteSequence" < d."scheduleSequence")
    ORDER BY d."startsAt" LIMIT 50`);
  let sent = 0;
  for (const demo of demos) sent += await deliverScheduleNotices(demo.id, { origin });
  return sent;
}
