import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { EmptyState, Panel } from "~/components/dashboard/DashboardShell";
import { OrderHeading, OrderLines, OrderParties, OrderRefunds } from "~/components/orders/OrderDetail";
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

export default function AdminOrder() {
  const { order, status, email, parts, payments, shipments, audit, timeZone } = useLoaderData<typeof loader>();
  const feedback = useActionData<typeof action>()?.feedback ?? null;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <OrderHeading
        back="/admin?section=requests"
        backLabel="Requests & Orders"
        number={order.number}
        testId="order-state"
      >
        {status === "refunded" ? "Paid too late and refunded in full" : "Paid"}
        {order.paidAt ? ` ${formatDateTime(order.paidAt, timeZone)}` : ""}
        {parts.length ? ` · ${parts.map((p) => `${p.brand}: ${p.status}`).join(", ")}` : ""}
      </OrderHeading>
      <OrderParties
        buyer={[
          { label: "Name", value: order.buyerName },
          { label: "Company", value: order.buyerCompany },
          { label: "E-mail", value: email, className: "break-all" },
          { label: "PO number", value: order.poNumber, testId: "order-po" },
        ]}
        shipping={order.shipping}
        noShipping="No shipping address was given (placed before checkout asked for one)."
      />
      <OrderLines order={order} feedback={feedback} lineActions={order.paid} />
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
      <OrderRefunds
        order={order}
        feedback={feedback}
        canRefundAll={order.paid}
        detail={(refund) => `${refund.status} · ${formatDateTime(refund.createdAt, timeZone)}`}
      />
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
