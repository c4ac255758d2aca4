// Demo reminder e-mails (issue 5): one e-mail per stored reminder whose demo starts within the reminder lead time
// (a system setting, 60 minutes by default).
// Safe with any number of app instances: each reminder is claimed with a conditional update
// (sentAt null → now) before its e-mail goes out, so only the instance that claimed it sends it.
// Reminders follow the demo (ADR 023): a reschedule sets sentAt back to null, so the e-mail goes out before the new
// time; a cancelled or started demo is not upcoming, so nothing is sent for it; and the claim only succeeds while
// the demo still starts at the time this run read, so a reschedule committed meanwhile is never announced wrongly.
import { getSetting } from "~/modules/settings/settings.server";
import { formatDateTime } from "~/modules/demos/demos";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import { appOrigin } from "~/utils/env.server";
import type { JobDefinition } from "./jobs.server";

/** A demo that went live before its reminders were due: they go out as "live now" for this long after the start. */
const LIVE_NOW_WINDOW_MS = 2 * 60 * 60_000;

/**
 * Sends the due reminders and returns how many e-mails this call sent. A reminder is due when it has not been
 * sent and its demo is upcoming and starts after `now` and at most the lead time later — or when the expert went
 * live before the reminder went out (within the last two hours): then it says the demo is live now.
 */
export async function sendDueDemoReminders(now: Date = new Date(), origin: string = appOrigin()): Promise<number> {
  // The lead time is a system setting (REMINDER_LEAD_MINUTES until an admin changes it).
  const leadMinutes = await getSetting("reminderLeadMinutes");
  const due = await prisma.demoReminder.findMany({
    where: {
      sentAt: null,
      demo: {
        OR: [
          { status: "upcoming", startsAt: { gt: now, lte: new Date(now.getTime() + leadMinutes * 60_000) } },
          { status: "live", startsAt: { gt: new Date(now.getTime() - LIVE_NOW_WINDOW_MS), lte: now } },
        ],
      },
    },
    select: {
      userId: true,
      demoId: true,
      user: { select: { email: true, profile: { select: { fullName: true } } } },
      demo: { select: { id: true, title: true, startsAt: true, creatorName: true, status: true } },
    },
    orderBy: { createdAt: "asc" },
    take: 500,
  });
  let sent = 0;
  for (const reminder of due) {
    // The claim: only one caller turns sentAt from null to a time; everyone else skips this reminder.
    const { count } = await prisma.demoReminder.updateMany({
      where: {
        userId: reminder.userId,
        demoId: reminder.demoId,
        sentAt: null,
        demo: { status: reminder.demo.status, startsAt: reminder.demo.startsAt },
      },
      data: { sentAt: now },
    });
    if (count !== 1) continue;
    const { demo, user } = reminder;
    const minutes = Math.max(1, Math.round((demo.startsAt.getTime() - now.getTime()) / 60_000));
    const url = `${origin}/demo/${encodeURIComponent(demo.id)}`;
    const email =
      demo.status === "live"
        ? composeEmail(`Live now: ${demo.title}`, "Your live demo has started", [
            `Hello ${user.profile?.fullName ?? user.email},`,
            `${demo.creatorName} has started "${demo.title}" earlier than planned: it is live now.`,
            `Join the live demo: ${url}`,
          ])
        : composeEmail(`Starting soon: ${demo.title}`, "Your live demo starts soon", [
            `Hello ${user.profile?.fullName ?? user.email},`,
            `"${demo.title}" with ${demo.creatorName} starts in about ${minutes} minutes, at ${formatDateTime(demo.startsAt, null)}.`,
            `Join the live demo: ${url}`,
          ]);
    await sendEmail({ to: user.email, ...email });
    sent++;
  }
  return sent;
}

/** For the job list in the server start-up: every 5 minutes, on whichever instance pg-boss picks. */
export const demoReminderJob: JobDefinition = {
  name: "demo-reminders",
  cron: "*/5 * * * *",
  retryLimit: 0,
  handler: async () => {
    await sendDueDemoReminders(new Date());
  },
};
