import { Form, Link } from "react-router";
import type { OrderView } from "~/modules/orders/orders.server";
import { backorderNote } from "~/modules/catalog/availability";
import { formatOrderDate } from "~/modules/orders/orders";
import { LineStatusBadge } from "./FulfilmentBadges";

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
              <li key={line.id} className="py-2" data-testid="order-line">
                <div className="flex justify-between gap-3">
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
                </div>
                {line.priceLabel ? (
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid="line-price-label">
                    {line.priceLabel}
                  </p>
                ) : null}
                {line.backorderedQuantity > 0 &&
                line.status === "open" &&
                (order.status === "paid" || order.status === "pending") ? (
                  <p
                    className="mt-1 text-xs font-medium text-amber-800 dark:text-amber-300"
                    data-testid="line-backorder"
                  >
                    {backorderNote(line.backorderedQuantity, line.quantity)}
                  </p>
                ) : null}
                {order.status === "paid" ? (
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                    <LineStatusBadge status={line.status} label={line.statusLabel} />
                    {line.shipment ? (
                      <span data-testid="line-tracking">
                        {line.shipment.carrier}, tracking {line.shipment.trackingNumber}
                      </span>
                    ) : null}
                    {line.cancelReason ? <span>Reason: {line.cancelReason}</span> : null}
                    {line.refundedQuantity > 0 && line.status !== "cancelled" ? (
                      <span>{line.refundedQuantity} refunded</span>
                    ) : null}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {order.refunded ? (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="order-refunded">
              Refunded: {order.refunded}
            </p>
          ) : null}
          {order.shipping.length ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-300">
                Shipping address{order.poNumber ? ` · PO ${order.poNumber}` : ""}
              </summary>
              <address className="mt-1 not-italic text-slate-700 dark:text-slate-300">
                {order.shipping.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </details>
          ) : null}
          {order.status !== "pending" ? (
            <Form method="post" action="/reorder" className="mt-3">
              <input type="hidden" name="orderId" value={order.id} />
              <button
                type="submit"
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
                aria-label={`Reorder order #${order.number}`}
              >
                Reorder
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
