// Admin dashboard (spec §2 Admin, §7 Admin reads/update): counts, user management, audit log.
import type { Prisma } from "~/generated/prisma/client";
import { profileSelect } from "~/modules/accounts/profile.server";
import { issueCode } from "~/modules/accounts/verification.server";
import { CODE_MAIL_UNAVAILABLE, sendEmail } from "~/modules/mail/mail.server";
import { accountApprovedEmail, accountRejectedEmail } from "~/modules/mail/templates";
import { listInquiriesForAdmins } from "~/modules/inquiries/inbox.server";
import { readInquiryScope, type InquiryScope } from "~/modules/inquiries/inquiries";
import { prisma } from "~/utils/db.server";
import { readSection, readUserFilters, type UserFilters } from "./admin-users";

export async function getOverviewCounts() {
  const [profiles, brands, pending, productsWithVideo, demos, requests] = await Promise.all([
    prisma.profile.count(),
    prisma.profile.count({ where: { role: "brand" } }),
    prisma.profile.count({ where: { status: "pending" } }),
    prisma.storeProduct.count({ where: { videoUrl: { not: null } } }),
    prisma.demo.count(),
    prisma.eventRegistration.count(),
  ]);
  return { profiles, brands, pending, productsWithVideo, demos, requests };
}

export async function recentAuditLog(limit = 10) {
  return prisma.auditLog.findMany({
    orderBy: { createdAt: "desc" },
    take: limit,
    select: {
      id: true,
      action: true,
      targetId: true,
      details: true,
      createdAt: true,
      actor: { select: { email: true } },
    },
  });
}

export async function listUsers(filters: UserFilters) {
  const where: Prisma.ProfileWhereInput = {
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.q
      ? {
          OR: [
            { fullName: { contains: filters.q, mode: "insensitive" } },
            { companyName: { contains: filters.q, mode: "insensitive" } },
            { user: { email: { contains: filters.q, mode: "insensitive" } } },
          ],
        }
      : {}),
  };
  const filtered = Object.keys(where).length > 0;
  const [users, byStatus, matching] = await Promise.all([
    prisma.profile.findMany({
      where,
      orderBy: { createdAt: "desc" },
      take: 200,
      select: {
        id: true,
        fullName: true,
        companyName: true,
        role: true,
        status: true,
        createdAt: true,
        user: { select: { email: true, emailVerifiedAt: true } },
      },
    }),
    prisma.profile.groupBy({ by: ["status"], _count: { _all: true } }),
    filtered ? prisma.profile.count({ where }) : null,
  ]);
  const counts = { total: 0, pending: 0, approved: 0, rejected: 0 };
  for (const row of byStatus) {
    counts[row.status] = row._count._all;
    counts.total += row._count._all;
  }
  return { users, counts, shown: users.length, matching: matching ?? counts.total };
}

export async function getUserDetails(userId: string) {
  return prisma.profile.findUnique({
    where: { id: userId },
    select: {
      ...profileSelect,
      phoneNumber: true,
      country: true,
      expertiseSummary: true,
      topics: true,
      socialLinkedin: true,
      socialYoutube: true,
      socialInstagram: true,
      portfolioUrl: true,
      jobTitle: true,
      companyWebsite: true,
      productsToShowcase: true,
      preferredDemoDate: true,
      user: { select: { email: true, createdAt: true, emailVerifiedAt: true } },
    },
  });
}

async function audit(actorId: string, action: string, targetId: string | null, details: Prisma.InputJsonValue) {
  await prisma.auditLog.create({ data: { actorId, action, targetId, details }, select: { id: true } });
}

export type AdminResult = { ok: true } | { ok: false; message: string };

/** Approve or reject a pending user; the user gets an e-mail; rejecting also ends their sessions. */
export async function decideUser(
  actorId: string,
  userId: string,
  decision: "approved" | "rejected",
  origin: string,
): Promise<AdminResult> {
  const { count } = await prisma.profile.updateMany({
    where: { id: userId, status: "pending" },
    data: { status: decision },
  });
  if (count === 0) return { ok: false, message: "Only pending users can be approved or rejected." };
  const profile = await prisma.profile.findUnique({
    where: { id: userId },
    select: { fullName: true, role: true, companyName: true, brandId: true, user: { select: { email: true } } },
  });
  if (!profile) return { ok: false, message: "User not found." };
  if (decision === "rejected") await prisma.session.deleteMany({ where: { userId } });
  if (decision === "approved" && profile.role === "brand" && !profile.brandId && profile.companyName) {
    // An approved brand account manages the catalogue brand of the same name (its inbox, dashboard).
    const brand = await prisma.brand.findFirst({
      where: { name: { equals: profile.companyName.trim(), mode: "insensitive" } },
      select: { id: true },
    });
    if (brand)
      await prisma.profile.update({ where: { id: userId }, data: { brandId: brand.id }, select: { id: true } });
  }
  await audit(actorId, decision === "approved" ? "user.approve" : "user.reject", userId, {
    email: profile.user.email,
    role: profile.role,
  });
  const mail =
    decision === "approved"
      ? accountApprovedEmail(profile.fullName, `${origin}/login`)
      : accountRejectedEmail(profile.fullName);
  await sendEmail({ to: profile.user.email, ...mail });
  return { ok: true };
}

