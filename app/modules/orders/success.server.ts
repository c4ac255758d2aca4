// The payment success page (/success?session_id=...): the order number and total.
import { backorderNote } from "~/modules/catalog/availability";
import { appOrigin } from "~/utils/env.server";
import { syncPaidSession } from "~/modules/payments/webhooks.server";
import { orderForSession } from "./orders.server";
import { requestUrl } from "~/utils/request-url";

export type SuccessView =
  | {
      state: "paid" | "processing";
      number: number;
      total: string;
      /** backorder: "Back-order: ships when stock returns." when units were ordered beyond stock (ADR 061) */
      lines: {
        id: string;
        label: string;
        quantity: number;
        lineTotal: string;
        backorder: string | null;
        /** The price's basis and, when charged in another currency, what it was listed at and the rate (ADR 074). */
        priceLabel: string | null;
      }[];
      email: string | null;
      /** the shipping address as lines, and the buyer's PO number (ADR 022) */
      shipping: string[];
      poNumber: string | null;
    }
  | { state: "refunded"; number: number; total: string }
  | { state: "unknown" };

export async function loadSuccessView(request: Request): Promise<SuccessView> {
  const sessionId = requestUrl(request).searchParams.get("session_id");
  if (!sessionId || !/^[A-Za-z0-9_]{6,200}$/.test(sessionId)) return { state: "unknown" };
  let found = await orderForSession(sessionId);
  if (!found) return { state: "unknown" };
  if (
    found.order.status === "pending" &&
    (await syncPaidSession(found.session.provider, sessionId, { origin: appOrigin() }))
  ) {
    found = await orderForSession(sessionId);
    if (!found) return { state: "unknown" };
  }
  const { order } = found;
  // The payment handler (markOrderPaid) removed exactly the paid lines from the cart; the success page
  // removes nothing more (unpaid lines in another currency or added during payment stay).
  // Paid after its stock was sold elsewhere (the checkout had ended): the money went back (issue 15 #2).
  if (order.status === "refunded") return { state: "refunded", number: order.number, total: order.total };
  const paid = order.status === "paid";
  if (!paid && order.status !== "pending") return { state: "unknown" };
  return {
    state: paid ? "paid" : "processing",
    number: order.number,
    total: order.total,
    lines: order.lines.map(({ id, label, quantity, lineTotal, backorderedQuantity, priceLabel }) => ({
      id,
      label,
      quantity,
      lineTotal,
      priceLabel,
      backorder: backorderNote(backorderedQuantity, quantity),
    })),
    email: order.email,
    shipping: order.shipping,
    poNumber: order.poNumber,
  };
}
