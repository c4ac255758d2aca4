// What else happens when someone logs in: the anonymous cart joins the user's cart (store module),
// and the browser then holds the user's cart id.
import { mergeAnonymousCartIntoUser } from "~/modules/cart/cart.server";
import { readCartId, serializeCartId } from "~/modules/cart/cart-cookie.server";
import { logger } from "~/utils/log.server";

/** Returns Set-Cookie headers to add to the login response (the merged cart's id). */
export async function afterLogin(request: Request, userId: string): Promise<string[]> {
  const anonymousCartId = await readCartId(request);
  try {
    // With no cart cookie, an unknown id makes the merge return the user's own cart (if any).
    const cartId = await mergeAnonymousCartIntoUser(anonymousCartId ?? "", userId);
    return cartId && cartId !== anonymousCartId ? [await serializeCartId(cartId)] : [];
  } catch (error) {
    // Logging in must not fail because of the cart.
    logger().error({ err: error }, "[login] cart merge failed");
    return [];
  }
}
