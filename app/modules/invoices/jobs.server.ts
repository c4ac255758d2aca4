// The invoice job (ADR 060): sent by placeOrderOnTerms for each order, and on a schedule as a catch-up for any order
// on terms whose invoices are missing (the queue was down, the worker stopped mid-way). Issuing is idempotent.
import type { JobDefinition } from "~/modules/jobs/jobs.server";
import { ISSUE_INVOICES_JOB } from "~/modules/terms/order-on-terms.server";
import { issueInvoicesForOrder, issueMissingInvoices } from "./invoices.server";

export const issueInvoicesJob: JobDefinition = {
  name: ISSUE_INVOICES_JOB,
  cron: "* * * * *",
  retryLimit: 5,
  handler: async (data) => {
    const orderId = (data as { orderId?: unknown } | null)?.orderId;
    if (typeof orderId === "string") await issueInvoicesForOrder(orderId);
    else await issueMissingInvoices();
  },
};
