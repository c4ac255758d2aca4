// The recommendation job (ADR 028): pg-boss runs it once per tick across all app machines; each cursor inside also
// has its own lease, so a run that outlasts its tick never overlaps the next one.
import type { JobDefinition } from "~/modules/jobs/jobs.server";
import { refreshStaleBuyers } from "./buyer.server";
import { runProductRecommendations } from "./product-recommendations.server";

export const RECOMMENDATIONS_JOB = "recommendations";

export const recommendationJob: JobDefinition = {
  name: RECOMMENDATIONS_JOB,
  cron: "*/5 * * * *",
  retryLimit: 0,
  handler: async () => {
    // Changed products and new orders/compares first, then 5 sweep batches (1,000 products) per run.
    await runProductRecommendations({ budgetMs: 120_000, sweepBatches: 5 });
    await refreshStaleBuyers(new Date(), 100);
  },
};
