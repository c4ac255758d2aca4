// Money is integer cents everywhere; this is the one place that turns cents into text (spec §9).
export interface CurrencyInfo {
  code: string;
  symbol: string;
  template: string; // "$$1", "€$1": the $1 placeholder is replaced by the amount
}

export const FALLBACK_CURRENCY: CurrencyInfo = { code: "eur", symbol: "€", template: "€$1" };

/** cents / 100 with 2 decimals, through the currency's template; falls back to € / eur. */
export function formatMoney(cents: number, currency?: Partial<CurrencyInfo> | null): string {
  const amount = (cents / 100).toFixed(2);
  const template = currency?.template || (currency?.symbol ? `${currency.symbol}$1` : FALLBACK_CURRENCY.template);
  return template.replace("$1", amount);
}

/** The empty cart shows a dollar sign with 0.00 (spec §9). */
export const EMPTY_CART_TOTAL = "$0.00";
