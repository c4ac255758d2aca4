// The payment success page (/success?session_id=...): the order number and total; the cart is emptied.
import { resolveCart } from "~/modules/cart/cart.server";
import { appOrigin } from "~/modules/catalog/origin.server";
import { syncPaidSession } from "~/modules/payments/webhooks.server";
import { prisma } from "~/utils/db.server";
import { orderForSession } from "./orders.server";

export type SuccessView =
  | { state: "paid" | "processing"; number: number; total: string; lines: { id: string; label: string; quantity: number; lineTotal: string }[]; email: string | null }
  | { state: "unknown" };

export async function loadSuccessView(request: Request): Promise<SuccessView> {
  const sessionId = new URL(request.url).searchParams.get("session_id");
  if (!sessionId || !/^[A-Za-z0-9_]{6,200}$/.test(sessionId)) return { state: "unknown" };
  let found = await orderForSession(sessionId);
  if (!found) return { state: "unknown" };
  if (found.order.status === "pending" && (await syncPaidSession(found.session.provider, sessionId, { origin: appOrigin(request) }))) {
    found = await orderForSession(sessionId);
    if (!found) return { state: "unknown" };
  }
  const { order } = found;
  const paid = order.status === "paid";
  if (paid && order.cartId) {
    // Spec: the cart is emptied on the success page (the payment handler already removed the ordered lines).
    const { cartId } = await resolveCart(request, { create: false });
    if (cartId === order.cartId) await prisma.cartLine.deleteMany({ where: { cartId } });
  }
  if (!paid && order.status !== "pending") return { state: "unknown" };
  return {
    state: paid ? "paid" : "processing",
    number: order.number,
    total: order.total,
    lines: order.lines.map(({ id, label, quantity, lineTotal }) => ({ id, label, quantity, lineTotal })),
    email: order.email,
  };
}
