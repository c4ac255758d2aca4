// Requests & Orders for admins (issue 11 #3): the order list of /admin?section=requests and the admins' order page.
// Both read through the fulfilment module with the admin's scope (every line): the list is listFulfilmentOrders
// with the URL's filters, the page is getFulfilmentOrder plus what only admins see — the order's state and e-mail,
// its payment sessions, shipments and audit trail. The caller has checked the admin role.
import { Prisma } from "~/generated/prisma/client";
import type { SessionUser } from "~/modules/auth/session.server";
import { prisma } from "~/utils/db.server";
import { formatMoney } from "~/utils/money";
import { checkoutStateLabel, readAdminOrderFilters } from "./admin-orders";
import { getFulfilmentOrder, listFulfilmentOrders, ORDERS_PAGE_SIZE, type FulfilmentList } from "./fulfilment.server";

const BRAND_OPTIONS = 500;
const AUDIT_ENTRIES = 50;

export async function getAdminOrdersSection(
  admin: Pick<SessionUser, "id" | "role" | "brandId">,
  url: URL,
  timeZone: string | null,
) {
  const filters = readAdminOrderFilters(url.searchParams, timeZone);
  const query = filters.query;
  const cursor = url.searchParams.get("after");
  const [brands, list, checkouts] = await Promise.all([
    prisma.brand.findMany({ orderBy: { name: "asc" }, take: BRAND_OPTIONS, select: { id: true, name: true } }),
    query && !query.checkoutStatus
      ? listFulfilmentOrders(admin, { ...query, cursor })
      : Promise.resolve<FulfilmentList>({ rows: [], next: null }),
    query?.checkoutStatus
      ? listCheckoutOrders({
          status: query.checkoutStatus,
          from: query.paidFrom,
          before: query.paidBefore,
          buyerPrefix: query.buyerPrefix,
          cursor,
        })
      : Promise.resolve<CheckoutList | null>(null),
  ]);
  return {
    filters: { values: filters.values, errors: filters.errors },
    brands,
    list,
    checkouts,
    first: !cursor,
  };
}

export interface CheckoutListRow {
  orderId: string;
  number: number;
  createdAt: string;
  buyerEmail: string | null;
  buyerCompany: string | null;
  poNumber: string | null;
  lineCount: number;
  stateLabel: string;
  total: string;
}
export interface CheckoutList {
  rows: CheckoutListRow[];
  next: string | null;
}

/**
 * Orders that were never paid (open, stuck, failed or cancelled checkouts), newest checkout first, paged by keyset on
 * (createdAt, id) over the index Order (status, createdAt DESC, id DESC) (ADR 064); the day range bounds the same scan
 * and the buyer prefix uses the lower(e-mail) / lower(company) indexes as the paid list does (ADR 029).
 */
export async function listCheckoutOrders({
  status,
  from,
  before,
  buyerPrefix,
  cursor,
  now = new Date(),
}: {
  status: "pending" | "failed" | "cancelled";
  from: Date | null;
  before: Date | null;
  buyerPrefix: string | null;
  cursor: string | null;
  now?: Date;
}): Promise<CheckoutList> {
  const after = decodeCheckoutCursor(cursor);
  const page = await prisma.$queryRaw<{ id: string; createdAt: Date }[]>`
    SELECT o.id, o."createdAt" FROM "Order" o
    WHERE o.status = ${status}::"OrderStatus"
    ${from ? Prisma.sql`AND o."createdAt" >= ${from}` : Prisma.empty}
    ${before ? Prisma.sql`AND o."createdAt" < ${before}` : Prisma.empty}
    ${after ? Prisma.sql`AND o."createdAt" <= ${after.at} AND NOT (o."createdAt" = ${after.at} AND o.id >= ${after.id})` : Prisma.empty}
    ${buyerPrefix ? Prisma.sql`AND (lower(o.email) LIKE ${buyerPrefix} OR lower(o."shippingCompany") LIKE ${buyerPrefix})` : Prisma.empty}
    ORDER BY o."createdAt" DESC, o.id DESC LIMIT ${ORDERS_PAGE_SIZE + 1}`;
  const more = page.length > ORDERS_PAGE_SIZE;
  const shown = page.slice(0, ORDERS_PAGE_SIZE);
  const orders = await prisma.order.findMany({
    where: { id: { in: shown.map((p) => p.id) } },
    select: {
      id: true,
      number: true,
      status: true,
      email: true,
      totalCents: true,
      currencyCode: true,
      reservedUntil: true,
      createdAt: true,
      shippingCompany: true,
      poNumber: true,
      user: { select: { email: true, profile: { select: { companyName: true } } } },
      _count: { select: { lines: true } },
    },
  });
  const currencies = new Map(
    (
      await prisma.currency.findMany({
        where: { code: { in: [...new Set(orders.map((o) => o.currencyCode))] } },
        select: { code: true, symbol: true, template: true },
      })
    ).map((c) => [c.code, c]),
  );
  const byId = new Map(orders.map((o) => [o.id, o]));
  const rows = shown.flatMap((p): CheckoutListRow[] => {
    const order = byId.get(p.id);
    if (!order) return [];
    const code = order.currencyCode;
    return [
      {
        orderId: order.id,
        number: order.number,
        createdAt: order.createdAt.toISOString(),
        buyerEmail: order.email ?? order.user?.email ?? null,
        buyerCompany: order.user?.profile?.companyName ?? order.shippingCompany,
        poNumber: order.poNumber,
        lineCount: order._count.lines,
        stateLabel: checkoutStateLabel(order.status, order.reservedUntil, now),
        total: formatMoney(order.totalCents, currencies.get(code) ?? { code, symbol: "", template: "" }),
      },
    ];
  });
  const last = shown[shown.length - 1];
  return { rows, next: more && last ? `${last.createdAt.toISOString()}~${last.id}` : null };
}

