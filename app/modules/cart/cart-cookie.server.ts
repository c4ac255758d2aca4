// The cart is a row in Postgres; the browser only holds its id in a signed cookie (works without JS).
// Before any cart exists, the first page view's inline script (root.tsx) gives the browser a random visitor
// token (cookie `cart_visitor`, 128 bits); the cart a first add creates gets an id derived from it, so two
// add-to-cart posts sent at once on a first visit land in the same cart (issue 15 #6).
import { createHmac } from "node:crypto";
import { signedCookie } from "~/utils/cookies.server";
import { env } from "~/utils/env.server";

const cartCookie = signedCookie("cart", {
  maxAge: 60 * 60 * 24 * 30,
  decode: (raw) => (typeof raw === "string" && raw.length > 0 ? raw : null),
});

export function readCartId(request: Request): Promise<string | null> {
  return cartCookie.read(request);
}

export function serializeCartId(cartId: string) {
  return cartCookie.write(cartId);
}

export function clearCartCookie() {
  return cartCookie.clear();
}

export const CART_VISITOR_COOKIE = "cart_visitor";
const VISITOR_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** The visitor token the first page view set with JavaScript (unsigned: it is only ever hashed). */
export function readVisitorToken(request: Request): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === CART_VISITOR_COOKIE) {
      const token = value.join("=");
      return VISITOR_TOKEN.test(token) ? token : null;
    }
  }
  return null;
}

/**
 * The id of the cart a visitor token's first add creates: a keyed hash, so the same token always names the same
 * cart while nobody can pick an id of their choosing (someone else's cart) by sending a made-up token.
 */
export function visitorCartId(token: string): string {
  return `cv${createHmac("sha256", env().SESSION_SECRET).update(`cart-visitor:${token}`).digest("hex").slice(0, 30)}`;
}
