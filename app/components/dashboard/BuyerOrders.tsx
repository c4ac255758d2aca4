// Order History tab of the buyer dashboard (data from loadBuyerOrders in modules/accounts/dashboard.server).
import { EmptyState } from "./DashboardShell";

export type BuyerOrder = { id: string; number: number; status: string; total: string; createdAt: string; lines: number };

export function BuyerOrders({ orders }: { orders: BuyerOrder[] | null }) {
  if (!orders?.length) return <EmptyState>You have no orders yet.</EmptyState>;
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-slate-700 dark:text-slate-300">
          <th scope="col" className="py-2">Order</th>
          <th scope="col" className="py-2">Date</th>
          <th scope="col" className="py-2">Items</th>
          <th scope="col" className="py-2">Status</th>
          <th scope="col" className="py-2">Total</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
        {orders.map((o) => (
          <tr key={o.id}>
            <td className="py-2">#{o.number}</td>
            <td className="py-2">{o.createdAt.slice(0, 10)}</td>
            <td className="py-2">{o.lines}</td>
            <td className="py-2 capitalize">{o.status}</td>
            <td className="py-2">{o.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
