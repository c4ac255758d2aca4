// Every recurring background job of the app, started once per instance by server/index.js.
import { sweepAbandonedCheckouts } from "~/modules/checkout/checkout.server";
import { type JobDefinition, startJobs } from "./jobs.server";
import { demoReminderJob } from "./reminders.server";

const reservationSweepJob: JobDefinition = {
  name: "release-expired-reservations",
  cron: "*/5 * * * *",
  retryLimit: 0,
  handler: async () => {
    // Releases expired reservations and expires their sessions at the payment provider.
    await sweepAbandonedCheckouts(new Date());
  },
};

export function startBackgroundJobs() {
  return startJobs([reservationSweepJob, demoReminderJob]);
}
