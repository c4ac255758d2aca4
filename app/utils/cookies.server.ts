// Small cookies that carry UI state the server must render (theme, time zone hint, flash toast).
import { dateTimeFormat } from "~/utils/date-format";
import { createCookie, createCookieSessionStorage, redirect, type Cookie } from "react-router";
import { cookieName, env, secureCookies } from "./env.server";

import type { Theme } from "./theme";
export type { Theme };

// Created on first use: whether it is Secure (and `__Host-` named) depends on the environment, like the others.
let themeCookieInstance: Cookie | undefined;
const themeCookie = () =>
  (themeCookieInstance ??= createCookie(cookieName("theme"), {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: secureCookies(),
    maxAge: 60 * 60 * 24 * 365,
  }));

// The buyer's display currency (ADR 068): a currency code or "listed"; read against the shop's currencies.
let displayCurrencyCookieInstance: Cookie | undefined;
export const displayCurrencyCookie = () =>
  (displayCurrencyCookieInstance ??= createCookie(cookieName("currency"), {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: secureCookies(),
    maxAge: 60 * 60 * 24 * 365,
  }));

export async function readTheme(request: Request): Promise<Theme> {
  const value = await themeCookie().parse(request.headers.get("Cookie"));
  return value === "dark" ? "dark" : "light";
}

export function serializeTheme(theme: Theme) {
  return themeCookie().serialize(theme);
}

/**
 * A signed, httpOnly, SameSite=Lax cookie holding one value (cart id, comparison list, pending e-mail).
 * Created on first use, because the secret comes from the environment; `decode` turns whatever the cookie
 * holds (possibly nothing, or something forged and rejected) into the caller's type.
 */
export function signedCookie<Value>(
  name: string,
  { maxAge, decode }: { maxAge: number; decode: (raw: unknown) => Value },
) {
  let cookie: Cookie | undefined;
  const get = () =>
    (cookie ??= createCookie(cookieName(name), {
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secure: secureCookies(),
      maxAge,
      secrets: [env().SESSION_SECRET],
    }));
  return {
    async read(request: Request): Promise<Value> {
      return decode(await get().parse(request.headers.get("Cookie")));
    },
    /** The Set-Cookie header that stores `value`. */
    write(value: NonNullable<Value>): Promise<string> {
      return get().serialize(value);
    },
    /** The Set-Cookie header that deletes the cookie. */
    clear(): Promise<string> {
      return get().serialize("", { maxAge: 0 });
    },
  };
}

/** Time zone hint written by a tiny inline script; without it dates are rendered in UTC and labelled. */
export function readTimeZone(request: Request): string | null {
  const raw = (request.headers.get("Cookie") ?? "").split(/;\s*/).find((c) => c.startsWith("tz="));
  if (!raw) return null;
  const zone = decodeURIComponent(raw.slice(3));
  try {
    dateTimeFormat({ timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

// ── Flash toasts: one message carried across a redirect (spec §4 Notifications) ──
export interface Toast {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** A picture beside the title, drawn as an SVG icon (an emoji may have no font on the reader's machine). */
  icon?: "cart";
  /** Auto-dismiss delay with JS; 5000 ms unless a notice asks for longer (sign-up, pending: 7000 ms). */
  durationMs?: number;
}

type FlashStorage = ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>>;
let toastStorage: FlashStorage | undefined;
function flashStorage(): FlashStorage {
  toastStorage ??= createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: cookieName("flash"),
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secure: secureCookies(),
      secrets: [env().SESSION_SECRET],
    },
  });
  return toastStorage;
}

export async function setToastHeader(toast: Toast): Promise<string> {
  const storage = flashStorage();
  const session = await storage.getSession();
  session.flash("toast", toast);
  return storage.commitSession(session);
}

/** Reads (and clears) the pending toast; returns the Set-Cookie header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: HeadersInit | undefined }> {
  const storage = flashStorage();
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = (session.get("toast") as Toast | undefined) ?? null;
  if (!toast) return { toast: null, headers: undefined };
  return { toast, headers: { "Set-Cookie": await storage.commitSession(session) } };
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setToastHeader(toast));
  return redirect(url, { status: 303, ...init, headers });
}

/** A path of this site in printable ASCII: no //host or /\\host, no scheme, no spaces or control characters. */
const SAFE_PATH = /^\/(?![/\\])[\x21-\x7E]*$/;

/**
 * Only same-site paths may be redirect targets (no //host, no scheme). Letters outside ASCII are percent-encoded
 * (a Location header carries bytes, and `redirect()` throws on anything else); control characters, spaces or
 * anything else unsafe give the fallback.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string") return fallback;
  let path = to.trim();
  try {
    path = path.replace(/[\u0080-\uFFFF]+/g, (letters) => encodeURI(letters));
  } catch {
    return fallback; // a lone surrogate cannot be encoded
  }
  return SAFE_PATH.test(path) ? path : fallback;
}