export async function resendVerificationFor(actorId: string, userId: string): Promise<AdminResult> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true, emailVerifiedAt: true } });
  if (!user) return { ok: false, message: "User not found." };
  if (user.emailVerifiedAt) return { ok: false, message: "This user's email is already verified." };
  const issued = await issueCode(user.email, "signup");
  if (issued.status === "unavailable") return { ok: false, message: CODE_MAIL_UNAVAILABLE.description };
  if (issued.status === "wait")
    return { ok: false, message: `A code was sent moments ago. Try again in ${issued.seconds} seconds.` };
  await audit(actorId, "user.resend_verification", userId, { email: user.email });
  return { ok: true };
}

/** Deletes the user and everything that cascades from it (profile, sessions, avatar, carts, codes). */
export async function deleteUser(actorId: string, userId: string): Promise<AdminResult> {
  if (actorId === userId) return { ok: false, message: "You cannot delete your own account." };
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { email: true, profile: { select: { fullName: true, role: true } } },
  });
  if (!user) return { ok: false, message: "User not found." };
  await prisma.$transaction([
    prisma.verification.deleteMany({ where: { target: user.email } }),
    prisma.user.delete({ where: { id: userId }, select: { id: true } }),
    prisma.auditLog.create({
      data: {
        actorId,
        action: "user.delete",
        targetId: userId,
        details: { email: user.email, fullName: user.profile?.fullName ?? null, role: user.profile?.role ?? null },
      },
      select: { id: true },
    }),
  ]);
  return { ok: true };
}

/** Everything the /admin page shows for one URL (section, filters, selected user, delete confirmation). */
export async function getAdminView(url: URL) {
  const section = readSection(url.searchParams.get("section"));
  if (section === "overview") {
    const [counts, audit] = await Promise.all([getOverviewCounts(), recentAuditLog(8)]);
    return {
      section,
      counts,
      audit,
      users: null,
      filters: null,
      selected: null,
      confirmDelete: null,
      requests: null,
    } as const;
  }
  if (section === "requests") {
    const requests = await getRequestsView(readInquiryScope(url.searchParams.get("scope")));
    return {
      section,
      counts: null,
      audit: null,
      users: null,
      filters: null,
      selected: null,
      confirmDelete: null,
      requests,
    } as const;
  }
  if (section !== "users")
    return {
      section,
      counts: null,
      audit: null,
      users: null,
      filters: null,
      selected: null,
      confirmDelete: null,
      requests: null,
    } as const;
  const filters = readUserFilters(url.searchParams);
  const selectedId = url.searchParams.get("user");
  const confirmId = url.searchParams.get("confirmDelete");
  const [users, selected, confirmDelete] = await Promise.all([
    listUsers(filters),
    selectedId ? getUserDetails(selectedId.slice(0, 64)) : null,
    confirmId
      ? prisma.profile.findUnique({
          where: { id: confirmId.slice(0, 64) },
          select: { id: true, fullName: true, role: true, user: { select: { email: true } } },
        })
      : null,
  ]);
  return { section, counts: null, audit: null, users, filters, selected, confirmDelete, requests: null } as const;
}

/** Requests & Orders: contact inquiries (routed to admins, or all) and how many quote requests await an answer. */
async function getRequestsView(scope: InquiryScope) {
  const [inquiries, openInquiries, openQuotes] = await Promise.all([
    listInquiriesForAdmins(100, scope),
    prisma.inquiry.count({ where: { brandId: null, status: "new" } }),
    prisma.quoteRequest.count({ where: { status: "requested" } }),
  ]);
  return { scope, inquiries, openInquiries, openQuotes };
}

/** What getAdminView returns: the overview, requests or users part is set for its section, the others are null. */
export type AdminView = Awaited<ReturnType<typeof getAdminView>>;
