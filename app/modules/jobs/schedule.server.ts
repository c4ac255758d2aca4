// Every recurring background job of the app, started once per instance by server/index.js.
import { compactFacetCells } from "~/modules/catalog/catalogue-query.server";
import { catalogueRepriceJob } from "~/modules/catalog/reference-prices.server";
import { productImportJob } from "~/modules/product-import/import.server";
import { sweepAbandonedCheckouts } from "~/modules/checkout/checkout.server";
import { issueInvoicesJob } from "~/modules/invoices/jobs.server";
import { RECOMMENDATIONS_JOB, recommendationJob } from "~/modules/recommendations/jobs.server";
import { type JobDefinition, sendJob, startJobs } from "./jobs.server";
import { demoReminderJob } from "./reminders.server";
import { demoScheduleNoticeJob } from "./schedule-notices.server";
import { stockNotificationJob } from "~/modules/availability/notify-me.server";

const reservationSweepJob: JobDefinition = {
  name: "release-expired-reservations",
  cron: "* * * * *", // every minute: holds are short (RESERVATION_MINUTES)
  retryLimit: 0,
  handler: async () => {
    // Releases expired reservations and expires their sessions at the payment provider.
    await sweepAbandonedCheckouts(new Date());
  },
};

const facetCellCompactionJob: JobDefinition = {
  name: "compact-facet-cells",
  cron: "*/5 * * * *", // stock and price changes add a row each; a few hundred rows stay after compaction
  retryLimit: 0,
  handler: compactFacetCells,
};

/**
 * `work: false` (JOBS=send, a web machine): only the queues' senders; a worker machine runs the jobs sent here.
 */
export function startBackgroundJobs({ work = true }: { work?: boolean } = {}) {
  return startJobs(
    [
      reservationSweepJob,
      demoReminderJob,
      demoScheduleNoticeJob,
      facetCellCompactionJob,
      catalogueRepriceJob,
      productImportJob,
      recommendationJob,
      issueInvoicesJob,
      stockNotificationJob,
    ],
    { work },
  ).then(async (stop) => {
    // A first run at start-up (a fresh catalogue gets its rows without waiting for the next 5-minute tick).
    if (work) await sendJob(RECOMMENDATIONS_JOB, {}, { singletonKey: "startup" });
    return stop;
  });
}
