// Pure cart rules shared by server and UI (spec §4 Cart, §5 stock, §9 Money).
import { EMPTY_CART_TOTAL, formatMoney, type CurrencyInfo } from "~/utils/money";

export const MIN_QUANTITY = 1;
/** Upper bound of one line, so a typo cannot create an absurd order. */
export const MAX_LINE_QUANTITY = 999;

/** One change to the cart (the /cart form's intents). */
export type CartIntent =
  | { intent: "add"; variantId: string; quantity: number }
  | { intent: "update"; lineId: string; quantity: number }
  | { intent: "remove"; lineId: string }
  | { intent: "clear" };

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
  /** Units of the line beyond the stock on hand, ordered on back-order (ADR 061); 0 or absent otherwise. */
  backorderedQuantity?: number;
  /** "Organisation price (…)", "Quantity price, 10+ units"…; null or absent for the catalogue price (ADR 067). */
  priceLabel?: string | null;
}

export interface CartTotal {
  currencyCode: string;
  cents: number;
  formatted: string;
}

export interface CartView {
  cartId: string | null;
  lines: (CartLineView & {
    /** The price the buyer pays now (the current price). */
    unitPrice: string;
    /** The snapshot price when it differs from the current one. */
    previousUnitPrice: string | null;
    lineTotal: string;
    priceChanged: boolean;
  })[];
  totalQuantity: number;
  totalCents: number;
  /** One total per currency; several only when the cart mixes currencies. */
  totals?: CartTotal[];
  total: string;
  /** The checkout's idempotency key: stable for the cart's contents (see cartCheckoutKey). */
  checkoutKey?: string;
}

/**
 * The cart as the header badge, drawer and /cart show it. Lines are charged at the current price;
 * a line whose price changed since it was added carries a notice with the snapshot price.
 */
export function summarizeCart(cartId: string | null, lines: CartLineView[], checkoutKey?: string): CartView {
  const totalsByCurrency = new Map<string, CartTotal & { currency: CurrencyInfo }>();
  for (const line of lines) {
    const code = line.currency.code;
    const entry = totalsByCurrency.get(code) ?? {
      currencyCode: code,
      cents: 0,
      formatted: "",
      currency: line.currency,
    };
    entry.cents += line.currentUnitPriceCents * line.quantity;
    totalsByCurrency.set(code, entry);
  }
  const totals: CartTotal[] = [...totalsByCurrency.values()].map(({ currencyCode, cents, currency }) => ({
    currencyCode,
    cents,
    formatted: formatMoney(cents, currency),
  }));
  const totalCents = totals.reduce((sum, t) => sum + t.cents, 0);
  return {
    cartId,
    lines: lines.map((line) => {
      const priceChanged = line.currentUnitPriceCents !== line.unitPriceCents;
      return {
        ...line,
        unitPrice: formatMoney(line.currentUnitPriceCents, line.currency),
        previousUnitPrice: priceChanged ? formatMoney(line.unitPriceCents, line.currency) : null,
        lineTotal: formatMoney(line.currentUnitPriceCents * line.quantity, line.currency),
        priceChanged,
      };
    }),
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalCents,
    totals,
    total: totals.length === 0 ? EMPTY_CART_TOTAL : totals.map((t) => t.formatted).join(" + "),
    checkoutKey,
  };
}

/** Quantity after an update: ≤ 0 means "remove the line" (null). */
export function updatedQuantity(requested: number): number | null {
  if (!Number.isFinite(requested) || requested <= 0) return null;
  return Math.min(Math.floor(requested), MAX_LINE_QUANTITY);
}

/** Adding merges into the existing line of the same variant by adding the quantity. */
export function mergedQuantity(existing: number, added: number): number {
  return Math.min(existing + added, MAX_LINE_QUANTITY);
}

// ── Merging an anonymous cart into the user's cart at login ──

export interface MergeLine {
  id: string;
  variantId: string;
  quantity: number;
}

export interface CartMergePlan {
  /** user-cart lines whose quantity grows */
  updates: { id: string; quantity: number }[];
  /** anonymous-cart lines that move to the user's cart, with their (possibly clamped) quantity */
  moves: { id: string; quantity: number }[];
  /** anonymous-cart lines that are dropped (merged into a user line, or nothing left to sell) */
  drops: string[];
}

/**
 * Lines of the same variant merge by adding quantities; a line's quantity never exceeds what is
 * available (but a user line never shrinks below what it already held); lines with nothing left are
 * dropped. `available(variantId)` is Infinity for variants that do not manage inventory.
 */
export function planCartMerge(
  userLines: MergeLine[],
  anonymousLines: MergeLine[],
  available: (variantId: string) => number,
): CartMergePlan {
  const plan: CartMergePlan = { updates: [], moves: [], drops: [] };
  const userByVariant = new Map(userLines.map((line) => [line.variantId, { ...line }]));
  for (const line of anonymousLines) {
    const cap = Math.min(available(line.variantId), MAX_LINE_QUANTITY);
    const target = userByVariant.get(line.variantId);
    if (line.quantity <= 0) {
      plan.drops.push(line.id);
      continue;
    }
    if (target) {
      const quantity = Math.max(target.quantity, Math.min(target.quantity + line.quantity, cap));
      if (quantity !== target.quantity) {
        target.quantity = quantity;
        const existing = plan.updates.find((u) => u.id === target.id);
        if (existing) existing.quantity = quantity;
        else plan.updates.push({ id: target.id, quantity });
      }
      plan.drops.push(line.id);
      continue;
    }
    const quantity = Math.min(line.quantity, cap);
    if (quantity <= 0) {
      plan.drops.push(line.id);
      continue;
    }
    plan.moves.push({ id: line.id, quantity });
    userByVariant.set(line.variantId, { id: line.id, variantId: line.variantId, quantity });
  }
  return plan;
}

/**
 * The checkout idempotency key of a cart's contents: the same lines (ids, quantities, current prices) give
 * the same key in every tab and on every render, so two submissions of one cart make one order; a changed
 * cart gives a new key. A line id changes when a paid line is added again, so a later purchase of the same
 * product is a new order. A cart mixing currencies checks out one `currency` at a time (suffix).
 */
export function cartCheckoutKey(
  cartId: string,
  lines: { id: string; variantId: string; quantity: number; currentUnitPriceCents: number; currencyCode: string }[],
  currency: string | null,
  hash: (text: string) => string,
): string {
  const content = lines
    .map((line) => `${line.id}:${line.variantId}:${line.quantity}:${line.currentUnitPriceCents}:${line.currencyCode}`)
    .sort();
  return `cart-${hash(`${cartId}|${content.join(",")}`).slice(0, 40)}${currency ? `-${currency}` : ""}`;
}
