import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { EmptyState } from "~/components/dashboard/DashboardShell";
import { PartStatusBadge } from "~/components/orders/FulfilmentBadges";
import { requireRole } from "~/modules/auth/session.server";
import { listFulfilmentOrders, type OrderListFilter } from "~/modules/orders/fulfilment.server";
import { formatOrderDate } from "~/modules/orders/orders";
import { readTimeZone } from "~/utils/cookies.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [
  { title: "Orders to Fulfil | LabMarket" },
  {
    name: "description",
    content: "Paid orders of your products: ship them with a tracking number, cancel or refund lines.",
  },
];

const FILTERS: { id: OrderListFilter; label: string }[] = [
  { id: "open", label: "To fulfil" },
  { id: "all", label: "All paid orders" },
];

/** /brand-dashboard/orders: the brand's part of each paid order (admins: every paid order, or one brand's with ?brand=). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  const params = requestUrl(request).searchParams;
  const isAdmin = user.role === "admin";
  const brand = isAdmin ? (params.get("brand") ?? "").slice(0, 100) || null : null;
  const filter: OrderListFilter = params.get("status") === "all" || (isAdmin && !brand) ? "all" : "open";
  const list = await listFulfilmentOrders(user, { filter, cursor: params.get("after"), brandId: brand });
  return {
    list,
    filter,
    brand,
    isAdmin,
    linked: isAdmin || user.brandId !== null,
    timeZone: readTimeZone(request),
    first: !params.get("after"),
  };
}

export default function BrandOrders() {
  const { list, filter, brand, isAdmin, linked, timeZone, first } = useLoaderData<typeof loader>();
  const query = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ ...(brand ? { brand } : {}), status: filter, ...extra })}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to="/brand-dashboard" className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← Brand Dashboard
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Orders to Fulfil</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {isAdmin && !brand
          ? "Every paid order, newest payment first. Open one to ship, cancel or refund any of its lines."
          : "Your part of each paid order: only the lines of your products, the buyer's company, where it ships and their PO number."}
      </p>
      {!isAdmin || brand ? (
        <nav aria-label="Order filters" className="mt-6 border-b border-slate-200 dark:border-slate-700">
          <ul className="-mb-px flex gap-1">
            {FILTERS.map((f) => (
              <li key={f.id}>
                <Link
                  to={`?${new URLSearchParams({ ...(brand ? { brand } : {}), status: f.id })}`}
                  aria-current={f.id === filter ? "page" : undefined}
                  className={`block border-b-2 px-3 py-2 text-sm font-medium ${
                    f.id === filter
                      ? "border-brand-600 text-brand-700 dark:text-brand-100"
                      : "border-transparent text-slate-700 hover:border-slate-300 dark:text-slate-300"
                  }`}
                >
                  {f.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-6">
        {!linked ? (
          <EmptyState>
            Your account is not linked to a brand yet. An admin links it when approving the account.
          </EmptyState>
        ) : list.rows.length === 0 ? (
          <EmptyState>
            {filter === "open"
              ? "No paid orders are waiting to be shipped."
              : isAdmin && !brand
                ? "No paid orders yet."
                : "No paid orders of your products yet."}
          </EmptyState>
        ) : (
          <ul className="space-y-3" data-testid="brand-orders">
            {list.rows.map((row) => (
              <li
                key={row.orderId}
                className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
                data-testid="brand-order"
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-semibold">
                      <Link
                        to={`/brand-dashboard/orders/${row.orderId}`}
                        className="text-brand-700 hover:underline dark:text-brand-100"
                      >
                        Order #{row.number}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      Paid {formatOrderDate(row.paidAt, timeZone)}
                    </p>
                  </div>
                  <div className="flex items-center gap-3">
                    <PartStatusBadge status={row.status} label={row.statusLabel} />
                    <span className="font-semibold">{row.total}</span>
                  </div>
                </div>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                  {row.buyerCompany ?? "Buyer"} · ships to {row.shipTo} · {row.lineCount}{" "}
                  {row.lineCount === 1 ? "line" : "lines"}
                  {row.poNumber ? ` · PO ${row.poNumber}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-6 flex justify-between text-sm font-semibold">
        {!first ? (
          <Link to={query({})} className="text-brand-700 underline dark:text-brand-100">
            Newest orders
          </Link>
        ) : (
          <span />
        )}
        {list.next ? (
          <Link to={query({ after: list.next })} className="text-brand-700 underline dark:text-brand-100">
            Older orders →
          </Link>
        ) : null}
      </div>
    </div>
  );
}
