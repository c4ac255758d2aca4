import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { OrderHeading, OrderLines, OrderParties, OrderRefunds } from "~/components/orders/OrderDetail";
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
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <OrderHeading back="/brand-dashboard/orders" backLabel="Orders to fulfil" number={order.number}>
        {order.paidAt ? `Paid ${formatOrderDate(order.paidAt, timeZone)}` : null}
        {isAdmin ? " · all lines (admin)" : " · the lines of your products"}
      </OrderHeading>
      <OrderParties
        buyer={[
          { label: "Company", value: order.buyerCompany },
          { label: "PO number", value: order.poNumber, testId: "order-po" },
        ]}
        shipping={order.shipping}
        noShipping="No shipping address was given for this order (placed before checkout asked for one)."
      />
      <OrderLines order={order} feedback={feedback} lineActions />
      <OrderRefunds
        order={order}
        feedback={feedback}
        canRefundAll
        detail={(refund) =>
          refund.status === "succeeded" ? "refunded" : refund.status === "failed" ? "retrying" : "in progress"
        }
      />
    </div>
  );
}
