// The parts of a paid order's page that the admin's view (/admin/orders/:id) and the brand's view
// (/brand-dashboard/orders/:id) share: the page heading, buyer and ship-to, the lines with their fulfilment forms,
// and the refunds. Each page adds its own panels (payments, shipments, audit log for admins).
import { Link } from "react-router";
import type { ReactNode } from "react";
import { Panel } from "~/components/dashboard/DashboardShell";
import type { FulfilmentOrderView } from "~/modules/orders/fulfilment.server";
import { LineStatusBadge } from "./FulfilmentBadges";
import { LineActions, RefundAllForm, ShipForm, type FormFeedback } from "./FulfilmentForms";

type Refund = FulfilmentOrderView["refunds"][number];

export function OrderHeading({
  back,
  backLabel,
  number,
  children,
  testId,
}: {
  back: string;
  backLabel: string;
  number: number;
  /** the line under the heading: when it was paid, whose lines */
  children: ReactNode;
  testId?: string;
}) {
  return (
    <>
      <Link to={back} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        ← {backLabel}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Order #{number}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400" data-testid={testId}>
        {children}
      </p>
    </>
  );
}

/** Buyer (the fields this viewer may see) beside the shipping address. */
export function OrderParties({
  buyer,
  shipping,
  noShipping,
}: {
  buyer: { label: string; value: string | null; testId?: string; className?: string }[];
  shipping: string[];
  noShipping: string;
}) {
  return (
    <div className="mt-2 grid gap-6 md:grid-cols-2">
      <Panel title="Buyer">
        <dl className="space-y-2 text-sm" data-testid="order-buyer">
          {buyer.map((item) => (
            <div key={item.label}>
              <dt className="font-medium text-slate-600 dark:text-slate-400">{item.label}</dt>
              <dd className={item.className} data-testid={item.testId}>
                {item.value ?? "—"}
              </dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title="Ship to">
        {shipping.length ? (
          <address className="not-italic text-sm" data-testid="order-shipping">
            {shipping.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        ) : (
          <p className="text-sm">{noShipping}</p>
        )}
      </Panel>
    </div>
  );
}

/** Every line with its status and its cancel / refund forms (when `lineActions`), then the ship form. */
export function OrderLines({
  order,
  feedback,
  lineActions,
}: {
  order: FulfilmentOrderView;
  feedback: FormFeedback;
  lineActions: boolean;
}) {
  return (
    <>
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
                    {line.unitPrice} each{line.priceLabel ? ` (${line.priceLabel})` : ""} · {line.lineTotal}
                    {line.refundedQuantity > 0 ? ` · ${line.refundedQuantity} refunded` : ""}
                  </p>
                  {line.shipment ? (
                    <p className="text-sm" data-testid="line-tracking">
                      {line.shipment.carrier}, tracking {line.shipment.trackingNumber}
                    </p>
                  ) : null}
                  {line.cancelReason ? <p className="text-sm">Cancelled: {line.cancelReason}</p> : null}
                  {line.backorderNote && line.status === "open" ? (
                    <p className="text-sm font-medium text-amber-800 dark:text-amber-300" data-testid="line-backorder">
                      {line.backorderNote}
                    </p>
                  ) : null}
                </div>
                <LineStatusBadge status={line.status} label={line.statusLabel} />
              </div>
              {lineActions ? <LineActions line={line} feedback={feedback} /> : null}
            </li>
          ))}
        </ul>
      </Panel>
      {order.lines.some((line) => line.canShip) ? (
        <Panel title="Ship">
          <ShipForm lines={order.lines} feedback={feedback} />
        </Panel>
      ) : null}
    </>
  );
}

/** The refunds so far (`detail`: what this viewer is told about each one's state) and the refund-everything form. */
export function OrderRefunds({
  order,
  feedback,
  canRefundAll,
  detail,
}: {
  order: FulfilmentOrderView;
  feedback: FormFeedback;
  canRefundAll: boolean;
  detail: (refund: Refund) => string;
}) {
  return (
    <Panel title="Refunds" action={order.refunded ? <span className="font-semibold">{order.refunded}</span> : null}>
      {order.refunds.length ? (
        <ul className="mb-4 space-y-1 text-sm" data-testid="order-refunds">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              {refund.amount}
              {refund.quantity ? ` (${refund.quantity} ${refund.quantity === 1 ? "unit" : "units"})` : ""} —{" "}
              {refund.reason} · {detail(refund)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">No refunds.</p>
      )}
      {canRefundAll && order.lines.some((line) => line.remaining > 0) ? <RefundAllForm feedback={feedback} /> : null}
    </Panel>
  );
}
