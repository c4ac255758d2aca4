// The unit price a line is charged (ADR 067): one rule for the cart, checkout, requisitions, orders on terms,
// punchout and the product page. Candidates are the catalogue price (sale or list), the quantity tier for the
// line's quantity and the buyer's organisation price; the lowest applies. A brand's answered, still valid quote for
// at least the line's quantity is a negotiated price and beats them all.
import type { PriceSource } from "~/generated/prisma/enums";

export type { PriceSource };

/** A brand's answered quote attached to a cart line. */
export interface LineQuote {
  status: "requested" | "answered" | "declined" | "expired";
  validUntil: Date | string | null;
  unitPriceCents: number | null;
  quantity: number;
}

export interface QuantityTier {
  minQuantity: number;
  unitPriceCents: number;
}

/** An applicable entry of one of the organisation's valid price lists for this variant's brand. */
export interface OrganisationOffer {
  priceListName: string;
  /** "variant": the entry names this SKU; "category": the entry names the product's category. */
  scope: "variant" | "category";
  fixedPriceCents: number | null;
  discountBasisPoints: number | null;
}

export interface PricingInputs {
  priceInCents: number;
  salePriceInCents: number | null;
  tiers?: readonly QuantityTier[] | null;
  offers?: readonly OrganisationOffer[] | null;
}

export interface LinePrice {
  unitPriceCents: number;
  source: PriceSource;
  /** The price list's name, or "10+ units" for a tier; null otherwise. */
  note: string | null;
}

const MAX_BASIS_POINTS = 10_000;

/** The quoted price while the quote is answered, still valid, and covers the line's quantity; else null. */
export function quotedUnitPriceCents(
  quote: LineQuote | null,
  lineQuantity: number,
  now: Date = new Date(),
): number | null {
  if (!quote || quote.status !== "answered" || quote.unitPriceCents === null || quote.unitPriceCents <= 0) return null;
  if (!quote.validUntil || new Date(quote.validUntil).getTime() < now.getTime()) return null;
  if (lineQuantity > quote.quantity) return null;
  return quote.unitPriceCents;
}

/** A quote as the price rule sees it: only its units not yet bought by another order count. */
export function unusedQuote<Q extends { quantity: number; orderedQuantity: number }>(quote: Q | null): Q | null {
  return quote ? { ...quote, quantity: quote.quantity - quote.orderedQuantity } : null;
}

/** The tier for this quantity: the one with the highest minimum not above it; null below every tier. */
export function tierFor(tiers: readonly QuantityTier[] | null | undefined, quantity: number): QuantityTier | null {
  let best: QuantityTier | null = null;
  for (const tier of tiers ?? []) {
    if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best;
}

/** A discount off the list price, rounded to the nearest cent (never below one cent). */
export function discountedCents(listCents: number, basisPoints: number): number {
  return Math.max(1, Math.round((listCents * (MAX_BASIS_POINTS - basisPoints)) / MAX_BASIS_POINTS));
}

/**
 * The organisation's price for a variant: an entry naming the SKU beats one naming its category (the more
 * specific agreement); among equals the lowest. null when no entry applies.
 */
export function organisationPrice(
  offers: readonly OrganisationOffer[] | null | undefined,
  listCents: number,
): { cents: number; offer: OrganisationOffer } | null {
  const specific = (offers ?? []).filter((o) => o.scope === "variant");
  const candidates = specific.length > 0 ? specific : (offers ?? []);
  let best: { cents: number; offer: OrganisationOffer } | null = null;
  for (const offer of candidates) {
    const cents =
      offer.fixedPriceCents !== null
        ? offer.fixedPriceCents
        : offer.discountBasisPoints !== null
          ? discountedCents(listCents, offer.discountBasisPoints)
          : null;
    if (cents !== null && cents > 0 && (!best || cents < best.cents)) best = { cents, offer };
  }
  return best;
}

export function tierNote(minQuantity: number): string {
  return `${minQuantity}+ units`;
}

/** The unit price of `quantity` units of a variant for this buyer, and which price it is. */
export function resolveLinePrice(
  variant: PricingInputs,
  quantity: number,
  quote: LineQuote | null = null,
  now: Date = new Date(),
): LinePrice {
  const quoted = quotedUnitPriceCents(quote, quantity, now);
  if (quoted !== null) return { unitPriceCents: quoted, source: "quote", note: null };
  const onSale = variant.salePriceInCents !== null && variant.salePriceInCents !== undefined;
  let price: LinePrice = {
    unitPriceCents: onSale ? variant.salePriceInCents! : variant.priceInCents,
    source: onSale ? "sale" : "list",
    note: null,
  };
  const tier = tierFor(variant.tiers, quantity);
  if (tier && tier.unitPriceCents < price.unitPriceCents) {
    price = { unitPriceCents: tier.unitPriceCents, source: "tier", note: tierNote(tier.minQuantity) };
  }
  const contract = organisationPrice(variant.offers, variant.priceInCents);
  if (contract && contract.cents < price.unitPriceCents) {
    price = { unitPriceCents: contract.cents, source: "organisation", note: contract.offer.priceListName };
  }
  return price;
}

/** How a line's price is labelled next to it (cart, invoice, order). null for the plain catalogue price. */
export function priceSourceLabel(
  source: PriceSource | null | undefined,
  note: string | null | undefined,
): string | null {
  switch (source) {
    case "organisation":
      return note ? `Organisation price (${note})` : "Organisation price";
    case "tier":
      return note ? `Quantity price, ${note}` : "Quantity price";
    case "quote":
      return "Quoted price";
    case "sale":
      return "Sale price";
    default:
      return null;
  }
}
