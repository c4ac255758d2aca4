import { prisma } from "~/utils/db.server";
import { readCartId } from "./cart-cookie.server";
import { summarizeCart, type CartView } from "./cart";

const cartLineSelect = {
  id: true,
  quantity: true,
  productTitle: true,
  variantTitle: true,
  unitPriceCents: true,
  currencyCode: true,
  variant: {
    select: {
      id: true,
      priceInCents: true,
      salePriceInCents: true,
      currency: { select: { code: true, symbol: true, template: true } },
      product: { select: { id: true, thumbnailUrl: true } },
    },
  },
} as const;

/** The visitor's cart as the header, drawer and /cart page show it; an unknown id is an empty cart. */
export async function getCartView(request: Request): Promise<CartView> {
  const cartId = await readCartId(request);
  if (!cartId) return summarizeCart(null, []);
  const lines = await prisma.cartLine.findMany({
    where: { cartId },
    select: cartLineSelect,
    orderBy: { createdAt: "asc" },
  });
  return summarizeCart(cartId, lines.map((line) => ({
    id: line.id,
    variantId: line.variant.id,
    productId: line.variant.product.id,
    imageUrl: line.variant.product.thumbnailUrl,
    productTitle: line.productTitle,
    variantTitle: line.variantTitle,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    currentUnitPriceCents: line.variant.salePriceInCents ?? line.variant.priceInCents,
    currency: line.variant.currency,
  })));
}
