// The e-mail being verified (or reset) travels in a signed, httpOnly cookie, not in browser state.
import { createCookie } from "@remix-run/node";
import { env, isProduction } from "~/utils/env.server";

type Purpose = "verify" | "reset";
const cookies = new Map<Purpose, ReturnType<typeof createCookie>>();

function cookieFor(purpose: Purpose) {
  let c = cookies.get(purpose);
  if (!c) {
    c = createCookie(purpose === "verify" ? "verify_email" : "reset_email", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: isProduction() && !env().EMBEDDED_DB,
      maxAge: 60 * 60,
      secrets: [env().SESSION_SECRET],
    });
    cookies.set(purpose, c);
  }
  return c;
}

export async function readPendingEmail(request: Request, purpose: Purpose): Promise<string | null> {
  const value = await cookieFor(purpose).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.includes("@") ? value : null;
}

export function setPendingEmail(purpose: Purpose, email: string): Promise<string> {
  return cookieFor(purpose).serialize(email);
}

export function clearPendingEmail(purpose: Purpose): Promise<string> {
  return cookieFor(purpose).serialize("", { maxAge: 0 });
}
