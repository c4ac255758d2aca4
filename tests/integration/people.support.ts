// Helpers for the people/engagement integration tests: members with a session, form posts, flash toasts.
import bcrypt from "bcryptjs";
import type { Role } from "~/generated/prisma/enums";
import { createUserSession } from "~/modules/auth/session.server";
import { readToast, type Toast } from "~/utils/cookies.server";
import { prisma } from "~/utils/db.server";

export const ORIGIN = "http://localhost:3000";

export function unique(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export interface Member {
  id: string;
  email: string;
  fullName: string;
  /** The session cookie ("session=…") to send. */
  cookie: string;
}

/** An approved, e-mail-verified account with a live session. */
export async function createMember(
  options: { role?: Role; fullName?: string; companyName?: string; brandId?: string } = {},
): Promise<Member> {
  const email = `${unique(options.role ?? "buyer")}@example.com`;
  const fullName = options.fullName ?? `Test ${unique("Member")}`;
  const user = await prisma.user.create({
    data: {
      email,
      passwordHash: await bcrypt.hash("Password123!", 4),
      emailVerifiedAt: new Date(),
      profile: {
        create: {
          fullName,
          role: options.role ?? "buyer",
          status: "approved",
          companyName: options.companyName ?? null,
          brandId: options.brandId ?? null,
        },
      },
    },
    select: { id: true },
  });
  const setCookie = await createUserSession(new Request(`${ORIGIN}/login`), user.id);
  return { id: user.id, email, fullName, cookie: setCookie.split(";")[0]! };
}

/** A brand page of a test's own: its id names it, its contact address is `<id>@example.com`. */
export function createBrandPage(id: string) {
  return prisma.brand.create({
    data: {
      id,
      name: `Brand ${id}`,
      tagline: "",
      description: "",
      logoUrl: "",
      bannerUrl: "",
      hq: "",
      website: "",
      contactEmail: `${id}@example.com`,
    },
  });
}

export function postForm(path: string, fields: Record<string, string>, member?: Member | null): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(member ? { Cookie: member.cookie } : {}) },
  });
}

export function getPage(path: string, member?: Member | null): Request {
  return new Request(`${ORIGIN}${path}`, { headers: member ? { Cookie: member.cookie } : {} });
}

type Handler = (args: any) => unknown;

export type Outcome = { status: number; location: string | null; headers: Headers; data: any };

/** Runs a loader or action like Remix does and normalises what it returned or threw. */
export async function call(handler: Handler, request: Request, params: Record<string, string> = {}): Promise<Outcome> {
  let out: unknown;
  try {
    out = await handler({ request, params, context: {} });
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) {
    return { status: out.status, location: out.headers.get("Location"), headers: out.headers, data: null };
  }
  if (out && typeof out === "object" && (out as { type?: string }).type === "DataWithResponseInit") {
    const d = out as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, location: null, headers: new Headers(d.init?.headers), data: d.data };
  }
  if (out instanceof Error) throw out;
  return { status: 200, location: null, headers: new Headers(), data: out };
}

/** The flash toast a redirect carries. */
export async function toastOf(outcome: Outcome): Promise<Toast | null> {
  const flash = outcome.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("flash="));
  if (!flash) return null;
  const { toast } = await readToast(new Request(ORIGIN, { headers: { Cookie: flash } }));
  return toast;
}

/** E-mails sent to an address, oldest first. */
export function mailsTo(to: string) {
  return prisma.emailMessage.findMany({
    where: { to },
    orderBy: { createdAt: "asc" },
    select: { subject: true, text: true, html: true, attachments: true },
  });
}

export function attachmentsOf(mail: {
  attachments: unknown;
}): { filename: string; contentType: string | null; content: string }[] {
  const list = Array.isArray(mail.attachments)
    ? (mail.attachments as { filename: string; contentType: string | null; contentBase64: string }[])
    : [];
  return list.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, "base64").toString("utf8"),
  }));
}
