// The cart is a row in Postgres; the browser only holds its id in a signed cookie (works without JS).
import { createCookie } from "@remix-run/node";
import { env, isProduction } from "~/utils/env.server";

let cookie: ReturnType<typeof createCookie> | undefined;
function cartCookie() {
  cookie ??= createCookie("cart", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: isProduction() && !env().EMBEDDED_DB,
    maxAge: 60 * 60 * 24 * 30,
    secrets: [env().SESSION_SECRET],
  });
  return cookie;
}

export async function readCartId(request: Request): Promise<string | null> {
  const value = await cartCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function serializeCartId(cartId: string) {
  return cartCookie().serialize(cartId);
}

export function clearCartCookie() {
  return cartCookie().serialize("", { maxAge: 0 });
}
