// Pure cart rules shared by server and UI (spec §4 Cart, §9 Money).
import { EMPTY_CART_TOTAL, formatMoney, type CurrencyInfo } from "~/utils/money";

export interface CartLineView {
  id: string;
  variantId: string;
  productId: string;
  imageUrl: string | null;
  productTitle: string;
  variantTitle: string;
  quantity: number;
  /** Price snapshotted when the line was added. */
  unitPriceCents: number;
  /** The variant's displayed price now; differs from the snapshot when the price changed since. */
  currentUnitPriceCents: number;
  currency: CurrencyInfo;
}

export interface CartView {
  cartId: string | null;
  lines: (CartLineView & { lineTotal: string; unitPrice: string; priceChanged: boolean })[];
  totalQuantity: number;
  totalCents: number;
  total: string;
}

export function summarizeCart(cartId: string | null, lines: CartLineView[]): CartView {
  const totalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    cartId,
    lines: lines.map((line) => ({
      ...line,
      unitPrice: formatMoney(line.unitPriceCents, line.currency),
      lineTotal: formatMoney(line.unitPriceCents * line.quantity, line.currency),
      priceChanged: line.currentUnitPriceCents !== line.unitPriceCents,
    })),
    totalQuantity,
    totalCents,
    total: lines.length === 0 ? EMPTY_CART_TOTAL : formatMoney(totalCents, lines[0].currency),
  };
}
