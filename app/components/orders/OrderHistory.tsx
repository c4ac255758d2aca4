import { Link } from "@remix-run/react";
import type { OrderView } from "~/modules/orders/orders.server";
import { formatOrderDate } from "~/modules/orders/orders";

const statusClass: Record<OrderView["status"], string> = {
  paid: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  cancelled: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
  refunded: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
};

/**
 * The buyer's real orders with status, lines and totals (buyer dashboard, Order History tab). Pass the
 * loader's `listOrdersForUser(userId)` and the visitor's zone (`readTimeZone(request)`, null = UTC).
 */
export function OrderHistory({
  orders,
  timeZone,
  headingLevel = 2,
}: {
  orders: OrderView[];
  timeZone: string | null;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  if (orders.length === 0) {
    return (
      <div
        className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
        data-testid="order-history-empty"
      >
        <p className="font-medium">You have no orders yet.</p>
        <Link to="/store" className="mt-3 inline-block font-medium text-brand-700 underline dark:text-brand-100">
          Browse the store
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-4" data-testid="order-history">
      {orders.map((order) => (
        <li key={order.id} className="rounded-xl border border-slate-200 p-5 dark:border-slate-800" data-testid="order">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <Heading className="font-semibold">Order #{order.number}</Heading>
              <p className="text-sm text-slate-600 dark:text-slate-400">{formatOrderDate(order.createdAt, timeZone)}</p>
            </div>
            <div className="flex items-center gap-3">
              <span
                className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusClass[order.status]}`}
                data-testid="order-status"
              >
                {order.statusLabel}
              </span>
              <span className="font-semibold" data-testid="order-total">
                {order.total}
              </span>
            </div>
          </div>
          <ul className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {order.lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-3 py-2">
                <span>
                  {line.quantity} ×{" "}
                  {line.productId ? (
                    <Link to={`/store/product/${line.productId}`} className="hover:underline">
                      {line.label}
                    </Link>
                  ) : (
                    line.label
                  )}
                </span>
                <span className="text-slate-700 dark:text-slate-300">{line.lineTotal}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
