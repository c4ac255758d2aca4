// Every recurring background job of the app, started once per instance by server/index.js.
import { releaseExpiredReservations } from "~/modules/orders/orders.server";
import { type JobDefinition, startJobs } from "./jobs.server";
import { demoReminderJob } from "./reminders.server";

const reservationSweepJob: JobDefinition = {
  name: "release-expired-reservations",
  cron: "* * * * *",
  retryLimit: 0,
  handler: async () => {
    const { released } = await releaseExpiredReservations(new Date());
    if (released > 0) console.log(`[jobs] released the stock of ${released} abandoned checkout(s)`);
  },
};

export function startBackgroundJobs() {
  return startJobs([reservationSweepJob, demoReminderJob]);
}
