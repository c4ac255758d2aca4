// Organisations (issue 36 item 1, ADR 057/058): create, edit, invite by e-mail, accept, revoke, remove, change roles,
// leave; every admin action is written to OrganisationAuditEvent in the transaction that makes it. Changes to an
// organisation's members take turns on its row (SELECT … FOR UPDATE), so "the last admin" is decided on fresh counts.
import { randomBytes } from "node:crypto";
import type { Prisma } from "~/generated/prisma/client";
import type { OrganisationRole } from "~/generated/prisma/enums";
import { hashToken } from "~/modules/auth/session.server";
import { sendEmail } from "~/modules/mail/mail.server";
import { composeEmail } from "~/modules/mail/templates";
import { prisma } from "~/utils/db.server";
import {
  INVITE_VALID_DAYS,
  invitationState,
  inviteExpiry,
  leavesNoAdmin,
  type InvitationState,
  INVITATION_MESSAGES,
  type OrganisationInput,
} from "./organisation";
import { canAdminister, ORGANISATION_ROLE_LABELS } from "./roles";

type Tx = Prisma.TransactionClient;

export type Outcome<Value = object> = ({ ok: true } & Value) | { ok: false; field?: string; message: string };

function refuse(message: string, field?: string): { ok: false; field?: string; message: string } {
  return { ok: false, message, field };
}

export function writeOrganisationAudit(
  db: Tx,
  organisationId: string,
  actorId: string | null,
  action: string,
  details: Prisma.InputJsonValue = {},
) {
  return db.organisationAuditEvent.create({ data: { organisationId, actorId, action, details }, select: { id: true } });
}

/** Locks the organisation's row for the rest of the transaction: membership changes of one organisation take turns. */
async function lockOrganisation(tx: Tx, organisationId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM "Organisation" WHERE id = ${organisationId} FOR UPDATE`;
  return rows.length === 1;
}

const ALREADY_MEMBER = "You already belong to an organisation. Leave it first (on its page) to create or join another.";

/** A buyer creates an organisation and becomes its admin. */
export async function createOrganisation(userId: string, input: OrganisationInput): Promise<Outcome<{ id: string }>> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`organisation:member:${userId}`}))`;
    const existing = await tx.organisationMember.findUnique({ where: { userId }, select: { organisationId: true } });
    if (existing) return refuse(ALREADY_MEMBER);
    const organisation = await tx.organisation.create({
      data: { ...input, createdById: userId, members: { create: { userId, role: "admin" } } },
      select: { id: true },
    });
    await writeOrganisationAudit(tx, organisation.id, userId, "organisation.created", { name: input.name });
    return { ok: true as const, id: organisation.id };
  });
}

export async function updateOrganisation(
  actorId: string,
  organisationId: string,
  input: OrganisationInput,
): Promise<Outcome> {
  return prisma.$transaction(async (tx) => {
    if (!(await isAdminOf(tx, actorId, organisationId))) return refuse("Only the organisation's admin can edit it.");
    await tx.organisation.update({ where: { id: organisationId }, data: input, select: { id: true } });
    await writeOrganisationAudit(tx, organisationId, actorId, "organisation.updated");
    return { ok: true as const };
  });
}

async function isAdminOf(db: Tx, userId: string, organisationId: string): Promise<boolean> {
  const member = await db.organisationMember.findUnique({
    where: { userId },
    select: { organisationId: true, role: true },
  });
  return member?.organisationId === organisationId && canAdminister(member.role);
}

// ── Invitations ──

export { INVITATION_MESSAGES };

function newInviteToken(): string {
  return randomBytes(32).toString("base64url");
}

export function invitationUrl(origin: string, token: string): string {
  return `${origin}/organisation/join/${token}`;
}

/**
 * The admin invites an address with a role: a random token goes in the e-mail, its hash in the row. Inviting an
 * address with a pending invitation replaces it (the earlier link stops working): that is also how to re-invite.
 */
