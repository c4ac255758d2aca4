// Pure cart rules shared by server and UI (spec §4 Cart, §5 stock, §9 Money).
import { EMPTY_CART_TOTAL, formatMoney, type CurrencyInfo } from "~/utils/money";
import { chargedPrice, recordedRateText } from "~/modules/currency/charge";
import { exchangeRate, type RatedCurrency } from "~/modules/currency/display-currency";

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

/** The buyer's currency the whole cart is charged in (ADR 074), and the stated rates it converts at. */
export interface CartCharge {
  currency: CurrencyInfo & RatedCurrency;
  currencies: readonly RatedCurrency[];
}

export interface CartView {
  cartId: string | null;
  lines: (CartLineView & {
    /** The price the buyer pays now (the current price), in the charged currency. */
    unitPrice: string;
    /** The price as listed when the line is charged in another currency ("$1,000.00"); null otherwise. */
    listedUnitPrice?: string | null;
    /** The snapshot price when it differs from the current one. */
    previousUnitPrice: string | null;
    lineTotal: string;
    priceChanged: boolean;
  })[];
  totalQuantity: number;
  totalCents: number;
  /** One total per currency; several only when the cart mixes currencies and is charged as listed. */
  totals?: CartTotal[];
  /**
   * Set when the cart is charged in the buyer's currency (ADR 074): its code and the rates of the converted lines
   * ("1 USD = 0.9259259259 EUR"). Null or absent: charged as listed.
   */
  charge?: { currencyCode: string; rates: string[] } | null;
  total: string;
  /** The checkout's idempotency key: stable for the cart's contents (see cartCheckoutKey). */
  checkoutKey?: string;
}

/**
 * The cart as the header badge, drawer and /cart show it. Lines are charged at the current price;
 * a line whose price changed since it was added carries a notice with the snapshot price.
 */
export function summarizeCart(
  cartId: string | null,
  lines: CartLineView[],
  checkoutKey?: string,
  charge?: CartCharge | null,
): CartView {
  const charged = lines.map((line) => chargedLine(line, charge));
  const totalsByCurrency = new Map<string, CartTotal & { currency: CurrencyInfo }>();
  for (const { currency, unitPriceCents, quantity } of charged) {
    const entry = totalsByCurrency.get(currency.code) ?? {
      currencyCode: currency.code,
      cents: 0,
      formatted: "",
      currency,
    };
    entry.cents += unitPriceCents * quantity;
    totalsByCurrency.set(currency.code, entry);
  }
  const totals: CartTotal[] = [...totalsByCurrency.values()].map(({ currencyCode, cents, currency }) => ({
    currencyCode,
    cents,
    formatted: formatMoney(cents, currency),
  }));
  const totalCents = totals.reduce((sum, t) => sum + t.cents, 0);
  return {
    cartId,
    lines: lines.map((line, index) => {
      const priceChanged = line.currentUnitPriceCents !== line.unitPriceCents;
      const { currency, unitPriceCents, converted } = charged[index]!;
      return {
        ...line,
        unitPrice: formatMoney(unitPriceCents, currency),
        listedUnitPrice: converted ? formatMoney(line.currentUnitPriceCents, line.currency) : null,
        // The notice compares what the brand listed then and now, in the brand's currency.
        previousUnitPrice: priceChanged ? formatMoney(line.unitPriceCents, line.currency) : null,
        lineTotal: formatMoney(unitPriceCents * line.quantity, currency),
        priceChanged,
      };
    }),
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalCents,
    totals,
    total: totals.length === 0 ? EMPTY_CART_TOTAL : totals.map((t) => t.formatted).join(" + "),
    checkoutKey,
    charge:
      charge && lines.length > 0 ? { currencyCode: charge.currency.code, rates: chargeRates(lines, charge) } : null,
  };
}

/** A line's current price in the currency it is charged in (its own, or the cart's charge currency). */
function chargedLine(line: CartLineView, charge: CartCharge | null | undefined) {
  if (!charge)
    return {
      currency: line.currency,
      unitPriceCents: line.currentUnitPriceCents,
      quantity: line.quantity,
      converted: false,
    };
  const price = chargedPrice(line.currentUnitPriceCents, line.currency.code, charge.currency, charge.currencies);
  return {
    currency: charge.currency,
    unitPriceCents: price.unitPriceCents,
    quantity: line.quantity,
    converted: price.listed !== null,
  };
}

/**
 * The lines as the checkout key sees them (ADR 074): at the price and in the currency they are charged in, so the
 * key changes with the buyer's currency and with a stated rate that changes what is charged.
 */
export function chargedKeyLines<T extends { currentUnitPriceCents: number; currency: { code: string } }>(
  lines: T[],
  charge: CartCharge | null | undefined,
): T[] {
  if (!charge) return lines;
  return lines.map((line) => ({
    ...line,
    currentUnitPriceCents: chargedPrice(
      line.currentUnitPriceCents,
      line.currency.code,
      charge.currency,
      charge.currencies,
    ).unitPriceCents,
    currency: { ...line.currency, code: charge.currency.code },
  }));
}

/** The rates of the converted lines' currencies, one per currency, in the order the lines come. */
function chargeRates(lines: CartLineView[], charge: CartCharge): string[] {
  const codes = [...new Set(lines.map((line) => line.currency.code.toLowerCase()))].filter(
    (code) => code !== charge.currency.code,
  );
  return codes.map((code) => {
    const rate = exchangeRate(
      charge.currencies.find((currency) => currency.code === code),
      charge.currency,
    );
    return recordedRateText(code, charge.currency.code, rate ?? 0);
  });
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
