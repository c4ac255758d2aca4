// Requests & Orders → Orders: every paid order, filtered by a GET form (works without JavaScript), paged by keyset.
import { Form, Link } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { PartStatusBadge } from "~/components/orders/FulfilmentBadges";
import { neutralButton, primaryButton, smallInput } from "~/components/admin/AdminBits";
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
            Paid from
          </label>
          <input type="date" {...field("from")} defaultValue={values.from} className={smallInput} />
          <FieldMessage id="orders-from-error" message={errors.from} />
        </div>
        <div>
          <label htmlFor="orders-to" className={label}>
            Paid to (included)
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
            Dates are days in {timeZone ?? "UTC"}. Orders appear once paid.
          </span>
        </div>
      </Form>
      <div className="mt-4">
        {Object.keys(errors).length ? (
          <EmptyState>Correct the filters above to see orders.</EmptyState>
        ) : data.list.rows.length === 0 ? (
          <EmptyState>No orders match these filters.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="admin-orders">
            {data.list.rows.map((row) => (
              <li
                key={row.orderId}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="admin-order"
              >
                <div className="min-w-0">
                  <Link
                    to={`/admin/orders/${row.orderId}`}
                    className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
                  >
                    Order #{row.number}
                  </Link>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    Paid {formatOrderDate(row.paidAt, timeZone)} · {row.buyerCompany ?? "Buyer"}
                    {row.buyerEmail ? ` · ${row.buyerEmail}` : ""} · {row.lineCount}{" "}
                    {row.lineCount === 1 ? "line" : "lines"}
                    {row.poNumber ? ` · PO ${row.poNumber}` : ""}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <PartStatusBadge status={row.status} label={row.statusLabel} />
                  <span className="font-semibold">{row.total}</span>
                </div>
              </li>
            ))}
          </ul>
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
        {data.list.next ? (
          <Link
            to={query({ after: data.list.next })}
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