export async function inviteMember(
  actorId: string,
  organisationId: string,
  input: { email: string; role: OrganisationRole },
  origin: string,
  now = new Date(),
): Promise<Outcome> {
  const token = newInviteToken();
  const done = await prisma.$transaction(async (tx): Promise<Outcome<{ name: string; inviter: string }>> => {
    if (!(await lockOrganisation(tx, organisationId))) return refuse("This organisation no longer exists.");
    if (!(await isAdminOf(tx, actorId, organisationId))) return refuse("Only the organisation's admin can invite.");
    const organisation = await tx.organisation.findUniqueOrThrow({
      where: { id: organisationId },
      select: { name: true, suspendedAt: true },
    });
    if (organisation.suspendedAt) return refuse("Your organisation is suspended: it cannot invite members.", "email");
    const member = await tx.organisationMember.findFirst({
      where: { organisationId, user: { email: input.email } },
      select: { userId: true },
    });
    if (member) return refuse(`${input.email} is already a member.`, "email");
    await tx.organisationInvite.updateMany({
      where: { organisationId, email: input.email, acceptedAt: null, revokedAt: null },
      data: { revokedAt: now },
    });
    await tx.organisationInvite.create({
      data: {
        organisationId,
        email: input.email,
        role: input.role,
        tokenHash: hashToken(token),
        invitedById: actorId,
        expiresAt: inviteExpiry(now),
      },
      select: { id: true },
    });
    await writeOrganisationAudit(tx, organisationId, actorId, "member.invited", {
      email: input.email,
      role: input.role,
    });
    const inviter = await tx.profile.findUnique({ where: { id: actorId }, select: { fullName: true } });
    return { ok: true as const, name: organisation.name, inviter: inviter?.fullName ?? "An organisation admin" };
  });
  if (!done.ok) return done;
  const link = invitationUrl(origin, token);
  const mail = composeEmail(`You are invited to join ${done.name} on LabMarket`, `Join ${done.name}`, [
    `${done.inviter} invited you to join ${done.name} on LabMarket as ${ORGANISATION_ROLE_LABELS[input.role]}.`,
    `Accept the invitation: ${link}`,
    `The link works for ${INVITE_VALID_DAYS} days, once, for the account with this e-mail address (sign up with it first if you have no account).`,
    "If you did not expect this, you can ignore this e-mail.",
  ]);
  // The token is a secret: the log never carries it, and the stored copy only where it is the delivery (demo mailbox).
  await sendEmail({ to: input.email, ...mail, secrets: [token] });
  return { ok: true as const };
}

/** Re-invite: a fresh link (and e-mail) for the address and role of an earlier invitation, which stops working. */
export async function reinvite(actorId: string, organisationId: string, inviteId: string, origin: string) {
  const invite = await prisma.organisationInvite.findFirst({
    where: { id: inviteId, organisationId, acceptedAt: null },
    select: { email: true, role: true },
  });
  if (!invite) return refuse("That invitation no longer exists.");
  return inviteMember(actorId, organisationId, invite, origin);
}

export async function revokeInvite(actorId: string, organisationId: string, inviteId: string, now = new Date()) {
  return prisma.$transaction(async (tx): Promise<Outcome> => {
    if (!(await isAdminOf(tx, actorId, organisationId))) return refuse("Only the organisation's admin can revoke.");
    const invite = await tx.organisationInvite.findFirst({
      where: { id: inviteId, organisationId },
      select: { email: true, acceptedAt: true, revokedAt: true },
    });
    if (!invite || invite.acceptedAt || invite.revokedAt) return refuse("That invitation is no longer pending.");
    await tx.organisationInvite.update({ where: { id: inviteId }, data: { revokedAt: now }, select: { id: true } });
    await writeOrganisationAudit(tx, organisationId, actorId, "invite.revoked", { email: invite.email });
    return { ok: true as const };
  });
}

export type InvitationView = {
  state: InvitationState;
  email: string;
  role: OrganisationRole;
  organisation: { id: string; name: string };
  expiresAt: string;
};

