// The catalogue's reference prices (ADR 073): every product's displayed price in US cents at the catalogue's rates,
// what the store sorts, filters and counts by price on. The triggers keep them current as prices change; after an
// admin states a new rate, catalogue_reprice() moves the catalogue to it in one transaction (references and facet
// cells), run by a job so a million products never hold up the admin's request.
import type { JobDefinition } from "~/modules/jobs/jobs.server";
import { prisma } from "~/utils/db.server";

export const CATALOGUE_REPRICE_JOB = "catalogue-reprice";

/** Brings the catalogue to the stated rates. Returns the products repriced, or null when no rate had changed. */
export async function repriceCatalogue(): Promise<number | null> {
  const [row] = await prisma.$queryRaw<{ repriced: number }[]>`SELECT catalogue_reprice() AS repriced`;
  return row.repriced < 0 ? null : row.repriced;
}

export const catalogueRepriceJob: JobDefinition = {
  name: CATALOGUE_REPRICE_JOB,
  // Sent when a rate is stated; the schedule catches a change made while no worker ran (one indexed read of a few
  // rows when nothing changed).
  cron: "*/5 * * * *",
  retryLimit: 2,
  handler: async () => {
    await repriceCatalogue();
  },
};