function decodeCheckoutCursor(cursor: string | null): { at: Date; id: string } | null {
  const match = cursor ? /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([A-Za-z0-9_-]{1,64})$/.exec(cursor) : null;
  if (!match) return null;
  const at = new Date(match[1]);
  return Number.isNaN(at.getTime()) ? null : { at, id: match[2] };
}

export type AdminOrdersSection = Awaited<ReturnType<typeof getAdminOrdersSection>>;

/** One order as an admin sees it, or null (unknown id, never paid). */
export async function getAdminOrder(admin: Pick<SessionUser, "id" | "role" | "brandId">, orderId: string) {
  if (admin.role !== "admin") return null;
  const order = await getFulfilmentOrder(admin, orderId);
  if (!order) return null;
  const [extra, payments, shipments, audit] = await Promise.all([
    prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      select: {
        status: true,
        email: true,
        createdAt: true,
        user: { select: { email: true } },
        brandParts: { select: { brandId: true, status: true } },
      },
    }),
    prisma.paymentSession.findMany({
      where: { orderId: order.id },
      orderBy: { createdAt: "asc" },
      select: { id: true, provider: true, externalId: true, status: true, createdAt: true },
    }),
    prisma.shipment.findMany({
      where: { orderId: order.id },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        carrier: true,
        trackingNumber: true,
        brandId: true,
        createdAt: true,
        _count: { select: { lines: true } },
      },
    }),
    prisma.auditLog.findMany({
      where: { targetId: order.id },
      orderBy: { createdAt: "desc" },
      take: AUDIT_ENTRIES,
      select: { id: true, action: true, details: true, createdAt: true, actor: { select: { email: true } } },
    }),
  ]);
  const brandIds = [
    ...new Set([
      ...extra.brandParts.map((p) => p.brandId),
      ...shipments.flatMap((s) => (s.brandId ? [s.brandId] : [])),
    ]),
  ];
  const brandNames = new Map(
    (await prisma.brand.findMany({ where: { id: { in: brandIds } }, select: { id: true, name: true } })).map((b) => [
      b.id,
      b.name,
    ]),
  );
  return {
    order,
    status: extra.status,
    email: extra.email ?? extra.user?.email ?? null,
    createdAt: extra.createdAt.toISOString(),
    parts: extra.brandParts.map((p) => ({ brand: brandNames.get(p.brandId) ?? p.brandId, status: p.status })),
    payments: payments.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    shipments: shipments.map((s) => ({
      id: s.id,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      brand: s.brandId ? (brandNames.get(s.brandId) ?? s.brandId) : null,
      lines: s._count.lines,
      createdAt: s.createdAt.toISOString(),
    })),
    audit: audit.map((a) => ({
      id: a.id,
      action: a.action,
      actor: a.actor?.email ?? null,
      details: a.details,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}
