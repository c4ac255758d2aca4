// Requests & Orders for admins (issue 11 #3): the order list of /admin?section=requests and the admins' order page.
// Both read through the fulfilment module with the admin's scope (every line): the list is listFulfilmentOrders
// with the URL's filters, the page is getFulfilmentOrder plus what only admins see — the order's state and e-mail,
// its payment sessions, shipments and audit trail. The caller has checked the admin role.
import type { SessionUser } from "~/modules/auth/session.server";
import { prisma } from "~/utils/db.server";
import { readAdminOrderFilters } from "./admin-orders";
import { getFulfilmentOrder, listFulfilmentOrders, type FulfilmentList } from "./fulfilment.server";

const BRAND_OPTIONS = 500;
const AUDIT_ENTRIES = 50;

export async function getAdminOrdersSection(
  admin: Pick<SessionUser, "id" | "role" | "brandId">,
  url: URL,
  timeZone: string | null,
) {
  const filters = readAdminOrderFilters(url.searchParams, timeZone);
  const [brands, list] = await Promise.all([
    prisma.brand.findMany({ orderBy: { name: "asc" }, take: BRAND_OPTIONS, select: { id: true, name: true } }),
    filters.query
      ? listFulfilmentOrders(admin, { ...filters.query, cursor: url.searchParams.get("after") })
      : Promise.resolve<FulfilmentList>({ rows: [], next: null }),
  ]);
  return {
    filters: { values: filters.values, errors: filters.errors },
    brands,
    list,
    first: !url.searchParams.get("after"),
  };
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
