// View models for the requisition pages: dates as UTC text and money formatted (pure).
import { listedPriceNote } from "~/modules/currency/charge";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import { REQUISITION_EVENT_LABELS } from "./requisition";

export function utcDateTime(date: Date): string {
  return date.toISOString().slice(0, 16).replace("T", " ");
}

export function summaryRow(row: {
  id: string;
  number: number;
  status: "submitted" | "approved" | "rejected" | "cancelled" | "ordered";
  currencyCode: string;
  totalCents: number;
  requesterName: string;
  createdAt: Date;
  _count: { lines: number };
}) {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    total: formatMoney(row.totalCents, { code: row.currencyCode }),
    requesterName: row.requesterName,
    createdAt: utcDateTime(row.createdAt),
    lineCount: row._count.lines,
  };
}

/** The requisition page's view: lines with their prices and totals, the history in words, dates as UTC text. */
export function requisitionPageView(
  requisition: {
    id: string;
    number: number;
    status: "submitted" | "approved" | "rejected" | "cancelled" | "ordered";
    requesterName: string;
    note: string | null;
    neededBy: Date | null;
    currencyCode: string;
    totalCents: number;
    createdAt: Date;
    orderId: string | null;
    lines: {
      id: string;
      productId: string;
      productTitle: string;
      variantTitle: string;
      quantity: number;
      unitPriceCents: number;
      listedUnitPriceCents?: number | null;
      listedCurrencyCode?: string | null;
      exchangeRate?: unknown;
    }[];
    events: { id: string; action: string; actorName: string | null; comment: string | null; createdAt: Date }[];
  },
  /** The requisition's currency with its symbol and template (formatMoney's fallback reads the code alone). */
  currency?: CurrencyInfo,
) {
  const money = (cents: number) => formatMoney(cents, currency ?? { code: requisition.currencyCode });
  return {
    id: requisition.id,
    number: requisition.number,
    status: requisition.status,
    requesterName: requisition.requesterName,
    note: requisition.note,
    neededBy: requisition.neededBy ? requisition.neededBy.toISOString().slice(0, 10) : null,
    total: money(requisition.totalCents),
    createdAt: utcDateTime(requisition.createdAt),
    orderId: requisition.orderId,
    lines: requisition.lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      title: line.variantTitle !== "Default" ? `${line.productTitle} (${line.variantTitle})` : line.productTitle,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents),
      lineTotal: money(line.unitPriceCents * line.quantity),
      /** "listed $1,000.00 · 1 USD = 0.9259259259 EUR" when converted into the requisition's currency (ADR 074). */
      listedNote: listedPriceNote(
        {
          listedUnitPriceCents: line.listedUnitPriceCents ?? null,
          listedCurrencyCode: line.listedCurrencyCode ?? null,
          exchangeRate: line.exchangeRate ?? null,
        },
        requisition.currencyCode,
      ),
    })),
    events: requisition.events.map((event) => ({
      id: event.id,
      label: REQUISITION_EVENT_LABELS[event.action] ?? event.action,
      actorName: event.actorName,
      comment: event.comment,
      at: utcDateTime(event.createdAt),
    })),
  };
}
