// What else happens when someone logs in: the anonymous cart joins the user's cart (store module).
import * as cartModule from "~/modules/cart/cart.server";
import { readCartId, serializeCartId } from "~/modules/cart/cart-cookie.server";

type Merge = (anonymousCartId: string, userId: string) => Promise<unknown>;

/** Returns Set-Cookie headers to add to the login response (e.g. the merged cart's id). */
export async function afterLogin(request: Request, userId: string): Promise<string[]> {
  const merge = (cartModule as Record<string, unknown>).mergeAnonymousCartIntoUser as Merge | undefined;
  if (typeof merge !== "function") return [];
  const anonymousCartId = await readCartId(request);
  if (!anonymousCartId) return [];
  try {
    const merged = await merge(anonymousCartId, userId);
    const mergedId = typeof merged === "string" ? merged : (merged as { id?: unknown } | null)?.id;
    return typeof mergedId === "string" && mergedId !== anonymousCartId ? [await serializeCartId(mergedId)] : [];
  } catch (error) {
    // Logging in must not fail because of the cart.
    console.error("[login] cart merge failed:", error);
    return [];
  }
}
