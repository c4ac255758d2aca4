import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { Panel } from "~/components/dashboard/DashboardShell";
import { LineStatusBadge } from "~/components/orders/FulfilmentBadges";
import { LineActions, RefundAllForm, ShipForm } from "~/components/orders/FulfilmentForms";
import { requireRole } from "~/modules/auth/session.server";
import { getFulfilmentOrder } from "~/modules/orders/fulfilment.server";
import { postFulfilment } from "~/modules/orders/fulfilment-post.server";
import { formatOrderDate } from "~/modules/orders/orders";
import { readTimeZone } from "~/utils/cookies.server";

export const meta: MetaFunction<typeof loader> = ({ loaderData: page }) => [
  { title: page ? `Order #${page.order.number} | LabMarket` : "Order | LabMarket" },
  { name: "robots", content: "noindex" },
];

/** One paid order as the brand sees it (its lines only); 404 for an order without its lines. Admins see all lines. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  const order = await getFulfilmentOrder(user, params.orderId ?? "");
  if (!order) throw new Response("Order not found", { status: 404 });
  return { order, isAdmin: user.role === "admin", timeZone: readTimeZone(request) };
}

/** Ship lines, cancel a line or refund units: each a plain form post; a mistake answers 400 by its field. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, ["brand", "admin"]);
  const orderId = params.orderId ?? "";
  return postFulfilment(request, user, orderId, `/brand-dashboard/orders/${orderId}`);
}

export default function BrandOrder() {
  const { order, isAdmin, timeZone } = useLoaderData<typeof loader>();
  const feedback = useActionData<typeof action>()?.feedback ?? null;
  const refundable = order.lines.some((line) => line.remaining > 0);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link
        to="/brand-dashboard/orders"
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Orders to fulfil
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Order #{order.number}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        {order.paidAt ? `Paid ${formatOrderDate(order.paidAt, timeZone)}` : null}
        {isAdmin ? " · all lines (admin)" : " · the lines of your products"}
      </p>
      <div className="mt-2 grid gap-6 md:grid-cols-2">
        <Panel title="Buyer">
          <dl className="space-y-2 text-sm" data-testid="order-buyer">
            <div>
              <dt className="font-medium text-slate-600 dark:text-slate-400">Company</dt>
              <dd>{order.buyerCompany ?? "—"}</dd>
            </div>
            <div>
              <dt className="font-medium text-slate-600 dark:text-slate-400">PO number</dt>
              <dd data-testid="order-po">{order.poNumber ?? "—"}</dd>
            </div>
          </dl>
        </Panel>
        <Panel title="Ship to">
          {order.shipping.length ? (
            <address className="not-italic text-sm" data-testid="order-shipping">
              {order.shipping.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p className="text-sm">
              No shipping address was given for this order (placed before checkout asked for one).
            </p>
          )}
        </Panel>
      </div>
      <Panel title="Lines" action={<span className="font-semibold">{order.partTotal}</span>}>
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="order-lines">
          {order.lines.map((line) => (
            <li key={line.id} className="py-3" data-testid="order-line">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium">
                    {line.quantity} × {line.label}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {line.unitPrice} each · {line.lineTotal}
                    {line.refundedQuantity > 0 ? ` · ${line.refundedQuantity} refunded` : ""}
                  </p>
                  {line.shipment ? (
                    <p className="text-sm" data-testid="line-tracking">
                      {line.shipment.carrier}, tracking {line.shipment.trackingNumber}
                    </p>
                  ) : null}
                  {line.cancelReason ? <p className="text-sm">Cancelled: {line.cancelReason}</p> : null}
                </div>
                <LineStatusBadge status={line.status} label={line.statusLabel} />
              </div>
              <LineActions line={line} feedback={feedback} />
            </li>
          ))}
        </ul>
      </Panel>
      {order.lines.some((line) => line.canShip) ? (
        <Panel title="Ship">
          <ShipForm lines={order.lines} feedback={feedback} />
        </Panel>
      ) : null}
      <Panel title="Refunds" action={order.refunded ? <span className="font-semibold">{order.refunded}</span> : null}>
        {order.refunds.length ? (
          <ul className="mb-4 space-y-1 text-sm" data-testid="order-refunds">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {refund.amount}
                {refund.quantity ? ` (${refund.quantity} ${refund.quantity === 1 ? "unit" : "units"})` : ""} —{" "}
                {refund.reason} ·{" "}
                {refund.status === "succeeded" ? "refunded" : refund.status === "failed" ? "retrying" : "in progress"}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">No refunds.</p>
        )}
        {refundable ? <RefundAllForm feedback={feedback} /> : null}
      </Panel>
    </div>
  );
}
