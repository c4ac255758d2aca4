// View models for the requisition pages: dates as UTC text and money formatted (pure).
import { formatMoney } from "~/utils/money";

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
