// An organisation's orders (issue 36): every order placed for it — on account or by card, from a requisition, a
// checkout or punchout — for all its members to see, newest first. One query: the orders with who placed them, the
// first lines and the line count (the Order (organisationId, createdAt) index serves the order and the page), read on
// the pool (ADR 071).
import { Prisma } from "~/generated/prisma/client";
import { ORDER_STATUS_LABELS, type OrderStatus } from "~/modules/orders/orders";
import { readRows } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";

export const ORGANISATION_ORDERS_PAGE_SIZE = 20;
/** Deeper pages are not offered: older orders are found by their number or PO (the list is for the recent ones). */
export const ORGANISATION_ORDERS_MAX_PAGE = 50;

interface OrderRow {
  id: string;
  number: number;
  createdAt: Date;
  status: OrderStatus;
  paymentMethod: "card" | "terms";
  poNumber: string | null;
  totalCents: number;
  currencyCode: string;
  placedBy: string | null;
  lines: { productTitle: string; variantTitle: string; quantity: number }[] | null;
  lineCount: number;
}

export async function listOrganisationOrders(organisationId: string, page: number) {
  const offset = (page - 1) * ORGANISATION_ORDERS_PAGE_SIZE;
  const rows = await readRows<OrderRow[]>(Prisma.sql`
    SELECT o.id, o.number, o."createdAt", o.status::text AS status, o."paymentMethod"::text AS "paymentMethod",
           o."poNumber", o."totalCents", o."currencyCode", pr."fullName" AS "placedBy",
           (SELECT json_agg(json_build_object('productTitle', l."productTitle", 'variantTitle', l."variantTitle",
                                              'quantity', l.quantity))
              FROM (SELECT "productTitle", "variantTitle", quantity FROM "OrderLine"
                    WHERE "orderId" = o.id ORDER BY id LIMIT 3) l) AS lines,
           (SELECT count(*)::int FROM "OrderLine" WHERE "orderId" = o.id) AS "lineCount"
    FROM "Order" o LEFT JOIN "Profile" pr ON pr.id = o."userId"
    WHERE o."organisationId" = ${organisationId}
    ORDER BY o."createdAt" DESC, o.id DESC
    LIMIT ${ORGANISATION_ORDERS_PAGE_SIZE + 1} OFFSET ${offset}`);
  return {
    hasNext: rows.length > ORGANISATION_ORDERS_PAGE_SIZE && page < ORGANISATION_ORDERS_MAX_PAGE,
    orders: rows.slice(0, ORGANISATION_ORDERS_PAGE_SIZE).map((row) => ({
      id: row.id,
      number: row.number,
      placedOn: row.createdAt.toISOString().slice(0, 10),
      status: ORDER_STATUS_LABELS[row.status],
      onAccount: row.paymentMethod === "terms",
      poNumber: row.poNumber,
      total: formatMoney(row.totalCents, { code: row.currencyCode }),
      placedBy: row.placedBy ?? "A former member",
      lines: (row.lines ?? []).map(
        (line) =>
          `${line.quantity} × ${line.productTitle}${line.variantTitle && line.variantTitle !== "Default" ? ` (${line.variantTitle})` : ""}`,
      ),
      moreLines: Math.max(0, row.lineCount - (row.lines?.length ?? 0)),
    })),
  };
}