/** What the invitation link shows; null when the token names no invitation. */
export async function invitationForToken(token: string, now = new Date()): Promise<InvitationView | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const invite = await prisma.organisationInvite.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      email: true,
      role: true,
      expiresAt: true,
      acceptedAt: true,
      revokedAt: true,
      organisation: { select: { id: true, name: true } },
    },
  });
  if (!invite) return null;
  return {
    state: invitationState(invite, now),
    email: invite.email,
    role: invite.role,
    organisation: invite.organisation,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

/** The signed-in user accepts: only the invited address, once, before it expires, and not while in another organisation. */
export async function acceptInvite(
  user: { id: string; email: string },
  token: string,
  now = new Date(),
): Promise<Outcome<{ organisationId: string }>> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return refuse(INVITATION_MESSAGES.missing);
  const tokenHash = hashToken(token);
  return prisma.$transaction(async (tx) => {
    const invite = await tx.organisationInvite.findUnique({
      where: { tokenHash },
      select: {
        id: true,
        organisationId: true,
        email: true,
        role: true,
        expiresAt: true,
        acceptedAt: true,
        revokedAt: true,
      },
    });
    if (!invite) return refuse(INVITATION_MESSAGES.missing);
    await lockOrganisation(tx, invite.organisationId);
    // Re-read under the lock: a revocation or another acceptance that committed first wins.
    const fresh = await tx.organisationInvite.findUniqueOrThrow({
      where: { id: invite.id },
      select: { expiresAt: true, acceptedAt: true, revokedAt: true },
    });
    const state = invitationState(fresh, now);
    if (state !== "pending") return refuse(INVITATION_MESSAGES[state]);
    if (invite.email.toLowerCase() !== user.email.toLowerCase()) return refuse(INVITATION_MESSAGES.wrongUser);
    const current = await tx.organisationMember.findUnique({
      where: { userId: user.id },
      select: { organisationId: true },
    });
    if (current && current.organisationId !== invite.organisationId)
      return refuse(INVITATION_MESSAGES.otherOrganisation);
    if (!current) {
      await tx.organisationMember.create({
        data: { organisationId: invite.organisationId, userId: user.id, role: invite.role },
        select: { userId: true },
      });
    }
    await tx.organisationInvite.update({ where: { id: invite.id }, data: { acceptedAt: now }, select: { id: true } });
    await writeOrganisationAudit(tx, invite.organisationId, user.id, "invite.accepted", {
      email: invite.email,
      role: invite.role,
    });
    return { ok: true as const, organisationId: invite.organisationId };
  });
}

// ── Members ──

const LAST_ADMIN = "An organisation needs an admin: make another member admin first, then you can step down or leave.";

async function memberOf(tx: Tx, organisationId: string, userId: string) {
  return tx.organisationMember.findFirst({
    where: { organisationId, userId },
    select: { role: true, user: { select: { email: true } } },
  });
}

/** The admin changes a member's role (their own too, unless they are the last admin). */
export async function changeMemberRole(
  actorId: string,
  organisationId: string,
  userId: string,
  role: OrganisationRole,
): Promise<Outcome> {
  return prisma.$transaction(async (tx) => {
    if (!(await lockOrganisation(tx, organisationId))) return refuse("This organisation no longer exists.");
    if (!(await isAdminOf(tx, actorId, organisationId)))
      return refuse("Only the organisation's admin can change roles.");
    const target = await memberOf(tx, organisationId, userId);
    if (!target) return refuse("That person is not a member.");
    if (target.role === role) return { ok: true as const };
    const admins = await tx.organisationMember.count({ where: { organisationId, role: "admin" } });
    if (leavesNoAdmin(admins, target.role, role)) return refuse(LAST_ADMIN, "role");
    await tx.organisationMember.update({
      where: { organisationId_userId: { organisationId, userId } },
      data: { role },
      select: { userId: true },
    });
    await writeOrganisationAudit(tx, organisationId, actorId, "member.role_changed", {
      email: target.user.email,
      from: target.role,
      to: role,
    });
    return { ok: true as const };
  });
}

