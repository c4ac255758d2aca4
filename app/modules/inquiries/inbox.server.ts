// Where contact inquiries are read and worked through: a brand's inquiries (routed through one of its products)
// in its inbox, the rest (no brand) in the admins' Requests section. Marking one handled is the only change.
import type { SessionUser } from "~/modules/auth/session.server";
import { brandIdOf } from "~/modules/quotes/quotes.server";
import { prisma } from "~/utils/db.server";
import { INQUIRY_STATUSES, type InquiryScope, type InquiryStatus } from "./inquiries";

const inquiryListSelect = {
  id: true,
  kind: true,
  fullName: true,
  email: true,
  company: true,
  subject: true,
  message: true,
  status: true,
  createdAt: true,
  brandId: true,
  brand: { select: { name: true } },
  product: { select: { id: true, title: true } },
} as const;

const LIST_LIMIT = 100;

function listWhere(brandId: string | null | undefined) {
  // undefined = every inquiry (admins' "all" view); null = the ones routed to the admins.
  return brandId === undefined ? {} : { brandId };
}

/** A brand's inquiries (routed to it through one of its products), newest first. */
export function listInquiriesForBrand(brandId: string, take = LIST_LIMIT) {
  return prisma.inquiry.findMany({ where: listWhere(brandId), orderBy: [{ createdAt: "desc" }, { id: "asc" }], take, select: inquiryListSelect });
}

/** Inquiries for the admins: those with no brand, or with `scope: "all"` every inquiry; newest first. */
export function listInquiriesForAdmins(take = LIST_LIMIT, scope: InquiryScope = "admins") {
  return prisma.inquiry.findMany({
    where: listWhere(scope === "all" ? undefined : null),
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take,
    select: inquiryListSelect,
  });
}

export type InquiryListItem = Awaited<ReturnType<typeof listInquiriesForBrand>>[number];

/** The inquiries a user answers: an admin's (by scope) or their brand's; none for a brand account not yet linked. */
export async function listInquiriesFor(user: Pick<SessionUser, "id" | "role">, scope: InquiryScope = "admins") {
  if (user.role === "admin") return listInquiriesForAdmins(LIST_LIMIT, scope);
  const brandId = user.role === "brand" ? await brandIdOf(user.id) : null;
  return brandId ? listInquiriesForBrand(brandId) : [];
}

/** How many inquiries still wait to be handled, for the user's inbox. */
export async function countOpenInquiriesFor(user: Pick<SessionUser, "id" | "role">): Promise<number> {
  if (user.role === "admin") return prisma.inquiry.count({ where: { brandId: null, status: "new" } });
  const brandId = user.role === "brand" ? await brandIdOf(user.id) : null;
  return brandId ? prisma.inquiry.count({ where: { brandId, status: "new" } }) : 0;
}

export type InquiryStatusOutcome = { ok: true; status: InquiryStatus } | { ok: false; reason: "not-found" | "forbidden" | "invalid" };

/**
 * Marks an inquiry handled or reopens it. An admin may change any inquiry; a brand account only its own brand's.
 * An inquiry the user may not see answers "not-found", so ids of other brands' inquiries are not disclosed.
 */
export async function setInquiryStatus(user: Pick<SessionUser, "id" | "role">, inquiryId: string, status: string): Promise<InquiryStatusOutcome> {
  if (!(INQUIRY_STATUSES as readonly string[]).includes(status)) return { ok: false, reason: "invalid" };
  if (user.role !== "admin" && user.role !== "brand") return { ok: false, reason: "forbidden" };
  const inquiry = await prisma.inquiry.findUnique({ where: { id: inquiryId.slice(0, 64) }, select: { id: true, brandId: true } });
  if (!inquiry) return { ok: false, reason: "not-found" };
  if (user.role === "brand") {
    const brandId = await brandIdOf(user.id);
    if (!brandId || brandId !== inquiry.brandId) return { ok: false, reason: "not-found" };
  }
  await prisma.inquiry.update({ where: { id: inquiry.id }, data: { status } });
  return { ok: true, status: status as InquiryStatus };
}
