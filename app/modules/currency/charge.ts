// Charging in the buyer's currency (issue 37 item 2, ADR 074). A buyer who reads prices in a currency of their choice
// is charged in it: each line's price is converted at the shop's stated rates when the order is placed, and the line
// records what it was listed at and the rate used. Pure: the cart, the checkout page and the order share these rules,
// so the total the cart shows is the total charged.
import { priceSourceLabel, type PriceSource } from "~/modules/pricing/line-price";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import { EXCHANGE_RATE_DECIMALS, exchangeRate, type RatedCurrency } from "./display-currency";

/** What a converted order line records (all three, or none when charged as listed). */
export interface ListedPriceRecord {
  listedUnitPriceCents: number;
  listedCurrencyCode: string;
  /** Units of the charged currency per unit of the listed one, as a decimal string (EXCHANGE_RATE_DECIMALS). */
  exchangeRate: string;
}

export interface ChargedPrice {
  /** The unit price in the charged currency. */
  unitPriceCents: number;
  /** Null when the line is listed in the charged currency (nothing converted). */
  listed: ListedPriceRecord | null;
}

/**
 * The currency an order of lines listed in `lineCurrencyCodes` is charged in: the buyer's display currency when every
 * line is listed in it or in a currency with a stated rate; null otherwise (charged as listed, one currency per
 * checkout). A line whose currency has no stated rate cannot be converted honestly, so the whole cart stays as listed.
 */
export function chargeCurrency<C extends RatedCurrency>(
  lineCurrencyCodes: readonly string[],
  display: C | null,
  currencies: readonly RatedCurrency[],
): C | null {
  if (!display || lineCurrencyCodes.length === 0) return null;
  const convertible = lineCurrencyCodes.every((code) => {
    const listed = code.toLowerCase();
    return listed === display.code || exchangeRate(currencyNamed(listed, currencies), display) !== null;
  });
  return convertible ? display : null;
}

/** A unit price listed in `listedCode`, as charged in `charged` (the same price when listed in it). */
export function chargedPrice(
  listedUnitPriceCents: number,
  listedCode: string,
  charged: RatedCurrency,
  currencies: readonly RatedCurrency[],
): ChargedPrice {
  const listedCurrencyCode = listedCode.toLowerCase();
  if (listedCurrencyCode === charged.code) return { unitPriceCents: listedUnitPriceCents, listed: null };
  const rate = exchangeRate(currencyNamed(listedCurrencyCode, currencies), charged);
  if (rate === null) throw new Error(`No stated rate between ${listedCurrencyCode} and ${charged.code}`);
  return {
    unitPriceCents: Math.round(listedUnitPriceCents * rate),
    listed: { listedUnitPriceCents, listedCurrencyCode, exchangeRate: rate.toFixed(EXCHANGE_RATE_DECIMALS) },
  };
}

/** "1 USD = 0.9259259259 EUR", trimmed of trailing zeros: how a recorded rate reads on an order or invoice. */
export function recordedRateText(
  listedCurrencyCode: string,
  chargedCurrencyCode: string,
  rate: string | number,
): string {
  const value = Number(Number(rate).toFixed(EXCHANGE_RATE_DECIMALS));
  return `1 ${listedCurrencyCode.toUpperCase()} = ${value} ${chargedCurrencyCode.toUpperCase()}`;
}

/** "listed $1,000.00 · 1 USD = 0.9259259259 EUR" under a converted order line. */
export function listedPriceNote(
  record: { listedUnitPriceCents: number | null; listedCurrencyCode: string | null; exchangeRate: unknown },
  chargedCurrencyCode: string,
  listedCurrency?: Partial<CurrencyInfo> | null,
): string | null {
  if (record.listedUnitPriceCents === null || !record.listedCurrencyCode || record.exchangeRate === null) return null;
  const listed = formatMoney(record.listedUnitPriceCents, listedCurrency ?? { code: record.listedCurrencyCode });
  return `listed ${listed} · ${recordedRateText(record.listedCurrencyCode, chargedCurrencyCode, String(record.exchangeRate))}`;
}

/** The columns an order line records its price's basis in (ADR 067, 074). */
export const ORDER_LINE_PRICE_SELECT = {
  priceSource: true,
  priceNote: true,
  listedUnitPriceCents: true,
  listedCurrencyCode: true,
  exchangeRate: true,
} as const;

/**
 * What an order line's price is, for the buyer's order, the brand's and admin's order pages and the invoice: its
 * basis ("Quantity price, 10+ units") and, when charged in another currency, what it was listed at and the rate.
 */
export function orderLinePriceLabel(
  line: {
    priceSource: PriceSource | null;
    priceNote: string | null;
    listedUnitPriceCents: number | null;
    listedCurrencyCode: string | null;
    exchangeRate: unknown;
  },
  chargedCurrencyCode: string,
): string | null {
  const parts = [priceSourceLabel(line.priceSource, line.priceNote), listedPriceNote(line, chargedCurrencyCode)];
  return parts.filter(Boolean).join(" · ") || null;
}

function currencyNamed(code: string, currencies: readonly RatedCurrency[]): RatedCurrency | undefined {
  return currencies.find((currency) => currency.code === code);
}
