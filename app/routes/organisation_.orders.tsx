import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useLoaderData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { requireOrganisationMember } from "~/modules/organisations/membership.server";
import {
  listOrganisationOrders,
  ORGANISATION_ORDERS_MAX_PAGE,
} from "~/modules/organisations/organisation-orders.server";
import { requestUrl } from "~/utils/request-url";

export const meta: MetaFunction = () => [{ title: "Orders | LabMarket" }, { name: "robots", content: "noindex" }];

/** GET /organisation/orders: every order placed for the member's organisation (all members see them). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { membership } = await requireOrganisationMember(request);
  const asked = Number(requestUrl(request).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, ORGANISATION_ORDERS_MAX_PAGE) : 1;
  const list = await listOrganisationOrders(membership.organisation.id, page);
  return { organisationName: membership.organisation.name, page, ...list };
}

export default function OrganisationOrders() {
  const { organisationName, orders, page, hasNext } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p className="text-sm text-slate-600 dark:text-slate-400">{organisationName}</p>
      <h1 className="text-3xl font-bold tracking-tight">Orders</h1>
      <p className="mt-2 text-sm">
        <Link to="/organisation" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Organisation
        </Link>{" "}
        ·{" "}
        <Link to="/requisitions" className="font-semibold text-brand-700 underline dark:text-brand-100">
          Requisitions
        </Link>
      </p>
      <Panel title="Placed for the organisation">
        {orders.length === 0 ? (
          <EmptyState>
            No orders yet. Orders on account, from approved requisitions and through punchout appear here; a
            member&apos;s own card purchases stay in their own order history.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="organisation-orders">
            {orders.map((order) => (
              <li key={order.id} className="py-3" data-testid="organisation-order">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-semibold">
                    Order #{order.number}{" "}
                    <span className="font-normal text-slate-600 dark:text-slate-400">
                      · {order.placedOn} · by {order.placedBy}
                    </span>
                  </p>
                  <p className="font-semibold">{order.total}</p>
                </div>
                <p className="mt-1 text-sm">
                  {order.status} · {order.onAccount ? "On account" : "By card"}
                  {order.poNumber ? ` · PO ${order.poNumber}` : ""}
                </p>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  {order.lines.join("; ")}
                  {order.moreLines > 0 ? ` and ${order.moreLines} more` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
        {page > 1 || hasNext ? (
          <nav aria-label="Pages" className="mt-4 flex gap-4 text-sm">
            {page > 1 ? (
              <Link to={`?page=${page - 1}`} className="text-brand-700 underline dark:text-brand-100">
                Newer
              </Link>
            ) : null}
            {hasNext ? (
              <Link to={`?page=${page + 1}`} className="text-brand-700 underline dark:text-brand-100">
                Older
              </Link>
            ) : null}
          </nav>
        ) : null}
      </Panel>
    </div>
  );
}
