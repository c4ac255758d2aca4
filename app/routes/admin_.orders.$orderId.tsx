import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { LineStatusBadge } from "~/components/orders/FulfilmentBadges";
import { LineActions, RefundAllForm, ShipForm } from "~/components/orders/FulfilmentForms";
import { formatDateTime } from "~/modules/admin/format";
import { requireRole } from "~/modules/auth/session.server";
import { auditSummary } from "~/modules/orders/admin-orders";
import { getAdminOrder } from "~/modules/orders/admin-orders.server";
import { postFulfilment } from "~/modules/orders/fulfilment-post.server";
import { readTimeZone } from "~/utils/cookies.server";

export const meta: MetaFunction<typeof loader> = ({ loaderData: page }) => [
  { title: page ? `Order #${page.order.number} (admin) | LabMarket` : "Order | LabMarket" },
  { name: "robots", content: "noindex" },
];

/** /admin/orders/:orderId — every line of a paid (or late-refunded) order, its payments, shipments and audit trail. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireRole(request, ["admin"]);
  const page = await getAdminOrder(admin, params.orderId ?? "");
  if (!page) throw new Response("Order not found", { status: 404 });
  return { ...page, timeZone: readTimeZone(request) };
}

/** Ship, cancel a line, refund units or everything: the fulfilment module's forms with the admin's scope. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, ["admin"]);
  const orderId = params.orderId ?? "";
  return postFulfilment(request, admin, orderId, `/admin/orders/${orderId}`);
}

const dt = "font-medium text-slate-600 dark:text-slate-400";

export default function AdminOrder() {
  const { order, status, email, parts, payments, shipments, audit, timeZone } = useLoaderData<typeof loader>();
  const feedback = useActionData<typeof action>()?.feedback ?? null;
  const refundable = order.lines.some((line) => line.remaining > 0);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link
        to="/admin?section=requests"
        className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100"
      >
        ← Requests & Orders
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Order #{order.number}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400" data-testid="order-state">
        {status === "refunded" ? "Paid too late and refunded in full" : "Paid"}
        {order.paidAt ? ` ${formatDateTime(order.paidAt, timeZone)}` : ""}
        {parts.length ? ` · ${parts.map((p) => `${p.brand}: ${p.status}`).join(", ")}` : ""}
      </p>
      <div className="mt-2 grid gap-6 md:grid-cols-2">
        <Panel title="Buyer">
          <dl className="space-y-2 text-sm" data-testid="order-buyer">
            <div>
              <dt className={dt}>Name</dt>
              <dd>{order.buyerName ?? "—"}</dd>
            </div>
            <div>
              <dt className={dt}>Company</dt>
              <dd>{order.buyerCompany ?? "—"}</dd>
            </div>
            <div>
              <dt className={dt}>E-mail</dt>
              <dd className="break-all">{email ?? "—"}</dd>
            </div>
            <div>
              <dt className={dt}>PO number</dt>
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
            <p className="text-sm">No shipping address was given (placed before checkout asked for one).</p>
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
              {order.paid ? <LineActions line={line} feedback={feedback} /> : null}
            </li>
          ))}
        </ul>
      </Panel>
      {order.lines.some((line) => line.canShip) ? (
        <Panel title="Ship">
          <ShipForm lines={order.lines} feedback={feedback} />
        </Panel>
      ) : null}
      <Panel title="Payments">
        {payments.length ? (
          <ul className="space-y-1 text-sm" data-testid="order-payments">
            {payments.map((p) => (
              <li key={p.id} className="break-all">
                {p.provider} · {p.externalId} · {p.status} · {formatDateTime(p.createdAt, timeZone)}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>No payment session was recorded.</EmptyState>
        )}
      </Panel>
      <Panel title="Refunds" action={order.refunded ? <span className="font-semibold">{order.refunded}</span> : null}>
        {order.refunds.length ? (
          <ul className="mb-4 space-y-1 text-sm" data-testid="order-refunds">
            {order.refunds.map((refund) => (
              <li key={refund.id}>
                {refund.amount}
                {refund.quantity ? ` (${refund.quantity} ${refund.quantity === 1 ? "unit" : "units"})` : ""} —{" "}
                {refund.reason} · {refund.status} · {formatDateTime(refund.createdAt, timeZone)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">No refunds.</p>
        )}
        {order.paid && refundable ? <RefundAllForm feedback={feedback} /> : null}
      </Panel>
      <Panel title="Shipments">
        {shipments.length ? (
          <ul className="space-y-1 text-sm" data-testid="order-shipments">
            {shipments.map((s) => (
              <li key={s.id}>
                {s.carrier}, tracking {s.trackingNumber} · {s.lines} {s.lines === 1 ? "line" : "lines"}
                {s.brand ? ` · ${s.brand}` : ""} · {formatDateTime(s.createdAt, timeZone)}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>Nothing shipped yet.</EmptyState>
        )}
      </Panel>
      <Panel title="Audit log">
        {audit.length ? (
          <ul className="space-y-1 text-sm" data-testid="order-audit">
            {audit.map((entry) => (
              <li key={entry.id}>
                {formatDateTime(entry.createdAt, timeZone)} · {entry.actor ?? "deleted account"} · {entry.action}
                {auditSummary(entry.details) ? ` · ${auditSummary(entry.details)}` : ""}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState>No changes recorded for this order.</EmptyState>
        )}
      </Panel>
    </div>
  );
}
