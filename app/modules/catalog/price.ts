// Displayed price of a store product (spec §9): pure, shared by the store, product page, marketplace,
// home and expert pages.
import type { ListedPrice } from "~/modules/currency/display-currency";
import { formatMoney, type CurrencyInfo } from "~/utils/money";

export interface PricedVariant {
  id: string;
  title: string;
  priceInCents: number;
  /** null when the variant is not on sale */
  salePriceInCents: number | null;
  currency?: Partial<CurrencyInfo> | null;
}

export interface PricedProduct<V extends PricedVariant = PricedVariant> {
  siteProductSelection: string | null;
  /** in display order (position) */
  variants: V[];
}

export interface DisplayedPrice {
  /** What the buyer pays now: the sale amount if present, otherwise the amount. */
  cents: number;
  formatted: string;
  /** The original amount when on sale (shown struck through), else null. */
  originalCents: number | null;
  originalFormatted: string | null;
  onSale: boolean;
  currencyCode: string;
}

/** The amount a variant sells for now: its sale amount if present, otherwise its amount. */
export function effectivePriceCents(variant: Pick<PricedVariant, "priceInCents" | "salePriceInCents">): number {
  return variant.salePriceInCents ?? variant.priceInCents;
}

/**
 * The chosen variant: the cheapest (by the amount it sells for; the first of equals) when
 * site_product_selection is 'lowest_price_first' or null, otherwise the first variant.
 */
export function selectDisplayVariant<V extends PricedVariant>(product: PricedProduct<V>): V | null {
  const { variants } = product;
  if (variants.length === 0) return null;
  const selection = product.siteProductSelection;
  if (selection !== null && selection !== undefined && selection !== "lowest_price_first") return variants[0];
  let cheapest = variants[0];
  for (const variant of variants) {
    if (effectivePriceCents(variant) < effectivePriceCents(cheapest)) cheapest = variant;
  }
  return cheapest;
}

/** The price of one variant as the UI shows it (sale price with the original struck through). */
export function variantPrice(variant: PricedVariant): DisplayedPrice {
  const onSale = variant.salePriceInCents !== null && variant.salePriceInCents !== undefined;
  const cents = effectivePriceCents(variant);
  return {
    cents,
    formatted: formatMoney(cents, variant.currency),
    originalCents: onSale ? variant.priceInCents : null,
    originalFormatted: onSale ? formatMoney(variant.priceInCents, variant.currency) : null,
    onSale,
    currencyCode: variant.currency?.code || "eur",
  };
}

/**
 * The product's displayed price: the price of the chosen variant (see selectDisplayVariant), or of
 * `variantId` when the buyer picked one. null for a product without variants.
 */
export function displayedPrice(product: PricedProduct, variantId?: string | null): DisplayedPrice | null {
  const picked = variantId ? product.variants.find((v) => v.id === variantId) : undefined;
  const variant = picked ?? selectDisplayVariant(product);
  return variant ? variantPrice(variant) : null;
}

/** The parts of a displayed price that running text needs (converted for the buyer by PriceText). */
export function listedPrice(price: DisplayedPrice | null): ListedPrice | null {
  return price ? { cents: price.cents, formatted: price.formatted, currencyCode: price.currencyCode } : null;
}
