// Helpers for the accounts integration tests: call route loaders/actions like Remix does, keep cookies.
import { prisma } from "~/utils/db.server";

export const ORIGIN = "http://localhost:3000";

export class CookieJar {
  private cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const i = pair!.indexOf("=");
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string) {
    return this.cookies.get(name);
  }
  delete(name: string) {
    this.cookies.delete(name);
  }
}

export type Result = { status: number; headers: Headers; data: any; location: string | null };

type Handler = (args: any) => unknown;

/** Runs a loader or action and normalises what it returned or threw. */
export async function run(
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
  context: Record<string, unknown> = {},
): Promise<Result> {
  let out: unknown;
  try {
    out = await handler({ request, params, context });
  } catch (thrown) {
    out = thrown;
  }
  if (out instanceof Response) {
    const location = out.headers.get("Location");
    let data: unknown = null;
    if (!location && out.headers.get("Content-Type")?.includes("json")) data = await out.json();
    return { status: out.status, headers: out.headers, data, location };
  }
  if (out && typeof out === "object" && (out as { type?: string }).type === "DataWithResponseInit") {
    const d = out as { data: unknown; init: ResponseInit | null };
    return { status: d.init?.status ?? 200, headers: new Headers(d.init?.headers), data: d.data, location: null };
  }
  if (out instanceof Error) throw out;
  return { status: 200, headers: new Headers(), data: out, location: null };
}

export function get(path: string, jar?: CookieJar, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}${path}`, { headers: { ...(jar ? { Cookie: jar.header() } : {}), ...headers } });
}

export function post(
  path: string,
  fields: Record<string, string | string[]> | URLSearchParams,
  jar?: CookieJar,
  headers: Record<string, string> = {},
) {
  const body = fields instanceof URLSearchParams ? fields : new URLSearchParams();
  if (!(fields instanceof URLSearchParams)) {
    for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) body.append(k, item);
  }
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(jar ? { Cookie: jar.header() } : {}),
      ...headers,
    },
  });
}

/** Runs and keeps cookies. */
export async function step(
  jar: CookieJar,
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
  context: Record<string, unknown> = {},
) {
  const result = await run(handler, request, params, context);
  jar.store(result.headers);
  return result;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The newest code e-mailed to `to` (from the outbox). */
export async function latestCode(to: string): Promise<string> {
  const mail = await prisma.emailMessage.findFirst({
    where: { to },
    orderBy: { createdAt: "desc" },
    select: { text: true },
  });
  const match = mail?.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1]!;
}

/** Lets the next code be sent now (the 60 s resend rule) without waiting in tests. */
export async function ageLastSent(target: string, seconds = 61) {
  await prisma.verification.updateMany({
    where: { target },
    data: { lastSentAt: new Date(Date.now() - seconds * 1000) },
  });
}

export async function clearRateLimits() {
  await prisma.$executeRawUnsafe(
    `DO $$ BEGIN IF to_regclass('rate_limits') IS NOT NULL THEN DELETE FROM rate_limits; END IF; END $$`,
  );
}
