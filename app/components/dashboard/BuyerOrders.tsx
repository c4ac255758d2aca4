// Order History tab of the buyer dashboard (data: listOrdersForUser from the orders module).
import { Link } from "@remix-run/react";
import { EmptyState } from "./DashboardShell";

export type BuyerOrder = {
  id: string;
  number: number;
  statusLabel: string;
  createdAt: string;
  total: string;
  lines: { id: string; label: string; quantity: number; lineTotal: string; productId: string | null }[];
};

export function BuyerOrders({ orders }: { orders: BuyerOrder[] | null }) {
  if (!orders?.length) {
    return (
      <EmptyState>
        You have no orders yet.{" "}
        <Link to="/store" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Visit the store
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4" data-testid="order-history">
      {orders.map((o) => (
        <li key={o.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">Order #{o.number}</h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {o.createdAt.slice(0, 10)} · {o.statusLabel} · <span className="font-semibold">{o.total}</span>
            </p>
          </div>
          <ul className="mt-2 space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {o.lines.map((line) => (
              <li key={line.id}>
                {line.quantity} × {line.productId ? <Link to={`/store/product/${line.productId}`} className="underline">{line.label}</Link> : line.label} — {line.lineTotal}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
