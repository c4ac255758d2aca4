// The sweep that finishes the e-mails of rescheduled and cancelled demos (ADR 023): the request that made the
// change sends the first few itself; this sends the rest, and any a crash or a race left behind.
import { sendPendingScheduleNotices } from "~/modules/demos/schedule-notices.server";
import { appOrigin } from "~/utils/env.server";
import type { JobDefinition } from "./jobs.server";

export const demoScheduleNoticeJob: JobDefinition = {
  name: "demo-schedule-notices",
  cron: "* * * * *",
  retryLimit: 0,
  handler: async () => {
    await sendPendingScheduleNotices(appOrigin());
  },
};