export async function removeMember(actorId: string, organisationId: string, userId: string): Promise<Outcome> {
  return prisma.$transaction(async (tx) => {
    if (!(await lockOrganisation(tx, organisationId))) return refuse("This organisation no longer exists.");
    if (!(await isAdminOf(tx, actorId, organisationId)))
      return refuse("Only the organisation's admin can remove members.");
    const target = await memberOf(tx, organisationId, userId);
    if (!target) return refuse("That person is not a member.");
    const admins = await tx.organisationMember.count({ where: { organisationId, role: "admin" } });
    if (leavesNoAdmin(admins, target.role, null)) return refuse(LAST_ADMIN);
    await tx.organisationMember.delete({ where: { organisationId_userId: { organisationId, userId } } });
    await writeOrganisationAudit(tx, organisationId, actorId, "member.removed", { email: target.user.email });
    return { ok: true as const };
  });
}

/** A member leaves. The last admin may not while others remain (someone must be able to run it). */
export async function leaveOrganisation(userId: string): Promise<Outcome> {
  const member = await prisma.organisationMember.findUnique({ where: { userId }, select: { organisationId: true } });
  if (!member) return refuse("You are not a member of an organisation.");
  const { organisationId } = member;
  return prisma.$transaction(async (tx) => {
    await lockOrganisation(tx, organisationId);
    const me = await memberOf(tx, organisationId, userId);
    if (!me) return refuse("You are not a member of an organisation.");
    const [admins, members] = await Promise.all([
      tx.organisationMember.count({ where: { organisationId, role: "admin" } }),
      tx.organisationMember.count({ where: { organisationId } }),
    ]);
    if (members > 1 && leavesNoAdmin(admins, me.role, null)) return refuse(LAST_ADMIN);
    await tx.organisationMember.delete({ where: { organisationId_userId: { organisationId, userId } } });
    await writeOrganisationAudit(tx, organisationId, userId, "member.left", { email: me.user.email });
    return { ok: true as const };
  });
}

// ── The organisation page ──

export type OrganisationPage = Awaited<ReturnType<typeof getOrganisationPage>>;

/** What /organisation shows a member; admins also get invitations and the audit trail. */
export async function getOrganisationPage(organisationId: string, viewerRole: OrganisationRole, now = new Date()) {
  const admin = canAdminister(viewerRole);
  const [organisation, members, invites, audit] = await Promise.all([
    prisma.organisation.findUniqueOrThrow({
      where: { id: organisationId },
      select: {
        id: true,
        name: true,
        legalEntity: true,
        taxId: true,
        billingEmail: true,
        billingName: true,
        billingLine1: true,
        billingLine2: true,
        billingCity: true,
        billingRegion: true,
        billingPostcode: true,
        billingCountry: true,
        shippingName: true,
        shippingLine1: true,
        shippingLine2: true,
        shippingCity: true,
        shippingRegion: true,
        shippingPostcode: true,
        shippingCountry: true,
        suspendedAt: true,
        suspensionReason: true,
        createdAt: true,
      },
    }),
    prisma.organisationMember.findMany({
      where: { organisationId },
      orderBy: { createdAt: "asc" },
      take: 500,
      select: {
        userId: true,
        role: true,
        createdAt: true,
        user: { select: { email: true, profile: { select: { fullName: true } } } },
      },
    }),
    admin
      ? prisma.organisationInvite.findMany({
          where: { organisationId, acceptedAt: null, revokedAt: null },
          orderBy: { createdAt: "desc" },
          take: 100,
          select: {
            id: true,
            email: true,
            role: true,
            createdAt: true,
            expiresAt: true,
            acceptedAt: true,
            revokedAt: true,
          },
        })
      : Promise.resolve([]),
    admin
      ? prisma.organisationAuditEvent.findMany({
          where: { organisationId },
          orderBy: { createdAt: "desc" },
          take: 50,
          select: {
            id: true,
            action: true,
            details: true,
            createdAt: true,
            actorId: true,
          },
        })
      : Promise.resolve([]),
  ]);
  const actorIds = [...new Set(audit.map((e) => e.actorId).filter((id): id is string => Boolean(id)))];
  const actors = actorIds.length
    ? await prisma.profile.findMany({ where: { id: { in: actorIds } }, select: { id: true, fullName: true } })
    : [];
  const actorName = new Map(actors.map((a) => [a.id, a.fullName]));
  return {
    organisation: {
      ...organisation,
      suspendedAt: organisation.suspendedAt?.toISOString() ?? null,
      createdAt: organisation.createdAt.toISOString(),
    },
    members: members.map((m) => ({
      userId: m.userId,
      role: m.role,
      email: m.user.email,
      fullName: m.user.profile?.fullName ?? m.user.email,
      joinedAt: m.createdAt.toISOString(),
    })),
    invites: invites.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      state: invitationState(i, now),
      expiresAt: i.expiresAt.toISOString(),
    })),
    audit: audit.map((e) => ({
      id: e.id,
      action: e.action,
      details: (e.details ?? {}) as Record<string, string>,
      at: e.createdAt.toISOString(),
      actor: e.actorId ? (actorName.get(e.actorId) ?? "A former member") : "LabMarket",
    })),
  };
}

