import type { ActionFunctionArgs } from "react-router";
import { redirect } from "react-router";
import { requireUser } from "~/modules/auth/session.server";
import { resolveCart } from "~/modules/cart/cart.server";
import { readFormData } from "~/modules/forms/request-body.server";
import { cartRedirect } from "~/modules/lists/lists-actions.server";
import { reorderIntoCart } from "~/modules/lists/lists.server";

// POST /reorder (orderId): a past order's lines back into the cart in one post; what is gone is skipped and named.
export async function loader() {
  return redirect("/buyer-dashboard?tab=orders");
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await readFormData(request);
  const orderId = form.get("orderId");
  let setCookie: string | null = null;
  const result = await reorderIntoCart(user.id, typeof orderId === "string" ? orderId : "", async () => {
    const resolved = await resolveCart(request, { create: true });
    setCookie = resolved.setCookie;
    return resolved.cartId!;
  });
  if (!result.found) throw new Response("Order not found", { status: 404 });
  return cartRedirect(result.added, result.skipped, setCookie);
}
