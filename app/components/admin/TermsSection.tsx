import { Form, useActionData } from "react-router";
import { FieldErrors, inputClass, primaryButtonClass, secondaryButtonClass } from "~/components/auth/fields";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { InvoiceList, type InvoiceRow } from "~/components/invoices/InvoiceList";
import { lastResultFor } from "~/modules/admin/section-forms";
import { NET_DAYS, TERMS_STATUS_LABELS } from "~/modules/terms/terms";

interface ApplicationRow {
  id: string;
  status: "pending" | "approved" | "declined";
  organisation: string;
  legalEntity: string | null;
  taxId: string | null;
  suspended: boolean;
  requestedNetDays: number;
  requestedLimit: string;
  requestedLimitValue: string;
  currencyCode: string;
  note: string | null;
  createdAt: string;
  granted: string | null;
  declineReason: string | null;
}

/** Admin › Terms & Invoices: decide applications for net terms; the invoices past their due date. */
export function TermsSection({
  data,
}: {
  data: { pending: ApplicationRow[]; decided: ApplicationRow[]; overdue: InvoiceRow[] };
}) {
  const actionData = useActionData();
  return (
    <>
      <Panel title="Applications for terms">
        {data.pending.length === 0 ? (
          <EmptyState>No application waiting.</EmptyState>
        ) : (
          <ul className="space-y-6" data-testid="terms-pending">
            {data.pending.map((a) => {
              const errors = lastResultFor(actionData, "terms", `terms-${a.id}`)?.error ?? {};
              return (
                <li
                  key={a.id}
                  className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
                  data-testid="terms-application"
                >
                  <p className="font-semibold">{a.organisation}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {a.legalEntity ?? "No legal entity given"} · Tax ID {a.taxId ?? "—"} · applied{" "}
                    {a.createdAt.slice(0, 10)}
                    {a.suspended ? " · suspended" : ""}
                  </p>
                  <p className="mt-1 text-sm">
                    Asks net {a.requestedNetDays}, {a.requestedLimit}
                  </p>
                  {a.note ? <p className="mt-1 text-sm italic">“{a.note}”</p> : null}
                  <div className="mt-3 grid gap-4 md:grid-cols-2">
                    <Form method="post" action="/admin?section=terms" className="space-y-2">
                      <input type="hidden" name="intent" value="approve-terms" />
                      <input type="hidden" name="applicationId" value={a.id} />
                      <label className="block text-sm font-medium">
                        Net days
                        <select name="netDays" defaultValue={a.requestedNetDays} className={inputClass}>
                          {NET_DAYS.filter((d) => d <= a.requestedNetDays).map((d) => (
                            <option key={d} value={d}>
                              Net {d}
                            </option>
                          ))}
                        </select>
                      </label>
                      <FieldErrors id={`net-${a.id}`} errors={errors.netDays ?? undefined} />
                      <label className="block text-sm font-medium">
                        Credit limit ({a.currencyCode.toUpperCase()})
                        <input
                          name="creditLimit"
                          defaultValue={a.requestedLimitValue}
                          inputMode="decimal"
                          className={inputClass}
                        />
                      </label>
                      <FieldErrors id={`limit-${a.id}`} errors={errors.creditLimit ?? undefined} />
                      <button type="submit" className={primaryButtonClass} data-testid="approve-terms">
                        Approve
                      </button>
                    </Form>
                    <Form method="post" action="/admin?section=terms" className="space-y-2">
                      <input type="hidden" name="intent" value="decline-terms" />
                      <input type="hidden" name="applicationId" value={a.id} />
                      <label className="block text-sm font-medium">
                        Reason for declining
                        <textarea name="reason" rows={3} className={inputClass} />
                      </label>
                      <FieldErrors id={`reason-${a.id}`} errors={errors.reason ?? undefined} />
                      <button type="submit" className={`${secondaryButtonClass} w-full`} data-testid="decline-terms">
                        Decline
                      </button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      <Panel title="Overdue invoices">
        {data.overdue.length === 0 ? (
          <EmptyState>No invoice is overdue.</EmptyState>
        ) : (
          <div data-testid="overdue-invoices">
            <InvoiceList invoices={data.overdue} party="buyer" />
          </div>
        )}
      </Panel>
      <Panel title="Recent decisions">
        {data.decided.length === 0 ? (
          <EmptyState>No decision yet.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {data.decided.map((a) => (
              <li key={a.id} className="py-2">
                <span className="font-semibold">{a.organisation}</span>: {TERMS_STATUS_LABELS[a.status]}
                {a.granted ? ` — ${a.granted}` : ""}
                {a.declineReason ? ` — ${a.declineReason}` : ""}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