// ── Marketplace admins ──

export const ADMIN_ORGANISATIONS_PAGE_SIZE = 25;

/** Admin › Organisations: search by name, legal entity or tax id; member counts; newest first; capped pages. */
export async function listOrganisationsForAdmin(query: string, page: number) {
  const q = query.trim().slice(0, 100);
  const where: Prisma.OrganisationWhereInput = q
    ? {
        OR: [
          { name: { contains: q, mode: "insensitive" } },
          { legalEntity: { contains: q, mode: "insensitive" } },
          { taxId: { contains: q, mode: "insensitive" } },
        ],
      }
    : {};
  const rows = await prisma.organisation.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * ADMIN_ORGANISATIONS_PAGE_SIZE,
    take: ADMIN_ORGANISATIONS_PAGE_SIZE + 1,
    select: {
      id: true,
      name: true,
      legalEntity: true,
      taxId: true,
      billingCountry: true,
      createdAt: true,
      suspendedAt: true,
      suspensionReason: true,
      _count: { select: { members: true } },
    },
  });
  return {
    query: q,
    page,
    hasNext: rows.length > ADMIN_ORGANISATIONS_PAGE_SIZE,
    rows: rows.slice(0, ADMIN_ORGANISATIONS_PAGE_SIZE).map((o) => ({
      id: o.id,
      name: o.name,
      legalEntity: o.legalEntity,
      taxId: o.taxId,
      country: o.billingCountry,
      createdAt: o.createdAt.toISOString(),
      suspendedAt: o.suspendedAt?.toISOString() ?? null,
      suspensionReason: o.suspensionReason,
      members: o._count.members,
    })),
  };
}

/** A marketplace admin suspends (with a reason) or reinstates an organisation; audited on both trails. */
export async function setOrganisationSuspended(
  adminId: string,
  organisationId: string,
  suspend: { reason: string } | null,
  now = new Date(),
): Promise<Outcome<{ name: string }>> {
  return prisma.$transaction(async (tx) => {
    if (!(await lockOrganisation(tx, organisationId))) return refuse("This organisation no longer exists.");
    const org = await tx.organisation.findUniqueOrThrow({
      where: { id: organisationId },
      select: { name: true, suspendedAt: true },
    });
    if (suspend && org.suspendedAt) return refuse(`${org.name} is already suspended.`);
    if (!suspend && !org.suspendedAt) return refuse(`${org.name} is not suspended.`);
    await tx.organisation.update({
      where: { id: organisationId },
      data: suspend
        ? { suspendedAt: now, suspensionReason: suspend.reason }
        : { suspendedAt: null, suspensionReason: null },
      select: { id: true },
    });
    const action = suspend ? "organisation.suspended" : "organisation.reinstated";
    await writeOrganisationAudit(tx, organisationId, adminId, action, suspend ? { reason: suspend.reason } : {});
    await tx.auditLog.create({
      data: { actorId: adminId, action, targetId: organisationId, details: suspend ? { reason: suspend.reason } : {} },
      select: { id: true },
    });
    return { ok: true as const, name: org.name };
  });
}
