// The catalogue's reference prices (ADR 073): every product's displayed price in US cents at the catalogue's rates,
// what the store sorts, filters and counts by price on. The triggers keep them current as prices change. After an
// admin states a new rate, the catalogue adopts it in one short transaction (rates and facet cells), then the products
// listed in that currency are repriced in batches, each its own transaction, so no brand's save waits for more than
// one batch (one transaction over a third of a million products ran 93 s). A crash leaves the currency pending and
// the next run starts it again; rows already at the rate are not written twice.
import type { JobDefinition } from "~/modules/jobs/jobs.server";
import { prisma } from "~/utils/db.server";

export const CATALOGUE_REPRICE_JOB = "catalogue-reprice";
/** Products looked at per transaction: about a second of row locks at a million products on this machine. */
const REPRICE_BATCH = 5_000;

/**
 * Brings the catalogue to the stated rates. Returns how many products listed in a repriced currency were looked at,
 * or null when no rate had changed and nothing was pending.
 */
export async function repriceCatalogue(): Promise<number | null> {
  const pending = await prisma.$queryRaw<{ currency_code: string; catalogue_rate: { toString(): string } }[]>`
    SELECT currency_code, catalogue_rate FROM catalogue_adopt_rates()`;
  if (pending.length === 0) return null;
  const codes = pending.map((row) => row.currency_code);
  const rates = pending.map((row) => row.catalogue_rate.toString());
  let after = "";
  let looked = 0;
  for (;;) {
    const [batch] = await prisma.$queryRaw<{ last_id: string | null; looked: number }[]>`
      SELECT last_id, looked FROM catalogue_reprice_batch(${codes}::text[], ${after}, ${REPRICE_BATCH}::int)`;
    looked += batch.looked;
    if (batch.last_id === null) break;
    after = batch.last_id;
  }
  await prisma.$executeRaw`SELECT catalogue_reprice_done(${codes}::text[], ${rates}::numeric[])`;
  return looked;
}

export const catalogueRepriceJob: JobDefinition = {
  name: CATALOGUE_REPRICE_JOB,
  // Sent when a rate is stated; the schedule resumes a reprice a crash left pending (one indexed read of a few rows
  // when nothing is).
  cron: "*/5 * * * *",
  retryLimit: 2,
  handler: async () => {
    await repriceCatalogue();
  },
};
