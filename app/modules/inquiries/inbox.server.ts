// Where contact inquiries are read and worked through: a brand's inquiries (routed through one of its products)
// in its inbox, the rest (no brand) in the admins' Requests section. Marking one handled is the only change.
import type { Prisma } from "~/generated/prisma/client";
import type { SessionUser } from "~/modules/auth/session.server";
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

type Responder = Pick<SessionUser, "role" | "brandId">;

/**
 * The inquiries a user answers: for an admin those routed to the admins (no brand), or with `scope: "all"` every
 * one; for a brand account its brand's. Null when there are none to see (a brand account not linked yet, others).
 */
function inboxOf(user: Responder, scope: InquiryScope): Prisma.InquiryWhereInput | null {
  if (user.role === "admin") return scope === "all" ? {} : { brandId: null };
  return user.role === "brand" && user.brandId ? { brandId: user.brandId } : null;
}

function listInquiries(where: Prisma.InquiryWhereInput, take = LIST_LIMIT) {
  return prisma.inquiry.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take,
    select: inquiryListSelect,
  });
}

/** A brand's inquiries, newest first. */
export function listInquiriesForBrand(brandId: string, take = LIST_LIMIT) {
  return listInquiries({ brandId }, take);
}

/** Inquiries for the admins: those with no brand, or with `scope: "all"` every inquiry; newest first. */
export function listInquiriesForAdmins(take = LIST_LIMIT, scope: InquiryScope = "admins") {
  return listInquiries(inboxOf({ role: "admin", brandId: null }, scope)!, take);
}

export type InquiryListItem = Awaited<ReturnType<typeof listInquiriesForBrand>>[number];

/** The inquiries in the user's inbox, newest first. */
export async function listInquiriesFor(user: Responder, scope: InquiryScope = "admins") {
  const where = inboxOf(user, scope);
  return where ? listInquiries(where) : [];
}

/** How many inquiries in the user's inbox (admins: those routed to them) still wait to be handled. */
export async function countOpenInquiriesFor(user: Responder): Promise<number> {
  const where = inboxOf(user, "admins");
  return where ? prisma.inquiry.count({ where: { ...where, status: "new" } }) : 0;
}

export type InquiryStatusOutcome =
  { ok: true; status: InquiryStatus } | { ok: false; reason: "not-found" | "forbidden" | "invalid" };

/**
 * Marks an inquiry handled or reopens it. An admin may change any inquiry; a brand account only its own brand's.
 * An inquiry the user may not see answers "not-found", so ids of other brands' inquiries are not disclosed.
 */
export async function setInquiryStatus(
  user: Responder,
  inquiryId: string,
  status: string,
): Promise<InquiryStatusOutcome> {
  if (!(INQUIRY_STATUSES as readonly string[]).includes(status)) return { ok: false, reason: "invalid" };
  const inbox = inboxOf(user, "all");
  if (!inbox) return { ok: false, reason: user.role === "brand" ? "not-found" : "forbidden" };
  // One conditional update: the inquiry must exist and be in the user's inbox.
  const updated = await prisma.inquiry.updateMany({
    where: { id: inquiryId.slice(0, 64), ...inbox },
    data: { status },
  });
  return updated.count === 1 ? { ok: true, status: status as InquiryStatus } : { ok: false, reason: "not-found" };
}
