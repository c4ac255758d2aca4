// Requests & Orders → Orders: every order in every state (paid, a brand's fulfilment states, unpaid checkouts), filtered
// by a GET form (works without JavaScript), paged by keyset; a table with a PO column (stacked cards on a phone).
import { Form, Link } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { PartStatusBadge } from "~/components/orders/FulfilmentBadges";
import { neutralButton, primaryButton, smallInput } from "~/components/admin/AdminBits";
import { AdminTable } from "~/components/admin/AdminList";
import { ADMIN_ORDER_STATUSES, type AdminOrderFilterValues } from "~/modules/orders/admin-orders";
import type { AdminOrdersSection } from "~/modules/orders/admin-orders.server";
import { formatOrderDate } from "~/modules/orders/orders";

function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700 dark:text-red-400" data-testid="field-error">
      {message}
    </p>
  ) : null;
}

const label = "block text-xs font-semibold text-slate-700 dark:text-slate-300";

export function OrdersPanel({ data, timeZone }: { data: AdminOrdersSection; timeZone: string | null }) {
  const { values, errors } = data.filters;
  const unpaid = data.checkouts !== null;
  const next = data.checkouts ? data.checkouts.next : data.list.next;
  const query = (extra: Record<string, string>) => {
    const params = new URLSearchParams({ section: "requests" });
    for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    return `/admin?${params}`;
  };
  const field = (name: keyof AdminOrderFilterValues) => ({
    id: `orders-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `orders-${name}-error` : undefined,
  });
  return (
    <Panel title="Orders">
      {/* keyed by the filters: after a back/forward navigation the fields show the URL's values again */}
      <Form
        key={JSON.stringify(values)}
        method="get"
        action="/admin"
        role="search"
        aria-label="Filter orders"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        <input type="hidden" name="section" value="requests" />
        <div>
          <label htmlFor="orders-status" className={label}>
            Status
          </label>
          <select {...field("status")} defaultValue={values.status} className={smallInput}>
            {ADMIN_ORDER_STATUSES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
          <FieldMessage id="orders-status-error" message={errors.status} />
        </div>
        <div>
          <label htmlFor="orders-brand" className={label}>
            Brand
          </label>
          <select {...field("brand")} defaultValue={values.brand} className={smallInput}>
            <option value="">Every brand</option>
            {data.brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-from" className={label}>
            {unpaid ? "Checkout from" : "Paid from"}
          </label>
          <input type="date" {...field("from")} defaultValue={values.from} className={smallInput} />
          <FieldMessage id="orders-from-error" message={errors.from} />
        </div>
        <div>
          <label htmlFor="orders-to" className={label}>
            {unpaid ? "Checkout to (included)" : "Paid to (included)"}
          </label>
          <input type="date" {...field("to")} defaultValue={values.to} className={smallInput} />
          <FieldMessage id="orders-to-error" message={errors.to} />
        </div>
        <div>
          <label htmlFor="orders-buyer" className={label}>
            Buyer e-mail or company starts with
          </label>
          <input type="search" {...field("buyer")} defaultValue={values.buyer} maxLength={100} className={smallInput} />
        </div>
        <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-5">
          <button type="submit" className={primaryButton}>
            Filter orders
          </button>
          <Link to="/admin?section=requests" className={neutralButton}>
            Clear
          </Link>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            Dates are days in {timeZone ?? "UTC"}: the payment day, or the checkout day of an unpaid order.
          </span>
        </div>
      </Form>
      <div className="mt-4">
        {Object.keys(errors).length ? (
          <EmptyState>Correct the filters above to see orders.</EmptyState>
        ) : data.checkouts ? (
          <AdminTable
            rows={data.checkouts.rows}
            rowKey={(row) => row.orderId}
            rowProps={() => ({ "data-testid": "admin-order" })}
            empty="No unpaid checkouts match these filters."
            minWidth="min-w-[720px]"
            columns={[
              // The order page is a paid order's (lines to fulfil, refunds): an unpaid one is all in its row.
              { header: "Order", className: "font-semibold", cell: (row) => `Order #${row.number}` },
              { header: "Checkout", cell: (row) => formatOrderDate(row.createdAt, timeZone) },
              {
                header: "Buyer",
                cell: (row) => (
                  <>
                    {row.buyerCompany ?? "Buyer"}
                    {row.buyerEmail ? (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{row.buyerEmail}</span>
                    ) : null}
                  </>
                ),
              },
              { header: "PO", cell: (row) => row.poNumber ?? "—", cellProps: { "data-testid": "order-po" } },
              { header: "Lines", className: "tabular-nums", cell: (row) => row.lineCount },
              {
                header: "State",
                cell: (row) => (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
                    {row.stateLabel}
                  </span>
                ),
              },
              { header: "Total", className: "font-semibold tabular-nums", cell: (row) => row.total },
            ]}
          />
        ) : data.list.rows.length === 0 ? (
          <EmptyState>No orders match these filters.</EmptyState>
        ) : (
          <AdminTable
            rows={data.list.rows}
            rowKey={(row) => row.orderId}
            rowProps={() => ({ "data-testid": "admin-order" })}
            minWidth="min-w-[720px]"
            columns={[
              { header: "Order", cell: (row) => <OrderLink id={row.orderId} number={row.number} /> },
              { header: "Paid", cell: (row) => formatOrderDate(row.paidAt, timeZone) },
              {
                header: "Buyer",
                cell: (row) => (
                  <>
                    {row.buyerCompany ?? "Buyer"}
                    {row.buyerEmail ? (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{row.buyerEmail}</span>
                    ) : null}
                  </>
                ),
              },
              { header: "PO", cell: (row) => row.poNumber ?? "—", cellProps: { "data-testid": "order-po" } },
              { header: "Lines", className: "tabular-nums", cell: (row) => row.lineCount },
              { header: "State", cell: (row) => <PartStatusBadge status={row.status} label={row.statusLabel} /> },
              { header: "Total", className: "font-semibold tabular-nums", cell: (row) => row.total },
            ]}
          />
        )}
      </div>
      <div className="mt-4 flex justify-between text-sm font-semibold">
        {!data.first ? (
          <Link to={query({})} className="text-brand-700 underline dark:text-brand-100">
            Newest orders
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            to={query({ after: next })}
            className="text-brand-700 underline dark:text-brand-100"
            data-testid="orders-next"
          >
            Older orders →
          </Link>
        ) : null}
      </div>
    </Panel>
  );
}

function OrderLink({ id, number }: { id: string; number: number }) {
  return (
    <Link to={`/admin/orders/${id}`} className="font-semibold text-brand-700 hover:underline dark:text-brand-100">
      Order #{number}
    </Link>
  );
}
