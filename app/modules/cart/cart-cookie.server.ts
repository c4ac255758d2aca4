// The cart is a row in Postgres; the browser only holds its id in a signed cookie (works without JS).
// Before any cart exists, the cart a first add creates gets an id derived from something every add of that visitor
// carries, so two add-to-cart posts sent at once on a first visit land in the same cart (issue 15 #6, issue 32 #7):
// - with JavaScript, the random visitor token the first page view's inline script sets (cookie `cart_visitor`);
// - without it, the cart token the page put into its add-to-cart forms (a hidden field, see pageCartToken).
// A signed-in buyer's first cart gets an id derived from the account.
import { createHmac, randomBytes } from "node:crypto";
import { signedCookie } from "~/utils/cookies.server";
import { env } from "~/utils/env.server";
import { serverValues } from "~/utils/request-context";

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
  return `cv${keyedHash(`cart-visitor:${token}`)}`;
}

/** The id of a signed-in buyer's first cart: concurrent first adds of one account create one cart. */
export function userCartId(userId: string): string {
  return `cu${keyedHash(`cart-user:${userId}`)}`;
}

/** The id of the cart the first add from a page with this cart token creates (see pageCartToken). */
export function formTokenCartId(token: string): string {
  return `cf${keyedHash(`cart-form:${token}`)}`;
}

function keyedHash(text: string): string {
  return createHmac("sha256", env().SESSION_SECRET).update(text).digest("hex").slice(0, 30);
}

/**
 * How long after its first add a cart can still be joined by a cookie-less add carrying its page's token: the adds
 * of one page view come within seconds; a token is never an address of the cart after that.
 */
export const FORM_TOKEN_JOIN_MS = 10 * 60_000;

const FORM_TOKEN = /^[A-Za-z0-9+/=_-]{16,64}$/;

/** The cart token an add-to-cart form carried, if well-formed. */
export function readFormToken(value: FormDataEntryValue | null | undefined): string | null {
  return typeof value === "string" && FORM_TOKEN.test(value) ? value : null;
}

/**
 * The token a page puts into its add-to-cart forms when the visitor holds nothing a cart could be found by (no cart
 * cookie, no visitor token, not signed in: cart.server.ts checks): one value per page view, so the posts of one page
 * view share a cart and two visitors never do.
 *
 * A page rendered for a request without cookies may be served again from the anonymous page cache (ADR 007) to
 * other visitors for a few seconds; the one value the cache renews in every copy it serves is the response's CSP
 * nonce, so such a page uses the nonce as its token. The nonce is unguessable before the response and never used
 * again after it, and the page already carries it; the cart id is a keyed hash of it, never the nonce itself.
 * Any other page gets a fresh random token.
 */
export function pageCartToken(request: Request, context?: unknown): string {
  const nonce = serverValues(context).cspNonce;
  if (!request.headers.get("Cookie") && FORM_TOKEN.test(nonce)) return nonce;
  return randomBytes(16).toString("base64url");
}
