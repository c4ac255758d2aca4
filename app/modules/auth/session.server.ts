// Database-backed sessions (DESIGN.md): a random 256-bit token in an httpOnly, SameSite=Lax cookie;
// the database keeps only its SHA-256, so a leaked table cannot be replayed. Rotated at login,
// deleted at logout, idle expiry 7 days (lastSeenAt refreshed at most hourly), absolute expiry 30 days.
import { createHash, randomBytes } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { Prisma } from "~/generated/prisma/client";
import type { ProfileStatus, Role } from "~/generated/prisma/enums";
import { prisma, readRows } from "~/utils/db.server";
import { cookieName, env, secureCookies } from "~/utils/env.server";
import { noteRequestUser } from "~/utils/log.server";
import { requestUrl } from "~/utils/request-url";

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_TOUCH_MS = 60 * 60 * 1000;

let cookie: ReturnType<typeof createCookie> | undefined;
export function sessionCookie() {
  const secure = secureCookies();
  cookie ??= createCookie(cookieName("session"), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
    secrets: [env().SESSION_SECRET],
  });
  return cookie;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

async function readToken(request: Request): Promise<string | null> {
  const value = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  status: "pending" | "approved" | "rejected";
  avatarUrl: string | null;
  /** The catalogue brand a brand account manages (linked at approval); null for everyone else. */
  brandId: string | null;
  /** The display currency chosen in the profile (ADR 068), or null. */
  displayCurrency: string | null;
  /** The profile's country as typed (free text): what the currency choice suggests from (ADR 074). */
  country: string | null;
  sessionId: string;
};

const cache = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user, or null. Expired, unknown and no-longer-approved sessions count as signed out. */
export function getOptionalUser(request: Request): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    // The access log line names the signed-in user (by id) of the request being handled.
    pending = loadUser(request).then((user) => {
      noteRequestUser(user?.id);
      return user;
    });
    cache.set(request, pending);
  }
  return pending;
}

/** The session, its user and the user's profile (null columns when there is none), as loadUser checks them. */
type SessionRow = SessionUserRow &
  (
    | { profileId: string; fullName: string; role: Role; status: ProfileStatus }
    | { profileId: null; fullName: null; role: null; status: null }
  );

interface SessionUserRow {
  expiresAt: Date;
  lastSeenAt: Date;
  userId: string;
  email: string;
  emailVerifiedAt: Date | null;
  suspendedAt: Date | null;
  avatarUrl: string | null;
  brandId: string | null;
  displayCurrency: string | null;
  country: string | null;
}

/**
 * One statement on every signed-in request, read on the pool rather than through the Prisma client (its per-query
 * work was a large part of a signed-in page's CPU, ADR 071); writes stay on the client.
 */
function sessionSql(id: string) {
  return Prisma.sql`
    SELECT s."expiresAt", s."lastSeenAt", u.id AS "userId", u.email, u."emailVerifiedAt", u."suspendedAt",
           p.id AS "profileId", p."fullName", p.role::text AS role, p.status::text AS status, p."avatarUrl",
           p."brandId", p."displayCurrency", p.country
      FROM "Session" s
      JOIN "User" u ON u.id = s."userId"
      LEFT JOIN "Profile" p ON p.id = u.id
     WHERE s.id = ${id}`;
}

async function loadUser(request: Request): Promise<SessionUser | null> {
  const token = await readToken(request);
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await readRows<SessionRow[]>(sessionSql(id));
  if (!row) return null;
  const now = Date.now();
  const expired = row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now;
  // A suspended account's sessions are deleted when it is suspended; this refuses any that raced the suspension.
  if (expired || row.profileId === null || row.status !== "approved" || !row.emailVerifiedAt || row.suspendedAt) {
    await prisma.session.deleteMany({ where: { id } });
    return null;
  }
  if (row.lastSeenAt.getTime() + SESSION_TOUCH_MS <= now) {
    await prisma.session.updateMany({ where: { id }, data: { lastSeenAt: new Date(now) } });
  }
  return {
    id: row.userId,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    status: row.status,
    avatarUrl: row.avatarUrl,
    brandId: row.role === "brand" ? row.brandId : null,
    displayCurrency: row.displayCurrency,
    country: row.country,
    sessionId: id,
  };
}

export async function getOptionalUserId(request: Request): Promise<string | null> {
  return (await getOptionalUser(request))?.id ?? null;
}

function loginRedirect(request: Request) {
  const url = requestUrl(request);
  const target = `${url.pathname}${url.search}`;
  return redirect(`/login?${new URLSearchParams({ redirectTo: target })}`, { status: 303 });
}

/** The signed-in user; anonymous visitors are sent to /login?redirectTo=<this page>. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getOptionalUser(request);
  if (!user) throw loginRedirect(request);
  return user;
}

/** Spec §2 guard: anonymous → /login (with redirectTo); a role outside `roles` → /. */
export async function requireRole(request: Request, roles: readonly Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw redirect("/", { status: 303 });
  return user;
}

/**
 * Starts a new session for `userId`, ending the one the request carried (rotation at login).
 * Returns the Set-Cookie header value.
 */
export async function createUserSession(request: Request, userId: string): Promise<string> {
  const previous = await readToken(request);
  if (previous) await prisma.session.deleteMany({ where: { id: hashToken(previous) } });
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await prisma.session.create({
    data: {
      id: hashToken(token),
      userId,
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + SESSION_ABSOLUTE_MS),
      userAgent: request.headers.get("User-Agent")?.slice(0, 300) ?? null,
    },
    select: { id: true },
  });
  cache.delete(request);
  // The request that signs in is the user's: its access line names them (ADR 052).
  noteRequestUser(userId);
  return sessionCookie().serialize(token);
}

/** Deletes the request's session (if any) and returns the Set-Cookie header that clears the cookie. */
export async function destroyUserSession(request: Request): Promise<string> {
  const token = await readToken(request);
  if (token) await prisma.session.deleteMany({ where: { id: hashToken(token) } });
  cache.delete(request);
  return sessionCookie().serialize("", { maxAge: 0 });
}

/** "Sign out everywhere else": every session of the user except the current one. */
export async function endOtherSessions(user: SessionUser): Promise<number> {
  const { count } = await prisma.session.deleteMany({ where: { userId: user.id, NOT: { id: user.sessionId } } });
  return count;
}

export async function endAllSessions(userId: string): Promise<number> {
  const { count } = await prisma.session.deleteMany({ where: { userId } });
  return count;
}

export async function countSessions(userId: string): Promise<number> {
  return prisma.session.count({ where: { userId, expiresAt: { gt: new Date() } } });
}
