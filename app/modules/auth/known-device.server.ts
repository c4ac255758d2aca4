// Known devices (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; ADR 047). A browser that has
// logged in to an account, or reset its password with an e-mailed code, holds a signed cookie naming that account.
// Its login attempts for that account are counted on their own (device, account) budget instead of the per-address
// and per-account ones, so wrong passwords typed by anyone else, even from the same address (a university NAT),
// never refuse it. The cookie proves nothing by itself: the password is still checked on every attempt.
import { createHmac, randomBytes } from "node:crypto";
import { createCookie } from "react-router";
import { reset } from "~/modules/security/rate-limit.server";
import { cookieName, env, secureCookies } from "~/utils/env.server";

/** Accounts one browser is remembered for (the most recent first). */
const MAX_ACCOUNTS = 10;
const MAX_AGE_S = 180 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

type DeviceValue = { id: string; accounts: string[] };

let cookie: ReturnType<typeof createCookie> | undefined;
function deviceCookie() {
  cookie ??= createCookie(cookieName("device"), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    maxAge: MAX_AGE_S,
    secrets: [env().SESSION_SECRET],
  });
  return cookie;
}

/** The cookie names accounts by a keyed hash bound to the device id, not by their e-mail address. */
function accountTag(deviceId: string, email: string): string {
  return createHmac("sha256", env().SESSION_SECRET)
    .update(`known-device:${deviceId}:${email.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, 22);
}

async function readDevice(request: Request): Promise<DeviceValue | null> {
  let value: unknown;
  try {
    value = await deviceCookie().parse(request.headers.get("Cookie"));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { id, accounts } = value as { id?: unknown; accounts?: unknown };
  if (typeof id !== "string" || !DEVICE_ID.test(id) || !Array.isArray(accounts)) return null;
  return { id, accounts: accounts.filter((a): a is string => typeof a === "string").slice(0, MAX_ACCOUNTS) };
}

/** The rate-limit key of this browser for `email` when it is a known device of that account, else null. */
export async function knownDeviceKey(request: Request, email: string): Promise<string | null> {
  const device = await readDevice(request);
  if (!device || !device.accounts.includes(accountTag(device.id, email))) return null;
  return `${device.id}|${email.trim().toLowerCase()}`;
}

/**
 * Remembers this browser as a known device of `email` (after a successful login, or a password reset by code) and
 * clears its login budget. Returns the Set-Cookie header.
 */
export async function rememberDevice(request: Request, email: string): Promise<string> {
  const device = (await readDevice(request)) ?? { id: randomBytes(16).toString("base64url"), accounts: [] };
  const tag = accountTag(device.id, email);
  const accounts = [tag, ...device.accounts.filter((t) => t !== tag)].slice(0, MAX_ACCOUNTS);
  await reset("loginDevice", `${device.id}|${email.trim().toLowerCase()}`);
  return deviceCookie().serialize({ id: device.id, accounts });
}
