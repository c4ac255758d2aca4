// Stock rules (spec §5): available = inventoryQuantity − reservedQuantity, only when inventory is managed.

export interface StockVariant {
  manageInventory: boolean;
  inventoryQuantity: number;
  /** Units held by unpaid orders. */
  reservedQuantity?: number;
  /** Out-of-stock units may still be ordered (back-order, ADR 061). */
  allowBackorder?: boolean;
}

/** Units that can still be sold; Infinity when the variant does not manage inventory. */
export function availableQuantity(variant: StockVariant): number {
  if (!variant.manageInventory) return Number.POSITIVE_INFINITY;
  return Math.max(0, variant.inventoryQuantity - (variant.reservedQuantity ?? 0));
}

export const UNAVAILABLE_MESSAGE = "Currently unavailable";

export type StockMessage = { text: string; tone: "ok" | "warning" | "unavailable" };

/**
 * The product page's stock line for the selected variant and requested quantity:
 * 'N in stock!', 'Not enough stock. Only N left.', 'Currently unavailable', 'N in stock; M on back-order.'; null when
 * stock is not tracked or everything is back-ordered (the availability line says so).
 */
export function stockMessage(
  variant: StockVariant | null,
  requestedQuantity: number,
  purchasable = true,
): StockMessage | null {
  if (!purchasable || !variant) return { text: UNAVAILABLE_MESSAGE, tone: "unavailable" };
  if (!variant.manageInventory) return null;
  const available = availableQuantity(variant);
  if (variant.allowBackorder && requestedQuantity > available) {
    // Nothing on hand: the availability line above ("Back-order, ships in 6 weeks") already says it all.
    if (available <= 0) return null;
    return { text: `${available} in stock; ${requestedQuantity - available} on back-order.`, tone: "warning" };
  }
  if (available <= 0) return { text: UNAVAILABLE_MESSAGE, tone: "unavailable" };
  if (requestedQuantity > available) return { text: `Not enough stock. Only ${available} left.`, tone: "warning" };
  return { text: `${available} in stock!`, tone: "ok" };
}

/**
 * Add to Cart is disabled when the product is not purchasable, or when inventory is managed and the
 * requested quantity exceeds stock (spec §5).
 */
export function canAddToCart(purchasable: boolean, variant: StockVariant | null, requestedQuantity: number): boolean {
  if (!purchasable || !variant) return false;
  if (!Number.isInteger(requestedQuantity) || requestedQuantity < 1) return false;
  return variant.allowBackorder === true || requestedQuantity <= availableQuantity(variant);
}

/**
 * The add-to-cart stock rule: with managed inventory, the quantity already in the cart plus the quantity
 * added must not exceed what is available. Returns the exact error message, or null when allowed.
 */
export function cartStockError(
  line: { productTitle: string; variantTitle: string },
  variant: StockVariant,
  quantityInCart: number,
  quantityAdded: number,
): string | null {
  if (!variant.manageInventory || variant.allowBackorder) return null;
  const available = availableQuantity(variant);
  if (quantityInCart + quantityAdded <= available) return null;
  return notEnoughStockMessage(line.productTitle, line.variantTitle, available);
}

export function notEnoughStockMessage(productTitle: string, variantTitle: string, available: number): string {
  return `Not enough stock for ${productTitle} (${variantTitle}). Only ${available} left.`;
}
