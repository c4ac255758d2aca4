// Availability beside every price (issue 37, ADR 061): one rule decides the wording on cards and product pages and
// what an out-of-stock item offers instead of a dead button. Pure: no I/O.
import { availableQuantity, type StockVariant } from "./stock";

export interface AvailabilityVariant extends StockVariant {
  /** Days from order to dispatch; null or undefined when the brand has not said. */
  leadTimeDays?: number | null;
  /** Out-of-stock units may still be ordered (they ship when stock returns). */
  allowBackorder?: boolean;
}

export type AvailabilityKind =
  /** Units on hand, or stock not tracked (made to order). */
  | "in-stock"
  /** No units on hand, ordering allowed: the units ship when stock returns. */
  | "backorder"
  /** No units on hand and no back-orders: notify me, or request a quote. */
  | "out-of-stock"
  /** The product cannot be bought online (not purchasable, or no variant): request a quote. */
  | "unavailable";

export interface Availability {
  kind: AvailabilityKind;
  /** "In stock, ships in 2 days", "Ships in 6 weeks", "Back-order", "Out of stock"… */
  text: string;
  /** Add to Cart is offered (in stock, or a back-order). */
  orderable: boolean;
  /** "Notify me when available" is offered (stock is tracked and nothing is on hand). */
  notifiable: boolean;
}

/** Lead times read in weeks once they are a whole number of weeks, from two on ("6 weeks"); otherwise in days. */
export function formatLeadTime(days: number): string {
  if (days >= 14 && days % 7 === 0) return `${days / 7} weeks`;
  return days === 1 ? "1 day" : `${days} days`;
}

function validLeadTime(days: number | null | undefined): number | null {
  return typeof days === "number" && Number.isInteger(days) && days > 0 ? days : null;
}

/**
 * The availability of one variant:
 * - units on hand: "In stock, ships in 2 days" (or "In stock" when no lead time is stated);
 * - stock not tracked (made to order): "Ships in 6 weeks" (or "In stock" without a lead time);
 * - nothing on hand, back-orders allowed: "Back-order, ships in 6 weeks" (or "Back-order");
 * - nothing on hand otherwise: "Out of stock" (notify me or request a quote);
 * - not purchasable online: "Available on quote".
 */
export function variantAvailability(variant: AvailabilityVariant | null, purchasable = true): Availability {
  if (!purchasable || !variant) {
    return { kind: "unavailable", text: "Available on quote", orderable: false, notifiable: false };
  }
  const lead = validLeadTime(variant.leadTimeDays);
  const ships = lead === null ? null : formatLeadTime(lead);
  if (!variant.manageInventory) {
    return { kind: "in-stock", text: ships ? `Ships in ${ships}` : "In stock", orderable: true, notifiable: false };
  }
  if (availableQuantity(variant) > 0) {
    return {
      kind: "in-stock",
      text: ships ? `In stock, ships in ${ships}` : "In stock",
      orderable: true,
      notifiable: false,
    };
  }
  if (variant.allowBackorder) {
    return {
      kind: "backorder",
      text: ships ? `Back-order, ships in ${ships}` : "Back-order",
      orderable: true,
      notifiable: true,
    };
  }
  return { kind: "out-of-stock", text: "Out of stock", orderable: false, notifiable: true };
}

const RANK: Record<AvailabilityKind, number> = { "in-stock": 0, backorder: 1, "out-of-stock": 2, unavailable: 3 };

/**
 * A card's availability for a product of several variants: the best any variant offers (in stock before back-order
 * before out of stock), and among equals the shortest stated lead time.
 */
export function productAvailability(variants: AvailabilityVariant[], purchasable = true): Availability {
  if (!purchasable || variants.length === 0) return variantAvailability(null, purchasable);
  let best: { availability: Availability; lead: number } | null = null;
  for (const variant of variants) {
    const availability = variantAvailability(variant, true);
    const lead = validLeadTime(variant.leadTimeDays) ?? Number.POSITIVE_INFINITY;
    if (
      !best ||
      RANK[availability.kind] < RANK[best.availability.kind] ||
      (RANK[availability.kind] === RANK[best.availability.kind] && lead < best.lead)
    ) {
      best = { availability, lead };
    }
  }
  return best!.availability;
}

/**
 * Whether a variant ordered now ships within `days` days (ADR 084): its stated lead time decides once it can be
 * ordered (in stock, made to order or on back-order); null when the brand has not said how soon; false when it cannot
 * be ordered. `days` null asks for units on hand now, what the card calls "In stock".
 */
export function shipsWithin(variant: AvailabilityVariant, days: number | null): boolean | null {
  const availability = variantAvailability(variant, true);
  if (!availability.orderable) return false;
  if (days === null)
    return availability.kind === "in-stock" && (variant.manageInventory || !validLeadTime(variant.leadTimeDays));
  const lead = validLeadTime(variant.leadTimeDays);
  return lead === null ? null : lead <= days;
}

/** Units that may be ordered now: everything for a back-order or untracked stock, else what is on hand. */
export function orderableQuantity(variant: AvailabilityVariant): number {
  if (variant.allowBackorder) return Number.POSITIVE_INFINITY;
  return availableQuantity(variant);
}

/** How many of `quantity` units are back-ordered: those beyond what is on hand, when back-orders are allowed. */
export function backorderedUnits(variant: AvailabilityVariant, quantity: number): number {
  if (!variant.manageInventory || !variant.allowBackorder) return 0;
  return Math.max(0, quantity - availableQuantity(variant));
}

/**
 * The note beside a cart or order line with back-ordered units (ADR 061): null when none are. Cart, order history,
 * success page, brand order page and the confirmation e-mail all say it this way.
 */
export function backorderNote(backordered: number, quantity: number): string | null {
  if (backordered <= 0) return null;
  return backordered >= quantity
    ? "Back-order: ships when stock returns."
    : `${backordered} of ${quantity} on back-order: they ship when stock returns.`;
}

/**
 * What the price buys, from the variant's unit of sale and pack size (issue 37): "Price per box (3 columns)",
 * "Price per bottle", "Pack size: 500 mL"; null when the brand stated neither.
 */
export function saleUnitText(packSize: string | null | undefined, unit: string | null | undefined): string | null {
  const pack = packSize?.trim();
  const per = unit?.trim();
  // "each" (the editor's own example) reads "Price each", not "Price per each".
  const price = per ? (/^(each|ea)$/i.test(per) ? "Price each" : `Price per ${per}`) : null;
  if (price && pack) return `${price} (${pack})`;
  if (price) return price;
  if (pack) return `Pack size: ${pack}`;
  return null;
}
