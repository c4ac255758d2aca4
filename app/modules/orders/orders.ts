// Pure order rules: reservation window, status labels, confirmation e-mail text.
import { dateTimeFormat } from "~/utils/date-format";
import { backorderNote } from "~/modules/catalog/availability";
import { escapeHtml } from "~/modules/mail/escape";
import { formatMoney, type CurrencyInfo } from "~/utils/money";

/**
 * How long stock stays reserved for an unpaid order. Stripe sessions must live at least 30 minutes, and
 * the hosted session expires at the same moment as the reservation.
 */
/** How long checkout holds the stock of an unpaid order by default (RESERVATION_MINUTES overrides it). */
export const RESERVATION_MINUTES = 15;

export function reservationDeadline(now: Date, minutes: number = RESERVATION_MINUTES): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

export type OrderStatus = "pending" | "paid" | "cancelled" | "failed" | "refunded";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Awaiting payment",
  paid: "Paid",
  cancelled: "Cancelled",
  failed: "Payment failed",
  refunded: "Refunded",
};

export interface OrderSummaryLine {
  productTitle: string;
  variantTitle: string;
  quantity: number;
  unitPriceCents: number;
  /** Units ordered on back-order (ADR 061); the e-mail says they ship when stock returns. */
  backorderedQuantity?: number;
  /** Charged in another currency than listed (ADR 074): "listed $1,000.00 · 1 USD = 0.9259259259 EUR". */
  listedNote?: string | null;
}

export function orderTotalCents(lines: OrderSummaryLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

export function lineLabel(line: Pick<OrderSummaryLine, "productTitle" | "variantTitle">): string {
  return line.variantTitle && line.variantTitle !== "Default"
    ? `${line.productTitle} (${line.variantTitle})`
    : line.productTitle;
}

export function orderConfirmationEmail(order: {
  number: number;
  lines: OrderSummaryLine[];
  totalCents: number;
  currency: CurrencyInfo;
  ordersUrl: string;
  /** the shipping address as lines (shippingAddressLines) */
  shipping?: string[];
  poNumber?: string | null;
}) {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const note = (line: OrderSummaryLine) =>
    [line.listedNote, backorderNote(line.backorderedQuantity ?? 0, line.quantity)].filter(Boolean).join(" · ") || null;
  const rows = order.lines.map((line) => {
    const row = `${line.quantity} x ${lineLabel(line)} — ${money(line.unitPriceCents * line.quantity)}`;
    return note(line) ? `${row}\n  ${note(line)}` : row;
  });
  const subject = `Your LabMarket order #${order.number} is confirmed`;
  const text = [
    `Thank you for your order #${order.number}.`,
    "Your payment was received. Here is what you ordered:",
    "",
    ...rows,
    "",
    `Total: ${money(order.totalCents)}`,
    ...(order.shipping?.length ? ["", "Shipping to:", ...order.shipping] : []),
    ...(order.poNumber ? [`PO number: ${order.poNumber}`] : []),
    "",
    `See your orders: ${order.ordersUrl}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">Order #${order.number} confirmed</h1>
<p style="margin:0 0 12px">Thank you for your order. Your payment was received.</p>
<table style="width:100%;border-collapse:collapse;margin:12px 0">${order.lines
    .map(
      (line) =>
        `<tr><td style="padding:6px 0;border-bottom:1px solid #e2e8f0">${line.quantity} × ${escapeHtml(lineLabel(line))}${note(line) ? `<br><span style="font-size:12px;color:#92400e">${escapeHtml(note(line)!)}</span>` : ""}</td><td style="padding:6px 0;border-bottom:1px solid #e2e8f0;text-align:right">${escapeHtml(money(line.unitPriceCents * line.quantity))}</td></tr>`,
    )
    .join("")}
<tr><td style="padding:8px 0;font-weight:700">Total</td><td style="padding:8px 0;text-align:right;font-weight:700">${escapeHtml(money(order.totalCents))}</td></tr></table>
${order.shipping?.length ? `<h2 style="font-size:15px;margin:16px 0 4px">Shipping to</h2><p style="margin:0 0 12px">${order.shipping.map((line) => escapeHtml(line)).join("<br>")}</p>` : ""}${order.poNumber ? `<p style="margin:0 0 12px">PO number: ${escapeHtml(order.poNumber)}</p>` : ""}
<p style="margin:12px 0"><a href="${escapeHtml(order.ordersUrl)}">See your orders</a></p>
<p style="margin:24px 0 0;font-size:12px;color:#475569">LabMarket — the marketplace for pharma and life-sciences products.</p>
</body></html>`;
  return { subject, text, html };
}

/** "March 4, 2026 at 2:05 PM GMT+1" in the visitor's zone; in UTC (and saying so) without a valid one. */
export function formatOrderDate(iso: string, timeZone: string | null): string {
  const options: Intl.DateTimeFormatOptions = {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  };
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = dateTimeFormat({ ...options, timeZone: timeZone ?? "UTC" });
  } catch {
    formatter = dateTimeFormat({ ...options, timeZone: "UTC" });
  }
  return formatter.format(new Date(iso));
}
