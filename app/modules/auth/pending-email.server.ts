// The e-mail being verified (or reset) travels in a signed, httpOnly cookie, not in browser state.
import { signedCookie } from "~/utils/cookies.server";

type Purpose = "verify" | "reset";
const decode = (raw: unknown) => (typeof raw === "string" && raw.includes("@") ? raw : null);
const cookies = {
  verify: signedCookie("verify_email", { maxAge: 60 * 60, decode }),
  reset: signedCookie("reset_email", { maxAge: 60 * 60, decode }),
};

export function readPendingEmail(request: Request, purpose: Purpose): Promise<string | null> {
  return cookies[purpose].read(request);
}

export function setPendingEmail(purpose: Purpose, email: string): Promise<string> {
  return cookies[purpose].write(email);
}

export function clearPendingEmail(purpose: Purpose): Promise<string> {
  return cookies[purpose].clear();
}
