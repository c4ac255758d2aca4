// The cart is a row in Postgres; the browser only holds its id in a signed cookie (works without JS).
import { signedCookie } from "~/utils/cookies.server";

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
