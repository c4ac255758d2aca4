// Money is integer cents everywhere; this is the one place that turns cents into text (spec §9, issue 9):
// every card, product page, cart, checkout, e-mail, quote and dashboard price goes through formatMoney.
export interface CurrencyInfo {
  code: string;
  symbol: string;
  template: string; // "$$1", "€$1": the $1 placeholder is replaced by the amount
}

export const FALLBACK_CURRENCY: CurrencyInfo = { code: "eur", symbol: "€", template: "€$1" };

const LOCALE = "en-US";
const formatters = new Map<string, Intl.NumberFormat>();

/** One cached Intl.NumberFormat per currency code (2 decimals, thousands grouping). */
function currencyFormat(code: string): Intl.NumberFormat {
  let format = formatters.get(code);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: "currency",
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(code, format);
  }
  return format;
}

const knownCurrencies = new Set(Intl.supportedValuesOf("currency"));

/**
 * The grouped amount without sign or symbol ("42,800.00"). Every currency is shown with two decimals in one locale,
 * so the digits, groups and decimal point are the same for all codes: one plain number format gives them (taking
 * them out of each currency format's parts cost far more, on pages of 24 prices).
 */
const AMOUNT_FORMAT = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
function amountText(absCents: number): string {
  return AMOUNT_FORMAT.format(absCents / 100);
}

/**
 * cents / 100 with 2 decimals and thousands separators ($42,800.00, €11,450.00), placed through the
 * currency's template ($1 placeholder). Without a template: the symbol before the amount; without a symbol:
 * Intl's own currency format for a known ISO code; otherwise the euro fallback (spec §9).
 */
export function formatMoney(cents: number, currency?: Partial<CurrencyInfo> | null): string {
  const code = currency?.code?.toUpperCase() ?? "";
  const known = knownCurrencies.has(code);
  const amount = amountText(Math.abs(cents));
  const sign = cents < 0 ? "-" : "";
  if (currency?.template?.includes("$1")) return sign + currency.template.replace("$1", amount);
  if (currency?.symbol) return `${sign}${currency.symbol}${amount}`;
  if (known) return currencyFormat(code).format(cents / 100);
  return sign + FALLBACK_CURRENCY.template.replace("$1", amount);
}

// One formatter for whole numbers: toLocaleString builds a new one per call, which showed in the store's hydration.
const WHOLE_NUMBER = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** "10,000": a count or a whole amount with the thousands grouped. */
export function formatWholeNumber(value: number): string {
  return WHOLE_NUMBER.format(value);
}

/**
 * Whole units through the currency's template, for round figures such as price-filter buckets ("€1,000"); cents are
 * kept when there are any.
 */
export function formatWholeMoney(cents: number, currency: CurrencyInfo): string {
  if (cents % 100 !== 0) return formatMoney(cents, currency);
  const amount = formatWholeNumber(Math.abs(cents) / 100);
  const sign = cents < 0 ? "-" : "";
  return currency.template.includes("$1")
    ? sign + currency.template.replace("$1", amount)
    : `${sign}${currency.symbol}${amount}`;
}

/** The empty cart shows a dollar sign with 0.00 (spec §9). */
export const EMPTY_CART_TOTAL = "$0.00";
